#pragma once

#include "sandboxstore.h"
#include "sandboxtypes.h"
#include "webhookdestinations.h"

#include <QHash>
#include <QHostAddress>
#include <QJsonObject>
#include <QUrlQuery>

#include <functional>

namespace paydesk::sandbox {

struct ChargeFields;

enum class KeyEnvironment { Test, Live };
// The one place the service reads an API key's shape, <prefix>_<test|live>_<secret>: the
// environment, or nothing for a malformed key. (The client checks keys with code of its own.)
std::optional<KeyEnvironment> apiKeyEnvironment(const QString &key);
// A new sandbox key, "pts_test_" and 32 base62 characters: what the standalone binary and an
// embedding host hand out.
QString generateApiKey();

// A request as the transport hands it over: header names in lower case.
struct HttpRequest
{
    QByteArray method;
    QString path;
    QUrlQuery query;
    QHash<QByteArray, QByteArray> headers;
    QByteArray body;
    QHostAddress remote;
};

struct HttpResponse
{
    int status = 200;
    QByteArray contentType = "application/json";
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
};

// What admit() learnt about a request, carried to execute().
struct RequestContext
{
    QByteArray keyHash;
    ApiKeyRecord key; // the key that sent it, once known
    bool replayed = false;
    QString idempotencyKey;
    QByteArray requestHash;
    bool apiPost = false; // a POST under the API paths (fault injection applies)
    bool inProgressMarked = false;
    // SandboxStore::connectionLosses() when the request was admitted: a connection lost since
    // took its Idempotency-Key's lock and what it read with it.
    quint64 connectionEpoch = 0;
    bool admin = false; // sent with the admin key (--admin-key-file): it may create merchants only
};

// The service's behaviour, independent of the transport: authentication, rate limit,
// idempotency, validation, and every endpoint. Runs on the service thread.
class SandboxApi
{
public:
    SandboxApi(SandboxStore &store, const SandboxOptions &options);

    void setBaseUrl(const QUrl &url)
    {
        m_baseUrl = url;
        m_destinations.setListenPort(url.port());
    }
    QUrl baseUrl() const { return m_baseUrl; }
    // Called after a commit that created outbox events.
    void setEventsCreatedCallback(std::function<void()> cb) { m_eventsCreated = std::move(cb); }

    // Authentication, rate limit and the idempotency check. A response means "answer this
    // now"; otherwise the request may run (after the configured latency) through execute().
    std::optional<HttpResponse> admit(const HttpRequest &req, RequestContext &ctx);
    HttpResponse execute(const HttpRequest &req, const RequestContext &ctx);
    // The request will not run (a fault before commit): release its in-progress marker.
    void abandon(const RequestContext &ctx);
    // Requests to a route no entry of the permission table names need a full key.
    static QString routePermission(const QByteArray &method, const QString &pattern);
    // Every route as registered ("/api/v1/transactions/*"; "*" one path segment): what a test
    // walks so that a route added later is walked too.
    struct RouteInfo
    {
        QByteArray method;
        QString pattern;
        bool authenticated = true;
    };
    QList<RouteInfo> routes() const;

    static HttpResponse error(int status, const QString &code, const QString &details,
                              const QJsonObject &extra = {});
    // A request body over it is answered 413 (by the transport before it is read, when it
    // says its length).
    static constexpr qsizetype MaxBodyBytes = 1024 * 1024;
    static QByteArray hashKey(const QString &apiKey);

private:
    using Handler = std::function<HttpResponse(const HttpRequest &, const QStringList &)>;
    struct Route
    {
        QByteArray method;
        QStringList pattern; // path segments; "*" matches one segment
        bool authenticated = true;
        QString permission; // what the key needs (routePermission()); empty: any key
        Handler handler;
    };
    void addRoute(const QByteArray &method, const QString &pattern, bool authenticated,
                  Handler handler);
    // execute()'s POST: the handler in one transaction with its activity and idempotency rows.
    HttpResponse executePost(const HttpRequest &req, const RequestContext &ctx, const Route &route,
                             const QStringList &args);
    const Route *match(const QByteArray &method, const QString &path, QStringList *args,
                       bool *pathKnown) const;
    std::optional<HttpResponse> check(const HttpRequest &req, RequestContext &ctx);
    // check()'s last step: the Idempotency-Key of a POST.
    std::optional<HttpResponse> checkIdempotency(const HttpRequest &req, RequestContext &ctx,
                                                 const Route &route);

