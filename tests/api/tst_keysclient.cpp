// The client's side of keys and permissions (third wave): ApiClient::me(), the sandbox's key
// management and activity log against the real sandbox on loopback; the capabilities /me
// gives, the words for a 403 and a revoked key; and a service without any of it (a canned
// one answering 404), whose 403 is still worded.
#include "api/apiclient.h"
#include "api/apiparse.h"
#include "cannedserver.h"
#include "sandboxclient.h"
#include "testclock.h"

#include <QTest>
#include <QTimeZone>

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
    Callback<T> cb()
    {
        return [this](const Result<T> &r) { result = r; };
    }
};

#define AWAIT_OK(w)                                                                                \
    do {                                                                                           \
        QTRY_VERIFY_WITH_TIMEOUT((w).result.has_value(), 20000);                                   \
        QVERIFY2((w).result->ok(),                                                                 \
                 qPrintable((w).result->ok() ? QString() : (w).result->error().message()));        \
    } while (false)
#define AWAIT_ERROR(w)                                                                             \
    do {                                                                                           \
        QTRY_VERIFY_WITH_TIMEOUT((w).result.has_value(), 20000);                                   \
        QVERIFY(!(w).result->ok());                                                                \
    } while (false)

} // namespace

class TestKeysClient : public QObject
{
    Q_OBJECT

    std::shared_ptr<TestClock> m_clock;
    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;

    std::unique_ptr<ApiClient> client(const QString &key = SandboxFixture::testKey())
    {
        ClientConfig c;
        c.baseUrl = m_sandbox.service->url();
        c.apiKey = key;
        c.environment = Environment::Sandbox;
        c.backoffBaseMs = 20;
        return std::make_unique<ApiClient>(c, &m_nam);
    }
    // A key made with the full key; its value.
    ApiKey makeKey(const QString &name, const QStringList &permissions)
    {
        auto full = client();
        Waiter<ApiKey> w;
        full->createApiKey(name, permissions, this, w.cb());
        [&] { AWAIT_OK(w); }();
        return w.result && w.result->ok() ? w.result->value() : ApiKey{};
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_nam.setProxy(QNetworkProxy::NoProxy);
        m_clock = std::make_shared<TestClock>(
            QDateTime(QDate(2026, 5, 4), QTime(10, 0), QTimeZone::utc()));
        paydesk::sandbox::SandboxOptions options;
        options.clock = m_clock;
        QVERIFY(m_sandbox.start(options));
    }

    void meAndCapabilities()
    {
        auto full = client();
        Waiter<KeyInfo> w;
        full->me(this, w.cb());
        AWAIT_OK(w);
        const KeyInfo &me = w.result->value();
        QCOMPARE(me.merchantId, m_sandbox.service->merchantId());
        QVERIFY(me.keyId.startsWith(u"key_"_s));
        QCOMPARE(me.name, u"Default"_s);
        QCOMPARE(me.scope, u"sandbox"_s);
        QCOMPARE(me.permissions, QStringList{u"*"_s});
        QVERIFY(!me.expiresAt.isValid());
        const KeyCapabilities caps = KeyCapabilities::fromKey(me);
        const QList<Permission> all = grantablePermissions() << Permission::Full;
        for (Permission p : all)
            QVERIFY(caps.allows(p));
        QCOMPARE(caps.permissionsText(), u"full access"_s);

        // A read-only key: everything else is refused in words.
        const ApiKey reader = makeKey(u"Read only"_s, {u"transactions:read"_s});
        QVERIFY(reader.secret);
        auto readOnly = client(*reader.secret);
        Waiter<KeyInfo> r;
        readOnly->me(this, r.cb());
        AWAIT_OK(r);
        const KeyCapabilities limited = KeyCapabilities::fromKey(r.result->value());
        QVERIFY(limited.allows(Permission::TransactionsRead));
        QVERIFY(!limited.allows(Permission::RefundsWrite));
        QVERIFY(!limited.allows(Permission::Full));
        QCOMPARE(limited.whyNot(Permission::RefundsWrite),
                 u"This key cannot refund: it lacks refunds:write."_s);
        QVERIFY(limited.whyNot(Permission::TransactionsRead).isEmpty());
        QCOMPARE(limited.permissionsText(), u"transactions:read"_s);
    }

