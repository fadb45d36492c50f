#include "localsandboxhost.h"

#include "api/environment.h"
#include "localsandboxlogging.h"
#include "profiles/secretstore.h"
#include "sandbox/sandboxapi.h"
#include "sandbox/sandboxservice.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace paydesk::localsandbox {

using profiles::SecretError;
using profiles::SecretKind;

namespace {

sandbox::SandboxService *serviceOf(const QPointer<QObject> &service)
{
    return static_cast<sandbox::SandboxService *>(service.data());
}

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
                // The sandbox accepts only its own test keys; anything else stored there is
                // replaced.
                static const QRegularExpression keyRe(u"^pts_test_[A-Za-z0-9]{32}$"_s);
                if (stored && keyRe.match(*stored).hasMatch()) {
                    startService(*stored);
                    return;
                }
                const QString key = generateApiKey();
                qCInfo(lcLocalSandbox) << "generated a new API key for the local sandbox";
                m_secrets.writeSecret(profileId, SecretKind::ApiKey, key, this,
                                      m_stale.guard([this, key](const SecretError &error) {
                                          if (!error.ok()) {
                                              fail(tr("The local sandbox's new API key could not "
                                                      "be stored: %1")
                                                       .arg(error.message),
                                                   error.keychainUnusable());
                                              return;
                                          }
                                          startService(key);
                                      }));
            }));
}

void LocalSandboxHost::startService(const QString &apiKey)
{
    if (!QDir().mkpath(m_dataDir)) {
        fail(tr("Cannot create the local sandbox's data folder %1.")
                 .arg(QDir::toNativeSeparators(m_dataDir)));
        return;
    }
    QFile::setPermissions(m_dataDir,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);

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
        if (m_service) {
            // stop() joins the service thread; deleteLater, because stop() may run inside one
            // of the service's own signals.
            serviceOf(m_service)->stop();
            m_service->deleteLater();
            m_service = nullptr;
        }
    });
}

void LocalSandboxHost::stopAsync()
{
    m_stale.renew([this] {
        m_baseUrl.clear();
        m_apiKey.clear();
        if (!m_service) {
            QMetaObject::invokeMethod(this, &LocalSandboxHost::stopped, Qt::QueuedConnection);
            return;
        }
        // Still a child of the host: destroying the host waits for it (SandboxService's
        // destructor), so nothing outlives the host.
        sandbox::SandboxService *service = serviceOf(m_service);
        m_service = nullptr;
        connect(service, &sandbox::SandboxService::stopped, this, [this, service] {
            service->deleteLater();
            Q_EMIT stopped();
        });
        service->stopAsync();
    });
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
