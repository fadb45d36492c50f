#pragma once

#include "secretstore.h"

namespace paydesk::profiles {

// Secrets in the OS keychain through QtKeychain: the Secret Service (GNOME Keyring, KWallet)
// on Linux, the Keychain on macOS, the Credential Manager on Windows. Never falls back to a
// file: without a keychain every call fails with SecretError::Kind::Unavailable.
class KeychainSecretStore final : public SecretStore
{
public:
    explicit KeychainSecretStore(const QString &service = QString::fromLatin1(SecretServiceName));
    ~KeychainSecretStore() override;

    void readSecret(const QString &profileId, SecretKind kind, QObject *context,
                    SecretReadCallback done) override;
    void writeSecret(const QString &profileId, SecretKind kind, const QString &value,
                     QObject *context, SecretWriteCallback done) override;
    void removeSecrets(const QString &profileId, QObject *context,
                       SecretWriteCallback done) override;
    void askAgain() override;

    // Whether a keychain answers, by reading an entry nobody writes. `done` gets an ok error
    // when one does, else why not (Unavailable also when it does not answer in `timeoutMs`).
    void probe(QObject *context, SecretWriteCallback done, int timeoutMs = 10000);

    QString service() const { return m_service; }

private:
    QString m_service;
};

// How a QtKeychain error (QKeychain::Error as int) and its text read to a person.
SecretError keychainError(int code, const QString &backendText);

} // namespace paydesk::profiles
