#pragma once

// A loopback HTTP server for client tests that answers from a script of canned raw responses,
// records what it received, and can hang or cut a response short.

#include <QHash>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <optional>

namespace paydesk::testing {

struct CannedRequest
{
    QByteArray method;
    QByteArray path;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
};

class CannedServer : public QObject
{
public:
    // Trickle: the headers, then one byte of the body every 50 ms, for ever.
    enum class Mode { Answer, Hang, Truncate, Trickle };
    struct Step
    {
        Mode mode = Mode::Answer;
        int status = 200;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
    };

    CannedServer()
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                ++connections;
                connect(s, &QTcpSocket::readyRead, this, [this, s] { onData(s); });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }

    QUrl url() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
    }
    void script(QList<Step> steps) { m_steps = std::move(steps); }
    // Requests whose path (without the query) starts with `prefix` get `step`, every time,
    // before the script is consulted.
    void route(const QByteArray &prefix, const Step &step) { m_routes.append({prefix, step}); }
    static Step answer(int status, const QByteArray &body,
                       QList<QPair<QByteArray, QByteArray>> headers = {})
    {
        return Step{Mode::Answer, status, body, std::move(headers)};
    }

    QList<CannedRequest> requests;
    int connections = 0;

private:
    void onData(QTcpSocket *s)
    {
        QByteArray &buf = m_buffers[s];
        buf += s->readAll();
        const qsizetype headerEnd = buf.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        CannedRequest req;
        const QList<QByteArray> lines = buf.left(headerEnd).split('\n');
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        req.method = first.value(0);
        req.path = first.value(1);
        qsizetype length = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon < 0)
                continue;
            const QByteArray name = lines[i].left(colon).trimmed().toLower();
            const QByteArray value = lines[i].mid(colon + 1).trimmed();
            req.headers.insert(name, value);
            if (name == "content-length")
                length = value.toLongLong();
        }
        if (buf.size() < headerEnd + 4 + length)
            return;
        req.body = buf.mid(headerEnd + 4, length);
        buf.remove(0, headerEnd + 4 + length);
        requests << req;
        std::optional<Step> routed;
        for (const auto &[prefix, routeStep] : std::as_const(m_routes)) {
            if (req.path.startsWith(prefix))
                routed = routeStep;
        }
        const Step step = routed              ? *routed
                          : m_steps.isEmpty() ? answer(200, "{}")
                                              : m_steps.takeFirst();
        if (step.mode == Mode::Hang)
            return;
        QByteArray out = "HTTP/1.1 " + QByteArray::number(step.status) + " X\r\n";
        out += "Content-Type: application/json\r\n";
        for (const auto &h : step.headers)
            out += h.first + ": " + h.second + "\r\n";
        if (step.mode == Mode::Trickle) {
            out += "Content-Length: 100000\r\n\r\n";
            s->write(out);
            auto *timer = new QTimer(s);
            connect(timer, &QTimer::timeout, s, [s] { s->write(" "); });
            timer->start(50);
            return;
        }
        if (step.mode == Mode::Truncate) {
            out += "Content-Length: " + QByteArray::number(step.body.size() + 100) + "\r\n\r\n";
            out += step.body;
            s->write(out);
            s->flush();
            s->disconnectFromHost();
            return;
        }
        out += "Content-Length: " + QByteArray::number(step.body.size()) + "\r\n\r\n";
        out += step.body;
        s->write(out);
    }

    QTcpServer m_server;
    QList<Step> m_steps;
    QList<QPair<QByteArray, Step>> m_routes;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace paydesk::testing
