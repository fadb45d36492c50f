// The paydesk command line, run as a process: profiles add/list/test/remove, the guards, the
// local sandbox, and afterwards proof that no key or secret reached the settings or data.
#include "keychainprobe.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"
#include "secretcalls.h"
#include "secretscan.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <atomic>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
    QString all() const { return out + err; }
};

const QString LiveKey = u"pts_live_L1veK3yNeverLeavesTheKeychain0"_s;
const QString OtherTestKey = u"pts_test_An0therKeyTheSandboxDoesNotKnow"_s;
const QString WebhookSecret = u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4hM0pQ7ZiKk="_s;

// A loopback HTTP service that answers every request with one canned response, on a thread of
// its own: the test waits for the paydesk process without running an event loop.
class RawService
{
public:
    explicit RawService(const QByteArray &response)
        : m_response(response)
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr = {};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof addr;
        if (::bind(m_fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0 ||
            ::listen(m_fd, 8) != 0 ||
            ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&addr), &length) != 0)
            return;
        port = ntohs(addr.sin_port);
        m_thread = std::thread([this] { serve(); });
    }
    ~RawService()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
        ::close(m_fd);
    }
    RawService(const RawService &) = delete;
    RawService &operator=(const RawService &) = delete;

    quint16 port = 0;

private:
    void serve()
    {
        while (!m_stop) {
            pollfd listening{m_fd, POLLIN, 0};
            if (::poll(&listening, 1, 100) <= 0)
                continue;
            const int c = ::accept(m_fd, nullptr, nullptr);
            if (c < 0)
                continue;
            QByteArray request;
            char buffer[4096];
            pollfd readable{c, POLLIN, 0};
            while (!request.contains("\r\n\r\n") && ::poll(&readable, 1, 5000) > 0) {
                const ssize_t n = ::recv(c, buffer, sizeof buffer, 0);
                if (n <= 0)
                    break;
                request.append(buffer, n);
            }
            ::send(c, m_response.constData(), size_t(m_response.size()), MSG_NOSIGNAL);
            ::close(c);
        }
    }

    QByteArray m_response;
    int m_fd = -1;
    std::atomic<bool> m_stop = false;
    std::thread m_thread;
};

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void versionAndHelp_data();
    void versionAndHelp();
    void usageErrors_data();
    void usageErrors();
    void firstRunHasTheLocalSandbox();
    void addWithKeyOnStdin();
    void listShowsNoKey();
    void testWithoutTransactions();
    void testWithTransactions();
    void testFailures_data();
    void testFailures();
    void testShowsTheServiceTextSafely();
    void guards_data();
    void guards();
    void localSandbox();
    void withoutKeychain();
    void remove();

private:
    Run paydesk(const QStringList &args, const QByteArray &input = {},
                const QProcessEnvironment &env = {});
    bool needKeychain();
    QStringList listLines(const QString &name);
    std::optional<profiles::Profile> storedProfile(const QString &name);

    QTemporaryDir m_root;
    QProcessEnvironment m_env;
    QStringList m_dirs; // settings, data, config, cache: where nothing secret may be
    bool m_keychain = false;
    bool m_ready = false;
    QProcess m_sandbox;
    QUrl m_sandboxUrl;
    QString m_sandboxKey;
    QStringList m_secretsUsed;
};

Run TestCli::paydesk(const QStringList &args, const QByteArray &input,
                     const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env.isEmpty() ? m_env : env);
    p.start(QStringLiteral(PAYDESK_BIN), args);
    Run run;
    if (!p.waitForStarted(30000)) {
        run.err = u"did not start: "_s + p.errorString();
        return run;
    }
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(180000)) {
        p.kill();
        p.waitForFinished();
        run.err = u"did not finish"_s;
        return run;
    }
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    run.out = QString::fromUtf8(p.readAllStandardOutput());
    run.err = QString::fromUtf8(p.readAllStandardError());
    return run;
}

bool TestCli::needKeychain()
{
    return m_keychain;
}

