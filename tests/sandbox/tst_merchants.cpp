// Many merchants in one sandbox (CONTRACT.md, "Third wave": merchants; issue 27): every record
// belongs to the merchant of the key that made it, and a key sees only its merchant's. Every
// route the router registers is walked with a second merchant's ids (404 exactly as a missing
// id), every list is read for them, the ledger, payouts and bank statement are per merchant,
// idempotency keys do not collide, the admin key only creates merchants, and a store made before
// merchants is migrated. Real HTTP on loopback; time moved by a TestClock.

#include "sandbox/sandboxapi.h"
#include "sandbox/sandboxstore.h"
#include "sandboxclient.h"
#include "testclock.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using paydesk::sandbox::SandboxApi;
using paydesk::sandbox::SandboxOptions;
using paydesk::sandbox::SandboxStore;

namespace {

const QString KeyB = u"pts_test_SecondMerchantKey0123456789abcd"_s;
const QString AdminKey = u"admin-TestAdminKey0123456789"_s;
const QString Month = u"currency=USD&format=csv&from=2026-05-01&to=2026-05-31"_s;
// 2026-05-04T09:00:00Z
constexpr qint64 Start = 1777885200;

HttpResult as(HttpClient &c, const QString &key, const QByteArray &method, const QString &path,
              const QByteArray &body = {}, const QByteArray &idempotencyKey = {})
{
    const QString own = std::exchange(c.apiKey, key);
    QList<QPair<QByteArray, QByteArray>> headers;
    if (!idempotencyKey.isEmpty())
        headers.append({"Idempotency-Key", idempotencyKey});
    const HttpResult r = c.send(method, path, body, headers);
    c.apiKey = own;
    return r;
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// One merchant's records, made over HTTP with its key.
struct Records
{
    QString transaction;
    QString refund;
    QString session;
    QString fraudEvaluation;
    QString endpoint;
    QString event;
    QString key;
    QString payout;

    QStringList all() const
    {
        return {transaction, refund, session, fraudEvaluation, endpoint, event, key, payout};
    }
};

// The id a route's "*" stands for, by the route; empty for a route the walk does not know (the
// test fails then: a new route must say which id it takes).
QString idFor(const QString &pattern, const Records &r)
{
    if (pattern.startsWith(u"/api/v1/transactions/redirect/"_s))
        return r.session;
    if (pattern.startsWith(u"/api/v1/transactions/"_s))
        return r.transaction;
    if (pattern.startsWith(u"/api/v1/refunds/"_s))
        return r.refund;
    if (pattern.startsWith(u"/api/v1/fraud/evaluations/"_s))
        return r.fraudEvaluation;
    if (pattern.startsWith(u"/sandbox/v1/webhook-endpoints/"_s))
        return r.endpoint;
    if (pattern.startsWith(u"/sandbox/v1/events/"_s))
        return r.event;
    if (pattern.startsWith(u"/sandbox/v1/keys/"_s))
        return r.key;
    if (pattern.startsWith(u"/api/v1/payouts/"_s))
        return r.payout;
    return {};
}

// An id of the same shape that no merchant has.
QString missingLike(const QString &id)
{
    const qsizetype cut = id.indexOf(u'_') + 1;
    QString missing = id.left(cut);
    for (qsizetype i = cut; i < id.size(); ++i)
        missing += id.at(i).isDigit() ? u'7' : u'Q';
    return missing;
}

// A body each POST route accepts, so that it is the id, not the body, that is answered.
QByteArray bodyFor(const QString &pattern)
{
    if (pattern.endsWith(u"/refunds"_s))
        return json({{u"amount"_s, 100}});
    if (pattern.startsWith(u"/sandbox/v1/webhook-endpoints/"_s))
        return json({{u"enabled"_s, false}});
    return "{}";
}

QList<SandboxApi::RouteInfo> registeredRoutes()
{
    SandboxStore store;
    QString error;
    if (!store.open({}, &error))
        qFatal("store: %s", qPrintable(error));
    SandboxOptions options;
    SandboxApi api(store, options);
    return api.routes();
}

} // namespace

class TestMerchants : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void adminKeyCreatesMerchantsOnly();
    void merchantNameIsValidated();
    // Before the walk below, whose requests are the first merchant's activity (their paths hold
    // the other merchant's ids, as sent).
    void listsShowOnlyTheKeysMerchant();
    void everyRouteAnswersAnotherMerchantsIdAsMissing();
    void ledgerPayoutsAndBankStatementPerMerchant();
    void idempotencyKeysAreTheMerchants();
    void webhooksGoToTheMerchantsEndpoints();
    void seedsEachMerchant();
    void databaseFromBeforeMerchantsMigrates();
    void standaloneBinaryMerchantsAndAdminKeyFile();

private:
    Records makeRecords(const QString &key, qint64 amount);

