// Keys that say what they may do (CONTRACT.md, "Third wave": keys and permissions, activity;
// docs/api.md §2.1, §6.18 to §6.20): GET /api/v1/me, 403 permission_denied for every route a
// key's permissions leave out, key management with a full key (create with the value shown
// once, revoke, roll with an overlap), and the activity log of every request that changed
// something, by key. Real HTTP on loopback; time moved by a TestClock.

#include "sandbox/sandboxapi.h"
#include "sandboxclient.h"
#include "testclock.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using namespace paydesk::testing;
using paydesk::sandbox::SandboxOptions;

namespace {

const QString KeysPath = u"/sandbox/v1/keys"_s;
const QString ActivityPath = u"/sandbox/v1/activity"_s;
const QRegularExpression KeyIdRe(u"^key_[0-9A-Za-z]{24}$"_s);
const QRegularExpression SecretRe(u"^pts_test_[0-9A-Za-z]{32}$"_s);
const QRegularExpression TimestampRe(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"_s);
const QStringList Permissions = {u"transactions:read"_s, u"transactions:write"_s,
                                 u"refunds:write"_s, u"ledger:read"_s, u"webhooks:manage"_s};

struct Key
{
    QString id;
    QString secret;
};

// Creates a key with the full key of `c`; an empty id when it failed.
Key createKey(HttpClient &c, const QString &name, const QStringList &permissions)
{
    const HttpResult r = c.post(
        KeysPath, {{u"name"_s, name}, {u"permissions"_s, QJsonArray::fromStringList(permissions)}});
    if (r.status != 201)
        qWarning() << "create key" << r.status << r.body;
    return {r.json[u"id"_s].toString(), r.json[u"secret"_s].toString()};
}

HttpResult as(HttpClient &c, const QString &key, const QByteArray &method, const QString &path,
              const QByteArray &body = {})
{
    const QString own = std::exchange(c.apiKey, key);
    const HttpResult r = c.send(method, path, body);
    c.apiKey = own;
    return r;
}

QString charge(HttpClient &c, qint64 amount = 5000, const QString &ref = u"ORD-1"_s)
{
    const HttpResult r = c.post(u"/api/v1/transactions"_s, chargeBody(amount, u"USD"_s, ref));
    return r.json[u"id"_s].toString();
}

QDateTime start()
{
    return QDateTime(QDate(2026, 5, 4), QTime(10, 0), QTimeZone::utc());
}

QJsonArray activity(HttpClient &c, const QString &query = {})
{
    const HttpResult r = c.get(ActivityPath + u"?limit=100"_s + query);
    if (r.status != 200)
        qWarning() << "activity" << r.status << r.body;
    return r.json[u"data"_s].toArray();
}

} // namespace

class TestKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void meDescribesTheKey();
    void everyRouteNeedsItsPermission_data();
    void everyRouteNeedsItsPermission();
    void deniedChangesNothing();
    void triggeringARefundNeedsRefundsWrite();
    void createListRevoke();
    void valueShownOnce();
    void rollOverlapsUntilExpiry();
    void managementNeedsAFullKey();
    void badInput_data();
    void badInput();
    void activityNamesTheKey();
    void activityFiltersAndPages();
    void activityLandsWithItsChange();
    void startKeysStayFull();
    void olderStoreMigrates();
};

void TestKeys::meDescribesTheKey()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    HttpResult r = fx.client.get(u"/api/v1/me"_s);
    QCOMPARE(r.status, 200);
    QVERIFY2(KeyIdRe.match(r.json[u"key_id"_s].toString()).hasMatch(), r.body.constData());
    QCOMPARE(r.json[u"merchant_id"_s].toString(), fx.service->merchantId());
    QCOMPARE(r.json[u"name"_s].toString(), u"Default"_s);
    QCOMPARE(r.json[u"scope"_s].toString(), u"sandbox"_s);
    QCOMPARE(r.json[u"permissions"_s].toArray(), QJsonArray{u"*"_s});
    QVERIFY(r.json[u"expires_at"_s].isNull());

    // Any valid key may ask, whatever it may do otherwise.
    const Key ledger = createKey(fx.client, u"Books"_s, {u"ledger:read"_s});
    r = as(fx.client, ledger.secret, "GET", u"/api/v1/me"_s);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"key_id"_s].toString(), ledger.id);
    QCOMPARE(r.json[u"name"_s].toString(), u"Books"_s);
    QCOMPARE(r.json[u"permissions"_s].toArray(), QJsonArray{u"ledger:read"_s});
    // Without a key it is a 401, as everywhere.
    r = fx.client.send("GET", u"/api/v1/me"_s, {}, {}, false);
    QCOMPARE(r.status, 401);
}

