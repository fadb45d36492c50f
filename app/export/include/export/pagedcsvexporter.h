#pragma once

#include "api/apiclient.h"
#include "api/cursorwalk.h"
#include "core/csv.h"

#include <QObject>
#include <QPointer>

#include <memory>

QT_BEGIN_NAMESPACE
class QIODevice;
class QSaveFile;
QT_END_NAMESPACE

namespace paydesk::exporting {

// What the CSV exports of a paged list share: every row a query matches, page after page,
// without blocking: each page is requested asynchronously and its rows are written as soon as
// it arrives. Written to a file, the export is atomic (QSaveFile): a cancelled or failed export
// leaves no partial file and an existing file untouched. Every start is answered by exactly one
// finished(), always from the event loop, also when the file cannot be opened.
//
// A subclass says its header (csvHeader()), forgets the last export's cursor (restart()) and
// asks for a page (requestPage()), whose answer goes to pageHandler()'s callback.
class PagedCsvExporter : public QObject
{
    Q_OBJECT
public:
    ~PagedCsvExporter() override; // cancels a running export

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

protected:
    // `rowsName` names the rows in the log ("transactions").
    PagedCsvExporter(api::ApiClient *client, const char *rowsName, QObject *parent);

    // Starts exporting to `fileName`, or streaming to an open, writable device the caller owns
    // (not atomic: what was written before a failure stays written). False if an export is
    // already running.
    bool startFile(const QString &fileName);
    bool startDevice(QIODevice *device);

    virtual QStringList csvHeader() const = 0;
    // A new export: the query starts from its first page again.
    virtual void restart() = 0;
    // Asks `client` for the page at the query's cursor, answered to pageHandler()'s callback.
    virtual api::RequestId requestPage(api::ApiClient &client) = 0;

    // The answer to a page: each row written as `fields(row)`, then the page after it asked for
    // (its cursor put in `*cursor`) or the export finished. With a `walk`, the page is checked
    // first: a service that repeats a cursor or goes back would have the file hold rows twice.
    template<typename Row>
    api::Callback<api::Page<Row>> pageHandler(QStringList (*fields)(const Row &), QString *cursor,
                                              api::CursorWalk *walk = nullptr)
    {
        return [=, this, generation = m_generation](const api::Result<api::Page<Row>> &result) {
            m_request = 0;
            if (!result.ok())
                return stopped(result.error());
            const api::Page<Row> &page = result.value();
            if (walk) {
                if (const auto problem = walk->check(page.data, page.hasMore, page.nextCursor,
                                                     [](const Row &row) { return row.createdAt; }))
                    return stopped(*problem);
            }
            QByteArray bytes;
            for (const Row &row : page.data)
                bytes += csv::recordUtf8(fields(row));
            if (!write(bytes))
                return;
            m_rows += page.data.size();
            Q_EMIT progress(m_rows);
            if (m_generation != generation)
                return; // cancelled (or restarted) by a slot of progress()
            // A page that claims more but gives no cursor cannot be continued: what was
            // written is everything the service offered.
            if (page.hasMore && !page.nextCursor.isEmpty()) {
                *cursor = page.nextCursor;
                nextPage();
            } else {
                finish(true, {});
            }
        };
    }

private:
    bool begin();
    void nextPage();
    bool write(const QByteArray &bytes);
    void stopped(const api::ApiError &error);
    void finish(bool ok, const QString &error);

    QPointer<api::ApiClient> m_client;
    const char *m_rowsName;
    std::unique_ptr<QSaveFile> m_file;
    QPointer<QIODevice> m_device;
    QString m_fileName;
    api::RequestId m_request = 0;
    qint64 m_rows = 0;
    quint64 m_generation = 0; // which start a callback belongs to
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace paydesk::exporting
