#pragma once

#include "apiresult.h"
#include "apitypes.h"
#include "keys.h"

#include <QByteArray>
#include <QJsonObject>

// The client's side of the wire: reading responses. Written apart from the sandbox's JSON code
// on purpose. Tolerant of unknown fields and statuses; strict about types, so that a wrong
// type is an error naming the field, never a silently wrong number.
namespace paydesk::api::parse {

Result<Transaction> transaction(const QByteArray &body);
Result<Refund> refund(const QByteArray &body);
Result<RedirectSession> redirectSession(const QByteArray &body);
Result<FraudEvaluation> fraudEvaluation(const QByteArray &body);
Result<TriggeredEvent> triggeredEvent(const QByteArray &body);
Result<QList<LedgerAccount>> ledgerAccounts(const QByteArray &body);
// The sandbox's webhook endpoints and delivery log (/sandbox/v1/…).
Result<WebhookEndpoint> webhookEndpoint(const QByteArray &body);
Result<QList<WebhookEndpoint>> webhookEndpoints(const QByteArray &body);
Result<WebhookDeliveryLog> webhookDeliveryLog(const QByteArray &body);
// The key itself, the sandbox's keys and its activity log (third wave).
Result<KeyInfo> keyInfo(const QByteArray &body);
Result<ApiKey> apiKey(const QByteArray &body);
Result<QList<ApiKey>> apiKeys(const QByteArray &body);
Result<Page<ActivityEntry>> activityPage(const QByteArray &body);
// An answer whose body does not matter (202, 204): true.
Result<bool> accepted(const QByteArray &body);
Result<TrialBalance> trialBalance(const QByteArray &body);
Result<LedgerChart> ledgerChart(const QByteArray &body);
Result<LedgerEntryPage> ledgerEntryPage(const QByteArray &body);
// Payouts (third wave).
Result<Payout> payout(const QByteArray &body);
Result<Page<Payout>> payoutPage(const QByteArray &body);
Result<Page<PayoutItem>> payoutItemPage(const QByteArray &body);
// A file the service sends as it is (the sandbox's bank statement).
Result<QByteArray> rawBody(const QByteArray &body);
// A page of transactions: first by a fast reader that works on the bytes; whatever it does not
// take (an error anywhere, an escape it leaves alone) goes to the strict reader, which names
// the problem. Both give the same result for what both take; tests hold them to it.
Result<Page<Transaction>> transactionPage(const QByteArray &body);
std::optional<Page<Transaction>> transactionPageFast(const QByteArray &body);
Result<Page<Transaction>> transactionPageStrict(const QByteArray &body);
// The same two readers behind payoutPage() (a year's reconciliation reads thousands of payouts).
std::optional<Page<Payout>> payoutPageFast(const QByteArray &body);
Result<Page<Payout>> payoutPageStrict(const QByteArray &body);
// ... and ledgerEntryPage() (a year of the Bank account's entries).
std::optional<LedgerEntryPage> ledgerEntryPageFast(const QByteArray &body);
Result<LedgerEntryPage> ledgerEntryPageStrict(const QByteArray &body);
Result<Page<Refund>> refundPage(const QByteArray &body);
Result<Page<RedirectSession>> redirectSessionPage(const QByteArray &body);

// An error answer: `error` and `details` (a string or an object), plus extra fields.
ApiError errorBody(int httpStatus, const QByteArray &body);

// Wire helpers, exposed for tests and exporters.
std::optional<QDate> isoDate(const QString &text); // exactly YYYY-MM-DD
std::optional<QDateTime> timestamp(const QString &text);
QString formatTimestamp(const QDateTime &utc);

} // namespace paydesk::api::parse
