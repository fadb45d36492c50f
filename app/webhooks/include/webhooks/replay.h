#pragma once

#include "delivery.h"

#include <QJsonValue>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;

namespace paydesk {
class Clock;
}

namespace paydesk::webhooks {

// Headers whose values are credentials, shown, copied and exported as "****": Authorization,
// Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key, Api-Key, and any name that contains
// "auth", "token", "secret", "password", "passwd", "apikey", "api-key", "api_key", "session",
// "cookie" or "credential". Signature headers (webhook-signature, Stripe-Signature,
// X-Hub-Signature, ...) stay visible: they are what is being debugged, and an HMAC gives
// away neither the secret nor a way to sign anything else.
bool isCredentialHeader(QByteArrayView name);
// The value as it may be shown: credentials masked (keeping an auth scheme such as
// "Bearer"), API keys and whsec_ secrets anywhere in it redacted.
QByteArray redactedHeaderValue(QByteArrayView name, const QByteArray &value);
HeaderList redactedHeaders(const HeaderList &headers);

// API keys (pts_test_..., pts_live_...), whsec_ secrets and Bearer tokens in a text replaced
// by "****".
QString redactSecretsInText(const QString &text);
// The same inside every string (and key) of a JSON value, however deep.
QJsonValue redactedJson(const QJsonValue &value, bool *changed = nullptr);
// A body as it may be shown or copied: a JSON body with secrets is written again (compact)
// with them redacted; one without any is returned byte for byte (its signature still holds);
// any other text is redacted as text. `changed` tells whether anything was redacted.
QByteArray redactedBody(const QByteArray &body, bool *changed = nullptr);
// The bytes with each secret's characters overwritten by '*', so that offsets stay true (for
// the hex dump); also finds a whsec_ secret written with JSON's "\/" escapes.
QByteArray maskSecrets(const QByteArray &bytes);

// A shell command (POSIX quoting) that POSTs `delivery` to `url` as it came, with credentials
// and secrets redacted (headers and body, JSON or not).
QString curlCommand(const Delivery &delivery, const QUrl &url);
// The deliveries as a JSON array: metadata, headers (redacted), the body (as JSON when it is
// JSON, else as text, or base64 when it is not UTF-8; secrets redacted in JSON and text),
// verdict and reason.
QByteArray exportDeliveriesJson(const QList<Delivery> &deliveries);

struct ReplayRequest
{
    enum class Mode {
        AsReceived, // the same headers and body, the original signature
        Resigned,   // a fresh timestamp and a signature made with `secret`
    };
    QUrl url;
    Mode mode = Mode::AsReceived;
    QString secret; // for Resigned: whsec_... (Standard Webhooks) or the Stripe secret
    int timeoutMs = 10000;
};

struct ReplayResult
{
    int status = 0; // 0: no HTTP answer
    QString error;  // empty when an HTTP answer came
    HeaderList headers;
    QByteArray body;
    qint64 elapsedMs = 0;
    HeaderList sentHeaders;

    bool ok() const { return status >= 200 && status < 300; }
};

// The headers a replay sends, hop-by-hop ones dropped; for Resigned, timestamp and signature
// made anew with `secret` at `nowSecs`, in the delivery's own scheme (Standard Webhooks when
// it had none).
HeaderList replayHeaders(const Delivery &delivery, ReplayRequest::Mode mode, const QString &secret,
                         qint64 nowSecs);

// POSTs stored deliveries again: to the developer's store, or to a second inspector. No proxy,
// no redirects, a timeout; the answer comes back whole.
class WebhookReplayer : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const ReplayResult &)>;

    // Uses `nam` when given (not owned), else one of its own.
    explicit WebhookReplayer(QNetworkAccessManager *nam = nullptr, QObject *parent = nullptr);
    ~WebhookReplayer() override;

    // `done` runs later from the event loop, never inside the call, and not once `context`
    // is gone.
    void replay(const Delivery &delivery, const ReplayRequest &request, QObject *context,
                Done done);
    void cancelAll();
    int pending() const { return int(m_replies.size()); }
    // What re-signed timestamps and the timeout go by; null: the system clock.
    void setClock(std::shared_ptr<Clock> clock);

private:
    QNetworkAccessManager *m_nam = nullptr;
    std::shared_ptr<Clock> m_clock;
    QList<QPointer<QNetworkReply>> m_replies;
};

} // namespace paydesk::webhooks
