#pragma once

#include "pagedtablepane.h"

QT_BEGIN_NAMESPACE
class QAction;
class QComboBox;
class QDateEdit;
QT_END_NAMESPACE

namespace paydesk::models {
class PayoutsModel;
}

namespace paydesk::ui {

class PayoutDetail;

// The Payouts pane: every payout, newest arrival first and paged as it scrolls (arrival date,
// status, currency, gateway, net, gross, fees, bank reference), filtered by status, currency
// and arrival dates, with the selected payout's transactions and refunds beside the list, each
// opening in its pane. Exports the payouts the filters select (CSV, XLSX, PDF) and brings
// File ▸ Reconcile bank statement… Against a service without payouts it says so.
class PayoutsPane : public PagedTablePane
{
    Q_OBJECT
public:
    explicit PayoutsPane(QWidget *parent = nullptr);

    void setClient(api::ApiClient *client) override;
    models::PayoutsModel *model() const { return m_model; }
    PayoutDetail *detail() const { return m_detail; }
    std::optional<api::Payout> selectedPayout() const;

    void addWindowActions(const WindowMenus &menus, const std::function<void()> &raise) override;
    bool canExportPane(bool connected) const override { return connected; }
    void exportPane() override;
    // Writes every payout the filters select to `path` (.csv, .xlsx or .pdf); fileExported()
    // or a statusMessage() with the problem follows.
    void exportTo(const QString &path);

public Q_SLOTS:
    // The payout whose Bank posting is `ledgerEntryId` (from an account's ledger): the pane
    // comes forward with the day's payouts in `currency`, and it is selected.
    void showLedgerEntry(const QString &ledgerEntryId, const QDate &posted,
                         const QString &currency);
    // Shows one payout by id in the unfiltered list (from a reconciliation).
    void showPayout(const QString &id, const QString &currency, const QDate &arrival);
    void reconcileStatement();

Q_SIGNALS:
    void openTransaction(const QString &transactionId);
    void openRefund(const QString &refundId);
    void fileExported(const QString &message, const QString &path);

private:
    QWidget *buildFilterBar();
    bool applyQuery(bool force) override;
    bool hasFilters() const override;
    QString searchText() const override { return {}; }
    void clearFilters() override;
    void showSelected();
    void selectWhenLoaded(const std::function<bool(const api::Payout &)> &match);
    void exportPages(const QString &path, const api::PayoutQuery &query, QList<api::Payout> done);

    models::PayoutsModel *m_model = nullptr;
    PayoutDetail *m_detail = nullptr;
    QComboBox *m_status = nullptr;
    QComboBox *m_currency = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
    QLabel *m_notOffered = nullptr;
    QAction *m_reconcile = nullptr;
    std::function<bool(const api::Payout &)> m_pendingSelection;
    std::function<void()> m_raise; // brings the pane forward (addWindowActions())
};

} // namespace paydesk::ui
