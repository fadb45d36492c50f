#pragma once

#include "core/clock.h"
#include "sandboxstore.h"
#include "sandboxtypes.h"
#include "webhookdestinations.h"

#include <QHash>
#include <QHostInfo>
#include <QNetworkAccessManager>
#include <QObject>

namespace paydesk::sandbox {

// Standard Webhooks signature: "v1," + base64(HMAC-SHA256(secret bytes, "{id}.{ts}.{body}")).
QByteArray signWebhook(const QString &secret, const QString &id, qint64 timestamp,
                       const QByteArray &body);

// Delivers the outbox: every pending delivery is POSTed, signed, with a 10 s timeout; a
// non-2xx answer or a network error schedules the next attempt by the retry schedule.
// At least once: a delivery leaves the outbox only after a 2xx or the last attempt. Pending
// deliveries to an endpoint that is no longer configured are abandoned at start, with an
// entry in the delivery log: nobody holds their secret any more. Each delivery is signed with
// its endpoint's secret: a configured endpoint's, or a stored one's (the API's). Each attempt
// checks where it goes (WebhookDestinations): the URL's text, then the addresses its host
// resolves to now (looked up without blocking), and posts to the address it checked, so a name
// cannot resolve to another one in between. A refused destination abandons the delivery with a
// row in the log that says why.
// Several instances on one database share the outbox: each attempt is made under a claim with
// a lease (SandboxStore::claimDueDeliveries), so one instance makes it, and a claim of one that
// died ends with its lease.
class WebhookDispatcher : public QObject
{
    Q_OBJECT
public:
    WebhookDispatcher(SandboxStore &store, const SandboxOptions &options,
                      QObject *parent = nullptr);
    ~WebhookDispatcher() override;

    // The sandbox's own port, once it listens: never a destination.
    void setListenPort(int port) { m_destinations.setListenPort(port); }
    void start();
    void stop();
    // New events were committed: look at the outbox now.
    void wake();

    // Why a delivery was abandoned without an attempt (the delivery log's error).
    static QString endpointGone();
    static QString endpointDisabled();
    static QString endpointDeleted();

private:
    // One attempt under way: its host being looked up, then its request.
    struct InFlight
    {
        quint64 token = 0; // which attempt a lookup's answer belongs to
        int lookupId = -1;
        QNetworkReply *reply = nullptr;
        QString eventId;
        QString endpointId;
    };
    struct Attempt
    {
        DueDelivery delivery;
        QString secret;
        int number = 1;
        qint64 startedMs = 0;
    };

    void pump();
    // An attempt to bring `eventId` to `endpointId` is under way (a resend waits for it).
    bool isSending(const QString &eventId, const QString &endpointId) const;
    // The log row of attempt `a`; its outcome is the caller's to fill in.
    static DeliveryAttempt rowOf(const Attempt &a);
    void send(const DueDelivery &d);
    void resolved(const Attempt &a, quint64 token, const QHostInfo &info);
    void post(const Attempt &a, const QHostAddress &address);
    // The attempt's row in the log and what follows: delivered, the next attempt, or none.
    void finish(const Attempt &a, int status, const QString &error, bool delivered);
    // The destination is refused: the delivery is abandoned, with `reason` in the log.
    void refuse(const Attempt &a, const QString &reason);
    void scheduleNext();
    // How long a claim on a delivery lasts.
    qint64 leaseMs() const;

    SandboxStore &m_store;
    const SandboxOptions &m_options;
    std::shared_ptr<Clock> m_clock;
    WebhookDestinations m_destinations;
    QNetworkAccessManager m_nam;
    ClockTimer m_timer;
    QHash<qint64, InFlight> m_inFlight;
    quint64 m_tokens = 0;
    QHash<QString, QString> m_secrets; // configured endpoint id -> secret
    bool m_stopped = true;
    // This dispatcher's name on the deliveries it claims.
    QString m_claimant;
};

} // namespace paydesk::sandbox
