// SandboxStore's API keys: the SHA-256 of each key with its id, name, permissions and life.
// A key's value is never stored, so a copy of the data directory gives no key away.
#include "sandboxstore.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

const QString KeyColumns =
    u"key_hash, id, name, permissions, created_at, expires_at, revoked_at, merchant_id"_s;

ApiKeyRecord readKey(const QSqlQuery &q)
{
    ApiKeyRecord k;
    k.hash = q.value(0).toByteArray();
    k.id = q.value(1).toString();
    k.name = q.value(2).toString();
    k.permissions = q.value(3).toString().split(u',', Qt::SkipEmptyParts);
    k.createdAt = q.value(4).toLongLong();
    if (!q.value(5).isNull())
        k.expiresAt = q.value(5).toLongLong();
    if (!q.value(6).isNull())
        k.revokedAt = q.value(6).toLongLong();
    k.merchantId = q.value(7).toString();
    return k;
}

QVariant optionalInteger(const std::optional<qint64> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<qint64>());
}

} // namespace

const QStringList &apiKeyPermissions()
{
    static const QStringList permissions = {u"transactions:read"_s, u"transactions:write"_s,
                                            u"refunds:write"_s, u"ledger:read"_s,
                                            u"webhooks:manage"_s};
    return permissions;
}

bool SandboxStore::addStartKey(const QByteArray &hash, const QString &name, qint64 now)
{
    // Whoever starts the sandbox with a key means it to work: a full key, even if it was revoked
    // or rolled over HTTP before this start.
    // It stays its merchant's key: a start key is the current merchant's (setMerchant()).
    StoreQuery q = prepared(u"INSERT INTO api_keys(key_hash, environment, created_at, id, name,"
                            " permissions, merchant_id) VALUES (?, 'test', ?, ?, ?, '*', ?)"
                            " ON CONFLICT(key_hash) DO UPDATE SET"
                            " permissions = '*', expires_at = NULL, revoked_at = NULL"_s);
    q.addBindValue(hash);
    q.addBindValue(now);
    q.addBindValue(randomId(u"key_"_s));
    q.addBindValue(name);
    q.addBindValue(m_merchantId);
    return exec(q);
}

bool SandboxStore::backfillKeys()
{
    QSqlQuery q(database());
    if (!q.exec(u"SELECT key_hash FROM api_keys WHERE id IS NULL"_s)) {
        m_lastError = q.lastError().text();
        return false;
    }
    QList<QByteArray> hashes;
    while (q.next())
        hashes << q.value(0).toByteArray();
    q.finish();
    for (const QByteArray &hash : std::as_const(hashes)) {
        q.prepare(u"UPDATE api_keys SET id = ?, name = 'Default', permissions = '*'"
                  " WHERE key_hash = ?"_s);
        q.addBindValue(randomId(u"key_"_s));
        q.addBindValue(hash);
        if (!q.exec()) {
            m_lastError = q.lastError().text();
            return false;
        }
    }
    return true;
}

std::optional<ApiKeyRecord> SandboxStore::apiKey(const QByteArray &hash)
{
    StoreQuery q = prepared(u"SELECT "_s + KeyColumns + u" FROM api_keys WHERE key_hash = ?"_s);
    q.addBindValue(hash);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readKey(q);
}

std::optional<ApiKeyRecord> SandboxStore::apiKeyById(const QString &id)
{
    StoreQuery q =
        prepared(u"SELECT "_s + KeyColumns + u" FROM api_keys WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readKey(q);
}

QList<ApiKeyRecord> SandboxStore::apiKeys()
{
    StoreQuery q = prepared(u"SELECT "_s + KeyColumns +
                            u" FROM api_keys WHERE merchant_id = ? ORDER BY created_at, rowid"_s);
    q.addBindValue(m_merchantId);
    QList<ApiKeyRecord> out;
    if (!exec(q))
        return out;
    while (q.next())
        out << readKey(q);
    return out;
}

bool SandboxStore::insertApiKey(const ApiKeyRecord &k)
{
    StoreQuery q = prepared(u"INSERT INTO api_keys(key_hash, environment, id, name, permissions,"
                            " created_at, expires_at, revoked_at, merchant_id)"
                            " VALUES (?, 'test', ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(k.hash);
    q.addBindValue(k.id);
    q.addBindValue(k.name);
    q.addBindValue(k.permissions.join(u','));
    q.addBindValue(k.createdAt);
    q.addBindValue(optionalInteger(k.expiresAt));
    q.addBindValue(optionalInteger(k.revokedAt));
    q.addBindValue(k.merchantId.isEmpty() ? m_merchantId : k.merchantId);
    return exec(q);
}

bool SandboxStore::revokeApiKey(const QString &id, qint64 now)
{
    // A key revoked once stays revoked as of then.
    StoreQuery q = prepared(u"UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?"
                            " AND merchant_id = ?"_s);
    q.addBindValue(now);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    return exec(q) && q.numRowsAffected() == 1;
}

bool SandboxStore::setApiKeyExpiry(const QString &id, qint64 expiresAt)
{
    StoreQuery q =
        prepared(u"UPDATE api_keys SET expires_at = ? WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(expiresAt);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    return exec(q) && q.numRowsAffected() == 1;
}

} // namespace paydesk::sandbox
