#pragma once

#include "sandboxtypes.h"
#include "webhooks/deliverystore.h"
#include "webhooks/webhookreceiver.h"

#include <QObject>

#include <functional>
#include <memory>

namespace paydesk::profiles {
class SecretStore;
}

namespace paydesk::webhooks {
class LocalInspectorSetup;
}

namespace paydesk::session {

// The app's webhook inspector: the receiver on its own thread (writing the delivery store),
// a second connection to that store for the window to read, and the signing secret of the
// current profile. For the Local sandbox it also makes the endpoint the sandbox delivers to.
class WebhookInspector : public QObject
{
    Q_OBJECT
public:
    // `secrets` must outlive the inspector (see setSecretStore()).
    explicit WebhookInspector(profiles::SecretStore *secrets, QObject *parent = nullptr);
    ~WebhookInspector() override;

    void setSecretStore(profiles::SecretStore *secrets);

    // Starts listening on 127.0.0.1:`port` (a free port when it is taken, or when 0) and
    // opens the store at `storePath` (DeliveryStore::defaultPath() when empty).
    void start(quint16 port, const webhooks::ResponseConfig &response = {},
               const QString &storePath = {});
    void stop();

    webhooks::WebhookReceiver *receiver() { return &m_receiver; }
    // Opened by start(); nullptr when the file cannot be opened (the list then lives in memory).
    webhooks::DeliveryStore *store() { return m_store.isOpen() ? &m_store : nullptr; }
    QString secret() const { return m_secret; }

    // Checks deliveries with this profile's webhook signing secret from the SecretStore (none:
    // every signed delivery is reported as not matching).
    void useProfile(const QString &profileId);
    // The endpoint the Local sandbox profile should deliver to, with its secret (made and kept
    // in the SecretStore the first time); `done` runs once, with ok false when the inspector
    // is not listening or the secret cannot be kept.
    void prepareLocalSandbox(
        const QString &profileId,
        std::function<void(bool ok, const sandbox::WebhookEndpoint &endpoint)> done);

Q_SIGNALS:
    void secretChanged(const QString &secret);
    void listening(const QUrl &url);
    void failed(const QString &error);

private:
    void setSecret(const QString &secret);
    void whenListening(std::function<void()> then);

    profiles::SecretStore *m_secrets;
    webhooks::WebhookReceiver m_receiver;
    webhooks::DeliveryStore m_store;
    std::unique_ptr<webhooks::LocalInspectorSetup> m_setup;
    QList<std::function<void()>> m_waiting; // until the receiver answers ready() or failed()
    QString m_secret;
    bool m_starting = false;
    quint64 m_generation = 0;
};

} // namespace paydesk::session
