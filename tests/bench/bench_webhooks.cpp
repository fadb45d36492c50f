// Webhook inspector benchmark: deliveries per second through the receiver with verification
// and storage, against a bare receiver that only answers 200 on a thread of its own (the
// baseline, measured in the same run); then 10,000 events from the sandbox at 16 concurrent
// deliveries, none of which may be lost. Prints "RESULT <name> <value> <unit>" lines that
// tests/bench/run-all.sh collects.
#include "sandboxclient.h"
#include "webhooks/webhookreceiver.h"
#include "webhooks/webhookverifier.h"

#include <QAbstractHttpServer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace paydesk;

namespace {

void result(const char *name, double value, const char *unit)
{
    std::printf("RESULT %s %.3f %s\n", name, value, unit);
    std::fflush(stdout);
}

// The baseline: the same HTTP server class on its own thread, answering 200 at once.
class BareServer : public QAbstractHttpServer
{
protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        QHttpServerResponder responder = makeResponder(request, socket);
        const QByteArray body = R"({"received":true})";
        responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
        responder.writeHeader("Content-Type", "application/json");
        responder.writeHeader("Content-Length", QByteArray::number(body.size()));
        responder.writeBody(body);
        return true;
    }
    void missingHandler(const QHttpServerRequest &, QTcpSocket *) override {}
};

struct BareReceiver
{
    QThread thread;
    BareServer *server = nullptr;
    QUrl url;

