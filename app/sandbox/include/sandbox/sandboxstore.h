#pragma once

#include "sandboxtypes.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <functional>
#include <optional>
#include <unordered_map>

namespace paydesk::sandbox {

// Account codes of the sandbox's chart of accounts.
namespace Account {
inline constexpr int Assets = 1000;
inline constexpr int Bank = 1010;
inline constexpr int GatewayReceivable = 1100;
inline constexpr int Liabilities = 2000;
inline constexpr int RefundsPayable = 2100;
inline constexpr int Equity = 3000;
inline constexpr int OwnersCapital = 3100;
inline constexpr int RetainedEarnings = 3200;
inline constexpr int Revenue = 4000;
inline constexpr int Sales = 4100;
inline constexpr int Refunds = 4200;
inline constexpr int Expenses = 5000;
inline constexpr int ProcessingFees = 5100;
inline constexpr int BankCharges = 5200;
} // namespace Account

struct PostingLine
{
    int account = 0;
    qint64 debit = 0;
    qint64 credit = 0;
};

struct TransactionFilter
{
    QStringList statuses;
    QString gateway;
    QString currency;
    std::optional<qint64> createdFrom; // inclusive, Unix seconds
    std::optional<qint64> createdTo;   // exclusive
    QString query;                     // search text (see SandboxStore::listTransactions)
    QString transactionId;             // refunds only
};

// A decoded list cursor: the last row returned and the newest row that existed when the first
// page was read, so later pages neither repeat nor skip rows while new ones arrive.
struct ListCursor
{
    qint64 createdAt = 0;
    QString id;
    qint64 maxSeq = 0;
};

enum class IdempotencyState { New, Replay, Conflict, InProgress };

struct IdempotencyLookup
{
    IdempotencyState state = IdempotencyState::New;
    int status = 0;
    QByteArray body;
    bool failed = false; // the store could not be read or written (claimIdempotency())
};

// A webhook endpoint added through /sandbox/v1/webhook-endpoints (those of the command line
// or the host are SandboxOptions::webhooks, ConfiguredEndpoint, and get every kind).
struct EndpointRecord
{
    QString id; // we_...
    QString url;
    QStringList events; // kinds, or "*"
    QString secret;
    bool enabled = true;
    qint64 createdAt = 0;

    bool subscribesTo(const QString &type) const
    {
        return enabled && (events.contains(QStringLiteral("*")) || events.contains(type));
    }
};

// Where one event goes: a URL, and the endpoint it belongs to (a configured or a stored one).
struct DeliveryTarget
{
    QUrl url;
    QString endpointId;
};

// The delivery log's filters; an empty one filters nothing.
struct DeliveryLogFilter
{
    QString eventId;
    QString endpointId;
    QString transactionId;
};

struct DueDelivery
{
    qint64 id = 0;
    QString eventId;
    QString endpointId;
    QUrl url;
    int attempts = 0;
    QByteArray payload;
};

struct DeliveryAttempt
{
    qint64 deliveryId = 0;
    QString eventId;
    QString url;
    int attempt = 0;
    qint64 atMs = 0;
    int statusCode = 0; // 0: no HTTP response
    QString error;
    int durationMs = 0;
    // What the attempt left the delivery in: "delivered", "retrying" (at nextAttemptMs) or
    // "abandoned" (retries used up, or its endpoint deleted, disabled or no longer configured).
    QString state;
    std::optional<qint64> nextAttemptMs;
    QString endpointId; // read from the log only
    QString eventType;  // read from the log only
};

// An API key as the sandbox keeps it (keystore.cpp): the SHA-256 of its value, never the value.
struct ApiKeyRecord
{
    QByteArray hash;
    QString id; // key_...
    QString merchantId;
    QString name;
    QStringList permissions; // {"*"}, or some of apiKeyPermissions()
    qint64 createdAt = 0;
    std::optional<qint64> expiresAt; // it works until then (a rolled key)
    std::optional<qint64> revokedAt;

