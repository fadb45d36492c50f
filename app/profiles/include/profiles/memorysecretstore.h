#pragma once

#include "secretstore.h"

#include <QHash>

namespace paydesk::profiles {

// Secrets held in memory only, for the life of the object: the fake of the unit tests, and
// the "hold the key for this run only" fallback when there is no keychain. Never writes to
// disk.
class MemorySecretStore final : public SecretStore
{
public:
    MemorySecretStore() = default;
    ~MemorySecretStore() override;

    void readSecret(const QString &profileId, SecretKind kind, QObject *context,
                    SecretReadCallback done) override;
    void writeSecret(const QString &profileId, SecretKind kind, const QString &value,
                     QObject *context, SecretWriteCallback done) override;
    void removeSecrets(const QString &profileId, QObject *context,
                       SecretWriteCallback done) override;

    qsizetype size() const { return m_secrets.size(); }

private:
    QHash<QString, QString> m_secrets; // secretKey() -> value
};

} // namespace paydesk::profiles
