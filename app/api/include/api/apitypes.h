#pragma once

#include "transactionstatus.h"

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// The client's value types for what the service returns. Unknown fields are ignored and
// unknown status values are kept as they come (see CONTRACT.md, "Client tolerance").
namespace paydesk::api {

struct Transaction
{
    QString id;
    QString merchantId;
    QString status;
    qint64 amount = 0; // minor units
    qint64 amountRefunded = 0;
    QString currency;
    QString gateway;
    QString merchantRef;
    std::optional<QString> description;
    QDateTime createdAt; // UTC
    QDateTime updatedAt;
    // Why it failed (absent unless failed, or from a service that does not say), and the
    // fraud evaluation that preceded the charge, if the charge named one.
    std::optional<QString> failureCode;
    std::optional<QString> failureMessage;
    std::optional<QString> fraudEvaluationId;

    // What a refund may still return: the amount less what was refunded, never below zero.
    qint64 refundable() const;
    // What would remain refundable after refunding `refund` more (never below zero).
    qint64 refundableAfter(qint64 refund) const;
    bool isRefundable() const;

    // The transaction once the service has refunded `refund` more: the refunded sum grows (to
    // the amount at most) and the status follows. For when the service's own copy is not to
    // hand, as after a refund whose re-read failed.
    Transaction afterRefund(qint64 refund) const;
    // The transaction when the service says `remaining` is left to refund (its answer
    // refund_exceeds_remaining), the status following; nullopt when `remaining` cannot be
    // (below zero or above the amount).
    std::optional<Transaction> withRemaining(qint64 remaining) const;
};

struct Refund
{
    QString id;
    QString transactionId;
    QString merchantId;
    qint64 amount = 0;
    QString currency;
    QString reason;
    std::optional<QString> note;
    QString status;
    QDateTime createdAt;
};

// One try to pay a payment link on the hosted page.
struct SessionAttempt
{
    QString transactionId;
    QString status; // captured, failed (or anything newer)
    QDateTime createdAt;

    bool operator==(const SessionAttempt &) const = default;
};

struct RedirectSession
{
    QString id;
    QString status; // open, completed, expired (or anything newer)
    qint64 amount = 0;
    QString currency;
    QString gateway;
    QString merchantRef;
    std::optional<QString> description;
    QString checkoutUrl;
    QString returnUrl;
    std::optional<QString> cancelUrl;
    std::optional<QString> transactionId;
    QDateTime expiresAt;
    QDateTime createdAt;
    QList<SessionAttempt> attempts; // oldest first; empty from a service without them

    bool operator==(const RedirectSession &) const = default;
};

struct FraudReason
{
    QString code;
    QString message;
    int weight = 0;
};

struct FraudEvaluation
{
    QString id;
    int score = 0;
    QString decision; // approve, review, decline
    QList<FraudReason> reasons;
    QDateTime evaluatedAt;
};

// What a sandbox trigger made: the event, and the transaction (and refund) behind it.
struct TriggeredEvent
{
    QString eventId;
    QString transactionId;
    std::optional<QString> refundId;
};

// One of the sandbox's webhook endpoints (/sandbox/v1/webhook-endpoints; the real service keeps
// them in its dashboard).
struct WebhookEndpoint
{
    QString id; // we_…
    QString url;
    QStringList events; // kinds, or {"*"}: every kind
    bool enabled = true;
    QDateTime createdAt; // invalid when not said
    // Its signing secret (whsec_…): only in the answer that created it.
    std::optional<QString> secret;
};

// One attempt to deliver an event to an endpoint, from the sandbox's delivery log.
struct WebhookDelivery
{
    QString eventId;
    QString eventType;                 // empty when the service does not say
    std::optional<QString> endpointId; // null for the sandbox's own (command line) endpoints
    QString url;
    int attempt = 1;
    QDateTime at;
    std::optional<int> statusCode; // none without an HTTP answer
    std::optional<QString> error;  // none when delivered
    qint64 durationMs = 0;
    QDateTime nextRetryAt;  // invalid when none is due
    bool abandoned = false; // no more retries
    bool delivered() const
    {
        return !error && statusCode && *statusCode >= 200 && *statusCode < 300;
    }
};

struct WebhookDeliveryQuery
{
    int limit = 100;
    QString eventId;
    QString endpointId;
    QString transactionId;
};

// The delivery log: attempts newest first, and how many deliveries still wait for a retry.
struct WebhookDeliveryLog
{
    QList<WebhookDelivery> data;
    int pending = 0;
};

struct LedgerAccount
{
    QString code;
    QString name;
    QString type;          // asset, liability, equity, revenue, expense
    QString normalBalance; // debit, credit
    std::optional<QString> parentCode;
};

// The chart of accounts with the currencies that have postings (a project addition: absent
// from a service without it).
struct LedgerChart
{
    QList<LedgerAccount> accounts;
    std::optional<QStringList> currencies;
};

// One posting of one account (GET /v1/ledger/entries, a project addition).
struct LedgerEntry
{
    QString id;
    QDateTime postedAt;
    QString accountCode;
    QString currency;
    qint64 debit = 0;
    qint64 credit = 0;
    QString sourceType; // transaction, refund, settlement, or what the service adds
    QString sourceId;
    QString description;
};

// A page of entries and the account's balance at the end of the day before `from`.
struct LedgerEntryPage
{
    QList<LedgerEntry> data;
    bool hasMore = false;
    QString nextCursor;
    qint64 openingDebit = 0;
    qint64 openingCredit = 0;
};

struct LedgerEntryQuery
{
    QString account;
    QString currency;
    QDate from; // inclusive UTC days
    QDate to;
    int limit = 100;
    QString cursor;
};

struct TrialBalanceLine
{
    QString accountCode;
    QString accountName;
    QString accountType;
    qint64 debit = 0;
    qint64 credit = 0;
};

struct TrialBalance
{
    QDate date;
    QString currency;
    QList<TrialBalanceLine> lines;
    qint64 totalDebit = 0;
    qint64 totalCredit = 0;

