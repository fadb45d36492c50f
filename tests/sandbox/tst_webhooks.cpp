// Webhook delivery of the sandbox, seen from a receiver: payloads, Standard Webhooks signatures
// checked by a verifier of our own, retries by the schedule, the delivery log, the outbox across
// a restart, and timeouts. The sandbox goes by a TestClock, so that the contract's schedule
// (5 s, 5 min, 30 min) and its 10 s timeout pass at once: the test moves the clock on once the
// sandbox has logged an attempt.

#include "sandboxclient.h"
#include "testclock.h"
#include "webhookreceiver.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using namespace paydesk::testing;
using paydesk::sandbox::SandboxOptions;
using paydesk::sandbox::WebhookEndpoint;

namespace {

const QRegularExpression TimestampRe(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"_s);

} // namespace

class TestWebhooks : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void defaultsMatchContract();
    void eventPayload_data();
    void eventPayload();
    void verifierRejectsForgeries_data();
    void verifierRejectsForgeries();
    void eachEndpointSignsWithItsOwnSecret();
    void endpointUrlWithQuery();
    void manyEventsEachDeliveredOnce();
    void any2xxIsSuccess_data();
    void any2xxIsSuccess();
    void anythingElseIsRetried_data();
    void anythingElseIsRetried();
    void retriesUntilSuccess();
    void givesUpAfterSchedule_data();
    void givesUpAfterSchedule();
    void deliveryLogNeedsApiKey_data();
    void deliveryLogNeedsApiKey();
    void outboxSurvivesRestart();
    void removedEndpointIsAbandoned();
    void inFlightDeliverySurvivesStop();
    void timeoutIsRecordedAndRetried();
    void endlessAnswerTimesOut_data();
    void endlessAnswerTimesOut();

private:
    // With the contract's first retries: 5 s, 5 min, 30 min.
    SandboxOptions options(const QList<int> &schedule = {5, 5 * 60, 30 * 60}) const;
    // Attempts of one event in the delivery log, oldest first.
    QList<QJsonObject> attemptsOf(const QString &eventId);
    int pendingDeliveries();
    // Once the delivery log holds `attempts` attempts in all, moves the clock on by `by` (to
    // the next retry, say). False if they never came.
    bool advanceAfter(int attempts, std::chrono::milliseconds by);
    // Creates a captured charge and returns the delivered transaction.captured request.
    std::optional<ReceivedRequest> chargeAndReceive(QJsonObject *transaction = nullptr);

    std::shared_ptr<TestClock> m_clock;
    std::unique_ptr<WebhookReceiver> m_receiver;
    SandboxFixture m_sandbox;
    QString m_secret;
};

void TestWebhooks::init()
{
    m_clock = std::make_shared<TestClock>();
    m_receiver = std::make_unique<WebhookReceiver>();
    m_receiver->clock = m_clock;
    QVERIFY(m_receiver->listen());
    m_secret = newWebhookSecret();
}

void TestWebhooks::cleanup()
{
    m_sandbox.stop();
    m_receiver.reset();
}

SandboxOptions TestWebhooks::options(const QList<int> &schedule) const
{
    SandboxOptions o;
    o.webhooks = {WebhookEndpoint{m_receiver->url(), m_secret}};
    o.retryScheduleSeconds = schedule;
    o.clock = m_clock;
    return o;
}

QList<QJsonObject> TestWebhooks::attemptsOf(const QString &eventId)
{
    const HttpResult r = m_sandbox.client.get(u"/sandbox/v1/webhook-deliveries?limit=1000"_s);
    QList<QJsonObject> out;
    if (r.status != 200)
        return out;
    const QJsonArray data = r.json.value(u"data"_s).toArray();
    for (const QJsonValue &v : data) {
        if (v[u"event_id"_s].toString() == eventId)
            out << v.toObject();
    }
    std::sort(out.begin(), out.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a[u"attempt"_s].toInt() < b[u"attempt"_s].toInt();
    });
    return out;
}

int TestWebhooks::pendingDeliveries()
{
    const HttpResult r = m_sandbox.client.get(u"/sandbox/v1/webhook-deliveries"_s);
    return r.status == 200 ? r.json.value(u"pending"_s).toInt(-1) : -1;
}

