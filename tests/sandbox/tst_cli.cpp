// The paydesk-sandbox binary as a developer runs it: flags, the one-line ready report on stdout,
// the generated key file, refusals with a message on stderr, and a clean exit on SIGTERM.

#include "sandboxclient.h"
#include "sandboxprocess.h"
#include "webhookreceiver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;

namespace {

int modeOf(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 0777);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void helpDocumentsEveryFlag_data();
    void helpDocumentsEveryFlag();
    void printsOneReadyLine();
    void dataDirKeepsGeneratedKey();
    void existingDataDirKeepsItsMode();
    void databaseIsTheOwnersAlone();
    void secretsFromFilesAndTheEnvironment();
    void adminKeyAndWebhookSecretFromTheEnvironment();
    void secretsOnTheCommandLineAreWarnedAbout();
    void webhookSecret_data();
    void webhookSecret();
    void liveKeyIsRefused();
    void badFlagsAreRefused_data();
    void badFlagsAreRefused();
    void unreachableDatabaseIsReportedWithoutItsPassword_data();
    void unreachableDatabaseIsReportedWithoutItsPassword();
    void flagsReachTheService_data();
    void flagsReachTheService();
    void exitsCleanlyOnSignal_data();
    void exitsCleanlyOnSignal();
    void signalDuringSeedingKeepsNothing();
    void nonLoopbackHostWarns_data();
    void nonLoopbackHostWarns();

private:
    QTemporaryDir m_home;
    QByteArray m_help;
};

void TestCli::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(PAYDESK_SANDBOX_BIN)), PAYDESK_SANDBOX_BIN);
    SandboxProcess p(m_home.path());
    p.start({u"--help"_s});
    QVERIFY(p.waitForExit());
    QCOMPARE(p.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.process().exitCode(), 0);
    m_help = p.out;
}

void TestCli::helpDocumentsEveryFlag_data()
{
    QTest::addColumn<QString>("flag");
    for (const char *flag : {"--host", "--port", "--data", "--in-memory", "--seed", "--seed-value",
                             "--api-key", "--api-key-file", "--webhook-url", "--webhook-secret",
                             "--webhook-secret-file", "--allow-webhook-host", "--retry-schedule",
                             "--fault-rate", "--latency", "--rate-limit", "--database"})
        QTest::newRow(flag) << QString::fromLatin1(flag);
    for (const char *flag : {"--webhook-timeout", "--webhook-concurrency"})
        QTest::newRow(flag) << QString::fromLatin1(flag);
}

void TestCli::helpDocumentsEveryFlag()
{
    QFETCH(QString, flag);
    // The flag itself, followed by its value name or the start of its description.
    const QRegularExpression re(u"^\\s+(-\\w, )?"_s + QRegularExpression::escape(flag) +
                                    u"( <[^>]+>)?\\s+\\S"_s,
                                QRegularExpression::MultilineOption);
    QVERIFY2(re.match(QString::fromUtf8(m_help)).hasMatch(), m_help.constData());
}