void TestKeys::everyRouteNeedsItsPermission_data()
{
    // Written from the contract, apart from the sandbox's own table, so that a route mapped
    // wrongly there fails here.
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("permission");
    const auto row = [](const char *method, const QString &path, const QString &permission) {
        QTest::addRow("%s %s", method, qPrintable(path))
            << QByteArray(method) << path << permission;
    };
    const QString read = u"transactions:read"_s;
    const QString write = u"transactions:write"_s;
    row("GET", u"/api/v1/transactions"_s, read);
    row("GET", u"/api/v1/transactions/TXN"_s, read);
    row("GET", u"/api/v1/transactions/TXN/refunds"_s, read);
    row("GET", u"/api/v1/refunds"_s, read);
    row("GET", u"/api/v1/refunds/ref_nope"_s, read);
    row("GET", u"/api/v1/transactions/redirect"_s, read);
    row("GET", u"/api/v1/transactions/redirect/rds_nope"_s, read);
    row("GET", u"/api/v1/fraud/evaluations/frd_nope"_s, read);
    row("GET", ActivityPath, read);
    row("POST", u"/api/v1/transactions"_s, write);
    row("POST", u"/api/v1/transactions/redirect"_s, write);
    row("POST", u"/api/v1/fraud/evaluate"_s, write);
    row("POST", u"/sandbox/v1/trigger"_s, write);
    row("POST", u"/api/v1/transactions/TXN/refunds"_s, u"refunds:write"_s);
    row("GET", u"/v1/ledger/accounts"_s, u"ledger:read"_s);
    row("GET", u"/v1/ledger/trial-balance"_s, u"ledger:read"_s);
    row("GET", u"/v1/ledger/entries?account=1100"_s, u"ledger:read"_s);
    row("GET", u"/api/v1/payouts"_s, u"ledger:read"_s);
    row("GET", u"/api/v1/payouts/po_nope"_s, u"ledger:read"_s);
    row("GET", u"/api/v1/payouts/po_nope/items"_s, u"ledger:read"_s);
    row("GET", u"/sandbox/v1/bank-statement"_s, u"ledger:read"_s);
    row("GET", u"/sandbox/v1/webhook-endpoints"_s, u"webhooks:manage"_s);
    row("GET", u"/sandbox/v1/webhook-endpoints/we_nope"_s, u"webhooks:manage"_s);
    row("POST", u"/sandbox/v1/webhook-endpoints"_s, u"webhooks:manage"_s);
    row("POST", u"/sandbox/v1/webhook-endpoints/we_nope"_s, u"webhooks:manage"_s);
    row("DELETE", u"/sandbox/v1/webhook-endpoints/we_nope"_s, u"webhooks:manage"_s);
    row("GET", u"/sandbox/v1/webhook-deliveries"_s, u"webhooks:manage"_s);
    row("POST", u"/sandbox/v1/events/evt_nope/resend"_s, u"webhooks:manage"_s);
    row("GET", KeysPath, u"*"_s);
    row("POST", KeysPath, u"*"_s);
    row("DELETE", KeysPath + u"/key_nope"_s, u"*"_s);
    row("POST", KeysPath + u"/key_nope/roll"_s, u"*"_s);
}

void TestKeys::everyRouteNeedsItsPermission()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(QString, permission);
    SandboxFixture fx;
    QVERIFY(fx.start());
    path.replace(u"TXN"_s, charge(fx.client));

    // Every permission but the one it needs: refused, the permission named.
    QStringList others = Permissions;
    others.removeAll(permission);
    const Key without = createKey(fx.client, u"Without"_s, others);
    QVERIFY(!without.id.isEmpty());
    const QByteArray body = method == "POST" ? QByteArray("{}") : QByteArray();
    HttpResult r = as(fx.client, without.secret, method, path, body);
    QCOMPARE(r.status, 403);
    QCOMPARE(r.errorCode(), u"permission_denied"_s);
    QCOMPARE(r.json[u"permission"_s].toString(), permission);
    QVERIFY2(r.json[u"details"_s].toString().contains(permission), r.body.constData());
    QVERIFY2(r.json[u"details"_s].toString().contains(u"\"Without\""_s), r.body.constData());

    // With only that one (or a full key for "*"), the route answers: whatever it says, not 403.
    const Key with = createKey(fx.client, u"With"_s, {permission == u"*"_s ? u"*"_s : permission});
    r = as(fx.client, with.secret, method, path, body);
    QVERIFY2(r.status != 403 && r.status != 401, qPrintable(QString::number(r.status)));
}

