#include "trialbalancereport.h"

#include "accounttype.h"
#include "core/currency.h"
#include "core/money.h"
#include "ledgerlogging.h"
#include "xlsxsupport.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

namespace {

// Codes are strings; numeric ones compare as numbers ("900" before "1000"), others as text.
bool codeLess(const QString &a, const QString &b)
{
    bool aNumeric = false;
    bool bNumeric = false;
    const qlonglong x = a.toLongLong(&aNumeric);
    const qlonglong y = b.toLongLong(&bNumeric);
    if (aNumeric && bNumeric && x != y)
        return x < y;
    return a < b;
}

void addFigures(TrialBalanceRow &to, const TrialBalanceRow &from)
{
    to.debit += from.debit;
    to.credit += from.credit;
    to.compareDebit += from.compareDebit;
    to.compareCredit += from.compareCredit;
}

} // namespace

QString shortDate(const QDate &date, const QLocale &locale)
{
    QString format = locale.dateFormat(QLocale::ShortFormat);
    if (!format.contains(u"yyyy"_s))
        format.replace(u"yy"_s, u"yyyy"_s);
    return locale.toString(date, format);
}

QString shortUtcDateTime(const QDateTime &moment, const QLocale &locale)
{
    const QDateTime utc = moment.toUTC();
    return shortDate(utc.date(), locale) + u' ' +
           locale.toString(utc.time(), QLocale::ShortFormat) + u" UTC"_s;
}

QByteArray spreadsheetDateFormat(const QLocale &locale, bool withTime)
{
    return dateNumberFormat(locale, withTime);
}

bool TrialBalanceReport::figuresFit(const api::TrialBalance &current,
                                    const std::optional<api::TrialBalance> &comparison)
{
    MagnitudeSum sum;
    for (const api::TrialBalance *tb : {&current, comparison ? &*comparison : nullptr}) {
        if (!tb)
            continue;
        for (const api::TrialBalanceLine &line : tb->lines) {
            sum.add(line.debit);
            sum.add(line.credit);
        }
    }
    return sum.fits();
}

api::ApiError TrialBalanceReport::tooLargeError(const QString &field)
{
    api::ApiError e;
    e.kind = api::ApiError::Kind::Malformed;
    e.field = field;
    e.text = ledgerText(QT_TRANSLATE_NOOP(
        "Ledger", "add up to more than 2^63 minor units, which PayDesk cannot total exactly"));
    return e;
}