bool TestWebhooks::advanceAfter(int attempts, std::chrono::milliseconds by)
{
    // The sandbox logs an attempt and arms the next in one go, so once the log shows it, the
    // retry is scheduled.
    const auto logged = [this] {
        const HttpResult r = m_sandbox.client.get(u"/sandbox/v1/webhook-deliveries?limit=1000"_s);
        return r.json.value(u"data"_s).toArray().size();
    };
    if (!QTest::qWaitFor([&] { return logged() >= attempts; }, 10000))
        return false;
    m_clock->advance(by);
    return true;
}

std::optional<ReceivedRequest> TestWebhooks::chargeAndReceive(QJsonObject *transaction)
{
    const HttpResult created = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250));
    if (created.status != 201)
        return std::nullopt;
    if (transaction)
        *transaction = created.json;
    if (!QTest::qWaitFor([this] { return !m_receiver->requests.isEmpty(); }, 10000))
        return std::nullopt;
    return m_receiver->firstOfType(u"transaction.captured"_s);
}

void TestWebhooks::defaultsMatchContract()
{
    // CONTRACT.md: success is a 2xx within 10 s; retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h.
    const SandboxOptions defaults;
    QCOMPARE(defaults.webhookTimeoutMs, 10000);
    QCOMPARE(defaults.retryScheduleSeconds,
             (QList<int>{5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600}));
}

void TestWebhooks::eventPayload_data()
{
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<qint64>("refund"); // -1: none; 0: the full remaining amount
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("status");

    QTest::newRow("captured") << qint64(1250) << u"USD"_s << qint64(-1) << u"transaction.captured"_s
                              << u"captured"_s;
    QTest::newRow("captured JPY") << qint64(1500) << u"JPY"_s << qint64(-1)
                                  << u"transaction.captured"_s << u"captured"_s;
    QTest::newRow("declined (amount ends in 02)")
        << qint64(1202) << u"USD"_s << qint64(-1) << u"transaction.failed"_s << u"failed"_s;
    QTest::newRow("refunded in full")
        << qint64(5000) << u"USD"_s << qint64(0) << u"transaction.refunded"_s << u"refunded"_s;
    QTest::newRow("refunded in part") << qint64(5000) << u"EUR"_s << qint64(1200)
                                      << u"transaction.refunded"_s << u"partially_refunded"_s;
}

void TestWebhooks::eventPayload()
{
    QFETCH(qint64, amount);
    QFETCH(QString, currency);
    QFETCH(qint64, refund);
    QFETCH(QString, type);
    QFETCH(QString, status);
    QVERIFY(m_sandbox.start(options()));
    HttpClient &api = m_sandbox.client;

    const HttpResult created = api.post(u"/api/v1/transactions"_s, chargeBody(amount, currency));
    QString transactionId;
    if (status == u"failed"_s) {
        QCOMPARE(created.status, 402);
        QCOMPARE(created.errorCode(), u"card_declined"_s);
        transactionId = created.json.value(u"transaction_id"_s).toString();
    } else {
        QCOMPARE(created.status, 201);
        transactionId = created.json.value(u"id"_s).toString();
    }
    QVERIFY(transactionId.startsWith(u"txn_"_s));

    QJsonObject refundJson;
    if (refund >= 0) {
        const QJsonObject body = refund > 0 ? QJsonObject{{u"amount"_s, refund}} : QJsonObject{};
        const HttpResult r =
            api.post(u"/api/v1/transactions/"_s + transactionId + u"/refunds"_s, body);
        QCOMPARE(r.status, 201);
        refundJson = r.json;
        QVERIFY(refundJson.value(u"id"_s).toString().startsWith(u"ref_"_s));
    }
    // The event carries the transaction as the API shows it after the change.
    const HttpResult current = api.get(u"/api/v1/transactions/"_s + transactionId);
    QCOMPARE(current.status, 200);
    QCOMPARE(current.json.value(u"status"_s).toString(), status);
    if (refund < 0 && status == u"captured"_s)
        QCOMPARE(current.json, created.json);

    QTRY_VERIFY_WITH_TIMEOUT(m_receiver->firstOfType(type).has_value(), 10000);
    const ReceivedRequest hook = *m_receiver->firstOfType(type);
    QCOMPARE(hook.method, QByteArray("POST"));
    QCOMPARE(hook.path, QByteArray("/hooks/paydesk"));
    QVERIFY(hook.header("content-type").startsWith("application/json"));

    const QJsonObject payload = hook.json();
    QVERIFY2(!payload.isEmpty(), hook.body.constData());
    const QString eventId = payload.value(u"id"_s).toString();
    QVERIFY2(eventId.startsWith(u"evt_"_s), qPrintable(eventId));
    QCOMPARE(hook.webhookId(), eventId);
    QCOMPARE(payload.value(u"type"_s).toString(), type);
    QVERIFY2(TimestampRe.match(payload.value(u"created_at"_s).toString()).hasMatch(),
             qPrintable(payload.value(u"created_at"_s).toString()));
    const QJsonObject data = payload.value(u"data"_s).toObject();
    QCOMPARE(data.value(u"object"_s).toObject(), current.json);
    if (refund >= 0) {
        QCOMPARE(data.value(u"refund"_s).toObject(), refundJson);
        QCOMPARE(data.value(u"object"_s)[u"amount_refunded"_s].toInteger(),
                 refund > 0 ? refund : amount);
    } else {
        QVERIFY(!data.contains(u"refund"_s));
    }

    const WebhookVerdict verdict = verifyStandardWebhook(m_secret, hook);
    QVERIFY2(verdict.ok, qPrintable(verdict.reason));
}

