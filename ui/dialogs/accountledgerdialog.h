#pragma once

#include "ledger/accountledger.h"

#include <QDialog>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QLabel;
class QTableView;
class QToolButton;
QT_END_NAMESPACE

namespace paydesk::ledger {
class AccountLedgerModel;
}

namespace paydesk::ui {

// An account's entries over a period (Xero's Account Transactions): the opening balance, each
// posting with its source and the running balance, the closing balance; exports to CSV, XLSX
// and PDF. Activating an entry of a transaction or a refund asks for it (openTransaction()).
class AccountLedgerDialog : public QDialog
{
    Q_OBJECT
public:
    AccountLedgerDialog(const ledger::AccountLedger &ledger, const ledger::ExportMetadata &meta,
                        QWidget *parent = nullptr);
    ~AccountLedgerDialog() override;

    ledger::AccountLedgerModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // Writes the ledger to `path` in a worker thread; exportFinished() follows.
    void exportTo(ledger::ExportFormat format, const QString &path);

Q_SIGNALS:
    // A transaction's id, or the transaction of a refund (its source id when unknown).
    void openTransaction(const QString &transactionId);
    void openRefund(const QString &refundId);
    // A settlement's Bank posting: the payout it is.
    void openPayout(const QString &ledgerEntryId, const QDate &posted, const QString &currency);
    void exportFinished(const QString &path, const QString &error);

private:
    void exportWithDialog(ledger::ExportFormat format);
    void activateRow(const QModelIndex &index);

    ledger::AccountLedgerModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_status = nullptr;
    ledger::ExportMetadata m_meta;
};

// Opens an account's ledger: loads it, then shows an AccountLedgerDialog. A service without
// entries (404) gets notOffered(), and the caller falls back to what it did before.
class AccountLedgerOpener : public QObject
{
    Q_OBJECT
public:
    explicit AccountLedgerOpener(QWidget *parent);
    ~AccountLedgerOpener() override;

    void setClient(api::ApiClient *client);
    void setMetadata(const ledger::ExportMetadata &meta) { m_meta = meta; }
    void open(const api::LedgerAccount &account, const QString &currency, const QDate &from,
              const QDate &to);
    AccountLedgerDialog *dialog() const { return m_dialog; }

Q_SIGNALS:
    void opened(paydesk::ui::AccountLedgerDialog *dialog);
    // The open dialog's openTransaction(), openRefund() and openPayout(), passed on.
    void openTransaction(const QString &transactionId);
    void openRefund(const QString &refundId);
    void openPayout(const QString &ledgerEntryId, const QDate &posted, const QString &currency);
    void notOffered();
    void errorOccurred(const paydesk::api::ApiError &error);

private:
    ledger::AccountLedgerLoader *m_loader = nullptr;
    QPointer<AccountLedgerDialog> m_dialog;
    ledger::ExportMetadata m_meta;
};

} // namespace paydesk::ui
