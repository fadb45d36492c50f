// SandboxApi's own admin route under /sandbox/v1: the webhook delivery log.
#include "routesupport.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

HttpResponse SandboxApi::deliveryLog(const HttpRequest &req)
{
    bool ok = false;
    int limit = req.query.queryItemValue(u"limit"_s).toInt(&ok);
    if (!ok || limit < 1 || limit > 1000)
        limit = 100;
    QJsonArray data;
    for (const DeliveryAttempt &a : m_store.deliveryAttempts(limit)) {
        data.append(QJsonObject{
            {u"event_id"_s, a.eventId},
            {u"url"_s, a.url},
            {u"attempt"_s, a.attempt},
            {u"at"_s, QDateTime::fromMSecsSinceEpoch(a.atMs, QTimeZone::utc())
                          .toString(u"yyyy-MM-dd'T'HH:mm:ss.zzz'Z'"_s)},
            {u"status_code"_s, a.statusCode ? QJsonValue(a.statusCode) : QJsonValue()},
            {u"error"_s, a.error.isEmpty() ? QJsonValue() : QJsonValue(a.error)},
            {u"duration_ms"_s, a.durationMs},
        });
    }
    return jsonResponse(
        200,
        {{u"object"_s, u"list"_s}, {u"data"_s, data}, {u"pending"_s, m_store.pendingDeliveries()}});
}

} // namespace paydesk::sandbox
