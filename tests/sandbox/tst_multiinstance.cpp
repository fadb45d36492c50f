// Several sandboxes on one PostgreSQL database answer as one service (issue 27, item 2): one
// charge per Idempotency-Key whichever instances its requests reach at once; concurrent charges
// and refunds over two instances all land, none lost, none over-refunded, the ledger balanced;
// a killed database connection is a 503 with Retry-After, then the sandbox reconnects by itself.
// And text with U+0000, which PostgreSQL cannot store, is refused on both engines.
// The tests of two processes or a killed connection need PAYDESK_TEST_DATABASE
// (tests/support/with-postgres.sh) and skip without it.
#include "sandboxclient.h"
#include "sandboxprocess.h"
#include "testdatabase.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <csignal>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;

namespace {

struct Request
{
    QUrl url;
    QByteArray body;
    QByteArray idempotencyKey;
};

// Every request sent at once (QNetworkAccessManager opens up to six connections per instance),
// the answers in the same order.
QList<HttpResult> sendAtOnce(const QString &apiKey, const QList<Request> &requests)
{
    QNetworkAccessManager nam;
    QList<QNetworkReply *> replies;
    for (const Request &r : requests) {
        QNetworkRequest req(r.url);
        req.setRawHeader("Authorization", "Bearer " + apiKey.toUtf8());
        req.setRawHeader("Content-Type", "application/json");
        if (!r.idempotencyKey.isEmpty())
            req.setRawHeader("Idempotency-Key", r.idempotencyKey);
        req.setTransferTimeout(60000);
        replies << nam.post(req, r.body);
    }
    QList<HttpResult> out;
    for (QNetworkReply *reply : std::as_const(replies))
        out << HttpClient::resultOf(reply);
    return out;
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestMultiInstance : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void nulIsRefusedOnBothEngines();
    void oneChargePerIdempotencyKeyAcrossInstances();
    void deadInstancesKeyIsTakenOver();
    void concurrentChargesAndRefundsAcrossInstances();
    void lostConnectionIs503ThenReconnects();

private:
    // Two paydesk-sandbox processes on one fresh database; false (a failure logged) if either
    // did not start.
    bool startTwo();
    qint64 count(const QString &sql, const QVariantList &values = {});

    QTemporaryDir m_home;
    QString m_dir; // names the database (testDatabaseFor())
    QString m_database;
    std::unique_ptr<SandboxProcess> m_first;
    std::unique_ptr<SandboxProcess> m_second;
    QUrl m_urls[2];
    QString m_key;
};

void TestMultiInstance::init()
{
    m_dir = u"/multi-instance-"_s + QUuid::createUuid().toString(QUuid::Id128);
    m_key.clear();
}

void TestMultiInstance::cleanup()
{
    m_first.reset();
    m_second.reset();
    QSqlDatabase::removeDatabase(u"multi-instance"_s);
}

bool TestMultiInstance::startTwo()
{
    m_database = testDatabaseFor(m_dir);
    if (m_database.isEmpty())
        return false;
    m_first = std::make_unique<SandboxProcess>(m_home.path());
    m_second = std::make_unique<SandboxProcess>(m_home.path());
    int i = 0;
    for (SandboxProcess *p : {m_first.get(), m_second.get()}) {
        // One after the other: the first makes the schema and the merchant, the second finds
        // them (the key each prints is the database's, so either works on both).
        p->start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--database"_s, m_database});
        const auto ready = p->waitForReadyLine() ? parseSandboxReady(p->out) : std::nullopt;
        if (!ready) {
            qWarning() << "the sandbox did not start:" << p->out << p->err;
            return false;
        }
        m_urls[i++] = ready->url;
        if (m_key.isEmpty())
            m_key = ready->apiKey;
    }
    return true;
}

qint64 TestMultiInstance::count(const QString &sql, const QVariantList &values)
{
    QSqlDatabase db = QSqlDatabase::database(u"multi-instance"_s, false);
    if (!db.isValid())
        db = addStoreDatabase(u"multi-instance"_s, m_dir);
    if (!db.isOpen() && !db.open())
        return -1;
    QSqlQuery q(db);
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec() || !q.next()) {
        qWarning() << q.lastError().text();
        return -1;
    }
    return q.value(0).toLongLong();
}

