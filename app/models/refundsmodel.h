#pragma once

#include "api/apiclient.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QPointer>

namespace paydesk::models {

// The cursor-paged refund list, the same way TransactionsModel pages transactions: the first
// page loads when the query or client is set, canFetchMore()/fetchMore() load the next as the
// view scrolls, and a new query or client cancels the request in flight.
class RefundsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Created, Id, Transaction, Amount, Currency, Reason, Status, Note, ColumnCount };
    Q_ENUM(Column)

    explicit RefundsModel(QObject *parent = nullptr);
    ~RefundsModel() override;

    void setClient(api::ApiClient *client);
    void setQuery(const api::RefundQuery &query);
    const api::RefundQuery &query() const { return m_query; }
    // Loads the first page again; the rows shown stay until it arrives (see TransactionsModel).
    void reload();
    void setLocale(const QLocale &locale);
    void setPageSize(int size) { m_pageSize = size; }

    bool isLoading() const { return m_request != 0; }
    bool isRefreshing() const { return m_request != 0 && m_refreshing; }
    bool hasMore() const { return m_hasMore; }
    // Whether a page has arrived since the last reload (an empty list is then really empty).
    bool hasLoaded() const { return m_loadedOnce; }
    const api::Refund &refundAt(int row) const { return m_rows.at(row); }
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    static QString reasonText(const QString &reason);
    static QString statusText(const QString &status);

Q_SIGNALS:
    void loadingChanged(bool loading);
    void pageLoaded(int rows, bool hasMore);
    void errorOccurred(const paydesk::api::ApiError &error);

private:
    void clearAndLoad();
    void requestPage(bool refresh = false);
    void cancelRequest();

    QPointer<api::ApiClient> m_client;
    api::RefundQuery m_query;
    QList<api::Refund> m_rows;
    QString m_cursor;
    bool m_hasMore = false;
    bool m_loadedOnce = false;
    bool m_refreshing = false;
    api::RequestId m_request = 0;
    int m_pageSize = 100;
    QLocale m_locale;
};

} // namespace paydesk::models