    bool isFull() const { return permissions.contains(QStringLiteral("*")); }
    bool allows(const QString &permission) const
    {
        return permission.isEmpty() || isFull() || permissions.contains(permission);
    }
};

struct MerchantRecord
{
    QString id; // mer_...
    QString name;
    qint64 createdAt = 0;
};

// One request that changed something (or tried to), as the activity log keeps it.
struct ActivityRecord
{
    qint64 seq = 0;
    QString id; // act_...
    qint64 at = 0;
    QString keyId;
    QString keyName;
    QString method;
    QString path;
    int status = 0;
    std::optional<QString> resourceId;
    std::optional<QString> idempotencyKey;
};

struct ActivityFilter
{
    QString keyId;
    std::optional<qint64> from; // inclusive, Unix seconds
    std::optional<qint64> to;   // exclusive
};

class SandboxStore;

// A cached prepared statement lent out by SandboxStore::prepared() for one use. It is reset and
// given back when it goes out of scope: a statement left stepped would keep its connection in a
// read transaction, which stops SQLite from ever restarting the write-ahead log and makes a
// write fail at once on a lock instead of waiting for it.
class StoreQuery : public QSqlQuery
{
public:
    StoreQuery(SandboxStore &store, const QString &sql, QSqlQuery &&query)
        : QSqlQuery(std::move(query))
        , m_store(store)
        , m_sql(sql)
    {}
    ~StoreQuery();
    StoreQuery(const StoreQuery &) = delete;
    StoreQuery &operator=(const StoreQuery &) = delete;

private:
    SandboxStore &m_store;
    QString m_sql;
};

// SQLite storage of the sandbox. Lives on the service thread; one connection per store.
// Every mutation the API makes runs between begin() and commit(), so a charge or a refund,
// its postings and its outbox events land together or not at all.
class SandboxStore
{
public:
    SandboxStore();
    ~SandboxStore();
    SandboxStore(const SandboxStore &) = delete;
    SandboxStore &operator=(const SandboxStore &) = delete;

    // dataDir empty: an in-memory database.
    bool open(const QString &dataDir, QString *error);
    // A PostgreSQL database instead (postgresstore.cpp): a postgresql:// URL or libpq's
    // "host=... dbname=..." form.
    bool openPostgres(const QString &database, QString *error);
    bool isPostgres() const { return m_postgres; }
    QString databasePath() const { return m_path; }
    // The merchant whose records every call reads and writes (merchantstore.cpp): the request's
    // key's, set by the API before each request; the store's first merchant until then.
    QString merchantId() const { return m_merchantId; }
    void setMerchant(const QString &id) { m_merchantId = id; }
    // The merchant a store made before merchants had (the Local sandbox's one merchant).
    QString defaultMerchantId() const { return m_defaultMerchantId; }
    // Merchants (merchantstore.cpp), oldest first.
    bool insertMerchant(const MerchantRecord &m);
    QList<MerchantRecord> merchants();
    std::optional<MerchantRecord> merchant(const QString &id);
    QSqlDatabase database() const;

    // On PostgreSQL, begin() also takes the store's write lock (storeconnection.cpp), which
    // serializes writers across every sandbox on the database as SQLite's BEGIN IMMEDIATE does.
    bool begin();
    bool commit();
    void rollback();
    QString lastError() const { return m_lastError; }

    // A lost PostgreSQL connection (storeconnection.cpp): a statement that failed because the
    // connection went away sets connectionLost() and counts in connectionLosses(); the next
    // statement outside a transaction (or reconnect()) opens a new connection. Never on SQLite.
    bool connectionLost() const { return m_connectionLost; }
    quint64 connectionLosses() const { return m_connectionLosses; }
    bool reconnect();
    // On PostgreSQL, a round trip to the server (false: lost, or another failure); SQLite: true.
    bool ping();

    // API keys (keystore.cpp), stored as SHA-256 hashes. A key given at start is a full key,
    // working again if it was revoked or rolled; its name stays the one it was first given.
    bool addStartKey(const QByteArray &hash, const QString &name, qint64 now);
    std::optional<ApiKeyRecord> apiKey(const QByteArray &hash);
    std::optional<ApiKeyRecord> apiKeyById(const QString &id);
    // Oldest first.
    QList<ApiKeyRecord> apiKeys();
    bool insertApiKey(const ApiKeyRecord &key);
    bool revokeApiKey(const QString &id, qint64 now);
    bool setApiKeyExpiry(const QString &id, qint64 expiresAt);

