#pragma once

#include "sandboxtypes.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

class QThread;

namespace paydesk::sandbox {

class SandboxCore;

// Starts and stops the whole sandbox service (HTTP server, storage, webhook dispatcher) on a
// thread of its own, so a GUI can embed it without ever blocking. start() returns at once;
// ready() or failed() follow.
class SandboxService : public QObject
{
    Q_OBJECT
public:
    explicit SandboxService(QObject *parent = nullptr);
    ~SandboxService() override;

    void start(const SandboxOptions &options);
    // Stops the server and the dispatcher and joins the thread. Undelivered events stay in
    // the outbox.
    void stop();

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
    QThread *m_thread = nullptr;
    SandboxCore *m_core = nullptr;
    QUrl m_url;
    QString m_merchantId;
    QString m_databasePath;
};

} // namespace paydesk::sandbox
