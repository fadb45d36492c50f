#include "replay.h"

#include "api/environment.h"
#include "core/clock.h"
#include "core/terminaltext.h"
#include "webhookslogging.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTimer>
#include <memory>

using namespace Qt::StringLiterals;

namespace paydesk::webhooks {

namespace {

// Headers that belong to one connection, or that the HTTP stack sets itself.
bool isHopByHop(QByteArrayView name)
{
    static const QByteArrayView names[] = {
        "host",    "content-length", "connection",       "keep-alive", "transfer-encoding", "te",
        "trailer", "upgrade",        "proxy-connection", "expect",     "accept-encoding"};
    for (const QByteArrayView n : names) {
        if (name.compare(n, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool isSignatureHeader(QByteArrayView name)
{
    return name.compare("webhook-timestamp", Qt::CaseInsensitive) == 0 ||
           name.compare("webhook-signature", Qt::CaseInsensitive) == 0 ||
           name.compare("stripe-signature", Qt::CaseInsensitive) == 0;
}

QString shellQuote(const QString &text)
{
    QString out = text;
    out.replace(u'\'', u"'\\''"_s);
    return u'\'' + out + u'\'';
}

QString randomMessageId()
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString id = u"msg_"_s;
    for (int i = 0; i < 24; ++i)
        id += QLatin1Char(alphabet[QRandomGenerator::global()->bounded(62)]);
    return id;
}

} // namespace

bool isCredentialHeader(QByteArrayView name)
{
    static const QByteArrayView names[] = {"authorization", "proxy-authorization", "cookie",
                                           "set-cookie",    "x-api-key",           "api-key"};
    for (const QByteArrayView n : names) {
        if (name.compare(n, Qt::CaseInsensitive) == 0)
            return true;
    }
    const QByteArray lower = name.toByteArray().toLower();
    // Signatures are HMACs of one delivery: what the inspector is there to show.
    if (lower.contains("signature"))
        return false;
    static const QByteArrayView parts[] = {"auth",    "token",  "secret",    "password",
                                           "passwd",  "apikey", "api-key",   "api_key",
                                           "session", "cookie", "credential"};
    for (const QByteArrayView part : parts) {
        if (lower.contains(part))
            return true;
    }
    return false;
}

QByteArray redactedHeaderValue(QByteArrayView name, const QByteArray &value)
{
    if (isCredentialHeader(name)) {
        // Keep the scheme ("Bearer", "Basic"): it tells what kind of credential came.
        const qsizetype space = value.indexOf(' ');
        if (space > 0 && name.compare("authorization", Qt::CaseInsensitive) == 0)
            return value.left(space) + " ****";
        return "****";
    }
    return redactSecretsInText(QString::fromLatin1(value)).toLatin1();
}

HeaderList redactedHeaders(const HeaderList &headers)
{
    HeaderList out;
    out.reserve(headers.size());
    for (const auto &h : headers)
        out.append({h.first, redactedHeaderValue(h.first, h.second)});
    return out;
}

namespace {

// Each pattern: group 1 is what stays, group 2 is the secret.
const QList<QRegularExpression> &secretPatterns()
{
    static const QList<QRegularExpression> patterns = {
        // API keys: a service prefix, the environment, the secret part.
        QRegularExpression(u"\\b([a-z]{2,8}_(?:test|live)_)([A-Za-z0-9]+)"_s),
        // Webhook signing secrets, also with JSON's escaped slash.
        QRegularExpression(u"(whsec_)((?:[A-Za-z0-9+/=]|\\\\/)+)"_s),
        // Bearer tokens (RFC 6750's token68 characters).
        QRegularExpression(u"(Bearer\\s+)([A-Za-z0-9._~+/=-]+)"_s,
                           QRegularExpression::CaseInsensitiveOption),
    };
    return patterns;
}

} // namespace

QString redactSecretsInText(const QString &text)
{
    QString out = text;
    for (const QRegularExpression &re : secretPatterns())
        out.replace(re, u"\\1****"_s);
    return out;
}

QJsonValue redactedJson(const QJsonValue &value, bool *changed)
{
    auto text = [changed](const QString &s) {
        const QString r = redactSecretsInText(s);
        if (changed && r != s)
            *changed = true;
        return r;
    };
    switch (value.type()) {
    case QJsonValue::String:
        return text(value.toString());
    case QJsonValue::Array: {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(redactedJson(v, changed));
        return out;
    }
    case QJsonValue::Object: {
        QJsonObject out;
        const QJsonObject in = value.toObject();
        for (auto it = in.begin(); it != in.end(); ++it)
            out.insert(text(it.key()), redactedJson(it.value(), changed));
        return out;
    }
    default:
        return value;
    }
}

QByteArray redactedBody(const QByteArray &body, bool *changed)
{
    bool redacted = false;
    QByteArray out = body;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error == QJsonParseError::NoError && (doc.isObject() || doc.isArray())) {
        const QJsonValue v = redactedJson(
            doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), &redacted);
        if (redacted)
            out = (v.isObject() ? QJsonDocument(v.toObject()) : QJsonDocument(v.toArray()))
                      .toJson(QJsonDocument::Compact);
    } else {
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString text = utf8.decode(body);
        if (utf8.hasError()) {
            out = maskSecrets(body);
            redacted = out != body;
        } else {
            const QString r = redactSecretsInText(text);
            redacted = r != text;
            if (redacted)
                out = r.toUtf8();
        }
    }
    if (changed)
        *changed = redacted;
    return out;
}

QByteArray maskSecrets(const QByteArray &bytes)
{
    // Latin-1 maps each byte to one character, so match offsets are byte offsets.
    const QString text = QString::fromLatin1(bytes);
    QByteArray out = bytes;
    for (const QRegularExpression &re : secretPatterns()) {
        auto it = re.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            for (qsizetype i = m.capturedStart(2); i < m.capturedEnd(2); ++i)
                out[i] = '*';
        }
    }
    return out;
}

QString curlCommand(const Delivery &delivery, const QUrl &url)
{
    QStringList lines;
    lines << u"curl -X "_s + QString::fromLatin1(delivery.method) + u' ' +
                 shellQuote(url.toString(QUrl::FullyEncoded));
    for (const auto &h : redactedHeaders(delivery.headers)) {
        if (isHopByHop(h.first))
            continue;
        lines << u"  -H "_s + shellQuote(QString::fromLatin1(h.first) + u": "_s +
                                         QString::fromLatin1(h.second));
    }
    // --data-binary sends the bytes as they are (no newline stripping, no @file reading).
    lines << u"  --data-binary "_s + shellQuote(QString::fromUtf8(redactedBody(delivery.body)));
    return lines.join(u" \\\n"_s) + u'\n';
}

QByteArray exportDeliveriesJson(const QList<Delivery> &deliveries)
{
    QJsonArray out;
    for (const Delivery &d : deliveries) {
        QJsonObject o;
        o.insert(u"received_at"_s, d.receivedAt.toUTC().toString(Qt::ISODateWithMs));
        o.insert(u"remote_address"_s, d.remoteAddress);
        o.insert(u"method"_s, QString::fromLatin1(d.method));
        o.insert(u"path"_s, d.path);
        o.insert(u"query"_s, redactSecretsInText(d.query));
        QJsonArray headers;
        for (const auto &h : redactedHeaders(d.headers))
            headers.append(QJsonArray{QString::fromLatin1(h.first), QString::fromLatin1(h.second)});
        o.insert(u"headers"_s, headers);
        const QJsonDocument json = QJsonDocument::fromJson(d.body);
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString text = utf8.decode(d.body);
        if (!json.isNull() && !d.bodyTruncated) {
            o.insert(u"body"_s, redactedJson(json.isObject() ? QJsonValue(json.object())
                                                             : QJsonValue(json.array())));
        } else if (!utf8.hasError()) {
            o.insert(u"body_text"_s, redactSecretsInText(text));
        } else {
            o.insert(u"body_base64"_s, QString::fromLatin1(maskSecrets(d.body).toBase64()));
        }
        o.insert(u"body_size"_s, d.bodySize);
        o.insert(u"body_truncated"_s, d.bodyTruncated);
        o.insert(u"webhook_id"_s, d.webhookId);
        o.insert(u"type"_s, d.eventType);
        o.insert(u"transaction_id"_s, d.transactionId);
        o.insert(u"attempt"_s, d.attempt);
        o.insert(u"duplicate"_s, d.isDuplicate());
        o.insert(u"scheme"_s, schemeName(d.verification.scheme));
        o.insert(u"verdict"_s, verdictName(d.verification.verdict));
        o.insert(u"reason"_s, d.verification.reason);
        o.insert(u"response_status"_s, d.responseStatus);
        out.append(o);
    }
    return QJsonDocument(out).toJson(QJsonDocument::Indented);
}

HeaderList replayHeaders(const Delivery &delivery, ReplayRequest::Mode mode, const QString &secret,
                         qint64 nowSecs)
{
    HeaderList out;
    for (const auto &h : delivery.headers) {
        // A credential was masked when it arrived: "****" is no use to the receiver.
        if (isHopByHop(h.first) || isCredentialHeader(h.first))
            continue;
        if (mode == ReplayRequest::Mode::Resigned && isSignatureHeader(h.first))
            continue;
        out.append(h);
    }
    if (mode == ReplayRequest::Mode::AsReceived)
        return out;
    if (delivery.verification.scheme == SignatureScheme::Stripe) {
        out.append({"Stripe-Signature", stripeSignatureHeader(secret, nowSecs, delivery.body)});
        return out;
    }
    QByteArray id = headerValue(out, "webhook-id");
    if (id.isEmpty()) {
        id = (delivery.webhookId.isEmpty() ? randomMessageId() : delivery.webhookId).toUtf8();
        out.append({"webhook-id", id});
    }
    out.append({"webhook-timestamp", QByteArray::number(nowSecs)});
    out.append({"webhook-signature", standardWebhookSignature(secret, id, nowSecs, delivery.body)});
    return out;
}

WebhookReplayer::WebhookReplayer(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
    , m_clock(Clock::system())
{
    if (!m_nam) {
        m_nam = new QNetworkAccessManager(this);
        m_nam->setProxy(QNetworkProxy::NoProxy);
    }
}

WebhookReplayer::~WebhookReplayer()
{
    cancelAll();
}

void WebhookReplayer::setClock(std::shared_ptr<Clock> clock)
{
    m_clock = Clock::orSystem(clock);
}

void WebhookReplayer::cancelAll()
{
    const auto replies = std::exchange(m_replies, {});
    for (const QPointer<QNetworkReply> &reply : replies) {
        if (reply) {
            reply->disconnect(this);
            reply->abort();
            reply->deleteLater();
        }
    }
}

void WebhookReplayer::replay(const Delivery &delivery, const ReplayRequest &request,
                             QObject *context, Done done)
{
    QPointer<QObject> guard(context);
    auto finishLater = [this, guard, done](const ReplayResult &result) {
        QTimer::singleShot(0, this, [guard, done, result] {
            if (guard)
                done(result);
        });
    };
    const QString scheme = request.url.scheme();
    if (!request.url.isValid() || (scheme != u"http"_s && scheme != u"https"_s) ||
        request.url.host().isEmpty()) {
        ReplayResult r;
        r.error = tr("\"%1\" is not an http or https address.").arg(request.url.toString());
        return finishLater(r);
    }
    if (request.mode == ReplayRequest::Mode::Resigned && request.secret.isEmpty()) {
        ReplayResult r;
        r.error = tr("A signing secret is needed to sign the delivery again.");
        return finishLater(r);
    }
    QNetworkRequest req(request.url);
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::ManualRedirectPolicy);
    req.setTransferTimeout(request.timeoutMs);
    const HeaderList headers =
        replayHeaders(delivery, request.mode, request.secret, m_clock->nowSecs());
    for (const auto &h : headers)
        req.setRawHeader(h.first, h.second);
    QElapsedTimer timer;
    timer.start();
    QNetworkReply *reply = m_nam->sendCustomRequest(req, delivery.method, delivery.body);
    m_replies.append(reply);
    // The timeout covers the whole answer, not only a pause between bytes.
    ClockTimer::singleShot(m_clock, std::chrono::milliseconds(request.timeoutMs), reply, [reply] {
        if (reply->isRunning())
            reply->abort();
    });
    // The first 64 KiB of the answer are kept and the rest dropped as it comes: a receiver may
    // answer with gigabytes.
    auto answer = std::make_shared<QByteArray>();
    const auto keep = [reply, answer] {
        constexpr qint64 MaxAnswerBytes = 64 * 1024;
        if (const qint64 room = MaxAnswerBytes - answer->size(); room > 0)
            *answer += reply->read(room);
        reply->skip(reply->bytesAvailable());
    };
    connect(reply, &QIODevice::readyRead, reply, keep);
    connect(
        reply, &QNetworkReply::finished, this,
        [this, reply, timer, guard, done, headers, keep, answer, timeoutMs = request.timeoutMs] {
            m_replies.removeAll(reply);
            reply->deleteLater();
            ReplayResult r;
            r.elapsedMs = timer.elapsed();
            r.sentHeaders = headers;
            r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            keep();
            r.body = *answer;
            for (const auto &h : reply->rawHeaderPairs())
                r.headers.append(h);
            if (r.status == 0) {
                r.error = reply->error() == QNetworkReply::OperationCanceledError
                              ? tr("No answer within %1 s.").arg(timeoutMs / 1000.0)
                              : reply->errorString();
            }
            qCInfo(lcWebhooks).noquote()
                << "replayed to" << terminalSafe(api::redactSecrets(reply->url().toString()))
                << "->" << r.status << terminalSafe(r.error);
            if (guard)
                done(r);
        });
}

} // namespace paydesk::webhooks
