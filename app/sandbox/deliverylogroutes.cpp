// SandboxApi's own admin routes under /sandbox/v1: webhook endpoints (the configured ones and
// those added here, with the kinds they subscribe to and their secrets), the delivery log, and
// resending an event.
#include "routesupport.h"
#include "webhookdispatcher.h"

#include "core/webhookendpoint.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// Each event is stored once per endpoint, so their number stays small (the real service's
// dashboard has a limit of its own).
constexpr int MaxStoredEndpoints = 16;

QString msTimestamp(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc())
        .toString(u"yyyy-MM-dd'T'HH:mm:ss.zzz'Z'"_s);
}

QJsonValue nullIfEmpty(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

// URLs are shown with their query's values redacted (WebhookDestinations::shown()).
QJsonObject endpointJson(const EndpointRecord &e)
{
    return {{u"id"_s, e.id},
            {u"object"_s, u"webhook_endpoint"_s},
            {u"url"_s, WebhookDestinations::shown(e.url)},
            {u"events"_s, QJsonArray::fromStringList(e.events)},
            {u"enabled"_s, e.enabled},
            {u"created_at"_s, json::timestamp(e.createdAt)},
            {u"source"_s, u"api"_s}};
}

// `events` of a request: a non-empty array of known kinds, or ["*"] (a "*" among kinds is all
// of them). A problem names the first wrong entry.
std::optional<QStringList> readKinds(const QJsonValue &v, json::BodyReader &in)
{
    const QString all = u"*"_s;
    if (!v.isArray() || v.toArray().isEmpty()) {
        in.fail(u"events"_s, u"must be a non-empty array of event kinds, or [\"*\"]"_s);
        return std::nullopt;
    }
    QStringList kinds;
    for (const QJsonValue &k : v.toArray()) {
        if (!k.isString()) {
            in.fail(u"events"_s, u"must hold strings, not %1"_s.arg(
                                     QString::fromUtf8(QJsonDocument(QJsonArray{k})
                                                           .toJson(QJsonDocument::Compact)
                                                           .mid(1)
                                                           .chopped(1))));
            return std::nullopt;
        }
        const QString kind = k.toString();
        if (kind != all && !eventKinds().contains(kind)) {
            in.fail(u"events"_s, u"unknown event kind '%1'; known: %2, or *"_s.arg(
                                     kind.left(64), eventKinds().join(u", "_s)));
            return std::nullopt;
        }
        if (!kinds.contains(kind))
            kinds << kind;
    }
    return kinds.contains(all) ? QStringList{all} : kinds;
}

// An optional member: absent and null are the same (docs/api.md §3.1).
bool given(const QJsonObject &body, const QString &key)
{
    const QJsonValue v = body.value(key);
    return !v.isUndefined() && !v.isNull();
}

// A body that may be empty (every field optional), else a JSON object.
ParsedBody optionalBody(const HttpRequest &req)
{
    if (req.body.trimmed().isEmpty())
        return {};
    return parseJsonBody(req);
}

HttpResponse noEndpoint(const QString &id)
{
    return SandboxApi::error(404, u"not_found"_s, u"No webhook endpoint with id %1."_s.arg(id));
}

HttpResponse notEditable(const QString &id)
{
    return SandboxApi::error(409, u"endpoint_not_editable"_s,
                             u"Webhook endpoint %1 is configured on the sandbox's command line"
                             " (--webhook-url) or by its host; it cannot be changed or deleted"
                             " over HTTP. Start the sandbox without it instead."_s.arg(id),
                             {{u"endpoint_id"_s, id}});
}

} // namespace

HttpResponse SandboxApi::deliveryLog(const HttpRequest &req)
{
    bool ok = false;
    int limit = req.query.queryItemValue(u"limit"_s).toInt(&ok);
    if (!ok || limit < 1 || limit > 1000)
        limit = 100;
    const auto value = [&](const QString &key) {
        return req.query.queryItemValue(key, QUrl::FullyDecoded).trimmed();
    };
    const DeliveryLogFilter filter{value(u"event_id"_s), value(u"endpoint_id"_s),
                                   value(u"transaction_id"_s)};
    QJsonArray data;
    for (const DeliveryAttempt &a : m_store.deliveryAttempts(limit, filter)) {
        data.append(QJsonObject{
            {u"delivery_id"_s, a.deliveryId},
            {u"endpoint_id"_s, nullIfEmpty(a.endpointId)},
            {u"event_id"_s, a.eventId},
            {u"event_type"_s, nullIfEmpty(a.eventType)},
            {u"url"_s, WebhookDestinations::shown(a.url)},
            {u"attempt"_s, a.attempt},
            {u"at"_s, msTimestamp(a.atMs)},
            {u"status_code"_s, a.statusCode ? QJsonValue(a.statusCode) : QJsonValue()},
            {u"error"_s, nullIfEmpty(a.error)},
            {u"duration_ms"_s, a.durationMs},
            {u"state"_s, nullIfEmpty(a.state)},
            {u"next_attempt_at"_s,
             a.nextAttemptMs ? QJsonValue(msTimestamp(*a.nextAttemptMs)) : QJsonValue()},
        });
    }
    return jsonResponse(
        200,
        {{u"object"_s, u"list"_s}, {u"data"_s, data}, {u"pending"_s, m_store.pendingDeliveries()}});
}