void TestCli::printsOneReadyLine()
{
    SandboxProcess p(m_home.path());
    p.start({u"--port"_s, u"0"_s, u"--in-memory"_s});
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    const auto ready = parseSandboxReady(p.out);
    QVERIFY2(ready, p.out.constData());
    QVERIFY(ready->url.port() > 0);
    QVERIFY(ready->webhookSecret.isEmpty());

    HttpClient client;
    client.base = ready->url;
    client.apiKey = ready->apiKey;
    QCOMPARE(client.get(u"/api/v1/transactions"_s).status, 200);
    QCOMPARE(client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    client.apiKey = u"pts_test_SomeOtherKey0123456789abcdefABCDE"_s;
    QCOMPARE(client.get(u"/api/v1/transactions"_s).status, 401);

    p.process().terminate();
    QVERIFY(p.waitForExit());
    QCOMPARE(p.process().exitCode(), 0);
    QCOMPARE(p.out.count('\n'), 1); // the ready line and nothing else on stdout
    QVERIFY(parseSandboxReady(p.out));
}

void TestCli::dataDirKeepsGeneratedKey()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(u"sandbox-data"_s);
    const QStringList args{u"--port"_s, u"0"_s, u"--data"_s, dir};

    QString key;
    {
        SandboxProcess p(m_home.path());
        p.start(args);
        QVERIFY2(p.waitForReadyLine(), p.err.constData());
        const auto ready = parseSandboxReady(p.out);
        QVERIFY2(ready, p.out.constData());
        key = ready->apiKey;
        const QString keyFile = dir + u"/api_key"_s;
        QFile f(keyFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()).trimmed(), key);
        QCOMPARE(modeOf(keyFile), 0600);
        QCOMPARE(modeOf(dir), 0700);

        HttpClient client;
        client.base = ready->url;
        client.apiKey = key;
        QCOMPARE(client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
        p.process().terminate();
        QVERIFY(p.waitForExit());
        QCOMPARE(p.process().exitCode(), 0);
    }
    {
        SandboxProcess p(m_home.path());
        p.start(args);
        QVERIFY2(p.waitForReadyLine(), p.err.constData());
        const auto ready = parseSandboxReady(p.out);
        QVERIFY2(ready, p.out.constData());
        QCOMPARE(ready->apiKey, key);
        HttpClient client;
        client.base = ready->url;
        client.apiKey = key;
        const HttpResult list = client.get(u"/api/v1/transactions"_s);
        QCOMPARE(list.status, 200);
        QCOMPARE(list.json.value(u"data"_s).toArray().size(), 1);
        QCOMPARE(modeOf(dir + u"/api_key"_s), 0600);
    }
}

void TestCli::existingDataDirKeepsItsMode()
{
    // --data /tmp as root would otherwise make /tmp 0700 for everyone else.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(u"shared"_s);
    QVERIFY(QDir().mkdir(dir));
    QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                           QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                           QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                           QFileDevice::ExeOther));
    SandboxProcess p(m_home.path());
    p.start({u"--port"_s, u"0"_s, u"--data"_s, dir});
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    QVERIFY2(parseSandboxReady(p.out), p.out.constData());
    QCOMPARE(modeOf(dir), 0755);
    QCOMPARE(modeOf(dir + u"/api_key"_s), 0600);
}

void TestCli::databaseIsTheOwnersAlone()
{
    PAYDESK_SQLITE_ONLY();
    // The database holds the endpoints' signing secrets: in a folder others may read (an
    // existing one is used as it is), it and its -wal and -shm files are the owner's alone,
    // also those an older sandbox left readable by all.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(u"shared"_s);
    QVERIFY(QDir().mkdir(dir));
    QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                           QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                           QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                           QFileDevice::ExeOther));
    const QStringList files{dir + u"/sandbox.sqlite"_s, dir + u"/sandbox.sqlite-wal"_s,
                            dir + u"/sandbox.sqlite-shm"_s};
    for (int run = 0; run < 2; ++run) {
        SandboxProcess p(m_home.path());
        p.start({u"--port"_s, u"0"_s, u"--data"_s, dir});
        QVERIFY2(p.waitForReadyLine(), p.err.constData());
        const auto ready = parseSandboxReady(p.out);
        QVERIFY2(ready, p.out.constData());
        HttpClient client;
        client.base = ready->url;
        client.apiKey = ready->apiKey;
        const HttpResult r =
            client.post(u"/sandbox/v1/webhook-endpoints"_s,
                        QJsonObject{{u"url"_s, u"http://127.0.0.1:9/hooks/%1"_s.arg(run)},
                                    {u"events"_s, QJsonArray{u"*"_s}}});
        QCOMPARE(r.status, 201);
        for (const QString &file : files)
            QCOMPARE(modeOf(file), 0600);
        QCOMPARE(modeOf(dir), 0755);
        p.process().kill(); // the -wal and -shm stay, as after a crash
        QVERIFY(p.waitForExit());
        // As an older sandbox left them.
        for (const QString &file : files) {
            QVERIFY(QFile::exists(file));
            QVERIFY(::chmod(QFile::encodeName(file).constData(), 0644) == 0);
        }
    }
}

