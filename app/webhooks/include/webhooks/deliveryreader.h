#pragma once

#include "delivery.h"
#include "deliveryview.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>

class QThread;

namespace paydesk::webhooks {

class ReaderWorker;

// Reads the delivery store for a window, on a thread of its own, with a connection of its
// own: the list under a filter, one delivery made ready to show, the event types, an export.
// A list query may read every body of a large store (the text filter searches them), so
// none of this may run on the GUI thread. Each call returns a request number at once; the
// answer comes later as a signal with that number. A newer request of the same kind makes
// the older ones stale: they are skipped when not started yet, and their answers should be
// dropped by the caller (compare the numbers). The signals are emitted on the thread the
// reader belongs to.
//
// Without a store (no path, or it cannot be opened), the same calls work on the deliveries
// the caller holds in memory.
class DeliveryReader : public QObject
{
    Q_OBJECT
public:
    struct ListResult
    {
        QList<Delivery> rows; // newest first; summaries when read from the store
        qint64 maxId = 0;     // the newest delivery id the query could see (filtered or not)
        QString error;
    };
    struct ExportResult
    {
        bool ok = false;
        int count = 0;
        QString fileName;
        QString error;
    };

    explicit DeliveryReader(QObject *parent = nullptr);
    ~DeliveryReader() override; // waits for the request under way

    // Opens `path` on the reader's thread (creating it when needed), closing the one before;
    // empty closes. storeOpened() or storeFailed() follow.
    void setStorePath(const QString &path);
    QString storePath() const { return m_path; }
    bool hasStore() const { return !m_path.isEmpty(); }

    // The newest `limit` deliveries that pass `filter`: from the store, or from `memory`
    // (newest first) when there is no store.
    quint64 list(const DeliveryFilter &filter, int limit, const QList<Delivery> &memory = {});
    // The delivery of `row` made ready to show: read whole from the store by its id unless it
    // is complete already.
    quint64 load(const Delivery &row);
    quint64 readEventTypes();
    // Writes exportDeliveriesJson() of `rows` (each read whole first) to `fileName`.
    quint64 exportTo(const QList<Delivery> &rows, const QString &fileName);

Q_SIGNALS:
    void storeOpened(const QString &path);
    void storeFailed(const QString &path, const QString &error);
    void listed(quint64 request, const paydesk::webhooks::DeliveryReader::ListResult &result);
    void loaded(quint64 request, const paydesk::webhooks::DeliveryView &view);
    void eventTypesRead(quint64 request, const QStringList &types);
    void exported(quint64 request, const paydesk::webhooks::DeliveryReader::ExportResult &result);

private:
    void answer(std::function<void()> emitter);

    QThread *m_thread = nullptr;
    ReaderWorker *m_worker = nullptr;
    QString m_path;
    std::atomic<quint64> m_next{0};
    std::atomic<quint64> m_latestList{0};
    std::atomic<quint64> m_latestLoad{0};
};

} // namespace paydesk::webhooks

Q_DECLARE_METATYPE(paydesk::webhooks::DeliveryReader::ListResult)
Q_DECLARE_METATYPE(paydesk::webhooks::DeliveryReader::ExportResult)
