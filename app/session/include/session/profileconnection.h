#pragma once

#include "core/staleness.h"

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

namespace paydesk::session {

// A profile turned into an ApiClient, for the window (Session), the profile editor's test
// (ConnectionTest) and the command line. The API key is read from the SecretStore; for the
// Local sandbox profile the embedded sandbox is started (or taken as it runs), with a key of
// its own. The clients use a QNetworkAccessManager of the connection's own, which it hands to
// nobody. Nothing blocks.
class ProfileConnection : public QObject
{
    Q_OBJECT
public:
    // Why a profile could not be connected. Each caller words it its own way.
    struct Failure
    {
        enum class Reason {
            KeyUnreadable, // the SecretStore failed; `message` is its own
            NoKey,         // no API key is stored for the profile
            LocalSandbox,  // the embedded sandbox did not start; `message` is the host's
        };
        Reason reason = Reason::KeyUnreadable;
        QString message;
        // The keychain cannot keep keys now (no Secret Service, no keyring, locked, its prompt
        // cancelled): the person may try again or hold keys for this run
        // (holdSecretsForThisRun()).
        bool keychainUnavailable = false;
    };

    // `secrets` must outlive the connection.
    explicit ProfileConnection(profiles::SecretStore *secrets, QObject *parent = nullptr);
    ~ProfileConnection() override;

    profiles::SecretStore *secretStore() const { return m_secrets; }
    // From now on keys are held in memory, for this run only (no keychain answers). The Local
    // sandbox stops, keeping its data folder and demo size; its next start makes a new key.
    void holdSecretsForThisRun();
    bool holdsSecretsForThisRun() const { return m_runOnlySecrets != nullptr; }
    // The command line's way without a keychain: every open() first asks `keychain` whether it
    // answers. When it does not, the Local sandbox profile is opened with its key held for this
    // run only (secretsHeldForThisRun() says why) and any other profile fails (KeyUnreadable).
    // Not owned; nullptr (the default) for no probe.
    void setKeychainProbe(profiles::KeychainSecretStore *keychain) { m_keychain = keychain; }

    // Per request, for clients made from now on.
    void setRequestTimeoutMs(int ms) { m_timeoutMs = ms; }
    int requestTimeoutMs() const { return m_timeoutMs; }
    void setMaxRetries(int retries) { m_maxRetries = retries; }
    int maxRetries() const { return m_maxRetries; }

    // The embedded sandbox of the Local sandbox profile: its data folder, demo size and webhook
    // endpoints are set here before it starts. holdSecretsForThisRun() replaces it.
    localsandbox::LocalSandboxHost *localSandbox() const { return m_local.get(); }

    // Drops the current client (its requests cancelled), then ready() or failed() follow, once,
    // from the event loop. A newer open() or close() makes the answer stale: it never comes.
    void open(const profiles::Profile &profile);
    // With `apiKey` instead of the stored one (a key typed and not saved yet). The Local
    // sandbox profile ignores it: its key is its own.
    void open(const profiles::Profile &profile, const QString &apiKey);
    // Cancels the client's requests and drops it, and the answer of an open() under way. A
    // running Local sandbox keeps running.
    void close();

    api::ApiClient *client() const { return m_client.get(); }
    const profiles::Profile &profile() const { return m_profile; }
    // The Local sandbox's merchant, known without a request; empty for other profiles.
    QString merchantId() const;

Q_SIGNALS:
    void ready(paydesk::api::ApiClient *client);
    void failed(const paydesk::session::ProfileConnection::Failure &failure);
    // The keychain probe failed (`reason`), so the Local sandbox's key is held for this run.
    void secretsHeldForThisRun(const QString &reason);

private:
    void begin(const profiles::Profile &profile, const std::optional<QString> &apiKey);
    void openWithStoredKey();
    void openLocalSandbox();
    void connectTo(const QUrl &baseUrl, const QString &apiKey);
    void fail(Failure::Reason reason, const QString &message, bool keychainUnavailable = false);
    void makeLocalSandbox();

    profiles::SecretStore *m_secrets;
    profiles::KeychainSecretStore *m_keychain = nullptr;
    std::unique_ptr<profiles::MemorySecretStore> m_runOnlySecrets;
    QNetworkAccessManager m_nam;
    // Declared after the stores and the network, so that they outlive the service and the
    // client; the client's requests end before the service does.
    std::unique_ptr<localsandbox::LocalSandboxHost> m_local;
    std::unique_ptr<api::ApiClient> m_client;
    profiles::Profile m_profile;
    int m_timeoutMs = api::ClientConfig().timeoutMs;
    int m_maxRetries = api::ClientConfig().maxRetries;
    Staleness m_stale; // a newer open() or close() makes older callbacks stale
};

} // namespace paydesk::session
