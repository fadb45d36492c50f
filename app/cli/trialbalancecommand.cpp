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
    // The batch cancels its requests, the exporter finishes its file, then the sandbox stops.
    m_batch.reset();
    m_exporter.reset();
}

QString TrialBalanceCommand::usage()
{
    return tr("  export trial-balance --profile NAME --date YYYY-MM-DD [--currency CUR|all]\n"
              "                       [--compare-date YYYY-MM-DD] [--include-zero]\n"
              "                       --format csv|xlsx|pdf\n"
              "                       --output FILE|-\n"
              "      The trial balance of a profile at the end of a day (UTC), optionally\n"
              "      beside the balances of a second day, written as CSV, XLSX or PDF.\n"
              "      The currency defaults to USD; \"all\" writes every currency in use\n"
              "      (a sheet each in XLSX, a section each in PDF, a currency column in\n"
              "      CSV). --include-zero lists accounts with a zero balance too. The\n"
              "      local sandbox is started for it.\n"
              "      Exits with 3 when the file is written but debits and credits differ.\n"
              "      \"-\" writes the file to stdout (and what is said about it to stderr).\n");
}

void TrialBalanceCommand::start(const QStringList &arguments)
{
    const QCommandLineOption dateOpt(
        u"date"_s, tr("The day, YYYY-MM-DD: balances at its end (UTC)."), u"DATE"_s);
    const QCommandLineOption currencyOpt(
        u"currency"_s, tr("The currency (default USD), or \"all\" for every currency in use."),
        u"CUR"_s);
    const QCommandLineOption compareOpt(
        u"compare-date"_s, tr("A second day, YYYY-MM-DD, whose balances stand beside."), u"DATE"_s);
    const QCommandLineOption zeroOpt(u"include-zero"_s,
                                     tr("Lists the accounts with a zero balance too."));
    ExportOptions options(
        u"export trial-balance"_s,
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
    if (!readReportTarget(options, &currencyOpt, u"trial-balance"_s, &request, true))
        return;
    m_request = request;
    connectTo(request.profile);
}

void TrialBalanceCommand::connected(api::ApiClient *client)
{
    m_batch = std::make_unique<ledger::TrialBalanceBatch>();
    connect(m_batch.get(), &ledger::TrialBalanceBatch::failed, this,
            [this](const QString &message) {
                fail(tr("%1: the trial balance could not be read. %2")
                         .arg(m_request.profile.name, message));
            });
    connect(m_batch.get(), &ledger::TrialBalanceBatch::progress, this,
            [](int done, int total, const QString &currency) {
                qCDebug(lcCli) << "asking for the trial balance in" << currency << done + 1 << "of"
                               << total;
            });
    connect(m_batch.get(), &ledger::TrialBalanceBatch::loaded, this, [this] {
        m_loaded = true;
        maybeExport();
    });
    qCDebug(lcCli) << "asking for the trial balance as of" << m_request.date;
    // With --currency all the batch asks which currencies are in use first.
    m_batch->load(client, m_request.date, m_request.compareDate, m_request.includeZero,
                  m_request.allCurrencies ? QStringList() : QStringList{m_request.currency});
    lookUpMerchantId(client, [this] { maybeExport(); });
}

void TrialBalanceCommand::maybeExport()
{
    if (hasEnded() || !m_loaded || !merchantId() || m_exporter)
        return;
    const ledger::ExportMetadata meta = reportMetadata(m_request);
    const QList<ledger::TrialBalanceReport> reports = m_batch->reports();
    QStringList currencies;
    bool balanced = true;
    for (const ledger::TrialBalanceReport &report : reports) {
        currencies << report.currency();
        balanced = balanced && report.isBalanced() && report.isComparisonBalanced();
    }
    m_exporter = std::make_unique<ledger::TrialBalanceExporter>();
    connect(
        m_exporter.get(), &ledger::TrialBalanceExporter::finished, this,
        [this, reports, currencies, balanced](const QString &path, const QString &error) {
            if (!error.isEmpty())
                return fail(error);
            const QLocale locale;
            const QString date = ledger::shortDate(reports.constFirst().date(), locale);
            const QString which = locale.createSeparatedList(currencies);
            if (writesToStdout()) {
                if (!copyToStdout(path, tr("The trial balance")))
                    return;
                said() << tr("Wrote the trial balance as of %1 in %2 to stdout.").arg(date, which)
                       << Qt::endl;
            } else {
                said() << tr("Wrote %1: the trial balance as of %2 in %3.")
                              .arg(QDir::toNativeSeparators(path), date, which)
                       << Qt::endl;
            }
            for (const ledger::TrialBalanceReport &report : reports) {
                const QString line = reports.size() > 1
                                         ? report.currency() + u": "_s + report.balanceText(locale)
                                         : report.balanceText(locale);
                if (report.isBalanced() && report.isComparisonBalanced())
                    said() << line << Qt::endl;
                else // written, but a month-end script must not take it for a clean result
                    console().err() << tr("Warning: %1").arg(line) << Qt::endl;
            }
            done(balanced ? ExitOk : ExitUnbalanced);
        });
    m_exporter->start(m_request.format, reports, meta, m_request.output);
}

void TrialBalanceCommand::stop()
{
    if (m_batch)
        m_batch->cancel();
}

} // namespace paydesk::cli
