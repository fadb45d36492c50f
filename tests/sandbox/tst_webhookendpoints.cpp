// The sandbox's webhook endpoints (CONTRACT.md, "Second wave"; docs/api.md §6.12a): endpoints
// added over HTTP with the kinds they subscribe to and a secret of their own, the configured
// ones (the command line's, the app's inspector) listed beside them, the delivery log's
// filters and states, resending an event, bad input refused with nothing stored, and the
// endpoints kept in a data directory, an older one included. Real HTTP on loopback, receivers
// of our own, signatures checked by a verifier written from the Standard Webhooks spec.

#include "core/webhookendpoint.h"
#include "sandbox/webhookdestinations.h"
#include "sandboxclient.h"
#include "testclock.h"
#include "webhookreceiver.h"

#include <QFile>
#include <QHostInfo>
#include <QJsonArray>
#include <QMutex>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using namespace paydesk::testing;
using paydesk::sandbox::SandboxOptions;
using paydesk::sandbox::WebhookEndpoint;

namespace {

const QString EndpointsPath = u"/sandbox/v1/webhook-endpoints"_s;
const QString DeliveriesPath = u"/sandbox/v1/webhook-deliveries"_s;
const QRegularExpression IdRe(u"^we_[0-9A-Za-z]{24}$"_s);
const QRegularExpression TimestampRe(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"_s);
const QRegularExpression MsTimestampRe(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$"_s);

QJsonObject endpointBody(const QUrl &url, const QStringList &events)
{
    return {{u"url"_s, url.toString()}, {u"events"_s, QJsonArray::fromStringList(events)}};
}

QString eventPath(const QString &eventId)
{
    return u"/sandbox/v1/events/"_s + eventId + u"/resend"_s;
}

qint64 msOf(const QJsonValue &timestamp)
{
    return QDateTime::fromString(timestamp.toString(), Qt::ISODateWithMs).toMSecsSinceEpoch();
}

// A loopback port nothing listens on now, for a sandbox whose address must be known before it
// starts.
quint16 freePort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

// A name of /etc/hosts for a loopback address that is not a name the sandbox knows means this
// machine (localhost, *.localhost, the host name); empty when there is none.
QString loopbackAlias()
{
    QFile hosts(u"/etc/hosts"_s);
    if (!hosts.open(QIODevice::ReadOnly))
        return {};
    const QString self = QHostInfo::localHostName().toLower();
    for (const QByteArray &line : hosts.readAll().split('\n')) {
        const qsizetype comment = line.indexOf('#');
        const QStringList words =
            QString::fromUtf8(comment < 0 ? line : line.left(comment)).simplified().split(u' ');
        if (words.size() < 2 || !QHostAddress(words.first()).isLoopback())
            continue;
        for (const QString &name : words.mid(1)) {
            const QString n = name.toLower();
            if (n != u"localhost"_s && !n.endsWith(u".localhost"_s) && n != self &&
                !n.startsWith(u"ip6-"_s))
                return n;
        }
    }
    return {};
}

// A resolver for the sandbox's deliveries (SandboxOptions::webhookResolver) that answers from a
// script, on any machine: the nth lookup of a name gets its nth list of addresses (the last
// again after that), a name without one is not found. Called in the sandbox's thread.
class ScriptedResolver
{
public:
    void answer(const QString &name, const QList<QList<QHostAddress>> &lists)
    {
        const QMutexLocker lock(&m_mutex);
        m_answers.insert(name, lists);
    }
    int lookups(const QString &name) const
    {
        const QMutexLocker lock(&m_mutex);
        return int(m_asked.count(name));
    }
    static paydesk::sandbox::WebhookDestinations::Resolver of(std::shared_ptr<ScriptedResolver> r)
    {
        return [r](const QString &host, QObject *context,
                   std::function<void(const QHostInfo &)> done) {
            QHostInfo info;
            {
                const QMutexLocker lock(&r->m_mutex);
                const QString name = host.toLower();
                const QList<QList<QHostAddress>> lists = r->m_answers.value(name);
                const qsizetype n = r->m_asked.count(name);
                r->m_asked << name;
                if (lists.isEmpty()) {
                    info.setError(QHostInfo::HostNotFound);
                    info.setErrorString(u"not found"_s);
                } else {
                    info.setAddresses(lists.at(std::min(n, lists.size() - 1)));
                }
            }
            // Later, as a real lookup answers.
            QMetaObject::invokeMethod(
                context, [done, info] { done(info); }, Qt::QueuedConnection);
            return -1;
        };
    }

private:
    mutable QMutex m_mutex;
    QHash<QString, QList<QList<QHostAddress>>> m_answers;
    QStringList m_asked;
};

// Messages logged while it lives.
class LogCapture
{
public:
    LogCapture()
    {
        s_lines.clear();
        m_previous = qInstallMessageHandler(&LogCapture::handle);
    }
    ~LogCapture() { qInstallMessageHandler(m_previous); }
    QString all() const
    {
        const QMutexLocker lock(&s_mutex);
        return s_lines.join(u'\n');
    }

private:
    static void handle(QtMsgType, const QMessageLogContext &, const QString &message)
    {
        const QMutexLocker lock(&s_mutex);
        s_lines << message;
    }
    static inline QMutex s_mutex;
    static inline QStringList s_lines;
    QtMessageHandler m_previous = nullptr;
};

} // namespace

class TestWebhookEndpoints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createListUpdateDelete();
    void configuredEndpointsAreListed();
    void needsTheKey();
    void createIsIdempotent();
    void atMostSixteen();
    void kindsAndSecrets();
    void deliveryLogFilters();
    void resendSameEvent();
    void resendEndsTheRetriesOnceDelivered();
    void resendWaitsForTheRunningAttempt();
    void failingEndpointRetriesThenAbandons();
    void disableAndDeleteEndPending();
    void createBadInput_data();
    void createBadInput();
    void updateBadInput_data();
    void updateBadInput();
    void resendBadInput_data();
    void resendBadInput();
    void keptInDataDirectory();
    void olderStoreMigrates();
    void destinationRules();
    void allowedHostsOpenOthers();
    void deliveryChecksTheResolvedAddress();
    void aNameGoesToTheAddressChecked();
    void aRebindingIsRefusedAtDelivery();
    void aNameGoesToExactlyTheAddressChecked();
    void queryKeptButShownRedacted();

private:
    // The data of a list answer.
    static QJsonArray list(HttpClient &c, const QString &pathAndQuery);
    // Waits until the delivery log holds `count` attempts matching `query`.
    static bool waitForLog(HttpClient &c, const QString &query, int count);
};

QJsonArray TestWebhookEndpoints::list(HttpClient &c, const QString &pathAndQuery)
{
    const HttpResult r = c.get(pathAndQuery);
    if (r.status != 200)
        qWarning() << pathAndQuery << r.status << r.body;
    return r.json.value(u"data"_s).toArray();
}

bool TestWebhookEndpoints::waitForLog(HttpClient &c, const QString &query, int count)
{
    return QTest::qWaitFor(
        [&] { return list(c, DeliveriesPath + u"?limit=1000"_s + query).size() >= count; }, 10000);
}

void TestWebhookEndpoints::createListUpdateDelete()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    QVERIFY(list(fx.client, EndpointsPath).isEmpty());

    const QUrl url(u"https://shop.example/hooks/paydesk?site=1"_s);
    HttpResult r = fx.client.post(EndpointsPath, endpointBody(url, {u"transaction.captured"_s}));
    QCOMPARE(r.status, 201);
    const QJsonObject created = r.json;
    const QString id = created[u"id"_s].toString();
    QVERIFY2(IdRe.match(id).hasMatch(), qPrintable(id));
    QCOMPARE(created[u"object"_s].toString(), u"webhook_endpoint"_s);
    // Kept, but its query shown redacted (it may hold the receiver's token).
    QCOMPARE(created[u"url"_s].toString(), u"https://shop.example/hooks/paydesk?site=REDACTED"_s);
    QCOMPARE(created[u"events"_s].toArray(), QJsonArray{u"transaction.captured"_s});
    QCOMPARE(created[u"enabled"_s].toBool(false), true);
    QVERIFY(TimestampRe.match(created[u"created_at"_s].toString()).hasMatch());
    QCOMPARE(created[u"source"_s].toString(), u"api"_s);
    const QString secret = created[u"secret"_s].toString();
    QVERIFY2(paydesk::isUsableWebhookSecret(secret), qPrintable(secret));

