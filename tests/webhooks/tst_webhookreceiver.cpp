// The receiver over real HTTP on loopback: deliveries signed by the test's own implementation
// (signing.h) and by the real sandbox, bad deliveries, other methods, the configured answers,
// duplicates, the store across a restart, replay to a second receiver, and the sandbox's retry
// schedule seen from the receiving end (the sandbox and the receiver on one TestClock).

#include "sandboxclient.h"
#include "signing.h"
#include "startreceiver.h"
#include "testclock.h"
#include "webhooks/deliverystore.h"
#include "webhooks/replay.h"
#include "webhooks/webhookreceiver.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using namespace paydesk::testing;
using namespace paydesk::webhooks;

Q_DECLARE_METATYPE(paydesk::webhooks::Verdict)

namespace {

Delivery deliveryAt(const QSignalSpy &spy, qsizetype i)
{
    return spy.at(i).at(0).value<Delivery>();
}

QUrl at(const QUrl &base, const QString &pathAndQuery)
{
    return base.resolved(QUrl(pathAndQuery));
}

} // namespace

class TestWebhookReceiver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void receivesAndVerifies();
    void badDeliveriesOverHttp_data();
    void badDeliveriesOverHttp();
    void otherMethodsAre405AndRecorded_data();
    void otherMethodsAre405AndRecorded();
    void pathSecretsTakePrecedence();
    void retentionAppliesLive();
    void agePrunedOnATimer();
    void configuredResponses_data();
    void configuredResponses();
    void duplicatesCarryTheirAttempt();
    void storedAcrossRestart();
    void answeredOnceStored();
    void notStoredIsAnswered503();
    void nonLoopbackNeedsTheFlag();
    void portTakenFallsBack();
    void replayToSecondReceiver();
    void curlAndExportRedact();
    void jsonBodiesRedacted();
    void credentialHeaders_data();
    void credentialHeaders();
    void credentialsNeitherStoredNorSentOn();
    void replayKeepsTheAnswersStart();
    void fromTheSandbox();
    void sandboxRetryScheduleEndToEnd();

private:
    // Options that store in `dir`, checking with the test's secret.
    ReceiverOptions storing(const QTemporaryDir &dir) const
    {
        ReceiverOptions options;
        options.secret = m_secret;
        options.storePath = dir.filePath(u"deliveries.sqlite"_s);
        return options;
    }

    QString m_secret;
};

void TestWebhookReceiver::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_secret = makeSecret();
}

void TestWebhookReceiver::receivesAndVerifies()
{
    ReceiverOptions options;
    options.secret = m_secret;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QCOMPARE(receiver->url().host(), u"127.0.0.1"_s);
    QVERIFY(receiver->url().port() > 0);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);

    const QByteArray body = eventBody(u"evt_Receive000000000000001"_s);
    RawHeaders headers = standardHeaders(m_secret, "evt_Receive000000000000001", nowSecs(), body);
    headers.append(qMakePair(QByteArray("Authorization"),
                             QByteArray("Bearer pts_test_SecretSecretSecretSecret0123")));
    const PostResult r = sendRequest(at(receiver->url(), u"/hooks/shop?store=1"_s), headers, body);
    QCOMPARE(r.status, 200);
    QCOMPARE(QJsonDocument::fromJson(r.body).object().value(u"received"_s).toBool(), true);
    QTRY_COMPARE(spy.size(), 1);
    const Delivery d = deliveryAt(spy, 0);
    QCOMPARE(verdictName(d.verification.verdict), u"valid"_s);
    QCOMPARE(d.verification.scheme, SignatureScheme::StandardWebhooks);
    QCOMPARE(d.webhookId, u"evt_Receive000000000000001"_s);
    QCOMPARE(d.eventType, u"transaction.captured"_s);
    QCOMPARE(d.transactionId, u"txn_PKgp5uxq0kfzMROQZYFc9eDy"_s);
    QCOMPARE(d.amount, std::optional<qint64>(2599));
    QCOMPARE(d.currency, u"USD"_s);
    QCOMPARE(d.method, QByteArray("POST"));
    QCOMPARE(d.path, u"/hooks/shop"_s);
    QCOMPARE(d.query, u"store=1"_s);
    QCOMPARE(d.body, body);
    QCOMPARE(d.bodySize, body.size());
    QVERIFY(!d.bodyTruncated);
    QCOMPARE(d.header("webhook-id"), QByteArray("evt_Receive000000000000001"));
    // The sender's credential is not kept: its name and scheme only.
    QCOMPARE(d.header("AUTHORIZATION"), QByteArray("Bearer ****"));
    QVERIFY(d.remoteAddress.contains(u"127.0.0.1"_s));
    QVERIFY(d.remotePort > 0);
    QVERIFY(qAbs(d.receivedAt.msecsTo(QDateTime::currentDateTimeUtc())) < 10000);
    QCOMPARE(d.attempt, 1);
    QCOMPARE(d.responseStatus, 200);
    QCOMPARE(d.id, 0); // no store
}

