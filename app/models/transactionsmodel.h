#pragma once

#include "pagedlistmodel.h"

namespace paydesk::models {

// The cursor-paged transaction list (see PagedListModel for the paging).
class TransactionsModel : public PagedListModel
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

    void setQuery(const api::TransactionQuery &query);
    const api::TransactionQuery &query() const { return m_query; }
    const api::Transaction &transactionAt(int row) const { return m_rows.at(row); }
    int rowOf(const QString &id) const;
    // A transaction changed elsewhere (a refund): update its row in place.
    void updateTransaction(const api::Transaction &t);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The tool tip of an amount in a currency PayDesk does not know (shown in minor units);
    // empty for a known one.
    static QString unknownCurrencyNote(const QString &currency);

private:
    qsizetype loadedRows() const override { return m_rows.size(); }
    void clearRows() override { m_rows.clear(); }
    api::RequestId sendPageRequest(const QString &cursor, int limit, bool refresh) override;

    api::TransactionQuery m_query;
    QList<api::Transaction> m_rows;
};

} // namespace paydesk::models
