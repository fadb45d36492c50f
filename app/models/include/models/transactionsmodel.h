#pragma once

#include "pagedlistmodel.h"

namespace paydesk::models {

using TransactionRows =
    PagedRowsModel<api::Transaction, api::TransactionQuery, &api::ApiClient::listTransactions>;

// The cursor-paged transaction list (see PagedListModel for the paging).
class TransactionsModel : public TransactionRows
{
    Q_OBJECT
public:
    enum Column {
        Created,
        Id,
        MerchantRef,
        Amount,
        Currency,
        Status,
        Gateway,
        Refunded,
        Description,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit TransactionsModel(QObject *parent = nullptr);

    const api::Transaction &transactionAt(int row) const { return rowAt(row); }
    // A transaction changed elsewhere (a refund): update its row in place.
    void updateTransaction(const api::Transaction &t) { replaceRow(t); }
    // A charge just made: at the top of the list.
    void insertNewTransaction(const api::Transaction &t) { prependRow(t); }

    int columnCount(const QModelIndex &parent = {}) const override;

    // The tool tip of an amount in a currency PayDesk does not know (shown in minor units);
    // empty for a known one.
    static QString unknownCurrencyNote(const QString &currency);

private:
    QVariant cellData(const api::Transaction &row, int column, int role) const override;
    QString columnTitle(int column) const override;
    Qt::Alignment columnAlignment(int column) const override;
};

} // namespace paydesk::models
