// Private to SandboxStore's files: NULL-able text columns, the columns a record is read from,
// a list page read from its query.
#pragma once

#include "sandboxstore.h"

#include <QString>
#include <QVariant>

#include <optional>
#include <type_traits>
#include <utility>

namespace paydesk::sandbox {

// The columns SandboxStore::readTransaction and readRefund read, in their order.
inline const QString TransactionColumns =
    QStringLiteral("seq, id, status, amount, amount_refunded, currency, gateway, merchant_ref,"
                   " description, created_at, updated_at, failure_code, failure_message,"
                   " fraud_evaluation_id, merchant_id");
inline const QString RefundColumns =
    QStringLiteral("seq, id, transaction_id, amount, currency, reason, note, status, created_at,"
                   " merchant_id");

inline QVariant optionalText(const std::optional<QString> &s)
{
    return s ? QVariant(*s) : QVariant(QMetaType::fromType<QString>());
}

inline std::optional<QString> textOrNull(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toString();
}

// Runs a list's query, whose last placeholder is its LIMIT, bound here to one row more than
// `limit`: that row is not read, it only says there are more. Each row is read by `read`.
template<typename Read>
auto readPage(SandboxStore &store, StoreQuery &q, int limit, Read read)
    -> Page<std::invoke_result_t<Read &, const QSqlQuery &>>
{
    q.addBindValue(limit + 1);
    Page<std::invoke_result_t<Read &, const QSqlQuery &>> page;
    if (!store.exec(q))
        return page;
    while (q.next()) {
        if (page.items.size() == limit) {
            page.hasMore = true;
            break;
        }
        page.items << read(std::as_const(q));
    }
    return page;
}

} // namespace paydesk::sandbox
