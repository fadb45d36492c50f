// The Webhooks pane, offscreen, fed by a real receiver: the real sandbox delivering signed
// events to it, plus deliveries signed with another secret. The live list, filters, pause,
// the detail tabs, the failure banner, replay, curl, export, state and the keyboard.

#include "panes/webhookspane.h"
#include "sandboxclient.h"
#include "webhooks/deliverymodel.h"
#include "webhooks/deliverystore.h"
#include "webhooks/webhookreceiver.h"
#include "widgets/jsonhighlighter.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMainWindow>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace paydesk;
using webhooks::Delivery;
using webhooks::Verdict;

namespace {

QString newSecret()
{
    QByteArray bytes(32, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(QRandomGenerator::global()->bounded(256));
    return u"whsec_"_s + QString::fromLatin1(bytes.toBase64());
}

// A delivery signed with `secret` (the library's signer: this test is about the pane, the
// signatures are checked independently in tests/webhooks).
int postSigned(const QUrl &url, const QString &secret, const QString &id, const QString &type)
{
    const QByteArray body =
        u"{\"id\":\"%1\",\"type\":\"%2\",\"created_at\":\"2026-11-22T05:50:10Z\",\"data\":"
        "{\"object\":{\"id\":\"txn_Forged0000000000000001\",\"amount\":2599,\"currency\":"
        "\"USD\",\"status\":\"captured\"}}}"_s.arg(id, type)
            .toUtf8();
    const qint64 ts = QDateTime::currentSecsSinceEpoch();
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest req(url);
    req.setRawHeader("Content-Type", "application/json");
    req.setRawHeader("Authorization", "Bearer pts_test_ShouldNeverBeShown0000000000");
    req.setRawHeader("webhook-id", id.toUtf8());
    req.setRawHeader("webhook-timestamp", QByteArray::number(ts));
    req.setRawHeader("webhook-signature",
                     webhooks::standardWebhookSignature(secret, id.toUtf8(), ts, body));
    QNetworkReply *reply = nam.post(req, body);
    QSignalSpy done(reply, &QNetworkReply::finished);
    done.wait(10000);
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    delete reply;
    return status;
}

QStringList column(QTreeWidget *tree, int c)
{
    QStringList out;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        out << tree->topLevelItem(i)->text(c);
    return out;
}

} // namespace

class TestWebhooksPane : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_secret;
    std::unique_ptr<webhooks::WebhookReceiver> m_receiver;
    std::unique_ptr<webhooks::DeliveryStore> m_store;
    testing::SandboxFixture m_sandbox;

    QUrl hookUrl() const
    {
        QUrl url = m_receiver->url();
        url.setPath(u"/webhooks/local-sandbox"_s);
        return url;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false"_s);
        m_secret = newSecret();
        webhooks::ReceiverOptions options;
        options.secret = m_secret;
        options.storePath = m_dir.filePath(u"deliveries.sqlite"_s);
        m_receiver = std::make_unique<webhooks::WebhookReceiver>();
        QSignalSpy ready(m_receiver.get(), &webhooks::WebhookReceiver::ready);
        m_receiver->start(options);
        QVERIFY(ready.wait(10000));
        m_store = std::make_unique<webhooks::DeliveryStore>();
        QVERIFY(m_store->open(options.storePath));
        sandbox::SandboxOptions sandboxOptions;
        sandboxOptions.webhooks = {{hookUrl(), m_secret}};
        QVERIFY(m_sandbox.start(sandboxOptions));
    }

    void cleanupTestCase()
    {
        m_sandbox.stop();
        m_receiver.reset();
    }

