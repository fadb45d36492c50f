#include "sandboxjson.h"

#include "core/currency.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTimeZone>
#include <QUrl>

#include <charconv>
#include <cmath>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox::json {

namespace {

constexpr qint64 MaxAmount = 100'000'000'000LL;

QJsonValue optional(const std::optional<QString> &s)
{
    return s ? QJsonValue(*s) : QJsonValue(QJsonValue::Null);
}

// -?(0|[1-9][0-9]*): JSON's integer form, without fraction or exponent.
bool isIntegerToken(const QByteArray &token)
{
    qsizetype i = token.startsWith('-') ? 1 : 0;
    if (i >= token.size())
        return false;
    if (token.at(i) == '0')
        return i + 1 == token.size();
    for (; i < token.size(); ++i) {
        if (token.at(i) < '0' || token.at(i) > '9')
            return false;
    }
    return true;
}

// Walks a JSON text already known to be valid; no error handling beyond staying in bounds.
class TokenScanner
{
public:
    explicit TokenScanner(const QByteArray &json)
        : m_p(json.constData())
        , m_end(json.constData() + json.size())
    {}

    NumberTokens topLevelNumbers()
    {
        NumberTokens out;
        skipSpace();
        if (!at('{'))
            return out;
        ++m_p;
        for (;;) {
            skipSpace();
            if (!at('"'))
                return out; // '}' of an empty object, or not an object
            const QString name = readString();
            skipSpace();
            if (!at(':'))
                return out;
            ++m_p;
            skipSpace();
            const char *start = m_p;
            const bool number = m_p < m_end && (*m_p == '-' || (*m_p >= '0' && *m_p <= '9'));
            skipValue();
            if (number)
                out[name].append(QByteArray(start, m_p - start));
            skipSpace();
            if (!at(','))
                return out;
            ++m_p;
        }
    }

private:
    bool at(char c) const { return m_p < m_end && *m_p == c; }

    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }

    // At the opening quote; returns the unescaped text and leaves m_p after the closing quote.
    QString readString()
    {
        ++m_p;
        QString out;
        const char *run = m_p;
        const auto flush = [&] { out += QString::fromUtf8(run, m_p - run); };
        while (m_p < m_end && *m_p != '"') {
            if (*m_p != '\\') {
                ++m_p;
                continue;
            }
            flush();
            ++m_p;
            if (m_p >= m_end)
                break;
            const char e = *m_p++;
            switch (e) {
            case 'b':
                out += u'\b';
                break;
            case 'f':
                out += u'\f';
                break;
            case 'n':
                out += u'\n';
                break;
            case 'r':
                out += u'\r';
                break;
            case 't':
                out += u'\t';
                break;
            case 'u': {
                // One escape is one UTF-16 unit; a surrogate pair arrives as two of them.
                bool ok = false;
                const ushort unit =
                    m_end - m_p >= 4 ? QByteArray(m_p, 4).toUShort(&ok, 16) : ushort(0);
                if (ok) {
                    out += QChar(unit);
                    m_p += 4;
                }
                break;
            }
            default: // '"', '\\', '/'
                out += QLatin1Char(e);
            }
            run = m_p;
        }
        flush();
        if (m_p < m_end)
            ++m_p;
        return out;
    }

    void skipValue()
    {
        if (at('"')) {
            readString();
            return;
        }
        if (at('{') || at('[')) {
            int depth = 0;
            while (m_p < m_end) {
                const char c = *m_p;
                if (c == '"') {
                    readString();
                    continue;
                }
                ++m_p;
                if (c == '{' || c == '[')
                    ++depth;
                else if ((c == '}' || c == ']') && --depth == 0)
                    return;
            }
            return;
        }
        // A number or a literal runs up to the next delimiter.
        while (m_p < m_end && *m_p != ',' && *m_p != '}' && *m_p != ']' && *m_p != ' ' &&
               *m_p != '\t' && *m_p != '\n' && *m_p != '\r')
            ++m_p;
    }

    const char *m_p;
    const char *m_end;
};

} // namespace

NumberTokens topLevelNumberTokens(const QByteArray &json)
{
    return TokenScanner(json).topLevelNumbers();
}

namespace {

// Days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's civil_from_days).
void civilFromDays(qint64 z, qint64 *year, int *month, int *day)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    *day = int(doy - (153 * mp + 2) / 5 + 1);
    *month = int(mp < 10 ? mp + 3 : mp - 9);
    *year = yoe + era * 400 + (*month <= 2 ? 1 : 0);
}

} // namespace

