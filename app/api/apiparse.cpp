#include "apiparse.h"
#include "apiparse_p.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTimeZone>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::api::parse {

namespace {

ApiError malformed(const QString &field, const QString &problem)
{
    ApiError e;
    e.kind = ApiError::Kind::Malformed;
    e.field = field;
    e.text = problem;
    return e;
}

// Reads fields of one object, remembering the first problem with its path.
class Reader
{
public:
    Reader(const QJsonObject &obj, const QString &path)
        : m_obj(obj)
        , m_path(path)
    {}

    std::optional<ApiError> error;

    QString fieldPath(const QString &key) const
    {
        return m_path.isEmpty() ? key : m_path + u'.' + key;
    }
    void fail(const QString &key, const QString &problem)
    {
        if (!error)
            error = malformed(fieldPath(key), problem);
    }
    QJsonValue value(const QString &key) const { return m_obj.value(key); }
    bool has(const QString &key) const
    {
        const QJsonValue v = m_obj.value(key);
        return !v.isUndefined() && !v.isNull();
    }

    QString string(const QString &key)
    {
        const QJsonValue v = m_obj.value(key);
        if (!v.isString()) {
            fail(key, v.isUndefined() ? u"is missing"_s : u"must be a string"_s);
            return {};
        }
        return v.toString();
    }
    std::optional<QString> optString(const QString &key)
    {
        const QJsonValue v = m_obj.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isString()) {
            fail(key, u"must be a string or null"_s);
            return std::nullopt;
        }
        return v.toString();
    }
    qint64 integer(const QString &key, bool required = true, qint64 fallback = 0)
    {
        const QJsonValue v = m_obj.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(key, u"is missing"_s);
            return fallback;
        }
        // QJsonValue keeps integers that fit 64 bits exactly, and anything else as double.
        if (!v.isDouble() || v.toVariant().typeId() != QMetaType::LongLong) {
            fail(key, u"must be an integer"_s);
            return fallback;
        }
        const qint64 n = v.toInteger();
        if (n > MaxSafeInteger || n < -MaxSafeInteger) {
            fail(key, u"is beyond 2^53 and cannot be exact"_s);
            return fallback;
        }
        return n;
    }
    qint64 amount(const QString &key, bool required = true)
    {
        const qint64 n = integer(key, required);
        if (n < 0)
            fail(key, u"must not be negative"_s);
        return n;
    }
    bool boolean(const QString &key)
    {
        const QJsonValue v = m_obj.value(key);
        if (!v.isBool()) {
            fail(key, v.isUndefined() ? u"is missing"_s : u"must be true or false"_s);
            return false;
        }
        return v.toBool();
    }
    QDateTime time(const QString &key)
    {
        const QString s = string(key);
        if (error)
            return {};
        const auto t = timestamp(s);
        if (!t) {
            fail(key, u"must be a UTC timestamp YYYY-MM-DDThh:mm:ssZ"_s);
            return {};
        }
        return *t;
    }
    QString currency(const QString &key)
    {
        const QString s = string(key);
        if (!error && !isCurrencyCode(s))
            fail(key, u"must be three uppercase letters"_s);
        return s;
    }
    QJsonArray array(const QString &key)
    {
        const QJsonValue v = m_obj.value(key);
        if (!v.isArray()) {
            fail(key, v.isUndefined() ? u"is missing"_s : u"must be an array"_s);
            return {};
        }
        return v.toArray();
    }

private:
    QJsonObject m_obj;
    QString m_path;
};

// The objects of an array, each read by `readOne`; the first problem names its element and
// field ("data[3].amount", "attempts[0].status").
template<typename T, typename ReadOne>
std::optional<ApiError> readObjects(const QJsonArray &array, const QString &path, ReadOne readOne,
                                    QList<T> *out)
{
    out->reserve(out->size() + array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString itemPath = path + u'[' + QString::number(i) + u']';
        if (!array.at(i).isObject())
            return malformed(itemPath, u"must be an object"_s);
        Reader r(array.at(i).toObject(), itemPath);
        out->append(readOne(r));
        if (r.error)
            return r.error;
    }
    return std::nullopt;
}

