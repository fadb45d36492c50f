#include "pagedcsvexporter.h"

#include "exportlogging.h"

#include <QSaveFile>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

PagedCsvExporter::PagedCsvExporter(api::ApiClient *client, const char *rowsName, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_rowsName(rowsName)
{}

PagedCsvExporter::~PagedCsvExporter()
{
    if (m_request && m_client)
        m_client->cancel(m_request);
    // An uncommitted QSaveFile removes its temporary file when it is destroyed.
}

bool PagedCsvExporter::begin()
{
    if (m_running)
        return false;
    restart();
    m_rows = 0;
    ++m_generation;
    m_running = true;
    m_cancelled = false;
    return true;
}

bool PagedCsvExporter::startFile(const QString &fileName)
{
    if (!begin())
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
        if (write(csv::recordUtf8(csvHeader())))
            nextPage();
    });
    return true;
}

bool PagedCsvExporter::startDevice(QIODevice *device)
{
    if (!device || !begin())
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
        if (write(csv::recordUtf8(csvHeader())))
            nextPage();
    });
    return true;
}

void PagedCsvExporter::nextPage()
{
    if (!m_client) {
        finish(false, tr("The connection to the service was closed during the export."));
        return;
    }
    m_request = requestPage(*m_client);
}

bool PagedCsvExporter::write(const QByteArray &bytes)
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

void PagedCsvExporter::stopped(const api::ApiError &error)
{
    finish(false, tr("The export stopped (rows written: %L1): %2")
                      .arg(m_rows)
                      .arg(error.messageWithAdvice(u" ")));
}

void PagedCsvExporter::cancel()
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

void PagedCsvExporter::finish(bool ok, const QString &error)
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
        qCInfo(lcExport) << "exported" << m_rows << m_rowsName;
    else
        qCInfo(lcExport) << "export stopped after" << m_rows << "rows:" << error;
    Q_EMIT finished(ok, error);
}

} // namespace paydesk::exporting
