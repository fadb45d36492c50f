#include "cliconnection.h"

#include "console.h"

namespace paydesk::cli {

using Reason = session::ProfileConnection::Failure::Reason;

void CliConnection::prepare(session::ProfileConnection &connection,
                            profiles::KeychainSecretStore *keychain, Console &console)
{
    connection.setKeychainProbe(keychain);
    connection.setMaxRetries(MaxRetries);
    QObject::connect(&connection, &session::ProfileConnection::secretsHeldForThisRun, &connection,
                     [&console](const QString &reason) {
                         console.err() << tr("Note: %1 The local sandbox's API key is held for "
                                             "this run only.")
                                              .arg(reason)
                                       << Qt::endl;
                     });
}

QString CliConnection::failureText(const profiles::Profile &profile,
                                   const session::ProfileConnection::Failure &failure)
{
    switch (failure.reason) {
    case Reason::KeyUnreadable:
        return tr("The API key of \"%1\" cannot be read: %2").arg(profile.name, failure.message);
    case Reason::NoKey:
        return tr("The profile \"%1\" has no API key. Add one in the window's profile editor, or "
                  "remove the profile and add it again with --key-stdin.")
            .arg(profile.name);
    case Reason::LocalSandbox:
        break;
    }
    return failure.message;
}

} // namespace paydesk::cli
