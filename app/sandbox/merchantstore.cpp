// SandboxStore's merchants: one sandbox holds many (a team's shared sandbox), and every row a
// key makes belongs to the key's merchant.
#include "sandboxstore.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// The tables whose rows belong to a merchant (each has merchant_id).
const char *const OwnedTables[] = {
    "api_keys",   "transactions",      "refunds",           "redirect_sessions", "events",
    "deliveries", "delivery_attempts", "webhook_endpoints", "fraud_evaluations", "activity",
    "postings",   "payouts",
};

} // namespace

bool SandboxStore::backfillMerchants()
{
    QSqlQuery q(database());
    const auto fail = [&] {
        m_lastError = q.lastError().text();
        return false;
    };
    q.prepare(u"INSERT INTO merchants(id, name, created_at) SELECT ?, 'Sandbox merchant',"
              " COALESCE((SELECT MIN(created_at) FROM api_keys), 0)"
              " WHERE NOT EXISTS (SELECT 1 FROM merchants WHERE id = ?)"_s);
    q.addBindValue(m_defaultMerchantId);
    q.addBindValue(m_defaultMerchantId);
    if (!q.exec())
        return fail();
    for (const char *table : OwnedTables) {
        q.prepare(u"UPDATE %1 SET merchant_id = ? WHERE merchant_id IS NULL"_s.arg(
            QLatin1StringView(table)));
        q.addBindValue(m_defaultMerchantId);
        if (!q.exec())
            return fail();
    }
    return true;
}

bool SandboxStore::insertMerchant(const MerchantRecord &m)
{
    StoreQuery q = prepared(u"INSERT INTO merchants(id, name, created_at) VALUES (?, ?, ?)"_s);
    q.addBindValue(m.id);
    q.addBindValue(m.name);
    q.addBindValue(m.createdAt);
    return exec(q);
}

QList<MerchantRecord> SandboxStore::merchants()
{
    StoreQuery q =
        prepared(u"SELECT id, name, created_at FROM merchants ORDER BY created_at, id"_s);
    QList<MerchantRecord> out;
    if (!exec(q))
        return out;
    while (q.next())
        out << MerchantRecord{q.value(0).toString(), q.value(1).toString(),
                              q.value(2).toLongLong()};
    return out;
}

std::optional<MerchantRecord> SandboxStore::merchant(const QString &id)
{
    StoreQuery q = prepared(u"SELECT id, name, created_at FROM merchants WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return MerchantRecord{q.value(0).toString(), q.value(1).toString(), q.value(2).toLongLong()};
}

} // namespace paydesk::sandbox
