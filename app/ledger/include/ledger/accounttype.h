#pragma once

#include <QString>
#include <QStringView>

namespace paydesk::ledger {

// The five account types of the chart, in the order a trial balance lists them. Other is what
// a newer service might send; it is kept with its raw name and listed last.
enum class AccountType { Asset, Liability, Equity, Revenue, Expense, Other };

AccountType accountTypeFromName(QStringView name); // "asset" -> Asset, unknown -> Other
// 0..4 for the known types, 5 for Other: the order of the groups.
inline int accountTypeOrder(AccountType type)
{
    return int(type);
}

// Whether an account of this type normally has a debit balance (assets, expenses) rather than
// a credit one (liabilities, equity, revenue). A type PayDesk does not know counts as debit.
inline bool isDebitNormal(AccountType type)
{
    return type != AccountType::Liability && type != AccountType::Equity &&
           type != AccountType::Revenue;
}

// A text of the "Ledger" translation context, which every report and file of the ledger
// shares; the call site marks the literal with QT_TRANSLATE_NOOP("Ledger", ...) for lupdate.
QString ledgerText(const char *text);

// Translated, for people. `raw` is shown as it comes for Other.
QString accountTypeText(AccountType type, const QString &raw = {});       // "Asset"
QString accountTypeGroupTitle(AccountType type, const QString &raw = {}); // "Assets"
QString accountTypeTotalTitle(AccountType type, const QString &raw = {}); // "Total assets"
QString normalBalanceText(QStringView normalBalance);                     // "Debit", "Credit"

} // namespace paydesk::ledger
