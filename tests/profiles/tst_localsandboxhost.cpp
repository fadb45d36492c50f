// LocalSandboxHost: the embedded sandbox with its key in the SecretStore, against the real
// service on loopback.
#include "api/apiclient.h"
#include "localsandbox/localsandboxhost.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profile.h"
#include "secretcalls.h"
#include "secretscan.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::profiles;
using paydesk::localsandbox::LocalSandboxHost;

namespace {

// A SecretStore whose keychain is gone.
class BrokenSecretStore final : public SecretStore
{
public:
    void readSecret(const QString &, SecretKind, QObject *context, SecretReadCallback done) override
    {
        QTimer::singleShot(0, context, [done] { done(std::nullopt, unavailable()); });
    }
    void writeSecret(const QString &, SecretKind, const QString &, QObject *context,
                     SecretWriteCallback done) override
    {
        QTimer::singleShot(0, context, [done] { done(unavailable()); });
    }
    void removeSecrets(const QString &, QObject *context, SecretWriteCallback done) override
    {
        QTimer::singleShot(0, context, [done] { done(unavailable()); });
    }
    static SecretError unavailable()
    {
        return {SecretError::Kind::Unavailable, u"No keychain is available."_s};
    }
};

} // namespace

class TestLocalSandboxHost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    // First: Qt's SQL drivers are found once, at the first database of the process.
    void startsWithoutPostgreSql();
    void defaults();
    void firstStartGeneratesAndStoresTheKey();
    void secondStartReusesTheKey();
    void seedsOnlyAStoreWithoutTransactions();
    void storedKeyIsUsed_data();
    void storedKeyIsUsed();
    void otherKeysAreRefused();
    void keychainFailureFails();
    void stopStops();
    void oneServicePerDataFolder();
    void aSharedServiceNeedsTheKey();

private:
    // Starts `host` for `profileId` and waits for ready(); the key it reported.
    QString startAndWait(LocalSandboxHost &host, const QString &profileId);
    std::optional<api::Result<api::Page<api::Transaction>>> newest(const QUrl &url,
                                                                   const QString &key);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_dataDir;
    QNetworkAccessManager m_nam;
};

void TestLocalSandboxHost::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_dataDir = m_dir->filePath(u"local-sandbox"_s);
}

void TestLocalSandboxHost::cleanup()
{
    m_dir.reset();
}

QString TestLocalSandboxHost::startAndWait(LocalSandboxHost &host, const QString &profileId)
{
    QSignalSpy ready(&host, &LocalSandboxHost::ready);
    QSignalSpy failed(&host, &LocalSandboxHost::failed);
    host.start(profileId);
    if (!ready.wait(60000) || ready.size() != 1) {
        qWarning() << "not ready:" << failed;
        return {};
    }
    const QUrl url = ready.first().at(0).toUrl();
    const QString key = ready.first().at(1).toString();
    if (url != host.baseUrl() || key != host.apiKey() || !host.isRunning())
        return {};
    return key;
}

std::optional<api::Result<api::Page<api::Transaction>>>
TestLocalSandboxHost::newest(const QUrl &url, const QString &key)
{
    api::ClientConfig config;
    config.baseUrl = url;
    config.apiKey = key;
    config.environment = api::Environment::Sandbox;
    config.maxRetries = 0;
    api::ApiClient client(config, &m_nam);
    std::optional<api::Result<api::Page<api::Transaction>>> result;
    api::TransactionQuery query;
    query.limit = 1;
    client.listTransactions(query, this,
                            [&](const api::Result<api::Page<api::Transaction>> &r) { result = r; });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 30000); }();
    return result;
}

void TestLocalSandboxHost::defaults()
{
    MemorySecretStore secrets;
    LocalSandboxHost host(secrets);
    QVERIFY2(host.dataDir().endsWith(u"/local-sandbox"_s), qPrintable(host.dataDir()));
    QCOMPARE(LocalSandboxHost::DefaultSeedCount, 5000);
    static const QRegularExpression keyRe(u"^pts_test_[A-Za-z0-9]{32}$"_s);
    const QString a = LocalSandboxHost::generateApiKey();
    const QString b = LocalSandboxHost::generateApiKey();
    QVERIFY2(keyRe.match(a).hasMatch(), qPrintable(a));
    QVERIFY(a != b);
    QCOMPARE(api::keyEnvironment(a), api::Environment::Sandbox);
}

