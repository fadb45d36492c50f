#pragma once

#include "pagedlistmodel.h"

namespace paydesk::models {

using RefundRows = PagedRowsModel<api::Refund, api::RefundQuery, &api::ApiClient::listRefunds>;

// The cursor-paged refund list (see PagedListModel for the paging).
class RefundsModel : public RefundRows
{
    Q_OBJECT
public:
    enum Column { Created, Id, Transaction, Amount, Currency, Reason, Status, Note, ColumnCount };
    Q_ENUM(Column)

    explicit RefundsModel(QObject *parent = nullptr);

    const api::Refund &refundAt(int row) const { return rowAt(row); }

    int columnCount(const QModelIndex &parent = {}) const override;

    static QString reasonText(const QString &reason);
    static QString statusText(const QString &status);

private:
    QVariant cellData(const api::Refund &row, int column, int role) const override;
    QString columnTitle(int column) const override;
};

} // namespace paydesk::models
