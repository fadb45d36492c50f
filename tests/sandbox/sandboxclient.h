#pragma once

// Test support: the sandbox service started in-process on its own thread, and a small
// synchronous HTTP client over QNetworkAccessManager. Real HTTP on loopback.

#include "sandbox/sandboxservice.h"
#include "testdatabase.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTimer>
#include <QUrlQuery>

namespace paydesk::testing {

struct HttpResult
{
    int status = 0; // 0: no HTTP response
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray body;
    QJsonObject json;
    QHash<QByteArray, QByteArray> headers; // lower-case names

    QString errorCode() const { return json.value(QStringLiteral("error")).toString(); }
};

class HttpClient;

// Contract mode (.ci/contract.sh, defined in contractproxy.h): each request to a sandbox goes
// through Prism, which checks it and its answer against docs/openapi.yaml.
namespace contract {
bool enabled();
bool isSandbox(const QUrl &url);
HttpResult send(HttpClient &client, const QByteArray &method, const QUrl &url,
                const QByteArray &body, const QList<QPair<QByteArray, QByteArray>> &headers,
                int timeoutMs);
} // namespace contract

class HttpClient
{
public:
    HttpClient() { m_nam.setProxy(QNetworkProxy::NoProxy); }

    QUrl base;
    QString apiKey;

    HttpResult send(const QByteArray &method, const QString &pathAndQuery,
                    const QByteArray &body = {},
                    const QList<QPair<QByteArray, QByteArray>> &headers = {},
                    bool authenticate = true, int timeoutMs = 15000)
    {
        const QUrl url = base.resolved(QUrl(pathAndQuery));
        QList<QPair<QByteArray, QByteArray>> all;
        if (authenticate && !apiKey.isEmpty())
            all.append({QByteArray("Authorization"), "Bearer " + apiKey.toUtf8()});
        bool hasType = false;
        for (const auto &h : headers) {
            all.append(h);
            hasType = hasType || h.first.compare("content-type", Qt::CaseInsensitive) == 0;
        }
        if (!body.isNull() && !hasType)
            all.append({QByteArray("Content-Type"), QByteArray("application/json")});
        if (contract::enabled() && contract::isSandbox(url))
            return contract::send(*this, method, url, body, all, timeoutMs);
        return exchange(method, url, body, all, timeoutMs);
    }

    HttpResult get(const QString &pathAndQuery) { return send("GET", pathAndQuery); }
    HttpResult post(const QString &path, const QJsonObject &body,
                    const QByteArray &idempotencyKey = {})
    {
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!idempotencyKey.isEmpty())
            headers.append({"Idempotency-Key", idempotencyKey});
        return send("POST", path, QJsonDocument(body).toJson(QJsonDocument::Compact), headers);
    }

    // One request as given, straight to `url`.
    HttpResult exchange(const QByteArray &method, const QUrl &url, const QByteArray &body,
                        const QList<QPair<QByteArray, QByteArray>> &headers, int timeoutMs)
    {
        QNetworkRequest req(url);
        req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
        for (const auto &h : headers)
            req.setRawHeader(h.first, h.second);
        req.setTransferTimeout(timeoutMs);
        QNetworkReply *reply = m_nam.sendCustomRequest(req, method, body);
        return resultOf(reply);
    }

    // What `reply` answered, once it has (the wait is an event loop); the reply is deleted later.
    static HttpResult resultOf(QNetworkReply *reply)
    {
        if (!reply->isFinished()) {
            QEventLoop loop;
            QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
            loop.exec();
        }
        HttpResult r;
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        r.error = reply->error();
        r.body = reply->readAll();
        for (const auto &pair : reply->rawHeaderPairs())
            r.headers.insert(pair.first.toLower(), pair.second);
        const QJsonDocument doc = QJsonDocument::fromJson(r.body);
        if (doc.isObject())
            r.json = doc.object();
        reply->deleteLater();
        return r;
    }

private:
    QNetworkAccessManager m_nam;
};

// A sandbox service on a free loopback port, in memory unless options.dataDir is set.
class SandboxFixture
{
public:
    static QString testKey() { return QStringLiteral("pts_test_TestKey0123456789abcdefABCDEF01"); }

    // Waits up to `seconds` for the service (seeding a large store takes a while on a busy
    // machine).
    bool start(sandbox::SandboxOptions options = {}, int seconds = 60)
    {
        if (options.apiKeys.isEmpty())
            options.apiKeys << testKey();
        if (options.database.isEmpty())
            options.database = testDatabaseFor(options.dataDir);
        service = std::make_unique<sandbox::SandboxService>();
        QSignalSpy ready(service.get(), &sandbox::SandboxService::ready);
        QSignalSpy failed(service.get(), &sandbox::SandboxService::failed);
        service->start(options);
        for (int i = 0; i < seconds * 10 && ready.isEmpty() && failed.isEmpty(); ++i)
            ready.wait(100);
        if (ready.isEmpty()) {
            if (!failed.isEmpty())
                qWarning() << "the sandbox failed to start:" << failed.constFirst().value(0);
            return false;
        }
        client.base = service->url();
        client.apiKey = options.apiKeys.constFirst();
        return true;
    }
    void stop() { service.reset(); }

    std::unique_ptr<sandbox::SandboxService> service;
    HttpClient client;
};

inline QJsonObject chargeBody(qint64 amount, const QString &currency = QStringLiteral("USD"),
                              const QString &ref = QStringLiteral("order-1"))
{
    return QJsonObject{{QStringLiteral("amount"), amount},
                       {QStringLiteral("currency"), currency},
                       {QStringLiteral("gateway"), QStringLiteral("cardnet")},
                       {QStringLiteral("merchant_ref"), ref}};
}

} // namespace paydesk::testing

#include "contractproxy.h"