void TestLocalSandboxHost::firstStartGeneratesAndStoresTheKey()
{
    MemorySecretStore secrets;
    const QString profileId = newProfileId();
    LocalSandboxHost host(secrets);
    host.setDataDir(m_dataDir);
    const QString key = startAndWait(host, profileId);
    QVERIFY(!key.isEmpty());
    QVERIFY(QRegularExpression(u"^pts_test_[A-Za-z0-9]{32}$"_s).match(key).hasMatch());
    QCOMPARE(host.baseUrl().host(), u"127.0.0.1"_s);
    QVERIFY(host.baseUrl().port() > 0);

    auto stored = testing::readSecret(secrets, this, profileId, SecretKind::ApiKey);
    QTRY_VERIFY(stored->done);
    QCOMPARE(stored->value, key);
    QCOMPARE(secrets.size(), 1);

    const auto page = newest(host.baseUrl(), key);
    QVERIFY(page);
    QVERIFY2(page->ok(), qPrintable(page->ok() ? QString() : page->error().message()));
    QCOMPARE(page->value().data.size(), 1);
    QCOMPARE(page->value().data.first().merchantId, host.merchantId());
    QVERIFY(page->value().hasMore); // seeded on this first start

    host.stop();
    const QStringList hits = testing::findSecrets({m_dataDir}, {key});
    QVERIFY2(hits.isEmpty(), qPrintable(hits.join(u'\n')));
}

void TestLocalSandboxHost::secondStartReusesTheKey()
{
    MemorySecretStore secrets;
    const QString profileId = newProfileId();
    QString firstKey;
    QString firstNewest;
    QString merchant;
    {
        LocalSandboxHost host(secrets);
        host.setDataDir(m_dataDir);
        host.setSeedCount(50);
        firstKey = startAndWait(host, profileId);
        QVERIFY(!firstKey.isEmpty());
        const auto page = newest(host.baseUrl(), firstKey);
        QVERIFY(page && page->ok());
        firstNewest = page->value().data.first().id;
        merchant = host.merchantId();
    }
    LocalSandboxHost host(secrets);
    host.setDataDir(m_dataDir);
    host.setSeedCount(50);
    const QString key = startAndWait(host, profileId);
    QCOMPARE(key, firstKey);
    QCOMPARE(host.merchantId(), merchant);
    const auto page = newest(host.baseUrl(), key);
    QVERIFY(page);
    QVERIFY2(page->ok(), qPrintable(page->ok() ? QString() : page->error().message()));
    QCOMPARE(page->value().data.first().id, firstNewest);
    QCOMPARE(secrets.size(), 1);
}

void TestLocalSandboxHost::seedsOnlyAStoreWithoutTransactions()
{
    MemorySecretStore secrets;
    const QString profileId = newProfileId();
    // Starts a host with `seedCount`; the newest transaction's id then ("" for none).
    const auto newestAfterStart = [&](int seedCount) -> std::optional<QString> {
        LocalSandboxHost host(secrets);
        host.setDataDir(m_dataDir);
        host.setSeedCount(seedCount);
        const QString key = startAndWait(host, profileId);
        if (key.isEmpty())
            return std::nullopt;
        const auto page = newest(host.baseUrl(), key);
        if (!page || !page->ok())
            return std::nullopt;
        return page->value().data.isEmpty() ? QString() : page->value().data.constFirst().id;
    };
    QCOMPARE(newestAfterStart(0), std::optional<QString>(QString()));
    // A store left without transactions (as a first seeding stopped half way leaves it: the
    // seeding rolls back whole) gets its demo data on the next start.
    const std::optional<QString> seeded = newestAfterStart(50);
    QVERIFY(seeded && !seeded->isEmpty());
    // A store with data is never seeded again.
    QCOMPARE(newestAfterStart(80), seeded);
}

