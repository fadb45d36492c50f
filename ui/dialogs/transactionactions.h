#pragma once

#include "api/apitypes.h"

#include <QObject>

#include <functional>

QT_BEGIN_NAMESPACE
class QAction;
class QMenu;
class QToolBar;
class QWidget;
QT_END_NAMESPACE

namespace paydesk::session {
class Session;
}

namespace paydesk::ui {

class MessageBar;
class PaymentLinksPane;
class RefundsPane;
class TransactionsPane;

// The Transaction menu: New charge… (Ctrl+N), Payment link… (Ctrl+L) and Refund… (Ctrl+R),
// with their dialogs, and what follows each in the panes and the message bar. Refund… acts on
// the transaction selected in the Transactions pane while that pane is shown.
class TransactionActions : public QObject
{
    Q_OBJECT
public:
    struct Panes
    {
        TransactionsPane *transactions = nullptr;
        RefundsPane *refunds = nullptr;
        PaymentLinksPane *paymentLinks = nullptr;
        MessageBar *messageBar = nullptr;
        std::function<void()> showTransactions; // brings the Transactions pane forward
    };

    TransactionActions(session::Session &session, const Panes &panes, QWidget *window);

    void addTo(QMenu *menu) const;
    void addTo(QToolBar *bar) const;
    // What may run now: a connection, a key that may (KeyCapabilities: the reason otherwise,
    // as tooltip and status tip), and for a refund, a refundable selected transaction in the
    // pane shown.
    void update(bool transactionsShown);

    void newCharge();
    void paymentLink();
    void refundSelection();
    void refundTransaction(const paydesk::api::Transaction &transaction);

private:
    session::Session &m_session;
    Panes m_panes;
    QWidget *m_window;
    QAction *m_newCharge = nullptr;
    QAction *m_paymentLink = nullptr;
    QAction *m_refund = nullptr;
    bool m_transactionsShown = false;
};

} // namespace paydesk::ui
