#pragma once

// Test support for webhook deliveries: a tiny HTTP listener that records what the sandbox
// POSTs and answers with a programmable status sequence, and a Standard Webhooks verifier
// written from the spec (https://www.standardwebhooks.com), independent of the sandbox's own
// signing code so that a mistake there cannot hide behind the same mistake here.

#include "core/clock.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QMessageAuthenticationCode>
#include <QPointer>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <optional>

namespace paydesk::testing {

struct ReceivedRequest
{
    QByteArray method;
    QByteArray path;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
    qint64 receivedAtMs = 0; // by the receiver's clock

    QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QString webhookId() const { return QString::fromUtf8(header("webhook-id")); }
    QString eventType() const { return json().value(QStringLiteral("type")).toString(); }
};

// Listens on 127.0.0.1 in the thread that creates it (the test thread: the sandbox delivers
// from its own thread, so there is no deadlock). Each request is answered with the next status
// of the sequence, then with defaultStatus; a status of NoAnswer accepts the request and never
// answers it.
class WebhookReceiver
{
public:
    static constexpr int NoAnswer = 0;
    // Start an answer at once and never finish it: a header line every 100 ms, or a 200 with
    // a long body of which a byte comes every 100 ms.
    static constexpr int TrickleHeaders = -1;
    static constexpr int TrickleBody = -2;

    WebhookReceiver() = default;
    ~WebhookReceiver() { close(); }
    WebhookReceiver(const WebhookReceiver &) = delete;
    WebhookReceiver &operator=(const WebhookReceiver &) = delete;

    bool listen(quint16 port = 0, const QHostAddress &address = QHostAddress::LocalHost)
    {
        m_server = std::make_unique<QTcpServer>();
        QObject::connect(m_server.get(), &QTcpServer::newConnection, m_server.get(),
                         [this] { acceptAll(); });
        return m_server->listen(address, port);
    }

    void close()
    {
        for (const QPointer<QTcpSocket> &s : std::as_const(m_sockets)) {
            if (s) {
                s->disconnect();
                s->abort();
                delete s.data();
            }
        }
        m_sockets.clear();
        m_server.reset();
    }

    quint16 port() const { return m_server ? m_server->serverPort() : 0; }
    QUrl url() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1/hooks/paydesk").arg(port()));
    }

    void setStatusSequence(const QList<int> &statuses) { m_statuses = statuses; }
    int defaultStatus = 200;
    // What arrival times go by (the sender's TestClock, say); null: the real time.
    std::shared_ptr<Clock> clock;

    QList<ReceivedRequest> requests;

    QList<ReceivedRequest> forEvent(const QString &eventId) const
    {
        QList<ReceivedRequest> out;
        for (const ReceivedRequest &r : requests) {
            if (r.webhookId() == eventId)
                out << r;
        }
        return out;
    }
    std::optional<ReceivedRequest> firstOfType(const QString &type) const
    {
        for (const ReceivedRequest &r : requests) {
            if (r.eventType() == type)
                return r;
        }
        return std::nullopt;
    }

private:
    void acceptAll()
    {
        while (QTcpSocket *socket = m_server->nextPendingConnection()) {
            m_sockets << socket;
            auto buffer = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                buffer->append(socket->readAll());
                while (parseOne(socket, *buffer)) {
                }
            });
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        }
    }

    // Takes one complete request off the front of the buffer and answers it.
    bool parseOne(QTcpSocket *socket, QByteArray &buffer)
    {
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return false;
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        ReceivedRequest r;
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        r.method = requestLine.value(0);
        r.path = requestLine.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                r.headers.insert(lines[i].left(colon).trimmed().toLower(),
                                 lines[i].mid(colon + 1).trimmed());
        }
        const qsizetype length = r.headers.value("content-length", "0").toLongLong();
        if (buffer.size() < headerEnd + 4 + length)
            return false;
        r.body = buffer.mid(headerEnd + 4, length);
        buffer.remove(0, headerEnd + 4 + length);
        r.receivedAtMs = Clock::orSystem(clock)->nowMs();
        requests << r;

        const int status = m_statuses.isEmpty() ? defaultStatus : m_statuses.takeFirst();
        if (status == NoAnswer)
            return true;
        if (status == TrickleHeaders || status == TrickleBody) {
            const bool body = status == TrickleBody;
            socket->write(body ? "HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n"
                               : "HTTP/1.1 200 OK\r\n");
            auto *timer = new QTimer(socket);
            QObject::connect(timer, &QTimer::timeout, socket, [socket, body] {
                socket->write(body ? QByteArray("x") : QByteArray("X-Still-Thinking: yes\r\n"));
            });
            timer->start(100);
            return true;
        }
        const QByteArray body = status == 204 || status == 304 ? QByteArray() : "received";
        socket->write("HTTP/1.1 " + QByteArray::number(status) +
                      " Test\r\nContent-Type: text/plain\r\nContent-Length: " +
                      QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        socket->disconnectFromHost();
        return true;
    }

    std::unique_ptr<QTcpServer> m_server;
    QList<QPointer<QTcpSocket>> m_sockets;
    QList<int> m_statuses;
};

