// The first run with each keychain state a person meets, on a real gnome-keyring where the
// state needs one (tests/support/keychain-state.sh sets it up; PAYDESK_KEYCHAIN_STATE names
// it): no Secret Service, no keyring yet (its prompt cancelled), a locked keyring. Each leads
// to a sentence saying what happened and two choices, Try again and Keep keys for this run
// only; Try again and Refresh retry, and keys kept for the run never reach the disk.
#include "localsandbox/localsandboxhost.h"
#include "mainwindow.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "session/webhookinspector.h"
#include "widgets/messagebar.h"

#include <QAction>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace paydesk;

class TestKeychainStates : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;

    // Every file PayDesk wrote (settings, the sandbox's database) holds no API key.
    void verifyNoKeyOnDisk()
    {
        for (const QString &dir : {m_settingsDir.path(), m_dataDir.path()}) {
            QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                QVERIFY2(!f.readAll().contains("pts_test_"), qPrintable(f.fileName()));
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_KEYCHAIN_STATE"))
            QSKIP("run through tests/support/keychain-state.sh STATE");
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_settingsDir.path().toUtf8());
    }

    void oneKeyringPrompt();

    void firstRun()
    {
        const QString state = qEnvironmentVariable("PAYDESK_KEYCHAIN_STATE");
        const QString expected = state == u"no-service"_s   ? u"No keychain is available"_s
                                 : state == u"no-keyring"_s ? u"no keyring to keep API keys in"_s
                                                            : u"The keyring is locked"_s;
        profiles::ProfileStore store(m_settingsDir.filePath(u"profiles.conf"_s));
        QVERIFY(store.ensureDefaults());
        profiles::KeychainSecretStore keychain;
        session::Session session(store, &keychain);
        session.localSandbox()->setDataDir(m_dataDir.filePath(u"sandbox"_s));
        session.localSandbox()->setSeedCount(20);
        ui::MainWindow window(session, store);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy failed(&session, &session::Session::activationFailed);

        session.activate(store.localSandbox()->id);
        QVERIFY(failed.wait(30000));
        QCOMPARE(session.state(), session::Session::State::Failed);
        ui::MessageBar *bar = window.messageBar();
        QTRY_VERIFY(bar->isVisible());
        // A sentence first, and nothing a person cannot act on (a D-Bus object's path).
        QVERIFY2(bar->text().contains(expected), qPrintable(bar->text()));
        QVERIFY2(!bar->text().contains(u"/org/freedesktop"_s), qPrintable(bar->text()));
        QVERIFY2(!bar->text().contains(u"Object does not exist"_s), qPrintable(bar->text()));
        QVERIFY2(bar->text().contains(u"never writes one to disk"_s), qPrintable(bar->text()));
        QList<QToolButton *> choices = bar->actionButtons();
        QCOMPARE(choices.size(), 2);
        QCOMPARE(choices.at(0)->text(), u"Try again"_s);
        QCOMPARE(choices.at(1)->text(), u"Keep keys for this run only"_s);

        // Try again asks the keychain again, and says the same.
        choices.at(0)->click();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 2, 30000);
        QTRY_COMPARE(bar->actionButtons().size(), 2);

        // Refresh retries too.
        QAction *refresh = nullptr;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(Qt::Key_F5))
                refresh = a;
        }
        QVERIFY(refresh);
        QVERIFY(refresh->isEnabled());
        refresh->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 3, 30000);

        // Keys for this run only: the local sandbox starts, its key in memory, and the status
        // bar says so for as long as it holds.
        auto *keys = window.findChild<QLabel *>(u"keysInMemory"_s);
        QVERIFY(keys);
        QVERIFY(!keys->isVisible());
        QTRY_COMPARE(bar->actionButtons().size(), 2);
        bar->actionButtons().at(1)->click();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), session::Session::State::Ready, 30000);
        QVERIFY(session.holdsSecretsForThisRun());
        QCOMPARE(failed.size(), 3);
        QVERIFY(keys->isVisible());
        QCOMPARE(keys->text(), u"Keys in memory for this run"_s);
        window.close();
        verifyNoKeyOnDisk();
    }
};

// The first run with no keyring, as the window opens the Local sandbox with the webhook
// inspector: its signing secret and the sandbox's key both need a keyring, yet the person is
// asked once to make one; Try again asks once more. The prompts are counted on the session bus
// (dbus-monitor): each org.freedesktop.Secret.Prompt.Prompt call is one the person would see.
void TestKeychainStates::oneKeyringPrompt()
{
    if (qEnvironmentVariable("PAYDESK_KEYCHAIN_STATE") != u"no-keyring"_s)
        QSKIP("only without a keyring");
    QProcess monitor;
    monitor.start(u"dbus-monitor"_s,
                  {u"--session"_s, u"--monitor"_s,
                   u"type='method_call',interface='org.freedesktop.Secret.Prompt'"_s});
    QVERIFY2(monitor.waitForStarted(10000), "dbus-monitor did not start");
    QTRY_VERIFY_WITH_TIMEOUT(monitor.bytesAvailable() > 0, 10000); // it listens
    QByteArray seen = monitor.readAllStandardOutput();
    const auto prompts = [&] {
        seen += monitor.readAllStandardOutput();
        return int(seen.count("member=Prompt"));
    };

    QTemporaryDir dir;
    profiles::ProfileStore store(dir.filePath(u"profiles.conf"_s));
    QVERIFY(store.ensureDefaults());
    profiles::KeychainSecretStore keychain;
    session::WebhookInspector inspector(&keychain);
    QSignalSpy listening(&inspector, &session::WebhookInspector::listening);
    inspector.start(0, {}, dir.filePath(u"webhooks/deliveries.sqlite"_s));
    QVERIFY(listening.wait(10000));
    session::Session session(store, &keychain);
    session.setWebhookInspector(&inspector);
    session.localSandbox()->setDataDir(dir.filePath(u"sandbox"_s));
    session.localSandbox()->setSeedCount(20);
    ui::MainWindow window(session, store);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy failed(&session, &session::Session::activationFailed);

    session.activate(store.localSandbox()->id);
    QVERIFY(failed.wait(30000));
    QTRY_COMPARE_WITH_TIMEOUT(prompts(), 1, 5000);
    ui::MessageBar *bar = window.messageBar();
    QTRY_COMPARE(bar->actionButtons().size(), 2);
    QVERIFY2(!bar->text().contains(u"/org/freedesktop"_s), qPrintable(bar->text()));

    bar->actionButtons().at(0)->click(); // Try again
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 2, 30000);
    QTRY_COMPARE_WITH_TIMEOUT(prompts(), 2, 5000);
    QCOMPARE(prompts(), 2);
    window.close();
    monitor.terminate();
    monitor.waitForFinished(5000);
}

QTEST_MAIN(TestKeychainStates)
#include "tst_keychainstates.moc"