    // Endpoints
    HttpResponse createTransaction(const HttpRequest &req);
    HttpResponse listTransactions(const HttpRequest &req);
    HttpResponse getTransaction(const QString &id);
    HttpResponse createRefund(const HttpRequest &req, const QString &transactionId);
    HttpResponse listRefunds(const HttpRequest &req, const QString &transactionId);
    HttpResponse getRefund(const QString &id);
    HttpResponse createRedirect(const HttpRequest &req);
    HttpResponse getRedirect(const QString &id);
    HttpResponse listRedirects(const HttpRequest &req);
    HttpResponse evaluateFraud(const HttpRequest &req);
    HttpResponse getFraudEvaluation(const QString &id);
    HttpResponse ledgerAccounts();
    HttpResponse trialBalance(const HttpRequest &req);
    HttpResponse ledgerEntries(const HttpRequest &req);
    // Settlements fall due as the clock passes 06:00 UTC; a ledger read sees every one that has.
    void settleDue();
    HttpResponse deliveryLog(const HttpRequest &req);
    HttpResponse trigger(const HttpRequest &req);
    // (deliverylogroutes.cpp) The webhook endpoints, configured and stored, and resending.
    HttpResponse listEndpoints();
    HttpResponse getEndpoint(const QString &id);
    HttpResponse createEndpoint(const HttpRequest &req);
    HttpResponse updateEndpoint(const HttpRequest &req, const QString &id);
    HttpResponse deleteEndpoint(const QString &id);
    HttpResponse resendEvent(const HttpRequest &req, const QString &eventId);
    // Where an event of `type` goes: every configured endpoint, and each enabled stored one that
    // subscribes to it.
    QList<DeliveryTarget> deliveryTargets(const QString &type);
    const ConfiguredEndpoint *configuredEndpoint(const QString &id) const;
    QJsonObject configuredEndpointJson(const ConfiguredEndpoint &e) const;
    // (payoutroutes.cpp) Payouts, what each settles, and the simulated bank's statement.
    void addPayoutRoutes();
    HttpResponse listPayouts(const HttpRequest &req);
    HttpResponse getPayout(const QString &id);
    HttpResponse payoutItems(const HttpRequest &req, const QString &id);
    HttpResponse bankStatement(const HttpRequest &req);
    // (keyroutes.cpp) The key itself, key management, and the activity log.
    HttpResponse me();
    HttpResponse listKeys();
    HttpResponse createKey(const HttpRequest &req);
    HttpResponse revokeKey(const QString &id);
    HttpResponse rollKey(const HttpRequest &req, const QString &id);
    HttpResponse listActivity(const HttpRequest &req);
    // (merchantroutes.cpp) POST /sandbox/v1/merchants: a merchant and its first key.
    HttpResponse createMerchant(const HttpRequest &req);
    static HttpResponse permissionDenied(const HttpRequest &req, const ApiKeyRecord &key,
                                         const QString &permission);
    // Logs a request that changed something, or was refused trying, with the key that sent it
    // (a no-op for the rest); false when it could not be stored.
    bool recordActivity(const HttpRequest &req, const RequestContext &ctx,
                        const HttpResponse &resp);
    // What an idempotent replay may answer: the body without a new key's value, which is shown
    // once and never stored.
    static QByteArray replayableBody(const QByteArray &body);
    void actAsLinkOwner(const QString &id); // a payment link's payer, who has no key
    HttpResponse checkoutPage(const HttpRequest &req, const QString &id);
    HttpResponse checkoutSubmit(const HttpRequest &req, const QString &id);

    // Shared steps
    struct ChargeResult
    {
        TransactionRecord transaction;
        bool ok = false;
    };
    // `declineMessage`: the charge is declined, for this reason.
    ChargeResult charge(const ChargeFields &fields, const std::optional<QString> &declineMessage,
                        const std::optional<QString> &fraudEvaluationId, qint64 now);
    // Refunds `amount` of `t` (which follows): the refund, postings and event, or nothing.
    std::optional<RefundRecord> refund(TransactionRecord &t, qint64 amount, const QString &reason,
                                       const std::optional<QString> &note, qint64 now);
    // Stores the event and its deliveries; m_lastEventId is its id.
    bool emitEvent(const QString &type, const TransactionRecord &t, const RefundRecord *refund,
                   qint64 now);
    std::optional<RedirectSessionRecord> currentSession(const QString &id, qint64 now);
    QJsonObject sessionJson(const RedirectSessionRecord &s) const;

    SandboxStore &m_store;
    const SandboxOptions &m_options;
    std::shared_ptr<Clock> m_clock;
    QUrl m_baseUrl;
    QList<Route> m_routes;
    QList<ConfiguredEndpoint> m_configured;
    // What an endpoint's URL may point at (its text; the dispatcher checks its addresses).
    WebhookDestinations m_destinations;
    qint64 m_startedAt = 0; // the configured endpoints' created_at
    std::function<void()> m_eventsCreated;
    bool m_eventsPending = false;
    QString m_lastEventId;
    // Authorization header values already found in the store -> their key; emptied whenever a
    // key is revoked or rolled.
    QHash<QByteArray, ApiKeyRecord> m_knownKeys;
    QByteArray m_adminKeyHash; // empty: no admin key
    ApiKeyRecord m_requestKey; // the key of the request execute() runs
    // Rate limit: requests counted per key within the current second.
    QHash<QByteArray, QPair<qint64, int>> m_rateWindows;
};

} // namespace paydesk::sandbox