void TestWebhookReceiver::badDeliveriesOverHttp_data()
{
    QTest::addColumn<RawHeaders>("headers");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<Verdict>("verdict");
    QTest::addColumn<int>("status");

    const QString secret = makeSecret();
    m_secret = secret; // the receiver of each row checks with this one
    const qint64 now = nowSecs();
    const QByteArray body = eventBody();
    const QByteArray id = "evt_Test0000000000000001";
    const RawHeaders good = standardHeaders(secret, id, now, body);
    auto without = [](RawHeaders h, const QByteArray &name) {
        h.removeIf([&](const auto &p) { return p.first == name; });
        return h;
    };
    const QByteArray big = "{\"pad\":\"" + QByteArray(2 * 1024 * 1024, 'x') + "\"}";

    QTest::newRow("valid") << good << body << Verdict::Valid << 200;
    QTest::newRow("missing headers") << RawHeaders{} << body << Verdict::NoSignatureHeader << 200;
    QTest::newRow("missing webhook-id")
        << without(good, "webhook-id") << body << Verdict::MalformedHeader << 200;
    QTest::newRow("malformed signature")
        << RawHeaders{{"webhook-id", id},
                      {"webhook-timestamp", QByteArray::number(now)},
                      {"webhook-signature", "sha256=deadbeef"}}
        << body << Verdict::MalformedHeader << 200;
    QTest::newRow("stale") << standardHeaders(secret, id, now - 3600, body) << body
                           << Verdict::TimestampTooOld << 200;
    QTest::newRow("future") << standardHeaders(secret, id, now + 3600, body) << body
                            << Verdict::TimestampInFuture << 200;
    QTest::newRow("wrong secret") << standardHeaders(makeSecret(), id, now, body) << body
                                  << Verdict::NoMatchingSignature << 200;
    QTest::newRow("altered body") << good << QByteArray(body).replace("captured", "refunded")
                                  << Verdict::NoMatchingSignature << 200;
    QTest::newRow("not JSON") << standardHeaders(secret, id, now, "a=1&b=2")
                              << QByteArray("a=1&b=2") << Verdict::BodyNotJson << 200;
    QTest::newRow("2 MiB") << standardHeaders(secret, id, now, big) << big << Verdict::Valid << 413;
    QTest::newRow("empty, unsigned")
        << RawHeaders{} << QByteArray("") << Verdict::NoSignatureHeader << 200;
    QTest::newRow("empty, signed")
        << standardHeaders(secret, id, now, "") << QByteArray("") << Verdict::BodyNotJson << 200;
    QTest::newRow("stripe-style") << RawHeaders{{"Stripe-Signature",
                                                 "t=" + QByteArray::number(now) +
                                                     ",v1=" + stripeSignature(secret, now, body)}}
                                  << body << Verdict::Valid << 200;
}

void TestWebhookReceiver::badDeliveriesOverHttp()
{
    QFETCH(RawHeaders, headers);
    QFETCH(QByteArray, body);
    QFETCH(Verdict, verdict);
    QFETCH(int, status);
    ReceiverOptions options;
    options.secret = m_secret;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    const PostResult r = sendRequest(at(receiver->url(), u"/hooks"_s), headers, body);
    QCOMPARE(r.status, status);
    QTRY_COMPARE(spy.size(), 1);
    const Delivery d = deliveryAt(spy, 0);
    QCOMPARE(verdictName(d.verification.verdict), verdictName(verdict));
    QCOMPARE(d.responseStatus, status);
    QCOMPARE(d.bodySize, body.size());
    if (status == 413) {
        QVERIFY(d.bodyTruncated);
        QCOMPARE(d.body.size(), receiver->options().maxBodyBytes);
        QCOMPARE(QJsonDocument::fromJson(r.body).object().value(u"error"_s).toString(),
                 u"payload_too_large"_s);
    } else {
        QVERIFY(!d.bodyTruncated);
        QCOMPARE(d.body, body);
    }
    // Still answering.
    QCOMPARE(sendRequest(at(receiver->url(), u"/after"_s), {}, "{}").status, 200);
}

void TestWebhookReceiver::otherMethodsAre405AndRecorded_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::newRow("GET") << QByteArray("GET");
    QTest::newRow("PUT") << QByteArray("PUT");
    QTest::newRow("DELETE") << QByteArray("DELETE");
    QTest::newRow("PATCH") << QByteArray("PATCH");
}

void TestWebhookReceiver::otherMethodsAre405AndRecorded()
{
    QFETCH(QByteArray, method);
    QTemporaryDir dir;
    const ReceiverOptions options = storing(dir);
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    // Signed as a webhook would be: still not one, since it is not a POST.
    const QByteArray body = method == "GET" ? QByteArray() : eventBody();
    const PostResult r = sendRequest(
        at(receiver->url(), u"/hooks?x=1"_s),
        standardHeaders(m_secret, "evt_Test0000000000000001", nowSecs(), body), body, method);
    QCOMPARE(r.status, 405);
    QCOMPARE(r.header("Allow"), QByteArray("POST"));
    QCOMPARE(QJsonDocument::fromJson(r.body).object().value(u"error"_s).toString(),
             u"method_not_allowed"_s);
    // The same event POSTed afterwards is its first attempt: the other request was none.
    const QByteArray event = eventBody();
    QCOMPARE(sendRequest(at(receiver->url(), u"/hooks"_s),
                         standardHeaders(m_secret, "evt_Test0000000000000001", nowSecs(), event),
                         event)
                 .status,
             200);
    QTRY_COMPARE(spy.size(), 2); // captured, both
    const Delivery other = deliveryAt(spy, 0);
    QCOMPARE(other.method, method);
    QCOMPARE(other.path, u"/hooks"_s);
    QCOMPARE(other.query, u"x=1"_s);
    QCOMPARE(other.body, body);
    QCOMPARE(other.verification.verdict, Verdict::MethodNotAllowed);
    QVERIFY(other.verification.reason.contains(QString::fromLatin1(method)));
    QCOMPARE(other.responseStatus, 405);
    QCOMPARE(other.attempt, 1);
    QVERIFY(other.webhookId.isEmpty()); // not a delivery of the event it names
    QVERIFY(other.id > 0);
    QCOMPARE(deliveryAt(spy, 1).method, QByteArray("POST"));
    QCOMPARE(deliveryAt(spy, 1).webhookId, u"evt_Test0000000000000001"_s);
    QCOMPARE(deliveryAt(spy, 1).attempt, 1);
    QVERIFY(deliveryAt(spy, 1).verification.isValid());
    DeliveryStore store;
    QVERIFY(store.open(options.storePath));
    const auto stored = store.get(other.id);
    QVERIFY(stored);
    QCOMPARE(stored->method, method);
    QCOMPARE(stored->verification.verdict, Verdict::MethodNotAllowed);
    DeliveryFilter f;
    f.verdict = Verdict::MethodNotAllowed;
    QCOMPARE(store.query(f).size(), 1);
}

