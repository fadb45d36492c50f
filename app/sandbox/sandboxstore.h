#pragma once

#include "sandboxtypes.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <optional>

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
    QString query;                     // exact id or merchant_ref prefix
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
};

struct DueDelivery
{
    qint64 id = 0;
    QString eventId;
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
    QString databasePath() const { return m_path; }
    QString merchantId() const { return m_merchantId; }
    QSqlDatabase database() const;

    bool begin();
    bool commit();
    void rollback();
    QString lastError() const { return m_lastError; }

    // API keys, stored as SHA-256 hashes.
    void addApiKeyHash(const QByteArray &hash, const QString &environment, qint64 now);
    bool hasApiKeyHash(const QByteArray &hash);

    // Transactions
    bool insertTransaction(const TransactionRecord &t, qint64 fee);
    std::optional<TransactionRecord> transaction(const QString &id);
    bool updateTransactionRefund(const QString &id, const QString &status, qint64 amountRefunded,
                                 qint64 updatedAt);
    Page<TransactionRecord> listTransactions(const TransactionFilter &filter, int limit,
                                             const std::optional<ListCursor> &cursor);
    qint64 transactionCount();

    // Refunds
    bool insertRefund(const RefundRecord &r);
    std::optional<RefundRecord> refund(const QString &id);
    Page<RefundRecord> listRefunds(const TransactionFilter &filter, int limit,
                                   const std::optional<ListCursor> &cursor);

    // Redirect sessions
    bool insertSession(const RedirectSessionRecord &s);
    std::optional<RedirectSessionRecord> session(const QString &id);
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

    // Idempotency (kept 24 h per API key)
    IdempotencyLookup lookupIdempotency(const QByteArray &keyHash, const QString &idemKey,
                                        const QByteArray &requestHash, qint64 now);
    bool markIdempotencyInProgress(const QByteArray &keyHash, const QString &idemKey,
                                   const QByteArray &requestHash, qint64 now);
    bool storeIdempotencyResult(const QByteArray &keyHash, const QString &idemKey,
                                const QByteArray &requestHash, int status, const QByteArray &body,
                                qint64 now);
    void forgetIdempotency(const QByteArray &keyHash, const QString &idemKey);
    void purgeIdempotency(qint64 now);

    // Outbox
    bool insertEvent(const QString &id, const QString &type, qint64 createdAt,
                     const QByteArray &payload, const QList<QUrl> &endpoints, qint64 nowMs);
    QList<DueDelivery> dueDeliveries(qint64 nowMs, int limit, const QList<qint64> &exclude);
    std::optional<qint64> nextDeliveryAt();
    void recordAttempt(const DeliveryAttempt &a, bool delivered,
                       std::optional<qint64> nextAttemptMs);
    // Ends every pending delivery to a URL not in `configured`: state "abandoned", and one
    // entry in the delivery log saying why. Returns how many there were.
    int abandonDeliveries(const QSet<QString> &configured, qint64 nowMs, const QString &reason);
    // The same for one delivery; `a` is its log entry (attempt: the one that was due).
    bool abandonDelivery(const DeliveryAttempt &a) { return abandon({a}); }
    QList<DeliveryAttempt> deliveryAttempts(int limit);
    int pendingDeliveries();

    // Fraud velocity
    int countFraudEvaluations(const QString &column, const QString &value, qint64 since);
    // `response`: the evaluation's JSON as it was answered, served again by id.
    bool insertFraudEvaluation(const QString &id, const QString &email, const QString &ip,
                               int score, const QString &decision, qint64 createdAt,
                               const QByteArray &response);
    // That JSON; for an evaluation stored before it was kept, one rebuilt without reasons.
    std::optional<QByteArray> fraudEvaluationResponse(const QString &id);

    // Helpers for the seeder: a prepared statement cache.
    QSqlQuery &prepared(const QString &sql);
    bool exec(QSqlQuery &q);

private:
    bool migrate();
    bool abandon(const QList<DeliveryAttempt> &entries);
    bool seedChartOfAccounts();
    TransactionRecord readTransaction(const QSqlQuery &q) const;
    RefundRecord readRefund(const QSqlQuery &q) const;
    RedirectSessionRecord readSession(const QSqlQuery &q);

    QString m_connection;
    QString m_path;
    QString m_merchantId;
    QString m_lastError;
    QHash<QString, QSqlQuery> m_statements;
};

QString randomId(const QString &prefix, int length = 24);
qint64 dayOf(qint64 unixSeconds);
qint64 processingFee(qint64 amount, int exponent);

} // namespace paydesk::sandbox