    // Listed and read back as created, without the secret.
    QJsonObject expected = created;
    expected.remove(u"secret"_s);
    QCOMPARE(list(fx.client, EndpointsPath), QJsonArray{expected});
    r = fx.client.get(EndpointsPath + u'/' + id);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json, expected);

    // A second one, with its own secret, listed after the first.
    r = fx.client.post(EndpointsPath, endpointBody(QUrl(u"http://127.0.0.1:1/other"_s), {u"*"_s}));
    QCOMPARE(r.status, 201);
    const QString other = r.json[u"id"_s].toString();
    QVERIFY(other != id);
    QVERIFY(r.json[u"secret"_s].toString() != secret);
    QJsonArray listed = list(fx.client, EndpointsPath);
    QCOMPARE(listed.size(), 2);
    QCOMPARE(listed.at(0)[u"id"_s].toString(), id);
    QCOMPARE(listed.at(1)[u"id"_s].toString(), other);
    QCOMPARE(listed.at(1)[u"events"_s].toArray(), QJsonArray{u"*"_s});

    // Kinds: duplicates once; "*" among kinds means all of them.
    r = fx.client.post(EndpointsPath + u'/' + id,
                       {{u"events"_s, QJsonArray{u"transaction.refunded"_s, u"transaction.failed"_s,
                                                 u"transaction.refunded"_s}}});
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"events"_s].toArray(),
             (QJsonArray{u"transaction.refunded"_s, u"transaction.failed"_s}));
    QCOMPARE(r.json[u"enabled"_s].toBool(false), true);
    QVERIFY(!r.json.contains(u"secret"_s));
    r = fx.client.post(EndpointsPath + u'/' + other,
                       {{u"events"_s, QJsonArray{u"transaction.failed"_s, u"*"_s}}});
    QCOMPARE(r.json[u"events"_s].toArray(), QJsonArray{u"*"_s});

    // Disabled and enabled again; null and an empty body change nothing.
    r = fx.client.post(EndpointsPath + u'/' + id, {{u"enabled"_s, false}});
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"enabled"_s].toBool(true), false);
    QCOMPARE(r.json[u"events"_s].toArray().size(), 2);
    r = fx.client.post(EndpointsPath + u'/' + id, {{u"enabled"_s, QJsonValue()}});
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"enabled"_s].toBool(true), false);
    r = fx.client.send("POST", EndpointsPath + u'/' + id, QByteArray(""));
    QCOMPARE(r.status, 200);
    QCOMPARE(fx.client.get(EndpointsPath + u'/' + id).json[u"enabled"_s].toBool(true), false);
    r = fx.client.post(EndpointsPath + u'/' + id, {{u"enabled"_s, true}});
    QCOMPARE(r.json[u"enabled"_s].toBool(false), true);

    // Deleted: gone from the list, and a second delete, a read or an update is 404.
    r = fx.client.send("DELETE", EndpointsPath + u'/' + id);
    QCOMPARE(r.status, 204);
    QVERIFY(r.body.isEmpty());
    QVERIFY(!r.headers.contains("content-type"));
    QVERIFY(!r.headers.contains("content-length"));
    QCOMPARE(fx.client.send("DELETE", EndpointsPath + u'/' + id).errorCode(), u"not_found"_s);
    QCOMPARE(fx.client.get(EndpointsPath + u'/' + id).status, 404);
    r = fx.client.post(EndpointsPath + u'/' + id, {{u"enabled"_s, true}});
    QCOMPARE(r.status, 404);
    QCOMPARE(r.errorCode(), u"not_found"_s);
    listed = list(fx.client, EndpointsPath);
    QCOMPARE(listed.size(), 1);
    QCOMPARE(listed.at(0)[u"id"_s].toString(), other);
}

void TestWebhookEndpoints::configuredEndpointsAreListed()
{
    // The command line's endpoints, and the one the app registers for its inspector (as
    // LocalSandboxHost passes it: SandboxOptions::webhooks, at LocalInspectorSetup::Path).
    const QUrl cli(u"http://127.0.0.1:9/hooks"_s);
    const QUrl inspector(u"http://127.0.0.1:41234/webhooks/local-sandbox"_s);
    SandboxOptions o;
    o.webhooks = {WebhookEndpoint{cli, newWebhookSecret()},
                  WebhookEndpoint{inspector, newWebhookSecret()},
                  WebhookEndpoint{cli, newWebhookSecret()}}; // the same URL again: one endpoint
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    HttpResult r =
        fx.client.post(EndpointsPath, endpointBody(QUrl(u"https://shop.example/h"_s), {u"*"_s}));
    QCOMPARE(r.status, 201);
    const QString added = r.json[u"id"_s].toString();

    const QJsonArray listed = list(fx.client, EndpointsPath);
    QCOMPARE(listed.size(), 3);
    QCOMPARE(listed.at(0)[u"url"_s].toString(), cli.toString());
    QCOMPARE(listed.at(1)[u"url"_s].toString(), inspector.toString());
    QCOMPARE(listed.at(2)[u"id"_s].toString(), added);
    QStringList configuredIds;
    for (int i = 0; i < 2; ++i) {
        const QJsonObject e = listed.at(i).toObject();
        const QString id = e[u"id"_s].toString();
        QVERIFY2(IdRe.match(id).hasMatch(), qPrintable(id));
        QCOMPARE(e[u"object"_s].toString(), u"webhook_endpoint"_s);
        QCOMPARE(e[u"events"_s].toArray(), QJsonArray{u"*"_s});
        QCOMPARE(e[u"enabled"_s].toBool(false), true);
        QCOMPARE(e[u"source"_s].toString(), u"configured"_s);
        QVERIFY(TimestampRe.match(e[u"created_at"_s].toString()).hasMatch());
        QVERIFY(!e.contains(u"secret"_s));
        QCOMPARE(fx.client.get(EndpointsPath + u'/' + id).json, e);

        // Only the command line changes them.
        r = fx.client.post(EndpointsPath + u'/' + id, {{u"enabled"_s, false}});
        QCOMPARE(r.status, 409);
        QCOMPARE(r.errorCode(), u"endpoint_not_editable"_s);
        QCOMPARE(r.json[u"endpoint_id"_s].toString(), id);
        r = fx.client.send("DELETE", EndpointsPath + u'/' + id);
        QCOMPARE(r.status, 409);
        QCOMPARE(r.errorCode(), u"endpoint_not_editable"_s);
        configuredIds << id;
    }
    QCOMPARE(list(fx.client, EndpointsPath), listed);
    fx.stop();

    // The id follows from the URL: the same in the next run.
    QVERIFY(fx.start(o));
    const QJsonArray again = list(fx.client, EndpointsPath);
    QCOMPARE(again.size(), 2);
    QCOMPARE(again.at(0)[u"id"_s].toString(), configuredIds.at(0));
    QCOMPARE(again.at(1)[u"id"_s].toString(), configuredIds.at(1));
}

void TestWebhookEndpoints::needsTheKey()
{
    SandboxFixture fx;
    QVERIFY(fx.start());
    HttpClient anonymous;
    anonymous.base = fx.client.base;
    const QByteArray body = R"({"url":"https://shop.example/h","events":["*"]})";
    QCOMPARE(anonymous.get(EndpointsPath).errorCode(), u"missing_api_key"_s);
    QCOMPARE(anonymous.send("POST", EndpointsPath, body).errorCode(), u"missing_api_key"_s);
    QCOMPARE(anonymous.send("DELETE", EndpointsPath + u"/we_x"_s).errorCode(),
             u"missing_api_key"_s);
    QCOMPARE(anonymous.send("POST", eventPath(u"evt_x"_s), QByteArray()).errorCode(),
             u"missing_api_key"_s);
    QVERIFY(list(fx.client, EndpointsPath).isEmpty());
}

void TestWebhookEndpoints::createIsIdempotent()
{
    // A POST like any other: the same Idempotency-Key answers the same (the same secret too).
    SandboxFixture fx;
    QVERIFY(fx.start());
    const QJsonObject body = endpointBody(QUrl(u"https://shop.example/h"_s), {u"*"_s});
    const HttpResult first = fx.client.post(EndpointsPath, body, "endpoint-1");
    QCOMPARE(first.status, 201);
    const HttpResult again = fx.client.post(EndpointsPath, body, "endpoint-1");
    QCOMPARE(again.status, 201);
    QCOMPARE(again.headers.value("idempotent-replayed"), QByteArray("true"));
    QCOMPARE(again.json, first.json);
    QCOMPARE(list(fx.client, EndpointsPath).size(), 1);
}

void TestWebhookEndpoints::atMostSixteen()
{
    // Configured endpoints do not count.
    SandboxOptions o;
    o.webhooks = {WebhookEndpoint{QUrl(u"http://127.0.0.1:9/hooks"_s), newWebhookSecret()}};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    QString first;
    for (int i = 0; i < 16; ++i) {
        const HttpResult r = fx.client.post(
            EndpointsPath, endpointBody(QUrl(u"https://shop%1.example/h"_s.arg(i)), {u"*"_s}));
        QCOMPARE(r.status, 201);
        if (i == 0)
            first = r.json[u"id"_s].toString();
    }
    const QJsonObject seventeenth =
        endpointBody(QUrl(u"https://shop16.example/h"_s), {u"transaction.failed"_s});
    HttpResult r = fx.client.post(EndpointsPath, seventeenth);
    QCOMPARE(r.status, 409);
    QCOMPARE(r.errorCode(), u"endpoint_limit_reached"_s);
    QCOMPARE(r.json[u"limit"_s].toInt(), 16);
    QCOMPARE(list(fx.client, EndpointsPath).size(), 17);
    QCOMPARE(fx.client.send("DELETE", EndpointsPath + u'/' + first).status, 204);
    QCOMPARE(fx.client.post(EndpointsPath, seventeenth).status, 201);
}

