// One Local sandbox per data folder, across processes: the window's LocalSandboxHost runs the
// service (here in the test process, delivering to a receiver as it would to the inspector),
// and the real `paydesk trigger` command, started on the same data folder and keychain, uses
// that service instead of starting a second one on the same files. So its event is stored with
// a delivery and reaches the first process's receiver, signed with its secret.
#include "api/apiclient.h"
#include "localsandbox/localsandboxhost.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"
#include "secretcalls.h"
#include "webhookreceiver.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using localsandbox::LocalSandboxHost;

class TestSharedLocalSandbox : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void triggerReachesTheRunningServicesReceiver();
    void aSecondServiceStartsOnceTheFirstStops();

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run paydesk(const QStringList &args);
    QJsonObject getJson(const QUrl &base, const QString &key, const QString &path);

    QTemporaryDir m_root;
    QProcessEnvironment m_env;
    QString m_dataDir;
    QString m_profileId;
    bool m_keychain = false;
    profiles::KeychainSecretStore m_secrets;
    QNetworkAccessManager m_nam;
};

TestSharedLocalSandbox::Run TestSharedLocalSandbox::paydesk(const QStringList &args)
{
    QProcess p;
    p.setProcessEnvironment(m_env);
    p.start(QStringLiteral(PAYDESK_BIN), args);
    Run run;
    if (!p.waitForStarted(30000) || !p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        run.err = u"did not run: "_s + p.errorString();
        return run;
    }
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    run.out = QString::fromUtf8(p.readAllStandardOutput());
    run.err = QString::fromUtf8(p.readAllStandardError());
    return run;
}

QJsonObject TestSharedLocalSandbox::getJson(const QUrl &base, const QString &key,
                                            const QString &path)
{
    QNetworkRequest request(base.resolved(QUrl(path)));
    request.setRawHeader("Authorization", "Bearer " + key.toUtf8());
    std::unique_ptr<QNetworkReply> reply(m_nam.get(request));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    if (!reply->isFinished() && !finished.wait(30000))
        return {};
    return QJsonDocument::fromJson(reply->readAll()).object();
}

void TestSharedLocalSandbox::initTestCase()
{
    QVERIFY(m_root.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(u"PAYDESK_SETTINGS_DIR"_s, m_root.filePath(u"settings"_s));
    m_env.insert(u"XDG_DATA_HOME"_s, m_root.filePath(u"data"_s));
    m_env.insert(u"XDG_CONFIG_HOME"_s, m_root.filePath(u"config"_s));
    m_env.insert(u"XDG_CACHE_HOME"_s, m_root.filePath(u"cache"_s));
    m_env.remove(u"QT_LOGGING_RULES"_s);
    // Where the command's LocalSandboxHost::defaultDataDir() is under XDG_DATA_HOME.
    m_dataDir = m_root.filePath(u"data/PayDesk/PayDesk/local-sandbox"_s);

    bool probed = false;
    profiles::SecretError probe;
    m_secrets.probe(this, [&](const profiles::SecretError &e) {
        probed = true;
        probe = e;
    });
    QTRY_VERIFY_WITH_TIMEOUT(probed, 15000);
    m_keychain = probe.ok();
    if (!m_keychain) {
        if (qEnvironmentVariable("PAYDESK_NO_KEYCHAIN") == u"1"_s)
            QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1): the command reads the key from it.");
        QFAIL(qPrintable(u"The keychain is unreachable: "_s + probe.message +
                         u" Run the tests in a D-Bus session with an unlocked Secret Service "
                         "(tests/support/with-test-keyring.sh), or set PAYDESK_NO_KEYCHAIN=1."_s));
    }
    // The profiles the command will read: the defaults, with the Local sandbox.
    profiles::ProfileStore store(m_root.filePath(u"settings/PayDesk.ini"_s));
    store.ensureDefaults();
    const auto local = store.localSandbox();
    QVERIFY(local);
    m_profileId = local->id;
}

