// SandboxApi's keys: what each route needs of a key, GET /api/v1/me, the keys under
// /sandbox/v1/keys (a full key's to manage), and the activity log of every request that
// changed something, by the key that sent it.
#include "routesupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

const QString Full = u"*"_s;
// Keys that work at once; more are refused until one is revoked.
constexpr int MaxActiveKeys = 100;
constexpr int MaxRollHours = 720;
constexpr int DefaultRollHours = 24;
constexpr qsizetype MaxLoggedPathLength = 1024;

struct RoutePermission
{
    const char *method;
    const char *pattern;
    const char *permission; // "": any valid key
};

// Every authenticated route and what a key needs for it (docs/api.md §2.1).
const RoutePermission RoutePermissions[] = {
    {"GET", "/api/v1/me", ""},
    // Only the admin key, which is no merchant's (SandboxApi::check()).
    {"POST", "/sandbox/v1/merchants", "admin"},
    {"GET", "/api/v1/transactions", "transactions:read"},
    {"GET", "/api/v1/transactions/*", "transactions:read"},
    {"GET", "/api/v1/transactions/*/refunds", "transactions:read"},
    {"GET", "/api/v1/refunds", "transactions:read"},
    {"GET", "/api/v1/refunds/*", "transactions:read"},
    {"GET", "/api/v1/transactions/redirect", "transactions:read"},
    {"GET", "/api/v1/transactions/redirect/*", "transactions:read"},
    {"GET", "/api/v1/fraud/evaluations/*", "transactions:read"},
    {"GET", "/sandbox/v1/activity", "transactions:read"},
    {"POST", "/api/v1/transactions", "transactions:write"},
    {"POST", "/api/v1/transactions/redirect", "transactions:write"},
    {"POST", "/api/v1/fraud/evaluate", "transactions:write"},
    // A refunded trigger needs refunds:write as well (triggerroutes.cpp).
    {"POST", "/sandbox/v1/trigger", "transactions:write"},
    {"POST", "/api/v1/transactions/*/refunds", "refunds:write"},
    {"GET", "/v1/ledger/accounts", "ledger:read"},
    {"GET", "/v1/ledger/trial-balance", "ledger:read"},
    {"GET", "/v1/ledger/entries", "ledger:read"},
    // Payouts are the ledger's settlements, and the bank statement states them.
    {"GET", "/api/v1/payouts", "ledger:read"},
    {"GET", "/api/v1/payouts/*", "ledger:read"},
    {"GET", "/api/v1/payouts/*/items", "ledger:read"},
    {"GET", "/sandbox/v1/bank-statement", "ledger:read"},
    {"GET", "/sandbox/v1/webhook-endpoints", "webhooks:manage"},
    {"GET", "/sandbox/v1/webhook-endpoints/*", "webhooks:manage"},
    {"POST", "/sandbox/v1/webhook-endpoints", "webhooks:manage"},
    {"POST", "/sandbox/v1/webhook-endpoints/*", "webhooks:manage"},
    {"DELETE", "/sandbox/v1/webhook-endpoints/*", "webhooks:manage"},
    {"GET", "/sandbox/v1/webhook-deliveries", "webhooks:manage"},
    {"POST", "/sandbox/v1/events/*/resend", "webhooks:manage"},
    {"GET", "/sandbox/v1/keys", "*"},
    {"POST", "/sandbox/v1/keys", "*"},
    {"DELETE", "/sandbox/v1/keys/*", "*"},
    {"POST", "/sandbox/v1/keys/*/roll", "*"},
};

QJsonValue timestampOrNull(const std::optional<qint64> &t)
{
    return t ? QJsonValue(json::timestamp(*t)) : QJsonValue();
}

QJsonObject keyJson(const ApiKeyRecord &k)
{
    return {{u"id"_s, k.id},
            {u"object"_s, u"api_key"_s},
            {u"name"_s, k.name},
            {u"scope"_s, u"sandbox"_s},
            {u"permissions"_s, QJsonArray::fromStringList(k.permissions)},
            {u"created_at"_s, json::timestamp(k.createdAt)},
            {u"expires_at"_s, timestampOrNull(k.expiresAt)},
            {u"revoked_at"_s, timestampOrNull(k.revokedAt)}};
}

bool isActive(const ApiKeyRecord &k, qint64 now)
{
    return !k.revokedAt && (!k.expiresAt || *k.expiresAt > now);
}