    bool start()
    {
        thread.start();
        quint16 port = 0;
        server = new BareServer;
        server->moveToThread(&thread);
        QMetaObject::invokeMethod(
            server, [this, &port] { port = server->listen(QHostAddress::LocalHost, 0); },
            Qt::BlockingQueuedConnection);
        url = QUrl(u"http://127.0.0.1:%1/hooks"_s.arg(port));
        return port != 0;
    }
    ~BareReceiver()
    {
        if (server)
            QMetaObject::invokeMethod(
                server, [s = server] { delete s; }, Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
    }
};

QString newSecret()
{
    QByteArray bytes(32, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(QRandomGenerator::global()->bounded(256));
    return u"whsec_"_s + QString::fromLatin1(bytes.toBase64());
}

QByteArray payload(int i)
{
    return u"{\"id\":\"evt_bench%1\",\"type\":\"transaction.captured\",\"created_at\":"
           "\"2026-11-22T05:50:10Z\",\"data\":{\"object\":{\"id\":\"txn_bench%1\",\"amount\":%2,"
           "\"amount_refunded\":0,\"currency\":\"USD\",\"gateway\":\"cardnet\","
           "\"merchant_id\":\"mer_xOU7SkWEDMEcq3hF\",\"merchant_ref\":\"ORD-%1\","
           "\"object\":\"transaction\",\"status\":\"captured\",\"created_at\":"
           "\"2026-11-22T05:50:10Z\",\"updated_at\":\"2026-11-22T05:50:10Z\"}}}"_s.arg(i)
               .arg(1000 + i)
               .toUtf8();
}

// POSTs `count` signed deliveries, `concurrency` at a time; returns deliveries per second.
double blast(const QUrl &url, const QString &secret, int count, int concurrency)
{
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    const qint64 ts = QDateTime::currentSecsSinceEpoch();
    QList<QByteArray> bodies;
    QList<QByteArray> signatures;
    for (int i = 0; i < count; ++i) {
        bodies << payload(i);
        signatures << webhooks::standardWebhookSignature(
            secret, QByteArray("evt_bench" + QByteArray::number(i)), ts, bodies.last());
    }
    int next = 0;
    int done = 0;
    int failed = 0;
    QEventLoop loop;
    std::function<void()> sendOne = [&] {
        if (next >= count)
            return;
        const int i = next++;
        QNetworkRequest req(url);
        req.setRawHeader("Content-Type", "application/json");
        req.setRawHeader("webhook-id", "evt_bench" + QByteArray::number(i));
        req.setRawHeader("webhook-timestamp", QByteArray::number(ts));
        req.setRawHeader("webhook-signature", signatures.at(i));
        QNetworkReply *reply = nam.post(req, bodies.at(i));
        QObject::connect(reply, &QNetworkReply::finished, &loop, [&, reply] {
            if (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
                ++failed;
            reply->deleteLater();
            if (++done == count)
                loop.quit();
            else
                sendOne();
        });
    };
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < concurrency; ++i)
        sendOne();
    loop.exec();
    const double seconds = timer.nsecsElapsed() / 1e9;
    if (failed > 0)
        qFatal("%d of %d deliveries failed", failed, count);
    return count / seconds;
}

double inspectorRate(int count, int concurrency, const QString &dir, int *received)
{
    webhooks::WebhookReceiver receiver;
    webhooks::ReceiverOptions options;
    options.secret = newSecret();
    if (!dir.isEmpty())
        options.storePath = dir + u"/deliveries.sqlite"_s;
    options.retention.maxCount = 0;
    QSignalSpy ready(&receiver, &webhooks::WebhookReceiver::ready);
    int valid = 0;
    *received = 0;
    QObject::connect(&receiver, &webhooks::WebhookReceiver::deliveryReceived, &receiver,
                     [&](const webhooks::Delivery &d) {
                         ++*received;
                         valid += d.verification.isValid() ? 1 : 0;
                     });
    receiver.start(options);
    if (!ready.wait(10000))
        qFatal("the inspector did not start");
    QUrl url = receiver.url();
    url.setPath(u"/hooks"_s);
    const double rate = blast(url, options.secret, count, concurrency);
    if (!QTest::qWaitFor([&] { return *received == count; }, 30000))
        qFatal("%d of %d deliveries reached the GUI thread", *received, count);
    if (valid != count)
        qFatal("%d of %d deliveries verified", valid, count);
    return rate;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int count = qEnvironmentVariableIntValue("PAYDESK_BENCH_WEBHOOKS") > 0
                          ? qEnvironmentVariableIntValue("PAYDESK_BENCH_WEBHOOKS")
                          : 5000;
    const int concurrency = 16;
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false"_s);

    // 1. Throughput against the bare baseline. Measured in pairs, one right after the other,
    // so that whatever else the machine does weighs on both alike; the median pair counts.
    const int rounds = 5;
    QList<double> ratios;
    QList<double> bares;
    QList<double> inspectors;
    QList<double> unstoreds;
    int received = 0;
    for (int round = 0; round < rounds; ++round) {
        double bare = 0;
        {
            BareReceiver baseline;
            if (!baseline.start())
                qFatal("the baseline did not start");
            bare = blast(baseline.url, newSecret(), count, concurrency);
        }
        QTemporaryDir dir;
        const double inspector = inspectorRate(count, concurrency, dir.path(), &received);
        // Verified, not stored: where the time goes.
        unstoreds << inspectorRate(count, concurrency, QString(), &received);
        bares << bare;
        inspectors << inspector;
        ratios << inspector / bare;
    }
    auto median = [](QList<double> v) {
        std::sort(v.begin(), v.end());
        return v.at(v.size() / 2);
    };
    result("webhooks.bare_per_s", median(bares), "deliveries/s");
    result("webhooks.inspector_per_s", median(inspectors), "deliveries/s (verified and stored)");
    result("webhooks.inspector_unstored_per_s", median(unstoreds),
           "deliveries/s (verified, not stored)");
    result("webhooks.inspector_ratio", median(ratios), "x (goal >= 0.5)");

    // 2. The sandbox delivering 10,000 events at 16 concurrent deliveries to an endpoint that
    // answers in 10 ms (one at a time that would be 100 per second at best).
    const int events = qEnvironmentVariableIntValue("PAYDESK_BENCH_EVENTS") > 0
                           ? qEnvironmentVariableIntValue("PAYDESK_BENCH_EVENTS")
                           : 10'000;
    QTemporaryDir dir;
    webhooks::WebhookReceiver receiver;
    webhooks::ReceiverOptions options;
    options.secret = newSecret();
    options.storePath = dir.filePath(u"deliveries.sqlite"_s);
    options.retention.maxCount = 0;
    // Like a real store's endpoint, each answer takes a while: the dispatcher's concurrency is
    // what keeps up.
    options.response.delayMs = 10;
    QSignalSpy ready(&receiver, &webhooks::WebhookReceiver::ready);
    QSet<QString> ids;
    int deliveries = 0;
    int invalid = 0;
    QObject::connect(&receiver, &webhooks::WebhookReceiver::deliveryReceived, &receiver,
                     [&](const webhooks::Delivery &d) {
                         ++deliveries;
                         invalid += d.verification.isValid() ? 0 : 1;
                         ids.insert(d.webhookId);
                     });
    receiver.start(options);
    if (!ready.wait(10000))
        qFatal("the inspector did not start");
    testing::SandboxFixture sandbox;
    sandbox::SandboxOptions sandboxOptions;
    QUrl endpoint = receiver.url();
    endpoint.setPath(u"/hooks"_s);
    sandboxOptions.webhooks = {{endpoint, options.secret}};
    sandboxOptions.maxConcurrentDeliveries = concurrency;
    sandboxOptions.retryScheduleSeconds = {1, 1, 1};
    if (!sandbox.start(sandboxOptions))
        qFatal("the sandbox did not start");
    // Charges made 16 at a time, so that events pile up in the outbox faster than one delivery
    // at a time could take them away.
    QElapsedTimer timer;
    timer.start();
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    int next = 0;
    int created = 0;
    QEventLoop creating;
    std::function<void()> createOne = [&] {
        if (next >= events)
            return;
        const int i = next++;
        QNetworkRequest req(sandbox.client.base.resolved(QUrl(u"/api/v1/transactions"_s)));
        req.setRawHeader("Authorization", "Bearer " + sandbox.client.apiKey.toUtf8());
        req.setRawHeader("Content-Type", "application/json");
        QNetworkReply *reply =
            nam.post(req, QJsonDocument(testing::chargeBody(1000 + (i % 97) * 3 + 1, u"USD"_s,
                                                            u"bench-%1"_s.arg(i)))
                              .toJson(QJsonDocument::Compact));
        QObject::connect(reply, &QNetworkReply::finished, &creating, [&, reply, i] {
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            if (status != 201 && status != 402)
                qFatal("charge %d answered %d", i, status);
            reply->deleteLater();
            if (++created == events)
                creating.quit();
            else
                createOne();
        });
    };
    for (int i = 0; i < concurrency; ++i)
        createOne();
    creating.exec();
    const double createdMs = timer.elapsed();
    const bool all = QTest::qWaitFor([&] { return ids.size() >= events; }, 600'000);
    const double allMs = timer.elapsed();
    result("webhooks.sandbox_events", events, "events");
    result("webhooks.sandbox_received_distinct", ids.size(), "events");
    result("webhooks.sandbox_lost", events - ids.size(), "events (goal 0)");
    result("webhooks.sandbox_duplicates", deliveries - ids.size(), "deliveries");
    result("webhooks.sandbox_invalid", invalid, "deliveries (goal 0)");
    result("webhooks.sandbox_create_ms", createdMs, "ms");
    result("webhooks.sandbox_all_delivered_ms", allMs, "ms");
    result("webhooks.sandbox_rate_per_s", ids.size() / (allMs / 1000.0), "events/s");
    return all && ids.size() == events && invalid == 0 ? 0 : 1;
}
