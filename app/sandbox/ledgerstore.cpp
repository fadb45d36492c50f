// SandboxStore's ledger: the chart of accounts, postings and daily balances.
#include "sandboxstore.h"

#include "sandboxlogging.h"

#include <QSet>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

struct ChartRow
{
    int code;
    const char *name;
    const char *type;
    const char *normal;
    int parent;
};

const ChartRow Chart[] = {
    {Account::Assets, "Assets", "asset", "debit", 0},
    {Account::Bank, "Bank", "asset", "debit", Account::Assets},
    {Account::GatewayReceivable, "Gateway receivable", "asset", "debit", Account::Assets},
    {Account::Liabilities, "Liabilities", "liability", "credit", 0},
    {Account::RefundsPayable, "Refunds payable", "liability", "credit", Account::Liabilities},
    {Account::Equity, "Equity", "equity", "credit", 0},
    {Account::OwnersCapital, "Owner's capital", "equity", "credit", Account::Equity},
    {Account::RetainedEarnings, "Retained earnings", "equity", "credit", Account::Equity},
    {Account::Revenue, "Revenue", "revenue", "credit", 0},
    {Account::Sales, "Sales", "revenue", "credit", Account::Revenue},
    {Account::Refunds, "Refunds", "revenue", "debit", Account::Revenue},
    {Account::Expenses, "Expenses", "expense", "debit", 0},
    {Account::ProcessingFees, "Processing fees", "expense", "debit", Account::Expenses},
    {Account::BankCharges, "Bank charges", "expense", "debit", Account::Expenses},
};

} // namespace

bool SandboxStore::recomputeRunningBalances()
{
    QSqlQuery q(database());
    if (!q.exec(u"UPDATE daily_balances AS b SET cum_debit = w.cd, cum_credit = w.cc FROM"
                " (SELECT merchant_id, currency, account, day, SUM(debit) OVER running AS cd,"
                " SUM(credit) OVER running AS cc FROM daily_balances"
                " WINDOW running AS (PARTITION BY merchant_id, currency, account ORDER BY day))"
                " AS w WHERE b.merchant_id = w.merchant_id AND b.currency = w.currency"
                " AND b.account = w.account AND b.day = w.day"_s)) {
        m_lastError = q.lastError().text();
        return false;
    }
    return true;
}

bool SandboxStore::seedChartOfAccounts()
{
    m_accounts.reset();
    QSqlQuery q(database());
    q.prepare(u"INSERT INTO ledger_accounts(code, name, type, normal_balance,"
              " parent_code) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"_s);
    for (const ChartRow &row : Chart) {
        q.addBindValue(row.code);
        q.addBindValue(QString::fromLatin1(row.name));
        q.addBindValue(QString::fromLatin1(row.type));
        q.addBindValue(QString::fromLatin1(row.normal));
        q.addBindValue(row.parent ? QVariant(row.parent) : QVariant(QMetaType::fromType<int>()));
        if (!q.exec()) {
            m_lastError = q.lastError().text();
            return false;
        }
    }
    return true;
}

QList<LedgerAccount> SandboxStore::accounts()
{
    // The chart is seeded once (seedChartOfAccounts()) and never changes after: read once,
    // not for every ledger request that checks an account.
    if (m_accounts)
        return *m_accounts;
    StoreQuery q = prepared(u"SELECT code, name, type, normal_balance, parent_code"
                            " FROM ledger_accounts ORDER BY code"_s);
    QList<LedgerAccount> out;
    if (!exec(q))
        return out;
    while (q.next()) {
        LedgerAccount a;
        a.code = q.value(0).toInt();
        a.name = q.value(1).toString();
        a.type = q.value(2).toString();
        a.normalBalance = q.value(3).toString();
        if (!q.value(4).isNull())
            a.parentCode = q.value(4).toInt();
        out << a;
    }
    if (!out.isEmpty())
        m_accounts = out;
    return out;
}

