#include "activitycsvexporter.h"

#include "api/apiparse.h"
#include "core/csv.h"

#include <QSaveFile>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

QStringList activityCsvHeader()
{
    return {u"at"_s,     u"key_name"_s,    u"key_id"_s,         u"method"_s,         u"path"_s,
            u"status"_s, u"resource_id"_s, u"transaction_id"_s, u"idempotency_key"_s};
}

QStringList activityCsvFields(const api::ActivityEntry &e)
{
    return {api::parse::formatTimestamp(e.createdAt),
            csv::plainText(e.keyName),
            csv::plainText(e.keyId),
            csv::plainText(e.method),
            csv::plainText(e.path),
            QString::number(e.status),
            csv::plainText(e.resourceId.value_or(QString())),
            csv::plainText(e.transactionId()),
            csv::plainText(e.idempotencyKey.value_or(QString()))};
}

ActivityCsvExporter::ActivityCsvExporter(api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{}

ActivityCsvExporter::~ActivityCsvExporter()
{
    if (m_request && m_client)
        m_client->cancel(m_request);
}

bool ActivityCsvExporter::start(const api::ActivityQuery &query, const QString &fileName)
{
    if (m_running)
        return false;
    m_running = true;
    m_query = query;
    m_query.cursor.clear();
    m_query.limit = 100;
    m_rows = 0;
    m_fileName = fileName;
    m_file = std::make_unique<QSaveFile>(fileName);
    QTimer::singleShot(0, this, [this] {
        if (!m_running)
            return;
        if (!m_file->open(QIODevice::WriteOnly))
            return finish(false,
                          tr("Could not write to %1: %2").arg(m_fileName, m_file->errorString()));
        m_file->write(csv::recordUtf8(activityCsvHeader()));
        requestPage();
    });
    return true;
}

void ActivityCsvExporter::requestPage()
{
    if (!m_client)
        return finish(false, tr("The connection to the service was closed during the export."));
    m_request = m_client->listActivity(
        m_query, this, [this](const api::Result<api::Page<api::ActivityEntry>> &result) {
            m_request = 0;
            if (!result.ok())
                return finish(false, tr("The export stopped (rows written: %L1): %2")
                                         .arg(m_rows)
                                         .arg(result.error().messageWithAdvice(u" ")));
            QByteArray bytes;
            for (const api::ActivityEntry &e : result.value().data)
                bytes += csv::recordUtf8(activityCsvFields(e));
            if (m_file->write(bytes) != bytes.size())
                return finish(
                    false, tr("Could not write to %1: %2").arg(m_fileName, m_file->errorString()));
            m_rows += result.value().data.size();
            Q_EMIT progress(m_rows);
            if (!m_running)
                return; // cancelled by a slot of progress()
            if (result.value().hasMore && !result.value().nextCursor.isEmpty()) {
                m_query.cursor = result.value().nextCursor;
                requestPage();
            } else {
                finish(true, {});
            }
        });
}

void ActivityCsvExporter::cancel()
{
    if (!m_running)
        return;
    if (m_request && m_client)
        m_client->cancel(m_request);
    m_request = 0;
    finish(false, tr("The export was cancelled."));
}

void ActivityCsvExporter::finish(bool ok, const QString &error)
{
    if (!m_running)
        return;
    m_running = false;
    QString why = error;
    if (ok && !m_file->commit()) {
        ok = false;
        why = tr("Could not save %1: %2").arg(m_fileName, m_file->errorString());
    } else if (!ok) {
        m_file->cancelWriting();
    }
    m_file.reset(); // uncommitted: its temporary file goes
    Q_EMIT finished(ok, why);
}

} // namespace paydesk::exporting
