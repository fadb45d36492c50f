#pragma once

#include "accountledger.h"

#include <QAbstractTableModel>

namespace paydesk::ledger {

// An AccountLedger as a table: the opening balance, one row per entry with the running
// balance, the closing balance with the period's totals.
class AccountLedgerModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Date, Description, Source, Debit, Credit, Balance, ColumnCount };
    enum class RowKind { Opening, Entry, Closing };

    explicit AccountLedgerModel(QObject *parent = nullptr);

    void setLedger(const AccountLedger &ledger);
    const AccountLedger &ledger() const { return m_ledger; }
    RowKind rowKind(int row) const;
    // The entry behind a row; nullptr for the opening and closing rows.
    const api::LedgerEntry *entry(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    AccountLedger m_ledger;
    bool m_loaded = false;
};

} // namespace paydesk::ledger
