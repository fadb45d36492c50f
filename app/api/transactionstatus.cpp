#include "transactionstatus.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace paydesk::api {

namespace {

// The service's names, in the order it documents them.
constexpr std::array<std::pair<TransactionStatus::Value, QStringView>, 4> WireNames{{
    {TransactionStatus::Captured, u"captured"},
    {TransactionStatus::Failed, u"failed"},
    {TransactionStatus::Refunded, u"refunded"},
    {TransactionStatus::PartiallyRefunded, u"partially_refunded"},
}};

} // namespace

TransactionStatus::TransactionStatus(Value value)
    : m_value(value)
{
    for (const auto &[known, wire] : WireNames) {
        if (known == value)
            m_wire = wire.toString();
    }
}

TransactionStatus::TransactionStatus(const QString &wire)
    : m_wire(wire)
{
    for (const auto &[known, name] : WireNames) {
        if (name == wire)
            m_value = known;
    }
}

QString TransactionStatus::text() const
{
    switch (m_value) {
    case Captured:
        return QCoreApplication::translate("TransactionStatus", "Captured");
    case Failed:
        return QCoreApplication::translate("TransactionStatus", "Failed");
    case Refunded:
        return QCoreApplication::translate("TransactionStatus", "Refunded");
    case PartiallyRefunded:
        return QCoreApplication::translate("TransactionStatus", "Partially refunded");
    case Unknown:
        break;
    }
    return m_wire; // unknown statuses are shown as they come
}

QList<TransactionStatus> TransactionStatus::known()
{
    QList<TransactionStatus> statuses;
    for (const auto &[value, wire] : WireNames)
        statuses.append(TransactionStatus(value));
    return statuses;
}

QStringList TransactionStatus::knownWireNames()
{
    QStringList names;
    for (const auto &[value, wire] : WireNames)
        names.append(wire.toString());
    return names;
}

} // namespace paydesk::api