    bool isBalanced() const { return totalDebit == totalCredit; }
};

template<typename T>
struct Page
{
    QList<T> data;
    bool hasMore = false;
    QString nextCursor; // empty: the last page
};

// A payout (third wave): one day's settlement of a currency and gateway to the bank.
struct Payout
{
    QString id; // po_...
    QString currency;
    QString gateway;
    qint64 amount = 0; // net; negative when the bank is debited
    qint64 gross = 0;
    qint64 fees = 0;
    qint64 refunded = 0;
    QDate coversDay;
    QDate arrivalDate;
    QString status;        // pending, paid, or what the service adds
    QString bankReference; // the text the bank line carries
    QString ledgerEntryId; // the Bank posting; empty while pending
    // The arrival as a time (00:00 UTC): what the paged list models sort and show times by.
    QDateTime createdAt;
};

// What a payout settles: a charge, or a refund (negative gross and net).
struct PayoutItem
{
    QString type; // charge, refund
    QString id;
    QString transactionId;
    QString merchantRef;
    QString currency;
    QDateTime createdAt;
    qint64 gross = 0;
    qint64 fee = 0;
    qint64 net = 0;
};

// Requests

struct NewCharge
{
    qint64 amount = 0;
    QString currency;
    QString gateway;
    QString merchantRef;
    std::optional<QString> description;
    std::optional<QString> fraudEvaluationId; // the evaluation that came before the charge
};

struct NewRefund
{
    std::optional<qint64> amount; // default: what remains refundable
    std::optional<QString> reason;
    std::optional<QString> note;
};

struct NewRedirectSession
{
    qint64 amount = 0;
    QString currency;
    QString gateway;
    QString merchantRef;
    QString returnUrl;
    std::optional<QString> cancelUrl;
    std::optional<QString> description;
};

struct FraudCheck
{
    qint64 amount = 0;
    QString currency;
    std::optional<QString> gateway;
    std::optional<QString> merchantRef;
    std::optional<QString> customerEmail;
    std::optional<QString> customerIp;
    std::optional<QString> customerCountry;
    std::optional<QString> cardBin;
    std::optional<QString> cardCountry;
};

struct TransactionQuery
{
    int limit = 25;
    QString cursor;
    QStringList statuses;
    QString gateway;
    QString currency;
    std::optional<QDate> createdFrom; // inclusive
    std::optional<QDate> createdTo;   // exclusive
    // Case-insensitive: a whole id, 3+ characters anywhere in merchant_ref, description or id,
    // 1-2 characters the start of merchant_ref (the service may do less; see docs/api.md).
    QString search;
};

struct RedirectSessionQuery
{
    int limit = 25;
    QString cursor;
    QStringList statuses; // open, completed, expired
    QString search;       // a merchant_ref substring
};

struct RefundQuery
{
    int limit = 25;
    QString cursor;
    QString transactionId;
    std::optional<QDate> createdFrom;
    std::optional<QDate> createdTo;
    QString search; // a refund id, its transaction's id, or part of the transaction's reference
};

struct PayoutQuery
{
    QString currency;
    QString status;
    QDate arrivalFrom; // inclusive
    QDate arrivalTo;
    int limit = 100;
    QString cursor;
};

// The sandbox's bank statement (GET /sandbox/v1/bank-statement); `omit` and `alter` change it
// for tests of reconciliation.
struct BankStatementQuery
{
    QString currency;
    QDate from;
    QDate to;
    QString format; // camt053, mt940, csv
    QStringList omit;
    QList<QPair<QString, qint64>> alter;
};

} // namespace paydesk::api

// A loaded list grows by whole pages into one QList; with these declared relocatable, growing
// it past 100,000 rows moves memory in one block instead of every row one by one (the longest
// stall while scrolling, ui.scroll_stall_max_ms in bench_ui). Every member is a Qt implicitly
// shared type, an integer or a std::optional of one: none points into itself.
Q_DECLARE_TYPEINFO(paydesk::api::Transaction, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(paydesk::api::Refund, Q_RELOCATABLE_TYPE);