void TestCli::secretsFromFilesAndTheEnvironment()
{
    // Keys and signing secrets from files (and a key from the environment): used as given,
    // never in the process list, and no warning.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString fileKey = u"pts_test_FromAFile0123456789abcdefABCDEFGH"_s;
    const QString envKey = u"pts_test_FromTheEnvironment0123456789abcd"_s;
    const QString secret = newWebhookSecret();
    const auto write = [&](const QString &name, const QByteArray &text) {
        QFile f(tmp.filePath(name));
        const bool ok =
            f.open(QIODevice::WriteOnly, QFileDevice::ReadOwner | QFileDevice::WriteOwner) &&
            f.write(text) == text.size();
        return ok ? f.fileName() : QString();
    };
    const QString adminKey = u"admin-FromAFile0123456789abcdef"_s;
    const QString keyFile = write(u"key"_s, "# the shop's key\n" + fileKey.toUtf8() + "\n");
    const QString secretFile = write(u"secret"_s, secret.toUtf8() + "\n");
    const QString adminFile = write(u"admin"_s, adminKey.toUtf8() + "\n");
    QVERIFY(!keyFile.isEmpty() && !secretFile.isEmpty() && !adminFile.isEmpty());
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());

    SandboxProcess p(m_home.path());
    QProcessEnvironment env = p.process().processEnvironment();
    env.insert(u"PAYDESK_SANDBOX_API_KEY"_s, envKey);
    p.process().setProcessEnvironment(env);
    p.start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--api-key-file"_s, keyFile,
             u"--webhook-url"_s, receiver.url().toString(), u"--webhook-secret-file"_s, secretFile,
             u"--admin-key-file"_s, adminFile});
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    QVERIFY2(p.out.startsWith("ready url=http://127.0.0.1:"), p.out.constData());
    // The first key given is printed, as with --api-key; no secret given is printed.
    QVERIFY2(p.out.contains(QByteArray(" api_key=" + fileKey.toUtf8() + '\n')), p.out.constData());
    QVERIFY(!p.out.contains("webhook_secret"));
    QFile cmdline(u"/proc/%1/cmdline"_s.arg(p.process().processId()));
    QVERIFY(cmdline.open(QIODevice::ReadOnly));
    const QByteArray args = cmdline.readAll();
    QVERIFY(!args.contains(fileKey.toUtf8()) && !args.contains(secret.toUtf8()));
    QVERIFY(!args.contains(envKey.toUtf8()) && !args.contains(adminKey.toUtf8()));

    HttpClient client;
    client.base = QUrl(QString::fromUtf8(p.out.mid(10, p.out.indexOf(' ', 10) - 10)));
    for (const QString &key : {fileKey, envKey}) {
        client.apiKey = key;
        QCOMPARE(client.get(u"/api/v1/transactions"_s).status, 200);
    }
    // The file's admin key makes merchants, and nothing else.
    client.apiKey = adminKey;
    QCOMPARE(client.post(u"/sandbox/v1/merchants"_s, {{u"name"_s, u"Team shop"_s}}).status, 201);
    QCOMPARE(client.get(u"/api/v1/transactions"_s).status, 403);
    client.apiKey = fileKey;
    QCOMPARE(client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    const WebhookVerdict v = verifyStandardWebhook(secret, receiver.requests.constFirst());
    QVERIFY2(v.ok, qPrintable(v.reason));
    QVERIFY2(!p.err.contains("warning"), p.err.constData());
    p.process().terminate();
    QVERIFY(p.waitForExit());
}

