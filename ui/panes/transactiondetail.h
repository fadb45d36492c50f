#pragma once

#include "api/apiclient.h"

#include <QPointer>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QFormLayout;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTreeWidget;
QT_END_NAMESPACE

namespace paydesk::ui {

class TransactionTimeline;

// Everything about one transaction, beside the list: its fields (amounts by the currency's
// exponent in the user's locale, times in local time), its refunds (fetched from the service
// whenever the transaction is shown), Copy ID and Refund….
class TransactionDetail : public QWidget
{
    Q_OBJECT
public:
    explicit TransactionDetail(QWidget *parent = nullptr);
    ~TransactionDetail() override;

    void setClient(api::ApiClient *client);
    // Shows `t` (and loads its refunds), or the placeholder for nullopt.
    void setTransaction(const std::optional<api::Transaction> &t);
    const std::optional<api::Transaction> &transaction() const { return m_transaction; }

    const QList<api::Refund> &refunds() const { return m_refunds; }
    TransactionTimeline *timeline() const { return m_timeline; }
    bool isLoadingRefunds() const { return m_refundsRequest != 0; }
    // Why the key may not refund, in words (empty: it may): the Refund… button says it.
    void setRefundRefusal(const QString &why);
    // The fraud evaluation the charge named, once loaded.
    const std::optional<api::FraudEvaluation> &fraudEvaluation() const { return m_fraud; }

    // Wide enough for the timeline's lines beside the list.
    QSize sizeHint() const override;

public Q_SLOTS:
    void copyId();
    void requestRefund();

Q_SIGNALS:
    void refundRequested(const paydesk::api::Transaction &transaction);
    void statusMessage(const QString &message);
    void refundsLoaded(int count);
    void fraudEvaluationLoaded();

private:
    void fill();
    void loadRefunds();
    void showRefunds();
    void cancelRefunds();
    void loadFraudEvaluation();
    void showFraudEvaluation();

    QPointer<api::ApiClient> m_client;
    std::optional<api::Transaction> m_transaction;
    QString m_refundRefusal;
    QList<api::Refund> m_refunds;
    bool m_moreRefunds = false;
    api::RequestId m_refundsRequest = 0;
    std::optional<api::FraudEvaluation> m_fraud;
    api::RequestId m_fraudRequest = 0;

    QStackedWidget *m_stack = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_badge = nullptr;
    QLabel *m_id = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_amount = nullptr;
    QLabel *m_refunded = nullptr;
    QLabel *m_refundable = nullptr;
    QLabel *m_gateway = nullptr;
    QLabel *m_reference = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_created = nullptr;
    QLabel *m_updated = nullptr;
    QLabel *m_merchant = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_failure = nullptr;
    QLabel *m_fraudTitle = nullptr;
    QLabel *m_fraudState = nullptr;
    QTreeWidget *m_refundList = nullptr;
    QLabel *m_refundState = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_refund = nullptr;
    TransactionTimeline *m_timeline = nullptr;
};

} // namespace paydesk::ui
