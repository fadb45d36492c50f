#pragma once

#include "api/apiclient.h"
#include "reconcile/reconciliation.h"

#include <QDialog>
#include <QPointer>

#include <memory>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
class QTreeWidget;
QT_END_NAMESPACE

namespace paydesk::reconcile {
class ReconcileLoader;
}

namespace paydesk::ui {

// File ▸ Reconcile bank statement…: a statement (camt.053, MT940, OFX or CSV, read through
// AqBanking) matched with the profile's payouts and Bank account. Shows what matched, the
// statement lines without a payout, the payouts missing from it (in transit after its last
// day), the amount differences with each payout's items, and the balances side by side with
// what explains their difference; a payout opens in the Payouts pane. A file that cannot be
// read shows one sentence naming it and its line, and no result.
class ReconcileDialog : public QDialog
{
    Q_OBJECT
public:
    ReconcileDialog(api::ApiClient *client, QWidget *parent = nullptr);
    ~ReconcileDialog() override;

    // Reads and reconciles `path`; false (with the sentence shown in the dialog) when the
    // file cannot be read.
    bool reconcileFile(const QString &path);
    const std::optional<reconcile::ReconcileReport> &report() const { return m_report; }
    QString problemText() const;
    QTreeWidget *resultView() const { return m_tree; }
    void exportTo(const QString &path);

Q_SIGNALS:
    void openPayout(const QString &id, const QString &currency, const QDate &arrival);
    void openTransaction(const QString &transactionId);
    void openRefund(const QString &refundId);
    void finished();
    void fileExported(const QString &message, const QString &path);

private:
    void chooseFile();
    void showReport(const reconcile::ReconcileReport &report);
    void showProblem(const QString &message);
    void exportWithDialog();

    QPointer<api::ApiClient> m_client;
    std::unique_ptr<reconcile::ReconcileLoader> m_loader;
    std::optional<reconcile::ReconcileReport> m_report;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace paydesk::ui
