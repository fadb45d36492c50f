// The API client against the real sandbox on loopback (every call, every error row), and
// against a canned server for what the sandbox never does (hangs, truncation, 503s, headers).
// Backoff, Retry-After and timeouts go by a TestClock that the tests move on.
#include "api/apiclient.h"
#include "cannedserver.h"
#include "sandboxclient.h"
#include "testclock.h"

#include <QFile>
#include <QLoggingCategory>
#include <QProcess>
#include <QRegularExpression>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using namespace paydesk::api;
using paydesk::testing::CannedServer;
using paydesk::testing::SandboxFixture;
using paydesk::testing::TestClock;

namespace {

template<typename T>
struct Waiter
{
    std::optional<Result<T>> result;
    int calls = 0;
    Callback<T> cb()
    {
        return [this](const Result<T> &r) {
            result = r;
            ++calls;
        };
    }
};

#define AWAIT(w) QTRY_VERIFY_WITH_TIMEOUT((w).result.has_value(), 20000)
#define EXPECT_OK(w)                                                                               \
    do {                                                                                           \
        AWAIT(w);                                                                                  \
        QVERIFY2((w).result->ok(),                                                                 \
                 qPrintable((w).result->ok() ? QString() : (w).result->error().message()));        \
    } while (false)

NewCharge charge(qint64 amount, const QString &ref = u"order-1"_s)
{
    return NewCharge{amount, u"USD"_s, u"cardnet"_s, ref, u"Mug"_s};
}

QList<QString> capturedLog;
QtMessageHandler previousHandler = nullptr;
void captureLog(QtMsgType type, const QMessageLogContext &ctx, const QString &msg)
{
    capturedLog << msg;
    if (previousHandler && type >= QtWarningMsg)
        previousHandler(type, ctx, msg);
}

} // namespace

