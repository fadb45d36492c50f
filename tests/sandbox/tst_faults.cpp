// Fault injection and latency of the sandbox transport, seen by a client over real HTTP: a
// faulted API POST either answers 500 before anything is stored or drops the connection after
// the commit; a retry with the same Idempotency-Key makes both come out exactly once.

#include "sandboxclient.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using paydesk::sandbox::SandboxOptions;

namespace {

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// One HTTP/1.1 exchange on a fresh connection, over a bare socket. QNetworkAccessManager is not
// used for faulted POSTs on purpose: when a connection closes before any byte of the answer, it
// quietly sends the request again (even a POST), which would hide the dropped connection.
struct RawResult
{
    int status = 0; // 0: the connection closed without an HTTP response
    QHash<QByteArray, QByteArray> headers;
    QByteArray body;
    QJsonObject json;

    QString errorCode() const { return json.value(u"error"_s).toString(); }
};

RawResult rawPost(const QUrl &base, const QString &path, const QByteArray &body,
                  const QByteArray &idempotencyKey)
{
    RawResult r;
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy);
    socket.connectToHost(QHostAddress::LocalHost, quint16(base.port()));
    if (!socket.waitForConnected(5000))
        return r;
    QByteArray request =
        "POST " + path.toUtf8() +
        " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(base.port()) +
        "\r\nAuthorization: Bearer " + SandboxFixture::testKey().toUtf8() +
        "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) +
        "\r\n";
    if (!idempotencyKey.isEmpty())
        request += "Idempotency-Key: " + idempotencyKey + "\r\n";
    request += "\r\n" + body;
    socket.write(request);

    // Read until the whole answer is in, or the connection closes, or time runs out.
    QByteArray data;
    qsizetype headerEnd = -1;
    qsizetype length = 0;
    const auto complete = [&] {
        if (headerEnd < 0 && (headerEnd = data.indexOf("\r\n\r\n")) >= 0) {
            const QList<QByteArray> lines = data.left(headerEnd).split('\n');
            r.status = lines.value(0).split(' ').value(1).toInt();
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon > 0)
                    r.headers.insert(lines[i].left(colon).trimmed().toLower(),
                                     lines[i].mid(colon + 1).trimmed());
            }
            length = r.headers.value("content-length", "0").toLongLong();
        }
        return headerEnd >= 0 && data.size() >= headerEnd + 4 + length;
    };
    const QDeadlineTimer deadline(15000);
    while (!complete() && !deadline.hasExpired() &&
           socket.state() == QAbstractSocket::ConnectedState &&
           socket.waitForReadyRead(int(deadline.remainingTime())))
        data += socket.readAll();
    data += socket.readAll();
    if (!complete())
        return RawResult{}; // no (complete) HTTP response
    r.body = data.mid(headerEnd + 4, length);
    r.json = QJsonDocument::fromJson(r.body).object();
    return r;
}

// Counts every item of a list endpoint, page by page.
int countAll(HttpClient &client, const QString &path)
{
    int count = 0;
    QString cursor;
    for (int page = 0; page < 100; ++page) {
        QUrlQuery query;
        query.addQueryItem(u"limit"_s, u"100"_s);
        if (!cursor.isEmpty())
            query.addQueryItem(u"cursor"_s, cursor);
        const HttpResult r = client.get(path + u'?' + query.toString(QUrl::FullyEncoded));
        if (r.status != 200)
            return -1;
        count += int(r.json.value(u"data"_s).toArray().size());
        if (!r.json.value(u"has_more"_s).toBool())
            return count;
        cursor = r.json.value(u"next_cursor"_s).toString();
    }
    return -1;
}

} // namespace

class TestFaults : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();

    void everyPostFailsAndRetriesCommitOnce_data();
    void everyPostFailsAndRetriesCommitOnce();
    void faultKindsAreMixed();
    void networkAccessManagerResendSurfacesAsReplay();
    void getsAreNeverFaulted_data();
    void getsAreNeverFaulted();
    void latencyDelaysResponses_data();
    void latencyDelaysResponses();
    void clientDisconnectsDuringLatency_data();
    void clientDisconnectsDuringLatency();
    void stopWhileResponsePending();

