#include "accountscommand.h"

#include "api/apiclient.h"
#include "cli.h"
#include "console.h"
#include "ledger/accountsexport.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

QString AccountsCommand::usage()
{
    return tr("  export accounts --profile NAME --format csv|xlsx --output FILE|-\n"
              "      The chart of accounts: code, name, type, normal balance and parent.\n");
}

void AccountsCommand::start(const QStringList &arguments)
{
    ExportOptions options(u"export accounts"_s,
                          tr("Writes the chart of accounts to a CSV or XLSX file."), {},
                          tr("csv or xlsx."), tr("The file to write, or - for stdout."));
    if (!readOptions(options, arguments, usage()))
        return;
    if (ledger::exportFormatFromName(options.format().trimmed()) == ledger::ExportFormat::Pdf)
        return fail(tr("--format: the chart of accounts is written as csv or xlsx."), ExitUsage);
    if (!readReportTarget(options, nullptr, u"chart-of-accounts"_s, &m_target))
        return;
    connectTo(m_target.profile);
}

void AccountsCommand::connected(api::ApiClient *client)
{
    client->ledgerAccounts(this, [this](const api::Result<QList<api::LedgerAccount>> &r) {
        if (!r)
            return fail(tr("%1: the chart of accounts could not be read. %2")
                            .arg(m_target.profile.name, r.error().message()));
        m_accounts = r.value();
        maybeExport();
    });
    lookUpMerchantId(client, [this] { maybeExport(); });
}

void AccountsCommand::maybeExport()
{
    if (hasEnded() || !m_accounts || !merchantId())
        return;
    const QString error = ledger::writeAccounts(m_target.format, *m_accounts,
                                                reportMetadata(m_target), m_target.output);
    if (!error.isEmpty())
        return fail(error);
    if (writesToStdout() && !copyToStdout(m_target.output, tr("The chart of accounts")))
        return;
    said() << tr("Wrote %1: %n account(s) of %2.", nullptr, int(m_accounts->size()))
                  .arg(writesToStdout() ? tr("stdout") : QDir::toNativeSeparators(m_target.output),
                       m_target.profile.name)
           << Qt::endl;
    done(ExitOk);
}

} // namespace paydesk::cli
