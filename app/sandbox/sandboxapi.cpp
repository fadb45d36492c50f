#include "sandboxapi.h"

#include "checkoutpage.h"
#include "core/currency.h"
#include "fraudrules.h"
#include "sandboxjson.h"
#include "sandboxlogging.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr qsizetype MaxBodyBytes = 1024 * 1024;
constexpr int DefaultLimit = 25;
constexpr int MaxLimit = 100;

const QStringList KnownStatuses = {u"captured"_s, u"failed"_s, u"refunded"_s,
                                   u"partially_refunded"_s};
const QStringList RefundReasons = {u"requested_by_customer"_s, u"duplicate"_s, u"fraudulent"_s,
                                   u"other"_s};

qint64 nowSecs()
{
    return QDateTime::currentSecsSinceEpoch();
}

HttpResponse jsonResponse(int status, const QJsonObject &obj)
{
    HttpResponse r;
    r.status = status;
    r.body = QJsonDocument(obj).toJson(QJsonDocument::Compact);
    return r;
}

HttpResponse htmlResponse(int status, const QByteArray &html)
{
    HttpResponse r;
    r.status = status;
    r.contentType = "text/html; charset=utf-8";
    r.body = html;
    r.headers.emplaceBack("Cache-Control", "no-store");
    return r;
}

HttpResponse redirectTo(const QUrl &url)
{
    HttpResponse r;
    r.status = 303;
    r.contentType = "text/plain; charset=utf-8";
    r.body = "See Other";
    r.headers.emplaceBack("Location", url.toString(QUrl::FullyEncoded).toUtf8());
    return r;
}

HttpResponse invalidRequest(const QString &details, const QJsonObject &fields)
{
    return SandboxApi::error(400, u"invalid_request"_s, details, {{u"fields"_s, fields}});
}

HttpResponse fieldError(const QJsonObject &fields)
{
    QStringList names = fields.keys();
    return invalidRequest(u"The request has invalid fields: %1."_s.arg(names.join(u", "_s)),
                          fields);
}

struct ParsedBody
{
    QJsonObject object;
    json::NumberTokens numberTokens;
    std::optional<HttpResponse> error;
};

ParsedBody parseJsonBody(const HttpRequest &req)
{
    ParsedBody out;
    const QByteArray contentType = req.headers.value("content-type").toLower();
    const QByteArray mediaType = contentType.split(';').constFirst().trimmed();
    if (mediaType != "application/json") {
        out.error = invalidRequest(u"Content-Type must be application/json."_s,
                                   {{u"Content-Type"_s, u"must be application/json"_s}});
        return out;
    }
    // QJsonDocument replaces invalid UTF-8 silently in strings; reject it outright instead.
    QStringDecoder decoder(QStringDecoder::Utf8);
    [[maybe_unused]] const QString text = decoder.decode(req.body);
    if (decoder.hasError()) {
        out.error =
            SandboxApi::error(400, u"invalid_json"_s, u"The request body is not valid UTF-8."_s);
        return out;
    }
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(req.body, &perr);
    if (perr.error != QJsonParseError::NoError) {
        out.error = SandboxApi::error(
            400, u"invalid_json"_s,
            u"The request body is not valid JSON: %1 at offset %2."_s.arg(perr.errorString())
                .arg(perr.offset));
        return out;
    }
    if (!doc.isObject()) {
        out.error =
            SandboxApi::error(400, u"invalid_json"_s, u"The request body must be a JSON object."_s);
        return out;
    }
    out.object = doc.object();
    out.numberTokens = json::topLevelNumberTokens(req.body);
    return out;
}

// Query parameters shared by both list endpoints.
struct ListParams
{
    int limit = DefaultLimit;
    std::optional<ListCursor> cursor;
    TransactionFilter filter;
    QJsonObject errors;
};

