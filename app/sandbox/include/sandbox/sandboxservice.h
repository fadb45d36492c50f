#pragma once

#include "sandboxtypes.h"

#include <QList>
#include <QObject>
#include <QUrl>

#include <optional>

class QThread;

namespace paydesk::sandbox {

class SandboxCore;

// Starts and stops the whole sandbox service (HTTP server, storage, webhook dispatcher) on a
// thread of its own, so a GUI can embed it without ever blocking. start() returns at once;
// ready() or failed() follow. A start() while an earlier run is still stopping begins once
// that run has stopped.
class SandboxService : public QObject
{
    Q_OBJECT
public:
    explicit SandboxService(QObject *parent = nullptr);
    // Waits for the thread (as stop() does).
    ~SandboxService() override;

    void start(const SandboxOptions &options);
    // Stops the server and the dispatcher and returns at once; stopped() follows when the
    // service thread has finished (also when nothing was running). A seeding in progress is
    // rolled back whole. Undelivered events stay in the outbox. For a GUI.
    void stopAsync();
    // The same, but waits for the service thread to finish: for exit paths. A seeding in
    // progress stops within milliseconds.
    void stop();
    bool isStopping() const { return !m_stopping.isEmpty(); }

    bool isRunning() const { return m_url.isValid(); }
    QUrl url() const { return m_url; }
    QString merchantId() const { return m_merchantId; }
    QString databasePath() const { return m_databasePath; }

Q_SIGNALS:
    void ready(const QUrl &url);
    void failed(const QString &error);
    void seedProgress(qint64 done, qint64 total);
    void stopped();

private:
    void launch(const SandboxOptions &options);
    void threadFinished(QThread *thread);

    QThread *m_thread = nullptr;
    SandboxCore *m_core = nullptr;
    QList<QThread *> m_stopping; // threads of earlier runs that are still shutting down
    std::optional<SandboxOptions> m_pendingStart;
    QUrl m_url;
    QString m_merchantId;
    QString m_databasePath;
};

} // namespace paydesk::sandbox
