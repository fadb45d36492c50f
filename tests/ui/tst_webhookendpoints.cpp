// The sandbox's webhook endpoints in the window, over the real sandbox on loopback: "my store"
// added with its kinds and its own secret, each event's attempts (delivered, failed with the
// next retry), resend, disable, delete; the transaction detail's timeline; and a service
// without the API (404) said in words.
#include "../api/cannedserver.h"
#include "api/apiclient.h"
#include "core/money.h"
#include "dialogs/webhookendpointsdialog.h"
#include "panes/transactiondetail.h"
#include "panes/transactiontimeline.h"
#include "sandboxclient.h"
#include "webhookreceiver.h"

#include <QApplication>
#include <QJsonArray>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;

class TestWebhookEndpoints : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    WebhookReceiver m_store;

    std::optional<api::WebhookEndpoint> endpointFor(const ui::WebhookEndpointsDialog &d,
                                                    const QUrl &url)
    {
        for (const api::WebhookEndpoint &e : d.endpoints()) {
            if (e.url == url.toString())
                return e;
        }
        return std::nullopt;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_nam.setProxy(QNetworkProxy::NoProxy);
        sandbox::SandboxOptions options;
        options.retryScheduleSeconds = {1, 1};
        QVERIFY(m_sandbox.start(options));
        QVERIFY(m_store.listen());
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);
    }

    // The timeline follows the log while shown: a retry that succeeds, and later a resend,
    // appear without a refresh.
    void timelineFollowsNewAttempts()
    {
        WebhookReceiver shop;
        QVERIFY(shop.listen());
        shop.setStatusSequence({503});
        const auto endpoint = m_sandbox.client.post(
            u"/sandbox/v1/webhook-endpoints"_s,
            {{u"url"_s, shop.url().toString()}, {u"events"_s, QJsonArray{u"*"_s}}});
        QCOMPARE(endpoint.status, 201);
        const QString endpointId = endpoint.json.value(u"id"_s).toString();
        const auto charge =
            m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1700, u"USD"_s, u"o-9"_s));
        QCOMPARE(charge.status, 201);
        const QString transactionId = charge.json.value(u"id"_s).toString();
        QTRY_VERIFY_WITH_TIMEOUT(shop.requests.size() == 1, 15000);
        const QString eventId = shop.requests.first().webhookId();

        ui::TransactionTimeline timeline;
        timeline.setFollowIntervals(200, 500);
        timeline.setClient(m_client.get());
        api::Transaction t;
        bool done = false;
        m_client->transaction(transactionId, this, [&](const api::Result<api::Transaction> &r) {
            if (r.ok())
                t = r.value();
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
        timeline.setTransaction(t);
        timeline.show();
        const QString at = u" · %1"_s.arg(shop.url().toString());
        const auto shows = [&](const QString &what, int times = 1) {
            return timeline.lines().join(u'\n').count(what + at) == times;
        };
        QTRY_VERIFY_WITH_TIMEOUT(shows(u"attempt 1"_s), 10000); // HTTP 503, a retry due
        QTRY_VERIFY2_WITH_TIMEOUT(shows(u"HTTP 200 · attempt 2"_s),
                                  qPrintable(timeline.lines().join(u'\n')), 15000);

        // Resent once all is settled: its attempt shows too.
        QTRY_VERIFY_WITH_TIMEOUT(!timeline.isLoading(), 10000);
        const auto resend = m_sandbox.client.post(u"/sandbox/v1/events/"_s + eventId + u"/resend"_s,
                                                  {{u"endpoint_id"_s, endpointId}});
        QCOMPARE(resend.status, 202);
        QTRY_VERIFY_WITH_TIMEOUT(shop.requests.size() == 3, 15000);
        QTRY_VERIFY2_WITH_TIMEOUT(shows(u"HTTP 200 · attempt 1"_s),
                                  qPrintable(timeline.lines().join(u'\n')), 15000);
        QVERIFY(timeline.isFollowing());

        timeline.hide();
        QCOMPARE(m_sandbox.client.send("DELETE", u"/sandbox/v1/webhook-endpoints/"_s + endpointId)
                     .status,
                 204);
    }

    void addDeliverResendDisableDelete()
    {
        ui::WebhookEndpointsDialog dialog(m_client.get());
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
        QVERIFY2(dialog.stateText().isEmpty() || dialog.stateText().contains(u"No endpoint"_s),
                 qPrintable(dialog.stateText()));

        // My store, for captured payments only; a dead address for every kind.
        dialog.addEndpoint(m_store.url().toString(), {u"transaction.captured"_s});
        QTRY_VERIFY_WITH_TIMEOUT(endpointFor(dialog, m_store.url()).has_value(), 10000);
        QVERIFY(dialog.lastSecret().startsWith(u"whsec_"_s));
        const api::WebhookEndpoint store = *endpointFor(dialog, m_store.url());
        QCOMPARE(store.events, QStringList{u"transaction.captured"_s});
        QVERIFY(store.enabled);
        const QUrl dead(u"http://127.0.0.1:1/webhooks"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
        dialog.addEndpoint(dead.toString(), {});
        QTRY_VERIFY_WITH_TIMEOUT(endpointFor(dialog, dead).has_value(), 10000);
        QCOMPARE(endpointFor(dialog, dead)->events, QStringList{u"*"_s});
        auto *list = dialog.findChild<QTreeWidget *>(u"endpointList"_s);
        QVERIFY(list->findItems(m_store.url().toString(), Qt::MatchExactly).size() == 1);

        // A charge: delivered to the store (200), failing at the dead address with a retry.
        const auto charge =
            m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(2599, u"USD"_s, u"o-1"_s));
        QCOMPARE(charge.status, 201);
        const QString transactionId = charge.json.value(u"id"_s).toString();
        QTRY_VERIFY_WITH_TIMEOUT(m_store.requests.size() == 1, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(dialog.attempts().cbegin(), dialog.attempts().cend(),
                                             [&](const api::WebhookDelivery &a) {
                                                 return a.endpointId == store.id && a.delivered();
                                             }),
                                 15000);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(dialog.attempts().cbegin(), dialog.attempts().cend(),
                                             [&](const api::WebhookDelivery &a) {
                                                 return a.url == dead.toString() &&
                                                        !a.delivered() && a.error;
                                             }),
                                 15000);
        const auto delivered =
            std::find_if(dialog.attempts().cbegin(), dialog.attempts().cend(),
                         [&](const api::WebhookDelivery &a) { return a.endpointId == store.id; });
        QCOMPARE(delivered->eventType, u"transaction.captured"_s);
        QCOMPARE(delivered->statusCode, std::optional<int>(200));
        auto *attempts = dialog.findChild<QTreeWidget *>(u"attemptList"_s);
        QVERIFY(attempts->topLevelItemCount() >= 2);

        // The timeline of the charge: created, captured, the event and its attempts.
        ui::TransactionDetail detail;
        detail.setClient(m_client.get());
        const api::Transaction t = [&] {
            api::Transaction out;
            bool done = false;
            m_client->transaction(transactionId, this, [&](const api::Result<api::Transaction> &r) {
                if (r.ok())
                    out = r.value();
                done = true;
            });
            while (!done)
                QTest::qWait(10);
            return out;
        }();
        QCOMPARE(t.id, transactionId);
        detail.setTransaction(t);
        ui::TransactionTimeline *timeline = detail.timeline();
        QTRY_VERIFY_WITH_TIMEOUT(!timeline->isLoading(), 10000);
        const QString lines = timeline->lines().join(u'\n');
        QVERIFY2(lines.contains(u"Created: "_s + formatMoney({2599, u"USD"_s}, QLocale())),
                 qPrintable(lines));
        QVERIFY2(lines.contains(u"Captured"_s), qPrintable(lines));
        QVERIFY2(lines.contains(u"Event transaction.captured"_s), qPrintable(lines));
        QVERIFY2(lines.contains(u"HTTP 200 · attempt 1 · %1"_s.arg(m_store.url().toString())),
                 qPrintable(lines));
        QVERIFY2(lines.contains(u"attempt 1 · %1"_s.arg(dead.toString())), qPrintable(lines));

        // To look at by hand: PAYDESK_SHOT_DIR=/tmp/shots.
        if (const QString dir = qEnvironmentVariable("PAYDESK_SHOT_DIR"); !dir.isEmpty()) {
            dialog.grab().save(dir + u"/endpoints.png"_s);
            detail.resize(420, 900);
            detail.show();
            QTest::qWait(200);
            detail.grab().save(dir + u"/timeline.png"_s);
        }

        // Resend the store's event: the same webhook-id arrives again.
        const QString firstId = m_store.requests.first().webhookId();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
        dialog.resend(*delivered);
        QTRY_VERIFY_WITH_TIMEOUT(m_store.requests.size() == 2, 15000);
        QCOMPARE(m_store.requests.at(1).webhookId(), firstId);
        QVERIFY2(dialog.stateText().contains(u"again"_s), qPrintable(dialog.stateText()));

        // Disabled: no more deliveries to it; then deleted.
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
        dialog.setEndpointEnabled(store.id, false);
        QTRY_VERIFY_WITH_TIMEOUT(!endpointFor(dialog, m_store.url())->enabled, 10000);
        QCOMPARE(
            m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1500, u"USD"_s, u"o-2"_s))
                .status,
            201);
        QTest::qWait(1500);
        QCOMPARE(m_store.requests.size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
        dialog.deleteEndpoint(store.id);
        QTRY_VERIFY_WITH_TIMEOUT(!endpointFor(dialog, m_store.url()).has_value(), 10000);

        // A bad address is refused by the service, in words, and nothing is added.
        const qsizetype before = dialog.endpoints().size();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
        dialog.addEndpoint(m_sandbox.service->url().resolved(QUrl(u"/hooks"_s)).toString(), {});
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.stateText().isEmpty() && !dialog.isBusy(), 10000);
        QVERIFY2(dialog.stateText().contains(u"url"_s, Qt::CaseInsensitive),
                 qPrintable(dialog.stateText()));
        QCOMPARE(dialog.endpoints().size(), before);
    }

    // A service without the API: the dialog says so, and the buttons that would use it are off.
    void serviceWithoutTheApi()
    {
        CannedServer server;
        server.route(
            "/sandbox/v1/",
            CannedServer::answer(404, R"({"error":"not_found","details":"No such route."})"));
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = SandboxFixture::testKey();
        api::ApiClient client(config, &m_nam);
        ui::WebhookEndpointsDialog dialog(&client);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.stateText().isEmpty(), 10000);
        QVERIFY2(dialog.stateText().contains(u"no webhook endpoints API"_s),
                 qPrintable(dialog.stateText()));
        QVERIFY(!dialog.findChild<QPushButton *>(u"addEndpointButton"_s)->isEnabled());

        // The timeline says why the events are missing.
        ui::TransactionTimeline timeline;
        timeline.setClient(&client);
        api::Transaction t;
        t.id = u"txn_1"_s;
        t.status = u"captured"_s;
        t.amount = 100;
        t.currency = u"USD"_s;
        t.gateway = u"cardnet"_s;
        t.createdAt = QDateTime::currentDateTimeUtc();
        timeline.setTransaction(t);
        QTRY_VERIFY_WITH_TIMEOUT(!timeline.isLoading(), 10000);
        QVERIFY(timeline.findChild<QLabel *>(u"timelineState"_s)
                    ->text()
                    .contains(u"does not list its webhook deliveries"_s));
        QVERIFY(timeline.lines().join(u'\n').contains(u"Captured"_s));
    }
};

QTEST_MAIN(TestWebhookEndpoints)
#include "tst_webhookendpoints.moc"