void TestCli::adminKeyAndWebhookSecretFromTheEnvironment()
{
    // PAYDESK_SANDBOX_ADMIN_KEY and PAYDESK_SANDBOX_WEBHOOK_SECRET, as PAYDESK_SANDBOX_API_KEY:
    // used, never in the process list or the ready line, no warning.
    const QString adminKey = u"admin-FromTheEnvironment0123456"_s;
    const QString secret = newWebhookSecret();
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    SandboxProcess p(m_home.path());
    QProcessEnvironment env = p.process().processEnvironment();
    env.insert(u"PAYDESK_SANDBOX_ADMIN_KEY"_s, adminKey);
    env.insert(u"PAYDESK_SANDBOX_WEBHOOK_SECRET"_s, secret);
    p.process().setProcessEnvironment(env);
    p.start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--webhook-url"_s, receiver.url().toString()});
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    QVERIFY2(!p.out.contains("webhook_secret") && !p.out.contains(adminKey.toUtf8()),
             p.out.constData());
    QFile cmdline(u"/proc/%1/cmdline"_s.arg(p.process().processId()));
    QVERIFY(cmdline.open(QIODevice::ReadOnly));
    const QByteArray args = cmdline.readAll();
    QVERIFY(!args.contains(adminKey.toUtf8()) && !args.contains(secret.toUtf8()));

    HttpClient client;
    client.base = QUrl(QString::fromUtf8(p.out.mid(10, p.out.indexOf(' ', 10) - 10)));
    client.apiKey = adminKey;
    const HttpResult made = client.post(u"/sandbox/v1/merchants"_s, {{u"name"_s, u"Team shop"_s}});
    QCOMPARE(made.status, 201);
    const qsizetype key = p.out.indexOf(" api_key=") + 9;
    client.apiKey = QString::fromUtf8(p.out.mid(key, p.out.indexOf('\n', key) - key)).trimmed();
    QCOMPARE(client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    const WebhookVerdict v = verifyStandardWebhook(secret, receiver.requests.constFirst());
    QVERIFY2(v.ok, qPrintable(v.reason));
    QVERIFY2(!p.err.contains("warning"), p.err.constData());
    p.process().terminate();
    QVERIFY(p.waitForExit());
}

void TestCli::secretsOnTheCommandLineAreWarnedAbout()
{
    // Still taken (scripts use them), but every user's `ps` shows them: said on stderr.
    SandboxProcess p(m_home.path());
    p.start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--api-key"_s, SandboxFixture::testKey(),
             u"--webhook-url"_s, u"http://127.0.0.1:9/hooks"_s, u"--webhook-secret"_s,
             newWebhookSecret()});
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    QVERIFY2(p.out.contains(QByteArray(" api_key=" + SandboxFixture::testKey().toUtf8())),
             p.out.constData());
    QVERIFY2(p.err.contains("warning: --api-key shows the key to every user"), p.err.constData());
    QVERIFY(p.err.contains("--api-key-file"));
    QVERIFY2(p.err.contains("warning: --webhook-secret shows the secret to every user"),
             p.err.constData());
    QVERIFY(p.err.contains("--webhook-secret-file"));
    p.process().terminate();
    QVERIFY(p.waitForExit());
}

void TestCli::webhookSecret_data()
{
    QTest::addColumn<bool>("given");

    QTest::newRow("generated and printed") << false;
    QTest::newRow("given, not printed") << true;
}

void TestCli::webhookSecret()
{
    QFETCH(bool, given);
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    QStringList args{u"--port"_s,
                     u"0"_s,
                     u"--in-memory"_s,
                     u"--webhook-url"_s,
                     receiver.url().toString(),
                     u"--retry-schedule"_s,
                     u"1s,1s"_s};
    const QString givenSecret = newWebhookSecret();
    if (given)
        args << u"--webhook-secret"_s << givenSecret;

    SandboxProcess p(m_home.path());
    p.start(args);
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    const auto ready = parseSandboxReady(p.out);
    QVERIFY2(ready, p.out.constData());
    QString secret = givenSecret;
    if (given) {
        QVERIFY(ready->webhookSecret.isEmpty());
    } else {
        QVERIFY2(p.out.contains(" webhook_secret=whsec_"), p.out.constData());
        secret = ready->webhookSecret;
        const auto raw = QByteArray::fromBase64Encoding(secret.mid(6).toLatin1(),
                                                        QByteArray::AbortOnBase64DecodingErrors);
        QVERIFY(raw);
        QVERIFY2(raw.decoded.size() >= 24 && raw.decoded.size() <= 64,
                 qPrintable(QString::number(raw.decoded.size())));
    }

    // The printed (or given) secret is the one deliveries are signed with.
    HttpClient client;
    client.base = ready->url;
    client.apiKey = ready->apiKey;
    QCOMPARE(client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    const WebhookVerdict v = verifyStandardWebhook(secret, receiver.requests.constFirst());
    QVERIFY2(v.ok, qPrintable(v.reason));
}

void TestCli::liveKeyIsRefused()
{
    SandboxProcess p(m_home.path());
    p.start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--api-key"_s,
             u"pts_live_TestKey0123456789abcdefABCDEF01"_s});
    QVERIFY(p.waitForExit());
    QCOMPARE(p.process().exitStatus(), QProcess::NormalExit);
    QVERIFY(p.process().exitCode() != 0);
    QVERIFY(p.err.contains("--api-key"));
    QVERIFY(!p.out.contains("ready"));
}

