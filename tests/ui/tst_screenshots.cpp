// The README's screenshots, taken of the real app in a real X window (Xvfb, the xcb platform):
// the main window on a freshly seeded Local sandbox with the webhook inspector, every pane, and
// the dialogs. Each capture is checked to show something (not one flat colour); with
// PAYDESK_SCREENSHOTS=1 the PNGs are written to docs/screenshots. Runs under xvfb-run (see
// CMakeLists.txt); skipped when there is no X server.
#include "dialogs/newchargedialog.h"
#include "dialogs/paymentlinkdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/refunddialog.h"
#include "localsandboxhost.h"
#include "mainwindow.h"
#include "models/transactionsmodel.h"
#include "panes/accountspane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "panes/webhookspane.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profileeditordialog.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "session/webhookinspector.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
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

        // A few charges of today, so the inspector has deliveries: two captured, one declined.
        int answered = 0;
        for (const qint64 amount : {4200, 1999, 7502}) {
            api::NewCharge charge{amount, u"EUR"_s, u"cardnet"_s, u"WEB-%1"_s.arg(amount),
                                  u"Online order"_s};
            client->createTransaction(
                charge, this, [&answered](const api::Result<api::Transaction> &) { ++answered; });
        }
        QTRY_COMPARE_WITH_TIMEOUT(answered, 3, 20000);

        // Transactions, with a row selected for the detail panel.
        ui::TransactionsPane *transactions = window.transactionsPane();
        window.showPane(ui::MainWindow::Pane::Transactions);
        transactions->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(transactions->model()->rowCount() > 20, 30000);
        transactions->view()->selectRow(1);
        QTRY_VERIFY(transactions->selectedTransaction().has_value());
        QVERIFY(capture(&window, u"transactions.png"_s));
        transactions->setChartVisible(true);
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

        window.showPane(ui::MainWindow::Pane::Webhooks);
        auto *webhooks = window.webhooksPane();
        QTRY_VERIFY_WITH_TIMEOUT(webhooks->view()->model()->rowCount() >= 3, 30000);
        webhooks->view()->selectRow(0);
        QVERIFY(capture(&window, u"webhooks.png"_s));

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
            ui::PreferencesDialog dialog(profiles::Preferences{}, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(capture(&dialog, u"preferences.png"_s));
        }
        {
            QNetworkAccessManager nam;
            ui::ProfileEditorDialog dialog(store, secrets, &nam, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(capture(&dialog, u"profile-editor.png"_s));
        }
        window.close();
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
