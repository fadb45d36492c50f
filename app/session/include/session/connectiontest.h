#pragma once

#include "profileconnection.h"

#include <QObject>

namespace paydesk::session {

// "Test connection": one authenticated request with a profile (the newest transaction), with
// the short limits of a check a person waits for. The profile editor's button and
// `paydesk profiles test`.
class ConnectionTest : public QObject
{
    Q_OBJECT
public:
    static constexpr int TimeoutMs = 15000;
    static constexpr int MaxRetries = 1;

    // `secrets` must outlive the test.
    explicit ConnectionTest(profiles::SecretStore *secrets, QObject *parent = nullptr);
    ~ConnectionTest() override;

    // Where the key comes from: the keychain probe, the Local sandbox's folder. Its limits are
    // the test's own on every run().
    ProfileConnection &connection() { return m_connection; }

    // passed(), connectionFailed() or requestFailed() follow, once, from the event loop. A new
    // run() drops the answer of an earlier one.
    void run(const profiles::Profile &profile);
    // With a key typed and not saved yet.
    void run(const profiles::Profile &profile, const QString &apiKey);

Q_SIGNALS:
    // The newest transaction's merchant; empty when the account has none yet.
    void passed(const QString &merchantId);
    void connectionFailed(const paydesk::session::ProfileConnection::Failure &failure);
    // The request failed: the guards refused it, the network, or the service.
    void requestFailed(const paydesk::api::ApiError &error);

private:
    void limit();
    void request(api::ApiClient *client);

    ProfileConnection m_connection;
};

} // namespace paydesk::session