class TestApiClient : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;

    ClientConfig sandboxConfig() const
    {
        ClientConfig c;
        c.baseUrl = m_sandbox.service->url();
        c.apiKey = SandboxFixture::testKey();
        c.environment = Environment::Sandbox;
        c.backoffBaseMs = 20;
        return c;
    }
    ClientConfig cannedConfig(const CannedServer &server) const
    {
        ClientConfig c;
        c.baseUrl = server.url();
        c.apiKey = SandboxFixture::testKey();
        c.backoffBaseMs = 10;
        c.backoffMaxMs = 50;
        return c;
    }
    // The same on `clock`, with the default backoff and timeout.
    ClientConfig clockedConfig(const CannedServer &server, const std::shared_ptr<TestClock> &clock)
    {
        ClientConfig c = cannedConfig(server);
        const ClientConfig defaults;
        c.backoffBaseMs = defaults.backoffBaseMs;
        c.backoffMaxMs = defaults.backoffMaxMs;
        c.clock = clock;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_nam.setProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_sandbox.start());
        QLoggingCategory::setFilterRules(u"paydesk.api.debug=true"_s);
        previousHandler = qInstallMessageHandler(captureLog);
    }

    void cleanupTestCase()
    {
        qInstallMessageHandler(previousHandler);
        // Every line the client logged is redacted: no key, no bearer token.
        QVERIFY(!capturedLog.isEmpty());
        for (const QString &line : std::as_const(capturedLog)) {
            QVERIFY2(!line.contains(SandboxFixture::testKey()), qPrintable(line));
            QVERIFY2(!line.contains(u"TestKey0123"_s), qPrintable(line));
        }
    }

    void everyCall()
    {
        ApiClient client(sandboxConfig(), &m_nam);
        Waiter<Transaction> created;
        client.createTransaction(charge(2500, u"every-call"_s), this, created.cb());
        EXPECT_OK(created);
        const Transaction t = created.result->value();
        QVERIFY(t.id.startsWith(u"txn_"_s));
        QCOMPARE(t.status, u"captured"_s);
        QCOMPARE(t.amount, 2500);
        QCOMPARE(t.description.value_or(QString()), u"Mug"_s);

        Waiter<Transaction> got;
        client.transaction(t.id, this, got.cb());
        EXPECT_OK(got);
        QCOMPARE(got.result->value().merchantRef, u"every-call"_s);

        Waiter<Page<Transaction>> list;
        TransactionQuery q;
        q.search = u"every-call"_s;
        q.statuses = {u"captured"_s, u"partially_refunded"_s};
        q.currency = u"USD"_s;
        q.createdFrom = QDate::currentDate().addDays(-1);
        q.createdTo = QDate::currentDate().addDays(2);
        client.listTransactions(q, this, list.cb());
        EXPECT_OK(list);
        QCOMPARE(list.result->value().data.size(), 1);
        QCOMPARE(list.result->value().data[0].id, t.id);

        Waiter<Refund> refunded;
        client.createRefund(t.id, NewRefund{1000, u"duplicate"_s, u"double order"_s}, this,
                            refunded.cb());
        EXPECT_OK(refunded);
        QCOMPARE(refunded.result->value().amount, 1000);
        QCOMPARE(refunded.result->value().reason, u"duplicate"_s);

        Waiter<Page<Refund>> refunds;
        RefundQuery rq;
        rq.transactionId = t.id;
        client.listRefunds(rq, this, refunds.cb());
        EXPECT_OK(refunds);
        QCOMPARE(refunds.result->value().data.size(), 1);

        Waiter<Refund> oneRefund;
        client.refund(refunded.result->value().id, this, oneRefund.cb());
        EXPECT_OK(oneRefund);
        QCOMPARE(oneRefund.result->value().transactionId, t.id);

        Waiter<RedirectSession> session;
        client.createRedirectSession(NewRedirectSession{4200, u"EUR"_s, u"cardnet"_s, u"web-1"_s,
                                                        u"https://shop.example/return"_s,
                                                        u"https://shop.example/cancel"_s,
                                                        std::nullopt},
                                     this, session.cb());
        EXPECT_OK(session);
        QCOMPARE(session.result->value().status, u"open"_s);
        QVERIFY(session.result->value().checkoutUrl.contains(u"/checkout/"_s));
        Waiter<RedirectSession> sessionAgain;
        client.redirectSession(session.result->value().id, this, sessionAgain.cb());
        EXPECT_OK(sessionAgain);

        Waiter<FraudEvaluation> fraud;
        FraudCheck fc;
        fc.amount = 600000;
        fc.currency = u"USD"_s;
        fc.customerEmail = u"x@mailinator.com"_s;
        fc.customerCountry = u"DE"_s;
        fc.cardCountry = u"US"_s;
        client.evaluateFraud(fc, this, fraud.cb());
        EXPECT_OK(fraud);
        QCOMPARE(fraud.result->value().decision, u"decline"_s);
        QVERIFY(fraud.result->value().reasons.size() >= 3);

        Waiter<QList<LedgerAccount>> accounts;
        client.ledgerAccounts(this, accounts.cb());
        EXPECT_OK(accounts);
        QVERIFY(accounts.result->value().size() >= 10);

        Waiter<TrialBalance> tb;
        client.trialBalance(QDate::currentDate(), u"USD"_s, this, tb.cb());
        EXPECT_OK(tb);
        QVERIFY(tb.result->value().isBalanced());
        QVERIFY(tb.result->value().totalDebit > 0);
    }

    void errorRows_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("declined") << 0 << 402 << u"card_declined"_s;
        QTest::newRow("invalid request") << 1 << 400 << u"invalid_request"_s;
        QTest::newRow("not found") << 2 << 404 << u"not_found"_s;
        QTest::newRow("refund exceeds") << 3 << 422 << u"refund_exceeds_remaining"_s;
        QTest::newRow("not refundable") << 4 << 409 << u"transaction_not_refundable"_s;
        QTest::newRow("unknown key") << 5 << 401 << u"invalid_api_key"_s;
        QTest::newRow("bad trial balance currency") << 6 << 400 << u"invalid_request"_s;
        QTest::newRow("body over 1 MiB") << 7 << 413 << u"payload_too_large"_s;
    }
    void errorRows()
    {
        QFETCH(int, row);
        QFETCH(int, status);
        QFETCH(QString, code);
        ClientConfig config = sandboxConfig();
        if (row == 5)
            config.apiKey = u"pts_test_UnknownKeyUnknownKeyUnknownKey"_s;
        ApiClient client(config, &m_nam);
        std::optional<ApiError> error;
        const auto onTxn = [&](const Result<Transaction> &r) {
            if (!r.ok())
                error = r.error();
        };
        const auto onRefund = [&](const Result<Refund> &r) {
            if (!r.ok())
                error = r.error();
        };
        QString refundable;
        if (row == 3 || row == 4) {
            Waiter<Transaction> w;
            client.createTransaction(charge(row == 3 ? 1000 : 1002, u"err-row"_s), this, w.cb());
            AWAIT(w);
            refundable = w.result->ok()
                             ? w.result->value().id
                             : w.result->error().body.value(u"transaction_id"_s).toString();
            QVERIFY(!refundable.isEmpty());
        }
        switch (row) {
        case 0:
            client.createTransaction(charge(1002), this, onTxn);
            break;
        case 1:
            client.createTransaction(NewCharge{0, u"USD"_s, u"cardnet"_s, u"x"_s, {}}, this, onTxn);
            break;
        case 2:
            client.transaction(u"txn_doesnotexist"_s, this, onTxn);
            break;
        case 3:
            client.createRefund(refundable, NewRefund{5000, {}, {}}, this, onRefund);
            break;
        case 4:
            client.createRefund(refundable, NewRefund{}, this, onRefund);
            break;
        case 5:
            client.transaction(u"txn_x"_s, this, onTxn);
            break;
        case 6:
            client.trialBalance(QDate::currentDate(), u"ZZZ"_s, this,
                                [&](const Result<TrialBalance> &r) {
                                    if (!r.ok())
                                        error = r.error();
                                });
            break;
        case 7: {
            NewCharge big = charge(1000, u"too-big"_s);
            big.description = QString(1100 * 1024, u'x');
            client.createTransaction(big, this, onTxn);
            break;
        }
        }
        QTRY_VERIFY_WITH_TIMEOUT(error.has_value(), 10000);
        QCOMPARE(error->kind, ApiError::Kind::Http);
        QCOMPARE(error->httpStatus, status);
        QCOMPARE(error->code, code);
        QVERIFY(!error->details.isEmpty());
        QVERIFY(!error->message().isEmpty());
        if (row == 0)
            QVERIFY(error->body.value(u"transaction_id"_s).toString().startsWith(u"txn_"_s));
        if (row == 1)
            QVERIFY(error->fields.contains(u"amount"_s));
        if (row == 3)
            QCOMPARE(error->body.value(u"remaining"_s).toInteger(), 1000);
    }

    void guardsRefuseBeforeSending_data()
    {
        QTest::addColumn<int>("environment");
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("code");
        const QString test = u"pts_test_abcdefghijklmnop"_s;
        const QString live = u"pts_live_abcdefghijklmnop"_s;
        QTest::newRow("test key to production")
            << int(Environment::Production) << u"https"_s << u"pay.example"_s << test
            << u"key_environment_mismatch"_s;
        QTest::newRow("live key to sandbox")
            << int(Environment::Sandbox) << u"https"_s << u"sandbox.example"_s << live
            << u"key_environment_mismatch"_s;
        QTest::newRow("live key to local sandbox")
            << int(Environment::Sandbox) << u"http"_s << u"127.0.0.1"_s << live
            << u"key_environment_mismatch"_s;
        QTest::newRow("http production")
            << int(Environment::Production) << u"http"_s << u"pay.example"_s << live
            << u"production_requires_https"_s;
        QTest::newRow("no key") << int(Environment::Sandbox) << u"http"_s << u"127.0.0.1"_s
                                << QString() << u"missing_api_key"_s;
        QTest::newRow("not a key") << int(Environment::Sandbox) << u"http"_s << u"127.0.0.1"_s
                                   << u"hello"_s << u"malformed_api_key"_s;
        QTest::newRow("ftp url") << int(Environment::Sandbox) << u"ftp"_s << u"127.0.0.1"_s << test
                                 << u"invalid_base_url"_s;
    }
    void guardsRefuseBeforeSending()
    {
        QFETCH(int, environment);
        QFETCH(QString, scheme);
        QFETCH(QString, host);
        QFETCH(QString, key);
        QFETCH(QString, code);
        CannedServer server; // would see any connection that slipped through
        QUrl url;
        url.setScheme(scheme);
        url.setHost(host);
        if (host == u"127.0.0.1"_s)
            url.setPort(server.url().port());
        ClientConfig config;
        config.baseUrl = url;
        config.apiKey = key;
        config.environment = Environment(environment);
        ApiClient client(config, &m_nam);
        Waiter<Transaction> w;
        client.createTransaction(charge(100), this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().kind, ApiError::Kind::Guard);
        QCOMPARE(w.result->error().code, code);
        QVERIFY(!w.result->error().message().isEmpty());
        QCOMPARE(server.connections, 0);
    }

    void loopbackProductionIsAllowedOverHttp()
    {
        CannedServer server;
        ClientConfig config = cannedConfig(server);
        config.environment = Environment::Production;
        config.apiKey = u"pts_live_abcdefghijklmnop"_s;
        ApiClient client(config, &m_nam);
        Waiter<QList<LedgerAccount>> w;
        server.script({CannedServer::answer(200, R"({"data":[]})")});
        client.ledgerAccounts(this, w.cb());
        EXPECT_OK(w);
        QCOMPARE(server.requests.size(), 1);
    }

    void headers()
    {
        CannedServer server;
        ApiClient client(cannedConfig(server), &m_nam);
        server.script({CannedServer::answer(201, R"({"id":"txn_1"})"),
                       CannedServer::answer(200, R"({"data":[]})")});
        Waiter<Transaction> post;
        client.createTransaction(charge(100), this, post.cb());
        AWAIT(post);
        Waiter<QList<LedgerAccount>> get;
        client.ledgerAccounts(this, get.cb());
        AWAIT(get);
        QCOMPARE(server.requests.size(), 2);
        const auto &p = server.requests[0];
        QCOMPARE(p.method, QByteArray("POST"));
        QCOMPARE(p.path, QByteArray("/api/v1/transactions"));
        QCOMPARE(p.headers.value("authorization"), "Bearer " + SandboxFixture::testKey().toUtf8());
        QCOMPARE(p.headers.value("content-type"), QByteArray("application/json"));
        QCOMPARE(p.headers.value("accept"), QByteArray("application/json"));
        QVERIFY(p.headers.value("user-agent").startsWith("PayDesk/" PAYDESK_VERSION));
        static const QRegularExpression uuid(
            u"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"_s);
        QVERIFY(uuid.match(QString::fromLatin1(p.headers.value("idempotency-key"))).hasMatch());
        QVERIFY(!server.requests[1].headers.contains("idempotency-key"));
        QCOMPARE(server.requests[1].path, QByteArray("/v1/ledger/accounts"));
        // The body is what the contract names, amounts as integers.
        const QJsonObject body = QJsonDocument::fromJson(p.body).object();
        QCOMPARE(body.value(u"amount"_s).toInteger(), 100);
        QCOMPARE(body.value(u"merchant_ref"_s).toString(), u"order-1"_s);
        // The malformed 201 answer (fields missing) became an error naming a field.
        QVERIFY(!post.result->ok());
        QCOMPARE(post.result->error().kind, ApiError::Kind::Malformed);
        QVERIFY(!post.result->error().field.isEmpty());
    }

    void retriesReuseTheIdempotencyKey_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("503") << 503 << QByteArray(R"({"error":"unavailable","details":"x"})");
        QTest::newRow("502") << 502 << QByteArray("<html>bad gateway</html>");
        QTest::newRow("504") << 504 << QByteArray("{}");
        QTest::newRow("500") << 500 << QByteArray(R"({"error":"internal_error","details":"x"})");
        QTest::newRow("in progress")
            << 409 << QByteArray(R"({"error":"idempotency_in_progress","details":"x"})");
    }
    void retriesReuseTheIdempotencyKey()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        CannedServer server;
        ApiClient client(cannedConfig(server), &m_nam);
        server.script({CannedServer::answer(status, body), CannedServer::answer(status, body),
                       CannedServer::answer(200, R"({"data":[]})")});
        QSignalSpy retrying(&client, &ApiClient::requestRetrying);
        Waiter<QList<LedgerAccount>> w;
        // A POST is the interesting case for the key; the parser does not matter here.
        client.evaluateFraud(FraudCheck{100, u"USD"_s, {}, {}, {}, {}, {}, {}, {}}, this,
                             [&](const Result<FraudEvaluation> &) {
                                 w.result = Result<QList<LedgerAccount>>(QList<LedgerAccount>());
                             });
        AWAIT(w);
        QCOMPARE(server.requests.size(), 3);
        QCOMPARE(retrying.size(), 2);
        const QByteArray key = server.requests[0].headers.value("idempotency-key");
        QVERIFY(!key.isEmpty());
        for (const auto &r : std::as_const(server.requests))
            QCOMPARE(r.headers.value("idempotency-key"), key);
    }

    void neverRetriesOther4xx_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("400") << 400 << QByteArray("invalid_request");
        QTest::newRow("401") << 401 << QByteArray("invalid_api_key");
        QTest::newRow("402") << 402 << QByteArray("card_declined");
        QTest::newRow("404") << 404 << QByteArray("not_found");
        QTest::newRow("409 conflict") << 409 << QByteArray("idempotency_conflict");
        QTest::newRow("422") << 422 << QByteArray("refund_exceeds_remaining");
    }
    void neverRetriesOther4xx()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        CannedServer server;
        const auto clock = std::make_shared<TestClock>();
        ApiClient client(clockedConfig(server, clock), &m_nam);
        server.script(
            {CannedServer::answer(status, "{\"error\":\"" + code + "\",\"details\":\"nope\"}")});
        Waiter<Transaction> w;
        client.createTransaction(charge(100), this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().httpStatus, status);
        QCOMPARE(w.result->error().code, QString::fromLatin1(code));
        // No retry is scheduled, so none can come, however long one waits.
        QCOMPARE(client.pendingCount(), 0);
        QCOMPARE(clock->armedTimers(), 0);
        clock->advance(1h);
        QCOMPARE(server.requests.size(), 1);
    }

    void retriesAreBounded()
    {
        CannedServer server;
        ClientConfig config = cannedConfig(server);
        config.maxRetries = 3;
        ApiClient client(config, &m_nam);
        QList<CannedServer::Step> steps;
        for (int i = 0; i < 10; ++i)
            steps << CannedServer::answer(503, "{\"error\":\"down\",\"details\":\"down\"}");
        server.script(steps);
        Waiter<Transaction> w;
        client.transaction(u"txn_1"_s, this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().httpStatus, 503);
        QCOMPARE(server.requests.size(), 4);
    }

    void honoursRetryAfter()
    {
        CannedServer server;
        const auto clock = std::make_shared<TestClock>();
        ApiClient client(clockedConfig(server, clock), &m_nam);
        server.script({CannedServer::answer(429, R"({"error":"rate_limited","details":"slow"})",
                                            {{"Retry-After", "1"}}),
                       CannedServer::answer(200, R"({"data":[]})")});
        QSignalSpy retrying(&client, &ApiClient::requestRetrying);
        const qint64 start = clock->nowMs();
        Waiter<QList<LedgerAccount>> w;
        client.ledgerAccounts(this, w.cb());
        QTRY_COMPARE(retrying.size(), 1);
        // The second asked for, though the backoff alone would be 250 ms at most.
        QCOMPARE(retrying.at(0).at(2).toInt(), 1000);
        QCOMPARE(clock->nextDueMs(), std::optional<qint64>(start + 1000));
        clock->advance(999ms);
        QCOMPARE(clock->nextDueMs(), std::optional<qint64>(start + 1000));
        QCOMPARE(server.requests.size(), 1);
        clock->advance(1ms);
        EXPECT_OK(w);
        QCOMPARE(server.requests.size(), 2);
    }

    void backoffGrowsAndIsCapped_data()
    {
        QTest::addColumn<int>("baseMs");
        QTest::addColumn<int>("maxMs");
        QTest::addColumn<QList<int>>("ceilings"); // of each retry's wait

        QTest::newRow("the default: 250 ms, doubled up to 8 s")
            << 250 << 8000 << QList<int>{250, 500, 1000, 2000, 4000, 8000, 8000};
        QTest::newRow("a low cap") << 1000 << 3000 << QList<int>{1000, 2000, 3000, 3000};
    }
    void backoffGrowsAndIsCapped()
    {
        QFETCH(int, baseMs);
        QFETCH(int, maxMs);
        QFETCH(QList<int>, ceilings);
        CannedServer server;
        const auto clock = std::make_shared<TestClock>();
        ClientConfig config = clockedConfig(server, clock);
        config.backoffBaseMs = baseMs;
        config.backoffMaxMs = maxMs;
        config.maxRetries = int(ceilings.size());
        ApiClient client(config, &m_nam);
        QList<CannedServer::Step> steps(
            ceilings.size(), CannedServer::answer(503, R"({"error":"x","details":"x"})"));
        steps << CannedServer::answer(200, R"({"data":[]})");
        server.script(steps);
        QSignalSpy retrying(&client, &ApiClient::requestRetrying);
        Waiter<QList<LedgerAccount>> w;
        client.ledgerAccounts(this, w.cb());
        for (int i = 0; i < ceilings.size(); ++i) {
            QTRY_COMPARE_WITH_TIMEOUT(retrying.size(), i + 1, 10000);
            QCOMPARE(retrying.at(i).at(1).toInt(), i + 1);
            // Half fixed, half random: from half the ceiling up to it.
            const int delay = retrying.at(i).at(2).toInt();
            QVERIFY2(delay >= ceilings.at(i) / 2 && delay <= ceilings.at(i),
                     qPrintable(u"retry %1 after %2 ms"_s.arg(i + 1).arg(delay)));
            QCOMPARE(clock->nextDueMs(), std::optional<qint64>(clock->nowMs() + delay));
            QCOMPARE(server.requests.size(), i + 1);
            clock->advance(std::chrono::milliseconds(delay));
        }
        EXPECT_OK(w);
        QCOMPARE(server.requests.size(), ceilings.size() + 1);
    }

    void rateLimitedSandbox()
    {
        // The sandbox and the client on one clock: each retry the client schedules (after the
        // second the 429 asks for) is due at once, and falls in the sandbox's next second.
        const auto clock = std::make_shared<TestClock>();
        paydesk::sandbox::SandboxOptions options;
        options.rateLimitPerSecond = 3;
        options.clock = clock;
        SandboxFixture limited;
        QVERIFY(limited.start(options));
        ClientConfig config = sandboxConfig();
        config.baseUrl = limited.service->url();
        config.maxRetries = 10;
        config.clock = clock;
        ApiClient client(config, &m_nam);
        QSignalSpy retrying(&client, &ApiClient::requestRetrying);
        connect(
            &client, &ApiClient::requestRetrying, this,
            [clock](RequestId, int, int delayMs) {
                clock->advance(std::chrono::milliseconds(delayMs));
            },
            Qt::QueuedConnection);
        QList<std::shared_ptr<Waiter<Transaction>>> waiters;
        for (int i = 0; i < 8; ++i) {
            waiters << std::make_shared<Waiter<Transaction>>();
            client.createTransaction(charge(510 + i * 100, u"rl-%1"_s.arg(i)), this,
                                     waiters.last()->cb());
        }
        for (const auto &w : std::as_const(waiters))
            EXPECT_OK(*w);
        QVERIFY(retrying.size() >= 1); // some were told 429 and came back later
    }

    void timeout()
    {
        // The default 30 s per attempt, passed on the clock while the server hangs.
        CannedServer server;
        const auto clock = std::make_shared<TestClock>();
        ClientConfig config = clockedConfig(server, clock);
        config.maxRetries = 1;
        ApiClient client(config, &m_nam);
        server.script({{CannedServer::Mode::Hang}, {CannedServer::Mode::Hang}});
        QSignalSpy retrying(&client, &ApiClient::requestRetrying);
        Waiter<Transaction> w;
        client.transaction(u"txn_1"_s, this, w.cb());
        QTRY_COMPARE(server.requests.size(), 1);
        clock->advance(29s);
        QCOMPARE(retrying.size(), 0);
        QVERIFY(!w.result);
        clock->advance(1s);
        QTRY_COMPARE(retrying.size(), 1); // the timeout is retried, after the backoff
        clock->advance(std::chrono::milliseconds(retrying.at(0).at(2).toInt()));
        QTRY_COMPARE(server.requests.size(), 2);
        clock->advance(30s);
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().kind, ApiError::Kind::Timeout);
        QCOMPARE(server.requests.size(), 2);
    }

    void trickleTimesOut()
    {
        // Bytes keep coming, so the transfer timeout alone would never fire.
        CannedServer server;
        const auto clock = std::make_shared<TestClock>();
        ClientConfig config = clockedConfig(server, clock);
        config.maxRetries = 0;
        ApiClient client(config, &m_nam);
        server.script({{CannedServer::Mode::Trickle}});
        Waiter<Transaction> w;
        client.transaction(u"txn_1"_s, this, w.cb());
        QTRY_COMPARE(server.requests.size(), 1);
        clock->advance(30s);
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().kind, ApiError::Kind::Timeout);
    }

    void hugeAnswerIsRefused()
    {
        CannedServer server;
        ClientConfig config = cannedConfig(server);
        config.maxResponseBytes = 256 * 1024;
        config.maxRetries = 0;
        ApiClient client(config, &m_nam);
        const QByteArray body = "{\"data\":[],\"pad\":\"" + QByteArray(1024 * 1024, 'a') + "\"}";
        server.script({CannedServer::answer(200, body)});
        Waiter<QList<LedgerAccount>> w;
        client.ledgerAccounts(this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().kind, ApiError::Kind::Malformed);
        QVERIFY(w.result->error().message().contains(u"larger"_s));
    }

    void longRetryAfterIsNotWaitedFor()
    {
        CannedServer server;
        ApiClient client(cannedConfig(server), &m_nam);
        server.script({CannedServer::answer(429, R"({"error":"rate_limited","details":"later"})",
                                            {{"Retry-After", "3600"}})});
        Waiter<QList<LedgerAccount>> w;
        client.ledgerAccounts(this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().code, u"rate_limited"_s);
        QCOMPARE(w.result->error().retryAfterSeconds, std::optional<int>(3600));
        QCOMPARE(server.requests.size(), 1);
    }

    void cancelCallsNothing()
    {
        CannedServer server;
        ApiClient client(cannedConfig(server), &m_nam);
        server.script({{CannedServer::Mode::Hang}, {CannedServer::Mode::Hang}});
        Waiter<Transaction> a;
        Waiter<Transaction> b;
        const RequestId id = client.transaction(u"txn_1"_s, this, a.cb());
        client.transaction(u"txn_2"_s, this, b.cb());
        QTRY_COMPARE(server.requests.size(), 2);
        client.cancel(id);
        QCOMPARE(client.pendingCount(), 1);
        client.cancelAll();
        QCOMPARE(client.pendingCount(), 0);
        QTest::qWait(200);
        QCOMPARE(a.calls, 0);
        QCOMPARE(b.calls, 0);
    }

    void goneContextCallsNothing()
    {
        CannedServer server;
        ApiClient client(cannedConfig(server), &m_nam);
        server.script({CannedServer::answer(200, R"({"data":[]})")});
        auto context = std::make_unique<QObject>();
        Waiter<QList<LedgerAccount>> w;
        client.ledgerAccounts(context.get(), w.cb());
        context.reset();
        QTRY_COMPARE(server.requests.size(), 1);
        QTRY_COMPARE(client.pendingCount(), 0);
        QCOMPARE(w.calls, 0);
    }

    void malformedAnswersOverHttp_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("kind");
        QTest::newRow("not json") << int(CannedServer::Mode::Answer) << QByteArray("hello")
                                  << int(ApiError::Kind::Malformed);
        QTest::newRow("wrong types")
            << int(CannedServer::Mode::Answer) << QByteArray(R"({"data":[{"code":[]}]})")
            << int(ApiError::Kind::Malformed);
        QTest::newRow("truncated")
            << int(CannedServer::Mode::Truncate) << QByteArray(R"({"data":[{"co)")
            << int(ApiError::Kind::Network);
    }
    void malformedAnswersOverHttp()
    {
        QFETCH(int, mode);
        QFETCH(QByteArray, body);
        QFETCH(int, kind);
        CannedServer server;
        ClientConfig config = cannedConfig(server);
        config.maxRetries = 0;
        ApiClient client(config, &m_nam);
        server.script({{CannedServer::Mode(mode), 200, body, {}}});
        Waiter<QList<LedgerAccount>> w;
        client.ledgerAccounts(this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(int(w.result->error().kind), kind);
    }

    void tlsErrorsAreReported()
    {
        // https to a plain-text server: the handshake fails and the client says so.
        CannedServer server;
        ClientConfig config = cannedConfig(server);
        QUrl url = server.url();
        url.setScheme(u"https"_s);
        config.baseUrl = url;
        ApiClient client(config, &m_nam);
        Waiter<QList<LedgerAccount>> w;
        client.ledgerAccounts(this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().kind, ApiError::Kind::Tls);
    }

    void selfSignedCertificateIsRefused()
    {
        // A real TLS server whose certificate no system CA signed: the client must fail with a
        // TLS error and never send the request.
        QTemporaryDir dir;
        QProcess openssl;
        openssl.start(u"openssl"_s,
                      {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
                       dir.filePath(u"key.pem"_s), u"-out"_s, dir.filePath(u"cert.pem"_s),
                       u"-days"_s, u"1"_s, u"-subj"_s, u"/CN=127.0.0.1"_s, u"-addext"_s,
                       u"subjectAltName=IP:127.0.0.1"_s});
        QVERIFY2(openssl.waitForFinished(30000) && openssl.exitCode() == 0,
                 openssl.readAllStandardError().constData());
        QFile certFile(dir.filePath(u"cert.pem"_s));
        QFile keyFile(dir.filePath(u"key.pem"_s));
        QVERIFY(certFile.open(QIODevice::ReadOnly) && keyFile.open(QIODevice::ReadOnly));
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificate(QSslCertificate(&certFile, QSsl::Pem));
        tls.setPrivateKey(QSslKey(&keyFile, QSsl::Rsa, QSsl::Pem));
        QSslServer server;
        server.setSslConfiguration(tls);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        int requests = 0;
        connect(&server, &QSslServer::pendingConnectionAvailable, this, [&] {
            while (QTcpSocket *s = server.nextPendingConnection())
                connect(s, &QTcpSocket::readyRead, s, [&requests, s] {
                    if (s->readAll().contains("HTTP/1.1"))
                        ++requests;
                });
        });

        ClientConfig config = sandboxConfig();
        config.baseUrl = QUrl(u"https://127.0.0.1:%1"_s.arg(server.serverPort()));
        config.environment = Environment::Production;
        config.apiKey = u"pts_live_abcdefghijklmnopqrstuvwxyz012345"_s;
        config.maxRetries = 0;
        ApiClient client(config, &m_nam);
        Waiter<QList<LedgerAccount>> w;
        client.ledgerAccounts(this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().kind, ApiError::Kind::Tls);
        QVERIFY2(!w.result->error().message().isEmpty(), "the TLS error is named");
        QCOMPARE(requests, 0);
    }

    void deadNetwork()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        ClientConfig config = sandboxConfig();
        config.baseUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(port));
        config.maxRetries = 2;
        ApiClient client(config, &m_nam);
        Waiter<Transaction> w;
        client.createTransaction(charge(100), this, w.cb());
        AWAIT(w);
        QVERIFY(!w.result->ok());
        QCOMPARE(w.result->error().kind, ApiError::Kind::Network);
        QCOMPARE(w.result->error().networkError, QNetworkReply::ConnectionRefusedError);
        QVERIFY(!w.result->error().advice().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestApiClient)
#include "tst_apiclient.moc"
