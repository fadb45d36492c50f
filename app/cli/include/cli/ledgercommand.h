#pragma once

#include "exportcommand.h"
#include "ledger/accountledger.h"
#include "profiles/profile.h"

#include <memory>
#include <optional>

namespace paydesk::cli {

// `paydesk export ledger --profile NAME --account CODE --from YYYY-MM-DD --to YYYY-MM-DD
// [--currency CUR] --format csv|xlsx|pdf --output FILE`: one account's entries over a period
// with the opening, running and closing balances, written with the window's exporters.
class LedgerCommand : public ExportCommand
{
    Q_OBJECT
public:
    using ExportCommand::ExportCommand;
    ~LedgerCommand() override;

    void start(const QStringList &arguments) override;
    static QString usage();

private:
    struct Request : ReportTarget
    {
        QString account;
        QDate from;
        QDate to;
    };
    void connected(api::ApiClient *client) override;
    void stop() override;
    void maybeExport();

    std::unique_ptr<ledger::AccountLedgerLoader> m_loader;
    Request m_request;
    bool m_loaded = false;
};

} // namespace paydesk::cli
