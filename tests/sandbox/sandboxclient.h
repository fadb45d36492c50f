#pragma once

// Test support: the sandbox service started in-process on its own thread, and a small
// synchronous HTTP client over QNetworkAccessManager. Real HTTP on loopback.

#include "sandbox/sandboxservice.h"

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
        QUrl url = base.resolved(QUrl(pathAndQuery));
        QNetworkRequest req(url);
        req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
        if (authenticate && !apiKey.isEmpty())
            req.setRawHeader("Authorization", "Bearer " + apiKey.toUtf8());
        bool hasType = false;
        for (const auto &h : headers) {
            req.setRawHeader(h.first, h.second);
            hasType = hasType || h.first.compare("content-type", Qt::CaseInsensitive) == 0;
        }
        if (!body.isNull() && !hasType)
            req.setRawHeader("Content-Type", "application/json");
        req.setTransferTimeout(timeoutMs);
        QNetworkReply *reply = m_nam.sendCustomRequest(req, method, body);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
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

    HttpResult get(const QString &pathAndQuery) { return send("GET", pathAndQuery); }
    HttpResult post(const QString &path, const QJsonObject &body,
                    const QByteArray &idempotencyKey = {})
    {
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!idempotencyKey.isEmpty())
            headers.append({"Idempotency-Key", idempotencyKey});
        return send("POST", path, QJsonDocument(body).toJson(QJsonDocument::Compact), headers);
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
        service = std::make_unique<sandbox::SandboxService>();
        QSignalSpy ready(service.get(), &sandbox::SandboxService::ready);
        QSignalSpy failed(service.get(), &sandbox::SandboxService::failed);
        service->start(options);
        for (int i = 0; i < seconds * 10 && ready.isEmpty() && failed.isEmpty(); ++i)
            ready.wait(100);
        if (ready.isEmpty())
            return false;
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
