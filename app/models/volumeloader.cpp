#include "volumeloader.h"

namespace paydesk::models {

VolumeLoader::VolumeLoader(QObject *parent)
    : QObject(parent)
{}

VolumeLoader::~VolumeLoader()
{
    cancel();
}

void VolumeLoader::clear()
{
    cancel();
    m_volume = {};
    m_read = 0;
    m_cursor.clear();
    m_walk.restart();
    m_complete = false;
    m_started = false;
}

void VolumeLoader::start(api::ApiClient *client, const api::TransactionQuery &query)
{
    clear();
    m_client = client;
    m_query = query;
    m_walk.setDays(query.createdFrom, query.createdTo);
    m_query.cursor.clear();
    m_query.limit = PageSize;
    if (!client)
        return;
    m_started = true;
    next();
}

bool VolumeLoader::resume()
{
    if (isRunning() || m_complete || !m_started || !m_client)
        return false;
    next();
    return true;
}

void VolumeLoader::cancel()
{
    ++m_generation; // an answer on its way is of no use now
    if (m_request && m_client)
        m_client->cancel(m_request);
    const bool wasRunning = m_request != 0;
    m_request = 0;
    if (wasRunning)
        Q_EMIT finished(false, {});
}

void VolumeLoader::next()
{
    api::TransactionQuery query = m_query;
    query.cursor = m_cursor;
    const quint64 generation = ++m_generation;
    m_request = m_client->listTransactions(
        query, this, [this, generation](const api::Result<api::Page<api::Transaction>> &result) {
            if (generation != m_generation)
                return;
            m_request = 0;
            if (!result.ok()) {
                Q_EMIT finished(false, result.error().message());
                return;
            }
            // Before anything of the page is summed: a service that repeats a cursor or goes
            // back would have the chart count days twice, and never end.
            if (const auto problem =
                    m_walk.check(result->data, result->hasMore, result->nextCursor,
                                 [](const api::Transaction &t) { return t.createdAt; })) {
                m_started = false; // nothing to resume: the same answer would come again
                Q_EMIT finished(false, problem->message());
                return;
            }
            m_volume.addAll(result->data);
            m_read += int(result->data.size());
            const bool more = result->hasMore && !result->nextCursor.isEmpty();
            m_cursor = result->nextCursor;
            Q_EMIT progress(m_read);
            if (generation != m_generation)
                return; // a slot of progress() cancelled, started over or cleared
            if (more) {
                next();
                return;
            }
            m_complete = true;
            Q_EMIT finished(true, {});
        });
}

} // namespace paydesk::models
