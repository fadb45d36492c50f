// SandboxApi's ledger routes: the chart of accounts and the trial balance.
#include "core/currency.h"
#include "routesupport.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

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
    qint64 day = dayOf(m_clock->nowSecs());
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

} // namespace paydesk::sandbox