void TestWebhooks::verifierRejectsForgeries_data()
{
    QTest::addColumn<QString>("forgery");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("genuine") << u"none"_s << true;
    QTest::newRow("valid entry among others") << u"extra entries"_s << true;
    QTest::newRow("tampered body") << u"body"_s << false;
    QTest::newRow("different secret") << u"secret"_s << false;
    QTest::newRow("tampered webhook-id") << u"id"_s << false;
    QTest::newRow("shifted timestamp") << u"timestamp"_s << false;
    QTest::newRow("stale (6 minutes late)") << u"stale"_s << false;
    QTest::newRow("only a v2 entry") << u"version"_s << false;
    QTest::newRow("no signature") << u"no signature"_s << false;
}

void TestWebhooks::verifierRejectsForgeries()
{
    QFETCH(QString, forgery);
    QFETCH(bool, accepted);
    QVERIFY(m_sandbox.start(options()));
    const auto hook = chargeAndReceive();
    QVERIFY(hook);

    QString secret = m_secret;
    QByteArray id = hook->header("webhook-id");
    QByteArray timestamp = hook->header("webhook-timestamp");
    QByteArray signature = hook->header("webhook-signature");
    QByteArray body = hook->body;
    qint64 now = m_clock->nowSecs();
    if (forgery == u"extra entries"_s)
        signature = "v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA= v2,bogus " + signature;
    else if (forgery == u"body"_s)
        body.replace("1250", "9250");
    else if (forgery == u"secret"_s)
        secret = newWebhookSecret();
    else if (forgery == u"id"_s)
        id += 'x';
    else if (forgery == u"timestamp"_s)
        timestamp = QByteArray::number(timestamp.toLongLong() + 1);
    else if (forgery == u"stale"_s)
        now = timestamp.toLongLong() + 6 * 60;
    else if (forgery == u"version"_s)
        signature.replace("v1,", "v2,");
    else if (forgery == u"no signature"_s)
        signature.clear();
    QVERIFY(forgery == u"none"_s || body != hook->body || secret != m_secret ||
            id != hook->header("webhook-id") || timestamp != hook->header("webhook-timestamp") ||
            signature != hook->header("webhook-signature") || now != m_clock->nowSecs());

    const WebhookVerdict verdict =
        verifyStandardWebhook(secret, id, timestamp, signature, body, now);
    QVERIFY2(verdict.ok == accepted, qPrintable(verdict.reason));
}

