#pragma once

#include "api/apiclient.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QPointer>

namespace paydesk::models {

// The cursor-paged transaction list. The first page loads when the query is set; the view's
// canFetchMore()/fetchMore() load the next page as the user scrolls. Changing the query or the
// client cancels the request in flight.
class TransactionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Created,
        Id,
        MerchantRef,
        Amount,
        Currency,
        Status,
        Gateway,
        Refunded,
        Description,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit TransactionsModel(QObject *parent = nullptr);
    ~TransactionsModel() override;

    void setClient(api::ApiClient *client);
    void setQuery(const api::TransactionQuery &query);
    const api::TransactionQuery &query() const { return m_query; }
    // Loads the first page again. The rows shown stay until it arrives and are then replaced in
    // one reset, so a refresh never flashes an empty table; on an error they stay as they were.
    // (A new client or query empties the table at once: its rows would be wrong.)
    void reload();
    void setLocale(const QLocale &locale);
    void setPageSize(int size) { m_pageSize = size; }

    bool isLoading() const { return m_request != 0; }
    // A reload() is waiting for its first page, with the previous rows still shown.
    bool isRefreshing() const { return m_request != 0 && m_refreshing; }
    bool hasMore() const { return m_hasMore; }
    const api::Transaction &transactionAt(int row) const { return m_rows.at(row); }
    int rowOf(const QString &id) const;
    // A transaction changed elsewhere (a refund): update its row in place.
    void updateTransaction(const api::Transaction &t);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    static QString statusText(const QString &status);
    // The tool tip of an amount in a currency PayDesk does not know (shown in minor units);
    // empty for a known one.
    static QString unknownCurrencyNote(const QString &currency);

Q_SIGNALS:
    void loadingChanged(bool loading);
    void pageLoaded(int rows, bool hasMore);
    void errorOccurred(const paydesk::api::ApiError &error);

private:
    void clearAndLoad();
    void requestPage(bool refresh = false);
    void cancelRequest();

    QPointer<api::ApiClient> m_client;
    api::TransactionQuery m_query;
    QList<api::Transaction> m_rows;
    QString m_cursor;
    bool m_hasMore = false;
    bool m_loadedOnce = false;
    bool m_refreshing = false;
    api::RequestId m_request = 0;
    int m_pageSize = 100;
    QLocale m_locale;
};

} // namespace paydesk::models
