// ProfileConnection and ConnectionTest, the one way the window, the profile editor and the
// command line turn a profile into an ApiClient, with their real parts: the OS keychain (a
// gnome-keyring of the test's own, tests/support/with-test-keyring.sh), the embedded Local
// sandbox, and a sandbox service on loopback for the other profiles.
//
// Without a keychain (the session.profileconnection.nokeychain run: no session bus) the same
// executable checks the fallbacks: the window's, which holds keys for this run once asked, and
// the command line's, which probes first and holds the Local sandbox's key by itself.
#include "api/apiclient.h"
#include "localsandbox/localsandboxhost.h"
#include "profiles/keychainsecretstore.h"
#include "sandboxclient.h"
#include "secretcalls.h"
#include "session/connectiontest.h"
#include "session/profileconnection.h"

#include <QLoggingCategory>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk;
using profiles::SecretKind;
using session::ConnectionTest;
using session::ProfileConnection;
using Reason = ProfileConnection::Failure::Reason;

namespace {

const QString UnknownKey = u"pts_test_An0therKeyTheSandboxDoesNotKnow"_s;
const QString LiveKey = u"pts_live_L1veK3yNeverLeavesTheKeychain0"_s;

ProfileConnection::Failure failureOf(const QSignalSpy &failed)
{
    return failed.at(0).at(0).value<ProfileConnection::Failure>();
}

} // namespace

class TestProfileConnection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();

    void remoteProfile_data();
    void remoteProfile();
    void clientLimits();
    void newerOpenDropsTheOlder();
    void closeCancels();
    void localSandboxKeepsItsKeyInTheKeychain();
    void connectionTest_data();
    void connectionTest();
    void connectionTestOfTheLocalSandbox();
    void withoutKeychainTheWindowAsksFirst();
    void withoutKeychainTheCommandLineHoldsTheLocalKey();

private:
    bool needKeychain();
    bool needNoKeychain();
    profiles::Profile remote(const QString &name, const QUrl &baseUrl = {});
    profiles::Profile local();
    bool store(const QString &profileId, const QString &key);
    void prepareLocal(ProfileConnection &connection, int seedCount = 0);

    // Its own service name: the test's entries never meet PayDesk's own.
    const QString m_service =
        u"PayDesk-test-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    std::unique_ptr<profiles::KeychainSecretStore> m_keychain;
    bool m_keychainAnswers = false;
    testing::SandboxFixture m_sandbox;
    QTemporaryDir m_dir;
    std::unique_ptr<QTemporaryDir> m_localDir;
    QStringList m_profileIds; // their secrets go again in cleanupTestCase()
};

void TestProfileConnection::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false"_s);
    QVERIFY(m_dir.isValid());
    m_keychain = std::make_unique<profiles::KeychainSecretStore>(m_service);
    auto probe = std::make_shared<testing::SecretDone>();
    m_keychain->probe(this, [probe](const profiles::SecretError &e) {
        probe->done = true;
        probe->error = e;
    });
    QTRY_VERIFY_WITH_TIMEOUT(probe->done, 15000);
    m_keychainAnswers = probe->error.ok();
    if (!m_keychainAnswers && qEnvironmentVariable("PAYDESK_NO_KEYCHAIN") != u"1"_s)
        QFAIL(qPrintable(u"The keychain is unreachable: "_s + probe->error.message +
                         u" Run the tests through tests/support/with-test-keyring.sh, or set "
                         "PAYDESK_NO_KEYCHAIN=1."_s));
    QVERIFY(m_sandbox.start());
}

void TestProfileConnection::cleanupTestCase()
{
    if (!m_keychainAnswers)
        return;
    for (const QString &id : std::as_const(m_profileIds)) {
        auto removed = testing::removeSecrets(*m_keychain, this, id);
        QTRY_VERIFY_WITH_TIMEOUT(removed->done, 15000);
    }
}

void TestProfileConnection::init()
{
    m_localDir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_localDir->isValid());
}

bool TestProfileConnection::needKeychain()
{
    return m_keychainAnswers;
}

bool TestProfileConnection::needNoKeychain()
{
    return !m_keychainAnswers;
}

