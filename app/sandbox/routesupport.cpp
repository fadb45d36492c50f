// SandboxApi's shared route steps: JSON answers, request bodies, list parameters and cursors.
#include "routesupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr int MaxLimit = 100;

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

// The first string in `value`, or name of an object's member, that holds U+0000, as its field's
// path ("metadata.note", "items[2]"); empty: none. PostgreSQL's text cannot hold the character
// (SQLite's can), so every body is checked here, whatever its route stores, on both engines.
QString fieldWithNul(const QJsonValue &value, const QString &path)
{
    if (value.isString())
        return value.toString().contains(QChar(0)) ? path : QString();
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString found = fieldWithNul(array[i], u"%1[%2]"_s.arg(path).arg(i));
            if (!found.isEmpty())
                return found;
        }
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            QString name = it.key();
            const bool nulInName = name.contains(QChar(0));
            name.replace(QChar(0), u"\\u0000"_s);
            const QString member = path.isEmpty() ? name : path + u'.' + name;
            if (nulInName)
                return member;
            const QString found = fieldWithNul(it.value(), member);
            if (!found.isEmpty())
                return found;
        }
    }
    return QString();
}

} // namespace

const QStringList &eventKinds()
{
    static const QStringList kinds = {u"transaction.captured"_s, u"transaction.failed"_s,
                                      u"transaction.refunded"_s};
    return kinds;
}

HttpResponse jsonResponse(int status, const QJsonObject &obj)
{
    HttpResponse r;
    r.status = status;
    r.body = QJsonDocument(obj).toJson(QJsonDocument::Compact);
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
    if (const QString field = fieldWithNul(doc.object(), QString()); !field.isEmpty()) {
        out.error = invalidRequest(
            u"%1 contains U+0000 (a NUL character), which no text may hold."_s.arg(field.left(200)),
            {{field.left(200), u"must not contain U+0000"_s}});
        return out;
    }
    out.object = doc.object();
    out.numberTokens = json::topLevelNumberTokens(req.body);
    return out;
}

std::optional<ChargeFields> readChargeFields(json::BodyReader &in)
{
    const auto amount = in.amount(u"amount"_s, true);
    const auto currency = in.currency(u"currency"_s, true);
    const auto gateway = in.gateway(u"gateway"_s, true);
    const auto merchantRef = in.string(u"merchant_ref"_s, true, 1, 128);
    const auto description = in.string(u"description"_s, false, 0, 1000);
    if (!amount || !currency || !gateway || !merchantRef)
        return std::nullopt;
    return ChargeFields{*amount, *currency, *gateway, *merchantRef, description};
}

QString encodeCursor(qint64 createdAt, const QString &id, qint64 maxSeq)
{
    const QByteArray raw = "v1:" + QByteArray::number(createdAt) + ':' + id.toUtf8() + ':' +
                           QByteArray::number(maxSeq);
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
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
    p.filter.query = value(u"q"_s).trimmed();
    if (p.filter.query.contains(QChar(0)))
        p.errors.insert(u"q"_s, u"must not contain U+0000"_s);
    if (p.filter.query.toUcs4().size() > MaxQueryLength)
        p.errors.insert(u"q"_s, u"is %1 characters long; search text may have at most %2"_s
                                    .arg(p.filter.query.toUcs4().size())
                                    .arg(MaxQueryLength));
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

qint64 currentMaxSeq(SandboxStore &store, const QString &table)
{
    StoreQuery q = store.prepared(u"SELECT COALESCE(MAX(seq), 0) FROM "_s + table);
    return store.exec(q) && q.next() ? q.value(0).toLongLong() : 0;
}

} // namespace paydesk::sandbox
