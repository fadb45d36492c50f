// Go to anything (Ctrl+K) in the main window on the embedded local sandbox, from the keyboard
// only: Ctrl+K (also from a text field), typing, the arrows, Enter and Escape. Each kind is found
// and going there shows it: the pane is current and the thing selected (the transaction's
// detail shows that transaction, the payment link's its link, the account is the current row),
// a saved view from a source the test registers is applied, and the popup and its parts have
// names for a screen reader. Offscreen; real sandbox, real HTTP.
#include "dialogs/gotoanything.h"
#include "localsandbox/localsandboxhost.h"
#include "mainwindow.h"
#include "models/gotosources.h"
#include "models/transactionsmodel.h"
#include "panes/accountspane.h"
#include "panes/paymentlinkdetail.h"
#include "panes/paymentlinkspane.h"
#include "panes/refundspane.h"
#include "panes/transactiondetail.h"
#include "panes/transactionspane.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "savedviews/savedviewsidebar.h"
#include "session/session.h"

#include <QAccessible>
#include <QApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace paydesk;
using models::GotoKind;
using Pane = ui::MainWindow::Pane;

namespace {

QString accessibleName(QObject *object)
{
    QAccessibleInterface *a = QAccessible::queryAccessibleInterface(object);
    return a ? a->text(QAccessible::Name) : QString();
}

} // namespace

