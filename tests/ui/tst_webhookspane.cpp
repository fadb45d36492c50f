// The Webhooks pane, offscreen, fed by a real receiver: the real sandbox delivering signed
// events to it, plus deliveries signed with another secret, Stripe-style ones, a large body
// and a GET. The live list, filters, pause, the detail tabs (signed content and signature
// prefixes), the failure banner, replay, curl, export (secrets never shown or written), the
// answer chosen, the address warning, state and the keyboard.
//
// Each test function starts from nothing: a receiver of its own with an empty store (init()),
// and the sandbox only where it needs one.

#include "panes/webhookspane.h"
#include "profiles/memorysecretstore.h"
#include "sandboxclient.h"
#include "session/webhookinspector.h"
#include "webhooks/deliverymodel.h"
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
#include <QTcpServer>
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

using Headers = QList<QPair<QByteArray, QByteArray>>;

// One request, answered or not within 10 s; returns the HTTP status (0: none).
int send(const QUrl &url, const Headers &headers, const QByteArray &body,
         const QByteArray &method = "POST")
{
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest req(url);
    req.setRawHeader("Content-Type", "application/json");
    for (const auto &h : headers)
        req.setRawHeader(h.first, h.second);
    QNetworkReply *reply = nam.sendCustomRequest(req, method, body);
    QSignalSpy done(reply, &QNetworkReply::finished);
    done.wait(10000);
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    delete reply;
    return status;
}

QByteArray eventBody(const QString &id, const QString &type, const QString &extra = {})
{
    return u"{\"id\":\"%1\",\"type\":\"%2\",\"created_at\":\"2026-11-22T05:50:10Z\",\"data\":"
           "{\"object\":{\"id\":\"txn_Forged0000000000000001\",\"amount\":2599,\"currency\":"
           "\"USD\",\"status\":\"captured\"%3}}}"_s.arg(id, type, extra)
               .toUtf8();
}

// A Standard Webhooks delivery signed with `secret` (the library's signer: this test is about
// the pane; the signatures are checked independently in tests/webhooks).
int postSigned(const QUrl &url, const QString &secret, const QString &id, const QString &type,
               const QByteArray &body = {})
{
    const QByteArray payload = body.isEmpty() ? eventBody(id, type) : body;
    const qint64 ts = QDateTime::currentSecsSinceEpoch();
    return send(url,
                {{"Authorization", "Bearer pts_test_ShouldNeverBeShown0000000000"},
                 {"X-Auth-Token", "tok_ShouldNeverBeShownEither"},
                 {"webhook-id", id.toUtf8()},
                 {"webhook-timestamp", QByteArray::number(ts)},
                 {"webhook-signature",
                  webhooks::standardWebhookSignature(secret, id.toUtf8(), ts, payload)}},
                payload);
}

QStringList column(QTreeWidget *tree, int c)
{
    QStringList out;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        out << tree->topLevelItem(i)->text(c);
    return out;
}

// Everything the detail shows, as text.
QString screenText(ui::WebhooksPane &pane)
{
    auto *headers = pane.findChild<QTreeWidget *>(u"headersTree"_s);
    return column(headers, 0).join(u'\n') + column(headers, 1).join(u'\n') +
           pane.findChild<QPlainTextEdit *>(u"bodyView"_s)->toPlainText() +
           pane.findChild<QPlainTextEdit *>(u"rawView"_s)->toPlainText() +
           pane.findChild<QTextBrowser *>(u"verificationSteps"_s)->toPlainText() +
           pane.findChild<QLabel *>(u"verdictLabel"_s)->text() +
           pane.findChild<QLabel *>(u"deliveryHeadline"_s)->text();
}

QString stepsText(ui::WebhooksPane &pane)
{
    return pane.findChild<QTextBrowser *>(u"verificationSteps"_s)->toPlainText();
}

} // namespace

