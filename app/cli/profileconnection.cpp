#include "profileconnection.h"

#include "localsandboxhost.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/memorysecretstore.h"

using namespace Qt::StringLiterals;

namespace paydesk::cli {

using profiles::SecretError;
using profiles::SecretKind;

ProfileConnection::ProfileConnection(profiles::SecretStore &secrets,
                                     profiles::KeychainSecretStore *keychain, QObject *parent)
    : QObject(parent)
    , m_secrets(secrets)
    , m_keychain(keychain)
{}

ProfileConnection::~ProfileConnection()
{
    // The client's requests go first, then the service they talk to.
    m_client.reset();
    m_localSandbox.reset();
}

void ProfileConnection::setClientLimits(int timeoutMs, int maxRetries)
{
    m_timeoutMs = timeoutMs;
    m_maxRetries = maxRetries;
}

void ProfileConnection::open(const profiles::Profile &profile)
{
    m_profile = profile;
    if (!m_keychain)
        return openWith(m_secrets);
    m_keychain->probe(this, [this](const SecretError &keychain) {
        if (keychain.ok())
            return openWith(m_secrets);
        if (!m_profile.localSandbox)
            return Q_EMIT failed(tr("The API key of \"%1\" cannot be read: %2")
                                     .arg(m_profile.name, keychain.message));
        Q_EMIT notice(tr("Note: %1 The local sandbox's API key is held for this run only.")
                          .arg(keychain.message));
        m_runOnlySecrets = std::make_unique<profiles::MemorySecretStore>();
        openWith(*m_runOnlySecrets);
    });
}

void ProfileConnection::openWith(profiles::SecretStore &secrets)
{
    if (m_profile.localSandbox) {
        m_localSandbox = std::make_unique<localsandbox::LocalSandboxHost>(secrets);
        if (!m_localDataDir.isEmpty())
            m_localSandbox->setDataDir(m_localDataDir);
        if (m_localSeedCount)
            m_localSandbox->setSeedCount(*m_localSeedCount);
        connect(m_localSandbox.get(), &localsandbox::LocalSandboxHost::ready, this,
                [this](const QUrl &url, const QString &apiKey) {
                    m_merchantId = m_localSandbox->merchantId();
                    connectTo(url, apiKey);
                });
        connect(m_localSandbox.get(), &localsandbox::LocalSandboxHost::failed, this,
                &ProfileConnection::failed);
        m_localSandbox->start(m_profile.id);
        return;
    }
    secrets.readSecret(m_profile.id, SecretKind::ApiKey, this,
                       [this](const std::optional<QString> &key, const SecretError &error) {
                           if (!error.ok())
                               return Q_EMIT failed(tr("The API key of \"%1\" cannot be read: %2")
                                                        .arg(m_profile.name, error.message));
                           if (!key || key->isEmpty())
                               return Q_EMIT failed(
                                   tr("The profile \"%1\" has no API key. Add one in the "
                                      "window's profile editor, or remove the profile and "
                                      "add it again with --key-stdin.")
                                       .arg(m_profile.name));
                           connectTo(m_profile.baseUrl, *key);
                       });
}

void ProfileConnection::connectTo(const QUrl &baseUrl, const QString &apiKey)
{
    api::ClientConfig config;
    config.baseUrl = baseUrl;
    config.apiKey = apiKey;
    config.environment = m_profile.environment;
    config.timeoutMs = m_timeoutMs;
    config.maxRetries = m_maxRetries;
    m_client = std::make_unique<api::ApiClient>(config, &m_nam);
    Q_EMIT ready(m_client.get());
}

} // namespace paydesk::cli