void TestKeys::deniedChangesNothing()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    const QString txn = charge(fx.client);
    const Key reader = createKey(fx.client, u"Read only"_s, {u"transactions:read"_s});
    HttpResult r =
        as(fx.client, reader.secret, "POST", u"/api/v1/transactions/%1/refunds"_s.arg(txn), "{}");
    QCOMPARE(r.status, 403);
    QCOMPARE(r.json[u"permission"_s].toString(), u"refunds:write"_s);
    r = as(fx.client, reader.secret, "GET", u"/api/v1/transactions/"_s + txn);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"status"_s].toString(), u"captured"_s);
    QCOMPARE(r.json[u"amount_refunded"_s].toInteger(), 0);
    r = as(fx.client, reader.secret, "POST", u"/api/v1/transactions"_s,
           QJsonDocument(chargeBody(1000)).toJson());
    QCOMPARE(r.status, 403);
    QCOMPARE(fx.client.get(u"/api/v1/transactions"_s).json[u"data"_s].toArray().size(), 1);
}

void TestKeys::triggeringARefundNeedsRefundsWrite()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    const Key writer = createKey(fx.client, u"Writer"_s, {u"transactions:write"_s});
    HttpResult r = as(fx.client, writer.secret, "POST", u"/sandbox/v1/trigger"_s,
                      R"({"type":"transaction.refunded"})");
    QCOMPARE(r.status, 403);
    QCOMPARE(r.json[u"permission"_s].toString(), u"refunds:write"_s);
    QCOMPARE(fx.client.get(u"/api/v1/refunds"_s).json[u"data"_s].toArray().size(), 0);
    r = as(fx.client, writer.secret, "POST", u"/sandbox/v1/trigger"_s,
           R"({"type":"transaction.captured"})");
    QCOMPARE(r.status, 201);
}

void TestKeys::createListRevoke()
{
    auto clock = std::make_shared<TestClock>(start());
    SandboxOptions options;
    options.clock = clock;
    SandboxFixture fx;
    QVERIFY(fx.start(options));

    HttpResult r = fx.client.post(
        KeysPath, {{u"name"_s, u"  Shop plugin "_s},
                   {u"permissions"_s, QJsonArray{u"refunds:write"_s, u"transactions:read"_s,
                                                 u"transactions:read"_s}}});
    QCOMPARE(r.status, 201);
    const QJsonObject created = r.json;
    const QString id = created[u"id"_s].toString();
    const QString secret = created[u"secret"_s].toString();
    QVERIFY2(KeyIdRe.match(id).hasMatch(), qPrintable(id));
    QVERIFY2(SecretRe.match(secret).hasMatch(), "not a sandbox key");
    QCOMPARE(created[u"object"_s].toString(), u"api_key"_s);
    QCOMPARE(created[u"name"_s].toString(), u"Shop plugin"_s);
    QCOMPARE(created[u"scope"_s].toString(), u"sandbox"_s);
    // In the contract's order, each once.
    QCOMPARE(created[u"permissions"_s].toArray(),
             (QJsonArray{u"transactions:read"_s, u"refunds:write"_s}));
    QCOMPARE(created[u"created_at"_s].toString(), u"2026-05-04T10:00:00Z"_s);
    QVERIFY(created[u"expires_at"_s].isNull());
    QVERIFY(created[u"revoked_at"_s].isNull());

    // Listed after the start key, never with a value.
    r = fx.client.get(KeysPath);
    QCOMPARE(r.status, 200);
    QVERIFY(!r.body.contains("pts_test_"));
    const QJsonArray keys = r.json[u"data"_s].toArray();
    QCOMPARE(keys.size(), 2);
    QCOMPARE(keys.at(0)[u"name"_s].toString(), u"Default"_s);
    QCOMPARE(keys.at(0)[u"permissions"_s].toArray(), QJsonArray{u"*"_s});
    QJsonObject expected = created;
    expected.remove(u"secret"_s);
    QCOMPARE(keys.at(1).toObject(), expected);

    // The new key works...
    QCOMPARE(as(fx.client, secret, "GET", u"/api/v1/transactions"_s).status, 200);
    // ... until it is revoked: its next request is 401 invalid_api_key.
    clock->advance(90s);
    r = fx.client.send("DELETE", KeysPath + u'/' + id);
    QCOMPARE(r.status, 204);
    QVERIFY(r.body.isEmpty());
    r = as(fx.client, secret, "GET", u"/api/v1/transactions"_s);
    QCOMPARE(r.status, 401);
    QCOMPARE(r.errorCode(), u"invalid_api_key"_s);
    QVERIFY2(r.json[u"details"_s].toString().contains(u"revoked"_s), r.body.constData());
    r = fx.client.get(KeysPath);
    QCOMPARE(r.json[u"data"_s].toArray().at(1)[u"revoked_at"_s].toString(),
             u"2026-05-04T10:01:30Z"_s);
    // Revoked once stays revoked as of then; an unknown id is 404.
    clock->advance(60s);
    QCOMPARE(fx.client.send("DELETE", KeysPath + u'/' + id).status, 204);
    QCOMPARE(fx.client.get(KeysPath).json[u"data"_s].toArray().at(1)[u"revoked_at"_s].toString(),
             u"2026-05-04T10:01:30Z"_s);
    r = fx.client.send("DELETE", KeysPath + u"/key_nope"_s);
    QCOMPARE(r.status, 404);
    QCOMPARE(r.errorCode(), u"not_found"_s);
    // A revoked key cannot be rolled back to life.
    r = fx.client.post(KeysPath + u'/' + id + u"/roll"_s, {});
    QCOMPARE(r.status, 409);
    QCOMPARE(r.errorCode(), u"key_revoked"_s);
}

