#pragma once

// Webhook signatures made the test's own way, from the specs alone, so that a mistake in the
// verifier cannot hide behind the same mistake here: HMAC-SHA256 written out from RFC 2104
// over plain SHA-256, the Standard Webhooks scheme from docs/api.md §12 and
// https://www.standardwebhooks.com, and the Stripe-style scheme from Stripe's documentation
// ("t=<unix>,v1=<hex HMAC-SHA256 of '{t}.{payload}' keyed with the endpoint secret>").

#include <QByteArray>
#include <QCryptographicHash>
#include <QDateTime>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPair>
#include <QRandomGenerator>
#include <QString>
#include <QTimer>
#include <QUrl>

namespace paydesk::testing {

using RawHeaders = QList<QPair<QByteArray, QByteArray>>;

// RFC 2104: H((K' ^ opad) || H((K' ^ ipad) || m)), K' the key padded (or hashed) to 64 bytes.
inline QByteArray rfc2104HmacSha256(QByteArray key, const QByteArray &message)
{
    constexpr int BlockSize = 64;
    if (key.size() > BlockSize)
        key = QCryptographicHash::hash(key, QCryptographicHash::Sha256);
    key.append(QByteArray(BlockSize - key.size(), '\0'));
    QByteArray inner(BlockSize, '\0');
    QByteArray outer(BlockSize, '\0');
    for (int i = 0; i < BlockSize; ++i) {
        inner[i] = char(key[i] ^ 0x36);
        outer[i] = char(key[i] ^ 0x5c);
    }
    const QByteArray innerHash =
        QCryptographicHash::hash(QByteArray(inner + message), QCryptographicHash::Sha256);
    return QCryptographicHash::hash(QByteArray(outer + innerHash), QCryptographicHash::Sha256);
}

inline QByteArray randomBytes(int n)
{
    QByteArray bytes(n, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(QRandomGenerator::global()->bounded(256));
    return bytes;
}

// "whsec_" + base64 of `bytes` random bytes (the spec allows 24 to 64).
inline QString makeSecret(int bytes = 32)
{
    return QStringLiteral("whsec_") + QString::fromLatin1(randomBytes(bytes).toBase64());
}

// Standard Webhooks: "v1," + base64(HMAC-SHA256(base64decode(secret without "whsec_"),
// "{id}.{timestamp}.{body}")).
inline QByteArray standardSignature(const QString &secret, const QByteArray &id, qint64 timestamp,
                                    const QByteArray &body)
{
    const QByteArray key = QByteArray::fromBase64(secret.mid(6).toLatin1());
    const QByteArray content = id + '.' + QByteArray::number(timestamp) + '.' + body;
    return "v1," + rfc2104HmacSha256(key, content).toBase64();
}

inline RawHeaders standardHeaders(const QString &secret, const QByteArray &id, qint64 timestamp,
                                  const QByteArray &body)
{
    return {{"webhook-id", id},
            {"webhook-timestamp", QByteArray::number(timestamp)},
            {"webhook-signature", standardSignature(secret, id, timestamp, body)}};
}

// Stripe: the key is the whole secret string, "whsec_" included; the signature is hex.
inline QByteArray stripeSignature(const QString &secret, qint64 timestamp, const QByteArray &body)
{
    return rfc2104HmacSha256(secret.toUtf8(), QByteArray::number(timestamp) + '.' + body).toHex();
}

inline qint64 nowSecs()
{
    return QDateTime::currentSecsSinceEpoch();
}

// A transaction.captured event as the service sends it (docs/api.md §12).
inline QByteArray
eventBody(const QString &eventId = QStringLiteral("evt_Test0000000000000001"),
          const QString &type = QStringLiteral("transaction.captured"),
          const QString &transactionId = QStringLiteral("txn_PKgp5uxq0kfzMROQZYFc9eDy"),
          qint64 amount = 2599)
{
    const QJsonObject transaction{
        {QStringLiteral("amount"), amount},
        {QStringLiteral("amount_refunded"), 0},
        {QStringLiteral("created_at"), QStringLiteral("2026-11-22T05:50:10Z")},
        {QStringLiteral("currency"), QStringLiteral("USD")},
        {QStringLiteral("gateway"), QStringLiteral("cardnet")},
        {QStringLiteral("id"), transactionId},
        {QStringLiteral("merchant_id"), QStringLiteral("mer_xOU7SkWEDMEcq3hF")},
        {QStringLiteral("merchant_ref"), QStringLiteral("ORD-2001")},
        {QStringLiteral("object"), QStringLiteral("transaction")},
        {QStringLiteral("status"), QStringLiteral("captured")},
        {QStringLiteral("updated_at"), QStringLiteral("2026-11-22T05:50:10Z")}};
    const QJsonObject event{
        {QStringLiteral("id"), eventId},
        {QStringLiteral("type"), type},
        {QStringLiteral("created_at"), QStringLiteral("2026-11-22T05:50:10Z")},
        {QStringLiteral("data"), QJsonObject{{QStringLiteral("object"), transaction}}}};
    return QJsonDocument(event).toJson(QJsonDocument::Compact);
}

struct PostResult
{
    int status = 0;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers) {
            if (h.first.compare(name, Qt::CaseInsensitive) == 0)
                return h.second;
        }
        return {};
    }
};

// One request, waited for in a local event loop (the receiver answers from its own thread).
inline PostResult sendRequest(const QUrl &url, const RawHeaders &headers, const QByteArray &body,
                              const QByteArray &method = "POST", int timeoutMs = 15000)
{
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest req(url);
    req.setTransferTimeout(timeoutMs);
    bool hasType = false;
    for (const auto &h : headers) {
        req.setRawHeader(h.first, h.second);
        hasType = hasType || h.first.compare("content-type", Qt::CaseInsensitive) == 0;
    }
    if (!hasType && method == "POST")
        req.setRawHeader("Content-Type", "application/json");
    QNetworkReply *reply =
        method == "POST" ? nam.post(req, body) : nam.sendCustomRequest(req, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    PostResult r;
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.body = reply->readAll();
    r.headers = reply->rawHeaderPairs();
    reply->deleteLater();
    return r;
}

} // namespace paydesk::testing
