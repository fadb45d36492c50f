#pragma once

#include "pagedlistmodel.h"

#include <QHash>
#include <QSet>

namespace paydesk::api {
// Whether two queries ask for the same rows (limit and cursor ignored); found by the paged
// model through the query's namespace.
inline bool sameRows(const ActivityQuery &a, const ActivityQuery &b)
{
    return a.keyId == b.keyId && a.from == b.from && a.to == b.to;
}
} // namespace paydesk::api

namespace paydesk::models {

using ActivityRows =
    PagedRowsModel<api::ActivityEntry, api::ActivityQuery, &api::ApiClient::listActivity>;

// The service's activity log, newest first and paged (see PagedListModel): when, which key, what
// in words ("Refund of ORD-7"), the answer, the transaction it was about. Each transaction a
// loaded row names is asked for once, a few at a time, for its merchant reference; until it
// answers the row names the transaction by its id.
class ActivityModel : public ActivityRows
{
    Q_OBJECT
public:
    enum Column { When, Key, What, Answer, Transaction, Request, IdempotencyKey, ColumnCount };
    Q_ENUM(Column)

    explicit ActivityModel(QObject *parent = nullptr);

    const api::ActivityEntry &entryAt(int row) const { return rowAt(row); }
    int columnCount(const QModelIndex &parent = {}) const override;

    // What the request did, in words, with the transaction's reference once known.
    QString describe(const api::ActivityEntry &entry) const;
    // The answer in words with its status: "Done (201)", "Not permitted (403)".
    static QString answerText(int status);
    // A transaction's merchant reference, once looked up; empty until then (or when none).
    QString referenceOf(const QString &transactionId) const
    {
        return m_references.value(transactionId);
    }
    // Lookups waiting or running.
    int pendingLookups() const { return int(m_queue.size()) + m_inFlight; }

    static constexpr int MaxLookupsInFlight = 4;

    // Whether the service keeps an activity log: one without it answers 404, shown as an empty
    // list that says so.
    bool logOffered() const { return m_logOffered; }

Q_SIGNALS:
    void logOfferedChanged(bool offered);

private:
    api::Result<api::Page<api::ActivityEntry>>
    pageAnswer(const api::Result<api::Page<api::ActivityEntry>> &result) override;
    QVariant cellData(const api::ActivityEntry &row, int column, int role) const override;
    QString columnTitle(int column) const override;
    void queueLookups();
    void lookUpNext();
    void referenceArrived(const QString &transactionId, const QString &reference);

    QPointer<api::ApiClient> m_lookupClient; // whose answers m_references holds
    QHash<QString, QString> m_references;    // transaction id -> merchant_ref
    QSet<QString> m_asked;
    QStringList m_queue;
    int m_inFlight = 0;
    bool m_logOffered = true;
};

} // namespace paydesk::models
