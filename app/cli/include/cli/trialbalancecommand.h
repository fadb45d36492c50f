#pragma once

#include "exportcommand.h"
#include "ledger/trialbalancebatch.h"
#include "ledger/trialbalanceexport.h"
#include "ledger/trialbalancemodel.h"
#include "profiles/profile.h"

#include <QStringList>

#include <memory>
#include <optional>

namespace paydesk::cli {

// `paydesk export trial-balance --profile NAME --date YYYY-MM-DD [--currency CUR|all]
// [--compare-date YYYY-MM-DD] [--include-zero] --format csv|xlsx|pdf --output FILE`: the trial
// balance of a profile as of a day (in one currency, or every currency in use), written with the
// same exporters as the window's. Any error
// (arguments, profile, key, network, file) is a sentence on stderr and a non-zero exit code.
class TrialBalanceCommand : public ExportCommand
{
    Q_OBJECT
public:
    using ExportCommand::ExportCommand;
    ~TrialBalanceCommand() override;

    void start(const QStringList &arguments) override;
    static QString usage();

private:
    struct Request : ReportTarget
    {
        QDate date;
        std::optional<QDate> compareDate;
        bool includeZero = false;
    };
    void connected(api::ApiClient *client) override;
    void stop() override;
    void maybeExport();

    std::unique_ptr<ledger::TrialBalanceBatch> m_batch;
    std::unique_ptr<ledger::TrialBalanceExporter> m_exporter;
    Request m_request;
    bool m_loaded = false;
};

} // namespace paydesk::cli
