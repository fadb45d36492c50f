#pragma once

#include "core/staleness.h"

#include "core/webhookendpoint.h"

#include <QObject>
#include <QUrl>

namespace paydesk::profiles {
class SecretStore;
}

namespace paydesk::localsandbox {

// Registers the webhook inspector as the Local sandbox profile's webhook endpoint. The
// endpoint's signing secret is the profile's WebhookSecret in the SecretStore: read when there
// is one, else generated (whsec_ + base64 of 32 random bytes) and stored, so that the
// sandbox signs with the secret the inspector checks with, across restarts.
//
//   setup.prepare(profileId, receiver.url());
//   on ready(endpoint):  receiver.setSecret(endpoint.secret); pane.setSecret(endpoint.secret);
//                        host.setWebhookEndpoints({endpoint}); host.start(profileId);
class LocalInspectorSetup : public QObject
{
    Q_OBJECT
public:
    // Where on the inspector the Local sandbox delivers.
    static constexpr char Path[] = "/webhooks/local-sandbox";

    // `secrets` must outlive this object.
    explicit LocalInspectorSetup(profiles::SecretStore &secrets, QObject *parent = nullptr);

    // ready() or failed() follow, once, from the event loop. A new call makes an earlier one's
    // answer stale (it is dropped).
    void prepare(const QString &profileId, const QUrl &receiverUrl);

    // The endpoint for a running receiver at `receiverUrl` (http://HOST:PORT) and `secret`.
    static WebhookEndpoint endpointFor(const QUrl &receiverUrl, const QString &secret);

Q_SIGNALS:
    void ready(const paydesk::WebhookEndpoint &endpoint);
    void failed(const QString &error);

private:
    profiles::SecretStore &m_secrets;
    Staleness m_stale; // a newer prepare() makes older callbacks stale
};

} // namespace paydesk::localsandbox