TrialBalanceReport TrialBalanceReport::build(const api::TrialBalance &current,
                                             const std::optional<api::TrialBalance> &comparison)
{
    TrialBalanceReport r;
    r.m_date = current.date;
    r.m_currency = current.currency;
    // An unknown currency is shown in minor units (exponent 0): no decimal point is invented.
    r.m_exponent = Currency::exponent(current.currency).value_or(0);

    QList<TrialBalanceRow> accounts;
    QHash<QString, qsizetype> byCode;
    auto rowFor = [&](const api::TrialBalanceLine &line) -> TrialBalanceRow & {
        const auto it = byCode.constFind(line.accountCode);
        if (it != byCode.constEnd())
            return accounts[*it];
        TrialBalanceRow row;
        row.kind = TrialBalanceRow::Kind::Account;
        row.type = accountTypeFromName(line.accountType);
        row.rawType = line.accountType;
        row.code = line.accountCode;
        row.name = line.accountName;
        byCode.insert(line.accountCode, accounts.size());
        accounts << row;
        return accounts.last();
    };

    qint64 sumDebit = 0;
    qint64 sumCredit = 0;
    for (const api::TrialBalanceLine &line : current.lines) {
        TrialBalanceRow &row = rowFor(line);
        row.debit += line.debit;
        row.credit += line.credit;
        sumDebit += line.debit;
        sumCredit += line.credit;
    }
    r.m_totalDebit = sumDebit;
    r.m_totalCredit = sumCredit;
    r.m_totalsMatch = current.totalDebit == sumDebit && current.totalCredit == sumCredit;

    if (comparison && comparison->currency != current.currency) {
        qCWarning(lcLedger) << "comparison trial balance in" << comparison->currency
                            << "ignored beside one in" << current.currency;
    } else if (comparison) {
        r.m_compareDate = comparison->date;
        qint64 compareDebit = 0;
        qint64 compareCredit = 0;
        for (const api::TrialBalanceLine &line : comparison->lines) {
            TrialBalanceRow &row = rowFor(line);
            row.compareDebit += line.debit;
            row.compareCredit += line.credit;
            compareDebit += line.debit;
            compareCredit += line.credit;
        }
        r.m_compareTotalDebit = compareDebit;
        r.m_compareTotalCredit = compareCredit;
        r.m_compareTotalsMatch =
            comparison->totalDebit == compareDebit && comparison->totalCredit == compareCredit;
    }

    std::stable_sort(accounts.begin(), accounts.end(),
                     [](const TrialBalanceRow &a, const TrialBalanceRow &b) {
                         if (a.type != b.type)
                             return accountTypeOrder(a.type) < accountTypeOrder(b.type);
                         if (a.rawType != b.rawType) // several unknown types: one group each
                             return a.rawType < b.rawType;
                         return codeLess(a.code, b.code);
                     });

    TrialBalanceRow total;
    total.kind = TrialBalanceRow::Kind::Total;
    total.name = ledgerText(QT_TRANSLATE_NOOP("Ledger", "Total"));
    for (qsizetype i = 0; i < accounts.size();) {
        const TrialBalanceRow &first = accounts.at(i);
        TrialBalanceRow group;
        group.kind = TrialBalanceRow::Kind::Group;
        group.type = first.type;
        group.rawType = first.rawType;
        group.name = accountTypeGroupTitle(first.type, first.rawType);
        TrialBalanceRow subtotal = group;
        subtotal.kind = TrialBalanceRow::Kind::Subtotal;
        subtotal.name = accountTypeTotalTitle(first.type, first.rawType);
        r.m_rows << group;
        qsizetype j = i;
        for (; j < accounts.size() && accounts.at(j).type == first.type &&
               accounts.at(j).rawType == first.rawType;
             ++j) {
            addFigures(subtotal, accounts.at(j));
            r.m_rows << accounts.at(j);
        }
        addFigures(total, subtotal);
        r.m_rows << subtotal;
        i = j;
    }
    if (!accounts.isEmpty())
        r.m_rows << total;
    return r;
}

QList<TypeTotals> TrialBalanceReport::typeTotals() const
{
    QList<TypeTotals> out;
    for (const TrialBalanceRow &row : m_rows) {
        if (row.kind == TrialBalanceRow::Kind::Subtotal)
            out << TypeTotals{row.type, row.rawType, row.debit, row.credit};
    }
    return out;
}

QString TrialBalanceReport::columnTitle(int column, const QLocale &locale, bool forFile,
                                        bool namesCurrency) const
{
    const QString currency = namesCurrency ? u" ("_s + m_currency + u')' : QString();
    auto dated = [&](const char *title, const std::optional<QDate> &date) -> QString {
        const QString text = ledgerText(title);
        if (forFile) {
            if (!hasComparison() || !date)
                return text + currency;
            const QString when = locale.language() == QLocale::C ? date->toString(Qt::ISODate)
                                                                 : shortDate(*date, locale);
            return text + u' ' + when + currency;
        }
        if (!hasComparison() || !date)
            return text;
        return text + u'\n' + shortDate(*date, locale);
    };
    switch (Column(column)) {
    case Code:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Code"));
    case Account:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Account"));
    case Type:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Type"));
    case Debit:
        return dated(QT_TRANSLATE_NOOP("Ledger", "Debit"), m_date);
    case Credit:
        return dated(QT_TRANSLATE_NOOP("Ledger", "Credit"), m_date);
    case CompareDebit:
        return dated(QT_TRANSLATE_NOOP("Ledger", "Debit"), m_compareDate);
    case CompareCredit:
        return dated(QT_TRANSLATE_NOOP("Ledger", "Credit"), m_compareDate);
    case Change:
        // On screen on two lines, like the dated amount headings, so the column stays narrow.
        return forFile ? ledgerText(QT_TRANSLATE_NOOP("Ledger", "Change in balance")) + currency
                       : ledgerText(QT_TRANSLATE_NOOP("Ledger", "Change in\nbalance"));
    case ColumnCount:
        break;
    }
    return {};
}

