#pragma once

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

namespace paydesk::profiles {
class KeychainSecretStore;
class ProfileStore;
class SecretStore;
} // namespace paydesk::profiles

namespace paydesk::exporting {
class TransactionCsvExporter;
}

namespace paydesk::session {
class ProfileConnection;
}

namespace paydesk::cli {

class Console;

// `paydesk export transactions --profile NAME [--status S,...] [--from DATE] [--to DATE]
// [--gateway G] [--currency CUR] [--search TEXT] --format csv --output FILE|-`: every
// transaction the filters match, page after page, streamed to the file (atomically) or to
// standard output, with exact amounts. The same exporter as the window's.
class TransactionsExportCommand : public QObject
{
    Q_OBJECT
public:
    // The user's profiles and the OS keychain.
    explicit TransactionsExportCommand(Console &console, QObject *parent = nullptr);
    // Profiles and secrets from elsewhere (tests); both must outlive the command.
    TransactionsExportCommand(Console &console, profiles::ProfileStore &profiles,
                              profiles::SecretStore &secrets, QObject *parent = nullptr);
    ~TransactionsExportCommand() override;

    void setLocalSandboxDataDir(const QString &dir) { m_localDataDir = dir; }
    void setLocalSandboxSeedCount(int count) { m_localSeedCount = count; }

    // `arguments` are the options after `paydesk export transactions` (a leading
    // "transactions" is skipped). finished() follows from the event loop, exactly once.
    void start(const QStringList &arguments);
    static QString usage();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void fail(const QString &message, int exitCode = 1);
    void done(int exitCode);

    Console &m_console;
    std::unique_ptr<profiles::ProfileStore> m_ownedProfiles;
    std::unique_ptr<profiles::KeychainSecretStore> m_keychain;
    profiles::ProfileStore *m_profiles = nullptr;
    profiles::SecretStore *m_secrets = nullptr;
    std::unique_ptr<session::ProfileConnection> m_connection;
    std::unique_ptr<exporting::TransactionCsvExporter> m_exporter;
    QString m_localDataDir;
    std::optional<int> m_localSeedCount;
    bool m_done = false;
};

} // namespace paydesk::cli
