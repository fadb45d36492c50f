// paydesk-sandbox: the local implementation of the Payment Transactions Service.
#include "core/webhookendpoint.h"
#include "sandbox/sandboxapi.h"
#include "sandbox/sandboxservice.h"
#include "sandbox/webhookdestinations.h"
#include "sandboxlogging.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSocketNotifier>
#include <QStandardPaths>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace paydesk::sandbox;

namespace {

int signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] auto n = ::write(signalPipe[1], &c, 1);
}

[[noreturn]] void die(const QString &message)
{
    std::fprintf(stderr, "paydesk-sandbox: %s\n", qPrintable(message));
    std::exit(2);
}

std::optional<QList<int>> parseSchedule(const QString &text)
{
    QList<int> out;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const QString p = part.trimmed();
        if (p.isEmpty())
            return std::nullopt;
        int unit = 1;
        QString number = p;
        const QChar last = p.back();
        if (last == u's' || last == u'm' || last == u'h' || last == u'd') {
            unit = last == u's' ? 1 : last == u'm' ? 60 : last == u'h' ? 3600 : 86400;
            number.chop(1);
        }
        bool ok = false;
        const int n = number.toInt(&ok);
        if (!ok || n < 0)
            return std::nullopt;
        out << n * unit;
    }
    return out;
}

// The standalone binary keeps what it generated in 0600 files of its data dir, so that it can
// print the same key on each start. An embedding host passes its own key instead.
QString readOrCreateSecretFile(const QString &path, const std::function<QString()> &make)
{
    QFile f(path);
    if (f.open(QIODevice::ReadOnly)) {
        const QString value = QString::fromUtf8(f.readAll()).trimmed();
        if (!value.isEmpty())
            return value;
    }
    const QString value = make();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        die(u"cannot write %1: %2"_s.arg(path, out.errorString()));
    out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    out.write(value.toUtf8() + '\n');
    if (!out.commit())
        die(u"cannot write %1: %2"_s.arg(path, out.errorString()));
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return value;
}

void warn(const QString &message)
{
    std::fprintf(stderr, "paydesk-sandbox: warning: %s\n", qPrintable(message));
}

