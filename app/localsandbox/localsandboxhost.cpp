#include "localsandboxhost.h"

#include "api/environment.h"
#include "localsandboxlogging.h"
#include "profiles/secretstore.h"
#include "sandbox/sandboxapi.h"
#include "sandbox/sandboxservice.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QLockFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::localsandbox {

using profiles::SecretError;
using profiles::SecretKind;

namespace {

sandbox::SandboxService *serviceOf(const QPointer<QObject> &service)
{
    return static_cast<sandbox::SandboxService *>(service.data());
}

// The sandbox accepts only its own test keys; anything else stored there is replaced.
bool isLocalKey(const std::optional<QString> &key)
{
    static const QRegularExpression keyRe(u"^pts_test_[A-Za-z0-9]{32}$"_s);
    return key && keyRe.match(*key).hasMatch();
}

// How often a host looks again for another process's service that is still starting.
constexpr int SharedPollMs = 200;

} // namespace

LocalSandboxHost::LocalSandboxHost(profiles::SecretStore &secrets, QObject *parent)
    : QObject(parent)
    , m_secrets(secrets)
    , m_dataDir(defaultDataDir())
{}

LocalSandboxHost::~LocalSandboxHost()
{
    stop();
}

QString LocalSandboxHost::defaultDataDir()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(u"local-sandbox"_s);
}

QString LocalSandboxHost::generateApiKey()
{
    return sandbox::generateApiKey();
}

QString LocalSandboxHost::merchantId() const
{
    return m_service ? serviceOf(m_service)->merchantId() : QString();
}

void LocalSandboxHost::start(const QString &profileId)
{
    stop();
    m_keychainUnavailable = false;
    m_secrets.readSecret(
        profileId, SecretKind::ApiKey, this,
        m_stale.guard(
            [this, profileId](const std::optional<QString> &stored, const SecretError &error) {
                if (!error.ok()) {
                    fail(tr("The local sandbox's API key could not be read: %1").arg(error.message),
                         error.keychainUnusable());
                    return;
                }
                if (!QDir().mkpath(m_dataDir)) {
                    fail(tr("Cannot create the local sandbox's data folder %1.")
                             .arg(QDir::toNativeSeparators(m_dataDir)));
                    return;
                }
                QFile::setPermissions(m_dataDir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                     QFileDevice::ExeOwner);
                if (takeLock())
                    return startOwnService(profileId, stored);
                if (!m_lock) // takeLock() failed already
                    return;
                m_lock.reset();
                // Another process runs this folder's service: two services on the same files
                // would each miss what the other stores and sends.
                useSharedService(profileId, QDateTime::currentMSecsSinceEpoch() + SharedWaitMs);
            }));
}

bool LocalSandboxHost::takeLock()
{
    m_lock = std::make_unique<QLockFile>(QDir(m_dataDir).filePath(QLatin1String(LockFileName)));
    // Held as long as the service runs: only a lock whose process is gone is stale.
    m_lock->setStaleLockTime(0);
    if (m_lock->tryLock(0)) {
        QFile::remove(QDir(m_dataDir).filePath(QLatin1String(UrlFileName))); // a crashed run's
        return true;
    }
    if (m_lock->error() == QLockFile::LockFailedError)
        return false;
    m_lock.reset();
    fail(tr("Cannot lock the local sandbox's data folder %1.")
             .arg(QDir::toNativeSeparators(m_dataDir)));
    return false;
}

void LocalSandboxHost::releaseLock()
{
    if (!m_lock)
        return;
    if (m_lock->isLocked()) {
        QFile::remove(QDir(m_dataDir).filePath(QLatin1String(UrlFileName)));
        m_lock->unlock();
    }
    m_lock.reset();
}

void LocalSandboxHost::startOwnService(const QString &profileId,
                                       const std::optional<QString> &stored)
{
    if (isLocalKey(stored)) {
        startService(*stored);
        return;
    }
    const QString key = generateApiKey();
    qCInfo(lcLocalSandbox) << "generated a new API key for the local sandbox";
    m_secrets.writeSecret(profileId, SecretKind::ApiKey, key, this,
                          m_stale.guard([this, key](const SecretError &error) {
                              if (!error.ok()) {
                                  fail(tr("The local sandbox's new API key could not be stored: %1")
                                           .arg(error.message),
                                       error.keychainUnusable());
                                  return;
                              }
                              startService(key);
                          }));
}

void LocalSandboxHost::writeUrlFile(const QUrl &url)
{
    // Written aside and renamed, so a reader never sees half of it; readable by the owner only.
    const QString path = QDir(m_dataDir).filePath(QLatin1String(UrlFileName));
    QFile file(path + u".new"_s);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate,
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
        file.write(url.toString(QUrl::FullyEncoded).toUtf8() + '\n') < 0 || !file.flush()) {
        qCWarning(lcLocalSandbox).noquote() << "cannot write" << path << file.errorString();
        return;
    }
    file.close();
    QFile::remove(path);
    if (!QFile::rename(file.fileName(), path))
        qCWarning(lcLocalSandbox).noquote() << "cannot write" << path;
}

std::optional<QUrl> LocalSandboxHost::readUrlFile() const
{
    QFile file(QDir(m_dataDir).filePath(QLatin1String(UrlFileName)));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QUrl url(QString::fromUtf8(file.read(512)).trimmed(), QUrl::StrictMode);
    // Only a service on this machine: the key goes nowhere else.
    if (!url.isValid() || url.scheme() != u"http"_s || url.port() <= 0 ||
        !QHostAddress(url.host()).isLoopback())
        return std::nullopt;
    return url;
}

