#include "transactioncsvexporter.h"

#include "core/csv.h"
#include "exportlogging.h"
#include "transactioncsv.h"

#include <QSaveFile>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

TransactionCsvExporter::TransactionCsvExporter(api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{}

TransactionCsvExporter::~TransactionCsvExporter()
{
    if (m_request && m_client)
        m_client->cancel(m_request);
    // An uncommitted QSaveFile removes its temporary file when it is destroyed.
}

void TransactionCsvExporter::setPageSize(int size)
{
    m_pageSize = std::clamp(size, 1, 100);
}

bool TransactionCsvExporter::begin(const api::TransactionQuery &query)
{
    if (m_running)
        return false;
    m_query = query;
    m_query.cursor.clear();
    m_walk.restart();
    m_rows = 0;
    ++m_generation;
    m_running = true;
    m_cancelled = false;
    return true;
}

bool TransactionCsvExporter::start(const api::TransactionQuery &query, const QString &fileName)
{
    if (!begin(query))
        return false;
    m_fileName = fileName;
    m_device = nullptr;
    m_file = std::make_unique<QSaveFile>(fileName);
    // Open, header and first request from the event loop, so that finished() never comes
    // before the caller has returned from start().
    QTimer::singleShot(0, this, [this, generation = m_generation] {
        if (m_generation != generation)
            return; // cancelled (or restarted) before the event loop came back
        if (!m_file->open(QIODevice::WriteOnly)) {
            finish(false, tr("Could not write to %1: %2").arg(m_fileName, m_file->errorString()));
            return;
        }
        if (write(csv::recordUtf8(transactionCsvHeader())))
            requestPage();
    });
    return true;
}

bool TransactionCsvExporter::startOnDevice(const api::TransactionQuery &query, QIODevice *device)
{
    if (!device || !begin(query))
        return false;
    m_fileName.clear();
    m_file.reset();
    m_device = device;
    QTimer::singleShot(0, this, [this, generation = m_generation] {
        if (m_generation != generation)
            return; // cancelled (or restarted) before the event loop came back
        if (!m_device || !m_device->isWritable()) {
            finish(false, tr("The output is not open for writing."));
            return;
        }
        if (write(csv::recordUtf8(transactionCsvHeader())))
            requestPage();
    });
    return true;
}

void TransactionCsvExporter::requestPage()
{
    if (!m_client) {
        finish(false, tr("The connection to the service was closed during the export."));
        return;
    }
    api::TransactionQuery q = m_query;
    q.limit = m_pageSize;
    const quint64 generation = m_generation;
    m_request = m_client->listTransactions(
        q, this, [this, generation](const api::Result<api::Page<api::Transaction>> &result) {
            m_request = 0;
            if (!result.ok()) {
                const api::ApiError &e = result.error();
                finish(false, tr("The export stopped (rows written: %L1): %2")
                                  .arg(m_rows)
                                  .arg(e.messageWithAdvice(u" ")));
                return;
            }
            const api::Page<api::Transaction> &page = result.value();
            // Checked before a row of it is written: a service that repeats a cursor or goes
            // back would have the file hold rows twice.
            if (const auto problem =
                    m_walk.check(page.data, page.hasMore, page.nextCursor,
                                 [](const api::Transaction &t) { return t.createdAt; })) {
                finish(false, tr("The export stopped (rows written: %L1): %2")
                                  .arg(m_rows)
                                  .arg(problem->messageWithAdvice(u" ")));
                return;
            }
            QByteArray bytes;
            for (const api::Transaction &t : page.data)
                bytes += csv::recordUtf8(transactionCsvFields(t));
            if (!write(bytes))
                return;
            m_rows += page.data.size();
            Q_EMIT progress(m_rows);
            if (m_generation != generation)
                return; // cancelled (or restarted) by a slot of progress()
            // A page that claims more but gives no cursor cannot be continued: what was
            // written is everything the service offered.
            if (page.hasMore && !page.nextCursor.isEmpty()) {
                m_query.cursor = page.nextCursor;
                requestPage();
            } else {
                finish(true, {});
            }
        });
}

bool TransactionCsvExporter::write(const QByteArray &bytes)
{
    QIODevice *out = m_file ? static_cast<QIODevice *>(m_file.get()) : m_device.data();
    if (!out) {
        finish(false, tr("The output was closed during the export."));
        return false;
    }
    if (bytes.isEmpty())
        return true;
    if (out->write(bytes) != bytes.size()) {
        const QString where = m_fileName.isEmpty() ? tr("the output") : m_fileName;
        finish(false, tr("Could not write to %1: %2").arg(where, out->errorString()));
        return false;
    }
    return true;
}

void TransactionCsvExporter::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    ++m_generation;
    if (m_request && m_client)
        m_client->cancel(m_request);
    m_request = 0;
    finish(false, tr("The export was cancelled."));
}

void TransactionCsvExporter::finish(bool ok, const QString &error)
{
    if (!m_running)
        return;
    if (m_file) {
        if (ok && !m_file->commit()) {
            ok = false;
            const QString why = m_file->errorString();
            m_file.reset();
            m_running = false;
            qCWarning(lcExport) << "export to" << m_fileName << "failed to commit:" << why;
            Q_EMIT finished(false, tr("Could not save %1: %2").arg(m_fileName, why));
            return;
        }
        if (!ok)
            m_file->cancelWriting();
        m_file.reset(); // uncommitted: the temporary file goes
    }
    m_running = false;
    if (ok)
        qCInfo(lcExport) << "exported" << m_rows << "transactions";
    else
        qCInfo(lcExport) << "export stopped after" << m_rows << "rows:" << error;
    Q_EMIT finished(ok, error);
}

} // namespace paydesk::exporting