private:
    // What a client does: retry with the same Idempotency-Key until the service answers.
    HttpResult postUntilAnswered(const QString &path, const QJsonObject &body,
                                 const QByteArray &key);

    SandboxFixture m_sandbox;
};

void TestFaults::cleanup()
{
    m_sandbox.stop();
}

HttpResult TestFaults::postUntilAnswered(const QString &path, const QJsonObject &body,
                                         const QByteArray &key)
{
    HttpResult r;
    for (int attempt = 0; attempt < 50; ++attempt) {
        r = m_sandbox.client.post(path, body, key);
        if (r.status != 0 && r.status != 500)
            return r;
    }
    return r;
}

void TestFaults::everyPostFailsAndRetriesCommitOnce_data()
{
    QTest::addColumn<QString>("endpoint"); // charge or refund
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<int>("status");

    QTest::newRow("charge") << u"charge"_s << qint64(1250) << 201;
    QTest::newRow("declined charge (stored as failed)") << u"charge"_s << qint64(1202) << 402;
    QTest::newRow("refund") << u"refund"_s << qint64(100) << 201;
}

void TestFaults::everyPostFailsAndRetriesCommitOnce()
{
    QFETCH(QString, endpoint);
    QFETCH(qint64, amount);
    QFETCH(int, status);
    constexpr int Requests = 16;

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxOptions options;
    options.dataDir = dir.path();

    // Set-up without faults: a transaction to refund.
    QString path = u"/api/v1/transactions"_s;
    QString countPath = u"/api/v1/transactions"_s;
    QString refunded;
    if (endpoint == u"refund"_s) {
        QVERIFY(m_sandbox.start(options));
        const HttpResult t =
            m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1'000'000));
        QCOMPARE(t.status, 201);
        refunded = t.json.value(u"id"_s).toString();
        path = u"/api/v1/transactions/"_s + refunded + u"/refunds"_s;
        countPath = u"/api/v1/refunds"_s;
        m_sandbox.stop();
    }
    const auto bodyOf = [&](int i) {
        return endpoint == u"refund"_s
                   ? QJsonObject{{u"amount"_s, amount + i}, {u"note"_s, u"fault %1"_s.arg(i)}}
                   : chargeBody(amount, u"USD"_s, u"fault-%1"_s.arg(i));
    };
    const auto keyOf = [](int i) -> QByteArray { return "fault-key-" + QByteArray::number(i); };

    // Every API POST fails, one way or the other.
    options.faultRate = 1.0;
    QVERIFY(m_sandbox.start(options));
    HttpClient &api = m_sandbox.client;
    const auto post = [&](int i) { return rawPost(api.base, path, json(bodyOf(i)), keyOf(i)); };
    QList<int> failedBefore;
    QHash<int, QByteArray> droppedReplays;
    for (int i = 0; i < Requests; ++i) {
        const int before = countAll(api, countPath);
        const RawResult r = post(i);
        const int after = countAll(api, countPath);
        if (r.status == 500) {
            QCOMPARE(r.errorCode(), u"internal_error"_s);
            QCOMPARE(after, before);
            failedBefore << i;
            continue;
        }
        // Dropped after the commit: no HTTP response at all, but the request took effect.
        QVERIFY2(r.status == 0, qPrintable(u"request %1: HTTP %2"_s.arg(i).arg(r.status)));
        QCOMPARE(after, before + 1);
        // The retry with the same key replays the committed answer (replays are not faulted).
        const RawResult replay = post(i);
        QCOMPARE(replay.status, status);
        QCOMPARE(replay.headers.value("idempotent-replayed"), QByteArray("true"));
        QCOMPARE(countAll(api, countPath), after);
        const QString id = status == 402 ? replay.json.value(u"transaction_id"_s).toString()
                                         : replay.json.value(u"id"_s).toString();
        const QString getPath =
            endpoint == u"refund"_s ? u"/api/v1/refunds/"_s + id : u"/api/v1/transactions/"_s + id;
        QCOMPARE(api.get(getPath).status, 200);
        droppedReplays.insert(i, replay.body);
    }
    QVERIFY2(!failedBefore.isEmpty(), "no request failed before the commit");
    QVERIFY2(!droppedReplays.isEmpty(), "no connection was dropped after the commit");
    m_sandbox.stop();

    // Faults off, same data: the requests that failed before the commit now run, once.
    options.faultRate = 0;
    QVERIFY(m_sandbox.start(options));
    for (int i : std::as_const(failedBefore)) {
        const int before = countAll(api, countPath);
        const RawResult r = post(i);
        QCOMPARE(r.status, status);
        QVERIFY(!r.headers.contains("idempotent-replayed"));
        QCOMPARE(countAll(api, countPath), before + 1);
        const RawResult again = post(i);
        QCOMPARE(again.status, status);
        QCOMPARE(again.headers.value("idempotent-replayed"), QByteArray("true"));
        QCOMPARE(again.body, r.body);
        QCOMPARE(countAll(api, countPath), before + 1);
    }
    for (auto it = droppedReplays.cbegin(); it != droppedReplays.cend(); ++it) {
        const RawResult r = post(it.key());
        QCOMPARE(r.status, status);
        QCOMPARE(r.headers.value("idempotent-replayed"), QByteArray("true"));
        QCOMPARE(r.body, it.value());
    }
    QCOMPARE(countAll(api, countPath), Requests);
    if (!refunded.isEmpty()) {
        // Every refund counted once: 100 + 101 + ... + 115.
        const HttpResult t = api.get(u"/api/v1/transactions/"_s + refunded);
        QCOMPARE(t.json.value(u"amount_refunded"_s).toInteger(),
                 Requests * amount + Requests * (Requests - 1) / 2);
    }
}