profiles::Profile TestProfileConnection::remote(const QString &name, const QUrl &baseUrl)
{
    profiles::Profile p =
        profiles::sandboxTemplate(baseUrl.isEmpty() ? m_sandbox.service->url() : baseUrl);
    p.id = profiles::newProfileId();
    p.name = name;
    m_profileIds << p.id;
    return p;
}

profiles::Profile TestProfileConnection::local()
{
    profiles::Profile p = profiles::localSandboxTemplate();
    p.id = profiles::newProfileId();
    m_profileIds << p.id;
    return p;
}

bool TestProfileConnection::store(const QString &profileId, const QString &key)
{
    auto written = testing::writeSecret(*m_keychain, this, profileId, SecretKind::ApiKey, key);
    return QTest::qWaitFor([&] { return written->done; }, 15000) && written->error.ok();
}

void TestProfileConnection::prepareLocal(ProfileConnection &connection, int seedCount)
{
    connection.localSandbox()->setDataDir(m_localDir->filePath(u"local-sandbox"_s));
    connection.localSandbox()->setSeedCount(seedCount);
}

void TestProfileConnection::remoteProfile_data()
{
    QTest::addColumn<QString>("stored"); // in the keychain
    QTest::addColumn<QString>("typed");  // open(profile, key)
    QTest::addColumn<QString>("used");   // empty: failed() with NoKey

    const QString key = testing::SandboxFixture::testKey();
    QTest::newRow("the stored key") << key << QString() << key;
    QTest::newRow("a typed key") << QString() << key << key;
    QTest::newRow("the typed key before the stored one") << UnknownKey << key << key;
    QTest::newRow("no key") << QString() << QString() << QString();
}

void TestProfileConnection::remoteProfile()
{
    if (!needKeychain())
        QSKIP("No keychain: this runs in session.profileconnection.");
    QFETCH(QString, stored);
    QFETCH(QString, typed);
    QFETCH(QString, used);
    const profiles::Profile shop = remote(u"Shop"_s);
    if (!stored.isEmpty())
        QVERIFY(store(shop.id, stored));

    ProfileConnection connection(m_keychain.get());
    QSignalSpy ready(&connection, &ProfileConnection::ready);
    QSignalSpy failed(&connection, &ProfileConnection::failed);
    if (typed.isEmpty())
        connection.open(shop);
    else
        connection.open(shop, typed);
    QVERIFY(ready.isEmpty() && failed.isEmpty()); // from the event loop, never inside open()
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 15000);

    if (used.isEmpty()) {
        QCOMPARE(ready.size(), 0);
        QCOMPARE(failureOf(failed).reason, Reason::NoKey);
        QVERIFY(!failureOf(failed).keychainUnavailable);
        QVERIFY(!connection.client());
        return;
    }
    QCOMPARE(failed.size(), 0);
    auto *client = ready.at(0).at(0).value<api::ApiClient *>();
    QCOMPARE(client, connection.client());
    QCOMPARE(client->config().baseUrl, shop.baseUrl);
    QCOMPARE(client->config().apiKey, used);
    QCOMPARE(client->config().environment, api::Environment::Sandbox);
    QCOMPARE(connection.profile(), shop);
    QVERIFY(connection.merchantId().isEmpty());
    QVERIFY(!connection.localSandbox()->isRunning());

    // A real request with it.
    std::optional<api::Result<api::Page<api::Transaction>>> page;
    client->listTransactions({}, this, [&](const auto &r) { page = r; });
    QTRY_VERIFY_WITH_TIMEOUT(page, 15000);
    QVERIFY2(page->ok(), qPrintable(page->ok() ? QString() : page->error().message()));
}

void TestProfileConnection::clientLimits()
{
    ProfileConnection connection(m_keychain.get());
    QCOMPARE(connection.requestTimeoutMs(), api::ClientConfig().timeoutMs);
    QCOMPARE(connection.maxRetries(), api::ClientConfig().maxRetries);
    connection.setRequestTimeoutMs(1234);
    connection.setMaxRetries(0);
    QSignalSpy ready(&connection, &ProfileConnection::ready);
    connection.open(remote(u"Limited"_s), testing::SandboxFixture::testKey());
    QVERIFY(ready.wait(15000));
    QCOMPARE(connection.client()->config().timeoutMs, 1234);
    QCOMPARE(connection.client()->config().maxRetries, 0);
}

