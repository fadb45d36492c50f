// Webhook inspector benchmark: deliveries per second through the receiver with verification
// and storage, against a bare receiver that only answers 200 on a thread of its own (the
// baseline, measured in the same run); then 10,000 events from the sandbox at 16 concurrent
// deliveries, none of which may be lost; then the list stays responsive: the same burst shown
// live by a Webhooks pane (offscreen), the longest stall of the GUI event loop measured with a
// 1 ms timer and set against the same pane idle, in the same run. Prints
// "RESULT <name> <value> <unit>" lines that tests/bench/run-all.sh collects. Never asserts on
// time. PAYDESK_BENCH_ONLY=responsive runs the last part alone, =throughput the first.
#include "panes/webhookspane.h"
#include "sandboxclient.h"
#include "webhooks/deliverymodel.h"
#include "webhooks/webhookreceiver.h"
#include "webhooks/webhookverifier.h"

#include <QAbstractHttpServer>
#include <QApplication>
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
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <ctime>

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

// Creates `events` charges, `concurrency` at a time, on the calling thread's event loop; returns
// the milliseconds it took.
double createCharges(const QUrl &base, const QString &apiKey, int events, int concurrency)
{
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
        QNetworkRequest req(base.resolved(QUrl(u"/api/v1/transactions"_s)));
        req.setRawHeader("Authorization", "Bearer " + apiKey.toUtf8());
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
    return double(timer.elapsed());
}

// The GUI thread's responsiveness: a 1 ms timer, and the gaps between its ticks. A gap far
// above 1 ms is a stall: the event loop was busy (or the machine was).
class StallMeter
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_gapsMs << (now - m_last) / 1e6;
            m_last = now;
        });
    }
    void start()
    {
        m_gapsMs.clear();
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double maxMs() const
    {
        return m_gapsMs.isEmpty() ? 0 : *std::max_element(m_gapsMs.cbegin(), m_gapsMs.cend());
    }
    double percentileMs(double p) const
    {
        if (m_gapsMs.isEmpty())
            return 0;
        QList<double> sorted = m_gapsMs;
        std::sort(sorted.begin(), sorted.end());
        return sorted.at(std::min<qsizetype>(sorted.size() - 1, qsizetype(p * sorted.size())));
    }
    int over(double ms) const
    {
        return int(
            std::count_if(m_gapsMs.cbegin(), m_gapsMs.cend(), [ms](double g) { return g > ms; }));
    }
    qsizetype ticks() const { return m_gapsMs.size(); }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    QList<double> m_gapsMs;
};

