#pragma once

#include "api/apiclient.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QPointer>

namespace paydesk::models {

// What the cursor-paged lists (transactions, refunds) share. The first page loads when the
// client or the query is set; the view's canFetchMore()/fetchMore() load the next page as the
// user scrolls. Changing the query or the client cancels the request in flight and empties the
// table at once (its rows would be wrong). reload() loads the first page again, and the rows
// shown stay until it arrives: they are then replaced in one reset, so a refresh never flashes
// an empty table, and on an error they stay as they were.
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
    bool isRefreshing() const { return m_request != 0 && m_refreshing; }
    bool hasMore() const { return m_hasMore; }
    // Whether a page has arrived since the table was emptied (an empty list is then empty).
    bool hasLoaded() const { return m_loadedOnce; }

    int rowCount(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    void loadingChanged(bool loading);
    void pageLoaded(int rows, bool hasMore);
    void errorOccurred(const paydesk::api::ApiError &error);

protected:
    using QAbstractTableModel::QAbstractTableModel;

    // Empties the table and loads the first page (a new query).
    void clearAndLoad();
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
            Q_EMIT loadingChanged(false);
            Q_EMIT errorOccurred(result.error());
            return;
        }
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
    void cancelRequest();

    QPointer<api::ApiClient> m_client;
    QString m_cursor;
    bool m_hasMore = false;
    bool m_loadedOnce = false;
    bool m_refreshing = false;
    api::RequestId m_request = 0;
    int m_pageSize = 100;
    QLocale m_locale;
};

} // namespace paydesk::models