void TestMultiInstance::nulIsRefusedOnBothEngines()
{
    SandboxFixture f;
    QVERIFY(f.start());
    struct Case
    {
        QString path;
        QByteArray body;
        QString field;
    };
    const QList<Case> cases = {
        {u"/api/v1/transactions"_s,
         R"({"amount":1000,"currency":"USD","gateway":"cardnet","merchant_ref":"o-1",)"
         R"("description":"a\u0000b"})",
         u"description"_s},
        {u"/api/v1/transactions"_s,
         R"({"amount":1000,"currency":"USD","gateway":"cardnet","merchant_ref":"\u0000"})",
         u"merchant_ref"_s},
        {u"/api/v1/transactions/redirect"_s,
         R"({"amount":1000,"currency":"USD","gateway":"cardnet","merchant_ref":"o-2",)"
         R"("return_url":"https://shop.example/\u0000"})",
         u"return_url"_s},
        {u"/sandbox/v1/webhook-endpoints"_s, R"({"url":"https://shop.example/h\u0000"})", u"url"_s},
        {u"/sandbox/v1/keys"_s, R"({"name":"ci\u0000"})", u"name"_s},
        {u"/api/v1/fraud/evaluate"_s,
         R"({"amount":1000,"currency":"USD","email":"a\u0000@shop.example"})", u"email"_s},
        // Nested, and in a member's name: named by its path.
        {u"/api/v1/transactions"_s,
         R"({"amount":1000,"currency":"USD","gateway":"cardnet","merchant_ref":"o-3",)"
         R"("extra":{"list":["ok","x\u0000"]}})",
         u"extra.list[1]"_s},
    };
    for (const Case &c : cases) {
        const HttpResult r =
            f.client.send("POST", c.path, c.body, {{"Idempotency-Key", "nul-" + c.field.toUtf8()}});
        QVERIFY2(r.status == 400, qPrintable(c.path + u": "_s + QString::fromUtf8(r.body)));
        QCOMPARE(r.json.value(u"error"_s).toString(), u"invalid_request"_s);
        QVERIFY2(r.json.value(u"fields"_s).toObject().contains(c.field),
                 qPrintable(QString::fromUtf8(r.body)));
    }
    // The store has none of them, and takes the same request without the character.
    QCOMPARE(f.client.get(u"/api/v1/transactions"_s).json.value(u"data"_s).toArray().size(), 0);
    QCOMPARE(f.client.post(u"/api/v1/transactions"_s, chargeBody(1000)).status, 201);
    // A search text with it is refused too (PostgreSQL's ILIKE cannot take it).
    const HttpResult search = f.client.get(u"/api/v1/transactions?q=a%00b"_s);
    QCOMPARE(search.status, 400);
    QVERIFY(search.json.value(u"fields"_s).toObject().contains(u"q"_s));
}

void TestMultiInstance::oneChargePerIdempotencyKeyAcrossInstances()
{
    if (testDatabaseServer().isEmpty())
        QSKIP("needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh)");
    QVERIFY(startTwo());
    // Each key sent four times at once, two to each instance; many keys, so the requests of
    // one key reach both instances within the same few milliseconds.
    constexpr int Keys = 25;
    QList<Request> requests;
    for (int k = 0; k < Keys; ++k) {
        const QByteArray body = json(chargeBody(1000 + 100 * k, u"USD"_s, u"idem-%1"_s.arg(k)));
        for (int i = 0; i < 4; ++i)
            requests << Request{m_urls[i % 2].resolved(QUrl(u"/api/v1/transactions"_s)), body,
                                "same-" + QByteArray::number(k)};
    }
    const QList<HttpResult> answers = sendAtOnce(m_key, requests);
    for (int k = 0; k < Keys; ++k) {
        QString id;
        for (int i = 0; i < 4; ++i) {
            const HttpResult &r = answers[k * 4 + i];
            if (r.status == 409) {
                QCOMPARE(r.json.value(u"error"_s).toString(), u"idempotency_in_progress"_s);
                continue;
            }
            QVERIFY2(r.status == 201, r.body.constData());
            const QString got = r.json.value(u"id"_s).toString();
            QVERIFY(!got.isEmpty());
            if (id.isEmpty())
                id = got;
            QCOMPARE(got, id);
        }
        QCOMPARE(count(u"SELECT COUNT(*) FROM transactions WHERE merchant_ref = ?"_s,
                       {u"idem-%1"_s.arg(k)}),
                 qint64(1));
    }
    // A replay from the other instance: the same charge.
    const HttpResult replay =
        sendAtOnce(m_key, {Request{m_urls[1].resolved(QUrl(u"/api/v1/transactions"_s)),
                                   json(chargeBody(1000, u"USD"_s, u"idem-0"_s)), "same-0"}})[0];
    QCOMPARE(replay.status, 201);
    QCOMPARE(replay.headers.value("idempotent-replayed"), QByteArray("true"));
    QVERIFY(m_first->running() && m_second->running());
}

void TestMultiInstance::deadInstancesKeyIsTakenOver()
{
    if (testDatabaseServer().isEmpty())
        QSKIP("needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh)");
    // The first instance holds its requests for a minute (--latency) before running them.
    m_database = testDatabaseFor(m_dir);
    m_first = std::make_unique<SandboxProcess>(m_home.path());
    m_first->start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--database"_s, m_database,
                    u"--latency"_s, u"60000"_s});
    QVERIFY(m_first->waitForReadyLine());
    const auto first = parseSandboxReady(m_first->out);
    QVERIFY(first);
    m_second = std::make_unique<SandboxProcess>(m_home.path());
    m_second->start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--database"_s, m_database});
    QVERIFY(m_second->waitForReadyLine());
    const auto second = parseSandboxReady(m_second->out);
    QVERIFY(second);

    const QByteArray body = json(chargeBody(1500, u"USD"_s, u"taken-over"_s));
    QNetworkAccessManager nam;
    QNetworkRequest req(first->url.resolved(QUrl(u"/api/v1/transactions"_s)));
    req.setRawHeader("Authorization", "Bearer " + first->apiKey.toUtf8());
    req.setRawHeader("Content-Type", "application/json");
    req.setRawHeader("Idempotency-Key", "dies-holding-it");
    QNetworkReply *pending = nam.post(req, body);
    QTRY_COMPARE(count(u"SELECT COUNT(*) FROM idempotency WHERE state = 'in_progress'"_s),
                 qint64(1));
    const Request again{second->url.resolved(QUrl(u"/api/v1/transactions"_s)), body,
                        "dies-holding-it"};
    // While its owner runs it, the key is its: the other instance says so.
    const HttpResult running = sendAtOnce(first->apiKey, {again})[0];
    QCOMPARE(running.status, 409);
    QCOMPARE(running.json.value(u"error"_s).toString(), u"idempotency_in_progress"_s);

    m_first->signal(SIGKILL);
    QVERIFY(m_first->waitForExit());
    QTRY_VERIFY(pending->isFinished());
    delete pending;
    // Its owner is gone (its session lock with it): the next request with the key makes the
    // charge, once.
    // (Once the server has seen the connection close: retried while it still says 409.)
    HttpResult made;
    QTRY_VERIFY((made = sendAtOnce(first->apiKey, {again})[0]).status != 409);
    QVERIFY2(made.status == 201, made.body.constData());
    const HttpResult replay = sendAtOnce(first->apiKey, {again})[0];
    QCOMPARE(replay.status, 201);
    QCOMPARE(replay.json.value(u"id"_s), made.json.value(u"id"_s));
    QCOMPARE(count(u"SELECT COUNT(*) FROM transactions WHERE merchant_ref = 'taken-over'"_s),
             qint64(1));
}