void TestWebhooks::eachEndpointSignsWithItsOwnSecret()
{
    WebhookReceiver second;
    second.clock = m_clock;
    QVERIFY(second.listen());
    const QString secondSecret = newWebhookSecret();
    SandboxOptions o = options();
    o.webhooks << WebhookEndpoint{second.url(), secondSecret};
    QVERIFY(m_sandbox.start(o));

    QVERIFY(chargeAndReceive());
    QTRY_COMPARE_WITH_TIMEOUT(second.requests.size(), 1, 10000);
    QCOMPARE(m_receiver->requests.size(), 1);
    const ReceivedRequest &a = m_receiver->requests.constFirst();
    const ReceivedRequest &b = second.requests.constFirst();
    QCOMPARE(a.webhookId(), b.webhookId());
    QCOMPARE(a.body, b.body);
    QVERIFY(verifyStandardWebhook(m_secret, a).ok);
    QVERIFY(verifyStandardWebhook(secondSecret, b).ok);
    QVERIFY(!verifyStandardWebhook(secondSecret, a).ok);
    QVERIFY(!verifyStandardWebhook(m_secret, b).ok);
}

void TestWebhooks::endpointUrlWithQuery()
{
    // The endpoint's secret is found again however the URL is spelt in the outbox.
    QUrl url = m_receiver->url();
    url.setQuery(u"token=a%2Fb%20c&tenant=7"_s);
    SandboxOptions o = options();
    o.webhooks = {WebhookEndpoint{url, m_secret}};
    QVERIFY(m_sandbox.start(o));
    QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 1, 10000);
    const ReceivedRequest &hook = m_receiver->requests.constFirst();
    QCOMPARE(hook.path, QByteArray("/hooks/paydesk?token=a%2Fb%20c&tenant=7"));
    QVERIFY(verifyStandardWebhook(m_secret, hook).ok);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
}

void TestWebhooks::manyEventsEachDeliveredOnce()
{
    constexpr int Charges = 30;
    SandboxOptions o = options();
    o.maxConcurrentDeliveries = 4;
    QVERIFY(m_sandbox.start(o));
    QSet<QString> transactionIds;
    for (int i = 0; i < Charges; ++i) {
        const HttpResult r = m_sandbox.client.post(
            u"/api/v1/transactions"_s, chargeBody(1000 + i * 10, u"USD"_s, u"many-%1"_s.arg(i)));
        QCOMPARE(r.status, 201);
        transactionIds.insert(r.json.value(u"id"_s).toString());
    }
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), Charges, 15000);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    QCOMPARE(m_receiver->requests.size(), Charges);
    QSet<QString> eventIds;
    QSet<QString> delivered;
    for (const ReceivedRequest &r : std::as_const(m_receiver->requests)) {
        eventIds.insert(r.webhookId());
        delivered.insert(r.json()[u"data"_s][u"object"_s][u"id"_s].toString());
        QVERIFY(verifyStandardWebhook(m_secret, r).ok);
    }
    QCOMPARE(eventIds.size(), Charges);
    QCOMPARE(delivered, transactionIds);
}

void TestWebhooks::any2xxIsSuccess_data()
{
    QTest::addColumn<int>("status");

    QTest::newRow("200 OK") << 200;
    QTest::newRow("201 Created") << 201;
    QTest::newRow("202 Accepted") << 202;
    QTest::newRow("204 No Content") << 204;
}

void TestWebhooks::any2xxIsSuccess()
{
    QFETCH(int, status);
    m_receiver->defaultStatus = status;
    QVERIFY(m_sandbox.start(options()));
    QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    const QList<QJsonObject> log = attemptsOf(m_receiver->requests.constFirst().webhookId());
    QCOMPARE(log.size(), 1);
    QCOMPARE(log[0][u"status_code"_s].toInt(), status);
    QVERIFY(log[0][u"error"_s].isNull());
}

void TestWebhooks::anythingElseIsRetried_data()
{
    QTest::addColumn<int>("status");

    QTest::newRow("302 Found (redirects are not followed)") << 302;
    QTest::newRow("400 Bad Request") << 400;
    QTest::newRow("410 Gone") << 410;
    QTest::newRow("500 Internal Server Error") << 500;
}

