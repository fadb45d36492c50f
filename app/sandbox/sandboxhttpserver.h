#pragma once

#include "sandboxapi.h"

#include <QAbstractHttpServer>
#include <QRandomGenerator>

namespace paydesk::sandbox {

// The transport: turns QHttpServerRequests into HttpRequests for SandboxApi and writes its
// answers, adding the configured latency and the injected faults.
class SandboxHttpServer : public QAbstractHttpServer
{
    Q_OBJECT
public:
    SandboxHttpServer(SandboxApi &api, const SandboxOptions &options, QObject *parent = nullptr);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    SandboxApi &m_api;
    const SandboxOptions &m_options;
    QRandomGenerator m_faults;
};

} // namespace paydesk::sandbox