void TestWebhookEndpoints::kindsAndSecrets()
{
    WebhookReceiver captures; // transaction.captured only
    WebhookReceiver everything;
    WebhookReceiver configured; // the command line's: every kind
    QVERIFY(captures.listen());
    QVERIFY(everything.listen());
    QVERIFY(configured.listen());
    const QString configuredSecret = newWebhookSecret();
    SandboxOptions o;
    o.webhooks = {WebhookEndpoint{configured.url(), configuredSecret}};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    HttpResult r =
        fx.client.post(EndpointsPath, endpointBody(captures.url(), {u"transaction.captured"_s}));
    QCOMPARE(r.status, 201);
    const QString capturesSecret = r.json[u"secret"_s].toString();
    r = fx.client.post(EndpointsPath, endpointBody(everything.url(), {u"*"_s}));
    QCOMPARE(r.status, 201);
    const QString everythingSecret = r.json[u"secret"_s].toString();

    // A refund: a charge (captured) and its refund (refunded); then a declined charge.
    const HttpResult refunded =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.refunded"_s}});
    QCOMPARE(refunded.status, 201);
    const HttpResult failed =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.failed"_s}});
    QCOMPARE(failed.status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(everything.requests.size(), 3, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(configured.requests.size(), 3, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(captures.requests.size(), 1, 10000);
    QVERIFY(waitForLog(fx.client, {}, 7));

    // The captured event reaches the endpoint that takes it; the refund and the failure do not.
    const ReceivedRequest got = captures.requests.constFirst();
    QCOMPARE(got.eventType(), u"transaction.captured"_s);
    QCOMPARE(got.json()[u"data"_s][u"object"_s][u"id"_s].toString(),
             refunded.json[u"transaction_id"_s].toString());
    QVERIFY(captures.forEvent(refunded.json[u"event_id"_s].toString()).isEmpty());
    QVERIFY(!captures.firstOfType(u"transaction.refunded"_s));
    QVERIFY(!captures.firstOfType(u"transaction.failed"_s));
    QCOMPARE(everything.forEvent(refunded.json[u"event_id"_s].toString()).size(), 1);
    QCOMPARE(everything.forEvent(failed.json[u"event_id"_s].toString()).size(), 1);

    // Each signed with its own endpoint's secret, and with no other.
    const struct
    {
        const WebhookReceiver *receiver;
        QString secret;
    } endpoints[] = {{&captures, capturesSecret},
                     {&everything, everythingSecret},
                     {&configured, configuredSecret}};
    for (const auto &e : endpoints) {
        for (const ReceivedRequest &req : e.receiver->requests) {
            const WebhookVerdict v = verifyStandardWebhook(e.secret, req);
            QVERIFY2(v.ok, qPrintable(v.reason));
            for (const auto &other : endpoints) {
                if (other.secret != e.secret)
                    QVERIFY(!verifyStandardWebhook(other.secret, req).ok);
            }
        }
    }
    // The same event to two endpoints: the same webhook-id and body.
    const ReceivedRequest same = everything.forEvent(got.webhookId()).constFirst();
    QCOMPARE(same.body, got.body);

    // Subscribed to the refund only now: the next charge does not reach it, its refund does.
    const QString capturesId = list(fx.client, EndpointsPath).at(1)[u"id"_s].toString();
    r = fx.client.post(EndpointsPath + u'/' + capturesId,
                       {{u"events"_s, QJsonArray{u"transaction.refunded"_s}}});
    QCOMPARE(r.status, 200);
    const HttpResult second =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.refunded"_s}});
    QTRY_COMPARE_WITH_TIMEOUT(everything.requests.size(), 5, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(captures.requests.size(), 2, 10000);
    QCOMPARE(captures.requests.at(1).webhookId(), second.json[u"event_id"_s].toString());
    QCOMPARE(captures.requests.at(1).eventType(), u"transaction.refunded"_s);
}

void TestWebhookEndpoints::deliveryLogFilters()
{
    WebhookReceiver a;
    WebhookReceiver b;
    QVERIFY(a.listen());
    QVERIFY(b.listen());
    SandboxFixture fx;
    QVERIFY(fx.start());
    const QString aId =
        fx.client.post(EndpointsPath, endpointBody(a.url(), {u"*"_s})).json[u"id"_s].toString();
    const QString bId =
        fx.client.post(EndpointsPath, endpointBody(b.url(), {u"transaction.failed"_s}))
            .json[u"id"_s]
            .toString();
    const HttpResult captured =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    const HttpResult failed =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.failed"_s}});
    const QString capturedEvent = captured.json[u"event_id"_s].toString();
    const QString failedEvent = failed.json[u"event_id"_s].toString();
    const QString failedTxn = failed.json[u"transaction_id"_s].toString();
    QVERIFY(waitForLog(fx.client, {}, 3));

    // Every row says which endpoint, which kind and how it went.
    const HttpResult all = fx.client.get(DeliveriesPath);
    QCOMPARE(all.json[u"object"_s].toString(), u"list"_s);
    QCOMPARE(all.json[u"pending"_s].toInt(-1), 0);
    const QJsonArray rows = all.json[u"data"_s].toArray();
    QCOMPARE(rows.size(), 3);
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        QVERIFY(row[u"delivery_id"_s].isDouble());
        QVERIFY(row[u"endpoint_id"_s].toString() == aId || row[u"endpoint_id"_s].toString() == bId);
        QVERIFY(row[u"event_id"_s].toString().startsWith(u"evt_"_s));
        QVERIFY(row[u"event_type"_s].toString().startsWith(u"transaction."_s));
        QCOMPARE(row[u"attempt"_s].toInt(), 1);
        QVERIFY(MsTimestampRe.match(row[u"at"_s].toString()).hasMatch());
        QCOMPARE(row[u"status_code"_s].toInt(), 200);
        QVERIFY(row[u"error"_s].isNull());
        QVERIFY(row[u"duration_ms"_s].isDouble());
        QCOMPARE(row[u"state"_s].toString(), u"delivered"_s);
        QVERIFY(row[u"next_attempt_at"_s].isNull());
        QVERIFY(row[u"url"_s].toString().startsWith(u"http://127.0.0.1:"_s));
    }

    const auto filtered = [&](const QString &query) {
        QStringList out;
        for (const QJsonValue &v : list(fx.client, DeliveriesPath + u'?' + query))
            out << v[u"endpoint_id"_s].toString() + u' ' + v[u"event_type"_s].toString();
        std::sort(out.begin(), out.end());
        return out;
    };
    const auto sorted = [](QStringList l) {
        std::sort(l.begin(), l.end());
        return l;
    };
    const QString capturedAt = aId + u" transaction.captured"_s;
    const QString failedAtA = aId + u" transaction.failed"_s;
    const QString failedAtB = bId + u" transaction.failed"_s;
    QCOMPARE(filtered(u"endpoint_id="_s + aId), sorted({capturedAt, failedAtA}));
    QCOMPARE(filtered(u"endpoint_id="_s + bId), QStringList{failedAtB});
    QCOMPARE(filtered(u"event_id="_s + capturedEvent), QStringList{capturedAt});
    QCOMPARE(filtered(u"event_id="_s + failedEvent), sorted({failedAtA, failedAtB}));
    QCOMPARE(filtered(u"transaction_id="_s + failedTxn), sorted({failedAtA, failedAtB}));
    QCOMPARE(filtered(u"transaction_id="_s + failedTxn + u"&endpoint_id="_s + bId),
             QStringList{failedAtB});
    QCOMPARE(filtered(u"event_id="_s + capturedEvent + u"&endpoint_id="_s + bId), QStringList{});
    QCOMPARE(filtered(u"transaction_id=txn_nope"_s), QStringList{});
    QCOMPARE(filtered(u"endpoint_id=we_nope"_s), QStringList{});
    QCOMPARE(filtered(u"endpoint_id="_s + aId + u"&limit=1"_s).size(), 1);
}

void TestWebhookEndpoints::resendSameEvent()
{
    WebhookReceiver store;
    WebhookReceiver other;
    WebhookReceiver configured;
    QVERIFY(store.listen());
    QVERIFY(other.listen());
    QVERIFY(configured.listen());
    const QString configuredSecret = newWebhookSecret();
    SandboxOptions o;
    o.webhooks = {WebhookEndpoint{configured.url(), configuredSecret}};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    const HttpResult e = fx.client.post(EndpointsPath, endpointBody(store.url(), {u"*"_s}));
    const QString storeId = e.json[u"id"_s].toString();
    const HttpResult f =
        fx.client.post(EndpointsPath, endpointBody(other.url(), {u"transaction.refunded"_s}));
    const QString otherId = f.json[u"id"_s].toString();
    const HttpResult t =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    const QString eventId = t.json[u"event_id"_s].toString();
    QTRY_COMPARE_WITH_TIMEOUT(store.requests.size(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(configured.requests.size(), 1, 10000);
    QVERIFY(waitForLog(fx.client, {}, 2));

    // To one endpoint: the same event, the same webhook-id and body, signed again.
    HttpResult r = fx.client.post(eventPath(eventId), {{u"endpoint_id"_s, storeId}});
    QCOMPARE(r.status, 202);
    QCOMPARE(r.json[u"event_id"_s].toString(), eventId);
    QCOMPARE(r.json[u"event_type"_s].toString(), u"transaction.captured"_s);
    QCOMPARE(r.json[u"deliveries"_s].toInt(), 1);
    QCOMPARE(r.json[u"endpoint_ids"_s].toArray(), QJsonArray{storeId});
    QTRY_COMPARE_WITH_TIMEOUT(store.requests.size(), 2, 10000);
    QCOMPARE(store.requests.at(1).webhookId(), eventId);
    QCOMPARE(store.requests.at(1).body, store.requests.at(0).body);
    WebhookVerdict v = verifyStandardWebhook(e.json[u"secret"_s].toString(), store.requests.at(1));
    QVERIFY2(v.ok, qPrintable(v.reason));
    QCOMPARE(configured.requests.size(), 1);

    // To every endpoint that takes the kind (not the one that takes refunds only).
    r = fx.client.send("POST", eventPath(eventId), QByteArray());
    QCOMPARE(r.status, 202);
    QCOMPARE(r.json[u"deliveries"_s].toInt(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(store.requests.size(), 3, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(configured.requests.size(), 2, 10000);
    QCOMPARE(configured.requests.at(1).webhookId(), eventId);
    v = verifyStandardWebhook(configuredSecret, configured.requests.at(1));
    QVERIFY2(v.ok, qPrintable(v.reason));
    QVERIFY(other.requests.isEmpty());

    // To a configured endpoint by its id; to one that takes other kinds when named.
    const QString configuredId = list(fx.client, EndpointsPath).at(0)[u"id"_s].toString();
    r = fx.client.post(eventPath(eventId), {{u"endpoint_id"_s, configuredId}});
    QCOMPARE(r.status, 202);
    QTRY_COMPARE_WITH_TIMEOUT(configured.requests.size(), 3, 10000);
    r = fx.client.post(eventPath(eventId), {{u"endpoint_id"_s, otherId}});
    QCOMPARE(r.status, 202);
    QTRY_COMPARE_WITH_TIMEOUT(other.requests.size(), 1, 10000);
    QCOMPARE(other.requests.at(0).webhookId(), eventId);
    QVERIFY(verifyStandardWebhook(f.json[u"secret"_s].toString(), other.requests.at(0)).ok);

    // Each resend is a delivery of its own in the log, under the same event.
    // 2 at first, 1 to the store, 2 to all, 1 to the configured one, 1 to the other.
    QVERIFY(waitForLog(fx.client, u"&event_id="_s + eventId, 7));
    QCOMPARE(list(fx.client, DeliveriesPath + u"?event_id="_s + eventId).size(), 7);
    QCOMPARE(list(fx.client, DeliveriesPath + u"?endpoint_id="_s + storeId).size(), 3);
}

// A delivery waits for its retry (the store answered 503); the developer resends the event,
// which arrives. The store must not get it a third time when the retry comes due: the resend
// ended that schedule, and the log says so.
void TestWebhookEndpoints::resendEndsTheRetriesOnceDelivered()
{
    auto clock = std::make_shared<TestClock>();
    WebhookReceiver store;
    QVERIFY(store.listen());
    store.setStatusSequence({503});
    SandboxOptions o;
    o.clock = clock;
    o.retryScheduleSeconds = {60, 600};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    const HttpResult e = fx.client.post(EndpointsPath, endpointBody(store.url(), {u"*"_s}));
    QCOMPARE(e.status, 201);
    const QString storeId = e.json[u"id"_s].toString();
    const HttpResult t =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    const QString eventId = t.json[u"event_id"_s].toString();
    QVERIFY(waitForLog(fx.client, u"&event_id="_s + eventId, 1));
    QCOMPARE(store.forEvent(eventId).size(), 1);
    const QString query = DeliveriesPath + u"?event_id="_s + eventId;
    QCOMPARE(list(fx.client, query).at(0)[u"state"_s].toString(), u"retrying"_s);

    const HttpResult r = fx.client.post(eventPath(eventId), {{u"endpoint_id"_s, storeId}});
    QCOMPARE(r.status, 202);
    QTRY_COMPARE_WITH_TIMEOUT(store.forEvent(eventId).size(), 2, 10000);
    QVERIFY(waitForLog(fx.client, u"&event_id="_s + eventId, 3));
    const HttpResult log = fx.client.get(query);
    QCOMPARE(log.json[u"pending"_s].toInt(), 0);
    const QJsonArray rows = log.json[u"data"_s].toArray(); // newest first
    const QJsonObject resent = rows.at(1).toObject();
    const QJsonObject ended = rows.at(0).toObject();
    QCOMPARE(resent[u"state"_s].toString(), u"delivered"_s);
    QCOMPARE(ended[u"state"_s].toString(), u"abandoned"_s);
    QCOMPARE(ended[u"delivery_id"_s], rows.at(2)[u"delivery_id"_s]);
    QVERIFY2(ended[u"error"_s].toString().contains(u"reached this endpoint in delivery %1"_s.arg(
                 resent[u"delivery_id"_s].toInteger())),
             qPrintable(ended[u"error"_s].toString()));
    QVERIFY(ended[u"next_attempt_at"_s].isNull());

    // The retry's time comes: nothing is sent. Another event, sent after it would have been,
    // shows the dispatcher has looked.
    clock->advance(61s);
    const HttpResult later =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    QTRY_COMPARE_WITH_TIMEOUT(store.forEvent(later.json[u"event_id"_s].toString()).size(), 1,
                              10000);
    QCOMPARE(store.forEvent(eventId).size(), 2);
    QCOMPARE(list(fx.client, query).size(), 3);
}

// A resend while an attempt at the same endpoint is still waiting for its answer is not sent
// beside it: the endpoint would get the event twice at once. It goes once that attempt has
// failed (here: timed out).
void TestWebhookEndpoints::resendWaitsForTheRunningAttempt()
{
    auto clock = std::make_shared<TestClock>();
    WebhookReceiver store;
    QVERIFY(store.listen());
    store.setStatusSequence({WebhookReceiver::NoAnswer});
    SandboxOptions o;
    o.clock = clock;
    o.retryScheduleSeconds = {60};
    o.webhookTimeoutMs = 10000;
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    const HttpResult e = fx.client.post(EndpointsPath, endpointBody(store.url(), {u"*"_s}));
    const QString storeId = e.json[u"id"_s].toString();
    const HttpResult t =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    const QString eventId = t.json[u"event_id"_s].toString();
    QTRY_COMPARE_WITH_TIMEOUT(store.forEvent(eventId).size(), 1, 10000);

    QCOMPARE(fx.client.post(eventPath(eventId), {{u"endpoint_id"_s, storeId}}).status, 202);
    // Another event goes out meanwhile; the resend does not.
    const HttpResult other =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    QTRY_COMPARE_WITH_TIMEOUT(store.forEvent(other.json[u"event_id"_s].toString()).size(), 1,
                              10000);
    QCOMPARE(store.forEvent(eventId).size(), 1);

    // The first attempt times out; then the resend goes, arrives, and ends the first's retry.
    clock->advance(10s);
    QTRY_COMPARE_WITH_TIMEOUT(store.forEvent(eventId).size(), 2, 10000);
    QVERIFY(waitForLog(fx.client, u"&event_id="_s + eventId, 3));
    QCOMPARE(fx.client.get(DeliveriesPath).json[u"pending"_s].toInt(), 0);
    clock->advance(61s);
    const HttpResult last =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    QTRY_COMPARE_WITH_TIMEOUT(store.forEvent(last.json[u"event_id"_s].toString()).size(), 1, 10000);
    QCOMPARE(store.forEvent(eventId).size(), 2);
}

void TestWebhookEndpoints::failingEndpointRetriesThenAbandons()
{
    auto clock = std::make_shared<TestClock>();
    const quint16 port = unusedLoopbackPort();
    QVERIFY(port != 0);
    SandboxOptions o;
    o.clock = clock;
    o.retryScheduleSeconds = {5, 60};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    const HttpResult e = fx.client.post(
        EndpointsPath, endpointBody(QUrl(u"http://127.0.0.1:%1/closed"_s.arg(port)), {u"*"_s}));
    QCOMPARE(e.status, 201);
    const QString id = e.json[u"id"_s].toString();
    const HttpResult t =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    QCOMPARE(t.status, 201);
    const QString query = u"?endpoint_id="_s + id;

    // Attempt 1 fails at once: an error, no status, the next try 5 s on.
    QVERIFY(waitForLog(fx.client, u"&endpoint_id="_s + id, 1));
    HttpResult log = fx.client.get(DeliveriesPath + query);
    QCOMPARE(log.json[u"pending"_s].toInt(), 1);
    QJsonObject row = log.json[u"data"_s].toArray().at(0).toObject();
    QCOMPARE(row[u"attempt"_s].toInt(), 1);
    QVERIFY(row[u"status_code"_s].isNull());
    QVERIFY2(!row[u"error"_s].toString().isEmpty(), qPrintable(row[u"error"_s].toString()));
    QCOMPARE(row[u"state"_s].toString(), u"retrying"_s);
    QCOMPARE(row[u"event_id"_s].toString(), t.json[u"event_id"_s].toString());
    QCOMPARE(msOf(row[u"next_attempt_at"_s]) - msOf(row[u"at"_s]), 5000);

    // Attempt 2, 5 s later: the next one a minute on.
    clock->advance(5s);
    QVERIFY(waitForLog(fx.client, u"&endpoint_id="_s + id, 2));
    row = list(fx.client, DeliveriesPath + query).at(0).toObject();
    QCOMPARE(row[u"attempt"_s].toInt(), 2);
    QCOMPARE(row[u"state"_s].toString(), u"retrying"_s);
    QCOMPARE(msOf(row[u"next_attempt_at"_s]) - msOf(row[u"at"_s]), 60000);

    // Attempt 3, the schedule's last: abandoned, nothing pending, nothing more comes.
    clock->advance(60s);
    QVERIFY(waitForLog(fx.client, u"&endpoint_id="_s + id, 3));
    log = fx.client.get(DeliveriesPath + query);
    row = log.json[u"data"_s].toArray().at(0).toObject();
    QCOMPARE(row[u"attempt"_s].toInt(), 3);
    QCOMPARE(row[u"state"_s].toString(), u"abandoned"_s);
    QVERIFY(row[u"next_attempt_at"_s].isNull());
    QVERIFY(!row[u"error"_s].toString().isEmpty());
    QCOMPARE(log.json[u"pending"_s].toInt(), 0);
    clock->advance(24h);
    QCOMPARE(list(fx.client, DeliveriesPath + query).size(), 3);
}

void TestWebhookEndpoints::disableAndDeleteEndPending()
{
    auto clock = std::make_shared<TestClock>();
    const quint16 port = unusedLoopbackPort();
    QVERIFY(port != 0);
    SandboxOptions o;
    o.clock = clock;
    o.retryScheduleSeconds = {3600};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    const HttpResult e = fx.client.post(
        EndpointsPath, endpointBody(QUrl(u"http://127.0.0.1:%1/closed"_s.arg(port)), {u"*"_s}));
    const QString id = e.json[u"id"_s].toString();
    const QString path = EndpointsPath + u'/' + id;
    const auto pending = [&] { return fx.client.get(DeliveriesPath).json[u"pending"_s].toInt(); };

    // A failed attempt waits an hour for its retry; disabling ends it now, in the log.
    fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    QVERIFY(waitForLog(fx.client, {}, 1));
    QCOMPARE(pending(), 1);
    QCOMPARE(fx.client.post(path, {{u"enabled"_s, false}}).status, 200);
    QCOMPARE(pending(), 0);
    QJsonObject row = list(fx.client, DeliveriesPath).at(0).toObject();
    QCOMPARE(row[u"attempt"_s].toInt(), 2);
    QCOMPARE(row[u"state"_s].toString(), u"abandoned"_s);
    QVERIFY(row[u"status_code"_s].isNull());
    QCOMPARE(row[u"error"_s].toString(), u"endpoint disabled; event abandoned"_s);
    QCOMPARE(row[u"endpoint_id"_s].toString(), id);

    // Disabled, it gets no new events.
    fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    QCOMPARE(pending(), 0);
    clock->advance(2h);
    QCOMPARE(list(fx.client, DeliveriesPath).size(), 2);

    // Enabled again, then deleted while its event waits: ended the same way.
    QCOMPARE(fx.client.post(path, {{u"enabled"_s, true}}).status, 200);
    fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    QVERIFY(waitForLog(fx.client, {}, 3));
    QCOMPARE(pending(), 1);
    QCOMPARE(fx.client.send("DELETE", path).status, 204);
    QCOMPARE(pending(), 0);
    row = list(fx.client, DeliveriesPath).at(0).toObject();
    QCOMPARE(row[u"state"_s].toString(), u"abandoned"_s);
    QCOMPARE(row[u"error"_s].toString(), u"endpoint deleted; event abandoned"_s);
    clock->advance(2h);
    QCOMPARE(list(fx.client, DeliveriesPath).size(), 4);
}

void TestWebhookEndpoints::createBadInput_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("says");

    const auto row = [](const char *name, const QByteArray &url, const QByteArray &events,
                        const QString &field, const QString &says) {
        QTest::newRow(name) << QByteArray("{\"url\":" + url + ",\"events\":" + events + "}")
                            << u"invalid_request"_s << field << says;
    };
    const QByteArray all = R"(["*"])";
    const QByteArray shop = R"("https://shop.example/hooks")";
    row("ftp", R"("ftp://shop.example/hooks")", all, u"url"_s, u"http:// or https://"_s);
    row("relative", R"("shop.example/hooks")", all, u"url"_s, u"http:// or https://"_s);
    row("no host", R"("http:///hooks")", all, u"url"_s, u"http:// or https://"_s);
    row("javascript", R"x("javascript:alert(1)")x", all, u"url"_s, u"http:// or https://"_s);
    row("not a string", "42", all, u"url"_s, u"must be a string"_s);
    row("null url", "null", all, u"url"_s, u"is required"_s);
    QTest::newRow("no url") << QByteArray(R"({"events":["*"]})") << u"invalid_request"_s << u"url"_s
                            << u"is required"_s;
    row("too long", "\"https://shop.example/" + QByteArray(2100, 'a') + '"', all, u"url"_s,
        u"2048"_s);
    // The sandbox itself, however its address is written ({port}: the sandbox's).
    for (const char *self :
         {"http://127.0.0.1:{port}/hooks", "http://localhost:{port}/hooks",
          "http://LOCALHOST.:{port}/hooks", "http://shop.localhost:{port}/hooks",
          "http://127.0.0.2:{port}/hooks", "http://127.1:{port}/hooks",
          "http://2130706433:{port}/hooks", "http://[::1]:{port}/hooks",
          "http://[::ffff:127.0.0.1]:{port}/hooks", "https://127.0.0.1:{port}/hooks"})
        row(self, '"' + QByteArray(self) + '"', all, u"url"_s, u"points at this sandbox"_s);
    // Where the sandbox never delivers, and what it does not by default (only loopback).
    const struct
    {
        const char *name;
        const char *url;
        const char *says;
    } refused[] = {
        {"link-local", "http://169.254.169.254/latest/meta-data", "a link-local address"},
        {"link-local IPv6", "http://[fe80::1]/hooks", "a link-local address"},
        {"link-local mapped", "http://[::ffff:169.254.169.254]/hooks", "a link-local address"},
        {"unspecified", "http://0.0.0.0:{port}/hooks", "an unspecified address"},
        {"unspecified IPv6", "http://[::]:9/hooks", "an unspecified address"},
        {"multicast", "http://224.0.0.1/hooks", "a multicast address"},
        {"broadcast", "http://255.255.255.255/hooks", "a broadcast address"},
        {"private address", "http://10.0.0.5/hooks", "not a loopback address"},
        {"public address", "https://93.184.216.34/hooks", "not a loopback address"},
        {"IPv6 address", "http://[2001:db8::1]/hooks", "not a loopback address"},
        {"user and password", "http://user:pa55@127.0.0.1:9/hooks", "user name or password"},
        {"user alone", "https://tok3n@shop.example/hooks", "user name or password"},
    };
    for (const auto &r : refused)
        row(r.name, '"' + QByteArray(r.url) + '"', all, u"url"_s, QString::fromLatin1(r.says));
    row("unknown kind", shop, R"(["transaction.captured","charge.done"])", u"events"_s,
        u"unknown event kind 'charge.done'"_s);
    row("a kind's case", shop, R"(["Transaction.Captured"])", u"events"_s,
        u"unknown event kind 'Transaction.Captured'"_s);
    row("no kinds", shop, "[]", u"events"_s, u"non-empty"_s);
    row("a kind, not a list", shop, R"("transaction.captured")", u"events"_s, u"non-empty"_s);
    row("a number among kinds", shop, R"(["transaction.captured",7])", u"events"_s,
        u"must hold strings, not 7"_s);
    row("null events", shop, "null", u"events"_s, u"is required"_s);
    QTest::newRow("no events") << QByteArray(R"({"url":"https://shop.example/hooks"})")
                               << u"invalid_request"_s << u"events"_s << u"is required"_s;
    QTest::newRow("both wrong") << QByteArray(R"({"url":"ftp://x","events":["nope"]})")
                                << u"invalid_request"_s << u"events"_s << u"'nope'"_s;
    QTest::newRow("malformed JSON") << QByteArray(R"({"url":"https://shop.example/h",)")
                                    << u"invalid_json"_s << QString() << QString();
    QTest::newRow("an array") << QByteArray(R"(["https://shop.example/h"])") << u"invalid_json"_s
                              << QString() << QString();
    QTest::newRow("empty body") << QByteArray("") << u"invalid_json"_s << QString() << QString();
}

void TestWebhookEndpoints::createBadInput()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, code);
    QFETCH(QString, field);
    QFETCH(QString, says);
    SandboxFixture fx;
    QVERIFY(fx.start());
    body.replace("{port}", QByteArray::number(fx.service->url().port()));
    const HttpResult r = fx.client.send("POST", EndpointsPath, body);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), code);
    QVERIFY(!r.json[u"details"_s].toString().isEmpty());
    if (!field.isEmpty())
        QVERIFY2(r.json[u"fields"_s][field].toString().contains(says), r.body.constData());
    // Nothing stored.
    QCOMPARE(list(fx.client, EndpointsPath), QJsonArray());
}

void TestWebhookEndpoints::updateBadInput_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("says");

    QTest::newRow("unknown kind") << QByteArray(R"({"events":["transaction.voided"]})")
                                  << u"invalid_request"_s << u"events"_s
                                  << u"unknown event kind 'transaction.voided'"_s;
    QTest::newRow("no kinds") << QByteArray(R"({"events":[],"enabled":false})")
                              << u"invalid_request"_s << u"events"_s << u"non-empty"_s;
    QTest::newRow("enabled as text") << QByteArray(R"({"enabled":"false"})") << u"invalid_request"_s
                                     << u"enabled"_s << u"must be true or false"_s;
    QTest::newRow("enabled as number") << QByteArray(R"({"enabled":0})") << u"invalid_request"_s
                                       << u"enabled"_s << u"must be true or false"_s;
    QTest::newRow("a new url") << QByteArray(R"({"url":"https://elsewhere.example/h"})")
                               << u"invalid_request"_s << u"url"_s << u"cannot be changed"_s;
    QTest::newRow("malformed JSON")
        << QByteArray(R"({"enabled":)") << u"invalid_json"_s << QString() << QString();
}

void TestWebhookEndpoints::updateBadInput()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, code);
    QFETCH(QString, field);
    QFETCH(QString, says);
    SandboxFixture fx;
    QVERIFY(fx.start());
    const HttpResult created = fx.client.post(
        EndpointsPath, endpointBody(QUrl(u"https://shop.example/h"_s), {u"transaction.failed"_s}));
    QCOMPARE(created.status, 201);
    const QString path = EndpointsPath + u'/' + created.json[u"id"_s].toString();
    QJsonObject before = created.json;
    before.remove(u"secret"_s);

    const HttpResult r = fx.client.send("POST", path, body);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), code);
    if (!field.isEmpty())
        QVERIFY2(r.json[u"fields"_s][field].toString().contains(says), r.body.constData());
    // Nothing changed; for an unknown id the same body is still 400 (fields are checked first).
    QCOMPARE(list(fx.client, EndpointsPath), QJsonArray{before});
    QCOMPARE(fx.client.send("POST", EndpointsPath + u"/we_unknown"_s, body).status, 400);
}

void TestWebhookEndpoints::resendBadInput_data()
{
    QTest::addColumn<QString>("event"); // "{evt}": the event made by the test
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code");

    QTest::newRow("unknown event") << u"evt_unknown"_s << QByteArray() << 404 << u"not_found"_s;
    QTest::newRow("unknown event, to an endpoint")
        << u"evt_unknown"_s << QByteArray(R"({"endpoint_id":"{we}"})") << 404 << u"not_found"_s;
    QTest::newRow("unknown endpoint")
        << u"{evt}"_s << QByteArray(R"({"endpoint_id":"we_nope"})") << 404 << u"not_found"_s;
    QTest::newRow("endpoint id a number")
        << u"{evt}"_s << QByteArray(R"({"endpoint_id":5})") << 400 << u"invalid_request"_s;
    QTest::newRow("endpoint id empty")
        << u"{evt}"_s << QByteArray(R"({"endpoint_id":""})") << 400 << u"invalid_request"_s;
    QTest::newRow("malformed JSON")
        << u"{evt}"_s << QByteArray(R"({"endpoint_id":)") << 400 << u"invalid_json"_s;
    QTest::newRow("disabled endpoint")
        << u"{evt}"_s << QByteArray(R"({"endpoint_id":"{disabled}"})") << 409
        << u"endpoint_disabled"_s;
}

void TestWebhookEndpoints::resendBadInput()
{
    QFETCH(QString, event);
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QString, code);
    WebhookReceiver store;
    QVERIFY(store.listen());
    SandboxFixture fx;
    QVERIFY(fx.start());
    const QString we =
        fx.client.post(EndpointsPath, endpointBody(store.url(), {u"*"_s})).json[u"id"_s].toString();
    const QString disabled =
        fx.client.post(EndpointsPath, endpointBody(store.url(), {u"*"_s})).json[u"id"_s].toString();
    QCOMPARE(fx.client.post(EndpointsPath + u'/' + disabled, {{u"enabled"_s, false}}).status, 200);
    const HttpResult t =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    const QString evt = t.json[u"event_id"_s].toString();
    QTRY_COMPARE_WITH_TIMEOUT(store.requests.size(), 1, 10000);
    QVERIFY(waitForLog(fx.client, {}, 1));

    event.replace(u"{evt}"_s, evt);
    body.replace("{we}", we.toUtf8()).replace("{disabled}", disabled.toUtf8());
    const HttpResult r = fx.client.send("POST", eventPath(event), body);
    QCOMPARE(r.status, status);
    QCOMPARE(r.errorCode(), code);
    // Nothing stored: no delivery waits, none is made.
    const HttpResult log = fx.client.get(DeliveriesPath);
    QCOMPARE(log.json[u"pending"_s].toInt(-1), 0);
    // A delivery stored by mistake could also have gone out already: give it the time to.
    QTest::qWait(200);
    QCOMPARE(list(fx.client, DeliveriesPath).size(), 1);
    QCOMPARE(store.requests.size(), 1);
}

void TestWebhookEndpoints::keptInDataDirectory()
{
    // An endpoint added in one run is there in the next, with its secret: an event that waits
    // for its retry across the restart is delivered then, signed as the endpoint was told.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto clock = std::make_shared<TestClock>();
    const quint16 port = unusedLoopbackPort();
    QVERIFY(port != 0);
    SandboxOptions o;
    o.dataDir = dir.path();
    o.clock = clock;
    o.retryScheduleSeconds = {5};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    const HttpResult e =
        fx.client.post(EndpointsPath, endpointBody(QUrl(u"http://127.0.0.1:%1/hooks"_s.arg(port)),
                                                   {u"transaction.captured"_s}));
    QCOMPARE(e.status, 201);
    const QString id = e.json[u"id"_s].toString();
    const HttpResult t =
        fx.client.post(u"/sandbox/v1/trigger"_s, {{u"type"_s, u"transaction.captured"_s}});
    QVERIFY(waitForLog(fx.client, {}, 1));
    QCOMPARE(fx.client.get(DeliveriesPath).json[u"pending"_s].toInt(), 1);
    const QJsonArray before = list(fx.client, EndpointsPath);
    fx.stop();

    WebhookReceiver receiver;
    receiver.clock = clock;
    QVERIFY(receiver.listen(port));
    QVERIFY(fx.start(o));
    QCOMPARE(list(fx.client, EndpointsPath), before);
    QCOMPARE(fx.client.get(DeliveriesPath).json[u"pending"_s].toInt(), 1); // not abandoned
    clock->advance(5s);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    QCOMPARE(receiver.requests.at(0).webhookId(), t.json[u"event_id"_s].toString());
    const WebhookVerdict v =
        verifyStandardWebhook(e.json[u"secret"_s].toString(), receiver.requests.at(0));
    QVERIFY2(v.ok, qPrintable(v.reason));
    QVERIFY(waitForLog(fx.client, {}, 2));
    const QJsonObject row = list(fx.client, DeliveriesPath).at(0).toObject();
    QCOMPARE(row[u"state"_s].toString(), u"delivered"_s);
    QCOMPARE(row[u"endpoint_id"_s].toString(), id);

    // Deleted, it stays deleted.
    QCOMPARE(fx.client.send("DELETE", EndpointsPath + u'/' + id).status, 204);
    fx.stop();
    QVERIFY(fx.start(o));
    QCOMPARE(list(fx.client, EndpointsPath), QJsonArray());
}

void TestWebhookEndpoints::olderStoreMigrates()
{
    PAYDESK_SQLITE_ONLY();
    // A data directory from before endpoints had ids: its outbox tables without the new
    // columns, no endpoints table. One event was delivered to a configured URL; one waits for
    // its retry there.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto clock = std::make_shared<TestClock>();
    WebhookReceiver receiver;
    receiver.clock = clock;
    QVERIFY(receiver.listen());
    const QString url = receiver.url().toString(QUrl::FullyEncoded);
    const qint64 nowMs = clock->nowMs();
    {
        const QString connection = QUuid::createUuid().toString();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
            db.setDatabaseName(dir.filePath(u"sandbox.sqlite"_s));
            QVERIFY(db.open());
            QSqlQuery q(db);
            const auto payload = [](const QString &evt, const QString &txn) {
                return QJsonDocument(
                           QJsonObject{{u"id"_s, evt},
                                       {u"type"_s, u"transaction.captured"_s},
                                       {u"created_at"_s, u"2026-11-20T10:00:00Z"_s},
                                       {u"data"_s,
                                        QJsonObject{{u"object"_s, QJsonObject{{u"id"_s, txn}}}}}})
                    .toJson(QJsonDocument::Compact);
            };
            const QStringList statements = {
                u"CREATE TABLE events(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
                " type TEXT NOT NULL, created_at INTEGER NOT NULL, payload BLOB NOT NULL)"_s,
                u"CREATE TABLE deliveries(id INTEGER PRIMARY KEY, event_id TEXT NOT NULL,"
                " url TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,"
                " next_attempt_at INTEGER NOT NULL, state TEXT NOT NULL, last_status INTEGER,"
                " last_error TEXT)"_s,
                u"CREATE TABLE delivery_attempts(id INTEGER PRIMARY KEY,"
                " delivery_id INTEGER NOT NULL, event_id TEXT NOT NULL, url TEXT NOT NULL,"
                " attempt INTEGER NOT NULL, at INTEGER NOT NULL, status_code INTEGER, error TEXT,"
                " duration_ms INTEGER)"_s,
            };
            for (const QString &sql : statements)
                QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
            q.prepare(u"INSERT INTO events(id, type, created_at, payload) VALUES (?, ?, ?, ?)"_s);
            for (const auto &[evt, txn] : {std::pair{u"evt_old1"_s, u"txn_old1"_s},
                                           std::pair{u"evt_old2"_s, u"txn_old2"_s}}) {
                q.addBindValue(evt);
                q.addBindValue(u"transaction.captured"_s);
                q.addBindValue(nowMs / 1000 - 60);
                q.addBindValue(payload(evt, txn));
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            }
            // evt_old1: delivered at once. evt_old2: failed once, retried in 5 s.
            QVERIFY(q.exec(u"INSERT INTO deliveries VALUES (1, 'evt_old1', '%1', 1, %2,"
                           " 'delivered', 200, NULL)"_s.arg(url)
                               .arg(nowMs - 60000)));
            QVERIFY(q.exec(u"INSERT INTO deliveries VALUES (2, 'evt_old2', '%1', 1, %2,"
                           " 'pending', NULL, 'Connection refused')"_s.arg(url)
                               .arg(nowMs + 5000)));
            QVERIFY(q.exec(u"INSERT INTO delivery_attempts VALUES (1, 1, 'evt_old1', '%1', 1,"
                           " %2, 200, NULL, 3)"_s.arg(url)
                               .arg(nowMs - 60000)));
            QVERIFY(q.exec(u"INSERT INTO delivery_attempts VALUES (2, 2, 'evt_old2', '%1', 1,"
                           " %2, NULL, 'Connection refused', 1)"_s.arg(url)
                               .arg(nowMs)));
        }
        QSqlDatabase::removeDatabase(connection);
    }

    const QString secret = newWebhookSecret();
    SandboxOptions o;
    o.dataDir = dir.path();
    o.clock = clock;
    o.webhooks = {WebhookEndpoint{receiver.url(), secret}};
    SandboxFixture fx;
    QVERIFY(fx.start(o));

    // The old deliveries belong to the configured endpoint of their URL, and the events name
    // their transactions.
    const QJsonArray endpoints = list(fx.client, EndpointsPath);
    QCOMPARE(endpoints.size(), 1);
    const QString configuredId = endpoints.at(0)[u"id"_s].toString();
    const HttpResult log = fx.client.get(DeliveriesPath);
    QCOMPARE(log.json[u"pending"_s].toInt(), 1);
    const QJsonArray rows = log.json[u"data"_s].toArray();
    QCOMPARE(rows.size(), 2);
    QJsonObject old2 = rows.at(0).toObject();
    QCOMPARE(old2[u"event_id"_s].toString(), u"evt_old2"_s);
    QCOMPARE(old2[u"event_type"_s].toString(), u"transaction.captured"_s);
    QCOMPARE(old2[u"endpoint_id"_s].toString(), configuredId);
    QCOMPARE(old2[u"state"_s].toString(), u"retrying"_s);
    QCOMPARE(msOf(old2[u"next_attempt_at"_s]), nowMs + 5000);
    const QJsonObject old1 = rows.at(1).toObject();
    QCOMPARE(old1[u"state"_s].toString(), u"delivered"_s);
    QVERIFY(old1[u"next_attempt_at"_s].isNull());
    QCOMPARE(list(fx.client, DeliveriesPath + u"?transaction_id=txn_old1"_s).size(), 1);
    QCOMPARE(list(fx.client, DeliveriesPath + u"?endpoint_id="_s + configuredId).size(), 2);

    // The waiting one goes out when due, signed with the configured secret; the store takes
    // endpoints of its own now.
    clock->advance(5s);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    QCOMPARE(receiver.requests.at(0).webhookId(), u"evt_old2"_s);
    QVERIFY(verifyStandardWebhook(secret, receiver.requests.at(0)).ok);
    const HttpResult created =
        fx.client.post(EndpointsPath, endpointBody(QUrl(u"https://shop.example/h"_s), {u"*"_s}));
    QCOMPARE(created.status, 201);
    QVERIFY(waitForLog(fx.client, u"&transaction_id=txn_old2"_s, 2));
    old2 = list(fx.client, DeliveriesPath + u"?transaction_id=txn_old2"_s).at(0).toObject();
    QCOMPARE(old2[u"state"_s].toString(), u"delivered"_s);
    QCOMPARE(old2[u"attempt"_s].toInt(), 2);
}

void TestWebhookEndpoints::destinationRules()
{
    // What a delivery checks on the addresses a name resolves to (no traffic: the rules alone).
    using paydesk::sandbox::WebhookDestinations;
    WebhookDestinations d(
        {u"hooks.example"_s, u"10.1.0.0/16"_s, u"169.254.0.0/16"_s, u"2001:db8::/32"_s},
        QHostAddress(QHostAddress::LocalHost));
    d.setListenPort(8080);
    const QUrl named(u"http://hooks.example/h"_s);
    const QUrl other(u"http://other.example/h"_s);
    const QUrl sandboxPort(u"http://other.example:8080/h"_s);
    const auto allowed = [&](const QUrl &url, const char *address) {
        return !d.refuseAddress(url, QHostAddress(QString::fromLatin1(address))).has_value();
    };
    QVERIFY(allowed(other, "127.0.0.1"));
    QVERIFY(allowed(other, "127.8.9.10"));
    QVERIFY(allowed(other, "::1"));
    QVERIFY(allowed(named, "203.0.113.5")); // the name is allowed, wherever it resolves
    QVERIFY(!allowed(other, "203.0.113.5"));
    QVERIFY(allowed(other, "10.1.200.3")); // in the CIDR, whatever the name
    QVERIFY(!allowed(other, "10.2.0.1"));
    QVERIFY(allowed(other, "2001:db8::7"));
    QVERIFY(!allowed(other, "2001:db9::7"));
    // Never, whatever is allowed.
    QVERIFY(!allowed(named, "169.254.169.254"));
    QVERIFY(!allowed(other, "169.254.1.1"));
    QVERIFY(!allowed(named, "fe80::1"));
    QVERIFY(!allowed(named, "::ffff:169.254.169.254"));
    QVERIFY(!allowed(named, "0.0.0.0"));
    QVERIFY(!allowed(named, "::"));
    QVERIFY(!allowed(named, "239.1.2.3"));
    QVERIFY(!allowed(named, "ff02::1"));
    QVERIFY(!allowed(named, "255.255.255.255"));
    // This sandbox, under any name: its port on loopback.
    QVERIFY(!allowed(sandboxPort, "127.0.0.1"));
    QVERIFY(!allowed(sandboxPort, "127.0.0.53"));
    QVERIFY(!allowed(sandboxPort, "::1"));
    QVERIFY(allowed(QUrl(u"http://other.example:8081/h"_s), "127.0.0.1"));
    QVERIFY(d.refuseAddress(sandboxPort, QHostAddress::LocalHost)->startsWith(u"this sandbox"_s));

    QString error;
    QVERIFY(WebhookDestinations::parseRule(u"Hooks.Example."_s, &error));
    QCOMPARE(WebhookDestinations::parseRule(u"Hooks.Example."_s, &error)->name, u"hooks.example"_s);
    QVERIFY(WebhookDestinations::parseRule(u"192.0.2.7"_s, &error));
    QVERIFY(!WebhookDestinations::parseRule(u"10.0.0.0/99"_s, &error));
    QVERIFY(!WebhookDestinations::parseRule(u"*.example"_s, &error));
    QVERIFY(!WebhookDestinations::parseRule(u"a b"_s, &error));
}

void TestWebhookEndpoints::allowedHostsOpenOthers()
{
    // Only what --allow-webhook-host names, and never the never-list.
    SandboxOptions o;
    o.allowedWebhookHosts = {u"10.0.0.0/8"_s, u"hooks.example"_s, u"169.254.0.0/16"_s};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    for (const char *url : {"http://10.1.2.3/hooks", "https://hooks.example/hooks",
                            "https://other.example/hooks"}) // a name: checked when delivering
        QCOMPARE(
            fx.client.post(EndpointsPath, endpointBody(QUrl(QString::fromLatin1(url)), {u"*"_s}))
                .status,
            201);
    for (const char *url : {"http://11.0.0.1/hooks", "http://169.254.169.254/hooks"}) {
        const HttpResult r =
            fx.client.post(EndpointsPath, endpointBody(QUrl(QString::fromLatin1(url)), {u"*"_s}));
        QCOMPARE(r.status, 400);
        QVERIFY2(r.json[u"fields"_s][u"url"_s].toString().startsWith(u"points at "_s),
                 r.body.constData());
    }
}

void TestWebhookEndpoints::deliveryChecksTheResolvedAddress()
{
    // A name that resolves to the sandbox's own address: refused when a delivery looks it up,
    // abandoned with the reason in the log, and nothing is sent to the sandbox (it once posted
    // its events to itself). The command line's endpoint is not checked as text by the
    // service, so "localhost" gets this far; a name of /etc/hosts for loopback gets this far
    // through the API too.
    const quint16 port = freePort();
    QVERIFY(port > 0);
    SandboxOptions o;
    o.port = port;
    o.webhooks = {
        WebhookEndpoint{QUrl(u"http://localhost:%1/hooks"_s.arg(port)), newWebhookSecret()}};
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    QCOMPARE(fx.service->url().port(), port);
    const QString alias = loopbackAlias();
    QString aliasId;
    if (!alias.isEmpty()) {
        const HttpResult r = fx.client.post(
            EndpointsPath,
            endpointBody(QUrl(u"http://%1:%2/hooks"_s.arg(alias).arg(port)), {u"*"_s}));
        QCOMPARE(r.status, 201); // a name: its addresses are checked when delivering
        aliasId = r.json[u"id"_s].toString();
    }
    const int endpoints = alias.isEmpty() ? 1 : 2;

    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QVERIFY(waitForLog(fx.client, {}, endpoints));
    const QJsonArray rows = list(fx.client, DeliveriesPath);
    QCOMPARE(rows.size(), endpoints);
    for (const QJsonValue &row : rows) {
        // "localhost" always means this machine: its text says enough. The alias is looked up.
        const QString says = row[u"endpoint_id"_s].toString() == aliasId
                                 ? u"destination refused: %1 resolves to this sandbox"_s.arg(alias)
                                 : u"destination refused: points at this sandbox"_s;
        QCOMPARE(row[u"state"_s].toString(), u"abandoned"_s);
        QVERIFY(row[u"status_code"_s].isNull());
        QVERIFY2(row[u"error"_s].toString().startsWith(says),
                 qPrintable(row[u"error"_s].toString()));
        QVERIFY(row[u"error"_s].toString().endsWith(u"; event abandoned"_s));
    }
    QCOMPARE(fx.client.get(DeliveriesPath).json[u"pending"_s].toInt(-1), 0);
    if (alias.isEmpty())
        QSKIP("no loopback alias in /etc/hosts (a name for 127.x other than localhost and the "
              "host name): only the command line's endpoint was tried, not a real lookup; "
              "aRebindingIsRefusedAtDelivery tests the lookup on any machine");
}

void TestWebhookEndpoints::aNameGoesToTheAddressChecked()
{
    // A name is delivered to the address the attempt checked; the receiver still sees its name.
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    SandboxFixture fx;
    QVERIFY(fx.start());
    const QUrl url(u"http://localhost:%1/hooks"_s.arg(receiver.url().port()));
    HttpResult r = fx.client.post(EndpointsPath, endpointBody(url, {u"*"_s}));
    QCOMPARE(r.status, 201);
    const QString secret = r.json[u"secret"_s].toString();
    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    const ReceivedRequest got = receiver.requests.constFirst();
    QCOMPARE(got.header("host"), "localhost:" + QByteArray::number(receiver.url().port()));
    QCOMPARE(got.path, QByteArray("/hooks"));
    const WebhookVerdict v = verifyStandardWebhook(secret, got);
    QVERIFY2(v.ok, qPrintable(v.reason));
    QVERIFY(waitForLog(fx.client, {}, 1));
    QCOMPARE(list(fx.client, DeliveriesPath).at(0)[u"state"_s].toString(), u"delivered"_s);
}

void TestWebhookEndpoints::aRebindingIsRefusedAtDelivery()
{
    // A name is checked at each delivery, whatever it resolved to before: one that resolves to
    // a receiver on loopback first, then to the cloud's metadata address, then to the sandbox
    // itself, gets the first event and is refused the others, with the reason in the log.
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    const quint16 port = freePort();
    QVERIFY(port > 0);
    const QString name = u"rebind.example"_s;
    auto resolver = std::make_shared<ScriptedResolver>();
    resolver->answer(name, {{QHostAddress(u"127.0.0.1"_s)},
                            {QHostAddress(u"169.254.169.254"_s)},
                            {QHostAddress(u"127.0.0.1"_s)}});
    SandboxOptions o;
    o.port = port;
    o.webhookResolver = ScriptedResolver::of(resolver);
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    // Its port is the receiver's for the first lookup and the sandbox's for the third: two
    // endpoints, both of the name, one per port.
    const QUrl toReceiver(u"http://%1:%2/hooks"_s.arg(name).arg(receiver.port()));
    const QUrl toSandbox(u"http://%1:%2/hooks"_s.arg(name).arg(port));
    HttpResult r = fx.client.post(EndpointsPath, endpointBody(toReceiver, {u"*"_s}));
    QCOMPARE(r.status, 201); // a name: its addresses are checked when delivering
    const QString receiverId = r.json[u"id"_s].toString();

    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    QVERIFY(waitForLog(fx.client, {}, 1));
    QCOMPARE(list(fx.client, DeliveriesPath).at(0)[u"state"_s].toString(), u"delivered"_s);

    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(1300)).status, 201);
    QVERIFY(waitForLog(fx.client, {}, 2));
    QJsonObject row = list(fx.client, DeliveriesPath).at(0).toObject();
    QCOMPARE(row[u"state"_s].toString(), u"abandoned"_s);
    QVERIFY(row[u"status_code"_s].isNull());
    QVERIFY2(row[u"error"_s].toString().startsWith(
                 u"destination refused: %1 resolves to 169.254.169.254, a link-local address"_s.arg(
                     name)),
             qPrintable(row[u"error"_s].toString()));

    // The same name now at the sandbox's own port and address.
    QCOMPARE(fx.client.send("DELETE", EndpointsPath + u'/' + receiverId).status, 204);
    r = fx.client.post(EndpointsPath, endpointBody(toSandbox, {u"*"_s}));
    QCOMPARE(r.status, 201);
    const QString sandboxId = r.json[u"id"_s].toString();
    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(1400)).status, 201);
    QVERIFY(waitForLog(fx.client, u"&endpoint_id="_s + sandboxId, 1));
    row = list(fx.client, DeliveriesPath + u"?endpoint_id="_s + sandboxId).at(0).toObject();
    QCOMPARE(row[u"state"_s].toString(), u"abandoned"_s);
    QVERIFY2(row[u"error"_s].toString().startsWith(
                 u"destination refused: %1 resolves to this sandbox"_s.arg(name)),
             qPrintable(row[u"error"_s].toString()));
    QCOMPARE(resolver->lookups(name), 3);
    QCOMPARE(receiver.requests.size(), 1);
    QCOMPARE(fx.client.get(DeliveriesPath).json[u"pending"_s].toInt(-1), 0);
}