void TestLocalSandboxHost::storedKeyIsUsed_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<bool>("kept");

    QTest::newRow("a local sandbox key") << u"pts_test_0123456789ABCDEFGHIJabcdefghij01"_s << true;
    QTest::newRow("a live key is replaced")
        << u"pts_live_0123456789ABCDEFGHIJabcdefghij01"_s << false;
    QTest::newRow("garbage is replaced") << u"not a key"_s << false;
}

void TestLocalSandboxHost::storedKeyIsUsed()
{
    QFETCH(QString, stored);
    QFETCH(bool, kept);
    MemorySecretStore secrets;
    const QString profileId = newProfileId();
    auto w = testing::writeSecret(secrets, this, profileId, SecretKind::ApiKey, stored);
    QTRY_VERIFY(w->done);
    LocalSandboxHost host(secrets);
    host.setDataDir(m_dataDir);
    host.setSeedCount(0);
    const QString key = startAndWait(host, profileId);
    QVERIFY(!key.isEmpty());
    QCOMPARE(key == stored, kept);
    auto now = testing::readSecret(secrets, this, profileId, SecretKind::ApiKey);
    QTRY_VERIFY(now->done);
    QCOMPARE(now->value, key);
    const auto page = newest(host.baseUrl(), key);
    QVERIFY(page);
    QVERIFY2(page->ok(), qPrintable(page->ok() ? QString() : page->error().message()));
    QVERIFY(page->value().data.isEmpty()); // seeding was off
}

void TestLocalSandboxHost::otherKeysAreRefused()
{
    MemorySecretStore secrets;
    LocalSandboxHost host(secrets);
    host.setDataDir(m_dataDir);
    host.setSeedCount(0);
    QVERIFY(!startAndWait(host, newProfileId()).isEmpty());
    const auto page = newest(host.baseUrl(), LocalSandboxHost::generateApiKey());
    QVERIFY(page);
    QVERIFY(!page->ok());
    QCOMPARE(page->error().httpStatus, 401);
    QCOMPARE(page->error().code, u"invalid_api_key"_s);
}

void TestLocalSandboxHost::keychainFailureFails()
{
    BrokenSecretStore secrets;
    LocalSandboxHost host(secrets);
    host.setDataDir(m_dataDir);
    QSignalSpy ready(&host, &LocalSandboxHost::ready);
    QSignalSpy failed(&host, &LocalSandboxHost::failed);
    host.start(newProfileId());
    QVERIFY(failed.wait(10000));
    QCOMPARE(ready.size(), 0);
    QVERIFY2(failed.first().first().toString().contains(u"No keychain"_s),
             qPrintable(failed.first().first().toString()));
    QVERIFY(!host.isRunning());
    QVERIFY(!QDir(m_dataDir).exists()); // nothing started, nothing written
}

void TestLocalSandboxHost::stopStops()
{
    MemorySecretStore secrets;
    LocalSandboxHost host(secrets);
    host.setDataDir(m_dataDir);
    host.setSeedCount(0);
    const QString key = startAndWait(host, newProfileId());
    QVERIFY(!key.isEmpty());
    const QUrl url = host.baseUrl();
    host.stop();
    QVERIFY(!host.isRunning());
    QCOMPARE(host.apiKey(), QString());
    const auto page = newest(url, key);
    QVERIFY(page);
    QVERIFY(!page->ok());
    QCOMPARE(page->error().kind, api::ApiError::Kind::Network);
}

