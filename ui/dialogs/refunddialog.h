#pragma once

#include "api/apiclient.h"

#include <QDialog>
#include <QPointer>

#include <memory>
#include <optional>

class QPushButton;

namespace Ui {
class RefundDialog;
}

namespace paydesk::ui {

// Refunds a captured or partially refunded transaction, in full or in part. Shows the original
// amount, what was already refunded and what remains; the amount starts at the remainder
// (formatted in the dialog's locale(), QWidget::setLocale, QLocale() by default) and must be
// more than zero and at most the remainder; what will remain refundable afterwards is shown as
// the amount is typed. On a live profile the amount must be typed again to confirm. The
// Idempotency-Key is reused for re-sends of the same content. After the refund succeeds the
// dialog reads the transaction again and emits refunded() with both, so a caller can update
// its row.
class RefundDialog : public QDialog
{
    Q_OBJECT
public:
    RefundDialog(api::ApiClient *client, const api::Transaction &transaction,
                 QWidget *parent = nullptr);
    ~RefundDialog() override;

    // The transaction as last known (updated after a successful refund).
    const api::Transaction &transaction() const { return m_transaction; }
    std::optional<api::Refund> refund() const { return m_refund; }
    QString idempotencyKey() const { return m_idempotencyKey; }

    void reject() override;

Q_SIGNALS:
    void refunded(const paydesk::api::Refund &refund,
                  const paydesk::api::Transaction &updatedTransaction);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Busy { None, Refund, Fetch };

    void onAmountChanged();
    void onRefund();
    void fetchTransaction();
    void finish(const api::Transaction &updated);
    void showSummary();
    void resetAmount();
    void showError(const api::ApiError &error);
    void setBusy(Busy busy, const QString &text = {});
    void setInputsEnabled(bool enabled);
    void updateRefundButton();
    // The amount's problem (empty when fine); `minor` gets the amount when fine.
    QString amountProblem(std::optional<qint64> *minor = nullptr) const;
    QString money(qint64 minor) const;
    int exponent() const;

    std::unique_ptr<Ui::RefundDialog> m_ui;
    QPointer<api::ApiClient> m_client;
    api::Transaction m_transaction;
    QPushButton *m_refundButton = nullptr;
    Busy m_busy = Busy::None;
    api::RequestId m_request = 0;
    QString m_defaultAmountText; // what resetAmount() put in; replaced on a locale change
    QString m_idempotencyKey;
    std::optional<QString> m_keySentFor;
    std::optional<api::Refund> m_refund;
};

} // namespace paydesk::ui
