// The store developer's flow against the sandbox (CONTRACT.md, "Second wave"): why a
// transaction failed and which fraud evaluation preceded it. Real HTTP on loopback.
#include "sandboxclient.h"
#include "testclock.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;

namespace {

const QString TransactionsPath = u"/api/v1/transactions"_s;

} // namespace

class TestStoreFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void failureReason_data();
    void failureReason();
    void capturedHasNoFailure();
    void checkoutDeclineSaysWhichCard();
    void seededFailuresSayWhy();
    void fraudEvaluationKeptWithCharge();
    void unknownFraudEvaluation();
    void fraudEvaluationNotFound();

    void paymentLinksListed();
    void paymentLinksPaged();
    void paymentLinkAttempts();
    void paymentLinksExpire();
    void paymentLinksBadFilters_data();
    void paymentLinksBadFilters();

    void trigger_data();
    void trigger();
    void triggerBadInput_data();
    void triggerBadInput();

private:
    HttpClient &client() { return m_fx.client; }
    QJsonObject evaluate(qint64 amount);
    QJsonObject createLink(HttpClient &c, const QString &ref, qint64 amount = 4999);
    HttpResult pay(HttpClient &c, const QString &sessionId, const QByteArray &card);

    SandboxFixture m_fx;
    SandboxFixture m_seeded;
};

void TestStoreFlow::initTestCase()
{
    QVERIFY(m_fx.start());
    paydesk::sandbox::SandboxOptions seeded;
    seeded.seedCount = 300;
    QVERIFY(m_seeded.start(seeded));
}

void TestStoreFlow::cleanupTestCase()
{
    m_fx.stop();
    m_seeded.stop();
}

QJsonObject TestStoreFlow::evaluate(qint64 amount)
{
    const HttpResult r = client().post(
        u"/api/v1/fraud/evaluate"_s,
        {{u"amount"_s, amount},
         {u"currency"_s, u"USD"_s},
         {u"customer"_s, QJsonObject{{u"email"_s, u"a@example.com"_s}, {u"country"_s, u"DE"_s}}},
         {u"card"_s, QJsonObject{{u"bin"_s, u"424242"_s}, {u"country"_s, u"US"_s}}}});
    if (r.status != 200)
        qWarning() << "evaluation failed:" << r.status << r.body;
    return r.json;
}

void TestStoreFlow::failureReason_data()
{
    QTest::addColumn<qint64>("amount");
    QTest::newRow("ends in 02") << qint64(1202);
    QTest::newRow("just 02") << qint64(2);
}

void TestStoreFlow::failureReason()
{
    QFETCH(qint64, amount);
    const HttpResult r = client().post(TransactionsPath, chargeBody(amount));
    QCOMPARE(r.status, 402);
    QCOMPARE(r.errorCode(), u"card_declined"_s);
    const QString id = r.json[u"transaction_id"_s].toString();
    const HttpResult t = client().get(TransactionsPath + u'/' + id);
    QCOMPARE(t.status, 200);
    QCOMPARE(t.json[u"status"_s].toString(), u"failed"_s);
    QCOMPARE(t.json[u"failure_code"_s].toString(), u"card_declined"_s);
    QVERIFY2(t.json[u"failure_message"_s].toString().contains(u"ending in 02"_s),
             t.body.constData());
    QCOMPARE(t.json[u"failure_message"_s].toString(), r.json[u"details"_s].toString());
    QVERIFY(t.json[u"fraud_evaluation_id"_s].isNull());

    // The list says the same as the single read.
    const HttpResult list = client().get(TransactionsPath + u"?q="_s + id);
    QCOMPARE(list.status, 200);
    const QJsonObject row = list.json[u"data"_s].toArray().first().toObject();
    QCOMPARE(row, t.json);
}

void TestStoreFlow::capturedHasNoFailure()
{
    const HttpResult r = client().post(TransactionsPath, chargeBody(1000));
    QCOMPARE(r.status, 201);
    QVERIFY(r.json.contains(u"failure_code"_s));
    QVERIFY(r.json[u"failure_code"_s].isNull());
    QVERIFY(r.json[u"failure_message"_s].isNull());
    QVERIFY(r.json[u"fraud_evaluation_id"_s].isNull());
}

