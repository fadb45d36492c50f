// SandboxStore with several sandboxes on one PostgreSQL database: the write lock that makes
// their transactions take turns, the idempotency claim that lets one of them take a key, and a
// lost connection found and opened again.
//
// The write lock is one for the whole database, not one per merchant: SQLite's BEGIN IMMEDIATE
// serializes every writer, and the store's writes were written for that. Some of them span
// merchants or read then write shared rows (settleDue() walks every merchant, the kinds table,
// the outbox's deliveries, the admin's new merchants), and a lock per merchant would leave
// those to READ COMMITTED with no retry. A charge's transaction is short (a few milliseconds),
// so taking turns costs little next to a round trip to the database.
#include "sandboxlogging.h"
#include "sandboxstore.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// Advisory lock keys (bigint key space). 7270273917 is the schema's (postgresstore.cpp).
constexpr qint64 WriteLockKey = 7270273918;

// An Idempotency-Key's own lock: 64 bits of a hash of the API key's hash and the key. Two keys
// with the same 64 bits (or with WriteLockKey) only make one wait for the other: never wrong.
qint64 idempotencyLockKey(const QByteArray &keyHash, const QString &idemKey)
{
    const QByteArray digest = QCryptographicHash::hash(
        QByteArray(keyHash + '\n' + idemKey.toUtf8()), QCryptographicHash::Sha256);
    return qFromBigEndian<qint64>(digest.constData());
}

// SQLSTATEs of a connection that is gone: class 08 (connection exception), 57P01-57P03
// (terminated by an administrator, crash or shutdown, cannot connect now); none at all when
// libpq found the socket closed before the server could say why.
bool isConnectionLoss(const QSqlError &error)
{
    if (error.type() == QSqlError::NoError)
        return false;
    const QString state = error.nativeErrorCode();
    return state.isEmpty() || state.startsWith(u"08"_s) || state.startsWith(u"57P"_s);
}

} // namespace

bool SandboxStore::beginPostgres()
{
    if (m_connectionLost && !reconnect())
        return false;
    QSqlQuery q(database());
    if (!q.exec(u"BEGIN"_s)) {
        m_lastError = q.lastError().text();
        noteFailure(q.lastError());
        return false;
    }
    m_inTransaction = true;
    // Released by COMMIT or ROLLBACK, or with the connection when its process dies.
    if (!q.exec(u"SELECT pg_advisory_xact_lock(%1)"_s.arg(WriteLockKey))) {
        m_lastError = q.lastError().text();
        noteFailure(q.lastError());
        rollback();
        return false;
    }
    return true;
}

void SandboxStore::noteFailure(const QSqlError &error)
{
    // A driver that has seen the connection end already (reading the outbox's notifications)
    // refuses statements as "not open", with no error of the server's: lost too.
    if (!m_postgres || m_connectionLost || (!isConnectionLoss(error) && database().isOpen()))
        return;
    m_connectionLost = true;
    ++m_connectionLosses;
    qCWarning(lcSandboxStore).noquote()
        << "the database connection was lost:" << error.text().simplified()
        << "(reconnecting on the next request)";
}

bool SandboxStore::reconnect()
{
    if (!m_postgres)
        return true;
    // Not under a caller still reading a statement or a transaction: those end on the lost
    // connection (failing), and the next statement after them reconnects.
    if (m_lentStatements > 0 || !m_kindHeads.isEmpty() || m_inTransaction)
        return false;
    // At most once a second while the server is away, so requests are answered 503 at once.
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    if (m_lastReconnectMs != 0 && nowMs - m_lastReconnectMs < 1000 && nowMs >= m_lastReconnectMs)
        return false;
    // Every prepared statement and open result belonged to the old connection.
    m_statements.clear();
    m_kindStreams.clear();
    m_kindHeads.clear();
    m_kindRead.clear();
    m_kindChunkSize.clear();
    m_kindsLoaded = false;
    m_inTransaction = false;
    m_idempotencyLocks.clear(); // released by the server with the old session
    QSqlDatabase db = database();
    db.close();
    if (!db.open()) {
        m_lastError = db.lastError().text();
        m_lastReconnectMs = nowMs;
        return false;
    }
    m_lastReconnectMs = 0;
    m_connectionLost = false;
    qCInfo(lcSandboxStore) << "reconnected to the database";
    // A new session listens to nothing: the dispatcher's LISTEN again (outbox notifications).
    restoreSubscriptions();
    return true;
}

bool SandboxStore::ping()
{
    if (!m_postgres)
        return true;
    QSqlQuery q(database());
    if (!q.exec(u"SELECT 1"_s)) {
        noteFailure(q.lastError());
        return false;
    }
    return true;
}

IdempotencyLookup SandboxStore::claimIdempotency(const QByteArray &keyHash, const QString &idemKey,
                                                 const QByteArray &requestHash, qint64 now)
{
    IdempotencyLookup failed;
    failed.failed = true;
    if (!begin())
        return failed;
    IdempotencyLookup found = lookupIdempotency(keyHash, idemKey, requestHash, now);
    if (m_connectionLost) {
        rollback();
        return failed;
    }
    const bool fresh = found.state == IdempotencyState::New;
    if (m_postgres && (fresh || found.state == IdempotencyState::InProgress)) {
        // Held by the marker's owner while its request runs; free once it died. (Taken in this
        // transaction but kept past it: a session lock.)
        const qint64 lockKey = idempotencyLockKey(keyHash, idemKey);
        if (m_idempotencyLocks.contains(lockKey)) {
            // This sandbox's own request still runs (advisory locks are re-entrant per session,
            // so asking PostgreSQL would say yes).
            rollback();
            found.state = IdempotencyState::InProgress;
            return found;
        }
        QSqlQuery q(database());
        if (!q.exec(u"SELECT pg_try_advisory_lock(%1)"_s.arg(lockKey)) || !q.next()) {
            noteFailure(q.lastError());
            m_lastError = q.lastError().text();
            rollback();
            return failed;
        }
        if (!q.value(0).toBool()) {
            // Running in another sandbox (or just finishing there).
            rollback();
            found.state = IdempotencyState::InProgress;
            return found;
        }
        m_idempotencyLocks.insert(lockKey);
        if (!fresh)
            qCInfo(lcSandboxStore) << "an Idempotency-Key's request was left in progress by a"
                                      " sandbox that stopped; this one takes it over";
        found.state = IdempotencyState::New;
    }
    if (found.state != IdempotencyState::New) {
        rollback();
        return found;
    }
    if (!markIdempotencyInProgress(keyHash, idemKey, requestHash, now) || !commit()) {
        rollback();
        releaseIdempotency(keyHash, idemKey);
        return failed;
    }
    return found;
}

void SandboxStore::releaseIdempotency(const QByteArray &keyHash, const QString &idemKey)
{
    const qint64 lockKey = idempotencyLockKey(keyHash, idemKey);
    if (!m_postgres || !m_idempotencyLocks.remove(lockKey) || m_connectionLost)
        return; // not held, or gone with the lost connection
    QSqlQuery q(database());
    if (!q.exec(u"SELECT pg_advisory_unlock(%1)"_s.arg(lockKey)))
        noteFailure(q.lastError());
}

} // namespace paydesk::sandbox