bool SandboxStore::post(const QString &source, const QString &currency, qint64 postedAt,
                        const QList<PostingLine> &lines)
{
    qint64 debit = 0;
    qint64 credit = 0;
    for (const PostingLine &l : lines) {
        debit += l.debit;
        credit += l.credit;
    }
    if (debit != credit) {
        m_lastError = u"unbalanced posting for %1: %2 != %3"_s.arg(source).arg(debit).arg(credit);
        qCCritical(lcSandboxStore) << m_lastError;
        return false;
    }
    StoreQuery ins = prepared(u"INSERT INTO postings(source, account, currency, debit, credit,"
                              " posted_at, merchant_id) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    const qint64 day = dayOf(postedAt);
    for (const PostingLine &l : lines) {
        if (l.debit == 0 && l.credit == 0)
            continue;
        ins.addBindValue(source);
        ins.addBindValue(l.account);
        ins.addBindValue(currency);
        ins.addBindValue(l.debit);
        ins.addBindValue(l.credit);
        ins.addBindValue(postedAt);
        ins.addBindValue(m_merchantId);
        if (!exec(ins))
            return false;
    }
    // Today's row starts from the running total of the day before; a posting dated before
    // later rows (a clock set back) carries into them too.
    StoreQuery bal = prepared(
        u"INSERT INTO daily_balances(merchant_id, currency, account, day, debit, credit, cum_debit,"
        " cum_credit) SELECT ?, ?, CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT),"
        " CAST(? AS BIGINT), ? + COALESCE(p.cum_debit, 0), ? + COALESCE(p.cum_credit, 0)"
        // (the casts: PostgreSQL reads an untyped value in a select list as text)
        " FROM (SELECT 1) AS one LEFT JOIN (SELECT cum_debit, cum_credit"
        " FROM daily_balances WHERE merchant_id = ? AND currency = ? AND account = ? AND day < ?"
        " ORDER BY day DESC LIMIT 1) AS p ON true WHERE true" // WHERE: the upsert needs it after a
                                                              // SELECT
        " ON CONFLICT(merchant_id, currency, account, day) DO UPDATE"
        " SET debit = daily_balances.debit + excluded.debit,"
        " credit = daily_balances.credit + excluded.credit,"
        " cum_debit = daily_balances.cum_debit + excluded.debit,"
        " cum_credit = daily_balances.cum_credit + excluded.credit"_s);
    StoreQuery later =
        prepared(u"UPDATE daily_balances SET cum_debit = cum_debit + ?, cum_credit = cum_credit + ?"
                 " WHERE merchant_id = ? AND currency = ? AND account = ? AND day > ?"_s);
    for (const PostingLine &l : lines) {
        if (l.debit == 0 && l.credit == 0)
            continue;
        bal.addBindValue(m_merchantId);
        bal.addBindValue(currency);
        bal.addBindValue(l.account);
        bal.addBindValue(day);
        bal.addBindValue(l.debit);
        bal.addBindValue(l.credit);
        bal.addBindValue(l.debit);
        bal.addBindValue(l.credit);
        bal.addBindValue(m_merchantId);
        bal.addBindValue(currency);
        bal.addBindValue(l.account);
        bal.addBindValue(day);
        if (!exec(bal))
            return false;
        later.addBindValue(l.debit);
        later.addBindValue(l.credit);
        later.addBindValue(m_merchantId);
        later.addBindValue(currency);
        later.addBindValue(l.account);
        later.addBindValue(day);
        if (!exec(later))
            return false;
    }
    // SQLite turns an integer sum that overflows into a float, silently: the running totals
    // would then hold a wrong number. Such a posting fails (and its transaction with it).
    // (PostgreSQL's BIGINT fails the statement itself: "bigint out of range".)
    if (m_postgres)
        return true;
    StoreQuery overflow = prepared(
        u"SELECT 1 FROM daily_balances WHERE merchant_id = ? AND currency = ? AND day >= ? AND"
        " (typeof(debit) <> 'integer' OR typeof(credit) <> 'integer' OR"
        " typeof(cum_debit) <> 'integer' OR typeof(cum_credit) <> 'integer') LIMIT 1"_s);
    overflow.addBindValue(m_merchantId);
    overflow.addBindValue(currency);
    overflow.addBindValue(day);
    if (!exec(overflow))
        return false;
    if (overflow.next()) {
        m_lastError = u"the ledger's totals in %1 would overflow 64 bits"_s.arg(currency);
        qCWarning(lcSandboxStore) << m_lastError;
        return false;
    }
    return true;
}

QList<TrialBalanceLine> SandboxStore::trialBalance(const QString &currency, qint64 day,
                                                   bool includeZero)
{
    // One index seek per account (accountTotals()): the newest running total on or before the
    // day. The cost follows the number of accounts, not the days of history.
    QList<TrialBalanceLine> lines;
    const QList<LedgerAccount> chart = accounts();
    QSet<int> parents;
    for (const LedgerAccount &a : chart) {
        if (a.parentCode)
            parents.insert(*a.parentCode);
    }
    for (const LedgerAccount &a : chart) {
        if (parents.contains(a.code))
            continue; // group accounts take no postings
        const auto sum = accountTotals(currency, a.code, day);
        const qint64 net = sum.first - sum.second;
        if (net == 0 && !includeZero)
            continue;
        TrialBalanceLine line;
        line.account = a;
        line.debit = net > 0 ? net : 0;
        line.credit = net < 0 ? -net : 0;
        lines << line;
    }
    return lines;
}

} // namespace paydesk::sandbox