class TestGotoAnything : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;
    std::unique_ptr<session::Session> m_session;
    std::unique_ptr<ui::MainWindow> m_window;
    api::Transaction m_charge;
    api::Refund m_refund;
    api::RedirectSession m_link;

    ui::GotoAnythingPopup *popup() const { return m_window->gotoAnything()->popup(); }
    models::GotoModel *model() const { return m_window->gotoAnything()->model(); }

    // Ctrl+K in the window, as a person presses it.
    void pressCtrlK(QWidget *target)
    {
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(target, Qt::Key_K, Qt::ControlModifier);
        QTRY_VERIFY(popup()->isVisible());
        QTRY_COMPARE(QApplication::focusWidget(), popup()->edit());
        QVERIFY(popup()->edit()->text().isEmpty());
    }
    // Types into the field and waits for every source to answer.
    void type(const QString &text)
    {
        QTest::keyClicks(popup()->edit(), text);
        QTRY_VERIFY_WITH_TIMEOUT(!model()->isSearching(), 10000);
        QVERIFY2(model()->error().isEmpty(), qPrintable(model()->error()));
    }
    // The item chosen; an empty one (whose checks then fail) when none is.
    const models::GotoItem *current() const
    {
        static const models::GotoItem none;
        const models::GotoItem *item = model()->itemAt(popup()->currentRow());
        return item ? item : &none;
    }
    void enter()
    {
        QTest::keyClick(popup()->edit(), Qt::Key_Return);
        QTRY_VERIFY(!popup()->isVisible());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_dir.filePath(u"settings"_s).toUtf8());
        m_store =
            std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"settings/PayDesk.ini"_s));
        QVERIFY(m_store->ensureDefaults());
        m_session = std::make_unique<session::Session>(*m_store, &m_secrets);
        m_session->localSandbox()->setDataDir(m_dir.filePath(u"local-sandbox"_s));
        m_session->localSandbox()->setSeedCount(100);
        m_window = std::make_unique<ui::MainWindow>(*m_session, *m_store);
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        m_session->activate(m_store->localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->state(), session::Session::State::Ready, 60000);

        api::ApiClient *client = m_session->client();
        client->createTransaction({4990, u"EUR"_s, u"cardnet"_s, u"GOTO-ORDER-7781"_s, {}}, this,
                                  [this](const api::Result<api::Transaction> &r) {
                                      QVERIFY(r.ok());
                                      m_charge = r.value();
                                  });
        QTRY_VERIFY_WITH_TIMEOUT(!m_charge.id.isEmpty(), 10000);
        client->createRefund(m_charge.id, {990, u"duplicate"_s, {}}, this,
                             [this](const api::Result<api::Refund> &r) {
                                 QVERIFY(r.ok());
                                 m_refund = r.value();
                             });
        QTRY_VERIFY_WITH_TIMEOUT(!m_refund.id.isEmpty(), 10000);
        api::NewRedirectSession link;
        link.amount = 12500;
        link.currency = u"EUR"_s;
        link.gateway = u"cardnet"_s;
        link.merchantRef = u"GOTO-LINK-5521"_s;
        link.returnUrl = u"https://shop.example/thanks"_s;
        client->createRedirectSession(link, this,
                                      [this](const api::Result<api::RedirectSession> &r) {
                                          QVERIFY(r.ok());
                                          m_link = r.value();
                                      });
        QTRY_VERIFY_WITH_TIMEOUT(!m_link.id.isEmpty(), 10000);
        ui::TransactionsPane *transactions = m_window->transactionsPane();
        QTRY_VERIFY_WITH_TIMEOUT(
            transactions->model()->rowCount() > 0 && !transactions->model()->isLoading(), 30000);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_session.reset();
    }

    void inTheViewMenuWithNamesForScreenReaders()
    {
        QAction *action = m_window->gotoAnything()->action();
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_K));
        QMenu *view = nullptr;
        for (QAction *a : m_window->menuBar()->actions()) {
            if (a->text() == u"&View"_s)
                view = a->menu();
        }
        QVERIFY(view);
        QVERIFY(view->actions().contains(action));

        pressCtrlK(m_window.get());
        QCOMPARE(accessibleName(popup()), u"Go to anything"_s);
        QCOMPARE(accessibleName(popup()->edit()), u"Go to"_s);
        QCOMPARE(accessibleName(popup()->view()), u"Results"_s);
        // The empty field lists the panes; a row says its kind to a screen reader.
        QCOMPARE(current()->kind, GotoKind::Pane);
        QCOMPARE(model()->index(popup()->currentRow(), 0).data(Qt::AccessibleTextRole).toString(),
                 u"Pane: Transactions, %1"_s.arg(
                     QKeySequence(Qt::CTRL | Qt::Key_1).toString(QKeySequence::NativeText)));
        // Escape closes it and goes nowhere.
        m_window->showPane(Pane::Refunds);
        QTest::keyClicks(popup()->edit(), u"trial"_s);
        QTest::keyClick(popup()->edit(), Qt::Key_Escape);
        QTRY_VERIFY(!popup()->isVisible());
        QCOMPARE(m_window->currentPane(), Pane::Refunds);
        // Another window becoming the active one (a click on the window behind) closes it.
        pressCtrlK(m_window.get());
        m_window->activateWindow();
        QTRY_VERIFY(!popup()->isVisible());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void aTransactionByPartOfItsReference()
    {
        m_window->showPane(Pane::Refunds);
        pressCtrlK(m_window.get());
        type(u"ORDER-7781"_s);
        QCOMPARE(current()->kind, GotoKind::Transaction);
        QCOMPARE(current()->id, m_charge.id);
        enter();
        QCOMPARE(m_window->currentPane(), Pane::Transactions);
        ui::TransactionsPane *transactions = m_window->transactionsPane();
        QTRY_VERIFY_WITH_TIMEOUT(transactions->selectedTransaction() &&
                                     transactions->selectedTransaction()->id == m_charge.id,
                                 10000);
        QTRY_VERIFY(transactions->detail()->transaction() &&
                    transactions->detail()->transaction()->id == m_charge.id);
    }

    // Enter before the service answers goes to what it finds.
    void aTransactionByItsIdWithEnterAtOnce()
    {
        // Nothing shown in the detail before.
        ui::TransactionsPane *transactions = m_window->transactionsPane();
        transactions->setFilter({});
        QTRY_VERIFY_WITH_TIMEOUT(!transactions->model()->isLoading(), 10000);
        transactions->view()->clearSelection();
        QTRY_VERIFY(!transactions->detail()->transaction());
        m_window->showPane(Pane::Accounts);
        pressCtrlK(m_window.get());
        QTest::keyClicks(popup()->edit(), m_charge.id);
        QVERIFY(model()->isSearching());
        QTest::keyClick(popup()->edit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!popup()->isVisible(), 10000);
        QCOMPARE(m_window->currentPane(), Pane::Transactions);
        QTRY_VERIFY_WITH_TIMEOUT(transactions->detail()->transaction() &&
                                     transactions->detail()->transaction()->id == m_charge.id,
                                 10000);
    }

    // Enter, then Escape before the service answers: the answer goes nowhere.
    void escapeBeforeTheAnswer()
    {
        m_window->showPane(Pane::Accounts);
        pressCtrlK(m_window.get());
        QTest::keyClicks(popup()->edit(), m_charge.id);
        QTest::keyClick(popup()->edit(), Qt::Key_Return);
        QVERIFY(popup()->isVisible());
        QTest::keyClick(popup()->edit(), Qt::Key_Escape);
        QTRY_VERIFY(!popup()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!model()->isSearching(), 10000);
        QVERIFY(!model()->items().isEmpty()); // it did come
        QCOMPARE(m_window->currentPane(), Pane::Accounts);
    }

    // The arrows pass over the headings: Down from the transaction is its refund.
    void aRefundWithTheArrows()
    {
        pressCtrlK(m_window.get());
        type(u"ORDER-7781"_s);
        QCOMPARE(current()->kind, GotoKind::Transaction);
        QTest::keyClick(popup()->edit(), Qt::Key_Down);
        QCOMPARE(current()->kind, GotoKind::Refund);
        QCOMPARE(current()->id, m_refund.id);
        QTest::keyClick(popup()->edit(), Qt::Key_Down); // the last: it stays
        QCOMPARE(current()->id, m_refund.id);
        QTest::keyClick(popup()->edit(), Qt::Key_Up);
        QCOMPARE(current()->kind, GotoKind::Transaction);
        QTest::keyClick(popup()->edit(), Qt::Key_Down);
        enter();
        QCOMPARE(m_window->currentPane(), Pane::Refunds);
        ui::RefundsPane *refunds = m_window->refundsPane();
        QTRY_VERIFY_WITH_TIMEOUT(
            refunds->selectedRefund() && refunds->selectedRefund()->id == m_refund.id, 10000);
    }

    void aPaymentLink()
    {
        pressCtrlK(m_window.get());
        type(u"link-5521"_s);
        QCOMPARE(current()->kind, GotoKind::PaymentLink);
        enter();
        QCOMPARE(m_window->currentPane(), Pane::PaymentLinks);
        ui::PaymentLinksPane *links = m_window->paymentLinksPane();
        QTRY_VERIFY_WITH_TIMEOUT(
            links->detail()->session() && links->detail()->session()->id == m_link.id, 10000);
        QCOMPARE(links->selectedLink()->id, m_link.id);
    }

    void anAccountByNameAndByCode()
    {
        pressCtrlK(m_window.get());
        type(u"processing"_s);
        QCOMPARE(current()->kind, GotoKind::Account);
        const QString code = current()->id;
        QCOMPARE(model()->index(popup()->currentRow(), 1).data().toString(), u"Expense"_s);
        enter();
        QCOMPARE(m_window->currentPane(), Pane::Accounts);
        ui::AccountsPane *accounts = m_window->accountsPane();
        QTRY_VERIFY_WITH_TIMEOUT(
            accounts->currentAccount() && accounts->currentAccount()->code == code, 10000);
        QCOMPARE(accounts->currentAccount()->name, u"Processing fees"_s);

        // By its code, from another pane: Bank's.
        m_window->showPane(Pane::Transactions);
        pressCtrlK(m_window.get());
        type(u"1010"_s);
        QCOMPARE(current()->kind, GotoKind::Account);
        QCOMPARE(current()->id, u"1010"_s);
        enter();
        QCOMPARE(m_window->currentPane(), Pane::Accounts);
        QTRY_COMPARE(accounts->currentAccount().value_or(api::LedgerAccount{}).name, u"Bank"_s);
    }

    void aPane()
    {
        m_window->showPane(Pane::Transactions);
        pressCtrlK(m_window.get());
        type(u"trial"_s);
        QCOMPARE(current()->kind, GotoKind::Pane);
        enter();
        QCOMPARE(m_window->currentPane(), Pane::TrialBalance);
    }

    // A saved view of the profile, as the sidebar lists it: going there shows its pane with
    // the view chosen.
    void aSavedView()
    {
        m_window->showPane(Pane::Transactions);
        pressCtrlK(m_window.get());
        type(u"refunds this"_s);
        QCOMPARE(current()->kind, GotoKind::SavedView);
        QCOMPARE(current()->id, u"Refunds this month"_s);
        enter();
        QCOMPARE(m_window->currentPane(), Pane::Refunds);
        ui::SavedViewSidebar *views = m_window->savedViews();
        QVERIFY(views->currentView() >= 0);
        QCOMPARE(views->views().at(views->currentView()).displayName(), u"Refunds this month"_s);
    }

    // Ctrl+K in a text field of the window (where X11's keys bind it to "delete to the end of
    // the line") opens Go to anything, and the field keeps its text.
    void ctrlKFromATextField()
    {
        m_window->showPane(Pane::Transactions);
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        ui::TransactionsPane *transactions = m_window->transactionsPane();
        transactions->focusSearch();
        auto *search = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(search);
        QVERIFY(transactions->isAncestorOf(search));
        search->setText(u"keep me"_s);
        search->setCursorPosition(0);
        pressCtrlK(search);
        QCOMPARE(search->text(), u"keep me"_s);
        QTest::keyClick(popup()->edit(), Qt::Key_Escape);
        QTRY_VERIFY(!popup()->isVisible());
        search->clear();
    }
};

QTEST_MAIN(TestGotoAnything)
#include "tst_gotoanything.moc"
