#pragma once

#include "models/transactionfilter.h"
#include "pagedtablepane.h"

QT_BEGIN_NAMESPACE
class QLineEdit;
class QPushButton;
QT_END_NAMESPACE

namespace paydesk::models {
class RefundsModel;
}

namespace paydesk::ui {

class DateRangeFilter;

// The Refunds pane: every refund, newest first and paged as it scrolls, filtered by date range
// and transaction; a refund's transaction opens in the Transactions pane (openTransaction()).
// The table, its state line and its columns are a PagedTablePane's.
class RefundsPane : public PagedTablePane
{
    Q_OBJECT
public:
    explicit RefundsPane(QWidget *parent = nullptr);

    std::optional<api::Refund> selectedRefund() const;

    models::RefundFilter filter() const;
    void setFilter(const models::RefundFilter &filter);

    models::RefundsModel *model() const { return m_model; }

    bool focusPaneSearch() override
    {
        focusSearch();
        return true;
    }

public Q_SLOTS:
    // Focuses the transaction filter.
    void focusSearch();
    // Shows only the refunds of one transaction (empty: all).
    void setTransactionFilter(const QString &transactionId);
    // Shows the refund `refundId` alone and selected: every filter cleared, its id searched for.
    void showRefund(const QString &refundId);
    // A custom range of UTC days, both inclusive.
    void setDateRange(const QDate &from, const QDate &last);
    // Emits openTransaction() for the selected refund's transaction.
    void openSelectedTransaction();

Q_SIGNALS:
    void openTransaction(const QString &transactionId);

private:
    QWidget *buildFilterBar();
    void setupView();
    bool applyQuery(bool force) override;
    QString searchText() const override;
    void clearFilters() override;

    models::RefundsModel *m_model = nullptr;

    DateRangeFilter *m_dates = nullptr;
    QLineEdit *m_transaction = nullptr;
    QLineEdit *m_search = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_refresh = nullptr;
};

} // namespace paydesk::ui
