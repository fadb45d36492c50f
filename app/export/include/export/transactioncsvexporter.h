#pragma once

#include "api/apiclient.h"
#include "api/cursorwalk.h"

#include <QObject>
#include <QPointer>

#include <memory>

QT_BEGIN_NAMESPACE
class QIODevice;
class QSaveFile;
QT_END_NAMESPACE

namespace paydesk::exporting {

// Exports every transaction a query matches to CSV (see transactioncsv.h for the columns),
// page after page, without blocking: each page is requested asynchronously and its rows are
// written as soon as it arrives. Written to a file, the export is atomic (QSaveFile): a
// cancelled or failed export leaves no partial file and an existing file untouched.
//
// Usable wherever there is an event loop, the window (with a progress dialog) or the command
// line (`paydesk export transactions`, to a file or to standard output with startOnDevice()).
class TransactionCsvExporter : public QObject
{
    Q_OBJECT
public:
    explicit TransactionCsvExporter(api::ApiClient *client, QObject *parent = nullptr);
    ~TransactionCsvExporter() override; // cancels a running export

    // Rows per request, 1 to 100 (the service's maximum, the default).
    void setPageSize(int size);
    int pageSize() const { return m_pageSize; }

    // Starts exporting to `fileName`. Returns false if an export is already running. Every
    // start is answered by exactly one finished(), always from the event loop, also when the
    // file cannot be opened.
    bool start(const api::TransactionQuery &query, const QString &fileName);
    // Streams to an open, writable device the caller owns (e.g. standard output). Not atomic:
    // what was written before a failure stays written.
    bool startOnDevice(const api::TransactionQuery &query, QIODevice *device);

    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }
    qint64 rowsWritten() const { return m_rows; }
    QString fileName() const { return m_fileName; }

public Q_SLOTS:
    // Stops at once: the request in flight is cancelled, the file discarded, finished(false)
    // emitted. Does nothing when no export is running.
    void cancel();

Q_SIGNALS:
    void progress(qint64 rowsWritten);
    // ok: every row is written (and the file committed). Otherwise `error` says why, in a
    // sentence a person can read.
    void finished(bool ok, const QString &error);

private:
    bool begin(const api::TransactionQuery &query);
    void requestPage();
    bool write(const QByteArray &bytes);
    void finish(bool ok, const QString &error);

    QPointer<api::ApiClient> m_client;
    api::TransactionQuery m_query;
    api::CursorWalk m_walk{api::CursorWalk::Order::NewestFirst};
    std::unique_ptr<QSaveFile> m_file;
    QPointer<QIODevice> m_device;
    QString m_fileName;
    api::RequestId m_request = 0;
    qint64 m_rows = 0;
    int m_pageSize = 100;
    quint64 m_generation = 0; // which start() a callback belongs to
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace paydesk::exporting
