// The main window on the embedded local sandbox: banner and title per environment, profile
// switching, pane shortcuts, remembered state. Offscreen; real sandbox, real HTTP.
#include "mainwindow.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "session/session.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;

class TestMainWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_settingsDir.path().toUtf8());
        QCoreApplication::setOrganizationName(u"PayDesk"_s);
        QCoreApplication::setApplicationName(u"PayDeskTest"_s);
    }

    void localSandboxThenLive()
    {
        profiles::ProfileStore store(m_settingsDir.filePath(u"profiles.conf"_s));
        QVERIFY(store.ensureDefaults());
        profiles::Profile live = profiles::productionTemplate(QUrl(u"https://127.0.0.1:9/"_s));
        live.name = u"Shop live"_s;
        QVERIFY(store.add(live));
        profiles::MemorySecretStore secrets;
        bool written = false;
        secrets.writeSecret(live.id, profiles::SecretKind::ApiKey,
                            u"pts_live_abcdefghijklmnopqrstuvwxyz012345"_s, this,
                            [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);

        session::Session session(store, &secrets);
        ui::MainWindow window(session, store);
        window.resize(1280, 800);
        window.show();
        session.activate(store.localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), session::Session::State::Ready, 30000);
        QVERIFY(window.bannerText().contains(u"Test data"_s));
        QVERIFY(window.windowTitle().contains(u"Local sandbox"_s));
        QVERIFY(window.windowTitle().contains(u"test"_s));
        QVERIFY(window.connectionText().contains(u"127.0.0.1"_s));

        // Rows arrive from the embedded sandbox.
        auto *table = window.transactionsPane()->findChild<QTableView *>();
        QVERIFY(table);
        QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() > 0, 30000);

        // Pane shortcuts.
        QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(window.currentPane(), ui::MainWindow::Pane::Refunds);
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(window.currentPane(), ui::MainWindow::Pane::Transactions);

        // Switching to the live profile: the old client goes, the banner says LIVE.
        api::ApiClient *old = session.client();
        QVERIFY(old);
        session.activate(live.id);
        QTRY_VERIFY_WITH_TIMEOUT(session.state() != session::Session::State::Connecting, 10000);
        QVERIFY(window.bannerText().contains(u"LIVE"_s));
        QVERIFY(window.windowTitle().contains(u"LIVE"_s));
        QVERIFY(session.client() != old || session.client() == nullptr);
        window.close();
    }

    void paneNames()
    {
        QCOMPARE(ui::MainWindow::paneFromName(u"trial-balance"_s),
                 ui::MainWindow::Pane::TrialBalance);
        QCOMPARE(ui::MainWindow::paneFromName(u"transactions"_s),
                 ui::MainWindow::Pane::Transactions);
        QVERIFY(!ui::MainWindow::paneFromName(u"nope"_s));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
