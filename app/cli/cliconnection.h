#pragma once

#include "session/profileconnection.h"

#include <QCoreApplication>

namespace paydesk::profiles {
class KeychainSecretStore;
}

namespace paydesk::cli {

class Console;

// How the commands open a profile (session::ProfileConnection) the command line's way: the
// keychain probed first (without one the Local sandbox's key is held for this run only, and a
// note on stderr says so), fewer retries than the window's, and its own words for what failed.
class CliConnection
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::CliConnection)
public:
    static constexpr int MaxRetries = 2;

    // `keychain` (nullptr: no probe) and `console` must outlive `connection`.
    static void prepare(session::ProfileConnection &connection,
                        profiles::KeychainSecretStore *keychain, Console &console);
    static QString failureText(const profiles::Profile &profile,
                               const session::ProfileConnection::Failure &failure);
};

} // namespace paydesk::cli