void TestSharedLocalSandbox::cleanupTestCase()
{
    if (!m_keychain || m_profileId.isEmpty())
        return;
    bool removed = false;
    m_secrets.removeSecrets(m_profileId, this,
                            [&](const profiles::SecretError &) { removed = true; });
    QTRY_VERIFY_WITH_TIMEOUT(removed, 15000);
}

void TestSharedLocalSandbox::triggerReachesTheRunningServicesReceiver()
{
    testing::WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    const QString secret = generateWebhookSecret();

    // The window's side: the embedded service with its webhook endpoint (the inspector's).
    LocalSandboxHost host(m_secrets);
    host.setDataDir(m_dataDir);
    host.setSeedCount(0);
    host.setWebhookEndpoints({WebhookEndpoint{receiver.url(), secret}});
    QSignalSpy ready(&host, &LocalSandboxHost::ready);
    host.start(m_profileId);
    QVERIFY(ready.wait(60000));
    QVERIFY(!host.isShared());
    const QUrl base = host.baseUrl();
    const QString key = host.apiKey();

    // The command line's side, another process, the same data folder and keychain.
    const Run run = paydesk({u"trigger"_s, u"transaction.failed"_s, u"--json"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(!run.out.contains(key) && !run.err.contains(key));
    const QJsonObject triggered = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QString eventId = triggered[u"event_id"_s].toString();
    const QString transactionId = triggered[u"transaction_id"_s].toString();
    QVERIFY2(eventId.startsWith(u"evt_"_s), qPrintable(run.out));

    // The event reaches the first process's receiver, signed with its endpoint's secret.
    QTRY_VERIFY_WITH_TIMEOUT(!receiver.forEvent(eventId).isEmpty(), 20000);
    const testing::ReceivedRequest delivery = receiver.forEvent(eventId).constFirst();
    QCOMPARE(delivery.eventType(), u"transaction.failed"_s);
    const testing::WebhookVerdict verdict = testing::verifyStandardWebhook(secret, delivery);
    QVERIFY2(verdict.ok, qPrintable(verdict.reason));

    // The running service made the transaction and logged the delivery: the one service.
    const QJsonObject t = getJson(base, key, u"/api/v1/transactions/"_s + transactionId);
    QCOMPARE(t[u"status"_s].toString(), u"failed"_s);
    QTRY_VERIFY_WITH_TIMEOUT(
        !getJson(base, key, u"/sandbox/v1/webhook-deliveries?event_id="_s + eventId)[u"data"_s]
             .toArray()
             .isEmpty(),
        10000);
    // Its URL file is the owner's to read alone.
    const QFileInfo urlFile(QDir(m_dataDir).filePath(QLatin1String(LocalSandboxHost::UrlFileName)));
    QVERIFY(urlFile.exists());
    QCOMPARE(urlFile.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther |
                                      QFileDevice::WriteGroup | QFileDevice::WriteOther),
             QFileDevice::Permissions());
    host.stop();
    QVERIFY(!QFile::exists(urlFile.filePath()));
}

void TestSharedLocalSandbox::aSecondServiceStartsOnceTheFirstStops()
{
    // Nothing runs the folder now: the command starts its own service, as before, on the
    // same data (the transaction the first test made is there).
    const Run run = paydesk({u"trigger"_s, u"transaction.captured"_s, u"--json"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject triggered = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QVERIFY2(triggered[u"event_id"_s].toString().startsWith(u"evt_"_s), qPrintable(run.out));
    // It let go of the folder when it ended: a host here runs the service again.
    LocalSandboxHost host(m_secrets);
    host.setDataDir(m_dataDir);
    host.setSeedCount(0);
    QSignalSpy ready(&host, &LocalSandboxHost::ready);
    host.start(m_profileId);
    QVERIFY(ready.wait(60000));
    QVERIFY(!host.isShared());
    const QJsonObject t =
        getJson(host.baseUrl(), host.apiKey(),
                u"/api/v1/transactions/"_s + triggered[u"transaction_id"_s].toString());
    QCOMPARE(t[u"status"_s].toString(), u"captured"_s);
}

QTEST_GUILESS_MAIN(TestSharedLocalSandbox)
#include "tst_sharedlocalsandbox.moc"