void TestStoreFlow::checkoutDeclineSaysWhichCard()
{
    const HttpResult s = client().post(TransactionsPath + u"/redirect"_s,
                                       {{u"amount"_s, 4999},
                                        {u"currency"_s, u"EUR"_s},
                                        {u"gateway"_s, u"cardnet"_s},
                                        {u"merchant_ref"_s, u"ORD-DECLINE"_s},
                                        {u"return_url"_s, u"https://shop.example/return"_s}});
    QCOMPARE(s.status, 201);
    const QString id = s.json[u"id"_s].toString();
    const HttpResult pay =
        client().send("POST", u"/checkout/"_s + id,
                      "card_number=4000+0000+0000+0002&expiry=12%2F40&cvc=123&name=A+B",
                      {{"Content-Type", "application/x-www-form-urlencoded"}}, false);
    QCOMPARE(pay.status, 402);
    const HttpResult list = client().get(TransactionsPath + u"?q=ORD-DECLINE"_s);
    const QJsonObject t = list.json[u"data"_s].toArray().first().toObject();
    QCOMPARE(t[u"status"_s].toString(), u"failed"_s);
    QCOMPARE(t[u"failure_code"_s].toString(), u"card_declined"_s);
    QVERIFY2(t[u"failure_message"_s].toString().contains(u"4000 0000 0000 0002"_s),
             qPrintable(t[u"failure_message"_s].toString()));
}

void TestStoreFlow::seededFailuresSayWhy()
{
    const HttpResult list = m_seeded.client.get(TransactionsPath + u"?status=failed&limit=100"_s);
    QCOMPARE(list.status, 200);
    const QJsonArray rows = list.json[u"data"_s].toArray();
    QVERIFY(!rows.isEmpty());
    for (const QJsonValue &v : rows) {
        const QJsonObject t = v.toObject();
        QCOMPARE(t[u"failure_code"_s].toString(), u"card_declined"_s);
        QVERIFY(t[u"failure_message"_s].toString().contains(u"ending in 02"_s));
    }
    const HttpResult captured =
        m_seeded.client.get(TransactionsPath + u"?status=captured&limit=5"_s);
    for (const QJsonValue &v : captured.json[u"data"_s].toArray())
        QVERIFY(v.toObject()[u"failure_code"_s].isNull());
}

void TestStoreFlow::fraudEvaluationKeptWithCharge()
{
    const QJsonObject evaluation = evaluate(1500);
    const QString evaluationId = evaluation[u"id"_s].toString();
    QVERIFY(evaluationId.startsWith(u"frd_"_s));

    QJsonObject body = chargeBody(1500);
    body.insert(u"fraud_evaluation_id"_s, evaluationId);
    const HttpResult r = client().post(TransactionsPath, body);
    QCOMPARE(r.status, 201);
    QCOMPARE(r.json[u"fraud_evaluation_id"_s].toString(), evaluationId);
    const HttpResult t = client().get(TransactionsPath + u'/' + r.json[u"id"_s].toString());
    QCOMPARE(t.json[u"fraud_evaluation_id"_s].toString(), evaluationId);

    // As it was answered, reasons and all.
    const HttpResult again = client().get(u"/api/v1/fraud/evaluations/"_s + evaluationId);
    QCOMPARE(again.status, 200);
    QCOMPARE(again.json, evaluation);
    QVERIFY(!again.json[u"reasons"_s].toArray().isEmpty());

    // A declined charge keeps it too.
    body = chargeBody(1502);
    body.insert(u"fraud_evaluation_id"_s, evaluationId);
    const HttpResult declined = client().post(TransactionsPath, body);
    QCOMPARE(declined.status, 402);
    const HttpResult failed =
        client().get(TransactionsPath + u'/' + declined.json[u"transaction_id"_s].toString());
    QCOMPARE(failed.json[u"fraud_evaluation_id"_s].toString(), evaluationId);
}

