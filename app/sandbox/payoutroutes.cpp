// SandboxApi's payout routes: the payouts, what each settles, and the simulated bank's statement.
#include "bankstatement.h"
#include "core/currency.h"
#include "routesupport.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr qint64 Day = 86400;

QJsonObject payoutJson(const PayoutRecord &p)
{
    return QJsonObject{
        {u"object"_s, u"payout"_s},
        {u"id"_s, p.id},
        {u"currency"_s, p.currency},
        {u"gateway"_s, p.gateway},
        {u"amount"_s, QJsonValue(p.amount)},
        {u"gross"_s, QJsonValue(p.gross)},
        {u"fees"_s, QJsonValue(p.fees)},
        {u"refunded"_s, QJsonValue(p.refunded)},
        {u"covers_day"_s, json::day(p.coversDay)},
        {u"arrival_date"_s, json::day(dayOf(p.arrivalAt))},
        {u"status"_s, p.paid() ? u"paid"_s : u"pending"_s},
        {u"bank_reference"_s, QString(u"PAYDESK "_s + p.id)},
        {u"ledger_entry_id"_s, p.ledgerEntryId ? QJsonValue(u"pst_%1"_s.arg(*p.ledgerEntryId))
                                               : QJsonValue(QJsonValue::Null)},
    };
}

// A page of payouts is a year's reconciliation's largest read: its rows are written straight
// to the bytes, the same members as payoutJson().
void appendPayout(QByteArray &out, const PayoutRecord &p)
{
    out += "{\"object\":\"payout\",\"id\":";
    json::appendJsonString(out, p.id);
    out += ",\"currency\":";
    json::appendJsonString(out, p.currency);
    out += ",\"gateway\":";
    json::appendJsonString(out, p.gateway);
    out += ",\"amount\":" + QByteArray::number(p.amount) +
           ",\"gross\":" + QByteArray::number(p.gross) + ",\"fees\":" + QByteArray::number(p.fees) +
           ",\"refunded\":" + QByteArray::number(p.refunded) + ",\"covers_day\":\"" +
           json::day(p.coversDay).toLatin1() + "\",\"arrival_date\":\"" +
           json::day(dayOf(p.arrivalAt)).toLatin1() +
           "\",\"status\":" + (p.paid() ? "\"paid\"" : "\"pending\"") + ",\"bank_reference\":";
    json::appendJsonString(out, QString(u"PAYDESK "_s + p.id));
    out += ",\"ledger_entry_id\":";
    if (p.ledgerEntryId)
        out += "\"pst_" + QByteArray::number(*p.ledgerEntryId) + '"';
    else
        out += "null";
    out += '}';
}

QJsonObject itemJson(const PayoutItemRecord &i, const QString &currency)
{
    return QJsonObject{
        {u"type"_s, i.type},
        {u"id"_s, i.id},
        {u"transaction_id"_s, i.transactionId},
        {u"merchant_ref"_s, i.merchantRef},
        {u"currency"_s, currency},
        {u"created_at"_s, json::timestamp(i.createdAt)},
        {u"gross"_s, QJsonValue(i.gross)},
        {u"fee"_s, QJsonValue(i.fee)},
        {u"net"_s, QJsonValue(i.net)},
    };
}

HttpResponse listResponse(const QJsonArray &data, bool hasMore, const QString &nextCursor)
{
    return jsonResponse(200,
                        QJsonObject{
                            {u"object"_s, u"list"_s},
                            {u"data"_s, data},
                            {u"has_more"_s, hasMore},
                            {u"next_cursor"_s, nextCursor.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                    : QJsonValue(nextCursor)},
                        });
}

// An optional day parameter (YYYY-MM-DD).
std::optional<qint64> optionalDay(const QUrlQuery &query, const QString &key, QJsonObject *errors)
{
    const QString text = query.queryItemValue(key, QUrl::FullyDecoded);
    if (text.isEmpty())
        return std::nullopt;
    const auto d = json::parseDay(text);
    if (!d)
        errors->insert(key, u"must be a date as YYYY-MM-DD"_s);
    return d;
}

} // namespace