QStringList TestCli::listLines(const QString &name)
{
    const Run run = paydesk({u"profiles"_s, u"list"_s});
    QStringList lines;
    const auto all = run.out.split(u'\n');
    for (const QString &line : all) {
        if (line.contains(name))
            lines << line;
    }
    return lines;
}

std::optional<profiles::Profile> TestCli::storedProfile(const QString &name)
{
    profiles::ProfileStore store(m_root.filePath(u"settings/PayDesk.ini"_s));
    return store.findByName(name);
}

void TestCli::initTestCase()
{
    QVERIFY(m_root.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(u"PAYDESK_SETTINGS_DIR"_s, m_root.filePath(u"settings"_s));
    m_env.insert(u"XDG_DATA_HOME"_s, m_root.filePath(u"data"_s));
    m_env.insert(u"XDG_CONFIG_HOME"_s, m_root.filePath(u"config"_s));
    m_env.insert(u"XDG_CACHE_HOME"_s, m_root.filePath(u"cache"_s));
    m_env.remove(u"QT_LOGGING_RULES"_s);
    for (const auto *dir : {"settings", "data", "config", "cache"})
        m_dirs << m_root.filePath(QString::fromLatin1(dir));

    const QString problem = keychainProblem(this);
    m_keychain = problem.isEmpty();
    if (!m_keychain && !keychainAbsentOnPurpose())
        QFAIL(qPrintable(problem));

    // A paydesk-sandbox of the test's own, empty, in memory.
    m_sandbox.setProcessChannelMode(QProcess::SeparateChannels);
    m_sandbox.start(QStringLiteral(PAYDESK_SANDBOX_BIN), {u"--port"_s, u"0"_s, u"--in-memory"_s});
    QVERIFY2(m_sandbox.waitForStarted(30000), qPrintable(m_sandbox.errorString()));
    QByteArray line;
    while (!line.endsWith('\n') && m_sandbox.waitForReadyRead(60000))
        line += m_sandbox.readLine();
    static const QRegularExpression readyRe(u"^ready url=(\\S+) api_key=(\\S+)"_s);
    const auto m = readyRe.match(QString::fromUtf8(line));
    QVERIFY2(m.hasMatch(), line.constData());
    m_sandboxUrl = QUrl(m.captured(1));
    m_sandboxKey = m.captured(2);
    m_secretsUsed << m_sandboxKey << LiveKey << OtherTestKey << WebhookSecret;
    m_ready = true;
}

void TestCli::cleanupTestCase()
{
    // Every profile out again, with its secrets (the keychain is the user's own).
    if (QFile::exists(m_root.filePath(u"settings/PayDesk.ini"_s))) {
        profiles::ProfileStore store(m_root.filePath(u"settings/PayDesk.ini"_s));
        const auto all = store.list();
        for (const auto &p : all) {
            const Run run = paydesk({u"profiles"_s, u"remove"_s, p.name});
            QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
        }
    }
    if (m_sandbox.state() != QProcess::NotRunning) {
        m_sandbox.terminate();
        if (!m_sandbox.waitForFinished(30000))
            m_sandbox.kill();
    }

    if (!m_ready)
        return; // initTestCase failed; nothing ran
    QVERIFY(QFile::exists(m_root.filePath(u"settings/PayDesk.ini"_s))); // a scan of something
    const QStringList hits = testing::findSecrets(m_dirs, m_secretsUsed);
    QVERIFY2(hits.isEmpty(), qPrintable(hits.join(u'\n')));
}

void TestCli::versionAndHelp_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");

    QTest::newRow("--version") << QStringList{u"--version"_s} << u"paydesk " PAYDESK_VERSION ""_s;
    QTest::newRow("-v") << QStringList{u"-v"_s} << u"paydesk " PAYDESK_VERSION ""_s;
    QTest::newRow("--help") << QStringList{u"--help"_s} << u"profiles add --name NAME"_s;
    QTest::newRow("--help names the settings")
        << QStringList{u"--help"_s} << u"PAYDESK_SETTINGS_DIR"_s;
    QTest::newRow("profiles add --help")
        << QStringList{u"profiles"_s, u"add"_s, u"--help"_s} << u"--key-stdin"_s;
    QTest::newRow("profiles test --help")
        << QStringList{u"profiles"_s, u"test"_s, u"--help"_s} << u"NAME"_s;
    // Every command and action takes --help.
    QTest::newRow("profiles --help") << QStringList{u"profiles"_s, u"--help"_s} << u"Actions:"_s;
    QTest::newRow("profiles -h") << QStringList{u"profiles"_s, u"-h"_s} << u"profiles list"_s;
    QTest::newRow("profiles list --help")
        << QStringList{u"profiles"_s, u"list"_s, u"--help"_s} << u"profiles list"_s;
    QTest::newRow("profiles remove --help")
        << QStringList{u"profiles"_s, u"remove"_s, u"--help"_s} << u"NAME"_s;
    QTest::newRow("export --help")
        << QStringList{u"export"_s, u"--help"_s} << u"export trial-balance"_s;
    QTest::newRow("export transactions --help")
        << QStringList{u"export"_s, u"transactions"_s, u"--help"_s} << u"--output"_s;
    QTest::newRow("export trial-balance --help")
        << QStringList{u"export"_s, u"trial-balance"_s, u"--help"_s} << u"--compare-date"_s;
    QTest::newRow("listen --help") << QStringList{u"listen"_s, u"--help"_s} << u"--respond"_s;
    // Every command's help begins with its own usage line, not Qt's "Usage: <the binary's
    // path> [options]".
    const QList<std::pair<QStringList, QString>> usageLines{
        {{u"export"_s, u"transactions"_s}, u"paydesk export transactions [options]"_s},
        {{u"export"_s, u"trial-balance"_s}, u"paydesk export trial-balance [options]"_s},
        {{u"export"_s, u"ledger"_s}, u"paydesk export ledger [options]"_s},
        {{u"export"_s, u"accounts"_s}, u"paydesk export accounts [options]"_s},
        {{u"reconcile"_s}, u"paydesk reconcile [options]"_s},
        {{u"listen"_s}, u"paydesk listen [options]"_s},
        {{u"trigger"_s}, u"paydesk trigger [options] KIND"_s},
        {{u"keys"_s}, u"paydesk keys [options] ACTION"_s},
        {{u"profiles"_s, u"list"_s}, u"paydesk profiles list [options]"_s},
        {{u"profiles"_s, u"add"_s}, u"paydesk profiles add [options]"_s},
        {{u"profiles"_s, u"remove"_s}, u"paydesk profiles remove [options] NAME"_s},
        {{u"profiles"_s, u"test"_s}, u"paydesk profiles test [options] NAME"_s},
        {{u"profiles"_s}, u"paydesk profiles ACTION [options]"_s},
        {{u"export"_s}, u"paydesk export transactions|trial-balance|ledger|accounts [options]"_s},
    };
    for (const auto &[command, usage] : usageLines)
        QTest::addRow("%s --help: its usage line", qPrintable(command.join(u' ')))
            << command + QStringList{u"--help"_s} << u"Usage: "_s + usage + u'\n';
}

