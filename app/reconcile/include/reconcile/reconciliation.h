#pragma once

#include "api/apitypes.h"
#include "statement.h"

#include <QCoreApplication>
#include <QHash>

namespace paydesk::reconcile {

// One posting of the Bank account, signed: a debit (money in) positive.
struct BankEntry
{
    QString id; // pst_...
    QDate posted;
    qint64 amount = 0;
    QString sourceType; // settlement, bank_charge, opening, ...
    QString sourceId;
    QString description;
};

// What the ledger knows for a statement's currency and period.
struct LedgerSide
{
    QList<api::Payout> payouts;   // arriving from a few days before the period to after it
    QList<BankEntry> bankEntries; // the Bank account's postings within the period
    qint64 openingBalance = 0;    // Bank at the end of the day before the period
    qint64 closingBalance = 0;    // Bank at the end of its last day
};

// A row of the result. Amounts in minor units of the statement's currency.
struct ReconcileRow
{
    enum class Kind {
        Matched,          // a statement line and its payout(s), the same amount
        AmountDifference, // a statement line and its payout(s), amounts differ
        MatchedToLedger,  // a statement line that is no payout, and its ledger entry (a charge)
        StatementOnly,    // a statement line with neither
        Missing,          // a paid payout of the period the statement does not show
        InTransit,        // a payout that arrives after the statement's last day
        LedgerOnly,       // a Bank posting of the period the statement does not show
    };
    Kind kind = Kind::Matched;
    int fileLine = 0; // the statement's line, 0 for none
    QDate booked;     // the statement's date, or the ledger's
    qint64 statementAmount = 0;
    QString text;
    QStringList payoutIds;
    qint64 ledgerAmount = 0; // the payouts' (or the entry's) amount
    QDate arrival;
    QString ledgerEntryId;
    bool byReference = false;
    // What this row adds to (ledger balance - statement balance) at the end of the period.
    qint64 balanceEffect = 0;
    qint64 difference() const { return statementAmount - ledgerAmount; }

    friend bool operator==(const ReconcileRow &, const ReconcileRow &) = default;
};

struct ReconcileReport
{
    QString statementPath;
    QString format;
    QString currency;
    int exponent = 2;
    QDate first;
    QDate last;
    QList<ReconcileRow> rows; // in the order of the kinds above, then by date
    std::optional<qint64> statementOpening;
    std::optional<qint64> statementClosing;
    qint64 ledgerOpening = 0;
    qint64 ledgerClosing = 0;
    // The payouts' items, for the amount differences (payout id -> items).
    QHash<QString, QList<api::PayoutItem>> items;

    QList<ReconcileRow> rowsOf(ReconcileRow::Kind kind) const;
    // ledger - statement at the end of the period, and what the rows explain of it.
    std::optional<qint64> balanceDifference() const;
    qint64 explained() const;
    // Nothing to look into: every line and payout matched, the balances agree.
    bool reconciled() const;
    // The payouts with an amount difference, whose items are to be looked into.
    QStringList payoutsToExamine() const;
};

// Matches a statement with the ledger: each line by the payout's bank reference in its
// remittance text first ("PAYDESK po_…", also when the bank broke it over two lines, and
// several references for an entry that batches payouts), then by amount within
// `dayTolerance` days; a line that is no payout is matched to a Bank posting (the bank's
// charge) by amount and date. Pure: no I/O.
ReconcileReport reconcile(const BankStatementFile &statement, const LedgerSide &ledger,
                          int dayTolerance = 3);

} // namespace paydesk::reconcile

Q_DECLARE_METATYPE(paydesk::reconcile::ReconcileReport)
