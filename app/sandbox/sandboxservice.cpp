#include "sandboxservice.h"

#include "sandboxcore.h"
#include "sandboxlogging.h"
#include "seeder.h"

#include "net/guardedtcpserver.h"

#include <QThread>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

SandboxCore::SandboxCore(const SandboxOptions &options)
    : m_options(options)
    , m_clock(Clock::orSystem(options.clock))
    , m_housekeeping(m_clock, this) // moves to the service thread with the core
{}

SandboxCore::~SandboxCore()
{
    shutdown();
}

void SandboxCore::start()
{
    m_store = std::make_unique<SandboxStore>();
    QString error;
    if (m_options.database.isEmpty() ? !m_store->open(m_options.dataDir, &error)
                                     : !m_store->openPostgres(m_options.database, &error)) {
        Q_EMIT failed(error);
        return;
    }
    const qint64 now = m_clock->nowSecs();
    // The keys given at start are full keys: "Default", "Default 2", ...
    for (qsizetype i = 0; i < m_options.apiKeys.size(); ++i)
        m_store->addStartKey(SandboxApi::hashKey(m_options.apiKeys.at(i)),
                             i == 0 ? u"Default"_s : u"Default %1"_s.arg(i + 1), now);
    // --merchants N: the merchants after the first, made once (a store keeps them), each with
    // its start key.
    for (int i = 2; i <= m_options.merchants; ++i) {
        const QList<MerchantRecord> merchants = m_store->merchants();
        QString id;
        if (merchants.size() >= i) {
            id = merchants.at(i - 1).id;
        } else {
            id = randomId(u"mer_"_s, 16);
            if (!m_store->insertMerchant({id, u"Merchant %1"_s.arg(i), now})) {
                Q_EMIT failed(u"cannot create merchant %1: %2"_s.arg(i).arg(m_store->lastError()));
                return;
            }
        }
        m_store->setMerchant(id);
        if (i - 2 < m_options.merchantKeys.size())
            m_store->addStartKey(SandboxApi::hashKey(m_options.merchantKeys.at(i - 2)),
                                 u"Default"_s, now);
    }
    m_store->setMerchant(m_store->defaultMerchantId());
    m_store->purgeIdempotency(now);

    // Each merchant of --merchants is seeded alike, with data of its own (its own ids): the
    // first with the seed value as given, so one merchant's data is what it always was.
    const QList<MerchantRecord> merchants = m_store->merchants();
    for (qsizetype i = 0; i < merchants.size() && i < m_options.merchants && !m_stop; ++i) {
        m_store->setMerchant(merchants.at(i).id);
        if (m_options.seedCount <= 0 || m_store->merchantHasTransactions())
            continue;
        SeedReport report;
        SeedRequest seed;
        seed.count = m_options.seedCount;
        seed.seedValue = m_options.seedValue + quint64(i) * 0x9E3779B97F4A7C15ULL;
        seed.endSecs = m_options.seedEndSecs > 0 ? m_options.seedEndSecs : now;
        seed.days = m_options.seedDays;
        seed.settlementDays = m_options.settlementDays;
        seed.progress = [this, total = seed.count](qint64 done) {
            Q_EMIT seedProgress(done, total);
        };
        seed.stop = &m_stop;
        switch (seedDemoData(*m_store, seed, &report, &error)) {
        case SeedOutcome::Done:
            break;
        case SeedOutcome::Stopped:
            qCInfo(lcSandbox) << "seeding stopped; nothing of it was kept";
            return;
        case SeedOutcome::Failed:
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
    m_store->setMerchant(m_store->defaultMerchantId());

    if (m_stop)
        return;
    m_api = std::make_unique<SandboxApi>(*m_store, m_options);
    m_dispatcher = std::make_unique<WebhookDispatcher>(*m_store, m_options);
    m_api->setEventsCreatedCallback([this] { m_dispatcher->wake(); });
    m_server = std::make_unique<SandboxHttpServer>(*m_api, m_options);
    // Qt 6.4's own listen() would read any request whole, wait for it for ever and take any
    // number of connections; the guard checks each request's head first (docs/api.md, 3.6).
    net::ConnectionLimits limits;
    limits.maxBodyBytes = SandboxApi::MaxBodyBytes;
    limits.maxConnections = m_options.maxConnections;
    limits.idleTimeoutMs = m_options.idleTimeoutMs;
    auto *tcpServer = new net::GuardedTcpServer(limits);
    if (!tcpServer->listen(m_options.host, m_options.port)) {
        Q_EMIT failed(u"cannot listen on %1:%2: %3"_s.arg(m_options.host.toString())
                          .arg(m_options.port)
                          .arg(tcpServer->errorString()));
        delete tcpServer;
        m_server.reset();
        return;
    }
    m_server->bind(tcpServer); // the HTTP server owns it from here
    const quint16 port = tcpServer->serverPort();
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(m_options.host.toString());
    url.setPort(port);
    m_api->setBaseUrl(url);
    m_dispatcher->setListenPort(port);
    m_dispatcher->start();
    m_housekeeping.setInterval(std::chrono::hours(1));
    connect(&m_housekeeping, &ClockTimer::timeout, this, [this] { housekeeping(); });
    m_housekeeping.start();
    housekeeping();
    Q_EMIT ready(url, m_store->defaultMerchantId(), m_store->databasePath());
}

void SandboxCore::housekeeping()
{
    // Once across the instances on one database: one that finds the job running elsewhere
    // skips this round. The jobs are idempotent anyway (settlement locks each merchant, and a
    // payout is posted once), so the lock saves work; it is not what keeps the books right.
    const QString job = u"housekeeping"_s;
    if (!m_store->tryLockJob(job)) {
        qCDebug(lcSandbox) << "housekeeping runs on another instance";
        return;
    }
    m_store->purgeIdempotency(m_clock->nowSecs());
    m_store->settleDue(m_clock->nowSecs(), m_options.settlementDays);
    m_store->unlockJob(job);
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
    if (m_thread)
        stopAsync();
    if (!m_stopping.isEmpty()) {
        // The same data directory must not be opened by two runs at once.
        m_pendingStart = options;
        return;
    }
    launch(options);
}

void SandboxService::launch(const SandboxOptions &options)
{
    m_thread = new QThread;
    m_thread->setObjectName(u"paydesk-sandbox"_s);
    SandboxCore *core = new SandboxCore(options);
    m_core = core;
    core->moveToThread(m_thread);
    connect(m_thread, &QThread::started, core, &SandboxCore::start);
    // Queued signals of a core that is already being stopped are stale.
    connect(core, &SandboxCore::ready, this,
            [this, core](const QUrl &url, const QString &merchantId, const QString &path) {
                if (core != m_core)
                    return;
                m_url = url;
                m_merchantId = merchantId;
                m_databasePath = path;
                Q_EMIT ready(url);
            });
    connect(core, &SandboxCore::failed, this, [this, core](const QString &error) {
        if (core != m_core)
            return;
        stopAsync();
        Q_EMIT failed(error);
    });
    connect(core, &SandboxCore::seedProgress, this, [this, core](qint64 done, qint64 total) {
        if (core == m_core)
            Q_EMIT seedProgress(done, total);
    });
    m_thread->start();
}

void SandboxService::stopAsync()
{
    if (!m_thread) {
        if (m_stopping.isEmpty())
            QMetaObject::invokeMethod(this, &SandboxService::stopped, Qt::QueuedConnection);
        return;
    }
    QThread *thread = m_thread;
    SandboxCore *core = m_core;
    m_thread = nullptr;
    m_core = nullptr;
    m_url.clear();
    m_stopping.append(thread);
    core->requestStop();
    connect(thread, &QThread::finished, this, [this, thread] { threadFinished(thread); });
    // The core is destroyed on its own thread, where its sockets and database live; then the
    // thread's event loop ends.
    QMetaObject::invokeMethod(
        core,
        [core] {
            delete core;
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
}

void SandboxService::threadFinished(QThread *thread)
{
    // stop() may have joined and deleted it already; then `thread` is only compared.
    if (!m_stopping.removeOne(thread))
        return;
    thread->wait();
    delete thread;
    if (!m_stopping.isEmpty())
        return;
    Q_EMIT stopped();
    if (m_pendingStart && !m_thread) {
        const SandboxOptions options = *m_pendingStart;
        m_pendingStart.reset();
        launch(options);
    }
}

void SandboxService::stop()
{
    m_pendingStart.reset();
    const bool wasRunning = m_thread || !m_stopping.isEmpty();
    if (m_thread) {
        QThread *thread = m_thread;
        SandboxCore *core = m_core;
        m_thread = nullptr;
        m_core = nullptr;
        m_url.clear();
        core->requestStop();
        QMetaObject::invokeMethod(
            core, [core] { delete core; }, Qt::BlockingQueuedConnection);
        thread->quit();
        thread->wait();
        delete thread;
    }
    const QList<QThread *> stopping = std::exchange(m_stopping, {});
    for (QThread *thread : stopping) {
        thread->wait();
        delete thread;
    }
    if (wasRunning)
        Q_EMIT stopped();
}

} // namespace paydesk::sandbox