void TestFaults::faultKindsAreMixed()
{
    constexpr int Requests = 200;
    SandboxOptions options;
    options.faultRate = 0.5;
    QVERIFY(m_sandbox.start(options));
    int ok = 0;
    int failedBefore = 0;
    int dropped = 0;
    for (int i = 0; i < Requests; ++i) {
        const RawResult r =
            rawPost(m_sandbox.client.base, u"/api/v1/transactions"_s,
                    json(chargeBody(1000 + 10 * i, u"USD"_s, u"mix-%1"_s.arg(i))), {});
        if (r.status == 201)
            ++ok;
        else if (r.status == 500 && r.errorCode() == u"internal_error"_s)
            ++failedBefore;
        else if (r.status == 0)
            ++dropped;
        else
            QFAIL(qPrintable(
                u"unexpected answer: HTTP %1 %2"_s.arg(r.status).arg(QString::fromUtf8(r.body))));
    }
    const int faulted = failedBefore + dropped;
    const QString summary = u"%1 ok, %2 failed before the commit, %3 dropped after it"_s.arg(ok)
                                .arg(failedBefore)
                                .arg(dropped);
    qInfo().noquote() << summary;
    // A fault rate of 0.5 and half of each kind; wide bounds, as the draw is random.
    QVERIFY2(faulted >= Requests * 3 / 10 && faulted <= Requests * 7 / 10, qPrintable(summary));
    QVERIFY2(failedBefore >= faulted * 3 / 10 && dropped >= faulted * 3 / 10, qPrintable(summary));
    // Exactly the answered and the dropped ones were stored.
    QCOMPARE(countAll(m_sandbox.client, u"/api/v1/transactions"_s), ok + dropped);
}

