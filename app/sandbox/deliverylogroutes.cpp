// SandboxApi's own admin routes under /sandbox/v1: webhook endpoints with the kinds they
// subscribe to and their secrets, the delivery log, and resending an event.
#include "routesupport.h"

#include "core/webhookendpoint.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
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
    const auto value = [&](const QString &key) {
        return req.query.queryItemValue(key, QUrl::FullyDecoded).trimmed();
    };
    const DeliveryLogFilter filter{value(u"event_id"_s), value(u"endpoint_id"_s),
                                   value(u"transaction_id"_s)};
    for (const DeliveryAttempt &a : m_store.deliveryAttempts(limit, filter)) {
        data.append(QJsonObject{
            {u"endpoint_id"_s, a.endpointId.isEmpty() ? QJsonValue() : QJsonValue(a.endpointId)},
            {u"event_type"_s, a.eventType},
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

namespace {

const QStringList EventKinds = {u"transaction.captured"_s, u"transaction.failed"_s,
                                u"transaction.refunded"_s};

QJsonObject endpointJson(const EndpointRecord &e)
{
    return {{u"id"_s, e.id},           {u"object"_s, u"webhook_endpoint"_s},
            {u"url"_s, e.url},         {u"events"_s, QJsonArray::fromStringList(e.events)},
            {u"enabled"_s, e.enabled}, {u"created_at"_s, json::timestamp(e.createdAt)}};
}

// The kinds of `events` (an array of kinds, or ["*"]); a problem names the first unknown one.
std::optional<QStringList> readKinds(const QJsonObject &body, QJsonObject *errors)
{
    const QJsonValue v = body.value(u"events"_s);
    if (!v.isArray() || v.toArray().isEmpty()) {
        errors->insert(u"events"_s, u"must be a non-empty array of event kinds, or [\"*\"]"_s);
        return std::nullopt;
    }
    QStringList kinds;
    for (const QJsonValue &k : v.toArray()) {
        const QString kind = k.toString();
        if (kind != u"*"_s && !EventKinds.contains(kind)) {
            errors->insert(
                u"events"_s,
                u"unknown event kind '%1'; known: %2, or *"_s.arg(
                    k.isString() ? kind
                                 : QString::fromUtf8(
                                       QJsonDocument(QJsonArray{k}).toJson(QJsonDocument::Compact)),
                    EventKinds.join(u", "_s)));
            return std::nullopt;
        }
        if (!kinds.contains(kind))
            kinds << kind;
    }
    return kinds.contains(u"*"_s) ? QStringList{u"*"_s} : kinds;
}

} // namespace

QList<DeliveryTarget> SandboxApi::deliveryTargets(const QString &type)
{
    QList<DeliveryTarget> targets;
    for (const QUrl &url : std::as_const(m_endpointUrls))
        targets << DeliveryTarget{url, {}};
    for (const EndpointRecord &e : m_store.endpoints()) {
        if (e.subscribesTo(type))
            targets << DeliveryTarget{QUrl(e.url), e.id};
    }
    return targets;
}

HttpResponse SandboxApi::listEndpoints()
{
    QJsonArray data;
    for (const EndpointRecord &e : m_store.endpoints())
        data.append(endpointJson(e));
    return jsonResponse(200, {{u"object"_s, u"list"_s}, {u"data"_s, data}});
}

HttpResponse SandboxApi::createEndpoint(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    QJsonObject errors;
    const QUrl url(body.object.value(u"url"_s).toString(), QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || (scheme != u"http"_s && scheme != u"https"_s)) {
        errors.insert(u"url"_s, u"must be an http or https URL"_s);
    } else {
        // Deliveries to the sandbox itself would loop through its own API.
        const QHostAddress host(url.host());
        const bool loopback = host.isLoopback() || url.host().toLower() == u"localhost"_s;
        if (loopback && url.port(scheme == u"https"_s ? 443 : 80) == m_baseUrl.port())
            errors.insert(u"url"_s, u"points at this sandbox; give your store's own address"_s);
    }
    const auto kinds = readKinds(body.object, &errors);
    if (!errors.isEmpty())
        return fieldError(errors);
    EndpointRecord e;
    e.id = randomId(u"we_"_s);
    e.url = url.toString(QUrl::FullyEncoded);
    e.events = *kinds;
    e.secret = generateWebhookSecret();
    e.createdAt = m_clock->nowSecs();
    if (!m_store.insertEndpoint(e))
        return error(500, u"internal_error"_s, u"The endpoint could not be stored."_s);
    QJsonObject out = endpointJson(e);
    out.insert(u"secret"_s, e.secret); // shown in this answer only
    return jsonResponse(201, out);
}

HttpResponse SandboxApi::updateEndpoint(const HttpRequest &req, const QString &id)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    auto e = m_store.endpoint(id);
    if (!e)
        return error(404, u"not_found"_s, u"No webhook endpoint with id %1."_s.arg(id));
    QJsonObject errors;
    if (body.object.contains(u"events"_s)) {
        if (const auto kinds = readKinds(body.object, &errors))
            e->events = *kinds;
    }
    if (body.object.contains(u"enabled"_s)) {
        if (!body.object.value(u"enabled"_s).isBool())
            errors.insert(u"enabled"_s, u"must be true or false"_s);
        e->enabled = body.object.value(u"enabled"_s).toBool();
    }
    if (!errors.isEmpty())
        return fieldError(errors);
    if (!m_store.updateEndpoint(*e))
        return error(500, u"internal_error"_s, u"The endpoint could not be stored."_s);
    return jsonResponse(200, endpointJson(*e));
}

HttpResponse SandboxApi::deleteEndpoint(const QString &id)
{
    if (!m_store.deleteEndpoint(id))
        return error(404, u"not_found"_s, u"No webhook endpoint with id %1."_s.arg(id));
    HttpResponse r;
    r.status = 204;
    r.body.clear();
    return r;
}

HttpResponse SandboxApi::resendEvent(const HttpRequest &req, const QString &eventId)
{
    ParsedBody body;
    if (!req.body.trimmed().isEmpty()) {
        body = parseJsonBody(req);
        if (body.error)
            return *body.error;
    }
    const auto type = m_store.eventType(eventId);
    if (!type)
        return error(404, u"not_found"_s, u"No event with id %1."_s.arg(eventId));
    QList<DeliveryTarget> targets;
    const QString endpointId = body.object.value(u"endpoint_id"_s).toString();
    if (!endpointId.isEmpty()) {
        const auto e = m_store.endpoint(endpointId);
        if (!e)
            return error(404, u"not_found"_s, u"No webhook endpoint with id %1."_s.arg(endpointId));
        targets << DeliveryTarget{QUrl(e->url), e->id};
    } else {
        targets = deliveryTargets(*type);
    }
    // The same event, so the same webhook-id: a receiver that saw it already knows it.
    if (!m_store.insertDeliveries(eventId, targets, m_clock->nowMs()))
        return error(500, u"internal_error"_s, u"The deliveries could not be stored."_s);
    m_eventsPending = m_eventsPending || !targets.isEmpty();
    return jsonResponse(202, {{u"event_id"_s, eventId}, {u"deliveries"_s, int(targets.size())}});
}

} // namespace paydesk::sandbox
