// Private to SandboxStore's files: NULL-able text columns, the columns a record is read from.
#pragma once

#include <QString>
#include <QVariant>

#include <optional>

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

} // namespace paydesk::sandbox
