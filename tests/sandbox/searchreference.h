#pragma once

// Test support: what `q` matches (shared/CONTRACT.md, "Second wave: Search"), written plainly,
// to compare the sandbox's answers with.

#include <QJsonObject>
#include <QString>

namespace paydesk::testing {

inline bool searchMatches(const QJsonObject &t, const QString &q)
{
    const QString id = t.value(QLatin1String("id")).toString();
    const QString ref = t.value(QLatin1String("merchant_ref")).toString();
    const QString description = t.value(QLatin1String("description")).toString();
    if (q == id)
        return true;
    if (q.toUcs4().size() < 3)
        return ref.startsWith(q, Qt::CaseInsensitive);
    return ref.contains(q, Qt::CaseInsensitive) || description.contains(q, Qt::CaseInsensitive) ||
           id.contains(q, Qt::CaseInsensitive);
}

// A refund matches its id, its transaction's id, or its transaction's merchant_ref.
inline bool refundSearchMatches(const QJsonObject &r, const QString &merchantRef, const QString &q)
{
    if (q.toUcs4().size() < 3)
        return merchantRef.startsWith(q, Qt::CaseInsensitive);
    return merchantRef.contains(q, Qt::CaseInsensitive) ||
           r.value(QLatin1String("id")).toString().contains(q, Qt::CaseInsensitive) ||
           r.value(QLatin1String("transaction_id")).toString().contains(q, Qt::CaseInsensitive);
}

} // namespace paydesk::testing