    // The activity log (activitystore.cpp): newest first, before `beforeSeq` when given.
    bool insertActivity(const ActivityRecord &a);
    Page<ActivityRecord> listActivity(const ActivityFilter &filter, int limit,
                                      std::optional<qint64> beforeSeq);

    // Transactions
    bool insertTransaction(const TransactionRecord &t, qint64 fee);
    std::optional<TransactionRecord> transaction(const QString &id);
    bool updateTransactionRefund(const QString &id, const QString &status, qint64 amountRefunded,
                                 qint64 updatedAt);
    // Newest first. `query`: a whole id is that transaction; 3+ characters a case-insensitive
    // substring of merchant_ref, description or id; 1-2 characters a prefix of merchant_ref.
    // Every filter reads index ranges (transactionsearch.cpp), never the whole table.
    Page<TransactionRecord> listTransactions(const TransactionFilter &filter, int limit,
                                             const std::optional<ListCursor> &cursor);
    qint64 transactionCount(); // every merchant's
    bool merchantHasTransactions();

    // Refunds
    bool insertRefund(const RefundRecord &r);
    std::optional<RefundRecord> refund(const QString &id);
    // `query`: a refund id, its transaction's id, or (3+ characters) a substring of the
    // transaction's merchant_ref; 1-2 characters a prefix of it.
    Page<RefundRecord> listRefunds(const TransactionFilter &filter, int limit,
                                   const std::optional<ListCursor> &cursor);

    // Search: each transaction's kind (status, currency, gateway) and the trigram search
    // tables. The API's writes keep them in step row by row; a bulk load (the seeder) that
    // writes rows itself calls this for the rows after the given seqs.
    bool indexSearch(qint64 afterTransactionSeq, qint64 afterRefundSeq);
    // Tests: while set, the plan (EXPLAIN QUERY PLAN) of every list statement run is appended.
    void setPlanLog(QStringList *log) { m_planLog = log; }

    // Redirect sessions
    bool insertSession(const RedirectSessionRecord &s);
    std::optional<RedirectSessionRecord> session(const QString &id);
    // Whose session it is, whoever asks: the payer's checkout page has no key.
    std::optional<QString> sessionMerchant(const QString &id);
    bool updateSession(const QString &id, const QString &status,
                       const std::optional<QString> &transactionId);
    bool insertSessionAttempt(const QString &sessionId, const SessionAttempt &a);
    // Open sessions whose time is up become expired.
    bool expireSessions(qint64 now);
    // Newest first; `filter`: statuses, created range, query (a merchant_ref substring).
    // `cursor`: the first page's pins everything that exists now (sessionsMaxSeq()).
    Page<RedirectSessionRecord> listSessions(const TransactionFilter &filter, int limit,
                                             const ListCursor &cursor);
    qint64 sessionsMaxSeq();
    QList<SessionAttempt> sessionAttempts(const QString &sessionId);

    // Ledger
    QList<LedgerAccount> accounts();
    bool post(const QString &source, const QString &currency, qint64 postedAt,
              const QList<PostingLine> &lines);
    // Sets the running totals of daily_balances from its day totals (after a bulk load).
    bool recomputeRunningBalances();
    // Balances at the end of the UTC day `day` (days since the Unix epoch).
    QList<TrialBalanceLine> trialBalance(const QString &currency, qint64 day, bool includeZero);
    // (ledgerentrystore.cpp) One account's postings in [fromSecs, toSecs), oldest first (by
    // time, then id), after `cursor` (its createdAt the time, its id the posting id).
    Page<LedgerEntryRecord> ledgerEntries(int account, const QString &currency, qint64 fromSecs,
                                          qint64 toSecs, int limit,
                                          const std::optional<ListCursor> &cursor);
    // The running totals (debit, credit) of one account through the end of `day`.
    QPair<qint64, qint64> accountTotals(const QString &currency, int account, qint64 day);
    // The currencies that have postings.
    QStringList ledgerCurrencies();
    // Posts every settlement due by `now`: each UTC day's net change of the gateway receivable
    // per currency and gateway, `settlementDays` later at 06:00. Runs in a transaction of its
    // own; returns how many settlements it posted, or -1 on failure.
    // Every merchant's, each as settleMerchantDue() (the current merchant stays current).
    int settleDue(qint64 now, int settlementDays);
    int settleMerchantDue(qint64 now, int settlementDays);
    // The last day whose settlement has been posted (set by the seeder and by settleDue()).
    bool setSettledThrough(qint64 day);

