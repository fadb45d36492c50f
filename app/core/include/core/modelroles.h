#pragma once

#include <Qt>

namespace paydesk::models {

// Custom roles of every PayDesk model, in one list from Qt::UserRole: a role added anywhere
// goes here, so no two models ever give one number two meanings.
enum Role {
    // Shared by the models whose rows have them.
    IdRole = Qt::UserRole, // the record's id (txn_..., ref_..., a webhook id, an account code)
    AmountMinorRole,       // qint64 minor units
    CurrencyRole,          // ISO 4217 code
    StatusRole,            // the raw status value, unknown ones included
    SortRole,              // a value that sorts correctly (numbers, timestamps)
    TimestampRole,         // QDateTime, UTC

    // The ledger models (accounts tree, trial balance).
    RowKindRole,        // TrialBalanceRow::Kind as int; AccountsTreeModel::NodeKind
    AccountCodeRole,    // the account's code, "1100"
    AccountTypeRole,    // ledger::AccountType as int
    RawAccountTypeRole, // the type as the service spells it, "asset"

    // The webhook deliveries model.
    DeliveryIdRole,    // qint64, the DeliveryStore row id
    VerdictRole,       // int(Verdict)
    TransactionIdRole, // QString, txn_...
    DuplicateRole,     // bool

    // Go to anything's results (models::GotoModel).
    GotoKindRole,    // int(GotoKind) of an item or a heading; -1 for a note
    GotoRowTypeRole, // int(GotoModel::RowType): a heading, an item or a note
};

} // namespace paydesk::models