void TestStoreFlow::unknownFraudEvaluation()
{
    QJsonObject body = chargeBody(1700, u"USD"_s, u"order-unknown-frd"_s);
    body.insert(u"fraud_evaluation_id"_s, u"frd_doesnotexist"_s);
    const HttpResult r = client().post(TransactionsPath, body);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY(r.json[u"fields"_s].toObject().contains(u"fraud_evaluation_id"_s));
    body[u"fraud_evaluation_id"_s] = 12;
    QCOMPARE(client().post(TransactionsPath, body).status, 400);
    // Nothing was stored.
    const HttpResult list = client().get(TransactionsPath + u"?q=order-unknown-frd"_s);
    QCOMPARE(list.json[u"data"_s].toArray().size(), 0);
}

void TestStoreFlow::fraudEvaluationNotFound()
{
    const HttpResult r = client().get(u"/api/v1/fraud/evaluations/frd_nothere"_s);
    QCOMPARE(r.status, 404);
    QCOMPARE(r.errorCode(), u"not_found"_s);
}

QJsonObject TestStoreFlow::createLink(HttpClient &c, const QString &ref, qint64 amount)
{
    const HttpResult r = c.post(TransactionsPath + u"/redirect"_s,
                                {{u"amount"_s, amount},
                                 {u"currency"_s, u"EUR"_s},
                                 {u"gateway"_s, u"cardnet"_s},
                                 {u"merchant_ref"_s, ref},
                                 {u"return_url"_s, u"https://shop.example/return"_s}});
    if (r.status != 201)
        qWarning() << "session failed:" << r.status << r.body;
    return r.json;
}

HttpResult TestStoreFlow::pay(HttpClient &c, const QString &sessionId, const QByteArray &card)
{
    return c.send("POST", u"/checkout/"_s + sessionId,
                  "card_number=" + card + "&expiry=12%2F40&cvc=123&name=A+B",
                  {{"Content-Type", "application/x-www-form-urlencoded"}}, false);
}

void TestStoreFlow::paymentLinksListed()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    const QJsonObject a = createLink(fx.client, u"SHOP-1001"_s);
    const QJsonObject b = createLink(fx.client, u"shop-1002"_s);
    const QJsonObject c = createLink(fx.client, u"OTHER-7"_s);
    QCOMPARE(pay(fx.client, b[u"id"_s].toString(), "4242424242424242").status, 303);

    HttpResult r = fx.client.get(TransactionsPath + u"/redirect"_s);
    QCOMPARE(r.status, 200);
    QJsonArray data = r.json[u"data"_s].toArray();
    QCOMPARE(data.size(), 3);
    QCOMPARE(r.json[u"has_more"_s].toBool(), false);
    // Newest first (links of the same second by id); each as a single read shows it.
    QStringList ids;
    for (const QJsonValue &v : data)
        ids << v.toObject()[u"id"_s].toString();
    QCOMPARE(QSet(ids.cbegin(), ids.cend()),
             (QSet<QString>{a[u"id"_s].toString(), b[u"id"_s].toString(), c[u"id"_s].toString()}));
    const HttpResult single =
        fx.client.get(TransactionsPath + u"/redirect/"_s + b[u"id"_s].toString());
    QCOMPARE(data.at(ids.indexOf(b[u"id"_s].toString())).toObject(), single.json);
    QCOMPARE(single.json[u"status"_s].toString(), u"completed"_s);

    // q: a merchant_ref substring, any case.
    r = fx.client.get(TransactionsPath + u"/redirect?q=shop-10"_s);
    QCOMPARE(r.json[u"data"_s].toArray().size(), 2);
    r = fx.client.get(TransactionsPath + u"/redirect?q=1001"_s);
    data = r.json[u"data"_s].toArray();
    QCOMPARE(data.size(), 1);
    QCOMPARE(data.at(0).toObject()[u"id"_s].toString(), a[u"id"_s].toString());
    // status, alone and with q.
    r = fx.client.get(TransactionsPath + u"/redirect?status=completed"_s);
    data = r.json[u"data"_s].toArray();
    QCOMPARE(data.size(), 1);
    QCOMPARE(data.at(0).toObject()[u"id"_s].toString(), b[u"id"_s].toString());
    r = fx.client.get(TransactionsPath + u"/redirect?status=open&q=SHOP"_s);
    QCOMPARE(r.json[u"data"_s].toArray().size(), 1);
    r = fx.client.get(TransactionsPath +
                      u"/redirect?created_from=2000-01-01&created_to=2000-01-02"_s);
    QCOMPARE(r.json[u"data"_s].toArray().size(), 0);
}

