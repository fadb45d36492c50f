#include "sandboxjson.h"

#include "core/currency.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox::json {

namespace {

constexpr qint64 MaxAmount = 100'000'000'000LL;

QJsonValue optional(const std::optional<QString> &s)
{
    return s ? QJsonValue(*s) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString timestamp(qint64 unixSeconds)
{
    return QDateTime::fromSecsSinceEpoch(unixSeconds, QTimeZone::utc())
        .toString(u"yyyy-MM-dd'T'HH:mm:ss'Z'"_s);
}

std::optional<qint64> parseDateOrTimestamp(const QString &text)
{
    static const QRegularExpression dateRe(u"^\\d{4}-\\d{2}-\\d{2}$"_s);
    static const QRegularExpression tsRe(u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"_s);
    if (dateRe.match(text).hasMatch()) {
        const QDate d = QDate::fromString(text, u"yyyy-MM-dd"_s);
        if (!d.isValid())
            return std::nullopt;
        return QDateTime(d, QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch();
    }
    if (tsRe.match(text).hasMatch()) {
        // Date and time read separately and joined in UTC: QDateTime::fromString() reads a
        // local time, which does not exist inside the local zone's DST gap.
        const QDate d = QDate::fromString(text.left(10), u"yyyy-MM-dd"_s);
        const QTime t = QTime::fromString(text.mid(11, 8), u"HH:mm:ss"_s);
        if (!d.isValid() || !t.isValid())
            return std::nullopt;
        return QDateTime(d, t, QTimeZone::utc()).toSecsSinceEpoch();
    }
    return std::nullopt;
}

std::optional<qint64> parseDay(const QString &text)
{
    static const QRegularExpression dateRe(u"^\\d{4}-\\d{2}-\\d{2}$"_s);
    if (!dateRe.match(text).hasMatch())
        return std::nullopt;
    const QDate d = QDate::fromString(text, u"yyyy-MM-dd"_s);
    if (!d.isValid())
        return std::nullopt;
    return QDate(1970, 1, 1).daysTo(d);
}

QJsonObject transaction(const TransactionRecord &t)
{
    return QJsonObject{
        {u"id"_s, t.id},
        {u"object"_s, u"transaction"_s},
        {u"merchant_id"_s, t.merchantId},
        {u"status"_s, t.status},
        {u"amount"_s, t.amount},
        {u"amount_refunded"_s, t.amountRefunded},
        {u"currency"_s, t.currency},
        {u"gateway"_s, t.gateway},
        {u"merchant_ref"_s, t.merchantRef},
        {u"description"_s, optional(t.description)},
        {u"created_at"_s, timestamp(t.createdAt)},
        {u"updated_at"_s, timestamp(t.updatedAt)},
    };
}

QJsonObject refund(const RefundRecord &r)
{
    return QJsonObject{
        {u"id"_s, r.id},
        {u"object"_s, u"refund"_s},
        {u"transaction_id"_s, r.transactionId},
        {u"merchant_id"_s, r.merchantId},
        {u"amount"_s, r.amount},
        {u"currency"_s, r.currency},
        {u"reason"_s, r.reason},
        {u"note"_s, optional(r.note)},
        {u"status"_s, r.status},
        {u"created_at"_s, timestamp(r.createdAt)},
    };
}

QJsonObject account(const LedgerAccount &a)
{
    return QJsonObject{
        {u"code"_s, QString::number(a.code)},
        {u"name"_s, a.name},
        {u"type"_s, a.type},
        {u"normal_balance"_s, a.normalBalance},
        {u"parent_code"_s,
         a.parentCode ? QJsonValue(QString::number(*a.parentCode)) : QJsonValue(QJsonValue::Null)},
    };
}

bool isValidGateway(const QString &gateway)
{
    static const QRegularExpression re(u"^[a-z0-9_]{1,32}$"_s);
    return re.match(gateway).hasMatch();
}

void BodyReader::fail(const QString &key, const QString &problem)
{
    if (!m_errors.contains(key))
        m_errors.insert(key, problem);
}

std::optional<qint64> BodyReader::amount(const QString &key, bool required)
{
    const QJsonValue v = m_body.value(key);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(key, u"is required"_s);
        return std::nullopt;
    }
    if (!v.isDouble()) {
        fail(key, u"must be an integer number of minor units"_s);
        return std::nullopt;
    }
    // toInteger() refuses fractions and values beyond 64 bits; the range check does the rest.
    const qint64 sentinel = std::numeric_limits<qint64>::min();
    const qint64 n = v.toInteger(sentinel);
    if (n == sentinel) {
        fail(key, u"must be an integer number of minor units"_s);
        return std::nullopt;
    }
    if (n < 1 || n > MaxAmount) {
        fail(key, u"must be between 1 and 100000000000"_s);
        return std::nullopt;
    }
    return n;
}

std::optional<QString> BodyReader::string(const QString &key, bool required, int minLength,
                                          int maxLength)
{
    const QJsonValue v = m_body.value(key);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(key, u"is required"_s);
        return std::nullopt;
    }
    if (!v.isString()) {
        fail(key, u"must be a string"_s);
        return std::nullopt;
    }
    const QString s = v.toString();
    if (s.size() < minLength || s.size() > maxLength) {
        fail(key, u"must be %1 to %2 characters"_s.arg(minLength).arg(maxLength));
        return std::nullopt;
    }
    return s;
}

std::optional<QString> BodyReader::currency(const QString &key, bool required)
{
    const QJsonValue v = m_body.value(key);
    if ((v.isUndefined() || v.isNull()) && !required)
        return std::nullopt;
    const auto s = string(key, true, 3, 3);
    if (!s)
        return std::nullopt;
    if (!Currency::isKnown(*s)) {
        fail(key, u"is not a known ISO 4217 currency code"_s);
        return std::nullopt;
    }
    return s;
}

std::optional<QString> BodyReader::gateway(const QString &key, bool required)
{
    const auto s = string(key, required, 1, 32);
    if (!s)
        return std::nullopt;
    if (!isValidGateway(*s)) {
        fail(key, u"must match ^[a-z0-9_]{1,32}$"_s);
        return std::nullopt;
    }
    return s;
}

std::optional<QString> BodyReader::httpsUrl(const QString &key, bool required)
{
    const auto s = string(key, required, 1, 2048);
    if (!s)
        return std::nullopt;
    const QUrl url(*s, QUrl::StrictMode);
    if (!url.isValid() || url.scheme() != u"https"_s || url.host().isEmpty()) {
        fail(key, u"must be an absolute https:// URL"_s);
        return std::nullopt;
    }
    return s;
}

std::optional<QString> BodyReader::oneOf(const QString &key, const QStringList &allowed,
                                         bool required)
{
    const auto s = string(key, required, 1, 64);
    if (!s)
        return std::nullopt;
    if (!allowed.contains(*s)) {
        fail(key, u"must be one of: "_s + allowed.join(u", "_s));
        return std::nullopt;
    }
    return s;
}

std::optional<QJsonObject> BodyReader::object(const QString &key)
{
    const QJsonValue v = m_body.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isObject()) {
        fail(key, u"must be an object"_s);
        return std::nullopt;
    }
    return v.toObject();
}

} // namespace paydesk::sandbox::json