QList<DeliveryTarget> SandboxApi::deliveryTargets(const QString &type)
{
    QList<DeliveryTarget> targets;
    for (const ConfiguredEndpoint &e : std::as_const(m_configured))
        targets << DeliveryTarget{e.url, e.id};
    for (const EndpointRecord &e : m_store.endpoints()) {
        if (e.subscribesTo(type))
            targets << DeliveryTarget{QUrl(e.url, QUrl::StrictMode), e.id};
    }
    return targets;
}

const ConfiguredEndpoint *SandboxApi::configuredEndpoint(const QString &id) const
{
    for (const ConfiguredEndpoint &e : m_configured) {
        if (e.id == id)
            return &e;
    }
    return nullptr;
}

QJsonObject SandboxApi::configuredEndpointJson(const ConfiguredEndpoint &e) const
{
    return {{u"id"_s, e.id},
            {u"object"_s, u"webhook_endpoint"_s},
            {u"url"_s, WebhookDestinations::shown(e.url)},
            {u"events"_s, QJsonArray{u"*"_s}},
            {u"enabled"_s, true},
            {u"created_at"_s, json::timestamp(m_startedAt)},
            {u"source"_s, u"configured"_s}};
}

HttpResponse SandboxApi::listEndpoints()
{
    QJsonArray data;
    for (const ConfiguredEndpoint &e : std::as_const(m_configured))
        data.append(configuredEndpointJson(e));
    for (const EndpointRecord &e : m_store.endpoints())
        data.append(endpointJson(e));
    return jsonResponse(200, {{u"object"_s, u"list"_s}, {u"data"_s, data}});
}

HttpResponse SandboxApi::getEndpoint(const QString &id)
{
    if (const ConfiguredEndpoint *e = configuredEndpoint(id))
        return jsonResponse(200, configuredEndpointJson(*e));
    const auto e = m_store.endpoint(id);
    if (!e)
        return noEndpoint(id);
    return jsonResponse(200, endpointJson(*e));
}

HttpResponse SandboxApi::createEndpoint(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    QUrl url;
    if (const auto text = in.string(u"url"_s, true, 1, 2048)) {
        url = QUrl(*text, QUrl::StrictMode);
        const QString scheme = url.scheme();
        if (!url.isValid() || url.host().isEmpty() || (scheme != u"http"_s && scheme != u"https"_s))
            in.fail(u"url"_s, u"must be an absolute http:// or https:// URL"_s);
        else if (const auto refused = m_destinations.refuseUrl(url))
            in.fail(u"url"_s, *refused);
    }
    std::optional<QStringList> kinds;
    if (!given(body.object, u"events"_s))
        in.fail(u"events"_s, u"is required"_s);
    else
        kinds = readKinds(body.object.value(u"events"_s), in);
    if (!in.ok())
        return fieldError(in.errors());
    if (m_store.endpoints().size() >= MaxStoredEndpoints)
        return error(409, u"endpoint_limit_reached"_s,
                     u"The sandbox takes at most %1 webhook endpoints over HTTP; delete one"
                     " first."_s.arg(MaxStoredEndpoints),
                     {{u"limit"_s, MaxStoredEndpoints}});

    EndpointRecord e;
    e.id = randomId(u"we_"_s);
    e.url = url.toString(QUrl::FullyEncoded);
    e.events = *kinds;
    e.secret = generateWebhookSecret();
    e.enabled = true;
    e.createdAt = m_clock->nowSecs();
    if (!m_store.insertEndpoint(e))
        return error(500, u"internal_error"_s, u"The endpoint could not be stored."_s);
    QJsonObject out = endpointJson(e);
    out.insert(u"secret"_s, e.secret); // shown in this answer only
    return jsonResponse(201, out);
}