void TestProfileConnection::newerOpenDropsTheOlder()
{
    if (!needKeychain())
        QSKIP("No keychain: this runs in session.profileconnection.");
    const profiles::Profile first = remote(u"First"_s);
    const profiles::Profile second = remote(u"Second"_s);
    QVERIFY(store(first.id, UnknownKey));
    QVERIFY(store(second.id, testing::SandboxFixture::testKey()));

    ProfileConnection connection(m_keychain.get());
    QSignalSpy ready(&connection, &ProfileConnection::ready);
    QSignalSpy failed(&connection, &ProfileConnection::failed);
    connection.open(first);
    connection.open(second);
    QVERIFY(ready.wait(15000));
    // One more read through the same keychain: the first read's answer has come by then.
    auto barrier = testing::readSecret(*m_keychain, this, first.id, SecretKind::ApiKey);
    QTRY_VERIFY_WITH_TIMEOUT(barrier->done, 15000);
    QCOMPARE(ready.size(), 1);
    QCOMPARE(failed.size(), 0);
    QCOMPARE(connection.profile().id, second.id);
    QCOMPARE(connection.client()->config().apiKey, testing::SandboxFixture::testKey());
}

void TestProfileConnection::closeCancels()
{
    ProfileConnection connection(m_keychain.get());
    QSignalSpy ready(&connection, &ProfileConnection::ready);
    connection.open(remote(u"Closed"_s), testing::SandboxFixture::testKey());
    QVERIFY(ready.wait(15000));
    api::ApiClient *client = connection.client();
    bool answered = false;
    client->listTransactions({}, this, [&](const auto &) { answered = true; });
    QCOMPARE(client->pendingCount(), 1);
    connection.close();
    QVERIFY(!connection.client());

    // An open() under way is dropped too.
    connection.open(remote(u"Dropped"_s), testing::SandboxFixture::testKey());
    connection.close();
    QSignalSpy again(&connection, &ProfileConnection::ready);
    connection.open(remote(u"Opened"_s), testing::SandboxFixture::testKey());
    QVERIFY(again.wait(15000));
    QCOMPARE(ready.size(), 2); // the first and the last
    QCOMPARE(connection.profile().name, u"Opened"_s);
    QVERIFY(!answered); // a cancelled request calls nothing
}

void TestProfileConnection::localSandboxKeepsItsKeyInTheKeychain()
{
    if (!needKeychain())
        QSKIP("No keychain: this runs in session.profileconnection.");
    const profiles::Profile sandbox = local();
    ProfileConnection connection(m_keychain.get());
    prepareLocal(connection);
    QSignalSpy ready(&connection, &ProfileConnection::ready);
    QSignalSpy failed(&connection, &ProfileConnection::failed);
    connection.open(sandbox);
    QVERIFY(ready.wait(60000));
    QCOMPARE(failed.size(), 0);
    QVERIFY(connection.localSandbox()->isRunning());
    const api::ClientConfig config = connection.client()->config();
    QCOMPARE(config.baseUrl, connection.localSandbox()->baseUrl());
    QVERIFY(config.apiKey.startsWith(u"pts_test_"_s));
    QVERIFY(connection.merchantId().startsWith(u"mer_"_s));

    // Its key went to the keychain, under the profile's id.
    auto key = testing::readSecret(*m_keychain, this, sandbox.id, SecretKind::ApiKey);
    QTRY_VERIFY_WITH_TIMEOUT(key->done, 15000);
    QCOMPARE(key->value, std::optional<QString>(config.apiKey));

    // Opened again while it runs: the same service, not another start.
    connection.open(sandbox);
    QVERIFY(!connection.client());
    QVERIFY(ready.wait(15000));
    QCOMPARE(connection.client()->config().baseUrl, config.baseUrl);
    QCOMPARE(connection.client()->config().apiKey, config.apiKey);

    // Another profile leaves it running; it has no merchant of its own.
    connection.open(remote(u"Elsewhere"_s), testing::SandboxFixture::testKey());
    QVERIFY(ready.wait(15000));
    QVERIFY(connection.localSandbox()->isRunning());
    QVERIFY(connection.merchantId().isEmpty());
}