    void refusedRefundIsWorded()
    {
        auto full = client();
        Waiter<Transaction> charged;
        full->createTransaction(NewCharge{5000, u"USD"_s, u"cardnet"_s, u"ORD-9"_s, {}, {}}, this,
                                charged.cb());
        AWAIT_OK(charged);
        const ApiKey reader = makeKey(u"Read only"_s, {u"transactions:read"_s});
        auto readOnly = client(*reader.secret);
        Waiter<Refund> refund;
        readOnly->createRefund(charged.result->value().id, NewRefund{}, this, refund.cb());
        AWAIT_ERROR(refund);
        const ApiError &e = refund.result->error();
        QCOMPARE(e.httpStatus, 403);
        QCOMPARE(e.code, u"permission_denied"_s);
        QCOMPARE(deniedPermission(e), std::optional(u"refunds:write"_s));
        QVERIFY2(e.message().startsWith(u"This key cannot refund: it lacks refunds:write.\n"_s),
                 qPrintable(e.message()));
        QVERIFY(!e.isRetryable());
        QVERIFY(!e.advice().isEmpty());
    }

    void manageKeys()
    {
        auto full = client();
        Waiter<ApiKey> created;
        full->createApiKey(u"Shop"_s, {u"refunds:write"_s, u"transactions:read"_s}, this,
                           created.cb());
        AWAIT_OK(created);
        const ApiKey key = created.result->value();
        QVERIFY(key.id.startsWith(u"key_"_s));
        QCOMPARE(key.name, u"Shop"_s);
        QCOMPARE(key.permissions, (QStringList{u"transactions:read"_s, u"refunds:write"_s}));
        QVERIFY(key.secret && key.secret->startsWith(u"pts_test_"_s));
        QCOMPARE(key.createdAt, m_clock->nowUtc());
        QVERIFY(key.works(m_clock->nowUtc()));

        Waiter<QList<ApiKey>> listed;
        full->apiKeys(this, listed.cb());
        AWAIT_OK(listed);
        const auto found =
            std::find_if(listed.result->value().cbegin(), listed.result->value().cend(),
                         [&](const ApiKey &k) { return k.id == key.id; });
        QVERIFY(found != listed.result->value().cend());
        QVERIFY(!found->secret); // never listed with its value

        // Rolled: the new key works at once, the old one until its end.
        Waiter<ApiKey> rolled;
        full->rollApiKey(key.id, 2, this, rolled.cb());
        AWAIT_OK(rolled);
        const ApiKey next = rolled.result->value();
        QVERIFY(next.secret);
        QCOMPARE(next.rolledFromId, key.id);
        QCOMPARE(next.rolledFromExpiresAt, m_clock->nowUtc().addSecs(2 * 3600));
        auto old = client(*key.secret);
        auto fresh = client(*next.secret);
        Waiter<KeyInfo> oldMe;
        old->me(this, oldMe.cb());
        AWAIT_OK(oldMe);
        QCOMPARE(oldMe.result->value().expiresAt, next.rolledFromExpiresAt);
        m_clock->advance(2h);
        Waiter<KeyInfo> expired;
        old->me(this, expired.cb());
        AWAIT_ERROR(expired);
        QCOMPARE(expired.result->error().httpStatus, 401);
        QCOMPARE(expired.result->error().code, u"invalid_api_key"_s);

        // Revoked: its next request is 401, and the person reads why.
        Waiter<bool> revoked;
        full->revokeApiKey(next.id, this, revoked.cb());
        AWAIT_OK(revoked);
        Waiter<Page<Transaction>> refused;
        fresh->listTransactions({}, this, refused.cb());
        AWAIT_ERROR(refused);
        const ApiError &e = refused.result->error();
        QCOMPARE(e.httpStatus, 401);
        QCOMPARE(e.code, u"invalid_api_key"_s);
        QVERIFY2(e.message().contains(u"revoked"_s), qPrintable(e.message()));
        QVERIFY(!e.advice().isEmpty());

        // Key management is a full key's: worded as such.
        const ApiKey writer = makeKey(u"Writer"_s, {u"transactions:write"_s});
        auto notFull = client(*writer.secret);
        Waiter<QList<ApiKey>> denied;
        notFull->apiKeys(this, denied.cb());
        AWAIT_ERROR(denied);
        QCOMPARE(deniedPermission(denied.result->error()), std::optional(u"*"_s));
        QVERIFY2(denied.result->error().message().startsWith(u"This key cannot manage keys"_s),
                 qPrintable(denied.result->error().message()));
    }