void TestWebhookReceiver::pathSecretsTakePrecedence()
{
    const QString profileSecret = makeSecret();
    const QString localSecret = makeSecret();
    ReceiverOptions options;
    options.secret = profileSecret;
    options.pathSecrets.insert(u"/webhooks/local-sandbox"_s, {localSecret, u"the Local one"_s});
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QCOMPARE(receiver->pathSecret(u"/webhooks/local-sandbox"_s), localSecret);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    const QByteArray body = eventBody();
    auto post = [&](const QString &path, const QString &secret) {
        return sendRequest(at(receiver->url(), path),
                           standardHeaders(secret, "evt_Test0000000000000001", nowSecs(), body),
                           body)
            .status;
    };
    QCOMPARE(post(u"/webhooks/local-sandbox"_s, localSecret), 200);
    QCOMPARE(post(u"/webhooks/local-sandbox"_s, profileSecret), 200);
    QCOMPARE(post(u"/shop"_s, profileSecret), 200);
    QCOMPARE(post(u"/shop"_s, localSecret), 200);
    QTRY_COMPARE(spy.size(), 4);
    QVERIFY(deliveryAt(spy, 0).verification.isValid());
    QCOMPARE(deliveryAt(spy, 1).verification.verdict, Verdict::NoMatchingSignature);
    QVERIFY(deliveryAt(spy, 2).verification.isValid());
    QCOMPARE(deliveryAt(spy, 3).verification.verdict, Verdict::NoMatchingSignature);
    // The Secret step says which secret was used.
    const auto secretStep = [](const Delivery &d) {
        for (const VerificationStep &step : d.verification.steps) {
            if (step.title == u"Secret"_s)
                return step.detail;
        }
        return QString();
    };
    QVERIFY2(secretStep(deliveryAt(spy, 0)).contains(u"the Local one"_s),
             qPrintable(secretStep(deliveryAt(spy, 0))));
    QVERIFY(!secretStep(deliveryAt(spy, 2)).contains(u"the Local one"_s));

    // A new default secret leaves the path's alone; removing the path's falls back.
    const QString next = makeSecret();
    receiver->setSecret(next);
    QCOMPARE(post(u"/webhooks/local-sandbox"_s, localSecret), 200);
    receiver->setPathSecret(u"/webhooks/local-sandbox"_s, {});
    QCOMPARE(post(u"/webhooks/local-sandbox"_s, next), 200);
    // Set while running, with the default label naming the path; kept across a restart.
    receiver->setPathSecret(u"/other"_s, localSecret);
    QCOMPARE(post(u"/other"_s, localSecret), 200);
    QTRY_COMPARE(spy.size(), 7);
    QVERIFY(deliveryAt(spy, 4).verification.isValid());
    QVERIFY(deliveryAt(spy, 5).verification.isValid());
    QVERIFY(deliveryAt(spy, 6).verification.isValid());
    QVERIFY(secretStep(deliveryAt(spy, 6)).contains(u"registered for /other"_s));
    ReceiverOptions again;
    again.port = quint16(receiver->url().port());
    QSignalSpy ready(receiver.get(), &WebhookReceiver::ready);
    receiver->start(again);
    QVERIFY(ready.wait(5000));
    QCOMPARE(receiver->pathSecret(u"/other"_s), localSecret);
    QCOMPARE(receiver->secret(), next);
    QCOMPARE(post(u"/other"_s, localSecret), 200);
    QTRY_COMPARE(spy.size(), 8);
    QVERIFY(deliveryAt(spy, 7).verification.isValid());
}

void TestWebhookReceiver::retentionAppliesLive()
{
    QTemporaryDir dir;
    ReceiverOptions options;
    options.storePath = dir.filePath(u"deliveries.sqlite"_s);
    options.retention.maxCount = 0;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    for (int i = 0; i < 5; ++i)
        sendRequest(at(receiver->url(), u"/"_s), {}, "{}");
    QTRY_COMPARE(spy.size(), 5);
    DeliveryStore store;
    QVERIFY(store.open(options.storePath));
    QCOMPARE(store.count(), 5);
    receiver->setRetention({2, 30});
    QTRY_COMPARE(store.count(), 2);
    QCOMPARE(receiver->options().retention.maxCount, 2);
}

void TestWebhookReceiver::agePrunedOnATimer()
{
    // Age applies while nothing arrives: the receiver prunes on a timer too, hourly.
    const auto clock = std::make_shared<TestClock>();
    QTemporaryDir dir;
    ReceiverOptions options;
    options.storePath = dir.filePath(u"deliveries.sqlite"_s);
    options.retention = {0, 1};
    options.clock = clock;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    DeliveryStore store;
    QVERIFY(store.open(options.storePath));
    Delivery old;
    old.receivedAt = clock->nowUtc().addDays(-2);
    old.path = u"/"_s;
    old.body = "{}";
    QVERIFY(store.insert(old));
    QCOMPARE(store.count(), 1);
    clock->advance(59min);
    QCOMPARE(store.count(), 1);
    clock->advance(1min);
    QCOMPARE(store.count(), 0);
}

void TestWebhookReceiver::configuredResponses_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("delayMs");
    QTest::newRow("200") << 200 << 0;
    QTest::newRow("500") << 500 << 0;
    QTest::newRow("410") << 410 << 0;
    QTest::newRow("429") << 429 << 0;
    QTest::newRow("204") << 204 << 0;
    QTest::newRow("200 after 400 ms") << 200 << 400;
}

void TestWebhookReceiver::configuredResponses()
{
    QFETCH(int, status);
    QFETCH(int, delayMs);
    const auto receiver = startReceiver({});
    QVERIFY(receiver);
    QSignalSpy changed(receiver.get(), &WebhookReceiver::responseChanged);
    receiver->setResponse({status, delayMs});
    QCOMPARE(changed.size(), status == 200 && delayMs == 0 ? 0 : 1);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    QElapsedTimer timer;
    timer.start();
    const PostResult r = sendRequest(at(receiver->url(), u"/"_s), {}, eventBody());
    QCOMPARE(r.status, status);
    QVERIFY(timer.elapsed() >= delayMs);
    if (status == 429)
        QCOMPARE(r.header("Retry-After"), QByteArray("1"));
    QTRY_COMPARE(spy.size(), 1);
    QCOMPARE(deliveryAt(spy, 0).responseStatus, status);
    QCOMPARE(deliveryAt(spy, 0).responseDelayMs, delayMs);
}