void TestMultiInstance::concurrentChargesAndRefundsAcrossInstances()
{
    if (testDatabaseServer().isEmpty())
        QSKIP("needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh)");
    QVERIFY(startTwo());
    constexpr int Charges = 12;
    QList<Request> charges;
    for (int c = 0; c < Charges; ++c)
        charges << Request{m_urls[c % 2].resolved(QUrl(u"/api/v1/transactions"_s)),
                           json(chargeBody(1000, u"USD"_s, u"many-%1"_s.arg(c))),
                           {}};
    QStringList ids;
    for (const HttpResult &r : sendAtOnce(m_key, charges)) {
        QVERIFY2(r.status == 201, r.body.constData());
        ids << r.json.value(u"id"_s).toString();
    }
    // Six refunds of 300 of each 1000 at once, three to each instance: three fit, three must be
    // refused, whichever instance runs them.
    QList<Request> refunds;
    for (const QString &id : std::as_const(ids)) {
        for (int i = 0; i < 6; ++i)
            refunds << Request{
                m_urls[i % 2].resolved(QUrl(u"/api/v1/transactions/%1/refunds"_s.arg(id))),
                json({{u"amount"_s, 300}}),
                {}};
    }
    int made = 0;
    for (const HttpResult &r : sendAtOnce(m_key, refunds)) {
        if (r.status == 201)
            ++made;
        else
            QVERIFY2(r.status >= 400 && r.status < 500, r.body.constData());
    }
    QCOMPARE(made, Charges * 3);
    QCOMPARE(count(u"SELECT COUNT(*) FROM transactions WHERE merchant_ref LIKE 'many-%'"_s),
             qint64(Charges));
    QCOMPARE(count(u"SELECT COUNT(*) FROM refunds"_s), qint64(Charges * 3));
    // Each charge's refunded amount is its refunds' sum: no update lost to another instance.
    QCOMPARE(count(u"SELECT COUNT(*) FROM transactions t WHERE t.amount_refunded <> 900 OR"
                   " t.amount_refunded <> (SELECT SUM(r.amount) FROM refunds r"
                   " WHERE r.transaction_id = t.id)"_s),
             qint64(0));
    HttpClient client;
    client.base = m_urls[1];
    client.apiKey = m_key;
    const HttpResult balance = client.get(u"/v1/ledger/trial-balance?currency=USD"_s);
    QCOMPARE(balance.status, 200);
    QVERIFY(balance.json.value(u"total_debit"_s).toInteger() > 0);
    QCOMPARE(balance.json.value(u"total_debit"_s).toInteger(),
             balance.json.value(u"total_credit"_s).toInteger());
}

