#pragma once

#include <QHostAddress>
#include <QTcpServer>

#include <functional>

namespace paydesk::net {

// What a server lets a connection hold. Qt 6.4's QAbstractHttpServer has none of these: it
// reads a request whole (any size, in memory, twice) before its handler can look at it, waits
// for the rest of a request for ever, and takes any number of connections.
struct ConnectionLimits
{
    // A request body: one declared (Content-Length) or grown (chunked) over it is answered 413
    // and the connection closed, before any of the body is read.
    qint64 maxBodyBytes = 1024 * 1024;
    // The request line and header fields: over it, 431.
    qint64 maxHeaderBytes = 32 * 1024;
    // Connections open at once; one more is answered 503 and closed.
    int maxConnections = 128;
    // A request's head must arrive whole within it, and its body must not pause longer (else
    // 408 and close); a connection with no request in progress is closed after it. Never while
    // a request waits for its answer. Real time: the peer waits over the network.
    int idleTimeoutMs = 30 * 1000;
};

// Why a connection was answered and closed by the guard rather than by the HTTP server.
struct Refusal
{
    int status = 0; // 400, 408, 413, 431 or 503
    // For a 413: the body's declared length, or what a chunked body's chunks declared before it
    // went over (then not exact).
    qint64 bodySize = -1;
    bool bodySizeExact = true;
    QHostAddress peer;
};

// A QTcpServer for QAbstractHttpServer::bind() that holds each new connection until its first
// request's head has arrived, checks it against ConnectionLimits, and only then hands the
// connection on (addPendingConnection()), with the bytes that came still unread. Later requests
// on the connection are followed as they arrive (RequestFramer) and refused the same way, ahead
// of QAbstractHttpServer's own reading. A refused request is answered with a JSON error and
// `Connection: close`; what the client still sends is read and dropped for a moment (so that it
// sees the answer rather than a reset), never kept.
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT
public:
    // The JSON body of a refusal's answer; {"error": ..., "details": ...} by default.
    using AnswerBody = std::function<QByteArray(const Refusal &)>;

    explicit GuardedTcpServer(const ConnectionLimits &limits, QObject *parent = nullptr);
    ~GuardedTcpServer() override;

    const ConnectionLimits &limits() const { return m_limits; }
    // Replaces the default body of refusals for which `answer` returns something.
    void setAnswerBody(AnswerBody answer) { m_answerBody = std::move(answer); }
    // Connections open now (not counting those refused at the cap).
    int connectionCount() const { return m_connections; }

    // The default body: the error code and a sentence, in English (the peer is a program).
    static QByteArray defaultAnswerBody(const Refusal &refusal, const ConnectionLimits &limits);
    // "1 MiB", "512 KiB", or "1000 bytes".
    static QString sizeText(qint64 bytes);

protected:
    void incomingConnection(qintptr socketDescriptor) override;

private:
    friend class GuardedConnection;
    QByteArray answerBody(const Refusal &refusal) const;
    // The connection's first head passed: on to QAbstractHttpServer.
    void handOver(QTcpSocket *socket);

    ConnectionLimits m_limits;
    AnswerBody m_answerBody;
    int m_connections = 0;
    int m_refusedAtCap = 0; // answered 503, not yet closed
};

} // namespace paydesk::net
