#include "webhookdispatcher.h"

#include "sandboxlogging.h"

#include <QDateTime>
#include <QMessageAuthenticationCode>
#include <QNetworkProxy>
#include <QNetworkReply>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// The record of attempt number `attempt` at `d`, started at `startedMs`; its outcome is the
// caller's to fill in.
DeliveryAttempt attemptOf(const DueDelivery &d, const QString &urlKey, int attempt,
                          qint64 startedMs)
{
    DeliveryAttempt a;
    a.deliveryId = d.id;
    a.eventId = d.eventId;
    a.url = urlKey;
    a.attempt = attempt;
    a.atMs = startedMs;
    return a;
}

} // namespace

QByteArray signWebhook(const QString &secret, const QString &id, qint64 timestamp,
                       const QByteArray &body)
{
    QByteArray key;
    if (secret.startsWith(u"whsec_"_s))
        key = QByteArray::fromBase64(secret.mid(6).toLatin1());
    else
        key = secret.toUtf8();
    const QByteArray content = id.toUtf8() + '.' + QByteArray::number(timestamp) + '.' + body;
    return "v1," +
           QMessageAuthenticationCode::hash(content, key, QCryptographicHash::Sha256).toBase64();
}

WebhookDispatcher::WebhookDispatcher(SandboxStore &store, const SandboxOptions &options,
                                     QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_options(options)
    , m_clock(Clock::orSystem(options.clock))
    , m_nam(this)
    , m_timer(m_clock)
{
    for (const ConfiguredEndpoint &e : configuredEndpoints(options))
        m_secrets.insert(e.id, e.secret);
    m_timer.setSingleShot(true);
    connect(&m_timer, &ClockTimer::timeout, this, &WebhookDispatcher::pump);
    // Webhook endpoints are the developer's own servers: no proxy, no redirects.
    m_nam.setProxy(QNetworkProxy::NoProxy);
    m_nam.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

WebhookDispatcher::~WebhookDispatcher()
{
    stop();
}

void WebhookDispatcher::start()
{
    m_stopped = false;
    // Endpoints are configured per run. Events of one that was removed would otherwise wait
    // for a secret that never comes; end them once, visibly, instead of retrying forever.
    // Stored endpoints (the API's) stay from run to run.
    QSet<QString> known(m_secrets.keyBegin(), m_secrets.keyEnd());
    for (const EndpointRecord &e : m_store.endpoints())
        known.insert(e.id);
    const int abandoned = m_store.abandonDeliveries(known, m_clock->nowMs(), endpointGone());
    if (abandoned > 0)
        qCWarning(lcSandboxWebhooks).noquote()
            << abandoned << "undelivered event(s) abandoned: endpoint no longer configured";
    pump();
}

QString WebhookDispatcher::endpointGone()
{
    return u"endpoint no longer configured; event abandoned for this URL"_s;
}

QString WebhookDispatcher::endpointDisabled()
{
    return u"endpoint disabled; event abandoned"_s;
}

QString WebhookDispatcher::endpointDeleted()
{
    return u"endpoint deleted; event abandoned"_s;
}

void WebhookDispatcher::stop()
{
    m_stopped = true;
    m_timer.stop();
    // In-flight deliveries stay pending in the outbox and go out after the next start.
    const auto replies = m_inFlight.values();
    m_inFlight.clear();
    m_sending.clear();
    for (QNetworkReply *reply : replies) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void WebhookDispatcher::wake()
{
    if (!m_stopped)
        m_timer.start(std::chrono::milliseconds(0));
}

void WebhookDispatcher::pump()
{
    if (m_stopped)
        return;
    int free = m_options.maxConcurrentDeliveries - int(m_inFlight.size());
    if (free > 0) {
        // An event is never on its way to an endpoint twice at once (a resend while an
        // attempt runs): that delivery waits for the attempt's answer, which pumps again.
        const QList<DueDelivery> due = m_store.dueDeliveries(
            m_clock->nowMs(), free + int(m_inFlight.size()), m_inFlight.keys());
        for (const DueDelivery &d : due) {
            if (free == 0)
                break;
            if (m_sending.contains({d.eventId, d.endpointId}))
                continue;
            send(d);
            --free;
        }
    }
    scheduleNext();
}

void WebhookDispatcher::scheduleNext()
{
    if (m_stopped || m_inFlight.size() >= m_options.maxConcurrentDeliveries)
        return; // a finishing delivery pumps again
    const auto next = m_store.nextDeliveryAt();
    if (!next)
        return;
    const qint64 wait = *next - m_clock->nowMs();
    // Poll at least every few seconds in case the clock moved.
    m_timer.start(std::chrono::milliseconds(std::clamp<qint64>(wait, 50, 5000)));
}

void WebhookDispatcher::send(const DueDelivery &d)
{
    const QString urlKey = d.url.toString(QUrl::FullyEncoded);
    // Each endpoint signs with its own secret: a configured one's, or a stored one's.
    QString secret = m_secrets.value(d.endpointId);
    QString gone = endpointGone();
    if (secret.isEmpty()) {
        if (const auto stored = m_store.endpoint(d.endpointId)) {
            if (stored->enabled)
                secret = stored->secret;
            else
                gone = endpointDisabled();
        }
    }
    const int attempt = d.attempts + 1;
    const qint64 startedMs = m_clock->nowMs();
    if (secret.isEmpty()) {
        // Disabling, deleting and start() abandon these already; this is the last guard.
        qCWarning(lcSandboxWebhooks).noquote()
            << "no secret for" << urlKey << "event" << d.eventId << "abandoned:" << gone;
        DeliveryAttempt a = attemptOf(d, urlKey, attempt, startedMs);
        a.error = gone;
        m_store.abandonDelivery(a);
        return;
    }
    const qint64 ts = startedMs / 1000;
    QNetworkRequest req(d.url);
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    req.setHeader(QNetworkRequest::UserAgentHeader,
                  QByteArray("PayDesk-Sandbox/" PAYDESK_VERSION " (webhooks)"));
    req.setRawHeader("webhook-id", d.eventId.toUtf8());
    req.setRawHeader("webhook-timestamp", QByteArray::number(ts));
    req.setRawHeader("webhook-signature", signWebhook(secret, d.eventId, ts, d.payload));
    // A delivery succeeds only with a 2xx within the timeout as a whole; a transfer timeout
    // alone would let an endpoint that trickles bytes take as long as it likes.
    req.setTransferTimeout(m_options.webhookTimeoutMs);
    QNetworkReply *reply = m_nam.post(req, d.payload);
    m_inFlight.insert(d.id, reply);
    m_sending.insert({d.eventId, d.endpointId});
    // Only the status counts: the answer's body is dropped as it comes, so a receiver that
    // answers with gigabytes costs no memory.
    connect(reply, &QIODevice::readyRead, reply, [reply] { reply->skip(reply->bytesAvailable()); });
    ClockTimer::singleShot(m_clock, std::chrono::milliseconds(m_options.webhookTimeoutMs), reply,
                           [reply] {
                               if (reply->isRunning())
                                   reply->abort();
                           });
    connect(reply, &QNetworkReply::finished, this, [this, reply, d, attempt, startedMs, urlKey] {
        reply->deleteLater();
        if (m_inFlight.value(d.id) != reply)
            return;
        m_inFlight.remove(d.id);
        m_sending.remove({d.eventId, d.endpointId});
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const qint64 nowMs = m_clock->nowMs();
        // A 2xx whose answer did not complete (timed out or cut off) is no success.
        const bool delivered =
            status >= 200 && status < 300 && reply->error() == QNetworkReply::NoError;
        QString error;
        if (!delivered) {
            if (reply->error() == QNetworkReply::OperationCanceledError)
                error = u"timed out after %1 ms"_s.arg(m_options.webhookTimeoutMs);
            else if (status == 0)
                error = reply->errorString();
            else
                error = u"HTTP %1"_s.arg(status);
        }
        std::optional<qint64> next;
        if (!delivered && attempt <= m_options.retryScheduleSeconds.size())
            next = nowMs + qint64(m_options.retryScheduleSeconds.at(attempt - 1)) * 1000;
        DeliveryAttempt a = attemptOf(d, urlKey, attempt, startedMs);
        a.statusCode = status;
        a.error = error;
        a.durationMs = int(nowMs - startedMs);
        m_store.recordAttempt(a, delivered, next);
        if (delivered)
            qCInfo(lcSandboxWebhooks).noquote() << "delivered" << d.eventId << "to" << urlKey
                                                << "attempt" << attempt << "status" << status;
        else
            qCInfo(lcSandboxWebhooks).noquote()
                << "delivery of" << d.eventId << "to" << urlKey << "failed, attempt" << attempt
                << ':' << error
                << (next ? u"; next attempt in %1 s"_s.arg((*next - nowMs) / 1000)
                         : u"; giving up"_s);
        pump();
    });
}

} // namespace paydesk::sandbox