void TestKeys::valueShownOnce()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    const QJsonObject body{{u"name"_s, u"CI"_s}, {u"permissions"_s, QJsonArray{u"*"_s}}};
    HttpResult first = fx.client.post(KeysPath, body, "create-ci-key");
    QCOMPARE(first.status, 201);
    QVERIFY(SecretRe.match(first.json[u"secret"_s].toString()).hasMatch());
    // A retry with the same Idempotency-Key makes no second key, and the value, stored nowhere,
    // is not in the replay.
    HttpResult replay = fx.client.post(KeysPath, body, "create-ci-key");
    QCOMPARE(replay.status, 201);
    QCOMPARE(replay.headers.value("idempotent-replayed"), QByteArray("true"));
    QCOMPARE(replay.json[u"id"_s], first.json[u"id"_s]);
    QVERIFY(replay.json.contains(u"secret"_s));
    QVERIFY(replay.json[u"secret"_s].isNull());
    QCOMPARE(fx.client.get(KeysPath).json[u"data"_s].toArray().size(), 2);

    // The data directory holds no key either.
    QTemporaryDir dir;
    SandboxOptions options;
    options.dataDir = dir.path();
    SandboxFixture kept;
    QVERIFY(kept.start(options));
    const Key k = createKey(kept.client, u"Kept"_s, {u"ledger:read"_s});
    QVERIFY(!k.secret.isEmpty());
    kept.stop();
    if (!paydesk::testing::testDatabaseServer().isEmpty())
        return; // (the database is the server's: the store keeps hashes on both engines)
    QFile db(dir.filePath(u"sandbox.sqlite"_s));
    QVERIFY(db.open(QIODevice::ReadOnly));
    const QByteArray bytes = db.readAll();
    QVERIFY(!bytes.contains(k.secret.toLatin1()));
    QVERIFY(!bytes.contains(SandboxFixture::testKey().toLatin1()));
}