void TestWebhookReceiver::duplicatesCarryTheirAttempt()
{
    ReceiverOptions options;
    options.secret = m_secret;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    const QByteArray body = eventBody(u"evt_Dup0000000000000000001"_s);
    for (int i = 0; i < 3; ++i) {
        const RawHeaders h =
            standardHeaders(m_secret, "evt_Dup0000000000000000001", nowSecs(), body);
        QCOMPARE(sendRequest(at(receiver->url(), u"/"_s), h, body).status, 200);
    }
    const QByteArray other = eventBody(u"evt_Dup0000000000000000002"_s);
    sendRequest(at(receiver->url(), u"/"_s),
                standardHeaders(m_secret, "evt_Dup0000000000000000002", nowSecs(), other), other);
    QTRY_COMPARE(spy.size(), 4);
    QCOMPARE(deliveryAt(spy, 0).attempt, 1);
    QVERIFY(!deliveryAt(spy, 0).isDuplicate());
    QCOMPARE(deliveryAt(spy, 1).attempt, 2);
    QVERIFY(deliveryAt(spy, 1).isDuplicate());
    QCOMPARE(deliveryAt(spy, 2).attempt, 3);
    QCOMPARE(deliveryAt(spy, 3).attempt, 1);
}

void TestWebhookReceiver::storedAcrossRestart()
{
    QTemporaryDir dir;
    ReceiverOptions options;
    options.secret = m_secret;
    options.storePath = dir.filePath(u"webhooks/deliveries.sqlite"_s);
    const QByteArray body = eventBody(u"evt_Keep0000000000000000001"_s);
    {
        const auto receiver = startReceiver(options);
        QVERIFY(receiver);
        QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
        for (int i = 0; i < 3; ++i) {
            const QByteArray b = eventBody(u"evt_Keep000000000000000000%1"_s.arg(i + 1));
            sendRequest(at(receiver->url(), u"/"_s),
                        standardHeaders(m_secret,
                                        "evt_Keep000000000000000000" + QByteArray::number(i + 1),
                                        nowSecs(), b),
                        b);
        }
        QTRY_COMPARE(spy.size(), 3);
        QVERIFY(deliveryAt(spy, 0).id > 0);
    }
    // The GUI thread reads through a connection of its own.
    DeliveryStore store;
    QVERIFY(store.open(options.storePath));
    QCOMPARE(store.count(), 3);

    const auto again = startReceiver(options);
    QVERIFY(again);
    QSignalSpy spy(again.get(), &WebhookReceiver::deliveryReceived);
    sendRequest(at(again->url(), u"/"_s),
                standardHeaders(m_secret, "evt_Keep0000000000000000001", nowSecs(), body), body);
    QTRY_COMPARE(spy.size(), 1);
    // The store remembers the first run's delivery of the same event.
    QCOMPARE(deliveryAt(spy, 0).attempt, 2);
    QCOMPARE(store.count(), 4);
    const QList<Delivery> rows = store.query({}, 10, false);
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows.first().webhookId, u"evt_Keep0000000000000000001"_s);
    QCOMPARE(rows.first().attempt, 2);
    QCOMPARE(rows.first().body, body);
    QVERIFY(rows.first().verification.isValid());
    QVERIFY(!rows.first().verification.steps.isEmpty());
}

// Storing runs on a thread of its own; a delivery is still answered only once
// it is committed: a reader of the file finds each one as soon as its 200 arrives. Stopping
// with deliveries on their way stores and answers them first.
void TestWebhookReceiver::answeredOnceStored()
{
    QTemporaryDir dir;
    const ReceiverOptions options = storing(dir);
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    DeliveryStore reader;
    QVERIFY(reader.open(options.storePath));
    for (int i = 1; i <= 20; ++i) {
        const QByteArray id = "evt_Stored" + QByteArray::number(i).rightJustified(16, '0');
        const QByteArray b = eventBody(QString::fromLatin1(id));
        const PostResult r = sendRequest(at(receiver->url(), u"/"_s),
                                         standardHeaders(m_secret, id, nowSecs(), b), b);
        QCOMPARE(r.status, 200);
        QCOMPARE(reader.count(), i);
    }
    const QList<Delivery> rows = reader.query({}, 1, false);
    QCOMPARE(rows.size(), 1);
    QVERIFY(rows.first().verification.isValid());
    QCOMPARE(rows.first().attempt, 1);

    // Requests in flight when the receiver stops: each is either answered 200 and stored, or
    // not answered at all (the sender retries); none is answered and lost.
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QList<QNetworkReply *> replies;
    for (int i = 0; i < 6; ++i) {
        const QByteArray id = "evt_Flight" + QByteArray::number(i).rightJustified(16, '0');
        const QByteArray b = eventBody(QString::fromLatin1(id));
        QNetworkRequest request(at(receiver->url(), u"/"_s));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        for (const auto &h : standardHeaders(m_secret, id, nowSecs(), b))
            request.setRawHeader(h.first, h.second);
        replies << nam.post(request, b);
    }
    QTRY_VERIFY(reader.count() > 20);
    receiver->stop();
    int answered = 0;
    for (QNetworkReply *reply : replies) {
        QTRY_VERIFY(reply->isFinished());
        if (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200)
            ++answered;
        delete reply;
    }
    QVERIFY(answered > 0);
    QVERIFY(reader.count() >= 20 + answered);
}