    // Payouts (payoutstore.cpp). settleDue() above also closes each ended day into pending
    // payouts, posts the payouts that have arrived (paid) and the month's bank charge.
    // Newest arrival first; `status`: "", "pending" or "paid"; arrival days inclusive.
    Page<PayoutRecord> listPayouts(const QString &currency, const QString &status,
                                   std::optional<qint64> arrivalFromDay,
                                   std::optional<qint64> arrivalToDay, int limit,
                                   const std::optional<ListCursor> &cursor);
    std::optional<PayoutRecord> payout(const QString &id);
    // What the payout settles, oldest first; `cursor`: createdAt the time, id the posting id.
    Page<PayoutItemRecord> payoutItems(const PayoutRecord &p, int limit,
                                       const std::optional<ListCursor> &cursor);
    // The Bank account's lines in [fromSecs, toSecs), oldest first, and its balance before.
    QList<BankLineRecord> bankLines(const QString &currency, qint64 fromSecs, qint64 toSecs);
    // The seeder's payouts (settled or not), written in its transaction; their ledger entries
    // are found afterwards by linkPayoutPostings().
    bool insertPayout(const PayoutRecord &p);
    bool linkPayoutPostings();
    bool setMetaValue(const QString &key, qint64 value);

    // Idempotency (kept 24 h per API key)
    IdempotencyLookup lookupIdempotency(const QByteArray &keyHash, const QString &idemKey,
                                        const QByteArray &requestHash, qint64 now);
    bool markIdempotencyInProgress(const QByteArray &keyHash, const QString &idemKey,
                                   const QByteArray &requestHash, qint64 now);
    bool storeIdempotencyResult(const QByteArray &keyHash, const QString &idemKey,
                                const QByteArray &requestHash, int status, const QByteArray &body,
                                qint64 now);
    void forgetIdempotency(const QByteArray &keyHash, const QString &idemKey);
    // lookupIdempotency() and, for a new request, markIdempotencyInProgress(), as one write
    // transaction, so two sandboxes on one database never both take a key. On PostgreSQL the
    // marker's owner also holds a session lock on the key until releaseIdempotency(): a marker
    // whose lock is free was left by a sandbox that died (or lost its connection), and is taken
    // over (storeconnection.cpp).
    IdempotencyLookup claimIdempotency(const QByteArray &keyHash, const QString &idemKey,
                                       const QByteArray &requestHash, qint64 now);
    void releaseIdempotency(const QByteArray &keyHash, const QString &idemKey);
    void purgeIdempotency(qint64 now);

    // Outbox
    bool insertEvent(const QString &id, const QString &type, const QString &transactionId,
                     qint64 createdAt, const QByteArray &payload);
    // A pending delivery of the event to each target, due now.
    bool insertDeliveries(const QString &eventId, const QList<DeliveryTarget> &targets,
                          qint64 nowMs);
    // The event's type, or nothing for an unknown event.
    std::optional<QString> eventType(const QString &eventId);
    // Up to `limit` due deliveries (none of `exclude`), each claimed for `claimant` until
    // `leaseUntilMs` in a transaction committed before they are attempted: no other instance
    // on the database takes them while the lease runs (outboxstore.cpp).
    QList<DueDelivery> claimDueDeliveries(qint64 nowMs, int limit, const QList<qint64> &exclude,
                                          const QString &claimant, qint64 leaseUntilMs);
    // `claimant`'s claims (of `ids` only, when given) end: due again for any instance.
    void releaseClaims(const QString &claimant, const QList<qint64> &ids = {});
    // Every claim ends: a SQLite store's at start (its one process is the only one).
    void releaseAllClaims();
    // When a pending delivery falls due next (for a claimed one: when its lease runs out).
    std::optional<qint64> nextDeliveryAt();
    // PostgreSQL's notification channel for new outbox rows (LISTEN/NOTIFY).
    static const QString OutboxChannel;
    // PostgreSQL: `wake` is called whenever another instance on the database commits outbox
    // rows (insertDeliveries() notifies). Nothing on SQLite.
    void listenForOutbox(std::function<void()> wake);
    // Subscribes the connection again (after it was reopened: a new connection listens to
    // nothing); called by whatever reopens it.
    void restoreSubscriptions();
    // A job that runs once across the instances on one database (settlement, purges): true if
    // this one may run it now; then unlockJob() after. Always true on SQLite.
    bool tryLockJob(const QString &job);
    void unlockJob(const QString &job);
    // Logs the attempt and moves its delivery on: delivered; pending until nextAttemptMs; or,
    // without one, given up. A delivery abandoned while the attempt ran stays abandoned unless
    // the attempt delivered it.
    // A delivered attempt also ends the other pending deliveries of its event to its endpoint
    // (abandoned, the log saying which delivery brought the event).
    void recordAttempt(const DeliveryAttempt &a, bool delivered,
                       std::optional<qint64> nextAttemptMs);
    // Ends every pending delivery whose endpoint is not in `endpointIds`: state "abandoned", and
    // one entry in the delivery log saying why. Returns how many there were.
    int abandonDeliveries(const QSet<QString> &endpointIds, qint64 nowMs, const QString &reason);
    // The same for every pending delivery of one endpoint, inside the caller's transaction;
    // -1 on failure.
    int abandonEndpointDeliveries(const QString &endpointId, qint64 nowMs, const QString &reason);
    // The same for one delivery; `a` is its log entry (attempt: the one that was due).
    bool abandonDelivery(const DeliveryAttempt &a) { return abandon({a}); }
    // Newest attempt first.
    QList<DeliveryAttempt> deliveryAttempts(int limit, const DeliveryLogFilter &filter = {});
    int pendingDeliveries();