void SandboxApi::addPayoutRoutes()
{
    addRoute("GET", u"/api/v1/payouts"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return listPayouts(r); });
    addRoute("GET", u"/api/v1/payouts/*"_s, true,
             [this](const HttpRequest &, const QStringList &a) { return getPayout(a[0]); });
    addRoute("GET", u"/api/v1/payouts/*/items"_s, true,
             [this](const HttpRequest &r, const QStringList &a) { return payoutItems(r, a[0]); });
    addRoute("GET", u"/sandbox/v1/bank-statement"_s, true,
             [this](const HttpRequest &r, const QStringList &) { return bankStatement(r); });
}

HttpResponse SandboxApi::listPayouts(const HttpRequest &req)
{
    ListParams p = readListParams(req.query);
    QJsonObject &errors = p.errors;
    const QString currency = req.query.queryItemValue(u"currency"_s, QUrl::FullyDecoded);
    if (!currency.isEmpty() && !Currency::isKnown(currency))
        errors.insert(u"currency"_s, u"is not a known ISO 4217 currency code"_s);
    const QString status = req.query.queryItemValue(u"status"_s, QUrl::FullyDecoded);
    if (!status.isEmpty() && status != u"pending"_s && status != u"paid"_s)
        errors.insert(u"status"_s, u"must be pending or paid"_s);
    const auto from = optionalDay(req.query, u"arrival_from"_s, &errors);
    const auto to = optionalDay(req.query, u"arrival_to"_s, &errors);
    if (from && to && *from > *to)
        errors.insert(u"arrival_from"_s, u"must not be after arrival_to"_s);
    if (!errors.isEmpty())
        return fieldError(errors);

    settleDue();
    Page<PayoutRecord> page = m_store.listPayouts(currency, status, from, to, p.limit, p.cursor);
    if (page.hasMore && !page.items.isEmpty())
        page.nextCursor =
            encodeCursor(page.items.constLast().arrivalAt, page.items.constLast().id, 0);
    return pageResponse(page, appendPayout);
}

HttpResponse SandboxApi::getPayout(const QString &id)
{
    settleDue();
    const auto p = m_store.payout(id);
    if (!p)
        return error(404, u"not_found"_s, u"There is no payout %1."_s.arg(id));
    return jsonResponse(200, payoutJson(*p));
}

HttpResponse SandboxApi::payoutItems(const HttpRequest &req, const QString &id)
{
    ListParams p = readListParams(req.query);
    if (!p.errors.isEmpty())
        return fieldError(p.errors);
    settleDue();
    const auto payout = m_store.payout(id);
    if (!payout)
        return error(404, u"not_found"_s, u"There is no payout %1."_s.arg(id));
    const Page<PayoutItemRecord> page = m_store.payoutItems(*payout, p.limit, p.cursor);
    QJsonArray data;
    for (const PayoutItemRecord &i : page.items)
        data.append(itemJson(i, payout->currency));
    QString next;
    if (page.hasMore && !page.items.isEmpty())
        next = encodeCursor(page.items.constLast().createdAt,
                            QString::number(page.items.constLast().postingId), 0);
    HttpResponse r = listResponse(data, page.hasMore, next);
    return r;
}