    std::shared_ptr<TestClock> m_clock;
    SandboxFixture m_fx;
    QString m_keyA;
    Records m_a;
    Records m_b;
    qint64 m_amountA = 10000;
    qint64 m_amountB = 2500;
};

Records TestMerchants::makeRecords(const QString &key, qint64 amount)
{
    HttpClient &c = m_fx.client;
    Records r;
    HttpResult t = as(c, key, "POST", u"/api/v1/transactions"_s, json(chargeBody(amount)));
    r.transaction = t.json[u"id"_s].toString();
    r.refund = as(c, key, "POST", u"/api/v1/transactions/%1/refunds"_s.arg(r.transaction),
                  json({{u"amount"_s, 500}}))
                   .json[u"id"_s]
                   .toString();
    r.session = as(c, key, "POST", u"/api/v1/transactions/redirect"_s,
                   json({{u"amount"_s, 1500},
                         {u"currency"_s, u"USD"_s},
                         {u"gateway"_s, u"cardnet"_s},
                         {u"merchant_ref"_s, u"LINK-1"_s},
                         {u"return_url"_s, u"https://shop.example/done"_s}}))
                    .json[u"id"_s]
                    .toString();
    r.fraudEvaluation =
        as(c, key, "POST", u"/api/v1/fraud/evaluate"_s,
           json({{u"amount"_s, 1000}, {u"currency"_s, u"USD"_s}, {u"email"_s, u"a@example.com"_s}}))
            .json[u"id"_s]
            .toString();
    r.endpoint =
        as(c, key, "POST", u"/sandbox/v1/webhook-endpoints"_s,
           json({{u"url"_s, u"http://127.0.0.1:9/hook"_s}, {u"events"_s, QJsonArray{u"*"_s}}}))
            .json[u"id"_s]
            .toString();
    r.event =
        as(c, key, "POST", u"/sandbox/v1/trigger"_s, json({{u"type"_s, u"transaction.captured"_s}}))
            .json[u"event_id"_s]
            .toString();
    r.key =
        as(c, key, "POST", u"/sandbox/v1/keys"_s,
           json({{u"name"_s, u"Reader"_s}, {u"permissions"_s, QJsonArray{u"transactions:read"_s}}}))
            .json[u"id"_s]
            .toString();
    return r;
}

void TestMerchants::initTestCase()
{
    m_clock = std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(Start, QTimeZone::utc()));
    SandboxOptions options;
    options.clock = m_clock;
    options.merchants = 2;
    options.merchantKeys = {KeyB};
    options.adminKey = AdminKey;
    options.retryScheduleSeconds = {3600};
    QVERIFY(m_fx.start(options));
    m_keyA = m_fx.client.apiKey;
    m_a = makeRecords(m_keyA, m_amountA);
    m_b = makeRecords(KeyB, m_amountB);
    for (const Records *r : {&m_a, &m_b}) {
        for (const QString &id : r->all().mid(0, 7))
            QVERIFY2(!id.isEmpty(), "a record was not made");
    }
    // The day ends: each merchant's receivable becomes a payout of its own.
    m_clock->advance(std::chrono::hours(16));
    for (auto [key, r] : {std::pair{m_keyA, &m_a}, std::pair{KeyB, &m_b}}) {
        const HttpResult p = as(m_fx.client, key, "GET", u"/api/v1/payouts"_s);
        QCOMPARE(p.status, 200);
        // One per gateway: the charge's (cardnet) and the trigger's.
        QCOMPARE(p.json[u"data"_s].toArray().size(), 2);
        for (const QJsonValue &po : p.json[u"data"_s].toArray()) {
            if (po[u"gateway"_s].toString() == u"cardnet"_s)
                r->payout = po[u"id"_s].toString();
        }
        QVERIFY(!r->payout.isEmpty());
    }
    QVERIFY(m_a.payout != m_b.payout);
}