HttpResponse SandboxApi::updateEndpoint(const HttpRequest &req, const QString &id)
{
    ParsedBody body = optionalBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    std::optional<QStringList> kinds;
    if (given(body.object, u"events"_s))
        kinds = readKinds(body.object.value(u"events"_s), in);
    std::optional<bool> enabled;
    if (given(body.object, u"enabled"_s)) {
        if (body.object.value(u"enabled"_s).isBool())
            enabled = body.object.value(u"enabled"_s).toBool();
        else
            in.fail(u"enabled"_s, u"must be true or false"_s);
    }
    if (given(body.object, u"url"_s))
        in.fail(u"url"_s, u"cannot be changed; delete the endpoint and add a new one"_s);
    if (!in.ok())
        return fieldError(in.errors());

    if (configuredEndpoint(id))
        return notEditable(id);
    auto e = m_store.endpoint(id);
    if (!e)
        return noEndpoint(id);
    const bool disabling = e->enabled && enabled == false;
    if (kinds)
        e->events = *kinds;
    if (enabled)
        e->enabled = *enabled;
    if (!m_store.updateEndpoint(*e))
        return error(500, u"internal_error"_s, u"The endpoint could not be stored."_s);
    // A disabled endpoint gets nothing more, not even what was waiting for a retry.
    if (disabling && m_store.abandonEndpointDeliveries(e->id, m_clock->nowMs(),
                                                       WebhookDispatcher::endpointDisabled()) < 0)
        return error(500, u"internal_error"_s, u"The endpoint could not be stored."_s);
    return jsonResponse(200, endpointJson(*e));
}

HttpResponse SandboxApi::deleteEndpoint(const QString &id)
{
    if (configuredEndpoint(id))
        return notEditable(id);
    if (!m_store.endpoint(id))
        return noEndpoint(id);
    // Only POSTs run in a transaction of execute()'s; the endpoint and what was waiting for it go
    // together.
    if (!m_store.begin())
        return error(500, u"internal_error"_s, u"The database is not available."_s);
    if (!m_store.deleteEndpoint(id) ||
        m_store.abandonEndpointDeliveries(id, m_clock->nowMs(),
                                          WebhookDispatcher::endpointDeleted()) < 0) {
        m_store.rollback();
        return error(500, u"internal_error"_s, u"The endpoint could not be deleted."_s);
    }
    if (!m_store.commit())
        return error(500, u"internal_error"_s, u"The endpoint could not be deleted."_s);
    HttpResponse r;
    r.status = 204;
    r.contentType.clear();
    return r;
}

HttpResponse SandboxApi::resendEvent(const HttpRequest &req, const QString &eventId)
{
    ParsedBody body = optionalBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto endpointId = in.string(u"endpoint_id"_s, false, 1, 64);
    if (!in.ok())
        return fieldError(in.errors());

    const auto type = m_store.eventType(eventId);
    if (!type)
        return error(404, u"not_found"_s, u"No event with id %1."_s.arg(eventId));
    QList<DeliveryTarget> targets;
    if (!endpointId) {
        targets = deliveryTargets(*type);
    } else if (const ConfiguredEndpoint *c = configuredEndpoint(*endpointId)) {
        targets << DeliveryTarget{c->url, c->id};
    } else {
        // Named, it gets the event whatever kinds it subscribes to; disabled, nothing.
        const auto e = m_store.endpoint(*endpointId);
        if (!e)
            return noEndpoint(*endpointId);
        if (!e->enabled)
            return error(
                409, u"endpoint_disabled"_s,
                u"Webhook endpoint %1 is disabled; enable it to send it events."_s.arg(e->id),
                {{u"endpoint_id"_s, e->id}});
        targets << DeliveryTarget{QUrl(e->url, QUrl::StrictMode), e->id};
    }
    // The same event, so the same webhook-id: a receiver that saw it already knows it.
    if (!m_store.insertDeliveries(eventId, targets, m_clock->nowMs()))
        return error(500, u"internal_error"_s, u"The deliveries could not be stored."_s);
    m_eventsPending = m_eventsPending || !targets.isEmpty();
    QJsonArray endpointIds;
    for (const DeliveryTarget &t : std::as_const(targets))
        endpointIds.append(t.endpointId);
    return jsonResponse(202, {{u"event_id"_s, eventId},
                              {u"event_type"_s, *type},
                              {u"deliveries"_s, int(targets.size())},
                              {u"endpoint_ids"_s, endpointIds}});
}

} // namespace paydesk::sandbox
