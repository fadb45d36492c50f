#include "localinspectorsetup.h"

#include "localsandboxlogging.h"
#include "profiles/secretstore.h"

namespace paydesk::localsandbox {

using profiles::SecretError;
using profiles::SecretKind;

LocalInspectorSetup::LocalInspectorSetup(profiles::SecretStore &secrets, QObject *parent)
    : QObject(parent)
    , m_secrets(secrets)
{}

WebhookEndpoint LocalInspectorSetup::endpointFor(const QUrl &receiverUrl, const QString &secret)
{
    QUrl url = receiverUrl;
    url.setPath(QString::fromLatin1(Path));
    return {url, secret};
}

void LocalInspectorSetup::prepare(const QString &profileId, const QUrl &receiverUrl)
{
    m_stale.renew();
    m_secrets.readSecret(
        profileId, SecretKind::WebhookSecret, this,
        m_stale.guard([this, profileId, receiverUrl](const std::optional<QString> &stored,
                                                     const SecretError &error) {
            if (!error.ok()) {
                Q_EMIT failed(tr("The local sandbox's webhook signing secret could not be "
                                 "read: %1")
                                  .arg(error.message));
                return;
            }
            if (stored && isUsableWebhookSecret(*stored)) {
                Q_EMIT ready(endpointFor(receiverUrl, *stored));
                return;
            }
            const QString secret = generateWebhookSecret();
            qCInfo(lcLocalSandbox) << "generated a webhook signing secret for the local sandbox";
            m_secrets.writeSecret(
                profileId, SecretKind::WebhookSecret, secret, this,
                m_stale.guard([this, receiverUrl, secret](const SecretError &error) {
                    if (!error.ok()) {
                        Q_EMIT failed(tr("The local sandbox's new webhook signing secret could "
                                         "not be stored: %1")
                                          .arg(error.message));
                        return;
                    }
                    Q_EMIT ready(endpointFor(receiverUrl, secret));
                }));
        }));
}

} // namespace paydesk::localsandbox