void TestMerchants::adminKeyCreatesMerchantsOnly()
{
    HttpClient &c = m_fx.client;
    const QByteArray body = json({{u"name"_s, u" Team shop "_s}});
    HttpResult made = as(c, AdminKey, "POST", u"/sandbox/v1/merchants"_s, body, "make-team-shop");
    QCOMPARE(made.status, 201);
    QVERIFY(QRegularExpression(u"^mer_[0-9A-Za-z]{16}$"_s)
                .match(made.json[u"id"_s].toString())
                .hasMatch());
    QCOMPARE(made.json[u"name"_s].toString(), u"Team shop"_s);
    const QString key = made.json[u"api_key"_s].toString();
    QVERIFY(QRegularExpression(u"^pts_test_[0-9A-Za-z]{32}$"_s).match(key).hasMatch());
    // The key is shown once: a replay has no value.
    HttpResult replay = as(c, AdminKey, "POST", u"/sandbox/v1/merchants"_s, body, "make-team-shop");
    QCOMPARE(replay.status, 201);
    QCOMPARE(replay.json[u"id"_s], made.json[u"id"_s]);
    QVERIFY(replay.json[u"api_key"_s].isNull());

    // The new key is its merchant's, which has nothing yet.
    HttpResult me = as(c, key, "GET", u"/api/v1/me"_s);
    QCOMPARE(me.status, 200);
    QCOMPARE(me.json[u"merchant_id"_s], made.json[u"id"_s]);
    QCOMPARE(as(c, key, "GET", u"/api/v1/transactions"_s).json[u"data"_s].toArray().size(), 0);
    QCOMPARE(as(c, key, "GET", u"/sandbox/v1/keys"_s).json[u"data"_s].toArray().size(), 1);
    QCOMPARE(as(c, m_keyA, "GET", u"/api/v1/me"_s).json[u"merchant_id"_s].toString(),
             m_fx.service->merchantId());
    QVERIFY(as(c, KeyB, "GET", u"/api/v1/me"_s).json[u"merchant_id"_s] !=
            as(c, m_keyA, "GET", u"/api/v1/me"_s).json[u"merchant_id"_s]);

    // Anything else with the admin key: 403 permission_denied, whatever the route.
    for (const auto &[method, path] : {std::pair<QByteArray, QString>{"GET", u"/api/v1/me"_s},
                                       {"GET", u"/api/v1/transactions"_s},
                                       {"POST", u"/api/v1/transactions"_s},
                                       {"GET", u"/sandbox/v1/keys"_s},
                                       {"GET", u"/api/v1/transactions/"_s + m_a.transaction},
                                       {"GET", u"/sandbox/v1/merchants"_s},
                                       {"GET", u"/api/v1/no-such-route"_s}}) {
        const HttpResult r =
            as(c, AdminKey, method, path, method == "POST" ? json(chargeBody(1000)) : QByteArray());
        QVERIFY2(r.status == 403, qPrintable(path + u' ' + QString::number(r.status)));
        QCOMPARE(r.errorCode(), u"permission_denied"_s);
    }
    // A merchant's key, even a full one, may not create merchants.
    for (const QString &k : {m_keyA, KeyB}) {
        const HttpResult r = as(c, k, "POST", u"/sandbox/v1/merchants"_s, body);
        QCOMPARE(r.status, 403);
        QCOMPARE(r.errorCode(), u"permission_denied"_s);
    }
}

void TestMerchants::merchantNameIsValidated()
{
    for (const QByteArray &body :
         {QByteArray("{}"), json({{u"name"_s, u""_s}}), json({{u"name"_s, u"   "_s}}),
          json({{u"name"_s, 5}}), json({{u"name"_s, QString(101, u'x')}})}) {
        const HttpResult r = as(m_fx.client, AdminKey, "POST", u"/sandbox/v1/merchants"_s, body);
        QVERIFY2(r.status == 400, body.constData());
        QCOMPARE(r.errorCode(), u"invalid_request"_s);
    }
}

