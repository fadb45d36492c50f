// Private to SandboxStore's files: NULL-able text columns.
#pragma once

#include <QString>
#include <QVariant>

#include <optional>

namespace paydesk::sandbox {

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
