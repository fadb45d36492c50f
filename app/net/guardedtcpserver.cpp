#include "guardedtcpserver.h"

#include "netlogging.h"
#include "requestframer.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::net {

namespace {

// After a refusal, what the client still sends is read and dropped until it stops for
// LingerQuietMs, or for LingerMaxMs at most; then the connection is closed. Closing at once,
// with its bytes unread, would reset the connection, and the client could lose the answer.
constexpr int LingerQuietMs = 500;
constexpr int LingerMaxMs = 2000;
constexpr qint64 LingerReadBufferBytes = 64 * 1024;

QByteArray statusLine(int status)
{
    switch (status) {
    case 400:
        return "HTTP/1.1 400 Bad Request";
    case 408:
        return "HTTP/1.1 408 Request Timeout";
    case 413:
        return "HTTP/1.1 413 Payload Too Large";
    case 431:
        return "HTTP/1.1 431 Request Header Fields Too Large";
    default:
        return "HTTP/1.1 503 Service Unavailable";
    }
}

QString durationText(int ms)
{
    return ms % 1000 == 0 ? u"%1 s"_s.arg(ms / 1000) : u"%1 ms"_s.arg(ms);
}

} // namespace

// One connection of a GuardedTcpServer: a child of its socket, so that it goes with it. Until
// the first head has passed, the bytes that come are read inside a transaction of the socket
// and rolled back for QAbstractHttpServer; after, they are peeked at in a readyRead slot
// connected before QAbstractHttpServer's (and so called first).
class GuardedConnection : public QObject
{
public:
    GuardedConnection(GuardedTcpServer *server, QTcpSocket *socket)
        : QObject(socket)
        , m_server(server)
        , m_socket(socket)
        , m_framer({server->limits().maxBodyBytes, server->limits().maxHeaderBytes})
        , m_idleTimeoutMs(server->limits().idleTimeoutMs)
    {
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, &GuardedConnection::timedOut);
        connect(socket, &QIODevice::readyRead, this, &GuardedConnection::bytesArrived);
        connect(socket, &QIODevice::bytesWritten, this, &GuardedConnection::bytesWritten);
        // Until the head has come, the socket holds no more than a head (and some blank lines).
        socket->setReadBufferSize(server->limits().maxHeaderBytes + 4096);
        socket->startTransaction();
        m_timer.start(m_idleTimeoutMs);
    }

    // Answers `status` with `Connection: close` and closes after the linger.
    void refuse(int status);

private:
    void bytesArrived();
    void afterServerRead() { m_unread = m_socket->bytesAvailable(); }
    void bytesWritten();
    void timedOut();
    void handOver();
    void linger();

    QPointer<GuardedTcpServer> m_server;
    QTcpSocket *m_socket;
    RequestFramer m_framer;
    QTimer m_timer;
    const int m_idleTimeoutMs;
    bool m_handedOver = false;
    bool m_lingering = false;
    // A request has arrived whole and its answer has not begun to go out: never cut.
    bool m_awaitingAnswer = false;
    qint64 m_unread = 0; // left in the socket by QAbstractHttpServer's last read
    qint64 m_headsStarted = 0;
    qint64 m_requestsComplete = 0;
    QDeadlineTimer m_lingerEnd;
};

void GuardedConnection::bytesArrived()
{
    if (m_lingering) {
        linger();
        return;
    }
    QByteArray fresh;
    if (!m_handedOver) {
        fresh = m_socket->read(m_socket->bytesAvailable()); // kept by the transaction
    } else {
        const qint64 available = m_socket->bytesAvailable();
        m_unread = qMin(m_unread, available);
        if (available == m_unread)
            return;
        fresh = m_socket->peek(available).sliced(m_unread);
        m_unread = available;
    }
    if (!m_framer.feed(fresh)) {
        refuse(m_framer.refusal());
        return;
    }

    if (m_framer.requestsComplete() != m_requestsComplete) {
        m_requestsComplete = m_framer.requestsComplete();
        m_awaitingAnswer = true;
    }
    const bool newHead = m_framer.headsStarted() != m_headsStarted;
    m_headsStarted = m_framer.headsStarted();
    if (m_awaitingAnswer)
        m_timer.stop();
    else if (m_framer.phase() == RequestFramer::Phase::Body ||
             (m_framer.phase() == RequestFramer::Phase::Head && newHead))
        m_timer.start(m_idleTimeoutMs); // a head from its first byte; a body from its last
    // (Blank lines between requests renew nothing.)

    if (!m_handedOver && m_framer.headsComplete() > 0)
        handOver();
}