// An optional array of objects inside the object `r` reads; its problem becomes r's.
template<typename T, typename ReadOne>
void readNested(Reader &r, const QString &key, ReadOne readOne, QList<T> *out)
{
    if (r.error || !r.has(key))
        return;
    const QJsonArray array = r.array(key);
    if (r.error)
        return;
    if (auto e = readObjects(array, r.fieldPath(key), readOne, out))
        r.error = e;
}

std::optional<ApiError> object(const QByteArray &body, QJsonObject *out)
{
    if (body.isEmpty())
        return malformed(QString(), u"the response body is empty"_s);
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &err);
    if (err.error != QJsonParseError::NoError)
        return malformed(
            QString(),
            u"the response is not JSON (%1 at offset %2)"_s.arg(err.errorString()).arg(err.offset));
    if (!doc.isObject())
        return malformed(QString(), u"the response is not a JSON object"_s);
    *out = doc.object();
    return std::nullopt;
}

Transaction readTransaction(Reader &r)
{
    Transaction t;
    t.id = r.string(u"id"_s);
    t.merchantId = interned(r.string(u"merchant_id"_s));
    t.status = interned(r.string(u"status"_s));
    t.amount = r.amount(u"amount"_s);
    // amount_refunded is a project addition; a service without it means nothing refunded.
    t.amountRefunded = r.has(u"amount_refunded"_s) ? r.amount(u"amount_refunded"_s) : 0;
    t.currency = interned(r.currency(u"currency"_s));
    t.gateway = interned(r.string(u"gateway"_s));
    t.merchantRef = r.string(u"merchant_ref"_s);
    t.description = r.optString(u"description"_s);
    if (t.description)
        t.description = interned(*t.description);
    t.createdAt = r.time(u"created_at"_s);
    t.updatedAt = r.has(u"updated_at"_s) ? r.time(u"updated_at"_s) : t.createdAt;
    // Project additions (second wave); absent from a service without them.
    t.failureCode = r.optString(u"failure_code"_s);
    if (t.failureCode)
        t.failureCode = interned(*t.failureCode);
    t.failureMessage = r.optString(u"failure_message"_s);
    if (t.failureMessage)
        t.failureMessage = interned(*t.failureMessage);
    t.fraudEvaluationId = r.optString(u"fraud_evaluation_id"_s);
    if (!r.error && t.amountRefunded > t.amount)
        r.fail(u"amount_refunded"_s, u"is larger than amount"_s);
    return t;
}

Refund readRefund(Reader &r)
{
    Refund f;
    f.id = r.string(u"id"_s);
    f.transactionId = r.string(u"transaction_id"_s);
    f.merchantId = r.optString(u"merchant_id"_s).value_or(QString());
    f.amount = r.amount(u"amount"_s);
    f.currency = r.currency(u"currency"_s);
    f.reason = r.optString(u"reason"_s).value_or(QString());
    f.note = r.optString(u"note"_s);
    f.status = r.optString(u"status"_s).value_or(QString());
    f.createdAt = r.time(u"created_at"_s);
    return f;
}

RedirectSession readRedirectSession(Reader &r)
{
    RedirectSession s;
    s.id = r.string(u"id"_s);
    s.status = r.string(u"status"_s);
    s.amount = r.amount(u"amount"_s);
    s.currency = r.currency(u"currency"_s);
    s.gateway = r.string(u"gateway"_s);
    s.merchantRef = r.string(u"merchant_ref"_s);
    s.description = r.optString(u"description"_s);
    s.checkoutUrl = r.string(u"checkout_url"_s);
    s.returnUrl = r.string(u"return_url"_s);
    s.cancelUrl = r.optString(u"cancel_url"_s);
    s.transactionId = r.optString(u"transaction_id"_s);
    s.expiresAt = r.time(u"expires_at"_s);
    s.createdAt = r.time(u"created_at"_s);
    // A project addition (second wave): absent from a service without it.
    readNested(
        r, u"attempts"_s,
        [](Reader &ar) {
            SessionAttempt a;
            a.transactionId = ar.string(u"transaction_id"_s);
            a.status = ar.string(u"status"_s);
            a.createdAt = ar.time(u"created_at"_s);
            return a;
        },
        &s.attempts);
    return s;
}