// A second host on the same folder (in another process it is `paydesk trigger` while the
// window runs the sandbox) uses the running service; the folder's data is deleted only by
// whoever may run it; once the first stops, the next host runs its own.
void TestLocalSandboxHost::oneServicePerDataFolder()
{
    MemorySecretStore secrets;
    const QString profileId = newProfileId();
    LocalSandboxHost first(secrets);
    first.setDataDir(m_dataDir);
    first.setSeedCount(0);
    const QString key = startAndWait(first, profileId);
    QVERIFY(!key.isEmpty());
    QVERIFY(!first.isShared());

    LocalSandboxHost second(secrets);
    second.setDataDir(m_dataDir);
    QCOMPARE(startAndWait(second, profileId), key);
    QVERIFY(second.isShared());
    QCOMPARE(second.baseUrl(), first.baseUrl());
    QVERIFY(second.merchantId().isEmpty()); // known to the API, not to this host
    const auto page = newest(second.baseUrl(), second.apiKey());
    QVERIFY(page && page->ok());
    QVERIFY(!second.removeDataDir());
    QVERIFY(QDir(m_dataDir).exists());

    // Stopping the user stops nothing.
    second.stop();
    QVERIFY(newest(first.baseUrl(), key)->ok());

    first.stop();
    LocalSandboxHost third(secrets);
    third.setDataDir(m_dataDir);
    QCOMPARE(startAndWait(third, profileId), key);
    QVERIFY(!third.isShared());
    QVERIFY(!third.merchantId().isEmpty());
    third.stop();
    QVERIFY(third.removeDataDir());
    QVERIFY(!QDir(m_dataDir).exists());
}

void TestLocalSandboxHost::aSharedServiceNeedsTheKey()
{
    MemorySecretStore secrets;
    const QString profileId = newProfileId();
    LocalSandboxHost first(secrets);
    first.setDataDir(m_dataDir);
    first.setSeedCount(0);
    QVERIFY(!startAndWait(first, profileId).isEmpty());

    // Another process whose keychain does not have the key (it holds keys for its run only):
    // it must not make a key of its own for a service that is not its own.
    MemorySecretStore elsewhere;
    LocalSandboxHost second(elsewhere);
    second.setDataDir(m_dataDir);
    QSignalSpy failed(&second, &LocalSandboxHost::failed);
    second.start(profileId);
    QVERIFY(failed.wait(10000));
    QVERIFY2(failed.first().first().toString().contains(u"another PayDesk process"_s),
             qPrintable(failed.first().first().toString()));
    QVERIFY(!second.isRunning());
    QCOMPARE(elsewhere.size(), 0);
    QVERIFY(first.isRunning());
}

// The Local sandbox stays on SQLite: it starts where no PostgreSQL driver (libqt6sql6-psql)
// nor server is installed. Qt is given a plugin folder with SQLite's driver only.
void TestLocalSandboxHost::startsWithoutPostgreSql()
{
    const QString sqlite = [] {
        for (const QString &dir : QCoreApplication::libraryPaths()) {
            const QString path = dir + u"/sqldrivers/libqsqlite.so"_s;
            if (QFileInfo::exists(path))
                return path;
        }
        return QString();
    }();
    QVERIFY2(!sqlite.isEmpty(), "Qt's SQLite driver was not found");
    QTemporaryDir plugins;
    QVERIFY(QDir(plugins.path()).mkpath(u"sqldrivers"_s));
    QVERIFY(QFile::link(sqlite, plugins.filePath(u"sqldrivers/libqsqlite.so"_s)));
    const QStringList before = QCoreApplication::libraryPaths();
    QCoreApplication::setLibraryPaths({plugins.path()});
    const auto restore = qScopeGuard([&] { QCoreApplication::setLibraryPaths(before); });
    QVERIFY2(!QSqlDatabase::drivers().contains(u"QPSQL"_s),
             qPrintable(QSqlDatabase::drivers().join(u", "_s)));
    QVERIFY(QSqlDatabase::drivers().contains(u"QSQLITE"_s));

    MemorySecretStore secrets;
    LocalSandboxHost host(secrets);
    host.setDataDir(m_dataDir);
    host.setSeedCount(10);
    const QString key = startAndWait(host, newProfileId());
    QVERIFY(!key.isEmpty());
    const auto page = newest(host.baseUrl(), key);
    QVERIFY(page);
    QVERIFY2(page->ok(), qPrintable(page->ok() ? QString() : page->error().message()));
    QCOMPARE(page->value().data.size(), 1);
}

QTEST_GUILESS_MAIN(TestLocalSandboxHost)
#include "tst_localsandboxhost.moc"
