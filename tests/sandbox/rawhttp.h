#pragma once

// Test support: one HTTP/1.1 connection over a bare, blocking QTcpSocket, for what
// QNetworkAccessManager hides: a request sent in part, a body far larger than the one declared
// or sent, several requests on one connection, and the server closing it. For a server on
// another thread or in another process (the calls block this thread).

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QTcpSocket>
#include <QTest>

#include <optional>

namespace paydesk::testing {

struct RawResponse
{
    int status = 0;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
    QJsonObject json;

    QString errorCode() const { return json.value(QStringLiteral("error")).toString(); }
};

class RawConnection
{
public:
    explicit RawConnection(quint16 port)
    {
        m_socket.setProxy(QNetworkProxy::NoProxy);
        m_socket.connectToHost(QHostAddress::LocalHost, port);
    }

    bool waitForConnected(int timeoutMs = 5000) { return m_socket.waitForConnected(timeoutMs); }
    bool isOpen() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    QTcpSocket &socket() { return m_socket; }

    // Writes all of `data`; false if the connection failed first.
    bool send(const QByteArray &data, int timeoutMs = 5000)
    {
        if (!isOpen() || m_socket.write(data) != data.size())
            return false;
        const QDeadlineTimer deadline(timeoutMs);
        while (m_socket.bytesToWrite() > 0) {
            if (!isOpen() || !m_socket.waitForBytesWritten(int(deadline.remainingTime())))
                return false;
        }
        return true;
    }

    // Writes up to `bytes` of filler in 1 MiB pieces until the connection fails or time runs
    // out; returns how many the server's side took.
    qint64 push(qint64 bytes, int timeoutMs = 20000, char filler = 'x')
    {
        const QByteArray piece(1024 * 1024, filler);
        const QDeadlineTimer deadline(timeoutMs);
        qint64 sent = 0;
        while (sent < bytes && isOpen() && !deadline.hasExpired()) {
            const QByteArray chunk = piece.left(qMin<qint64>(piece.size(), bytes - sent));
            if (m_socket.write(chunk) != chunk.size())
                break;
            while (m_socket.bytesToWrite() > 0 && isOpen() &&
                   m_socket.waitForBytesWritten(int(qMax<qint64>(1, deadline.remainingTime())))) {
            }
            sent += chunk.size() - m_socket.bytesToWrite();
            if (m_socket.bytesToWrite() > 0)
                break;
        }
        return sent;
    }

    // One whole response (with a Content-Length body), or nothing when none arrives in time or
    // the connection closes first.
    std::optional<RawResponse> readResponse(int timeoutMs = 5000)
    {
        const QDeadlineTimer deadline(timeoutMs);
        for (;;) {
            if (auto r = takeResponse())
                return r;
            if (deadline.hasExpired() || !readMore(deadline))
                return takeResponse();
        }
    }

    // True when the server closes the connection within `timeoutMs`; what it sends meanwhile
    // stays readable by readResponse().
    bool waitForClosed(int timeoutMs)
    {
        const QDeadlineTimer deadline(timeoutMs);
        while (isOpen() && !deadline.hasExpired())
            readMore(deadline);
        m_buffer += m_socket.readAll();
        return !isOpen();
    }

    // True once the server's process has taken from the kernel all that was sent so far on this
    // connection (its receive queue in /proc/net/tcp is empty): what is sent next reaches it in
    // a read of its own. For a test of framing split across reads; the server is on loopback.
    bool waitUntilServerRead(int timeoutMs = 5000)
    {
        return QTest::qWaitFor([this] { return serverReceiveQueue() == 0; }, timeoutMs);
    }

private:
    // The bytes waiting in the kernel for the server's side of this connection; -1 if unknown.
    qint64 serverReceiveQueue() const
    {
        const auto hexPort = [](quint16 port) {
            return QByteArray::number(port, 16).toUpper().rightJustified(4, '0');
        };
        const QByteArray local = ':' + hexPort(m_socket.peerPort());
        const QByteArray remote = ':' + hexPort(m_socket.localPort());
        for (const char *table : {"/proc/net/tcp", "/proc/net/tcp6"}) {
            QFile f(QString::fromLatin1(table));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            for (const QByteArray &line : f.readAll().split('\n')) {
                const QList<QByteArray> fields = line.simplified().split(' ');
                // sl local_address rem_address st tx_queue:rx_queue ...
                if (fields.size() > 4 && fields[1].endsWith(local) && fields[2].endsWith(remote))
                    return fields[4].split(':').value(1).toLongLong(nullptr, 16);
            }
        }
        return -1;
    }

    bool readMore(const QDeadlineTimer &deadline)
    {
        if (m_socket.bytesAvailable() == 0 && isOpen())
            m_socket.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
        const QByteArray data = m_socket.readAll();
        m_buffer += data;
        return !data.isEmpty() || isOpen();
    }

    std::optional<RawResponse> takeResponse()
    {
        const qsizetype headerEnd = m_buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return std::nullopt;
        RawResponse r;
        const QList<QByteArray> lines = m_buffer.left(headerEnd).split('\n');
        r.status = lines.value(0).split(' ').value(1).toInt();
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                r.headers.insert(lines[i].left(colon).trimmed().toLower(),
                                 lines[i].mid(colon + 1).trimmed());
        }
        const qint64 length = r.headers.value("content-length", "0").toLongLong();
        if (m_buffer.size() < headerEnd + 4 + length)
            return std::nullopt;
        r.body = m_buffer.mid(headerEnd + 4, length);
        r.json = QJsonDocument::fromJson(r.body).object();
        m_buffer.remove(0, headerEnd + 4 + length);
        return r;
    }

    QTcpSocket m_socket;
    QByteArray m_buffer; // read, not yet taken as a response
};

// Sends `request` (none when empty) on the connected `c` and expects the server to close it
// after an idle timeout of 1 s: not before 0.9 s, within 6 s, answering 408 request_timeout
// when `status` is 408, nothing when it is 0. Empty when so, else what happened.
inline QString idleCloseProblem(RawConnection &c, const QByteArray &request, int status)
{
    QElapsedTimer elapsed;
    elapsed.start();
    if (!request.isEmpty() && !c.send(request))
        return QStringLiteral("the request could not be sent");
    if (!c.waitForClosed(6000))
        return QStringLiteral("still open after 6 s");
    if (elapsed.elapsed() < 900)
        return QStringLiteral("closed after %1 ms").arg(elapsed.elapsed());
    const auto r = c.readResponse(0);
    if (status == 0)
        return r ? QStringLiteral("answered %1").arg(r->status) : QString();
    if (!r)
        return QStringLiteral("closed without an answer");
    if (r->status != status || r->errorCode() != QStringLiteral("request_timeout"))
        return QStringLiteral("answered %1 %2").arg(r->status).arg(r->errorCode());
    return {};
}

// A field of a process's /proc status in KiB (VmRSS: resident now; VmHWM: the peak so far);
// -1 if unknown.
inline qint64 statusKiB(qint64 pid, const QByteArray &field)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(QByteArray(field + ':')))
            return line.mid(field.size() + 1).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// Resident memory of a process (Linux /proc), in KiB; -1 if unknown.
inline qint64 residentKiB(qint64 pid)
{
    return statusKiB(pid, "VmRSS");
}

// The most memory a process has had resident, in KiB; -1 if unknown.
inline qint64 peakResidentKiB(qint64 pid)
{
    return statusKiB(pid, "VmHWM");
}

} // namespace paydesk::testing