// A delivery the store cannot keep is answered 503, so that the sender tries again, not 200:
// a trigger in the real file refuses rows, as a full disk would.
void TestWebhookReceiver::notStoredIsAnswered503()
{
    QTemporaryDir dir;
    const ReceiverOptions options = storing(dir);
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    const auto sql = [&](const QString &statement) {
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"saboteur"_s);
            db.setDatabaseName(options.storePath);
            ok = db.open() && QSqlQuery(db).exec(statement);
        }
        QSqlDatabase::removeDatabase(u"saboteur"_s);
        return ok;
    };
    QVERIFY(sql(u"CREATE TRIGGER refuse BEFORE INSERT ON deliveries "
                "BEGIN SELECT RAISE(ABORT, 'disk full (test)'); END"_s));
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    const QByteArray id = "evt_Refused00000000000001";
    const QByteArray body = eventBody(QString::fromLatin1(id));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cannot store a delivery.*disk full"_s));
    PostResult r = sendRequest(at(receiver->url(), u"/"_s),
                               standardHeaders(m_secret, id, nowSecs(), body), body);
    QCOMPARE(r.status, 503);
    QCOMPARE(QJsonDocument::fromJson(r.body).object().value(u"error"_s).toString(),
             u"not_stored"_s);
    QTRY_COMPARE(spy.size(), 1);
    QCOMPARE(deliveryAt(spy, 0).id, 0);
    QCOMPARE(deliveryAt(spy, 0).responseStatus, 503);

    // The sender tries again once the store works: stored, 200, its second attempt.
    QVERIFY(sql(u"DROP TRIGGER refuse"_s));
    r = sendRequest(at(receiver->url(), u"/"_s), standardHeaders(m_secret, id, nowSecs(), body),
                    body);
    QCOMPARE(r.status, 200);
    DeliveryStore reader;
    QVERIFY(reader.open(options.storePath));
    const QList<Delivery> rows = reader.query({}, 10, false);
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().webhookId, QString::fromLatin1(id));
    QCOMPARE(rows.first().attempt, 2);
}

void TestWebhookReceiver::nonLoopbackNeedsTheFlag()
{
    ReceiverOptions options;
    options.host = QHostAddress::AnyIPv4;
    {
        WebhookReceiver receiver;
        QSignalSpy failed(&receiver, &WebhookReceiver::failed);
        receiver.start(options);
        QVERIFY(failed.wait(5000));
        QVERIFY(failed.at(0).at(0).toString().contains(u"allowNonLoopback"_s));
        QVERIFY(!receiver.isRunning());
    }
    options.allowNonLoopback = true;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"listens on 0\\.0\\.0\\.0.*network"_s));
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QCOMPARE(receiver->url().host(), u"0.0.0.0"_s);
}

void TestWebhookReceiver::portTakenFallsBack()
{
    const auto first = startReceiver({});
    QVERIFY(first);
    ReceiverOptions options;
    options.port = quint16(first->url().port());
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cannot listen on"_s));
    {
        WebhookReceiver receiver;
        QSignalSpy failed(&receiver, &WebhookReceiver::failed);
        receiver.start(options);
        QVERIFY(failed.wait(5000));
    }
    options.fallbackToFreePort = true;
    const auto second = startReceiver(options);
    QVERIFY(second);
    QVERIFY(second->url().port() != first->url().port());
}

void TestWebhookReceiver::replayToSecondReceiver()
{
    ReceiverOptions a;
    a.secret = m_secret;
    const auto first = startReceiver(a);
    QVERIFY(first);
    ReceiverOptions b;
    b.secret = makeSecret(); // the second one's own secret
    const auto second = startReceiver(b);
    QVERIFY(second);
    QSignalSpy got(first.get(), &WebhookReceiver::deliveryReceived);
    QSignalSpy replayed(second.get(), &WebhookReceiver::deliveryReceived);
    second->setResponse({202, 0});

    const QByteArray body = eventBody(u"evt_Replay0000000000000001"_s);
    sendRequest(at(first->url(), u"/orig"_s),
                standardHeaders(m_secret, "evt_Replay0000000000000001", nowSecs(), body), body);
    QTRY_COMPARE(got.size(), 1);
    const Delivery original = deliveryAt(got, 0);
    QVERIFY(original.verification.isValid());

    WebhookReplayer replayer;
    std::optional<ReplayResult> result;
    // As it came: the second receiver does not know the first one's secret.
    replayer.replay(original, {at(second->url(), u"/copy"_s), ReplayRequest::Mode::AsReceived},
                    this, [&](const ReplayResult &r) { result = r; });
    QTRY_VERIFY(result.has_value());
    QCOMPARE(result->status, 202);
    QCOMPARE(QJsonDocument::fromJson(result->body).object().value(u"received"_s).toBool(), true);
    QTRY_COMPARE(replayed.size(), 1);
    Delivery copy = deliveryAt(replayed, 0);
    QCOMPARE(copy.body, original.body);
    QCOMPARE(copy.header("webhook-signature"), original.header("webhook-signature"));
    QCOMPARE(copy.path, u"/copy"_s);
    QCOMPARE(copy.verification.verdict, Verdict::NoMatchingSignature);

    // Signed again with the second one's secret: valid there, and a duplicate of the event.
    result.reset();
    replayer.replay(original,
                    {at(second->url(), u"/copy"_s), ReplayRequest::Mode::Resigned, b.secret}, this,
                    [&](const ReplayResult &r) { result = r; });
    QTRY_VERIFY(result.has_value());
    QCOMPARE(result->status, 202);
    QTRY_COMPARE(replayed.size(), 2);
    copy = deliveryAt(replayed, 1);
    QVERIFY(copy.verification.isValid());
    QCOMPARE(copy.webhookId, original.webhookId);
    QCOMPARE(copy.attempt, 2);

    // Nobody listening: an error, no status.
    result.reset();
    replayer.replay(original, {QUrl(u"http://127.0.0.1:9/none"_s)}, this,
                    [&](const ReplayResult &r) { result = r; });
    QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 15000);
    QCOMPARE(result->status, 0);
    QVERIFY(!result->error.isEmpty());
    // Not an http URL: refused before anything is sent.
    result.reset();
    replayer.replay(original, {QUrl(u"file:///etc/passwd"_s)}, this,
                    [&](const ReplayResult &r) { result = r; });
    QTRY_VERIFY(result.has_value());
    QVERIFY(!result->error.isEmpty());
}