template<typename T, typename ReadOne>
Result<T> single(const QByteArray &body, ReadOne readOne)
{
    QJsonObject obj;
    if (auto e = object(body, &obj))
        return *e;
    Reader r(obj, QString());
    T value = readOne(r);
    if (r.error)
        return *r.error;
    return value;
}

template<typename T, typename ReadOne>
Result<Page<T>> pageOf(const QJsonObject &obj, ReadOne readOne)
{
    Reader top(obj, QString());
    Page<T> p;
    const QJsonArray data = top.array(u"data"_s);
    p.hasMore = top.boolean(u"has_more"_s);
    p.nextCursor = top.optString(u"next_cursor"_s).value_or(QString());
    if (top.error)
        return *top.error;
    if (p.hasMore && p.nextCursor.isEmpty())
        return malformed(u"next_cursor"_s, u"is missing although has_more is true"_s);
    if (auto e = readObjects(data, u"data"_s, readOne, &p.data))
        return *e;
    return p;
}

template<typename T, typename ReadOne>
Result<Page<T>> page(const QByteArray &body, ReadOne readOne)
{
    QJsonObject obj;
    if (auto e = object(body, &obj))
        return *e;
    return pageOf<T>(obj, readOne);
}

} // namespace

namespace {

// The number written by `len` ASCII digits at `pos`, or -1.
int digits(const QString &text, qsizetype pos, qsizetype len)
{
    int v = 0;
    for (qsizetype i = pos; i < pos + len; ++i) {
        const char16_t c = text[i].unicode();
        if (c < u'0' || c > u'9')
            return -1;
        v = v * 10 + (c - u'0');
    }
    return v;
}

QDate dateAt(const QString &text)
{
    if (text[4] != u'-' || text[7] != u'-')
        return {};
    const int y = digits(text, 0, 4);
    const int m = digits(text, 5, 2);
    const int d = digits(text, 8, 2);
    return y < 0 || m < 0 || d < 0 ? QDate() : QDate(y, m, d);
}

} // namespace

std::optional<QDate> isoDate(const QString &text)
{
    // Exactly YYYY-MM-DD, parsed by hand: QDate::fromString() with a format runs Qt's whole
    // date-time parser, which cost a year's reconciliation more than reading its payouts.
    if (text.size() != 10)
        return std::nullopt;
    const QDate d = dateAt(text);
    return d.isValid() ? std::optional(d) : std::nullopt;
}

std::optional<QDateTime> timestamp(const QString &text)
{
    // Exactly YYYY-MM-DDThh:mm:ssZ, parsed by hand: faster and stricter than QDateTime's
    // format parser.
    if (text.size() != 20 || text[10] != u'T' || text[13] != u':' || text[16] != u':' ||
        text[19] != u'Z')
        return std::nullopt;
    const QDate d = dateAt(text);
    const int h = digits(text, 11, 2);
    const int m = digits(text, 14, 2);
    const int sec = digits(text, 17, 2);
    const QTime t = h < 0 || m < 0 || sec < 0 ? QTime() : QTime(h, m, sec);
    if (!d.isValid() || !t.isValid())
        return std::nullopt;
    // Qt::UTC keeps the value inline in Qt 6.4; a QTimeZone would allocate per timestamp.
    return QDateTime(d, t, Qt::UTC);
}