void TestWebhookEndpoints::aNameGoesToExactlyTheAddressChecked()
{
    // The request goes to the address the attempt checked, not to what the name would resolve
    // to by the time it connects: looked up again, it would go to another receiver (127.0.0.2,
    // same port); connected by name, to nowhere (the system does not know it).
    WebhookReceiver checked;
    QVERIFY(checked.listen(0, QHostAddress(u"127.0.0.1"_s)));
    WebhookReceiver other;
    QVERIFY(other.listen(checked.port(), QHostAddress(u"127.0.0.2"_s)));
    const QString name = u"pinned.example"_s;
    auto resolver = std::make_shared<ScriptedResolver>();
    resolver->answer(name, {{QHostAddress(u"127.0.0.1"_s)}, {QHostAddress(u"127.0.0.2"_s)}});
    SandboxOptions o;
    o.webhookResolver = ScriptedResolver::of(resolver);
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    const QUrl url(u"http://%1:%2/hooks"_s.arg(name).arg(checked.port()));
    HttpResult r = fx.client.post(EndpointsPath, endpointBody(url, {u"*"_s}));
    QCOMPARE(r.status, 201);
    const QString secret = r.json[u"secret"_s].toString();
    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QVERIFY(waitForLog(fx.client, {}, 1));
    const QJsonObject row = list(fx.client, DeliveriesPath).at(0).toObject();
    QVERIFY2(row[u"state"_s].toString() == u"delivered"_s, qPrintable(row[u"error"_s].toString()));
    QCOMPARE(checked.requests.size(), 1);
    QCOMPARE(other.requests.size(), 0);
    QCOMPARE(resolver->lookups(name), 1);
    const ReceivedRequest got = checked.requests.constFirst();
    QCOMPARE(got.header("host"), name.toUtf8() + ':' + QByteArray::number(checked.port()));
    const WebhookVerdict v = verifyStandardWebhook(secret, got);
    QVERIFY2(v.ok, qPrintable(v.reason));
}

