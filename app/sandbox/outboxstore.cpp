// SandboxStore's outbox: events, their deliveries to each endpoint, and the delivery log.
#include "sandboxstore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

QVariant nullableText(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(s);
}

QVariant nullableInt(int v)
{
    return v ? QVariant(v) : QVariant(QMetaType::fromType<int>());
}

// A resend adds a delivery of an event to an endpoint that may still have one waiting for a
// retry. Only the newest pending one of an event and endpoint is sent, so the endpoint never
// gets the event from two schedules at once; the older one waits, and ends when the newer one
// delivers (recordAttempt()).
const QString NewestOfItsEvent =
    u" AND NOT EXISTS (SELECT 1 FROM deliveries n WHERE n.event_id = d.event_id"
    " AND n.endpoint_id IS NOT DISTINCT FROM d.endpoint_id AND n.state = 'pending' AND n.id > d.id)"_s;

} // namespace

const QString SandboxStore::OutboxChannel = u"paydesk_outbox"_s;

namespace {

// The attempt that abandons the pending delivery of a row of
// "SELECT id, event_id, url, attempts ...": the next attempt's number, never made.
DeliveryAttempt abandonedAttempt(const StoreQuery &q, qint64 nowMs, const QString &reason)
{
    DeliveryAttempt a;
    a.deliveryId = q.value(0).toLongLong();
    a.eventId = q.value(1).toString();
    a.url = q.value(2).toString();
    a.attempt = q.value(3).toInt() + 1;
    a.atMs = nowMs;
    a.error = reason;
    return a;
}

} // namespace

