#pragma once

#include "core/clock.h"
#include "sandboxapi.h"
#include "sandboxhttpserver.h"
#include "sandboxstore.h"
#include "webhookdispatcher.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace paydesk::sandbox {

// Everything that lives on the service thread.
class SandboxCore : public QObject
{
    Q_OBJECT
public:
    explicit SandboxCore(const SandboxOptions &options);
    ~SandboxCore() override;

    void start();
    void shutdown();
    // Any thread: a seeding in progress stops (rolled back) and start() gives up quietly.
    void requestStop() { m_stop.store(true); }

Q_SIGNALS:
    void ready(const QUrl &url, const QString &merchantId, const QString &databasePath);
    void failed(const QString &error);
    void seedProgress(qint64 done, qint64 total);

private:
    // The hourly jobs: expired idempotency keys, settlements due.
    void housekeeping();

    SandboxOptions m_options;
    std::shared_ptr<Clock> m_clock;
    std::unique_ptr<SandboxStore> m_store;
    std::unique_ptr<SandboxApi> m_api;
    std::unique_ptr<SandboxHttpServer> m_server;
    std::unique_ptr<WebhookDispatcher> m_dispatcher;
    ClockTimer m_housekeeping;
    std::atomic_bool m_stop = false;
};

} // namespace paydesk::sandbox