void TestProfileConnection::connectionTest_data()
{
    QTest::addColumn<QString>("baseUrl"); // empty: the sandbox on loopback
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("charged");    // one transaction first
    QTest::addColumn<QString>("outcome"); // passed, connection, request
    QTest::addColumn<QString>("says");    // the merchant's prefix, or the error's words

    const QString key = testing::SandboxFixture::testKey();
    QTest::newRow("no transactions yet")
        << QString() << key << QString() << false << u"passed"_s << QString();
    QTest::newRow("the newest transaction's merchant")
        << QString() << key << QString() << true << u"passed"_s << u"mer_"_s;
    QTest::newRow("a typed key") << QString() << QString() << key << true << u"passed"_s
                                 << u"mer_"_s;
    QTest::newRow("no key") << QString() << QString() << QString() << false << u"connection"_s
                            << QString();
    QTest::newRow("a key the service does not know")
        << QString() << UnknownKey << QString() << false << u"request"_s << u"invalid_api_key"_s;
    QTest::newRow("a live key, refused before sending")
        << QString() << QString() << LiveKey << false << u"request"_s << u"live key"_s;
    QTest::newRow("nothing listening") << u"http://127.0.0.1:1/"_s << key << QString() << false
                                       << u"request"_s << u"could not be reached"_s;
}

void TestProfileConnection::connectionTest()
{
    if (!needKeychain())
        QSKIP("No keychain: this runs in session.profileconnection.");
    QFETCH(QString, baseUrl);
    QFETCH(QString, stored);
    QFETCH(QString, typed);
    QFETCH(bool, charged);
    QFETCH(QString, outcome);
    QFETCH(QString, says);

    // A sandbox of the row's own, so that "no transactions yet" means it.
    testing::SandboxFixture sandbox;
    QVERIFY(sandbox.start());
    if (charged)
        QCOMPARE(sandbox.client.post(u"/api/v1/transactions"_s, testing::chargeBody(1500)).status,
                 201);
    const profiles::Profile shop =
        remote(u"Shop"_s, baseUrl.isEmpty() ? sandbox.service->url() : QUrl(baseUrl));
    if (!stored.isEmpty())
        QVERIFY(store(shop.id, stored));

    ConnectionTest test(m_keychain.get());
    test.connection().setMaxRetries(5); // the test's own limits win
    QSignalSpy passed(&test, &ConnectionTest::passed);
    QSignalSpy connectionFailed(&test, &ConnectionTest::connectionFailed);
    QSignalSpy requestFailed(&test, &ConnectionTest::requestFailed);
    if (typed.isEmpty())
        test.run(shop);
    else
        test.run(shop, typed);
    QTRY_VERIFY_WITH_TIMEOUT(passed.size() + connectionFailed.size() + requestFailed.size() > 0,
                             30000);
    QCOMPARE(passed.size() + connectionFailed.size() + requestFailed.size(), 1);

    if (outcome == u"passed"_s) {
        QCOMPARE(passed.size(), 1);
        const QString merchant = passed.at(0).at(0).toString();
        QVERIFY2(says.isEmpty() ? merchant.isEmpty() : merchant.startsWith(says),
                 qPrintable(merchant));
        QCOMPARE(test.connection().client()->config().timeoutMs, ConnectionTest::TimeoutMs);
        QCOMPARE(test.connection().client()->config().maxRetries, ConnectionTest::MaxRetries);
    } else if (outcome == u"connection"_s) {
        QCOMPARE(connectionFailed.size(), 1);
        QCOMPARE(connectionFailed.at(0).at(0).value<ProfileConnection::Failure>().reason,
                 Reason::NoKey);
    } else {
        QCOMPARE(requestFailed.size(), 1);
        const auto error = requestFailed.at(0).at(0).value<api::ApiError>();
        QVERIFY2(error.message().contains(says, Qt::CaseInsensitive) || error.code == says,
                 qPrintable(error.message()));
    }
}

