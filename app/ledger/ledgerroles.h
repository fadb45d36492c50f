#pragma once

#include "models/modelroles.h"

namespace paydesk::ledger {

// Roles of the ledger models besides the shared ones in models/modelroles.h (AmountMinorRole,
// CurrencyRole, SortRole), from a range of their own so the two lists never collide.
enum LedgerRole {
    RowKindRole = Qt::UserRole + 100, // TrialBalanceRow::Kind as int; AccountsTreeModel::NodeKind
    AccountCodeRole,                  // the account's code, "1100"
    AccountTypeRole,                  // ledger::AccountType as int
    RawAccountTypeRole,               // the type as the service spells it, "asset"
};

} // namespace paydesk::ledger
