// Private to SandboxApi's route files: JSON answers, request bodies, list parameters, pages.
#pragma once

#include "core/clock.h"
#include "sandboxapi.h"
#include "sandboxjson.h"

namespace paydesk::sandbox {

inline constexpr int DefaultLimit = 25;
// Longer search text is refused (400), not cut.
inline constexpr int MaxQueryLength = 200;

// The kinds of event the sandbox emits, in the order the docs list them.
const QStringList &eventKinds();

HttpResponse jsonResponse(int status, const QJsonObject &obj);
HttpResponse invalidRequest(const QString &details, const QJsonObject &fields);
HttpResponse fieldError(const QJsonObject &fields);

struct ParsedBody
{
    QJsonObject object;
    json::NumberTokens numberTokens;
    std::optional<HttpResponse> error;
};

ParsedBody parseJsonBody(const HttpRequest &req);

// What a charge and a payment link both have. Null when a required one is missing or wrong;
// `in` says which (an optional description that is wrong leaves `in` failed too).
struct ChargeFields
{
    qint64 amount = 0;
    QString currency;
    QString gateway;
    QString merchantRef;
    std::optional<QString> description;
};
std::optional<ChargeFields> readChargeFields(json::BodyReader &in);

// Query parameters shared by both list endpoints (q included).
struct ListParams
{
    int limit = DefaultLimit;
    std::optional<ListCursor> cursor;
    TransactionFilter filter;
    QJsonObject errors;
};

QString encodeCursor(qint64 createdAt, const QString &id, qint64 maxSeq);
ListParams readListParams(const QUrlQuery &query);

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

qint64 currentMaxSeq(SandboxStore &store, const QString &table);

} // namespace paydesk::sandbox