QString formatTimestamp(const QDateTime &utc)
{
    return utc.toUTC().toString(u"yyyy-MM-dd'T'HH:mm:ss'Z'"_s);
}

Result<Transaction> transaction(const QByteArray &body)
{
    return single<Transaction>(body, readTransaction);
}

Result<Refund> refund(const QByteArray &body)
{
    return single<Refund>(body, readRefund);
}

Result<RedirectSession> redirectSession(const QByteArray &body)
{
    return single<RedirectSession>(body, readRedirectSession);
}

Result<Page<RedirectSession>> redirectSessionPage(const QByteArray &body)
{
    return page<RedirectSession>(body, readRedirectSession);
}

Result<TriggeredEvent> triggeredEvent(const QByteArray &body)
{
    return single<TriggeredEvent>(body, [](Reader &r) {
        TriggeredEvent e;
        e.eventId = r.string(u"event_id"_s);
        e.transactionId = r.string(u"transaction_id"_s);
        e.refundId = r.optString(u"refund_id"_s);
        return e;
    });
}

Result<FraudEvaluation> fraudEvaluation(const QByteArray &body)
{
    return single<FraudEvaluation>(body, [](Reader &r) {
        FraudEvaluation f;
        f.id = r.string(u"id"_s);
        // Range-checked before narrowing, so 4294967346 is an error and not 50.
        const qint64 score = r.integer(u"score"_s);
        if (!r.error && (score < 0 || score > 100))
            r.fail(u"score"_s, u"must be from 0 to 100"_s);
        f.score = int(score);
        f.decision = r.string(u"decision"_s);
        readNested(
            r, u"reasons"_s,
            [](Reader &rr) {
                FraudReason reason;
                reason.code = rr.string(u"code"_s);
                reason.message = rr.optString(u"message"_s).value_or(QString());
                const qint64 weight = rr.integer(u"weight"_s, false);
                if (!rr.error && (weight < -1000 || weight > 1000))
                    rr.fail(u"weight"_s, u"must be from -1000 to 1000"_s);
                reason.weight = int(weight);
                return reason;
            },
            &f.reasons);
        f.evaluatedAt = r.has(u"evaluated_at"_s) ? r.time(u"evaluated_at"_s) : QDateTime();
        return f;
    });
}

namespace {

WebhookEndpoint readWebhookEndpoint(Reader &r)
{
    WebhookEndpoint e;
    e.id = r.string(u"id"_s);
    e.url = r.string(u"url"_s);
    const QJsonArray events = r.array(u"events"_s);
    for (qsizetype i = 0; i < events.size() && !r.error; ++i) {
        if (!events.at(i).isString())
            r.fail(u"events[%1]"_s.arg(i), u"must be a string"_s);
        e.events << events.at(i).toString();
    }
    e.enabled = r.has(u"enabled"_s) ? r.boolean(u"enabled"_s) : true;
    e.createdAt = r.has(u"created_at"_s) ? r.time(u"created_at"_s) : QDateTime();
    e.secret = r.optString(u"secret"_s);
    return e;
}

// The delivery log's times carry milliseconds ("…:05.123Z"); the rest of the wire does not.
QDateTime logTime(Reader &r, const QString &key)
{
    QString text = r.string(key);
    if (r.error)
        return {};
    if (text.size() == 24 && text[19] == u'.' && text[23] == u'Z') {
        const int ms = text.mid(20, 3).toInt();
        text = text.left(19) + u'Z';
        if (const auto t = timestamp(text))
            return t->addMSecs(ms);
    } else if (const auto t = timestamp(text)) {
        return *t;
    }
    r.fail(key, u"must be a UTC timestamp YYYY-MM-DDThh:mm:ss[.mmm]Z"_s);
    return {};
}

WebhookDelivery readWebhookDelivery(Reader &r)
{
    WebhookDelivery d;
    d.eventId = r.string(u"event_id"_s);
    d.eventType = r.optString(u"event_type"_s).value_or(QString());
    d.endpointId = r.optString(u"endpoint_id"_s);
    d.url = r.string(u"url"_s);
    const qint64 attempt = r.integer(u"attempt"_s, false, 1);
    if (!r.error && (attempt < 1 || attempt > 1000))
        r.fail(u"attempt"_s, u"must be from 1 to 1000"_s);
    d.attempt = int(attempt);
    d.at = logTime(r, u"at"_s);
    if (r.has(u"status_code"_s)) {
        const qint64 code = r.integer(u"status_code"_s);
        if (!r.error && (code < 100 || code > 599))
            r.fail(u"status_code"_s, u"must be an HTTP status from 100 to 599"_s);
        d.statusCode = int(code);
    }
    d.error = r.optString(u"error"_s);
    d.durationMs = r.integer(u"duration_ms"_s, false);
    // "delivered", "retrying" or "abandoned" (a project addition; older logs say none).
    const QString state = r.optString(u"state"_s).value_or(QString());
    d.abandoned = state == u"abandoned"_s;
    if (r.has(u"next_attempt_at"_s))
        d.nextRetryAt = logTime(r, u"next_attempt_at"_s);
    return d;
}

} // namespace

