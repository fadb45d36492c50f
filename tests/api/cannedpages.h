#pragma once

// Pages of a misbehaving service for the CannedServer (cannedserver.h): list envelopes of
// transactions or ledger entries with whatever has_more and next_cursor a test needs, such as a
// cursor given twice or a page that goes back in time.

#include <QByteArray>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace paydesk::testing {

// A transaction created `secondsAgo` before 2026-11-22T06:00:00Z.
inline QJsonObject cannedTransaction(const QString &id, int secondsAgo, qint64 amount = 1000)
{
    const QString at = QDateTime(QDate(2026, 11, 22), QTime(6, 0), Qt::UTC)
                           .addSecs(-secondsAgo)
                           .toString(Qt::ISODate);
    return {{QStringLiteral("id"), id},
            {QStringLiteral("object"), QStringLiteral("transaction")},
            {QStringLiteral("merchant_id"), QStringLiteral("mer_canned")},
            {QStringLiteral("status"), QStringLiteral("captured")},
            {QStringLiteral("amount"), amount},
            {QStringLiteral("amount_refunded"), 0},
            {QStringLiteral("currency"), QStringLiteral("USD")},
            {QStringLiteral("gateway"), QStringLiteral("cardnet")},
            {QStringLiteral("merchant_ref"), QString(QStringLiteral("ORD-") + id)},
            {QStringLiteral("description"), QJsonValue()},
            {QStringLiteral("created_at"), at},
            {QStringLiteral("updated_at"), at}};
}

// A posting of account `account` in USD, `secondsAfter` 2026-11-01T00:00:00Z.
inline QJsonObject cannedLedgerEntry(const QString &id, const QString &account, int secondsAfter,
                                     qint64 debit)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("posted_at"), QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC)
                                              .addSecs(secondsAfter)
                                              .toString(Qt::ISODate)},
            {QStringLiteral("account_code"), account},
            {QStringLiteral("currency"), QStringLiteral("USD")},
            {QStringLiteral("debit"), debit},
            {QStringLiteral("credit"), 0},
            {QStringLiteral("source_type"), QStringLiteral("transaction")},
            {QStringLiteral("source_id"), QString(QStringLiteral("txn_") + id)},
            {QStringLiteral("description"), QString(QStringLiteral("Canned ") + id)}};
}

// The envelope (docs/api.md §5); an empty `nextCursor` is null, whatever `hasMore` says.
inline QByteArray cannedPage(const QList<QJsonObject> &rows, bool hasMore,
                             const QString &nextCursor, QJsonObject extra = {})
{
    QJsonArray data;
    for (const QJsonObject &row : rows)
        data.append(row);
    extra.insert(QStringLiteral("object"), QStringLiteral("list"));
    extra.insert(QStringLiteral("data"), data);
    extra.insert(QStringLiteral("has_more"), hasMore);
    extra.insert(QStringLiteral("next_cursor"),
                 nextCursor.isEmpty() ? QJsonValue() : QJsonValue(nextCursor));
    return QJsonDocument(extra).toJson(QJsonDocument::Compact);
}

} // namespace paydesk::testing