// The lines of a file that holds secrets (keys, signing secrets), without blank lines and
// # comments. A file that others may read is used, with a warning.
QStringList readSecretLines(const QString &option, const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        die(u"%1: cannot read %2: %3"_s.arg(option, path, f.errorString()));
    if (f.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther))
        warn(u"%1 is readable by other users; chmod 600 it"_s.arg(path));
    QStringList lines;
    const QList<QByteArray> raw = f.readAll().split('\n');
    for (const QByteArray &line : raw) {
        const QString text = QString::fromUtf8(line).trimmed();
        if (!text.isEmpty() && !text.startsWith(u'#'))
            lines << text;
    }
    if (lines.isEmpty())
        die(u"%1: %2 holds no value"_s.arg(option, path));
    return lines;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"paydesk-sandbox"_s);
    QCoreApplication::setOrganizationName(u"PayDesk"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"A local, stateful implementation of the Payment Transactions Service: every endpoint,\n"
        "SQLite storage, a double-entry ledger, idempotency, a hosted checkout page and signed\n"
        "webhooks with retries. When ready it prints one line to stdout:\n"
        "  ready url=http://HOST:PORT api_key=KEY [webhook_secret=whsec_...]\n"
        "Test cards on the checkout page: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is\n"
        "declined. A charge whose amount ends in 02 minor units is declined."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption hostOpt(u"host"_s,
                                     u"Address to listen on (default 127.0.0.1). Anything but"
                                     " loopback exposes the sandbox to the network."_s,
                                     u"address"_s, u"127.0.0.1"_s);
    const QCommandLineOption portOpt(u"port"_s, u"Port to listen on; 0 picks a free one."_s,
                                     u"port"_s, u"8080"_s);
    const QCommandLineOption dataOpt(
        u"data"_s,
        u"Data directory (SQLite database, generated key). Default: %1"_s.arg(
            QDir::toNativeSeparators(
                QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))),
        u"dir"_s);
    const QCommandLineOption memOpt(u"in-memory"_s,
                                    u"Keep everything in memory; nothing is written to disk."_s);
    const QCommandLineOption seedOpt(u"seed"_s,
                                     u"Make N demo transactions over the last 90 days when the"
                                     " store is empty."_s,
                                     u"N"_s);
    const QCommandLineOption seedValueOpt(u"seed-value"_s,
                                          u"Random seed for --seed; the same value (and"
                                          " --seed-end) gives the same data. Default 42."_s,
                                          u"S"_s, u"42"_s);
    const QCommandLineOption seedEndOpt(u"seed-end"_s,
                                        u"End of the seeded 90 days as Unix seconds (default:"
                                        " now)."_s,
                                        u"secs"_s);
    const QCommandLineOption keyOpt(u"api-key"_s,
                                    u"Accept this sandbox key (repeatable). Without one, a key"
                                    " is generated and kept in the data directory. Other users"
                                    " see it in the process list: prefer --api-key-file or"
                                    " PAYDESK_SANDBOX_API_KEY."_s,
                                    u"KEY"_s);
    const QCommandLineOption keyFileOpt(u"api-key-file"_s,
                                        u"Accept the sandbox keys in FILE, one a line"
                                        " (repeatable). The environment variable"
                                        " PAYDESK_SANDBOX_API_KEY may hold one more."_s,
                                        u"FILE"_s);
    const QCommandLineOption hookOpt(u"webhook-url"_s,
                                     u"Deliver webhooks to this URL (repeatable)."_s, u"URL"_s);
    const QCommandLineOption hookSecretOpt(u"webhook-secret"_s,
                                           u"Signing secret (whsec_...) for the --webhook-url at"
                                           " the same position; generated when missing. Other"
                                           " users see it in the process list: prefer"
                                           " --webhook-secret-file."_s,
                                           u"whsec"_s);
    const QCommandLineOption hookSecretFileOpt(
        u"webhook-secret-file"_s,
        u"Read the signing secret for the --webhook-url at the same position (counting"
        " --webhook-secret and --webhook-secret-file together) from FILE. The environment"
        " variable PAYDESK_SANDBOX_WEBHOOK_SECRET may hold one more, for the next"
        " --webhook-url."_s,
        u"FILE"_s);
    const QCommandLineOption allowHostOpt(
        u"allow-webhook-host"_s,
        u"Also deliver webhooks to this host name, IP address or CIDR (repeatable). Without"
        " it, webhooks go to loopback addresses only; link-local, unspecified, multicast and"
        " broadcast addresses, and this sandbox itself, never."_s,
        u"host-or-CIDR"_s);
    const QCommandLineOption retryOpt(u"retry-schedule"_s,
                                      u"Delays between webhook attempts (default"
                                      " 5s,5m,30m,2h,5h,10h)."_s,
                                      u"list"_s, u"5s,5m,30m,2h,5h,10h"_s);
    const QCommandLineOption faultOpt(u"fault-rate"_s,
                                      u"Share (0 to 1) of API POSTs that fail: half with a 500"
                                      " before anything is stored, half by dropping the"
                                      " connection after the commit."_s,
                                      u"R"_s, u"0"_s);
    const QCommandLineOption latencyOpt(u"latency"_s, u"Delay every response by MS ms."_s, u"MS"_s,
                                        u"0"_s);
    const QCommandLineOption rateOpt(u"rate-limit"_s,
                                     u"Requests per second per key; over it, 429 with"
                                     " Retry-After. 0 (default) is off."_s,
                                     u"N"_s, u"0"_s);
    const QCommandLineOption ttlOpt(u"session-ttl"_s,
                                    u"Lifetime of redirect sessions in seconds (default 86400)."_s,
                                    u"secs"_s, u"86400"_s);
    const QCommandLineOption settleOpt(u"settlement-days"_s,
                                       u"Days after which a day's captured money, net of fees"
                                       " and refunds, settles to the bank (default 2)."_s,
                                       u"N"_s, u"2"_s);
    const QCommandLineOption idleOpt(u"idle-timeout"_s,
                                     u"Close a connection whose request has not arrived whole"
                                     " (its headers within SECS seconds of their first byte, its"
                                     " body without a pause that long) with a 408, and one idle"
                                     " that long. Never while a request waits for its answer."
                                     " Default 30."_s,
                                     u"SECS"_s, u"30"_s);
    const QCommandLineOption maxConnOpt(u"max-connections"_s,
                                        u"Connections open at once; one more is answered 503 and"
                                        " closed. Default 128."_s,
                                        u"N"_s, u"128"_s);
    const QCommandLineOption hookTimeoutOpt(
        u"webhook-timeout"_s,
        u"A webhook attempt fails unless answered with a 2xx within MS milliseconds (default"
        " 10000). An attempt's claim on its delivery lasts three times as long: an instance"
        " that dies mid-attempt leaves it to the others on the database then."_s,
        u"MS"_s, u"10000"_s);
    const QCommandLineOption hookConcurrencyOpt(
        u"webhook-concurrency"_s,
        u"Webhook attempts this instance makes at once (default 16); 0: it makes none, and"
        " the other instances on its database deliver its events."_s,
        u"N"_s, u"16"_s);
    const QCommandLineOption merchantsOpt(
        u"merchants"_s,
        u"Hold at least N merchants (default 1), each with its own key, data, ledger, webhook"
        " endpoints and settlement, and each seeded by --seed. The first merchant's key is"
        " api_key= of the ready line, the others' api_key_2= ... (kept in the data directory)."_s,
        u"N"_s, u"1"_s);
    const QCommandLineOption adminKeyFileOpt(
        u"admin-key-file"_s,
        u"Read the admin key from FILE (owner-only; never on the command line): it may only"
        " create merchants, POST /sandbox/v1/merchants. Or give it in the environment"
        " variable PAYDESK_SANDBOX_ADMIN_KEY."_s,
        u"FILE"_s);
    const QCommandLineOption databaseOpt(
        u"database"_s,
        u"Keep the store in this PostgreSQL database (postgresql://user@host:port/name, or"
        " \"host=... dbname=...\") instead of SQLite. The data directory keeps only the key"
        " files."_s,
        u"URL"_s);
    parser.addOption(databaseOpt);
    parser.addOptions({hostOpt,       portOpt,           dataOpt,        memOpt,     seedOpt,
                       seedValueOpt,  seedEndOpt,        keyOpt,         keyFileOpt, hookOpt,
                       hookSecretOpt, hookSecretFileOpt, allowHostOpt,   retryOpt,   faultOpt,
                       latencyOpt,    rateOpt,           ttlOpt,         settleOpt,  idleOpt,
                       maxConnOpt,    merchantsOpt,      adminKeyFileOpt});
    parser.addOptions({hookTimeoutOpt, hookConcurrencyOpt});
    parser.process(app);

    SandboxOptions options;
    options.host = QHostAddress(parser.value(hostOpt));
    if (options.host.isNull())
        die(u"--host: not an IP address: %1"_s.arg(parser.value(hostOpt)));
    if (!options.host.isLoopback())
        std::fprintf(stderr,
                     "paydesk-sandbox: warning: listening on %s, not loopback: anyone who can"
                     " reach this address can use the sandbox's API.\n",
                     qPrintable(options.host.toString()));
    bool ok = false;
    const int port = parser.value(portOpt).toInt(&ok);
    if (!ok || port < 0 || port > 65535)
        die(u"--port: expected 0 to 65535"_s);
    options.port = quint16(port);
    if (parser.isSet(memOpt) && parser.isSet(dataOpt))
        die(u"--data and --in-memory exclude each other"_s);
    if (!parser.isSet(memOpt)) {
        options.dataDir = parser.isSet(dataOpt)
                              ? parser.value(dataOpt)
                              : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        // A directory that exists is used as it is (--data /tmp must not become 0700); one made
        // here is the owner's alone. The key files are 0600 either way.
        if (!QFileInfo(options.dataDir).isDir()) {
            if (!QDir().mkpath(options.dataDir))
                die(u"cannot create %1"_s.arg(options.dataDir));
            QFile::setPermissions(options.dataDir, QFileDevice::ReadOwner |
                                                       QFileDevice::WriteOwner |
                                                       QFileDevice::ExeOwner);
        }
    }
    options.database = parser.value(databaseOpt);
    // libpq reads PGPASSWORD and ~/.pgpass by itself.
    if (!QUrl(options.database).password().isEmpty() ||
        options.database.contains(u"password="_s, Qt::CaseInsensitive))
        warn(u"--database with a password shows it to every user of this machine (ps); use"
             " ~/.pgpass or PGPASSWORD"_s);
    if (parser.isSet(seedOpt)) {
        options.seedCount = parser.value(seedOpt).toLongLong(&ok);
        if (!ok || options.seedCount < 0 || options.seedCount > 50'000'000)
            die(u"--seed: expected 0 to 50000000"_s);
    }
    options.seedValue = parser.value(seedValueOpt).toULongLong(&ok);
    if (!ok)
        die(u"--seed-value: expected an unsigned integer"_s);
    if (parser.isSet(seedEndOpt)) {
        options.seedEndSecs = parser.value(seedEndOpt).toLongLong(&ok);
        if (!ok || options.seedEndSecs <= 90 * 86400)
            die(u"--seed-end: expected Unix seconds"_s);
    }
    options.settlementDays = parser.value(settleOpt).toInt(&ok);
    if (!ok || options.settlementDays < 0 || options.settlementDays > 365)
        die(u"--settlement-days: expected 0 to 365"_s);
    const auto schedule = parseSchedule(parser.value(retryOpt));
    if (!schedule)
        die(u"--retry-schedule: expected a list like 5s,5m,30m,2h"_s);
    options.retryScheduleSeconds = *schedule;
    options.faultRate = parser.value(faultOpt).toDouble(&ok);
    if (!ok || options.faultRate < 0 || options.faultRate > 1)
        die(u"--fault-rate: expected a number from 0 to 1"_s);
    options.latencyMs = parser.value(latencyOpt).toInt(&ok);
    if (!ok || options.latencyMs < 0 || options.latencyMs > 600000)
        die(u"--latency: expected milliseconds from 0 to 600000"_s);
    options.rateLimitPerSecond = parser.value(rateOpt).toInt(&ok);
    if (!ok || options.rateLimitPerSecond < 0)
        die(u"--rate-limit: expected a non-negative integer"_s);
    options.sessionTtlSeconds = parser.value(ttlOpt).toInt(&ok);
    if (!ok || options.sessionTtlSeconds < 1)
        die(u"--session-ttl: expected a positive number of seconds"_s);
    const int idleSecs = parser.value(idleOpt).toInt(&ok);
    if (!ok || idleSecs < 1 || idleSecs > 3600)
        die(u"--idle-timeout: expected seconds from 1 to 3600"_s);
    options.idleTimeoutMs = idleSecs * 1000;
    options.maxConnections = parser.value(maxConnOpt).toInt(&ok);
    if (!ok || options.maxConnections < 1 || options.maxConnections > 10000)
        die(u"--max-connections: expected 1 to 10000"_s);
    options.webhookTimeoutMs = parser.value(hookTimeoutOpt).toInt(&ok);
    if (!ok || options.webhookTimeoutMs < 100 || options.webhookTimeoutMs > 600000)
        die(u"--webhook-timeout: expected milliseconds from 100 to 600000"_s);
    options.maxConcurrentDeliveries = parser.value(hookConcurrencyOpt).toInt(&ok);
    if (!ok || options.maxConcurrentDeliveries < 0 || options.maxConcurrentDeliveries > 1000)
        die(u"--webhook-concurrency: expected 0 to 1000"_s);

    // Secrets on the command line are in every user's process list (ps, /proc/PID/cmdline);
    // files and the environment are the owner's. The command line still works, with a warning.
    options.apiKeys = parser.values(keyOpt);
    if (!options.apiKeys.isEmpty())
        warn(u"--api-key shows the key to every user of this machine (ps); use --api-key-file"
             " FILE or the environment variable PAYDESK_SANDBOX_API_KEY instead"_s);
    for (const QString &file : parser.values(keyFileOpt))
        options.apiKeys += readSecretLines(u"--api-key-file"_s, file);
    const QString envKey = qEnvironmentVariable("PAYDESK_SANDBOX_API_KEY").trimmed();
    if (!envKey.isEmpty())
        options.apiKeys << envKey;
    for (const QString &k : std::as_const(options.apiKeys)) {
        if (apiKeyEnvironment(k) != KeyEnvironment::Test)
            die(u"--api-key: the sandbox accepts only sandbox keys shaped <prefix>_test_<secret>"_s);
    }
    QString printedKey;
    if (options.apiKeys.isEmpty()) {
        printedKey = options.dataDir.isEmpty()
                         ? generateApiKey()
                         : readOrCreateSecretFile(QDir(options.dataDir).filePath(u"api_key"_s),
                                                  generateApiKey);
        options.apiKeys << printedKey;
    } else {
        printedKey = options.apiKeys.constFirst();
    }

    options.merchants = parser.value(merchantsOpt).toInt(&ok);
    if (!ok || options.merchants < 1 || options.merchants > 1000)
        die(u"--merchants: expected 1 to 1000"_s);
    QStringList printedMerchantKeys;
    for (int i = 2; i <= options.merchants; ++i) {
        const QString key =
            options.dataDir.isEmpty()
                ? generateApiKey()
                : readOrCreateSecretFile(QDir(options.dataDir).filePath(u"api_key_%1"_s.arg(i)),
                                         generateApiKey);
        options.merchantKeys << key;
        printedMerchantKeys << u"api_key_%1=%2"_s.arg(i).arg(key);
    }
    const QString envAdminKey = qEnvironmentVariable("PAYDESK_SANDBOX_ADMIN_KEY").trimmed();
    if (parser.isSet(adminKeyFileOpt) && !envAdminKey.isEmpty())
        die(u"--admin-key-file and PAYDESK_SANDBOX_ADMIN_KEY both give an admin key: give one"_s);
    if (!envAdminKey.isEmpty()) {
        options.adminKey = envAdminKey;
        if (options.adminKey.size() < 16 || options.adminKey.contains(QRegularExpression(u"\\s"_s)))
            die(u"PAYDESK_SANDBOX_ADMIN_KEY must hold one key of at least 16 characters, without"
                " spaces"_s);
        if (options.apiKeys.contains(options.adminKey) ||
            options.merchantKeys.contains(options.adminKey))
            die(u"PAYDESK_SANDBOX_ADMIN_KEY: the admin key must differ from every merchant's"
                " key"_s);
    }
    if (parser.isSet(adminKeyFileOpt)) {
        // The admin key makes merchants in a shared sandbox: a file others can read, or one
        // without a key, is refused rather than used.
        const QString path = parser.value(adminKeyFileOpt);
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            die(u"--admin-key-file: cannot read %1: %2"_s.arg(path, f.errorString()));
        if (f.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther |
                               QFileDevice::WriteGroup | QFileDevice::WriteOther))
            die(u"--admin-key-file: %1 may be read or written by other users; chmod 600 it"_s.arg(
                path));
        options.adminKey = QString::fromUtf8(f.readAll()).trimmed();
        if (options.adminKey.isEmpty())
            die(u"--admin-key-file: %1 is empty"_s.arg(path));
        if (options.adminKey.size() < 16 || options.adminKey.contains(QRegularExpression(u"\\s"_s)))
            die(u"--admin-key-file: %1 must hold one key of at least 16 characters, without"
                " spaces"_s.arg(path));
        if (options.apiKeys.contains(options.adminKey) ||
            options.merchantKeys.contains(options.adminKey))
            die(u"--admin-key-file: the admin key must differ from every merchant's key"_s);
    }

    options.allowedWebhookHosts = parser.values(allowHostOpt);
    for (const QString &entry : std::as_const(options.allowedWebhookHosts)) {
        QString error;
        if (!WebhookDestinations::parseRule(entry, &error))
            die(u"--allow-webhook-host: "_s + error);
    }
    WebhookDestinations destinations(options.allowedWebhookHosts, options.host);
    destinations.setListenPort(options.port);

    const QStringList urls = parser.values(hookOpt);
    // --webhook-secret and --webhook-secret-file count together, in the order given.
    QStringList secrets;
    {
        const QStringList given = parser.values(hookSecretOpt);
        const QStringList files = parser.values(hookSecretFileOpt);
        qsizetype nextGiven = 0, nextFile = 0;
        const QStringList names = parser.optionNames();
        for (const QString &name : names) {
            if (name == hookSecretOpt.names().constFirst())
                secrets << given.value(nextGiven++);
            else if (name == hookSecretFileOpt.names().constFirst())
                secrets << readSecretLines(u"--webhook-secret-file"_s, files.value(nextFile++))
                               .constFirst();
        }
        if (!given.isEmpty())
            warn(u"--webhook-secret shows the secret to every user of this machine (ps); use"
                 " --webhook-secret-file FILE instead"_s);
    }
    // One more, for the next --webhook-url, like PAYDESK_SANDBOX_API_KEY's one more key.
    const QString envSecret = qEnvironmentVariable("PAYDESK_SANDBOX_WEBHOOK_SECRET").trimmed();
    if (!envSecret.isEmpty()) {
        if (secrets.size() >= urls.size())
            warn(u"PAYDESK_SANDBOX_WEBHOOK_SECRET is not used: no --webhook-url is left without"
                 " a secret"_s);
        else
            secrets << envSecret;
    }
    if (secrets.size() > urls.size())
        die(u"--webhook-secret given without a --webhook-url"_s);
    QStringList generatedSecrets;
    for (qsizetype i = 0; i < urls.size(); ++i) {
        const QUrl url(urls[i], QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s) ||
            url.host().isEmpty())
            die(u"--webhook-url: not an http(s) URL: %1"_s.arg(
                WebhookDestinations::shown(urls[i])));
        // What the text refuses already; the addresses are checked at each delivery.
        if (const auto refused = destinations.refuseUrl(url))
            die(u"--webhook-url %1 %2"_s.arg(WebhookDestinations::shown(url), *refused));
        QString secret = i < secrets.size() ? secrets[i] : QString();
        if (secret.isEmpty()) {
            // Kept per URL in the data dir, so that events still in the outbox are signed with
            // the secret the endpoint was told about.
            const QString file =
                u"webhook_secret_"_s +
                QString::fromLatin1(
                    QCryptographicHash::hash(url.toString().toUtf8(), QCryptographicHash::Sha256)
                        .toHex()
                        .left(16));
            secret = options.dataDir.isEmpty()
                         ? paydesk::generateWebhookSecret()
                         : readOrCreateSecretFile(QDir(options.dataDir).filePath(file),
                                                  paydesk::generateWebhookSecret);
            generatedSecrets << secret;
        } else if (!paydesk::isUsableWebhookSecret(secret)) {
            die(u"--webhook-secret: expected whsec_ followed by base64 of 24 to 64 bytes"_s);
        }
        options.webhooks << WebhookEndpoint{url, secret};
    }

    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) != 0)
        die(u"cannot create the signal pipe"_s);
    struct sigaction sa = {};
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    ::signal(SIGPIPE, SIG_IGN);

    SandboxService service;
    QSocketNotifier notifier(signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &app, [&] {
        char c;
        [[maybe_unused]] auto n = ::read(signalPipe[0], &c, 1);
        qCInfo(lcSandbox) << "shutting down";
        service.stop();
        app.quit();
    });
    QObject::connect(&service, &SandboxService::failed, &app, [](const QString &error) {
        std::fprintf(stderr, "paydesk-sandbox: %s\n", qPrintable(error));
        std::fflush(stderr);
        QCoreApplication::exit(1);
    });
    QObject::connect(&service, &SandboxService::seedProgress, &app, [](qint64 done, qint64 total) {
        std::fprintf(stderr, "seeding: %lld of %lld\n", static_cast<long long>(done),
                     static_cast<long long>(total));
    });
    QObject::connect(&service, &SandboxService::ready, &app, [&](const QUrl &url) {
        QByteArray line =
            "ready url=" + url.toString().toUtf8() + " api_key=" + printedKey.toUtf8();
        for (const QString &s : std::as_const(generatedSecrets))
            line += " webhook_secret=" + s.toUtf8();
        for (const QString &k : std::as_const(printedMerchantKeys))
            line += ' ' + k.toUtf8();
        std::fprintf(stdout, "%s\n", line.constData());
        std::fflush(stdout);
        std::fprintf(stderr, "paydesk-sandbox %s: %s, data %s, merchant %s\n", PAYDESK_VERSION,
                     qPrintable(url.toString()),
                     qPrintable(options.dataDir.isEmpty() ? u"in memory"_s : options.dataDir),
                     qPrintable(service.merchantId()));
    });
    service.start(options);
    return app.exec();
}