void TestWebhooks::anythingElseIsRetried()
{
    QFETCH(int, status);
    m_receiver->setStatusSequence({status});
    m_receiver->defaultStatus = 200;
    QVERIFY(m_sandbox.start(options()));
    QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QVERIFY(advanceAfter(1, 5s));
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 2, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    QCOMPARE(m_receiver->requests.at(1).webhookId(), m_receiver->requests.at(0).webhookId());
    const QList<QJsonObject> log = attemptsOf(m_receiver->requests.constFirst().webhookId());
    QCOMPARE(log.size(), 2);
    QCOMPARE(log[0][u"status_code"_s].toInt(), status);
    QVERIFY(!log[0][u"error"_s].toString().isEmpty());
    QCOMPARE(log[1][u"status_code"_s].toInt(), 200);
}

void TestWebhooks::retriesUntilSuccess()
{
    m_receiver->setStatusSequence({500, 500});
    m_receiver->defaultStatus = 200;
    QVERIFY(m_sandbox.start(options()));

    QJsonObject transaction;
    const HttpResult created = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250));
    QCOMPARE(created.status, 201);
    transaction = created.json;

    // Nothing goes before its time: a second short of the first retry, only the first attempt.
    QVERIFY(advanceAfter(1, 4s));
    QCOMPARE(m_receiver->requests.size(), 1);
    m_clock->advance(1s);
    QVERIFY(advanceAfter(2, 5min));
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 3, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    QCOMPARE(m_receiver->requests.size(), 3);

    const QList<ReceivedRequest> attempts = m_receiver->requests;
    const QString eventId = attempts.constFirst().json().value(u"id"_s).toString();
    QVERIFY(eventId.startsWith(u"evt_"_s));
    QCOMPARE(attempts.constFirst().json()[u"data"_s][u"object"_s].toObject(), transaction);
    for (qsizetype i = 0; i < attempts.size(); ++i) {
        const ReceivedRequest &r = attempts.at(i);
        QCOMPARE(r.webhookId(), eventId);
        QCOMPARE(r.body, attempts.constFirst().body);
        const WebhookVerdict v = verifyStandardWebhook(m_secret, r);
        QVERIFY2(v.ok, qPrintable(u"attempt %1: %2"_s.arg(i + 1).arg(v.reason)));
        if (i > 0) {
            // Signed afresh for each attempt: a later timestamp, so a different signature.
            const ReceivedRequest &prev = attempts.at(i - 1);
            QVERIFY(r.header("webhook-timestamp").toLongLong() >
                    prev.header("webhook-timestamp").toLongLong());
            QVERIFY(r.header("webhook-signature") != prev.header("webhook-signature"));
        }
    }

    // Each retry when the schedule says, by the sandbox's clock: 5 s, then 5 min later.
    const auto signedAt = [&](int i) {
        return attempts.at(i).header("webhook-timestamp").toLongLong();
    };
    QCOMPARE(signedAt(1) - signedAt(0), 5);
    QCOMPARE(signedAt(2) - signedAt(1), 5 * 60);

    const QList<QJsonObject> log = attemptsOf(eventId);
    QCOMPARE(log.size(), 3);
    const QList<int> expectedStatus{500, 500, 200};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(log[i][u"attempt"_s].toInt(), i + 1);
        QCOMPARE(log[i][u"status_code"_s].toInt(), expectedStatus[i]);
        QCOMPARE(log[i][u"url"_s].toString(), m_receiver->url().toString());
        QCOMPARE(log[i][u"error"_s].isNull(), expectedStatus[i] == 200);
        QVERIFY(TimestampRe.match(log[i][u"at"_s].toString().left(19) + u'Z').hasMatch());
    }
}

void TestWebhooks::givesUpAfterSchedule_data()
{
    QTest::addColumn<QList<int>>("schedule");

    QTest::newRow("no retries") << QList<int>{};
    QTest::newRow("one retry") << QList<int>{5};
    QTest::newRow("three retries (5 s, 5 min, 30 min)") << QList<int>{5, 5 * 60, 30 * 60};
}