Result<WebhookEndpoint> webhookEndpoint(const QByteArray &body)
{
    return single<WebhookEndpoint>(body, readWebhookEndpoint);
}

namespace {

// An answer that is `{"data": [...]}` and nothing else the client needs: every element read by
// `readOne`.
template<typename T, typename ReadOne>
Result<QList<T>> dataList(const QByteArray &body, ReadOne readOne)
{
    QJsonObject obj;
    if (auto e = object(body, &obj))
        return *e;
    Reader top(obj, QString());
    const QJsonArray data = top.array(u"data"_s);
    if (top.error)
        return *top.error;
    QList<T> out;
    if (auto e = readObjects(data, u"data"_s, readOne, &out))
        return *e;
    return out;
}

} // namespace

Result<QList<WebhookEndpoint>> webhookEndpoints(const QByteArray &body)
{
    return dataList<WebhookEndpoint>(body, readWebhookEndpoint);
}

Result<WebhookDeliveryLog> webhookDeliveryLog(const QByteArray &body)
{
    QJsonObject obj;
    if (auto e = object(body, &obj))
        return *e;
    Reader top(obj, QString());
    const QJsonArray data = top.array(u"data"_s);
    WebhookDeliveryLog log;
    const qint64 pending = top.integer(u"pending"_s, false);
    if (!top.error && pending < 0)
        top.fail(u"pending"_s, u"must not be negative"_s);
    log.pending = int(std::min<qint64>(pending, std::numeric_limits<int>::max()));
    if (top.error)
        return *top.error;
    if (auto e = readObjects(data, u"data"_s, readWebhookDelivery, &log.data))
        return *e;
    return log;
}

