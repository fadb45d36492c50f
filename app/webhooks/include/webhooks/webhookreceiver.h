#pragma once

#include "delivery.h"
#include "deliverystore.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QUrl>

#include <memory>

class QThread;

namespace paydesk {
class Clock;
}

namespace paydesk::webhooks {

class DeliveryRecorder;
class ReceiverCore;

// A signing secret for one request path, before the receiver's own (see ReceiverOptions).
struct PathSecret
{
    QString secret;
    QString label;     // where it comes from, for the Secret step ("the Local sandbox's secret")
    QString profileId; // whose endpoint it is (Delivery::profileId); empty: the current one

    friend bool operator==(const PathSecret &, const PathSecret &) = default;
};

// What the receiver answers to a POST (other methods get 405, bodies over the limit 413).
struct ResponseConfig
{
    int status = 200;
    int delayMs = 0; // waits this long before answering

    friend bool operator==(const ResponseConfig &, const ResponseConfig &) = default;
};

// The answers the window offers (the Webhooks pane and the Preferences), in their order: 200,
// the failures a sender retries or gives up on, and slow answers (the last past a 10 s timeout).
inline const QList<ResponseConfig> &responseChoices()
{
    static const QList<ResponseConfig> choices = {{200, 0}, {500, 0},    {410, 0},
                                                  {429, 0}, {200, 5000}, {200, 12000}};
    return choices;
}

struct ReceiverOptions
{
    QHostAddress host = QHostAddress::LocalHost;
    quint16 port = 0; // 0 picks a free port
    // Anything but loopback opens the inspector to the network; it must be asked for.
    bool allowNonLoopback = false;
    // When `port` is taken, listen on a free one instead of failing.
    bool fallbackToFreePort = false;
    QString secret;    // the signing secret deliveries are checked with
    QString profileId; // the profile deliveries are for (Delivery::profileId), but see below
    // Secrets by exact request path, taking precedence over `secret`: an endpoint that keeps
    // delivering with its own secret (the embedded Local sandbox, retrying too) stays valid
    // whichever profile is current.
    QHash<QString, PathSecret> pathSecrets;
    qint64 toleranceSeconds = WebhookVerifier::DefaultToleranceSeconds;
    ResponseConfig response;
    QString storePath; // the DeliveryStore file; empty: deliveries are not stored
    bool stores() const { return !storePath.isEmpty(); }
    DeliveryStore::Retention retention;
    // The retention also runs on this timer, so that age applies when nothing arrives.
    int pruneIntervalMs = 3600 * 1000;
    // A body over maxBodyBytes is answered 413 and kept cut to it (verified whole); one declared
    // (or grown, chunked) over maxReadBodyBytes is answered 413 before it is read, and not
    // recorded: what Qt 6.4's HTTP server reads, it holds whole in memory.
    qint64 maxBodyBytes = 1024 * 1024;
    qint64 maxReadBodyBytes = 4 * 1024 * 1024;
    // Connections open at once (one more is answered 503), and how long a request may take to
    // arrive, or a connection stay idle, before it is closed (never while a request waits for
    // its answer). Real time, like the answer's delay.
    int maxConnections = 128;
    int idleTimeoutMs = 30 * 1000;
    // What arrival times, signature timestamps and the retention go by; null: the system clock.
    // (A configured answer delay is real time: the sender waits for it over the network.)
    std::shared_ptr<Clock> clock;
};

// The webhook inspector's HTTP listener. It runs on a thread of its own, so a busy GUI never
// delays an answer: it captures every request whole, on any path, verifies the signature of a
// POST, stores it (when a store path is set), answers with the configured response (405 to
// other methods, which are recorded too), and emits deliveriesReceived() and
// deliveryReceived() in the thread of this object. Storing runs on a second thread, so the
// listener takes (and verifies) the next requests meanwhile; a stored request is answered once
// it is committed, and 503 if the store failed. start() returns at once; ready() or failed()
// follow.
class WebhookReceiver : public QObject
{
    Q_OBJECT
public:
    explicit WebhookReceiver(QObject *parent = nullptr);
    ~WebhookReceiver() override;

    // options.secret, or when it is empty the secret given to setSecret() before; the path
    // secrets set before are kept unless options names the same path.
    void start(const ReceiverOptions &options);
    // Closes the listener and joins the thread.
    void stop();

    bool isRunning() const { return m_url.isValid(); }
    QUrl url() const { return m_url; } // http://HOST:PORT
    ReceiverOptions options() const { return m_options; }

    // Take effect for the next delivery.
    void setSecret(const QString &secret);
    QString secret() const { return m_options.secret; }
    // Deliveries to exactly `path` are checked with `secret`; an empty secret removes it.
    void setPathSecret(const QString &path, const QString &secret, const QString &label = {},
                       const QString &profileId = {});
    // The profile in use, which deliveries are for unless their path is another's.
    void setProfileId(const QString &profileId);
    QString pathSecret(const QString &path) const
    {
        return m_options.pathSecrets.value(path).secret;
    }
    // Applies at once (deliveries beyond it go now) and on the next start.
    void setRetention(const DeliveryStore::Retention &retention);
    void setResponse(const ResponseConfig &response);
    ResponseConfig response() const { return m_options.response; }

Q_SIGNALS:
    void ready(const QUrl &url);
    void failed(const QString &error);
    // The deliveries that came together, oldest first: one signal per batch, for a list that
    // should update once per burst.
    void deliveriesReceived(const QList<paydesk::webhooks::Delivery> &deliveries);
    // Each of them again, one signal per delivery.
    void deliveryReceived(const paydesk::webhooks::Delivery &delivery);
    void responseChanged(const paydesk::webhooks::ResponseConfig &response);
    void stopped();

private:
    QThread *m_thread = nullptr; // the listener's
    ReceiverCore *m_core = nullptr;
    QThread *m_recorderThread = nullptr; // numbers and stores
    DeliveryRecorder *m_recorder = nullptr;
    ReceiverOptions m_options;
    QUrl m_url;
};

} // namespace paydesk::webhooks

Q_DECLARE_METATYPE(paydesk::webhooks::ResponseConfig)
