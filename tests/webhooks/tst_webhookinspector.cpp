// The app's webhook inspector (session::WebhookInspector) with its real parts: the receiver on
// loopback, a real SQLite store, the embedded Local sandbox delivering to it, and a
// MemorySecretStore holding the profiles' signing secrets. The Local sandbox's deliveries stay
// valid while another profile (with another secret) is current; useProfile() reads the
// profile's secret; a restart keeps the deliveries, the answer and the secrets.

#include "core/webhookendpoint.h"
#include "localsandbox/localinspectorsetup.h"
#include "localsandbox/localsandboxhost.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "sandboxclient.h"
#include "session/session.h"
#include "session/webhookinspector.h"
#include "signing.h"
#include "webhooks/deliverystore.h"
#include "webhooks/webhookreceiver.h"

#include <QLoggingCategory>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using localsandbox::LocalInspectorSetup;
using profiles::SecretKind;
using session::WebhookInspector;
using webhooks::Delivery;
using webhooks::Verdict;

namespace {

void storeSecret(profiles::SecretStore &store, const QString &profileId, const QString &secret)
{
    bool done = false;
    QObject context;
    store.writeSecret(profileId, SecretKind::WebhookSecret, secret, &context,
                      [&](const profiles::SecretError &) { done = true; });
    QVERIFY(QTest::qWaitFor([&] { return done; }, 5000));
}

bool startInspector(WebhookInspector &inspector, const QHostAddress &host, const QString &path)
{
    QSignalSpy listening(&inspector, &WebhookInspector::listening);
    inspector.start(host, 0, {}, path);
    return listening.wait(10000);
}

QString secretStepOf(const Delivery &d)
{
    for (const auto &step : d.verification.steps) {
        if (step.title == u"Secret"_s)
            return step.detail;
    }
    return {};
}

QUrl at(const QUrl &base, const QString &path)
{
    QUrl url = base;
    url.setPath(path);
    return url;
}

} // namespace

