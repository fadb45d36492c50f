#pragma once

// The SecretStore's asynchronous calls as values a test can wait for with QTRY_VERIFY.
#include "profiles/secretstore.h"

#include <memory>

namespace paydesk::testing {

struct SecretRead
{
    bool done = false;
    std::optional<QString> value;
    profiles::SecretError error;
};

struct SecretDone
{
    bool done = false;
    profiles::SecretError error;
};

inline std::shared_ptr<SecretRead> readSecret(profiles::SecretStore &store, QObject *context,
                                              const QString &profileId, profiles::SecretKind kind)
{
    auto r = std::make_shared<SecretRead>();
    store.readSecret(profileId, kind, context,
                     [r](const std::optional<QString> &value, const profiles::SecretError &error) {
                         r->done = true;
                         r->value = value;
                         r->error = error;
                     });
    return r;
}

inline std::shared_ptr<SecretDone> writeSecret(profiles::SecretStore &store, QObject *context,
                                               const QString &profileId, profiles::SecretKind kind,
                                               const QString &value)
{
    auto r = std::make_shared<SecretDone>();
    store.writeSecret(profileId, kind, value, context, [r](const profiles::SecretError &error) {
        r->done = true;
        r->error = error;
    });
    return r;
}

inline std::shared_ptr<SecretDone> removeSecrets(profiles::SecretStore &store, QObject *context,
                                                 const QString &profileId)
{
    auto r = std::make_shared<SecretDone>();
    store.removeSecrets(profileId, context, [r](const profiles::SecretError &error) {
        r->done = true;
        r->error = error;
    });
    return r;
}

} // namespace paydesk::testing
