// SandboxStore's idempotency keys.
#include "sandboxstore.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr qint64 IdempotencyRetentionSecs = 24 * 3600;

} // namespace

IdempotencyLookup SandboxStore::lookupIdempotency(const QByteArray &keyHash, const QString &idemKey,
                                                  const QByteArray &requestHash, qint64 now)
{
    StoreQuery q = prepared(u"SELECT request_hash, state, status, body, created_at FROM"
                            " idempotency WHERE key_hash = ? AND idem_key = ?"_s);
    q.addBindValue(keyHash);
    q.addBindValue(idemKey);
    IdempotencyLookup out;
    if (!exec(q) || !q.next())
        return out;
    const qint64 createdAt = q.value(4).toLongLong();
    const QString state = q.value(1).toString();
    // An in-progress marker holds as long as its request runs, whatever --latency: it is
    // removed when the request fails, and those of a process that died are removed at start-up.
    if (state != u"in_progress"_s && now - createdAt >= IdempotencyRetentionSecs)
        return out; // expired: a new request
    if (q.value(0).toByteArray() != requestHash) {
        out.state = IdempotencyState::Conflict;
        return out;
    }
    if (state == u"in_progress"_s) {
        out.state = IdempotencyState::InProgress;
        return out;
    }
    out.state = IdempotencyState::Replay;
    out.status = q.value(2).toInt();
    out.body = q.value(3).toByteArray();
    return out;
}

namespace {

// A key's row written again (what SQLite's INSERT OR REPLACE did, in SQL both engines speak).
const QString Replace =
    u" ON CONFLICT(key_hash, idem_key) DO UPDATE SET request_hash = excluded.request_hash,"
    " state = excluded.state, status = excluded.status, body = excluded.body,"
    " created_at = excluded.created_at"_s;

} // namespace

bool SandboxStore::markIdempotencyInProgress(const QByteArray &keyHash, const QString &idemKey,
                                             const QByteArray &requestHash, qint64 now)
{
    StoreQuery q = prepared(u"INSERT INTO idempotency(key_hash, idem_key, request_hash,"
                            " state, status, body, created_at) VALUES (?, ?, ?, 'in_progress',"
                            " NULL, NULL, ?)"_s +
                            Replace);
    q.addBindValue(keyHash);
    q.addBindValue(idemKey);
    q.addBindValue(requestHash);
    q.addBindValue(now);
    return exec(q);
}

bool SandboxStore::storeIdempotencyResult(const QByteArray &keyHash, const QString &idemKey,
                                          const QByteArray &requestHash, int status,
                                          const QByteArray &body, qint64 now)
{
    StoreQuery q =
        prepared(u"INSERT INTO idempotency(key_hash, idem_key, request_hash,"
                 " state, status, body, created_at) VALUES (?, ?, ?, 'done', ?, ?, ?)"_s +
                 Replace);
    q.addBindValue(keyHash);
    q.addBindValue(idemKey);
    q.addBindValue(requestHash);
    q.addBindValue(status);
    q.addBindValue(body);
    q.addBindValue(now);
    return exec(q);
}

void SandboxStore::forgetIdempotency(const QByteArray &keyHash, const QString &idemKey)
{
    StoreQuery q = prepared(u"DELETE FROM idempotency WHERE key_hash = ? AND idem_key = ?"
                            " AND state = 'in_progress'"_s);
    q.addBindValue(keyHash);
    q.addBindValue(idemKey);
    exec(q);
}

void SandboxStore::purgeIdempotency(qint64 now)
{
    StoreQuery q = prepared(u"DELETE FROM idempotency WHERE created_at < ?"_s);
    q.addBindValue(now - IdempotencyRetentionSecs);
    exec(q);
}

} // namespace paydesk::sandbox