QString TrialBalanceReport::changeExplanation()
{
    return ledgerText(QT_TRANSLATE_NOOP(
        "Ledger", "How each balance moved since the comparison date on the account's normal "
                  "side: + the balance grew, − it shrank (debits for assets and expenses, "
                  "credits for liabilities, equity and revenue)."));
}

qint64 TrialBalanceReport::amount(const TrialBalanceRow &row, int column)
{
    switch (Column(column)) {
    case Debit:
        return row.debit;
    case Credit:
        return row.credit;
    case CompareDebit:
        return row.compareDebit;
    case CompareCredit:
        return row.compareCredit;
    case Change:
        return row.change();
    default:
        return 0;
    }
}

bool TrialBalanceReport::isBlank(const TrialBalanceRow &row, int column)
{
    if (!row.hasFigures())
        return true;
    return row.kind == TrialBalanceRow::Kind::Account && column != Change &&
           amount(row, column) == 0;
}

QString TrialBalanceReport::text(const TrialBalanceRow &row, int column,
                                 const QLocale &locale) const
{
    switch (Column(column)) {
    case Code:
        return row.code;
    case Account:
        return row.name;
    case Type:
        return row.kind == TrialBalanceRow::Kind::Account ? accountTypeText(row.type, row.rawType)
                                                          : QString();
    case ColumnCount:
        return {};
    default:
        return isBlank(row, column) ? QString()
                                    : formatAmount(amount(row, column), m_exponent, locale);
    }
}

QString TrialBalanceReport::exactText(const TrialBalanceRow &row, int column) const
{
    if (!isAmountColumn(column))
        return text(row, column, QLocale::c());
    return isBlank(row, column) ? QString() : decimalString(amount(row, column), m_exponent);
}

QString TrialBalanceReport::balanceText(const QLocale &locale) const
{
    auto money = [&](qint64 minor) { return formatMoney(Money{minor, m_currency}, locale); };
    QString text;
    if (isBalanced() && hasComparison() && isComparisonBalanced()) {
        text = ledgerText(QT_TRANSLATE_NOOP("Ledger",
                                            "Balanced on both dates: debits and credits total %1 "
                                            "as of %2 and %3 as of %4."))
                   .arg(money(m_totalDebit), shortDate(m_date, locale), money(m_compareTotalDebit),
                        shortDate(*m_compareDate, locale));
    } else if (isBalanced()) {
        text =
            ledgerText(QT_TRANSLATE_NOOP("Ledger", "Balanced: debits and credits both total %1."))
                .arg(money(m_totalDebit));
    } else if (difference() != 0) {
        text = ledgerText(QT_TRANSLATE_NOOP("Ledger",
                                            "Out of balance by %1: debits total %2, credits %3."))
                   .arg(money(qAbs(difference())), money(m_totalDebit), money(m_totalCredit));
    } else {
        text = ledgerText(QT_TRANSLATE_NOOP("Ledger",
                                            "Out of balance: the lines add up to %1 on each side, "
                                            "but the service reported different totals."))
                   .arg(money(m_totalDebit));
    }
    if (!isComparisonBalanced()) {
        text += u' ' +
                ledgerText(QT_TRANSLATE_NOOP("Ledger", "The comparison as of %1 is out of balance "
                                                       "by %2."))
                    .arg(shortDate(*m_compareDate, locale), money(qAbs(compareDifference())));
    }
    return text;
}

} // namespace paydesk::ledger
