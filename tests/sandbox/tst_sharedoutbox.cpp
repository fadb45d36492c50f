// Several sandboxes on one PostgreSQL database (issue 27, "Several instances, one truth"), the
// background side: the webhook outbox is claimed with a lease, so each attempt is made by one
// instance and one killed mid-delivery leaves its claims to the others when the lease runs out;
// settlement posts each payout once however many instances run it at once; new outbox rows wake
// every instance's dispatcher (LISTEN/NOTIFY).
// Real paydesk-sandbox processes (and, for settlement, two services in this process sharing
// one test clock) on one database, delivering to a receiver on loopback. Needs
// PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh); skipped without it.

#include "sandboxclient.h"
#include "sandboxprocess.h"
#include "testclock.h"
#include "webhookreceiver.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSet>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using paydesk::sandbox::SandboxOptions;

namespace {

// One paydesk-sandbox process on the shared database, delivering to the receiver.
struct Instance
{
    explicit Instance(const QString &home)
        : process(home)
    {}
    bool start(const QString &database, const WebhookReceiver &receiver, const QString &secret,
               const QStringList &extra = {})
    {
        process.start(QStringList{u"--port"_s, u"0"_s, u"--in-memory"_s, u"--database"_s, database,
                                  u"--api-key"_s, SandboxFixture::testKey(), u"--webhook-url"_s,
                                  receiver.url().toString(), u"--webhook-secret"_s, secret} +
                      extra);
        if (!process.waitForReadyLine(60000) || !process.out.startsWith("ready url="))
            return false;
        client.base =
            QUrl(QString::fromUtf8(process.out.mid(10, process.out.indexOf(' ', 10) - 10)));
        client.apiKey = SandboxFixture::testKey();
        return true;
    }
    SandboxProcess process;
    HttpClient client;
};

// Requests sent all at once, answered in any order.
class Burst
{
public:
    Burst() { m_nam.setProxy(QNetworkProxy::NoProxy); }
    void post(const QUrl &base, const QString &path, const QJsonObject &body)
    {
        send(base, path, "POST", QJsonDocument(body).toJson(QJsonDocument::Compact));
    }
    void get(const QUrl &base, const QString &path) { send(base, path, "GET", {}); }
    // Every answer's status, once all have come.
    QList<int> wait()
    {
        // Fewer statuses than requests when some never came: the caller's count fails.
        if (!QTest::qWaitFor([this] { return m_done == m_sent; }, 60000))
            qWarning("%d of %d answers came", m_done, m_sent);
        return m_statuses;
    }

private:
    void send(const QUrl &base, const QString &path, const QByteArray &method,
              const QByteArray &body)
    {
        QNetworkRequest req(base.resolved(QUrl(path)));
        req.setRawHeader("Authorization", "Bearer " + SandboxFixture::testKey().toUtf8());
        if (!body.isEmpty())
            req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        QNetworkReply *reply = m_nam.sendCustomRequest(req, method, body);
        ++m_sent;
        QObject::connect(reply, &QNetworkReply::finished, reply, [this, reply] {
            m_statuses << reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            ++m_done;
            reply->deleteLater();
        });
    }
    QNetworkAccessManager m_nam;
    int m_sent = 0;
    int m_done = 0;
    QList<int> m_statuses;
};

// A connection of the test's own to the shared database.
class Db
{
public:
    explicit Db(const QString &url)
        : m_name(u"sharedoutbox-"_s + QString::number(++s_count))
    {
        const QUrl u(url);
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, m_name);
        db.setHostName(u.host());
        db.setPort(u.port());
        db.setUserName(u.userName());
        db.setDatabaseName(u.path().mid(1));
        db.open();
    }
    ~Db()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    // The first column of the first row (-1 if none).
    qint64 value(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name));
        if (!q.exec(sql) || !q.next()) {
            qWarning() << sql << q.lastError().text();
            return -1;
        }
        return q.value(0).toLongLong();
    }
    bool exec(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name));
        if (!q.exec(sql))
            qWarning() << sql << q.lastError().text();
        return q.isActive();
    }
    QStringList rows(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name));
        QStringList out;
        if (!q.exec(sql))
            qWarning() << sql << q.lastError().text();
        while (q.next()) {
            QStringList cells;
            for (int i = 0; i < q.record().count(); ++i)
                cells << q.value(i).toString();
            out << cells.join(u'|');
        }
        return out;
    }

private:
    static inline int s_count = 0;
    QString m_name;
};

} // namespace