class TestWebhookInspector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false"_s);
    }

    void localSandboxStaysValidUnderAnotherProfile()
    {
        QTemporaryDir dir;
        profiles::MemorySecretStore secrets;
        const QString shopSecret = makeSecret();
        storeSecret(secrets, u"shop"_s, shopSecret);

        WebhookInspector inspector(&secrets);
        QVERIFY(startInspector(inspector, QHostAddress(QHostAddress::LocalHost),
                               dir.filePath(u"webhooks/deliveries.sqlite"_s)));

        // What the session does for the Local sandbox profile: the endpoint first.
        bool prepared = false;
        WebhookEndpoint endpoint;
        inspector.prepareLocalSandbox(u"local"_s, [&](bool ok, const WebhookEndpoint &e) {
            prepared = ok;
            endpoint = e;
        });
        QTRY_VERIFY(prepared);
        QVERIFY(isUsableWebhookSecret(endpoint.secret));
        QVERIFY(endpoint.secret != shopSecret);
        QCOMPARE(inspector.secret(), endpoint.secret);
        QCOMPARE(endpoint.url.path(), QString::fromLatin1(LocalInspectorSetup::Path));
        localsandbox::LocalSandboxHost host(secrets);
        host.setDataDir(dir.filePath(u"sandbox"_s));
        host.setSeedCount(0);
        host.setWebhookEndpoints({endpoint});
        QSignalSpy hostReady(&host, &localsandbox::LocalSandboxHost::ready);
        host.start(u"local"_s);
        QVERIFY(hostReady.wait(30000));

        // Another profile becomes current: its secret is the default from now on.
        QSignalSpy secretChanged(&inspector, &WebhookInspector::secretChanged);
        inspector.useProfile(u"shop"_s);
        QVERIFY(secretChanged.wait(5000));
        QCOMPARE(secretChanged.last().at(0).toString(), shopSecret);
        QCOMPARE(inspector.receiver()->secret(), shopSecret);
        QCOMPARE(inspector.receiver()->pathSecret(QString::fromLatin1(LocalInspectorSetup::Path)),
                 endpoint.secret);

        // The embedded sandbox keeps delivering, signed with its own secret: still valid.
        QSignalSpy deliveries(inspector.receiver(), &webhooks::WebhookReceiver::deliveryReceived);
        HttpClient client;
        client.base = host.baseUrl();
        client.apiKey = host.apiKey();
        const HttpResult created = client.post(u"/api/v1/transactions"_s, chargeBody(3100));
        QCOMPARE(created.status, 201);
        QTRY_COMPARE_WITH_TIMEOUT(deliveries.size(), 1, 10000);
        const Delivery local = deliveries.at(0).at(0).value<Delivery>();
        QVERIFY2(local.verification.isValid(), qPrintable(local.verification.reason));
        QCOMPARE(local.transactionId, created.json.value(u"id"_s).toString());
        QCOMPARE(local.path, QString::fromLatin1(LocalInspectorSetup::Path));
        QVERIFY2(secretStepOf(local).contains(u"Local sandbox"_s), qPrintable(secretStepOf(local)));

        // The shop's own endpoint, on another path, is checked with the shop's secret.
        const QByteArray body = eventBody(u"evt_Shop0000000000000001"_s);
        const QUrl shop = at(inspector.receiver()->url(), u"/shop/webhooks"_s);
        QCOMPARE(sendRequest(
                     shop, standardHeaders(shopSecret, "evt_Shop0000000000000001", nowSecs(), body),
                     body)
                     .status,
                 200);
        // ...and a delivery to the Local path signed with the shop's secret is not valid.
        QCOMPARE(
            sendRequest(
                at(inspector.receiver()->url(), QString::fromLatin1(LocalInspectorSetup::Path)),
                standardHeaders(shopSecret, "evt_Shop0000000000000002", nowSecs(), body), body)
                .status,
            200);
        QTRY_COMPARE(deliveries.size(), 3);
        QVERIFY(deliveries.at(1).at(0).value<Delivery>().verification.isValid());
        QCOMPARE(deliveries.at(2).at(0).value<Delivery>().verification.verdict,
                 Verdict::NoMatchingSignature);

        // Back to the Local sandbox profile: the same secret, read from the store again.
        prepared = false;
        inspector.prepareLocalSandbox(u"local"_s, [&](bool ok, const WebhookEndpoint &e) {
            prepared = ok && e.secret == endpoint.secret;
        });
        QTRY_VERIFY(prepared);
        QCOMPARE(inspector.secret(), endpoint.secret);
        host.stop();
    }

    void useProfileReadsTheSecret()
    {
        QTemporaryDir dir;
        profiles::MemorySecretStore secrets;
        const QString a = makeSecret();
        const QString b = makeSecret();
        storeSecret(secrets, u"a"_s, a);
        storeSecret(secrets, u"b"_s, b);
        WebhookInspector inspector(&secrets);
        QVERIFY(startInspector(inspector, QHostAddress(QHostAddress::LocalHost),
                               dir.filePath(u"deliveries.sqlite"_s)));
        QSignalSpy changed(&inspector, &WebhookInspector::secretChanged);
        inspector.useProfile(u"a"_s);
        QVERIFY(changed.wait(5000));
        QCOMPARE(inspector.secret(), a);
        QCOMPARE(inspector.receiver()->secret(), a);

        // Two quick switches: only the last one's answer counts.
        changed.clear();
        inspector.useProfile(u"a"_s);
        inspector.useProfile(u"b"_s);
        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), b);
        QCOMPARE(inspector.receiver()->secret(), b);

        // A profile without a secret: none, and deliveries say so.
        changed.clear();
        inspector.useProfile(u"nobody"_s);
        QVERIFY(changed.wait(5000));
        QCOMPARE(changed.at(0).at(0).toString(), QString());
        QSignalSpy deliveries(inspector.receiver(), &webhooks::WebhookReceiver::deliveryReceived);
        const QByteArray body = eventBody();
        sendRequest(at(inspector.receiver()->url(), u"/"_s),
                    standardHeaders(a, "evt_Test0000000000000001", nowSecs(), body), body);
        QTRY_COMPARE(deliveries.size(), 1);
        QCOMPARE(deliveries.at(0).at(0).value<Delivery>().verification.verdict, Verdict::NoSecret);
    }

    void restartKeepsDeliveriesAnswerAndSecrets()
    {
        QTemporaryDir dir;
        profiles::MemorySecretStore secrets;
        const QString secret = makeSecret();
        const QString local = makeSecret();
        storeSecret(secrets, u"shop"_s, secret);
        const QString path = dir.filePath(u"deliveries.sqlite"_s);
        WebhookInspector inspector(&secrets);
        QSignalSpy pathChanged(&inspector, &WebhookInspector::storePathChanged);
        QVERIFY(startInspector(inspector, QHostAddress(QHostAddress::LocalHost), path));
        QCOMPARE(inspector.storePath(), path);
        QCOMPARE(pathChanged.size(), 1);
        QVERIFY(!inspector.isReachableFromNetwork());
        QSignalSpy changed(&inspector, &WebhookInspector::secretChanged);
        inspector.useProfile(u"shop"_s);
        QVERIFY(changed.wait(5000));
        inspector.receiver()->setPathSecret(u"/local"_s, local);
        QSignalSpy responseChanged(&inspector, &WebhookInspector::responseChanged);
        inspector.setResponse({500, 0});
        QCOMPARE(responseChanged.size(), 1);
        QCOMPARE(responseChanged.at(0).at(0).value<webhooks::ResponseConfig>().status, 500);

        QSignalSpy deliveries(inspector.receiver(), &webhooks::WebhookReceiver::deliveryReceived);
        const QByteArray body = eventBody(u"evt_Again000000000000001"_s);
        auto post = [&](const QString &p, const QString &s) {
            return sendRequest(at(inspector.receiver()->url(), p),
                               standardHeaders(s, "evt_Again000000000000001", nowSecs(), body),
                               body)
                .status;
        };
        QCOMPARE(post(u"/shop"_s, secret), 500);
        QCOMPARE(post(u"/local"_s, local), 500);
        QTRY_COMPARE(deliveries.size(), 2);

        // On another port: the same store, answer and secrets.
        QSignalSpy listening(&inspector, &WebhookInspector::listening);
        inspector.restart(QHostAddress(QHostAddress::LocalHost), 0);
        QVERIFY(listening.wait(10000));
        QCOMPARE(inspector.storePath(), path);
        QCOMPARE(pathChanged.size(), 1);
        QVERIFY(inspector.receiver()->url().port() > 0);
        QCOMPARE(inspector.response().status, 500);
        QCOMPARE(post(u"/shop"_s, secret), 500);
        QCOMPARE(post(u"/local"_s, local), 500);
        QTRY_COMPARE(deliveries.size(), 4);
        const Delivery third = deliveries.at(2).at(0).value<Delivery>();
        QVERIFY(third.verification.isValid());
        QCOMPARE(third.attempt, 3); // the store remembers the first two
        QVERIFY(deliveries.at(3).at(0).value<Delivery>().verification.isValid());
        webhooks::DeliveryStore store;
        QVERIFY(store.open(path));
        QCOMPARE(store.count(), 4);

        // The retention applies at once.
        inspector.setRetention({3, 30});
        QCOMPARE(inspector.retention().maxCount, 3);
        QTRY_COMPARE(store.count(), 3);
    }

    void movingTheInspectorRestartsTheLocalSandbox()
    {
        // The Local sandbox learns where to deliver when it starts: after the inspector moves
        // to another port (Preferences), the session starts it again, and deliveries follow.
        QTemporaryDir dir;
        profiles::ProfileStore store(dir.filePath(u"profiles.conf"_s));
        QVERIFY(store.ensureDefaults());
        profiles::MemorySecretStore secrets;
        WebhookInspector inspector(&secrets);
        QVERIFY(startInspector(inspector, QHostAddress(QHostAddress::LocalHost),
                               dir.filePath(u"webhooks/deliveries.sqlite"_s)));
        session::Session session(store, &secrets);
        session.setWebhookInspector(&inspector);
        session.localSandbox()->setDataDir(dir.filePath(u"sandbox"_s));
        session.localSandbox()->setSeedCount(0);
        session.activate(store.localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), session::Session::State::Ready, 30000);

        QSignalSpy deliveries(inspector.receiver(), &webhooks::WebhookReceiver::deliveryReceived);
        const auto charge = [&session] {
            testing::HttpClient client;
            client.base = session.localSandbox()->baseUrl();
            client.apiKey = session.localSandbox()->apiKey();
            return client.post(u"/api/v1/transactions"_s, testing::chargeBody(4200)).status;
        };
        QCOMPARE(charge(), 201);
        QTRY_COMPARE_WITH_TIMEOUT(deliveries.size(), 1, 10000);

        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        QSignalSpy listening(&inspector, &WebhookInspector::listening);
        QSignalSpy states(&session, &session::Session::stateChanged);
        session.moveWebhookInspector(port);
        QVERIFY(listening.wait(10000));
        QCOMPARE(listening.at(0).at(0).toUrl().port(), int(port));
        QTRY_VERIFY_WITH_TIMEOUT(
            !states.isEmpty() && session.state() == session::Session::State::Ready, 30000);
        QCOMPARE(charge(), 201);
        QTRY_COMPARE_WITH_TIMEOUT(deliveries.size(), 2, 10000);
        const Delivery d = deliveries.at(1).at(0).value<Delivery>();
        QVERIFY2(d.verification.isValid(), qPrintable(d.verification.reason));
    }

    void networkAddressIsAnExplicitChoice()
    {
        QTemporaryDir dir;
        profiles::MemorySecretStore secrets;
        WebhookInspector inspector(&secrets);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"anyone on the network"_s));
        QVERIFY(startInspector(inspector, QHostAddress(QHostAddress::AnyIPv4),
                               dir.filePath(u"deliveries.sqlite"_s)));
        QVERIFY(inspector.isReachableFromNetwork());
        QCOMPARE(inspector.receiver()->url().host(), u"0.0.0.0"_s);
        QSignalSpy listening(&inspector, &WebhookInspector::listening);
        inspector.restart(QHostAddress(QHostAddress::LocalHost), 0);
        QVERIFY(listening.wait(10000));
        QVERIFY(!inspector.isReachableFromNetwork());
        QCOMPARE(inspector.receiver()->url().host(), u"127.0.0.1"_s);
    }
};

QTEST_GUILESS_MAIN(TestWebhookInspector)
#include "tst_webhookinspector.moc"
