#include "deliveryreader.h"

#include "deliverystore.h"
#include "replay.h"
#include "webhookslogging.h"

#include <QDir>
#include <QSaveFile>
#include <QThread>

#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::webhooks {

// Lives on the reader's thread, with the store connection that belongs to it.
class ReaderWorker : public QObject
{
public:
    DeliveryStore store;
};

// From the reader's thread: the signals are emitted on the thread of the DeliveryReader, so
// that whoever listens (a QSignalSpy too) hears them there. Dropped when it is gone.
void DeliveryReader::answer(std::function<void()> emitter)
{
    QMetaObject::invokeMethod(this, std::move(emitter), Qt::QueuedConnection);
}

DeliveryReader::DeliveryReader(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Delivery>();
    qRegisterMetaType<DeliveryView>();
    qRegisterMetaType<ListResult>();
    qRegisterMetaType<ExportResult>();
    m_thread = new QThread;
    m_thread->setObjectName(u"paydesk-webhooks-reader"_s);
    m_worker = new ReaderWorker;
    m_worker->moveToThread(m_thread);
    m_thread->start();
}

DeliveryReader::~DeliveryReader()
{
    // Lists and loads not started yet are skipped; the connection is closed on the thread
    // that opened it.
    m_latestList = std::numeric_limits<quint64>::max();
    m_latestLoad = std::numeric_limits<quint64>::max();
    ReaderWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker] { delete worker; }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
}

void DeliveryReader::setStorePath(const QString &path)
{
    m_path = path;
    QMetaObject::invokeMethod(m_worker, [this, w = m_worker, path] {
        w->store.close();
        if (path.isEmpty())
            return;
        QString error;
        if (w->store.open(path, &error))
            answer([=, this] { Q_EMIT storeOpened(path); });
        else
            answer([=, this] { Q_EMIT storeFailed(path, error); });
    });
}

quint64 DeliveryReader::list(const DeliveryFilter &filter, int limit, const QList<Delivery> &memory)
{
    const quint64 request = ++m_next;
    m_latestList = request;
    QMetaObject::invokeMethod(m_worker, [this, w = m_worker, request, filter, limit, memory] {
        if (request < m_latestList)
            return; // a newer list is asked for
        ListResult result;
        if (w->store.isOpen()) {
            // One read transaction: the newest id and the rows come from the same snapshot, so
            // that the caller can tell which live deliveries the rows already hold.
            w->store.beginBatch();
            result.maxId = w->store.maxId();
            bool ok = true;
            result.rows = w->store.query(filter, limit, true, 0, &ok);
            w->store.commitBatch();
            if (!ok)
                result.error = w->store.lastError();
        } else {
            for (const Delivery &d : memory) {
                result.maxId = std::max(result.maxId, d.id);
                if (result.rows.size() < limit && filter.matches(d))
                    result.rows << d;
            }
        }
        answer([=, this] { Q_EMIT listed(request, result); });
    });
    return request;
}

quint64 DeliveryReader::load(const Delivery &row)
{
    const quint64 request = ++m_next;
    m_latestLoad = request;
    QMetaObject::invokeMethod(m_worker, [this, w = m_worker, request, row] {
        if (request < m_latestLoad)
            return;
        DeliveryView view;
        if (row.complete) {
            view = DeliveryView::of(row);
        } else if (w->store.isOpen()) {
            if (const auto whole = w->store.get(row.id))
                view = DeliveryView::of(*whole);
        }
        if (!view.found)
            view.delivery = row; // gone (retention) or unreadable: the summary at least
        answer([=, this] { Q_EMIT loaded(request, view); });
    });
    return request;
}

quint64 DeliveryReader::readEventTypes()
{
    const quint64 request = ++m_next;
    QMetaObject::invokeMethod(m_worker, [this, w = m_worker, request] {
        const QStringList types = w->store.isOpen() ? w->store.eventTypes() : QStringList();
        answer([=, this] { Q_EMIT eventTypesRead(request, types); });
    });
    return request;
}

quint64 DeliveryReader::exportTo(const QList<Delivery> &rows, const QString &fileName)
{
    const quint64 request = ++m_next;
    QMetaObject::invokeMethod(m_worker, [this, w = m_worker, request, rows, fileName] {
        ExportResult result;
        result.fileName = fileName;
        QList<Delivery> whole;
        whole.reserve(rows.size());
        for (const Delivery &row : rows) {
            if (row.complete)
                whole << row;
            else if (auto d = w->store.isOpen() ? w->store.get(row.id) : std::nullopt)
                whole << *d;
        }
        if (whole.isEmpty()) {
            result.error = tr("the selected deliveries are no longer stored");
            answer([=, this] { Q_EMIT exported(request, result); });
            return;
        }
        QSaveFile file(fileName);
        if (!file.open(QIODevice::WriteOnly) || file.write(exportDeliveriesJson(whole)) < 0 ||
            !file.commit()) {
            result.error = file.errorString();
            qCWarning(lcWebhooksStore).noquote()
                << "cannot export to" << QDir::toNativeSeparators(fileName) << result.error;
        } else {
            result.ok = true;
            result.count = int(whole.size());
        }
        answer([=, this] { Q_EMIT exported(request, result); });
    });
    return request;
}

} // namespace paydesk::webhooks