void TestWebhookReceiver::curlAndExportRedact()
{
    Delivery d;
    d.receivedAt = QDateTime::currentDateTimeUtc();
    d.path = u"/hooks"_s;
    d.body = R"({"id":"evt_1","note":"it's whsec_AAAABBBBCCCCDDDD"})";
    d.bodySize = d.body.size();
    d.headers = {{"Host", "127.0.0.1:1234"},
                 {"Authorization", "Bearer pts_live_abcdefghijklmnopqrstuvwxyz012345"},
                 {"Cookie", "session=abc"},
                 {"webhook-id", "evt_1"},
                 {"X-Debug", "secret whsec_QUJDREVGR0hJSktMTU5PUFFSU1RVVldY"}};
    const QString curl = curlCommand(d, QUrl(u"http://localhost:3000/hooks"_s));
    QVERIFY(curl.startsWith(u"curl -X POST 'http://localhost:3000/hooks'"_s));
    QVERIFY(curl.contains(u"-H 'Authorization: Bearer ****'"_s));
    QVERIFY(curl.contains(u"-H 'Cookie: ****'"_s));
    QVERIFY(curl.contains(u"-H 'webhook-id: evt_1'"_s));
    QVERIFY(!curl.contains(u"Host:"_s));
    QVERIFY(!curl.contains(u"abcdefghijklmnop"_s));
    QVERIFY(!curl.contains(u"QUJDREVGR0hJSktMTU5PUFFSU1RVVldY"_s));
    QVERIFY(!curl.contains(u"AAAABBBBCCCCDDDD"_s));
    QVERIFY(curl.contains(u"it'\\''s"_s)); // single quote escaped for the shell

    const QJsonArray exported = QJsonDocument::fromJson(exportDeliveriesJson({d, d})).array();
    QVERIFY(!exportDeliveriesJson({d}).contains("AAAABBBBCCCCDDDD")); // in the JSON body too
    QCOMPARE(exported.size(), 2);
    const QJsonObject first = exported.at(0).toObject();
    const QString text = QString::fromUtf8(QJsonDocument(first).toJson());
    QVERIFY(!text.contains(u"abcdefghijklmnop"_s));
    QVERIFY(!text.contains(u"session=abc"_s));
    QCOMPARE(first.value(u"body"_s).toObject().value(u"id"_s).toString(), u"evt_1"_s);
    QCOMPARE(first.value(u"verdict"_s).toString(), u"no_signature_header"_s);
    QCOMPARE(first.value(u"headers"_s).toArray().size(), 5);
}

void TestWebhookReceiver::jsonBodiesRedacted()
{
    // A secret deep in a JSON body, one written with JSON's escaped slash, a live key in a
    // key name and a Bearer token in an array.
    const QByteArray body =
        R"({"id":"evt_1","data":{"object":{"metadata":{"notes":["rotate whsec_QUJD\/REVGR0hJSktM",)"
        R"("Bearer tok_abcdef0123456789"],"pts_live_KeyAsAName0123456789":true}}}})";
    bool changed = false;
    const QByteArray redacted = redactedBody(body, &changed);
    QVERIFY(changed);
    for (const QByteArray &secret : {QByteArray("QUJD"), QByteArray("REVGR0hJSktM"),
                                     QByteArray("tok_abcdef"), QByteArray("KeyAsAName")})
        QVERIFY2(!redacted.contains(secret), redacted.constData());
    QVERIFY(redacted.contains("whsec_****"));
    QVERIFY(redacted.contains("Bearer ****"));
    QVERIFY(redacted.contains("pts_live_****"));
    QCOMPARE(QJsonDocument::fromJson(redacted).object().value(u"id"_s).toString(), u"evt_1"_s);
    // Nothing to redact: the bytes as they came (their signature still holds).
    const QByteArray clean = eventBody();
    QCOMPARE(redactedBody(clean, &changed), clean);
    QVERIFY(!changed);
    // Text that is not JSON; bytes that are not UTF-8.
    QCOMPARE(redactedBody("key=pts_test_abcdef0123456789"), QByteArray("key=pts_test_****"));
    const QByteArray binary("\xff\xfe whsec_QUJDREVG \x01");
    const QByteArray masked = redactedBody(binary);
    QCOMPARE(masked.size(), binary.size());
    QVERIFY(!masked.contains("QUJDREVG"));
    // The hex dump's masking keeps offsets.
    const QByteArray dumped = maskSecrets(body);
    QCOMPARE(dumped.size(), body.size());
    QVERIFY(!dumped.contains("QUJD"));
    QVERIFY(!dumped.contains("REVGR0hJSktM"));
    QVERIFY(dumped.contains("whsec_****"));

    Delivery d;
    d.receivedAt = QDateTime::currentDateTimeUtc();
    d.path = u"/hooks"_s;
    d.body = body;
    d.bodySize = body.size();
    const QByteArray exported = exportDeliveriesJson({d});
    const QString curl = curlCommand(d, QUrl(u"http://localhost:3000/hooks"_s));
    for (const char *secret : {"QUJD", "REVGR0hJSktM", "tok_abcdef", "KeyAsAName"}) {
        QVERIFY2(!exported.contains(secret), secret);
        QVERIFY2(!curl.contains(QLatin1StringView(secret)), secret);
    }
    QVERIFY(QJsonDocument::fromJson(exported).array().at(0).toObject().value(u"body"_s).isObject());
}

