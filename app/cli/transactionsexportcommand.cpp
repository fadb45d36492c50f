#include "transactionsexportcommand.h"

#include "cli.h"
#include "console.h"
#include "models/savedviews.h"
#include "models/transactionfilter.h"
#include "profiles/profilestore.h"

#include <QDir>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

TransactionsExportCommand::~TransactionsExportCommand() = default; // discards an unfinished file

QString TransactionsExportCommand::usage()
{
    return tr("  export transactions --profile NAME [--view VIEW] [--status S,...]\n"
              "                      [--from DATE] [--to DATE] [--gateway G] [--currency CUR]\n"
              "                      [--search TEXT] --format csv --output FILE|-\n"
              "      Every transaction the filters match, as CSV with exact amounts. Dates\n"
              "      are UTC days, YYYY-MM-DD, both included. \"-\" writes to stdout.\n"
              "      --view: the filters of a saved view of the Transactions pane (the\n"
              "      window's View > Saved views), relative dates as of today; the other\n"
              "      filters given replace its parts. A view that is not there: exit 1.\n");
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
    const QCommandLineOption viewOpt(
        u"view"_s,
        tr("The filters of this saved view of the Transactions pane; the other filters given "
           "replace its parts."),
        u"VIEW"_s);
    ExportOptions options(
        u"export transactions"_s,
        tr("Writes every transaction of a profile that the filters match to a CSV file."),
        {viewOpt, statusOpt, fromOpt, toOpt, gatewayOpt, currencyOpt, searchOpt}, tr("csv."),
        tr("The file to write, or - for stdout."));
    if (!readOptions(options, arguments, usage()))
        return;
    const QCommandLineParser &parser = options.parser();
    if (options.format().trimmed().toLower() != u"csv"_s)
        return fail(
            tr("--format: transactions are exported as csv, not \"%1\".").arg(options.format()),
            ExitUsage);

    api::TransactionQuery query;
    std::optional<profiles::Profile> profile;
    if (parser.isSet(viewOpt)) {
        profile = findProfile(options.profileName());
        if (!profile)
            return;
        const auto view = viewQuery(*profile, parser.value(viewOpt));
        if (!view)
            return;
        query = *view;
    }
    query.limit = 100;
    if (parser.isSet(statusOpt)) {
        query.statuses.clear();
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
    if (parser.isSet(fromOpt) || parser.isSet(toOpt)) {
        query.createdFrom.reset();
        query.createdTo.reset();
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
    if (parser.isSet(searchOpt))
        query.search = parser.value(searchOpt).trimmed();
    if (const auto problem = options.checkOutput(true, &m_fileName))
        return fail(*problem);

    if (!profile)
        profile = findProfile(options.profileName());
    if (!profile)
        return;
    m_query = query;
    connectTo(*profile);
}

std::optional<api::TransactionQuery>
TransactionsExportCommand::viewQuery(const profiles::Profile &profile, const QString &name)
{
    // The views the window keeps, beside the profiles.
    const models::SavedViewList views =
        models::SavedViewStore(profileStore().fileName()).load(profile.id);
    const int index = views.find(name);
    if (index < 0) {
        QStringList names;
        for (const models::SavedView &v : views.views()) {
            if (v.pane == models::ViewPane::Transactions)
                names << u"\"%1\""_s.arg(v.displayName());
        }
        fail(names.isEmpty()
                 ? tr("--view: the profile \"%1\" has no saved view named \"%2\", and no view "
                      "of the Transactions pane.")
                       .arg(profile.name, name)
                 : tr("--view: the profile \"%1\" has no saved view named \"%2\"; its views of "
                      "the Transactions pane are %3.")
                       .arg(profile.name, name, QLocale().createSeparatedList(names)));
        return std::nullopt;
    }
    const models::SavedView &view = views.at(index);
    if (view.pane != models::ViewPane::Transactions) {
        fail(tr("--view: \"%1\" is a view of the %2 pane; export transactions takes a view of "
                "the Transactions pane.")
                 .arg(view.displayName(), models::viewPaneTitle(view.pane)));
        return std::nullopt;
    }
    QString why;
    const auto filter = models::transactionFilterFromJson(view.filter, &why);
    if (!filter) {
        fail(tr("--view: the view \"%1\" cannot be read: %2").arg(view.displayName(), why));
        return std::nullopt;
    }
    return filter->toQuery(models::serviceToday());
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
