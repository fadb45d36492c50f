#pragma once

#include "exportcommand.h"
#include "reconcile/reconcileloader.h"

#include <memory>

namespace paydesk::cli {

// `paydesk reconcile --profile NAME --statement FILE [--format csv|xlsx|pdf --output FILE]`:
// a bank statement (camt.053, MT940, OFX or CSV, read through AqBanking) matched with the
// profile's payouts and its Bank account. Prints the result (or writes it as a file); exit
// code 3 when anything is unreconciled, 1 when the statement cannot be read.
class ReconcileCommand : public ExportCommand
{
    Q_OBJECT
public:
    using ExportCommand::ExportCommand;
    ~ReconcileCommand() override;

    void start(const QStringList &arguments) override;
    static QString usage();

private:
    void connected(api::ApiClient *client) override;
    void stop() override;
    void finish(const reconcile::ReconcileReport &report);

    std::unique_ptr<reconcile::ReconcileLoader> m_loader;
    QString m_path; // the statement
    profiles::Profile m_profile;
    bool m_toFile = false;
    ledger::ExportFormat m_format = ledger::ExportFormat::Csv;
    QString m_output;
};

} // namespace paydesk::cli
