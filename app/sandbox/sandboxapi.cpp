#include "sandboxapi.h"

#include "openapiroutes.h"
#include "routesupport.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

std::optional<KeyEnvironment> apiKeyEnvironment(const QString &key)
{
    static const QRegularExpression keyRe(u"^[a-z]{2,8}_(test|live)_[A-Za-z0-9]{8,128}$"_s);
    const auto m = keyRe.match(key);
    if (!m.hasMatch())
        return std::nullopt;
    return m.capturedView(1) == u"live"_s ? KeyEnvironment::Live : KeyEnvironment::Test;
}

namespace {

// The database went away under a request (PostgreSQL restarted, the connection killed): the
// store reconnects by itself; the client retries, with its Idempotency-Key for a POST.
HttpResponse serviceUnavailable()
{
    HttpResponse r = SandboxApi::error(
        503, u"service_unavailable"_s,
        u"The sandbox lost its database connection and is reconnecting. Retry after the time in"
        " Retry-After, with the same Idempotency-Key for a POST."_s);
    r.headers.emplaceBack("Retry-After", "1");
    return r;
}

} // namespace

QString generateApiKey()
{
    return u"pts_test_"_s + randomId(QString(), 32);
}

HttpResponse SandboxApi::error(int status, const QString &code, const QString &details,
                               const QJsonObject &extra)
{
    QJsonObject body = extra;
    body.insert(u"error"_s, code);
    body.insert(u"details"_s, details);
    return jsonResponse(status, body);
}

QByteArray SandboxApi::hashKey(const QString &apiKey)
{
    return QCryptographicHash::hash(apiKey.toUtf8(), QCryptographicHash::Sha256);
}