void TestCli::versionAndHelp()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    const Run run = paydesk(args);
    QCOMPARE(run.exitCode, 0);
    // A usage line is the help's first.
    if (says.startsWith(u"Usage: "_s))
        QVERIFY2(run.out.startsWith(says), qPrintable(run.all()));
    QVERIFY2(run.out.contains(says), qPrintable(run.all()));
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");

    const QString p = u"profiles"_s;
    QTest::newRow("no command and no display") << QStringList{} << u"no display"_s;
    QTest::newRow("unknown command") << QStringList{u"frobnicate"_s} << u"unknown command"_s;
    QTest::newRow("unknown command prints the usage")
        << QStringList{u"frobnicate"_s} << u"Commands:"_s;
    QTest::newRow("export of nothing") << QStringList{u"export"_s} << u"which export"_s;
    QTest::newRow("unknown export")
        << QStringList{u"export"_s, u"balance-sheet"_s} << u"export trial-balance"_s;
    QTest::newRow("unknown option") << QStringList{u"--frob"_s} << u"frob"_s;
    QTest::newRow("no action") << QStringList{p} << u"which action"_s;
    QTest::newRow("unknown action") << QStringList{p, u"rename"_s} << u"unknown action"_s;
    QTest::newRow("add without a name")
        << QStringList{p, u"add"_s, u"--environment"_s, u"sandbox"_s} << u"--name"_s;
    QTest::newRow("add without an environment")
        << QStringList{p, u"add"_s, u"--name"_s, u"X"_s} << u"--environment"_s;
    QTest::newRow("add with an unknown environment")
        << QStringList{p, u"add"_s, u"--name"_s, u"X"_s, u"--environment"_s, u"staging"_s}
        << u"sandbox or production"_s;
    QTest::newRow("a key on the command line")
        << QStringList{p,          u"add"_s,           u"--name"_s,
                       u"X"_s,     u"--environment"_s, u"sandbox"_s,
                       u"--key"_s, OtherTestKey}
        << u"never from the command line"_s;
    QTest::newRow("a key as an argument")
        << QStringList{p,           u"add"_s, u"--name"_s, u"X"_s, u"--environment"_s, u"sandbox"_s,
                       OtherTestKey}
        << u"never from the command line"_s;
    QTest::newRow("remove without a name") << QStringList{p, u"remove"_s} << u"one profile"_s;
    QTest::newRow("test with two names")
        << QStringList{p, u"test"_s, u"a"_s, u"b"_s} << u"one profile"_s;
    QTest::newRow("list with an argument")
        << QStringList{p, u"list"_s, u"x"_s} << u"no arguments"_s;
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    QProcessEnvironment env = m_env;
    if (args.isEmpty()) { // the window, which needs a display
        env.remove(u"DISPLAY"_s);
        env.remove(u"WAYLAND_DISPLAY"_s);
        env.remove(u"QT_QPA_PLATFORM"_s);
    }
    const Run run = paydesk(args, {}, env);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(says, Qt::CaseInsensitive), qPrintable(run.all()));
    QVERIFY2(!run.all().contains(OtherTestKey), "the key was echoed");
    QVERIFY(!storedProfile(u"X"_s));
}

