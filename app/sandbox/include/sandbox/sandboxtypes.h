#pragma once

#include "core/webhookendpoint.h"
#include "webhookdestinations.h"

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

namespace paydesk {
class Clock;
}

namespace paydesk::sandbox {

// A webhook endpoint the sandbox delivers to. Endpoints are configured outside the HTTP
// interface (the service's dashboard; here the command line or the embedding host), so the
// type is the core's, which the embedding app shares without knowing the sandbox.
using WebhookEndpoint = paydesk::WebhookEndpoint;

struct SandboxOptions
{
    QHostAddress host = QHostAddress::LocalHost;
    quint16 port = 0; // 0 picks a free port
    QString dataDir;  // empty: in-memory database
    // --database: a PostgreSQL database (URL or "host=... dbname=..."), used instead of the
    // SQLite one; empty: SQLite.
    QString database;
    QStringList apiKeys; // accepted keys (sandbox keys, <prefix>_test_<secret>)
    // The merchants a store holds at least (--merchants N): the first has apiKeys, each other
    // one merchantKeys[i - 2] (a full key of its own), and each is seeded alike.
    int merchants = 1;
    QStringList merchantKeys;
    // --admin-key-file: a key that may only create merchants; empty: no admin key.
    QString adminKey;
    QList<WebhookEndpoint> webhooks;
    // --allow-webhook-host: host names, addresses and CIDRs that webhooks may go to besides
    // loopback (WebhookDestinations; entries it cannot read are skipped).
    QStringList allowedWebhookHosts;
    // How a delivery looks its host up; empty: QHostInfo (tests give their own).
    WebhookDestinations::Resolver webhookResolver;
    QList<int> retryScheduleSeconds = {5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600};
    double faultRate = 0.0;     // share of POSTs that fail (half before, half after commit)
    int latencyMs = 0;          // added before every response
    int rateLimitPerSecond = 0; // per API key; 0 = off
    int seedCount = 0;          // demo transactions made when the store has none
    quint64 seedValue = 42;
    qint64 seedEndSecs = 0; // end of the seeded days; 0 = now
    int seedDays = 90;      // how many days the demo data spans
    // A day's captured money, net of fees and refunds, settles to the bank this many days
    // later (at 06:00 UTC), per currency and gateway.
    int settlementDays = 2;
    int sessionTtlSeconds = 24 * 3600;
    int webhookTimeoutMs = 10000;
    int maxConcurrentDeliveries = 16;
    // The transport's limits (net::ConnectionLimits; request bodies stay at
    // SandboxApi::MaxBodyBytes): connections open at once, beyond which one is answered 503,
    // and how long a request may take to arrive, or a connection stay idle (real time).
    int maxConnections = 128;
    int idleTimeoutMs = 30 * 1000;
    // What the service goes by: timestamps, session and idempotency expiry, webhook retries and
    // timeouts, the trial balance's today. Null: the system clock. (--latency is real time: the
    // client waits for it over the network.)
    std::shared_ptr<Clock> clock;
};

// An endpoint of SandboxOptions::webhooks as the sandbox lists and logs it: every event kind,
// and an id of its own, "we_" and 24 base62 characters derived from the URL, so that the same
// URL keeps its id (and its deliveries their endpoint) across restarts.
struct ConfiguredEndpoint
{
    QString id;
    QUrl url;
    QString secret;
};
QString configuredEndpointId(const QUrl &url);
// The configured endpoints in order, one per URL (a URL given twice is signed with the secret
// given last).
QList<ConfiguredEndpoint> configuredEndpoints(const SandboxOptions &options);

struct TransactionRecord
{
    qint64 seq = 0;
    QString id;
    QString merchantId;
    QString status;
    qint64 amount = 0;
    qint64 amountRefunded = 0;
    QString currency;
    QString gateway;
    QString merchantRef;
    std::optional<QString> description;
    qint64 createdAt = 0;
    qint64 updatedAt = 0;
    // Why it failed (null unless failed), and the fraud evaluation the charge named.
    std::optional<QString> failureCode;
    std::optional<QString> failureMessage;
    std::optional<QString> fraudEvaluationId;
};

// The sandbox's two documented ways a charge fails, with the words that say which.
namespace Decline {
QString code(); // card_declined
QString amountRuleMessage();
QString testCardMessage();
} // namespace Decline

struct RefundRecord
{
    qint64 seq = 0;
    QString id;
    QString transactionId;
    QString merchantId;
    qint64 amount = 0;
    QString currency;
    QString reason;
    std::optional<QString> note;
    QString status;
    qint64 createdAt = 0;
};

// A try to pay a session on the hosted page: the transaction it made, and how it went.
struct SessionAttempt
{
    QString transactionId;
    QString status; // captured, failed
    qint64 createdAt = 0;
};

struct RedirectSessionRecord
{
    QString id;
    QString status; // open, completed, expired
    qint64 amount = 0;
    QString currency;
    QString gateway;
    QString merchantRef;
    std::optional<QString> description;
    QString returnUrl;
    std::optional<QString> cancelUrl;
    std::optional<QString> transactionId;
    qint64 expiresAt = 0;
    qint64 createdAt = 0;
    QList<SessionAttempt> attempts; // oldest first
};

struct LedgerAccount
{
    int code = 0;
    QString name;
    QString type;          // asset, liability, equity, revenue, expense
    QString normalBalance; // debit, credit
    std::optional<int> parentCode;
};

struct TrialBalanceLine
{
    LedgerAccount account;
    qint64 debit = 0;
    qint64 credit = 0;
};

// One posting of one account, as the ledger entries list it.
struct LedgerEntryRecord
{
    qint64 id = 0;
    qint64 postedAt = 0;
    int account = 0;
    QString currency;
    qint64 debit = 0;
    qint64 credit = 0;
    QString sourceType; // transaction, refund, settlement, opening
    QString sourceId;
    QString description;
};

// A payout: one day's settlement of one currency and gateway (source "stl_<cur>_<gw>_<day>").
// Pending from the day's close until its bank posting at the arrival time, then paid.
struct PayoutRecord
{
    qint64 seq = 0;
    QString id; // po_...
    QString source;
    QString currency;
    QString gateway;
    qint64 amount = 0; // net: gross - fees - refunded; negative when the bank is debited
    qint64 gross = 0;
    qint64 fees = 0;
    qint64 refunded = 0;
    qint64 coversDay = 0;                // days since the Unix epoch
    qint64 arrivalAt = 0;                // Unix seconds of the bank posting
    std::optional<qint64> ledgerEntryId; // the Bank posting; none while pending

    bool paid() const { return ledgerEntryId.has_value(); }
};

// What a payout settles: a charge (gross, its fee, net) or a refund (negative gross and net).
struct PayoutItemRecord
{
    qint64 postingId = 0;
    QString type; // charge, refund
    QString id;   // txn_... or ref_...
    QString transactionId;
    QString merchantRef;
    qint64 createdAt = 0;
    qint64 gross = 0;
    qint64 fee = 0;
    qint64 net = 0;
};

// One line of the simulated bank account: a payout, a bank charge or a deposit.
struct BankLineRecord
{
    qint64 postingId = 0;
    qint64 bookedAt = 0;
    qint64 amount = 0; // signed: credit to the account positive
    QString kind;      // payout, bank_charge, deposit
    QString payoutId;  // payouts only
    QString text;      // the remittance text
};

template<typename T>
struct Page
{
    QList<T> items;
    bool hasMore = false;
    QString nextCursor; // empty: none
};

} // namespace paydesk::sandbox