void TestKeys::rollOverlapsUntilExpiry()
{
    auto clock = std::make_shared<TestClock>(start());
    SandboxOptions options;
    options.clock = clock;
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    const Key old = createKey(fx.client, u"Shop"_s, {u"transactions:read"_s, u"refunds:write"_s});

    HttpResult r =
        fx.client.post(KeysPath + u'/' + old.id + u"/roll"_s, {{u"expires_in_hours"_s, 2}});
    QCOMPARE(r.status, 201);
    const Key rolled{r.json[u"id"_s].toString(), r.json[u"secret"_s].toString()};
    QVERIFY(rolled.id != old.id);
    QVERIFY(SecretRe.match(rolled.secret).hasMatch());
    QVERIFY(rolled.secret != old.secret);
    // The new key is the old one's successor: same name, same permissions, no end.
    QCOMPARE(r.json[u"name"_s].toString(), u"Shop"_s);
    QCOMPARE(r.json[u"permissions"_s].toArray(),
             (QJsonArray{u"transactions:read"_s, u"refunds:write"_s}));
    QVERIFY(r.json[u"expires_at"_s].isNull());
    QCOMPARE(r.json[u"rolled_from"_s].toObject(),
             (QJsonObject{{u"id"_s, old.id}, {u"expires_at"_s, u"2026-05-04T12:00:00Z"_s}}));

    // Both work until the old one's end; /me says when that is.
    r = as(fx.client, old.secret, "GET", u"/api/v1/me"_s);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"expires_at"_s].toString(), u"2026-05-04T12:00:00Z"_s);
    clock->advance(2h - 1s);
    QCOMPARE(as(fx.client, old.secret, "GET", u"/api/v1/transactions"_s).status, 200);
    QCOMPARE(as(fx.client, rolled.secret, "GET", u"/api/v1/transactions"_s).status, 200);
    clock->advance(1s);
    r = as(fx.client, old.secret, "GET", u"/api/v1/transactions"_s);
    QCOMPARE(r.status, 401);
    QCOMPARE(r.errorCode(), u"invalid_api_key"_s);
    QVERIFY2(r.json[u"details"_s].toString().contains(u"expired"_s), r.body.constData());
    QCOMPARE(as(fx.client, rolled.secret, "GET", u"/api/v1/transactions"_s).status, 200);
    // An expired key cannot be rolled again.
    r = fx.client.post(KeysPath + u'/' + old.id + u"/roll"_s, {});
    QCOMPARE(r.status, 409);
    QCOMPARE(r.errorCode(), u"key_expired"_s);

    // Without a body: 24 hours. Rolled twice, the sooner end stays.
    r = fx.client.send("POST", KeysPath + u'/' + rolled.id + u"/roll"_s);
    QCOMPARE(r.status, 201);
    QCOMPARE(r.json[u"rolled_from"_s][u"expires_at"_s].toString(), u"2026-05-05T12:00:00Z"_s);
    r = fx.client.post(KeysPath + u'/' + rolled.id + u"/roll"_s, {{u"expires_in_hours"_s, 0}});
    QCOMPARE(r.status, 201);
    QCOMPARE(r.json[u"rolled_from"_s][u"expires_at"_s].toString(), u"2026-05-04T12:00:00Z"_s);
    QCOMPARE(as(fx.client, rolled.secret, "GET", u"/api/v1/transactions"_s).status, 401);
}

void TestKeys::managementNeedsAFullKey()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    // Every named permission is still not a full key.
    const Key all = createKey(fx.client, u"Everything"_s, Permissions);
    HttpResult r =
        as(fx.client, all.secret, "POST", KeysPath, R"({"name":"Mine","permissions":["*"]})");
    QCOMPARE(r.status, 403);
    QCOMPARE(r.errorCode(), u"permission_denied"_s);
    QCOMPARE(r.json[u"permission"_s].toString(), u"*"_s);
    QCOMPARE(as(fx.client, all.secret, "GET", KeysPath).status, 403);
    QCOMPARE(as(fx.client, all.secret, "DELETE", KeysPath + u'/' + all.id).status, 403);
    // A full key it makes may.
    const Key full = createKey(fx.client, u"Admin"_s, {u"*"_s, u"ledger:read"_s});
    r = as(fx.client, full.secret, "GET", KeysPath);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"data"_s].toArray().last()[u"permissions"_s].toArray(), QJsonArray{u"*"_s});
}

