// SandboxApi's ledger routes: the chart of accounts, the trial balance and an account's entries.
#include "core/currency.h"
#include "routesupport.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// `currency`, USD when absent; an unknown code is an error, never a silent default.
QString readCurrency(const QUrlQuery &query, QJsonObject *errors)
{
    const QString currency = query.queryItemValue(u"currency"_s, QUrl::FullyDecoded);
    if (currency.isEmpty())
        return u"USD"_s;
    if (!Currency::isKnown(currency))
        errors->insert(u"currency"_s, u"is not a known ISO 4217 currency code"_s);
    return currency;
}

// A day parameter (YYYY-MM-DD), `fallback` when absent.
qint64 readDay(const QUrlQuery &query, const QString &key, qint64 fallback, QJsonObject *errors)
{
    if (!query.hasQueryItem(key))
        return fallback;
    const auto d = json::parseDay(query.queryItemValue(key, QUrl::FullyDecoded));
    if (!d) {
        errors->insert(key, u"must be a date as YYYY-MM-DD"_s);
        return fallback;
    }
    return *d;
}

void appendEntry(QByteArray &out, const LedgerEntryRecord &e)
{
    out += "{\"id\":\"pst_" + QByteArray::number(e.id) + "\",\"posted_at\":";
    json::appendJsonString(out, json::timestamp(e.postedAt));
    out += ",\"account_code\":\"" + QByteArray::number(e.account) + "\",\"currency\":";
    json::appendJsonString(out, e.currency);
    out += ",\"debit\":" + QByteArray::number(e.debit) +
           ",\"credit\":" + QByteArray::number(e.credit) + ",\"source_type\":";
    json::appendJsonString(out, e.sourceType);
    out += ",\"source_id\":";
    json::appendJsonString(out, e.sourceId);
    out += ",\"description\":";
    json::appendJsonString(out, e.description);
    out += '}';
}

} // namespace

void SandboxApi::settleDue()
{
    // The key's merchant only (the store's current one): the others settle when they read, and
    // on the service's timer (SandboxStore::settleDue()).
    m_store.settleMerchantDue(m_clock->nowSecs(), m_options.settlementDays);
}

HttpResponse SandboxApi::ledgerAccounts()
{
    settleDue();
    QJsonArray data;
    for (const LedgerAccount &a : m_store.accounts())
        data.append(json::account(a));
    return jsonResponse(
        200, {{u"object"_s, u"list"_s},
              {u"data"_s, data},
              {u"currencies"_s, QJsonArray::fromStringList(m_store.ledgerCurrencies())}});
}

HttpResponse SandboxApi::ledgerEntries(const HttpRequest &req)
{
    ListParams p = readListParams(req.query);
    QJsonObject &errors = p.errors;
    const QString currency = readCurrency(req.query, &errors);
    const QString accountText = req.query.queryItemValue(u"account"_s, QUrl::FullyDecoded);
    std::optional<LedgerAccount> account;
    bool isGroup = false;
    const QList<LedgerAccount> chart = m_store.accounts();
    for (const LedgerAccount &a : chart) {
        if (QString::number(a.code) == accountText)
            account = a;
        if (a.parentCode && QString::number(*a.parentCode) == accountText)
            isGroup = true;
    }
    if (accountText.isEmpty())
        errors.insert(u"account"_s, u"is required"_s);
    else if (!account)
        errors.insert(u"account"_s, u"is not an account of the chart of accounts"_s);
    else if (isGroup)
        errors.insert(u"account"_s, u"is a group account: its postings are on its sub-accounts"_s);
    const qint64 today = dayOf(m_clock->nowSecs());
    const qint64 to = readDay(req.query, u"to"_s, today, &errors);
    const QDate toDate = QDate(1970, 1, 1).addDays(to);
    const qint64 monthStart = to - toDate.day() + 1;
    const qint64 from = readDay(req.query, u"from"_s, monthStart, &errors);
    if (errors.isEmpty() && from > to)
        errors.insert(u"from"_s, u"must not be after to"_s);
    if (!errors.isEmpty())
        return fieldError(errors);

    settleDue();
    constexpr qint64 Day = 86400;
    Page<LedgerEntryRecord> page = m_store.ledgerEntries(account->code, currency, from * Day,
                                                         (to + 1) * Day, p.limit, p.cursor);
    if (page.hasMore && !page.items.isEmpty()) {
        const LedgerEntryRecord &last = page.items.constLast();
        page.nextCursor = encodeCursor(last.postedAt, QString::number(last.id), 0);
    }
    const auto opening = m_store.accountTotals(currency, account->code, from - 1);
    const qint64 net = opening.first - opening.second;
    HttpResponse r = pageResponse(page, appendEntry);
    // The envelope's tail "}" gives way to the opening balance and what was asked.
    r.body.chop(1);
    r.body += ",\"opening_balance\":{\"debit\":" + QByteArray::number(std::max<qint64>(net, 0)) +
              ",\"credit\":" + QByteArray::number(std::max<qint64>(-net, 0)) +
              "},\"account_code\":\"" + QByteArray::number(account->code) + "\",\"currency\":";
    json::appendJsonString(r.body, currency);
    r.body += ",\"from\":\"" + json::day(from).toLatin1() + "\",\"to\":\"" +
              json::day(to).toLatin1() + "\"}";
    return r;
}

HttpResponse SandboxApi::trialBalance(const HttpRequest &req)
{
    QJsonObject errors;
    const qint64 day = readDay(req.query, u"date"_s, dayOf(m_clock->nowSecs()), &errors);
    const QString currency = readCurrency(req.query, &errors);
    const QString includeZeroText =
        req.query.queryItemValue(u"include_zero"_s, QUrl::FullyDecoded).toLower();
    if (!includeZeroText.isEmpty() && includeZeroText != u"true"_s && includeZeroText != u"false"_s)
        errors.insert(u"include_zero"_s, u"must be true or false"_s);
    if (!errors.isEmpty())
        return fieldError(errors);

    settleDue();
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
    const QString date = json::day(day);
    return jsonResponse(200, QJsonObject{
                                 {u"object"_s, u"trial_balance"_s},
                                 {u"date"_s, date},
                                 {u"currency"_s, currency},
                                 {u"lines"_s, out},
                                 {u"total_debit"_s, totalDebit},
                                 {u"total_credit"_s, totalCredit},
                             });
}

} // namespace paydesk::sandbox