void TestCli::badFlagsAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mention"); // what stderr names

    const QStringList base{u"--port"_s, u"0"_s, u"--in-memory"_s};
    const QString secret = newWebhookSecret();
    QTest::newRow("fault rate above 1")
        << base + QStringList{u"--fault-rate"_s, u"2"_s} << u"--fault-rate"_s;
    QTest::newRow("fault rate not a number")
        << base + QStringList{u"--fault-rate"_s, u"half"_s} << u"--fault-rate"_s;
    QTest::newRow("port not a number")
        << QStringList{u"--in-memory"_s, u"--port"_s, u"x"_s} << u"--port"_s;
    QTest::newRow("port out of range")
        << QStringList{u"--in-memory"_s, u"--port"_s, u"70000"_s} << u"--port"_s;
    QTest::newRow("retry schedule with an unknown unit")
        << base + QStringList{u"--retry-schedule"_s, u"5x"_s} << u"--retry-schedule"_s;
    QTest::newRow("retry schedule negative")
        << base + QStringList{u"--retry-schedule"_s, u"5s,-1m"_s} << u"--retry-schedule"_s;
    QTest::newRow("latency negative")
        << base + QStringList{u"--latency"_s, u"-1"_s} << u"--latency"_s;
    QTest::newRow("rate limit not a number")
        << base + QStringList{u"--rate-limit"_s, u"many"_s} << u"--rate-limit"_s;
    QTest::newRow("seed negative") << base + QStringList{u"--seed"_s, u"-5"_s} << u"--seed"_s;
    QTest::newRow("host not an address")
        << base + QStringList{u"--host"_s, u"sandbox.example"_s} << u"--host"_s;
    QTest::newRow("api key malformed")
        << base + QStringList{u"--api-key"_s, u"secret"_s} << u"--api-key"_s;
    QTest::newRow("webhook url not http")
        << base + QStringList{u"--webhook-url"_s, u"ftp://example.org/hook"_s}
        << u"--webhook-url"_s;
    QTest::newRow("webhook secret without a url")
        << base + QStringList{u"--webhook-secret"_s, secret} << u"--webhook-secret"_s;
    QTest::newRow("webhook secret too short")
        << base + QStringList{u"--webhook-url"_s, u"http://127.0.0.1:9/hook"_s,
                              u"--webhook-secret"_s, u"whsec_AAAA"_s}
        << u"--webhook-secret"_s;
    // Where webhooks never go, and what is not a host (docs/api.md §12, "Webhook destinations").
    QTest::newRow("webhook url link-local")
        << base + QStringList{u"--webhook-url"_s, u"http://169.254.169.254/latest"_s}
        << u"a link-local address"_s;
    QTest::newRow("webhook url not loopback")
        << base + QStringList{u"--webhook-url"_s, u"http://10.0.0.5/hooks"_s}
        << u"not a loopback address"_s;
    QTest::newRow("webhook url with a password")
        << base + QStringList{u"--webhook-url"_s, u"http://shop:pa55@127.0.0.1:9/hooks"_s}
        << u"user name or password"_s;
    QTest::newRow("allowed host not a host")
        << base + QStringList{u"--allow-webhook-host"_s, u"not a host"_s}
        << u"--allow-webhook-host"_s;
    QTest::newRow("allowed CIDR too wide")
        << base + QStringList{u"--allow-webhook-host"_s, u"10.0.0.0/40"_s}
        << u"--allow-webhook-host"_s;
    QTest::newRow("data and in-memory together")
        << base + QStringList{u"--data"_s, m_home.filePath(u"unused"_s)} << u"--in-memory"_s;
    QTest::newRow("unknown flag") << base + QStringList{u"--frobnicate"_s} << u"frobnicate"_s;
}

void TestCli::badFlagsAreRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mention);
    SandboxProcess p(m_home.path());
    p.start(args);
    QVERIFY2(p.waitForExit(), "the sandbox started instead of refusing the flags");
    QCOMPARE(p.process().exitStatus(), QProcess::NormalExit);
    QVERIFY(p.process().exitCode() != 0);
    QVERIFY2(p.err.contains(mention.toUtf8()), p.err.constData());
    QVERIFY(!p.out.contains("ready"));
}

