#include "loadall.h"

#include "transactionsmodel.h"

namespace paydesk::models {

TransactionsLoadAll::TransactionsLoadAll(TransactionsModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
    connect(model, &TransactionsModel::pageLoaded, this, &TransactionsLoadAll::onPageLoaded);
    connect(model, &TransactionsModel::errorOccurred, this, [this](const api::ApiError &e) {
        finish(false, tr("Loading stopped: %1").arg(e.message()));
    });
    // A new filter stops it: what was being loaded is no longer what is asked for. A new
    // client empties the model, which stops it too. A refresh resets the model with its new
    // first page in it, and loading goes on from there.
    connect(model, &TransactionsModel::queryChanged, this, [this] { finish(false, {}); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_model && m_model->rowCount() == 0)
            finish(false, {});
    });
}

bool TransactionsLoadAll::start()
{
    if (m_running || !m_model || m_model->isStale() ||
        (!m_model->hasMore() && !m_model->isLoading()))
        return false;
    m_running = true;
    // A page in flight is waited for; otherwise ask for the next one now.
    if (m_model->canFetchMore({}))
        m_model->fetchMore({});
    return true;
}

void TransactionsLoadAll::onPageLoaded()
{
    if (!m_running || !m_model)
        return;
    Q_EMIT progress(m_model->rowCount());
    if (!m_running)
        return; // cancelled by a slot of progress()
    if (m_model->canFetchMore({}))
        m_model->fetchMore({});
    else if (!m_model->isLoading())
        finish(true, tr("All %L1 transactions are loaded.").arg(m_model->rowCount()));
}

void TransactionsLoadAll::cancel()
{
    if (m_running && m_model)
        finish(false, tr("Stopped loading at %L1 transactions.").arg(m_model->rowCount()));
}

void TransactionsLoadAll::finish(bool complete, const QString &message)
{
    if (!m_running)
        return;
    m_running = false;
    Q_EMIT finished(complete, message);
}

} // namespace paydesk::models
