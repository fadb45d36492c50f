#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace paydesk::api {

// A transaction's status as the service names it. The statuses PayDesk knows have a meaning
// and words in the user's language; any other (one newer than this PayDesk) is kept as it
// came and shown as it is (CONTRACT.md, "Client tolerance"). Colours are the window's
// business: see ui/widgets/statuscolors.h.
class TransactionStatus
{
public:
    enum Value { Unknown, Captured, Failed, Refunded, PartiallyRefunded };

    TransactionStatus() = default;
    explicit TransactionStatus(Value value);
    // From the wire: "captured", "partially_refunded", or anything newer.
    explicit TransactionStatus(const QString &wire);

    Value value() const { return m_value; }
    bool isKnown() const { return m_value != Unknown; }
    // As the service writes it; a known status always in the service's spelling.
    QString wire() const { return m_wire; }
    // Translated ("Partially refunded"); an unknown status as it came.
    QString text() const;
    // Whether money may still go back: captured or partially refunded.
    bool allowsRefund() const { return m_value == Captured || m_value == PartiallyRefunded; }

    // Every known status, in the order the service documents them.
    static QList<TransactionStatus> known();
    static QStringList knownWireNames();

    friend bool operator==(const TransactionStatus &a, const TransactionStatus &b)
    {
        return a.m_value == b.m_value && a.m_wire == b.m_wire;
    }

private:
    Value m_value = Unknown;
    QString m_wire;
};

} // namespace paydesk::api
