#pragma once

#include "profiles/profile.h"
#include "profiles/secretstore.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

namespace paydesk::profiles {
class KeychainSecretStore;
class ProfileStore;
} // namespace paydesk::profiles

namespace paydesk::session {
class ConnectionTest;
}

namespace paydesk::cli {

class Console;

// `paydesk profiles ...`: list, add, remove, test. Keys and webhook secrets come from stdin
// and go to the keychain; they are never printed, logged or written to the settings.
class ProfilesCommand : public QObject
{
    Q_OBJECT
public:
    ProfilesCommand(Console &console, QObject *parent = nullptr);
    ~ProfilesCommand() override;

    // `arguments` starts with the action ("list", "add", ...). finished() follows, once.
    void run(const QStringList &arguments);
    static QString usage();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void list(const QStringList &arguments);
    void add(const QStringList &arguments);
    void remove(const QStringList &arguments);
    void test(const QStringList &arguments);

    struct PendingSecret
    {
        profiles::SecretKind kind;
        QString value;
    };
    void addProfile(profiles::Profile profile, const QList<PendingSecret> &secrets);
    void storeSecrets(const profiles::Profile &profile, QList<PendingSecret> secrets);
    // Runs `then` with whether the keychain answers (and why not when it does not).
    void withKeychain(std::function<void(const profiles::SecretError &)> then);
    void fail(const QString &message, int exitCode = 1);
    void succeed(const QString &message);
    void done(int exitCode);

    Console &m_console;
    std::unique_ptr<profiles::ProfileStore> m_store;
    std::unique_ptr<profiles::KeychainSecretStore> m_keychain;
    std::unique_ptr<session::ConnectionTest> m_test;
    bool m_done = false;
};

} // namespace paydesk::cli
