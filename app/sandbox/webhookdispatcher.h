#pragma once

#include "core/clock.h"
#include "sandboxstore.h"
#include "sandboxtypes.h"

#include <QHash>
#include <QNetworkAccessManager>
#include <QObject>
#include <QSet>

#include <utility>

namespace paydesk::sandbox {

// Standard Webhooks signature: "v1," + base64(HMAC-SHA256(secret bytes, "{id}.{ts}.{body}")).
QByteArray signWebhook(const QString &secret, const QString &id, qint64 timestamp,
                       const QByteArray &body);

// Delivers the outbox: every pending delivery is POSTed, signed, with a 10 s timeout; a
// non-2xx answer or a network error schedules the next attempt by the retry schedule.
// At least once: a delivery leaves the outbox only after a 2xx or the last attempt. Pending
// deliveries to an endpoint that is no longer configured are abandoned at start, with an
// entry in the delivery log: nobody holds their secret any more. Each delivery is signed with
// its endpoint's secret: a configured endpoint's, or a stored one's (the API's).
class WebhookDispatcher : public QObject
{
    Q_OBJECT
public:
    WebhookDispatcher(SandboxStore &store, const SandboxOptions &options,
                      QObject *parent = nullptr);
    ~WebhookDispatcher() override;

    void start();
    void stop();
    // New events were committed: look at the outbox now.
    void wake();

    // Why a delivery was abandoned without an attempt (the delivery log's error).
    static QString endpointGone();
    static QString endpointDisabled();
    static QString endpointDeleted();

private:
    void pump();
    void send(const DueDelivery &d);
    void scheduleNext();

    SandboxStore &m_store;
    const SandboxOptions &m_options;
    std::shared_ptr<Clock> m_clock;
    QNetworkAccessManager m_nam;
    ClockTimer m_timer;
    QHash<qint64, QNetworkReply *> m_inFlight;
    QSet<std::pair<QString, QString>> m_sending; // event id, endpoint id of m_inFlight
    QHash<QString, QString> m_secrets;           // configured endpoint id -> secret
    bool m_stopped = false;
};

} // namespace paydesk::sandbox