void TestCli::unreachableDatabaseIsReportedWithoutItsPassword_data()
{
    QTest::addColumn<QString>("database");
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    QTest::newRow("URL") << u"postgresql://paydesk:Secret-Pw-7Qx@127.0.0.1:1/paydesk"_s;
    QTest::newRow("keywords")
        << u"host=127.0.0.1 port=1 dbname=paydesk user=paydesk password=Secret-Pw-7Qx"_s;
}

void TestCli::unreachableDatabaseIsReportedWithoutItsPassword()
{
    QFETCH(QString, database);
    SandboxProcess p(m_home.path());
    p.start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--database"_s, database});
    QVERIFY2(p.waitForExit(20000), "the sandbox started without its database");
    QVERIFY(p.process().exitCode() != 0);
    QVERIFY(!p.out.contains("ready"));
    // What failed, and where (QPSQL's words, or that the driver is missing), never the secret.
    QVERIFY2(p.err.contains("QPSQL driver") ||
                 (p.err.contains("cannot open") && p.err.contains("127.0.0.1")),
             p.err.constData());
    QVERIFY2(!p.err.contains("Secret-Pw-7Qx"), p.err.constData());
    // And that a password on the command line is there for every user to see.
    QVERIFY2(p.err.contains("warning: --database with a password"), p.err.constData());
}

void TestCli::flagsReachTheService_data()
{
    QTest::addColumn<QStringList>("flags");

    QTest::newRow("--latency") << QStringList{u"--latency"_s, u"300"_s};
    QTest::newRow("--rate-limit") << QStringList{u"--rate-limit"_s, u"2"_s};
    QTest::newRow("--fault-rate") << QStringList{u"--fault-rate"_s, u"1"_s};
    QTest::newRow("--seed") << QStringList{u"--seed"_s, u"30"_s, u"--seed-value"_s, u"7"_s};
}

void TestCli::flagsReachTheService()
{
    QFETCH(QStringList, flags);
    SandboxProcess p(m_home.path());
    p.start(QStringList{u"--port"_s, u"0"_s, u"--in-memory"_s} + flags);
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    const auto ready = parseSandboxReady(p.out);
    QVERIFY2(ready, p.out.constData());
    HttpClient client;
    client.base = ready->url;
    client.apiKey = ready->apiKey;

    const QString flag = flags.constFirst();
    if (flag == u"--latency"_s) {
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(client.get(u"/api/v1/transactions"_s).status, 200);
        QVERIFY2(timer.elapsed() >= 300, qPrintable(QString::number(timer.elapsed())));
    } else if (flag == u"--rate-limit"_s) {
        HttpResult limited;
        for (int i = 0; i < 8 && limited.status != 429; ++i)
            limited = client.get(u"/api/v1/transactions"_s);
        QCOMPARE(limited.status, 429);
        QCOMPARE(limited.errorCode(), u"rate_limited"_s);
        QVERIFY(limited.headers.value("retry-after").toInt() >= 1);
    } else if (flag == u"--fault-rate"_s) {
        // Every POST fails: a 500, or a dropped connection (which even a re-send cannot fix).
        const HttpResult r = client.post(u"/api/v1/transactions"_s, chargeBody(1250));
        QVERIFY2(r.status == 500 || r.status == 0, qPrintable(QString::number(r.status)));
        QCOMPARE(client.get(u"/api/v1/transactions"_s).status, 200);
    } else if (flag == u"--seed"_s) {
        const HttpResult r = client.get(u"/api/v1/transactions?limit=100"_s);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"data"_s).toArray().size(), 30);
    }
}

void TestCli::exitsCleanlyOnSignal_data()
{
    QTest::addColumn<int>("signal");
    QTest::addColumn<bool>("dataDir");
    QTest::addColumn<bool>("pendingRequest");

    QTest::newRow("SIGTERM") << int(SIGTERM) << false << false;
    QTest::newRow("SIGINT") << int(SIGINT) << false << false;
    QTest::newRow("SIGTERM with a data directory") << int(SIGTERM) << true << false;
    QTest::newRow("SIGTERM with a request pending") << int(SIGTERM) << false << true;
}