void TestWebhookEndpoints::queryKeptButShownRedacted()
{
    // A token in the query reaches the receiver, and nothing else: not the list, one endpoint,
    // the delivery log, the sandbox's log, nor a configured endpoint's listing.
    WebhookReceiver receiver;
    WebhookReceiver configured;
    QVERIFY(receiver.listen());
    QVERIFY(configured.listen());
    const QString token = u"tok_S3cretQueryValue"_s;
    QUrl configuredUrl = configured.url();
    configuredUrl.setPath(u"/cli"_s);
    configuredUrl.setQuery(u"key="_s + token);
    SandboxOptions o;
    o.webhooks = {WebhookEndpoint{configuredUrl, newWebhookSecret()}};
    LogCapture log;
    SandboxFixture fx;
    QVERIFY(fx.start(o));
    QUrl url = receiver.url();
    url.setPath(u"/hooks"_s);
    url.setQuery(u"token=%1&site=1&bare"_s.arg(token));
    HttpResult r = fx.client.post(EndpointsPath, endpointBody(url, {u"*"_s}));
    QCOMPARE(r.status, 201);
    const QString id = r.json[u"id"_s].toString();
    const QString shown = u"http://127.0.0.1:%1/hooks?token=REDACTED&site=REDACTED&REDACTED"_s.arg(
        receiver.url().port());
    QCOMPARE(r.json[u"url"_s].toString(), shown);
    receiver.setStatusSequence({500}); // a failed attempt is logged too
    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(1250)).status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(receiver.requests.size(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(configured.requests.size(), 1, 10000);
    QCOMPARE(receiver.requests.constFirst().path,
             "/hooks?token=" + token.toUtf8() + "&site=1&bare"); // kept for the receiver
    QCOMPARE(configured.requests.constFirst().path, "/cli?key=" + token.toUtf8());
    QVERIFY(waitForLog(fx.client, {}, 2));

    const QByteArray listed = fx.client.get(EndpointsPath).body;
    const QByteArray one = fx.client.get(EndpointsPath + u'/' + id).body;
    const QByteArray deliveries = fx.client.get(DeliveriesPath).body;
    for (const QByteArray &body : {listed, one, deliveries})
        QVERIFY2(!body.contains(token.toUtf8()), body.constData());
    QVERIFY2(listed.contains("?key=REDACTED"), listed.constData());
    QVERIFY2(one.contains(shown.toUtf8()), one.constData());
    QVERIFY2(deliveries.contains(shown.toUtf8()), deliveries.constData());
    QVERIFY2(log.all().contains(u"?token=REDACTED"_s), qPrintable(log.all()));
    QVERIFY2(!log.all().contains(token), qPrintable(log.all()));
    fx.stop();
}

QTEST_GUILESS_MAIN(TestWebhookEndpoints)
#include "tst_webhookendpoints.moc"