namespace {

// "YYYY-MM-DDThh:mm:ssZ" into buf[20]; false outside years 1 to 9999.
bool formatTimestamp(char *buf, qint64 unixSeconds)
{
    const qint64 days = unixSeconds >= 0 ? unixSeconds / 86400 : -((-unixSeconds + 86399) / 86400);
    const qint64 secs = unixSeconds - days * 86400;
    qint64 year = 0;
    int month = 0;
    int day = 0;
    civilFromDays(days, &year, &month, &day);
    if (year < 1 || year > 9999)
        return false;
    const auto put = [buf](int at, qint64 value, int width) {
        for (int i = width - 1; i >= 0; --i) {
            buf[at + i] = char('0' + value % 10);
            value /= 10;
        }
    };
    put(0, year, 4);
    buf[4] = '-';
    put(5, month, 2);
    buf[7] = '-';
    put(8, day, 2);
    buf[10] = 'T';
    put(11, secs / 3600, 2);
    buf[13] = ':';
    put(14, secs / 60 % 60, 2);
    buf[16] = ':';
    put(17, secs % 60, 2);
    buf[19] = 'Z';
    return true;
}

} // namespace

QString timestamp(qint64 unixSeconds)
{
    // QDateTime::toString() with a format costs microseconds, and a page of 100 rows has 200
    // timestamps; this writes the same text directly.
    char buf[20];
    if (!formatTimestamp(buf, unixSeconds))
        return QDateTime::fromSecsSinceEpoch(unixSeconds, QTimeZone::utc())
            .toString(u"yyyy-MM-dd'T'HH:mm:ss'Z'"_s);
    return QString::fromLatin1(buf, 20);
}

QString day(qint64 dayNumber)
{
    char buf[20];
    if (!formatTimestamp(buf, dayNumber * 86400))
        return QDate(1970, 1, 1).addDays(dayNumber).toString(u"yyyy-MM-dd"_s);
    return QString::fromLatin1(buf, 10);
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
    // Read by hand: every list request's range passes here, and Qt's date-time format parser
    // costs more than the rest of reading the request.
    if (text.size() != 10 || text[4] != u'-' || text[7] != u'-')
        return std::nullopt;
    const auto number = [&](int at, int len) {
        int v = 0;
        for (int i = at; i < at + len; ++i) {
            const char16_t c = text[i].unicode();
            if (c < u'0' || c > u'9')
                return -1;
            v = v * 10 + (c - u'0');
        }
        return v;
    };
    const int y = number(0, 4);
    const int m = number(5, 2);
    const int d = number(8, 2);
    if (y < 0 || m < 0 || d < 0 || !QDate::isValid(y, m, d))
        return std::nullopt;
    return QDate(1970, 1, 1).daysTo(QDate(y, m, d));
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
        {u"failure_code"_s, optional(t.failureCode)},
        {u"failure_message"_s, optional(t.failureMessage)},
        {u"fraud_evaluation_id"_s, optional(t.fraudEvaluationId)},
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

QJsonObject redirectSession(const RedirectSessionRecord &s, const QUrl &checkoutUrl)
{
    QJsonArray attempts;
    for (const SessionAttempt &a : s.attempts)
        attempts.append(QJsonObject{{u"transaction_id"_s, a.transactionId},
                                    {u"status"_s, a.status},
                                    {u"created_at"_s, timestamp(a.createdAt)}});
    return QJsonObject{
        {u"attempts"_s, attempts},
        {u"id"_s, s.id},
        {u"object"_s, u"redirect_session"_s},
        {u"status"_s, s.status},
        {u"amount"_s, s.amount},
        {u"currency"_s, s.currency},
        {u"gateway"_s, s.gateway},
        {u"merchant_ref"_s, s.merchantRef},
        {u"description"_s, optional(s.description)},
        {u"checkout_url"_s, checkoutUrl.toString(QUrl::FullyEncoded)},
        {u"return_url"_s, s.returnUrl},
        {u"cancel_url"_s, optional(s.cancelUrl)},
        {u"transaction_id"_s, optional(s.transactionId)},
        {u"expires_at"_s, timestamp(s.expiresAt)},
        {u"created_at"_s, timestamp(s.createdAt)},
    };
}

void appendJsonString(QByteArray &out, QStringView s)
{
    // As QJsonDocument escapes: quote, backslash and control characters; everything else as
    // UTF-8, a lone surrogate as a six-character escape. Written through a pointer into room
    // made once: appending byte by byte cost more than the rest of a list row.
    static constexpr char Hex[] = "0123456789abcdef";
    const qsizetype start = out.size();
    out.resize(start + 2 + s.size() * 6); // the most any UTF-16 unit becomes
    char *dst = out.data() + start;
    *dst++ = '"';
    const char16_t *p = s.utf16();
    const char16_t *end = p + s.size();
    while (p < end) {
        const char16_t u = *p++;
        if (u < 0x80) {
            if (u >= 0x20 && u != u'"' && u != u'\\') {
                *dst++ = char(u);
                continue;
            }
            *dst++ = '\\';
            switch (u) {
            case u'"':
                *dst++ = '"';
                break;
            case u'\\':
                *dst++ = '\\';
                break;
            case u'\b':
                *dst++ = 'b';
                break;
            case u'\f':
                *dst++ = 'f';
                break;
            case u'\n':
                *dst++ = 'n';
                break;
            case u'\r':
                *dst++ = 'r';
                break;
            case u'\t':
                *dst++ = 't';
                break;
            default:
                *dst++ = 'u';
                *dst++ = '0';
                *dst++ = '0';
                *dst++ = Hex[u >> 4];
                *dst++ = Hex[u & 0xf];
            }
        } else if (u < 0x800) {
            *dst++ = char(0xc0 | (u >> 6));
            *dst++ = char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && p < end && QChar::isLowSurrogate(*p)) {
            const char32_t c = QChar::surrogateToUcs4(u, *p++);
            *dst++ = char(0xf0 | (c >> 18));
            *dst++ = char(0x80 | ((c >> 12) & 0x3f));
            *dst++ = char(0x80 | ((c >> 6) & 0x3f));
            *dst++ = char(0x80 | (c & 0x3f));
        } else if (QChar::isSurrogate(u)) {
            *dst++ = '\\';
            *dst++ = 'u';
            *dst++ = Hex[u >> 12];
            *dst++ = Hex[(u >> 8) & 0xf];
            *dst++ = Hex[(u >> 4) & 0xf];
            *dst++ = Hex[u & 0xf];
        } else {
            *dst++ = char(0xe0 | (u >> 12));
            *dst++ = char(0x80 | ((u >> 6) & 0x3f));
            *dst++ = char(0x80 | (u & 0x3f));
        }
    }
    *dst++ = '"';
    out.truncate(dst - out.constData());
}

namespace {

void appendTimestamp(QByteArray &out, qint64 unixSeconds)
{
    char buf[22];
    buf[0] = '"';
    if (!formatTimestamp(buf + 1, unixSeconds)) {
        appendJsonString(out, timestamp(unixSeconds));
        return;
    }
    buf[21] = '"';
    out.append(buf, 22);
}

void appendInteger(QByteArray &out, qint64 n)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, n);
    out.append(buf, r.ptr - buf);
}

