#pragma once

#include "pagedlistmodel.h"

namespace paydesk::api {
// Whether two queries ask for the same rows (limit and cursor ignored); found by the paged
// model through the query's namespace.
inline bool sameRows(const PayoutQuery &a, const PayoutQuery &b)
{
    return a.status == b.status && a.currency == b.currency && a.arrivalFrom == b.arrivalFrom &&
           a.arrivalTo == b.arrivalTo;
}
} // namespace paydesk::api

namespace paydesk::models {

using PayoutRows = PagedRowsModel<api::Payout, api::PayoutQuery, &api::ApiClient::listPayouts>;

// The cursor-paged payouts, newest arrival first (see PagedListModel for the paging).
class PayoutsModel : public PayoutRows
{
    Q_OBJECT
public:
    enum Column {
        Arrival,
        Status,
        Currency,
        Gateway,
        Net,
        Gross,
        Fees,
        Refunded,
        BankReference,
        Id,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit PayoutsModel(QObject *parent = nullptr);

    const api::Payout &payoutAt(int row) const { return rowAt(row); }
    int columnCount(const QModelIndex &parent = {}) const override;

    static QString statusText(const QString &status);
    // False after the service answered 404 or 405: it has no payouts (third wave), and the
    // list is empty rather than an error.
    bool isListOffered() const { return m_listOffered; }

Q_SIGNALS:
    void listOfferedChanged(bool offered);

private:
    api::Result<api::Page<api::Payout>>
    pageAnswer(const api::Result<api::Page<api::Payout>> &result) override;
    QVariant cellData(const api::Payout &row, int column, int role) const override;
    QString columnTitle(int column) const override;
    Qt::Alignment columnAlignment(int column) const override;

    bool m_listOffered = true;
};

} // namespace paydesk::models
