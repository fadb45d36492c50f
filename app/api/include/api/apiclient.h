#pragma once

#include "apiresult.h"
#include "apitypes.h"
#include "environment.h"
#include "keys.h"

#include <QHash>
#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <memory>

namespace paydesk {
class Clock;
}

namespace paydesk::api {

struct ClientConfig
{
    QUrl baseUrl;
    QString apiKey;
    Environment environment = Environment::Sandbox;
    int timeoutMs = 30000;   // per attempt
    int maxRetries = 4;      // attempts after the first
    int backoffBaseMs = 250; // doubled per retry, with jitter
    int backoffMaxMs = 8000;
    // No answer of this API comes near this; a larger body is refused as malformed.
    qint64 maxResponseBytes = 64 * 1024 * 1024;
    // What the backoff and the per-attempt timeout go by; null: the system clock.
    std::shared_ptr<Clock> clock;
};

using RequestId = quint64;

template<typename T>
using Callback = std::function<void(const Result<T> &)>;

// The client of one profile: builds requests (auth, content type, user agent, idempotency
// keys), runs the guards before sending, retries what is safe to retry with backoff, parses
// answers into value types or a typed ApiError. All calls are asynchronous; the callback runs
// on the client's thread, unless `context` is gone by then. A cancelled request calls nothing.
class ApiClient : public QObject
{
    Q_OBJECT
public:
    // A Retry-After longer than this is not waited for: the call fails with the error.
    static constexpr int MaxRetryAfterSeconds = 60;

