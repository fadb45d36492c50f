#include "transactionsexportcommand.h"

#include "api/environment.h"
#include "cli.h"
#include "cliconnection.h"
#include "clilogging.h"
#include "console.h"
#include "export/transactioncsvexporter.h"
#include "localsandboxhost.h"
#include "models/transactionfilter.h"
#include "profiles/appsettings.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

std::optional<QDate> parseDate(const QString &text)
{
    static const QRegularExpression re(u"^\\d{4}-\\d{2}-\\d{2}$"_s);
    if (!re.match(text).hasMatch())
        return std::nullopt;
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!date.isValid())
        return std::nullopt;
    return date;
}

} // namespace

TransactionsExportCommand::TransactionsExportCommand(Console &console, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_ownedProfiles(std::make_unique<profiles::ProfileStore>(profiles::userSettingsPath()))
    , m_keychain(std::make_unique<profiles::KeychainSecretStore>())
    , m_profiles(m_ownedProfiles.get())
    , m_secrets(m_keychain.get())
{}

TransactionsExportCommand::TransactionsExportCommand(Console &console,
                                                     profiles::ProfileStore &profiles,
                                                     profiles::SecretStore &secrets,
                                                     QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_profiles(&profiles)
    , m_secrets(&secrets)
{}

TransactionsExportCommand::~TransactionsExportCommand()
{
    m_exporter.reset(); // discards an unfinished file
    m_connection.reset();
}

QString TransactionsExportCommand::usage()
{
    return tr("  export transactions --profile NAME [--status S,...] [--from DATE] [--to DATE]\n"
              "                      [--gateway G] [--currency CUR] [--search TEXT]\n"
              "                      --format csv --output FILE|-\n"
              "      Every transaction the filters match, as CSV with exact amounts. Dates\n"
              "      are UTC days, YYYY-MM-DD, both included. \"-\" writes to stdout.\n");
}

void TransactionsExportCommand::start(const QStringList &arguments)
{
    QStringList args = arguments;
    if (args.value(0) == u"transactions"_s)
        args.removeFirst();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes every transaction of a profile that the filters match to a CSV file."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    const QCommandLineOption profileOpt(u"profile"_s, tr("The profile's name."), u"NAME"_s);
    const QCommandLineOption statusOpt(
        u"status"_s, tr("Only these statuses, separated by commas (captured, failed, ...)."),
        u"S,..."_s);
    const QCommandLineOption fromOpt(u"from"_s, tr("From this UTC day on, YYYY-MM-DD."), u"DATE"_s);
    const QCommandLineOption toOpt(u"to"_s, tr("Up to and including this UTC day, YYYY-MM-DD."),
                                   u"DATE"_s);
    const QCommandLineOption gatewayOpt(u"gateway"_s, tr("Only this gateway."), u"G"_s);
    const QCommandLineOption currencyOpt(u"currency"_s, tr("Only this currency."), u"CUR"_s);
    const QCommandLineOption searchOpt(
        u"search"_s, tr("A transaction id, or the start of a merchant_ref."), u"TEXT"_s);
    const QCommandLineOption formatOpt(u"format"_s, tr("csv."), u"FORMAT"_s);
    const QCommandLineOption outputOpt(u"output"_s, tr("The file to write, or - for stdout."),
                                       u"FILE"_s);
    parser.addOptions({profileOpt, statusOpt, fromOpt, toOpt, gatewayOpt, currencyOpt, searchOpt,
                       formatOpt, outputOpt});
    if (!parser.parse(QStringList{u"paydesk export transactions"_s} + args))
        return fail(parser.errorText(), ExitUsage);
    if (parser.isSet(u"help"_s)) {
        m_console.out() << parser.helpText() << Qt::flush;
        return done(ExitOk);
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("Unexpected argument \"%1\".").arg(parser.positionalArguments().first()),
                    ExitUsage);
    for (const auto *required : {&profileOpt, &formatOpt, &outputOpt}) {
        if (!parser.isSet(*required))
            return fail(tr("--%1 is required.\n%2").arg(required->names().constFirst(), usage()),
                        ExitUsage);
    }
    if (parser.value(formatOpt).trimmed().toLower() != u"csv"_s)
        return fail(tr("--format: transactions are exported as csv, not \"%1\".")
                        .arg(parser.value(formatOpt)),
                    ExitUsage);

    api::TransactionQuery query;
    query.limit = 100;
    if (parser.isSet(statusOpt)) {
        const QStringList known = models::filterableStatuses();
        for (const QString &s : parser.value(statusOpt).split(u',', Qt::SkipEmptyParts)) {
            const QString status = s.trimmed().toLower();
            if (status.isEmpty() || query.statuses.contains(status))
                continue;
            if (!known.contains(status))
                return fail(tr("--status: \"%1\" is not a status; use %2.")
                                .arg(status, known.join(u", "_s)),
                            ExitUsage);
            query.statuses << status;
        }
    }
    for (const auto *opt : {&fromOpt, &toOpt}) {
        if (!parser.isSet(*opt))
            continue;
        const auto date = parseDate(parser.value(*opt));
        if (!date)
            return fail(tr("--%1: \"%2\" is not a date of the form YYYY-MM-DD.")
                            .arg(opt->names().constFirst(), parser.value(*opt)),
                        ExitUsage);
        if (opt == &fromOpt)
            query.createdFrom = *date;
        else
            query.createdTo = date->addDays(1); // the service's end is exclusive
    }
    if (query.createdFrom && query.createdTo && *query.createdFrom >= *query.createdTo)
        return fail(tr("--from is after --to."), ExitUsage);
    if (parser.isSet(gatewayOpt)) {
        query.gateway = parser.value(gatewayOpt).trimmed().toLower();
        if (!models::isGatewayName(query.gateway))
            return fail(tr("--gateway: \"%1\" is not a gateway name (a to z, 0 to 9 and _, at "
                           "most 32).")
                            .arg(parser.value(gatewayOpt)),
                        ExitUsage);
    }
    if (parser.isSet(currencyOpt)) {
        query.currency = parser.value(currencyOpt).trimmed().toUpper();
        if (!models::isCurrencyCode(query.currency))
            return fail(tr("--currency: \"%1\" is not a three-letter currency code.")
                            .arg(parser.value(currencyOpt)),
                        ExitUsage);
    }
    query.search = parser.value(searchOpt).trimmed();

    const QString output = parser.value(outputOpt);
    const bool toStdout = output == u"-"_s;
    QString fileName;
    if (!toStdout) {
        const QFileInfo info(output);
        if (info.fileName().isEmpty() || info.isDir())
            return fail(tr("--output: \"%1\" is a folder; name a file.")
                            .arg(QDir::toNativeSeparators(output)),
                        ExitUsage);
        if (!info.absoluteDir().exists())
            return fail(tr("--output: the folder %1 does not exist.")
                            .arg(QDir::toNativeSeparators(info.absolutePath())));
        fileName = info.absoluteFilePath();
    }

    m_profiles->ensureDefaults();
    const auto profile = m_profiles->findByName(parser.value(profileOpt));
    if (!profile)
        return fail(tr("There is no profile named \"%1\". `paydesk profiles list` shows them.")
                        .arg(parser.value(profileOpt)));

    m_connection = std::make_unique<session::ProfileConnection>(m_secrets);
    CliConnection::prepare(*m_connection, m_keychain.get(), m_console);
    if (!m_localDataDir.isEmpty())
        m_connection->localSandbox()->setDataDir(m_localDataDir);
    if (m_localSeedCount)
        m_connection->localSandbox()->setSeedCount(*m_localSeedCount);
    connect(m_connection.get(), &session::ProfileConnection::failed, this,
            [this, profile = *profile](const session::ProfileConnection::Failure &failure) {
                fail(CliConnection::failureText(profile, failure));
            });
    connect(m_connection.get(), &session::ProfileConnection::ready, this,
            [this, query, fileName, toStdout](api::ApiClient *client) {
                m_exporter = std::make_unique<exporting::TransactionCsvExporter>(client);
                connect(
                    m_exporter.get(), &exporting::TransactionCsvExporter::finished, this,
                    [this, fileName, toStdout](bool ok, const QString &error) {
                        if (!ok)
                            return fail(error);
                        const qint64 rows = m_exporter->rowsWritten();
                        if (toStdout)
                            m_console.err()
                                << tr("Exported %n transaction(s).", nullptr,
                                      int(std::min<qint64>(rows, std::numeric_limits<int>::max())))
                                << Qt::endl;
                        else
                            m_console.out()
                                << tr("Wrote %1: %n transaction(s).", nullptr,
                                      int(std::min<qint64>(rows, std::numeric_limits<int>::max())))
                                       .arg(QDir::toNativeSeparators(fileName))
                                << Qt::endl;
                        done(ExitOk);
                    });
                if (toStdout) {
                    m_exporter->startOnDevice(query, m_console.outDevice());
                } else {
                    m_exporter->start(query, fileName);
                }
            });
    m_connection->open(*profile);
}

void TransactionsExportCommand::fail(const QString &message, int exitCode)
{
    if (m_done)
        return;
    m_console.err() << api::redactSecrets(message).trimmed() << Qt::endl;
    done(exitCode);
}

void TransactionsExportCommand::done(int exitCode)
{
    if (std::exchange(m_done, true))
        return;
    qCDebug(lcCli) << "export transactions finished with" << exitCode;
    if (m_exporter && m_exporter->isRunning())
        m_exporter->cancel();
    QMetaObject::invokeMethod(
        this, [this, exitCode] { Q_EMIT finished(exitCode); }, Qt::QueuedConnection);
}

} // namespace paydesk::cli