void TestMerchants::everyRouteAnswersAnotherMerchantsIdAsMissing()
{
    HttpClient &c = m_fx.client;
    int walked = 0;
    for (const SandboxApi::RouteInfo &route : registeredRoutes()) {
        if (!route.pattern.contains(u'*'))
            continue;
        // The payer's checkout page has no key: whoever holds the link may pay it.
        if (!route.authenticated)
            continue;
        const QString theirs = idFor(route.pattern, m_b);
        QVERIFY2(!theirs.isEmpty(),
                 qPrintable(u"the walk knows no id for %1 %2: add it to idFor()"_s.arg(
                     QString::fromLatin1(route.method), route.pattern)));
        const QString missing = missingLike(theirs);
        QString path = route.pattern;
        const QString withTheirs = QString(path).replace(u'*', theirs);
        const QString withMissing = QString(path).replace(u'*', missing);
        const QByteArray body = route.method == "POST" ? bodyFor(route.pattern) : QByteArray();
        const HttpResult other = as(c, m_keyA, route.method, withTheirs, body);
        const HttpResult none = as(c, m_keyA, route.method, withMissing, body);
        const QString what = QString::fromLatin1(route.method) + u' ' + route.pattern;
        QVERIFY2(none.status == 404, qPrintable(what + u": " + QString::fromUtf8(none.body)));
        QVERIFY2(other.status == 404, qPrintable(what + u": " + QString::fromUtf8(other.body)));
        QCOMPARE(other.errorCode(), u"not_found"_s);
        QCOMPARE(QString::fromUtf8(other.body),
                 QString::fromUtf8(none.body).replace(missing, theirs));
        ++walked;
    }
    QVERIFY(walked >= 14);
    // Nothing of the second merchant's changed: its endpoint is still there and enabled, its
    // key works, its transaction has one refund.
    HttpResult e = as(c, KeyB, "GET", u"/sandbox/v1/webhook-endpoints/"_s + m_b.endpoint);
    QCOMPARE(e.status, 200);
    QCOMPARE(e.json[u"enabled"_s].toBool(), true);
    const HttpResult keys = as(c, KeyB, "GET", u"/sandbox/v1/keys"_s);
    for (const QJsonValue &k : keys.json[u"data"_s].toArray())
        QVERIFY(k[u"revoked_at"_s].isNull());
    QCOMPARE(as(c, KeyB, "GET", u"/api/v1/transactions/%1/refunds"_s.arg(m_b.transaction))
                 .json[u"data"_s]
                 .toArray()
                 .size(),
             1);
    // The bank statement's payout ids: another merchant's is unknown too.
    const HttpResult omitOther =
        as(c, m_keyA, "GET", u"/sandbox/v1/bank-statement?%1&omit=%2"_s.arg(Month, m_b.payout));
    const HttpResult omitNone =
        as(c, m_keyA, "GET",
           u"/sandbox/v1/bank-statement?%1&omit=%2"_s.arg(Month, missingLike(m_b.payout)));
    QCOMPARE(omitOther.status, omitNone.status);
    QCOMPARE(omitOther.errorCode(), omitNone.errorCode());
}