void TestKeys::badInput_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("field");
    const QString roll = KeysPath + u"/KEY/roll"_s;
    QTest::newRow("no name") << KeysPath << QByteArray(R"({"permissions":["*"]})") << u"name"_s;
    QTest::newRow("blank name") << KeysPath << QByteArray(R"({"name":"  ","permissions":["*"]})")
                                << u"name"_s;
    QTest::newRow("long name") << KeysPath
                               << (R"({"permissions":["*"],"name":")" + QByteArray(65, 'x') +
                                   R"("})")
                               << u"name"_s;
    QTest::newRow("no permissions")
        << KeysPath << QByteArray(R"({"name":"x"})") << u"permissions"_s;
    QTest::newRow("empty permissions")
        << KeysPath << QByteArray(R"({"name":"x","permissions":[]})") << u"permissions"_s;
    QTest::newRow("unknown permission")
        << KeysPath << QByteArray(R"({"name":"x","permissions":["refunds:read"]})")
        << u"permissions"_s;
    QTest::newRow("permission not a string")
        << KeysPath << QByteArray(R"({"name":"x","permissions":[1]})") << u"permissions"_s;
    QTest::newRow("permissions a string")
        << KeysPath << QByteArray(R"({"name":"x","permissions":"*"})") << u"permissions"_s;
    QTest::newRow("hours negative")
        << roll << QByteArray(R"({"expires_in_hours":-1})") << u"expires_in_hours"_s;
    QTest::newRow("hours too many")
        << roll << QByteArray(R"({"expires_in_hours":721})") << u"expires_in_hours"_s;
    QTest::newRow("hours a fraction")
        << roll << QByteArray(R"({"expires_in_hours":1.5})") << u"expires_in_hours"_s;
    QTest::newRow("hours a string")
        << roll << QByteArray(R"({"expires_in_hours":"2"})") << u"expires_in_hours"_s;
    QTest::newRow("activity limit") << ActivityPath + u"?limit=0"_s << QByteArray() << u"limit"_s;
    QTest::newRow("activity cursor")
        << ActivityPath + u"?cursor=bm9wZQ"_s << QByteArray() << u"cursor"_s;
    QTest::newRow("activity from")
        << ActivityPath + u"?from=yesterday"_s << QByteArray() << u"from"_s;
    QTest::newRow("activity to") << ActivityPath + u"?to=2026-13-01"_s << QByteArray() << u"to"_s;
}

void TestKeys::badInput()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, body);
    QFETCH(QString, field);
    SandboxFixture fx;
    QVERIFY(fx.start());
    const Key k = createKey(fx.client, u"Target"_s, {u"ledger:read"_s});
    path.replace(u"KEY"_s, k.id);
    const HttpResult r = fx.client.send(body.isNull() ? "GET" : "POST", path, body);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
    // Nothing was made or changed.
    const QJsonArray keys = fx.client.get(KeysPath).json[u"data"_s].toArray();
    QCOMPARE(keys.size(), 2);
    QVERIFY(keys.at(1)[u"expires_at"_s].isNull());
}