void TestCli::exitsCleanlyOnSignal()
{
    QFETCH(int, signal);
    QFETCH(bool, dataDir);
    QFETCH(bool, pendingRequest);
    QTemporaryDir tmp;
    QStringList args{u"--port"_s, u"0"_s};
    args << (dataDir ? QStringList{u"--data"_s, tmp.path()} : QStringList{u"--in-memory"_s});
    if (pendingRequest)
        args << u"--latency"_s << u"5000"_s;

    SandboxProcess p(m_home.path());
    p.start(args);
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    const auto ready = parseSandboxReady(p.out);
    QVERIFY(ready);

    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    std::unique_ptr<QNetworkReply> reply;
    if (pendingRequest) {
        QNetworkRequest req(ready->url.resolved(QUrl(u"/api/v1/transactions"_s)));
        req.setRawHeader("Authorization", "Bearer " + ready->apiKey.toUtf8());
        reply.reset(nam.get(req));
        QSignalSpy sent(reply.get(), &QNetworkReply::requestSent);
        QVERIFY(sent.wait(5000));
    }

    QElapsedTimer timer;
    timer.start();
    p.signal(signal);
    QVERIFY2(p.waitForExit(5000), "still running 5 s after the signal");
    QCOMPARE(p.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.process().exitCode(), 0);
    if (pendingRequest)
        QVERIFY(timer.elapsed() < 5000); // it did not wait for the delayed answer
}

void TestCli::signalDuringSeedingKeepsNothing()
{
    // SIGTERM while a seeding that would take minutes runs: the process ends soon after, and
    // nothing of the seeding is kept (it is one transaction), so the next start seeds afresh.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QStringList common{u"--port"_s, u"0"_s,          u"--data"_s,
                             tmp.path(),  u"--seed-end"_s, u"1717243200"_s};
    SandboxProcess p(m_home.path());
    p.start(common + QStringList{u"--seed"_s, u"5000000"_s});
    QVERIFY2(QTest::qWaitFor([&] { return p.err.contains("seeding: 50000 of 5000000"); }, 60000),
             p.err.constData());
    p.signal(SIGTERM);
    QVERIFY2(p.waitForExit(15000), "still running 15 s after the signal");
    QCOMPARE(p.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.process().exitCode(), 0);
    QVERIFY2(!p.out.contains("ready"), p.out.constData());

    SandboxProcess again(m_home.path());
    again.start(common + QStringList{u"--seed"_s, u"250"_s});
    QVERIFY2(again.waitForReadyLine(), again.err.constData());
    const auto ready = parseSandboxReady(again.out);
    QVERIFY(ready);
    HttpClient client;
    client.base = ready->url;
    client.apiKey = ready->apiKey;
    int rows = 0;
    QString next;
    for (int page = 0; page < 10; ++page) {
        const HttpResult r = client.get(u"/api/v1/transactions?limit=100"_s +
                                        (next.isEmpty() ? QString() : u"&cursor="_s + next));
        QCOMPARE(r.status, 200);
        rows += int(r.json.value(u"data"_s).toArray().size());
        next = r.json.value(u"next_cursor"_s).toString();
        if (next.isEmpty())
            break;
    }
    QCOMPARE(rows, 250);
    again.signal(SIGTERM);
    QVERIFY(again.waitForExit());
}

void TestCli::nonLoopbackHostWarns_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<bool>("warns");

    QTest::newRow("0.0.0.0") << u"0.0.0.0"_s << true;
    QTest::newRow("127.0.0.1") << u"127.0.0.1"_s << false;
}

void TestCli::nonLoopbackHostWarns()
{
    QFETCH(QString, host);
    QFETCH(bool, warns);
    SandboxProcess p(m_home.path());
    p.start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--host"_s, host});
    QVERIFY2(p.waitForReadyLine(), p.err.constData());
    QTRY_VERIFY(!p.err.isEmpty()); // the start-up report on stderr
    QCOMPARE(p.err.contains("warning"), warns);
    if (warns)
        QVERIFY(p.err.contains(host.toUtf8()));
    p.process().kill();
    QVERIFY(p.waitForExit());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