SandboxApi::SandboxApi(SandboxStore &store, const SandboxOptions &options)
    : m_store(store)
    , m_options(options)
    , m_clock(Clock::orSystem(options.clock))
    , m_configured(configuredEndpoints(options))
    , m_destinations(options.allowedWebhookHosts, options.host)
    , m_startedAt(m_clock->nowSecs())
    , m_adminKeyHash(options.adminKey.isEmpty() ? QByteArray() : hashKey(options.adminKey))
{
    addRoute("POST", u"/api/v1/transactions"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return createTransaction(r); });
    addRoute("GET", u"/api/v1/transactions"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return listTransactions(r); });
    addRoute("POST", u"/api/v1/transactions/redirect"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return createRedirect(r); });
    addRoute("GET", u"/api/v1/transactions/redirect"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return listRedirects(r); });
    addRoute("GET", u"/api/v1/transactions/redirect/*"_s, true,
             [this](const HttpRequest &, const QStringList &a) { return getRedirect(a[0]); });
    addRoute("GET", u"/api/v1/transactions/*"_s, true,
             [this](const HttpRequest &, const QStringList &a) { return getTransaction(a[0]); });
    addRoute("POST", u"/api/v1/transactions/*/refunds"_s, true,
             [this](const HttpRequest &r, const QStringList &a) { return createRefund(r, a[0]); });
    addRoute("GET", u"/api/v1/transactions/*/refunds"_s, true,
             [this](const HttpRequest &r, const QStringList &a) { return listRefunds(r, a[0]); });
    addRoute("GET", u"/api/v1/refunds"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return listRefunds(r, {}); });
    addRoute("GET", u"/api/v1/refunds/*"_s, true,
             [this](const HttpRequest &, const QStringList &a) { return getRefund(a[0]); });
    addRoute("POST", u"/api/v1/fraud/evaluate"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return evaluateFraud(r); });
    addRoute(
        "GET", u"/api/v1/fraud/evaluations/*"_s, true,
        [this](const HttpRequest &, const QStringList &a) { return getFraudEvaluation(a[0]); });
    addRoute("GET", u"/v1/ledger/accounts"_s, true,
             [this](const HttpRequest &, const QStringList &) { return ledgerAccounts(); });
    addRoute("GET", u"/v1/ledger/trial-balance"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return trialBalance(r); });
    addRoute("GET", u"/v1/ledger/entries"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return ledgerEntries(r); });
    addRoute("POST", u"/sandbox/v1/trigger"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return trigger(r); });
    addRoute("GET", u"/sandbox/v1/webhook-endpoints"_s, true,
             [this](const HttpRequest &, const QStringList &) { return listEndpoints(); });
    addRoute("GET", u"/sandbox/v1/webhook-endpoints/*"_s, true,
             [this](const HttpRequest &, const QStringList &a) { return getEndpoint(a[0]); });
    addRoute("POST", u"/sandbox/v1/webhook-endpoints"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return createEndpoint(r); });
    addRoute(
        "POST", u"/sandbox/v1/webhook-endpoints/*"_s, true,
        [this](const HttpRequest &r, const QStringList &a) { return updateEndpoint(r, a[0]); });
    addRoute("DELETE", u"/sandbox/v1/webhook-endpoints/*"_s, true,
             [this](const HttpRequest &, const QStringList &a) { return deleteEndpoint(a[0]); });
    addRoute("POST", u"/sandbox/v1/events/*/resend"_s, true,
             [this](const HttpRequest &r, const QStringList &a) { return resendEvent(r, a[0]); });
    addRoute("GET", u"/sandbox/v1/webhook-deliveries"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return deliveryLog(r); });
    addPayoutRoutes();
    addRoute("GET", u"/api/v1/me"_s, true,
             [this](const HttpRequest &, const QStringList &) { return me(); });
    addRoute("GET", u"/sandbox/v1/keys"_s, true,
             [this](const HttpRequest &, const QStringList &) { return listKeys(); });
    addRoute("POST", u"/sandbox/v1/keys"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return createKey(r); });
    addRoute("DELETE", u"/sandbox/v1/keys/*"_s, true,
             [this](const HttpRequest &, const QStringList &a) { return revokeKey(a[0]); });
    addRoute("POST", u"/sandbox/v1/keys/*/roll"_s, true,
             [this](const HttpRequest &r, const QStringList &a) { return rollKey(r, a[0]); });
    addRoute("POST", u"/sandbox/v1/merchants"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return createMerchant(r); });
    addRoute("GET", u"/sandbox/v1/activity"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return listActivity(r); });
    addRoute("GET", u"/checkout/*"_s, false,
             [this](const HttpRequest &r, const QStringList &a) { return checkoutPage(r, a[0]); });
    addRoute("POST", u"/checkout/*"_s, false, [this](const HttpRequest &r, const QStringList &a) {
        return checkoutSubmit(r, a[0]);
    });
    addRoute("GET", u"/healthz"_s, false, [this](const HttpRequest &, const QStringList &) {
        // On PostgreSQL its connection too, so a load balancer's check finds a lost one (503)
        // and the next check has it reconnected.
        if (!m_store.ping())
            return serviceUnavailable();
        return jsonResponse(200, {{u"status"_s, u"ok"_s}});
    });
    addRoute("GET", u"/openapi.json"_s, false,
             [](const HttpRequest &, const QStringList &) { return openApiDocument(); });
}

void SandboxApi::addRoute(const QByteArray &method, const QString &pattern, bool authenticated,
                          Handler handler)
{
    m_routes.append(Route{method, pattern.split(u'/', Qt::SkipEmptyParts), authenticated,
                          authenticated ? routePermission(method, pattern) : QString(),
                          std::move(handler)});
}

QList<SandboxApi::RouteInfo> SandboxApi::routes() const
{
    QList<RouteInfo> out;
    for (const Route &r : m_routes)
        out.append({r.method, u'/' + r.pattern.join(u'/'), r.authenticated});
    return out;
}

const SandboxApi::Route *SandboxApi::match(const QByteArray &method, const QString &path,
                                           QStringList *args, bool *pathKnown) const
{
    const QStringList segments = path.split(u'/', Qt::SkipEmptyParts);
    *pathKnown = false;
    for (const Route &route : m_routes) {
        if (route.pattern.size() != segments.size())
            continue;
        QStringList captured;
        bool ok = true;
        for (qsizetype i = 0; i < segments.size() && ok; ++i) {
            if (route.pattern[i] == u"*"_s) {
                // "redirect" is a path of its own, never a transaction id.
                ok = !segments[i].isEmpty() && segments[i] != u"redirect"_s;
                captured << segments[i];
            } else {
                ok = route.pattern[i] == segments[i];
            }
        }
        if (!ok)
            continue;
        *pathKnown = true;
        if (route.method == method) {
            *args = captured;
            return &route;
        }
    }
    return nullptr;
}

