#include "deliveryfeed.h"

#include "deliverymodel.h"

#include <QTimer>

namespace paydesk::webhooks {

DeliveryFeed::DeliveryFeed(QObject *parent)
    : QObject(parent)
    , m_reader(new DeliveryReader(this))
    , m_model(new DeliveryModel(this))
    , m_batchTimer(new QTimer(this))
{
    connect(m_reader, &DeliveryReader::listed, this, &DeliveryFeed::onListed);
    connect(m_reader, &DeliveryReader::loaded, this, &DeliveryFeed::onLoaded);
    connect(m_reader, &DeliveryReader::exported, this, &DeliveryFeed::onExported);
    connect(m_reader, &DeliveryReader::eventTypesRead, this,
            [this](quint64, const QStringList &types) {
                if (!types.isEmpty())
                    Q_EMIT eventTypesSeen(types);
            });
    connect(m_reader, &DeliveryReader::storeFailed, this,
            [this](const QString &path, const QString &error) {
                if (path != m_storePath)
                    return;
                m_storePath.clear();
                Q_EMIT storeFailed(error);
                reload();
            });
    m_batchTimer->setSingleShot(true);
    m_batchTimer->setInterval(DefaultBatchIntervalMs);
    connect(m_batchTimer, &QTimer::timeout, this, &DeliveryFeed::flush);
}

DeliveryFeed::~DeliveryFeed() = default;

void DeliveryFeed::setBatchInterval(int ms)
{
    m_batchTimer->setInterval(ms);
}

int DeliveryFeed::batchInterval() const
{
    return m_batchTimer->interval();
}

void DeliveryFeed::setStorePath(const QString &path)
{
    if (path == m_storePath && !path.isEmpty())
        return;
    m_storePath = path;
    m_reader->setStorePath(path);
    m_listMaxId = 0;
    m_incoming.clear();
    m_loadRequest = 0;
    if (std::exchange(m_current, std::nullopt))
        Q_EMIT currentChanged();
    if (!path.isEmpty())
        m_reader->readEventTypes();
    reload(); // queued behind the opening
}

void DeliveryFeed::setFilter(const DeliveryFilter &filter)
{
    m_filter = filter;
    reload();
}

void DeliveryFeed::resetVerification()
{
    m_monitor.reset();
    Q_EMIT verificationChanged();
}

void DeliveryFeed::reload()
{
    // What waits in m_incoming is stored already (or in m_memory): the new list has it, under
    // the filter of now. Deliveries that arrive meanwhile wait in m_incoming; onListed() adds
    // those the answer has not seen.
    m_incoming.clear();
    m_listRequest = m_reader->list(m_filter, m_model->maxRows(),
                                   m_storePath.isEmpty() ? m_memory : QList<Delivery>());
}

void DeliveryFeed::onListed(quint64 request, const DeliveryReader::ListResult &result)
{
    if (request != m_listRequest)
        return; // a newer list is on its way
    m_listRequest = 0;
    if (!result.error.isEmpty())
        Q_EMIT listFailed(result.error);
    m_model->setDeliveries(result.rows);
    m_listMaxId = result.maxId;
    flush();
    Q_EMIT reloaded();
}

void DeliveryFeed::addDeliveries(const QList<Delivery> &deliveries)
{
    QStringList types;
    for (const Delivery &d : deliveries) {
        m_monitor.add(d);
        if (!d.eventType.isEmpty() && !types.contains(d.eventType))
            types << d.eventType;
    }
    Q_EMIT verificationChanged();
    if (!types.isEmpty())
        Q_EMIT eventTypesSeen(types);
    QList<Delivery> arrived = deliveries;
    if (m_storePath.isEmpty())
        keepInMemory(arrived);
    if (m_paused) {
        m_pendingCount += int(arrived.size());
        Q_EMIT pendingCountChanged(m_pendingCount);
        return;
    }
    // Matched now, while the bodies are here (as the reader matches them), so that neither do
    // the bodies wait here nor is the list read again for every batch; a new filter reads the
    // list again anyway (reload()). With a store, the list needs only the summaries.
    for (const Delivery &d : std::as_const(arrived)) {
        if (m_filter.matches(d))
            m_incoming << (m_storePath.isEmpty() ? d : d.summary());
    }
    if (!m_batchTimer->isActive())
        m_batchTimer->start();
}

void DeliveryFeed::keepInMemory(QList<Delivery> &arrived)
{
    // No store: the list is what is kept here, whole, newest first.
    for (Delivery &d : arrived) {
        if (d.id <= 0)
            d.id = ++m_memorySeq;
    }
    QList<Delivery> newestFirst(arrived.crbegin(), arrived.crend());
    newestFirst.append(std::move(m_memory));
    if (newestFirst.size() > m_model->maxRows())
        newestFirst.resize(m_model->maxRows());
    m_memory = std::move(newestFirst);
}

void DeliveryFeed::flush()
{
    m_batchTimer->stop();
    if (m_paused || m_listRequest != 0 || m_incoming.isEmpty())
        return;           // kept for setPaused(false), or for onListed()
    QList<Delivery> rows; // they matched the filter on arrival
    for (auto it = m_incoming.crbegin(); it != m_incoming.crend(); ++it) {
        if (it->id > m_listMaxId)
            rows << *it;
    }
    for (const Delivery &d : std::as_const(m_incoming))
        m_listMaxId = std::max(m_listMaxId, d.id);
    m_incoming.clear();
    if (rows.isEmpty())
        return;
    m_model->prependRows(rows);
    Q_EMIT rowsAdded(int(rows.size()));
}

void DeliveryFeed::setPaused(bool paused)
{
    if (m_paused == paused)
        return;
    if (paused)
        flush(); // what arrived before the pause is shown, not held back with it
    m_paused = paused;
    if (!paused) {
        // The store (or the memory list) has them all, in order: read the list again.
        if (std::exchange(m_pendingCount, 0) != 0)
            Q_EMIT pendingCountChanged(0);
        reload();
    }
    Q_EMIT pausedChanged(paused);
}

void DeliveryFeed::setCurrentRow(int row)
{
    if (row < 0 || row >= m_model->rowCount()) {
        m_loadRequest = 0;
        if (std::exchange(m_current, std::nullopt))
            Q_EMIT currentChanged();
        return;
    }
    const Delivery &d = m_model->delivery(row);
    if (m_current && m_current->id == d.id && m_current->complete && m_loadRequest == 0)
        return; // loaded already (the list was read again)
    // The row's summary at once, the rest once the reader has it.
    m_current = d;
    m_loadRequest = m_reader->load(d);
    Q_EMIT currentChanged();
}

void DeliveryFeed::onLoaded(quint64 request, const DeliveryView &view)
{
    if (request != m_loadRequest)
        return;
    m_loadRequest = 0;
    m_current = view.delivery;
    Q_EMIT currentLoaded(view);
}

bool DeliveryFeed::exportRows(const QList<int> &rows, const QString &fileName)
{
    if (m_exportRequest != 0)
        return false;
    QList<Delivery> deliveries;
    for (const int row : rows) {
        if (row >= 0 && row < m_model->rowCount())
            deliveries << m_model->delivery(row);
    }
    if (deliveries.isEmpty())
        return false;
    m_exportRequest = m_reader->exportTo(deliveries, fileName);
    return true;
}

void DeliveryFeed::onExported(quint64 request, const DeliveryReader::ExportResult &result)
{
    if (request != m_exportRequest)
        return;
    m_exportRequest = 0;
    Q_EMIT exported(result);
}

} // namespace paydesk::webhooks
