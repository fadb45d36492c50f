#pragma once

#include "api/apiclient.h"
#include "profiles/profile.h"

#include <QNetworkAccessManager>
#include <QObject>

#include <memory>
#include <optional>

namespace paydesk::profiles {
class KeychainSecretStore;
class MemorySecretStore;
class SecretStore;
} // namespace paydesk::profiles

namespace paydesk::localsandbox {
class LocalSandboxHost;
}

namespace paydesk::cli {

// What a command needs to talk to a profile's service: the key read from the keychain (or the
// embedded Local sandbox started, with its key), and an ApiClient over it. Shared by
// `paydesk profiles test`, `paydesk export transactions` and `paydesk export trial-balance`.
class ProfileConnection : public QObject
{
    Q_OBJECT
public:
    // `secrets` must outlive the connection. When `keychain` is given (the OS keychain, usually
    // the same object as `secrets`), it is probed first: without it, the Local sandbox still
    // works with a key held for this run only (notice() says so); any other profile fails.
    ProfileConnection(profiles::SecretStore &secrets, profiles::KeychainSecretStore *keychain,
                      QObject *parent = nullptr);
    ~ProfileConnection() override;

    // The Local sandbox's data folder (default LocalSandboxHost::defaultDataDir()) and the demo
    // transactions made when it is empty.
    void setLocalSandboxDataDir(const QString &dir) { m_localDataDir = dir; }
    void setLocalSandboxSeedCount(int count) { m_localSeedCount = count; }
    // Per request; the command line waits less than the window would.
    void setClientLimits(int timeoutMs, int maxRetries);

    // ready() or failed() follow from the event loop, once.
    void open(const profiles::Profile &profile);

    api::ApiClient *client() const { return m_client.get(); }
    const profiles::Profile &profile() const { return m_profile; }
    // Known without a request for the Local sandbox; empty otherwise.
    QString merchantId() const { return m_merchantId; }

Q_SIGNALS:
    void notice(const QString &message);
    void ready(paydesk::api::ApiClient *client);
    void failed(const QString &message);

private:
    void openWith(profiles::SecretStore &secrets);
    void connectTo(const QUrl &baseUrl, const QString &apiKey);

    profiles::SecretStore &m_secrets;
    profiles::KeychainSecretStore *m_keychain;
    std::unique_ptr<profiles::MemorySecretStore> m_runOnlySecrets;
    std::unique_ptr<localsandbox::LocalSandboxHost> m_localSandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    profiles::Profile m_profile;
    QString m_localDataDir;
    std::optional<int> m_localSeedCount;
    QString m_merchantId;
    int m_timeoutMs = 30000;
    int m_maxRetries = 2;
};

} // namespace paydesk::cli
