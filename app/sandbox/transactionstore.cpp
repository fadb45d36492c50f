// SandboxStore's transactions and refunds tables.
#include "sandboxstore.h"
#include "sandboxstore_p.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

bool SandboxStore::insertTransaction(const TransactionRecord &t, qint64 fee)
{
    QSqlQuery &q = prepared(u"INSERT INTO transactions(id, status, amount, amount_refunded,"
                            " currency, gateway, merchant_ref, description, fee, created_at,"
                            " updated_at, failure_code, failure_message, fraud_evaluation_id)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
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
    q.addBindValue(optionalText(t.failureCode));
    q.addBindValue(optionalText(t.failureMessage));
    q.addBindValue(optionalText(t.fraudEvaluationId));
    return exec(q);
}

static const QString TransactionColumns =
    u"seq, id, status, amount, amount_refunded, currency, gateway, merchant_ref, description,"
    " created_at, updated_at, failure_code, failure_message, fraud_evaluation_id"_s;

TransactionRecord SandboxStore::readTransaction(const QSqlQuery &q) const
{
    TransactionRecord t;
    t.seq = q.value(0).toLongLong();
    t.id = q.value(1).toString();
    t.merchantId = m_merchantId;
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
    QSqlQuery &q =
        prepared(u"SELECT "_s + TransactionColumns + u" FROM transactions WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readTransaction(q);
}

bool SandboxStore::updateTransactionRefund(const QString &id, const QString &status,
                                           qint64 amountRefunded, qint64 updatedAt)
{
    QSqlQuery &q = prepared(u"UPDATE transactions SET status = ?, amount_refunded = ?,"
                            " updated_at = ? WHERE id = ?"_s);
    q.addBindValue(status);
    q.addBindValue(amountRefunded);
    q.addBindValue(updatedAt);
    q.addBindValue(id);
    return exec(q) && q.numRowsAffected() == 1;
}

namespace {

// Builds the WHERE clause shared by the list queries; values are bound, never spliced.
struct WhereBuilder
{
    QStringList clauses;
    QVariantList values;

    void add(const QString &clause, const QVariantList &vals = {})
    {
        clauses << clause;
        values << vals;
    }
    QString sql() const
    {
        return clauses.isEmpty() ? QString() : u" WHERE "_s + clauses.join(u" AND "_s);
    }
};

void addCommonFilters(WhereBuilder &w, const TransactionFilter &f,
                      const std::optional<ListCursor> &cursor)
{
    if (f.createdFrom)
        w.add(u"created_at >= ?"_s, {*f.createdFrom});
    if (f.createdTo)
        w.add(u"created_at < ?"_s, {*f.createdTo});
    if (cursor) {
        w.add(u"seq <= ?"_s, {cursor->maxSeq});
        w.add(u"(created_at, id) < (?, ?)"_s, {cursor->createdAt, cursor->id});
    }
}

// One page of a list: the rows of `table` that pass `w`, newest first, and whether more follow.
template<typename T, typename Read>
Page<T> selectPage(SandboxStore &store, const QString &columns, const QString &table,
                   const WhereBuilder &w, int limit, Read read)
{
    // Cached per filter combination: preparing costs more than running.
    QSqlQuery &q = store.prepared(u"SELECT "_s + columns + u" FROM "_s + table + w.sql() +
                                  u" ORDER BY created_at DESC, id DESC LIMIT ?"_s);
    for (const QVariant &v : std::as_const(w.values))
        q.addBindValue(v);
    q.addBindValue(limit + 1);
    Page<T> page;
    if (!store.exec(q))
        return page;
    while (q.next())
        page.items << read(q);
    if (page.items.size() > limit) {
        page.items.resize(limit);
        page.hasMore = true;
    }
    return page;
}

} // namespace

Page<TransactionRecord> SandboxStore::listTransactions(const TransactionFilter &f, int limit,
                                                       const std::optional<ListCursor> &cursor)
{
    WhereBuilder w;
    if (!f.statuses.isEmpty()) {
        QStringList marks;
        QVariantList vals;
        for (const QString &s : f.statuses) {
            marks << u"?"_s;
            vals << s;
        }
        w.add(u"status IN ("_s + marks.join(u',') + u")"_s, vals);
    }
    if (!f.gateway.isEmpty())
        w.add(u"gateway = ?"_s, {f.gateway});
    if (!f.currency.isEmpty())
        w.add(u"currency = ?"_s, {f.currency});
    if (!f.query.isEmpty()) {
        // An exact id, or a merchant_ref prefix as a range the index can use.
        w.add(u"(id = ? OR (merchant_ref >= ? AND merchant_ref < ?))"_s,
              {f.query, f.query, QString(f.query + QChar(0xFFFF))});
    }
    addCommonFilters(w, f, cursor);
    return selectPage<TransactionRecord>(*this, TransactionColumns, u"transactions"_s, w, limit,
                                         [this](const QSqlQuery &q) { return readTransaction(q); });
}

qint64 SandboxStore::transactionCount()
{
    QSqlQuery &q = prepared(u"SELECT COUNT(*) FROM transactions"_s);
    return exec(q) && q.next() ? q.value(0).toLongLong() : 0;
}

bool SandboxStore::insertRefund(const RefundRecord &r)
{
    QSqlQuery &q = prepared(u"INSERT INTO refunds(id, transaction_id, amount, currency, reason,"
                            " note, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(r.id);
    q.addBindValue(r.transactionId);
    q.addBindValue(r.amount);
    q.addBindValue(r.currency);
    q.addBindValue(r.reason);
    q.addBindValue(optionalText(r.note));
    q.addBindValue(r.status);
    q.addBindValue(r.createdAt);
    return exec(q);
}

static const QString RefundColumns =
    u"seq, id, transaction_id, amount, currency, reason, note, status, created_at"_s;

RefundRecord SandboxStore::readRefund(const QSqlQuery &q) const
{
    RefundRecord r;
    r.seq = q.value(0).toLongLong();
    r.id = q.value(1).toString();
    r.transactionId = q.value(2).toString();
    r.merchantId = m_merchantId;
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
    QSqlQuery &q = prepared(u"SELECT "_s + RefundColumns + u" FROM refunds WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readRefund(q);
}

Page<RefundRecord> SandboxStore::listRefunds(const TransactionFilter &f, int limit,
                                             const std::optional<ListCursor> &cursor)
{
    WhereBuilder w;
    if (!f.transactionId.isEmpty())
        w.add(u"transaction_id = ?"_s, {f.transactionId});
    addCommonFilters(w, f, cursor);
    return selectPage<RefundRecord>(*this, RefundColumns, u"refunds"_s, w, limit,
                                    [this](const QSqlQuery &q) { return readRefund(q); });
}

} // namespace paydesk::sandbox