void TestMerchants::listsShowOnlyTheKeysMerchant()
{
    HttpClient &c = m_fx.client;
    // Each list with the query it needs to list anything.
    const QHash<QString, QString> queries = {
        {u"/v1/ledger/entries"_s, u"?account=1100&currency=USD&from=2026-05-01&to=2026-05-31"_s},
        {u"/v1/ledger/trial-balance"_s, u"?currency=USD"_s},
        {u"/sandbox/v1/bank-statement"_s, u'?' + Month},
        {u"/sandbox/v1/webhook-deliveries"_s, u"?limit=100"_s},
    };
    int lists = 0;
    for (const SandboxApi::RouteInfo &route : registeredRoutes()) {
        if (route.method != "GET" || route.pattern.contains(u'*') || !route.authenticated)
            continue;
        const QString path = route.pattern + queries.value(route.pattern);
        const HttpResult mine = as(c, m_keyA, "GET", path);
        QVERIFY2(mine.status == 200, qPrintable(path + u": "_s + QString::fromUtf8(mine.body)));
        for (const QString &id : m_b.all())
            QVERIFY2(!mine.body.contains(id.toUtf8()),
                     qPrintable(u"%1 shows %2 of the other merchant"_s.arg(path, id)));
        ++lists;
    }
    QVERIFY(lists >= 12);
    // The activity log is the key's merchant's requests only.
    QStringList keysOfA;
    for (const QJsonValue &k :
         as(c, m_keyA, "GET", u"/sandbox/v1/keys"_s).json[u"data"_s].toArray())
        keysOfA << k[u"id"_s].toString();
    const QJsonArray activity =
        as(c, m_keyA, "GET", u"/sandbox/v1/activity?limit=100"_s).json[u"data"_s].toArray();
    QVERIFY(activity.size() >= 7);
    for (const QJsonValue &a : activity)
        QVERIFY(keysOfA.contains(a[u"key_id"_s].toString()));
    // And each merchant does see its own (the check above can fail).
    for (auto [key, r] : {std::pair{m_keyA, m_a}, std::pair{KeyB, m_b}}) {
        QVERIFY(as(c, key, "GET", u"/api/v1/transactions"_s).body.contains(r.transaction.toUtf8()));
        QVERIFY(as(c, key, "GET", u"/api/v1/refunds"_s).body.contains(r.refund.toUtf8()));
        QVERIFY(as(c, key, "GET", u"/api/v1/transactions/redirect"_s)
                    .body.contains(r.session.toUtf8()));
        QVERIFY(as(c, key, "GET", u"/sandbox/v1/webhook-endpoints"_s)
                    .body.contains(r.endpoint.toUtf8()));
        QVERIFY(as(c, key, "GET", u"/sandbox/v1/keys"_s).body.contains(r.key.toUtf8()));
        QVERIFY(as(c, key, "GET", u"/api/v1/payouts"_s).body.contains(r.payout.toUtf8()));
        // A search by text finds only the key's merchant's rows (both used LINK-1 and order-1).
        const HttpResult found = as(c, key, "GET", u"/api/v1/transactions?q=order-1"_s);
        QVERIFY(found.body.contains(r.transaction.toUtf8()));
        for (const QJsonValue &t : found.json[u"data"_s].toArray())
            QVERIFY(t[u"id"_s].toString() != (key == m_keyA ? m_b : m_a).transaction);
    }
}

void TestMerchants::ledgerPayoutsAndBankStatementPerMerchant()
{
    HttpClient &c = m_fx.client;
    const auto net = [](qint64 amount) { return amount - ((amount * 29 + 500) / 1000 + 30); };
    // Sales per merchant: its charge and its trigger's 2000.
    for (auto [key, amount] : {std::pair{m_keyA, m_amountA}, std::pair{KeyB, m_amountB}}) {
        const HttpResult tb = as(c, key, "GET", u"/v1/ledger/trial-balance?currency=USD"_s);
        QCOMPARE(tb.status, 200);
        qint64 sales = -1;
        for (const QJsonValue &line : tb.json[u"lines"_s].toArray()) {
            if (line[u"account_code"_s].toString() == u"4100"_s)
                sales = line[u"credit"_s].toInteger();
        }
        QCOMPARE(sales, amount + 2000);
        const HttpResult p = as(c, key, "GET", u"/api/v1/payouts"_s);
        QCOMPARE(p.json[u"data"_s].toArray().size(), 2);
        qint64 total = 0;
        for (const QJsonValue &po : p.json[u"data"_s].toArray()) {
            QCOMPARE(po[u"status"_s].toString(), u"pending"_s);
            total += po[u"amount"_s].toInteger();
            if (po[u"gateway"_s].toString() == u"cardnet"_s)
                QCOMPARE(po[u"amount"_s].toInteger(), net(amount) - 500);
        }
        QCOMPARE(total, net(amount) + net(2000) - 500);
    }
    // Two days later at 06:00 both are paid, each into its merchant's bank account.
    m_clock->advance(std::chrono::hours(40));
    for (auto [key, r, amount] : {std::tuple{m_keyA, m_a, m_amountA}, {KeyB, m_b, m_amountB}}) {
        const HttpResult p = as(c, key, "GET", u"/api/v1/payouts/"_s + r.payout);
        QCOMPARE(p.json[u"status"_s].toString(), u"paid"_s);
        const HttpResult statement = as(
            c, key, "GET",
            u"/sandbox/v1/bank-statement?currency=USD&format=csv&from=2026-05-01&to=2026-05-31"_s);
        QCOMPARE(statement.status, 200);
        QVERIFY2(statement.body.contains(r.payout.toUtf8()), statement.body.constData());
        const Records &other = key == m_keyA ? m_b : m_a;
        QVERIFY(!statement.body.contains(other.payout.toUtf8()));
        const HttpResult entries =
            as(c, key, "GET",
               u"/v1/ledger/entries?account=1010&currency=USD&from=2026-05-01&to=2026-05-31"_s);
        QCOMPARE(entries.status, 200);
        qint64 bank = 0;
        for (const QJsonValue &e : entries.json[u"data"_s].toArray())
            bank += e[u"debit"_s].toInteger() - e[u"credit"_s].toInteger();
        QCOMPARE(bank, net(amount) + net(2000) - 500);
    }
}

