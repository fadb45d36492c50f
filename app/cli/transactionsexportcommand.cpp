#include "transactionsexportcommand.h"

#include "cli.h"
#include "console.h"
#include "models/transactionfilter.h"

#include <QDir>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

TransactionsExportCommand::~TransactionsExportCommand() = default; // discards an unfinished file

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
    const QCommandLineOption statusOpt(
        u"status"_s, tr("Only these statuses, separated by commas (captured, failed, ...)."),
        u"S,..."_s);
    const QCommandLineOption fromOpt(u"from"_s, tr("From this UTC day on, YYYY-MM-DD."), u"DATE"_s);
    const QCommandLineOption toOpt(u"to"_s, tr("Up to and including this UTC day, YYYY-MM-DD."),
                                   u"DATE"_s);
    const QCommandLineOption gatewayOpt(u"gateway"_s, tr("Only this gateway."), u"G"_s);
    const QCommandLineOption currencyOpt(u"currency"_s, tr("Only this currency."), u"CUR"_s);
    const QCommandLineOption searchOpt(u"search"_s,
                                       tr("A whole transaction id, or text in the merchant_ref, "
                                          "description or id (any case; 1 or 2 "
                                          "characters match the start of the merchant_ref)."),
                                       u"TEXT"_s);
    ExportOptions options(
        u"transactions"_s,
        tr("Writes every transaction of a profile that the filters match to a CSV file."),
        {statusOpt, fromOpt, toOpt, gatewayOpt, currencyOpt, searchOpt}, tr("csv."),
        tr("The file to write, or - for stdout."));
    if (!readOptions(options, arguments, usage()))
        return;
    const QCommandLineParser &parser = options.parser();
    if (options.format().trimmed().toLower() != u"csv"_s)
        return fail(
            tr("--format: transactions are exported as csv, not \"%1\".").arg(options.format()),
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
        const auto date = parseIsoDate(parser.value(*opt));
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
    if (const auto problem = options.checkOutput(true, &m_fileName))
        return fail(*problem);

    const auto profile = findProfile(options.profileName());
    if (!profile)
        return;
    m_query = query;
    connectTo(*profile);
}

void TransactionsExportCommand::connected(api::ApiClient *client)
{
    m_exporter = std::make_unique<exporting::TransactionCsvExporter>(client);
    connect(m_exporter.get(), &exporting::TransactionCsvExporter::finished, this,
            [this](bool ok, const QString &error) {
                if (!ok)
                    return fail(error);
                const int rows = int(
                    std::min<qint64>(m_exporter->rowsWritten(), std::numeric_limits<int>::max()));
                if (m_fileName.isEmpty())
                    console().err() << tr("Exported %n transaction(s).", nullptr, rows) << Qt::endl;
                else
                    console().out() << tr("Wrote %1: %n transaction(s).", nullptr, rows)
                                           .arg(QDir::toNativeSeparators(m_fileName))
                                    << Qt::endl;
                done(ExitOk);
            });
    if (m_fileName.isEmpty())
        m_exporter->startOnDevice(m_query, console().outDevice());
    else
        m_exporter->start(m_query, m_fileName);
}

void TransactionsExportCommand::stop()
{
    if (m_exporter && m_exporter->isRunning())
        m_exporter->cancel();
}

} // namespace paydesk::cli
