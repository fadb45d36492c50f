// SandboxStore's redirect sessions table.
#include "sandboxstore.h"
#include "sandboxstore_p.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

bool SandboxStore::insertSession(const RedirectSessionRecord &s)
{
    StoreQuery q =
        prepared(u"INSERT INTO redirect_sessions(id, status, amount, currency, gateway,"
                 " merchant_ref, description, return_url, cancel_url, transaction_id,"
                 " expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
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
    return exec(q);
}

std::optional<RedirectSessionRecord> SandboxStore::session(const QString &id)
{
    StoreQuery q = prepared(u"SELECT id, status, amount, currency, gateway, merchant_ref,"
                            " description, return_url, cancel_url, transaction_id, expires_at,"
                            " created_at FROM redirect_sessions WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q) || !q.next())
        return std::nullopt;
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

bool SandboxStore::updateSession(const QString &id, const QString &status,
                                 const std::optional<QString> &transactionId)
{
    StoreQuery q =
        prepared(u"UPDATE redirect_sessions SET status = ?, transaction_id = ? WHERE id = ?"_s);
    q.addBindValue(status);
    q.addBindValue(optionalText(transactionId));
    q.addBindValue(id);
    return exec(q);
}

} // namespace paydesk::sandbox
