#pragma once

#include "api/apiclient.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QTimer;
class QTreeWidget;

namespace paydesk::ui {

// What happened to a transaction, in order: created, captured or failed (and why), each
// refund, and each webhook event with every attempt to deliver it (where it went, the answer
// or error, the next retry, abandoned), from the sandbox's delivery log. A service without
// that log (404; a production service keeps it in its dashboard) shows the transaction's own
// steps and says why the events are missing; a live profile is never asked. While shown, it
// follows the log: every few seconds while a delivery waits for an attempt (a retry, a resend),
// less often otherwise, so new attempts and events show without a refresh.
class TransactionTimeline : public QWidget
{
    Q_OBJECT
public:
    explicit TransactionTimeline(QWidget *parent = nullptr);
    ~TransactionTimeline() override;

    void setClient(api::ApiClient *client);
    // Shows `t`'s steps and asks for its deliveries.
    void setTransaction(const std::optional<api::Transaction> &t);
    // The refunds the detail has loaded.
    void setRefunds(const QList<api::Refund> &refunds);

    // The timeline's lines as shown ("time\twhat"), children indented, for tests.
    QStringList lines() const;
    bool isLoading() const { return m_request != 0; }
    // Whether it looks at the log again by itself, and how soon (ms).
    bool isFollowing() const;
    int followIntervalMs() const;
    // How soon it looks again while something waits, and otherwise (3 s and 15 s; tests
    // make them short).
    void setFollowIntervals(int pendingMs, int settledMs)
    {
        m_pendingMs = pendingMs;
        m_settledMs = settledMs;
    }
    QTreeWidget *view() const { return m_view; }

Q_SIGNALS:
    void loaded();

private:
    void load();
    void rebuild();
    void cancel();
    void follow();

    QPointer<api::ApiClient> m_client;
    std::optional<api::Transaction> m_transaction;
    QList<api::Refund> m_refunds;
    QList<api::WebhookDelivery> m_deliveries;
    bool m_pending = false;  // the log had deliveries waiting for an attempt
    bool m_followUp = false; // the request under way is the timer's, not the first
    QTimer *m_follow = nullptr;
    int m_pendingMs = 3000;
    int m_settledMs = 15000;
    QString m_note; // why the events are not shown, if they are not
    api::RequestId m_request = 0;
    QTreeWidget *m_view = nullptr;
    QLabel *m_state = nullptr;
};

} // namespace paydesk::ui
