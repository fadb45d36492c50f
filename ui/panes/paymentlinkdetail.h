#pragma once

#include "api/apitypes.h"

#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
class QStackedWidget;
class QTreeWidget;
QT_END_NAMESPACE

namespace paydesk::ui {

// One payment link beside the list: its status, amount, reference and times, the checkout
// URL (Copy link, Open in browser), every try to pay it on the hosted page, and the
// transaction that paid it (Open transaction).
class PaymentLinkDetail : public QWidget
{
    Q_OBJECT
public:
    explicit PaymentLinkDetail(QWidget *parent = nullptr);

    // Shows `session`, or the placeholder for nullopt.
    void setSession(const std::optional<api::RedirectSession> &session);
    const std::optional<api::RedirectSession> &session() const { return m_session; }

public Q_SLOTS:
    void copyLink();
    void openLink();

Q_SIGNALS:
    void openTransaction(const QString &transactionId);
    void statusMessage(const QString &message);

private:
    std::optional<api::RedirectSession> m_session;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_reference = nullptr;
    QLabel *m_url = nullptr;
    QLabel *m_created = nullptr;
    QLabel *m_expires = nullptr;
    QLabel *m_transaction = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_openTransaction = nullptr;
    QTreeWidget *m_attempts = nullptr;
    QLabel *m_noAttempts = nullptr;
};

} // namespace paydesk::ui