class TestSharedOutbox : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void eachEventDeliveredOnce();
    void killedInstanceLeavesItsClaimsAfterTheLease();
    void settlementPostsEachPayoutOnce();
    void notifyWakesAnotherInstancesDispatcher();
    void listensAgainAfterALostConnection();

private:
    QTemporaryDir m_home;
    QString m_secret;
};

void TestSharedOutbox::initTestCase()
{
    if (testDatabaseServer().isEmpty())
        QSKIP("needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh): several instances"
              " share a PostgreSQL database");
    QVERIFY(m_home.isValid());
    m_secret = newWebhookSecret();
}

void TestSharedOutbox::eachEventDeliveredOnce()
{
    // Two instances, charges made on both at once: every event reaches the receiver once, by
    // one instance, and the delivery log has one attempt per delivery.
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    const QString database = testDatabaseFor({});
    Instance a(m_home.path()), b(m_home.path());
    QVERIFY2(a.start(database, receiver, m_secret), a.process.err.constData());
    QVERIFY2(b.start(database, receiver, m_secret), b.process.err.constData());

    constexpr int PerInstance = 60;
    Burst burst;
    for (int i = 0; i < PerInstance; ++i) {
        burst.post(a.client.base, u"/api/v1/transactions"_s,
                   chargeBody(1000 + 10 * i, u"USD"_s, u"a-%1"_s.arg(i)));
        burst.post(b.client.base, u"/api/v1/transactions"_s,
                   chargeBody(1000 + 10 * i, u"EUR"_s, u"b-%1"_s.arg(i)));
    }
    const QList<int> statuses = burst.wait();
    QCOMPARE(statuses.size(), 2 * PerInstance);
    QCOMPARE(statuses.count(201), 2 * PerInstance);

    Db db(database);
    const qint64 events = db.value(u"SELECT COUNT(*) FROM events"_s);
    QVERIFY(events >= 2 * PerInstance);
    QTRY_COMPARE_WITH_TIMEOUT(
        db.value(u"SELECT COUNT(*) FROM deliveries WHERE state = 'delivered'"_s), events, 30000);
    // Both stop (whatever is under way ends) before the receiver's count is read.
    a.process.process().terminate();
    b.process.process().terminate();
    QVERIFY(a.process.waitForExit() && b.process.waitForExit());

    QHash<QString, int> byId;
    for (const ReceivedRequest &r : std::as_const(receiver.requests))
        ++byId[r.webhookId()];
    QCOMPARE(byId.size(), events);
    for (auto it = byId.cbegin(); it != byId.cend(); ++it)
        QVERIFY2(it.value() == 1,
                 qPrintable(u"%1 delivered %2 times"_s.arg(it.key()).arg(it.value())));
    QCOMPARE(receiver.requests.size(), events);
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM delivery_attempts"_s), events);
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM deliveries WHERE attempts <> 1"
                      " OR claimed_by IS NOT NULL"_s),
             0);
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM delivery_attempts WHERE state <> 'delivered'"_s), 0);
}

void TestSharedOutbox::killedInstanceLeavesItsClaimsAfterTheLease()
{
    // A's attempts hang (the receiver never answers them) and A is killed while it holds their
    // claims; B leaves them alone until the lease (3 x the attempt's timeout) has run out, then
    // delivers every one of them.
    constexpr int TimeoutMs = 4000;
    constexpr int LeaseMs = 3 * TimeoutMs;
    constexpr int Charges = 5;
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    receiver.setStatusSequence(QList<int>(Charges, WebhookReceiver::NoAnswer));
    const QString database = testDatabaseFor({});
    const QStringList args{u"--webhook-timeout"_s, QString::number(TimeoutMs)};
    Instance a(m_home.path()), b(m_home.path());
    QVERIFY2(a.start(database, receiver, m_secret, args), a.process.err.constData());
    for (int i = 0; i < Charges; ++i)
        QCOMPARE(a.client.post(u"/api/v1/transactions"_s, chargeBody(2000 + 10 * i)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), Charges, 10000);
    const qint64 claimedBy = receiver.requests.constLast().receivedAtMs;
    QSet<QString> held;
    for (const ReceivedRequest &r : std::as_const(receiver.requests))
        held.insert(r.webhookId());
    QCOMPARE(held.size(), Charges);

    // Killed at once, well within its attempts' timeout: their claims stay in the database.
    // B starts after, whenever that is on a busy machine, and still has to wait out the lease.
    a.process.signal(SIGKILL);
    QVERIFY(a.process.waitForExit());
    QVERIFY2(b.start(database, receiver, m_secret, args), b.process.err.constData());
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 2 * Charges, LeaseMs + 15000);
    QSet<QString> delivered;
    for (qsizetype i = Charges; i < receiver.requests.size(); ++i) {
        const ReceivedRequest &r = receiver.requests.at(i);
        delivered.insert(r.webhookId());
        // Not before A's claims ran out (the claim is made just before each attempt).
        QVERIFY2(r.receivedAtMs >= claimedBy + LeaseMs - 1000,
                 qPrintable(u"delivered %1 ms after the claim, lease %2 ms"_s
                                .arg(r.receivedAtMs - claimedBy)
                                .arg(LeaseMs)));
    }
    QCOMPARE(delivered, held);
    Db db(database);
    QTRY_COMPARE_WITH_TIMEOUT(
        db.value(u"SELECT COUNT(*) FROM deliveries WHERE state = 'delivered'"_s), Charges, 10000);
    // A's attempts were never logged (it died first); B's are.
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM delivery_attempts WHERE state = 'delivered'"_s),
             Charges);
    b.process.process().terminate();
    QVERIFY(b.process.waitForExit());
    QCOMPARE(receiver.requests.size(), 2 * Charges);
}