bool SandboxStore::insertEvent(const QString &id, const QString &type, const QString &transactionId,
                               qint64 createdAt, const QByteArray &payload)
{
    StoreQuery q = prepared(u"INSERT INTO events(id, type, transaction_id, created_at, payload,"
                            " merchant_id) VALUES (?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(id);
    q.addBindValue(type);
    q.addBindValue(transactionId);
    q.addBindValue(createdAt);
    q.addBindValue(payload);
    q.addBindValue(m_merchantId);
    return exec(q);
}

bool SandboxStore::insertDeliveries(const QString &eventId, const QList<DeliveryTarget> &targets,
                                    qint64 nowMs)
{
    StoreQuery d = prepared(u"INSERT INTO deliveries(event_id, url, endpoint_id, attempts,"
                            " next_attempt_at, state, merchant_id)"
                            " VALUES (?, ?, ?, 0, ?, 'pending', ?)"_s);
    for (const DeliveryTarget &t : targets) {
        d.addBindValue(eventId);
        d.addBindValue(t.url.toString(QUrl::FullyEncoded));
        d.addBindValue(t.endpointId);
        d.addBindValue(nowMs);
        d.addBindValue(m_merchantId);
        if (!exec(d))
            return false;
    }
    // Every instance on the database wakes its dispatcher when this commits (PostgreSQL
    // delivers a notification at commit, and never one of a rolled-back transaction).
    if (m_postgres && !targets.isEmpty()) {
        StoreQuery n = prepared(u"SELECT pg_notify(?, '')"_s);
        n.addBindValue(OutboxChannel);
        return exec(n);
    }
    return true;
}

std::optional<QString> SandboxStore::eventType(const QString &eventId)
{
    StoreQuery q = prepared(u"SELECT type FROM events WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(eventId);
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return q.value(0).toString();
}

QList<DueDelivery> SandboxStore::claimDueDeliveries(qint64 nowMs, int limit,
                                                    const QList<qint64> &exclude,
                                                    const QString &claimant, qint64 leaseUntilMs)
{
    // Claimed in a transaction of its own that commits before any attempt: a row whose lease
    // runs is another attempt's (this instance's or another's), and one whose lease ran out
    // was left by an instance that stopped without finishing it. On PostgreSQL, rows another
    // instance is claiming at this moment are skipped, not waited for; SQLite's BEGIN
    // IMMEDIATE serializes the claims of its one process anyway.
    // An event is never on its way to an endpoint twice at once, on any instance: a delivery
    // waits while another of its event and endpoint is claimed.
    QList<DueDelivery> out;
    if (!begin())
        return out;
    StoreQuery q =
        prepared(u"SELECT d.id, d.event_id, d.url, d.attempts, e.payload, d.endpoint_id FROM"
                 " deliveries d JOIN events e ON e.id = d.event_id WHERE"
                 " d.state = 'pending' AND d.next_attempt_at <= ?"
                 " AND (d.lease_until IS NULL OR d.lease_until <= ?)"
                 " AND NOT EXISTS (SELECT 1 FROM deliveries c WHERE c.event_id = d.event_id"
                 " AND c.endpoint_id IS NOT DISTINCT FROM d.endpoint_id AND c.state = 'pending'"
                 " AND c.id <> d.id AND c.lease_until > ?)"_s +
                 NewestOfItsEvent + u" ORDER BY d.next_attempt_at, d.id LIMIT ?"_s +
                 (m_postgres ? u" FOR UPDATE OF d SKIP LOCKED"_s : QString()));
    q.addBindValue(nowMs);
    q.addBindValue(nowMs);
    q.addBindValue(nowMs);
    q.addBindValue(limit + exclude.size());
    if (!exec(q)) {
        rollback();
        return out;
    }
    while (q.next() && out.size() < limit) {
        const qint64 id = q.value(0).toLongLong();
        if (exclude.contains(id))
            continue;
        DueDelivery d;
        d.id = id;
        d.eventId = q.value(1).toString();
        d.url = QUrl(q.value(2).toString(), QUrl::StrictMode);
        d.attempts = q.value(3).toInt();
        d.payload = q.value(4).toByteArray();
        d.endpointId = q.value(5).toString();
        out << d;
    }
    q.finish();
    StoreQuery claim =
        prepared(u"UPDATE deliveries SET claimed_by = ?, lease_until = ? WHERE id = ?"_s);
    for (const DueDelivery &d : std::as_const(out)) {
        claim.addBindValue(claimant);
        claim.addBindValue(leaseUntilMs);
        claim.addBindValue(d.id);
        if (!exec(claim)) {
            rollback();
            return {};
        }
    }
    if (!commit())
        return {};
    return out;
}

void SandboxStore::releaseClaims(const QString &claimant, const QList<qint64> &ids)
{
    // Claims this instance will not attempt (yet): due again at once, for any instance.
    StoreQuery q = prepared(
        u"UPDATE deliveries SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = ?"_s +
        (ids.isEmpty() ? QString() : u" AND id = ?"_s));
    if (ids.isEmpty()) {
        q.addBindValue(claimant);
        exec(q);
        return;
    }
    for (const qint64 id : ids) {
        q.addBindValue(claimant);
        q.addBindValue(id);
        exec(q);
    }
}

void SandboxStore::releaseAllClaims()
{
    StoreQuery q = prepared(u"UPDATE deliveries SET claimed_by = NULL, lease_until = NULL"
                            " WHERE claimed_by IS NOT NULL"_s);
    exec(q);
}

std::optional<qint64> SandboxStore::nextDeliveryAt()
{
    // A claimed delivery is due again for others only when its lease runs out.
    StoreQuery q = prepared(u"SELECT MIN(CASE WHEN d.lease_until > d.next_attempt_at"
                            " THEN d.lease_until ELSE d.next_attempt_at END)"
                            " FROM deliveries d WHERE d.state = 'pending'"_s +
                            NewestOfItsEvent);
    if (!exec(q) || !q.next() || q.value(0).isNull())
        return std::nullopt;
    return q.value(0).toLongLong();
}

void SandboxStore::recordAttempt(const DeliveryAttempt &a, bool delivered,
                                 std::optional<qint64> nextAttemptMs)
{
    if (!begin())
        return;
    // Only a pending delivery moves on: one abandoned while this attempt ran (its endpoint
    // deleted or disabled) stays so, unless the attempt delivered it after all.
    // The attempt's claim ends with it.
    StoreQuery upd = prepared(u"UPDATE deliveries SET attempts = ?, state = ?, next_attempt_at = ?,"
                              " last_status = ?, last_error = ?, claimed_by = NULL,"
                              " lease_until = NULL WHERE id = ? AND (state = 'pending' OR ?)"_s);
    upd.addBindValue(a.attempt);
    upd.addBindValue(delivered ? u"delivered"_s : nextAttemptMs ? u"pending"_s : u"failed"_s);
    upd.addBindValue(nextAttemptMs.value_or(a.atMs));
    upd.addBindValue(nullableInt(a.statusCode));
    upd.addBindValue(nullableText(a.error));
    upd.addBindValue(a.deliveryId);
    upd.addBindValue(delivered);
    if (!exec(upd)) {
        rollback();
        return;
    }
    const bool retrying = !delivered && nextAttemptMs && upd.numRowsAffected() == 1;
    StoreQuery ins = prepared(u"INSERT INTO delivery_attempts(delivery_id, event_id, url, attempt,"
                              " at, status_code, error, duration_ms, state, next_attempt_at)"
                              " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    ins.addBindValue(a.deliveryId);
    ins.addBindValue(a.eventId);
    ins.addBindValue(a.url);
    ins.addBindValue(a.attempt);
    ins.addBindValue(a.atMs);
    ins.addBindValue(nullableInt(a.statusCode));
    ins.addBindValue(nullableText(a.error));
    ins.addBindValue(a.durationMs);
    ins.addBindValue(delivered ? u"delivered"_s : retrying ? u"retrying"_s : u"abandoned"_s);
    ins.addBindValue(retrying ? QVariant(nextAttemptMs.value_or(0))
                              : QVariant(QMetaType::fromType<qint64>()));
    if (!exec(ins)) {
        rollback();
        return;
    }
    if (delivered && !endSupersededDeliveries(a)) {
        rollback();
        return;
    }
    commit();
}

bool SandboxStore::endSupersededDeliveries(const DeliveryAttempt &delivered)
{
    // The event has reached the endpoint: what else of it waits for that endpoint (an older
    // delivery's retries, or a resend not sent yet) would only bring it again.
    StoreQuery q = prepared(u"SELECT d.id, d.event_id, d.url, d.attempts FROM deliveries d"
                            " JOIN deliveries o ON o.id = ? AND o.event_id = d.event_id"
                            " AND o.endpoint_id IS NOT DISTINCT FROM d.endpoint_id"
                            " WHERE d.state = 'pending' AND d.id <> o.id"_s);
    q.addBindValue(delivered.deliveryId);
    if (!exec(q))
        return false;
    QList<DeliveryAttempt> ended;
    const QString reason =
        u"the event reached this endpoint in delivery %1; no more attempts"_s.arg(
            delivered.deliveryId);
    while (q.next())
        ended << abandonedAttempt(q, delivered.atMs + delivered.durationMs, reason);
    q.finish();
    return abandonRows(ended);
}

int SandboxStore::abandonDeliveries(const QSet<QString> &endpointIds, qint64 nowMs,
                                    const QString &reason)
{
    StoreQuery q = prepared(u"SELECT id, event_id, url, attempts, endpoint_id FROM deliveries"
                            " WHERE state = 'pending'"_s);
    if (!exec(q))
        return 0;
    QList<DeliveryAttempt> gone;
    while (q.next()) {
        if (endpointIds.contains(q.value(4).toString()))
            continue;
        gone << abandonedAttempt(q, nowMs, reason);
    }
    q.finish();
    return !gone.isEmpty() && abandon(gone) ? int(gone.size()) : 0;
}

int SandboxStore::abandonEndpointDeliveries(const QString &endpointId, qint64 nowMs,
                                            const QString &reason)
{
    StoreQuery q = prepared(u"SELECT id, event_id, url, attempts FROM deliveries"
                            " WHERE endpoint_id = ? AND state = 'pending'"_s);
    q.addBindValue(endpointId);
    if (!exec(q))
        return -1;
    QList<DeliveryAttempt> gone;
    while (q.next()) {
        gone << abandonedAttempt(q, nowMs, reason);
    }
    q.finish();
    return abandonRows(gone) ? int(gone.size()) : -1;
}

bool SandboxStore::abandon(const QList<DeliveryAttempt> &entries)
{
    if (!begin())
        return false;
    if (!abandonRows(entries)) {
        rollback();
        return false;
    }
    return commit();
}

bool SandboxStore::abandonRows(const QList<DeliveryAttempt> &entries)
{
    if (entries.isEmpty())
        return true;
    StoreQuery ins = prepared(u"INSERT INTO delivery_attempts(delivery_id, event_id, url, attempt,"
                              " at, status_code, error, duration_ms, state, next_attempt_at)"
                              " VALUES (?, ?, ?, ?, ?, NULL, ?, 0, 'abandoned', NULL)"_s);
    StoreQuery upd = prepared(u"UPDATE deliveries SET attempts = ?, state = 'abandoned',"
                              " last_status = NULL, last_error = ?, claimed_by = NULL,"
                              " lease_until = NULL WHERE id = ?"_s);
    for (const DeliveryAttempt &a : entries) {
        ins.addBindValue(a.deliveryId);
        ins.addBindValue(a.eventId);
        ins.addBindValue(a.url);
        ins.addBindValue(a.attempt);
        ins.addBindValue(a.atMs);
        ins.addBindValue(a.error);
        upd.addBindValue(a.attempt);
        upd.addBindValue(a.error);
        upd.addBindValue(a.deliveryId);
        if (!exec(ins) || !exec(upd))
            return false;
    }
    return true;
}

QList<DeliveryAttempt> SandboxStore::deliveryAttempts(int limit, const DeliveryLogFilter &f)
{
    // One statement per combination of filters (eight at most), each read through an index.
    QString where;
    QVariantList values;
    const auto add = [&](const QString &clause, const QString &value) {
        if (value.isEmpty())
            return;
        where += (where.isEmpty() ? u" WHERE "_s : u" AND "_s) + clause;
        values << value;
    };
    // The log of the current merchant's events only.
    add(u"e.merchant_id = ?"_s, m_merchantId);
    add(u"a.event_id = ?"_s, f.eventId);
    add(u"d.endpoint_id = ?"_s, f.endpointId);
    add(u"e.transaction_id = ?"_s, f.transactionId);
    StoreQuery q = prepared(
        u"SELECT a.delivery_id, a.event_id, a.url, a.attempt, a.at, a.status_code, a.error,"
        " a.duration_ms, a.state, a.next_attempt_at, d.endpoint_id, e.type"
        " FROM delivery_attempts a"
        " LEFT JOIN deliveries d ON d.id = a.delivery_id"
        " LEFT JOIN events e ON e.id = a.event_id"_s +
        where + u" ORDER BY a.id DESC LIMIT ?"_s);
    for (const QVariant &v : std::as_const(values))
        q.addBindValue(v);
    q.addBindValue(limit);
    QList<DeliveryAttempt> out;
    if (!exec(q))
        return out;
    while (q.next()) {
        DeliveryAttempt a;
        a.deliveryId = q.value(0).toLongLong();
        a.eventId = q.value(1).toString();
        a.url = q.value(2).toString();
        a.attempt = q.value(3).toInt();
        a.atMs = q.value(4).toLongLong();
        a.statusCode = q.value(5).toInt();
        a.error = q.value(6).toString();
        a.durationMs = q.value(7).toInt();
        a.state = q.value(8).toString();
        if (!q.value(9).isNull())
            a.nextAttemptMs = q.value(9).toLongLong();
        a.endpointId = q.value(10).toString();
        a.eventType = q.value(11).toString();
        out << a;
    }
    return out;
}

int SandboxStore::pendingDeliveries()
{
    StoreQuery q = prepared(u"SELECT COUNT(*) FROM deliveries WHERE state = 'pending'"_s);
    return exec(q) && q.next() ? q.value(0).toInt() : 0;
}

bool SandboxStore::backfillOutbox(const QSet<QString> &addedColumns)
{
    QSqlQuery q(database());
    QSqlQuery upd(database());
    const auto fail = [&](const QSqlQuery &failed) {
        m_lastError = failed.lastError().text();
        return false;
    };
    // Events made before they named their transaction: it is the payload's data.object.
    if (addedColumns.contains(u"events.transaction_id"_s)) {
        if (!q.exec(u"SELECT seq, payload FROM events"_s))
            return fail(q);
        upd.prepare(u"UPDATE events SET transaction_id = ? WHERE seq = ?"_s);
        while (q.next()) {
            const QJsonObject payload = QJsonDocument::fromJson(q.value(1).toByteArray()).object();
            upd.addBindValue(nullableText(payload[u"data"_s][u"object"_s][u"id"_s].toString()));
            upd.addBindValue(q.value(0));
            if (!upd.exec())
                return fail(upd);
        }
        q.finish();
    }
    // Deliveries made before endpoints had ids all went to configured endpoints, whose id
    // follows from the URL.
    if (addedColumns.contains(u"deliveries.endpoint_id"_s)) {
        if (!q.exec(u"SELECT DISTINCT url FROM deliveries WHERE endpoint_id IS NULL"_s))
            return fail(q);
        QStringList urls;
        while (q.next())
            urls << q.value(0).toString();
        q.finish();
        upd.prepare(
            u"UPDATE deliveries SET endpoint_id = ? WHERE url = ? AND endpoint_id IS NULL"_s);
        for (const QString &url : std::as_const(urls)) {
            upd.addBindValue(configuredEndpointId(QUrl(url, QUrl::StrictMode)));
            upd.addBindValue(url);
            if (!upd.exec())
                return fail(upd);
        }
    }
    // Attempts logged before their state was kept: read it off their delivery. A later attempt
    // means a retry followed; the last one of a pending delivery waits for its next attempt.
    if (addedColumns.contains(u"delivery_attempts.state"_s)) {
        if (!q.exec(u"UPDATE delivery_attempts SET state = CASE"
                    " WHEN status_code BETWEEN 200 AND 299 AND error IS NULL THEN 'delivered'"
                    " WHEN attempt < (SELECT d.attempts FROM deliveries d"
                    "                 WHERE d.id = delivery_id) THEN 'retrying'"
                    " WHEN (SELECT d.state FROM deliveries d WHERE d.id = delivery_id)"
                    "      = 'pending' THEN 'retrying'"
                    " ELSE 'abandoned' END"_s) ||
            !q.exec(u"UPDATE delivery_attempts SET next_attempt_at = (SELECT d.next_attempt_at"
                    " FROM deliveries d WHERE d.id = delivery_id) WHERE state = 'retrying'"
                    " AND attempt = (SELECT d.attempts FROM deliveries d WHERE d.id = delivery_id"
                    " AND d.state = 'pending')"_s))
            return fail(q);
    }
    return true;
}

} // namespace paydesk::sandbox
