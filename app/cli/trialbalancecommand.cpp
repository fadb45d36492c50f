#include "trialbalancecommand.h"

#include "api/apiclient.h"
#include "api/environment.h"
#include "cli.h"
#include "cliconnection.h"
#include "clilogging.h"
#include "console.h"
#include "core/currency.h"
#include "ledger/trialbalancemodel.h"
#include "localsandboxhost.h"
#include "profiles/appsettings.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

using profiles::SecretError;
using profiles::SecretKind;

namespace {

// A strict YYYY-MM-DD: "2026-2-1" or "2026-02-30" are mistakes, not dates to guess at.
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

TrialBalanceCommand::TrialBalanceCommand(Console &console, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_ownedProfiles(std::make_unique<profiles::ProfileStore>(profiles::userSettingsPath()))
    , m_keychain(std::make_unique<profiles::KeychainSecretStore>())
    , m_profiles(m_ownedProfiles.get())
    , m_secrets(m_keychain.get())
{}

TrialBalanceCommand::TrialBalanceCommand(Console &console, profiles::ProfileStore &profiles,
                                         profiles::SecretStore &secrets, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_profiles(&profiles)
    , m_secrets(&secrets)
{}

TrialBalanceCommand::~TrialBalanceCommand()
{
    // The model cancels its requests, the exporter finishes its file, the sandbox stops.
    m_model.reset();
    m_exporter.reset();
    m_connection.reset();
}

QString TrialBalanceCommand::usage()
{
    return tr("  export trial-balance --profile NAME --date YYYY-MM-DD [--currency CUR]\n"
              "                       [--compare-date YYYY-MM-DD] --format csv|xlsx|pdf\n"
              "                       --output FILE\n"
              "      The trial balance of a profile at the end of a day (UTC), optionally\n"
              "      beside the balances of a second day, written as CSV, XLSX or PDF.\n"
              "      The currency defaults to USD. The local sandbox is started for it.\n"
              "      Exits with 3 when the file is written but debits and credits differ.\n");
}

void TrialBalanceCommand::start(const QStringList &arguments)
{
    QStringList args = arguments;
    if (args.value(0) == u"trial-balance"_s)
        args.removeFirst();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes the trial balance of a profile as of a day to a CSV, XLSX or PDF file."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    const QCommandLineOption profileOpt(u"profile"_s, tr("The profile's name."), u"NAME"_s);
    const QCommandLineOption dateOpt(
        u"date"_s, tr("The day, YYYY-MM-DD: balances at its end (UTC)."), u"DATE"_s);
    const QCommandLineOption currencyOpt(u"currency"_s, tr("The currency (default USD)."),
                                         u"CUR"_s);
    const QCommandLineOption compareOpt(
        u"compare-date"_s, tr("A second day, YYYY-MM-DD, whose balances stand beside."), u"DATE"_s);
    const QCommandLineOption formatOpt(u"format"_s, tr("csv, xlsx or pdf."), u"FORMAT"_s);
    const QCommandLineOption outputOpt(u"output"_s, tr("The file to write."), u"FILE"_s);
    parser.addOptions({profileOpt, dateOpt, currencyOpt, compareOpt, formatOpt, outputOpt});
    if (!parser.parse(QStringList{u"paydesk export trial-balance"_s} + args))
        return fail(parser.errorText(), ExitUsage);
    if (parser.isSet(u"help"_s)) {
        m_console.out() << parser.helpText() << Qt::flush;
        return done(ExitOk);
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("Unexpected argument \"%1\".").arg(parser.positionalArguments().first()),
                    ExitUsage);
    for (const auto *required : {&profileOpt, &dateOpt, &formatOpt, &outputOpt}) {
        if (!parser.isSet(*required))
            return fail(tr("--%1 is required.\n%2").arg(required->names().constFirst(), usage()),
                        ExitUsage);
    }

    Request request;
    const auto date = parseDate(parser.value(dateOpt));
    if (!date)
        return fail(
            tr("--date: \"%1\" is not a date of the form YYYY-MM-DD.").arg(parser.value(dateOpt)),
            ExitUsage);
    request.date = *date;
    if (parser.isSet(compareOpt)) {
        const auto compare = parseDate(parser.value(compareOpt));
        if (!compare)
            return fail(tr("--compare-date: \"%1\" is not a date of the form YYYY-MM-DD.")
                            .arg(parser.value(compareOpt)),
                        ExitUsage);
        request.compareDate = *compare;
    }
    request.currency =
        parser.isSet(currencyOpt) ? parser.value(currencyOpt).trimmed().toUpper() : u"USD"_s;
    if (!Currency::isKnown(request.currency))
        return fail(tr("--currency: \"%1\" is not an ISO 4217 currency code PayDesk knows.")
                        .arg(parser.value(currencyOpt)),
                    ExitUsage);
    const auto format = ledger::exportFormatFromName(parser.value(formatOpt).trimmed());
    if (!format)
        return fail(
            tr("--format: expected csv, xlsx or pdf, not \"%1\".").arg(parser.value(formatOpt)),
            ExitUsage);
    request.format = *format;
    // The PDF's text needs fonts, which only a QGuiApplication provides.
    if (*format == ledger::ExportFormat::Pdf &&
        !qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return fail(tr("PDF export needs PayDesk's graphical libraries, which this command line "
                       "was started without. Export CSV or XLSX instead."));
    const QFileInfo output(parser.value(outputOpt));
    if (output.fileName().isEmpty() || output.isDir())
        return fail(tr("--output: \"%1\" is a folder; name a file.")
                        .arg(QDir::toNativeSeparators(parser.value(outputOpt))),
                    ExitUsage);
    if (!output.absoluteDir().exists())
        return fail(tr("--output: the folder %1 does not exist.")
                        .arg(QDir::toNativeSeparators(output.absolutePath())));
    request.output = output.absoluteFilePath();

    // The first run of PayDesk, by whatever way, has a working local sandbox profile.
    m_profiles->ensureDefaults();
    const auto profile = m_profiles->findByName(parser.value(profileOpt));
    if (!profile)
        return fail(tr("There is no profile named \"%1\". `paydesk profiles list` shows them.")
                        .arg(parser.value(profileOpt)));
    request.profile = *profile;
    m_request = request;

    m_connection = std::make_unique<session::ProfileConnection>(m_secrets);
    CliConnection::prepare(*m_connection, m_keychain.get(), m_console);
    if (!m_localDataDir.isEmpty())
        m_connection->localSandbox()->setDataDir(m_localDataDir);
    if (m_localSeedCount)
        m_connection->localSandbox()->setSeedCount(*m_localSeedCount);
    connect(m_connection.get(), &session::ProfileConnection::failed, this,
            [this](const session::ProfileConnection::Failure &failure) {
                fail(CliConnection::failureText(m_request.profile, failure));
            });
    connect(m_connection.get(), &session::ProfileConnection::ready, this,
            &TrialBalanceCommand::fetch);
    m_connection->open(*profile);
}

void TrialBalanceCommand::fetch(api::ApiClient *client)
{
    const QString merchantId = m_connection->merchantId();
    m_model = std::make_unique<ledger::TrialBalanceModel>();
    m_model->setClient(client);
    connect(m_model.get(), &ledger::TrialBalanceModel::errorOccurred, this,
            [this](const api::ApiError &error) {
                QString message = error.message();
                const QString advice = error.advice();
                if (!advice.isEmpty())
                    message += u'\n' + advice;
                fail(tr("%1: the trial balance could not be read. %2")
                         .arg(m_request.profile.name, message));
            });
    connect(m_model.get(), &ledger::TrialBalanceModel::loaded, this, [this] {
        m_loaded = true;
        maybeExport();
    });
    qCDebug(lcCli) << "asking for the trial balance as of" << m_request.date;
    m_model->load(m_request.date, m_request.currency, m_request.compareDate);
    if (!merchantId.isEmpty()) {
        m_merchantId = merchantId;
    } else {
        // Only for the file's heading: a failure leaves the merchant "unknown".
        ledger::lookUpMerchantId(*client, this, [this](const QString &id) {
            m_merchantId = id;
            maybeExport();
        });
    }
}

void TrialBalanceCommand::maybeExport()
{
    if (m_done || !m_loaded || !m_merchantId || m_exporter)
        return;
    ledger::ExportMetadata meta;
    meta.merchantId = *m_merchantId;
    meta.profileName = m_request.profile.name;
    meta.environment =
        ledger::environmentText(m_request.profile.environment, m_request.profile.localSandbox);
    meta.locale = QLocale();
    const ledger::TrialBalanceReport report = m_model->report();
    m_exporter = std::make_unique<ledger::TrialBalanceExporter>();
    connect(m_exporter.get(), &ledger::TrialBalanceExporter::finished, this,
            [this, report](const QString &path, const QString &error) {
                if (!error.isEmpty())
                    return fail(error);
                const QLocale locale;
                m_console.out() << tr("Wrote %1: the trial balance as of %2 in %3.")
                                       .arg(QDir::toNativeSeparators(path),
                                            report.date().toString(Qt::ISODate), report.currency())
                                << Qt::endl;
                if (report.isBalanced() && report.isComparisonBalanced()) {
                    m_console.out() << report.balanceText(locale) << Qt::endl;
                    return done(ExitOk);
                }
                // Written, but a month-end script must not take it for a clean result.
                m_console.err() << tr("Warning: %1").arg(report.balanceText(locale)) << Qt::endl;
                done(ExitUnbalanced);
            });
    m_exporter->start(m_request.format, report, meta, m_request.output);
}

void TrialBalanceCommand::fail(const QString &message, int exitCode)
{
    if (m_done)
        return;
    // Whatever the text came from, a key in it would not reach the terminal.
    m_console.err() << api::redactSecrets(message).trimmed() << Qt::endl;
    done(exitCode);
}

void TrialBalanceCommand::done(int exitCode)
{
    if (std::exchange(m_done, true))
        return;
    qCDebug(lcCli) << "export trial-balance finished with" << exitCode;
    if (m_model)
        m_model->cancel();
    if (m_connection && m_connection->client())
        m_connection->client()->cancelAll();
    // From the event loop, so that a caller connected after start() hears it.
    QMetaObject::invokeMethod(
        this, [this, exitCode] { Q_EMIT finished(exitCode); }, Qt::QueuedConnection);
}

} // namespace paydesk::cli
