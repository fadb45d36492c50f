#include "sandboxhttpserver.h"

#include "sandboxlogging.h"

#include "core/terminaltext.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

QByteArray methodName(QHttpServerRequest::Method m)
{
    switch (m) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    case QHttpServerRequest::Method::Head:
        return "HEAD";
    case QHttpServerRequest::Method::Options:
        return "OPTIONS";
    case QHttpServerRequest::Method::Patch:
        return "PATCH";
    default:
        return "OTHER";
    }
}

void writeResponse(QHttpServerResponder &responder, const HttpResponse &r)
{
    responder.writeStatusLine(QHttpServerResponder::StatusCode(r.status));
    // A 204 has no body, so neither a type nor a length (RFC 9110 8.6).
    if (!r.contentType.isEmpty())
        responder.writeHeader("Content-Type", r.contentType);
    if (r.status != 204)
        responder.writeHeader("Content-Length", QByteArray::number(r.body.size()));
    responder.writeHeader("X-Content-Type-Options", "nosniff");
    for (const auto &h : r.headers)
        responder.writeHeader(h.first, h.second);
    responder.writeBody(r.body);
}

} // namespace

SandboxHttpServer::SandboxHttpServer(SandboxApi &api, const SandboxOptions &options,
                                     QObject *parent)
    : QAbstractHttpServer(parent)
    , m_api(api)
    , m_options(options)
    , m_faults(quint32(options.seedValue ^ 0x5eed))
{}

bool SandboxHttpServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    auto req = std::make_shared<HttpRequest>();
    req->method = methodName(request.method());
    req->path = request.url().path();
    req->query = request.query();
    const auto headers = request.headers();
    for (const auto &h : headers)
        req->headers.insert(h.first.toLower(), h.second);
    req->body = request.body();
    req->remote = request.remoteAddress();

    auto responder = std::make_shared<QHttpServerResponder>(makeResponder(request, socket));
    QPointer<QTcpSocket> guard(socket);
    auto ctx = std::make_shared<RequestContext>();
    std::optional<HttpResponse> immediate = m_api.admit(*req, *ctx);

    auto finish = [this, req, responder, guard, ctx, immediate]() {
        enum class Fault { None, Before, After } fault = Fault::None;
        if (!immediate && ctx->apiPost && m_options.faultRate > 0 &&
            m_faults.generateDouble() < m_options.faultRate)
            fault = m_faults.bounded(2) ? Fault::After : Fault::Before;

        HttpResponse resp;
        if (immediate) {
            resp = *immediate;
        } else if (fault == Fault::Before) {
            m_api.abandon(*ctx);
            resp = SandboxApi::error(500, u"internal_error"_s,
                                     u"Injected fault: the request failed before anything was"
                                     " stored (--fault-rate)."_s);
        } else {
            resp = m_api.execute(*req, *ctx);
        }
        // The path is the client's: shown, not obeyed, on a terminal.
        qCDebug(lcSandboxHttp).noquote() << req->method << terminalSafe(req->path) << resp.status;
        if (!guard)
            return; // the client went away; what was committed stays committed
        if (fault == Fault::After) {
            // Committed, but the client never hears of it: it must retry with its key.
            guard->abort();
            return;
        }
        writeResponse(*responder, resp);
    };

    // Precise: from 2 s on, a default timer is coarse and may fire up to 5 % early.
    if (m_options.latencyMs > 0)
        QTimer::singleShot(m_options.latencyMs, Qt::PreciseTimer, this, finish);
    else
        finish();
    return true;
}

void SandboxHttpServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QHttpServerResponder responder = makeResponder(request, socket);
    writeResponse(responder, SandboxApi::error(404, u"not_found"_s, u"Not found."_s));
}

} // namespace paydesk::sandbox