void appendOptional(QByteArray &out, const std::optional<QString> &s)
{
    if (s)
        appendJsonString(out, *s);
    else
        out += "null";
}

} // namespace

// Members in name order, as QJsonObject keeps them; a test compares with QJsonDocument.
void appendTransaction(QByteArray &out, const TransactionRecord &t)
{
    out += "{\"amount\":";
    appendInteger(out, t.amount);
    out += ",\"amount_refunded\":";
    appendInteger(out, t.amountRefunded);
    out += ",\"created_at\":";
    appendTimestamp(out, t.createdAt);
    out += ",\"currency\":";
    appendJsonString(out, t.currency);
    out += ",\"description\":";
    appendOptional(out, t.description);
    out += ",\"failure_code\":";
    appendOptional(out, t.failureCode);
    out += ",\"failure_message\":";
    appendOptional(out, t.failureMessage);
    out += ",\"fraud_evaluation_id\":";
    appendOptional(out, t.fraudEvaluationId);
    out += ",\"gateway\":";
    appendJsonString(out, t.gateway);
    out += ",\"id\":";
    appendJsonString(out, t.id);
    out += ",\"merchant_id\":";
    appendJsonString(out, t.merchantId);
    out += ",\"merchant_ref\":";
    appendJsonString(out, t.merchantRef);
    out += ",\"object\":\"transaction\",\"status\":";
    appendJsonString(out, t.status);
    out += ",\"updated_at\":";
    appendTimestamp(out, t.updatedAt);
    out += '}';
}

void appendRefund(QByteArray &out, const RefundRecord &r)
{
    out += "{\"amount\":";
    appendInteger(out, r.amount);
    out += ",\"created_at\":";
    appendTimestamp(out, r.createdAt);
    out += ",\"currency\":";
    appendJsonString(out, r.currency);
    out += ",\"id\":";
    appendJsonString(out, r.id);
    out += ",\"merchant_id\":";
    appendJsonString(out, r.merchantId);
    out += ",\"note\":";
    appendOptional(out, r.note);
    out += ",\"object\":\"refund\",\"reason\":";
    appendJsonString(out, r.reason);
    out += ",\"status\":";
    appendJsonString(out, r.status);
    out += ",\"transaction_id\":";
    appendJsonString(out, r.transactionId);
    out += '}';
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
    const auto notInteger = [&] {
        fail(key, u"must be an integer number of minor units"_s);
        return std::nullopt;
    };
    if (!v.isDouble())
        return notInteger();
    // The contract says a JSON integer: 100.0 and 1e2 are refused although their value is 100.
    const QList<QByteArray> tokens = m_tokens.value(key);
    for (const QByteArray &token : tokens) {
        if (!isIntegerToken(token))
            return notInteger();
    }
    const double d = v.toDouble();
    if (tokens.isEmpty() && d != std::trunc(d))
        return notInteger(); // no text to look at (a body not read from the wire)
    // Compared as a double first: 2^63 and beyond are integers too, just out of range.
    if (!(d >= 1 && d <= double(MaxAmount))) {
        fail(key, u"must be between 1 and 100000000000"_s);
        return std::nullopt;
    }
    return qint64(d);
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
