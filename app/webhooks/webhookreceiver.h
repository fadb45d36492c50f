#pragma once

#include "delivery.h"
#include "deliverystore.h"

#include <QHostAddress>
#include <QObject>
#include <QUrl>

class QThread;

namespace paydesk::webhooks {

class ReceiverCore;

// What the receiver answers to a POST (other methods get 405, bodies over the limit 413).
struct ResponseConfig
{
    int status = 200;
    int delayMs = 0; // waits this long before answering

    friend bool operator==(const ResponseConfig &, const ResponseConfig &) = default;
};

struct ReceiverOptions
{
    QHostAddress host = QHostAddress::LocalHost;
    quint16 port = 0; // 0 picks a free port
    // Anything but loopback opens the inspector to the network; it must be asked for.
    bool allowNonLoopback = false;
    // When `port` is taken, listen on a free one instead of failing.
    bool fallbackToFreePort = false;
    QString secret; // the signing secret deliveries are checked with
    qint64 toleranceSeconds = WebhookVerifier::DefaultToleranceSeconds;
    ResponseConfig response;
    QString storePath; // the DeliveryStore file; empty: deliveries are not stored
    DeliveryStore::Retention retention;
    qint64 maxBodyBytes = 1024 * 1024;
};

// The webhook inspector's HTTP listener. It runs on a thread of its own, so a busy GUI never
// delays an answer: it captures every POST whole, on any path, verifies its signature, stores
// it (when a store path is set), answers with the configured response, and emits
// deliveryReceived() in the thread of this object. start() returns at once; ready() or
// failed() follow.
class WebhookReceiver : public QObject
{
    Q_OBJECT
public:
    explicit WebhookReceiver(QObject *parent = nullptr);
    ~WebhookReceiver() override;

    // options.secret, or when it is empty the secret given to setSecret() before.
    void start(const ReceiverOptions &options);
    // Closes the listener and joins the thread.
    void stop();

    bool isRunning() const { return m_url.isValid(); }
    QUrl url() const { return m_url; } // http://HOST:PORT
    ReceiverOptions options() const { return m_options; }

    // Take effect for the next delivery.
    void setSecret(const QString &secret);
    QString secret() const { return m_options.secret; }
    void setResponse(const ResponseConfig &response);
    ResponseConfig response() const { return m_options.response; }

Q_SIGNALS:
    void ready(const QUrl &url);
    void failed(const QString &error);
    void deliveryReceived(const paydesk::webhooks::Delivery &delivery);
    void responseChanged(const paydesk::webhooks::ResponseConfig &response);
    void stopped();

private:
    QThread *m_thread = nullptr;
    ReceiverCore *m_core = nullptr;
    ReceiverOptions m_options;
    QUrl m_url;
};

} // namespace paydesk::webhooks

Q_DECLARE_METATYPE(paydesk::webhooks::ResponseConfig)
