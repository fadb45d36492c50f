#include "transactionactions.h"

#include "core/money.h"
#include "dialogs/newchargedialog.h"
#include "dialogs/paymentlinkdialog.h"
#include "dialogs/refunddialog.h"
#include "panes/paymentlinkspane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "session/session.h"
#include "widgets/messagebar.h"

#include <QAction>
#include <QMenu>
#include <QStyle>
#include <QToolBar>

namespace paydesk::ui {

TransactionActions::TransactionActions(session::Session &session, const Panes &panes,
                                       QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_panes(panes)
    , m_window(window)
{
    m_newCharge = new QAction(tr("&New charge…"), window);
    m_newCharge->setShortcut(QKeySequence::New);
    m_newCharge->setIcon(window->style()->standardIcon(QStyle::SP_FileIcon));
    connect(m_newCharge, &QAction::triggered, this, &TransactionActions::newCharge);

    m_paymentLink = new QAction(tr("&Payment link…"), window);
    m_paymentLink->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_paymentLink, &QAction::triggered, this, &TransactionActions::paymentLink);

    m_refund = new QAction(tr("&Refund…"), window);
    m_refund->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_refund->setIcon(window->style()->standardIcon(QStyle::SP_ArrowBack));
    connect(m_refund, &QAction::triggered, this, &TransactionActions::refundSelection);

    connect(m_panes.transactions, &TransactionsPane::refundRequested, this,
            &TransactionActions::refundTransaction);
    connect(&m_session, &session::Session::capabilitiesChanged, this,
            [this] { update(m_transactionsShown); });
}

void TransactionActions::addTo(QMenu *menu) const
{
    menu->addActions({m_newCharge, m_paymentLink, m_refund});
}

void TransactionActions::addTo(QToolBar *bar) const
{
    bar->addActions({m_newCharge, m_paymentLink, m_refund});
}

void TransactionActions::update(bool transactionsShown)
{
    m_transactionsShown = transactionsShown;
    const bool ready = m_session.client() != nullptr;
    const api::KeyCapabilities &caps = m_session.capabilities();
    // What the key may not do is off, and says why where the person looks.
    // (An empty tooltip is the action's text again.)
    const auto follow = [](QAction *action, bool possible, const QString &why) {
        action->setEnabled(possible && why.isEmpty());
        action->setToolTip(why);
        action->setStatusTip(why);
    };
    const QString noWrite = caps.whyNot(api::Permission::TransactionsWrite);
    follow(m_newCharge, ready, noWrite);
    follow(m_paymentLink, ready, noWrite);
    const QString noRefund = caps.whyNot(api::Permission::RefundsWrite);
    const auto selected = m_panes.transactions->selectedTransaction();
    follow(m_refund, ready && transactionsShown && selected && selected->isRefundable(), noRefund);
    m_panes.transactions->setRefundRefusal(noRefund);
}

void TransactionActions::newCharge()
{
    if (!m_session.client())
        return;
    auto *dialog = new NewChargeDialog(m_session.client(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &NewChargeDialog::charged, this, [this](const api::Transaction &t) {
        m_panes.showTransactions();
        m_panes.transactions->showNewTransaction(t);
        m_panes.messageBar->showMessage(tr("Charged %1 for %2.")
                                            .arg(formatMoney({t.amount, t.currency}, QLocale()),
                                                 t.merchantRef.isEmpty() ? t.id : t.merchantRef));
    });
    // The dialog stays open with the reason; the list behind it shows the failed transaction.
    connect(dialog, &NewChargeDialog::declined, this, [this](const QString &id) {
        m_panes.showTransactions();
        m_panes.transactions->refreshAndSelect(id);
        m_panes.messageBar->showMessage(
            tr("The charge was declined; the failed transaction %1 is selected in the list.")
                .arg(id),
            Tone::Negative);
    });
    dialog->open();
}

void TransactionActions::paymentLink()
{
    if (!m_session.client())
        return;
    auto *dialog = new PaymentLinkDialog(m_session.client(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PaymentLinkDialog::created, m_panes.paymentLinks,
            &PaymentLinksPane::addCreated);
    dialog->open();
}

void TransactionActions::refundSelection()
{
    if (const auto t = m_panes.transactions->selectedTransaction())
        refundTransaction(*t);
}

void TransactionActions::refundTransaction(const api::Transaction &transaction)
{
    if (!m_session.client() || !transaction.isRefundable() ||
        !m_session.capabilities().allows(api::Permission::RefundsWrite))
        return;
    auto *dialog = new RefundDialog(m_session.client(), transaction, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RefundDialog::refunded, this,
            [this](const api::Refund &refund, const api::Transaction &updated) {
                m_panes.transactions->updateTransaction(updated);
                m_panes.refunds->refresh();
                m_panes.messageBar->showMessage(
                    tr("Refunded %1 of %2.")
                        .arg(formatMoney({refund.amount, refund.currency}, QLocale()),
                             updated.merchantRef.isEmpty() ? updated.id : updated.merchantRef));
            });
    dialog->open();
}

} // namespace paydesk::ui
