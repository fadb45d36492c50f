#include "keyprofile.h"

#include "api/environment.h"
#include "profilestore.h"
#include "secretstore.h"

#include <QTimer>

namespace paydesk::profiles {

QString KeyProfile::whyNot(const Profile &current)
{
    if (current.localSandbox)
        return tr("The Local sandbox listens on a new port each time it starts, so a profile "
                  "of its own would not find it again: copy the key instead.");
    if (current.environment != api::Environment::Sandbox)
        return tr("Keys of production are made in the service's dashboard.");
    return {};
}

void KeyProfile::add(ProfileStore &store, SecretStore &secrets, const Profile &current,
                     const QString &name, const QString &apiKey, QObject *context, Done done)
{
    const auto later = [context, done](const std::optional<Profile> &p, const QString &error) {
        QTimer::singleShot(0, context, [done, p, error] { done(p, error); });
    };
    if (const QString why = whyNot(current); !why.isEmpty())
        return later(std::nullopt, why);
    // The guards every request runs: a key that cannot be sent is not kept either.
    if (const auto refusal =
            api::checkConnectionGuards(current.environment, current.baseUrl, apiKey))
        return later(std::nullopt, refusal->message());
    Profile profile = templateFor(current.environment);
    profile.name = name.trimmed();
    profile.baseUrl = current.baseUrl;
    profile.dashboardUrl = current.dashboardUrl;
    QString error;
    if (!store.add(profile, &error))
        return later(std::nullopt, error);
    secrets.writeSecret(profile.id, SecretKind::ApiKey, apiKey, context,
                        [&store, profile, done](const SecretError &stored) {
                            if (stored.ok())
                                return done(profile, QString());
                            store.remove(profile.id);
                            done(std::nullopt, tr("The key could not be stored in the "
                                                  "keychain, so no profile was added: %1")
                                                   .arg(stored.message));
                        });
}

} // namespace paydesk::profiles
