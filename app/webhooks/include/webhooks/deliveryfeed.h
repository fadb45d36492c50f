#pragma once

#include "delivery.h"
#include "deliveryreader.h"
#include "deliveryview.h"
#include "verificationmonitor.h"

#include <QObject>

#include <optional>

class QTimer;

namespace paydesk::webhooks {

class DeliveryModel;

// What the Webhooks pane shows, without its widgets. The list (model()) under a filter, read
// from the delivery store off the GUI thread (DeliveryReader), or from the deliveries kept in
// memory when there is no store; live deliveries (addDeliveries(), from
// WebhookReceiver::deliveriesReceived) matched against the filter as they arrive and put on
// top in batches, one model update per batchInterval() at most; pause, with the count of what
// arrived meanwhile; the selected delivery read whole; exports; and the run of failed
// verifications among the arrivals.
//
// Every read is asynchronous: reloaded(), currentLoaded() and exported() say when it is done.
// A newer list read makes the answer of an older one stale; so does a newer selection for
// the selected delivery.
class DeliveryFeed : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultBatchIntervalMs = 100;

    explicit DeliveryFeed(QObject *parent = nullptr);
    ~DeliveryFeed() override;

    DeliveryModel *model() const { return m_model; }

    // The store the receiver writes (WebhookInspector::storePath()); empty: the deliveries
    // that arrive are kept in memory, as many as the model lists (DeliveryModel::maxRows()).
    // Ids belong to a store: a new one forgets the selected delivery, then its event types
    // and the list are read. A store that cannot be opened is dropped with storeFailed(), and
    // the list comes from memory.
    void setStorePath(const QString &path);
    QString storePath() const { return m_storePath; }

    // The list's filter, which deliveries are matched against as they arrive too.
    DeliveryFilter filter() const { return m_filter; }
    // Reads the list again under `filter`.
    void setFilter(const DeliveryFilter &filter);

    bool isPaused() const { return m_paused; }
    // How many deliveries arrived while paused, matching the filter or not.
    int pendingCount() const { return m_pendingCount; }
    // A list read is under way.
    bool isLoading() const { return m_listRequest != 0; }
    // Deliveries that matched the filter on arrival and are not listed yet.
    int waitingCount() const { return int(m_incoming.size()); }

    void setBatchInterval(int ms);
    int batchInterval() const;

    // The arrivals' verdicts in a row (the failure banner).
    const VerificationMonitor &verification() const { return m_monitor; }
    // Starts counting failures afresh (another secret checks the next deliveries).
    void resetVerification();

    // The selected delivery: whole once loaded (complete), its list row until then.
    const std::optional<Delivery> &current() const { return m_current; }
    bool isCurrentLoaded() const { return m_current && m_current->complete; }
    // Selects the delivery of this model row (out of range: none) and reads it whole:
    // currentChanged() now, currentLoaded() once it is read. The delivery selected already,
    // loaded, is not read again (the list was read again around it).
    void setCurrentRow(int row);

    bool isExporting() const { return m_exportRequest != 0; }
    // Starts writing the deliveries of these model rows (read whole off the GUI thread) to
    // `fileName`; false when there are none or an export is under way. exported() follows.
    bool exportRows(const QList<int> &rows, const QString &fileName);

public Q_SLOTS:
    // Deliveries as the receiver reports them, oldest first, stored already when there is a
    // store.
    void addDeliveries(const QList<paydesk::webhooks::Delivery> &deliveries);
    // Keeps the list still. Deliveries still arrive (and are counted); resuming reads the
    // list again, which has them all, in order.
    void setPaused(bool paused);
    // Reads the list again under filter(). What waits to be listed is dropped: the store (or
    // the memory) has it, so the new list has it too; what arrives meanwhile waits and joins
    // the list after the answer, unless the answer holds it already.
    void reload();
    // Puts the deliveries waiting now on top of the list, in one go; kept while paused or
    // while a list read is under way.
    void flush();

Q_SIGNALS:
    // The list has been read again (a filter, resume, a new store) and what waited was added.
    void reloaded();
    // Live deliveries were put on top of the list.
    void rowsAdded(int count);
    void pausedChanged(bool paused);
    void pendingCountChanged(int count);
    // Event types of the store, and of deliveries as they arrive (possibly seen before).
    void eventTypesSeen(const QStringList &types);
    // verification() may say something else.
    void verificationChanged();
    // Another delivery is selected, or none: current() has its list row, not loaded yet.
    void currentChanged();
    // The selected delivery has been read; view.found is false when the store no longer has
    // it (the retention removed it), and current() is its list row then.
    void currentLoaded(const paydesk::webhooks::DeliveryView &view);
    void exported(const paydesk::webhooks::DeliveryReader::ExportResult &result);
    // A list read failed; the list is what the reader could read (perhaps nothing).
    void listFailed(const QString &error);
    // The store could not be opened; storePath() is empty now.
    void storeFailed(const QString &error);

private:
    void onListed(quint64 request, const DeliveryReader::ListResult &result);
    void onLoaded(quint64 request, const DeliveryView &view);
    void onExported(quint64 request, const DeliveryReader::ExportResult &result);
    void keepInMemory(QList<Delivery> &arrived);

    DeliveryReader *m_reader = nullptr;
    DeliveryModel *m_model = nullptr;
    QTimer *m_batchTimer = nullptr;
    QString m_storePath;
    DeliveryFilter m_filter;
    VerificationMonitor m_monitor;
    QList<Delivery> m_memory; // without a store: what came, newest first
    qint64 m_memorySeq = 0;   // ids for deliveries kept in memory only
    // Matched on arrival, not in the list yet, oldest first: with a store, their summaries;
    // without one, whole.
    QList<Delivery> m_incoming;
    qint64 m_listMaxId = 0; // the newest delivery the list has seen
    quint64 m_listRequest = 0;
    quint64 m_loadRequest = 0;
    quint64 m_exportRequest = 0;
    std::optional<Delivery> m_current;
    int m_pendingCount = 0;
    bool m_paused = false;
};

} // namespace paydesk::webhooks