    // Webhook endpoints added through the API (endpointstore.cpp), oldest first.
    bool insertEndpoint(const EndpointRecord &e);
    // The current merchant's; `everyMerchant`: the dispatcher's view, every merchant's.
    QList<EndpointRecord> endpoints(bool everyMerchant = false);
    std::optional<EndpointRecord> endpoint(const QString &id, bool everyMerchant = false);
    bool updateEndpoint(const EndpointRecord &e);
    // False when there was none.
    bool deleteEndpoint(const QString &id);

    // Fraud velocity
    int countFraudEvaluations(const QString &column, const QString &value, qint64 since);
    // `response`: the evaluation's JSON as it was answered, served again by id.
    bool insertFraudEvaluation(const QString &id, const QString &email, const QString &ip,
                               int score, const QString &decision, qint64 createdAt,
                               const QByteArray &response);
    // That JSON; for an evaluation stored before it was kept, one rebuilt without reasons.
    std::optional<QByteArray> fraudEvaluationResponse(const QString &id);

    // Helpers for the seeder: a prepared statement cache, bounded so that SQL built per request
    // (a list's filters) cannot grow it without end.
    static constexpr int MaxCachedStatements = 64;
    StoreQuery prepared(const QString &sql);
    bool exec(QSqlQuery &q);

private:
    struct Kind
    {
        qint64 kind = 0;
        QString status;
        QString currency;
        QString gateway;
    };

    friend class StoreQuery;
    void giveBack(const QString &sql, QSqlQuery &&q);
    bool migrate();
    // SQLite's schema brought forward from every released one (sandboxstore.cpp).
    bool migrateSqlite();
    // PostgreSQL's (postgresstore.cpp).
    bool createPostgresSchema();
    bool beginPostgres();
    // Every table and index of the current schema that is not there yet.
    bool createSchema();
    // A meta value's key: the store's first merchant's own name, another's with its id.
    QString metaKey(const QString &name) const;
    bool migrateSearch();
    std::optional<qint64> kindFor(const QString &status, const QString &currency,
                                  const QString &gateway);
    // The kinds a filter allows; nullopt: every kind (no status, currency or gateway filter).
    std::optional<QSet<qint64>> matchingKinds(const TransactionFilter &f);
    bool execList(QSqlQuery &q);
    // The kinds' ranges (kind, created_at, id) read side by side, newest first: start, then
    // take the newest head one row at a time (nullopt: none left), then finish.
    void startKindStreams(const QList<qint64> &kinds, qint64 from, const ListCursor &upper,
                          qint64 rowLimit);
    std::optional<TransactionRecord> nextFromKindStreams();
    void finishKindStreams();
    Page<TransactionRecord> mergeKinds(const QSet<qint64> &kinds, int limit, qint64 from,
                                       const ListCursor &upper);
    // abandonRows() in a transaction of its own.
    bool abandon(const QList<DeliveryAttempt> &entries);
    bool abandonRows(const QList<DeliveryAttempt> &entries);
    // recordAttempt()'s: the other pending deliveries of a delivered one's event and endpoint.
    bool endSupersededDeliveries(const DeliveryAttempt &delivered);
    // Migration steps for the outbox's columns added after the first release.
    bool backfillOutbox(const QSet<QString> &addedColumns);
    // In settleMerchantDue()'s transaction: waits until no other instance settles the current
    // merchant (PostgreSQL; held to the transaction's end), so each reads what the other did.
    bool lockMerchantSettlement();
    // Keys stored before they had ids, names and permissions: the start keys they were.
    bool backfillKeys();
    // Rows stored before merchants: the store's one merchant's.
    bool backfillMerchants();
    bool seedChartOfAccounts();
    // A failed statement's error: on PostgreSQL, one of a lost connection sets connectionLost().
    void noteFailure(const QSqlError &error);
    TransactionRecord readTransaction(const QSqlQuery &q) const;
    RefundRecord readRefund(const QSqlQuery &q) const;
    RedirectSessionRecord readSession(const QSqlQuery &q);

