#pragma once

#include "core/staleness.h"

#include "core/webhookendpoint.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <memory>
#include <optional>

class QLockFile;

namespace paydesk::profiles {
class SecretStore;
}

namespace paydesk::localsandbox {

// The "Local sandbox" profile's service: the embedded SandboxService, in process, on
// 127.0.0.1 with a free port. Its API key is generated once ("pts_test_" + 32 base62) and
// kept only in the SecretStore under the profile's id; the sandbox's data directory holds
// only a hash of it. Nothing of the sandbox's own shows here: paydesk_app links it privately,
// so the window and the command line never see its headers.
//
// One service per data folder: the host that runs it holds a lock file in the folder
// (LockFileName) and writes the service's base URL beside it (UrlFileName, owner-only). A host
// that finds the lock held by a live process (the window, while `paydesk trigger` runs) does
// not open the same files a second time: it uses that service, with the profile's key from
// the SecretStore, and its webhooks go where that process sends them. A stale lock (its
// process gone) is taken over.
class LocalSandboxHost : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultSeedCount = 5000;
    static constexpr char LockFileName[] = "service.lock";
    static constexpr char UrlFileName[] = "service.url";
    // How long a host waits for another process's service to be ready (its first start
    // seeds the demo data) before it gives up.
    static constexpr int SharedWaitMs = 60000;

    // `secrets` must outlive the host.
    explicit LocalSandboxHost(profiles::SecretStore &secrets, QObject *parent = nullptr);
    ~LocalSandboxHost() override;

    // <AppDataLocation>/local-sandbox
    static QString defaultDataDir();
    static QString generateApiKey();

    void setDataDir(const QString &dir) { m_dataDir = dir; }
    QString dataDir() const { return m_dataDir; }
    // Demo transactions made on the first start (an empty data directory); never again.
    void setSeedCount(int count) { m_seedCount = count; }
    int seedCount() const { return m_seedCount; }
    // Endpoints the sandbox delivers webhooks to; taken on the next start().
    void setWebhookEndpoints(const QList<WebhookEndpoint> &endpoints) { m_webhooks = endpoints; }

    // Reads the profile's API key from the SecretStore (generating and storing one when there
    // is none), then starts the service. ready() or failed() follow.
    void start(const QString &profileId);
    // Waits for the service thread: for exit paths.
    void stop();
    // Returns at once; stopped() follows when the service has finished (a seeding in progress
    // is rolled back). For the GUI.
    void stopAsync();

    bool isRunning() const { return m_baseUrl.isValid(); }
    // The service runs in another process (see above): this host only uses it.
    bool isShared() const { return m_shared; }
    // Deletes the data folder, unless another process runs its service (false: nothing
    // deleted). Stop this host first.
    bool removeDataDir();
    QUrl baseUrl() const { return m_baseUrl; }
    QString apiKey() const { return m_apiKey; }
    QString merchantId() const;
    // Whether the last failure was that no keychain answers (the app may then offer to hold
    // the key for this run only).
    bool keychainUnavailable() const { return m_keychainUnavailable; }

Q_SIGNALS:
    void ready(const QUrl &baseUrl, const QString &apiKey);
    void failed(const QString &error);
    void seedProgress(qint64 done, qint64 total);
    void stopped();

private:
    void startOwnService(const QString &profileId, const std::optional<QString> &stored);
    void startService(const QString &apiKey);
    // Takes the data folder's lock: true when this host is to run the service.
    bool takeLock();
    void writeUrlFile(const QUrl &url);
    // The base URL written by the process that holds the lock, when it is there.
    std::optional<QUrl> readUrlFile() const;
    // Uses the service of the process that holds the lock once its URL is written, or runs
    // its own if the lock comes free; `deadlineMs` is when it stops waiting.
    void useSharedService(const QString &profileId, qint64 deadlineMs);
    void releaseLock();
    void fail(const QString &error, bool keychainUnavailable = false);

    profiles::SecretStore &m_secrets;
    QPointer<QObject> m_service;       // the sandbox::SandboxService, a child of the host
    std::unique_ptr<QLockFile> m_lock; // held while this host runs the folder's service
    bool m_shared = false;
    QString m_dataDir;
    int m_seedCount = DefaultSeedCount;
    QList<WebhookEndpoint> m_webhooks;
    QUrl m_baseUrl;
    QString m_apiKey;
    bool m_keychainUnavailable = false;
    Staleness m_stale; // a stop() or a new start() makes older callbacks stale
};

} // namespace paydesk::localsandbox
