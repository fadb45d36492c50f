#pragma once

#include "core/staleness.h"

#include "api/apiclient.h"
#include "api/keys.h"
#include "profileconnection.h"
#include "profiles/preferences.h"
#include "profiles/profile.h"

#include <QObject>

namespace paydesk::profiles {
class ProfileStore;
class SecretStore;
} // namespace paydesk::profiles
namespace paydesk::localsandbox {
class LocalSandboxHost;
}

namespace paydesk::session {

class WebhookInspector;

// The connection of the window to one profile at a time. Activating a profile cancels all of
// the old profile's work, opens the new one (ProfileConnection: its key from the SecretStore,
// or the embedded local sandbox, delivering to the inspector), and hands out a fresh ApiClient.
// Nothing here blocks.
class Session : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Connecting, Ready, Failed };
    Q_ENUM(State)

    // `profiles` and `secrets` must outlive the session.
    Session(profiles::ProfileStore &profiles, profiles::SecretStore *secrets,
            QObject *parent = nullptr);
    ~Session() override;

    // The profiles the session opens (what it was made with).
    profiles::ProfileStore &profileStore() const { return m_profiles; }

    // Keys in memory for this run only, for the session and its inspector (no keychain; the
    // person agreed). The Local sandbox keeps its data.
    void holdSecretsForThisRun();
    bool holdsSecretsForThisRun() const { return m_connection.holdsSecretsForThisRun(); }
    profiles::SecretStore *secretStore() const { return m_connection.secretStore(); }
    localsandbox::LocalSandboxHost *localSandbox() const { return m_connection.localSandbox(); }

    // The inspector checks deliveries with the current profile's signing secret, and the Local
    // sandbox delivers to it. Not owned; nullptr (the default) for none.
    void setWebhookInspector(WebhookInspector *inspector) { m_inspector = inspector; }
    WebhookInspector *webhookInspector() const { return m_inspector; }

    // Per request, for clients made from now on (the Preferences' request timeout).
    void setRequestTimeoutMs(int ms) { m_connection.setRequestTimeoutMs(ms); }
    int requestTimeoutMs() const { return m_connection.requestTimeoutMs(); }
    // Stops the Local sandbox; when it is the current profile it starts again at once (with the
    // inspector's endpoint as it is now), else on its next activation.
    void restartLocalSandbox();
    // Deletes the Local sandbox's data and starts it again, seeded afresh; fails instead
    // while another process uses the data (LocalSandboxHost::removeDataDir()).
    void resetLocalSandbox();
    // Moves the inspector to another port; once it listens there, the Local sandbox starts
    // again, as it learns where to deliver when it starts. If the inspector cannot listen,
    // the sandbox stays as it is.
    void moveWebhookInspector(quint16 port);
    // What changed in Preferences, applied: the request timeout (reconnecting when it
    // changed), the inspector's answer and its port.
    void applyPreferences(const profiles::Preferences &before, const profiles::Preferences &after);

    void activate(const QString &profileId);
    // Re-read the key of the current profile (after the editor changed it).
    void reconnect() { activate(m_profile.id); }

    // What the current profile's key may do: asked of the service (GET /api/v1/me) once
    // connected, and again when a request is refused for the key (401) or a permission (403).
    // Unknown until it answers (every action offered); NotOffered from a service without /me.
    const api::KeyCapabilities &capabilities() const { return m_capabilities; }
    // Asks again now (the keys changed); nothing while an answer is awaited.
    void refreshCapabilities();

    State state() const { return m_state; }
    const profiles::Profile &profile() const { return m_profile; }
    api::ApiClient *client() const { return m_connection.client(); }
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    // The client of the previous profile is gone (its work cancelled) before this is emitted.
    void clientChanged(paydesk::api::ApiClient *client, const paydesk::profiles::Profile &profile);
    void stateChanged(paydesk::session::Session::State state);
    void activationFailed(const paydesk::profiles::Profile &profile, const QString &message,
                          bool keychainUnavailable);
    void capabilitiesChanged(const paydesk::api::KeyCapabilities &capabilities);

private:
    void setState(State s);
    void restartLocalSandbox(bool deleteData);
    void onReady(api::ApiClient *client);
    void onFailed(const ProfileConnection::Failure &failure);
    void fail(const profiles::Profile &profile, const QString &message, bool keychain = false);
    void setCapabilities(const api::KeyCapabilities &capabilities);

    profiles::ProfileStore &m_profiles;
    ProfileConnection m_connection;
    WebhookInspector *m_inspector = nullptr;
    profiles::Profile m_profile;
    State m_state = State::Idle;
    QString m_lastError;
    api::KeyCapabilities m_capabilities;
    api::RequestId m_meRequest = 0;
    Staleness m_stale; // a newer activate() makes older callbacks stale
};

} // namespace paydesk::session