void TestMultiInstance::lostConnectionIs503ThenReconnects()
{
    if (testDatabaseServer().isEmpty())
        QSKIP("needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh)");
    paydesk::sandbox::SandboxOptions options;
    options.database = m_database = testDatabaseFor(m_dir);
    SandboxFixture f;
    QVERIFY(f.start(options));
    QCOMPARE(f.client.post(u"/api/v1/transactions"_s, chargeBody(1000)).status, 201);
    const QString name = QUrl(m_database).path().mid(1);
    const auto killBackends = [&] {
        QCOMPARE(count(u"SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity"
                       " WHERE datname = ? AND pid <> pg_backend_pid()"_s,
                       {name}),
                 qint64(1));
        QTRY_COMPARE(count(u"SELECT COUNT(*) FROM pg_stat_activity WHERE datname = ?"
                           " AND pid <> pg_backend_pid()"_s,
                           {name}),
                     qint64(0));
    };

    killBackends();
    const HttpResult lost =
        f.client.post(u"/api/v1/transactions"_s, chargeBody(2000, u"USD"_s, u"lost"_s), "lost-1");
    QCOMPARE(lost.status, 503);
    QCOMPARE(lost.json.value(u"error"_s).toString(), u"service_unavailable"_s);
    QVERIFY(!lost.json.value(u"details"_s).toString().isEmpty());
    QCOMPARE(lost.headers.value("retry-after"), QByteArray("1"));
    QCOMPARE(count(u"SELECT COUNT(*) FROM transactions WHERE merchant_ref = 'lost'"_s), qint64(0));
    // Retried as told: made once.
    const HttpResult retried =
        f.client.post(u"/api/v1/transactions"_s, chargeBody(2000, u"USD"_s, u"lost"_s), "lost-1");
    QVERIFY2(retried.status == 201, retried.body.constData());
    QCOMPARE(count(u"SELECT COUNT(*) FROM transactions WHERE merchant_ref = 'lost'"_s), qint64(1));

    // A read on a killed connection: 503, not an empty list; then the list again.
    killBackends();
    const HttpResult read = f.client.get(u"/api/v1/transactions"_s);
    QCOMPARE(read.status, 503);
    QCOMPARE(read.headers.value("retry-after"), QByteArray("1"));
    const HttpResult again = f.client.get(u"/api/v1/transactions"_s);
    QCOMPARE(again.status, 200);
    QCOMPARE(again.json.value(u"data"_s).toArray().size(), 2);

    // A health check finds a killed connection, and the next one has it back.
    killBackends();
    const HttpResult unhealthy = f.client.get(u"/healthz"_s);
    QCOMPARE(unhealthy.status, 503);
    QCOMPARE(unhealthy.json.value(u"error"_s).toString(), u"service_unavailable"_s);
    QCOMPARE(f.client.get(u"/healthz"_s).status, 200);
}

QTEST_GUILESS_MAIN(TestMultiInstance)
#include "tst_multiinstance.moc"
