#pragma once

#include "core/staleness.h"

#include "core/webhookendpoint.h"
#include "webhooks/deliverystore.h"
#include "webhooks/webhookreceiver.h"

#include <QHostAddress>
#include <QObject>

#include <functional>
#include <memory>

namespace paydesk::profiles {
class SecretStore;
}

namespace paydesk::localsandbox {
class LocalInspectorSetup;
}

namespace paydesk::session {

// The app's webhook inspector: the receiver on its own threads (the second opens and writes
// the delivery store), the signing secret of the current profile, and the Local sandbox's own
// secret for the path it delivers to. The window reads the store through a connection of its
// own (storePath(); see WebhooksPane). Nothing here touches the store on the GUI thread.
class WebhookInspector : public QObject
{
    Q_OBJECT
public:
    // `secrets` must outlive the inspector (see setSecretStore()).
    explicit WebhookInspector(profiles::SecretStore *secrets, QObject *parent = nullptr);
    ~WebhookInspector() override;

    void setSecretStore(profiles::SecretStore *secrets);

    // Starts listening on `host`:`port` (a free port when it is taken, or when 0), storing
    // deliveries at `storePath` (DeliveryStore::defaultPath() when empty). Anything but a
    // loopback host makes the inspector reachable from the network: it is allowed because it
    // is asked for by address, and logged as a warning (isReachableFromNetwork()).
    // listening() or failed() follow.
    void start(const QHostAddress &host, quint16 port, const webhooks::ResponseConfig &response,
               const QString &storePath = {});
    // On 127.0.0.1.
    void start(quint16 port, const webhooks::ResponseConfig &response = {},
               const QString &storePath = {});
    // Listens again on another address or port, keeping the store, the answer, the retention
    // and the secrets (a preference changed). The deliveries stay. A running Local sandbox
    // keeps delivering to the old address until it starts again: Session::moveWebhookInspector()
    // does both.
    void restart(const QHostAddress &host, quint16 port);
    void stop();

    webhooks::WebhookReceiver *receiver() { return &m_receiver; }
    // The store the receiver writes; the window opens its own connection to it.
    QString storePath() const { return m_storePath; }
    QHostAddress host() const { return m_host; }
    quint16 requestedPort() const { return m_port; }
    bool isReachableFromNetwork() const { return !m_host.isLoopback(); }
    QString secret() const { return m_secret; }

    // Applies at once, and on every start.
    void setRetention(const webhooks::DeliveryStore::Retention &retention);
    webhooks::DeliveryStore::Retention retention() const { return m_retention; }
    void setResponse(const webhooks::ResponseConfig &response);
    webhooks::ResponseConfig response() const { return m_receiver.response(); }

    // Checks deliveries with this profile's webhook signing secret from the SecretStore (none:
    // every signed delivery is reported as not matching). The Local sandbox's path keeps its
    // own secret.
    void useProfile(const QString &profileId);
    // The endpoint the Local sandbox profile should deliver to, with its secret (made and kept
    // in the SecretStore the first time); `done` runs once, with ok false when the inspector
    // is not listening or the secret cannot be kept. Deliveries to the endpoint's path are
    // checked with that secret from then on, whichever profile is current.
    void prepareLocalSandbox(const QString &profileId,
                             std::function<void(bool ok, const WebhookEndpoint &endpoint)> done);

Q_SIGNALS:
    void secretChanged(const QString &secret);
    void listening(const QUrl &url);
    void failed(const QString &error);
    // The answer chosen (in the pane, or by setResponse()): for the settings to keep.
    void responseChanged(const paydesk::webhooks::ResponseConfig &response);
    void storePathChanged(const QString &path);

private:
    void setSecret(const QString &secret);
    void whenListening(std::function<void()> then);
    void startReceiver(const webhooks::ReceiverOptions &options);

    profiles::SecretStore *m_secrets;
    webhooks::WebhookReceiver m_receiver;
    std::unique_ptr<localsandbox::LocalInspectorSetup> m_setup;
    QList<std::function<void()>> m_waiting; // until the receiver answers ready() or failed()
    QString m_secret;
    QString m_storePath;
    QHostAddress m_host = QHostAddress(QHostAddress::LocalHost);
    quint16 m_port = 0;
    webhooks::DeliveryStore::Retention m_retention;
    bool m_starting = false;
    Staleness m_stale; // a newer useProfile() or prepareLocalSandbox() makes older callbacks stale
};

} // namespace paydesk::session
