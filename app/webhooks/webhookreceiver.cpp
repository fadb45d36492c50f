#include "webhookreceiver.h"

#include "webhookslogging.h"

#include <QAbstractHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaEnum>
#include <QPointer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace paydesk::webhooks {

namespace {

// A QAbstractHttpServer that hands every request to one function.
class InspectorHttpServer : public QAbstractHttpServer
{
public:
    using Handler =
        std::function<void(const QHttpServerRequest &, QTcpSocket *, QHttpServerResponder &&)>;

    explicit InspectorHttpServer(Handler handler)
        : m_handler(std::move(handler))
    {}

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        m_handler(request, socket, makeResponder(request, socket));
        return true;
    }
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
    }

private:
    Handler m_handler;
};

void writeAnswer(QHttpServerResponder &responder, int status, const QByteArray &body,
                 const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {})
{
    responder.writeStatusLine(QHttpServerResponder::StatusCode(status));
    responder.writeHeader("Content-Type", "application/json");
    responder.writeHeader("Content-Length", QByteArray::number(body.size()));
    responder.writeHeader("X-Content-Type-Options", "nosniff");
    for (const auto &h : extraHeaders)
        responder.writeHeader(h.first, h.second);
    responder.writeBody(body);
}

QByteArray answerBody(int status)
{
    QJsonObject o;
    if (status >= 200 && status < 300) {
        o.insert(u"received"_s, true);
    } else if (status == 405) {
        o.insert(u"error"_s, u"method_not_allowed"_s);
        o.insert(u"details"_s, u"Webhooks are POSTed."_s);
    } else if (status == 413) {
        o.insert(u"error"_s, u"payload_too_large"_s);
        o.insert(u"details"_s, u"The PayDesk webhook inspector takes bodies up to 1 MiB."_s);
    } else {
        o.insert(u"error"_s, u"configured_response"_s);
        o.insert(u"details"_s,
                 u"The PayDesk webhook inspector answers %1, as it is set to."_s.arg(status));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

// Everything that lives on the receiver's thread: the listener, the verifier, the store.
class ReceiverCore : public QObject
{
    Q_OBJECT
public:
    explicit ReceiverCore(const ReceiverOptions &options)
        : m_options(options)
        , m_commitTimer(this) // moves to the receiver's thread with the core
    {
        m_commitTimer.setSingleShot(true);
        m_commitTimer.setInterval(0);
        connect(&m_commitTimer, &QTimer::timeout, this, &ReceiverCore::flush);
        m_pruneTimer.setInterval(std::max(1000, m_options.pruneIntervalMs));
        connect(&m_pruneTimer, &QTimer::timeout, this, &ReceiverCore::prune);
    }
    ~ReceiverCore() override
    {
        flush();
        m_server.reset();
        m_store.reset();
    }

    void start();
    void setSecret(const QString &secret) { m_options.secret = secret; }
    void setPathSecrets(const QHash<QString, PathSecret> &secrets)
    {
        m_options.pathSecrets = secrets;
    }
    void setResponse(const ResponseConfig &response) { m_options.response = response; }
    void setRetention(const DeliveryStore::Retention &retention)
    {
        m_options.retention = retention;
        if (m_store) {
            m_store->setRetention(retention);
            prune();
        }
    }

Q_SIGNALS:
    void ready(const QUrl &url);
    void failed(const QString &error);
    // A batch: one queued call for the deliveries that came together.
    void received(const QList<paydesk::webhooks::Delivery> &deliveries);

private:
    void handle(const QHttpServerRequest &request, QTcpSocket *socket,
                QHttpServerResponder &&responder);
    int attemptOf(const QString &webhookId);
    // Commits the stored deliveries, then answers them and tells the GUI.
    void flush();
    void prune();

    ReceiverOptions m_options;
    QTimer m_commitTimer;
    QTimer m_pruneTimer{this};
    QList<std::function<void()>> m_afterCommit; // the answers
    QList<Delivery> m_toEmit;
    WebhookVerifier m_verifier;
    std::unique_ptr<DeliveryStore> m_store;
    std::unique_ptr<InspectorHttpServer> m_server;
    static constexpr int MaxRememberedIds = 100'000;
    QHash<QString, int> m_attempts;  // webhook id -> deliveries seen
    bool m_attemptsComplete = false; // m_attempts holds every id of the store
};

void ReceiverCore::start()
{
    if (!m_options.host.isLoopback()) {
        if (!m_options.allowNonLoopback) {
            Q_EMIT failed(tr("The webhook inspector listens on loopback only; %1 needs "
                             "allowNonLoopback.")
                              .arg(m_options.host.toString()));
            return;
        }
        qCWarning(lcWebhooks).noquote()
            << "the webhook inspector listens on" << m_options.host.toString()
            << "- anyone on the network can send it requests";
    }
    m_verifier.setToleranceSeconds(m_options.toleranceSeconds);
    if (!m_options.storePath.isEmpty()) {
        m_store = std::make_unique<DeliveryStore>();
        m_store->setRetention(m_options.retention);
        QString error;
        if (!m_store->open(m_options.storePath, &error)) {
            m_store.reset();
            Q_EMIT failed(tr("The deliveries cannot be stored: %1").arg(error));
            return;
        }
        m_store->prune(QDateTime::currentMSecsSinceEpoch());
        m_pruneTimer.start();
        // The ids seen before, at once, rather than one query per new id.
        if (auto counts = m_store->webhookIdCounts(MaxRememberedIds)) {
            m_attempts = *counts;
            m_attemptsComplete = true;
        }
    }
    m_server = std::make_unique<InspectorHttpServer>([this](const QHttpServerRequest &request,
                                                            QTcpSocket *socket,
                                                            QHttpServerResponder &&responder) {
        handle(request, socket, std::move(responder));
    });
    quint16 port = m_server->listen(m_options.host, m_options.port);
    if (port == 0 && m_options.port != 0 && m_options.fallbackToFreePort) {
        qCInfo(lcWebhooks) << "port" << m_options.port << "is taken; listening on a free one";
        port = m_server->listen(m_options.host, 0);
    }
    if (port == 0) {
        m_server.reset();
        Q_EMIT failed(tr("The webhook inspector cannot listen on %1:%2.")
                          .arg(m_options.host.toString())
                          .arg(m_options.port));
        return;
    }
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(m_options.host.toString());
    url.setPort(port);
    qCInfo(lcWebhooks).noquote() << "webhook inspector listening on" << url.toString();
    Q_EMIT ready(url);
}

int ReceiverCore::attemptOf(const QString &webhookId)
{
    if (webhookId.isEmpty())
        return 1;
    auto it = m_attempts.find(webhookId);
    if (it == m_attempts.end()) {
        // Bounded: a long run forgets ids; the store still remembers them.
        if (m_attempts.size() > MaxRememberedIds) {
            m_attempts.clear();
            m_attemptsComplete = false;
        }
        const int before =
            m_store && !m_attemptsComplete ? m_store->countWithWebhookId(webhookId) : 0;
        it = m_attempts.insert(webhookId, before);
    }
    return ++*it;
}

static QByteArray methodName(QHttpServerRequest::Method method)
{
    const char *key = QMetaEnum::fromType<QHttpServerRequest::Method>().valueToKey(int(method));
    return key ? QByteArray(key).toUpper() : QByteArray("UNKNOWN");
}

void ReceiverCore::handle(const QHttpServerRequest &request, QTcpSocket *socket,
                          QHttpServerResponder &&responder)
{
    auto answer = std::make_shared<QHttpServerResponder>(std::move(responder));
    // Every request is captured; only a POST can be a webhook. The others are recorded, so
    // that a sender using the wrong method shows up in the list, and answered 405.
    const bool post = request.method() == QHttpServerRequest::Method::Post;

    Delivery d;
    d.receivedAt = QDateTime::currentDateTimeUtc();
    d.remoteAddress = socket->peerAddress().toString();
    d.remotePort = socket->peerPort();
    d.method = methodName(request.method());
    const QUrl url = request.url();
    d.path = url.path(QUrl::FullyEncoded);
    d.query = url.query(QUrl::FullyEncoded);
    d.headers = request.headers();
    d.body = request.body();
    d.bodySize = d.body.size();
    d.deriveFields();
    if (post) {
        // The secret of the path when it has one (e.g. the Local sandbox's), else the
        // receiver's. Verified over the whole body, even when only its start is kept.
        const auto pathSecret = m_options.pathSecrets.constFind(d.path);
        if (pathSecret != m_options.pathSecrets.cend()) {
            m_verifier.setSecret(pathSecret->secret);
            m_verifier.setSecretLabel(pathSecret->label.isEmpty()
                                          ? tr("the secret registered for %1").arg(d.path)
                                          : pathSecret->label);
        } else {
            m_verifier.setSecret(m_options.secret);
            m_verifier.setSecretLabel({});
        }
        d.verification = m_verifier.verify(d.headers, d.body);
    } else {
        d.verification = WebhookVerifier::notAWebhook(d.method);
        // Not a delivery of any event: it must not count as an attempt of one, now or after
        // a restart (the store's ids are counted then).
        d.webhookId.clear();
    }
    const bool tooLarge = d.bodySize > m_options.maxBodyBytes;
    if (tooLarge) {
        d.body.truncate(m_options.maxBodyBytes);
        d.bodyTruncated = true;
    }
    d.attempt = post ? attemptOf(d.webhookId) : 1;
    const ResponseConfig response = !post      ? ResponseConfig{405, 0}
                                    : tooLarge ? ResponseConfig{413, 0}
                                               : m_options.response;
    d.responseStatus = response.status;
    d.responseDelayMs = response.delayMs;
    qCDebug(lcWebhooks).noquote() << "delivery" << d.method << d.webhookId << d.eventType
                                  << verdictName(d.verification.verdict) << "answered"
                                  << response.status;

    QList<QPair<QByteArray, QByteArray>> extra;
    if (response.status == 429)
        extra.append(qMakePair(QByteArray("Retry-After"), QByteArray("1")));
    if (response.status == 405)
        extra.append(qMakePair(QByteArray("Allow"), QByteArray("POST")));
    auto write = [answer, status = response.status, extra, guard = QPointer<QTcpSocket>(socket)] {
        if (guard)
            writeAnswer(*answer, status, answerBody(status), extra);
    };
    auto answerIt = [this, write, delayMs = response.delayMs] {
        if (delayMs > 0)
            QTimer::singleShot(delayMs, Qt::PreciseTimer, this, write);
        else
            write();
    };
    // The GUI hears of deliveries in batches (one queued call, one wake-up, per batch). With a
    // store, a delivery is answered once it is committed; the requests that arrive together
    // share one commit.
    if (m_store) {
        m_store->beginBatch();
        m_store->insert(d);
        m_afterCommit.append(answerIt);
    } else {
        answerIt();
    }
    m_toEmit.append(std::move(d));
    if (m_toEmit.size() >= 256)
        flush();
    else if (!m_commitTimer.isActive())
        m_commitTimer.start();
}

void ReceiverCore::prune()
{
    if (!m_store)
        return;
    flush(); // not inside a batch that answers wait for
    m_store->prune(QDateTime::currentMSecsSinceEpoch());
}

void ReceiverCore::flush()
{
    m_commitTimer.stop();
    if (m_store)
        m_store->commitBatch();
    if (!m_toEmit.isEmpty())
        Q_EMIT received(std::exchange(m_toEmit, {}));
    const QList<std::function<void()>> answers = std::exchange(m_afterCommit, {});
    for (const auto &answer : answers)
        answer();
}

WebhookReceiver::WebhookReceiver(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Delivery>();
    qRegisterMetaType<QList<Delivery>>();
    qRegisterMetaType<ResponseConfig>();
}

WebhookReceiver::~WebhookReceiver()
{
    stop();
}

void WebhookReceiver::start(const ReceiverOptions &options)
{
    stop();
    const QString secret = options.secret.isEmpty() ? m_options.secret : options.secret;
    QHash<QString, PathSecret> pathSecrets = m_options.pathSecrets;
    pathSecrets.insert(options.pathSecrets);
    m_options = options;
    m_options.secret = secret;
    m_options.pathSecrets = pathSecrets;
    m_thread = new QThread;
    m_thread->setObjectName(u"paydesk-webhooks"_s);
    m_core = new ReceiverCore(m_options);
    m_core->moveToThread(m_thread);
    connect(m_thread, &QThread::started, m_core, &ReceiverCore::start);
    connect(m_core, &ReceiverCore::ready, this, [this](const QUrl &url) {
        m_url = url;
        Q_EMIT ready(url);
    });
    connect(m_core, &ReceiverCore::failed, this, [this](const QString &error) {
        stop();
        Q_EMIT failed(error);
    });
    connect(m_core, &ReceiverCore::received, this, [this](const QList<Delivery> &deliveries) {
        Q_EMIT deliveriesReceived(deliveries);
        for (const Delivery &d : deliveries)
            Q_EMIT deliveryReceived(d);
    });
    m_thread->start();
}

void WebhookReceiver::stop()
{
    if (!m_thread)
        return;
    QThread *thread = m_thread;
    ReceiverCore *core = m_core;
    m_thread = nullptr;
    m_core = nullptr;
    m_url.clear();
    // The core goes on its own thread, where its sockets and database connection live.
    QMetaObject::invokeMethod(
        core, [core] { delete core; }, Qt::BlockingQueuedConnection);
    thread->quit();
    thread->wait();
    delete thread;
    Q_EMIT stopped();
}

void WebhookReceiver::setSecret(const QString &secret)
{
    m_options.secret = secret;
    if (m_core)
        QMetaObject::invokeMethod(m_core, [core = m_core, secret] { core->setSecret(secret); });
}

void WebhookReceiver::setPathSecret(const QString &path, const QString &secret,
                                    const QString &label)
{
    if (secret.isEmpty())
        m_options.pathSecrets.remove(path);
    else
        m_options.pathSecrets.insert(path, {secret, label});
    if (m_core)
        QMetaObject::invokeMethod(m_core, [core = m_core, secrets = m_options.pathSecrets] {
            core->setPathSecrets(secrets);
        });
}

void WebhookReceiver::setRetention(const DeliveryStore::Retention &retention)
{
    m_options.retention = retention;
    if (m_core)
        QMetaObject::invokeMethod(m_core,
                                  [core = m_core, retention] { core->setRetention(retention); });
}

void WebhookReceiver::setResponse(const ResponseConfig &response)
{
    if (m_options.response == response)
        return;
    m_options.response = response;
    if (m_core)
        QMetaObject::invokeMethod(m_core,
                                  [core = m_core, response] { core->setResponse(response); });
    Q_EMIT responseChanged(response);
}

} // namespace paydesk::webhooks

#include "webhookreceiver.moc"