std::optional<HttpResponse> SandboxApi::admit(const HttpRequest &req, RequestContext &ctx)
{
    if (m_store.connectionLost() && !m_store.reconnect())
        return serviceUnavailable();
    ctx.connectionEpoch = m_store.connectionLosses();
    std::optional<HttpResponse> answer = check(req, ctx);
    // Whatever was read (the key, the Idempotency-Key) may be missing, not absent.
    if (m_store.connectionLosses() != ctx.connectionEpoch)
        return serviceUnavailable();
    // A change refused here (its permission, its Idempotency-Key) is activity too.
    if (answer && !recordActivity(req, ctx, *answer))
        return m_store.connectionLosses() != ctx.connectionEpoch
                   ? serviceUnavailable()
                   : error(500, u"internal_error"_s, u"The request could not be logged."_s);
    return answer;
}

std::optional<HttpResponse> SandboxApi::check(const HttpRequest &req, RequestContext &ctx)
{
    if (req.body.size() > MaxBodyBytes)
        return error(413, u"payload_too_large"_s,
                     u"The request body is larger than 1 MiB (%1 bytes)."_s.arg(req.body.size()));

    QStringList args;
    bool pathKnown = false;
    const Route *route = match(req.method, req.path, &args, &pathKnown);
    const bool apiPath = req.path.startsWith(u"/api/"_s) || req.path.startsWith(u"/v1/"_s) ||
                         req.path.startsWith(u"/sandbox/"_s);

    if (apiPath || (route && route->authenticated)) {
        const QByteArray auth = req.headers.value("authorization");
        // A key found once is kept until a key is revoked or rolled: the regex, SHA-256 and
        // lookup are skipped for its later requests.
        // (Not with other sandboxes on the database: one of them may revoke it.)
        const auto known = m_store.isPostgres() ? m_knownKeys.cend() : m_knownKeys.constFind(auth);
        if (known != m_knownKeys.cend()) {
            ctx.key = *known;
        } else if (!m_adminKeyHash.isEmpty() && auth.size() > 7 &&
                   auth.left(7).toLower() == "bearer " &&
                   // Digests compared, so the time taken says nothing about the admin key.
                   hashKey(QString::fromUtf8(auth.mid(7)).trimmed()) == m_adminKeyHash) {
            ctx.admin = true;
        } else {
            // The scheme name is case-insensitive (RFC 9110).
            if (auth.size() <= 7 || auth.left(7).toLower() != "bearer ")
                return error(
                    401, u"missing_api_key"_s,
                    u"No API key was sent. Send it as 'Authorization: Bearer <API_KEY>'."_s);
            const QString key = QString::fromUtf8(auth.mid(7)).trimmed();
            const auto environment = apiKeyEnvironment(key);
            if (!environment)
                return error(401, u"invalid_api_key"_s,
                             u"The API key is malformed. Keys look like <prefix>_test_<secret>."_s);
            if (*environment == KeyEnvironment::Live)
                return error(403, u"key_environment_mismatch"_s,
                             u"A live key was sent to the sandbox. Use a sandbox key (…_test_…)"
                             " here, and live keys only against the production base URL."_s);
            const auto stored = m_store.apiKey(hashKey(key));
            if (!stored)
                return error(401, u"invalid_api_key"_s,
                             u"The API key is not known to this service. Check the key in the"
                             " dashboard's Settings, API Keys."_s);
            ctx.key = *stored;
            // Bounded: only keys the store knows get here, and spellings of one are few.
            if (m_knownKeys.size() < 256)
                m_knownKeys.insert(auth, ctx.key);
        }
        if (ctx.admin) {
            // The admin key creates merchants and nothing else: it owns no records.
            if (!route || route->permission != u"admin"_s)
                return error(403, u"permission_denied"_s,
                             u"The admin key may only create merchants (POST"
                             " /sandbox/v1/merchants); use a merchant's key for %1 %2."_s.arg(
                                 QString::fromLatin1(req.method), req.path.left(200)),
                             {{u"permission"_s, u"admin"_s}});
            ctx.keyHash = m_adminKeyHash;
            return checkIdempotency(req, ctx, *route);
        }
        if (ctx.key.revokedAt)
            return error(401, u"invalid_api_key"_s,
                         u"The API key was revoked at %1. Use another key."_s.arg(
                             json::timestamp(*ctx.key.revokedAt)));
        if (ctx.key.expiresAt && *ctx.key.expiresAt <= m_clock->nowSecs())
            return error(401, u"invalid_api_key"_s,
                         u"The API key expired at %1. Use the key that replaced it."_s.arg(
                             json::timestamp(*ctx.key.expiresAt)));
        ctx.keyHash = ctx.key.hash;
        // Everything the request reads or writes is its key's merchant's.
        m_store.setMerchant(ctx.key.merchantId);
        if (m_options.rateLimitPerSecond > 0) {
            const qint64 second = m_clock->nowSecs();
            auto &window = m_rateWindows[ctx.keyHash];
            if (window.first != second)
                window = {second, 0};
            if (++window.second > m_options.rateLimitPerSecond) {
                HttpResponse r = error(
                    429, u"rate_limited"_s,
                    u"Too many requests: the limit is %1 per second per key."
                    " Retry after the time in Retry-After."_s.arg(m_options.rateLimitPerSecond));
                r.headers.emplaceBack("Retry-After", "1");
                return r;
            }
        }
    }

    if (!route) {
        if (pathKnown)
            return error(
                404, u"not_found"_s,
                u"%1 is not supported on %2."_s.arg(QString::fromLatin1(req.method), req.path));
        return error(404, u"not_found"_s, u"There is no endpoint at %1."_s.arg(req.path));
    }
    if (route->authenticated && !ctx.key.allows(route->permission))
        return permissionDenied(req, ctx.key, route->permission);
    if (route->permission == u"admin"_s)
        return error(403, u"permission_denied"_s,
                     u"Only the admin key (--admin-key-file) may create merchants."_s,
                     {{u"permission"_s, u"admin"_s}});
    return checkIdempotency(req, ctx, *route);
}

