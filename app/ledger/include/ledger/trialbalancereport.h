#pragma once

#include "accounttype.h"
#include "api/apierror.h"
#include "api/apitypes.h"

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace paydesk::ledger {

// A date as `locale` writes it short, but always with a four-digit year ("10/31/2026").
QString shortDate(const QDate &date, const QLocale &locale);
// A moment in UTC as `locale` writes it short, the zone named: "11/22/2026 6:30 AM UTC".
QString shortUtcDateTime(const QDateTime &moment, const QLocale &locale);
// The spreadsheet number format of dates as shortDate() writes them, and with `withTime` the
// UTC time after them, for workbooks written outside the ledger (payouts, reconciliations).
QByteArray spreadsheetDateFormat(const QLocale &locale, bool withTime);

// One row of the grouped trial balance: a group heading ("Assets"), an account, the subtotal
// of a group ("Total assets") or the grand total. Amounts are minor units of the report's
// currency. The compare* figures are the same account's balances as of the comparison date
// (zero when it had none then, or when there is no comparison).
struct TrialBalanceRow
{
    enum class Kind { Group, Account, Subtotal, Total };

    Kind kind = Kind::Account;
    AccountType type = AccountType::Other;
    QString rawType; // as the service spells it, "asset"; empty for the grand total
    QString code;    // accounts only
    QString name;    // the account's name, or the heading, subtotal or total title
    qint64 debit = 0;
    qint64 credit = 0;
    qint64 compareDebit = 0;
    qint64 compareCredit = 0;

    bool hasFigures() const { return kind != Kind::Group; }
    // Net balances (debit - credit).
    qint64 net() const { return debit - credit; }
    qint64 compareNet() const { return compareDebit - compareCredit; }
    // The movement since the comparison date of the balance on the account's normal side, as
    // an accountant reads it: positive when that balance grew (Sales rising is +, not the
    // debit-minus-credit −), negative when it shrank. The grand total, which has no normal
    // side, moves by debit minus credit (zero when both dates balance).
    qint64 change() const
    {
        const qint64 movement = net() - compareNet();
        return kind == Kind::Total || isDebitNormal(type) ? movement : -movement;
    }

    friend bool operator==(const TrialBalanceRow &, const TrialBalanceRow &) = default;
};

// The debits and credits of one account type, for the chart.
struct TypeTotals
{
    AccountType type = AccountType::Other;
    QString rawType;
    qint64 debit = 0;
    qint64 credit = 0;
};

// A trial balance as people read it: accounts grouped by type (assets, liabilities, equity,
// revenue, expenses, then any type the service adds), a subtotal after each group, the grand
// total last, and optionally the balances as of a second date beside each account with the
// change. The table on screen and every export are made from the same report, so they say
// the same thing. A plain value: it can be handed to a worker thread.
class TrialBalanceReport
{
public:
    enum Column {
        Code,
        Account,
        Type,
        Debit,
        Credit,
        CompareDebit,  // only with a comparison
        CompareCredit, // only with a comparison
        Change,        // only with a comparison: net(current) - net(comparison)
        ColumnCount
    };

    TrialBalanceReport() = default;
    // The comparison must be in the same currency; a different one is ignored (and logged).
    static TrialBalanceReport build(const api::TrialBalance &current,
                                    const std::optional<api::TrialBalance> &comparison = {});
    // Whether every total, net and change build() works out fits in 64 bits (MagnitudeSum);
    // when not, the answer is refused with tooLargeError() instead of shown wrapped around.
    static bool figuresFit(const api::TrialBalance &current,
                           const std::optional<api::TrialBalance> &comparison = {});
    // The amounts at `field` (a report's lines, a ledger's entries) add up beyond 64 bits.
    static api::ApiError tooLargeError(const QString &field = QStringLiteral("lines"));

    bool isEmpty() const { return m_rows.isEmpty(); }
    QDate date() const { return m_date; }
    QString currency() const { return m_currency; }
    int exponent() const { return m_exponent; }
    bool hasComparison() const { return m_compareDate.has_value(); }
    std::optional<QDate> compareDate() const { return m_compareDate; }
    const QList<TrialBalanceRow> &rows() const { return m_rows; }
    int columnCount() const { return hasComparison() ? int(ColumnCount) : int(CompareDebit); }
    static bool isAmountColumn(int column) { return column >= Debit && column < ColumnCount; }

    // Totals of the lines (not the service's own totals, which are checked against them).
    qint64 totalDebit() const { return m_totalDebit; }
    qint64 totalCredit() const { return m_totalCredit; }
    qint64 difference() const { return m_totalDebit - m_totalCredit; }
    // The totals the service reported; they should equal the sums of the lines.
    bool totalsMatchService() const { return m_totalsMatch; }
    // Debits equal credits, and the service's totals agree with the lines.
    bool isBalanced() const { return difference() == 0 && m_totalsMatch; }
    qint64 compareDifference() const { return m_compareTotalDebit - m_compareTotalCredit; }
    bool isComparisonBalanced() const
    {
        return !hasComparison() || (compareDifference() == 0 && m_compareTotalsMatch);
    }
    // One entry per account type present, in the order of the groups.
    QList<TypeTotals> typeTotals() const;

    // The column's title. In files (`forFile`) it is one line naming the currency ("Debit
    // 2026-10-31 (USD)") unless `namesCurrency` is false (a file of several currencies, with a
    // currency column), its dates ISO 8601 with QLocale::c() (a CSV, for programs) and short
    // in `locale` otherwise (a workbook, for people: "Debit 10/31/2026 (USD)"); on screen the
    // dates follow `locale`, on a second line.
    QString columnTitle(int column, const QLocale &locale, bool forFile = false,
                        bool namesCurrency = true) const;
    // What the Change in balance column means, for its tool tip and the files' notes.
    static QString changeExplanation();
    // The minor units in an amount column of `row`.
    static qint64 amount(const TrialBalanceRow &row, int column);
    // Whether an amount cell of `row` is left empty: a zero debit or credit of an account, as
    // trial balances print them. Subtotals, totals and changes always show their figure.
    static bool isBlank(const TrialBalanceRow &row, int column);
    // The cell as people read it: amounts in `locale` with the currency's decimals, texts
    // translated; "" for a blank amount and for the figures of a group heading.
    QString text(const TrialBalanceRow &row, int column, const QLocale &locale) const;
    // The cell for files: amounts exact and locale-independent ("1234.50", "-0.05"), "" when
    // blank; texts as text().
    QString exactText(const TrialBalanceRow &row, int column) const;

    // "Balanced", or what is wrong and by how much, in `locale`.
    QString balanceText(const QLocale &locale) const;

private:
    QDate m_date;
    QString m_currency;
    int m_exponent = 2;
    std::optional<QDate> m_compareDate;
    QList<TrialBalanceRow> m_rows;
    qint64 m_totalDebit = 0;
    qint64 m_totalCredit = 0;
    qint64 m_compareTotalDebit = 0;
    qint64 m_compareTotalCredit = 0;
    bool m_totalsMatch = true;
    bool m_compareTotalsMatch = true;
};

} // namespace paydesk::ledger