void TestKeys::activityNamesTheKey()
{
    auto clock = std::make_shared<TestClock>(start());
    SandboxOptions options;
    options.clock = clock;
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    const QString txn = charge(fx.client, 5000, u"ORD-7"_s);
    const Key clerk =
        createKey(fx.client, u"Front desk"_s, {u"transactions:read"_s, u"refunds:write"_s});
    const Key reader = createKey(fx.client, u"Read only"_s, {u"transactions:read"_s});
    const QString refunds = u"/api/v1/transactions/%1/refunds"_s.arg(txn);

    clock->advance(1min);
    HttpResult r = as(fx.client, clerk.secret, "POST", refunds, R"({"amount":700})");
    QCOMPARE(r.status, 201);
    const QString refundId = r.json[u"id"_s].toString();
    // Refused: too much, and by a key that may not; reads are not activity.
    QCOMPARE(as(fx.client, clerk.secret, "POST", refunds, R"({"amount":999999})").status, 422);
    QCOMPARE(as(fx.client, reader.secret, "POST", refunds, "{}").status, 403);
    QCOMPARE(as(fx.client, reader.secret, "GET", u"/api/v1/transactions"_s).status, 200);
    // An Idempotency-Key is kept; its replay is not a second entry.
    QList<QPair<QByteArray, QByteArray>> idem{{"Idempotency-Key", "refund-ord-7"}};
    const QString own = std::exchange(fx.client.apiKey, clerk.secret);
    QCOMPARE(fx.client.send("POST", refunds, R"({"amount":100})", idem).status, 201);
    QCOMPARE(fx.client.send("POST", refunds, R"({"amount":100})", idem).status, 201);
    fx.client.apiKey = own;

    r = fx.client.get(ActivityPath);
    QCOMPARE(r.status, 200);
    QVERIFY2(!r.body.contains("pts_test_"), "a key's value in the activity");
    QVERIFY(!r.json[u"has_more"_s].toBool(true));
    QVERIFY(r.json[u"next_cursor"_s].isNull());
    const QJsonArray rows = r.json[u"data"_s].toArray();
    // Newest first: the idempotent refund, the refused one, the too-large one, the refund,
    // the two keys made, the charge.
    QCOMPARE(rows.size(), 7);
    const QJsonObject refund = rows.at(3).toObject();
    QVERIFY(refund[u"id"_s].toString().startsWith(u"act_"_s));
    QCOMPARE(refund[u"object"_s].toString(), u"activity"_s);
    QCOMPARE(refund[u"at"_s].toString(), u"2026-05-04T10:01:00Z"_s);
    QCOMPARE(refund[u"key_id"_s].toString(), clerk.id);
    QCOMPARE(refund[u"key_name"_s].toString(), u"Front desk"_s);
    QCOMPARE(refund[u"method"_s].toString(), u"POST"_s);
    QCOMPARE(refund[u"path"_s].toString(), refunds);
    QCOMPARE(refund[u"status"_s].toInt(), 201);
    QCOMPARE(refund[u"resource_id"_s].toString(), refundId);
    QVERIFY(refund[u"idempotency_key"_s].isNull());
    const QJsonObject tooMuch = rows.at(2).toObject();
    QCOMPARE(tooMuch[u"status"_s].toInt(), 422);
    QCOMPARE(tooMuch[u"resource_id"_s].toString(), txn);
    const QJsonObject denied = rows.at(1).toObject();
    QCOMPARE(denied[u"status"_s].toInt(), 403);
    QCOMPARE(denied[u"key_name"_s].toString(), u"Read only"_s);
    QCOMPARE(denied[u"resource_id"_s].toString(), txn);
    const QJsonObject replayed = rows.at(0).toObject();
    QCOMPARE(replayed[u"idempotency_key"_s].toString(), u"refund-ord-7"_s);
    QCOMPARE(rows.at(4)[u"resource_id"_s].toString(), reader.id);
    QCOMPARE(rows.at(6)[u"resource_id"_s].toString(), txn);
    QCOMPARE(rows.at(6)[u"key_name"_s].toString(), u"Default"_s);
}

void TestKeys::activityFiltersAndPages()
{
    auto clock = std::make_shared<TestClock>(start());
    SandboxOptions options;
    options.clock = clock;
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    const Key other = createKey(fx.client, u"Other"_s, {u"transactions:write"_s});
    for (int i = 0; i < 5; ++i) {
        charge(fx.client, 1000 + i * 100);
        QCOMPARE(as(fx.client, other.secret, "POST", u"/api/v1/transactions"_s,
                    QJsonDocument(chargeBody(2000 + i * 100)).toJson())
                     .status,
                 201);
        clock->advance(24h);
    }
    // By key.
    const QJsonArray mine = activity(fx.client, u"&key_id="_s + other.id);
    QCOMPARE(mine.size(), 5);
    for (const QJsonValue &row : mine)
        QCOMPARE(row[u"key_name"_s].toString(), u"Other"_s);
    // By time: from inclusive, to exclusive, days or timestamps.
    QCOMPARE(activity(fx.client, u"&from=2026-05-05&to=2026-05-07"_s).size(), 4);
    QCOMPARE(activity(fx.client, u"&from=2026-05-08T10:00:00Z"_s).size(), 2);
    QCOMPARE(activity(fx.client, u"&to=2026-05-04T10:00:00Z"_s).size(), 0);
    QCOMPARE(activity(fx.client, u"&key_id=key_nope"_s).size(), 0);

    // Pages of 3 follow each other without a gap or a repeat while new entries arrive.
    QStringList seen;
    QString cursor;
    int pages = 0;
    do {
        const HttpResult r = fx.client.get(ActivityPath + u"?limit=3"_s +
                                           (cursor.isEmpty() ? QString() : u"&cursor="_s + cursor));
        QCOMPARE(r.status, 200);
        for (const QJsonValue &row : r.json[u"data"_s].toArray())
            seen << row[u"id"_s].toString();
        cursor = r.json[u"next_cursor"_s].toString();
        QCOMPARE(r.json[u"has_more"_s].toBool(), !cursor.isEmpty());
        if (pages++ == 0)
            charge(fx.client, 3000); // newer than the first page: not in the later ones
    } while (!cursor.isEmpty() && pages < 10);
    QCOMPARE(seen.size(), 11);
    QCOMPARE(QSet<QString>(seen.cbegin(), seen.cend()).size(), 11);
}

