// A keychain with no keyring yet asks once to make one, however many secrets PayDesk stores at
// that moment: on a real gnome-keyring with no keyring, whose prompt cannot be shown and fails
// as a cancelled one does (tests/support/keychain-state.sh no-keyring). The prompts are counted
// on the session bus with dbus-monitor: each org.freedesktop.Secret.Prompt.Prompt call is one
// the person would see. What the person reads of a refusal is a sentence, never a D-Bus path.
#include "profiles/keychainsecretstore.h"
#include "profiles/profile.h"
#include "secretcalls.h"

#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::profiles;
using namespace paydesk::testing;

class TestKeychainPrompt : public QObject
{
    Q_OBJECT

    QProcess m_monitor;

    // The prompts shown so far, as the bus saw them.
    int prompts()
    {
        // dbus-monitor writes each message as it passes; what it printed so far is read.
        m_output += m_monitor.readAllStandardOutput();
        return int(m_output.count("member=Prompt"));
    }
    QByteArray m_output;

    // What is wrong with how a refusal reads; empty when nothing is.
    static QString wordingProblem(const SecretError &e)
    {
        if (e.kind != SecretError::Kind::NoCollection && e.kind != SecretError::Kind::Cancelled)
            return u"not a refused prompt: "_s + e.message;
        if (e.message.contains(u"/org/freedesktop"_s) ||
            e.message.contains(u"Object does not exist"_s))
            return u"a D-Bus path: "_s + e.message;
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariable("PAYDESK_KEYCHAIN_STATE") != u"no-keyring"_s)
            QSKIP("run through tests/support/keychain-state.sh no-keyring");
        m_monitor.start(u"dbus-monitor"_s,
                        {u"--session"_s, u"--monitor"_s,
                         u"type='method_call',interface='org.freedesktop.Secret.Prompt'"_s});
        QVERIFY2(m_monitor.waitForStarted(10000), "dbus-monitor did not start");
        // It says it listens (its own name) before it sees anything else.
        QTRY_VERIFY_WITH_TIMEOUT(m_monitor.bytesAvailable() > 0, 10000);
        m_output = m_monitor.readAllStandardOutput();
    }

    void cleanupTestCase()
    {
        if (m_monitor.state() != QProcess::NotRunning) {
            m_monitor.terminate();
            m_monitor.waitForFinished(5000);
        }
    }

    void oneRefusedPromptAnswersEveryWrite()
    {
        KeychainSecretStore store;
        const QString id = newProfileId();
        // As the profile editor saves a profile: its key and its signing secret at once.
        auto key = writeSecret(store, this, id, SecretKind::ApiKey,
                               u"pts_test_Aa0Bb1Cc2Dd3Ee4Ff5Gg6Hh7Ii8Jj9K"_s);
        auto secret = writeSecret(store, this, id, SecretKind::WebhookSecret,
                                  u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4hM0pQ7ZiKk="_s);
        QTRY_VERIFY_WITH_TIMEOUT(key->done && secret->done, 30000);
        QVERIFY2(wordingProblem(key->error).isEmpty(), qPrintable(wordingProblem(key->error)));
        QVERIFY2(wordingProblem(secret->error).isEmpty(),
                 qPrintable(wordingProblem(secret->error)));
        QTRY_COMPARE_WITH_TIMEOUT(prompts(), 1, 5000);

        // As the Local sandbox stores its key after the inspector's secret was refused: the
        // same answer, not a second prompt.
        auto later = writeSecret(store, this, id, SecretKind::ApiKey,
                                 u"pts_test_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0P"_s);
        QTRY_VERIFY_WITH_TIMEOUT(later->done, 30000);
        QVERIFY2(wordingProblem(later->error).isEmpty(), qPrintable(wordingProblem(later->error)));

        // Another store in the same program (the command line's, a dialog's) knows too.
        KeychainSecretStore other;
        auto elsewhere = writeSecret(other, this, id, SecretKind::ApiKey,
                                     u"pts_test_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0P"_s);
        QTRY_VERIFY_WITH_TIMEOUT(elsewhere->done, 30000);
        QVERIFY2(wordingProblem(elsewhere->error).isEmpty(),
                 qPrintable(wordingProblem(elsewhere->error)));

        // Reading asks for nothing.
        auto read = readSecret(store, this, id, SecretKind::ApiKey);
        QTRY_VERIFY_WITH_TIMEOUT(read->done, 30000);
        QCOMPARE(prompts(), 1);

        // Try again: the person asked, so the keychain may ask once more.
        store.askAgain();
        auto again = writeSecret(store, this, id, SecretKind::ApiKey,
                                 u"pts_test_Aa0Bb1Cc2Dd3Ee4Ff5Gg6Hh7Ii8Jj9K"_s);
        QTRY_VERIFY_WITH_TIMEOUT(again->done, 30000);
        QVERIFY2(wordingProblem(again->error).isEmpty(), qPrintable(wordingProblem(again->error)));
        QTRY_COMPARE_WITH_TIMEOUT(prompts(), 2, 5000);
    }
};

QTEST_GUILESS_MAIN(TestKeychainPrompt)
#include "tst_keychainprompt.moc"
