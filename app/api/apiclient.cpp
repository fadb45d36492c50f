#include "apiclient.h"

#include "apilogging.h"
#include "apiparse.h"
#include "core/clock.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QSslError>
#include <QSysInfo>
#include <QTimer>
#include <QUrlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::api {

struct ApiClient::Pending
{
    RequestId id = 0;
    QByteArray method;
    QUrl url;
    QByteArray body;
    QByteArray idempotencyKey;
    int attempt = 0; // retries done so far
    bool hasContext = false;
    QPointer<QObject> context;
    QPointer<QNetworkReply> reply;
    std::unique_ptr<ClockTimer> retryTimer;
    std::unique_ptr<ClockTimer> deadline; // the whole attempt, not only a pause in the transfer
    bool timedOut = false;
    bool tooLarge = false;
    QStringList sslErrors;
    QElapsedTimer clock;
    std::function<void(int status, const QByteArray &body)> onAnswer; // 2xx
    std::function<void(const ApiError &error)> onError;
};

namespace {

QString dateParam(const QDate &d)
{
    return d.toString(u"yyyy-MM-dd"_s);
}

void putOptional(QJsonObject &o, const QString &key, const std::optional<QString> &v)
{
    if (v)
        o.insert(key, *v);
}

// A list page's query: the limit and the cursor, then each filter that is set.
struct ListQuery
{
    QUrlQuery query;