void TestMerchants::idempotencyKeysAreTheMerchants()
{
    HttpClient &c = m_fx.client;
    const HttpResult a = as(c, m_keyA, "POST", u"/api/v1/transactions"_s,
                            json(chargeBody(3100, u"EUR"_s, u"IDEM-A"_s)), "shared-idem-key");
    const HttpResult b = as(c, KeyB, "POST", u"/api/v1/transactions"_s,
                            json(chargeBody(4100, u"EUR"_s, u"IDEM-B"_s)), "shared-idem-key");
    QCOMPARE(a.status, 201);
    // Another merchant's request with the same key is its own, not a conflict or a replay.
    QCOMPARE(b.status, 201);
    QVERIFY(!b.headers.contains("idempotent-replayed"));
    QVERIFY(a.json[u"id"_s] != b.json[u"id"_s]);
    QCOMPARE(b.json[u"amount"_s].toInteger(), 4100);
    const HttpResult again = as(c, KeyB, "POST", u"/api/v1/transactions"_s,
                                json(chargeBody(4100, u"EUR"_s, u"IDEM-B"_s)), "shared-idem-key");
    QCOMPARE(again.headers.value("idempotent-replayed"), QByteArray("true"));
    QCOMPARE(again.json[u"id"_s], b.json[u"id"_s]);
}

void TestMerchants::webhooksGoToTheMerchantsEndpoints()
{
    // Each merchant's events are delivered to its own endpoints only: the delivery log of each
    // shows only its endpoint.
    HttpClient &c = m_fx.client;
    for (auto [key, mine, theirs] : {std::tuple{m_keyA, m_a, m_b}, {KeyB, m_b, m_a}}) {
        HttpResult log;
        QTRY_VERIFY_WITH_TIMEOUT(
            (log = as(c, key, "GET", u"/sandbox/v1/webhook-deliveries?limit=100"_s),
             log.json[u"data"_s].toArray().size() > 0),
            10000);
        for (const QJsonValue &a : log.json[u"data"_s].toArray()) {
            QCOMPARE(a[u"endpoint_id"_s].toString(), mine.endpoint);
            QVERIFY(a[u"event_id"_s].toString() != theirs.event);
        }
    }
}