void TestStoreFlow::paymentLinksPaged()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    QStringList made;
    for (int i = 0; i < 5; ++i)
        made.prepend(createLink(fx.client, u"PAGE-%1"_s.arg(i))[u"id"_s].toString());
    QStringList seen;
    QString cursor;
    do {
        const HttpResult r = fx.client.get(TransactionsPath + u"/redirect?limit=2"_s +
                                           (cursor.isEmpty() ? QString() : u"&cursor="_s + cursor));
        QCOMPARE(r.status, 200);
        for (const QJsonValue &v : r.json[u"data"_s].toArray())
            seen << v.toObject()[u"id"_s].toString();
        cursor = r.json[u"next_cursor"_s].toString();
        // One made while paging is not among the pages already pinned.
        if (seen.size() == 2)
            createLink(fx.client, u"PAGE-LATE"_s);
    } while (!cursor.isEmpty());
    QCOMPARE(seen.size(), 5);
    QCOMPARE(QSet(seen.cbegin(), seen.cend()), QSet(made.cbegin(), made.cend()));
}

void TestStoreFlow::paymentLinkAttempts()
{
    const QJsonObject s = createLink(client(), u"ATTEMPTS-1"_s);
    const QString id = s[u"id"_s].toString();
    QCOMPARE(s[u"attempts"_s].toArray().size(), 0);
    QCOMPARE(pay(client(), id, "4000000000000002").status, 402);
    QCOMPARE(pay(client(), id, "4242424242424242").status, 303);
    const HttpResult r = client().get(TransactionsPath + u"/redirect/"_s + id);
    const QJsonArray attempts = r.json[u"attempts"_s].toArray();
    QCOMPARE(attempts.size(), 2);
    QCOMPARE(attempts.at(0).toObject()[u"status"_s].toString(), u"failed"_s);
    QCOMPARE(attempts.at(1).toObject()[u"status"_s].toString(), u"captured"_s);
    QCOMPARE(attempts.at(1).toObject()[u"transaction_id"_s].toString(),
             r.json[u"transaction_id"_s].toString());
    const HttpResult failed = client().get(
        TransactionsPath + u'/' + attempts.at(0).toObject()[u"transaction_id"_s].toString());
    QCOMPARE(failed.json[u"status"_s].toString(), u"failed"_s);
}

void TestStoreFlow::paymentLinksExpire()
{
    const auto clock = std::make_shared<TestClock>();
    paydesk::sandbox::SandboxOptions options;
    options.clock = clock;
    options.sessionTtlSeconds = 600;
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    const QString id = createLink(fx.client, u"EXPIRES-1"_s)[u"id"_s].toString();
    QCOMPARE(fx.client.get(TransactionsPath + u"/redirect?status=open"_s)
                 .json[u"data"_s]
                 .toArray()
                 .size(),
             1);
    clock->advance(std::chrono::seconds(601));
    const HttpResult r = fx.client.get(TransactionsPath + u"/redirect?status=expired"_s);
    const QJsonArray data = r.json[u"data"_s].toArray();
    QCOMPARE(data.size(), 1);
    QCOMPARE(data.at(0).toObject()[u"id"_s].toString(), id);
    QCOMPARE(fx.client.get(TransactionsPath + u"/redirect?status=open"_s)
                 .json[u"data"_s]
                 .toArray()
                 .size(),
             0);
}

void TestStoreFlow::paymentLinksBadFilters_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("field");
    QTest::newRow("unknown status") << u"status=paid"_s << u"status"_s;
    QTest::newRow("limit 0") << u"limit=0"_s << u"limit"_s;
    QTest::newRow("limit 101") << u"limit=101"_s << u"limit"_s;
    QTest::newRow("bad cursor") << u"cursor=xyz"_s << u"cursor"_s;
    QTest::newRow("bad date") << u"created_from=yesterday"_s << u"created_from"_s;
}