void TestKeys::activityLandsWithItsChange()
{
    // Injected faults fail half the charges before anything is stored and half after the
    // commit: each charge that was stored has its entry, and no entry is without its charge.
    SandboxOptions options;
    options.faultRate = 1.0;
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    int answered = 0;
    for (int i = 0; i < 20; ++i) {
        const HttpResult r = fx.client.post(u"/api/v1/transactions"_s, chargeBody(1000 + i * 100));
        answered += r.status != 0 ? 1 : 0;
    }
    QVERIFY(answered < 20);
    const QJsonArray stored =
        fx.client.get(u"/api/v1/transactions?limit=100"_s).json[u"data"_s].toArray();
    QVERIFY(!stored.isEmpty());
    QSet<QString> charges;
    for (const QJsonValue &t : stored)
        charges << t[u"id"_s].toString();
    QSet<QString> logged;
    for (const QJsonValue &row : activity(fx.client))
        logged << row[u"resource_id"_s].toString();
    QCOMPARE(logged, charges);
}

void TestKeys::startKeysStayFull()
{
    QTemporaryDir dir;
    SandboxOptions options;
    options.dataDir = dir.path();
    const QString second = u"pts_test_SecondKey0123456789abcdefABCDEF"_s;
    options.apiKeys = {SandboxFixture::testKey(), second};
    QString defaultId;
    {
        SandboxFixture fx;
        QVERIFY(fx.start(options));
        const QJsonArray keys = fx.client.get(KeysPath).json[u"data"_s].toArray();
        QCOMPARE(keys.size(), 2);
        QCOMPARE(keys.at(0)[u"name"_s].toString(), u"Default"_s);
        QCOMPARE(keys.at(1)[u"name"_s].toString(), u"Default 2"_s);
        defaultId = keys.at(0)[u"id"_s].toString();
        // The start key revokes itself: refused from its next request on.
        QCOMPARE(fx.client.send("DELETE", KeysPath + u'/' + defaultId).status, 204);
        QCOMPARE(fx.client.get(u"/api/v1/me"_s).status, 401);
    }
    // Given again at the next start, it works again, with its id and name.
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    const HttpResult r = fx.client.get(u"/api/v1/me"_s);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"key_id"_s].toString(), defaultId);
    QCOMPARE(r.json[u"name"_s].toString(), u"Default"_s);
    QCOMPARE(r.json[u"permissions"_s].toArray(), QJsonArray{u"*"_s});
}

void TestKeys::olderStoreMigrates()
{
    PAYDESK_SQLITE_ONLY();
    // A data directory from before keys had names: the start key's hash alone.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        const QString connection = QUuid::createUuid().toString();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
            db.setDatabaseName(dir.filePath(u"sandbox.sqlite"_s));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"CREATE TABLE api_keys(key_hash BLOB PRIMARY KEY, environment TEXT"
                           " NOT NULL, created_at INTEGER NOT NULL)"_s));
            QVERIFY(q.prepare(u"INSERT INTO api_keys VALUES (?, 'test', 1700000000)"_s));
            q.addBindValue(paydesk::sandbox::SandboxApi::hashKey(SandboxFixture::testKey()));
            QVERIFY(q.exec());
        }
        QSqlDatabase::removeDatabase(connection);
    }
    SandboxOptions options;
    options.dataDir = dir.path();
    options.apiKeys = {u"pts_test_OtherKey0123456789abcdefABCDEF01"_s};
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    // The key kept from before works, as a full key named Default, though not given now.
    fx.client.apiKey = SandboxFixture::testKey();
    const HttpResult r = fx.client.get(u"/api/v1/me"_s);
    QCOMPARE(r.status, 200);
    QVERIFY(KeyIdRe.match(r.json[u"key_id"_s].toString()).hasMatch());
    QCOMPARE(r.json[u"name"_s].toString(), u"Default"_s);
    QCOMPARE(r.json[u"permissions"_s].toArray(), QJsonArray{u"*"_s});
    QCOMPARE(fx.client.get(KeysPath).json[u"data"_s].toArray().size(), 2);
    QVERIFY(activity(fx.client).isEmpty());
}

QTEST_GUILESS_MAIN(TestKeys)
#include "tst_keys.moc"