// `permissions` of a request: a non-empty array of known names, or ["*"] (a "*" among names is
// every permission); in the docs' order, each once.
std::optional<QStringList> readPermissions(const QJsonValue &v, json::BodyReader &in)
{
    if (!v.isArray() || v.toArray().isEmpty()) {
        in.fail(u"permissions"_s, u"must be a non-empty array of permissions, or [\"*\"]"_s);
        return std::nullopt;
    }
    QStringList given;
    for (const QJsonValue &p : v.toArray()) {
        const QString name = p.toString();
        if (!p.isString() || (name != Full && !apiKeyPermissions().contains(name))) {
            in.fail(u"permissions"_s, u"unknown permission '%1'; known: %2, or *"_s.arg(
                                          p.isString() ? name.left(64) : u"(not a string)"_s,
                                          apiKeyPermissions().join(u", "_s)));
            return std::nullopt;
        }
        given << name;
    }
    if (given.contains(Full))
        return QStringList{Full};
    QStringList out;
    for (const QString &known : apiKeyPermissions()) {
        if (given.contains(known))
            out << known;
    }
    return out;
}

std::optional<qint64> decodeActivityCursor(const QString &text)
{
    const auto decoded = QByteArray::fromBase64Encoding(
        text.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    static const QByteArray prefix = "activity:v1:";
    if (!decoded || !decoded.decoded.startsWith(prefix))
        return std::nullopt;
    bool ok = false;
    const qint64 seq = decoded.decoded.mid(prefix.size()).toLongLong(&ok);
    return ok && seq > 0 ? std::optional(seq) : std::nullopt;
}

QString encodeActivityCursor(qint64 seq)
{
    return QString::fromLatin1(
        QByteArray("activity:v1:" + QByteArray::number(seq))
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

// The record a request made or changed: the id its answer names, else the transaction it
// names (a decline, a trigger, a refused refund), else the last id in its path.
std::optional<QString> resourceOf(const QString &path, const HttpResponse &resp)
{
    if (resp.contentType == "application/json" && !resp.body.isEmpty()) {
        const QJsonObject o = QJsonDocument::fromJson(resp.body).object();
        if (resp.status >= 200 && resp.status < 300 && o.value(u"id"_s).isString())
            return o.value(u"id"_s).toString();
        if (o.value(u"transaction_id"_s).isString())
            return o.value(u"transaction_id"_s).toString();
    }
    static const QRegularExpression idRe(u"^[a-z]{2,5}_[A-Za-z0-9]{1,64}$"_s);
    const QStringList segments = path.split(u'/', Qt::SkipEmptyParts);
    for (auto it = segments.crbegin(); it != segments.crend(); ++it) {
        if (idRe.match(*it).hasMatch())
            return *it;
    }
    return std::nullopt;
}

HttpResponse noKey(const QString &id)
{
    return SandboxApi::error(404, u"not_found"_s, u"No API key with id %1."_s.arg(id));
}

} // namespace

QString SandboxApi::routePermission(const QByteArray &method, const QString &pattern)
{
    for (const RoutePermission &r : RoutePermissions) {
        if (method == r.method && pattern == QLatin1StringView(r.pattern))
            return QString::fromLatin1(r.permission);
    }
    return Full; // a route the table forgets is a full key's, never everyone's
}

HttpResponse SandboxApi::permissionDenied(const HttpRequest &req, const ApiKeyRecord &key,
                                          const QString &permission)
{
    const QString what = QString::fromLatin1(req.method) + u' ' + req.path.left(200);
    const QString details =
        permission == Full
            ? u"The key \"%1\" may not do this: %2 needs a full key (permissions [\"*\"])."_s.arg(
                  key.name, what)
            : u"The key \"%1\" lacks the permission %2, which %3 needs."_s.arg(key.name, permission,
                                                                               what);
    return error(403, u"permission_denied"_s, details, {{u"permission"_s, permission}});
}

HttpResponse SandboxApi::me()
{
    const ApiKeyRecord &k = m_requestKey;
    return jsonResponse(200, {{u"object"_s, u"me"_s},
                              {u"merchant_id"_s, m_store.merchantId()},
                              {u"key_id"_s, k.id},
                              {u"name"_s, k.name},
                              {u"scope"_s, u"sandbox"_s},
                              {u"permissions"_s, QJsonArray::fromStringList(k.permissions)},
                              {u"expires_at"_s, timestampOrNull(k.expiresAt)}});
}

HttpResponse SandboxApi::listKeys()
{
    QJsonArray data;
    for (const ApiKeyRecord &k : m_store.apiKeys())
        data.append(keyJson(k));
    return jsonResponse(200, {{u"object"_s, u"list"_s}, {u"data"_s, data}});
}

HttpResponse SandboxApi::createKey(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto name = in.string(u"name"_s, true, 1, 64);
    if (name && name->trimmed().isEmpty())
        in.fail(u"name"_s, u"must not be blank"_s);
    std::optional<QStringList> permissions;
    if (body.object.value(u"permissions"_s).isUndefined() ||
        body.object.value(u"permissions"_s).isNull())
        in.fail(u"permissions"_s, u"is required"_s);
    else
        permissions = readPermissions(body.object.value(u"permissions"_s), in);
    if (!in.ok())
        return fieldError(in.errors());

    const qint64 now = m_clock->nowSecs();
    const QList<ApiKeyRecord> keys = m_store.apiKeys();
    if (std::count_if(keys.cbegin(), keys.cend(),
                      [now](const ApiKeyRecord &k) { return isActive(k, now); }) >= MaxActiveKeys)
        return error(
            409, u"key_limit_reached"_s,
            u"The sandbox takes at most %1 keys that work; revoke one first."_s.arg(MaxActiveKeys),
            {{u"limit"_s, MaxActiveKeys}});

    const QString secret = generateApiKey();
    ApiKeyRecord k;
    k.hash = hashKey(secret);
    k.id = randomId(u"key_"_s);
    k.name = name->trimmed();
    k.permissions = *permissions;
    k.createdAt = now;
    if (!m_store.insertApiKey(k))
        return error(500, u"internal_error"_s, u"The key could not be stored."_s);
    QJsonObject out = keyJson(k);
    out.insert(u"secret"_s, secret); // shown in this answer only
    return jsonResponse(201, out);
}

HttpResponse SandboxApi::revokeKey(const QString &id)
{
    if (!m_store.apiKeyById(id))
        return noKey(id);
    if (!m_store.revokeApiKey(id, m_clock->nowSecs()))
        return error(500, u"internal_error"_s, u"The key could not be revoked."_s);
    m_knownKeys.clear(); // its next request is looked up, and refused
    HttpResponse r;
    r.status = 204;
    r.contentType.clear();
    return r;
}

HttpResponse SandboxApi::rollKey(const HttpRequest &req, const QString &id)
{
    ParsedBody body;
    if (!req.body.trimmed().isEmpty()) {
        body = parseJsonBody(req);
        if (body.error)
            return *body.error;
    }
    json::BodyReader in(body.object, body.numberTokens);
    int hours = DefaultRollHours;
    const QJsonValue given = body.object.value(u"expires_in_hours"_s);
    if (!given.isUndefined() && !given.isNull()) {
        const QList<QByteArray> tokens = body.numberTokens.value(u"expires_in_hours"_s);
        const bool integer =
            given.isDouble() && tokens.size() == 1 && !tokens.constFirst().contains('.') &&
            !tokens.constFirst().contains('e') && !tokens.constFirst().contains('E');
        if (!integer || given.toDouble() < 0 || given.toDouble() > MaxRollHours)
            in.fail(u"expires_in_hours"_s,
                    u"must be a whole number of hours from 0 to %1"_s.arg(MaxRollHours));
        else
            hours = given.toInt();
    }
    if (!in.ok())
        return fieldError(in.errors());

    auto old = m_store.apiKeyById(id);
    if (!old)
        return noKey(id);
    const qint64 now = m_clock->nowSecs();
    if (old->revokedAt)
        return error(409, u"key_revoked"_s,
                     u"API key %1 was revoked; create a new key instead."_s.arg(id),
                     {{u"key_id"_s, id}});
    if (!isActive(*old, now))
        return error(409, u"key_expired"_s,
                     u"API key %1 has expired; create a new key instead."_s.arg(id),
                     {{u"key_id"_s, id}});

    const QString secret = generateApiKey();
    ApiKeyRecord k;
    k.hash = hashKey(secret);
    k.id = randomId(u"key_"_s);
    k.name = old->name;
    k.permissions = old->permissions;
    k.createdAt = now;
    // A key rolled twice keeps the sooner end.
    const qint64 oldEnd = std::min(old->expiresAt.value_or(std::numeric_limits<qint64>::max()),
                                   now + qint64(hours) * 3600);
    if (!m_store.insertApiKey(k) || !m_store.setApiKeyExpiry(old->id, oldEnd))
        return error(500, u"internal_error"_s, u"The key could not be stored."_s);
    m_knownKeys.clear();
    QJsonObject out = keyJson(k);
    out.insert(u"secret"_s, secret); // shown in this answer only
    out.insert(u"rolled_from"_s,
               QJsonObject{{u"id"_s, old->id}, {u"expires_at"_s, json::timestamp(oldEnd)}});
    return jsonResponse(201, out);
}

HttpResponse SandboxApi::listActivity(const HttpRequest &req)
{
    const auto value = [&](const QString &key) {
        return req.query.queryItemValue(key, QUrl::FullyDecoded).trimmed();
    };
    QJsonObject errors;
    int limit = DefaultLimit;
    if (req.query.hasQueryItem(u"limit"_s)) {
        bool ok = false;
        limit = value(u"limit"_s).toInt(&ok);
        if (!ok || limit < 1 || limit > 100)
            errors.insert(u"limit"_s, u"must be an integer from 1 to 100"_s);
    }
    std::optional<qint64> before;
    if (!value(u"cursor"_s).isEmpty()) {
        before = decodeActivityCursor(value(u"cursor"_s));
        if (!before)
            errors.insert(u"cursor"_s, u"is not a cursor this service issued"_s);
    }
    ActivityFilter filter;
    filter.keyId = value(u"key_id"_s);
    for (const QString &key : {u"from"_s, u"to"_s}) {
        if (value(key).isEmpty())
            continue;
        const auto t = json::parseDateOrTimestamp(value(key));
        if (!t)
            errors.insert(key, u"must be YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ"_s);
        else
            (key == u"from"_s ? filter.from : filter.to) = *t;
    }
    if (!errors.isEmpty())
        return fieldError(errors);

    const Page<ActivityRecord> page = m_store.listActivity(filter, limit, before);
    QJsonArray data;
    for (const ActivityRecord &a : page.items) {
        data.append(QJsonObject{
            {u"id"_s, a.id},
            {u"object"_s, u"activity"_s},
            {u"at"_s, json::timestamp(a.at)},
            {u"key_id"_s, a.keyId},
            {u"key_name"_s, a.keyName},
            {u"method"_s, a.method},
            {u"path"_s, a.path},
            {u"status"_s, a.status},
            {u"resource_id"_s, a.resourceId ? QJsonValue(*a.resourceId) : QJsonValue()},
            {u"idempotency_key"_s, a.idempotencyKey ? QJsonValue(*a.idempotencyKey) : QJsonValue()},
        });
    }
    const bool more = page.hasMore && !page.items.isEmpty();
    return jsonResponse(
        200, {{u"object"_s, u"list"_s},
              {u"data"_s, data},
              {u"has_more"_s, more},
              {u"next_cursor"_s, more ? QJsonValue(encodeActivityCursor(page.items.constLast().seq))
                                      : QJsonValue()}});
}

bool SandboxApi::recordActivity(const HttpRequest &req, const RequestContext &ctx,
                                const HttpResponse &resp)
{
    const bool changes = req.method == "POST" || req.method == "PATCH" || req.method == "PUT" ||
                         req.method == "DELETE";
    // Not logged: a 401 has no key to name, a 429 was turned away unread, a 5xx kept nothing,
    // and a replay changed nothing more.
    const bool answered =
        (resp.status >= 200 && resp.status < 300) ||
        (resp.status >= 400 && resp.status < 500 && resp.status != 401 && resp.status != 429);
    if (!changes || !answered || ctx.key.id.isEmpty() || ctx.replayed)
        return true;
    ActivityRecord a;
    a.id = randomId(u"act_"_s);
    a.at = m_clock->nowSecs();
    a.keyId = ctx.key.id;
    a.keyName = ctx.key.name;
    a.method = QString::fromLatin1(req.method);
    // U+0000 (a path's %00) is kept as its escape: PostgreSQL's text cannot hold it.
    a.path = req.path.left(MaxLoggedPathLength).replace(QChar(0), u"\\u0000"_s);
    a.status = resp.status;
    a.resourceId = resourceOf(req.path, resp);
    // The header as sent when it was refused before it was read, within its bounds.
    const QString idempotencyKey = ctx.idempotencyKey.isEmpty()
                                       ? QString::fromUtf8(req.headers.value("idempotency-key"))
                                       : ctx.idempotencyKey;
    if (!idempotencyKey.isEmpty() && idempotencyKey.size() <= 255 &&
        !idempotencyKey.contains(QChar(0)))
        a.idempotencyKey = idempotencyKey;
    return m_store.insertActivity(a);
}

QByteArray SandboxApi::replayableBody(const QByteArray &body)
{
    if (body.contains("\"object\":\"merchant\"")) { // a new merchant's key (merchantroutes.cpp)
        QJsonObject o = QJsonDocument::fromJson(body).object();
        o.insert(u"api_key"_s, QJsonValue());
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }
    if (!body.contains("\"secret\""))
        return body;
    QJsonObject o = QJsonDocument::fromJson(body).object();
    if (!apiKeyEnvironment(o.value(u"secret"_s).toString()))
        return body; // a webhook endpoint's secret, which its table keeps anyway
    o.insert(u"secret"_s, QJsonValue());
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace paydesk::sandbox