    void activityNamesTheKey()
    {
        auto full = client();
        Waiter<Transaction> charged;
        full->createTransaction(NewCharge{7000, u"EUR"_s, u"cardnet"_s, u"ORD-42"_s, {}, {}}, this,
                                charged.cb());
        AWAIT_OK(charged);
        const QString txn = charged.result->value().id;
        const ApiKey clerk = makeKey(u"Front desk"_s, {u"refunds:write"_s});
        auto frontDesk = client(*clerk.secret);
        Waiter<Refund> refunded;
        frontDesk->createRefund(txn, NewRefund{500, {}, {}}, this, refunded.cb());
        AWAIT_OK(refunded);

        Waiter<Page<ActivityEntry>> page;
        ActivityQuery q;
        q.keyId = clerk.id;
        full->listActivity(q, this, page.cb());
        AWAIT_OK(page);
        QCOMPARE(page.result->value().data.size(), 1);
        const ActivityEntry &a = page.result->value().data.constFirst();
        QVERIFY(a.id.startsWith(u"act_"_s));
        QCOMPARE(a.keyId, clerk.id);
        QCOMPARE(a.keyName, u"Front desk"_s);
        QCOMPARE(a.method, u"POST"_s);
        QCOMPARE(a.status, 201);
        QCOMPARE(a.resourceId, std::optional(refunded.result->value().id));
        QCOMPARE(a.transactionId(), txn);
        QCOMPARE(a.createdAt, m_clock->nowUtc());

        // Days: from inclusive, to exclusive.
        q = {};
        q.from = m_clock->nowUtc().date().addDays(1);
        Waiter<Page<ActivityEntry>> none;
        full->listActivity(q, this, none.cb());
        AWAIT_OK(none);
        QVERIFY(none.result->value().data.isEmpty());
        // Paged: two at a time, as far as it goes.
        q = {};
        q.limit = 2;
        Waiter<Page<ActivityEntry>> first;
        full->listActivity(q, this, first.cb());
        AWAIT_OK(first);
        QCOMPARE(first.result->value().data.size(), 2);
        QVERIFY(first.result->value().hasMore);
        q.cursor = first.result->value().nextCursor;
        Waiter<Page<ActivityEntry>> second;
        full->listActivity(q, this, second.cb());
        AWAIT_OK(second);
        QVERIFY(second.result->value().data.constFirst().id !=
                first.result->value().data.constLast().id);
    }

    void serviceWithoutThem()
    {
        // The spec's service: no /me, no keys, no activity (404), and a 403 whose details alone
        // name the permission.
        CannedServer server;
        server.route("/api/v1/me", CannedServer::answer(404, R"({"error":"not_found",
            "details":"There is no endpoint at /api/v1/me."})"));
        server.route("/api/v1/transactions",
                     CannedServer::answer(403, R"({"error":"permission_denied",
            "details":"Key lacks ledger:read for this."})"));
        ClientConfig c;
        c.baseUrl = server.url();
        c.apiKey = SandboxFixture::testKey();
        ApiClient spec(c, &m_nam);
        Waiter<KeyInfo> me;
        spec.me(this, me.cb());
        AWAIT_ERROR(me);
        QCOMPARE(me.result->error().httpStatus, 404);
        const KeyCapabilities caps = KeyCapabilities::notOffered();
        QVERIFY(caps.allows(Permission::RefundsWrite));
        QVERIFY(caps.whyNot(Permission::Full).isEmpty());

        Waiter<Page<Transaction>> denied;
        spec.listTransactions({}, this, denied.cb());
        AWAIT_ERROR(denied);
        QCOMPARE(deniedPermission(denied.result->error()), std::optional(u"ledger:read"_s));
        QVERIFY(denied.result->error().message().startsWith(
            u"This key cannot read the ledger: it lacks ledger:read."_s));
    }

    void parseTolerance()
    {
        // Unknown permissions kept, absent optional fields absent, wrong types named.
        auto k = parse::keyInfo(R"({"merchant_id":"mer_1","key_id":"key_1",
            "permissions":["transactions:read","payouts:read"]})");
        QVERIFY(k.ok());
        QCOMPARE(k->permissions, (QStringList{u"transactions:read"_s, u"payouts:read"_s}));
        QVERIFY(!k->expiresAt.isValid());
        QVERIFY(k->name.isEmpty());
        auto bad = parse::keyInfo(R"({"merchant_id":"mer_1","key_id":"key_1",
            "permissions":["*"],"expires_at":"tomorrow"})");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, u"expires_at"_s);
        bad = parse::keyInfo(R"({"merchant_id":"mer_1","key_id":"key_1","permissions":[1]})");
        QCOMPARE(bad.error().field, u"permissions[0]"_s);
        auto activity = parse::activityPage(R"({"data":[{"id":"act_1",
            "at":"2026-05-04T10:00:00Z","key_id":"key_1","method":"POST","path":"/x",
            "status":99}],"has_more":false,"next_cursor":null})");
        QVERIFY(!activity.ok());
        QCOMPARE(activity.error().field, u"data[0].status"_s);
        auto rolled = parse::apiKey(R"({"id":"key_2","name":"n","permissions":["*"],
            "rolled_from":"key_1"})");
        QCOMPARE(rolled.error().field, u"rolled_from"_s);
    }
};

QTEST_GUILESS_MAIN(TestKeysClient)
#include "tst_keysclient.moc"
