#pragma once

#include "ledger/trialbalanceexport.h"
#include "profiles/profile.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

namespace paydesk::profiles {
class KeychainSecretStore;
class ProfileStore;
class SecretStore;
} // namespace paydesk::profiles

namespace paydesk::ledger {
class TrialBalanceModel;
}

namespace paydesk::session {
class ProfileConnection;
}

namespace paydesk::cli {

class Console;

// `paydesk export trial-balance --profile NAME --date YYYY-MM-DD [--currency CUR]
// [--compare-date YYYY-MM-DD] --format csv|xlsx|pdf --output FILE`: the trial balance of a
// profile as of a day, written with the same exporters as the window's. Any error (arguments,
// profile, key, network, file) is a sentence on stderr and a non-zero exit code.
class TrialBalanceCommand : public QObject
{
    Q_OBJECT
public:
    // The user's profiles and the OS keychain.
    explicit TrialBalanceCommand(Console &console, QObject *parent = nullptr);
    // Profiles and secrets from elsewhere (tests, an embedding app); both must outlive the
    // command.
    TrialBalanceCommand(Console &console, profiles::ProfileStore &profiles,
                        profiles::SecretStore &secrets, QObject *parent = nullptr);
    ~TrialBalanceCommand() override;

    // The local sandbox profile's data folder (default LocalSandboxHost::defaultDataDir())
    // and the demo transactions made when it is empty.
    void setLocalSandboxDataDir(const QString &dir) { m_localDataDir = dir; }
    void setLocalSandboxSeedCount(int count) { m_localSeedCount = count; }

    // `arguments` are the options after `paydesk export trial-balance` (a leading
    // "trial-balance" is skipped). finished() follows from the event loop, exactly once.
    void start(const QStringList &arguments);
    static QString usage();

Q_SIGNALS:
    void finished(int exitCode);

private:
    struct Request
    {
        profiles::Profile profile;
        QDate date;
        QString currency;
        std::optional<QDate> compareDate;
        ledger::ExportFormat format = ledger::ExportFormat::Csv;
        QString output;
    };
    void fetch(api::ApiClient *client);
    void maybeExport();
    void fail(const QString &message, int exitCode = 1);
    void done(int exitCode);

    Console &m_console;
    std::unique_ptr<profiles::ProfileStore> m_ownedProfiles;
    std::unique_ptr<profiles::KeychainSecretStore> m_keychain;
    profiles::ProfileStore *m_profiles = nullptr;
    profiles::SecretStore *m_secrets = nullptr;
    std::unique_ptr<session::ProfileConnection> m_connection;
    QString m_localDataDir;
    std::optional<int> m_localSeedCount;
    std::unique_ptr<ledger::TrialBalanceModel> m_model;
    std::unique_ptr<ledger::TrialBalanceExporter> m_exporter;
    Request m_request;
    std::optional<QString> m_merchantId; // set once known (possibly empty)
    bool m_loaded = false;
    bool m_done = false;
};

} // namespace paydesk::cli