void TestWebhooks::givesUpAfterSchedule()
{
    QFETCH(QList<int>, schedule);
    m_receiver->defaultStatus = 503;
    QVERIFY(m_sandbox.start(options(schedule)));
    const HttpResult created = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250));
    QCOMPARE(created.status, 201);

    const int attempts = 1 + int(schedule.size());
    for (int i = 0; i < schedule.size(); ++i)
        QVERIFY(advanceAfter(i + 1, std::chrono::seconds(schedule.at(i))));
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), attempts, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    // Given up: a day later nothing more has come.
    m_clock->advance(24h);
    QCOMPARE(pendingDeliveries(), 0);
    QCOMPARE(m_receiver->requests.size(), attempts);

    const QString eventId = m_receiver->requests.constFirst().webhookId();
    QCOMPARE(m_receiver->forEvent(eventId).size(), attempts);
    const QList<QJsonObject> log = attemptsOf(eventId);
    QCOMPARE(log.size(), attempts);
    for (int i = 0; i < attempts; ++i) {
        QCOMPARE(log[i][u"attempt"_s].toInt(), i + 1);
        QCOMPARE(log[i][u"status_code"_s].toInt(), 503);
        QVERIFY(!log[i][u"error"_s].toString().isEmpty());
    }
}

void TestWebhooks::deliveryLogNeedsApiKey_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("error");

    QTest::newRow("no key") << QString() << 401 << u"missing_api_key"_s;
    QTest::newRow("unknown key") << u"pts_test_SomeoneElse0123456789abcdefABCD"_s << 401
                                 << u"invalid_api_key"_s;
    QTest::newRow("live key") << u"pts_live_TestKey0123456789abcdefABCDEF01"_s << 403
                              << u"key_environment_mismatch"_s;
    QTest::newRow("the service's key") << SandboxFixture::testKey() << 200 << QString();
}

void TestWebhooks::deliveryLogNeedsApiKey()
{
    QFETCH(QString, key);
    QFETCH(int, status);
    QFETCH(QString, error);
    QVERIFY(m_sandbox.start(options()));
    HttpClient client;
    client.base = m_sandbox.client.base;
    client.apiKey = key;
    const HttpResult r = client.get(u"/sandbox/v1/webhook-deliveries"_s);
    QCOMPARE(r.status, status);
    QCOMPARE(r.errorCode(), error);
    if (status == 200) {
        QVERIFY(r.json.value(u"data"_s).isArray());
        QCOMPARE(r.json.value(u"pending"_s).toInt(-1), 0);
    }
}

void TestWebhooks::outboxSurvivesRestart()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const quint16 port = unusedLoopbackPort();
    QVERIFY(port != 0);
    const QUrl url(u"http://127.0.0.1:%1/hooks/paydesk"_s.arg(port));
    SandboxOptions o;
    o.dataDir = dir.path();
    o.webhooks = {WebhookEndpoint{url, m_secret}};
    o.clock = m_clock;

    // The receiver is down: the first attempt fails and the event stays in the outbox.
    QVERIFY(m_sandbox.start(o));
    const HttpResult created = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250));
    QCOMPARE(created.status, 201);
    const QString transactionId = created.json.value(u"id"_s).toString();
    QJsonObject firstAttempt;
    const auto attempted = [&] {
        const HttpResult log = m_sandbox.client.get(u"/sandbox/v1/webhook-deliveries"_s);
        const QJsonArray data = log.json.value(u"data"_s).toArray();
        if (data.isEmpty())
            return false;
        firstAttempt = data.first().toObject();
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(attempted(), 10000);
    const QString eventId = firstAttempt[u"event_id"_s].toString();
    QVERIFY(eventId.startsWith(u"evt_"_s));
    QVERIFY(firstAttempt[u"status_code"_s].isNull());
    QVERIFY(!firstAttempt[u"error"_s].toString().isEmpty());
    QCOMPARE(pendingDeliveries(), 1);
    m_sandbox.stop();

    WebhookReceiver receiver;
    receiver.clock = m_clock;
    QVERIFY(receiver.listen(port));
    QVERIFY(m_sandbox.start(o));
    // The retry is due 5 s after the failed attempt, in this run as in the last.
    QCOMPARE(receiver.requests.size(), 0);
    m_clock->advance(5s);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    const ReceivedRequest &hook = receiver.requests.constFirst();
    QCOMPARE(hook.webhookId(), eventId);
    QCOMPARE(hook.eventType(), u"transaction.captured"_s);
    QCOMPARE(hook.json()[u"data"_s][u"object"_s].toObject(), created.json);
    const WebhookVerdict v = verifyStandardWebhook(m_secret, hook);
    QVERIFY2(v.ok, qPrintable(v.reason));

    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    const QList<QJsonObject> log = attemptsOf(eventId);
    QVERIFY(log.size() >= 2);
    QCOMPARE(log.constLast()[u"status_code"_s].toInt(), 200);
    for (qsizetype i = 0; i + 1 < log.size(); ++i)
        QVERIFY(log[i][u"status_code"_s].isNull());
    QCOMPARE(m_sandbox.client.get(u"/api/v1/transactions/"_s + transactionId).status, 200);
}