    QString m_connection;
    QString m_path;
    bool m_postgres = false;
    bool m_connectionLost = false;
    quint64 m_connectionLosses = 0;
    bool m_inTransaction = false;
    int m_lentStatements = 0;        // prepared() statements in use: reconnect() waits for none
    qint64 m_lastReconnectMs = 0;    // the last failed attempt (QDateTime ms), to try once a second
    QSet<qint64> m_idempotencyLocks; // the Idempotency-Keys' locks this connection holds
    QString m_merchantId;
    QString m_defaultMerchantId;
    QString m_lastError;
    std::optional<QList<LedgerAccount>> m_accounts; // the chart, once read
    // By merchant: the time before which settleMerchantDue() has nothing to settle.
    QHash<QString, qint64> m_settleQuietUntil;
    QList<Kind> m_kinds;
    bool m_kindsLoaded = false;
    QList<QSqlQuery> m_kindStreams; // one per kind read at once; the same statement
    QList<std::optional<TransactionRecord>> m_kindHeads;
    // On PostgreSQL an unbounded stream is read in chunks (m_kindChunk false: in one read):
    // each stream's current chunk size, growing from small to PostgresWalkChunk, and the rows
    // it has read of it.
    bool m_kindChunk = false;
    QList<int> m_kindChunkSize;
    QList<int> m_kindRead;
    QStringList *m_planLog = nullptr;
    std::function<void()> m_outboxWake;
    QMetaObject::Connection m_outboxListener;
    struct CachedStatement
    {
        QSqlQuery query;
        quint64 lastUse = 0;
    };
    std::unordered_map<QString, CachedStatement> m_statements;
    quint64 m_uses = 0;
};

QString randomId(const QString &prefix, int length = 24);
// The permissions a key may hold besides "*", in the order the docs list them.
const QStringList &apiKeyPermissions();
qint64 dayOf(qint64 unixSeconds);
qint64 processingFee(qint64 amount, int exponent);
// A settlement's source id, and when the settlement of `day`'s receivable is posted.
QString settlementSource(const QString &currency, const QString &gateway, qint64 day);
qint64 settlementTime(qint64 day, int settlementDays);
// The payout of a settlement: "po_" and 24 base62 characters derived from its source, so the
// seeder and the running service name the same payout alike.
QString payoutId(const QString &settlementSource);
// The same for a merchant: the store's first merchant's payouts keep the ids above, another
// merchant's are derived from its id too (each merchant settles the same days and gateways).
QString merchantPayoutId(const QString &merchantId, const QString &defaultMerchantId,
                         const QString &settlementSource);
// The monthly bank charge: posted on the month's last day at 18:00 UTC, in each currency the
// Bank account has postings in by then; its amount is 15 major units (2,000 without minor
// units). `month`: months since 1970-01.
qint64 bankChargeTime(qint64 month);
qint64 bankChargeAmount(const QString &currency);
QString bankChargeSource(const QString &currency, qint64 month);
qint64 monthOf(qint64 unixSeconds);

} // namespace paydesk::sandbox