// --merchants 2 --seed 30: each merchant gets 30 transactions of its own and its own ledger.
void TestMerchants::seedsEachMerchant()
{
    SandboxOptions options;
    options.merchants = 2;
    options.merchantKeys = {KeyB};
    options.seedCount = 30;
    options.seedEndSecs = Start;
    options.clock =
        std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(Start, QTimeZone::utc()));
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    QSet<QString> seen;
    for (const QString &key : {fx.client.apiKey, KeyB}) {
        const HttpResult list = as(fx.client, key, "GET", u"/api/v1/transactions?limit=100"_s);
        QCOMPARE(list.json[u"data"_s].toArray().size(), 30);
        for (const QJsonValue &t : list.json[u"data"_s].toArray())
            QVERIFY(!std::exchange(seen, seen + QSet{t[u"id"_s].toString()})
                         .contains(t[u"id"_s].toString()));
        const HttpResult payouts = as(fx.client, key, "GET", u"/api/v1/payouts?limit=100"_s);
        QVERIFY(payouts.json[u"data"_s].toArray().size() > 0);
        const HttpResult tb = as(fx.client, key, "GET", u"/v1/ledger/trial-balance?currency=USD"_s);
        QCOMPARE(tb.status, 200);
        QCOMPARE(tb.json[u"total_debit"_s], tb.json[u"total_credit"_s]);
    }
    QCOMPARE(seen.size(), 60);
}