void TestProfileConnection::connectionTestOfTheLocalSandbox()
{
    if (!needKeychain())
        QSKIP("No keychain: this runs in session.profileconnection.");
    // `paydesk profiles test "Local sandbox"`: the sandbox is started for it, with demo data.
    ConnectionTest test(m_keychain.get());
    prepareLocal(test.connection(), 3);
    QSignalSpy passed(&test, &ConnectionTest::passed);
    test.run(local());
    QVERIFY(passed.wait(60000));
    QVERIFY2(passed.at(0).at(0).toString().startsWith(u"mer_"_s),
             qPrintable(passed.at(0).at(0).toString()));
    QCOMPARE(passed.at(0).at(0).toString(), test.connection().merchantId());
}

void TestProfileConnection::withoutKeychainTheWindowAsksFirst()
{
    if (!needNoKeychain())
        QSKIP("A keychain answers: this runs in session.profileconnection.nokeychain.");
    ProfileConnection connection(m_keychain.get());
    prepareLocal(connection);
    const QString dataDir = connection.localSandbox()->dataDir();
    QSignalSpy ready(&connection, &ProfileConnection::ready);
    QSignalSpy failed(&connection, &ProfileConnection::failed);

    // Any profile fails, saying that no keychain answers...
    connection.open(remote(u"Shop"_s));
    QVERIFY(failed.wait(15000));
    QCOMPARE(failureOf(failed).reason, Reason::KeyUnreadable);
    QVERIFY(failureOf(failed).keychainUnavailable);
    failed.clear();
    const profiles::Profile sandbox = local();
    connection.open(sandbox);
    QVERIFY(failed.wait(15000));
    QCOMPARE(failureOf(failed).reason, Reason::LocalSandbox);
    QVERIFY(failureOf(failed).keychainUnavailable);
    QVERIFY2(failureOf(failed).message.contains(u"keychain"_s, Qt::CaseInsensitive),
             qPrintable(failureOf(failed).message));
    QCOMPARE(ready.size(), 0);

    // ...and once the person agrees, keys are held for this run, the sandbox's data stays.
    QVERIFY(!connection.holdsSecretsForThisRun());
    connection.holdSecretsForThisRun();
    QVERIFY(connection.holdsSecretsForThisRun());
    QVERIFY(connection.secretStore() != m_keychain.get());
    QCOMPARE(connection.localSandbox()->dataDir(), dataDir);
    QCOMPARE(connection.localSandbox()->seedCount(), 0);
    connection.open(sandbox);
    QVERIFY(ready.wait(60000));
    QVERIFY(connection.merchantId().startsWith(u"mer_"_s));
    auto key = testing::readSecret(*connection.secretStore(), this, sandbox.id, SecretKind::ApiKey);
    QTRY_VERIFY(key->done);
    QCOMPARE(key->value, std::optional<QString>(connection.client()->config().apiKey));
}

void TestProfileConnection::withoutKeychainTheCommandLineHoldsTheLocalKey()
{
    if (!needNoKeychain())
        QSKIP("A keychain answers: this runs in session.profileconnection.nokeychain.");
    ProfileConnection connection(m_keychain.get());
    connection.setKeychainProbe(m_keychain.get());
    prepareLocal(connection);
    QSignalSpy ready(&connection, &ProfileConnection::ready);
    QSignalSpy failed(&connection, &ProfileConnection::failed);
    QSignalSpy held(&connection, &ProfileConnection::secretsHeldForThisRun);

    // Another profile cannot be opened without its key.
    connection.open(remote(u"Shop"_s));
    QVERIFY(failed.wait(15000));
    QCOMPARE(failureOf(failed).reason, Reason::KeyUnreadable);
    QVERIFY(failureOf(failed).keychainUnavailable);
    QCOMPARE(held.size(), 0);
    QVERIFY(!connection.holdsSecretsForThisRun());

    // The Local sandbox can: its key is held for this run, and the command line is told why.
    connection.open(local());
    QVERIFY(ready.wait(60000));
    QCOMPARE(held.size(), 1);
    QVERIFY2(held.at(0).at(0).toString().contains(u"keychain"_s, Qt::CaseInsensitive),
             qPrintable(held.at(0).at(0).toString()));
    QVERIFY(connection.holdsSecretsForThisRun());
    QCOMPARE(failed.size(), 1);
    QVERIFY(connection.merchantId().startsWith(u"mer_"_s));
}

QTEST_GUILESS_MAIN(TestProfileConnection)
#include "tst_profileconnection.moc"