namespace {

// A list of permission names; unknown ones are kept as they come.
QStringList readPermissions(Reader &r)
{
    QStringList out;
    const QJsonArray names = r.array(u"permissions"_s);
    for (qsizetype i = 0; i < names.size() && !r.error; ++i) {
        if (!names.at(i).isString())
            r.fail(u"permissions[%1]"_s.arg(i), u"must be a string"_s);
        out << names.at(i).toString();
    }
    return out;
}

// A timestamp or null (absent counts as null).
QDateTime optionalTime(Reader &r, const QString &key)
{
    return r.has(key) ? r.time(key) : QDateTime();
}

ApiKey readApiKey(Reader &r)
{
    ApiKey k;
    k.id = r.string(u"id"_s);
    k.name = r.string(u"name"_s);
    k.scope = r.optString(u"scope"_s).value_or(QString());
    k.permissions = readPermissions(r);
    k.createdAt = optionalTime(r, u"created_at"_s);
    k.expiresAt = optionalTime(r, u"expires_at"_s);
    k.revokedAt = optionalTime(r, u"revoked_at"_s);
    k.secret = r.optString(u"secret"_s);
    if (!r.error && r.has(u"rolled_from"_s)) {
        if (!r.value(u"rolled_from"_s).isObject()) {
            r.fail(u"rolled_from"_s, u"must be an object"_s);
        } else {
            Reader from(r.value(u"rolled_from"_s).toObject(), r.fieldPath(u"rolled_from"_s));
            k.rolledFromId = from.string(u"id"_s);
            k.rolledFromExpiresAt = optionalTime(from, u"expires_at"_s);
            if (from.error)
                r.error = from.error;
        }
    }
    return k;
}

ActivityEntry readActivity(Reader &r)
{
    ActivityEntry a;
    a.id = r.string(u"id"_s);
    a.createdAt = r.time(u"at"_s);
    a.keyId = r.string(u"key_id"_s);
    a.keyName = r.optString(u"key_name"_s).value_or(QString());
    a.method = r.string(u"method"_s);
    a.path = r.string(u"path"_s);
    const qint64 status = r.integer(u"status"_s);
    if (!r.error && (status < 100 || status > 599))
        r.fail(u"status"_s, u"must be an HTTP status"_s);
    a.status = int(status);
    a.resourceId = r.optString(u"resource_id"_s);
    a.idempotencyKey = r.optString(u"idempotency_key"_s);
    return a;
}

} // namespace

Result<KeyInfo> keyInfo(const QByteArray &body)
{
    return single<KeyInfo>(body, [](Reader &r) {
        KeyInfo k;
        k.merchantId = r.string(u"merchant_id"_s);
        k.keyId = r.string(u"key_id"_s);
        k.name = r.optString(u"name"_s).value_or(QString());
        k.scope = r.optString(u"scope"_s).value_or(QString());
        k.permissions = readPermissions(r);
        k.expiresAt = optionalTime(r, u"expires_at"_s);
        return k;
    });
}

Result<ApiKey> apiKey(const QByteArray &body)
{
    return single<ApiKey>(body, readApiKey);
}

Result<QList<ApiKey>> apiKeys(const QByteArray &body)
{
    return dataList<ApiKey>(body, readApiKey);
}

Result<Page<ActivityEntry>> activityPage(const QByteArray &body)
{
    return page<ActivityEntry>(body, readActivity);
}

Result<bool> accepted(const QByteArray &)
{
    return true;
}

Result<QList<LedgerAccount>> ledgerAccounts(const QByteArray &body)
{
    return dataList<LedgerAccount>(body, [](Reader &r) {
        LedgerAccount a;
        // Codes are strings in this contract; a service that sends numbers is read the same.
        a.code = r.value(u"code"_s).isDouble() ? QString::number(r.integer(u"code"_s))
                                               : r.string(u"code"_s);
        a.name = r.string(u"name"_s);
        a.type = r.string(u"type"_s);
        a.normalBalance = r.string(u"normal_balance"_s);
        if (r.value(u"parent_code"_s).isDouble())
            a.parentCode = QString::number(r.integer(u"parent_code"_s));
        else
            a.parentCode = r.optString(u"parent_code"_s);
        return a;
    });
}

Result<LedgerChart> ledgerChart(const QByteArray &body)
{
    auto accounts = ledgerAccounts(body);
    if (!accounts)
        return accounts.error();
    LedgerChart chart;
    chart.accounts = accounts.value();
    const QJsonObject obj = QJsonDocument::fromJson(body).object();
    if (!obj.contains(u"currencies"_s))
        return chart;
    Reader top(obj, QString());
    const QJsonArray codes = top.array(u"currencies"_s);
    if (top.error)
        return *top.error;
    QStringList currencies;
    for (qsizetype i = 0; i < codes.size(); ++i) {
        if (!codes.at(i).isString() || !isCurrencyCode(codes.at(i).toString()))
            return malformed(u"currencies[%1]"_s.arg(i), u"must be three uppercase letters"_s);
        currencies << codes.at(i).toString();
    }
    chart.currencies = currencies;
    return chart;
}

