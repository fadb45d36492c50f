#pragma once

#include "api/apiclient.h"
#include "api/cursorwalk.h"
#include "core/modelroles.h"
#include "transactionfilter.h"

#include <QAbstractTableModel>
#include <QCoreApplication>
#include <QLocale>
#include <QPointer>
#include <QSet>

#include <algorithm>

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
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // Who is asked for the pages (nullptr: no one).
    api::ApiClient *client() const { return m_client; }

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
    const QLocale &locale() const { return m_locale; }

    // A column's title, and how its header and its cells are aligned (left by default, the
    // amount's column right).
    virtual QString columnTitle(int column) const = 0;
    // The title of `column` from a table of QT_TR_NOOP titles in the order of the columns,
    // translated in the context of the model's own class, where lupdate finds them.
    template<std::size_t N>
    QString titleFrom(const char *const (&titles)[N], int column) const
    {
        return column >= 0 && column < int(N)
                   ? QCoreApplication::translate(metaObject()->className(), titles[column])
                   : QString();
    }
    virtual Qt::Alignment columnAlignment(int column) const;
    // The query's UTC days, `from` inclusive, `to` exclusive: a row created outside them ends
    // the walk (api::CursorWalk::setDays()).
    void setWalkDays(const std::optional<QDate> &from, const std::optional<QDate> &to)
    {
        m_walk.setDays(from, to);
    }
    // The columns of the record's created time and amount, which sort by value (SortRole) and,
    // the amount, align right; -1: none.
    void setValueColumns(int created, int amount)
    {
        m_createdColumn = created;
        m_amountColumn = amount;
    }
    int createdColumn() const { return m_createdColumn; }
    int amountColumn() const { return m_amountColumn; }

    virtual qsizetype loadedRows() const = 0;
    virtual void clearRows() = 0;
    // Asks the client for `limit` rows from `cursor` (empty: the first page); the answer goes
    // to pageArrived() with the model's rows and `refresh`.
    virtual api::RequestId sendPageRequest(const QString &cursor, int limit, bool refresh) = 0;

    // The service's answer with its page checked against the walk so far (api::CursorWalk,
    // newest first): a page that repeats a cursor or goes back becomes its error, and no more
    // pages are asked for.
    template<typename T>
    api::Result<api::Page<T>> checkedPage(const api::Result<api::Page<T>> &result)
    {
        if (!result.ok())
            return result;
        if (m_walkFromStart)
            m_walk.restart();
        if (auto problem = m_walk.check(result->data, result->hasMore, result->nextCursor,
                                        [](const T &row) { return row.createdAt; })) {
            m_hasMore = false;
            return *problem;
        }
        return result;
    }

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
        } else {
            // A record the window made (prependRow()) while this page was on its way is at the
            // top already: counted once.
            QList<T> fresh = page.data;
            if (!rows.isEmpty()) {
                QSet<QString> loaded;
                for (const T &r : std::as_const(rows))
                    loaded.insert(r.id);
                fresh.removeIf([&loaded](const T &r) { return loaded.contains(r.id); });
            }
            if (!fresh.isEmpty()) {
                const int first = int(rows.size());
                beginInsertRows({}, first, first + int(fresh.size()) - 1);
                rows.append(fresh);
                endInsertRows();
            }
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
    api::CursorWalk m_walk{api::CursorWalk::Order::NewestFirst};
    bool m_walkFromStart = true; // the request in flight is for the first page
    bool m_hasMore = false;
    bool m_loadedOnce = false;
    bool m_refreshing = false;
    bool m_stale = false; // the rows shown are of the previous query
    int m_createdColumn = -1;
    int m_amountColumn = -1;
    api::RequestId m_request = 0;
    int m_pageSize = 100;
    QLocale m_locale;
};

// The rows and the query of a paged list of one record type, paged with the client's `List`
// call; the model built on it adds its columns (cellData()). A Row has an id, status and
// createdAt, and most an amount and currency, which the shared roles of modelroles.h hold
// unless cellData() says otherwise.
template<typename Row, typename Query,
         api::RequestId (api::ApiClient::*List)(const Query &, QObject *,
                                                api::Callback<api::Page<Row>>)>
