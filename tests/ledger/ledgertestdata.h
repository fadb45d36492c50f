#pragma once

// Test data of the ledger tests: the sandbox's chart of accounts (docs/api.md §11), trial
// balances made by hand, and the documented fee formula, computed here independently.

#include "api/apitypes.h"

#include <QList>
#include <QString>

#include <algorithm>

namespace paydesk::testing {

inline api::LedgerAccount account(const char *code, const char *name, const char *type,
                                  const char *normal, const char *parent = nullptr)
{
    api::LedgerAccount a;
    a.code = QString::fromUtf8(code);
    a.name = QString::fromUtf8(name);
    a.type = QString::fromUtf8(type);
    a.normalBalance = QString::fromUtf8(normal);
    if (parent)
        a.parentCode = QString::fromUtf8(parent);
    return a;
}

// The sandbox's chart, as docs/api.md §11 lists it.
inline QList<api::LedgerAccount> sandboxChart()
{
    return {
        account("1000", "Assets", "asset", "debit"),
        account("1010", "Bank", "asset", "debit", "1000"),
        account("1100", "Gateway receivable", "asset", "debit", "1000"),
        account("2000", "Liabilities", "liability", "credit"),
        account("2100", "Refunds payable", "liability", "credit", "2000"),
        account("3000", "Equity", "equity", "credit"),
        account("3100", "Owner's capital", "equity", "credit", "3000"),
        account("3200", "Retained earnings", "equity", "credit", "3000"),
        account("4000", "Revenue", "revenue", "credit"),
        account("4100", "Sales", "revenue", "credit", "4000"),
        account("4200", "Refunds", "revenue", "debit", "4000"),
        account("5000", "Expenses", "expense", "debit"),
        account("5100", "Processing fees", "expense", "debit", "5000"),
        account("5200", "Bank charges", "expense", "debit", "5000"),
    };
}

inline api::TrialBalanceLine line(const char *code, const char *name, const char *type,
                                  qint64 debit, qint64 credit)
{
    return {QString::fromUtf8(code), QString::fromUtf8(name), QString::fromUtf8(type), debit,
            credit};
}

// The worked example of docs/api.md §11: 100.00 CHF charged (fee 3.20), 25.00 refunded.
inline api::TrialBalance chfExample()
{
    api::TrialBalance tb;
    tb.date = QDate(2026, 11, 22);
    tb.currency = QStringLiteral("CHF");
    tb.lines = {
        line("1100", "Gateway receivable", "asset", 7180, 0),
        line("4100", "Sales", "revenue", 0, 10000),
        line("4200", "Refunds", "revenue", 2500, 0),
        line("5100", "Processing fees", "expense", 320, 0),
    };
    tb.totalDebit = 10000;
    tb.totalCredit = 10000;
    return tb;
}

// A month end of a merchant with a bank, capital and settlements, in USD.
inline api::TrialBalance usdOctober()
{
    api::TrialBalance tb;
    tb.date = QDate(2026, 10, 31);
    tb.currency = QStringLiteral("USD");
    tb.lines = {
        line("1010", "Bank", "asset", 6290951, 0),
        line("1100", "Gateway receivable", "asset", 0, 105),
        line("3100", "Owner's capital", "equity", 0, 5000000),
        line("4100", "Sales", "revenue", 0, 1343600),
        line("4200", "Refunds", "revenue", 11091, 0),
        line("5100", "Processing fees", "expense", 41663, 0),
    };
    tb.totalDebit = 6343705;
    tb.totalCredit = 6343705;
    return tb;
}

// The month before: no refunds yet, a receivable not yet settled.
inline api::TrialBalance usdSeptember()
{
    api::TrialBalance tb;
    tb.date = QDate(2026, 9, 30);
    tb.currency = QStringLiteral("USD");
    tb.lines = {
        line("1010", "Bank", "asset", 5400000, 0),
        line("1100", "Gateway receivable", "asset", 125000, 0),
        line("3100", "Owner's capital", "equity", 0, 5000000),
        line("4100", "Sales", "revenue", 0, 540000),
        line("5100", "Processing fees", "expense", 15000, 0),
    };
    tb.totalDebit = 5540000;
    tb.totalCredit = 5540000;
    return tb;
}

// Deliberately wrong: the debits exceed the credits by 1.00.
inline api::TrialBalance unbalanced()
{
    api::TrialBalance tb = usdOctober();
    tb.lines[0].debit += 100;
    tb.totalDebit += 100;
    return tb;
}

// n / d rounded half up, for n >= 0.
inline qint64 roundHalfUp(qint64 n, qint64 d)
{
    return n / d + ((n % d) * 2 >= d ? 1 : 0);
}

// The documented processing fee: 2.9 % rounded half up, plus 0.30 in major units (nothing for
// zero-exponent currencies), never more than the amount.
inline qint64 expectedFee(qint64 amount, int exponent)
{
    qint64 fixed = 0;
    if (exponent > 0) {
        fixed = 3;
        for (int i = 1; i < exponent; ++i)
            fixed *= 10;
    }
    return std::min(amount, roundHalfUp(amount * 29, 1000) + fixed);
}

} // namespace paydesk::testing