QString encodeCursor(qint64 createdAt, const QString &id, qint64 maxSeq)
{
    const QByteArray raw = "v1:" + QByteArray::number(createdAt) + ':' + id.toUtf8() + ':' +
                           QByteArray::number(maxSeq);
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<ListCursor> decodeCursor(const QString &text)
{
    const auto decoded = QByteArray::fromBase64Encoding(
        text.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const QList<QByteArray> parts = decoded.decoded.split(':');
    if (parts.size() != 4 || parts[0] != "v1")
        return std::nullopt;
    bool ok1 = false;
    bool ok2 = false;
    ListCursor c;
    c.createdAt = parts[1].toLongLong(&ok1);
    c.id = QString::fromUtf8(parts[2]);
    c.maxSeq = parts[3].toLongLong(&ok2);
    if (!ok1 || !ok2 || c.id.isEmpty())
        return std::nullopt;
    return c;
}

ListParams readListParams(const QUrlQuery &query)
{
    ListParams p;
    const auto value = [&](const QString &key) {
        return query.queryItemValue(key, QUrl::FullyDecoded);
    };
    if (query.hasQueryItem(u"limit"_s)) {
        bool ok = false;
        const int limit = value(u"limit"_s).toInt(&ok);
        if (!ok || limit < 1 || limit > MaxLimit)
            p.errors.insert(u"limit"_s, u"must be an integer from 1 to 100"_s);
        else
            p.limit = limit;
    }
    if (query.hasQueryItem(u"cursor"_s) && !value(u"cursor"_s).isEmpty()) {
        p.cursor = decodeCursor(value(u"cursor"_s));
        if (!p.cursor)
            p.errors.insert(u"cursor"_s, u"is not a cursor this service issued"_s);
    }
    for (const char *key : {"created_from", "created_to"}) {
        const QString k = QString::fromLatin1(key);
        if (!query.hasQueryItem(k) || value(k).isEmpty())
            continue;
        const auto t = json::parseDateOrTimestamp(value(k));
        if (!t)
            p.errors.insert(k, u"must be YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ"_s);
        else if (k == u"created_from"_s)
            p.filter.createdFrom = *t;
        else
            p.filter.createdTo = *t;
    }
    return p;
}

// A page as {"data":[...],"has_more":...,"next_cursor":...,"object":"list"}, written straight
// to bytes: building a QJsonObject per row cost most of a list request.
template<typename T, typename Append>
HttpResponse pageResponse(const Page<T> &page, Append append)
{
    HttpResponse r;
    r.body.reserve(64 + page.items.size() * 400);
    r.body += "{\"data\":[";
    for (qsizetype i = 0; i < page.items.size(); ++i) {
        if (i > 0)
            r.body += ',';
        append(r.body, page.items.at(i));
    }
    r.body += page.hasMore ? "],\"has_more\":true" : "],\"has_more\":false";
    r.body += ",\"next_cursor\":";
    if (page.nextCursor.isEmpty())
        r.body += "null";
    else
        json::appendJsonString(r.body, page.nextCursor);
    r.body += ",\"object\":\"list\"}";
    return r;
}

template<typename T>
void setNextCursor(Page<T> &page, const std::optional<ListCursor> &cursor, qint64 maxSeq)
{
    if (!page.hasMore || page.items.isEmpty())
        return;
    const T &last = page.items.constLast();
    page.nextCursor = encodeCursor(last.createdAt, last.id, cursor ? cursor->maxSeq : maxSeq);
}

qint64 currentMaxSeq(SandboxStore &store, const QString &table)
{
    QSqlQuery &q = store.prepared(u"SELECT COALESCE(MAX(seq), 0) FROM "_s + table);
    return store.exec(q) && q.next() ? q.value(0).toLongLong() : 0;
}

bool luhnValid(const QString &digits)
{
    int sum = 0;
    bool dbl = false;
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        int d = digits.at(i).digitValue();
        if (dbl) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
        dbl = !dbl;
    }
    return sum % 10 == 0;
}

} // namespace

std::optional<KeyEnvironment> apiKeyEnvironment(const QString &key)
{
    static const QRegularExpression keyRe(u"^[a-z]{2,8}_(test|live)_[A-Za-z0-9]{8,128}$"_s);
    const auto m = keyRe.match(key);
    if (!m.hasMatch())
        return std::nullopt;
    return m.capturedView(1) == u"live"_s ? KeyEnvironment::Live : KeyEnvironment::Test;
}

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
{
    for (const WebhookEndpoint &e : options.webhooks)
        m_endpointUrls << e.url;

    addRoute("POST", u"/api/v1/transactions"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return createTransaction(r); });
    addRoute("GET", u"/api/v1/transactions"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return listTransactions(r); });
    addRoute("POST", u"/api/v1/transactions/redirect"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return createRedirect(r); });
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
    addRoute("GET", u"/v1/ledger/accounts"_s, true,
             [this](const HttpRequest &, const QStringList &) { return ledgerAccounts(); });
    addRoute("GET", u"/v1/ledger/trial-balance"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return trialBalance(r); });
    addRoute("GET", u"/sandbox/v1/webhook-deliveries"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return deliveryLog(r); });
    addRoute("GET", u"/checkout/*"_s, false,
             [this](const HttpRequest &, const QStringList &a) { return checkoutPage(a[0]); });
    addRoute("POST", u"/checkout/*"_s, false, [this](const HttpRequest &r, const QStringList &a) {
        return checkoutSubmit(r, a[0]);
    });
    addRoute("GET", u"/healthz"_s, false, [](const HttpRequest &, const QStringList &) {
        return jsonResponse(200, {{u"status"_s, u"ok"_s}});
    });
}

