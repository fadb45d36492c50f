#pragma once

#include "pagedcsvexporter.h"

namespace paydesk::exporting {

// The columns of an activity export: at (the API's UTC form), key_name, key_id, method, path,
// status, resource_id, transaction_id, idempotency_key. Text the service sent is kept from
// running as a spreadsheet formula (csv::plainText).
QStringList activityCsvHeader();
QStringList activityCsvFields(const api::ActivityEntry &entry);

// Exports every entry of the activity log a query matches to a CSV file (see PagedCsvExporter),
// each page checked by a CursorWalk before a row of it is written.
class ActivityCsvExporter : public PagedCsvExporter
{
    Q_OBJECT
public:
    explicit ActivityCsvExporter(api::ApiClient *client, QObject *parent = nullptr);

    // Answered by exactly one finished(), from the event loop; false when one is running.
    bool start(const api::ActivityQuery &query, const QString &fileName);

private:
    QStringList csvHeader() const override { return activityCsvHeader(); }
    void restart() override
    {
        m_query.cursor.clear();
        m_walk.restart();
    }
    api::RequestId requestPage(api::ApiClient &client) override;

    api::ActivityQuery m_query;
    api::CursorWalk m_walk{api::CursorWalk::Order::NewestFirst}; // newest first, as the log
};

} // namespace paydesk::exporting
