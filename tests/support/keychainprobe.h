#pragma once

// Test support: whether the OS keychain answers, for the tests of the command line that keep
// keys in it. A keychain that should be there and is not fails the test (a skip would pass
// unseen in CI); PAYDESK_NO_KEYCHAIN=1 says it is absent on purpose.

#include "profiles/keychainsecretstore.h"

#include <QTest>

namespace paydesk::testing {

// Empty when the keychain answers; else why not, in words that say how to run the tests.
inline QString keychainProblem(QObject *context)
{
    profiles::KeychainSecretStore keychain;
    bool probed = false;
    profiles::SecretError probe;
    keychain.probe(context, [&](const profiles::SecretError &e) {
        probed = true;
        probe = e;
    });
    if (!QTest::qWaitFor([&] { return probed; }, 15000))
        return QStringLiteral("The keychain did not answer within 15 s.");
    if (probe.ok())
        return {};
    return QStringLiteral("The keychain is unreachable: ") + probe.message +
           QStringLiteral(" Run the tests in a D-Bus session with an unlocked Secret Service "
                          "(tests/support/with-test-keyring.sh), or set PAYDESK_NO_KEYCHAIN=1.");
}

inline bool keychainAbsentOnPurpose()
{
    return qEnvironmentVariable("PAYDESK_NO_KEYCHAIN") == QStringLiteral("1");
}

} // namespace paydesk::testing