std::optional<HttpResponse> SandboxApi::checkIdempotency(const HttpRequest &req,
                                                         RequestContext &ctx, const Route &r)
{
    const Route *route = &r;
    if (req.method == "POST" && route->authenticated) {
        ctx.apiPost = true;
        const QByteArray rawKey = req.headers.value("idempotency-key");
        if (req.headers.contains("idempotency-key")) {
            const QString key = QString::fromUtf8(rawKey);
            if (key.isEmpty() || key.size() > 255)
                return invalidRequest(u"Idempotency-Key must be 1 to 255 characters."_s,
                                      {{u"Idempotency-Key"_s, u"must be 1 to 255 characters"_s}});
            if (key.contains(QChar(0)))
                return invalidRequest(u"Idempotency-Key contains U+0000 (a NUL character)."_s,
                                      {{u"Idempotency-Key"_s, u"must not contain U+0000"_s}});
            ctx.idempotencyKey = key;
            // The same logical request: same endpoint and the same JSON, whatever its spacing.
            // An empty body and {} are the same request (a refund with every default).
            QByteArray canonical = req.body.trimmed().isEmpty() ? QByteArray("{}") : req.body;
            const QJsonDocument doc = QJsonDocument::fromJson(req.body);
            if (doc.isObject())
                canonical = doc.toJson(QJsonDocument::Compact);
            ctx.requestHash = QCryptographicHash::hash(
                QByteArray(req.method + ' ' + req.path.toUtf8() + '\n' + canonical),
                QCryptographicHash::Sha256);
            // Looked up and marked in one transaction: another sandbox on the same database
            // sees the marker, or has its own and this one sees that.
            const IdempotencyLookup found =
                m_store.claimIdempotency(ctx.keyHash, key, ctx.requestHash, m_clock->nowSecs());
            if (found.failed)
                return error(500, u"internal_error"_s,
                             u"The Idempotency-Key could not be checked; nothing was changed."_s);
            switch (found.state) {
            case IdempotencyState::Conflict:
                return error(409, u"idempotency_conflict"_s,
                             u"This Idempotency-Key was used with a different request. Use a new"
                             " key for a new request."_s);
            case IdempotencyState::InProgress:
                return error(409, u"idempotency_in_progress"_s,
                             u"A request with this Idempotency-Key is still running. Retry"
                             " shortly."_s);
            case IdempotencyState::Replay: {
                ctx.replayed = true;
                HttpResponse r;
                r.status = found.status;
                r.body = found.body;
                r.headers.emplaceBack("Idempotent-Replayed", "true");
                return r;
            }
            case IdempotencyState::New:
                ctx.inProgressMarked = true;
                break;
            }
        }
    }
    return std::nullopt;
}