void TestCli::firstRunHasTheLocalSandbox()
{
    const Run run = paydesk({u"profiles"_s, u"list"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(u"Local sandbox"_s), qPrintable(run.all()));
    QVERIFY2(run.out.contains(u"(embedded, started on demand)"_s), qPrintable(run.all()));
    const auto local = storedProfile(u"Local sandbox"_s);
    QVERIFY(local);
    QVERIFY(local->localSandbox);
}

void TestCli::addWithKeyOnStdin()
{
    if (!needKeychain())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
    const Run run = paydesk({u"profiles"_s, u"add"_s, u"--name"_s, u"Dev"_s, u"--environment"_s,
                             u"sandbox"_s, u"--base-url"_s, m_sandboxUrl.toString(),
                             u"--key-stdin"_s, u"--webhook-secret-stdin"_s},
                            m_sandboxKey.toUtf8() + '\n' + WebhookSecret.toUtf8() + '\n');
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    QVERIFY2(run.out.contains(u"Added profile \"Dev\""_s), qPrintable(run.all()));
    QVERIFY(!run.all().contains(m_sandboxKey));
    QVERIFY(!run.all().contains(WebhookSecret));

    // The secrets went to the keychain, under the profile's id.
    const auto dev = storedProfile(u"Dev"_s);
    QVERIFY(dev);
    QCOMPARE(dev->baseUrl, m_sandboxUrl);
    profiles::KeychainSecretStore keychain;
    auto key = testing::readSecret(keychain, this, dev->id, profiles::SecretKind::ApiKey);
    auto secret = testing::readSecret(keychain, this, dev->id, profiles::SecretKind::WebhookSecret);
    QTRY_VERIFY_WITH_TIMEOUT(key->done && secret->done, 15000);
    QCOMPARE(key->value, m_sandboxKey);
    QCOMPARE(secret->value, WebhookSecret);
}

void TestCli::listShowsNoKey()
{
    if (!needKeychain())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
    const Run run = paydesk({u"profiles"_s, u"list"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!run.all().contains(m_sandboxKey));
    QVERIFY(!run.all().contains(WebhookSecret));
    const QStringList lines = listLines(u"Dev"_s);
    QCOMPARE(lines.size(), 1);
    const QStringList cells = lines.first().split(u' ', Qt::SkipEmptyParts);
    QCOMPARE(cells, (QStringList{u"Dev"_s, u"sandbox"_s, m_sandboxUrl.toString(), u"stored"_s,
                                 u"stored"_s}));
    QVERIFY2(run.out.section(u'\n', 0, 0).contains(u"API KEY"_s), qPrintable(run.out));
}

void TestCli::testWithoutTransactions()
{
    if (!needKeychain())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
    const Run run = paydesk({u"profiles"_s, u"test"_s, u"dev"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    QCOMPARE(run.out.trimmed(), u"OK (no transactions yet)"_s);
}

void TestCli::testWithTransactions()
{
    if (!needKeychain())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
    QNetworkAccessManager nam;
    QNetworkRequest request(m_sandboxUrl.resolved(QUrl(u"/api/v1/transactions"_s)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    request.setRawHeader("Authorization", "Bearer " + m_sandboxKey.toUtf8());
    const QJsonObject body{{u"amount"_s, 1250},
                           {u"currency"_s, u"EUR"_s},
                           {u"gateway"_s, u"test_gateway"_s},
                           {u"merchant_ref"_s, u"cli-test-1"_s}};
    std::unique_ptr<QNetworkReply> reply(
        nam.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact)));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    QVERIFY(finished.wait(30000));
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 201);
    const QString merchant =
        QJsonDocument::fromJson(reply->readAll()).object().value(u"merchant_id"_s).toString();
    QVERIFY(merchant.startsWith(u"mer_"_s));

    const Run run = paydesk({u"profiles"_s, u"test"_s, u"DEV"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    QCOMPARE(run.out.trimmed(), u"OK (merchant %1)"_s.arg(merchant));
    QVERIFY(!run.all().contains(m_sandboxKey));
}

void TestCli::testFailures_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("baseUrl"); // empty: no profile made
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("says");

    QTest::newRow("no such profile")
        << u"Nowhere"_s << QString() << QString() << u"no profile named \"Nowhere\""_s;
    QTest::newRow("a key the service does not know")
        << u"Wrong key"_s << u"sandbox"_s << OtherTestKey << u"invalid_api_key"_s;
    QTest::newRow("nothing listening") << u"Unreachable"_s << u"http://127.0.0.1:1/"_s
                                       << OtherTestKey << u"could not be reached"_s;
    QTest::newRow("no key stored")
        << u"Keyless"_s << u"http://127.0.0.1:1/"_s << QString() << u"has no API key"_s;
}

void TestCli::testFailures()
{
    QFETCH(QString, name);
    QFETCH(QString, baseUrl);
    QFETCH(QString, key);
    QFETCH(QString, says);
    if (!baseUrl.isEmpty()) {
        if (!needKeychain())
            QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
        const QString url = baseUrl == u"sandbox"_s ? m_sandboxUrl.toString() : baseUrl;
        QStringList args{u"profiles"_s,      u"add"_s,     u"--name"_s,     name,
                         u"--environment"_s, u"sandbox"_s, u"--base-url"_s, url};
        if (!key.isEmpty())
            args << u"--key-stdin"_s;
        const Run added = paydesk(args, key.toUtf8() + '\n');
        QVERIFY2(added.exitCode == 0, qPrintable(added.all()));
    }
    const Run run = paydesk({u"profiles"_s, u"test"_s, name});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(says, Qt::CaseInsensitive) ||
                 run.err.contains(u"API key is not known"_s),
             qPrintable(run.all()));
    QVERIFY(!run.out.startsWith(u"OK"_s));
    QVERIFY2(!run.all().contains(OtherTestKey), "an error repeated the key");
    // The advice speaks of the command line, not of the window's fields and lists.
    for (const QString &windowWords : {u"Paste a valid API key"_s, u"highlighted"_s})
        QVERIFY2(!run.err.contains(windowWords), qPrintable(run.all()));
    if (QTest::currentDataTag() == QByteArray("a key the service does not know"))
        QVERIFY2(run.err.contains(u"paydesk profiles add --key-stdin"_s), qPrintable(run.all()));
}

void TestCli::testShowsTheServiceTextSafely()
{
    // A service whose error writes escape sequences (retitle the window, clear the screen, a
    // CR, an 8-bit CSI, a bidi override): `profiles test` shows them as text on stderr.
    if (!needKeychain())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
    const QByteArray body =
        QJsonDocument(QJsonObject{{u"error"_s, u"invalid_api_key"_s},
                                  {u"details"_s, u"\x1b]0;owned\x07\x1b[2J\r\u009b31m"
                                                 "\u202eelif"_s}})
            .toJson(QJsonDocument::Compact);
    RawService service("HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\n"
                       "Connection: close\r\nContent-Length: " +
                       QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QVERIFY(service.port > 0);
    const QString name = u"Hostile service"_s;
    const Run added =
        paydesk({u"profiles"_s, u"add"_s, u"--name"_s, name, u"--environment"_s, u"sandbox"_s,
                 u"--base-url"_s, u"http://127.0.0.1:%1/"_s.arg(service.port), u"--key-stdin"_s},
                OtherTestKey.toUtf8() + '\n');
    QVERIFY2(added.exitCode == 0, qPrintable(added.all()));
    const Run run = paydesk({u"profiles"_s, u"test"_s, name});
    QCOMPARE(run.exitCode, 1);
    for (const QChar c : run.all()) {
        const auto category = c.category();
        QVERIFY2(c == u'\n' || c == u'\t' ||
                     (category != QChar::Other_Control && category != QChar::Other_Format),
                 qPrintable(u"U+%1 printed"_s.arg(c.unicode(), 4, 16)));
    }
    QVERIFY2(run.err.contains(u"\\u001b]0;owned\\u0007\\u001b[2J\\u000d\\u009b31m\\u202eelif"_s),
             qPrintable(run.err));
}

void TestCli::guards_data()
{
    QTest::addColumn<QString>("environment");
    QTest::addColumn<QString>("baseUrl");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("withSecret");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("says");

    const QByteArray testKey = OtherTestKey.toUtf8() + '\n';
    const QByteArray liveKey = LiveKey.toUtf8() + '\n';
    const QString https = u"https://api.example-payments.invalid/"_s;
    QTest::newRow("test key, production profile")
        << u"production"_s << https << testKey << false << false << u"test key"_s;
    QTest::newRow("live key, sandbox profile")
        << u"sandbox"_s << u"https://sandbox.example-payments.invalid/"_s << liveKey << false
        << false << u"live key"_s;
    QTest::newRow("production over http")
        << u"production"_s << u"http://api.example-payments.invalid/"_s << liveKey << false << false
        << u"must use https"_s;
    QTest::newRow("production over http on loopback")
        << u"production"_s << u"http://127.0.0.1:8443/"_s << liveKey << false << true
        << u"Added profile"_s;
    QTest::newRow("production over http on localhost")
        << u"production"_s << u"http://localhost:8443/"_s << liveKey << false << true
        << u"Added profile"_s;
    QTest::newRow("production over https")
        << u"production"_s << https << liveKey << false << true << u"Added profile"_s;
    QTest::newRow("not a key") << u"sandbox"_s << u"http://127.0.0.1:1/"_s
                               << QByteArray("hunter2\n") << false << false
                               << u"not shaped like a key"_s;
    QTest::newRow("empty stdin") << u"sandbox"_s << u"http://127.0.0.1:1/"_s << QByteArray()
                                 << false << false << u"no API key on stdin"_s;
    QTest::newRow("ftp base URL") << u"sandbox"_s << u"ftp://127.0.0.1/"_s << testKey << false
                                  << false << u"http(s)"_s;
    QTest::newRow("a bad webhook secret")
        << u"sandbox"_s << u"http://127.0.0.1:1/"_s << QByteArray(testKey + "whsec_tooShort\n")
        << true << false << u"whsec_"_s;
    QTest::newRow("a key and a webhook secret")
        << u"sandbox"_s << u"http://127.0.0.1:1/"_s
        << QByteArray(testKey + WebhookSecret.toUtf8() + '\n') << true << true
        << u"Added profile"_s;
}

void TestCli::guards()
{
    QFETCH(QString, environment);
    QFETCH(QString, baseUrl);
    QFETCH(QByteArray, input);
    QFETCH(bool, withSecret);
    QFETCH(bool, allowed);
    QFETCH(QString, says);
    if (allowed && !needKeychain())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
    const QString name = u"Guarded"_s;
    QStringList args{u"profiles"_s,      u"add"_s,    u"--name"_s,     name,
                     u"--environment"_s, environment, u"--base-url"_s, baseUrl,
                     u"--key-stdin"_s};
    if (withSecret)
        args << u"--webhook-secret-stdin"_s;
    const Run run = paydesk(args, input);
    QVERIFY2(run.all().contains(says), qPrintable(run.all()));
    QVERIFY2(!run.all().contains(LiveKey) && !run.all().contains(OtherTestKey) &&
                 !run.all().contains(WebhookSecret),
             "the output repeated a secret");
    if (!allowed) {
        QCOMPARE(run.exitCode, 1);
        QVERIFY(!storedProfile(name));
        QVERIFY(listLines(name).isEmpty());
        return;
    }
    QCOMPARE(run.exitCode, 0);
    const auto stored = storedProfile(name);
    QVERIFY(stored);
    QCOMPARE(stored->baseUrl, QUrl(baseUrl));
    const Run removed = paydesk({u"profiles"_s, u"remove"_s, name});
    QVERIFY2(removed.exitCode == 0, qPrintable(removed.all()));
    QVERIFY(!storedProfile(name));
}

void TestCli::localSandbox()
{
    if (!needKeychain())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
    const Run first = paydesk({u"profiles"_s, u"test"_s, u"Local sandbox"_s});
    QVERIFY2(first.exitCode == 0, qPrintable(first.all()));
    QVERIFY2(first.out.startsWith(u"OK (merchant mer_"_s), qPrintable(first.all()));
    QVERIFY(QDir(m_root.filePath(u"data/PayDesk/PayDesk/local-sandbox"_s)).exists());

    // Its key is in the keychain, generated once, and used again on the next start.
    const auto local = storedProfile(u"Local sandbox"_s);
    QVERIFY(local);
    profiles::KeychainSecretStore keychain;
    auto key = testing::readSecret(keychain, this, local->id, profiles::SecretKind::ApiKey);
    QTRY_VERIFY_WITH_TIMEOUT(key->done, 15000);
    QVERIFY(key->value);
    QVERIFY(key->value->startsWith(u"pts_test_"_s));
    m_secretsUsed << *key->value;
    QVERIFY(!first.all().contains(*key->value));

    const Run second = paydesk({u"profiles"_s, u"test"_s, u"local SANDBOX"_s});
    QVERIFY2(second.exitCode == 0, qPrintable(second.all()));
    QCOMPARE(second.out, first.out); // the same merchant: the same data
    auto again = testing::readSecret(keychain, this, local->id, profiles::SecretKind::ApiKey);
    QTRY_VERIFY_WITH_TIMEOUT(again->done, 15000);
    QCOMPARE(again->value, key->value);

    const QStringList lines = listLines(u"Local sandbox"_s);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().contains(u"stored"_s), qPrintable(lines.first()));
}

void TestCli::withoutKeychain()
{
    // No session bus at all: QtKeychain finds no Secret Service.
    QProcessEnvironment env = m_env;
    env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + m_root.filePath(u"no-such-bus"_s));
    env.remove(u"DISPLAY"_s);

    const Run add =
        paydesk({u"profiles"_s, u"add"_s, u"--name"_s, u"Nokeychain"_s, u"--environment"_s,
                 u"sandbox"_s, u"--base-url"_s, m_sandboxUrl.toString(), u"--key-stdin"_s},
                m_sandboxKey.toUtf8() + '\n', env);
    QCOMPARE(add.exitCode, 1);
    QVERIFY2(add.err.contains(u"keychain is unavailable"_s), qPrintable(add.all()));
    QVERIFY2(add.err.contains(u"never writes keys"_s), qPrintable(add.all()));
    QVERIFY(!add.all().contains(m_sandboxKey));
    QVERIFY(!storedProfile(u"Nokeychain"_s));

    // Without a key, a profile can still be added.
    const Run keyless = paydesk(
        {u"profiles"_s, u"add"_s, u"--name"_s, u"Nokeychain"_s, u"--environment"_s, u"sandbox"_s},
        {}, env);
    QVERIFY2(keyless.exitCode == 0, qPrintable(keyless.all()));

    const Run list = paydesk({u"profiles"_s, u"list"_s}, {}, env);
    QCOMPARE(list.exitCode, 0);
    QVERIFY2(list.err.contains(u"unknown"_s), qPrintable(list.all()));
    QVERIFY(list.out.contains(u"Nokeychain"_s));

    // The local sandbox works anyway, with a key for this run only.
    const Run local = paydesk({u"profiles"_s, u"test"_s, u"Local sandbox"_s}, {}, env);
    QVERIFY2(local.exitCode == 0, qPrintable(local.all()));
    QVERIFY2(local.out.startsWith(u"OK"_s), qPrintable(local.all()));
    QVERIFY2(local.err.contains(u"for this run only"_s), qPrintable(local.all()));

    const Run removed = paydesk({u"profiles"_s, u"remove"_s, u"Nokeychain"_s}, {}, env);
    QVERIFY2(removed.exitCode == 0, qPrintable(removed.all()));
    QVERIFY(!storedProfile(u"Nokeychain"_s));
}

void TestCli::remove()
{
    const Run unknown = paydesk({u"profiles"_s, u"remove"_s, u"Nowhere"_s});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(u"no profile named"_s), qPrintable(unknown.all()));

    if (!needKeychain())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");
    const auto dev = storedProfile(u"Dev"_s);
    QVERIFY(dev);
    const Run run = paydesk({u"profiles"_s, u"remove"_s, u"dev"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    QVERIFY2(run.out.contains(u"Removed profile \"Dev\""_s), qPrintable(run.all()));
    QVERIFY(!storedProfile(u"Dev"_s));
    QVERIFY(listLines(u"Dev"_s).isEmpty());

    // Its secrets went with it.
    profiles::KeychainSecretStore keychain;
    auto key = testing::readSecret(keychain, this, dev->id, profiles::SecretKind::ApiKey);
    auto secret = testing::readSecret(keychain, this, dev->id, profiles::SecretKind::WebhookSecret);
    QTRY_VERIFY_WITH_TIMEOUT(key->done && secret->done, 15000);
    QVERIFY(key->error.ok() && secret->error.ok());
    QCOMPARE(key->value, std::nullopt);
    QCOMPARE(secret->value, std::nullopt);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
