#pragma once

#include "delivery.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>

QT_BEGIN_NAMESPACE
class QSqlQuery;
QT_END_NAMESPACE

namespace paydesk::webhooks {

// The captured deliveries, in SQLite, so that they survive a restart. An instance is one
// connection and belongs to the thread that opened it; the receiver's recorder thread writes
// through one instance while DeliveryReader's thread reads through another on the same file
// (WAL mode).
class DeliveryStore
{
    Q_DECLARE_TR_FUNCTIONS(DeliveryStore)

public:
    struct Retention
    {
        int maxCount = 10'000; // newest kept; 0: no limit
        int maxAgeDays = 30;   // 0: no limit
    };

    DeliveryStore();
    ~DeliveryStore();
    Q_DISABLE_COPY_MOVE(DeliveryStore)

    // <AppDataLocation>/webhooks/deliveries.sqlite
    static QString defaultPath();

    // Creates the file (and its folder) when needed; ":memory:" keeps nothing.
    bool open(const QString &path, QString *error = nullptr);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }

    void setRetention(const Retention &retention) { m_retention = retention; }
    Retention retention() const { return m_retention; }

    // Stores `delivery` and sets its id. Prunes by the retention now and then.
    bool insert(Delivery &delivery);
    // Inserts between the two share one commit (a busy receiver commits once per batch of
    // requests rather than once per request). Not nested.
    bool beginBatch();
    bool commitBatch();
    bool inBatch() const { return m_inBatch; }
    // By default SQLite copies the write-ahead log into the database every 1,000 pages, inside
    // the commit that reaches them (with an fsync). A busy writer can turn that off and call
    // checkpoint() when it is idle instead, so that no commit waits for it.
    void setCheckpointOnCommit(bool on);
    bool checkpoint();
    std::optional<Delivery> get(qint64 id) const;
    // Newest first. With summaries, rows come without headers, body and steps (complete is
    // false); the text filter still searches the stored body.
    QList<Delivery> query(const DeliveryFilter &filter, int limit = 1000, bool summaries = true,
                          qint64 beforeId = 0, bool *ok = nullptr) const;
    qint64 count() const;
    // The newest delivery's id; 0 when there is none.
    qint64 maxId() const;
    // How many deliveries with this webhook id are stored.
    int countWithWebhookId(const QString &webhookId) const;
    // Every webhook id with its count, when there are at most `limit` deliveries.
    std::optional<QHash<QString, int>> webhookIdCounts(int limit) const;
    // The event types seen, sorted.
    QStringList eventTypes() const;
    // Applies the retention as of `nowMs`; returns how many deliveries went.
    int prune(qint64 nowMs);
    bool clear();

private:
    QSqlDatabase database() const;
    bool migrate();
    Delivery fromRow(const QSqlQuery &q, bool summary) const;

    QString m_connection;
    QString m_path;
    mutable QString m_lastError;
    Retention m_retention;
    int m_insertsSincePrune = 0;
    bool m_inBatch = false;
    std::unique_ptr<QSqlQuery> m_insert; // prepared once
    mutable std::unique_ptr<QSqlQuery> m_countById;
};

} // namespace paydesk::webhooks
