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

// Translated, for people. `raw` is shown as it comes for Other.
QString accountTypeText(AccountType type, const QString &raw = {});       // "Asset"
QString accountTypeGroupTitle(AccountType type, const QString &raw = {}); // "Assets"
QString accountTypeTotalTitle(AccountType type, const QString &raw = {}); // "Total assets"
QString normalBalanceText(QStringView normalBalance);                     // "Debit", "Credit"

} // namespace paydesk::ledger
