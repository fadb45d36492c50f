#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace paydesk::profiles {

enum class SecretKind { ApiKey, WebhookSecret };

// Every secret lives under this service name, keyed "<profileId>/api_key" or
// "<profileId>/webhook_secret".
inline constexpr char SecretServiceName[] = "PayDesk";
QString secretKey(const QString &profileId, SecretKind kind);

struct SecretError
{
    enum class Kind {
        None,
        Unavailable,  // no keychain at all (no Secret Service, no D-Bus session)
        NoCollection, // a Secret Service, but no keyring to keep keys in (its prompt failed)
        Cancelled,    // the person cancelled the keychain's prompt
        Locked,       // the keyring is locked
        AccessDenied, // the keychain said no otherwise
        Other,
    };
    Kind kind = Kind::None;
    QString message; // what a person reads; never contains the secret

    bool ok() const { return kind == Kind::None; }
    // The keychain cannot keep keys now, for a reason the person can act on: try again (after
    // unlocking it, say), or keep keys in memory for this run.
    bool keychainUnusable() const { return kind != Kind::None && kind != Kind::Other; }
};

// A missing secret is no error: `value` is nullopt and `error.ok()`.
using SecretReadCallback =
    std::function<void(const std::optional<QString> &value, const SecretError &error)>;
using SecretWriteCallback = std::function<void(const SecretError &error)>;

// Where the API keys and webhook signing secrets of the profiles live. Asynchronous, because
// the OS keychain is: a callback always runs later from the event loop, never inside the
// call, and never once `context` is gone.
class SecretStore
{
public:
    virtual ~SecretStore() = default;

    virtual void readSecret(const QString &profileId, SecretKind kind, QObject *context,
                            SecretReadCallback done) = 0;
    virtual void writeSecret(const QString &profileId, SecretKind kind, const QString &value,
                             QObject *context, SecretWriteCallback done) = 0;
    // Removes every secret of the profile; removing what is not there succeeds.
    virtual void removeSecrets(const QString &profileId, QObject *context,
                               SecretWriteCallback done) = 0;
    // The person asks again (Try again, another profile): a keychain whose prompt they refused
    // (no keyring made) may ask once more. Until then it answers writes with that refusal.
    virtual void askAgain() {}
};

} // namespace paydesk::profiles