// A loopback port that nothing listens on (bound, then released).
inline quint16 unusedLoopbackPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

inline QString newWebhookSecret()
{
    QByteArray bytes(32, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(QRandomGenerator::global()->bounded(256));
    return QStringLiteral("whsec_") + QString::fromLatin1(bytes.toBase64());
}

// Standard Webhooks verification, from the spec: the key is the base64-decoded part of the
// secret after "whsec_"; the signed content is "{webhook-id}.{webhook-timestamp}.{body}";
// webhook-signature holds space-separated "v1,<base64 HMAC-SHA256>" entries, any one of which
// may match; the timestamp must be within the tolerance of now.
struct WebhookVerdict
{
    bool ok = false;
    QString reason;
};

inline WebhookVerdict verifyStandardWebhook(const QString &secret, const QByteArray &id,
                                            const QByteArray &timestamp,
                                            const QByteArray &signatureHeader,
                                            const QByteArray &body, qint64 nowSecs,
                                            qint64 toleranceSecs = 5 * 60)
{
    if (!secret.startsWith(QStringLiteral("whsec_")))
        return {false, QStringLiteral("secret lacks the whsec_ prefix")};
    const auto key = QByteArray::fromBase64Encoding(secret.mid(6).toLatin1(),
                                                    QByteArray::AbortOnBase64DecodingErrors);
    if (!key || key.decoded.isEmpty())
        return {false, QStringLiteral("secret is not base64")};
    if (id.isEmpty())
        return {false, QStringLiteral("no webhook-id")};
    bool numeric = false;
    const qint64 ts = timestamp.toLongLong(&numeric);
    if (!numeric)
        return {false, QStringLiteral("webhook-timestamp is not an integer")};
    if (qAbs(nowSecs - ts) > toleranceSecs)
        return {false, QStringLiteral("webhook-timestamp outside the tolerance")};

    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, key.decoded);
    mac.addData(id);
    mac.addData(".");
    mac.addData(timestamp);
    mac.addData(".");
    mac.addData(body);
    const QByteArray expected = mac.result();

    bool sawV1 = false;
    for (const QByteArray &entry : signatureHeader.split(' ')) {
        if (!entry.startsWith("v1,"))
            continue;
        sawV1 = true;
        const auto sig =
            QByteArray::fromBase64Encoding(entry.mid(3), QByteArray::AbortOnBase64DecodingErrors);
        if (!sig || sig.decoded.size() != expected.size())
            continue;
        // Constant time, as a real receiver must compare.
        char diff = 0;
        for (qsizetype i = 0; i < expected.size(); ++i)
            diff |= char(expected[i] ^ sig.decoded[i]);
        if (diff == 0)
            return {true, {}};
    }
    return {false, sawV1 ? QStringLiteral("no v1 signature matches")
                         : QStringLiteral("no v1 signature in webhook-signature")};
}

// As of the request's arrival, as a receiver checks it.
inline WebhookVerdict verifyStandardWebhook(const QString &secret, const ReceivedRequest &r)
{
    return verifyStandardWebhook(secret, r.header("webhook-id"), r.header("webhook-timestamp"),
                                 r.header("webhook-signature"), r.body, r.receivedAtMs / 1000);
}

} // namespace paydesk::testing
