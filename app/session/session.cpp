#include "session.h"

#include "localsandboxhost.h"
#include "profiles/profilestore.h"
#include "profiles/secretstore.h"
#include "webhookinspector.h"

#include <QCoreApplication>
#include <QDir>

using namespace Qt::StringLiterals;

namespace paydesk::session {

Session::Session(profiles::ProfileStore &profiles, profiles::SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_profiles(profiles)
    , m_secrets(secrets)
    , m_nam(this)
{
    // An API key must never follow a redirect to another origin.
    m_nam.setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
    m_local = std::make_unique<localsandbox::LocalSandboxHost>(*m_secrets);
}

Session::~Session()
{
    dropClient();
    if (m_local)
        m_local->stop();
}

void Session::setSecretStore(profiles::SecretStore *secrets)
{
    m_secrets = secrets;
    if (m_inspector)
        m_inspector->setSecretStore(secrets);
    // The same service, only its key held elsewhere: its data and demo size stay.
    const QString dataDir = m_local->dataDir();
    const int seedCount = m_local->seedCount();
    m_local->stop();
    m_local = std::make_unique<localsandbox::LocalSandboxHost>(*m_secrets);
    m_local->setDataDir(dataDir);
    m_local->setSeedCount(seedCount);
}

void Session::setState(State s)
{
    if (m_state == s)
        return;
    m_state = s;
    Q_EMIT stateChanged(s);
}

void Session::dropClient()
{
    if (m_client) {
        m_client->cancelAll();
        m_client.reset();
    }
}

void Session::fail(const profiles::Profile &profile, const QString &message, bool keychain)
{
    m_lastError = message;
    setState(State::Failed);
    Q_EMIT activationFailed(profile, message, keychain);
}

void Session::activate(const QString &profileId)
{
    const auto found = m_profiles.find(profileId);
    ++m_generation;
    const quint64 generation = m_generation;
    dropClient();
    if (!found) {
        m_profile = {};
        Q_EMIT clientChanged(nullptr, m_profile);
        setState(State::Idle);
        return;
    }
    m_profile = *found;
    m_profiles.setCurrentProfileId(profileId);
    Q_EMIT clientChanged(nullptr, m_profile);
    setState(State::Connecting);

    if (m_profile.localSandbox) {
        m_local->disconnect(this);
        connect(m_local.get(), &localsandbox::LocalSandboxHost::ready, this,
                [this, generation](const QUrl &url, const QString &key) {
                    if (generation == m_generation)
                        connectWith(m_profile, url, key);
                });
        connect(m_local.get(), &localsandbox::LocalSandboxHost::failed, this,
                [this, generation](const QString &error) {
                    if (generation == m_generation)
                        fail(m_profile, tr("The local sandbox could not start: %1").arg(error),
                             m_local->keychainUnavailable());
                });
        if (!m_inspector) {
            if (m_local->isRunning())
                connectWith(m_profile, m_local->baseUrl(), m_local->apiKey());
            else
                m_local->start(m_profile.id);
            return;
        }
        // The inspector's endpoint and secret first, so the sandbox signs with the secret the
        // inspector checks with; without an inspector the sandbox just sends no webhooks.
        m_inspector->prepareLocalSandbox(
            m_profile.id, [this, generation](bool ok, const WebhookEndpoint &endpoint) {
                if (generation != m_generation)
                    return;
                if (m_local->isRunning())
                    return connectWith(m_profile, m_local->baseUrl(), m_local->apiKey());
                m_local->setWebhookEndpoints(ok ? QList<WebhookEndpoint>{endpoint}
                                                : QList<WebhookEndpoint>{});
                m_local->start(m_profile.id);
            });
        return;
    }

    if (m_inspector)
        m_inspector->useProfile(m_profile.id);

    m_secrets->readSecret(
        m_profile.id, profiles::SecretKind::ApiKey, this,
        [this, generation](const std::optional<QString> &key, const profiles::SecretError &e) {
            if (generation != m_generation)
                return;
            if (!e.ok()) {
                fail(m_profile, e.message, e.kind == profiles::SecretError::Kind::Unavailable);
                return;
            }
            if (!key || key->isEmpty()) {
                fail(m_profile, tr("No API key is stored for \"%1\". Paste one in the profile "
                                   "editor.")
                                    .arg(m_profile.name));
                return;
            }
            connectWith(m_profile, m_profile.baseUrl, *key);
        });
}

void Session::restartLocalSandbox()
{
    restartLocalSandbox(false);
}

void Session::resetLocalSandbox()
{
    restartLocalSandbox(true);
}

void Session::moveWebhookInspector(quint16 port)
{
    if (!m_inspector)
        return;
    auto listening = std::make_shared<QMetaObject::Connection>();
    auto failed = std::make_shared<QMetaObject::Connection>();
    const auto done = [listening, failed] {
        disconnect(*listening);
        disconnect(*failed);
    };
    *listening = connect(m_inspector, &WebhookInspector::listening, this, [this, done] {
        done();
        restartLocalSandbox();
    });
    *failed = connect(m_inspector, &WebhookInspector::failed, this, done);
    m_inspector->restart(m_inspector->host(), port);
}

void Session::restartLocalSandbox(bool deleteData)
{
    const bool current = m_profile.localSandbox;
    if (current) {
        ++m_generation; // the old service's callbacks are stale
        dropClient();
        Q_EMIT clientChanged(nullptr, m_profile);
    }
    m_local->stop();
    const QString dir = m_local->dataDir();
    if (deleteData && !dir.isEmpty())
        QDir(dir).removeRecursively();
    if (current)
        activate(m_profile.id);
}

void Session::connectWith(const profiles::Profile &profile, const QUrl &baseUrl, const QString &key)
{
    api::ClientConfig config;
    config.baseUrl = baseUrl;
    config.apiKey = key;
    config.environment = profile.environment;
    config.timeoutMs = m_timeoutMs;
    // The guards run here too, so a wrong key is named before the first pane asks.
    if (auto refusal = api::checkConnectionGuards(config.environment, baseUrl, key)) {
        fail(profile, refusal->message());
        return;
    }
    m_client = std::make_unique<api::ApiClient>(config, &m_nam);
    m_lastError.clear();
    setState(State::Ready);
    Q_EMIT clientChanged(m_client.get(), profile);
}

} // namespace paydesk::session
