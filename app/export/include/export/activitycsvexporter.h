#pragma once

#include "api/apiclient.h"

#include <QObject>
#include <QPointer>

#include <memory>

QT_BEGIN_NAMESPACE
class QSaveFile;
QT_END_NAMESPACE

namespace paydesk::exporting {

// The columns of an activity export: at (the API's UTC form), key_name, key_id, method, path,
// status, resource_id, transaction_id, idempotency_key. Text the service sent is kept from
// running as a spreadsheet formula (csv::plainText).
QStringList activityCsvHeader();
QStringList activityCsvFields(const api::ActivityEntry &entry);

// Exports every entry of the activity log a query matches to a CSV file, page after page,
// without blocking; atomic (QSaveFile): a cancelled or failed export leaves no partial file.
class ActivityCsvExporter : public QObject
{
    Q_OBJECT
public:
    explicit ActivityCsvExporter(api::ApiClient *client, QObject *parent = nullptr);
    ~ActivityCsvExporter() override;

    // Answered by exactly one finished(), from the event loop; false when one is running.
    bool start(const api::ActivityQuery &query, const QString &fileName);
    bool isRunning() const { return m_running; }
    qint64 rowsWritten() const { return m_rows; }

public Q_SLOTS:
    void cancel();

Q_SIGNALS:
    void progress(qint64 rowsWritten);
    void finished(bool ok, const QString &error);

private:
    void requestPage();
    void finish(bool ok, const QString &error);

    QPointer<api::ApiClient> m_client;
    api::ActivityQuery m_query;
    std::unique_ptr<QSaveFile> m_file;
    QString m_fileName;
    api::RequestId m_request = 0;
    qint64 m_rows = 0;
    bool m_running = false;
};

} // namespace paydesk::exporting
