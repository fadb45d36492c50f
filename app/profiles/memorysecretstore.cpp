#include "memorysecretstore.h"

#include <QTimer>

namespace paydesk::profiles {

MemorySecretStore::~MemorySecretStore() = default;

void MemorySecretStore::readSecret(const QString &profileId, SecretKind kind, QObject *context,
                                   SecretReadCallback done)
{
    Q_ASSERT(context);
    const auto it = m_secrets.constFind(secretKey(profileId, kind));
    std::optional<QString> value;
    if (it != m_secrets.constEnd())
        value = *it;
    // Later, like the keychain, so that callers never come to rely on a synchronous answer.
    QTimer::singleShot(0, context, [done = std::move(done), value] { done(value, {}); });
}

void MemorySecretStore::writeSecret(const QString &profileId, SecretKind kind, const QString &value,
                                    QObject *context, SecretWriteCallback done)
{
    Q_ASSERT(context);
    m_secrets.insert(secretKey(profileId, kind), value);
    QTimer::singleShot(0, context, [done = std::move(done)] { done({}); });
}

void MemorySecretStore::removeSecrets(const QString &profileId, QObject *context,
                                      SecretWriteCallback done)
{
    Q_ASSERT(context);
    m_secrets.remove(secretKey(profileId, SecretKind::ApiKey));
    m_secrets.remove(secretKey(profileId, SecretKind::WebhookSecret));
    QTimer::singleShot(0, context, [done = std::move(done)] { done({}); });
}

} // namespace paydesk::profiles