void GuardedConnection::handOver()
{
    m_handedOver = true;
    m_socket->rollbackTransaction();
    m_socket->setReadBufferSize(0);
    m_unread = m_socket->bytesAvailable();
    if (!m_server) {
        m_socket->abort();
        return;
    }
    m_server->handOver(m_socket);
    connect(m_socket, &QIODevice::readyRead, this, &GuardedConnection::afterServerRead);
    // QAbstractHttpServer reads on readyRead only: what is here already is announced again.
    QMetaObject::invokeMethod(
        m_socket, [socket = m_socket] { Q_EMIT socket->readyRead(); }, Qt::QueuedConnection);
}

void GuardedConnection::bytesWritten()
{
    if (m_lingering)
        return;
    // An answer is going out (Qt 6.4 writes nothing else: not even "100 Continue"): from its
    // last byte, the connection may be idle again. (A second request sent before the first
    // answer is not waited for; Qt 6.4 reads it only when the client sends more anyway.)
    m_awaitingAnswer = false;
    m_timer.start(m_idleTimeoutMs);
}

void GuardedConnection::timedOut()
{
    if (m_lingering) {
        m_socket->abort();
        return;
    }
    if (m_awaitingAnswer)
        return;
    if (m_framer.inRequest()) {
        refuse(408);
        return;
    }
    qCDebug(lcNet).noquote() << "closing an idle connection from"
                             << m_socket->peerAddress().toString();
    m_socket->disconnectFromHost();
}

void GuardedConnection::refuse(int status)
{
    Refusal refusal;
    refusal.status = status;
    refusal.peer = m_socket->peerAddress();
    if (status == 413) {
        refusal.bodySize = m_framer.refusedBodySize();
        refusal.bodySizeExact = m_framer.refusedBodySizeExact();
    }
    qCInfo(lcNet).noquote() << "refused a request from" << refusal.peer.toString() << "with"
                            << status;

    m_lingering = true;
    m_timer.stop();
    // Neither QAbstractHttpServer nor the framer reads this connection again, and what came
    // is dropped, not kept for them.
    QObject::disconnect(m_socket, &QIODevice::readyRead, nullptr, nullptr);
    connect(m_socket, &QIODevice::readyRead, this, &GuardedConnection::linger);
    if (m_socket->isTransactionStarted())
        m_socket->commitTransaction();
    // An earlier request's answer is still to come (a client that sent the next request before
    // it): no answer may go before that one, so none goes.
    if (m_awaitingAnswer && m_socket->bytesToWrite() == 0) {
        m_socket->abort();
        return;
    }
    const QByteArray body =
        m_server ? m_server->answerBody(refusal) : GuardedTcpServer::defaultAnswerBody(refusal, {});
    QByteArray answer =
        statusLine(status) +
        "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) +
        "\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\n";
    if (status == 503)
        answer += "Retry-After: 1\r\n";
    answer += "\r\n" + body;
    m_socket->write(answer);
    m_socket->flush();
    m_socket->setReadBufferSize(LingerReadBufferBytes);
    m_lingerEnd = QDeadlineTimer(LingerMaxMs);
    linger();
}

void GuardedConnection::linger()
{
    // Read to the end, so that the socket's buffer empties and it reads on.
    char sink[16 * 1024];
    while (m_socket->read(sink, sizeof sink) > 0) {
    }
    if (m_lingerEnd.hasExpired()) {
        m_socket->abort();
        return;
    }
    m_timer.start(int(qMin<qint64>(LingerQuietMs, m_lingerEnd.remainingTime())));
}

