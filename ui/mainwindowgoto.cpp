// MainWindow's Go to anything (Ctrl+K): the sources it searches, and where each item leads.
#include "mainwindow.h"

#include "dialogs/gotoanything.h"
#include "ledger/accounttype.h"
#include "models/gotosources.h"
#include "panes/accountspane.h"
#include "panes/paymentlinkspane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "savedviews/savedviewsidebar.h"

#include <QAction>
#include <QListWidget>
#include <QStackedWidget>
#include <QTableView>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

QAction *MainWindow::createGotoAnything()
{
    using namespace models;
    m_goto = new GotoAnything(this);
    // The panes by their titles in this language, and by the names --pane knows.
    m_goto->addSource(std::make_unique<GotoListSource>(GotoKind::Pane, [this] {
        QList<GotoEntry> out;
        for (int i = 0; i < int(m_panes.size()); ++i) {
            const Pane pane = m_panes[i].pane;
            const QString name = paneNames().at(int(pane));
            // The pane's action, not its sidebar row: saved views sit between the panes' rows.
            const QAction *action = m_paneActions.value(i);
            if (!action)
                continue;
            const QString keys = action->shortcut().toString(QKeySequence::NativeText);
            out << GotoEntry{action->text(), keys, name, {name}, [this, pane] {
                                 showPane(pane);
                                 if (QWidget *w = m_stack->currentWidget())
                                     w->setFocus(Qt::OtherFocusReason);
                             }};
        }
        return out;
    }));
    const auto client = [this] { return m_session.client(); };
    m_goto->addSource(
        std::make_unique<GotoTransactionSource>(client, [this](const api::Transaction &t) {
            showPane(Pane::Transactions);
            m_transactions->showTransaction(t.id);
            m_transactions->view()->setFocus(Qt::OtherFocusReason);
        }));
    m_goto->addSource(std::make_unique<GotoRefundSource>(client, [this](const api::Refund &r) {
        showPane(Pane::Refunds);
        m_refunds->showRefund(r.id);
        m_refunds->view()->setFocus(Qt::OtherFocusReason);
    }));
    m_goto->addSource(
        std::make_unique<GotoPaymentLinkSource>(client, [this](const api::RedirectSession &s) {
            showPane(Pane::PaymentLinks);
            m_paymentLinks->showLink(s);
            m_paymentLinks->view()->setFocus(Qt::OtherFocusReason);
        }));
    m_goto->addSource(std::make_unique<GotoAccountSource>(
        client,
        [this](const api::LedgerAccount &a) {
            showPane(Pane::Accounts);
            m_accounts->showAccount(a.code);
            m_accounts->view()->setFocus(Qt::OtherFocusReason);
        },
        [](const api::LedgerAccount &a) {
            return ledger::accountTypeText(ledger::accountTypeFromName(a.type), a.type);
        }));
    // The saved views of the profile, as the sidebar lists them.
    m_goto->addSource(std::make_unique<GotoSavedViewSource>(
        [this] {
            QList<GotoSavedView> out;
            for (const models::SavedView &v : m_savedViews->views())
                out << GotoSavedView{v.displayName(), models::viewPaneTitle(v.pane)};
            return out;
        },
        [this](const GotoSavedView &v) {
            const QList<models::SavedView> views = m_savedViews->views();
            for (int i = 0; i < int(views.size()); ++i) {
                if (views.at(i).displayName() == v.name) {
                    m_savedViews->openView(i);
                    return;
                }
            }
        }));
    return m_goto->action();
}

} // namespace paydesk::ui
