#include "webhookinspector.h"

#include "localsandbox/localinspectorsetup.h"
#include "profiles/secretstore.h"

#include <QLoggingCategory>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcInspector, "paydesk.session.inspector")

namespace paydesk::session {

WebhookInspector::WebhookInspector(profiles::SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_secrets(secrets)
    , m_setup(std::make_unique<localsandbox::LocalInspectorSetup>(*secrets))
{
    connect(&m_receiver, &webhooks::WebhookReceiver::ready, this, [this](const QUrl &url) {
        m_starting = false;
        qCInfo(lcInspector) << "listening on" << url;
        Q_EMIT listening(url);
        for (const auto &then : std::exchange(m_waiting, {}))
            then();
    });
    connect(&m_receiver, &webhooks::WebhookReceiver::failed, this, [this](const QString &error) {
        m_starting = false;
        qCWarning(lcInspector) << "cannot listen:" << error;
        Q_EMIT failed(error);
        for (const auto &then : std::exchange(m_waiting, {}))
            then();
    });
    connect(&m_receiver, &webhooks::WebhookReceiver::responseChanged, this,
            &WebhookInspector::responseChanged);
}

WebhookInspector::~WebhookInspector()
{
    m_receiver.stop();
}

void WebhookInspector::setSecretStore(profiles::SecretStore *secrets)
{
    m_secrets = secrets;
    m_setup = std::make_unique<localsandbox::LocalInspectorSetup>(*secrets);
}

void WebhookInspector::start(quint16 port, const webhooks::ResponseConfig &response,
                             const QString &storePath)
{
    start(QHostAddress(QHostAddress::LocalHost), port, response, storePath);
}

void WebhookInspector::start(const QHostAddress &host, quint16 port,
                             const webhooks::ResponseConfig &response, const QString &storePath)
{
    const QString path = storePath.isEmpty() ? webhooks::DeliveryStore::defaultPath() : storePath;
    webhooks::ReceiverOptions options;
    options.host = host;
    options.port = port;
    options.response = response;
    options.storePath = path;
    if (path != m_storePath) {
        m_storePath = path;
        Q_EMIT storePathChanged(path);
    }
    startReceiver(options);
}

void WebhookInspector::restart(const QHostAddress &host, quint16 port)
{
    webhooks::ReceiverOptions options = m_receiver.options();
    options.host = host;
    options.port = port;
    options.storePath =
        m_storePath.isEmpty() ? webhooks::DeliveryStore::defaultPath() : m_storePath;
    m_storePath = options.storePath;
    startReceiver(options);
}

void WebhookInspector::startReceiver(const webhooks::ReceiverOptions &base)
{
    webhooks::ReceiverOptions options = base;
    m_host = options.host;
    m_port = options.port;
    // The address itself is the explicit choice; the receiver warns in the log.
    options.allowNonLoopback = !options.host.isLoopback();
    options.fallbackToFreePort = true;
    options.secret = m_secret;
    options.retention = m_retention;
    m_starting = true;
    m_receiver.start(options); // keeps the path secrets set before
}

void WebhookInspector::stop()
{
    m_receiver.stop();
}

void WebhookInspector::setRetention(const webhooks::DeliveryStore::Retention &retention)
{
    m_retention = retention;
    m_receiver.setRetention(retention);
}

void WebhookInspector::setResponse(const webhooks::ResponseConfig &response)
{
    m_receiver.setResponse(response); // responseChanged() follows when it differs
}

void WebhookInspector::whenListening(std::function<void()> then)
{
    if (m_starting)
        m_waiting << std::move(then);
    else
        then();
}

void WebhookInspector::setSecret(const QString &secret)
{
    m_secret = secret;
    m_receiver.setSecret(secret);
    Q_EMIT secretChanged(secret);
}

void WebhookInspector::useProfile(const QString &profileId)
{
    m_receiver.setProfileId(profileId);
    m_stale.renew();
    m_secrets->readSecret(profileId, profiles::SecretKind::WebhookSecret, this,
                          m_stale.guard([this](const std::optional<QString> &secret,
                                               const profiles::SecretError &error) {
                              if (!error.ok())
                                  qCWarning(lcInspector)
                                      << "no webhook signing secret:" << error.message;
                              setSecret(secret.value_or(QString()));
                          }));
}

void WebhookInspector::prepareLocalSandbox(
    const QString &profileId, std::function<void(bool ok, const WebhookEndpoint &endpoint)> done)
{
    // Deliveries to other paths are the Local sandbox's too while it is the current profile.
    m_receiver.setProfileId(profileId);
    m_stale.renew();
    whenListening(m_stale.guard([this, token = m_stale.token(), profileId, done = std::move(done)] {
        if (!m_receiver.isRunning())
            return done(false, {});
        // One answer per prepare: earlier connections are dropped with the setup's own
        // staleness rule.
        m_setup->disconnect(this);
        connect(m_setup.get(), &localsandbox::LocalInspectorSetup::ready, this,
                [this, token, profileId, done](const WebhookEndpoint &endpoint) {
                    m_setup->disconnect(this);
                    // The sandbox signs what it sends to this path with this secret, and keeps
                    // sending (and retrying) whichever profile becomes current; so the path
                    // keeps the secret even when another profile was chosen meanwhile.
                    m_receiver.setPathSecret(
                        QString::fromLatin1(localsandbox::LocalInspectorSetup::Path),
                        endpoint.secret, tr("the Local sandbox's secret"), profileId);
                    if (!m_stale.isCurrent(token))
                        return;
                    setSecret(endpoint.secret);
                    done(true, endpoint);
                });
        connect(m_setup.get(), &localsandbox::LocalInspectorSetup::failed, this,
                [this, token, done](const QString &error) {
                    m_setup->disconnect(this);
                    if (!m_stale.isCurrent(token))
                        return;
                    qCWarning(lcInspector) << "the local sandbox's endpoint:" << error;
                    setSecret({});
                    done(false, {});
                });
        m_setup->prepare(profileId, m_receiver.url());
    }));
}

} // namespace paydesk::session
