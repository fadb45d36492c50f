// SandboxStore's merchants: one sandbox holds many (a team's shared sandbox), and every row a
// key makes belongs to the key's merchant.
#include "sandboxstore.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// The tables whose rows belong to a merchant (each has merchant_id).
const char *const OwnedTables[] = {
    "api_keys", "transactions", "refunds",           "redirect_sessions",
    "events",   "deliveries",   "webhook_endpoints", "fraud_evaluations",
    "activity", "postings",     "payouts",
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
    // The two tables whose keys take the merchant, built again once in their new shape (a
    // store made before merchants): portable SQL, copy and rename.
    q.exec(u"SELECT value FROM meta WHERE key = 'merchant_tables'"_s);
    const bool rebuilt = q.next();
    q.finish();
    if (!rebuilt) {
        for (const QString &sql : {
                 u"UPDATE daily_balances SET merchant_id = ? WHERE merchant_id IS NULL"_s,
                 u"UPDATE payouts SET merchant_id = ? WHERE merchant_id IS NULL"_s,
                 u"ALTER TABLE daily_balances RENAME TO daily_balances_old"_s,
                 u"ALTER TABLE payouts RENAME TO payouts_old"_s,
                 u"DROP INDEX IF EXISTS payouts_arrival"_s,
                 u"DROP INDEX IF EXISTS payouts_currency"_s,
                 u"DROP INDEX IF EXISTS payouts_pending"_s,
             }) {
            q.prepare(sql);
            if (sql.contains(u'?'))
                q.addBindValue(m_defaultMerchantId);
            if (!q.exec())
                return fail();
        }
        if (!createSchema())
            return false;
        for (const QString &sql : {
                 u"INSERT INTO daily_balances(merchant_id, currency, account, day, debit, credit,"
                 " cum_debit, cum_credit) SELECT merchant_id, currency, account, day, debit,"
                 " credit, cum_debit, cum_credit FROM daily_balances_old"_s,
                 u"INSERT INTO payouts(seq, id, source, currency, gateway, amount, gross, fees,"
                 " refunded, covers_day, arrival_at, ledger_entry_id, merchant_id) SELECT seq, id,"
                 " source, currency, gateway, amount, gross, fees, refunded, covers_day,"
                 " arrival_at, ledger_entry_id, merchant_id FROM payouts_old"_s,
                 u"DROP TABLE daily_balances_old"_s,
                 u"DROP TABLE payouts_old"_s,
                 u"INSERT INTO meta(key, value) VALUES ('merchant_tables', '1')"_s,
             }) {
            if (!q.exec(sql))
                return fail();
        }
    }
    for (const char *table : OwnedTables) {
        q.prepare(u"UPDATE %1 SET merchant_id = ? WHERE merchant_id IS NULL"_s.arg(
            QLatin1StringView(table)));
        q.addBindValue(m_defaultMerchantId);
        if (!q.exec())
            return fail();
    }
    return true;
}

QString SandboxStore::metaKey(const QString &name) const
{
    return m_merchantId == m_defaultMerchantId ? name : name + u':' + m_merchantId;
}

QString merchantPayoutId(const QString &merchantId, const QString &defaultMerchantId,
                         const QString &settlementSource)
{
    return payoutId(merchantId == defaultMerchantId ? settlementSource
                                                    : merchantId + u'/' + settlementSource);
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
    StoreQuery q = prepared(u"SELECT id, name, created_at FROM merchants ORDER BY seq"_s);
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
