#include "trialbalancecommand.h"

#include "api/apiclient.h"
#include "cli.h"
#include "clilogging.h"
#include "console.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

TrialBalanceCommand::~TrialBalanceCommand()
{
    // The model cancels its requests, the exporter finishes its file, then the sandbox stops.
    m_model.reset();
    m_exporter.reset();
}

QString TrialBalanceCommand::usage()
{
    return tr("  export trial-balance --profile NAME --date YYYY-MM-DD [--currency CUR]\n"
              "                       [--compare-date YYYY-MM-DD] [--include-zero]\n"
              "                       --format csv|xlsx|pdf\n"
              "                       --output FILE|-\n"
              "      The trial balance of a profile at the end of a day (UTC), optionally\n"
              "      beside the balances of a second day, written as CSV, XLSX or PDF.\n"
              "      The currency defaults to USD; --include-zero lists accounts with a\n"
              "      zero balance too. The local sandbox is started for it.\n"
              "      Exits with 3 when the file is written but debits and credits differ.\n"
              "      \"-\" writes the file to stdout (and what is said about it to stderr).\n");
}

void TrialBalanceCommand::start(const QStringList &arguments)
{
    const QCommandLineOption dateOpt(
        u"date"_s, tr("The day, YYYY-MM-DD: balances at its end (UTC)."), u"DATE"_s);
    const QCommandLineOption currencyOpt(u"currency"_s, tr("The currency (default USD)."),
                                         u"CUR"_s);
    const QCommandLineOption compareOpt(
        u"compare-date"_s, tr("A second day, YYYY-MM-DD, whose balances stand beside."), u"DATE"_s);
    const QCommandLineOption zeroOpt(u"include-zero"_s,
                                     tr("Lists the accounts with a zero balance too."));
    ExportOptions options(
        u"trial-balance"_s,
        tr("Writes the trial balance of a profile as of a day to a CSV, XLSX or PDF file."),
        {dateOpt, currencyOpt, compareOpt, zeroOpt}, tr("csv, xlsx or pdf."),
        tr("The file to write, or - for stdout."));
    if (!readOptions(options, arguments, usage(), {dateOpt}))
        return;
    const QCommandLineParser &parser = options.parser();

    Request request;
    const auto date = parseIsoDate(parser.value(dateOpt));
    if (!date)
        return fail(
            tr("--date: \"%1\" is not a date of the form YYYY-MM-DD.").arg(parser.value(dateOpt)),
            ExitUsage);
    request.date = *date;
    if (parser.isSet(compareOpt)) {
        const auto compare = parseIsoDate(parser.value(compareOpt));
        if (!compare)
            return fail(tr("--compare-date: \"%1\" is not a date of the form YYYY-MM-DD.")
                            .arg(parser.value(compareOpt)),
                        ExitUsage);
        request.compareDate = *compare;
    }
    request.includeZero = parser.isSet(zeroOpt);
    if (!readReportTarget(options, &currencyOpt, u"trial-balance"_s, &request))
        return;
    m_request = request;
    connectTo(request.profile);
}

void TrialBalanceCommand::connected(api::ApiClient *client)
{
    m_model = std::make_unique<ledger::TrialBalanceModel>();
    m_model->setClient(client);
    m_model->setIncludeZero(m_request.includeZero);
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
    lookUpMerchantId(client, [this] { maybeExport(); });
}

void TrialBalanceCommand::maybeExport()
{
    if (hasEnded() || !m_loaded || !merchantId() || m_exporter)
        return;
    const ledger::ExportMetadata meta = reportMetadata(m_request);
    const ledger::TrialBalanceReport report = m_model->report();
    m_exporter = std::make_unique<ledger::TrialBalanceExporter>();
    connect(m_exporter.get(), &ledger::TrialBalanceExporter::finished, this,
            [this, report](const QString &path, const QString &error) {
                if (!error.isEmpty())
                    return fail(error);
                const QLocale locale;
                if (writesToStdout()) {
                    if (!copyToStdout(path, tr("The trial balance")))
                        return;
                    said() << tr("Wrote the trial balance as of %1 in %2 to stdout.")
                                  .arg(report.date().toString(Qt::ISODate), report.currency())
                           << Qt::endl;
                } else {
                    said() << tr("Wrote %1: the trial balance as of %2 in %3.")
                                  .arg(QDir::toNativeSeparators(path),
                                       report.date().toString(Qt::ISODate), report.currency())
                           << Qt::endl;
                }
                if (report.isBalanced() && report.isComparisonBalanced()) {
                    said() << report.balanceText(locale) << Qt::endl;
                    return done(ExitOk);
                }
                // Written, but a month-end script must not take it for a clean result.
                console().err() << tr("Warning: %1").arg(report.balanceText(locale)) << Qt::endl;
                done(ExitUnbalanced);
            });
    m_exporter->start(m_request.format, report, meta, m_request.output);
}

void TrialBalanceCommand::stop()
{
    if (m_model)
        m_model->cancel();
}

} // namespace paydesk::cli