    void liveListAndDetail()
    {
        ui::WebhooksPane pane;
        pane.resize(1200, 700);
        pane.setReceiver(m_receiver.get());
        pane.setStore(m_store.get());
        pane.setSecret(m_secret);
        pane.show();
        pane.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&pane));
        auto *listening = pane.findChild<QLabel *>(u"listeningLabel"_s);
        QVERIFY(listening->text().contains(m_receiver->url().toString()));

        const auto created =
            m_sandbox.client.post(u"/api/v1/transactions"_s, testing::chargeBody(2599));
        QCOMPARE(created.status, 201);
        const QString txn = created.json.value(u"id"_s).toString();
        QTRY_COMPARE_WITH_TIMEOUT(pane.model()->rowCount(), 1, 10000);
        QCOMPARE(pane.model()->delivery(0).transactionId, txn);
        QCOMPARE(pane.model()->index(0, webhooks::DeliveryModel::VerdictColumn).data().toString(),
                 u"Valid"_s);
        // The first row is selected and shown.
        QVERIFY(pane.currentDelivery());
        QCOMPARE(pane.currentDelivery()->transactionId, txn);

        auto *headers = pane.findChild<QTreeWidget *>(u"headersTree"_s);
        QVERIFY(column(headers, 0).contains(u"webhook-id"_s));
        QVERIFY(column(headers, 0).contains(u"webhook-signature"_s));
        auto *body = pane.findChild<QPlainTextEdit *>(u"bodyView"_s);
        QVERIFY(body->toPlainText().contains(u"\n    \"data\": {"_s)); // pretty-printed
        QVERIFY(body->toPlainText().contains(txn));
        auto *raw = pane.findChild<QPlainTextEdit *>(u"rawView"_s);
        QVERIFY(raw->toPlainText().startsWith(u"00000000  7b 22"_s));
        auto *steps = pane.findChild<QTextBrowser *>(u"verificationSteps"_s);
        QVERIFY2(steps->toPlainText().contains(u"✓ Signature"_s), qPrintable(steps->toPlainText()));
        QVERIFY(!pane.isBannerVisible());

        // Open the transaction: button, Return and the shortcut.
        QSignalSpy open(&pane, &ui::WebhooksPane::openTransaction);
        pane.findChild<QPushButton *>(u"openTransactionButton"_s)->click();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).at(0).toString(), txn);
        pane.view()->setFocus();
        QTest::keyClick(pane.view(), Qt::Key_Return);
        QCOMPARE(open.size(), 2);
    }

    void secretThatDiffersRaisesTheBanner()
    {
        ui::WebhooksPane pane;
        pane.setReceiver(m_receiver.get());
        pane.setStore(m_store.get());
        pane.setSecret(m_secret);
        const QString other = newSecret();
        for (int i = 0; i < 3; ++i)
            QCOMPARE(
                postSigned(hookUrl(), other, u"evt_Forged%1"_s.arg(i), u"transaction.captured"_s),
                200);
        QTRY_VERIFY(pane.isBannerVisible());
        QVERIFY2(pane.bannerText().contains(u"differs from the endpoint's"_s),
                 qPrintable(pane.bannerText()));
        QVERIFY(pane.bannerText().contains(u"3"_s));
        const Delivery top = *pane.currentDelivery();
        QCOMPARE(top.verification.verdict, Verdict::NoMatchingSignature);
        // Credentials never shown.
        auto *headers = pane.findChild<QTreeWidget *>(u"headersTree"_s);
        QVERIFY(column(headers, 1).contains(u"Bearer ****"_s));
        QVERIFY(!column(headers, 1).join(u' ').contains(u"ShouldNeverBeShown"_s));
        // A valid one lowers it.
        QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, testing::chargeBody(1500)).status,
                 201);
        QTRY_VERIFY_WITH_TIMEOUT(!pane.isBannerVisible(), 10000);
        // So does a new secret.
        for (int i = 3; i < 6; ++i)
            postSigned(hookUrl(), other, u"evt_Forged%1"_s.arg(i), u"transaction.captured"_s);
        QTRY_VERIFY(pane.isBannerVisible());
        pane.setSecret(m_secret);
        QVERIFY(!pane.isBannerVisible());
    }

    void filters()
    {
        ui::WebhooksPane pane;
        pane.setReceiver(m_receiver.get());
        pane.setStore(m_store.get());
        const int all = pane.model()->rowCount();
        QVERIFY(all >= 8);
        auto *verdict = pane.findChild<QComboBox *>(u"verdictFilter"_s);
        verdict->setCurrentIndex(verdict->findData(u"no_matching_signature"_s));
        QCOMPARE(pane.model()->rowCount(), 6);
        verdict->setCurrentIndex(verdict->findData(u"invalid"_s));
        QCOMPARE(pane.model()->rowCount(), 6);
        verdict->setCurrentIndex(verdict->findData(u"valid"_s));
        QCOMPARE(pane.model()->rowCount(), all - 6);
        verdict->setCurrentIndex(0);
        auto *type = pane.findChild<QComboBox *>(u"typeFilter"_s);
        type->setCurrentIndex(type->findData(u"transaction.failed"_s));
        QCOMPARE(pane.model()->rowCount(), 0);
        type->setCurrentIndex(0);
        auto *search = pane.findChild<QLineEdit *>(u"webhookSearch"_s);
        QTest::keyClicks(search, u"evt_Forged1"_s);
        QTRY_COMPARE(pane.model()->rowCount(), 1);
        QCOMPARE(pane.filter().text, u"evt_Forged1"_s);
        search->clear();
        QTRY_COMPARE(pane.model()->rowCount(), all);
        // A new delivery that the filter excludes stays out.
        webhooks::DeliveryFilter f;
        f.invalidOnly = true;
        pane.setFilter(f);
        const int invalid = pane.model()->rowCount();
        QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, testing::chargeBody(700)).status,
                 201);
        QTest::qWait(1000);
        QCOMPARE(pane.model()->rowCount(), invalid);
    }

    void pauseAndResume()
    {
        ui::WebhooksPane pane;
        pane.setReceiver(m_receiver.get());
        pane.setStore(m_store.get());
        pane.show();
        pane.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&pane));
        const int before = pane.model()->rowCount();
        // Ctrl+Shift+P pauses.
        pane.view()->setFocus();
        QTest::keyClick(pane.view(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(pane.isPaused());
        for (int i = 0; i < 2; ++i)
            QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, testing::chargeBody(800 + i))
                         .status,
                     201);
        QTRY_COMPARE_WITH_TIMEOUT(pane.pendingCount(), 2, 10000);
        QCOMPARE(pane.model()->rowCount(), before);
        auto *pause = pane.findChild<QToolButton *>(u"pauseButton"_s);
        QVERIFY(pause->text().contains(u"2 new"_s));
        pause->click();
        QVERIFY(!pane.isPaused());
        QCOMPARE(pane.model()->rowCount(), before + 2);
        QCOMPARE(pane.pendingCount(), 0);
        // Ctrl+F goes to the search box.
        QTest::keyClick(pane.view(), Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), pane.findChild<QLineEdit *>(u"webhookSearch"_s));
    }

    void replayCurlAndExport()
    {
        ui::WebhooksPane pane;
        pane.setReceiver(m_receiver.get());
        pane.setStore(m_store.get());
        pane.setSecret(m_secret);
        QVERIFY(pane.selectDelivery(pane.model()->delivery(0).id));
        QCOMPARE(pane.view()->selectionModel()->selectedRows().size(), 1);
        QVERIFY(pane.currentDelivery());
        const Delivery original = *pane.currentDelivery();
        QVERIFY(original.complete); // read whole from the store

        // A second inspector, the developer's store stand-in, with a secret of its own.
        webhooks::WebhookReceiver store2;
        webhooks::ReceiverOptions options;
        options.secret = newSecret();
        options.response = {201, 0};
        QSignalSpy ready(&store2, &webhooks::WebhookReceiver::ready);
        store2.start(options);
        QVERIFY(ready.wait(5000));
        QSignalSpy got(&store2, &webhooks::WebhookReceiver::deliveryReceived);
        QUrl target = store2.url();
        target.setPath(u"/shop/webhooks"_s);

        // Through the Replay tab, signed again with the store's secret.
        QSignalSpy finished(&pane, &ui::WebhooksPane::replayFinished);
        pane.showReplay();
        QCOMPARE(pane.detailTabs()->currentIndex(), pane.detailTabs()->count() - 1);
        auto *url = pane.findChild<QLineEdit *>(u"replayUrl"_s);
        url->setText(target.toString());
        auto *mode = pane.findChild<QComboBox *>(u"replayMode"_s);
        mode->setCurrentIndex(1);
        auto *secret = pane.findChild<QLineEdit *>(u"replaySecret"_s);
        QVERIFY(secret->isEnabled());
        QCOMPARE(secret->echoMode(), QLineEdit::Password);
        secret->setText(options.secret);
        pane.findChild<QPushButton *>(u"replaySend"_s)->click();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<webhooks::ReplayResult>().status, 201);
        QVERIFY(pane.findChild<QLabel *>(u"replayStatus"_s)->text().contains(u"201"_s));
        QVERIFY(pane.findChild<QPlainTextEdit *>(u"replayResponse"_s)
                    ->toPlainText()
                    .contains(u"\"received\": true"_s));
        QTRY_COMPARE(got.size(), 1);
        const Delivery replayed = got.at(0).at(0).value<Delivery>();
        QVERIFY(replayed.verification.isValid());
        QCOMPARE(replayed.body, original.body);

        // As it came: the store's secret does not match the sandbox's.
        pane.replayCurrentTo(target, webhooks::ReplayRequest::Mode::AsReceived);
        QTRY_COMPARE(got.size(), 2);
        QCOMPARE(got.at(1).at(0).value<Delivery>().verification.verdict,
                 Verdict::NoMatchingSignature);

        // Copy as curl: to the replay address, nothing secret in it.
        pane.copyAsCurl();
        const QString curl = pane.curlForCurrent();
        QVERIFY(curl.startsWith(u"curl -X POST '"_s + target.toString()));
        QVERIFY(curl.contains(u"webhook-signature: v1,"_s));
        QVERIFY(!curl.contains(m_secret));
        if (QGuiApplication::clipboard()->text() != QString())
            QCOMPARE(QGuiApplication::clipboard()->text(), curl);

        // Export the selection.
        pane.view()->selectAll();
        const QString file = m_dir.filePath(u"export.json"_s);
        QVERIFY(pane.exportSelectionTo(file));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray exported = f.readAll();
        QCOMPARE(QJsonDocument::fromJson(exported).array().size(), pane.model()->rowCount());
        QVERIFY(!exported.contains("ShouldNeverBeShown"));
        QVERIFY(!exported.contains(m_secret.toUtf8()));
    }

    void stateRoundTrip()
    {
        QByteArray state;
        {
            ui::WebhooksPane pane;
            pane.setStore(m_store.get());
            auto *type = pane.findChild<QComboBox *>(u"typeFilter"_s);
            type->setCurrentIndex(type->findData(u"transaction.captured"_s));
            pane.findChild<QLineEdit *>(u"replayUrl"_s)->setText(u"https://shop.example/hooks"_s);
            pane.findChild<QLineEdit *>(u"replaySecret"_s)->setText(u"whsec_notpersisted"_s);
            pane.detailTabs()->setCurrentIndex(3);
            state = pane.saveState();
        }
        QVERIFY(!state.contains("whsec_notpersisted"));
        ui::WebhooksPane pane;
        pane.setStore(m_store.get());
        QVERIFY(pane.restoreState(state));
        QCOMPARE(pane.filter().eventType, u"transaction.captured"_s);
        QCOMPARE(pane.findChild<QLineEdit *>(u"replayUrl"_s)->text(),
                 u"https://shop.example/hooks"_s);
        QCOMPARE(pane.detailTabs()->currentIndex(), 3);
        QVERIFY(!pane.restoreState("garbage"));
    }

    void accessibleNamesAndHighlighter()
    {
        ui::WebhooksPane pane;
        const QList<QWidget *> widgets = pane.findChildren<QWidget *>();
        for (QWidget *w : widgets) {
            if (qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w) ||
                qobject_cast<QTableView *>(w) || qobject_cast<QTreeWidget *>(w) ||
                qobject_cast<QPlainTextEdit *>(w)) {
                if (w->parent() && qobject_cast<QComboBox *>(w->parent()))
                    continue; // a combo box's own line edit
                QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
            }
        }
        QTextDocument doc;
        ui::JsonHighlighter highlighter(&doc);
        highlighter.setDarkBackground(true);
        QVERIFY(highlighter.isDarkBackground());
        QVERIFY(highlighter.format(ui::JsonHighlighter::Token::Key).foreground() !=
                highlighter.format(ui::JsonHighlighter::Token::String).foreground());
        doc.setPlainText(u"{\n  \"a\": \"b\",\n  \"n\": -1.5e3,\n  \"t\": true\n}"_s);
        highlighter.rehighlight(); // a new highlighter waits for the event loop otherwise
        const QTextBlock line = doc.findBlockByLineNumber(1);
        const auto formats = line.layout()->formats();
        QVERIFY(formats.size() >= 3); // key, colon, string, comma
    }

    void screenshot()
    {
        if (!qEnvironmentVariableIntValue("PAYDESK_SCREENSHOTS"))
            QSKIP("PAYDESK_SCREENSHOTS=1 saves docs/screenshots/webhooks.png");
        QMainWindow window;
        window.setWindowTitle(u"PayDesk — Webhooks (Local sandbox, test)"_s);
        auto *pane = new ui::WebhooksPane;
        window.setCentralWidget(pane);
        pane->setReceiver(m_receiver.get());
        pane->setStore(m_store.get());
        pane->setSecret(m_secret);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A refund and a decline from the sandbox, then three signed with another secret.
        const auto created =
            m_sandbox.client.post(u"/api/v1/transactions"_s, testing::chargeBody(12900));
        m_sandbox.client.post(u"/api/v1/transactions/"_s + created.json[u"id"_s].toString() +
                                  u"/refunds"_s,
                              {{u"amount"_s, 4000}});
        m_sandbox.client.post(u"/api/v1/transactions"_s, testing::chargeBody(5002));
        QTest::qWait(1500);
        const QString other = newSecret();
        for (const int i : {10, 11, 11}) // the last one a duplicate
            postSigned(hookUrl(), other, u"evt_Forged%1"_s.arg(i), u"transaction.captured"_s);
        QTRY_VERIFY(pane->isBannerVisible());
        // Show a good one in detail, its body highlighted.
        for (int row = 0; row < pane->model()->rowCount(); ++row) {
            if (pane->model()->delivery(row).eventType == u"transaction.refunded"_s) {
                QVERIFY(pane->selectDelivery(pane->model()->delivery(row).id));
                break;
            }
        }
        pane->detailTabs()->setCurrentIndex(1);
        QTest::qWait(300);
        QVERIFY(window.grab().save(QStringLiteral(PAYDESK_SCREENSHOT_DIR "/webhooks.png")));
        pane->detailTabs()->setCurrentIndex(3);
        QVERIFY(pane->selectDelivery(pane->model()->delivery(0).id));
        QTest::qWait(300);
        QVERIFY(window.grab().save(
            QStringLiteral(PAYDESK_SCREENSHOT_DIR "/webhooks-verification.png")));
    }
};

QTEST_MAIN(TestWebhooksPane)
#include "tst_webhookspane.moc"
