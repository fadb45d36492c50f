#include "session.h"

#include "localsandbox/localsandboxhost.h"
#include "profiles/profilestore.h"
#include "profiles/secretstore.h"
#include "webhookinspector.h"

using namespace Qt::StringLiterals;

namespace paydesk::session {

Session::Session(profiles::ProfileStore &profiles, profiles::SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_profiles(profiles)
    , m_connection(secrets)
{
    connect(&m_connection, &ProfileConnection::ready, this, &Session::onReady);
    connect(&m_connection, &ProfileConnection::failed, this, &Session::onFailed);
}

Session::~Session()
{
    m_connection.close();
    m_connection.localSandbox()->stop();
}

void Session::holdSecretsForThisRun()
{
    m_connection.holdSecretsForThisRun();
    if (m_inspector)
        m_inspector->setSecretStore(m_connection.secretStore());
}

void Session::setState(State s)
{
    if (m_state == s)
        return;
    m_state = s;
    Q_EMIT stateChanged(s);
}

void Session::fail(const profiles::Profile &profile, const QString &message, bool keychain)
{
    m_lastError = message;
    setState(State::Failed);
    Q_EMIT activationFailed(profile, message, keychain);
}

void Session::activate(const QString &profileId)
{
    // The person chose a profile or tries again: a keychain prompt they refused may ask again.
    m_connection.secretStore()->askAgain();
    const auto found = m_profiles.find(profileId);
    m_stale.renew([this] { m_connection.close(); });
    m_meRequest = 0;
    setCapabilities({});
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

    if (!m_inspector)
        return m_connection.open(m_profile);
    if (!m_profile.localSandbox) {
        m_inspector->useProfile(m_profile.id);
        return m_connection.open(m_profile);
    }
    // The inspector's endpoint and secret first, so the sandbox signs with the secret the
    // inspector checks with; without an inspector the sandbox just sends no webhooks. A
    // running sandbox keeps the endpoint it started with.
    m_inspector->prepareLocalSandbox(
        m_profile.id, m_stale.guard([this](bool ok, const WebhookEndpoint &endpoint) {
            localsandbox::LocalSandboxHost *local = m_connection.localSandbox();
            if (!local->isRunning())
                local->setWebhookEndpoints(ok ? QList<WebhookEndpoint>{endpoint}
                                              : QList<WebhookEndpoint>{});
            m_connection.open(m_profile);
        }));
}

void Session::onReady(api::ApiClient *client)
{
    // The guards run here too, so a wrong key is named before the first pane asks.
    const api::ClientConfig &config = client->config();
    if (auto refusal =
            api::checkConnectionGuards(config.environment, config.baseUrl, config.apiKey)) {
        m_connection.close();
        fail(m_profile, refusal->message());
        return;
    }
    m_lastError.clear();
    setState(State::Ready);
    Q_EMIT clientChanged(client, m_profile);
    // A key revoked or changed meanwhile shows in a refusal: ask what it may do again.
    connect(
        client, &api::ApiClient::requestFinished, this,
        [this](api::RequestId, bool ok, const api::ApiError &e) {
            const bool keyRefused = e.httpStatus == 401 && e.code == u"invalid_api_key";
            if (!ok && e.kind == api::ApiError::Kind::Http &&
                ((keyRefused && m_capabilities.state() != api::KeyCapabilities::State::Refused) ||
                 e.code == u"permission_denied"))
                refreshCapabilities();
        });
    refreshCapabilities();
}

void Session::refreshCapabilities()
{
    api::ApiClient *c = client();
    if (!c || m_meRequest)
        return;
    m_meRequest = c->me(this, m_stale.guard([this](const api::Result<api::KeyInfo> &r) {
        m_meRequest = 0;
        if (r.ok())
            return setCapabilities(api::KeyCapabilities::fromKey(r.value()));
        const api::ApiError &e = r.error();
        if (e.kind != api::ApiError::Kind::Http)
            return; // no answer: what was known stays
        if (e.httpStatus == 404 || e.httpStatus == 405)
            return setCapabilities(api::KeyCapabilities::notOffered());
        if (e.httpStatus == 401)
            setCapabilities(api::KeyCapabilities::refused(e.message().replace(u'\n', u' ')));
    }));
}

void Session::setCapabilities(const api::KeyCapabilities &capabilities)
{
    if (m_capabilities == capabilities)
        return;
    m_capabilities = capabilities;
    Q_EMIT capabilitiesChanged(m_capabilities);
}

void Session::onFailed(const ProfileConnection::Failure &failure)
{
    switch (failure.reason) {
    case ProfileConnection::Failure::Reason::KeyUnreadable:
        return fail(m_profile, failure.message, failure.keychainUnavailable);
    case ProfileConnection::Failure::Reason::NoKey:
        return fail(m_profile, tr("No API key is stored for \"%1\". Paste one in the profile "
                                  "editor.")
                                   .arg(m_profile.name));
    case ProfileConnection::Failure::Reason::LocalSandbox:
        return fail(m_profile, tr("The local sandbox could not start: %1").arg(failure.message),
                    failure.keychainUnavailable);
    }
}

void Session::restartLocalSandbox()
{
    restartLocalSandbox(false);
}

void Session::resetLocalSandbox()
{
    restartLocalSandbox(true);
}

void Session::applyPreferences(const profiles::Preferences &before,
                               const profiles::Preferences &after)
{
    setRequestTimeoutMs(after.requestTimeoutSeconds * 1000);
    if (after.requestTimeoutSeconds != before.requestTimeoutSeconds)
        reconnect();
    if (!m_inspector)
        return;
    webhooks::ResponseConfig response;
    response.status = after.inspectorResponseStatus;
    response.delayMs = after.inspectorResponseDelayMs;
    m_inspector->setResponse(response);
    if (after.inspectorPort != before.inspectorPort)
        moveWebhookInspector(after.inspectorPort);
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
        m_stale.renew([this] { m_connection.close(); }); // the old service's callbacks
        Q_EMIT clientChanged(nullptr, m_profile);
    }
    localsandbox::LocalSandboxHost *local = m_connection.localSandbox();
    local->stop();
    // Never under another process's service (`paydesk trigger`, a second window) that runs on
    // the same folder.
    if (deleteData && !local->removeDataDir()) {
        if (current)
            fail(m_profile, tr("The local sandbox's data was not deleted: another PayDesk (a "
                               "command or a second window) is using it. Close it, then reset "
                               "again."));
        return;
    }
    if (current)
        activate(m_profile.id);
}

} // namespace paydesk::session