void TestStoreFlow::paymentLinksBadFilters()
{
    QFETCH(QString, query);
    QFETCH(QString, field);
    const HttpResult r = client().get(TransactionsPath + u"/redirect?"_s + query);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
}

void TestStoreFlow::trigger_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QJsonObject>("extra");
    QTest::addColumn<QString>("status");
    QTest::addColumn<qint64>("amount");
    QTest::newRow("captured") << u"transaction.captured"_s << QJsonObject() << u"captured"_s
                              << qint64(2000);
    QTest::newRow("captured, in JPY")
        << u"transaction.captured"_s << QJsonObject{{u"amount"_s, 5000}, {u"currency"_s, u"JPY"_s}}
        << u"captured"_s << qint64(5000);
    QTest::newRow("failed") << u"transaction.failed"_s << QJsonObject() << u"failed"_s
                            << qint64(1002);
    QTest::newRow("refunded") << u"transaction.refunded"_s << QJsonObject{{u"amount"_s, 750}}
                              << u"refunded"_s << qint64(750);
}

void TestStoreFlow::trigger()
{
    QFETCH(QString, type);
    QFETCH(QJsonObject, extra);
    QFETCH(QString, status);
    QFETCH(qint64, amount);
    QJsonObject body = extra;
    body.insert(u"type"_s, type);
    const HttpResult r = client().post(u"/sandbox/v1/trigger"_s, body);
    QCOMPARE(r.status, 201);
    QVERIFY(r.json[u"event_id"_s].toString().startsWith(u"evt_"_s));
    const HttpResult t =
        client().get(TransactionsPath + u'/' + r.json[u"transaction_id"_s].toString());
    QCOMPARE(t.json[u"status"_s].toString(), status);
    QCOMPARE(t.json[u"amount"_s].toInteger(), amount);
    QCOMPARE(r.json.contains(u"refund_id"_s), status == u"refunded"_s);
    if (status == u"refunded"_s) {
        const HttpResult refund =
            client().get(u"/api/v1/refunds/"_s + r.json[u"refund_id"_s].toString());
        QCOMPARE(refund.json[u"amount"_s].toInteger(), amount);
    }
    if (status == u"failed"_s)
        QCOMPARE(t.json[u"failure_code"_s].toString(), u"card_declined"_s);
}

void TestStoreFlow::triggerBadInput_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("says");
    QTest::newRow("unknown kind") << QJsonObject{{u"type"_s, u"transaction.disputed"_s}}
                                  << u"type"_s << u"transaction.refunded"_s;
    QTest::newRow("no kind") << QJsonObject{} << u"type"_s << QString();
    QTest::newRow("captured ending in 02")
        << QJsonObject{{u"type"_s, u"transaction.captured"_s}, {u"amount"_s, 1202}} << u"amount"_s
        << u"02"_s;
    QTest::newRow("failed not ending in 02")
        << QJsonObject{{u"type"_s, u"transaction.failed"_s}, {u"amount"_s, 1200}} << u"amount"_s
        << u"02"_s;
    QTest::newRow("unknown currency")
        << QJsonObject{{u"type"_s, u"transaction.captured"_s}, {u"currency"_s, u"XXY"_s}}
        << u"currency"_s << QString();
}

void TestStoreFlow::triggerBadInput()
{
    QFETCH(QJsonObject, body);
    QFETCH(QString, field);
    QFETCH(QString, says);
    SandboxFixture fx;
    QVERIFY(fx.start());
    const HttpResult r = fx.client.post(u"/sandbox/v1/trigger"_s, body);
    QCOMPARE(r.status, 400);
    const QString problem = r.json[u"fields"_s].toObject()[field].toString();
    QVERIFY2(!problem.isEmpty(), r.body.constData());
    QVERIFY2(problem.contains(says), qPrintable(problem));
    // Nothing was stored.
    QCOMPARE(fx.client.get(TransactionsPath).json[u"data"_s].toArray().size(), 0);
}

QTEST_GUILESS_MAIN(TestStoreFlow)
#include "tst_storeflow.moc"