void TestWebhooks::removedEndpointIsAbandoned()
{
    // An endpoint configured in one run and gone in the next: nobody holds its secret any more,
    // so its undelivered events end once, with an entry in the delivery log, instead of being
    // retried forever; and they stay ended if the URL is configured again later.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const quint16 port = unusedLoopbackPort();
    QVERIFY(port != 0);
    const QUrl gone(u"http://127.0.0.1:%1/hooks/old"_s.arg(port));
    SandboxOptions first;
    first.dataDir = dir.path();
    first.webhooks = {WebhookEndpoint{gone, m_secret}};
    first.retryScheduleSeconds = {3600};
    first.clock = m_clock;

    // Nobody listens at the old URL: the event stays in the outbox.
    QVERIFY(m_sandbox.start(first));
    const HttpResult created = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250));
    QCOMPARE(created.status, 201);
    QString eventId;
    const auto attempted = [&] {
        const HttpResult log = m_sandbox.client.get(u"/sandbox/v1/webhook-deliveries"_s);
        const QJsonArray data = log.json.value(u"data"_s).toArray();
        if (data.isEmpty())
            return false;
        eventId = data.first()[u"event_id"_s].toString();
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(attempted(), 10000);
    QCOMPARE(pendingDeliveries(), 1);
    m_sandbox.stop();

    // The next run delivers elsewhere only.
    SandboxOptions second = options();
    second.dataDir = dir.path();
    QVERIFY(m_sandbox.start(second));
    // Ended at start, before anything was served: nothing of it is pending.
    QCOMPARE(pendingDeliveries(), 0);
    const QList<QJsonObject> log = attemptsOf(eventId);
    QVERIFY(log.size() >= 2);
    const QJsonObject last = log.constLast();
    QCOMPARE(last[u"url"_s].toString(), gone.toString());
    QVERIFY(last[u"status_code"_s].isNull());
    QVERIFY2(last[u"error"_s].toString().contains(u"endpoint no longer configured"_s),
             qPrintable(last[u"error"_s].toString()));
    QCOMPARE(last[u"attempt"_s].toInt(), log.size());
    // New events go to the configured endpoint, and the old one is not touched again.
    const auto hook = chargeAndReceive();
    QVERIFY(hook);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    QCOMPARE(attemptsOf(eventId).size(), log.size());
    QVERIFY(m_receiver->forEvent(eventId).isEmpty());
    m_sandbox.stop();

    // The old URL comes back: only what is new goes there; nothing old is pending.
    WebhookReceiver back;
    back.clock = m_clock;
    QVERIFY(back.listen(port));
    QVERIFY(m_sandbox.start(first));
    QCOMPARE(pendingDeliveries(), 0);
    const HttpResult later = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1350));
    QCOMPARE(later.status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(back.requests.size(), 1, 10000);
    QCOMPARE(back.requests.constFirst().json()[u"data"_s][u"object"_s][u"id"_s].toString(),
             later.json[u"id"_s].toString());
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    QCOMPARE(back.requests.size(), 1);
    QCOMPARE(attemptsOf(eventId).size(), log.size());
}

