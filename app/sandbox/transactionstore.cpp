// SandboxStore's transactions and refunds tables.
#include "sandboxstore.h"
#include "sandboxstore_p.h"

#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

bool SandboxStore::insertTransaction(const TransactionRecord &t, qint64 fee)
{
    const auto kind = kindFor(t.status, t.currency, t.gateway);
    if (!kind)
        return false;
    StoreQuery q = prepared(u"INSERT INTO transactions(id, status, amount, amount_refunded,"
                            " currency, gateway, merchant_ref, description, fee, created_at,"
                            " updated_at, kind, failure_code, failure_message, fraud_evaluation_id,"
                            " merchant_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                            " RETURNING seq"_s); // (QPSQL has no lastInsertId())
    q.addBindValue(t.id);
    q.addBindValue(t.status);
    q.addBindValue(t.amount);
    q.addBindValue(t.amountRefunded);
    q.addBindValue(t.currency);
    q.addBindValue(t.gateway);
    q.addBindValue(t.merchantRef);
    q.addBindValue(optionalText(t.description));
    q.addBindValue(fee);
    q.addBindValue(t.createdAt);
    q.addBindValue(t.updatedAt);
    q.addBindValue(*kind);
    q.addBindValue(optionalText(t.failureCode));
    q.addBindValue(optionalText(t.failureMessage));
    q.addBindValue(optionalText(t.fraudEvaluationId));
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return false;
    // Searchable in the same transaction: found the moment the charge is acknowledged.
    const qint64 seq = q.value(0).toLongLong();
    q.finish();
    return indexSearch(seq - 1, std::numeric_limits<qint64>::max());
}

TransactionRecord SandboxStore::readTransaction(const QSqlQuery &q) const
{
    TransactionRecord t;
    t.seq = q.value(0).toLongLong();
    t.id = q.value(1).toString();
    t.merchantId = q.value(14).toString();
    t.status = q.value(2).toString();
    t.amount = q.value(3).toLongLong();
    t.amountRefunded = q.value(4).toLongLong();
    t.currency = q.value(5).toString();
    t.gateway = q.value(6).toString();
    t.merchantRef = q.value(7).toString();
    t.description = textOrNull(q.value(8));
    t.createdAt = q.value(9).toLongLong();
    t.updatedAt = q.value(10).toLongLong();
    t.failureCode = textOrNull(q.value(11));
    t.failureMessage = textOrNull(q.value(12));
    t.fraudEvaluationId = textOrNull(q.value(13));
    if (t.status == u"failed"_s && !t.failureCode) {
        // Seeded rows and rows from before the column: the sandbox declines only by its amount
        // rule or by the decline test card, so the amount says which.
        t.failureCode = Decline::code();
        t.failureMessage =
            t.amount % 100 == 2 ? Decline::amountRuleMessage() : Decline::testCardMessage();
    }
    return t;
}

std::optional<TransactionRecord> SandboxStore::transaction(const QString &id)
{
    StoreQuery q = prepared(u"SELECT "_s + TransactionColumns +
                            u" FROM transactions WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readTransaction(q);
}

bool SandboxStore::updateTransactionRefund(const QString &id, const QString &status,
                                           qint64 amountRefunded, qint64 updatedAt)
{
    const auto t = transaction(id);
    const auto kind = t ? kindFor(status, t->currency, t->gateway) : std::nullopt;
    if (!kind)
        return false;
    StoreQuery q = prepared(u"UPDATE transactions SET status = ?, amount_refunded = ?,"
                            " updated_at = ?, kind = ? WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(status);
    q.addBindValue(amountRefunded);
    q.addBindValue(updatedAt);
    q.addBindValue(*kind);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    return exec(q) && q.numRowsAffected() == 1;
}

qint64 SandboxStore::transactionCount()
{
    StoreQuery q = prepared(u"SELECT COUNT(*) FROM transactions"_s);
    return exec(q) && q.next() ? q.value(0).toLongLong() : 0;
}

bool SandboxStore::merchantHasTransactions()
{
    StoreQuery q = prepared(u"SELECT 1 FROM transactions WHERE merchant_id = ? LIMIT 1"_s);
    q.addBindValue(m_merchantId);
    return exec(q) && q.next();
}

bool SandboxStore::insertRefund(const RefundRecord &r)
{
    StoreQuery q =
        prepared(u"INSERT INTO refunds(id, transaction_id, amount, currency, reason,"
                 " note, status, created_at, merchant_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                 " RETURNING seq"_s);
    q.addBindValue(r.id);
    q.addBindValue(r.transactionId);
    q.addBindValue(r.amount);
    q.addBindValue(r.currency);
    q.addBindValue(r.reason);
    q.addBindValue(optionalText(r.note));
    q.addBindValue(r.status);
    q.addBindValue(r.createdAt);
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return false;
    const qint64 seq = q.value(0).toLongLong();
    q.finish();
    return indexSearch(std::numeric_limits<qint64>::max(), seq - 1);
}

RefundRecord SandboxStore::readRefund(const QSqlQuery &q) const
{
    RefundRecord r;
    r.seq = q.value(0).toLongLong();
    r.id = q.value(1).toString();
    r.transactionId = q.value(2).toString();
    r.merchantId = q.value(9).toString();
    r.amount = q.value(3).toLongLong();
    r.currency = q.value(4).toString();
    r.reason = q.value(5).toString();
    r.note = textOrNull(q.value(6));
    r.status = q.value(7).toString();
    r.createdAt = q.value(8).toLongLong();
    return r;
}

std::optional<RefundRecord> SandboxStore::refund(const QString &id)
{
    StoreQuery q = prepared(u"SELECT "_s + RefundColumns +
                            u" FROM refunds WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readRefund(q);
}

} // namespace paydesk::sandbox
