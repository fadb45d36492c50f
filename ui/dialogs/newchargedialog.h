#pragma once

#include "api/apiclient.h"

#include <QDialog>
#include <QPointer>

#include <memory>
#include <optional>

class QPushButton;

namespace Ui {
class NewChargeDialog;
}

namespace paydesk::ui {

// Creates a charge, with a fraud check first. The amount is parsed in the dialog's locale()
// (QWidget::setLocale; QLocale() by default) into minor units. "Check fraud risk" (or Charge,
// when the current content has not been checked) asks the service's fraud rules; a decline
// keeps Charge disabled until "Charge anyway" is ticked, a review stops once to show why. On a
// live profile the amount must be typed again to confirm. The Idempotency-Key is made when the
// dialog opens and reused for every re-send of the same content, so pressing Charge again after
// a network failure cannot charge twice; it changes only when the content does.
// Every request is asynchronous; while one runs, Cancel (or Esc) abandons it.
class NewChargeDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewChargeDialog(api::ApiClient *client, QWidget *parent = nullptr);
    ~NewChargeDialog() override;

    // The created transaction, once charged() was emitted.
    std::optional<api::Transaction> transaction() const { return m_transaction; }
    // The key the next Charge sends (for diagnostics and tests).
    QString idempotencyKey() const { return m_idempotencyKey; }

    void reject() override;

Q_SIGNALS:
    void charged(const paydesk::api::Transaction &transaction);
    // The service declined the charge and stored it as a failed transaction with this id.
    void declined(const QString &transactionId);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Busy { None, Fraud, Charge };

    void onContentChanged();
    void onCharge();
    void runFraudCheck(bool thenCharge);
    void sendCharge();
    void showFraud(const api::FraudEvaluation &evaluation);
    void clearFraud();
    // The failed transaction a declined charge left (card_declined), or empty.
    static QString declinedTransactionId(const api::ApiError &error);
    void showError(const api::ApiError &error);
    void setBusy(Busy busy, const QString &text = {});
    void updateChargeButton();
    void updateConfirmPrompt();
    bool validateRiskInputs();
    bool fraudIsCurrent() const;
    api::FraudCheck fraudCheck() const;
    QString riskContentKey() const;
    api::NewCharge charge() const;

    std::unique_ptr<Ui::NewChargeDialog> m_ui;
    QPointer<api::ApiClient> m_client;
    QPushButton *m_chargeButton = nullptr;
    Busy m_busy = Busy::None;
    api::RequestId m_request = 0;
    QString m_idempotencyKey;
    std::optional<QString> m_keySentFor; // the content the key was last sent with
    std::optional<api::FraudEvaluation> m_fraud;
    QString m_fraudFor; // the content m_fraud was evaluated for
    std::optional<api::Transaction> m_transaction;
};

} // namespace paydesk::ui