void TestSharedOutbox::settlementPostsEachPayoutOnce()
{
    // Two services on one database and one clock: as days end and payouts arrive, both settle
    // at once, many times over. Each
    // payout is made once and posted to the bank once; each month's bank charge once.
    // 2026-03-25T10:30:00Z: the hourly jobs run at half past, payouts arrive at 06:00.
    const qint64 start = 1774432800 + 1800;
    auto clock =
        std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(start, QTimeZone::utc()));
    const QString database = testDatabaseFor({});
    SandboxOptions options;
    options.clock = clock;
    options.database = database;
    SandboxFixture a, b;
    QVERIFY(a.start(options));
    QVERIFY(b.start(options));
    const QStringList currencies{u"USD"_s, u"EUR"_s, u"GBP"_s};
    Db db(database);
    // Both settle at once: reads that settle first on both (and their hourly jobs, when the
    // clock passes one). With `hold`, the test holds the payouts table until
    // both instances wait for a lock, so their transactions overlap for sure: each has read
    // what is due before either can write it (or, with the fix, one waits for the other
    // before it reads).
    const auto settleOnBoth = [&](std::chrono::minutes by, bool hold) {
        if (hold &&
            !(db.exec(u"BEGIN"_s) && db.exec(u"LOCK TABLE payouts IN SHARE ROW EXCLUSIVE MODE"_s)))
            return -1;
        clock->advance(by);
        Burst burst;
        for (int i = 0; i < 4; ++i) {
            burst.get(a.client.base, u"/api/v1/payouts?limit=100"_s);
            burst.get(b.client.base, u"/api/v1/payouts?limit=100"_s);
        }
        if (hold) {
            const bool bothWait = QTest::qWaitFor(
                [&] {
                    return db.value(u"SELECT COUNT(*) FROM pg_stat_activity WHERE datname ="
                                    " current_database() AND wait_event_type = 'Lock'"
                                    " AND pid <> pg_backend_pid()"_s) >= 2;
                },
                20000);
            db.exec(u"COMMIT"_s);
            if (!bothWait)
                return -2;
        }
        return int(burst.wait().count(200));
    };
    for (int day = 0; day < 8; ++day) {
        for (const QString &currency : currencies) {
            QCOMPARE(a.client.post(u"/api/v1/transactions"_s, chargeBody(5000 + 10 * day, currency))
                         .status,
                     201);
            QCOMPARE(b.client.post(u"/api/v1/transactions"_s, chargeBody(7000 + 10 * day, currency))
                         .status,
                     201);
        }
        // 01:30: the day is closed into payouts; 05:30; 06:10: those of two days before arrive,
        // read by both at once (before the next hourly job, which would wait for the test's
        // lock of the table, and no new payout's insert orders the two transactions); back to
        // 10:30.
        using std::chrono::hours, std::chrono::minutes;
        QCOMPARE(settleOnBoth(hours(15), false), 8);
        QCOMPARE(settleOnBoth(hours(4), false), 8);
        QCOMPARE(settleOnBoth(minutes(40), day >= 2), 8);
        QCOMPARE(settleOnBoth(hours(4) + minutes(20), false), 8);
    }
    for (int step = 0; step < 3; ++step)
        QCOMPARE(settleOnBoth(std::chrono::hours(24), false), 8);

    // Eight days in three currencies on one gateway: 24 payouts, each paid once.
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM payouts"_s), 24);
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM payouts WHERE ledger_entry_id IS NULL"_s), 0);
    QCOMPARE(db.rows(u"SELECT currency, gateway, covers_day, COUNT(*) FROM payouts"
                     " GROUP BY merchant_id, currency, gateway, covers_day HAVING COUNT(*) > 1"_s),
             QStringList());
    QCOMPARE(db.rows(u"SELECT source, account, COUNT(*) FROM postings WHERE source LIKE 'stl\\_%'"
                     " OR source LIKE 'bch\\_%' GROUP BY merchant_id, source, account"
                     " HAVING COUNT(*) > 1"_s),
             QStringList());
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM postings WHERE source LIKE 'stl\\_%'"
                      " AND account = 1010"_s),
             24);
    // March's bank charge, once per currency.
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM postings WHERE source LIKE 'bch\\_%'"
                      " AND account = 5200"_s),
             3);
}