void TestMerchants::databaseFromBeforeMerchantsMigrates()
{
    PAYDESK_SQLITE_ONLY();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        QFile sql(QFINDTESTDATA("data/premerchant-store.sql"));
        QVERIFY(sql.open(QIODevice::ReadOnly));
        const QString connection = QUuid::createUuid().toString();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
            db.setDatabaseName(dir.filePath(u"sandbox.sqlite"_s));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QString statement;
            for (const QByteArray &line : sql.readAll().split('\n')) {
                if (line.startsWith("--") || line.trimmed().isEmpty())
                    continue;
                statement += QString::fromUtf8(line) + u'\n';
                if (!line.trimmed().endsWith(';'))
                    continue;
                QVERIFY2(q.exec(statement), qPrintable(q.lastError().text() + statement.left(200)));
                statement.clear();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
        QFile::setPermissions(dir.filePath(u"sandbox.sqlite"_s),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    auto clock = std::make_shared<TestClock>(
        QDateTime::fromSecsSinceEpoch(1777885200 + 3600, QTimeZone::utc()));
    SandboxOptions options;
    options.dataDir = dir.path();
    options.clock = clock;
    options.adminKey = AdminKey;
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    HttpClient &c = fx.client;
    // The one merchant it had keeps everything: its id, keys, transactions, ledger, payouts and
    // endpoint.
    QCOMPARE(fx.service->merchantId(), u"mer_IlaPUxuyzWhUT9Sc"_s);
    QCOMPARE(c.get(u"/api/v1/me"_s).json[u"merchant_id"_s].toString(), u"mer_IlaPUxuyzWhUT9Sc"_s);
    QCOMPARE(c.get(u"/sandbox/v1/keys"_s).json[u"data"_s].toArray().size(), 2);
    int transactions = 0;
    QString cursor;
    do {
        const HttpResult page = c.get(u"/api/v1/transactions?limit=100"_s +
                                      (cursor.isEmpty() ? QString() : u"&cursor="_s + cursor));
        QCOMPARE(page.status, 200);
        transactions += page.json[u"data"_s].toArray().size();
        cursor = page.json[u"next_cursor"_s].toString();
    } while (!cursor.isEmpty());
    QCOMPARE(transactions, 41);
    QCOMPARE(c.get(u"/api/v1/transactions?q=OLD-1"_s).json[u"data"_s].toArray().size(), 1);
    QCOMPARE(c.get(u"/sandbox/v1/webhook-endpoints/we_6zIvpF0XWbmGUfCvFCcFzgoT"_s).status, 200);
    const HttpResult payout = c.get(u"/api/v1/payouts/po_pUkwdQnDgYITICE6N7wGbKN7"_s);
    QCOMPARE(payout.status, 200);
    QCOMPARE(payout.json[u"amount"_s].toInteger(), 12179);
    const HttpResult tb = c.get(u"/v1/ledger/trial-balance?currency=GBP&date=2026-05-04"_s);
    QCOMPARE(tb.status, 200);
    QVERIFY(tb.json[u"lines"_s].toArray().size() > 0);
    const HttpResult statement = c.get(
        u"/sandbox/v1/bank-statement?currency=GBP&format=csv&from=2026-05-04&to=2026-05-04"_s);
    QCOMPARE(statement.status, 200);
    QVERIFY(statement.body.contains("po_pUkwdQnDgYITICE6N7wGbKN7"));

    // A merchant made now sees none of it, and its ledger starts empty.
    const HttpResult made =
        as(c, AdminKey, "POST", u"/sandbox/v1/merchants"_s, json({{u"name"_s, u"Newcomer"_s}}));
    QCOMPARE(made.status, 201);
    const QString key = made.json[u"api_key"_s].toString();
    QCOMPARE(as(c, key, "GET", u"/api/v1/transactions"_s).json[u"data"_s].toArray().size(), 0);
    QCOMPARE(as(c, key, "GET", u"/api/v1/payouts"_s).json[u"data"_s].toArray().size(), 0);
    QCOMPARE(as(c, key, "GET", u"/api/v1/payouts/po_pUkwdQnDgYITICE6N7wGbKN7"_s).status, 404);
    const HttpResult empty = as(c, key, "GET", u"/v1/ledger/trial-balance?currency=GBP"_s);
    QCOMPARE(empty.status, 200);
    for (const QJsonValue &line : empty.json[u"lines"_s].toArray())
        QVERIFY(line[u"debit"_s].toInteger() == 0 && line[u"credit"_s].toInteger() == 0);

    // Opened again, the migrated store is as it was (the migration runs once).
    fx.stop();
    SandboxFixture again;
    QVERIFY(again.start(options));
    QCOMPARE(again.service->merchantId(), u"mer_IlaPUxuyzWhUT9Sc"_s);
    QCOMPARE(again.client.get(u"/api/v1/payouts/po_pUkwdQnDgYITICE6N7wGbKN7"_s).status, 200);
    QCOMPARE(as(again.client, key, "GET", u"/api/v1/me"_s).json[u"merchant_id"_s],
             made.json[u"id"_s]);
}

void TestMerchants::standaloneBinaryMerchantsAndAdminKeyFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString adminFile = dir.filePath(u"admin"_s);
    const auto run = [&](const QStringList &args, QByteArray *out, QByteArray *err) {
        QProcess p;
        p.start(QStringLiteral(PAYDESK_SANDBOX_BIN), args);
        if (!p.waitForStarted())
            return -1;
        // Refused options end it at once; a sandbox that starts prints its ready line.
        p.waitForReadyRead(20000);
        if (p.state() == QProcess::Running) {
            *out = p.readAllStandardOutput();
            p.terminate();
            p.waitForFinished(10000);
            *err = p.readAllStandardError();
            return 0;
        }
        p.waitForFinished(10000);
        *out = p.readAllStandardOutput();
        *err = p.readAllStandardError();
        return p.exitCode();
    };
    QByteArray out, err;
    // A world-readable admin key file and an empty one are refused, saying why.
    {
        QFile f(adminFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(AdminKey.toUtf8() + '\n');
    }
    QFile::setPermissions(adminFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                         QFileDevice::ReadOther);
    QCOMPARE(run({u"--in-memory"_s, u"--admin-key-file"_s, adminFile}, &out, &err), 2);
    QVERIFY2(err.contains("other users"), err.constData());
    {
        QFile f(adminFile);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    }
    QFile::setPermissions(adminFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QCOMPARE(run({u"--in-memory"_s, u"--admin-key-file"_s, adminFile}, &out, &err), 2);
    QVERIFY2(err.contains("empty"), err.constData());

    // --merchants 3: three keys on the ready line, each its own merchant's.
    QCOMPARE(run({u"--in-memory"_s, u"--merchants"_s, u"3"_s, u"--port"_s, u"0"_s}, &out, &err), 0);
    const QString line = QString::fromUtf8(out).trimmed();
    QVERIFY2(QRegularExpression(u"^ready url=\\S+ api_key=pts_test_\\w+ api_key_2=pts_test_\\w+"
                                " api_key_3=pts_test_\\w+$"_s)
                 .match(line)
                 .hasMatch(),
             qPrintable(line));
}

QTEST_GUILESS_MAIN(TestMerchants)
#include "tst_merchants.moc"