    ApiClient(const ClientConfig &config, QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~ApiClient() override;

    const ClientConfig &config() const { return m_config; }

    // Transactions. Each POST carries an Idempotency-Key that every retry reuses; pass one to
    // make a re-sent logical request (the user pressing Send again) safe as well.
    RequestId createTransaction(const NewCharge &charge, QObject *context,
                                Callback<Transaction> done, const QString &idempotencyKey = {});
    RequestId listTransactions(const TransactionQuery &query, QObject *context,
                               Callback<Page<Transaction>> done);
    RequestId transaction(const QString &id, QObject *context, Callback<Transaction> done);

    // Refunds
    RequestId createRefund(const QString &transactionId, const NewRefund &refund, QObject *context,
                           Callback<Refund> done, const QString &idempotencyKey = {});
    RequestId listRefunds(const RefundQuery &query, QObject *context, Callback<Page<Refund>> done);
    RequestId refund(const QString &id, QObject *context, Callback<Refund> done);

    // Redirect sessions (payment links)
    RequestId createRedirectSession(const NewRedirectSession &session, QObject *context,
                                    Callback<RedirectSession> done,
                                    const QString &idempotencyKey = {});
    RequestId redirectSession(const QString &id, QObject *context, Callback<RedirectSession> done);
    // The list is a project addition: a service without it answers 404.
    RequestId listRedirectSessions(const RedirectSessionQuery &query, QObject *context,
                                   Callback<Page<RedirectSession>> done);

    // Fraud, ledger
    RequestId evaluateFraud(const FraudCheck &check, QObject *context,
                            Callback<FraudEvaluation> done);
    // An earlier evaluation as it was answered (a service without it answers 404).
    RequestId fraudEvaluation(const QString &id, QObject *context, Callback<FraudEvaluation> done);
    RequestId ledgerAccounts(QObject *context, Callback<QList<LedgerAccount>> done);
    RequestId trialBalance(const QDate &date, const QString &currency, QObject *context,
                           Callback<TrialBalance> done, bool includeZero = false);
    // The chart with the currencies in use; an account's entries (404 from a service without).
    RequestId ledgerChart(QObject *context, Callback<LedgerChart> done);
    RequestId ledgerEntries(const LedgerEntryQuery &query, QObject *context,
                            Callback<LedgerEntryPage> done);

    // Payouts and what each settles (third wave: 404 from a service without them), and the
    // sandbox's bank statement as the bank would send it (the file's bytes).
    RequestId listPayouts(const PayoutQuery &query, QObject *context, Callback<Page<Payout>> done);
    RequestId payout(const QString &id, QObject *context, Callback<Payout> done);
    RequestId payoutItems(const QString &id, const QString &cursor, QObject *context,
                          Callback<Page<PayoutItem>> done);
    RequestId bankStatement(const BankStatementQuery &query, QObject *context,
                            Callback<QByteArray> done);

    // The sandbox's trigger (POST /sandbox/v1/trigger): the state change behind an event kind.
    RequestId trigger(const QString &type, std::optional<qint64> amount, const QString &currency,
                      QObject *context, Callback<TriggeredEvent> done);

    // The sandbox's webhook endpoints and delivery log (/sandbox/v1/…; a service without them
    // answers 404).
    RequestId webhookEndpoints(QObject *context, Callback<QList<WebhookEndpoint>> done);
    RequestId createWebhookEndpoint(const QString &url, const QStringList &events, QObject *context,
                                    Callback<WebhookEndpoint> done);
    RequestId updateWebhookEndpoint(const QString &id, std::optional<QStringList> events,
                                    std::optional<bool> enabled, QObject *context,
                                    Callback<WebhookEndpoint> done);
    RequestId deleteWebhookEndpoint(const QString &id, QObject *context, Callback<bool> done);
    RequestId webhookDeliveries(const WebhookDeliveryQuery &query, QObject *context,
                                Callback<WebhookDeliveryLog> done);
    // Delivers an event again (the same webhook-id), to one endpoint or to every one that
    // takes its kind.
    RequestId resendEvent(const QString &eventId, const QString &endpointId, QObject *context,
                          Callback<bool> done);

    // The key itself (GET /api/v1/me), the sandbox's keys (a full key's) and its activity log:
    // third wave, so a service without them answers 404.
    RequestId me(QObject *context, Callback<KeyInfo> done);
    RequestId apiKeys(QObject *context, Callback<QList<ApiKey>> done);
    RequestId createApiKey(const QString &name, const QStringList &permissions, QObject *context,
                           Callback<ApiKey> done);
    RequestId revokeApiKey(const QString &id, QObject *context, Callback<bool> done);
    // A new key for `id`, which keeps working for `expiresInHours`.
    RequestId rollApiKey(const QString &id, int expiresInHours, QObject *context,
                         Callback<ApiKey> done);
    RequestId listActivity(const ActivityQuery &query, QObject *context,
                           Callback<Page<ActivityEntry>> done);

    void cancel(RequestId id);
    void cancelAll();
    int pendingCount() const { return int(m_pending.size()); }

    static QString newIdempotencyKey();
    static QByteArray userAgent();

Q_SIGNALS:
    // For status bars: every finished call, successful or not (not cancelled ones).
    void requestFinished(RequestId id, bool ok, const paydesk::api::ApiError &error);
    void requestRetrying(RequestId id, int attempt, int delayMs);

private:
    struct Pending;

    template<typename T>
    RequestId call(const QByteArray &method, const QString &path, const QUrlQuery &query,
                   const QByteArray &body, Result<T> (*parser)(const QByteArray &),
                   QObject *context, Callback<T> done, const QString &idempotencyKey = {});
    RequestId enqueue(std::unique_ptr<Pending> p);
    void send(Pending &p);
    void finished(RequestId id);
    void fail(RequestId id, const ApiError &error);
    void complete(RequestId id);
    bool scheduleRetry(Pending &p, const ApiError &error);
    QUrl urlFor(const QString &path, const QUrlQuery &query) const;

    ClientConfig m_config;
    std::shared_ptr<Clock> m_clock;
    QPointer<QNetworkAccessManager> m_nam;
    QHash<RequestId, std::shared_ptr<Pending>> m_pending;
    RequestId m_nextId = 1;
};

} // namespace paydesk::api
