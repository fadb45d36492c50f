#include "transactionfilter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::models {

DateRange dateRange(DatePreset preset, const QDate &today, const QDate &customFrom,
                    const QDate &customLast)
{
    const QDate firstOfMonth(today.year(), today.month(), 1);
    switch (preset) {
    case DatePreset::AllTime:
        return {};
    case DatePreset::Today:
        return {today, today.addDays(1)};
    case DatePreset::Last7Days:
        return {today.addDays(-6), today.addDays(1)};
    case DatePreset::ThisMonth:
        return {firstOfMonth, firstOfMonth.addMonths(1)};
    case DatePreset::LastMonth:
        return {firstOfMonth.addMonths(-1), firstOfMonth};
    case DatePreset::Custom: {
        QDate from = customFrom;
        QDate last = customLast;
        if (from.isValid() && last.isValid() && last < from)
            std::swap(from, last);
        DateRange r;
        if (from.isValid())
            r.from = from;
        if (last.isValid())
            r.to = last.addDays(1);
        return r;
    }
    }
    return {};
}

QList<DatePreset> datePresets()
{
    return {DatePreset::AllTime,   DatePreset::Today,     DatePreset::Last7Days,
            DatePreset::ThisMonth, DatePreset::LastMonth, DatePreset::Custom};
}

QString datePresetLabel(DatePreset preset)
{
    switch (preset) {
    case DatePreset::AllTime:
        return QCoreApplication::translate("DatePreset", "All time");
    case DatePreset::Today:
        return QCoreApplication::translate("DatePreset", "Today");
    case DatePreset::Last7Days:
        return QCoreApplication::translate("DatePreset", "Last 7 days");
    case DatePreset::ThisMonth:
        return QCoreApplication::translate("DatePreset", "This month");
    case DatePreset::LastMonth:
        return QCoreApplication::translate("DatePreset", "Last month");
    case DatePreset::Custom:
        return QCoreApplication::translate("DatePreset", "Custom…");
    }
    return {};
}

QDate serviceToday()
{
    return QDateTime::currentDateTimeUtc().date();
}

bool isCurrencyCode(const QString &text)
{
    static const QRegularExpression re(u"^[A-Z]{3}$"_s);
    return re.match(text).hasMatch();
}

bool isGatewayName(const QString &text)
{
    static const QRegularExpression re(u"^[a-z0-9_]{1,32}$"_s);
    return re.match(text).hasMatch();
}

QStringList filterableStatuses()
{
    return api::TransactionStatus::knownWireNames();
}

api::TransactionQuery TransactionFilter::toQuery(const QDate &today) const
{
    api::TransactionQuery q;
    // In the order the service documents them, without duplicates, so equal selections make
    // equal queries whatever order they were ticked in.
    for (const QString &s : filterableStatuses()) {
        if (statuses.contains(s))
            q.statuses.append(s);
    }
    for (const QString &s : statuses) {
        if (!q.statuses.contains(s))
            q.statuses.append(s);
    }
    const DateRange range = dateRange(datePreset, today, customFrom, customLast);
    q.createdFrom = range.from;
    q.createdTo = range.to;
    const QString g = gateway.trimmed().toLower();
    if (isGatewayName(g))
        q.gateway = g;
    const QString c = currency.trimmed().toUpper();
    if (isCurrencyCode(c))
        q.currency = c;
    q.search = search.trimmed();
    return q;
}

api::RefundQuery RefundFilter::toQuery(const QDate &today) const
{
    api::RefundQuery q;
    const DateRange range = dateRange(datePreset, today, customFrom, customLast);
    q.createdFrom = range.from;
    q.createdTo = range.to;
    q.transactionId = transactionId.trimmed();
    q.search = search.trimmed();
    return q;
}

bool sameRows(const api::RefundQuery &a, const api::RefundQuery &b)
{
    return a.transactionId == b.transactionId && a.createdFrom == b.createdFrom &&
           a.createdTo == b.createdTo && a.search == b.search;
}

bool sameRows(const api::TransactionQuery &a, const api::TransactionQuery &b)
{
    return a.statuses == b.statuses && a.gateway == b.gateway && a.currency == b.currency &&
           a.createdFrom == b.createdFrom && a.createdTo == b.createdTo && a.search == b.search;
}

bool matches(const api::TransactionQuery &query, const api::Transaction &t)
{
    if (!query.statuses.isEmpty() && !query.statuses.contains(t.status))
        return false;
    if (!query.gateway.isEmpty() && query.gateway != t.gateway)
        return false;
    if (!query.currency.isEmpty() && query.currency != t.currency)
        return false;
    const QDate day = t.createdAt.toUTC().date();
    if (query.createdFrom && day < *query.createdFrom)
        return false;
    if (query.createdTo && day >= *query.createdTo)
        return false;
    return searchMatches(query.search, t);
}

bool searchMatches(const QString &q, const api::Transaction &t)
{
    // As CONTRACT.md's search: case-insensitive; a whole id is that transaction alone; three
    // or more characters are a substring of the reference, description or id; one or two, a
    // prefix of the reference.
    if (q.isEmpty())
        return true;
    static const QRegularExpression WholeId(u"^txn_[A-Za-z0-9]{8,64}$"_s);
    if (WholeId.match(q).hasMatch())
        return q == t.id;
    if (q.toUcs4().size() < 3)
        return t.merchantRef.startsWith(q, Qt::CaseInsensitive);
    return t.merchantRef.contains(q, Qt::CaseInsensitive) ||
           t.description.value_or(QString()).contains(q, Qt::CaseInsensitive) ||
           t.id.contains(q, Qt::CaseInsensitive);
}

} // namespace paydesk::models
