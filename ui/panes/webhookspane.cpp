#include "webhookspane.h"

#include "panestatemagic.h"

#include "deliverydetail.h"
#include "deliveryfilterbar.h"
#include "dialogs/webhookendpointsdialog.h"
#include "replaypanel.h"
#include "webhooks/deliverymodel.h"
#include "webhooks/webhookverifier.h"
#include "widgets/columnfit.h"
#include "widgets/dataview.h"
#include "widgets/detailpanel.h"
#include "widgets/flowlayout.h"
#include "widgets/savefiledialog.h"
#include "widgets/statuscolors.h"
#include "widgets/verdictdelegate.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDataStream>
#include <QDir>
#include <QEvent>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using webhooks::Delivery;
using webhooks::DeliveryModel;
using webhooks::ReplayRequest;

// The head of saveState().
constexpr quint32 StateMagic = PaneStateMagic::Webhooks;
constexpr quint16 StateVersion = 1;

WebhooksPane::WebhooksPane(QWidget *parent)
    : QWidget(parent)
    , m_feed(new webhooks::DeliveryFeed(this))
{
    setObjectName(u"webhooksPane"_s);
    m_banner = new QLabel(this);
    m_banner->setObjectName(u"verificationBanner"_s);
    // What the banner and the address say may come from a sender or the network: plain text.
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setAccessibleName(tr("Verification problem"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->hide();

    m_view = new QTableView;
    setUpDataView(m_view, u"deliveriesView"_s, tr("Webhook deliveries"));
    m_view->setModel(m_feed->model());
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setWordWrap(false);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->setItemDelegateForColumn(DeliveryModel::VerdictColumn, new VerdictDelegate(m_view));
    const QFontMetrics fm = m_view->fontMetrics();
    m_view->setColumnWidth(DeliveryModel::TimeColumn, fm.horizontalAdvance(u"00:00:00.000"_s) + 24);
    m_view->setColumnWidth(DeliveryModel::TypeColumn,
                           fm.horizontalAdvance(u"transaction.refunded"_s) + 24);
    m_view->setColumnWidth(DeliveryModel::TransactionColumn,
                           fm.horizontalAdvance(u"txn_PKgp5uxq…"_s) + 16);
    m_view->setColumnWidth(DeliveryModel::AmountColumn,
                           fm.horizontalAdvance(u"USD 99,999.00"_s) + 16);
    // The longest verdict in this language, as VerdictDelegate draws it: never cut.
    QFont badgeFont = m_view->font();
    badgeFont.setWeight(QFont::DemiBold);
    const QFontMetrics badge(badgeFont);
    int verdictWidth = 0;
    for (int v = int(webhooks::Verdict::Valid); v <= int(webhooks::Verdict::MethodNotAllowed); ++v)
        verdictWidth = std::max(
            verdictWidth, badge.horizontalAdvance(webhooks::verdictText(webhooks::Verdict(v))));
    m_view->setColumnWidth(DeliveryModel::VerdictColumn, verdictWidth + badge.height() + 12);
    m_view->setColumnWidth(DeliveryModel::ResponseColumn, fm.horizontalAdvance(u"Response"_s) + 32);
    // The transaction (whole in the detail), then the event type give way to the amount and
    // the verdict.
    new ColumnFit(m_view->horizontalHeader(),
                  {DeliveryModel::AmountColumn, DeliveryModel::VerdictColumn},
                  {{DeliveryModel::TransactionColumn, fm.horizontalAdvance(u"txn_PK…"_s) + 16},
                   {DeliveryModel::TypeColumn, fm.horizontalAdvance(u"transaction…"_s) + 16}});
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, m_feed,
            [this](const QModelIndex &current) { m_feed->setCurrentRow(current.row()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WebhooksPane::updateActions);
    connect(m_view, &QTableView::activated, this, &WebhooksPane::openCurrentTransaction);

    m_empty = new QLabel(tr("No deliveries yet. Point a webhook endpoint at the address above, "
                            "or make a charge in the local sandbox."));
    m_empty->setObjectName(u"deliveriesEmpty"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    auto *listBox = new QWidget;
    auto *listLayout = new QVBoxLayout(listBox);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addWidget(m_view, 1);
    listLayout->addWidget(m_empty);

    m_split = new QSplitter(Qt::Horizontal);
    m_split->setObjectName(u"webhooksSplitter"_s);
    m_split->setChildrenCollapsible(false);
    m_split->addWidget(listBox);
    m_split->addWidget(buildDetail());
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    // The list wide enough for its columns up to the verdict (the answer and the attempt show
    // when there is room); the rest, for the body, to the detail.
    int listWidth = 24; // and a scroll bar
    for (int c = 0; c <= DeliveryModel::VerdictColumn; ++c)
        listWidth += m_view->columnWidth(c);
    m_split->setSizes({listWidth, std::max(480, 1280 - listWidth)});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(buildFilterBar());
    layout->addWidget(m_split, 1);

    createActions();
    connectFeed();
    updateListening();
    updatePauseButton();
    updateActions();
}

WebhooksPane::~WebhooksPane() = default;

QWidget *WebhooksPane::buildFilterBar()
{
    auto *bar = new QWidget;
    auto *row = new FlowLayout(bar); // wraps rather than widen the window
    row->setContentsMargins(0, 0, 0, 0);

    m_listening = new QLabel;
    m_listening->setObjectName(u"listeningLabel"_s);
    m_listening->setTextFormat(Qt::PlainText);
    m_listening->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_listening->setAccessibleName(tr("Inspector address"));
    row->addWidget(m_listening);

    m_filterBar = new DeliveryFilterBar;
    connect(m_filterBar, &DeliveryFilterBar::filterChanged, this, &WebhooksPane::reload);
    row->addWidget(m_filterBar);

    m_respond = new QComboBox;
    m_respond->setObjectName(u"respondCombo"_s);
    m_respond->setAccessibleName(tr("Answer to deliveries"));
    m_respond->setToolTip(tr("What the inspector answers: a failure makes the sender retry"));
    for (const webhooks::ResponseConfig &r : webhooks::responseChoices()) {
        const auto is = [&r](int status, int delayMs) {
            return r == webhooks::ResponseConfig{status, delayMs};
        };
        const QString text = is(200, 0)      ? tr("Answer 200 OK")
                             : is(500, 0)    ? tr("Answer 500 (sender retries)")
                             : is(410, 0)    ? tr("Answer 410 Gone")
                             : is(429, 0)    ? tr("Answer 429 Too Many Requests")
                             : is(200, 5000) ? tr("Answer 200 after 5 s")
                             : is(200, 12000)
                                 ? tr("Answer 200 after 12 s (times out)")
                                 : tr("Answer %1 after %2 s").arg(r.status).arg(r.delayMs / 1000.0);
        m_respond->addItem(text, QVariantList{r.status, r.delayMs});
    }
    m_respond->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_respond, &QComboBox::activated, this, &WebhooksPane::applyResponseChoice);
    row->addWidget(m_respond);

    m_pause = new QToolButton;
    m_pause->setObjectName(u"pauseButton"_s);
    m_pause->setCheckable(true);
    m_pause->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_pause, &QToolButton::toggled, this, &WebhooksPane::setPaused);
    row->addWidget(m_pause);

    m_endpoints = new QPushButton(tr("En&dpoints…"));
    m_endpoints->setObjectName(u"endpointsButton"_s);
    m_endpoints->setToolTip(tr("Where the sandbox sends its events: add your store, see each "
                               "delivery attempt, resend"));
    m_endpoints->setAccessibleName(tr("Sandbox webhook endpoints"));
    connect(m_endpoints, &QPushButton::clicked, this, &WebhooksPane::showEndpoints);
    row->addWidget(m_endpoints);

    return bar;
}

QWidget *WebhooksPane::buildDetail()
{
    auto *detail = new QWidget;
    auto *layout = new QVBoxLayout(detail);
    layout->setContentsMargins(0, 0, 0, 0);
    m_detail = new DeliveryDetail;
    m_replay = new ReplayPanel;
    connect(m_replay, &ReplayPanel::sendRequested, this, &WebhooksPane::replayCurrent);
    connect(m_replay, &ReplayPanel::finished, this, &WebhooksPane::replayFinished);
    m_detail->tabs()->addTab(m_replay, tr("Re&play"));
    layout->addWidget(m_detail, 1);

    m_openTransaction = new QPushButton(tr("&Open transaction"));
    m_openTransaction->setObjectName(u"openTransactionButton"_s);
    connect(m_openTransaction, &QPushButton::clicked, this, &WebhooksPane::openCurrentTransaction);
    m_copyCurl = new QPushButton(tr("Copy as &curl"));
    m_copyCurl->setObjectName(u"copyCurlButton"_s);
    connect(m_copyCurl, &QPushButton::clicked, this, &WebhooksPane::copyAsCurl);
    m_export = new QPushButton(tr("&Export selection…"));
    m_export->setObjectName(u"exportButton"_s);
    connect(m_export, &QPushButton::clicked, this, &WebhooksPane::exportSelection);
    // Wrapping in a narrow detail, which leaves the list the room of its columns.
    layout->addWidget(newButtonRow({m_openTransaction, m_copyCurl, m_export}));
    return detail;
}

void WebhooksPane::createActions()
{
    auto add = [this](const QString &text, const QKeySequence &keys, auto slot) {
        auto *action = new QAction(text, this);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    add(tr("Pause or resume"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
        [this] { setPaused(!isPaused()); });
    add(tr("Copy as curl"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
        &WebhooksPane::copyAsCurl);
    add(tr("Export selection"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
        &WebhooksPane::exportSelection);
    add(tr("Replay"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), &WebhooksPane::showReplay);
    add(tr("Open transaction"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
        &WebhooksPane::openCurrentTransaction);
    add(tr("Sandbox webhook endpoints…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W),
        &WebhooksPane::showEndpoints);
}

void WebhooksPane::showEndpoints()
{
    if (m_endpointsDialog) {
        m_endpointsDialog->raise();
        m_endpointsDialog->activateWindow();
        return;
    }
    auto *dialog = new WebhookEndpointsDialog(m_client, window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &WebhookEndpointsDialog::statusMessage, this, &WebhooksPane::statusMessage);
    m_endpointsDialog = dialog;
    dialog->show();
}

void WebhooksPane::setReceiver(webhooks::WebhookReceiver *receiver)
{
    if (m_receiver == receiver)
        return;
    if (m_receiver)
        m_receiver->disconnect(this);
    m_receiver = receiver;
    if (m_receiver) {
        connect(m_receiver, &webhooks::WebhookReceiver::deliveriesReceived, m_feed,
                &webhooks::DeliveryFeed::addDeliveries);
        connect(m_receiver, &webhooks::WebhookReceiver::ready, this,
                &WebhooksPane::updateListening);
        connect(m_receiver, &webhooks::WebhookReceiver::stopped, this,
                &WebhooksPane::updateListening);
        connect(m_receiver, &webhooks::WebhookReceiver::failed, this,
                &WebhooksPane::updateListening);
        connect(m_receiver, &webhooks::WebhookReceiver::responseChanged, this,
                &WebhooksPane::syncResponseChoice);
        if (!m_secret.isEmpty())
            m_receiver->setSecret(m_secret);
        syncResponseChoice();
    }
    updateListening();
}

void WebhooksPane::syncResponseChoice()
{
    if (!m_receiver)
        return;
    const webhooks::ResponseConfig current = m_receiver->response();
    for (int i = 0; i < m_respond->count(); ++i) {
        const QVariantList v = m_respond->itemData(i).toList();
        if (v.value(0).toInt() == current.status && v.value(1).toInt() == current.delayMs)
            m_respond->setCurrentIndex(i);
    }
}

void WebhooksPane::setStorePath(const QString &path)
{
    m_feed->setStorePath(path);
}

void WebhooksPane::setSecret(const QString &secret)
{
    m_secret = secret;
    m_replay->setSecret(secret);
    if (m_receiver)
        m_receiver->setSecret(secret);
    m_feed->resetVerification();
}

webhooks::DeliveryFilter WebhooksPane::filter() const
{
    return m_feed->filter();
}

void WebhooksPane::setFilter(const webhooks::DeliveryFilter &f)
{
    m_filterBar->setFilter(f);
    reload();
}

void WebhooksPane::reload()
{
    m_filterBar->dropPendingChange();
    m_feed->setFilter(m_filterBar->filter());
}

void WebhooksPane::connectFeed()
{
    DeliveryModel *model = m_feed->model();
    connect(model, &QAbstractItemModel::rowsInserted, this, &WebhooksPane::updateActions);
    connect(model, &QAbstractItemModel::modelReset, this, &WebhooksPane::updateActions);
    // A reset drops the view's selection silently: onReloaded() selects the same delivery.
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { m_keptId = m_feed->current() ? m_feed->current()->id : 0; });
    connect(m_feed, &webhooks::DeliveryFeed::reloaded, this, &WebhooksPane::onReloaded);
    connect(m_feed, &webhooks::DeliveryFeed::rowsAdded, this, [this] {
        if (!m_view->currentIndex().isValid())
            selectOnly(0);
    });
    connect(m_feed, &webhooks::DeliveryFeed::currentChanged, this, &WebhooksPane::onCurrentChanged);
    connect(m_feed, &webhooks::DeliveryFeed::currentLoaded, this, &WebhooksPane::onCurrentLoaded);
    connect(m_feed, &webhooks::DeliveryFeed::exported, this, &WebhooksPane::onExported);
    connect(m_feed, &webhooks::DeliveryFeed::eventTypesSeen, m_filterBar,
            &DeliveryFilterBar::addEventTypes);
    connect(m_feed, &webhooks::DeliveryFeed::verificationChanged, this,
            &WebhooksPane::updateBanner);
    connect(m_feed, &webhooks::DeliveryFeed::pendingCountChanged, this,
            &WebhooksPane::updatePauseButton);
    connect(m_feed, &webhooks::DeliveryFeed::pausedChanged, this, [this](bool paused) {
        updatePauseButton();
        Q_EMIT statusMessage(paused ? tr("Webhook list paused; deliveries are still received.")
                                    : tr("Webhook list resumed."));
    });
    connect(m_feed, &webhooks::DeliveryFeed::listFailed, this, [this](const QString &error) {
        Q_EMIT statusMessage(tr("The deliveries could not be read: %1").arg(error));
    });
    connect(m_feed, &webhooks::DeliveryFeed::storeFailed, this, [this](const QString &error) {
        Q_EMIT statusMessage(tr("The delivery history cannot be read (%1); new "
                                "deliveries are listed from memory.")
                                 .arg(error));
    });
}

void WebhooksPane::onReloaded()
{
    const int row = m_feed->model()->rowOfId(std::exchange(m_keptId, 0));
    if (row >= 0)
        selectOnly(row);
    else
        m_feed->setCurrentRow(m_view->currentIndex().row());
    updateActions();
    Q_EMIT reloaded();
}

void WebhooksPane::selectOnly(int row)
{
    const QModelIndex index = m_feed->model()->index(row, 0);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
}

bool WebhooksPane::selectDelivery(qint64 id)
{
    const int row = m_feed->model()->rowOfId(id);
    if (row < 0)
        return false;
    selectOnly(row);
    m_view->scrollTo(m_feed->model()->index(row, 0));
    return true;
}

void WebhooksPane::setPaused(bool paused)
{
    m_feed->setPaused(paused);
}

void WebhooksPane::updatePauseButton()
{
    const QSignalBlocker blocker(m_pause);
    const bool paused = m_feed->isPaused();
    const int pending = m_feed->pendingCount();
    m_pause->setChecked(paused);
    m_pause->setIcon(style()->standardIcon(paused ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
    m_pause->setText(paused
                         ? (pending == 0 ? tr("Resume") : tr("Resume (%n new)", nullptr, pending))
                         : tr("Pause"));
    m_pause->setAccessibleName(m_pause->text());
    m_pause->setToolTip(paused ? tr("Show the deliveries that came while paused (Ctrl+Shift+P)")
                               : tr("Keep the list still while reading; deliveries are still "
                                    "received and answered (Ctrl+Shift+P)"));
}

void WebhooksPane::setProfile(const QString &profileId, const QHash<QString, QString> &names,
                              api::ApiClient *client)
{
    if (client != m_client && m_endpointsDialog)
        m_endpointsDialog->close(); // it showed the old profile's endpoints
    m_client = client;
    if (m_endpoints)
        m_endpoints->setEnabled(client != nullptr);
    model()->setProfileNames(names);
    m_filterBar->setCurrentProfile(profileId); // reloads when it shows this profile's only
}

void WebhooksPane::setRequestedPort(quint16 port)
{
    m_requestedPort = port;
    updateListening();
}

void WebhooksPane::updateListening()
{
    bool exposed = false;
    if (m_receiver && m_receiver->isRunning()) {
        const QUrl url = m_receiver->url();
        exposed = !QHostAddress(url.host()).isLoopback();
        QString text = exposed
                           ? tr("Listening on %1 — reachable from the network").arg(url.toString())
                           : tr("Listening on %1").arg(url.toString());
        QString tip = exposed ? tr("The inspector listens on an address other computers can "
                                   "reach: anyone on the network can send it requests and have "
                                   "them listed here. Choose 127.0.0.1 unless a sender "
                                   "elsewhere must reach it.")
                              : tr("Only programs on this computer can reach the inspector.");
        // Another port than the Preferences say: say why, where the address is read.
        if (m_requestedPort != 0 && url.port() != m_requestedPort) {
            text += u' ' + tr("(port %1, set in Preferences, is taken by another program)")
                               .arg(m_requestedPort);
            tip += u"\n\n"_s + tr("Senders must use port %1 until port %2 is free again; "
                                  "PayDesk tries it again at the next start.")
                                   .arg(url.port())
                                   .arg(m_requestedPort);
        }
        m_listening->setText(text);
        m_listening->setToolTip(tip);
    } else if (m_receiver) {
        m_listening->setText(tr("Not listening"));
        m_listening->setToolTip({});
    } else {
        m_listening->setText(tr("No webhook inspector for this profile"));
        m_listening->setToolTip({});
    }
    m_listening->setProperty("exposed", exposed);
    applyToneStyles();
}

void WebhooksPane::applyToneStyles()
{
    // From the palette, so the warnings read in a light and a dark theme alike.
    const QColor window = palette().color(QPalette::Window);
    m_banner->setStyleSheet(u"QLabel#verificationBanner { background: %1; color: %2;"
                            " border: 1px solid %3; border-radius: 4px; }"_s.arg(
                                toneTint(Tone::Negative, window).name(),
                                toneTextColor(Tone::Negative, window).name(),
                                toneColor(Tone::Negative).name()));
    m_listening->setStyleSheet(
        m_listening->property("exposed").toBool()
            ? u"QLabel#listeningLabel { color: %1; font-weight: 600; }"_s.arg(
                  toneTextColor(Tone::Negative, window).name())
            : QString());
}

void WebhooksPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_banner && m_listening)
        applyToneStyles();
}

QTabWidget *WebhooksPane::detailTabs() const
{
    return m_detail->tabs();
}

bool WebhooksPane::isBannerVisible() const
{
    return !m_banner->isHidden();
}

QString WebhooksPane::bannerText() const
{
    return isBannerVisible() ? m_banner->text() : QString();
}

void WebhooksPane::updateBanner()
{
    const webhooks::VerificationMonitor &monitor = m_feed->verification();
    if (!monitor.isFailing()) {
        m_banner->hide();
        return;
    }
    m_banner->setText(
        tr("The last %n deliveries failed verification. %1", nullptr, monitor.consecutiveFailures())
            .arg(monitor.message()));
    m_banner->show();
}

void WebhooksPane::onCurrentChanged()
{
    if (!m_feed->current()) {
        m_detail->clear();
        updateActions();
        Q_EMIT currentDeliveryChanged(0);
        return;
    }
    // The row's summary at once, the rest once the feed has read it; the old detail stays
    // until then rather than flashing empty.
    m_detail->showHeadline(m_feed->current());
    updateActions();
}

void WebhooksPane::onCurrentLoaded(const webhooks::DeliveryView &view)
{
    if (view.found)
        m_detail->showView(view);
    else
        m_detail->showMissing(view.delivery);
    updateActions();
    Q_EMIT currentDeliveryChanged(view.delivery.id);
}

void WebhooksPane::updateActions()
{
    const bool hasRows = m_feed->model()->rowCount() > 0;
    // isVisible() is false while the pane itself is hidden: decide from the rows alone.
    const bool showList = hasRows || !filter().isEmpty();
    m_view->setHidden(!showList);
    m_empty->setHidden(showList);
    const std::optional<Delivery> &current = m_feed->current();
    m_openTransaction->setEnabled(current && !current->transactionId.isEmpty());
    // Copy and replay send the whole delivery: once it is loaded.
    m_copyCurl->setEnabled(isCurrentLoaded());
    m_replay->setReplayable(isCurrentLoaded());
    m_export->setEnabled(m_view->selectionModel()->hasSelection() && !m_feed->isExporting());
}

void WebhooksPane::applyResponseChoice(int index)
{
    const QVariantList v = m_respond->itemData(index).toList();
    const webhooks::ResponseConfig response{v.value(0).toInt(), v.value(1).toInt()};
    if (m_receiver)
        m_receiver->setResponse(response);
    Q_EMIT responseChosen(response);
    Q_EMIT statusMessage(tr("The inspector now answers: %1").arg(m_respond->itemText(index)));
}

void WebhooksPane::addWindowActions(const WindowMenus &menus, const std::function<void()> &raise)
{
    const auto own = actions();
    for (QAction *a : own) {
        menus.webhooks->addAction(a);
        connect(a, &QAction::triggered, this, raise);
    }
}

void WebhooksPane::focusSearch()
{
    m_filterBar->focusSearch();
}

QList<int> WebhooksPane::selectedRows() const
{
    QList<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    return rows;
}

QString WebhooksPane::curlForCurrent() const
{
    if (!isCurrentLoaded())
        return {};
    QUrl target(m_replay->address().trimmed());
    if (!target.isValid() || target.host().isEmpty()) {
        target = m_receiver && m_receiver->isRunning() ? m_receiver->url()
                                                       : QUrl(u"http://127.0.0.1:8000"_s);
        target.setPath(m_feed->current()->path);
        target.setQuery(m_feed->current()->query);
    }
    return webhooks::curlCommand(*m_feed->current(), target);
}

void WebhooksPane::copyAsCurl()
{
    if (!isCurrentLoaded())
        return;
    QGuiApplication::clipboard()->setText(curlForCurrent());
    Q_EMIT statusMessage(tr("Copied a curl command for %1 (credentials redacted).")
                             .arg(m_feed->current()->webhookId));
}

void WebhooksPane::exportSelection()
{
    if (!m_view->selectionModel()->hasSelection())
        return;
    const QString fileName =
        getSaveFileName(this, tr("Export deliveries"), tr("webhook-deliveries") + u".json"_s,
                        tr("JSON files (*.json)"));
    if (!fileName.isEmpty())
        exportSelectionTo(fileName);
}

bool WebhooksPane::exportSelectionTo(const QString &fileName)
{
    const QList<int> rows = selectedRows();
    if (!m_feed->exportRows(rows, fileName))
        return false;
    Q_EMIT statusMessage(tr("Exporting %n delivery(s)…", nullptr, int(rows.size())));
    updateActions();
    return true;
}

void WebhooksPane::onExported(const webhooks::DeliveryReader::ExportResult &r)
{
    updateActions();
    const QString message =
        r.ok ? tr("Exported %n delivery(s) to %1 (credentials and secrets redacted).", nullptr,
                  r.count)
                   .arg(QDir::toNativeSeparators(r.fileName))
             : tr("The deliveries could not be exported to %1: %2")
                   .arg(QDir::toNativeSeparators(r.fileName), r.error);
    if (r.ok)
        Q_EMIT fileExported(message, r.fileName);
    else
        Q_EMIT statusMessage(message);
    Q_EMIT exportFinished(r.ok, message);
}

void WebhooksPane::openCurrentTransaction()
{
    const std::optional<Delivery> &current = m_feed->current();
    if (current && !current->transactionId.isEmpty())
        Q_EMIT openTransaction(current->transactionId);
}

void WebhooksPane::showReplay()
{
    m_detail->tabs()->setCurrentWidget(m_replay);
    m_replay->focusAddress();
}

void WebhooksPane::replayCurrent()
{
    replayCurrentTo(QUrl::fromUserInput(m_replay->address().trimmed()), m_replay->mode(),
                    m_replay->secret());
}

void WebhooksPane::replayCurrentTo(const QUrl &url, ReplayRequest::Mode mode, const QString &secret)
{
    if (!isCurrentLoaded())
        return;
    ReplayRequest request;
    request.url = url;
    request.mode = mode;
    request.secret = secret.isEmpty() ? m_secret : secret;
    m_replay->replay(*m_feed->current(), request);
}

QByteArray WebhooksPane::saveState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << StateMagic << StateVersion << m_view->horizontalHeader()->saveState()
        << m_split->saveState() << qint32(m_detail->tabs()->currentIndex())
        << m_filterBar->typeChoice() << m_filterBar->verdictChoice() << m_replay->address()
        << qint32(m_replay->modeIndex());
    return state;
}

bool WebhooksPane::restoreState(const QByteArray &state)
{
    QDataStream in(state);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    quint16 version = 0;
    in >> magic >> version;
    if (magic != StateMagic || version != StateVersion)
        return false;
    QByteArray header;
    QByteArray split;
    qint32 tab = 0;
    QString type;
    QString verdict;
    QString replayUrl;
    qint32 replayMode = 0;
    in >> header >> split >> tab >> type >> verdict >> replayUrl >> replayMode;
    if (in.status() != QDataStream::Ok)
        return false;
    m_view->horizontalHeader()->restoreState(header);
    m_split->restoreState(split);
    m_detail->tabs()->setCurrentIndex(std::clamp(int(tab), 0, m_detail->tabs()->count() - 1));
    m_filterBar->setChoices(type, verdict);
    m_replay->setAddress(replayUrl);
    m_replay->setModeIndex(replayMode);
    reload();
    return true;
}

} // namespace paydesk::ui
