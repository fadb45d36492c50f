#include "profileconnection.h"

#include "localsandbox/localsandboxhost.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/memorysecretstore.h"

#include <QTimer>

namespace paydesk::session {

using profiles::SecretError;
using profiles::SecretKind;

ProfileConnection::ProfileConnection(profiles::SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_secrets(secrets)
    , m_nam(this)
{
    // An API key must never follow a redirect to another origin.
    m_nam.setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
    makeLocalSandbox();
}

ProfileConnection::~ProfileConnection()
{
    // The client's requests go first, then the service they talk to.
    close();
    m_local.reset();
}

void ProfileConnection::makeLocalSandbox()
{
    // The same service, only its key held elsewhere: its data and demo size stay.
    auto host = std::make_unique<localsandbox::LocalSandboxHost>(*m_secrets);
    if (m_local) {
        m_local->stop();
        host->setDataDir(m_local->dataDir());
        host->setSeedCount(m_local->seedCount());
    }
    m_local = std::move(host);
}

void ProfileConnection::holdSecretsForThisRun()
{
    if (!m_runOnlySecrets)
        m_runOnlySecrets = std::make_unique<profiles::MemorySecretStore>();
    m_secrets = m_runOnlySecrets.get();
    makeLocalSandbox();
}

QString ProfileConnection::merchantId() const
{
    return m_profile.localSandbox && m_local->isRunning() ? m_local->merchantId() : QString();
}

void ProfileConnection::open(const profiles::Profile &profile)
{
    begin(profile, std::nullopt);
}

void ProfileConnection::open(const profiles::Profile &profile, const QString &apiKey)
{
    begin(profile, apiKey);
}

void ProfileConnection::close()
{
    m_stale.renew([this] {
        m_local->disconnect(this);
        if (m_client) {
            m_client->cancelAll();
            m_client.reset();
        }
    });
}

void ProfileConnection::begin(const profiles::Profile &profile,
                              const std::optional<QString> &apiKey)
{
    close();
    m_profile = profile;
    if (apiKey && !profile.localSandbox) {
        QTimer::singleShot(
            0, this, m_stale.guard([this, key = *apiKey] { connectTo(m_profile.baseUrl, key); }));
        return;
    }
    const auto proceed = [this] {
        if (m_profile.localSandbox)
            openLocalSandbox();
        else
            openWithStoredKey();
    };
    if (!m_keychain || m_runOnlySecrets)
        return proceed();
    m_keychain->probe(this, m_stale.guard([this, proceed](const SecretError &keychain) {
        if (keychain.ok())
            return proceed();
        if (!m_profile.localSandbox)
            return fail(Failure::Reason::KeyUnreadable, keychain.message,
                        keychain.keychainUnusable());
        holdSecretsForThisRun();
        Q_EMIT secretsHeldForThisRun(keychain.message);
        proceed();
    }));
}

void ProfileConnection::openWithStoredKey()
{
    m_secrets->readSecret(
        m_profile.id, SecretKind::ApiKey, this,
        m_stale.guard([this](const std::optional<QString> &key, const SecretError &error) {
            if (!error.ok())
                return fail(Failure::Reason::KeyUnreadable, error.message,
                            error.keychainUnusable());
            if (!key || key->isEmpty())
                return fail(Failure::Reason::NoKey, {});
            connectTo(m_profile.baseUrl, *key);
        }));
}

void ProfileConnection::openLocalSandbox()
{
    if (m_local->isRunning()) {
        // Its answer from the event loop too, as when it starts.
        QTimer::singleShot(
            0, this, m_stale.guard([this] { connectTo(m_local->baseUrl(), m_local->apiKey()); }));
        return;
    }
    connect(m_local.get(), &localsandbox::LocalSandboxHost::ready, this,
            m_stale.guard([this](const QUrl &url, const QString &key) { connectTo(url, key); }));
    connect(m_local.get(), &localsandbox::LocalSandboxHost::failed, this,
            m_stale.guard([this](const QString &error) {
                fail(Failure::Reason::LocalSandbox, error, m_local->keychainUnavailable());
            }));
    m_local->start(m_profile.id);
}

void ProfileConnection::connectTo(const QUrl &baseUrl, const QString &apiKey)
{
    m_local->disconnect(this); // answered
    api::ClientConfig config;
    config.baseUrl = baseUrl;
    config.apiKey = apiKey;
    config.environment = m_profile.environment;
    config.timeoutMs = m_timeoutMs;
    config.maxRetries = m_maxRetries;
    m_client = std::make_unique<api::ApiClient>(config, &m_nam);
    Q_EMIT ready(m_client.get());
}

void ProfileConnection::fail(Failure::Reason reason, const QString &message,
                             bool keychainUnavailable)
{
    m_local->disconnect(this);
    Failure failure;
    failure.reason = reason;
    failure.message = message;
    failure.keychainUnavailable = keychainUnavailable;
    Q_EMIT failed(failure);
}

} // namespace paydesk::session