void TestSharedOutbox::notifyWakesAnotherInstancesDispatcher()
{
    // A makes no deliveries itself (--webhook-concurrency 0); B, whose own outbox was empty,
    // hears of A's new events at once (NOTIFY), not at its 30 s poll.
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    const QString database = testDatabaseFor({});
    Instance a(m_home.path()), b(m_home.path());
    QVERIFY2(a.start(database, receiver, m_secret, {u"--webhook-concurrency"_s, u"0"_s}),
             a.process.err.constData());
    QVERIFY2(b.start(database, receiver, m_secret), b.process.err.constData());
    for (int i = 0; i < 3; ++i) {
        const HttpResult charge =
            a.client.post(u"/api/v1/transactions"_s, chargeBody(3000 + 10 * i));
        QCOMPARE(charge.status, 201);
        QElapsedTimer waited;
        waited.start();
        QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), i + 1, 3000);
        qInfo() << "delivered by the other instance after" << waited.elapsed() << "ms";
        QCOMPARE(receiver.requests.constLast().json()[u"data"_s][u"object"_s][u"id"_s].toString(),
                 charge.json[u"id"_s].toString());
    }
    a.process.process().terminate();
    b.process.process().terminate();
    QVERIFY(a.process.waitForExit() && b.process.waitForExit());
}

void TestSharedOutbox::listensAgainAfterALostConnection()
{
    // The database drops every connection (a restart, pg_terminate_backend). B finds out at
    // its next statement (here a health check), opens a new one and listens again on it: A's
    // next event reaches B's dispatcher at once, not at its poll.
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    const QString database = testDatabaseFor({});
    Instance a(m_home.path()), b(m_home.path());
    QVERIFY2(a.start(database, receiver, m_secret, {u"--webhook-concurrency"_s, u"0"_s}),
             a.process.err.constData());
    QVERIFY2(b.start(database, receiver, m_secret), b.process.err.constData());
    QCOMPARE(a.client.post(u"/api/v1/transactions"_s, chargeBody(4000)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 3000);

    Db db(database);
    QVERIFY(db.value(u"SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity"
                     " WHERE datname = current_database() AND pid <> pg_backend_pid()"_s) >= 2);
    QTRY_COMPARE(db.value(u"SELECT COUNT(*) FROM pg_stat_activity WHERE datname ="
                          " current_database() AND pid <> pg_backend_pid()"_s),
                 0);
    // Each health check reconnects (at most once a second) until one answers 200.
    QTRY_COMPARE_WITH_TIMEOUT(b.client.get(u"/healthz"_s).status, 200, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(a.client.get(u"/healthz"_s).status, 200, 10000);
    const HttpResult charge = a.client.post(u"/api/v1/transactions"_s, chargeBody(4010));
    QCOMPARE(charge.status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 2, 3000);
    QCOMPARE(receiver.requests.constLast().json()[u"data"_s][u"object"_s][u"id"_s].toString(),
             charge.json[u"id"_s].toString());
    a.process.process().terminate();
    b.process.process().terminate();
    QVERIFY(a.process.waitForExit() && b.process.waitForExit());
}

QTEST_GUILESS_MAIN(TestSharedOutbox)
#include "tst_sharedoutbox.moc"
