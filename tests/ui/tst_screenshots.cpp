// The README's screenshots, taken of the real app in a real X window (Xvfb, the xcb platform):
// the main window on a freshly seeded Local sandbox with the webhook inspector, every pane, and
// the dialogs. Each capture is checked to show something (not one flat colour); with
// PAYDESK_SCREENSHOTS=1 the PNGs are written to docs/screenshots. Runs under xvfb-run (see
// CMakeLists.txt); skipped when there is no X server.
#include "charts/volumechart.h"
#include "dialogs/accountledgerdialog.h"
#include "dialogs/gotoanything.h"
#include "dialogs/keysdialog.h"
#include "dialogs/newchargedialog.h"
#include "dialogs/paymentlinkdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/reconciledialog.h"
#include "dialogs/refunddialog.h"
#include "localsandbox/localsandboxhost.h"
#include "mainwindow.h"
#include "models/gotomodel.h"
#include "models/payoutsmodel.h"
#include "models/transactionsmodel.h"
#include "panes/accountspane.h"
#include "panes/activitypane.h"
#include "panes/paymentlinkspane.h"
#include "panes/payoutdetail.h"
#include "panes/payoutspane.h"
#include "panes/refundspane.h"
#include "panes/transactiondetail.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "panes/webhookspane.h"
#include "profiles/language.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profileeditordialog.h"
#include "profiles/profilestore.h"
#include "savedviews/manageviewsdialog.h"
#include "savedviews/savedviewsidebar.h"
#include "session/session.h"
#include "session/webhookinspector.h"
#include "signing.h"
#include "theme.h"
#include "webhooks/deliverymodel.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QWindow>

using namespace Qt::StringLiterals;
using namespace paydesk;

namespace {

// Grabs what the X server shows of the window (not a re-render of the widget), checks that it
// is a picture and not a blank, and saves it when asked to.
bool capture(QWidget *w, const QString &name)
{
    w->raise();
    w->activateWindow();
    QTest::qWait(400); // let the X server paint what the widget sent
    const QPixmap pixmap = w->screen()->grabWindow(w->winId());
    if (pixmap.isNull() || pixmap.width() < 200 || pixmap.height() < 100)
        return false;
    const QImage image = pixmap.toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    if (colours.size() < 16)
        return false;
    if (qEnvironmentVariableIntValue("PAYDESK_SCREENSHOTS") == 1) {
        QDir().mkpath(QStringLiteral(PAYDESK_SCREENSHOT_DIR));
        return pixmap.save(QStringLiteral(PAYDESK_SCREENSHOT_DIR) + u'/' + name);
    }
    return true;
}

} // namespace