void TestFaults::networkAccessManagerResendSurfacesAsReplay()
{
    // What the desktop client sees through QNetworkAccessManager: it re-sends a POST whose
    // connection closed before any answer, with the same headers, so a commit whose answer was
    // dropped comes back as a replay; never as a second transaction.
    constexpr int Requests = 16;
    SandboxOptions options;
    options.faultRate = 1.0;
    QVERIFY(m_sandbox.start(options));
    int replayed = 0;
    int failed = 0;
    for (int i = 0; i < Requests; ++i) {
        const HttpResult r = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1250),
                                                   "qnam-" + QByteArray::number(i));
        if (r.status == 500) {
            QCOMPARE(r.errorCode(), u"internal_error"_s);
            ++failed;
        } else if (r.status == 201) {
            // With every POST faulted, a 201 can only be a replay.
            QCOMPARE(r.headers.value("idempotent-replayed"), QByteArray("true"));
            ++replayed;
        } else {
            QCOMPARE(r.status, 0);
            QVERIFY(r.error != QNetworkReply::NoError);
        }
    }
    QVERIFY(failed > 0);
    QCOMPARE(countAll(m_sandbox.client, u"/api/v1/transactions"_s), replayed);
}

void TestFaults::getsAreNeverFaulted_data()
{
    QTest::addColumn<QString>("path"); // {txn} and {rds} are replaced
    QTest::addColumn<bool>("authenticated");

    QTest::newRow("transaction list") << u"/api/v1/transactions?limit=5"_s << true;
    QTest::newRow("one transaction") << u"/api/v1/transactions/{txn}"_s << true;
    QTest::newRow("refund list") << u"/api/v1/refunds"_s << true;
    QTest::newRow("redirect session") << u"/api/v1/transactions/redirect/{rds}"_s << true;
    QTest::newRow("ledger accounts") << u"/v1/ledger/accounts"_s << true;
    QTest::newRow("trial balance") << u"/v1/ledger/trial-balance"_s << true;
    QTest::newRow("webhook deliveries") << u"/sandbox/v1/webhook-deliveries"_s << true;
    QTest::newRow("checkout page") << u"/checkout/{rds}"_s << false;
    QTest::newRow("health") << u"/healthz"_s << false;
}

void TestFaults::getsAreNeverFaulted()
{
    QFETCH(QString, path);
    QFETCH(bool, authenticated);
    SandboxOptions options;
    options.faultRate = 1.0;
    QVERIFY(m_sandbox.start(options));
    const HttpResult t =
        postUntilAnswered(u"/api/v1/transactions"_s, chargeBody(1250), "setup-transaction");
    QCOMPARE(t.status, 201);
    const HttpResult s =
        postUntilAnswered(u"/api/v1/transactions/redirect"_s,
                          QJsonObject{{u"amount"_s, 1250},
                                      {u"currency"_s, u"USD"_s},
                                      {u"gateway"_s, u"cardnet"_s},
                                      {u"merchant_ref"_s, u"order-1"_s},
                                      {u"return_url"_s, u"https://shop.example/return"_s}},
                          "setup-session");
    QCOMPARE(s.status, 201);
    path.replace(u"{txn}"_s, t.json.value(u"id"_s).toString());
    path.replace(u"{rds}"_s, s.json.value(u"id"_s).toString());

    for (int i = 0; i < 25; ++i) {
        const HttpResult r = m_sandbox.client.send("GET", path, {}, {}, authenticated);
        QVERIFY2(r.status == 200,
                 qPrintable(u"GET %1 #%2: HTTP %3, %4"_s.arg(path).arg(i).arg(r.status).arg(
                     int(r.error))));
    }
}

void TestFaults::latencyDelaysResponses_data()
{
    QTest::addColumn<int>("latencyMs");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("authenticated");
    QTest::addColumn<int>("status");

    QTest::newRow("GET list") << 300 << QByteArray("GET") << u"/api/v1/transactions"_s << true
                              << 200;
    QTest::newRow("POST charge") << 300 << QByteArray("POST") << u"/api/v1/transactions"_s << true
                                 << 201;
    QTest::newRow("401 without a key")
        << 300 << QByteArray("GET") << u"/api/v1/transactions"_s << false << 401;
    QTest::newRow("404 unknown path")
        << 300 << QByteArray("GET") << u"/api/v1/nothing"_s << true << 404;
    QTest::newRow("checkout page")
        << 300 << QByteArray("GET") << u"/checkout/rds_none"_s << false << 404;
    // Two seconds and more is where Qt's default timers turn coarse (and may fire early).
    QTest::newRow("GET list, 2100 ms")
        << 2100 << QByteArray("GET") << u"/api/v1/transactions"_s << true << 200;
}