Result<LedgerEntryPage> ledgerEntryPage(const QByteArray &body)
{
    if (auto fast = ledgerEntryPageFast(body))
        return std::move(*fast);
    return ledgerEntryPageStrict(body);
}

Result<LedgerEntryPage> ledgerEntryPageStrict(const QByteArray &body)
{
    // The body is read once, for its entries and its opening balance.
    QJsonObject obj;
    if (auto e = object(body, &obj))
        return *e;
    const auto entries = pageOf<LedgerEntry>(obj, [](Reader &r) {
        LedgerEntry e;
        e.id = r.string(u"id"_s);
        e.postedAt = r.time(u"posted_at"_s);
        e.accountCode = r.string(u"account_code"_s);
        e.currency = r.currency(u"currency"_s);
        e.debit = r.amount(u"debit"_s);
        e.credit = r.amount(u"credit"_s);
        e.sourceType = r.optString(u"source_type"_s).value_or(QString());
        e.sourceId = r.optString(u"source_id"_s).value_or(QString());
        e.description = r.optString(u"description"_s).value_or(QString());
        return e;
    });
    if (!entries)
        return entries.error();
    LedgerEntryPage out;
    out.data = entries->data;
    out.hasMore = entries->hasMore;
    out.nextCursor = entries->nextCursor;
    const QJsonValue opening = obj.value(u"opening_balance"_s);
    if (!opening.isObject())
        return malformed(u"opening_balance"_s,
                         opening.isUndefined() ? u"is missing"_s : u"must be an object"_s);
    Reader r(opening.toObject(), u"opening_balance"_s);
    out.openingDebit = r.amount(u"debit"_s);
    out.openingCredit = r.amount(u"credit"_s);
    if (r.error)
        return *r.error;
    return out;
}

Result<TrialBalance> trialBalance(const QByteArray &body)
{
    QJsonObject obj;
    if (auto e = object(body, &obj))
        return *e;
    Reader top(obj, QString());
    TrialBalance tb;
    const QString date = top.string(u"date"_s);
    tb.date = isoDate(date).value_or(QDate());
    if (!top.error && !tb.date.isValid())
        top.fail(u"date"_s, u"must be a date YYYY-MM-DD"_s);
    tb.currency = top.currency(u"currency"_s);
    const QJsonArray lines = top.array(u"lines"_s);
    tb.totalDebit = top.amount(u"total_debit"_s);
    tb.totalCredit = top.amount(u"total_credit"_s);
    if (top.error)
        return *top.error;
    const auto readLine = [](Reader &r) {
        TrialBalanceLine l;
        l.accountCode = r.value(u"account_code"_s).isDouble()
                            ? QString::number(r.integer(u"account_code"_s))
                            : r.string(u"account_code"_s);
        l.accountName = r.string(u"account_name"_s);
        l.accountType = r.optString(u"account_type"_s).value_or(QString());
        l.debit = r.amount(u"debit"_s);
        l.credit = r.amount(u"credit"_s);
        return l;
    };
    if (auto e = readObjects(lines, u"lines"_s, readLine, &tb.lines))
        return *e;
    return tb;
}

Result<Page<Transaction>> transactionPage(const QByteArray &body)
{
    if (auto fast = transactionPageFast(body))
        return std::move(*fast);
    return transactionPageStrict(body);
}

Result<Page<Transaction>> transactionPageStrict(const QByteArray &body)
{
    return page<Transaction>(body, readTransaction);
}

QString interned(const QString &value)
{
    thread_local QSet<QString> pool;
    if (value.size() > 40)
        return value;
    if (auto it = pool.constFind(value); it != pool.constEnd())
        return *it;
    if (pool.size() < 4096)
        pool.insert(value);
    return value;
}

Result<Page<Refund>> refundPage(const QByteArray &body)
{
    return page<Refund>(body, readRefund);
}

