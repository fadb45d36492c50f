#pragma once

#include "webhooks/delivery.h"
#include "webhooks/replay.h"
#include "webhooks/verificationmonitor.h"

#include <QPointer>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTextBrowser;
class QTableView;
class QTimer;
class QToolButton;
class QTreeWidget;
QT_END_NAMESPACE

namespace paydesk::webhooks {
class DeliveryModel;
class DeliveryStore;
class WebhookReceiver;
} // namespace paydesk::webhooks

namespace paydesk::ui {

class JsonHighlighter;

// The Webhooks pane, the inspector: deliveries as they arrive (time, event type, transaction,
// amount, verdict, the answer given, duplicates), filters by type, verdict and text, pause;
// the selected delivery's headers, body, raw bytes and verification steps; replay to a URL,
// copy as curl, export as JSON; and a banner that says in words why deliveries keep failing.
class WebhooksPane : public QWidget
{
    Q_OBJECT
public:
    explicit WebhooksPane(QWidget *parent = nullptr);
    ~WebhooksPane() override;

    // Neither is owned; nullptr is allowed. The receiver brings live deliveries (and takes the
    // answer chosen here); the store, read on this thread, the history and the filters over it.
    void setReceiver(webhooks::WebhookReceiver *receiver);
    void setStore(webhooks::DeliveryStore *store);
    // The profile's webhook signing secret: the receiver checks with it, and replays are
    // signed with it by default. A new secret clears the failure banner.
    void setSecret(const QString &secret);

    webhooks::DeliveryFilter filter() const;
    void setFilter(const webhooks::DeliveryFilter &filter);
    bool isPaused() const { return m_paused; }
    int pendingCount() const { return int(m_pending.size()); }
    bool isBannerVisible() const;
    QString bannerText() const;
    std::optional<webhooks::Delivery> currentDelivery() const { return m_current; }
    // The deliveries of the selected rows, whole, newest first.
    QList<webhooks::Delivery> selectedDeliveries() const;
    QString curlForCurrent() const;

    // Column widths, splitter, tab, filters and the replay address (never a secret).
    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

    webhooks::DeliveryModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QTabWidget *detailTabs() const { return m_tabs; }

public Q_SLOTS:
    void setPaused(bool paused);
    void focusSearch();
    // Selects the delivery with this store id, if it is listed.
    bool selectDelivery(qint64 id);
    // Reads the list again from the store (or the deliveries kept in memory).
    void reload();
    void copyAsCurl();
    // Asks for a file name, then exports the selected deliveries.
    void exportSelection();
    bool exportSelectionTo(const QString &fileName);
    void openCurrentTransaction();
    // Shows the Replay tab with its address selected.
    void showReplay();
    // Replays the current delivery with what the Replay tab holds.
    void replayCurrent();
    void replayCurrentTo(const QUrl &url, webhooks::ReplayRequest::Mode mode,
                         const QString &secret = {});

Q_SIGNALS:
    void openTransaction(const QString &transactionId);
    void statusMessage(const QString &message);
    void replayFinished(const paydesk::webhooks::ReplayResult &result);
    void currentDeliveryChanged(qint64 id);

private:
    QWidget *buildFilterBar();
    QWidget *buildDetail();
    QWidget *buildReplayTab();
    void createActions();
    void onDelivery(const webhooks::Delivery &delivery);
    void insertLive(const webhooks::Delivery &delivery);
    void selectOnly(int row);
    void rememberType(const QString &type);
    void onCurrentRowChanged();
    void showDelivery();
    void updateBanner();
    void updateListening();
    void updatePauseButton();
    void updateActions();
    void applyResponseChoice(int index);
    std::optional<webhooks::Delivery> wholeDelivery(const webhooks::Delivery &row) const;

    QPointer<webhooks::WebhookReceiver> m_receiver;
    webhooks::DeliveryStore *m_store = nullptr;
    QString m_secret;
    webhooks::DeliveryModel *m_model = nullptr;
    webhooks::WebhookReplayer *m_replayer = nullptr;
    webhooks::VerificationMonitor m_monitor;
    QList<webhooks::Delivery> m_memory;  // without a store: what came, newest first
    QList<webhooks::Delivery> m_pending; // arrived while paused, oldest first
    std::optional<webhooks::Delivery> m_current;
    bool m_paused = false;

    QLabel *m_banner = nullptr;
    QLabel *m_listening = nullptr;
    QComboBox *m_typeFilter = nullptr;
    QComboBox *m_verdictFilter = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_respond = nullptr;
    QToolButton *m_pause = nullptr;
    QTimer *m_debounce = nullptr;
    QSplitter *m_split = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_empty = nullptr;

    QLabel *m_headline = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTreeWidget *m_headers = nullptr;
    QPlainTextEdit *m_body = nullptr;
    JsonHighlighter *m_highlighter = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QLabel *m_verdictLabel = nullptr;
    QTextBrowser *m_steps = nullptr;
    QLineEdit *m_replayUrl = nullptr;
    QComboBox *m_replayMode = nullptr;
    QLineEdit *m_replaySecret = nullptr;
    QPushButton *m_replaySend = nullptr;
    QLabel *m_replayStatus = nullptr;
    QPlainTextEdit *m_replayResponse = nullptr;
    QPushButton *m_openTransaction = nullptr;
    QPushButton *m_copyCurl = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace paydesk::ui
