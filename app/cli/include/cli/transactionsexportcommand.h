#pragma once

#include "api/apitypes.h"
#include "export/transactioncsvexporter.h"
#include "exportcommand.h"

#include <QStringList>

#include <memory>

namespace paydesk::cli {

// `paydesk export transactions --profile NAME [--view VIEW] [--status S,...] [--from DATE]
// [--to DATE] [--gateway G] [--currency CUR] [--search TEXT] --format csv --output FILE|-`: every
// transaction the filters match, page after page, streamed to the file (atomically) or to
// standard output, with exact amounts. The same exporter as the window's.
class TransactionsExportCommand : public ExportCommand
{
    Q_OBJECT
public:
    using ExportCommand::ExportCommand;
    ~TransactionsExportCommand() override;

    void start(const QStringList &arguments) override;
    static QString usage();

private:
    // The query of the profile's saved view `name` (a view of the Transactions pane), as of
    // today; nullopt after failing with why not.
    std::optional<api::TransactionQuery> viewQuery(const profiles::Profile &profile,
                                                   const QString &name);
    void connected(api::ApiClient *client) override;
    void stop() override;

    api::TransactionQuery m_query;
    QString m_fileName; // empty: standard output
    std::unique_ptr<exporting::TransactionCsvExporter> m_exporter;
};

} // namespace paydesk::cli
