#include "connectiontest.h"

namespace paydesk::session {

ConnectionTest::ConnectionTest(profiles::SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_connection(secrets)
{
    connect(&m_connection, &ProfileConnection::ready, this, &ConnectionTest::request);
    connect(&m_connection, &ProfileConnection::failed, this, &ConnectionTest::connectionFailed);
}

ConnectionTest::~ConnectionTest() = default;

void ConnectionTest::limit()
{
    m_connection.setRequestTimeoutMs(TimeoutMs);
    m_connection.setMaxRetries(MaxRetries);
}

void ConnectionTest::run(const profiles::Profile &profile)
{
    limit();
    m_connection.open(profile); // cancels an earlier run's request: its answer never comes
}

void ConnectionTest::run(const profiles::Profile &profile, const QString &apiKey)
{
    limit();
    m_connection.open(profile, apiKey);
}

void ConnectionTest::request(api::ApiClient *client)
{
    api::TransactionQuery query;
    query.limit = 1;
    client->listTransactions(
        query, this, [this](const api::Result<api::Page<api::Transaction>> &r) {
            if (!r.ok())
                return Q_EMIT requestFailed(r.error());
            Q_EMIT passed(r->data.isEmpty() ? QString() : r->data.constFirst().merchantId);
        });
}

} // namespace paydesk::session
