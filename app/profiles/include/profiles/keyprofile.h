#pragma once

#include "profile.h"

#include <QCoreApplication>

#include <functional>
#include <optional>

namespace paydesk::profiles {

class ProfileStore;
class SecretStore;

// A key just made in the sandbox's key management, kept as a profile of its own: the current
// profile's environment and address under a new name, the key in the keychain only.
class KeyProfile
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::profiles::KeyProfile)
public:
    using Done = std::function<void(const std::optional<Profile> &added, const QString &error)>;

    // Why a key of `current`'s service cannot be kept as a profile of its own (empty: it can).
    static QString whyNot(const Profile &current);
    // Adds the profile `name` for `apiKey` on `current`'s service and stores the key; when the
    // key cannot be stored the profile is taken back out. `done` runs once, later.
    static void add(ProfileStore &store, SecretStore &secrets, const Profile &current,
                    const QString &name, const QString &apiKey, QObject *context, Done done);
};

} // namespace paydesk::profiles