void TestWebhooks::inFlightDeliverySurvivesStop()
{
    // The service stops while a delivery waits for its answer: the event stays in the outbox.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxOptions o = options();
    o.dataDir = dir.path();
    m_receiver->setStatusSequence({WebhookReceiver::NoAnswer});
    m_receiver->defaultStatus = 200;
    QVERIFY(m_sandbox.start(o));
    const HttpResult created = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250));
    QCOMPARE(created.status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 1, 10000);
    const QString eventId = m_receiver->requests.constFirst().webhookId();
    m_sandbox.stop();

    QVERIFY(m_sandbox.start(o));
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 2, 10000);
    QCOMPARE(m_receiver->requests.at(1).webhookId(), eventId);
    QVERIFY(verifyStandardWebhook(m_secret, m_receiver->requests.at(1)).ok);
}

void TestWebhooks::timeoutIsRecordedAndRetried()
{
    // The contract's 10 s: the clock passes them while the receiver keeps quiet.
    m_receiver->setStatusSequence({WebhookReceiver::NoAnswer});
    m_receiver->defaultStatus = 200;
    QVERIFY(m_sandbox.start(options()));
    const HttpResult created = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250));
    QCOMPARE(created.status, 201);

    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 1, 10000);
    m_clock->advance(9999ms);
    QCOMPARE(pendingDeliveries(), 1);
    QVERIFY(attemptsOf(m_receiver->requests.constFirst().webhookId()).isEmpty());
    m_clock->advance(1ms);
    QVERIFY(advanceAfter(1, 5s));
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 2, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    const ReceivedRequest &first = m_receiver->requests.at(0);
    const ReceivedRequest &second = m_receiver->requests.at(1);
    QCOMPARE(second.webhookId(), first.webhookId());
    // Retried 5 s after the attempt ended, which was 10 s after it began.
    QCOMPARE(second.receivedAtMs - first.receivedAtMs, 15'000);
    QVERIFY(verifyStandardWebhook(m_secret, second).ok);

    const QList<QJsonObject> log = attemptsOf(first.webhookId());
    QCOMPARE(log.size(), 2);
    QVERIFY(log[0][u"status_code"_s].isNull());
    QCOMPARE(log[0][u"error"_s].toString(), u"timed out after 10000 ms"_s);
    QCOMPARE(log[0][u"duration_ms"_s].toInt(), 10000);
    QCOMPARE(log[1][u"status_code"_s].toInt(), 200);
    QVERIFY(log[1][u"error"_s].isNull());
}

void TestWebhooks::endlessAnswerTimesOut_data()
{
    QTest::addColumn<int>("mode");

    QTest::newRow("header lines without end") << int(WebhookReceiver::TrickleHeaders);
    QTest::newRow("a 200 whose body never ends") << int(WebhookReceiver::TrickleBody);
}

void TestWebhooks::endlessAnswerTimesOut()
{
    // The receiver keeps sending and never completes its answer: the timeout bounds the whole
    // exchange ("a 2xx within 10 s"), not only silence between bytes.
    QFETCH(int, mode);
    m_receiver->setStatusSequence({mode});
    m_receiver->defaultStatus = 200;
    QVERIFY(m_sandbox.start(options()));
    QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 1, 10000);
    const QString eventId = m_receiver->requests.constFirst().webhookId();

    // The first attempt ends at the timeout, with an error, while bytes still come.
    m_clock->advance(10s);
    QTRY_VERIFY_WITH_TIMEOUT(!attemptsOf(eventId).isEmpty(), 10000);
    const QJsonObject first = attemptsOf(eventId).constFirst();
    QVERIFY2(!first[u"error"_s].toString().isEmpty(), "an unfinished answer is no success");
    QCOMPARE(first[u"duration_ms"_s].toInt(), 10000);
    // And the event is delivered by the retry.
    QVERIFY(advanceAfter(1, 5s));
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests.size(), 2, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(pendingDeliveries(), 0, 5000);
    const QList<QJsonObject> log = attemptsOf(eventId);
    QCOMPARE(log.size(), 2);
    QCOMPARE(log[1][u"status_code"_s].toInt(), 200);
    QVERIFY(log[1][u"error"_s].isNull());
}

QTEST_GUILESS_MAIN(TestWebhooks)
#include "tst_webhooks.moc"
