#pragma once

#include "api/apitypes.h"
#include "exportcommand.h"

#include <optional>

namespace paydesk::cli {

// `paydesk export accounts --profile NAME --format csv|xlsx --output FILE|-`: the chart of
// accounts, written with the window's exporter (ledger::writeAccounts).
class AccountsCommand : public ExportCommand
{
    Q_OBJECT
public:
    using ExportCommand::ExportCommand;

    void start(const QStringList &arguments) override;
    static QString usage();

private:
    void connected(api::ApiClient *client) override;
    void maybeExport();

    ReportTarget m_target;
    std::optional<QList<api::LedgerAccount>> m_accounts;
};

} // namespace paydesk::cli
