#pragma once

#include "api/apiclient.h"
#include "api/cursorwalk.h"
#include "dailyvolume.h"

#include <QObject>
#include <QPointer>

namespace paydesk::models {

// Sums every page of a transaction filter per day, status and currency (DailyVolumeBuilder) for
// the volume chart, on its own: it pages through the API in pages of 100 without keeping the
// rows, so the chart covers the whole filter whatever the table has loaded. It can be
// cancelled, keeping what was summed, and resumed from the next page.
class VolumeLoader : public QObject
{
    Q_OBJECT
public:
    explicit VolumeLoader(QObject *parent = nullptr);
    ~VolumeLoader() override;

    // Starts over with every page of `query` (its cursor and limit aside) through `client`;
    // a null client only clears.
    void start(api::ApiClient *client, const api::TransactionQuery &query);
    // Goes on from the next page after cancel() or a failure; false when there is none.
    bool resume();
    void cancel();
    void clear();

    bool isRunning() const { return m_request != 0; }
    // Every page of the filter is summed.
    bool isComplete() const { return m_complete; }
    // Some pages were summed and the rest are not coming (cancelled or failed).
    bool isStopped() const { return !m_complete && !isRunning() && m_started; }
    const DailyVolumeBuilder &volume() const { return m_volume; }
    // Transactions read so far, failed ones included.
    int read() const { return m_read; }
    const api::TransactionQuery &query() const { return m_query; }

    static constexpr int PageSize = 100; // the most the service gives per page

Q_SIGNALS:
    // After each page: how many transactions are read (read()).
    void progress(int transactions);
    // complete: every page is summed. `error` is empty unless the service failed.
    void finished(bool complete, const QString &error);

private:
    void next();

    QPointer<api::ApiClient> m_client;
    api::TransactionQuery m_query;
    DailyVolumeBuilder m_volume;
    QString m_cursor;
    api::CursorWalk m_walk{api::CursorWalk::Order::NewestFirst};
    int m_read = 0;
    api::RequestId m_request = 0;
    bool m_complete = false;
    bool m_started = false;
    quint64 m_generation = 0;
};

} // namespace paydesk::models