void SandboxApi::addRoute(const QByteArray &method, const QString &pattern, bool authenticated,
                          Handler handler)
{
    m_routes.append(
        Route{method, pattern.split(u'/', Qt::SkipEmptyParts), authenticated, std::move(handler)});
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
        // Keys are only ever added at start, so a key found once stays valid: its hash is kept
        // and the regex, SHA-256 and lookup are skipped for the rest of the run.
        const auto known = m_knownKeys.constFind(auth);
        if (known != m_knownKeys.cend()) {
            ctx.keyHash = *known;
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
            ctx.keyHash = hashKey(key);
            if (!m_store.hasApiKeyHash(ctx.keyHash))
                return error(401, u"invalid_api_key"_s,
                             u"The API key is not known to this service. Check the key in the"
                             " dashboard's Settings, API Keys."_s);
            // Bounded: only keys the store knows get here, and spellings of one are few.
            if (m_knownKeys.size() < 256)
                m_knownKeys.insert(auth, ctx.keyHash);
        }
        if (m_options.rateLimitPerSecond > 0) {
            const qint64 second = nowSecs();
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

    if (req.method == "POST" && route->authenticated) {
        ctx.apiPost = true;
        const QByteArray rawKey = req.headers.value("idempotency-key");
        if (req.headers.contains("idempotency-key")) {
            const QString key = QString::fromUtf8(rawKey);
            if (key.isEmpty() || key.size() > 255)
                return invalidRequest(u"Idempotency-Key must be 1 to 255 characters."_s,
                                      {{u"Idempotency-Key"_s, u"must be 1 to 255 characters"_s}});
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
            const IdempotencyLookup found =
                m_store.lookupIdempotency(ctx.keyHash, key, ctx.requestHash, nowSecs());
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
                HttpResponse r;
                r.status = found.status;
                r.body = found.body;
                r.headers.emplaceBack("Idempotent-Replayed", "true");
                return r;
            }
            case IdempotencyState::New:
                ctx.inProgressMarked =
                    m_store.markIdempotencyInProgress(ctx.keyHash, key, ctx.requestHash, nowSecs());
                break;
            }
        }
    }
    return std::nullopt;
}

void SandboxApi::abandon(const RequestContext &ctx)
{
    if (ctx.inProgressMarked)
        m_store.forgetIdempotency(ctx.keyHash, ctx.idempotencyKey);
}