class PagedRowsModel : public PagedListModel
{
public:
    // A new query: see PagedListModel for what happens to the rows shown.
    void setQuery(const Query &query)
    {
        m_query = query;
        // The rows' created time must lie in the query's days (transactions, refunds,
        // activity); payouts' are arrival days, not their rows' created time.
        if constexpr (requires { query.createdFrom, query.createdTo; })
            setWalkDays(query.createdFrom, query.createdTo);
        else if constexpr (requires {
                               requires std::is_same_v<decltype(query.from), std::optional<QDate>>;
                               query.to;
                           })
            setWalkDays(query.from, query.to);
        replaceRows();
    }
    const Query &query() const { return m_query; }
    // setQuery() unless `query` asks for the rows of the current one (sameRows()), or always
    // with `force`; true when it was set.
    bool setQueryUnlessSame(const Query &query, bool force = false)
    {
        if (!force && sameRows(query, m_query))
            return false;
        setQuery(query);
        return true;
    }
    const Row &rowAt(int row) const { return m_rows.at(row); }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        const Row &r = m_rows.at(index.row());
        if (QVariant value = cellData(r, index.column(), role); value.isValid())
            return value;
        switch (role) {
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(columnAlignment(index.column()) | Qt::AlignVCenter);
        case IdRole:
            return r.id;
        case AmountMinorRole: // a record without money (an activity entry) has neither
            if constexpr (requires { r.amount; })
                return r.amount;
            return {};
        case CurrencyRole:
            if constexpr (requires { r.currency; })
                return r.currency;
            return {};
        case StatusRole:
            return r.status;
        case TimestampRole:
            return r.createdAt;
        case SortRole: // numbers and times sort by value, the rest by text
            if (index.column() == createdColumn())
                return r.createdAt.toSecsSinceEpoch();
            if constexpr (requires { r.amount; }) {
                if (index.column() == amountColumn())
                    return r.amount;
            }
            return cellData(r, index.column(), Qt::DisplayRole);
        default:
            return {};
        }
    }
    // The row of the record with this id, or -1 when it is not loaded.
    int rowOf(const QString &id) const
    {
        const auto it = std::find_if(m_rows.cbegin(), m_rows.cend(),
                                     [&id](const Row &r) { return r.id == id; });
        return it == m_rows.cend() ? -1 : int(it - m_rows.cbegin());
    }

protected:
    using PagedListModel::PagedListModel;

    // What the cell of `row` in `column` holds for `role` (its text, tool tip, ...), and where
    // it differs from data()'s shared roles; an invalid QVariant for the rest.
    virtual QVariant cellData(const Row &row, int column, int role) const = 0;

    // The service's answer to a page request, as the rows take it: a model may stand in for a
    // list the service does not offer.
    virtual api::Result<api::Page<Row>> pageAnswer(const api::Result<api::Page<Row>> &result)
    {
        return result;
    }

    // Puts `row` in place of the loaded record with its id (every column changes); false
    // when that record is not loaded.
    bool replaceRow(const Row &row)
    {
        const int at = rowOf(row.id);
        if (at < 0)
            return false;
        m_rows[at] = row;
        Q_EMIT dataChanged(index(at, 0), index(at, columnCount() - 1));
        return true;
    }

    // Puts a record the service just made at the top (the lists are newest first), or in place
    // of the loaded one with its id.
    void prependRow(const Row &row)
    {
        if (replaceRow(row))
            return;
        beginInsertRows({}, 0, 0);
        m_rows.prepend(row);
        endInsertRows();
    }

private:
    qsizetype loadedRows() const override { return m_rows.size(); }
    void clearRows() override { m_rows.clear(); }
    api::RequestId sendPageRequest(const QString &cursor, int limit, bool refresh) override
    {
        Query q = m_query;
        q.limit = limit;
        q.cursor = cursor;
        return (client()->*List)(q, this,
                                 [this, refresh](const api::Result<api::Page<Row>> &result) {
                                     pageArrived(m_rows, pageAnswer(checkedPage(result)), refresh);
                                 });
    }

    Query m_query;
    QList<Row> m_rows;
};

} // namespace paydesk::models
