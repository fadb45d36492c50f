#pragma once

#include "api/apiclient.h"
#include "models/transactionfilter.h"

#include <QDateTime>
#include <QPointer>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;
QT_END_NAMESPACE

namespace paydesk::models {
class RefundsModel;
}

namespace paydesk::ui {

class BusyDelay;

// The Refunds pane: every refund, newest first and paged as it scrolls, filtered by date range
// and transaction; a refund's transaction opens in the Transactions pane (openTransaction()).
class RefundsPane : public QWidget
{
    Q_OBJECT
public:
    explicit RefundsPane(QWidget *parent = nullptr);
    ~RefundsPane() override;

    // nullptr is allowed. A new client cancels the old one's request and reloads.
    void setClient(api::ApiClient *client);
    api::ApiClient *client() const { return m_client; }

    std::optional<api::Refund> selectedRefund() const;

    models::RefundFilter filter() const;
    void setFilter(const models::RefundFilter &filter);

    // Column widths, order and visibility.
    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

    models::RefundsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

public Q_SLOTS:
    void refresh();
    // Focuses the transaction filter.
    void focusSearch();
    // Shows only the refunds of one transaction (empty: all).
    void setTransactionFilter(const QString &transactionId);
    // A custom range of UTC days, both inclusive.
    void setDateRange(const QDate &from, const QDate &last);
    // Emits openTransaction() for the selected refund's transaction.
    void openSelectedTransaction();

Q_SIGNALS:
    void openTransaction(const QString &transactionId);
    void statusMessage(const QString &message);
    void errorOccurred(const paydesk::api::ApiError &error);
    void lastRefreshed(const QDateTime &when);

private:
    QWidget *buildFilterBar();
    void setupView();
    void applyFilters(bool force = false);
    void updateDateEdits();
    void updateState();
    void showHeaderMenu(const QPoint &pos);
    bool eventFilter(QObject *watched, QEvent *event) override;

    QPointer<api::ApiClient> m_client;
    models::RefundsModel *m_model = nullptr;
    BusyDelay *m_busyDelay = nullptr; // when to show that it is loading

    QComboBox *m_dateCombo = nullptr;
    QDateEdit *m_fromEdit = nullptr;
    QDateEdit *m_toEdit = nullptr;
    QLineEdit *m_transaction = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_refresh = nullptr;
    QTimer *m_debounce = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_stateLabel = nullptr;
    QProgressBar *m_busy = nullptr;
    bool m_awaitingFirstPage = false;
    std::optional<api::ApiError> m_error;
};

} // namespace paydesk::ui
