#include "ledgercommand.h"

#include "api/apiclient.h"
#include "cli.h"
#include "console.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

LedgerCommand::~LedgerCommand()
{
    m_loader.reset();
}

QString LedgerCommand::usage()
{
    return tr("  export ledger --profile NAME --account CODE --from YYYY-MM-DD --to YYYY-MM-DD\n"
              "                [--currency CUR] --format csv|xlsx|pdf --output FILE|-\n"
              "      One account's entries from the start of one day to the end of another\n"
              "      (UTC) with the opening, running and closing balances. The currency\n"
              "      defaults to USD.\n");
}

void LedgerCommand::start(const QStringList &arguments)
{
    const QCommandLineOption accountOpt(u"account"_s, tr("The account's code, such as 1010."),
                                        u"CODE"_s);
    const QCommandLineOption fromOpt(u"from"_s, tr("The first day, YYYY-MM-DD."), u"DATE"_s);
    const QCommandLineOption toOpt(u"to"_s, tr("The last day, YYYY-MM-DD."), u"DATE"_s);
    const QCommandLineOption currencyOpt(u"currency"_s, tr("The currency (default USD)."),
                                         u"CUR"_s);
    ExportOptions options(u"export ledger"_s,
                          tr("Writes one account's entries over a period to a CSV, XLSX or PDF "
                             "file."),
                          {accountOpt, fromOpt, toOpt, currencyOpt}, tr("csv, xlsx or pdf."),
                          tr("The file to write, or - for stdout."));
    if (!readOptions(options, arguments, usage(), {accountOpt, fromOpt, toOpt}))
        return;
    const QCommandLineParser &parser = options.parser();
    Request request;
    request.account = parser.value(accountOpt).trimmed();
    for (const auto &[opt, date] :
         {std::pair{&fromOpt, &request.from}, std::pair{&toOpt, &request.to}}) {
        const auto parsed = parseIsoDate(parser.value(*opt));
        if (!parsed)
            return fail(tr("--%1: \"%2\" is not a date of the form YYYY-MM-DD.")
                            .arg(opt->names().constFirst(), parser.value(*opt)),
                        ExitUsage);
        *date = *parsed;
    }
    if (request.from > request.to)
        return fail(tr("--from must not be after --to."), ExitUsage);
    if (!readReportTarget(options, &currencyOpt, u"ledger"_s, &request))
        return;
    m_request = request;
    connectTo(request.profile);
}

void LedgerCommand::connected(api::ApiClient *client)
{
    // The account's name and normal side come from the chart; the entries follow.
    client->ledgerAccounts(this, [this, client](const api::Result<QList<api::LedgerAccount>> &r) {
        if (!r)
            return fail(tr("%1: the chart of accounts could not be read. %2")
                            .arg(m_request.profile.name, r.error().message()));
        std::optional<api::LedgerAccount> account;
        for (const api::LedgerAccount &a : r.value()) {
            if (a.code == m_request.account)
                account = a;
        }
        if (!account)
            return fail(tr("--account: %1 has no account %2.")
                            .arg(m_request.profile.name, m_request.account),
                        ExitUsage);
        m_loader = std::make_unique<ledger::AccountLedgerLoader>();
        m_loader->setClient(client);
        connect(m_loader.get(), &ledger::AccountLedgerLoader::notOffered, this, [this] {
            fail(tr("%1: this service does not list ledger entries (GET /v1/ledger/entries).")
                     .arg(m_request.profile.name));
        });
        connect(m_loader.get(), &ledger::AccountLedgerLoader::errorOccurred, this,
                [this](const api::ApiError &error) {
                    fail(tr("%1: the ledger entries could not be read. %2")
                             .arg(m_request.profile.name, error.message()));
                });
        connect(m_loader.get(), &ledger::AccountLedgerLoader::loaded, this, [this] {
            m_loaded = true;
            maybeExport();
        });
        m_loader->load(*account, m_request.currency, m_request.from, m_request.to);
    });
    lookUpMerchantId(client, [this] { maybeExport(); });
}

void LedgerCommand::maybeExport()
{
    if (hasEnded() || !m_loaded || !merchantId())
        return;
    const ledger::ExportMetadata meta = reportMetadata(m_request);
    const ledger::AccountLedger &ledger = m_loader->ledger();
    // A month of entries writes in milliseconds: no worker thread for the command line.
    const QString error =
        ledger::writeAccountLedger(m_request.format, ledger, meta, m_request.output);
    if (!error.isEmpty())
        return fail(error);
    if (writesToStdout() && !copyToStdout(m_request.output, tr("The account ledger")))
        return;
    // One arg() call: chained, a "%3" in the path would be filled by the next one.
    said() << tr("Wrote %1: %2 entries of account %3 in %4, closing balance %5.")
                  .arg(writesToStdout() ? tr("stdout") : QDir::toNativeSeparators(m_request.output),
                       QLocale().toString(qlonglong(ledger.rows().size())), ledger.account().code,
                       ledger.currency(), ledger.balanceText(ledger.closing(), QLocale()))
           << Qt::endl;
    done(ExitOk);
}

void LedgerCommand::stop()
{
    if (m_loader)
        m_loader->cancel();
}

} // namespace paydesk::cli
