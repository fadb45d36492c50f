#pragma once

#include "api/apiclient.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QPointer>

namespace paydesk::models {

// What the cursor-paged lists (transactions, refunds) share. The first page loads when the
// client or the query is set; the view's canFetchMore()/fetchMore() load the next page as the
// user scrolls. Setting the client (another profile, another merchant) cancels the request in
// flight and empties the table at once. reload() loads the first page again, and the rows shown
// stay until it arrives: they are then replaced in one reset, so a refresh never flashes an
// empty table, and on an error they stay as they were. A new query (a filter) cancels the
// request in flight and keeps the rows shown until its first page replaces them in one reset,
// as a refresh does, but they are stale: the pane empties them with dropStaleRows() once the
// wait is long enough to be seen, and an error empties them.
class PagedListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    ~PagedListModel() override;

    void setClient(api::ApiClient *client);
    void reload();
    void setLocale(const QLocale &locale);
    void setPageSize(int size) { m_pageSize = size; }

    bool isLoading() const { return m_request != 0; }
    // A reload() is waiting for its first page, with the previous rows still shown.
    bool isRefreshing() const { return m_request != 0 && m_refreshing && !m_stale; }
    // A new query is waiting for its first page, with the previous query's rows still shown.
    bool isStale() const { return m_request != 0 && m_stale; }
    // Empties the table if its rows are stale; the new query's first page is still awaited.
    void dropStaleRows();
    bool hasMore() const { return m_hasMore; }
    // Whether a page has arrived since the table was emptied (an empty list is then empty).
    bool hasLoaded() const { return m_loadedOnce; }

    int rowCount(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    // A new query was set: the rows shown are stale until its first page replaces them.
    void queryChanged();
    void loadingChanged(bool loading);
    void pageLoaded(int rows, bool hasMore);
    void errorOccurred(const paydesk::api::ApiError &error);

protected:
    using QAbstractTableModel::QAbstractTableModel;

    // Empties the table and loads the first page.
    void clearAndLoad();
    // Loads the first page of a new query, the rows shown staying until it arrives (stale).
    void replaceRows();
    api::ApiClient *client() const { return m_client; }
    const QLocale &locale() const { return m_locale; }

    virtual qsizetype loadedRows() const = 0;
    virtual void clearRows() = 0;
    // Asks the client for `limit` rows from `cursor` (empty: the first page); the answer goes
    // to pageArrived() with the model's rows and `refresh`.
    virtual api::RequestId sendPageRequest(const QString &cursor, int limit, bool refresh) = 0;

    template<typename T>
    void pageArrived(QList<T> &rows, const api::Result<api::Page<T>> &result, bool refresh)
    {
        m_request = 0;
        m_refreshing = false;
        if (!result.ok()) {
            if (m_stale) // they do not match the query asked for
                emptyRows();
            Q_EMIT loadingChanged(false);
            Q_EMIT errorOccurred(result.error());
            return;
        }
        m_stale = false;
        const api::Page<T> &page = result.value();
        m_loadedOnce = true;
        m_hasMore = page.hasMore;
        m_cursor = page.nextCursor;
        if (refresh) {
            beginResetModel();
            rows = page.data;
            endResetModel();
        } else if (!page.data.isEmpty()) {
            const int first = int(rows.size());
            beginInsertRows({}, first, first + int(page.data.size()) - 1);
            rows.append(page.data);
            endInsertRows();
        }
        Q_EMIT loadingChanged(false);
        Q_EMIT pageLoaded(int(page.data.size()), m_hasMore);
    }

private:
    void requestPage(bool refresh = false);
    // Empties the table with its cursor (a reset).
    void emptyRows();
    void cancelRequest();

    QPointer<api::ApiClient> m_client;
    QString m_cursor;
    bool m_hasMore = false;
    bool m_loadedOnce = false;
    bool m_refreshing = false;
    bool m_stale = false; // the rows shown are of the previous query
    api::RequestId m_request = 0;
    int m_pageSize = 100;
    QLocale m_locale;
};

} // namespace paydesk::models