void SandboxApi::abandon(const RequestContext &ctx)
{
    // A marker of a lost connection is no longer this sandbox's to remove: its lock is free,
    // so the next request with its key takes it over.
    if (ctx.inProgressMarked && ctx.connectionEpoch == m_store.connectionLosses()) {
        m_store.forgetIdempotency(ctx.keyHash, ctx.idempotencyKey);
        m_store.releaseIdempotency(ctx.keyHash, ctx.idempotencyKey);
    }
}

HttpResponse SandboxApi::execute(const HttpRequest &req, const RequestContext &ctx)
{
    QStringList args;
    bool pathKnown = false;
    const Route *route = match(req.method, req.path, &args, &pathKnown);
    Q_ASSERT(route);
    if (!route)
        return error(404, u"not_found"_s, u"There is no endpoint at %1."_s.arg(req.path));

    m_requestKey = ctx.key;
    // Another request may have run between admit() and now (the configured latency).
    if (route->authenticated && !ctx.admin)
        m_store.setMerchant(ctx.key.merchantId);
    // Lost since admit(): its Idempotency-Key's lock went with the connection.
    if (ctx.inProgressMarked && ctx.connectionEpoch != m_store.connectionLosses())
        return serviceUnavailable();
    if (m_store.connectionLost() && !m_store.reconnect())
        return serviceUnavailable();
    const quint64 epoch = m_store.connectionLosses();
    if (req.method != "POST") {
        HttpResponse resp = route->handler(req, args);
        if (!recordActivity(req, ctx, resp) && m_store.connectionLosses() == epoch)
            return error(500, u"internal_error"_s, u"The request could not be logged."_s);
        // What it read may be missing, not absent.
        return m_store.connectionLosses() == epoch ? resp : serviceUnavailable();
    }
    HttpResponse resp = executePost(req, ctx, *route, args);
    if (m_store.connectionLosses() != epoch) {
        // Nothing of it was committed, or its commit's answer was lost: the client retries
        // with its key and gets the charge or makes it.
        m_store.rollback();
        return serviceUnavailable();
    }
    if (ctx.inProgressMarked)
        m_store.releaseIdempotency(ctx.keyHash, ctx.idempotencyKey);
    return resp;
}

HttpResponse SandboxApi::executePost(const HttpRequest &req, const RequestContext &ctx,
                                     const Route &r, const QStringList &args)
{
    const Route *route = &r;
    // Every POST runs in one database transaction with its idempotency record, so a
    // response that was answered is also remembered, and one that failed left nothing.
    if (!m_store.begin()) {
        abandon(ctx);
        return error(500, u"internal_error"_s, u"The database is not available."_s);
    }
    m_eventsPending = false;
    HttpResponse resp = route->handler(req, args);
    const bool tookEffect =
        (resp.status >= 200 && resp.status < 300) || resp.status == 402 || resp.status == 303;
    if (!tookEffect) {
        m_store.rollback();
        abandon(ctx);
        // Logged on its own: what it tried was rolled back.
        if (!recordActivity(req, ctx, resp))
            return error(500, u"internal_error"_s, u"The request could not be logged."_s);
        return resp;
    }
    // Logged in the same transaction as the change: both land, or neither.
    if (!recordActivity(req, ctx, resp)) {
        m_store.rollback();
        abandon(ctx);
        return error(500, u"internal_error"_s, u"The request could not be stored."_s);
    }
    if (!ctx.idempotencyKey.isEmpty()) {
        if (!m_store.storeIdempotencyResult(ctx.keyHash, ctx.idempotencyKey, ctx.requestHash,
                                            resp.status, replayableBody(resp.body),
                                            m_clock->nowSecs())) {
            m_store.rollback();
            abandon(ctx);
            return error(500, u"internal_error"_s, u"The request could not be stored."_s);
        }
    }
    if (!m_store.commit()) {
        abandon(ctx);
        return error(500, u"internal_error"_s,
                     u"The request could not be stored; nothing was changed."_s);
    }
    if (m_eventsPending && m_eventsCreated)
        m_eventsCreated();
    return resp;
}

} // namespace paydesk::sandbox