void TestFaults::latencyDelaysResponses()
{
    QFETCH(int, latencyMs);
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(bool, authenticated);
    QFETCH(int, status);
    SandboxOptions options;
    options.latencyMs = latencyMs;
    QVERIFY(m_sandbox.start(options));

    const QByteArray body = method == "POST" ? json(chargeBody(1250)) : QByteArray();
    QElapsedTimer timer;
    timer.start();
    const HttpResult r = m_sandbox.client.send(method, path, body, {}, authenticated);
    const qint64 elapsed = timer.elapsed();
    QCOMPARE(r.status, status);
    QVERIFY2(elapsed >= latencyMs, qPrintable(u"answered after %1 ms"_s.arg(elapsed)));
}

void TestFaults::clientDisconnectsDuringLatency_data()
{
    QTest::addColumn<QByteArray>("method");

    QTest::newRow("GET") << QByteArray("GET");
    QTest::newRow("POST with an Idempotency-Key") << QByteArray("POST");
}

void TestFaults::clientDisconnectsDuringLatency()
{
    QFETCH(QByteArray, method);
    constexpr int Latency = 600;
    SandboxOptions options;
    options.latencyMs = Latency;
    QVERIFY(m_sandbox.start(options));
    const QByteArray key = "abandoned-request";
    const QJsonObject charge = chargeBody(1250);

    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest req(m_sandbox.client.base.resolved(QUrl(u"/api/v1/transactions"_s)));
    req.setRawHeader("Authorization", "Bearer " + SandboxFixture::testKey().toUtf8());
    req.setRawHeader("Content-Type", "application/json");
    req.setRawHeader("Idempotency-Key", key);
    QNetworkReply *reply = method == "POST" ? nam.post(req, json(charge)) : nam.get(req);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    QElapsedTimer timer;
    timer.start();
    QTimer::singleShot(150, reply, &QNetworkReply::abort);
    QVERIFY(finished.wait(5000));
    QVERIFY(timer.elapsed() < Latency);
    QCOMPARE(reply->error(), QNetworkReply::OperationCanceledError);
    reply->deleteLater();

    if (method == "POST") {
        // The abandoned request still runs when its delay is over; until then its key is busy.
        const HttpResult busy = m_sandbox.client.post(u"/api/v1/transactions"_s, charge, key);
        QCOMPARE(busy.status, 409);
        QCOMPARE(busy.errorCode(), u"idempotency_in_progress"_s);
        HttpResult replay;
        QTRY_VERIFY_WITH_TIMEOUT(
            (replay = m_sandbox.client.post(u"/api/v1/transactions"_s, charge, key)).status == 201,
            10000);
        QCOMPARE(replay.headers.value("idempotent-replayed"), QByteArray("true"));
        QCOMPARE(countAll(m_sandbox.client, u"/api/v1/transactions"_s), 1);
    }

    // The service is alive and well.
    const HttpResult after = m_sandbox.client.get(u"/api/v1/transactions"_s);
    QCOMPARE(after.status, 200);
    QCOMPARE(m_sandbox.client.send("GET", u"/healthz"_s, {}, {}, false).status, 200);
}

void TestFaults::stopWhileResponsePending()
{
    SandboxOptions options;
    options.latencyMs = 2000;
    QVERIFY(m_sandbox.start(options));
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest req(m_sandbox.client.base.resolved(QUrl(u"/healthz"_s)));
    QNetworkReply *reply = nam.get(req);
    QSignalSpy sent(reply, &QNetworkReply::requestSent);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    // Stop the service with the request on the wire and its answer not yet due.
    QVERIFY(sent.wait(5000));
    QVERIFY(finished.isEmpty());
    m_sandbox.stop();
    QVERIFY(finished.wait(5000));
    QVERIFY(reply->error() != QNetworkReply::NoError);
    reply->deleteLater();

    QVERIFY(m_sandbox.start(SandboxOptions{}));
    QCOMPARE(m_sandbox.client.get(u"/api/v1/transactions"_s).status, 200);
}

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