HttpResponse SandboxApi::execute(const HttpRequest &req, const RequestContext &ctx)
{
    QStringList args;
    bool pathKnown = false;
    const Route *route = match(req.method, req.path, &args, &pathKnown);
    Q_ASSERT(route);
    if (!route)
        return error(404, u"not_found"_s, u"There is no endpoint at %1."_s.arg(req.path));

    if (req.method != "POST")
        return route->handler(req, args);

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
        return resp;
    }
    if (!ctx.idempotencyKey.isEmpty()) {
        if (!m_store.storeIdempotencyResult(ctx.keyHash, ctx.idempotencyKey, ctx.requestHash,
                                            resp.status, resp.body, nowSecs())) {
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

SandboxApi::ChargeResult SandboxApi::charge(qint64 amount, const QString &currency,
                                            const QString &gateway, const QString &merchantRef,
                                            const std::optional<QString> &description,
                                            bool declined, qint64 now)
{
    ChargeResult out;
    TransactionRecord &t = out.transaction;
    t.id = randomId(u"txn_"_s);
    t.merchantId = m_store.merchantId();
    t.status = declined ? u"failed"_s : u"captured"_s;
    t.amount = amount;
    t.currency = currency;
    t.gateway = gateway;
    t.merchantRef = merchantRef;
    t.description = description;
    t.createdAt = now;
    t.updatedAt = now;
    const int exponent = Currency::exponent(currency).value_or(2);
    const qint64 fee = declined ? 0 : processingFee(amount, exponent);
    if (!m_store.insertTransaction(t, fee))
        return out;
    if (!declined && !m_store.post(t.id, currency, now,
                                   {{Account::GatewayReceivable, amount - fee, 0},
                                    {Account::ProcessingFees, fee, 0},
                                    {Account::Sales, 0, amount}}))
        return out;
    if (!emitEvent(declined ? u"transaction.failed"_s : u"transaction.captured"_s, t, nullptr, now))
        return out;
    out.ok = true;
    return out;
}

bool SandboxApi::emitEvent(const QString &type, const TransactionRecord &t,
                           const RefundRecord *refund, qint64 now)
{
    const QString id = randomId(u"evt_"_s);
    QJsonObject data{{u"object"_s, json::transaction(t)}};
    if (refund)
        data.insert(u"refund"_s, json::refund(*refund));
    const QJsonObject payload{
        {u"id"_s, id},
        {u"type"_s, type},
        {u"created_at"_s, json::timestamp(now)},
        {u"data"_s, data},
    };
    if (!m_store.insertEvent(id, type, now, QJsonDocument(payload).toJson(QJsonDocument::Compact),
                             m_endpointUrls, QDateTime::currentMSecsSinceEpoch()))
        return false;
    m_eventsPending = m_eventsPending || !m_endpointUrls.isEmpty();
    return true;
}

HttpResponse SandboxApi::createTransaction(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto amount = in.amount(u"amount"_s, true);
    const auto currency = in.currency(u"currency"_s, true);
    const auto gateway = in.gateway(u"gateway"_s, true);
    const auto merchantRef = in.string(u"merchant_ref"_s, true, 1, 128);
    const auto description = in.string(u"description"_s, false, 0, 1000);
    if (!in.ok())
        return fieldError(in.errors());

    // The documented sandbox rule: an amount ending in 02 minor units is declined.
    const bool declined = *amount % 100 == 2;
    const ChargeResult r =
        charge(*amount, *currency, *gateway, *merchantRef, description, declined, nowSecs());
    if (!r.ok)
        return error(500, u"internal_error"_s, u"The charge could not be stored."_s);
    if (declined)
        return error(402, u"card_declined"_s,
                     u"The card was declined (sandbox rule: amounts ending in 02 are declined)."_s,
                     {{u"transaction_id"_s, r.transaction.id}});
    return jsonResponse(201, json::transaction(r.transaction));
}

HttpResponse SandboxApi::listTransactions(const HttpRequest &req)
{
    ListParams p = readListParams(req.query);
    const auto value = [&](const QString &key) {
        return req.query.queryItemValue(key, QUrl::FullyDecoded);
    };
    const QString status = value(u"status"_s);
    if (!status.isEmpty()) {
        for (const QString &s : status.split(u',', Qt::SkipEmptyParts)) {
            const QString t = s.trimmed();
            if (!KnownStatuses.contains(t))
                p.errors.insert(u"status"_s, u"unknown status '%1'; known: %2"_s.arg(
                                                 t, KnownStatuses.join(u", "_s)));
            p.filter.statuses << t;
        }
    }
    const QString gateway = value(u"gateway"_s);
    if (!gateway.isEmpty() && !json::isValidGateway(gateway))
        p.errors.insert(u"gateway"_s, u"must match ^[a-z0-9_]{1,32}$"_s);
    p.filter.gateway = gateway;
    const QString currency = value(u"currency"_s);
    if (!currency.isEmpty() && !Currency::isKnown(currency))
        p.errors.insert(u"currency"_s, u"is not a known ISO 4217 currency code"_s);
    p.filter.currency = currency;
    p.filter.query = value(u"q"_s).trimmed();
    if (!p.errors.isEmpty())
        return fieldError(p.errors);

    const qint64 maxSeq = p.cursor ? p.cursor->maxSeq : currentMaxSeq(m_store, u"transactions"_s);
    std::optional<ListCursor> cursor = p.cursor;
    Page<TransactionRecord> page;
    if (cursor) {
        page = m_store.listTransactions(p.filter, p.limit, cursor);
    } else {
        // First page: pin the snapshot to the rows that exist now.
        ListCursor pin{std::numeric_limits<qint64>::max(), u"\U0010FFFF"_s, maxSeq};
        page = m_store.listTransactions(p.filter, p.limit, pin);
    }
    setNextCursor(page, cursor, maxSeq);
    return pageResponse(page, json::appendTransaction);
}

HttpResponse SandboxApi::getTransaction(const QString &id)
{
    const auto t = m_store.transaction(id);
    if (!t)
        return error(404, u"not_found"_s, u"No transaction with id %1."_s.arg(id));
    return jsonResponse(200, json::transaction(*t));
}

HttpResponse SandboxApi::createRefund(const HttpRequest &req, const QString &transactionId)
{
    ParsedBody body;
    if (req.body.trimmed().isEmpty()) {
        body.object = {}; // every field is optional
    } else {
        body = parseJsonBody(req);
        if (body.error)
            return *body.error;
    }
    json::BodyReader in(body.object, body.numberTokens);
    const auto amount = in.amount(u"amount"_s, false);
    const auto reason = in.oneOf(u"reason"_s, RefundReasons, false);
    const auto note = in.string(u"note"_s, false, 0, 1000);
    if (!in.ok())
        return fieldError(in.errors());

    auto t = m_store.transaction(transactionId);
    if (!t)
        return error(404, u"not_found"_s, u"No transaction with id %1."_s.arg(transactionId));
    if (t->status != u"captured"_s && t->status != u"partially_refunded"_s)
        return error(409, u"transaction_not_refundable"_s,
                     u"Transaction %1 is %2; only captured or partially refunded transactions"
                     " can be refunded."_s.arg(t->id, t->status),
                     {{u"transaction_id"_s, t->id}, {u"status"_s, t->status}});
    const qint64 remaining = t->amount - t->amountRefunded;
    const qint64 refundAmount = amount.value_or(remaining);
    if (refundAmount > remaining)
        return error(422, u"refund_exceeds_remaining"_s,
                     u"The refund of %1 exceeds the %2 that remains refundable."_s.arg(refundAmount)
                         .arg(remaining),
                     {{u"remaining"_s, remaining}, {u"transaction_id"_s, t->id}});

    const qint64 now = nowSecs();
    RefundRecord r;
    r.id = randomId(u"ref_"_s);
    r.transactionId = t->id;
    r.merchantId = m_store.merchantId();
    r.amount = refundAmount;
    r.currency = t->currency;
    r.reason = reason.value_or(u"requested_by_customer"_s);
    r.note = note;
    r.status = u"succeeded"_s;
    r.createdAt = now;
    t->amountRefunded += refundAmount;
    t->status = t->amountRefunded == t->amount ? u"refunded"_s : u"partially_refunded"_s;
    t->updatedAt = now;
    if (!m_store.insertRefund(r) ||
        !m_store.updateTransactionRefund(t->id, t->status, t->amountRefunded, now) ||
        !m_store.post(
            r.id, r.currency, now,
            {{Account::Refunds, refundAmount, 0}, {Account::GatewayReceivable, 0, refundAmount}}) ||
        !emitEvent(u"transaction.refunded"_s, *t, &r, now))
        return error(500, u"internal_error"_s, u"The refund could not be stored."_s);
    return jsonResponse(201, json::refund(r));
}

HttpResponse SandboxApi::listRefunds(const HttpRequest &req, const QString &transactionId)
{
    ListParams p = readListParams(req.query);
    p.filter.transactionId = transactionId.isEmpty()
                                 ? req.query.queryItemValue(u"transaction_id"_s, QUrl::FullyDecoded)
                                 : transactionId;
    if (!p.errors.isEmpty())
        return fieldError(p.errors);
    if (!transactionId.isEmpty() && !m_store.transaction(transactionId))
        return error(404, u"not_found"_s, u"No transaction with id %1."_s.arg(transactionId));
    const qint64 maxSeq = p.cursor ? p.cursor->maxSeq : currentMaxSeq(m_store, u"refunds"_s);
    const ListCursor pin =
        p.cursor.value_or(ListCursor{std::numeric_limits<qint64>::max(), u"\U0010FFFF"_s, maxSeq});
    Page<RefundRecord> page = m_store.listRefunds(p.filter, p.limit, pin);
    setNextCursor(page, p.cursor, maxSeq);
    return pageResponse(page, json::appendRefund);
}

HttpResponse SandboxApi::getRefund(const QString &id)
{
    const auto r = m_store.refund(id);
    if (!r)
        return error(404, u"not_found"_s, u"No refund with id %1."_s.arg(id));
    return jsonResponse(200, json::refund(*r));
}

QJsonObject SandboxApi::sessionJson(const RedirectSessionRecord &s) const
{
    QUrl checkout = m_baseUrl;
    checkout.setPath(u"/checkout/"_s + s.id);
    const auto opt = [](const std::optional<QString> &v) {
        return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    };
    return QJsonObject{
        {u"id"_s, s.id},
        {u"object"_s, u"redirect_session"_s},
        {u"status"_s, s.status},
        {u"amount"_s, s.amount},
        {u"currency"_s, s.currency},
        {u"gateway"_s, s.gateway},
        {u"merchant_ref"_s, s.merchantRef},
        {u"description"_s, opt(s.description)},
        {u"checkout_url"_s, checkout.toString(QUrl::FullyEncoded)},
        {u"return_url"_s, s.returnUrl},
        {u"cancel_url"_s, opt(s.cancelUrl)},
        {u"transaction_id"_s, opt(s.transactionId)},
        {u"expires_at"_s, json::timestamp(s.expiresAt)},
        {u"created_at"_s, json::timestamp(s.createdAt)},
    };
}

std::optional<RedirectSessionRecord> SandboxApi::currentSession(const QString &id, qint64 now)
{
    auto s = m_store.session(id);
    if (s && s->status == u"open"_s && now >= s->expiresAt) {
        s->status = u"expired"_s;
        m_store.updateSession(s->id, s->status, s->transactionId);
    }
    return s;
}

HttpResponse SandboxApi::createRedirect(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto amount = in.amount(u"amount"_s, true);
    const auto currency = in.currency(u"currency"_s, true);
    const auto gateway = in.gateway(u"gateway"_s, true);
    const auto merchantRef = in.string(u"merchant_ref"_s, true, 1, 128);
    const auto returnUrl = in.httpsUrl(u"return_url"_s, true);
    const auto cancelUrl = in.httpsUrl(u"cancel_url"_s, false);
    const auto description = in.string(u"description"_s, false, 0, 1000);
    if (!in.ok())
        return fieldError(in.errors());
    const qint64 now = nowSecs();
    RedirectSessionRecord s;
    s.id = randomId(u"rds_"_s);
    s.status = u"open"_s;
    s.amount = *amount;
    s.currency = *currency;
    s.gateway = *gateway;
    s.merchantRef = *merchantRef;
    s.description = description;
    s.returnUrl = *returnUrl;
    s.cancelUrl = cancelUrl;
    s.expiresAt = now + m_options.sessionTtlSeconds;
    s.createdAt = now;
    if (!m_store.insertSession(s))
        return error(500, u"internal_error"_s, u"The session could not be stored."_s);
    return jsonResponse(201, sessionJson(s));
}

HttpResponse SandboxApi::getRedirect(const QString &id)
{
    const auto s = currentSession(id, nowSecs());
    if (!s)
        return error(404, u"not_found"_s, u"No redirect session with id %1."_s.arg(id));
    return jsonResponse(200, sessionJson(*s));
}

HttpResponse SandboxApi::evaluateFraud(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto amount = in.amount(u"amount"_s, true);
    const auto currency = in.currency(u"currency"_s, true);
    in.gateway(u"gateway"_s, false);
    in.string(u"merchant_ref"_s, false, 1, 128);
    FraudInput f;
    static const QRegularExpression countryRe(u"^[A-Z]{2}$"_s);
    if (const auto customer = in.object(u"customer"_s)) {
        json::BodyReader c(*customer);
        const auto email = c.string(u"email"_s, false, 3, 254);
        if (email && !email->contains(u'@'))
            c.fail(u"email"_s, u"must be an email address"_s);
        const auto ip = c.string(u"ip"_s, false, 2, 45);
        if (ip && QHostAddress(*ip).isNull())
            c.fail(u"ip"_s, u"must be an IPv4 or IPv6 address"_s);
        const auto country = c.string(u"country"_s, false, 2, 2);
        if (country && !countryRe.match(*country).hasMatch())
            c.fail(u"country"_s, u"must be an ISO 3166 alpha-2 code"_s);
        for (auto it = c.errors().begin(); it != c.errors().end(); ++it)
            in.fail(u"customer."_s + it.key(), it.value().toString());
        f.email = email.value_or(QString()).toLower();
        f.ip = ip.value_or(QString());
        f.customerCountry = country.value_or(QString());
    }
    if (const auto card = in.object(u"card"_s)) {
        json::BodyReader c(*card);
        static const QRegularExpression binRe(u"^[0-9]{6,8}$"_s);
        const auto bin = c.string(u"bin"_s, false, 6, 8);
        if (bin && !binRe.match(*bin).hasMatch())
            c.fail(u"bin"_s, u"must be 6 to 8 digits"_s);
        const auto country = c.string(u"country"_s, false, 2, 2);
        if (country && !countryRe.match(*country).hasMatch())
            c.fail(u"country"_s, u"must be an ISO 3166 alpha-2 code"_s);
        for (auto it = c.errors().begin(); it != c.errors().end(); ++it)
            in.fail(u"card."_s + it.key(), it.value().toString());
        f.cardBin = bin.value_or(QString());
        f.cardCountry = country.value_or(QString());
    }
    if (!in.ok())
        return fieldError(in.errors());

    const qint64 now = nowSecs();
    f.amount = *amount;
    f.exponent = Currency::exponent(*currency).value_or(2);
    if (!f.email.isEmpty())
        f.recentByEmail = m_store.countFraudEvaluations(u"email"_s, f.email, now - 3600);
    if (!f.ip.isEmpty())
        f.recentByIp = m_store.countFraudEvaluations(u"ip"_s, f.ip, now - 3600);
    const FraudVerdict v = sandbox::evaluateFraud(f);
    const QString id = randomId(u"frd_"_s);
    if (!m_store.insertFraudEvaluation(id, f.email, f.ip, v.score, v.decision, now))
        return error(500, u"internal_error"_s, u"The evaluation could not be stored."_s);
    QJsonArray reasons;
    for (const FraudReason &r : v.reasons)
        reasons.append(
            QJsonObject{{u"code"_s, r.code}, {u"message"_s, r.message}, {u"weight"_s, r.weight}});
    return jsonResponse(200, QJsonObject{
                                 {u"id"_s, id},
                                 {u"object"_s, u"fraud_evaluation"_s},
                                 {u"score"_s, v.score},
                                 {u"decision"_s, v.decision},
                                 {u"reasons"_s, reasons},
                                 {u"evaluated_at"_s, json::timestamp(now)},
                             });
}

HttpResponse SandboxApi::ledgerAccounts()
{
    QJsonArray data;
    for (const LedgerAccount &a : m_store.accounts())
        data.append(json::account(a));
    return jsonResponse(200, {{u"object"_s, u"list"_s}, {u"data"_s, data}});
}

HttpResponse SandboxApi::trialBalance(const HttpRequest &req)
{
    QJsonObject errors;
    const QString dateText = req.query.queryItemValue(u"date"_s, QUrl::FullyDecoded);
    qint64 day = json::parseDay(json::timestamp(nowSecs()).left(10)).value_or(0);
    if (req.query.hasQueryItem(u"date"_s)) {
        const auto d = json::parseDay(dateText);
        if (!d)
            errors.insert(u"date"_s, u"must be a date as YYYY-MM-DD"_s);
        else
            day = *d;
    }
    QString currency = req.query.queryItemValue(u"currency"_s, QUrl::FullyDecoded);
    if (currency.isEmpty())
        currency = u"USD"_s;
    else if (!Currency::isKnown(currency))
        errors.insert(u"currency"_s, u"is not a known ISO 4217 currency code"_s);
    const QString includeZeroText =
        req.query.queryItemValue(u"include_zero"_s, QUrl::FullyDecoded).toLower();
    if (!includeZeroText.isEmpty() && includeZeroText != u"true"_s && includeZeroText != u"false"_s)
        errors.insert(u"include_zero"_s, u"must be true or false"_s);
    if (!errors.isEmpty())
        return fieldError(errors);

    const QList<TrialBalanceLine> lines =
        m_store.trialBalance(currency, day, includeZeroText == u"true"_s);
    QJsonArray out;
    qint64 totalDebit = 0;
    qint64 totalCredit = 0;
    for (const TrialBalanceLine &l : lines) {
        out.append(QJsonObject{
            {u"account_code"_s, QString::number(l.account.code)},
            {u"account_name"_s, l.account.name},
            {u"account_type"_s, l.account.type},
            {u"debit"_s, l.debit},
            {u"credit"_s, l.credit},
        });
        totalDebit += l.debit;
        totalCredit += l.credit;
    }
    const QString date = QDate(1970, 1, 1).addDays(day).toString(u"yyyy-MM-dd"_s);
    return jsonResponse(200, QJsonObject{
                                 {u"object"_s, u"trial_balance"_s},
                                 {u"date"_s, date},
                                 {u"currency"_s, currency},
                                 {u"lines"_s, out},
                                 {u"total_debit"_s, totalDebit},
                                 {u"total_credit"_s, totalCredit},
                             });
}

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

HttpResponse SandboxApi::checkoutPage(const QString &id)
{
    const auto s = currentSession(id, nowSecs());
    if (!s)
        return htmlResponse(404, renderCheckoutMessage(u"Payment link not found"_s,
                                                       u"This payment link does not exist."_s));
    if (s->status == u"expired"_s)
        return htmlResponse(
            410,
            renderCheckoutMessage(u"Payment link expired"_s,
                                  u"This payment link has expired. Ask the store for a new"
                                  " one."_s,
                                  s->cancelUrl.value_or(s->returnUrl), u"Return to the store"_s));
    if (s->status == u"completed"_s) {
        QUrl back(s->returnUrl);
        return htmlResponse(200,
                            renderCheckoutMessage(u"Already paid"_s, u"This order has been paid."_s,
                                                  back.toString(), u"Return to the store"_s));
    }
    return htmlResponse(200, renderCheckoutForm(*s, {}));
}

HttpResponse SandboxApi::checkoutSubmit(const HttpRequest &req, const QString &id)
{
    const qint64 now = nowSecs();
    const auto s = currentSession(id, now);
    if (!s)
        return htmlResponse(404, renderCheckoutMessage(u"Payment link not found"_s,
                                                       u"This payment link does not exist."_s));
    if (s->status == u"expired"_s)
        return htmlResponse(410, renderCheckoutMessage(u"Payment link expired"_s,
                                                       u"This payment link has expired."_s,
                                                       s->cancelUrl.value_or(s->returnUrl),
                                                       u"Return to the store"_s));
    if (s->status == u"completed"_s)
        return htmlResponse(409, renderCheckoutMessage(u"Already paid"_s,
                                                       u"This order has already been paid."_s,
                                                       s->returnUrl, u"Return to the store"_s));

    const QUrlQuery form(QString::fromUtf8(req.body).replace(u'+', u' '));
    const auto field = [&](const char *name) {
        return form.queryItemValue(QString::fromLatin1(name), QUrl::FullyDecoded).trimmed();
    };
    if (field("action") == u"cancel"_s) {
        QUrl target(s->cancelUrl.value_or(s->returnUrl));
        QUrlQuery q(target);
        q.addQueryItem(u"session_id"_s, s->id);
        if (!s->cancelUrl)
            q.addQueryItem(u"status"_s, u"canceled"_s);
        target.setQuery(q);
        return redirectTo(target);
    }

    CheckoutPageState state;
    state.cardNumber = field("card_number");
    state.expiry = field("expiry");
    state.name = field("name");
    QString digits = state.cardNumber;
    digits.remove(u' ').remove(u'-');
    const QString cvc = field("cvc");
    static const QRegularExpression digitsRe(u"^[0-9]{12,19}$"_s);
    static const QRegularExpression expiryRe(u"^(0[1-9]|1[0-2])\\s*/\\s*([0-9]{2})$"_s);
    static const QRegularExpression cvcRe(u"^[0-9]{3,4}$"_s);
    const auto expiry = expiryRe.match(state.expiry);
    if (!digitsRe.match(digits).hasMatch() || !luhnValid(digits))
        state.error = u"The card number is not valid."_s;
    else if (!expiry.hasMatch())
        state.error = u"The expiry date must be MM/YY."_s;
    else if (!cvcRe.match(cvc).hasMatch())
        state.error = u"The CVC must be 3 or 4 digits."_s;
    else if (state.name.isEmpty() || state.name.size() > 100)
        state.error = u"Enter the name on the card."_s;
    if (state.error.isEmpty()) {
        const QDate today = QDateTime::fromSecsSinceEpoch(now, QTimeZone::utc()).date();
        const int month = expiry.captured(1).toInt();
        const int year = 2000 + expiry.captured(2).toInt();
        if (year < today.year() || (year == today.year() && month < today.month()))
            state.error = u"The card has expired."_s;
    }
    const bool success = digits == u"4242424242424242"_s;
    const bool decline = digits == u"4000000000000002"_s;
    if (state.error.isEmpty() && !success && !decline)
        state.error = u"This is the sandbox: use a test card, 4242 4242 4242 4242 to succeed or"
                      " 4000 0000 0000 0002 to be declined."_s;
    if (!state.error.isEmpty())
        return htmlResponse(422, renderCheckoutForm(*s, state));

    const ChargeResult r =
        charge(s->amount, s->currency, s->gateway, s->merchantRef, s->description, decline, now);
    if (!r.ok)
        return htmlResponse(500, renderCheckoutMessage(u"Something went wrong"_s,
                                                       u"The payment could not be stored; nothing"
                                                       " was charged. Try again."_s));
    if (decline) {
        state.error = u"Your card was declined. Try another card."_s;
        // A stored failed transaction: the POST took effect, so it is committed.
        return htmlResponse(402, renderCheckoutForm(*s, state));
    }
    if (!m_store.updateSession(s->id, u"completed"_s, r.transaction.id))
        return htmlResponse(500, renderCheckoutMessage(u"Something went wrong"_s,
                                                       u"The payment could not be stored."_s));
    QUrl target(s->returnUrl);
    QUrlQuery q(target);
    q.addQueryItem(u"session_id"_s, s->id);
    q.addQueryItem(u"transaction_id"_s, r.transaction.id);
    q.addQueryItem(u"status"_s, u"captured"_s);
    target.setQuery(q);
    return redirectTo(target);
}

} // namespace paydesk::sandbox
