// SandboxStore's activity log: every request that changed something (or was refused trying),
// by the key that sent it. Newest first by insertion order (seq), which a clock moved back in
// a test cannot reorder.
#include "sandboxstore.h"
#include "sandboxstore_p.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

bool SandboxStore::insertActivity(const ActivityRecord &a)
{
    StoreQuery q = prepared(
        u"INSERT INTO activity(id, at, key_id, key_name, method, path, status,"
        " resource_id, idempotency_key, merchant_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(a.id);
    q.addBindValue(a.at);
    q.addBindValue(a.keyId);
    q.addBindValue(a.keyName);
    q.addBindValue(a.method);
    q.addBindValue(a.path);
    q.addBindValue(a.status);
    q.addBindValue(optionalText(a.resourceId));
    q.addBindValue(optionalText(a.idempotencyKey));
    q.addBindValue(m_merchantId);
    return exec(q);
}

Page<ActivityRecord> SandboxStore::listActivity(const ActivityFilter &f, int limit,
                                                std::optional<qint64> beforeSeq)
{
    // Each filter a fixed clause, so the statement is one of a few cached ones; the key's index
    // (key_id, seq) or the rowid serves the order, the time range filters along the way.
    QString sql = u"SELECT seq, id, at, key_id, key_name, method, path, status, resource_id,"
                  " idempotency_key FROM activity WHERE merchant_id = ?"_s;
    if (!f.keyId.isEmpty())
        sql += u" AND key_id = ?"_s;
    if (f.from)
        sql += u" AND at >= ?"_s;
    if (f.to)
        sql += u" AND at < ?"_s;
    if (beforeSeq)
        sql += u" AND seq < ?"_s;
    sql += u" ORDER BY seq DESC LIMIT ?"_s;
    StoreQuery q = prepared(sql);
    q.addBindValue(m_merchantId);
    if (!f.keyId.isEmpty())
        q.addBindValue(f.keyId);
    if (f.from)
        q.addBindValue(*f.from);
    if (f.to)
        q.addBindValue(*f.to);
    if (beforeSeq)
        q.addBindValue(*beforeSeq);
    return readPage(*this, q, limit, [](const QSqlQuery &q) {
        ActivityRecord a;
        a.seq = q.value(0).toLongLong();
        a.id = q.value(1).toString();
        a.at = q.value(2).toLongLong();
        a.keyId = q.value(3).toString();
        a.keyName = q.value(4).toString();
        a.method = q.value(5).toString();
        a.path = q.value(6).toString();
        a.status = q.value(7).toInt();
        a.resourceId = textOrNull(q.value(8));
        a.idempotencyKey = textOrNull(q.value(9));
        return a;
    });
}

} // namespace paydesk::sandbox