// CPU time of the calling thread, in ms (0 where the platform does not say): whether the GUI
// thread was busy itself, or waited for a core the other threads (and the machine) held.
double threadCpuMs()
{
#ifdef Q_OS_UNIX
    timespec ts{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
#endif
    return 0;
}

// Runs the event loop (never QTest::qWait, whose own sleeps would look like stalls) until
// `done` holds or `timeoutMs` passes.
bool runUntil(const std::function<bool()> &done, int timeoutMs)
{
    QEventLoop loop;
    QTimer check;
    check.setInterval(20);
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    check.start();
    loop.exec();
    return done();
}

// 3. The list stays responsive: `events` deliveries from the sandbox at `concurrency` shown
// live by a Webhooks pane; the GUI loop's stalls then, against the same pane idle.
int responsiveList(int events, int concurrency)
{
    QTemporaryDir dir;
    webhooks::WebhookReceiver receiver;
    webhooks::ReceiverOptions options;
    options.secret = newSecret();
    options.storePath = dir.filePath(u"deliveries.sqlite"_s);
    options.retention.maxCount = 0;
    options.response.delayMs = 10;
    QSignalSpy ready(&receiver, &webhooks::WebhookReceiver::ready);
    receiver.start(options);
    if (!ready.wait(10000))
        qFatal("the inspector did not start");

    ui::WebhooksPane pane;
    pane.resize(1280, 800);
    QSignalSpy reloaded(&pane, &ui::WebhooksPane::reloaded);
    pane.setReceiver(&receiver);
    pane.setStorePath(options.storePath);
    pane.setSecret(options.secret);
    pane.show();
    if (!reloaded.wait(10000))
        qFatal("the pane did not read its store");
    QSet<QString> ids;
    QObject::connect(&receiver, &webhooks::WebhookReceiver::deliveriesReceived, &pane,
                     [&](const QList<webhooks::Delivery> &batch) {
                         for (const webhooks::Delivery &d : batch)
                             ids.insert(d.webhookId);
                     });

    testing::SandboxFixture sandbox;
    sandbox::SandboxOptions sandboxOptions;
    QUrl endpoint = receiver.url();
    endpoint.setPath(u"/webhooks/local-sandbox"_s);
    sandboxOptions.webhooks = {{endpoint, options.secret}};
    sandboxOptions.maxConcurrentDeliveries = concurrency;
    sandboxOptions.retryScheduleSeconds = {1, 1, 1};
    if (!sandbox.start(sandboxOptions))
        qFatal("the sandbox did not start");

    // Baseline: the same pane, shown and idle, for as long as a few seconds of the burst.
    StallMeter meter;
    meter.start();
    runUntil([] { return false; }, 3000);
    meter.stop();
    const double idleMax = meter.maxMs();
    const double idleP99 = meter.percentileMs(0.99);

    // The burst. Charges are made on a thread of their own, so that the GUI thread carries
    // only the pane (and the receiver's signals), as in the app.
    double createdMs = 0;
    QThread *maker = QThread::create([&] {
        createdMs = createCharges(sandbox.client.base, sandbox.client.apiKey, events, concurrency);
    });
    QElapsedTimer timer;
    timer.start();
    const double cpuBefore = threadCpuMs();
    meter.start();
    maker->start();
    const bool all = runUntil([&] { return maker->isFinished() && ids.size() >= events; }, 600'000);
    // The last batch into the list.
    runUntil([&] { return pane.model()->rowCount() >= std::min(events, pane.model()->maxRows()); },
             5000);
    meter.stop();
    const double burstMs = timer.elapsed();
    const double guiCpuMs = threadCpuMs() - cpuBefore;
    maker->wait();
    delete maker;

    result("webhooks.gui_idle_max_stall_ms", idleMax, "ms (pane idle, 1 ms timer)");
    result("webhooks.gui_idle_p99_gap_ms", idleP99, "ms");
    result("webhooks.gui_burst_max_stall_ms", meter.maxMs(),
           "ms (pane showing the burst, 1 ms timer)");
    result("webhooks.gui_burst_p99_gap_ms", meter.percentileMs(0.99), "ms");
    result("webhooks.gui_burst_gaps_over_50ms", meter.over(50), "gaps");
    result("webhooks.gui_burst_gaps_over_16ms", meter.over(16), "gaps");
    result("webhooks.gui_burst_ticks", double(meter.ticks()), "ticks");
    result("webhooks.gui_max_stall_ratio", meter.maxMs() / std::max(idleMax, 1.0),
           "x (burst vs idle; longest stall)");
    result("webhooks.gui_p99_gap_ratio", meter.percentileMs(0.99) / std::max(idleP99, 1.0),
           "x (burst vs idle; 99th percentile gap)");
    result("webhooks.gui_burst_events", double(ids.size()), "events received");
    result("webhooks.gui_burst_rows", pane.model()->rowCount(), "rows listed (at most 5000)");
    result("webhooks.gui_burst_ms", burstMs, "ms");
    result("webhooks.gui_thread_cpu_share", guiCpuMs / std::max(burstMs, 1.0),
           "of one core (GUI thread busy during the burst)");
    result("webhooks.gui_burst_create_ms", createdMs, "ms");
    return all ? 0 : 1;
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
    // The pane needs a GUI application; offscreen unless told otherwise.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int events = qEnvironmentVariableIntValue("PAYDESK_BENCH_EVENTS") > 0
                           ? qEnvironmentVariableIntValue("PAYDESK_BENCH_EVENTS")
                           : 10'000;
    if (qgetenv("PAYDESK_BENCH_ONLY") == "responsive") {
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false"_s);
        return responsiveList(events, 16);
    }
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
    if (qgetenv("PAYDESK_BENCH_ONLY") == "throughput")
        return 0;

    // 2. The sandbox delivering 10,000 events at 16 concurrent deliveries to an endpoint that
    // answers in 10 ms (one at a time that would be 100 per second at best). In a block of its
    // own: gone before part 3 measures.
    bool delivered = false;
    {
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
        createCharges(sandbox.client.base, sandbox.client.apiKey, events, concurrency);
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
        delivered = all && ids.size() == events && invalid == 0;
    }

    // 3. The list stays responsive meanwhile.
    const int responsive = responsiveList(events, concurrency);
    return delivered && responsive == 0 ? 0 : 1;
}