void TestWebhookReceiver::credentialHeaders_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<bool>("credential");
    QTest::newRow("Authorization") << QByteArray("Authorization") << true;
    QTest::newRow("Proxy-Authorization") << QByteArray("Proxy-Authorization") << true;
    QTest::newRow("Cookie") << QByteArray("Cookie") << true;
    QTest::newRow("Set-Cookie") << QByteArray("Set-Cookie") << true;
    QTest::newRow("X-Api-Key") << QByteArray("X-Api-Key") << true;
    QTest::newRow("api-key") << QByteArray("api-key") << true;
    QTest::newRow("X-Auth-Token") << QByteArray("X-Auth-Token") << true;
    QTest::newRow("X-Access-Token") << QByteArray("X-Access-Token") << true;
    QTest::newRow("X-Client-Secret") << QByteArray("X-Client-Secret") << true;
    QTest::newRow("X-Session-Id") << QByteArray("X-Session-Id") << true;
    QTest::newRow("webhook-signature stays") << QByteArray("webhook-signature") << false;
    QTest::newRow("Stripe-Signature stays") << QByteArray("Stripe-Signature") << false;
    QTest::newRow("X-Hub-Signature stays") << QByteArray("X-Hub-Signature-256") << false;
    QTest::newRow("webhook-id stays") << QByteArray("webhook-id") << false;
    QTest::newRow("Content-Type stays") << QByteArray("Content-Type") << false;
}

void TestWebhookReceiver::credentialHeaders()
{
    QFETCH(QByteArray, name);
    QFETCH(bool, credential);
    QCOMPARE(isCredentialHeader(name), credential);
    const QByteArray value = redactedHeaderValue(name, "abc123secretvalue");
    QCOMPARE(value.contains("abc123secretvalue"), !credential);
}

void TestWebhookReceiver::credentialsNeitherStoredNorSentOn()
{
    QTemporaryDir dir;
    ReceiverOptions options;
    options.secret = m_secret;
    const QString folder = dir.filePath(u"webhooks"_s);
    options.storePath = folder + u"/deliveries.sqlite"_s;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy got(receiver.get(), &WebhookReceiver::deliveryReceived);
    const QByteArray body = eventBody(u"evt_Creds00000000000000001"_s);
    RawHeaders headers = standardHeaders(m_secret, "evt_Creds00000000000000001", nowSecs(), body);
    headers.append(qMakePair(QByteArray("Authorization"),
                             QByteArray("Basic dXNlcjpTZW5kZXJQYXNzd29yZDEyMw==")));
    headers.append(qMakePair(QByteArray("Cookie"), QByteArray("session=SenderCookieValue42")));
    QCOMPARE(sendRequest(at(receiver->url(), u"/hooks"_s), headers, body).status, 200);
    QTRY_COMPARE(got.size(), 1);
    const Delivery d = deliveryAt(got, 0);
    QVERIFY(d.verification.isValid()); // checked before the masking
    QCOMPARE(d.header("authorization"), QByteArray("Basic ****"));
    QCOMPARE(d.header("cookie"), QByteArray("****"));

    // Nowhere in the files, which only the owner may read.
    const auto modeOf = [](const QString &path) {
        struct stat st = {};
        return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 0777) : -1;
    };
    QCOMPARE(modeOf(folder), 0700);
    for (const QString &suffix : {u""_s, u"-wal"_s}) {
        QFile f(options.storePath + suffix);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        QCOMPARE(modeOf(f.fileName()), 0600);
        const QByteArray bytes = f.readAll();
        QVERIFY(!bytes.contains("dXNlcjpTZW5kZXJQYXNzd29yZDEyMw"));
        QVERIFY(!bytes.contains("SenderCookieValue42"));
    }
    DeliveryStore store;
    QVERIFY(store.open(options.storePath));
    QCOMPARE(store.query({}, 10, false).value(0).header("authorization"), QByteArray("Basic ****"));

    // Replayed as it came, to another receiver: without them.
    ReceiverOptions otherOptions;
    otherOptions.secret = makeSecret();
    const auto other = startReceiver(otherOptions);
    QVERIFY(other);
    QSignalSpy replayed(other.get(), &WebhookReceiver::deliveryReceived);
    WebhookReplayer replayer;
    std::optional<ReplayResult> result;
    replayer.replay(d, {at(other->url(), u"/copy"_s), ReplayRequest::Mode::AsReceived}, this,
                    [&](const ReplayResult &r) { result = r; });
    QTRY_VERIFY(result.has_value());
    QTRY_COMPARE(replayed.size(), 1);
    const Delivery copy = deliveryAt(replayed, 0);
    QVERIFY(copy.header("authorization").isEmpty());
    QVERIFY(copy.header("cookie").isEmpty());
    QCOMPARE(copy.header("webhook-signature"), d.header("webhook-signature"));
}

void TestWebhookReceiver::replayKeepsTheAnswersStart()
{
    // A receiver answering a replay with 16 MiB: 64 KiB of it are kept.
    static constexpr qint64 AnswerBytes = 16 * 1024 * 1024;
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost));
    connect(&server, &QTcpServer::newConnection, this, [&server] {
        QTcpSocket *socket = server.nextPendingConnection();
        connect(socket, &QTcpSocket::readyRead, socket, [socket] {
            if (!socket->readAll().contains("\r\n\r\n") || socket->property("answered").toBool())
                return;
            socket->setProperty("answered", true);
            socket->write("HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(AnswerBytes) +
                          "\r\n\r\n" + QByteArray(AnswerBytes, 'a'));
        });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    });
    Delivery d;
    d.method = "POST";
    d.body = eventBody(u"evt_BigAnswer000000000001"_s);
    d.headers.append(qMakePair(QByteArray("content-type"), QByteArray("application/json")));
    QUrl target;
    target.setScheme(u"http"_s);
    target.setHost(u"127.0.0.1"_s);
    target.setPort(server.serverPort());
    target.setPath(u"/hooks"_s);
    WebhookReplayer replayer;
    std::optional<ReplayResult> result;
    replayer.replay(d, {target, ReplayRequest::Mode::AsReceived}, this,
                    [&](const ReplayResult &r) { result = r; });
    QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 20000);
    QCOMPARE(result->status, 200);
    QCOMPARE(result->body.size(), 64 * 1024);
}