void LocalSandboxHost::useSharedService(const QString &profileId, qint64 deadlineMs)
{
    if (const auto url = readUrlFile()) {
        // Read again now: the other process may have made the key since this host read it.
        m_secrets.readSecret(
            profileId, SecretKind::ApiKey, this,
            m_stale.guard([this, url = *url](const std::optional<QString> &stored,
                                             const SecretError &error) {
                if (!error.ok()) {
                    fail(tr("The local sandbox's API key could not be read: %1").arg(error.message),
                         error.keychainUnusable());
                    return;
                }
                if (!isLocalKey(stored)) {
                    fail(tr("The local sandbox runs in another PayDesk process, and its API key "
                            "is not in the keychain here. Close that PayDesk, or use the "
                            "keychain in both."));
                    return;
                }
                m_shared = true;
                m_baseUrl = url;
                m_apiKey = *stored;
                qCInfo(lcLocalSandbox).noquote()
                    << "using the local sandbox of another process at" << url.toString();
                Q_EMIT ready(url, *stored);
            }));
        return;
    }
    // No URL yet: the other process is still starting (a first start seeds), or it has just
    // stopped, and then this host runs the service itself.
    if (takeLock()) {
        m_secrets.readSecret(
            profileId, SecretKind::ApiKey, this,
            m_stale.guard([this, profileId](const std::optional<QString> &stored,
                                            const SecretError &error) {
                if (!error.ok()) {
                    fail(tr("The local sandbox's API key could not be read: %1").arg(error.message),
                         error.keychainUnusable());
                    return;
                }
                startOwnService(profileId, stored);
            }));
        return;
    }
    if (!m_lock)
        return; // failed
    m_lock.reset();
    if (QDateTime::currentMSecsSinceEpoch() > deadlineMs) {
        fail(tr("The local sandbox is starting in another PayDesk process and was not ready in "
                "time. Try again in a moment."));
        return;
    }
    QTimer::singleShot(SharedPollMs, this, m_stale.guard([this, profileId, deadlineMs] {
        useSharedService(profileId, deadlineMs);
    }));
}

void LocalSandboxHost::startService(const QString &apiKey)
{
    sandbox::SandboxOptions options;
    options.host = QHostAddress::LocalHost;
    options.port = 0;
    options.dataDir = m_dataDir;
    options.apiKeys = {apiKey};
    options.webhooks = m_webhooks;
    // The service seeds only a store without transactions: the first start, and a start after
    // a first seeding that was stopped half way (it rolls back whole), but never over data.
    options.seedCount = m_seedCount;

    auto *service = new sandbox::SandboxService(this);
    m_service = service;
    connect(service, &sandbox::SandboxService::ready, this,
            m_stale.guard([this, apiKey](const QUrl &url) {
                m_baseUrl = url;
                m_apiKey = apiKey;
                writeUrlFile(url);
                qCInfo(lcLocalSandbox).noquote() << "ready at" << url.toString();
                Q_EMIT ready(url, apiKey);
            }));
    connect(service, &sandbox::SandboxService::failed, this,
            m_stale.guard([this](const QString &error) {
                fail(tr("The local sandbox could not start: %1").arg(error));
            }));
    connect(service, &sandbox::SandboxService::seedProgress, this, &LocalSandboxHost::seedProgress);
    service->start(options);
}

void LocalSandboxHost::stop()
{
    m_stale.renew([this] {
        m_baseUrl.clear();
        m_apiKey.clear();
        m_shared = false;
        if (m_service) {
            // stop() joins the service thread; deleteLater, because stop() may run inside one
            // of the service's own signals.
            serviceOf(m_service)->stop();
            m_service->deleteLater();
            m_service = nullptr;
        }
        releaseLock(); // after the service: the next one may open the files
    });
}

void LocalSandboxHost::stopAsync()
{
    m_stale.renew([this] {
        m_baseUrl.clear();
        m_apiKey.clear();
        m_shared = false;
        if (!m_service) {
            releaseLock();
            QMetaObject::invokeMethod(this, &LocalSandboxHost::stopped, Qt::QueuedConnection);
            return;
        }
        // Still a child of the host: destroying the host waits for it (SandboxService's
        // destructor), so nothing outlives the host.
        sandbox::SandboxService *service = serviceOf(m_service);
        m_service = nullptr;
        // Nobody may come to it now; the lock goes with the service, not before, since its
        // files are in use until then (a start() in between waits for it as for another
        // process's).
        QFile::remove(QDir(m_dataDir).filePath(QLatin1String(UrlFileName)));
        std::shared_ptr<QLockFile> lock(m_lock.release());
        connect(service, &sandbox::SandboxService::stopped, this, [this, service, lock] {
            service->deleteLater();
            if (lock)
                lock->unlock();
            Q_EMIT stopped();
        });
        service->stopAsync();
    });
}

bool LocalSandboxHost::removeDataDir()
{
    if (m_dataDir.isEmpty() || !QDir(m_dataDir).exists())
        return true;
    // Only while no process runs its service; the lock goes with the folder.
    QLockFile lock(QDir(m_dataDir).filePath(QLatin1String(LockFileName)));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return false;
    const bool removed = QDir(m_dataDir).removeRecursively();
    lock.unlock();
    return removed;
}

void LocalSandboxHost::fail(const QString &error, bool keychainUnavailable)
{
    const QString text = api::redactSecrets(error);
    stop();
    m_keychainUnavailable = keychainUnavailable;
    qCWarning(lcLocalSandbox).noquote() << text;
    Q_EMIT failed(text);
}

} // namespace paydesk::localsandbox
