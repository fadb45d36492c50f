#include "webhookinspector.h"

#include "profiles/secretstore.h"
#include "webhooks/localinspectorsetup.h"

#include <QLoggingCategory>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcInspector, "paydesk.session.inspector")

namespace paydesk::session {

WebhookInspector::WebhookInspector(profiles::SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_secrets(secrets)
    , m_setup(std::make_unique<webhooks::LocalInspectorSetup>(*secrets))
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
}

WebhookInspector::~WebhookInspector()
{
    m_receiver.stop();
}

void WebhookInspector::setSecretStore(profiles::SecretStore *secrets)
{
    m_secrets = secrets;
    m_setup = std::make_unique<webhooks::LocalInspectorSetup>(*secrets);
}

void WebhookInspector::start(quint16 port, const webhooks::ResponseConfig &response,
                             const QString &storePath)
{
    const QString path = storePath.isEmpty() ? webhooks::DeliveryStore::defaultPath() : storePath;
    QString error;
    if (!m_store.open(path, &error))
        qCWarning(lcInspector) << "the delivery store cannot be opened:" << error;
    webhooks::ReceiverOptions options;
    options.port = port;
    options.fallbackToFreePort = true;
    options.response = response;
    options.storePath = path;
    options.secret = m_secret;
    m_starting = true;
    m_receiver.start(options);
}

void WebhookInspector::stop()
{
    m_receiver.stop();
    m_store.close();
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
    const quint64 generation = ++m_generation;
    m_secrets->readSecret(profileId, profiles::SecretKind::WebhookSecret, this,
                          [this, generation](const std::optional<QString> &secret,
                                             const profiles::SecretError &error) {
                              if (generation != m_generation)
                                  return;
                              if (!error.ok())
                                  qCWarning(lcInspector)
                                      << "no webhook signing secret:" << error.message;
                              setSecret(secret.value_or(QString()));
                          });
}

void WebhookInspector::prepareLocalSandbox(
    const QString &profileId,
    std::function<void(bool ok, const sandbox::WebhookEndpoint &endpoint)> done)
{
    const quint64 generation = ++m_generation;
    whenListening([this, generation, profileId, done = std::move(done)] {
        if (generation != m_generation)
            return;
        if (!m_receiver.isRunning())
            return done(false, {});
        // One answer per prepare: earlier connections are dropped with the setup's own
        // staleness rule.
        m_setup->disconnect(this);
        connect(m_setup.get(), &webhooks::LocalInspectorSetup::ready, this,
                [this, generation, done](const sandbox::WebhookEndpoint &endpoint) {
                    m_setup->disconnect(this);
                    if (generation != m_generation)
                        return;
                    setSecret(endpoint.secret);
                    done(true, endpoint);
                });
        connect(m_setup.get(), &webhooks::LocalInspectorSetup::failed, this,
                [this, generation, done](const QString &error) {
                    m_setup->disconnect(this);
                    if (generation != m_generation)
                        return;
                    qCWarning(lcInspector) << "the local sandbox's endpoint:" << error;
                    setSecret({});
                    done(false, {});
                });
        m_setup->prepare(profileId, m_receiver.url());
    });
}

} // namespace paydesk::session