HttpResponse SandboxApi::bankStatement(const HttpRequest &req)
{
    QJsonObject errors;
    const auto value = [&](const QString &key) {
        return req.query.queryItemValue(key, QUrl::FullyDecoded);
    };
    QString currency = value(u"currency"_s);
    if (currency.isEmpty())
        currency = u"USD"_s;
    else if (!Currency::isKnown(currency))
        errors.insert(u"currency"_s, u"is not a known ISO 4217 currency code"_s);
    const qint64 today = dayOf(m_clock->nowSecs());
    const qint64 to = optionalDay(req.query, u"to"_s, &errors).value_or(today);
    const QDate toDate = QDate(1970, 1, 1).addDays(to);
    const qint64 from = optionalDay(req.query, u"from"_s, &errors).value_or(to - toDate.day() + 1);
    if (from > to)
        errors.insert(u"from"_s, u"must not be after to"_s);
    const QString format = value(u"format"_s).isEmpty() ? u"camt053"_s : value(u"format"_s);
    if (format != u"camt053"_s && format != u"mt940"_s && format != u"csv"_s)
        errors.insert(u"format"_s, u"must be camt053, mt940 or csv"_s);

    // omit=po_… and alter=po_…:DELTA, each repeatable and each a comma list too.
    const auto listOf = [&](const QString &key) {
        QStringList out;
        for (const QString &v : req.query.allQueryItemValues(key, QUrl::FullyDecoded))
            out += v.split(u',', Qt::SkipEmptyParts);
        return out;
    };
    QSet<QString> omit;
    for (const QString &id : listOf(u"omit"_s))
        omit.insert(id.trimmed());
    QHash<QString, qint64> alter;
    static const QRegularExpression alterRe(u"^(po_[A-Za-z0-9]+):([+-]?[0-9]{1,15})$"_s);
    for (const QString &a : listOf(u"alter"_s)) {
        const auto m = alterRe.match(a.trimmed());
        if (!m.hasMatch()) {
            errors.insert(u"alter"_s, u"must be po_…:DELTA, DELTA in minor units"_s);
            continue;
        }
        alter[m.captured(1)] += m.captured(2).toLongLong();
    }
    if (!errors.isEmpty())
        return fieldError(errors);

    settleDue();
    BankStatement s;
    s.currency = currency;
    s.exponent = Currency::exponent(currency).value_or(2);
    s.fromDay = from;
    s.toDay = to;
    s.createdAt = m_clock->nowSecs();
    const auto opening = m_store.accountTotals(currency, Account::Bank, from - 1);
    s.opening = opening.first - opening.second;
    QSet<QString> onStatement;
    for (BankLineRecord &l : m_store.bankLines(currency, from * Day, (to + 1) * Day)) {
        if (!l.payoutId.isEmpty())
            onStatement.insert(l.payoutId);
        if (omit.contains(l.payoutId))
            continue;
        l.amount += alter.value(l.payoutId);
        s.lines.append(l);
    }
    // A test that names a payout the statement does not show would test nothing: refused.
    for (const QString &id : std::as_const(omit)) {
        if (!onStatement.contains(id))
            errors.insert(u"omit"_s, u"%1 is not a payout on this statement"_s.arg(id));
    }
    for (auto it = alter.cbegin(); it != alter.cend(); ++it) {
        if (!onStatement.contains(it.key()))
            errors.insert(u"alter"_s, u"%1 is not a payout on this statement"_s.arg(it.key()));
    }
    if (!errors.isEmpty())
        return fieldError(errors);

    HttpResponse r;
    const QString name = u"paydesk-%1-%2-%3"_s.arg(currency, json::day(from), json::day(to));
    if (format == u"camt053"_s) {
        r.body = camt053(s);
        r.contentType = "application/xml";
        r.headers.append(
            {"Content-Disposition", "attachment; filename=\"" + name.toLatin1() + ".xml\""});
    } else if (format == u"mt940"_s) {
        r.body = mt940(s);
        r.contentType = "text/plain; charset=us-ascii";
        r.headers.append(
            {"Content-Disposition", "attachment; filename=\"" + name.toLatin1() + ".sta\""});
    } else {
        r.body = statementCsv(s);
        r.contentType = "text/csv; charset=utf-8";
        r.headers.append(
            {"Content-Disposition", "attachment; filename=\"" + name.toLatin1() + ".csv\""});
    }
    return r;
}

} // namespace paydesk::sandbox
