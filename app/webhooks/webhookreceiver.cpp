#include "webhookreceiver.h"

#include "core/clock.h"
#include "core/terminaltext.h"
#include "net/guardedtcpserver.h"
#include "replay.h"
#include "webhookslogging.h"

#include <QAbstractHttpServer>
#include <QCoreApplication>
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
    } else if (status == 503) {
        o.insert(u"error"_s, u"not_stored"_s);
        o.insert(u"details"_s, u"The PayDesk webhook inspector could not store this delivery; "
                               "send it again."_s);
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

// A body over what the inspector reads, refused before it came.
QByteArray unreadBodyAnswer(const net::Refusal &refusal, qint64 readBytes, qint64 keptBytes)
{
    QJsonObject o;
    o.insert(u"error"_s, u"payload_too_large"_s);
    o.insert(u"details"_s,
             u"The PayDesk webhook inspector reads bodies up to %1 (and keeps up to %2 of them);"
             " this one, of %3%4 bytes, was not read."_s
                 .arg(net::GuardedTcpServer::sizeText(readBytes),
                      net::GuardedTcpServer::sizeText(keptBytes),
                      refusal.bodySizeExact ? QString() : u"at least "_s)
                 .arg(refusal.bodySize));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

const QByteArray &acceptedBody()
{
    static const QByteArray body = answerBody(200);
    return body;
}

} // namespace

// A request as the listener took it, on its way to the recorder. Tickets count up.
struct Arrival
{
    quint64 ticket = 0;
    Delivery delivery; // verified; the recorder adds the attempt and the store's id
};

// Everything that lives on the recorder's thread: the attempt counts and the store. It takes
// the listener's requests in batches, in order, and says when they are stored.
class DeliveryRecorder : public QObject
{
    Q_OBJECT
public:
    explicit DeliveryRecorder(const ReceiverOptions &options)
        : m_options(options)
        , m_clock(Clock::orSystem(options.clock))
    {
        m_pruneTimer.setInterval(
            std::chrono::milliseconds(std::max(1000, m_options.pruneIntervalMs)));
        connect(&m_pruneTimer, &ClockTimer::timeout, this, &DeliveryRecorder::prune);
        m_checkpointTimer.setSingleShot(true);
        m_checkpointTimer.setInterval(CheckpointIdleMs);
        connect(&m_checkpointTimer, &QTimer::timeout, this, &DeliveryRecorder::checkpoint);
    }
    bool stores() const { return m_options.stores(); }
    // Opens the store, if any; emits opened() or failed().
    void open();
    // Numbers and stores `batch` in one commit; then emits received() and
    // recorded() with the batch's last ticket.
    void record(QList<paydesk::webhooks::Arrival> batch);

    void setRetention(const DeliveryStore::Retention &retention)
    {
        m_options.retention = retention;
        if (m_store) {
            m_store->setRetention(retention);
            prune();
            m_checkpointTimer.start(); // the deletions went to the log too
        }
    }

Q_SIGNALS:
    void opened();
    void failed(const QString &error);
    // Every request up to `ticket` is recorded, and stored unless it is in `notStored` (the
    // store failed: the listener answers those 503, so that the sender tries again).
    void recorded(quint64 ticket, const QList<quint64> &notStored);
    // A batch: one queued call for the deliveries that came together.
    void received(const QList<paydesk::webhooks::Delivery> &deliveries);

private:
    int attemptOf(const QString &webhookId);
    void prune();
    void checkpoint();

    ReceiverOptions m_options;
    std::shared_ptr<Clock> m_clock;
    ClockTimer m_pruneTimer{m_clock, this};
    // The store's log is copied into the database when deliveries pause, or once about so
    // many bytes went to it, after the batch that reached them is answered: never inside a
    // commit that senders wait for.
    static constexpr int CheckpointIdleMs = 250;
    static constexpr qint64 CheckpointAfterBytes = 32 * 1024 * 1024;
    // What a commit and a row write to the log, at most (pages of the table, its indexes and
    // the id sequence), on top of the row's body.
    static constexpr qint64 LogBytesPerCommit = 8 * 4096;
    static constexpr qint64 LogBytesPerRow = 4 * 4096;
    QTimer m_checkpointTimer{this};
    qint64 m_logBytes = 0; // written to the log since the last checkpoint, about
    std::unique_ptr<DeliveryStore> m_store;
    static constexpr int MaxRememberedIds = 100'000;
    QHash<QString, int> m_attempts;  // webhook id -> deliveries seen
    bool m_attemptsComplete = false; // m_attempts holds every id of the store
};

void DeliveryRecorder::open()
{
    if (stores()) {
        m_store = std::make_unique<DeliveryStore>();
        m_store->setRetention(m_options.retention);
        QString error;
        if (!m_store->open(m_options.storePath, &error)) {
            m_store.reset();
            Q_EMIT failed(tr("The deliveries cannot be stored: %1").arg(error));
            return;
        }
        m_store->prune(m_clock->nowMs());
        m_store->setCheckpointOnCommit(false);
        m_pruneTimer.start();
        // The ids seen before, at once, rather than one query per new id.
        if (auto counts = m_store->webhookIdCounts(MaxRememberedIds)) {
            m_attempts = *counts;
            m_attemptsComplete = true;
        }
    }
    Q_EMIT opened();
}

int DeliveryRecorder::attemptOf(const QString &webhookId)
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

void DeliveryRecorder::record(QList<Arrival> batch)
{
    if (batch.isEmpty())
        return;
    if (m_store)
        m_store->beginBatch();
    QList<quint64> notStored;
    QList<Delivery> deliveries;
    deliveries.reserve(batch.size());
    // The store said why; the sender hears 503 and tries again, and the list leaves it out.
    // It still counts as an attempt (the sender made it), so the retry is listed as the
    // next one; after a restart only stored attempts are counted again.
    const auto notKept = [&](qsizetype i) {
        notStored << batch.at(i).ticket;
        deliveries[i].id = 0;
        deliveries[i].responseStatus = 503;
        deliveries[i].responseDelayMs = 0;
    };
    for (Arrival &arrival : batch) {
        Delivery &d = arrival.delivery;
        if (d.bodySize > m_options.maxBodyBytes) {
            d.body.truncate(m_options.maxBodyBytes);
            d.bodyTruncated = true;
        }
        d.attempt = attemptOf(d.webhookId); // 1 for a request without one (examine())
        const bool stored = !m_store || m_store->insert(d);
        if (stored && m_store)
            m_logBytes += d.body.size() + LogBytesPerRow;
        deliveries.append(std::move(d));
        if (!stored)
            notKept(deliveries.size() - 1);
    }
    if (m_store && !m_store->commitBatch()) {
        // Nothing of the batch is kept.
        notStored.clear();
        for (qsizetype i = 0; i < batch.size(); ++i)
            notKept(i);
    }
    for (const Delivery &d : std::as_const(deliveries))
        qCDebug(lcWebhooks).noquote()
            << "delivery" << d.method << terminalSafe(d.webhookId) << terminalSafe(d.eventType)
            << verdictName(d.verification.verdict) << "answered" << d.responseStatus;
    Q_EMIT received(deliveries);
    Q_EMIT recorded(batch.constLast().ticket, notStored);
    if (m_store) {
        m_logBytes += LogBytesPerCommit;
        if (m_logBytes >= CheckpointAfterBytes)
            checkpoint();
        else
            m_checkpointTimer.start();
    }
}

void DeliveryRecorder::prune()
{
    if (m_store)
        m_store->prune(m_clock->nowMs());
}

void DeliveryRecorder::checkpoint()
{
    m_checkpointTimer.stop();
    m_logBytes = 0;
    if (m_store && !m_store->checkpoint())
        qCWarning(lcWebhooks).noquote()
            << "cannot checkpoint the deliveries' log:" << m_store->lastError();
}

// Everything that lives on the listener's thread: the HTTP server, the signature check (with
// the secret of the moment a request arrives) and the answers. Requests go to the recorder in
// batches; with a store, each is answered once the recorder has stored it. With the store on a
// thread of its own, the listener takes the next requests meanwhile.
class ReceiverCore : public QObject
{
    Q_OBJECT
public:
    ReceiverCore(const ReceiverOptions &options, DeliveryRecorder *recorder)
        : m_options(options)
        , m_recorder(recorder)
        , m_clock(Clock::orSystem(options.clock))
        , m_sendTimer(this) // moves to the listener's thread with the core
    {
        m_verifier.setToleranceSeconds(m_options.toleranceSeconds);
        m_verifier.setClock([clock = m_clock] { return clock->nowSecs(); });
        m_sendTimer.setSingleShot(true);
        m_sendTimer.setInterval(0);
        connect(&m_sendTimer, &QTimer::timeout, this, &ReceiverCore::send);
        connect(recorder, &DeliveryRecorder::recorded, this, &ReceiverCore::answerUpTo);
    }
    ~ReceiverCore() override
    {
        // The last requests are stored before their answers go; waiting for this batch also
        // waits for those handed over before it, which the recorder takes in order. Their
        // recorded() calls are queued here by then: taken first, in order.
        m_sendTimer.stop();
        QMetaObject::invokeMethod(
            m_recorder,
            [recorder = m_recorder, batch = std::exchange(m_batch, {})]() mutable {
                recorder->record(std::move(batch));
            },
            Qt::BlockingQueuedConnection);
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
        m_server.reset();
    }

    void start();
    void setResponse(const ResponseConfig &response) { m_options.response = response; }
    // Take effect for the next request (one taken before is checked with the secret of then).
    void setSecret(const QString &secret) { m_options.secret = secret; }
    void setProfileId(const QString &profileId) { m_options.profileId = profileId; }
    void setPathSecrets(const QHash<QString, PathSecret> &secrets)
    {
        m_options.pathSecrets = secrets;
    }

Q_SIGNALS:
    void ready(const QUrl &url);
    void failed(const QString &error);

private:
    void handle(const QHttpServerRequest &request, QTcpSocket *socket,
                QHttpServerResponder &&responder);
    // The delivery's fields and its signature check, as it arrives (with the secret of now).
    void examine(Delivery &d, bool post);
    // Hands the batch to the recorder.
    void send();
    // Answers the requests up to `ticket`: as configured, or 503 when they are in `notStored`.
    void answerUpTo(quint64 ticket, const QList<quint64> &notStored);

    ReceiverOptions m_options;
    DeliveryRecorder *m_recorder;
    std::shared_ptr<Clock> m_clock;
    WebhookVerifier m_verifier;
    QTimer m_sendTimer;
    QList<Arrival> m_batch;
    quint64 m_lastTicket = 0;
    QList<std::pair<quint64, std::function<void(bool stored)>>> m_waiting; // answers, by ticket
    std::unique_ptr<InspectorHttpServer> m_server;
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
    m_server = std::make_unique<InspectorHttpServer>([this](const QHttpServerRequest &request,
                                                            QTcpSocket *socket,
                                                            QHttpServerResponder &&responder) {
        handle(request, socket, std::move(responder));
    });
    // Not QAbstractHttpServer::listen(): in Qt 6.4 it reads any request whole, waits for it for
    // ever and takes any number of connections. The guard checks each request's head first.
    net::ConnectionLimits limits;
    limits.maxBodyBytes = std::max(m_options.maxReadBodyBytes, m_options.maxBodyBytes);
    limits.maxConnections = m_options.maxConnections;
    limits.idleTimeoutMs = m_options.idleTimeoutMs;
    auto *tcpServer = new net::GuardedTcpServer(limits);
    tcpServer->setAnswerBody([limits, kept = m_options.maxBodyBytes](const net::Refusal &r) {
        return r.status == 413 ? unreadBodyAnswer(r, limits.maxBodyBytes, kept) : QByteArray();
    });
    bool listening = tcpServer->listen(m_options.host, m_options.port);
    if (!listening && m_options.port != 0 && m_options.fallbackToFreePort) {
        qCInfo(lcWebhooks).noquote() << "port" << m_options.port << "is taken ("
                                     << tcpServer->errorString() << "); listening on a free one";
        listening = tcpServer->listen(m_options.host, 0);
    }
    const quint16 port = listening ? tcpServer->serverPort() : 0;
    if (listening) {
        m_server->bind(tcpServer); // the HTTP server owns it from here
    } else {
        qCWarning(lcWebhooks).noquote() << "cannot listen on" << m_options.host.toString() << "port"
                                        << m_options.port << ":" << tcpServer->errorString();
        delete tcpServer;
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

static QByteArray methodName(QHttpServerRequest::Method method)
{
    const char *key = QMetaEnum::fromType<QHttpServerRequest::Method>().valueToKey(int(method));
    return key ? QByteArray(key).toUpper() : QByteArray("UNKNOWN");
}

void ReceiverCore::handle(const QHttpServerRequest &request, QTcpSocket *socket,
                          QHttpServerResponder &&responder)
{
    auto answer = std::make_shared<QHttpServerResponder>(std::move(responder));
    const bool post = request.method() == QHttpServerRequest::Method::Post;

    Arrival arrival;
    arrival.ticket = ++m_lastTicket;
    Delivery &d = arrival.delivery;
    d.receivedAt = m_clock->nowUtc();
    d.remoteAddress = socket->peerAddress().toString();
    d.remotePort = socket->peerPort();
    d.method = post ? QByteArray("POST") : methodName(request.method());
    const QUrl url = request.url();
    d.path = url.path(QUrl::FullyEncoded);
    d.query = url.query(QUrl::FullyEncoded);
    d.headers = request.headers();
    d.body = request.body();
    d.bodySize = d.body.size();
    examine(d, post);
    const bool tooLarge = d.bodySize > m_options.maxBodyBytes;
    const ResponseConfig response = !post      ? ResponseConfig{405, 0}
                                    : tooLarge ? ResponseConfig{413, 0}
                                               : m_options.response;
    d.responseStatus = response.status;
    d.responseDelayMs = response.delayMs;

    QList<QPair<QByteArray, QByteArray>> extra;
    if (response.status == 429)
        extra.append(qMakePair(QByteArray("Retry-After"), QByteArray("1")));
    if (response.status == 405)
        extra.append(qMakePair(QByteArray("Allow"), QByteArray("POST")));
    auto write = [answer, extra, guard = QPointer<QTcpSocket>(socket)](int status) {
        if (guard)
            writeAnswer(*answer, status, status == 200 ? acceptedBody() : answerBody(status),
                        extra);
    };
    // Not stored (the store failed): 503, at once, so that the sender tries again.
    auto answerIt = [this, write, response](bool stored) {
        if (!stored)
            write(503);
        else if (response.delayMs > 0)
            QTimer::singleShot(response.delayMs, Qt::PreciseTimer, this,
                               [write, status = response.status] { write(status); });
        else
            write(response.status);
    };
    // With a store, a request is answered once it is stored; the requests that arrive
    // together go to the recorder together and share one commit. The GUI hears of them in
    // batches too (one queued call, one wake-up, per batch).
    if (m_options.stores())
        m_waiting.append({arrival.ticket, std::move(answerIt)});
    else
        answerIt(true);
    m_batch.append(std::move(arrival));
    if (m_batch.size() >= 256)
        send();
    else if (!m_sendTimer.isActive())
        m_sendTimer.start();
}

void ReceiverCore::examine(Delivery &d, bool post)
{
    d.deriveFields();
    if (!post) {
        // Every request is captured; only a POST can be a webhook. The others are recorded, so
        // that a sender using the wrong method shows up in the list (and answered 405). Not a
        // delivery of any event: it must not count as an attempt of one, now or after a
        // restart (the store's ids are counted then).
        d.verification = WebhookVerifier::notAWebhook(d.method);
        d.webhookId.clear();
        return;
    }
    // The secret of the path when it has one (e.g. the Local sandbox's), else the receiver's.
    // Verified over the whole body, even when only its start is kept.
    const auto pathSecret = m_options.pathSecrets.constFind(d.path);
    const bool ownPath = pathSecret != m_options.pathSecrets.cend();
    d.profileId =
        ownPath && !pathSecret->profileId.isEmpty() ? pathSecret->profileId : m_options.profileId;
    if (ownPath) {
        m_verifier.setSecret(pathSecret->secret);
        m_verifier.setSecretLabel(pathSecret->label.isEmpty()
                                      ? tr("the secret registered for %1").arg(d.path)
                                      : pathSecret->label);
    } else {
        m_verifier.setSecret(m_options.secret);
        m_verifier.setSecretLabel({});
    }
    d.verification = m_verifier.verify(d.headers, d.body);
    // The sender's credentials (Authorization, Cookie, ...) are neither kept nor sent on by a
    // replay: only their names, with the value masked.
    for (auto &h : d.headers) {
        if (isCredentialHeader(h.first))
            h.second = redactedHeaderValue(h.first, h.second);
    }
}

void ReceiverCore::send()
{
    m_sendTimer.stop();
    if (m_batch.isEmpty())
        return;
    QMetaObject::invokeMethod(
        m_recorder, [recorder = m_recorder, batch = std::exchange(m_batch, {})]() mutable {
            recorder->record(std::move(batch));
        });
}

void ReceiverCore::answerUpTo(quint64 ticket, const QList<quint64> &notStored)
{
    qsizetype n = 0;
    while (n < m_waiting.size() && m_waiting.at(n).first <= ticket)
        ++n;
    if (n == 0)
        return;
    const auto answers = m_waiting.first(n);
    m_waiting.remove(0, n);
    for (const auto &answer : answers)
        answer.second(!notStored.contains(answer.first));
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
    const QString profileId = options.profileId.isEmpty() ? m_options.profileId : options.profileId;
    QHash<QString, PathSecret> pathSecrets = m_options.pathSecrets;
    pathSecrets.insert(options.pathSecrets);
    m_options = options;
    m_options.secret = secret;
    m_options.profileId = profileId;
    m_options.pathSecrets = pathSecrets;
    m_recorderThread = new QThread;
    m_recorderThread->setObjectName(u"paydesk-recorder"_s);
    m_recorder = new DeliveryRecorder(m_options);
    m_recorder->moveToThread(m_recorderThread);
    m_thread = new QThread;
    m_thread->setObjectName(u"paydesk-webhooks"_s);
    m_core = new ReceiverCore(m_options, m_recorder);
    m_core->moveToThread(m_thread);
    // The store opens first; the listener starts once deliveries can be kept.
    connect(m_recorderThread, &QThread::started, m_recorder, &DeliveryRecorder::open);
    connect(m_recorder, &DeliveryRecorder::opened, m_core, &ReceiverCore::start);
    connect(m_core, &ReceiverCore::ready, this, [this](const QUrl &url) {
        m_url = url;
        Q_EMIT ready(url);
    });
    const auto fail = [this](const QString &error) {
        stop();
        Q_EMIT failed(error);
    };
    connect(m_core, &ReceiverCore::failed, this, fail);
    connect(m_recorder, &DeliveryRecorder::failed, this, fail);
    connect(m_recorder, &DeliveryRecorder::received, this,
            [this](const QList<Delivery> &deliveries) {
                Q_EMIT deliveriesReceived(deliveries);
                for (const Delivery &d : deliveries)
                    Q_EMIT deliveryReceived(d);
            });
    m_thread->start();
    m_recorderThread->start();
}

void WebhookReceiver::stop()
{
    if (!m_thread)
        return;
    QThread *thread = m_thread;
    ReceiverCore *core = m_core;
    QThread *recorderThread = m_recorderThread;
    DeliveryRecorder *recorder = m_recorder;
    m_thread = nullptr;
    m_core = nullptr;
    m_recorderThread = nullptr;
    m_recorder = nullptr;
    m_url.clear();
    // Each object goes on its own thread, where its sockets or database connection live: the
    // listener first (it hands its last requests to the recorder and answers them), then the
    // recorder.
    QMetaObject::invokeMethod(
        core, [core] { delete core; }, Qt::BlockingQueuedConnection);
    thread->quit();
    thread->wait();
    delete thread;
    QMetaObject::invokeMethod(
        recorder, [recorder] { delete recorder; }, Qt::BlockingQueuedConnection);
    recorderThread->quit();
    recorderThread->wait();
    delete recorderThread;
    Q_EMIT stopped();
}

void WebhookReceiver::setSecret(const QString &secret)
{
    m_options.secret = secret;
    if (m_core)
        QMetaObject::invokeMethod(m_core, [core = m_core, secret] { core->setSecret(secret); });
}

void WebhookReceiver::setProfileId(const QString &profileId)
{
    m_options.profileId = profileId;
    if (m_core)
        QMetaObject::invokeMethod(m_core,
                                  [core = m_core, profileId] { core->setProfileId(profileId); });
}

void WebhookReceiver::setPathSecret(const QString &path, const QString &secret,
                                    const QString &label, const QString &profileId)
{
    if (secret.isEmpty())
        m_options.pathSecrets.remove(path);
    else
        m_options.pathSecrets.insert(path, {secret, label, profileId});
    if (m_core)
        QMetaObject::invokeMethod(m_core, [core = m_core, secrets = m_options.pathSecrets] {
            core->setPathSecrets(secrets);
        });
}

void WebhookReceiver::setRetention(const DeliveryStore::Retention &retention)
{
    m_options.retention = retention;
    if (m_recorder)
        QMetaObject::invokeMethod(
            m_recorder, [recorder = m_recorder, retention] { recorder->setRetention(retention); });
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