class TestWebhooksPane : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_secret;
    std::unique_ptr<webhooks::WebhookReceiver> m_receiver;
    std::unique_ptr<testing::SandboxFixture> m_sandbox;

    QString storePath() const { return m_dir->filePath(u"deliveries.sqlite"_s); }
    QUrl hookUrl() const
    {
        QUrl url = m_receiver->url();
        url.setPath(u"/webhooks/local-sandbox"_s);
        return url;
    }

    // The sandbox delivering to this test's receiver, signing with m_secret.
    bool startSandbox()
    {
        m_sandbox = std::make_unique<testing::SandboxFixture>();
        sandbox::SandboxOptions options;
        options.webhooks = {{hookUrl(), m_secret}};
        return m_sandbox->start(options);
    }
    QString charge(qint64 amount)
    {
        const auto created =
            m_sandbox->client.post(u"/api/v1/transactions"_s, testing::chargeBody(amount));
        return created.status == 201 || created.status == 402
                   ? created.json.value(u"id"_s).toString()
                   : QString();
    }

    // A pane on this test's receiver and store, its first list read.
    std::unique_ptr<ui::WebhooksPane> makePane()
    {
        auto pane = std::make_unique<ui::WebhooksPane>();
        QSignalSpy reloaded(pane.get(), &ui::WebhooksPane::reloaded);
        pane->setReceiver(m_receiver.get());
        pane->setStorePath(storePath());
        pane->setSecret(m_secret);
        if (!reloaded.wait(10000))
            return nullptr;
        return pane;
    }
    static bool waitForCurrent(ui::WebhooksPane &pane, qint64 id = 0)
    {
        return QTest::qWaitFor(
            [&] { return pane.isCurrentLoaded() && (id == 0 || pane.currentDelivery()->id == id); },
            10000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false"_s);
        m_secret = newSecret();
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        webhooks::ReceiverOptions options;
        options.secret = m_secret;
        options.storePath = storePath();
        m_receiver = std::make_unique<webhooks::WebhookReceiver>();
        QSignalSpy ready(m_receiver.get(), &webhooks::WebhookReceiver::ready);
        m_receiver->start(options);
        QVERIFY(ready.wait(10000));
    }

    void cleanup()
    {
        m_sandbox.reset();
        m_receiver.reset();
        m_dir.reset();
    }

    void liveListAndDetail()
    {
        QVERIFY(startSandbox());
        const auto pane = makePane();
        QVERIFY(pane);
        pane->resize(1200, 700);
        pane->show();
        pane->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(pane.get()));
        auto *listening = pane->findChild<QLabel *>(u"listeningLabel"_s);
        QVERIFY(listening->text().contains(m_receiver->url().toString()));
        QVERIFY(!listening->text().contains(u"network"_s));
        QCOMPARE(pane->model()->rowCount(), 0);
        auto *empty = pane->findChild<QLabel *>(u"deliveriesEmpty"_s);
        QVERIFY(!empty->isHidden());
        QVERIFY(pane->view()->isHidden());

        const QString txn = charge(2599);
        QVERIFY(!txn.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(pane->model()->rowCount(), 1, 10000);
        QCOMPARE(pane->model()->delivery(0).transactionId, txn);
        QVERIFY(empty->isHidden());
        QVERIFY(!pane->view()->isHidden());
        QCOMPARE(pane->model()->index(0, webhooks::DeliveryModel::VerdictColumn).data().toString(),
                 u"Valid"_s);
        // The first row is selected, loaded whole off the GUI thread and shown.
        QVERIFY(waitForCurrent(*pane));
        const Delivery d = *pane->currentDelivery();
        QCOMPARE(d.transactionId, txn);

        auto *headers = pane->findChild<QTreeWidget *>(u"headersTree"_s);
        QVERIFY(column(headers, 0).contains(u"webhook-id"_s));
        QVERIFY(column(headers, 0).contains(u"webhook-signature"_s));
        auto *body = pane->findChild<QPlainTextEdit *>(u"bodyView"_s);
        QVERIFY(body->toPlainText().contains(u"\n    \"data\": {"_s)); // pretty-printed
        QVERIFY(body->toPlainText().contains(txn));
        QVERIFY(pane->findChild<QLabel *>(u"bodyNote"_s)->isHidden());
        auto *raw = pane->findChild<QPlainTextEdit *>(u"rawView"_s);
        QVERIFY(raw->toPlainText().startsWith(u"00000000  7b 22"_s));

        // The verification steps: the signed content, the expected prefix, the received one,
        // and which matched.
        const QString steps = stepsText(*pane);
        const QString signedStart =
            d.webhookId + u'.' + QString::number(*d.verification.timestamp) + u".{"_s;
        QVERIFY2(steps.contains(u"Signed content"_s), qPrintable(steps));
        QVERIFY2(steps.contains(signedStart), qPrintable(steps));
        const QString expected = d.verification.expectedSignaturePrefix;
        QVERIFY(expected.startsWith(u"v1,"_s));
        QCOMPARE(d.verification.receivedSignaturePrefixes, QStringList{expected});
        QVERIFY2(steps.contains(u"Expected signature"_s), qPrintable(steps));
        QVERIFY2(steps.contains(u"Received signatures"_s), qPrintable(steps));
        QVERIFY2(steps.contains(
                     u"Received signature 1 of 1 (%1) matches the expected %1"_s.arg(expected)),
                 qPrintable(steps));
        QVERIFY2(steps.contains(u"✓"_s), qPrintable(steps));
        QVERIFY(!pane->isBannerVisible());

        // Open the transaction: button, Return and the shortcut.
        QSignalSpy open(pane.get(), &ui::WebhooksPane::openTransaction);
        pane->findChild<QPushButton *>(u"openTransactionButton"_s)->click();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).at(0).toString(), txn);
        pane->view()->setFocus();
        QTest::keyClick(pane->view(), Qt::Key_Return);
        QCOMPARE(open.size(), 2);
        QTest::keyClick(pane->view(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(open.size(), 3);
    }

    void stripeStyleSteps()
    {
        const auto pane = makePane();
        QVERIFY(pane);
        const QByteArray body = eventBody(u"evt_Stripe000000000000001"_s, u"charge.succeeded"_s);
        const qint64 ts = QDateTime::currentSecsSinceEpoch();
        QUrl url = m_receiver->url();
        url.setPath(u"/stripe"_s);
        QCOMPARE(send(url,
                      {{"Stripe-Signature", webhooks::stripeSignatureHeader(m_secret, ts, body)}},
                      body),
                 200);
        QTRY_COMPARE(pane->model()->rowCount(), 1);
        QVERIFY(waitForCurrent(*pane));
        const Delivery d = *pane->currentDelivery();
        QVERIFY2(d.verification.isValid(), qPrintable(d.verification.reason));
        const QString steps = stepsText(*pane);
        QVERIFY2(steps.contains(u"Stripe-style"_s), qPrintable(steps));
        QVERIFY2(steps.contains(u"\"{t}.{body}\""_s), qPrintable(steps));
        QVERIFY2(steps.contains(QString::number(ts) + u".{\"id\":\"evt_Stripe"_s),
                 qPrintable(steps));
        const QString expected = d.verification.expectedSignaturePrefix;
        QVERIFY(expected.startsWith(u"v1="_s));
        QVERIFY2(steps.contains(u"(%1) matches the expected %1"_s.arg(expected)),
                 qPrintable(steps));
    }

    void secretThatDiffersRaisesTheBanner()
    {
        QVERIFY(startSandbox());
        const auto pane = makePane();
        QVERIFY(pane);
        const QString other = newSecret();
        for (int i = 0; i < 3; ++i)
            QCOMPARE(
                postSigned(hookUrl(), other, u"evt_Forged%1"_s.arg(i), u"transaction.captured"_s),
                200);
        QTRY_VERIFY(pane->isBannerVisible());
        QVERIFY2(pane->bannerText().contains(u"differs from the endpoint's"_s),
                 qPrintable(pane->bannerText()));
        QVERIFY(pane->bannerText().contains(u"3"_s));
        QVERIFY(waitForCurrent(*pane));
        const Delivery top = *pane->currentDelivery();
        QCOMPARE(top.verification.verdict, Verdict::NoMatchingSignature);
        // The steps show the expected prefix beside the received one, which differs.
        const QString steps = stepsText(*pane);
        const QString expected = top.verification.expectedSignaturePrefix;
        const QString received = top.verification.receivedSignaturePrefixes.value(0);
        QVERIFY(!expected.isEmpty());
        QVERIFY(!received.isEmpty());
        QVERIFY(expected != received);
        QVERIFY2(steps.contains(
                     u"None of the 1 received signature(s) (%1) matches the expected %2"_s.arg(
                         received, expected)) ||
                     steps.contains(u"(%1) matches the expected %2"_s.arg(received, expected)),
                 qPrintable(steps));
        QVERIFY2(steps.contains(u"✗"_s), qPrintable(steps));
        // Credentials never shown.
        auto *headers = pane->findChild<QTreeWidget *>(u"headersTree"_s);
        QVERIFY(column(headers, 1).contains(u"Bearer ****"_s));
        QVERIFY(column(headers, 1).contains(u"****"_s)); // X-Auth-Token
        QVERIFY(!screenText(*pane).contains(u"ShouldNeverBeShown"_s));
        // A valid one lowers it.
        QVERIFY(!charge(1500).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBannerVisible(), 10000);
        // So does a new secret.
        for (int i = 3; i < 6; ++i)
            postSigned(hookUrl(), other, u"evt_Forged%1"_s.arg(i), u"transaction.captured"_s);
        QTRY_VERIFY(pane->isBannerVisible());
        pane->setSecret(m_secret);
        QVERIFY(!pane->isBannerVisible());
        // Requests that are not webhooks never raise it.
        QCOMPARE(send(hookUrl(), {}, {}, "GET"), 405);
        QCOMPARE(send(hookUrl(), {}, {}, "GET"), 405);
        QCOMPARE(send(hookUrl(), {}, {}, "GET"), 405);
        QTRY_COMPARE(pane->model()->rowCount(), 10);
        QVERIFY(!pane->isBannerVisible());
    }

    void filters()
    {
        const auto pane = makePane();
        QVERIFY(pane);
        const QUrl url = hookUrl();
        QCOMPARE(postSigned(url, m_secret, u"evt_Good1"_s, u"transaction.captured"_s), 200);
        QCOMPARE(postSigned(url, m_secret, u"evt_Good2"_s, u"transaction.refunded"_s), 200);
        const QString other = newSecret();
        for (int i = 0; i < 3; ++i)
            QCOMPARE(postSigned(url, other, u"evt_Forged%1"_s.arg(i), u"transaction.captured"_s),
                     200);
        QCOMPARE(send(url, {}, {}, "GET"), 405);
        QTRY_COMPARE(pane->model()->rowCount(), 6);
        // The GET is listed, as what it is.
        QCOMPARE(pane->model()->delivery(0).method, QByteArray("GET"));
        QCOMPARE(pane->model()->delivery(0).verification.verdict, Verdict::MethodNotAllowed);
        QCOMPARE(pane->model()->delivery(0).responseStatus, 405);

        auto setAndWait = [&](auto change) {
            QSignalSpy reloaded(pane.get(), &ui::WebhooksPane::reloaded);
            change();
            return reloaded.wait(10000);
        };
        auto *verdict = pane->findChild<QComboBox *>(u"verdictFilter"_s);
        QVERIFY(setAndWait(
            [&] { verdict->setCurrentIndex(verdict->findData(u"no_matching_signature"_s)); }));
        QCOMPARE(pane->model()->rowCount(), 3);
        QVERIFY(setAndWait([&] { verdict->setCurrentIndex(verdict->findData(u"invalid"_s)); }));
        QCOMPARE(pane->model()->rowCount(), 4);
        QVERIFY(setAndWait([&] { verdict->setCurrentIndex(verdict->findData(u"valid"_s)); }));
        QCOMPARE(pane->model()->rowCount(), 2);
        QVERIFY(setAndWait(
            [&] { verdict->setCurrentIndex(verdict->findData(u"method_not_allowed"_s)); }));
        QCOMPARE(pane->model()->rowCount(), 1);
        QVERIFY(setAndWait([&] { verdict->setCurrentIndex(0); }));
        QCOMPARE(pane->model()->rowCount(), 6);
        auto *type = pane->findChild<QComboBox *>(u"typeFilter"_s);
        QVERIFY(
            setAndWait([&] { type->setCurrentIndex(type->findData(u"transaction.refunded"_s)); }));
        QCOMPARE(pane->model()->rowCount(), 1);
        QCOMPARE(pane->model()->delivery(0).webhookId, u"evt_Good2"_s);
        QVERIFY(
            setAndWait([&] { type->setCurrentIndex(type->findData(u"transaction.failed"_s)); }));
        QCOMPARE(pane->model()->rowCount(), 0);
        QVERIFY(setAndWait([&] { type->setCurrentIndex(0); }));
        // Text searches the bodies too, in the reader.
        auto *search = pane->findChild<QLineEdit *>(u"webhookSearch"_s);
        QTest::keyClicks(search, u"evt_Forged1"_s);
        QTRY_COMPARE(pane->model()->rowCount(), 1);
        QCOMPARE(pane->filter().text, u"evt_Forged1"_s);
        search->clear();
        QTRY_COMPARE(pane->model()->rowCount(), 6);

        // New deliveries that the filter excludes stay out; those it takes come in.
        webhooks::DeliveryFilter f;
        f.invalidOnly = true;
        QVERIFY(setAndWait([&] { pane->setFilter(f); }));
        QCOMPARE(pane->model()->rowCount(), 4);
        QCOMPARE(postSigned(url, m_secret, u"evt_Good3"_s, u"transaction.captured"_s), 200);
        QCOMPARE(postSigned(url, other, u"evt_Forged9"_s, u"transaction.captured"_s), 200);
        // In order: once the second is listed, the first has been left out.
        QTRY_COMPARE(pane->model()->rowCount(), 5);
        QCOMPARE(pane->model()->delivery(0).webhookId, u"evt_Forged9"_s);
        for (int row = 0; row < pane->model()->rowCount(); ++row)
            QVERIFY(!pane->model()->delivery(row).verification.isValid());

        // With text to find, the live deliveries whose body has it come in (how the feed
        // matches them on arrival is tst_deliveryfeed's).
        webhooks::DeliveryFilter text;
        text.text = u"ORD-Live"_s;
        QVERIFY(setAndWait([&] { pane->setFilter(text); }));
        QCOMPARE(pane->model()->rowCount(), 0);
        QCOMPARE(postSigned(url, m_secret, u"evt_Other1"_s, u"transaction.captured"_s), 200);
        const QByteArray body = eventBody(u"evt_Live1"_s, u"transaction.captured"_s,
                                          u",\"merchant_ref\":\"ORD-Live-7\""_s);
        QCOMPARE(postSigned(url, m_secret, u"evt_Live1"_s, u"transaction.captured"_s, body), 200);
        // In order: once the second is listed, the first has been left out.
        QTRY_COMPARE(pane->model()->rowCount(), 1);
        QCOMPARE(pane->model()->delivery(0).webhookId, u"evt_Live1"_s);
    }

    void burstArrivesInBatches()
    {
        const auto pane = makePane();
        QVERIFY(pane);
        QSignalSpy inserted(pane->model(), &QAbstractItemModel::rowsInserted);
        const QUrl url = hookUrl();
        // Concurrent requests, as a sender with several in flight makes them.
        QNetworkAccessManager nam;
        nam.setProxy(QNetworkProxy::NoProxy);
        const int count = 200;
        int done = 0;
        for (int i = 0; i < count; ++i) {
            QNetworkRequest req(url);
            req.setRawHeader("Content-Type", "application/json");
            QNetworkReply *reply =
                nam.post(req, eventBody(u"evt_Burst%1"_s.arg(i), u"transaction.captured"_s));
            connect(reply, &QNetworkReply::finished, this, [&done, reply] {
                ++done;
                reply->deleteLater();
            });
        }
        QTRY_COMPARE_WITH_TIMEOUT(done, count, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(pane->model()->rowCount(), count, 10000);
        // Fewer insertions than deliveries: they came in batches.
        QVERIFY2(inserted.size() < count / 2, qPrintable(QString::number(inserted.size())));
        QSet<QString> ids;
        for (int row = 0; row < count; ++row)
            ids.insert(pane->model()->delivery(row).webhookId);
        QCOMPARE(ids.size(), count);
    }

    void pauseAndResume()
    {
        QVERIFY(startSandbox());
        const auto pane = makePane();
        QVERIFY(pane);
        pane->show();
        pane->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(pane.get()));
        QVERIFY(!charge(700).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(pane->model()->rowCount(), 1, 10000);
        // Ctrl+Shift+P pauses.
        pane->view()->setFocus();
        QTest::keyClick(pane->view(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(pane->isPaused());
        for (int i = 0; i < 2; ++i)
            QVERIFY(!charge(800 + i).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(pane->pendingCount(), 2, 10000);
        QCOMPARE(pane->model()->rowCount(), 1);
        auto *pause = pane->findChild<QToolButton *>(u"pauseButton"_s);
        QVERIFY(pause->text().contains(u"2 new"_s));
        QSignalSpy reloaded(pane.get(), &ui::WebhooksPane::reloaded);
        pause->click();
        QVERIFY(!pane->isPaused());
        QCOMPARE(pane->pendingCount(), 0);
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(pane->model()->rowCount(), 3);
        // Edit > Find (Ctrl+F in the main window) goes to the search box.
        pane->focusSearch();
        QCOMPARE(QApplication::focusWidget(), pane->findChild<QLineEdit *>(u"webhookSearch"_s));
    }

    void replayCurlAndExport()
    {
        QVERIFY(startSandbox());
        const auto pane = makePane();
        QVERIFY(pane);
        QVERIFY(!charge(4200).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(pane->model()->rowCount(), 1, 10000);
        QVERIFY(pane->selectDelivery(pane->model()->delivery(0).id));
        QCOMPARE(pane->view()->selectionModel()->selectedRows().size(), 1);
        QVERIFY(waitForCurrent(*pane));
        const Delivery original = *pane->currentDelivery();
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
        QSignalSpy finished(pane.get(), &ui::WebhooksPane::replayFinished);
        pane->showReplay();
        QCOMPARE(pane->detailTabs()->currentIndex(), pane->detailTabs()->count() - 1);
        auto *url = pane->findChild<QLineEdit *>(u"replayUrl"_s);
        url->setText(target.toString());
        auto *mode = pane->findChild<QComboBox *>(u"replayMode"_s);
        mode->setCurrentIndex(1);
        auto *secret = pane->findChild<QLineEdit *>(u"replaySecret"_s);
        QVERIFY(secret->isEnabled());
        QCOMPARE(secret->echoMode(), QLineEdit::Password);
        secret->setText(options.secret);
        pane->findChild<QPushButton *>(u"replaySend"_s)->click();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<webhooks::ReplayResult>().status, 201);
        QVERIFY(pane->findChild<QLabel *>(u"replayStatus"_s)->text().contains(u"201"_s));
        QVERIFY(pane->findChild<QPlainTextEdit *>(u"replayResponse"_s)
                    ->toPlainText()
                    .contains(u"\"received\": true"_s));
        QTRY_COMPARE(got.size(), 1);
        const Delivery replayed = got.at(0).at(0).value<Delivery>();
        QVERIFY(replayed.verification.isValid());
        QCOMPARE(replayed.body, original.body);

        // As it came: the store's secret does not match the sandbox's.
        pane->replayCurrentTo(target, webhooks::ReplayRequest::Mode::AsReceived);
        QTRY_COMPARE(got.size(), 2);
        QCOMPARE(got.at(1).at(0).value<Delivery>().verification.verdict,
                 Verdict::NoMatchingSignature);

        // Copy as curl: to the replay address, nothing secret in it.
        pane->copyAsCurl();
        const QString curl = pane->curlForCurrent();
        QVERIFY(curl.startsWith(u"curl -X POST '"_s + target.toString()));
        QVERIFY(curl.contains(u"webhook-signature: v1,"_s));
        QVERIFY(!curl.contains(m_secret));
        if (QGuiApplication::clipboard()->text() != QString())
            QCOMPARE(QGuiApplication::clipboard()->text(), curl);

        // Export the selection, off the GUI thread.
        pane->view()->selectAll();
        const QString file = m_dir->filePath(u"export.json"_s);
        QSignalSpy exported(pane.get(), &ui::WebhooksPane::exportFinished);
        QVERIFY(pane->exportSelectionTo(file));
        QVERIFY(exported.wait(10000));
        QVERIFY2(exported.at(0).at(0).toBool(), qPrintable(exported.at(0).at(1).toString()));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray json = f.readAll();
        QCOMPARE(QJsonDocument::fromJson(json).array().size(), pane->model()->rowCount());
        QVERIFY(!json.contains(m_secret.toUtf8()));
    }

    void secretsInBodiesNeverShownCopiedOrExported()
    {
        const auto pane = makePane();
        QVERIFY(pane);
        // A JSON body that carries a signing secret, an API key and a token (with JSON's
        // escaped slash in the secret), validly signed.
        // Made up, with the '/' and '+' that base64 brings.
        const QString leaked = u"whsec_TGVha2VkU2VjcmV0MDEy/+NDU2Nzg5YWJjZGVmZ2hpams="_s;
        QString escaped = leaked;
        escaped.replace(u'/', u"\\/"_s);
        const QByteArray body =
            eventBody(u"evt_Leaky00000000000001"_s, u"transaction.captured"_s,
                      u",\"metadata\":{\"note\":\"rotate "
                      u"%1\",\"key\":\"pts_live_LeakedKey0123456789abcdefABCD\","
                      "\"auth\":[\"Bearer tok_LeakedToken0123456789\"]}"_s.arg(escaped));
        QVERIFY(body.contains("TGVha2VkU2VjcmV0MDEy\\/+NDU2Nzg5"));
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Leaky00000000000001"_s,
                            u"transaction.captured"_s, body),
                 200);
        QTRY_COMPARE(pane->model()->rowCount(), 1);
        QVERIFY(waitForCurrent(*pane));
        QVERIFY(pane->currentDelivery()->verification.isValid());
        QCOMPARE(pane->currentDelivery()->body, body); // kept as it came

        const QStringList fragments = {u"TGVha2VkU2Vj"_s, u"NDU2Nzg5YWJj"_s, u"LeakedKey0123"_s,
                                       u"LeakedToken0123"_s};
        // On screen: headers, body, raw bytes, steps (the signed content), headline.
        const QString screen = screenText(*pane);
        for (const QString &fragment : fragments)
            QVERIFY2(!screen.contains(fragment), qPrintable(fragment));
        QVERIFY(pane->findChild<QPlainTextEdit *>(u"bodyView"_s)
                    ->toPlainText()
                    .contains(u"whsec_****"_s));
        // Copy as curl.
        pane->findChild<QLineEdit *>(u"replayUrl"_s)->setText(u"http://127.0.0.1:9/hooks"_s);
        const QString curl = pane->curlForCurrent();
        QVERIFY(!curl.isEmpty());
        for (const QString &fragment : fragments)
            QVERIFY2(!curl.contains(fragment), qPrintable(fragment));
        QVERIFY(curl.contains(u"whsec_****"_s));
        // The export file.
        pane->view()->selectAll();
        const QString file = m_dir->filePath(u"leaky.json"_s);
        QSignalSpy exported(pane.get(), &ui::WebhooksPane::exportFinished);
        QVERIFY(pane->exportSelectionTo(file));
        QVERIFY(exported.wait(10000));
        QVERIFY(exported.at(0).at(0).toBool());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray json = f.readAll();
        for (const QString &fragment : fragments)
            QVERIFY2(!json.contains(fragment.toUtf8()), qPrintable(fragment));
        const QJsonObject exportedBody =
            QJsonDocument::fromJson(json).array().at(0).toObject().value(u"body"_s).toObject();
        QCOMPARE(exportedBody.value(u"id"_s).toString(), u"evt_Leaky00000000000001"_s);
        QVERIFY(exportedBody.value(u"data"_s)
                    .toObject()
                    .value(u"object"_s)
                    .toObject()
                    .value(u"metadata"_s)
                    .toObject()
                    .value(u"note"_s)
                    .toString()
                    .startsWith(u"rotate whsec_****"_s));
    }

    void largeBodyShownRaw()
    {
        const auto pane = makePane();
        QVERIFY(pane);
        // 900 KiB of JSON: pretty-printing and highlighting it would hold the window up.
        const QString filler(900 * 1024, u'x');
        const QByteArray body = eventBody(u"evt_Large0000000000000001"_s, u"transaction.captured"_s,
                                          u",\"filler\":\"%1\""_s.arg(filler));
        QVERIFY(body.size() > 900 * 1024);
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Large0000000000000001"_s,
                            u"transaction.captured"_s, body),
                 200);
        QTRY_COMPARE(pane->model()->rowCount(), 1);
        QVERIFY(waitForCurrent(*pane));
        QVERIFY(pane->currentDelivery()->verification.isValid());
        auto *note = pane->findChild<QLabel *>(u"bodyNote"_s);
        QVERIFY(!note->isHidden());
        QVERIFY2(note->text().contains(u"Body of 900"_s) && note->text().contains(u"shown raw"_s),
                 qPrintable(note->text()));
        auto *view = pane->findChild<QPlainTextEdit *>(u"bodyView"_s);
        QVERIFY(view->toPlainText().startsWith(u"{\"id\":\"evt_Large"_s)); // as it came
        QVERIFY(view->toPlainText().size() <= 64 * 1024);
        auto *raw = pane->findChild<QPlainTextEdit *>(u"rawView"_s);
        QVERIFY(raw->toPlainText().contains(u"more"_s));

        // A small one afterwards is formatted again, its note gone.
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Small0000000000000001"_s,
                            u"transaction.captured"_s),
                 200);
        QTRY_COMPARE(pane->model()->rowCount(), 2);
        QVERIFY(pane->selectDelivery(pane->model()->delivery(0).id));
        QVERIFY(waitForCurrent(*pane, pane->model()->delivery(0).id));
        QVERIFY(note->isHidden());
        QVERIFY(view->toPlainText().contains(u"\n    \"data\": {"_s));
    }

    void senderMarkupShownAsText()
    {
        // The event type comes from whoever sends the request; as rich text it would render.
        const auto pane = makePane();
        QVERIFY(pane);
        const QString type = u"<h1 style='color:red'>Refund approved</h1><img src='x'>"_s;
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Markup000000000000001"_s, type), 200);
        QTRY_COMPARE(pane->model()->rowCount(), 1);
        QVERIFY(waitForCurrent(*pane));
        auto *headline = pane->findChild<QLabel *>(u"deliveryHeadline"_s);
        QVERIFY(headline->text().startsWith(type));
        // What is shown is what was sent, tags and all: a label's selection is its document's
        // text, which for rich text would be "Refund approved" alone.
        headline->setSelection(0, int(headline->text().size()));
        QCOMPARE(headline->selectedText(), headline->text());
    }

    void responseChoiceIsOffered()
    {
        const auto pane = makePane();
        QVERIFY(pane);
        auto *respond = pane->findChild<QComboBox *>(u"respondCombo"_s);
        QCOMPARE(respond->currentData().toList().value(0).toInt(), 200);
        QSignalSpy chosen(pane.get(), &ui::WebhooksPane::responseChosen);
        QSignalSpy changed(m_receiver.get(), &webhooks::WebhookReceiver::responseChanged);
        pane->show();
        respond->setFocus();
        QTest::keyClick(respond, Qt::Key_Down); // "Answer 500 (sender retries)"
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).value<webhooks::ResponseConfig>().status, 500);
        QCOMPARE(m_receiver->response().status, 500);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Answer500"_s, u"transaction.captured"_s),
                 500);
        // Chosen elsewhere (the preferences): the combo follows.
        m_receiver->setResponse({429, 0});
        QCOMPARE(respond->currentData().toList().value(0).toInt(), 429);
    }

    void networkAddressIsWarnedAbout()
    {
        webhooks::WebhookReceiver exposed;
        webhooks::ReceiverOptions options;
        options.host = QHostAddress::AnyIPv4; // listening only; requests go to loopback
        options.allowNonLoopback = true;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"anyone on the network"_s));
        QSignalSpy ready(&exposed, &webhooks::WebhookReceiver::ready);
        exposed.start(options);
        QVERIFY(ready.wait(5000));
        ui::WebhooksPane pane;
        pane.setReceiver(&exposed);
        auto *listening = pane.findChild<QLabel *>(u"listeningLabel"_s);
        QVERIFY2(listening->text().contains(u"reachable from the network"_s),
                 qPrintable(listening->text()));
        QVERIFY(listening->property("exposed").toBool());
        QVERIFY(!listening->toolTip().isEmpty());
        pane.setReceiver(m_receiver.get());
        QVERIFY(!listening->text().contains(u"network"_s));
        QVERIFY(!listening->property("exposed").toBool());
    }

    // The list shows the deliveries of the profile in use, each with its profile; "All
    // profiles" shows every profile's.
    void deliveriesOfTheProfileInUse()
    {
        const auto pane = makePane();
        QVERIFY(pane);
        const QUrl url = hookUrl();
        m_receiver->setProfileId(u"prof_test"_s);
        QCOMPARE(postSigned(url, m_secret, u"evt_Test1"_s, u"transaction.captured"_s), 200);
        m_receiver->setProfileId(u"prof_live"_s);
        QCOMPARE(postSigned(url, m_secret, u"evt_Live1"_s, u"transaction.captured"_s), 200);
        QTRY_COMPARE(pane->model()->rowCount(), 2);

        QSignalSpy reloaded(pane.get(), &ui::WebhooksPane::reloaded);
        const QHash<QString, QString> names = {{u"prof_test"_s, u"Shop test"_s},
                                               {u"prof_live"_s, u"Shop LIVE"_s}};
        pane->setProfile(u"prof_live"_s, names);
        QVERIFY(reloaded.wait(5000));
        QCOMPARE(pane->model()->rowCount(), 1);
        QCOMPARE(pane->model()->delivery(0).webhookId, u"evt_Live1"_s);
        QCOMPARE(pane->model()->index(0, webhooks::DeliveryModel::ProfileColumn).data().toString(),
                 u"Shop LIVE"_s);
        // A new delivery of another profile stays out of this profile's list.
        m_receiver->setProfileId(u"prof_test"_s);
        QCOMPARE(postSigned(url, m_secret, u"evt_Test2"_s, u"transaction.captured"_s), 200);
        m_receiver->setProfileId(u"prof_live"_s);
        QCOMPARE(postSigned(url, m_secret, u"evt_Live2"_s, u"transaction.captured"_s), 200);
        QTRY_COMPARE(pane->model()->rowCount(), 2);
        QCOMPARE(pane->model()->delivery(0).webhookId, u"evt_Live2"_s);
        QCOMPARE(pane->model()->delivery(1).webhookId, u"evt_Live1"_s);

        auto *profileFilter = pane->findChild<QComboBox *>(u"profileFilter"_s);
        QVERIFY(profileFilter);
        reloaded.clear();
        profileFilter->setCurrentIndex(1); // All profiles
        QVERIFY(reloaded.wait(5000));
        QCOMPARE(pane->model()->rowCount(), 4);
        QStringList shown;
        for (int row = 0; row < 4; ++row)
            shown << pane->model()
                         ->index(row, webhooks::DeliveryModel::ProfileColumn)
                         .data()
                         .toString();
        QCOMPARE(shown,
                 (QStringList{u"Shop LIVE"_s, u"Shop test"_s, u"Shop LIVE"_s, u"Shop test"_s}));
    }

    // The port the Preferences ask for is taken: the inspector listens elsewhere and the pane
    // says which port and why.
    void takenPortIsExplained()
    {
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost));
        const quint16 taken = squatter.serverPort();
        profiles::MemorySecretStore secrets;
        session::WebhookInspector inspector(&secrets);
        QSignalSpy listening(&inspector, &session::WebhookInspector::listening);
        inspector.start(taken, {}, m_dir->filePath(u"taken.sqlite"_s));
        QVERIFY(listening.wait(10000));
        const QUrl url = listening.first().first().toUrl();
        QVERIFY(url.port() != taken);

        ui::WebhooksPane pane;
        pane.setReceiver(inspector.receiver());
        pane.setRequestedPort(inspector.requestedPort());
        auto *label = pane.findChild<QLabel *>(u"listeningLabel"_s);
        QVERIFY2(label->text().contains(QString::number(url.port())), qPrintable(label->text()));
        QVERIFY2(label->text().contains(u"port %1, set in Preferences, is taken"_s.arg(taken)),
                 qPrintable(label->text()));
        // On the port asked for, nothing more is said.
        pane.setRequestedPort(quint16(url.port()));
        QVERIFY(!label->text().contains(u"Preferences"_s));
    }

    void stateRoundTrip()
    {
        QByteArray state;
        {
            const auto pane = makePane();
            QVERIFY(pane);
            auto *type = pane->findChild<QComboBox *>(u"typeFilter"_s);
            type->setCurrentIndex(type->findData(u"transaction.captured"_s));
            pane->findChild<QLineEdit *>(u"replayUrl"_s)->setText(u"https://shop.example/hooks"_s);
            pane->findChild<QLineEdit *>(u"replaySecret"_s)->setText(u"whsec_notpersisted"_s);
            pane->detailTabs()->setCurrentIndex(3);
            state = pane->saveState();
        }
        QVERIFY(!state.contains("whsec_notpersisted"));
        const auto pane = makePane();
        QVERIFY(pane);
        QSignalSpy reloaded(pane.get(), &ui::WebhooksPane::reloaded);
        QVERIFY(pane->restoreState(state));
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(pane->filter().eventType, u"transaction.captured"_s);
        QCOMPARE(pane->findChild<QLineEdit *>(u"replayUrl"_s)->text(),
                 u"https://shop.example/hooks"_s);
        QCOMPARE(pane->detailTabs()->currentIndex(), 3);
        QVERIFY(!pane->restoreState("garbage"));
    }

    void withoutStoreKeepsInMemory()
    {
        ui::WebhooksPane pane;
        QSignalSpy reloaded(&pane, &ui::WebhooksPane::reloaded);
        pane.setReceiver(m_receiver.get());
        pane.setStorePath({});
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Mem1"_s, u"transaction.captured"_s), 200);
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Mem2"_s, u"transaction.refunded"_s), 200);
        QTRY_COMPARE(pane.model()->rowCount(), 2);
        // Never shown (another pane is current): the empty note goes all the same.
        QVERIFY(pane.findChild<QLabel *>(u"deliveriesEmpty"_s)->isHidden());
        QVERIFY(waitForCurrent(pane));
        auto *type = pane.findChild<QComboBox *>(u"typeFilter"_s);
        type->setCurrentIndex(type->findData(u"transaction.refunded"_s));
        QTRY_COMPARE(pane.model()->rowCount(), 1);
        QCOMPARE(pane.model()->delivery(0).webhookId, u"evt_Mem2"_s);
        // Live ones under the filter.
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Mem3"_s, u"transaction.captured"_s), 200);
        QCOMPARE(postSigned(hookUrl(), m_secret, u"evt_Mem4"_s, u"transaction.refunded"_s), 200);
        QTRY_COMPARE(pane.model()->rowCount(), 2);
        QCOMPARE(pane.model()->delivery(0).webhookId, u"evt_Mem4"_s);
        QCOMPARE(pane.model()->delivery(1).webhookId, u"evt_Mem2"_s);
        // Selected and shown whole, from memory.
        QVERIFY(pane.selectDelivery(pane.model()->delivery(0).id));
        QVERIFY(waitForCurrent(pane, pane.model()->delivery(0).id));
        QVERIFY(pane.findChild<QPlainTextEdit *>(u"bodyView"_s)
                    ->toPlainText()
                    .contains(u"transaction.refunded"_s));
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
};

QTEST_MAIN(TestWebhooksPane)
#include "tst_webhookspane.moc"
