#include "activitycsvexporter.h"

#include "api/apiparse.h"
#include "core/csv.h"

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
    : PagedCsvExporter(client, "activity entries", parent)
{}

bool ActivityCsvExporter::start(const api::ActivityQuery &query, const QString &fileName)
{
    if (isRunning())
        return false;
    m_query = query;
    m_walk.setDays(query.from, query.to);
    return startFile(fileName);
}

api::RequestId ActivityCsvExporter::requestPage(api::ApiClient &client)
{
    api::ActivityQuery q = m_query;
    q.limit = 100;
    return client.listActivity(q, this, pageHandler(&activityCsvFields, &m_query.cursor, &m_walk));
}

} // namespace paydesk::exporting