void TestWebhookReceiver::fromTheSandbox()
{
    ReceiverOptions options;
    options.secret = makeSecret();
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    SandboxFixture sandbox;
    paydesk::sandbox::SandboxOptions sandboxOptions;
    sandboxOptions.webhooks = {{at(receiver->url(), u"/webhooks/local-sandbox"_s), options.secret}};
    QVERIFY(sandbox.start(sandboxOptions));

    const HttpResult created = sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250));
    QCOMPARE(created.status, 201);
    const QString txn = created.json.value(u"id"_s).toString();
    QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 1, 10000);
    Delivery d = deliveryAt(spy, 0);
    QVERIFY2(d.verification.isValid(), qPrintable(d.verification.reason));
    QCOMPARE(d.eventType, u"transaction.captured"_s);
    QCOMPARE(d.transactionId, txn);
    QCOMPARE(d.amount, std::optional<qint64>(1250));
    QCOMPARE(d.path, u"/webhooks/local-sandbox"_s);
    QVERIFY(d.webhookId.startsWith(u"evt_"_s));
    QVERIFY(d.header("user-agent").startsWith("PayDesk-Sandbox/"));

    const HttpResult refund =
        sandbox.client.post(u"/api/v1/transactions/"_s + txn + u"/refunds"_s, {{u"amount"_s, 250}});
    QCOMPARE(refund.status, 201);
    const HttpResult declined = sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1202));
    QCOMPARE(declined.status, 402);
    QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 3, 10000);
    QSet<QString> types;
    for (qsizetype i = 0; i < spy.size(); ++i) {
        d = deliveryAt(spy, i);
        QVERIFY2(d.verification.isValid(), qPrintable(d.verification.reason));
        QCOMPARE(d.attempt, 1);
        types.insert(d.eventType);
    }
    QCOMPARE(types, (QSet<QString>{u"transaction.captured"_s, u"transaction.refunded"_s,
                                   u"transaction.failed"_s}));

    // The sandbox signing with another secret: every delivery says so.
    receiver->setSecret(makeSecret());
    QCOMPARE(sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(990)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 4, 10000);
    QCOMPARE(deliveryAt(spy, 3).verification.verdict, Verdict::NoMatchingSignature);
}

void TestWebhookReceiver::sandboxRetryScheduleEndToEnd()
{
    // The contract's first retries, 5 s and 5 min, on a clock that both sides go by: the
    // receiver checks the sandbox's timestamps against it.
    const auto clock = std::make_shared<TestClock>();
    ReceiverOptions options;
    options.secret = makeSecret();
    options.response = {500, 0};
    options.clock = clock;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    // 500 on the first attempt, 200 from then on.
    connect(receiver.get(), &WebhookReceiver::deliveryReceived, this,
            [&receiver](const Delivery &) {
                receiver->setResponse({200, 0});
            });
    SandboxFixture sandbox;
    paydesk::sandbox::SandboxOptions sandboxOptions;
    sandboxOptions.webhooks = {{at(receiver->url(), u"/hooks"_s), options.secret}};
    sandboxOptions.retryScheduleSeconds = {5, 5 * 60};
    sandboxOptions.clock = clock;
    QVERIFY(sandbox.start(sandboxOptions));
    // Once the sandbox has logged `attempts` attempts in all, the next is scheduled.
    const auto logged = [&sandbox](qsizetype attempts) {
        return QTest::qWaitFor(
            [&] {
                const HttpResult log = sandbox.client.get(u"/sandbox/v1/webhook-deliveries"_s);
                return log.json.value(u"data"_s).toArray().size() >= attempts;
            },
            10000);
    };

    QCOMPARE(sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(4200)).status, 201);
    QVERIFY(logged(1));
    clock->advance(5s);
    QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 2, 10000);
    const Delivery first = deliveryAt(spy, 0);
    const Delivery second = deliveryAt(spy, 1);
    QCOMPARE(first.responseStatus, 500);
    QCOMPARE(second.responseStatus, 200);
    QCOMPARE(first.webhookId, second.webhookId);
    QCOMPARE(first.attempt, 1);
    QCOMPARE(second.attempt, 2);
    QVERIFY(second.isDuplicate());
    QVERIFY(first.verification.isValid());
    QVERIFY(second.verification.isValid()); // signed afresh for the attempt
    QCOMPARE(first.body, second.body);
    // The schedule's first entry, by the clock both go by.
    QCOMPARE(first.receivedAt.msecsTo(second.receivedAt), 5000);
    // Delivered: nothing pending, so no third attempt, however long one waits.
    QVERIFY(logged(2));
    QCOMPARE(sandbox.client.get(u"/sandbox/v1/webhook-deliveries"_s).json[u"pending"_s].toInt(-1),
             0);
    clock->advance(1h);
    QCOMPARE(spy.size(), 2);

    // Always 500: attempt 1 and one per schedule entry, then the sandbox gives up.
    disconnect(receiver.get(), &WebhookReceiver::deliveryReceived, this, nullptr);
    receiver->setResponse({500, 0});
    spy.clear();
    QCOMPARE(sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(4300)).status, 201);
    QVERIFY(logged(3));
    clock->advance(5s);
    QVERIFY(logged(4));
    clock->advance(5min);
    QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 3, 10000);
    // Given up after the last entry: nothing pending, and nothing more comes.
    QVERIFY(logged(5));
    QCOMPARE(sandbox.client.get(u"/sandbox/v1/webhook-deliveries"_s).json[u"pending"_s].toInt(-1),
             0);
    clock->advance(24h);
    QCOMPARE(spy.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(deliveryAt(spy, i).attempt, i + 1);
        QCOMPARE(deliveryAt(spy, i).responseStatus, 500);
        // Signed at the sandbox's time of each attempt, within the receiver's tolerance of its
        // own (the same clock's) time of arrival.
        QVERIFY2(deliveryAt(spy, i).verification.isValid(),
                 qPrintable(deliveryAt(spy, i).verification.reason));
    }
    QCOMPARE(deliveryAt(spy, 0).receivedAt.msecsTo(deliveryAt(spy, 2).receivedAt), 305'000);
}

QTEST_GUILESS_MAIN(TestWebhookReceiver)
#include "tst_webhookreceiver.moc"
