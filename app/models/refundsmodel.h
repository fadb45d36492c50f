#pragma once

#include "pagedlistmodel.h"

namespace paydesk::models {

// The cursor-paged refund list (see PagedListModel for the paging).
class RefundsModel : public PagedListModel
{
    Q_OBJECT
public:
    enum Column { Created, Id, Transaction, Amount, Currency, Reason, Status, Note, ColumnCount };
    Q_ENUM(Column)

    explicit RefundsModel(QObject *parent = nullptr);

    void setQuery(const api::RefundQuery &query);
    const api::RefundQuery &query() const { return m_query; }
    const api::Refund &refundAt(int row) const { return m_rows.at(row); }
    int rowOf(const QString &id) const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString reasonText(const QString &reason);
    static QString statusText(const QString &status);

private:
    qsizetype loadedRows() const override { return m_rows.size(); }
    void clearRows() override { m_rows.clear(); }
    api::RequestId sendPageRequest(const QString &cursor, int limit, bool refresh) override;

    api::RefundQuery m_query;
    QList<api::Refund> m_rows;
};

} // namespace paydesk::models
