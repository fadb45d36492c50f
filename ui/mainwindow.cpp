#include "mainwindow.h"

#include "dialogs/aboutbox.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/transactionactions.h"
#include "localsandbox/localsandboxhost.h"
#include "models/transactionfilter.h"
#include "panes/accountspane.h"
#include "panes/activitypane.h"
#include "panes/paymentlinkspane.h"
#include "panes/payoutspane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "panes/webhookspane.h"
#include "profiles/appsettings.h"
#include "profiles/profilestore.h"
#include "profiles/profileswitcher.h"
#include "profileviewstates.h"
#include "savedviews/savedviewsidebar.h"
#include "session/webhookinspector.h"
#include "theme.h"
#include "widgets/environmentbanner.h"
#include "widgets/messagebar.h"
#include "widgets/screenfit.h"
#include "widgets/statusline.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

MainWindow::MainWindow(session::Session &session, profiles::ProfileStore &profiles, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_profiles(profiles)
{
    setObjectName(u"MainWindow"_s);
    setWindowIcon(QIcon(u":/icons/paydesk.svg"_s));

    m_banner = new EnvironmentBanner(this);
    m_sidebar = new QListWidget(this);
    m_sidebar->setAccessibleName(tr("Panes"));
    m_sidebar->setFrameShape(QFrame::NoFrame);
    m_sidebar->setIconSize(QSize(20, 20));
    m_stack = new QStackedWidget(this);

    m_transactions = new TransactionsPane(this);
    m_refunds = new RefundsPane(this);
    m_accounts = new AccountsPane(this);
    m_trialBalance = new TrialBalancePane(this);
    m_webhooks = new WebhooksPane(this);
    m_paymentLinks = new PaymentLinksPane(this);
    m_payouts = new PayoutsPane(this);
    m_activity = new ActivityPane(this);
    addPane(Pane::Transactions, tr("Transactions"), m_transactions, m_transactions);
    addPane(Pane::Refunds, tr("Refunds"), m_refunds, m_refunds);
    addPane(Pane::Accounts, tr("Chart of accounts"), m_accounts, m_accounts);
    addPane(Pane::TrialBalance, tr("Trial balance"), m_trialBalance, m_trialBalance);
    addPane(Pane::Webhooks, tr("Webhooks"), m_webhooks, m_webhooks);
    addPane(Pane::PaymentLinks, tr("Payment links"), m_paymentLinks, m_paymentLinks);
    addPane(Pane::Payouts, tr("Payouts"), m_payouts, m_payouts);
    addPane(Pane::Activity, tr("Activity"), m_activity, m_activity);
    // Wide enough for the longest pane name in this language (the window is rebuilt when the
    // language changes).
    fitListToItems(m_sidebar, 280);

    auto *splitter = new QSplitter(this);
    splitter->setObjectName(u"mainSplitter"_s);
    splitter->addWidget(m_sidebar);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({m_sidebar->minimumWidth(), 100000}); // the panes get what it leaves
    // The message bar floats over the top of the panes (in no layout), so it never moves them.
    auto *content = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(splitter);
    m_messageBar = new MessageBar(content);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addWidget(content, 1);
    setCentralWidget(central);

    connect(m_sidebar, &QListWidget::currentRowChanged, this, [this](int row) {
        const int index = paneIndexAt(row);
        if (index >= 0)
            m_stack->setCurrentIndex(index);
        for (int i = 0; i < m_panes.size(); ++i)
            m_panes[i].windowPane->setPaneCurrent(i == index);
        updateActions();
    });

    m_statusLine = new StatusLine(statusBar(), m_session);
    m_profileSwitcher = new ProfileSwitcher(m_session, m_profiles, m_messageBar, this);
    m_transactionActions =
        new TransactionActions(m_session,
                               {m_transactions, m_refunds, m_paymentLinks, m_messageBar,
                                [this] { showPane(Pane::Transactions); }},
                               this);
    createActions();
    m_savedViews = new SavedViewSidebar(*this, m_sidebar, m_session);
    createMenus();
    createToolBar();
    connectPanes();
    connectInspector();

    new ProfileViewStates(*this, m_session); // first: it sees the old profile's panes whole
    connect(&m_session, &session::Session::clientChanged, this, &MainWindow::onClientChanged);
    connect(&m_session, &session::Session::stateChanged, this, &MainWindow::onStateChanged);
    connect(&m_session, &session::Session::activationFailed, this,
            [this](const profiles::Profile &, const QString &message) {
                m_statusLine->showErrorText(message);
            });

    onClientChanged(m_session.client(), m_session.profile());
    onStateChanged(m_session.state());
    restoreSettings();
}

MainWindow::~MainWindow() = default;

// How the panes lead to each other and report to the window: files written go to the message
// bar (Open file, Show in folder), passing news to the status bar (to the message bar when too
// long to read there whole), errors to its last error.
void MainWindow::connectPanes()
{
    const auto toStatusBar = [this](const QString &text) {
        m_statusLine->showPassing(text, m_messageBar);
    };
    const auto toMessageBar = [this](const QString &text, const QString &path) {
        m_messageBar->showFileMessage(text, path);
    };
    const auto showError = [this](const api::ApiError &e) { m_statusLine->showError(e); };
    const auto lastRefreshed = [this](const QDateTime &when) {
        m_statusLine->setLastRefresh(when);
    };
    const auto openTransaction = [this](const QString &id) {
        showPane(Pane::Transactions);
        m_transactions->showTransaction(id);
    };
    connect(m_transactions, &TransactionsPane::fileExported, this, toMessageBar);
    connect(m_trialBalance, &TrialBalancePane::fileExported, this, toMessageBar);
    connect(m_accounts, &AccountsPane::fileExported, this, toMessageBar);
    connect(m_webhooks, &WebhooksPane::fileExported, this, toMessageBar);
    connect(m_payouts, &PayoutsPane::fileExported, this, toMessageBar);
    connect(m_activity, &ActivityPane::fileExported, this, toMessageBar);
    for (PagedTablePane *pane : std::initializer_list<PagedTablePane *>{
             m_transactions, m_refunds, m_paymentLinks, m_payouts, m_activity}) {
        connect(pane, &PagedTablePane::errorOccurred, this, showError);
        connect(pane, &PagedTablePane::lastRefreshed, this, lastRefreshed);
        connect(pane, &PagedTablePane::statusMessage, this, toStatusBar);
    }
    connect(m_transactions, &TransactionsPane::selectionChanged, this, [this] { updateActions(); });
    connect(m_refunds, &RefundsPane::openTransaction, this, openTransaction);
    connect(m_accounts, &AccountsPane::errorOccurred, this, showError);
    connect(m_accounts, &AccountsPane::lastRefreshed, this, lastRefreshed);
    connect(m_accounts, &AccountsPane::statusMessage, this, toStatusBar);
    connect(m_trialBalance, &TrialBalancePane::errorOccurred, this, showError);
    connect(m_trialBalance, &TrialBalancePane::lastRefreshed, this, lastRefreshed);
    connect(m_trialBalance, &TrialBalancePane::statusMessage, this, toStatusBar);
    connect(m_trialBalance, &TrialBalancePane::openTransactions, this,
            [this](const QDate &from, const QDate &to, const QString &currency) {
                showPane(Pane::Transactions);
                m_transactions->showDateRange(from, to.addDays(-1), currency);
            });
    connect(m_webhooks, &WebhooksPane::openTransaction, this, openTransaction);
    connect(m_trialBalance, &TrialBalancePane::openTransaction, this, openTransaction);
    connect(m_trialBalance, &TrialBalancePane::openRefund, this, [this](const QString &id) {
        showPane(Pane::Refunds);
        m_refunds->showRefund(id);
    });
    connect(m_payouts, &PayoutsPane::openRefund, m_trialBalance, &TrialBalancePane::openRefund);
    connect(m_payouts, &PayoutsPane::openTransaction, this, openTransaction);
    connect(m_trialBalance, &TrialBalancePane::openPayout, m_payouts,
            &PayoutsPane::showLedgerEntry);
    connect(m_accounts, &AccountsPane::ledgerRequested, this,
            [this](const api::LedgerAccount &account) {
                const QDate today = models::serviceToday();
                m_trialBalance->openAccountLedger(account, m_trialBalance->currency(),
                                                  QDate(today.year(), today.month(), 1), today);
            });
    connect(m_paymentLinks, &PaymentLinksPane::openTransaction, this, openTransaction);
    connect(m_activity, &ActivityPane::openTransaction, this, openTransaction);
    connect(m_webhooks, &WebhooksPane::statusMessage, this, toStatusBar);
}

void MainWindow::connectInspector()
{
    session::WebhookInspector *inspector = m_session.webhookInspector();
    if (!inspector)
        return;
    m_webhooks->setStorePath(inspector->storePath());
    connect(inspector, &session::WebhookInspector::storePathChanged, m_webhooks,
            &WebhooksPane::setStorePath);
    m_webhooks->setReceiver(inspector->receiver());
    // The port asked for, to say why the inspector listens on another one.
    m_webhooks->setRequestedPort(inspector->requestedPort());
    connect(inspector, &session::WebhookInspector::listening, m_webhooks,
            [this, inspector] { m_webhooks->setRequestedPort(inspector->requestedPort()); });
    m_webhooks->setSecret(inspector->secret());
    connect(inspector, &session::WebhookInspector::secretChanged, m_webhooks,
            &WebhooksPane::setSecret);
}

void MainWindow::addPane(Pane pane, const QString &title, QWidget *widget, WindowPane *windowPane)
{
    static const QStyle::StandardPixmap icons[] = {QStyle::SP_FileDialogDetailedView,
                                                   QStyle::SP_BrowserReload,
                                                   QStyle::SP_DirIcon,
                                                   QStyle::SP_FileDialogInfoView,
                                                   QStyle::SP_DriveNetIcon,
                                                   QStyle::SP_FileLinkIcon,
                                                   QStyle::SP_DialogApplyButton,
                                                   QStyle::SP_FileDialogContentsView};
    auto *item = new QListWidgetItem(style()->standardIcon(icons[int(pane)]), title, m_sidebar);
    item->setSizeHint(QSize(0, 32));
    item->setData(SidebarPaneRole, int(pane));
    m_stack->addWidget(widget);
    m_panes.append({pane, windowPane, title});
}

bool MainWindow::showPane(Pane pane)
{
    if (currentPane() == pane)
        return true; // the pane, or one of its saved views, stays chosen
    for (int row = 0; row < m_sidebar->count(); ++row) {
        const QListWidgetItem *item = m_sidebar->item(row);
        if (item->data(SidebarPaneRole).toInt() == int(pane) &&
            !item->data(SidebarViewRole).isValid()) {
            m_sidebar->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

std::optional<MainWindow::Pane> MainWindow::currentPane() const
{
    const int index = paneIndexAt(m_sidebar->currentRow());
    return index >= 0 ? std::optional(m_panes.at(index).pane) : std::nullopt;
}

WindowPane *MainWindow::current() const
{
    const int index = paneIndexAt(m_sidebar->currentRow());
    return index >= 0 ? m_panes.at(index).windowPane : nullptr;
}

void MainWindow::createActions()
{
    m_refresh = new QAction(tr("Re&fresh"), this);
    // Not QKeySequence::Refresh: on GNOME and macOS that is Ctrl+R, which refunds.
    m_refresh->setShortcut(QKeySequence(Qt::Key_F5));
    m_refresh->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    connect(m_refresh, &QAction::triggered, this, &MainWindow::refresh);

    m_find = new QAction(tr("&Find…"), this);
    m_find->setShortcut(QKeySequence::Find);
    connect(m_find, &QAction::triggered, this, &MainWindow::find);

    m_export = new QAction(tr("&Export…"), this);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_export->setToolTip(tr("Export what the pane shows (Ctrl+E)"));
    connect(m_export, &QAction::triggered, this, &MainWindow::exportCurrent);

    m_preferences = new QAction(tr("Pr&eferences…"), this);
    // The platform's key (Cmd+, on macOS) and Ctrl+, everywhere, never the same one twice:
    // an action with a key twice finds it ambiguous and does not trigger.
    QList<QKeySequence> preferencesKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (const QKeySequence ctrlComma(Qt::CTRL | Qt::Key_Comma);
        !preferencesKeys.contains(ctrlComma))
        preferencesKeys << ctrlComma;
    m_preferences->setShortcuts(preferencesKeys);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    connect(m_preferences, &QAction::triggered, this, &MainWindow::preferences);

    for (int i = 0; i < int(m_panes.size()); ++i) {
        const Pane pane = m_panes[i].pane;
        auto *a = new QAction(m_panes[i].title, this);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(pane))));
        connect(a, &QAction::triggered, this, [this, pane] { showPane(pane); });
        m_paneActions << a;
    }
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_export);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    WindowMenus menus;
    menus.file = file;
    menus.edit = menuBar()->addMenu(tr("&Edit"));
    menus.edit->addAction(m_find);
    QMenu *view = menus.view = menuBar()->addMenu(tr("&View"));
    view->addAction(createGotoAnything()); // Ctrl+K
    view->addSeparator();
    view->addActions(m_paneActions);
    view->addSeparator();
    view->addAction(m_refresh);
    QMenu *transaction = menuBar()->addMenu(tr("&Transaction"));
    m_transactionActions->addTo(transaction);
    menus.webhooks = menuBar()->addMenu(tr("&Webhooks"));

    // Each pane's own actions, each after a separator of its own in the View menu.
    for (const PaneEntry &entry : std::as_const(m_panes)) {
        const int before = int(view->actions().size());
        entry.windowPane->addWindowActions(menus, [this, pane = entry.pane] { showPane(pane); });
        if (view->actions().size() > before)
            view->insertSeparator(view->actions().at(before));
    }
    view->addSeparator();
    view->addMenu(m_savedViews->menu());
    view->addMenu(createThemeMenu(this));
    menus.edit->addSeparator();
    menus.edit->addAction(m_preferences);

    m_profileSwitcher->addTo(menuBar()->addMenu(tr("&Profile")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About PayDesk"), this, [this] { showAboutBox(this); });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(u"mainToolBar"_s);
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_profileSwitcher->addTo(bar);
    bar->addSeparator();
    bar->addAction(m_refresh);
    m_transactionActions->addTo(bar);
    bar->addAction(m_export);
}

void MainWindow::onClientChanged(api::ApiClient *client, const profiles::Profile &profile)
{
    m_transactions->setClient(client);
    m_refunds->setClient(client);
    m_paymentLinks->setClient(client);
    m_payouts->setClient(client);
    m_activity->setClient(client);
    m_accounts->setClient(client);
    m_trialBalance->setProfile(profile);
    m_accounts->setProfile(profile);
    if (profile.localSandbox && m_session.localSandbox() && m_session.localSandbox()->isRunning())
        m_trialBalance->setMerchantId(m_session.localSandbox()->merchantId());
    m_trialBalance->setClient(client);
    m_webhooks->setProfile(profile.id, m_profiles.namesById(), client);
    if (profile.id.isEmpty())
        m_banner->clear();
    else
        m_banner->setProfile(profile.name, profile.environment, profile.colour);
    m_profileSwitcher->showCurrent(profile.id);
    if (client)
        m_statusLine->clearError();
    m_statusLine->showProfile(profile.id);
    updateTitle();
    updateActions();
}

void MainWindow::onStateChanged(session::Session::State state)
{
    m_statusLine->showState(state);
    updateActions();
}

void MainWindow::updateTitle()
{
    const profiles::Profile &p = m_session.profile();
    if (p.id.isEmpty()) {
        setWindowTitle(u"PayDesk"_s);
        return;
    }
    const QString env = p.environment == api::Environment::Production ? tr("LIVE") : tr("test");
    setWindowTitle(tr("%1 [%2] — PayDesk").arg(p.name, env));
}

void MainWindow::updateActions()
{
    const bool ready = m_session.client() != nullptr;
    m_transactionActions->update(currentPane() == Pane::Transactions);
    // Without a client, Refresh tries the profile again.
    m_refresh->setEnabled(ready || m_session.state() == session::Session::State::Failed);
    const WindowPane *pane = current();
    m_export->setEnabled(pane && pane->canExportPane(ready));
}

void MainWindow::find()
{
    WindowPane *pane = current();
    if (pane && pane->focusPaneSearch())
        return;
    showPane(Pane::Transactions);
    m_transactions->focusSearch();
}

void MainWindow::refresh()
{
    if (!m_session.client()) {
        m_session.reconnect();
        return;
    }
    (current() ? current() : m_transactions)->refreshPane();
}

void MainWindow::exportCurrent()
{
    if (WindowPane *pane = current(); pane && pane->canExportPane(m_session.client() != nullptr))
        pane->exportPane();
}

QString MainWindow::bannerText() const
{
    return m_banner->text();
}

QString MainWindow::connectionText() const
{
    return m_statusLine->connectionText();
}

QString MainWindow::lastRefreshText() const
{
    return m_statusLine->lastRefreshText();
}

void MainWindow::preferences()
{
    if (const auto language = editPreferences(m_session, this, statusBar()))
        Q_EMIT languageChanged(*language);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings()
{
    const auto owned = profiles::openUserSettings();
    QSettings &settings = *owned;
    settings.beginGroup(u"MainWindow"_s);
    settings.setValue(u"geometry"_s, saveGeometry());
    settings.setValue(u"state"_s, saveState());
    settings.setValue(u"splitter"_s, findChild<QSplitter *>(u"mainSplitter"_s)->saveState());
    for (const PaneEntry &entry : std::as_const(m_panes))
        settings.setValue(paneStateKey(entry.pane), entry.windowPane->savePaneState());
    if (const auto pane = currentPane())
        settings.setValue(u"pane"_s, paneNames().at(int(*pane)));
}

void MainWindow::restoreSettings()
{
    const auto owned = profiles::openUserSettings();
    QSettings &settings = *owned;
    settings.beginGroup(u"MainWindow"_s);
    const bool restored = restoreGeometry(settings.value(u"geometry"_s).toByteArray());
    restoreState(settings.value(u"state"_s).toByteArray());
    // Inside this screen: a geometry saved on a bigger one, or 1280x800 on a laptop.
    fitIntoScreen(this, restored ? QSize() : QSize(1280, 800));
    findChild<QSplitter *>(u"mainSplitter"_s)
        ->restoreState(settings.value(u"splitter"_s).toByteArray());
    for (const PaneEntry &entry : std::as_const(m_panes))
        entry.windowPane->restorePaneState(settings.value(paneStateKey(entry.pane)).toByteArray());
    const auto pane = paneFromName(settings.value(u"pane"_s).toString());
    showPane(pane.value_or(Pane::Transactions));
}

} // namespace paydesk::ui
