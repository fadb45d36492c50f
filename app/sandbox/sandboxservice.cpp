#include "sandboxservice.h"

#include "sandboxcore.h"
#include "sandboxlogging.h"
#include "seeder.h"

#include <QDateTime>
#include <QThread>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

SandboxCore::SandboxCore(const SandboxOptions &options)
    : m_options(options)
    , m_housekeeping(this) // moves to the service thread with the core
{}

SandboxCore::~SandboxCore()
{
    shutdown();
}

void SandboxCore::start()
{
    m_store = std::make_unique<SandboxStore>();
    QString error;
    if (!m_store->open(m_options.dataDir, &error)) {
        Q_EMIT failed(error);
        return;
    }
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    for (const QString &key : std::as_const(m_options.apiKeys))
        m_store->addApiKeyHash(SandboxApi::hashKey(key), u"test"_s, now);
    m_store->purgeIdempotency(now);

    if (m_options.seedCount > 0 && m_store->transactionCount() == 0) {
        SeedReport report;
        const qint64 total = m_options.seedCount;
        const qint64 end = m_options.seedEndSecs > 0 ? m_options.seedEndSecs : now;
        if (!seedDemoData(*m_store, total, m_options.seedValue, end, &report, &error,
                          [this, total](qint64 done) { Q_EMIT seedProgress(done, total); })) {
            Q_EMIT failed(u"seeding failed: "_s + error);
            return;
        }
        qCInfo(lcSandbox).noquote()
            << u"seeded %1 transactions (%2 failed, %3 refunds, %4 settlements) in %5 ms"_s
                   .arg(report.transactions)
                   .arg(report.failed)
                   .arg(report.refunds)
                   .arg(report.settlements)
                   .arg(report.elapsedMs);
    }

    m_api = std::make_unique<SandboxApi>(*m_store, m_options);
    m_dispatcher = std::make_unique<WebhookDispatcher>(*m_store, m_options);
    m_api->setEventsCreatedCallback([this] { m_dispatcher->wake(); });
    m_server = std::make_unique<SandboxHttpServer>(*m_api, m_options);
    const quint16 port = m_server->listen(m_options.host, m_options.port);
    if (port == 0) {
        Q_EMIT failed(
            u"cannot listen on %1:%2"_s.arg(m_options.host.toString()).arg(m_options.port));
        m_server.reset();
        return;
    }
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(m_options.host.toString());
    url.setPort(port);
    m_api->setBaseUrl(url);
    m_dispatcher->start();
    m_housekeeping.setInterval(3600 * 1000);
    connect(&m_housekeeping, &QTimer::timeout, this,
            [this] { m_store->purgeIdempotency(QDateTime::currentSecsSinceEpoch()); });
    m_housekeeping.start();
    Q_EMIT ready(url, m_store->merchantId(), m_store->databasePath());
}

void SandboxCore::shutdown()
{
    m_housekeeping.stop();
    if (m_dispatcher)
        m_dispatcher->stop();
    m_server.reset();
    m_dispatcher.reset();
    m_api.reset();
    m_store.reset();
}

SandboxService::SandboxService(QObject *parent)
    : QObject(parent)
{}

SandboxService::~SandboxService()
{
    stop();
}

void SandboxService::start(const SandboxOptions &options)
{
    stop();
    m_thread = new QThread;
    m_thread->setObjectName(u"paydesk-sandbox"_s);
    m_core = new SandboxCore(options);
    m_core->moveToThread(m_thread);
    connect(m_thread, &QThread::started, m_core, &SandboxCore::start);
    connect(m_core, &SandboxCore::ready, this,
            [this](const QUrl &url, const QString &merchantId, const QString &path) {
                m_url = url;
                m_merchantId = merchantId;
                m_databasePath = path;
                Q_EMIT ready(url);
            });
    connect(m_core, &SandboxCore::failed, this, [this](const QString &error) {
        stop();
        Q_EMIT failed(error);
    });
    connect(m_core, &SandboxCore::seedProgress, this, &SandboxService::seedProgress);
    m_thread->start();
}

void SandboxService::stop()
{
    if (!m_thread)
        return;
    QThread *thread = m_thread;
    SandboxCore *core = m_core;
    m_thread = nullptr;
    m_core = nullptr;
    m_url.clear();
    // The core is destroyed on its own thread, where its sockets and database live.
    QMetaObject::invokeMethod(
        core, [core] { delete core; }, Qt::BlockingQueuedConnection);
    thread->quit();
    thread->wait();
    delete thread;
    Q_EMIT stopped();
}

} // namespace paydesk::sandbox