class TestScreenshots : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        if (QGuiApplication::platformName() != u"xcb"_s)
            QSKIP("needs a real X server (run under xvfb-run with QT_QPA_PLATFORM=xcb)");
        QStandardPaths::setTestModeEnabled(true);
        // As the app starts: English loaded, with its plural forms.
        QCOMPARE(profiles::applyLanguage(u"en"_s), u"en"_s);
        qputenv("PAYDESK_SETTINGS_DIR", m_dir.filePath(u"settings"_s).toUtf8());
    }

    void everyPaneAndDialog()
    {
        profiles::ProfileStore store(m_dir.filePath(u"settings/PayDesk.ini"_s));
        QVERIFY(store.ensureDefaults());
        profiles::MemorySecretStore secrets;
        session::WebhookInspector inspector(&secrets);
        QSignalSpy listening(&inspector, &session::WebhookInspector::listening);
        inspector.start(0, {}, m_dir.filePath(u"webhooks/deliveries.sqlite"_s));
        QVERIFY(listening.wait(10000));
        session::Session session(store, &secrets);
        session.setWebhookInspector(&inspector);
        session.localSandbox()->setDataDir(m_dir.filePath(u"local-sandbox"_s));

        ui::MainWindow window(session, store);
        window.resize(1360, 820);
        window.move(0, 0);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        session.activate(store.localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), session::Session::State::Ready, 60000);
        api::ApiClient *client = session.client();
        QVERIFY(client);

        // Charges of today, so the inspector has deliveries: captured, refunded, declined.
        int answered = 0;
        QString refundable;
        for (const qint64 amount : {4200, 12900, 7502}) {
            api::NewCharge charge{amount, u"EUR"_s, u"cardnet"_s, u"WEB-%1"_s.arg(amount),
                                  u"Online order"_s};
            client->createTransaction(charge, this, [&](const api::Result<api::Transaction> &r) {
                if (r.ok() && r->amount == 12900)
                    refundable = r->id;
                ++answered;
            });
        }
        QTRY_COMPARE_WITH_TIMEOUT(answered, 3, 20000);
        QVERIFY(!refundable.isEmpty());
        bool refunded = false;
        client->createRefund(refundable, api::NewRefund{4000, {}, {}}, this,
                             [&](const api::Result<api::Refund> &r) { refunded = r.ok(); });
        QTRY_VERIFY_WITH_TIMEOUT(refunded, 10000);
        // Three deliveries signed with another secret (the last a duplicate): what a store
        // developer sees when the endpoint's secret and the profile's differ.
        const QString otherSecret = testing::makeSecret();
        for (const int i : {10, 11, 11}) {
            const QByteArray id = "evt_Forged" + QByteArray::number(i);
            const QByteArray body = testing::eventBody(QString::fromLatin1(id));
            testing::sendRequest(
                inspector.receiver()->url().resolved(QUrl(u"/hooks"_s)),
                testing::standardHeaders(otherSecret, id, testing::nowSecs(), body), body);
        }

        // Transactions: a partially refunded one in the detail panel, its refunds listed.
        ui::TransactionsPane *transactions = window.transactionsPane();
        window.showPane(ui::MainWindow::Pane::Transactions);
        transactions->refresh();
        models::TransactionsModel *model = transactions->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 20 && !model->isLoading(), 30000);
        int row = -1;
        for (int r = 0; row < 0; ++r) {
            if (r == model->rowCount()) {
                QVERIFY(model->canFetchMore({}));
                model->fetchMore({});
                QTRY_VERIFY_WITH_TIMEOUT(!model->isLoading(), 10000);
            }
            const api::Transaction &t = model->transactionAt(r);
            if (t.status == u"partially_refunded"_s && t.merchantRef.startsWith(u"ORD-"_s))
                row = r;
        }
        transactions->view()->scrollTo(model->index(row, 0));
        transactions->view()->selectRow(row);
        QTRY_VERIFY_WITH_TIMEOUT(!transactions->detail()->refunds().isEmpty(), 10000);
        QVERIFY(capture(&window, u"transactions.png"_s));
        transactions->setChartVisible(true);
        QTRY_VERIFY_WITH_TIMEOUT(transactions->chart()->isComplete(), 60000);
        QVERIFY(capture(&window, u"transactions-chart.png"_s));
        transactions->setChartVisible(false);

        window.showPane(ui::MainWindow::Pane::Refunds);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.refundsPane()->findChild<QTableView *>()->model()->rowCount() > 0, 30000);
        QVERIFY(capture(&window, u"refunds.png"_s));

        window.showPane(ui::MainWindow::Pane::Accounts);
        auto *accounts = window.accountsPane();
        QTRY_VERIFY_WITH_TIMEOUT(accounts->view()->model()->rowCount() > 0, 30000);
        accounts->expandAll();
        QVERIFY(capture(&window, u"accounts.png"_s));

        window.showPane(ui::MainWindow::Pane::TrialBalance);
        auto *trialBalance = window.trialBalancePane();
        trialBalance->setCompareDate(trialBalance->asOfDate().addDays(-30));
        QTRY_VERIFY_WITH_TIMEOUT(trialBalance->hasFigures() && trialBalance->isBalanced(), 30000);
        QVERIFY(capture(&window, u"trial-balance.png"_s));

        // An account's entries, as a double-click on Bank opens them: the comparison period.
        api::LedgerAccount bank;
        bank.code = u"1010"_s;
        bank.name = u"Bank"_s;
        bank.type = u"asset"_s;
        bank.normalBalance = u"debit"_s;
        trialBalance->openAccountLedger(bank, trialBalance->currency(),
                                        trialBalance->compareDate()->addDays(1),
                                        trialBalance->asOfDate());
        ui::AccountLedgerDialog *ledgerDialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (ledgerDialog = trialBalance->findChild<ui::AccountLedgerDialog *>()) != nullptr,
            30000);
        QVERIFY(QTest::qWaitForWindowExposed(ledgerDialog));
        QVERIFY(capture(ledgerDialog, u"account-ledger.png"_s));
        ledgerDialog->close();

        // Payment links: three made for the picture, the newest selected.
        int made = 0;
        for (const auto &[amount, reference] :
             {std::pair{qint64(4900), u"ORD-20411"_s}, std::pair{qint64(12500), u"ORD-20412"_s},
              std::pair{qint64(2999), u"ORD-20413"_s}}) {
            api::NewRedirectSession link;
            link.amount = amount;
            link.currency = u"USD"_s;
            link.gateway = u"cardnet"_s;
            link.merchantRef = reference;
            link.returnUrl = u"https://shop.example/thanks"_s;
            link.description = u"Order %1"_s.arg(reference);
            client->createRedirectSession(link, this,
                                          [&made](const api::Result<api::RedirectSession> &r) {
                                              QVERIFY(r.ok());
                                              ++made;
                                          });
        }
        QTRY_COMPARE_WITH_TIMEOUT(made, 3, 10000);
        window.showPane(ui::MainWindow::Pane::PaymentLinks);
        auto *links = window.paymentLinksPane();
        links->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(links->view()->model()->rowCount() >= 3, 30000);
        links->view()->selectRow(0);
        QVERIFY(capture(&window, u"payment-links.png"_s));

        // Payouts: the newest paid one, with what it settles.
        window.showPane(ui::MainWindow::Pane::Payouts);
        auto *payouts = window.payoutsPane();
        payouts->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(
            payouts->model()->rowCount() > 20 && !payouts->model()->isLoading(), 30000);
        payouts->view()->selectRow(20);
        QTRY_VERIFY_WITH_TIMEOUT(payouts->detail()->payout() && payouts->detail()->itemsLoaded(),
                                 10000);
        QVERIFY(capture(&window, u"payouts.png"_s));

        // A month's bank statement from the sandbox's bank with one payout missing and one a
        // little short: what the reconciliation names.
        {
            QList<api::Payout> paid;
            api::PayoutQuery q;
            q.currency = u"EUR"_s;
            q.status = u"paid"_s;
            q.limit = 12;
            client->listPayouts(q, this, [&paid](const api::Result<api::Page<api::Payout>> &r) {
                QVERIFY(r.ok());
                paid = r->data;
            });
            QTRY_VERIFY_WITH_TIMEOUT(paid.size() == 12, 10000);
            api::BankStatementQuery sq;
            sq.currency = u"EUR"_s;
            sq.to = QDateTime::currentDateTimeUtc().date().addDays(-1);
            sq.from = sq.to.addDays(-30);
            sq.format = u"camt053"_s;
            sq.omit = {paid.at(4).id};
            sq.alter = {{paid.at(9).id, -250}};
            QByteArray statement;
            client->bankStatement(sq, this, [&statement](const api::Result<QByteArray> &r) {
                QVERIFY(r.ok());
                statement = r.value();
            });
            QTRY_VERIFY_WITH_TIMEOUT(!statement.isEmpty(), 10000);
            const QString path = m_dir.filePath(u"statement-november.xml"_s);
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(statement);
            file.close();
            ui::ReconcileDialog dialog(client, &window);
            dialog.resize(1200, 720);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QSignalSpy finished(&dialog, &ui::ReconcileDialog::finished);
            QVERIFY(dialog.reconcileFile(path));
            QVERIFY(finished.wait(30000));
            QVERIFY(dialog.report() && !dialog.report()->reconciled());
            QVERIFY(capture(&dialog, u"reconcile.png"_s));
        }

        // Activity: who did what, the refund above by the Local sandbox's key.
        window.showPane(ui::MainWindow::Pane::Activity);
        auto *activity = window.activityPane();
        activity->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(activity->view()->model()->rowCount() > 3, 30000);
        QVERIFY(capture(&window, u"activity.png"_s));

        // Go to anything (Ctrl+K) over the Transactions pane: "ord-1046" finds charges, refunds
        // and payment links by their reference.
        window.showPane(ui::MainWindow::Pane::Transactions);
        {
            ui::GotoAnything *go = window.gotoAnything();
            go->open();
            QVERIFY(QTest::qWaitForWindowExposed(go->popup()));
            go->popup()->edit()->setText(u"ord-1046"_s);
            QTRY_VERIFY_WITH_TIMEOUT(!go->model()->isSearching() && go->model()->rowCount() > 3,
                                     10000);
            // The popup is a window of its own over the main one: the picture is of both.
            QTest::qWait(400);
            const QPixmap under = window.screen()->grabWindow(0, 0, 0, 1360, 820);
            QVERIFY(!under.isNull());
            if (qEnvironmentVariableIntValue("PAYDESK_SCREENSHOTS") == 1)
                QVERIFY(
                    under.save(QStringLiteral(PAYDESK_SCREENSHOT_DIR) + u"/go-to-anything.png"_s));
            go->popup()->close();
        }
        {
            window.savedViews()->manageViews();
            auto *manage = window.findChild<ui::ManageViewsDialog *>();
            QVERIFY(manage);
            QVERIFY(QTest::qWaitForWindowExposed(manage));
            QVERIFY(capture(manage, u"manage-views.png"_s));
            manage->close();
        }

        // Webhooks: a refund's delivery with its JSON, then a forged one's verification steps.
        window.showPane(ui::MainWindow::Pane::Webhooks);
        auto *webhooks = window.webhooksPane();
        QTRY_VERIFY2_WITH_TIMEOUT(webhooks->model()->rowCount() >= 7,
                                  qPrintable(QString::number(webhooks->model()->rowCount())),
                                  30000);
        QTRY_VERIFY(webhooks->isBannerVisible());
        for (int r = 0; r < webhooks->model()->rowCount(); ++r) {
            if (webhooks->model()->delivery(r).eventType == u"transaction.refunded"_s) {
                const qint64 id = webhooks->model()->delivery(r).id;
                QVERIFY(webhooks->selectDelivery(id));
                QTRY_VERIFY_WITH_TIMEOUT(
                    webhooks->isCurrentLoaded() && webhooks->currentDelivery()->id == id, 10000);
                break;
            }
        }
        webhooks->detailTabs()->setCurrentIndex(1);
        QVERIFY(capture(&window, u"webhooks.png"_s));
        const qint64 forged = webhooks->model()->delivery(0).id;
        webhooks->detailTabs()->setCurrentIndex(3);
        QVERIFY(webhooks->selectDelivery(forged));
        QTRY_VERIFY_WITH_TIMEOUT(
            webhooks->isCurrentLoaded() && webhooks->currentDelivery()->id == forged, 10000);
        QVERIFY(capture(&window, u"webhooks-verification.png"_s));

        // Dialogs, each a window of its own.
        {
            ui::NewChargeDialog dialog(client, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            if (auto *amount = dialog.findChild<QLineEdit *>(u"amountEdit"_s))
                amount->setText(u"129.90"_s);
            if (auto *ref = dialog.findChild<QLineEdit *>(u"merchantRefEdit"_s))
                ref->setText(u"PHONE-2211"_s);
            if (auto *gateway = dialog.findChild<QLineEdit *>(u"gatewayEdit"_s))
                gateway->setText(u"cardnet"_s);
            QVERIFY(capture(&dialog, u"new-charge.png"_s));
        }
        {
            window.showPane(ui::MainWindow::Pane::Transactions);
            const auto selected = transactions->selectedTransaction();
            QVERIFY(selected);
            ui::RefundDialog dialog(client, *selected, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(capture(&dialog, u"refund.png"_s));
        }
        {
            ui::PaymentLinkDialog dialog(client, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(capture(&dialog, u"payment-link.png"_s));
        }
        {
            ui::KeysDialog dialog(session, store, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.keys().isEmpty() && !dialog.isBusy(), 10000);
            dialog.createKey(u"Accounting export"_s, {u"ledger:read"_s});
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.shownValue().isEmpty() && !dialog.isBusy(), 10000);
            QVERIFY(capture(&dialog, u"keys.png"_s));
        }
        {
            ui::PreferencesDialog dialog(profiles::Preferences{}, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(capture(&dialog, u"preferences.png"_s));
        }
        {
            ui::ProfileEditorDialog dialog(store, secrets, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(capture(&dialog, u"profile-editor.png"_s));
        }
        window.close();

        // The same window in German (the trial balance compared, its chart below the table) as
        // a maximised window on a 1366x768 laptop screen, and in the dark theme.
        QCOMPARE(profiles::applyLanguage(u"de"_s), u"de"_s);
        {
            ui::MainWindow german(session, store);
            german.resize(1366, 728);
            german.move(0, 0);
            german.show();
            QVERIFY(QTest::qWaitForWindowExposed(&german));
            german.showPane(ui::MainWindow::Pane::TrialBalance);
            auto *tb = german.trialBalancePane();
            tb->setCompareDate(tb->asOfDate().addDays(-30));
            QTRY_VERIFY_WITH_TIMEOUT(tb->hasFigures() && tb->isBalanced(), 30000);
            QVERIFY(capture(&german, u"trial-balance-de.png"_s));
            german.close();
        }
        QCOMPARE(profiles::applyLanguage(u"en"_s), u"en"_s);
        ui::applyTheme(ui::Theme::Dark);
        {
            ui::MainWindow dark(session, store);
            dark.resize(1360, 820);
            dark.move(0, 0);
            dark.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dark));
            dark.showPane(ui::MainWindow::Pane::Transactions);
            auto *list = dark.transactionsPane();
            list->refresh();
            QTRY_VERIFY_WITH_TIMEOUT(list->model()->rowCount() > 0 && !list->model()->isLoading(),
                                     30000);
            list->view()->selectRow(0);
            QVERIFY(capture(&dark, u"transactions-dark.png"_s));
            dark.close();
        }
        ui::applyTheme(ui::Theme::System);
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
