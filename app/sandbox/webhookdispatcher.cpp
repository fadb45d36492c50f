#include "webhookdispatcher.h"

#include "sandboxlogging.h"

#include "core/terminaltext.h"

#include <QDateTime>
#include <QMessageAuthenticationCode>
#include <QNetworkProxy>
#include <QNetworkReply>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

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
    , m_destinations(options.allowedWebhookHosts, options.host)
    , m_nam(this)
    , m_timer(m_clock)
    , m_claimant(randomId(u"dsp_"_s, 16))
{
    m_destinations.setResolver(options.webhookResolver);
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
    // An instance that sends no webhooks (--webhook-concurrency 0) leaves the outbox, and its
    // endpoints' fate, to the other instances on its database.
    if (m_options.maxConcurrentDeliveries <= 0)
        return;
    m_stopped = false;
    // SQLite's one process owns its store: claims left by a run that was killed are its own.
    // (On PostgreSQL they may be another live instance's, and end with their lease.)
    if (!m_store.isPostgres())
        m_store.releaseAllClaims();
    // Other instances' new events wake this one too (PostgreSQL's LISTEN/NOTIFY).
    m_store.listenForOutbox([this] { wake(); });
    // Endpoints are configured per run. Events of one that was removed would otherwise wait
    // for a secret that never comes; end them once, visibly, instead of retrying forever.
    // Stored endpoints (the API's) stay from run to run.
    QSet<QString> known(m_secrets.keyBegin(), m_secrets.keyEnd());
    for (const EndpointRecord &e : m_store.endpoints(true))
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

qint64 WebhookDispatcher::leaseMs() const
{
    // Longer than an attempt may take (its host's lookup, then the timeout), so a claim ends
    // early only for an instance that died or lost its database.
    return 3 * qint64(m_options.webhookTimeoutMs);
}

void WebhookDispatcher::stop()
{
    const bool wasRunning = !m_stopped;
    m_stopped = true;
    m_timer.stop();
    // In-flight deliveries stay pending in the outbox and go out after the next start, or
    // from another instance at once: their claims end here.
    const auto attempts = m_inFlight.values();
    if (wasRunning && !attempts.isEmpty())
        m_store.releaseClaims(m_claimant);
    m_inFlight.clear();
    for (const InFlight &f : attempts) {
        if (f.lookupId >= 0)
            QHostInfo::abortHostLookup(f.lookupId);
        if (f.reply) {
            f.reply->disconnect(this);
            f.reply->abort();
            f.reply->deleteLater();
        }
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
        // Claimed (with a lease) before anything is sent, so no other instance on the
        // database attempts them meanwhile.
        const qint64 now = m_clock->nowMs();
        const QList<DueDelivery> due =
            m_store.claimDueDeliveries(now, free, m_inFlight.keys(), m_claimant, now + leaseMs());
        QList<qint64> unsent;
        for (const DueDelivery &d : due) {
            if (free == 0 || isSending(d.eventId, d.endpointId)) {
                unsent << d.id;
                continue;
            }
            send(d);
            --free;
        }
        if (!unsent.isEmpty())
            m_store.releaseClaims(m_claimant, unsent);
    }
    scheduleNext();
}

bool WebhookDispatcher::isSending(const QString &eventId, const QString &endpointId) const
{
    return std::any_of(m_inFlight.cbegin(), m_inFlight.cend(), [&](const InFlight &f) {
        return f.eventId == eventId && f.endpointId == endpointId;
    });
}

DeliveryAttempt WebhookDispatcher::rowOf(const Attempt &a)
{
    DeliveryAttempt row;
    row.deliveryId = a.delivery.id;
    row.eventId = a.delivery.eventId;
    row.url = a.delivery.url.toString(QUrl::FullyEncoded);
    row.attempt = a.number;
    row.atMs = a.startedMs;
    return row;
}

void WebhookDispatcher::scheduleNext()
{
    if (m_stopped || m_inFlight.size() >= m_options.maxConcurrentDeliveries)
        return; // a finishing delivery pumps again
    const auto next = m_store.nextDeliveryAt();
    if (!next) {
        // Other instances' new rows come with a notification; this poll is for one missed
        // (while the connection was down).
        if (m_store.isPostgres())
            m_timer.start(std::chrono::seconds(30));
        return;
    }
    const qint64 wait = *next - m_clock->nowMs();
    // Poll at least every few seconds in case the clock moved.
    m_timer.start(std::chrono::milliseconds(std::clamp<qint64>(wait, 50, 5000)));
}

void WebhookDispatcher::send(const DueDelivery &d)
{
    // Logged as shown in lists: the query's values redacted, nothing that acts on a terminal.
    const QString shown = terminalSafe(WebhookDestinations::shown(d.url));
    // Each endpoint signs with its own secret: a configured one's, or a stored one's.
    QString secret = m_secrets.value(d.endpointId);
    QString gone = endpointGone();
    if (secret.isEmpty()) {
        if (const auto stored = m_store.endpoint(d.endpointId, true)) {
            if (stored->enabled)
                secret = stored->secret;
            else
                gone = endpointDisabled();
        }
    }
    const Attempt a{d, secret, d.attempts + 1, m_clock->nowMs()};
    if (secret.isEmpty()) {
        // Disabling, deleting and start() abandon these already; this is the last guard.
        qCWarning(lcSandboxWebhooks).noquote()
            << "no secret for" << shown << "event" << d.eventId << "abandoned:" << gone;
        DeliveryAttempt row = rowOf(a);
        row.error = gone;
        m_store.abandonDelivery(row);
        return;
    }
    // The URL's text first: user:password, an address that is refused, this sandbox by name.
    if (const auto refused = m_destinations.refuseUrl(d.url)) {
        refuse(a, *refused);
        return;
    }
    QHostAddress literal;
    if (literal.setAddress(d.url.host())) {
        m_inFlight.insert(d.id, InFlight{++m_tokens, -1, nullptr, d.eventId, d.endpointId});
        post(a, literal);
        return;
    }
    // A name is looked up for each attempt, without blocking; the request goes to the address
    // that was checked.
    const quint64 token = ++m_tokens;
    m_inFlight.insert(d.id, InFlight{token, -1, nullptr, d.eventId, d.endpointId});
    const int lookupId = m_destinations.lookUp(
        d.url.host(), this, [this, a, token](const QHostInfo &info) { resolved(a, token, info); });
    const auto it = m_inFlight.find(d.id);
    if (it != m_inFlight.end() && it->token == token && !it->reply)
        it->lookupId = lookupId;
}

void WebhookDispatcher::resolved(const Attempt &a, quint64 token, const QHostInfo &info)
{
    const auto it = m_inFlight.find(a.delivery.id);
    if (m_stopped || it == m_inFlight.end() || it->token != token)
        return;
    it->lookupId = -1;
    const QString host = a.delivery.url.host();
    if (info.error() != QHostInfo::NoError || info.addresses().isEmpty()) {
        // Like a refused connection: tried again on the schedule.
        m_inFlight.erase(it);
        finish(a, 0, u"host %1 not found"_s.arg(host), false);
        pump();
        return;
    }
    std::optional<QString> firstRefusal;
    const QList<QHostAddress> addresses = info.addresses();
    for (const QHostAddress &address : addresses) {
        const auto refusal = m_destinations.refuseAddress(a.delivery.url, address);
        if (!refusal) {
            post(a, address);
            return;
        }
        if (!firstRefusal)
            firstRefusal = refusal;
    }
    m_inFlight.erase(it);
    refuse(a, u"%1 resolves to %2"_s.arg(host, *firstRefusal));
}

void WebhookDispatcher::post(const Attempt &a, const QHostAddress &address)
{
    const DueDelivery &d = a.delivery;
    const qint64 ts = a.startedMs / 1000;
    // To the address checked, whatever the name would resolve to by now; the receiver still
    // sees its name (Host, and TLS's server name and certificate check).
    QUrl target = d.url;
    QNetworkRequest req;
    if (QHostAddress(d.url.host()) != address) {
        target.setHost(address.toString());
        QByteArray host = d.url.host(QUrl::FullyEncoded).toUtf8();
        if (d.url.port() >= 0)
            host += ':' + QByteArray::number(d.url.port());
        req.setRawHeader("Host", host);
        req.setPeerVerifyName(d.url.host());
    }
    req.setUrl(target);
    req.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    req.setHeader(QNetworkRequest::UserAgentHeader,
                  QByteArray("PayDesk-Sandbox/" PAYDESK_VERSION " (webhooks)"));
    req.setRawHeader("webhook-id", d.eventId.toUtf8());
    req.setRawHeader("webhook-timestamp", QByteArray::number(ts));
    req.setRawHeader("webhook-signature", signWebhook(a.secret, d.eventId, ts, d.payload));
    // A delivery succeeds only with a 2xx within the timeout as a whole; a transfer timeout
    // alone would let an endpoint that trickles bytes take as long as it likes.
    req.setTransferTimeout(m_options.webhookTimeoutMs);
    QNetworkReply *reply = m_nam.post(req, d.payload);
    m_inFlight[d.id].reply = reply;
    // Only the status counts: the answer's body is dropped as it comes, so a receiver that
    // answers with gigabytes costs no memory.
    connect(reply, &QIODevice::readyRead, reply, [reply] { reply->skip(reply->bytesAvailable()); });
    ClockTimer::singleShot(m_clock, std::chrono::milliseconds(m_options.webhookTimeoutMs), reply,
                           [reply] {
                               if (reply->isRunning())
                                   reply->abort();
                           });
    connect(reply, &QNetworkReply::finished, this, [this, reply, a] {
        reply->deleteLater();
        const auto it = m_inFlight.constFind(a.delivery.id);
        if (it == m_inFlight.cend() || it->reply != reply)
            return;
        m_inFlight.remove(a.delivery.id);
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
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
        finish(a, status, error, delivered);
        pump();
    });
}

void WebhookDispatcher::finish(const Attempt &a, int status, const QString &error, bool delivered)
{
    const DueDelivery &d = a.delivery;
    const qint64 nowMs = m_clock->nowMs();
    std::optional<qint64> next;
    if (!delivered && a.number <= m_options.retryScheduleSeconds.size())
        next = nowMs + qint64(m_options.retryScheduleSeconds.at(a.number - 1)) * 1000;
    DeliveryAttempt row = rowOf(a);
    row.statusCode = status;
    row.error = error;
    row.durationMs = int(nowMs - a.startedMs);
    m_store.recordAttempt(row, delivered, next);
    const QString shown = terminalSafe(WebhookDestinations::shown(d.url));
    if (delivered)
        qCInfo(lcSandboxWebhooks).noquote() << "delivered" << d.eventId << "to" << shown
                                            << "attempt" << a.number << "status" << status;
    else
        qCInfo(lcSandboxWebhooks).noquote()
            << "delivery of" << d.eventId << "to" << shown << "failed, attempt" << a.number << ':'
            << terminalSafe(error)
            << (next ? u"; next attempt in %1 s"_s.arg((*next - nowMs) / 1000) : u"; giving up"_s);
}

void WebhookDispatcher::refuse(const Attempt &a, const QString &reason)
{
    const DueDelivery &d = a.delivery;
    DeliveryAttempt row = rowOf(a);
    row.error = u"destination refused: %1; event abandoned"_s.arg(reason);
    m_store.abandonDelivery(row);
    qCWarning(lcSandboxWebhooks).noquote()
        << "delivery of" << d.eventId << "to" << terminalSafe(WebhookDestinations::shown(d.url))
        << "refused:" << terminalSafe(reason) << "; event abandoned";
    // Nothing went out: the next due delivery may go at once.
    wake();
}

} // namespace paydesk::sandbox