GuardedTcpServer::GuardedTcpServer(const ConnectionLimits &limits, QObject *parent)
    : QTcpServer(parent)
    , m_limits(limits)
{}

GuardedTcpServer::~GuardedTcpServer() = default;

void GuardedTcpServer::incomingConnection(qintptr socketDescriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(socketDescriptor)) {
        delete socket;
        return;
    }
    // Once handed over, QAbstractHttpServer deletes it as well; either is fine.
    connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
    if (m_connections >= m_limits.maxConnections) {
        if (m_refusedAtCap >= m_limits.maxConnections) {
            socket->abort(); // a flood: not even an answer
            socket->deleteLater();
            return;
        }
        ++m_refusedAtCap;
        connect(socket, &QObject::destroyed, this, [this] { --m_refusedAtCap; });
        (new GuardedConnection(this, socket))->refuse(503);
        return;
    }
    ++m_connections;
    connect(socket, &QObject::destroyed, this, [this] { --m_connections; });
    new GuardedConnection(this, socket);
}

void GuardedTcpServer::handOver(QTcpSocket *socket)
{
    // QAbstractHttpServer (6.4) takes it in its pendingConnectionAvailable() slot, at once.
    addPendingConnection(socket);
    if (hasPendingConnections())
        qCWarning(lcNet) << "a connection was not taken: is the server bound to an HTTP server?";
}

QByteArray GuardedTcpServer::answerBody(const Refusal &refusal) const
{
    if (m_answerBody) {
        QByteArray body = m_answerBody(refusal);
        if (!body.isEmpty())
            return body;
    }
    return defaultAnswerBody(refusal, m_limits);
}

QString GuardedTcpServer::sizeText(qint64 bytes)
{
    if (bytes > 0 && bytes % (1024 * 1024) == 0)
        return u"%1 MiB"_s.arg(bytes / (1024 * 1024));
    if (bytes > 0 && bytes % 1024 == 0)
        return u"%1 KiB"_s.arg(bytes / 1024);
    return u"%1 bytes"_s.arg(bytes);
}

QByteArray GuardedTcpServer::defaultAnswerBody(const Refusal &refusal,
                                               const ConnectionLimits &limits)
{
    QJsonObject o;
    switch (refusal.status) {
    case 400:
        o.insert(u"error"_s, u"bad_request"_s);
        o.insert(u"details"_s, u"The request's framing is not the plain HTTP/1.1 this server"
                               " reads: its request line, a header line, Content-Length or"
                               " Transfer-Encoding, or a chunk of its body is malformed or"
                               " ambiguous, or it came after a request that ended the"
                               " connection."_s);
        break;
    case 408:
        o.insert(u"error"_s, u"request_timeout"_s);
        o.insert(u"details"_s, u"The request did not arrive whole: its headers must come within"
                               " %1 and its body must not pause longer."_s.arg(
                                   durationText(limits.idleTimeoutMs)));
        break;
    case 413:
        o.insert(u"error"_s, u"payload_too_large"_s);
        o.insert(u"details"_s,
                 (refusal.bodySizeExact ? u"The request body is larger than %1 (%2 bytes)."_s
                                        : u"The request body is larger than %1 (at least %2"
                                          " bytes)."_s)
                     .arg(sizeText(limits.maxBodyBytes))
                     .arg(refusal.bodySize));
        break;
    case 431:
        o.insert(u"error"_s, u"headers_too_large"_s);
        o.insert(u"details"_s, u"The request line and headers are larger than %1, or have more"
                               " than %2 fields."_s.arg(sizeText(limits.maxHeaderBytes))
                                   .arg(RequestFramer::MaxHeaderFields));
        break;
    default:
        o.insert(u"error"_s, u"too_many_connections"_s);
        o.insert(u"details"_s, u"The server has %1 connections open, as many as it takes. Try"
                               " again shortly."_s.arg(limits.maxConnections));
        break;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace paydesk::net
