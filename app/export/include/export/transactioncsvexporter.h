#pragma once

#include "pagedcsvexporter.h"

namespace paydesk::exporting {

// Exports every transaction a query matches to CSV (see transactioncsv.h for the columns and
// PagedCsvExporter for how), each page checked by a CursorWalk before a row of it is written.
//
// Usable wherever there is an event loop, the window (with a progress dialog) or the command
// line (`paydesk export transactions`, to a file or to standard output with startOnDevice()).
class TransactionCsvExporter : public PagedCsvExporter
{
    Q_OBJECT
public:
    explicit TransactionCsvExporter(api::ApiClient *client, QObject *parent = nullptr);

    // Rows per request, 1 to 100 (the service's maximum, the default).
    void setPageSize(int size);
    int pageSize() const { return m_pageSize; }

    // Starts exporting to `fileName`. Returns false if an export is already running.
    bool start(const api::TransactionQuery &query, const QString &fileName);
    // Streams to an open, writable device the caller owns (e.g. standard output). Not atomic:
    // what was written before a failure stays written.
    bool startOnDevice(const api::TransactionQuery &query, QIODevice *device);

private:
    QStringList csvHeader() const override;
    void restart() override;
    api::RequestId requestPage(api::ApiClient &client) override;

    api::TransactionQuery m_query;
    api::CursorWalk m_walk{api::CursorWalk::Order::NewestFirst};
    int m_pageSize = 100;
};

} // namespace paydesk::exporting
