#include "pagedlistmodel.h"

namespace paydesk::models {

PagedListModel::~PagedListModel()
{
    // Quietly: the rows of the derived model are gone already, nobody may ask for them now.
    if (m_request && m_client)
        m_client->cancel(m_request);
}

void PagedListModel::setClient(api::ApiClient *client)
{
    cancelRequest();
    m_client = client;
    clearAndLoad();
}

void PagedListModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (loadedRows() > 0)
        Q_EMIT dataChanged(index(0, 0), index(int(loadedRows()) - 1, columnCount() - 1),
                           {Qt::DisplayRole});
}

void PagedListModel::reload()
{
    if (loadedRows() == 0 || !m_client) {
        clearAndLoad();
        return;
    }
    cancelRequest();
    requestPage(true);
}

void PagedListModel::clearAndLoad()
{
    cancelRequest();
    emptyRows();
    if (m_client)
        requestPage();
}

void PagedListModel::emptyRows()
{
    // The cursor and "more" go with the rows: they must never ask the next query for the old
    // one's next page.
    beginResetModel();
    clearRows();
    m_cursor.clear();
    m_hasMore = false;
    m_loadedOnce = false;
    m_stale = false;
    endResetModel();
}

void PagedListModel::replaceRows()
{
    Q_EMIT queryChanged();
    if (loadedRows() == 0 || !m_client) {
        clearAndLoad();
        return;
    }
    cancelRequest();
    // The old cursor stays, unused, while the first page is awaited (no next page is asked for
    // meanwhile): the first page brings the new query's, and an error empties both.
    m_stale = true;
    requestPage(true);
}

void PagedListModel::dropStaleRows()
{
    if (!isStale())
        return;
    m_refreshing = false; // nothing is shown to be refreshed; the first page replaces nothing
    emptyRows();
}

void PagedListModel::cancelRequest()
{
    if (m_request && m_client)
        m_client->cancel(m_request);
    const bool was = m_request != 0;
    m_request = 0;
    m_refreshing = false;
    if (was)
        Q_EMIT loadingChanged(false);
}

void PagedListModel::requestPage(bool refresh)
{
    if (!m_client || m_request)
        return;
    m_refreshing = refresh;
    m_walkFromStart = refresh || m_cursor.isEmpty();
    m_request = sendPageRequest(refresh ? QString() : m_cursor, m_pageSize, refresh);
    Q_EMIT loadingChanged(true);
}

int PagedListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(loadedRows());
}

QVariant PagedListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(columnAlignment(section) | Qt::AlignVCenter);
    if (role == Qt::DisplayRole)
        return columnTitle(section);
    return {};
}

Qt::Alignment PagedListModel::columnAlignment(int column) const
{
    return column == m_amountColumn ? Qt::AlignRight : Qt::AlignLeft;
}

bool PagedListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_hasMore && m_request == 0;
}

void PagedListModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        requestPage();
}

} // namespace paydesk::models