    ListQuery(int limit, const QString &cursor)
    {
        query.addQueryItem(u"limit"_s, QString::number(limit));
        text(u"cursor"_s, cursor);
    }
    void text(const QString &name, const QString &value)
    {
        if (!value.isEmpty())
            query.addQueryItem(name, value);
    }
    void list(const QString &name, const QStringList &values) { text(name, values.join(u',')); }
    void date(const QString &name, const std::optional<QDate> &day)
    {
        if (day)
            query.addQueryItem(name, dateParam(*day));
    }
    // An invalid day: none.
    void date(const QString &name, const QDate &day)
    {
        date(name, day.isValid() ? std::optional(day) : std::nullopt);
    }
    // What a person typed: encoded whole, so that "&", "+" or "#" stay part of it.
    void search(const QString &value)
    {
        text(u"q"_s, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    }
};

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString segment(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

bool isRetryableNetworkError(QNetworkReply::NetworkError e)
{
    switch (e) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // our transfer timeout
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::InternalServerError:
    case QNetworkReply::ServiceUnavailableError:
    case QNetworkReply::UnknownServerError:
        return true;
    default:
        return false;
    }
}

} // namespace

ApiClient::ApiClient(const ClientConfig &config, QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_clock(Clock::orSystem(config.clock))
    , m_nam(nam)
{}

ApiClient::~ApiClient()
{
    cancelAll();
}

QString ApiClient::newIdempotencyKey()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QByteArray ApiClient::userAgent()
{
    return "PayDesk/" PAYDESK_VERSION " (Qt " + QByteArray(qVersion()) + "; " +
           QSysInfo::productType().toUtf8() + ')';
}

QUrl ApiClient::urlFor(const QString &path, const QUrlQuery &query) const
{
    QUrl url = m_config.baseUrl;
    QString base = url.path();
    while (base.endsWith(u'/'))
        base.chop(1);
    url.setPath(base + path, QUrl::TolerantMode);
    url.setQuery(query);
    return url;
}

template<typename T>
RequestId ApiClient::call(const QByteArray &method, const QString &path, const QUrlQuery &query,
                          const QByteArray &body, Result<T> (*parser)(const QByteArray &),
                          QObject *context, Callback<T> done, const QString &idempotencyKey)
{
    auto p = std::make_unique<Pending>();
    p->method = method;
    p->url = urlFor(path, query);
    p->body = body;
    if (method == "POST")
        p->idempotencyKey =
            (idempotencyKey.isEmpty() ? newIdempotencyKey() : idempotencyKey).toUtf8();
    p->hasContext = context != nullptr;
    p->context = context;
    p->onAnswer = [parser, done](int, const QByteArray &answer) { done(parser(answer)); };
    p->onError = [done](const ApiError &e) { done(Result<T>(e)); };
    return enqueue(std::move(p));
}

RequestId ApiClient::enqueue(std::unique_ptr<Pending> owned)
{
    std::shared_ptr<Pending> p(std::move(owned));
    p->id = m_nextId++;
    m_pending.insert(p->id, p);
    const RequestId id = p->id;
    // Guards run before anything is sent; the refusal is delivered asynchronously like any
    // other answer, so callers see one code path.
    if (auto refusal =
            checkConnectionGuards(m_config.environment, m_config.baseUrl, m_config.apiKey)) {
        qCWarning(lcApi).noquote() << "refused before sending:" << refusal->text;
        QTimer::singleShot(0, this, [this, id, e = *refusal] { fail(id, e); });
        return id;
    }
    if (!m_nam) {
        ApiError e;
        e.kind = ApiError::Kind::Network;
        e.text = QCoreApplication::translate("ApiClient", "No network access manager.");
        QTimer::singleShot(0, this, [this, id, e] { fail(id, e); });
        return id;
    }
    send(*p);
    return id;
}

void ApiClient::send(Pending &p)
{
    QNetworkRequest req(p.url);
    req.setRawHeader("Authorization", "Bearer " + m_config.apiKey.toUtf8());
    req.setRawHeader("Accept", "application/json");
    req.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    if (!p.body.isNull())
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    if (!p.idempotencyKey.isEmpty())
        req.setRawHeader("Idempotency-Key", p.idempotencyKey);
    req.setTransferTimeout(m_config.timeoutMs);
    // The Authorization header must never follow a redirect to another origin.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::SameOriginRedirectPolicy);
    p.sslErrors.clear();
    p.timedOut = false;
    p.tooLarge = false;
    p.clock.start();
    qCDebug(lcApi).noquote() << p.method << redactSecrets(p.url.toDisplayString())
                             << (p.attempt ? u"(retry %1)"_s.arg(p.attempt) : QString());
    QNetworkReply *reply =
        p.method == "GET" ? m_nam->get(req) : m_nam->sendCustomRequest(req, p.method, p.body);
    p.reply = reply;
    const RequestId id = p.id;
    connect(reply, &QNetworkReply::sslErrors, this, [this, id](const QList<QSslError> &errors) {
        // Reported, never ignored: the handshake fails and the call ends with a TLS error.
        if (auto it = m_pending.find(id); it != m_pending.end()) {
            for (const QSslError &e : errors)
                (*it)->sslErrors << e.errorString();
        }
    });
    connect(reply, &QNetworkReply::downloadProgress, this, [this, id](qint64 received, qint64) {
        // A body no answer of this API comes near is refused before it fills the memory.
        if (received <= m_config.maxResponseBytes)
            return;
        if (auto it = m_pending.find(id); it != m_pending.end() && (*it)->reply) {
            (*it)->tooLarge = true;
            (*it)->reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, this, [this, id] { finished(id); });
    // A server that trickles bytes never trips the transfer timeout; this ends the attempt.
    p.deadline = std::make_unique<ClockTimer>(m_clock);
    p.deadline->setSingleShot(true);
    connect(p.deadline.get(), &ClockTimer::timeout, this, [this, id] {
        if (auto it = m_pending.find(id); it != m_pending.end() && (*it)->reply) {
            (*it)->timedOut = true;
            (*it)->reply->abort();
        }
    });
    p.deadline->start(std::chrono::milliseconds(m_config.timeoutMs));
}

void ApiClient::finished(RequestId id)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    std::shared_ptr<Pending> p = *it;
    QNetworkReply *reply = p->reply;
    if (!reply)
        return;
    p->reply = nullptr;
    p->deadline.reset();
    reply->deleteLater();
    if (p->hasContext && !p->context) {
        m_pending.remove(id);
        return;
    }

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();
    const QNetworkReply::NetworkError netError = reply->error();
    qCDebug(lcApi).noquote() << p->method << redactSecrets(p->url.path()) << "->"
                             << (status ? QString::number(status) : reply->errorString())
                             << p->clock.elapsed() << "ms";

    if (p->tooLarge) {
        ApiError e;
        e.kind = ApiError::Kind::Malformed;
        e.httpStatus = status;
        e.text = QCoreApplication::translate("ApiClient",
                                             "The answer is larger than %1 MiB; it was refused.")
                     .arg(double(m_config.maxResponseBytes) / (1024 * 1024));
        fail(id, e);
        return;
    }
    if (status == 0 || p->timedOut) {
        ApiError e;
        e.networkError = netError;
        if (netError == QNetworkReply::SslHandshakeFailedError || !p->sslErrors.isEmpty()) {
            e.kind = ApiError::Kind::Tls;
            e.text = p->sslErrors.isEmpty() ? reply->errorString() : p->sslErrors.join(u"; "_s);
        } else if (p->timedOut || netError == QNetworkReply::OperationCanceledError) {
            e.kind = ApiError::Kind::Timeout;
            e.text = QCoreApplication::translate("ApiClient", "No answer within %1 seconds.")
                         .arg(m_config.timeoutMs / 1000.0);
        } else {
            e.kind = ApiError::Kind::Network;
            e.text = reply->errorString();
        }
        if (e.kind != ApiError::Kind::Tls && isRetryableNetworkError(netError) &&
            scheduleRetry(*p, e))
            return;
        fail(id, e);
        return;
    }
    if (status >= 200 && status < 300) {
        m_pending.remove(id);
        p->onAnswer(status, body);
        ApiError none;
        Q_EMIT requestFinished(id, true, none);
        return;
    }
    ApiError e = parse::errorBody(status, body);
    e.networkError = netError;
    if (reply->hasRawHeader("Retry-After")) {
        bool ok = false;
        const int secs = reply->rawHeader("Retry-After").trimmed().toInt(&ok);
        if (ok && secs >= 0)
            e.retryAfterSeconds = secs;
    }
    if (e.isRetryable() && scheduleRetry(*p, e))
        return;
    fail(id, e);
}

bool ApiClient::scheduleRetry(Pending &p, const ApiError &error)
{
    if (p.attempt >= m_config.maxRetries)
        return false;
    // A service that asks to wait longer than a person would is answered with the error, which
    // names the wait, rather than by a window that seems to hang.
    if (error.retryAfterSeconds && *error.retryAfterSeconds > MaxRetryAfterSeconds)
        return false;
    ++p.attempt;
    // Exponential backoff with jitter (half fixed, half random), never shorter than what the
    // service asked for in Retry-After.
    const qint64 exp =
        std::min<qint64>(m_config.backoffMaxMs, qint64(m_config.backoffBaseMs) << (p.attempt - 1));
    qint64 delay = exp / 2 + QRandomGenerator::global()->bounded(qint64(exp / 2 + 1));
    if (error.retryAfterSeconds)
        delay = std::max<qint64>(delay, qint64(*error.retryAfterSeconds) * 1000);
    qCInfo(lcApi).noquote() << "retrying" << p.method << redactSecrets(p.url.path()) << "in"
                            << delay << "ms, attempt" << p.attempt + 1 << "after"
                            << redactSecrets(error.code.isEmpty() ? error.text : error.code);
    Q_EMIT requestRetrying(p.id, p.attempt, int(delay));
    p.retryTimer = std::make_unique<ClockTimer>(m_clock);
    p.retryTimer->setSingleShot(true);
    const RequestId id = p.id;
    connect(p.retryTimer.get(), &ClockTimer::timeout, this, [this, id] {
        if (auto it = m_pending.find(id); it != m_pending.end())
            send(**it);
    });
    p.retryTimer->start(std::chrono::milliseconds(delay));
    return true;
}

void ApiClient::fail(RequestId id, const ApiError &error)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    std::shared_ptr<Pending> p = *it;
    m_pending.erase(it);
    if (p->hasContext && !p->context)
        return;
    p->onError(error);
    Q_EMIT requestFinished(id, false, error);
}

void ApiClient::cancel(RequestId id)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    std::shared_ptr<Pending> p = *it;
    m_pending.erase(it);
    if (p->retryTimer)
        p->retryTimer->stop();
    if (QNetworkReply *reply = p->reply) {
        p->reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void ApiClient::cancelAll()
{
    const auto ids = m_pending.keys();
    for (RequestId id : ids)
        cancel(id);
}

RequestId ApiClient::createTransaction(const NewCharge &c, QObject *context,
                                       Callback<Transaction> done, const QString &key)
{
    QJsonObject o{{u"amount"_s, c.amount},
                  {u"currency"_s, c.currency},
                  {u"gateway"_s, c.gateway},
                  {u"merchant_ref"_s, c.merchantRef}};
    putOptional(o, u"description"_s, c.description);
    putOptional(o, u"fraud_evaluation_id"_s, c.fraudEvaluationId);
    return call<Transaction>("POST", u"/api/v1/transactions"_s, {}, json(o), parse::transaction,
                             context, std::move(done), key);
}

RequestId ApiClient::listTransactions(const TransactionQuery &q, QObject *context,
                                      Callback<Page<Transaction>> done)
{
    ListQuery query(q.limit, q.cursor);
    query.list(u"status"_s, q.statuses);
    query.text(u"gateway"_s, q.gateway);
    query.text(u"currency"_s, q.currency);
    query.date(u"created_from"_s, q.createdFrom);
    query.date(u"created_to"_s, q.createdTo);
    query.search(q.search);
    return call<Page<Transaction>>("GET", u"/api/v1/transactions"_s, query.query, {},
                                   parse::transactionPage, context, std::move(done));
}

RequestId ApiClient::transaction(const QString &id, QObject *context, Callback<Transaction> done)
{
    return call<Transaction>("GET", u"/api/v1/transactions/"_s + segment(id), {}, {},
                             parse::transaction, context, std::move(done));
}

RequestId ApiClient::createRefund(const QString &transactionId, const NewRefund &r,
                                  QObject *context, Callback<Refund> done, const QString &key)
{
    QJsonObject o;
    if (r.amount)
        o.insert(u"amount"_s, *r.amount);
    putOptional(o, u"reason"_s, r.reason);
    putOptional(o, u"note"_s, r.note);
    return call<Refund>("POST", u"/api/v1/transactions/"_s + segment(transactionId) + u"/refunds"_s,
                        {}, json(o), parse::refund, context, std::move(done), key);
}

RequestId ApiClient::listRefunds(const RefundQuery &q, QObject *context,
                                 Callback<Page<Refund>> done)
{
    ListQuery query(q.limit, q.cursor);
    query.text(u"transaction_id"_s, q.transactionId);
    query.search(q.search);
    query.date(u"created_from"_s, q.createdFrom);
    query.date(u"created_to"_s, q.createdTo);
    return call<Page<Refund>>("GET", u"/api/v1/refunds"_s, query.query, {}, parse::refundPage,
                              context, std::move(done));
}

RequestId ApiClient::refund(const QString &id, QObject *context, Callback<Refund> done)
{
    return call<Refund>("GET", u"/api/v1/refunds/"_s + segment(id), {}, {}, parse::refund, context,
                        std::move(done));
}

RequestId ApiClient::createRedirectSession(const NewRedirectSession &s, QObject *context,
                                           Callback<RedirectSession> done, const QString &key)
{
    QJsonObject o{{u"amount"_s, s.amount},
                  {u"currency"_s, s.currency},
                  {u"gateway"_s, s.gateway},
                  {u"merchant_ref"_s, s.merchantRef},
                  {u"return_url"_s, s.returnUrl}};
    putOptional(o, u"cancel_url"_s, s.cancelUrl);
    putOptional(o, u"description"_s, s.description);
    return call<RedirectSession>("POST", u"/api/v1/transactions/redirect"_s, {}, json(o),
                                 parse::redirectSession, context, std::move(done), key);
}

RequestId ApiClient::redirectSession(const QString &id, QObject *context,
                                     Callback<RedirectSession> done)
{
    return call<RedirectSession>("GET", u"/api/v1/transactions/redirect/"_s + segment(id), {}, {},
                                 parse::redirectSession, context, std::move(done));
}

RequestId ApiClient::listRedirectSessions(const RedirectSessionQuery &q, QObject *context,
                                          Callback<Page<RedirectSession>> done)
{
    ListQuery query(q.limit, q.cursor);
    query.list(u"status"_s, q.statuses);
    query.search(q.search);
    return call<Page<RedirectSession>>("GET", u"/api/v1/transactions/redirect"_s, query.query, {},
                                       parse::redirectSessionPage, context, std::move(done));
}

RequestId ApiClient::evaluateFraud(const FraudCheck &c, QObject *context,
                                   Callback<FraudEvaluation> done)
{
    QJsonObject o{{u"amount"_s, c.amount}, {u"currency"_s, c.currency}};
    putOptional(o, u"gateway"_s, c.gateway);
    putOptional(o, u"merchant_ref"_s, c.merchantRef);
    QJsonObject customer;
    putOptional(customer, u"email"_s, c.customerEmail);
    putOptional(customer, u"ip"_s, c.customerIp);
    putOptional(customer, u"country"_s, c.customerCountry);
    if (!customer.isEmpty())
        o.insert(u"customer"_s, customer);
    QJsonObject card;
    putOptional(card, u"bin"_s, c.cardBin);
    putOptional(card, u"country"_s, c.cardCountry);
    if (!card.isEmpty())
        o.insert(u"card"_s, card);
    return call<FraudEvaluation>("POST", u"/api/v1/fraud/evaluate"_s, {}, json(o),
                                 parse::fraudEvaluation, context, std::move(done));
}

RequestId ApiClient::fraudEvaluation(const QString &id, QObject *context,
                                     Callback<FraudEvaluation> done)
{
    return call<FraudEvaluation>("GET", u"/api/v1/fraud/evaluations/"_s + segment(id), {}, {},
                                 parse::fraudEvaluation, context, std::move(done));
}

RequestId ApiClient::trigger(const QString &type, std::optional<qint64> amount,
                             const QString &currency, QObject *context,
                             Callback<TriggeredEvent> done)
{
    QJsonObject o{{u"type"_s, type}};
    if (amount)
        o.insert(u"amount"_s, *amount);
    if (!currency.isEmpty())
        o.insert(u"currency"_s, currency);
    return call<TriggeredEvent>("POST", u"/sandbox/v1/trigger"_s, {}, json(o),
                                parse::triggeredEvent, context, std::move(done));
}

RequestId ApiClient::ledgerAccounts(QObject *context, Callback<QList<LedgerAccount>> done)
{
    return call<QList<LedgerAccount>>("GET", u"/v1/ledger/accounts"_s, {}, {},
                                      parse::ledgerAccounts, context, std::move(done));
}

RequestId ApiClient::trialBalance(const QDate &date, const QString &currency, QObject *context,
                                  Callback<TrialBalance> done, bool includeZero)
{
    QUrlQuery query;
    query.addQueryItem(u"date"_s, dateParam(date));
    if (!currency.isEmpty())
        query.addQueryItem(u"currency"_s, currency);
    if (includeZero)
        query.addQueryItem(u"include_zero"_s, u"true"_s);
    return call<TrialBalance>("GET", u"/v1/ledger/trial-balance"_s, query, {}, parse::trialBalance,
                              context, std::move(done));
}

RequestId ApiClient::ledgerChart(QObject *context, Callback<LedgerChart> done)
{
    return call<LedgerChart>("GET", u"/v1/ledger/accounts"_s, {}, {}, parse::ledgerChart, context,
                             std::move(done));
}

RequestId ApiClient::ledgerEntries(const LedgerEntryQuery &query, QObject *context,
                                   Callback<LedgerEntryPage> done)
{
    ListQuery q(query.limit, query.cursor);
    q.query.addQueryItem(u"account"_s, query.account); // required: sent even when empty
    q.text(u"currency"_s, query.currency);
    q.date(u"from"_s, query.from);
    q.date(u"to"_s, query.to);
    return call<LedgerEntryPage>("GET", u"/v1/ledger/entries"_s, q.query, {},
                                 parse::ledgerEntryPage, context, std::move(done));
}

RequestId ApiClient::listPayouts(const PayoutQuery &query, QObject *context,
                                 Callback<Page<Payout>> done)
{
    ListQuery q(query.limit, query.cursor);
    q.text(u"currency"_s, query.currency);
    q.text(u"status"_s, query.status);
    q.date(u"arrival_from"_s, query.arrivalFrom);
    q.date(u"arrival_to"_s, query.arrivalTo);
    return call<Page<Payout>>("GET", u"/api/v1/payouts"_s, q.query, {}, parse::payoutPage, context,
                              std::move(done));
}

RequestId ApiClient::payout(const QString &id, QObject *context, Callback<Payout> done)
{
    return call<Payout>("GET", u"/api/v1/payouts/"_s + segment(id), {}, {}, parse::payout, context,
                        std::move(done));
}

RequestId ApiClient::payoutItems(const QString &id, const QString &cursor, QObject *context,
                                 Callback<Page<PayoutItem>> done)
{
    const ListQuery q(100, cursor);
    return call<Page<PayoutItem>>("GET", u"/api/v1/payouts/"_s + segment(id) + u"/items"_s, q.query,
                                  {}, parse::payoutItemPage, context, std::move(done));
}

RequestId ApiClient::bankStatement(const BankStatementQuery &query, QObject *context,
                                   Callback<QByteArray> done)
{
    QUrlQuery q;
    if (!query.currency.isEmpty())
        q.addQueryItem(u"currency"_s, query.currency);
    if (query.from.isValid())
        q.addQueryItem(u"from"_s, dateParam(query.from));
    if (query.to.isValid())
        q.addQueryItem(u"to"_s, dateParam(query.to));
    if (!query.format.isEmpty())
        q.addQueryItem(u"format"_s, query.format);
    for (const QString &id : query.omit)
        q.addQueryItem(u"omit"_s, id);
    for (const auto &[id, delta] : query.alter)
        q.addQueryItem(u"alter"_s, id + u':' + QString::number(delta));
    return call<QByteArray>("GET", u"/sandbox/v1/bank-statement"_s, q, {}, parse::rawBody, context,
                            std::move(done));
}

RequestId ApiClient::webhookEndpoints(QObject *context, Callback<QList<WebhookEndpoint>> done)
{
    return call<QList<WebhookEndpoint>>("GET", u"/sandbox/v1/webhook-endpoints"_s, {}, {},
                                        parse::webhookEndpoints, context, std::move(done));
}

RequestId ApiClient::createWebhookEndpoint(const QString &url, const QStringList &events,
                                           QObject *context, Callback<WebhookEndpoint> done)
{
    const QJsonObject o{{u"url"_s, url}, {u"events"_s, QJsonArray::fromStringList(events)}};
    return call<WebhookEndpoint>("POST", u"/sandbox/v1/webhook-endpoints"_s, {}, json(o),
                                 parse::webhookEndpoint, context, std::move(done));
}

RequestId ApiClient::updateWebhookEndpoint(const QString &id, std::optional<QStringList> events,
                                           std::optional<bool> enabled, QObject *context,
                                           Callback<WebhookEndpoint> done)
{
    QJsonObject o;
    if (events)
        o.insert(u"events"_s, QJsonArray::fromStringList(*events));
    if (enabled)
        o.insert(u"enabled"_s, *enabled);
    return call<WebhookEndpoint>("POST", u"/sandbox/v1/webhook-endpoints/"_s + segment(id), {},
                                 json(o), parse::webhookEndpoint, context, std::move(done));
}

RequestId ApiClient::deleteWebhookEndpoint(const QString &id, QObject *context, Callback<bool> done)
{
    return call<bool>("DELETE", u"/sandbox/v1/webhook-endpoints/"_s + segment(id), {}, {},
                      parse::accepted, context, std::move(done));
}

RequestId ApiClient::webhookDeliveries(const WebhookDeliveryQuery &query, QObject *context,
                                       Callback<WebhookDeliveryLog> done)
{
    QUrlQuery q;
    q.addQueryItem(u"limit"_s, QString::number(query.limit));
    if (!query.eventId.isEmpty())
        q.addQueryItem(u"event_id"_s, query.eventId);
    if (!query.endpointId.isEmpty())
        q.addQueryItem(u"endpoint_id"_s, query.endpointId);
    if (!query.transactionId.isEmpty())
        q.addQueryItem(u"transaction_id"_s, query.transactionId);
    return call<WebhookDeliveryLog>("GET", u"/sandbox/v1/webhook-deliveries"_s, q, {},
                                    parse::webhookDeliveryLog, context, std::move(done));
}

RequestId ApiClient::resendEvent(const QString &eventId, const QString &endpointId,
                                 QObject *context, Callback<bool> done)
{
    QJsonObject o;
    if (!endpointId.isEmpty())
        o.insert(u"endpoint_id"_s, endpointId);
    return call<bool>("POST", u"/sandbox/v1/events/"_s + segment(eventId) + u"/resend"_s, {},
                      json(o), parse::accepted, context, std::move(done));
}

RequestId ApiClient::me(QObject *context, Callback<KeyInfo> done)
{
    return call<KeyInfo>("GET", u"/api/v1/me"_s, {}, {}, parse::keyInfo, context, std::move(done));
}

RequestId ApiClient::apiKeys(QObject *context, Callback<QList<ApiKey>> done)
{
    return call<QList<ApiKey>>("GET", u"/sandbox/v1/keys"_s, {}, {}, parse::apiKeys, context,
                               std::move(done));
}

RequestId ApiClient::createApiKey(const QString &name, const QStringList &permissions,
                                  QObject *context, Callback<ApiKey> done)
{
    const QJsonObject o{{u"name"_s, name},
                        {u"permissions"_s, QJsonArray::fromStringList(permissions)}};
    return call<ApiKey>("POST", u"/sandbox/v1/keys"_s, {}, json(o), parse::apiKey, context,
                        std::move(done));
}

RequestId ApiClient::revokeApiKey(const QString &id, QObject *context, Callback<bool> done)
{
    return call<bool>("DELETE", u"/sandbox/v1/keys/"_s + segment(id), {}, {}, parse::accepted,
                      context, std::move(done));
}

RequestId ApiClient::rollApiKey(const QString &id, int expiresInHours, QObject *context,
                                Callback<ApiKey> done)
{
    const QJsonObject o{{u"expires_in_hours"_s, expiresInHours}};
    return call<ApiKey>("POST", u"/sandbox/v1/keys/"_s + segment(id) + u"/roll"_s, {}, json(o),
                        parse::apiKey, context, std::move(done));
}

RequestId ApiClient::listActivity(const ActivityQuery &q, QObject *context,
                                  Callback<Page<ActivityEntry>> done)
{
    ListQuery query(q.limit, q.cursor);
    query.text(u"key_id"_s, q.keyId);
    query.date(u"from"_s, q.from);
    query.date(u"to"_s, q.to);
    return call<Page<ActivityEntry>>("GET", u"/sandbox/v1/activity"_s, query.query, {},
                                     parse::activityPage, context, std::move(done));
}

} // namespace paydesk::api
