// SandboxStore's redirect sessions table.
#include "sandboxstore.h"
#include "sandboxstore_p.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

bool SandboxStore::insertSession(const RedirectSessionRecord &s)
{
    StoreQuery q = prepared(u"INSERT INTO redirect_sessions(id, status, amount, currency, gateway,"
                            " merchant_ref, description, return_url, cancel_url, transaction_id,"
                            " expires_at, created_at, merchant_id)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(s.id);
    q.addBindValue(s.status);
    q.addBindValue(s.amount);
    q.addBindValue(s.currency);
    q.addBindValue(s.gateway);
    q.addBindValue(s.merchantRef);
    q.addBindValue(optionalText(s.description));
    q.addBindValue(s.returnUrl);
    q.addBindValue(optionalText(s.cancelUrl));
    q.addBindValue(optionalText(s.transactionId));
    q.addBindValue(s.expiresAt);
    q.addBindValue(s.createdAt);
    q.addBindValue(m_merchantId);
    return exec(q);
}

static const QString SessionColumns =
    u"id, status, amount, currency, gateway, merchant_ref, description, return_url, cancel_url,"
    " transaction_id, expires_at, created_at"_s;

RedirectSessionRecord SandboxStore::readSession(const QSqlQuery &q)
{
    RedirectSessionRecord s;
    s.id = q.value(0).toString();
    s.status = q.value(1).toString();
    s.amount = q.value(2).toLongLong();
    s.currency = q.value(3).toString();
    s.gateway = q.value(4).toString();
    s.merchantRef = q.value(5).toString();
    s.description = textOrNull(q.value(6));
    s.returnUrl = q.value(7).toString();
    s.cancelUrl = textOrNull(q.value(8));
    s.transactionId = textOrNull(q.value(9));
    s.expiresAt = q.value(10).toLongLong();
    s.createdAt = q.value(11).toLongLong();
    return s;
}

std::optional<RedirectSessionRecord> SandboxStore::session(const QString &id)
{
    StoreQuery q = prepared(u"SELECT "_s + SessionColumns +
                            u" FROM redirect_sessions WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    RedirectSessionRecord s = readSession(q);
    q.finish();
    s.attempts = sessionAttempts(s.id);
    return s;
}

std::optional<QString> SandboxStore::sessionMerchant(const QString &id)
{
    StoreQuery q = prepared(u"SELECT merchant_id FROM redirect_sessions WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return q.value(0).toString();
}

QList<SessionAttempt> SandboxStore::sessionAttempts(const QString &sessionId)
{
    StoreQuery q = prepared(u"SELECT transaction_id, status, created_at FROM session_attempts"
                            " WHERE session_id = ? ORDER BY id"_s);
    q.addBindValue(sessionId);
    QList<SessionAttempt> out;
    if (!exec(q))
        return out;
    while (q.next())
        out << SessionAttempt{q.value(0).toString(), q.value(1).toString(),
                              q.value(2).toLongLong()};
    return out;
}

bool SandboxStore::insertSessionAttempt(const QString &sessionId, const SessionAttempt &a)
{
    StoreQuery q = prepared(u"INSERT INTO session_attempts(session_id, transaction_id, status,"
                            " created_at) VALUES (?, ?, ?, ?)"_s);
    q.addBindValue(sessionId);
    q.addBindValue(a.transactionId);
    q.addBindValue(a.status);
    q.addBindValue(a.createdAt);
    return exec(q);
}

bool SandboxStore::expireSessions(qint64 now)
{
    StoreQuery q = prepared(
        u"UPDATE redirect_sessions SET status = 'expired' WHERE status = 'open' AND expires_at <= ?"_s);
    q.addBindValue(now);
    return exec(q);
}

qint64 SandboxStore::sessionsMaxSeq()
{
    StoreQuery q = prepared(u"SELECT COALESCE(MAX(rowid), 0) FROM redirect_sessions"_s);
    return exec(q) && q.next() ? q.value(0).toLongLong() : 0;
}

Page<RedirectSessionRecord> SandboxStore::listSessions(const TransactionFilter &f, int limit,
                                                       const ListCursor &cursor)
{
    // The rowid stands for seq: sessions are few, and a cursor pins the ones that existed.
    QStringList where{u"rowid <= ?"_s, u"(created_at, id) < (?, ?)"_s, u"merchant_id = ?"_s};
    QVariantList values{cursor.maxSeq, cursor.createdAt, cursor.id, m_merchantId};
    if (!f.statuses.isEmpty()) {
        where << u"status IN (%1)"_s.arg(QStringList(f.statuses.size(), u"?"_s).join(u','));
        for (const QString &st : f.statuses)
            values << st;
    }
    if (f.createdFrom) {
        where << u"created_at >= ?"_s;
        values << *f.createdFrom;
    }
    if (f.createdTo) {
        where << u"created_at < ?"_s;
        values << *f.createdTo;
    }
    if (!f.query.isEmpty()) {
        where << u"instr(lower(merchant_ref), lower(?)) > 0"_s;
        values << f.query;
    }
    StoreQuery q =
        prepared(u"SELECT "_s + SessionColumns + u" FROM redirect_sessions WHERE "_s +
                 where.join(u" AND "_s) + u" ORDER BY created_at DESC, id DESC LIMIT ?"_s);
    for (const QVariant &v : std::as_const(values))
        q.addBindValue(v);
    q.addBindValue(limit + 1);
    Page<RedirectSessionRecord> page;
    if (!exec(q))
        return page;
    while (q.next())
        page.items << readSession(q);
    q.finish();
    if (page.items.size() > limit) {
        page.items.resize(limit);
        page.hasMore = true;
    }
    for (RedirectSessionRecord &s : page.items)
        s.attempts = sessionAttempts(s.id);
    return page;
}

bool SandboxStore::updateSession(const QString &id, const QString &status,
                                 const std::optional<QString> &transactionId)
{
    StoreQuery q =
        prepared(u"UPDATE redirect_sessions SET status = ?, transaction_id = ? WHERE id = ?"
                 " AND merchant_id = ?"_s);
    q.addBindValue(status);
    q.addBindValue(optionalText(transactionId));
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    return exec(q);
}

} // namespace paydesk::sandbox
