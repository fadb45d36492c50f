// SandboxStore's webhook outbox: events, their deliveries and the delivery log.
#include "sandboxstore.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

bool SandboxStore::insertEvent(const QString &id, const QString &type, const QString &transactionId,
                               qint64 createdAt, const QByteArray &payload)
{
    StoreQuery q = prepared(u"INSERT INTO events(id, type, transaction_id, created_at, payload)"
                            " VALUES (?, ?, ?, ?, ?)"_s);
    q.addBindValue(id);
    q.addBindValue(type);
    q.addBindValue(transactionId);
    q.addBindValue(createdAt);
    q.addBindValue(payload);
    return exec(q);
}

bool SandboxStore::insertDeliveries(const QString &eventId, const QList<DeliveryTarget> &targets,
                                    qint64 nowMs)
{
    StoreQuery d = prepared(u"INSERT INTO deliveries(event_id, url, endpoint_id, attempts,"
                            " next_attempt_at, state) VALUES (?, ?, ?, 0, ?, 'pending')"_s);
    for (const DeliveryTarget &t : targets) {
        d.addBindValue(eventId);
        d.addBindValue(t.url.toString(QUrl::FullyEncoded));
        d.addBindValue(t.endpointId.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                              : QVariant(t.endpointId));
        d.addBindValue(nowMs);
        if (!exec(d))
            return false;
    }
    return true;
}

std::optional<QString> SandboxStore::eventType(const QString &eventId)
{
    StoreQuery q = prepared(u"SELECT type FROM events WHERE id = ?"_s);
    q.addBindValue(eventId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return q.value(0).toString();
}

QList<DueDelivery> SandboxStore::dueDeliveries(qint64 nowMs, int limit,
                                               const QList<qint64> &exclude)
{
    StoreQuery q =
        prepared(u"SELECT d.id, d.event_id, d.url, d.attempts, e.payload, d.endpoint_id FROM"
                 " deliveries d JOIN events e ON e.id = d.event_id WHERE"
                 " d.state = 'pending' AND d.next_attempt_at <= ?"
                 " ORDER BY d.next_attempt_at, d.id LIMIT ?"_s);
    q.addBindValue(nowMs);
    q.addBindValue(limit + exclude.size());
    QList<DueDelivery> out;
    if (!exec(q))
        return out;
    while (q.next() && out.size() < limit) {
        DueDelivery d;
        d.id = q.value(0).toLongLong();
        if (exclude.contains(d.id))
            continue;
        d.eventId = q.value(1).toString();
        d.url = QUrl(q.value(2).toString(), QUrl::StrictMode);
        d.attempts = q.value(3).toInt();
        d.payload = q.value(4).toByteArray();
        d.endpointId = q.value(5).toString();
        out << d;
    }
    return out;
}

std::optional<qint64> SandboxStore::nextDeliveryAt()
{
    StoreQuery q =
        prepared(u"SELECT MIN(next_attempt_at) FROM deliveries WHERE state = 'pending'"_s);
    if (!exec(q) || !q.next() || q.value(0).isNull())
        return std::nullopt;
    return q.value(0).toLongLong();
}

void SandboxStore::recordAttempt(const DeliveryAttempt &a, bool delivered,
                                 std::optional<qint64> nextAttemptMs)
{
    if (!begin())
        return;
    StoreQuery ins = prepared(u"INSERT INTO delivery_attempts(delivery_id, event_id, url, attempt,"
                              " at, status_code, error, duration_ms)"
                              " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    ins.addBindValue(a.deliveryId);
    ins.addBindValue(a.eventId);
    ins.addBindValue(a.url);
    ins.addBindValue(a.attempt);
    ins.addBindValue(a.atMs);
    ins.addBindValue(a.statusCode ? QVariant(a.statusCode) : QVariant(QMetaType::fromType<int>()));
    ins.addBindValue(a.error.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : a.error);
    ins.addBindValue(a.durationMs);
    exec(ins);
    StoreQuery upd = prepared(u"UPDATE deliveries SET attempts = ?, state = ?, next_attempt_at = ?,"
                              " last_status = ?, last_error = ? WHERE id = ?"_s);
    upd.addBindValue(a.attempt);
    upd.addBindValue(delivered ? u"delivered"_s : nextAttemptMs ? u"pending"_s : u"failed"_s);
    upd.addBindValue(nextAttemptMs.value_or(a.atMs));
    upd.addBindValue(a.statusCode ? QVariant(a.statusCode) : QVariant(QMetaType::fromType<int>()));
    upd.addBindValue(a.error.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : a.error);
    upd.addBindValue(a.deliveryId);
    exec(upd);
    commit();
}

int SandboxStore::abandonDeliveries(const QSet<QString> &configured, qint64 nowMs,
                                    const QString &reason)
{
    StoreQuery q =
        prepared(u"SELECT id, event_id, url, attempts FROM deliveries WHERE state = 'pending'"
                 " AND endpoint_id IS NULL"_s);
    if (!exec(q))
        return 0;
    QList<DeliveryAttempt> gone;
    while (q.next()) {
        if (configured.contains(q.value(2).toString()))
            continue;
        DeliveryAttempt a;
        a.deliveryId = q.value(0).toLongLong();
        a.eventId = q.value(1).toString();
        a.url = q.value(2).toString();
        a.attempt = q.value(3).toInt() + 1;
        a.atMs = nowMs;
        a.error = reason;
        gone << a;
    }
    q.finish();
    return !gone.isEmpty() && abandon(gone) ? int(gone.size()) : 0;
}

bool SandboxStore::abandon(const QList<DeliveryAttempt> &entries)
{
    if (!begin())
        return false;
    StoreQuery ins = prepared(u"INSERT INTO delivery_attempts(delivery_id, event_id, url, attempt,"
                              " at, status_code, error, duration_ms)"
                              " VALUES (?, ?, ?, ?, ?, NULL, ?, 0)"_s);
    StoreQuery upd = prepared(u"UPDATE deliveries SET attempts = ?, state = 'abandoned',"
                              " last_status = NULL, last_error = ? WHERE id = ?"_s);
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
        if (!exec(ins) || !exec(upd)) {
            rollback();
            return false;
        }
    }
    return commit();
}

QList<DeliveryAttempt> SandboxStore::deliveryAttempts(int limit, const DeliveryLogFilter &f)
{
    QString where;
    QVariantList values;
    const auto add = [&](const QString &clause, const QString &value) {
        if (value.isEmpty())
            return;
        where += (where.isEmpty() ? u" WHERE "_s : u" AND "_s) + clause;
        values << value;
    };
    add(u"a.event_id = ?"_s, f.eventId);
    add(u"d.endpoint_id = ?"_s, f.endpointId);
    add(u"e.transaction_id = ?"_s, f.transactionId);
    StoreQuery q = prepared(
        u"SELECT a.delivery_id, a.event_id, a.url, a.attempt, a.at, a.status_code, a.error,"
        " a.duration_ms, d.endpoint_id, e.type FROM delivery_attempts a"
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
        a.endpointId = q.value(8).toString();
        a.eventType = q.value(9).toString();
        out << a;
    }
    return out;
}

int SandboxStore::pendingDeliveries()
{
    StoreQuery q = prepared(u"SELECT COUNT(*) FROM deliveries WHERE state = 'pending'"_s);
    return exec(q) && q.next() ? q.value(0).toInt() : 0;
}

} // namespace paydesk::sandbox