ApiError errorBody(int httpStatus, const QByteArray &body)
{
    ApiError e;
    e.kind = ApiError::Kind::Http;
    e.httpStatus = httpStatus;
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (!doc.isObject()) {
        // Proxies and load balancers answer with HTML; say what came, not a parse error.
        e.code = u"http_%1"_s.arg(httpStatus);
        e.details = QString::fromUtf8(body.left(200)).simplified();
        return e;
    }
    const QJsonObject o = doc.object();
    e.body = o;
    e.code = o.value(u"error"_s).toString();
    if (e.code.isEmpty())
        e.code = u"http_%1"_s.arg(httpStatus);
    const QJsonValue details = o.value(u"details"_s);
    if (details.isString())
        e.details = details.toString();
    else if (details.isObject() || details.isArray())
        e.details = QString::fromUtf8(
            details.isObject() ? QJsonDocument(details.toObject()).toJson(QJsonDocument::Compact)
                               : QJsonDocument(details.toArray()).toJson(QJsonDocument::Compact));
    if (o.value(u"fields"_s).isObject())
        e.fields = o.value(u"fields"_s).toObject();
    return e;
}

namespace {

Payout readPayout(Reader &r)
{
    Payout p;
    p.id = r.string(u"id"_s);
    p.currency = r.currency(u"currency"_s);
    p.gateway = r.string(u"gateway"_s);
    p.amount = r.integer(u"amount"_s); // negative when the bank is debited
    p.gross = r.amount(u"gross"_s);
    p.fees = r.amount(u"fees"_s);
    p.refunded = r.amount(u"refunded"_s);
    for (const auto &[key, date] :
         {std::pair{u"covers_day"_s, &p.coversDay}, std::pair{u"arrival_date"_s, &p.arrivalDate}}) {
        const QString text = r.string(key);
        *date = isoDate(text).value_or(QDate());
        if (!r.error && !date->isValid())
            r.fail(key, u"must be a date YYYY-MM-DD"_s);
    }
    p.status = r.string(u"status"_s);
    p.bankReference = r.string(u"bank_reference"_s);
    p.ledgerEntryId = r.optString(u"ledger_entry_id"_s).value_or(QString());
    p.createdAt = QDateTime(p.arrivalDate, QTime(0, 0), Qt::UTC); // inline, no zone object
    if (!r.error && p.gross - p.fees - p.refunded != p.amount)
        r.fail(u"amount"_s, u"is not gross - fees - refunded"_s);
    return p;
}

} // namespace

Result<Payout> payout(const QByteArray &body)
{
    return single<Payout>(body, readPayout);
}

Result<Page<Payout>> payoutPage(const QByteArray &body)
{
    if (auto fast = payoutPageFast(body))
        return std::move(*fast);
    return payoutPageStrict(body);
}

Result<Page<Payout>> payoutPageStrict(const QByteArray &body)
{
    return page<Payout>(body, readPayout);
}

Result<Page<PayoutItem>> payoutItemPage(const QByteArray &body)
{
    return page<PayoutItem>(body, [](Reader &r) {
        PayoutItem i;
        i.type = r.string(u"type"_s);
        i.id = r.string(u"id"_s);
        i.transactionId = r.string(u"transaction_id"_s);
        i.merchantRef = r.optString(u"merchant_ref"_s).value_or(QString());
        i.currency = r.currency(u"currency"_s);
        i.createdAt = r.time(u"created_at"_s);
        i.gross = r.integer(u"gross"_s); // a refund's is negative
        i.fee = r.integer(u"fee"_s);
        i.net = r.integer(u"net"_s);
        if (!r.error && i.gross - i.fee != i.net)
            r.fail(u"net"_s, u"is not gross - fee"_s);
        return i;
    });
}

Result<QByteArray> rawBody(const QByteArray &body)
{
    return body;
}

} // namespace paydesk::api::parse
