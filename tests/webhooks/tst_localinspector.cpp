// The Local sandbox profile's endpoint: the inspector's URL and a signing secret kept as the
// profile's WebhookSecret; then the embedded local sandbox delivering to the inspector with it.

#include "core/webhookendpoint.h"
#include "localsandbox/localinspectorsetup.h"
#include "localsandbox/localsandboxhost.h"
#include "profiles/memorysecretstore.h"
#include "sandboxclient.h"
#include "webhooks/webhookreceiver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::webhooks;
using localsandbox::LocalInspectorSetup;
using profiles::SecretKind;

namespace {

std::optional<QString> readBack(profiles::SecretStore &store, const QString &profileId)
{
    std::optional<QString> value;
    bool done = false;
    QObject context;
    store.readSecret(profileId, SecretKind::WebhookSecret, &context,
                     [&](const std::optional<QString> &v, const profiles::SecretError &) {
                         value = v;
                         done = true;
                     });
    if (!QTest::qWaitFor([&] { return done; }, 5000))
        return std::nullopt;
    return value;
}

std::optional<WebhookEndpoint> prepare(LocalInspectorSetup &setup, const QString &profileId,
                                       const QUrl &url)
{
    QSignalSpy ready(&setup, &LocalInspectorSetup::ready);
    setup.prepare(profileId, url);
    if (!ready.wait(5000))
        return std::nullopt;
    return ready.at(0).at(0).value<WebhookEndpoint>();
}

} // namespace

class TestLocalInspector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void generatesOnceThenReuses()
    {
        profiles::MemorySecretStore secrets;
        LocalInspectorSetup setup(secrets);
        const QUrl url(u"http://127.0.0.1:45999"_s);
        const auto first = prepare(setup, u"local-1"_s, url);
        QVERIFY(first);
        QCOMPARE(first->url, QUrl(u"http://127.0.0.1:45999/webhooks/local-sandbox"_s));
        QVERIFY(isUsableWebhookSecret(first->secret));
        QCOMPARE(readBack(secrets, u"local-1"_s), std::optional<QString>(first->secret));
        const auto second = prepare(setup, u"local-1"_s, url);
        QVERIFY(second);
        QCOMPARE(second->secret, first->secret);
        // Another profile, another secret.
        const auto other = prepare(setup, u"local-2"_s, url);
        QVERIFY(other);
        QVERIFY(other->secret != first->secret);
    }

    void unusableStoredSecretIsReplaced()
    {
        profiles::MemorySecretStore secrets;
        bool written = false;
        secrets.writeSecret(u"p"_s, SecretKind::WebhookSecret, u"whsec_tooShort"_s, this,
                            [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
        LocalInspectorSetup setup(secrets);
        const auto endpoint = prepare(setup, u"p"_s, QUrl(u"http://127.0.0.1:1"_s));
        QVERIFY(endpoint);
        QVERIFY(endpoint->secret != u"whsec_tooShort"_s);
        QCOMPARE(readBack(secrets, u"p"_s), std::optional<QString>(endpoint->secret));
        QVERIFY(!isUsableWebhookSecret(u"whsec_"_s));
        QVERIFY(!isUsableWebhookSecret(u"pts_test_abc"_s));
    }

    void localSandboxDeliversToTheInspector()
    {
        QTemporaryDir dir;
        profiles::MemorySecretStore secrets;
        const QString profileId = u"local-sandbox"_s;

        WebhookReceiver receiver;
        QSignalSpy receiverReady(&receiver, &WebhookReceiver::ready);
        ReceiverOptions options;
        options.storePath = dir.filePath(u"webhooks/deliveries.sqlite"_s);
        receiver.start(options);
        QVERIFY(receiverReady.wait(5000));
        QSignalSpy deliveries(&receiver, &WebhookReceiver::deliveryReceived);

        // What the main window does: the endpoint first, then the sandbox.
        LocalInspectorSetup setup(secrets);
        const auto endpoint = prepare(setup, profileId, receiver.url());
        QVERIFY(endpoint);
        receiver.setSecret(endpoint->secret);
        localsandbox::LocalSandboxHost host(secrets);
        host.setDataDir(dir.filePath(u"sandbox"_s));
        host.setSeedCount(0);
        host.setWebhookEndpoints({*endpoint});
        QSignalSpy hostReady(&host, &localsandbox::LocalSandboxHost::ready);
        host.start(profileId);
        QVERIFY(hostReady.wait(30000));

        testing::HttpClient client;
        client.base = host.baseUrl();
        client.apiKey = host.apiKey();
        const testing::HttpResult created =
            client.post(u"/api/v1/transactions"_s, testing::chargeBody(3100));
        QCOMPARE(created.status, 201);
        QTRY_COMPARE_WITH_TIMEOUT(deliveries.size(), 1, 10000);
        const Delivery d = deliveries.at(0).at(0).value<Delivery>();
        QVERIFY2(d.verification.isValid(), qPrintable(d.verification.reason));
        QCOMPARE(d.transactionId, created.json.value(u"id"_s).toString());
        QCOMPARE(d.path, QString::fromLatin1(LocalInspectorSetup::Path));
        QVERIFY(d.id > 0);
    }
};

QTEST_GUILESS_MAIN(TestLocalInspector)
#include "tst_localinspector.moc"
