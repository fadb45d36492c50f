#pragma once

#include "api/apiclient.h"
#include "webhooks/delivery.h"
#include "webhooks/deliveryfeed.h"
#include "webhooks/replay.h"
#include "webhooks/webhookreceiver.h"

#include "windowpane.h"
#include <QPointer>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;
class QToolButton;
QT_END_NAMESPACE

namespace paydesk::webhooks {
class DeliveryModel;
} // namespace paydesk::webhooks

namespace paydesk::ui {

class DeliveryDetail;
class DeliveryFilterBar;
class ReplayPanel;
class WebhookEndpointsDialog;

// The Webhooks pane, the inspector: deliveries as they arrive (time, event type, transaction,
// amount, verdict, the answer given, duplicates), filters by type, verdict and text, pause;
// the selected delivery's headers, body, raw bytes and verification steps; replay to a URL,
// copy as curl, export as JSON; and a banner that says in words why deliveries keep failing.
//
// What it lists, and how, is webhooks::DeliveryFeed's: the store is read on a thread of its
// own, so the list, the selected delivery and exports arrive later, and reloaded(),
// currentDeliveryChanged() and exportFinished() say when. Live deliveries join the list in
// batches, every 100 ms at most. The pane builds the widgets and wires them to the feed.
class WebhooksPane : public QWidget, public WindowPane
{
    Q_OBJECT
public:
    explicit WebhooksPane(QWidget *parent = nullptr);
    ~WebhooksPane() override;

    // Not owned; nullptr is allowed. The receiver brings live deliveries (and takes the answer
    // chosen here).
    void setReceiver(webhooks::WebhookReceiver *receiver);
    // The port the Preferences ask for (0: any): when the inspector listens on another, the
    // pane says why.
    void setRequestedPort(quint16 port);
    // The profile in use: the list shows its deliveries (or every profile's, as the filter
    // bar says), and the Profile column these names.
    // `client`: the profile's connection, for its webhook endpoints (the sandbox's API).
    void setProfile(const QString &profileId, const QHash<QString, QString> &names,
                    api::ApiClient *client = nullptr);
    // The delivery store the receiver writes (WebhookInspector::storePath()), for the history
    // and the filters over it; read through the feed's own connection, off the GUI thread.
    // Empty: the deliveries that arrive are kept in memory.
    void setStorePath(const QString &path);
    QString storePath() const { return m_feed->storePath(); }
    // The profile's webhook signing secret: the receiver checks with it, and replays are
    // signed with it by default. A new secret clears the failure banner.
    void setSecret(const QString &secret);

    // The filter of the list; setFilter() shows it in the filter bar and reads the list again.
    webhooks::DeliveryFilter filter() const;
    void setFilter(const webhooks::DeliveryFilter &filter);
    bool isPaused() const { return m_feed->isPaused(); }
    int pendingCount() const { return m_feed->pendingCount(); }
    bool isBannerVisible() const;
    QString bannerText() const;
    // The selected delivery: whole once loaded (complete), its list row until then.
    std::optional<webhooks::Delivery> currentDelivery() const { return m_feed->current(); }
    bool isCurrentLoaded() const { return m_feed->isCurrentLoaded(); }
    // A list read is under way.
    bool isLoading() const { return m_feed->isLoading(); }
    // Empty until the current delivery is loaded.
    QString curlForCurrent() const;

    // Column widths, splitter, tab, filters and the replay address (never a secret).
    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

    webhooks::DeliveryModel *model() const { return m_feed->model(); }
    QTableView *view() const { return m_view; }
    QTabWidget *detailTabs() const;

    // The inspector's actions in the Webhooks menu (their shortcuts work while the pane has
    // the focus).
    void addWindowActions(const WindowMenus &menus, const std::function<void()> &raise) override;
    void refreshPane() override { reload(); }
    bool focusPaneSearch() override
    {
        focusSearch();
        return true;
    }
    // The deliveries are the inspector's own: exported with or without a connection.
    bool canExportPane(bool) const override { return true; }
    void exportPane() override { exportSelection(); }
    QByteArray savePaneState() const override { return saveState(); }
    void restorePaneState(const QByteArray &state) override { restoreState(state); }

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
    // Starts writing the selected deliveries (read whole off the GUI thread) to `fileName`;
    // false when nothing is selected or an export is under way. exportFinished() follows.
    bool exportSelectionTo(const QString &fileName);
    void openCurrentTransaction();
    // Shows the Replay tab with its address selected.
    void showReplay();
    // Opens the sandbox's webhook endpoints of the profile (one window, raised when open).
    void showEndpoints();
    // Replays the current delivery with what the Replay tab holds.
    void replayCurrent();
    void replayCurrentTo(const QUrl &url, webhooks::ReplayRequest::Mode mode,
                         const QString &secret = {});

Q_SIGNALS:
    void openTransaction(const QString &transactionId);
    void statusMessage(const QString &message);
    void replayFinished(const paydesk::webhooks::ReplayResult &result);
    // The selected delivery has been loaded and shown (0: none is selected).
    void currentDeliveryChanged(qint64 id);
    // The list has been read again (filters, resume, a new store).
    void reloaded();
    void exportFinished(bool ok, const QString &message);
    // A file was written: what to tell the person, and the file (Open file, Show in folder).
    void fileExported(const QString &message, const QString &path);
    // The answer chosen in the pane, for the settings to keep (the receiver has it already).
    void responseChosen(const paydesk::webhooks::ResponseConfig &response);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The banner's and the exposed address's warning colours, from the palette.
    void applyToneStyles();
    QList<int> selectedRows() const; // sorted
    QWidget *buildFilterBar();
    QWidget *buildDetail();
    void createActions();
    void connectFeed();
    void onReloaded();
    void onCurrentChanged();
    void onCurrentLoaded(const webhooks::DeliveryView &view);
    void onExported(const webhooks::DeliveryReader::ExportResult &result);
    void selectOnly(int row);
    void updateBanner();
    void updateListening();
    void updatePauseButton();
    void updateActions();
    void applyResponseChoice(int index);
    void syncResponseChoice();

    QPointer<webhooks::WebhookReceiver> m_receiver;
    quint16 m_requestedPort = 0;
    webhooks::DeliveryFeed *m_feed = nullptr;
    QString m_secret;
    qint64 m_keptId = 0; // the delivery selected when the list was reset

    QLabel *m_banner = nullptr;
    QLabel *m_listening = nullptr;
    DeliveryFilterBar *m_filterBar = nullptr;
    QComboBox *m_respond = nullptr;
    QToolButton *m_pause = nullptr;
    QPushButton *m_endpoints = nullptr;
    QPointer<api::ApiClient> m_client;
    QPointer<WebhookEndpointsDialog> m_endpointsDialog;
    QSplitter *m_split = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_empty = nullptr;

    DeliveryDetail *m_detail = nullptr;
    ReplayPanel *m_replay = nullptr;
    QPushButton *m_openTransaction = nullptr;
    QPushButton *m_copyCurl = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace paydesk::ui
