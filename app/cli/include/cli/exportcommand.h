#pragma once

#include "api/keys.h"
#include "exportoptions.h"
#include "ledger/trialbalanceexport.h"
#include "profiles/profile.h"

#include <QObject>
#include <QTemporaryDir>

#include <functional>
#include <memory>
#include <optional>

namespace paydesk::api {
class ApiClient;
}

namespace paydesk::profiles {
class KeychainSecretStore;
class ProfileStore;
class SecretStore;
} // namespace paydesk::profiles

namespace paydesk::session {
class ProfileConnection;
}

namespace paydesk::cli {

class Console;

// What the `paydesk export` commands share beyond their options (ExportOptions): the user's
// profiles and the OS keychain, or a caller's; the profile looked up by name and connected to
// (the local sandbox started for it); and the end, once, with a message on stderr (keys
// redacted) and an exit code that finished() reports from the event loop.
class ExportCommand : public QObject
{
    Q_OBJECT
public:
    // The user's profiles and the OS keychain.
    explicit ExportCommand(Console &console, QObject *parent = nullptr);
    // Profiles and secrets from elsewhere (tests, an embedding app); both must outlive the
    // command.
    ExportCommand(Console &console, profiles::ProfileStore &profiles,
                  profiles::SecretStore &secrets, QObject *parent = nullptr);
    ~ExportCommand() override;

    // The local sandbox profile's data folder (default LocalSandboxHost::defaultDataDir())
    // and the demo transactions made when it is empty.
    void setLocalSandboxDataDir(const QString &dir) { m_localDataDir = dir; }
    void setLocalSandboxSeedCount(int count) { m_localSeedCount = count; }

    // `arguments` are the options after `paydesk export` (a leading command word, such as
    // "transactions", is skipped). finished() follows from the event loop, exactly once.
    virtual void start(const QStringList &arguments) = 0;

Q_SIGNALS:
    void finished(int exitCode);

protected:
    // Reads the command line into `options` (see ExportOptions::parse()). False when the
    // command has ended already: with the help text, or with the problem.
    bool readOptions(ExportOptions &options, const QStringList &arguments, const QString &usage,
                     const QList<QCommandLineOption> &ownRequired = {});
    // The profile named `name`, or the Local sandbox's for an empty name (the defaults made
    // first, so a first run has it); nullopt after failing with a message that says there is
    // none.
    std::optional<profiles::Profile> findProfile(const QString &name);
    // Connects to `profile` and calls connected() with its client; a failure ends the command
    // with the command line's words for it (CliConnection).
    void connectTo(const profiles::Profile &profile);
    session::ProfileConnection *connection() const { return m_connection.get(); }
    Console &console() const { return m_console; }
    profiles::ProfileStore &profileStore() const { return *m_profiles; }
    profiles::SecretStore &secretStore() const { return *m_secrets; }
    // What the command needs of the key: asked of the service (GET /api/v1/me) before
    // connected(), so a key without it ends the command with ExitPermissionDenied and the
    // sentence, before anything else is sent; a service without /me lets it run. Whatever the
    // command, a request refused 403 permission_denied ends it with ExitPermissionDenied too
    // (its message words the permission).
    virtual std::optional<api::Permission> requiredPermission() const { return std::nullopt; }

    // A ledger report's target: --currency (default USD, an ISO 4217 code PayDesk knows),
    // --format (csv, xlsx or pdf; PDF needs a QGuiApplication for its fonts) and --output
    // (a file, or - for stdout: written aside as `baseName`.FORMAT first, see fileForStdout()).
    // nullopt after failing with the problem.
    struct ReportTarget
    {
        QString currency;           // empty with allCurrencies
        bool allCurrencies = false; // --currency all, where the report allows it
        ledger::ExportFormat format = ledger::ExportFormat::Csv;
        QString output;
        profiles::Profile profile;
    };
    // Reads --currency, --format, --output and --profile into `target`; false after failing.
    // A null `currencyOption`: the report has no currency. `allowsAll`: "--currency all" asks
    // for every currency in use.
    bool readReportTarget(const ExportOptions &options, const QCommandLineOption *currencyOption,
                          const QString &baseName, ReportTarget *target, bool allowsAll = false);
    // The merchant's id for a report's heading: the connection's, or asked for, and then
    // `known` is called (a failure to find it leaves the heading's merchant "unknown").
    void lookUpMerchantId(api::ApiClient *client, std::function<void()> known);
    // Set once known by lookUpMerchantId() (possibly empty).
    const std::optional<QString> &merchantId() const { return m_merchantId; }
    // The heading of a report written for `target` (merchant, profile, environment, locale).
    ledger::ExportMetadata reportMetadata(const ReportTarget &target) const;

    // --output -: the file is written aside first (an XLSX is a zip, written whole) and then
    // copied to stdout, which holds the file alone; what is said about it goes to stderr.
    // The aside path for a file named `name`; empty after failing.
    QString fileForStdout(const QString &name);
    bool writesToStdout() const { return m_stdoutDir != nullptr; }
    // Copies the file at `path` to stdout; false after failing with `what` in the message.
    bool copyToStdout(const QString &path, const QString &what);
    // Where to say what was written: stderr when the file itself goes to stdout.
    QTextStream &said() const;

    void fail(const QString &message, int exitCode = 1);
    void fail(const ExportOptions::Problem &problem) { fail(problem.message, problem.exitCode); }
    void done(int exitCode);
    bool hasEnded() const { return m_done; }

private:
    virtual void connected(api::ApiClient *client) = 0;
    // Stops what the command runs; called once, when it ends (the client's requests are
    // cancelled after it).
    virtual void stop() {}

    Console &m_console;
    std::unique_ptr<profiles::ProfileStore> m_ownedProfiles;
    std::unique_ptr<profiles::KeychainSecretStore> m_keychain;
    profiles::ProfileStore *m_profiles = nullptr;
    profiles::SecretStore *m_secrets = nullptr;
    std::unique_ptr<session::ProfileConnection> m_connection;
    std::unique_ptr<QTemporaryDir> m_stdoutDir;
    QString m_localDataDir;
    std::optional<int> m_localSeedCount;
    std::optional<QString> m_merchantId;
    bool m_done = false;
    bool m_permissionDenied = false; // a request was refused 403 permission_denied
};

} // namespace paydesk::cli
