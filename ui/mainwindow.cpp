#include "mainwindow.h"

#include "core/money.h"
#include "dialogs/aboutbox.h"
#include "dialogs/newchargedialog.h"
#include "dialogs/paymentlinkdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/refunddialog.h"
#include "localsandboxhost.h"
#include "models/transactionfilter.h"
#include "panes/accountspane.h"
#include "panes/paymentlinkspane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "panes/webhookspane.h"
#include "profiles/appsettings.h"
#include "profiles/preferences.h"
#include "profiles/profileeditordialog.h"
#include "profiles/profilestore.h"
#include "session/webhookinspector.h"
#include "theme.h"
#include "widgets/environmentbanner.h"
#include "widgets/messagebar.h"
#include "widgets/screenfit.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>

#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

const char *const PaneNames[] = {"transactions",  "refunds",  "accounts",
                                 "trial-balance", "webhooks", "payment-links"};

} // namespace

std::optional<MainWindow::Pane> MainWindow::paneFromName(const QString &name)
{
    for (int i = 0; i < int(std::size(PaneNames)); ++i) {
        if (name == QLatin1String(PaneNames[i]))
            return Pane(i);
    }
    return std::nullopt;
}

QStringList MainWindow::paneNames()
{
    QStringList out;
    for (const char *n : PaneNames)
        out << QString::fromLatin1(n);
    return out;
}

MainWindow::MainWindow(session::Session &session, profiles::ProfileStore &profiles, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_profiles(profiles)
{
    setObjectName(u"MainWindow"_s);
    setWindowIcon(QIcon(u":/icons/paydesk.svg"_s));

    m_banner = new EnvironmentBanner(this);
    m_messageBar = new MessageBar(this);
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
    addPane(Pane::Transactions, tr("Transactions"), m_transactions);
    addPane(Pane::Refunds, tr("Refunds"), m_refunds);
    addPane(Pane::Accounts, tr("Chart of accounts"), m_accounts);
    addPane(Pane::TrialBalance, tr("Trial balance"), m_trialBalance);
    addPane(Pane::Webhooks, tr("Webhooks"), m_webhooks);
    addPane(Pane::PaymentLinks, tr("Payment links"), m_paymentLinks);
    // Wide enough for the longest pane name in this language (the window is rebuilt when the
    // language changes).
    fitListToItems(m_sidebar, 280);

    auto *splitter = new QSplitter(this);
    splitter->setObjectName(u"mainSplitter"_s);
    splitter->addWidget(m_sidebar);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addWidget(m_messageBar);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    connect(m_sidebar, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_sidebar, &QListWidget::currentRowChanged, this, [this] { updateActions(); });

    createActions();
    createMenus();
    createToolBar();
    createStatusBar();

    // Panes report to the status bar (a file written: to the message bar) and ask for dialogs.
    const auto toStatusBar = [this](const QString &text) { statusBar()->showMessage(text, 5000); };
    const auto toMessageBar = [this](const QString &text, const QString &path) {
        m_messageBar->showFileMessage(text, path);
    };
    connect(m_transactions, &TransactionsPane::fileExported, this, toMessageBar);
    connect(m_trialBalance, &TrialBalancePane::fileExported, this, toMessageBar);
    connect(m_accounts, &AccountsPane::fileExported, this, toMessageBar);
    connect(m_webhooks, &WebhooksPane::fileExported, this, toMessageBar);
    connect(m_transactions, &TransactionsPane::refundRequested, this,
            &MainWindow::refundTransaction);
    connect(m_transactions, &TransactionsPane::errorOccurred, this, &MainWindow::showError);
    connect(m_transactions, &TransactionsPane::lastRefreshed, this, &MainWindow::setLastRefresh);
    connect(m_transactions, &TransactionsPane::statusMessage, this, toStatusBar);
    connect(m_transactions, &TransactionsPane::selectionChanged, this, [this] { updateActions(); });
    connect(m_refunds, &RefundsPane::errorOccurred, this, &MainWindow::showError);
    connect(m_refunds, &RefundsPane::lastRefreshed, this, &MainWindow::setLastRefresh);
    const auto openTransaction = [this](const QString &id) {
        showPane(Pane::Transactions);
        m_transactions->showTransaction(id);
    };
    connect(m_refunds, &RefundsPane::openTransaction, this, openTransaction);
    connect(m_refunds, &RefundsPane::statusMessage, this, toStatusBar);
    connect(m_accounts, &AccountsPane::errorOccurred, this, &MainWindow::showError);
    connect(m_accounts, &AccountsPane::lastRefreshed, this, &MainWindow::setLastRefresh);
    connect(m_accounts, &AccountsPane::statusMessage, this, toStatusBar);
    connect(m_trialBalance, &TrialBalancePane::errorOccurred, this, &MainWindow::showError);
    connect(m_trialBalance, &TrialBalancePane::lastRefreshed, this, &MainWindow::setLastRefresh);
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
    connect(m_accounts, &AccountsPane::ledgerRequested, this,
            [this](const api::LedgerAccount &account) {
                const QDate today = models::serviceToday();
                m_trialBalance->openAccountLedger(account, m_trialBalance->currency(),
                                                  QDate(today.year(), today.month(), 1), today);
            });
    connect(m_paymentLinks, &PaymentLinksPane::openTransaction, this, openTransaction);
    connect(m_paymentLinks, &PaymentLinksPane::errorOccurred, this, &MainWindow::showError);
    connect(m_paymentLinks, &PaymentLinksPane::lastRefreshed, this, &MainWindow::setLastRefresh);
    connect(m_paymentLinks, &PaymentLinksPane::statusMessage, this, toStatusBar);
    connect(m_webhooks, &WebhooksPane::statusMessage, this, toStatusBar);
    connectInspector();

    connect(&m_session, &session::Session::clientChanged, this, &MainWindow::onClientChanged);
    connect(&m_session, &session::Session::stateChanged, this, &MainWindow::onStateChanged);
    connect(&m_session, &session::Session::activationFailed, this, &MainWindow::onActivationFailed);
    connect(&m_profiles, &profiles::ProfileStore::profilesChanged, this,
            &MainWindow::reloadProfileSwitcher);

    reloadProfileSwitcher();
    onClientChanged(m_session.client(), m_session.profile());
    onStateChanged(m_session.state());
    restoreSettings();
}

MainWindow::~MainWindow() = default;

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

void MainWindow::addPane(Pane pane, const QString &title, QWidget *widget)
{
    static const QStyle::StandardPixmap icons[] = {
        QStyle::SP_FileDialogDetailedView, QStyle::SP_BrowserReload, QStyle::SP_DirIcon,
        QStyle::SP_FileDialogInfoView,     QStyle::SP_DriveNetIcon,  QStyle::SP_FileLinkIcon};
    auto *item = new QListWidgetItem(style()->standardIcon(icons[int(pane)]), title, m_sidebar);
    item->setSizeHint(QSize(0, 32));
    m_stack->addWidget(widget);
    m_paneOrder << pane;
}

bool MainWindow::showPane(Pane pane)
{
    const int index = int(m_paneOrder.indexOf(pane));
    if (index < 0)
        return false;
    m_sidebar->setCurrentRow(index);
    return true;
}

std::optional<MainWindow::Pane> MainWindow::currentPane() const
{
    const int row = m_sidebar->currentRow();
    if (row < 0 || row >= m_paneOrder.size())
        return std::nullopt;
    return m_paneOrder.at(row);
}

void MainWindow::createActions()
{
    m_newCharge = new QAction(tr("&New charge…"), this);
    m_newCharge->setShortcut(QKeySequence::New);
    m_newCharge->setIcon(style()->standardIcon(QStyle::SP_FileIcon));
    connect(m_newCharge, &QAction::triggered, this, &MainWindow::newCharge);

    m_paymentLink = new QAction(tr("&Payment link…"), this);
    m_paymentLink->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_paymentLink, &QAction::triggered, this, &MainWindow::paymentLink);

    m_refund = new QAction(tr("&Refund…"), this);
    m_refund->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_refund->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    connect(m_refund, &QAction::triggered, this, &MainWindow::refundSelection);

    m_refresh = new QAction(tr("Re&fresh"), this);
    // Not QKeySequence::Refresh: on GNOME and macOS that is Ctrl+R, which refunds.
    m_refresh->setShortcut(QKeySequence(Qt::Key_F5));
    m_refresh->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    connect(m_refresh, &QAction::triggered, this, &MainWindow::refresh);

    m_find = new QAction(tr("&Find…"), this);
    m_find->setShortcut(QKeySequence::Find);
    connect(m_find, &QAction::triggered, this, [this] {
        switch (currentPane().value_or(Pane::Transactions)) {
        case Pane::Refunds:
            m_refunds->focusSearch();
            break;
        case Pane::Accounts:
            m_accounts->focusSearch();
            break;
        case Pane::Webhooks:
            m_webhooks->focusSearch();
            break;
        case Pane::PaymentLinks:
            m_paymentLinks->focusSearch();
            break;
        default:
            showPane(Pane::Transactions);
            m_transactions->focusSearch();
            break;
        }
    });

    m_export = new QAction(tr("&Export…"), this);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_export->setToolTip(tr("Export what the pane shows (Ctrl+E)"));
    connect(m_export, &QAction::triggered, this, &MainWindow::exportCurrent);

    m_editProfiles = new QAction(tr("&Edit profiles…"), this);
    connect(m_editProfiles, &QAction::triggered, this, &MainWindow::editProfiles);

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

    m_copyId = new QAction(tr("&Copy transaction ID"), this);
    m_copyId->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    connect(m_copyId, &QAction::triggered, this, &MainWindow::copyTransactionId);

    m_showChart = new QAction(tr("Volume &chart"), this);
    m_showChart->setCheckable(true);
    m_showChart->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(m_showChart, &QAction::toggled, this, [this](bool on) {
        showPane(Pane::Transactions);
        m_transactions->setChartVisible(on);
    });

    m_expandAll = new QAction(tr("E&xpand all accounts"), this);
    connect(m_expandAll, &QAction::triggered, this, [this] {
        showPane(Pane::Accounts);
        m_accounts->expandAll();
    });
    m_collapseAll = new QAction(tr("Co&llapse all accounts"), this);
    connect(m_collapseAll, &QAction::triggered, this, [this] {
        showPane(Pane::Accounts);
        m_accounts->collapseAll();
    });

    const std::pair<TrialBalancePane::Preset, QString> presets[] = {
        {TrialBalancePane::Preset::EndOfLastMonth, tr("Trial balance at end of last &month")},
        {TrialBalancePane::Preset::EndOfLastQuarter, tr("Trial balance at end of last &quarter")},
        {TrialBalancePane::Preset::EndOfLastYear, tr("Trial balance at end of last &year")}};
    for (const auto &[preset, text] : presets) {
        auto *a = new QAction(text, this);
        connect(a, &QAction::triggered, this, [this, preset] {
            showPane(Pane::TrialBalance);
            m_trialBalance->applyPreset(preset);
        });
        m_presetActions << a;
    }

    for (int i = 0; i < int(m_paneOrder.size()); ++i) {
        auto *a = new QAction(m_sidebar->item(i)->text(), this);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(m_paneOrder[i]))));
        const Pane pane = m_paneOrder[i];
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

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_find);
    edit->addAction(m_copyId);
    edit->addSeparator();
    edit->addAction(m_preferences);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addActions(m_paneActions);
    view->addSeparator();
    view->addAction(m_refresh);
    view->addAction(m_showChart);
    view->addSeparator();
    view->addAction(m_expandAll);
    view->addAction(m_collapseAll);
    view->addSeparator();
    view->addActions(m_presetActions);
    view->addSeparator();
    view->addMenu(createThemeMenu(this));

    QMenu *transaction = menuBar()->addMenu(tr("&Transaction"));
    transaction->addAction(m_newCharge);
    transaction->addAction(m_paymentLink);
    transaction->addAction(m_refund);

    // The inspector's own actions (their shortcuts work while the pane has the focus).
    QMenu *webhooks = menuBar()->addMenu(tr("&Webhooks"));
    const auto inspectorActions = m_webhooks->actions();
    for (QAction *a : inspectorActions) {
        webhooks->addAction(a);
        connect(a, &QAction::triggered, this, [this] { showPane(Pane::Webhooks); });
    }

    QMenu *profile = menuBar()->addMenu(tr("&Profile"));
    profile->addAction(m_editProfiles);

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
    auto *label = new QLabel(tr("Profile:"), bar);
    label->setContentsMargins(6, 0, 4, 0);
    bar->addWidget(label);
    m_profileSwitcher = new QComboBox(bar);
    m_profileSwitcher->setAccessibleName(tr("Profile"));
    m_profileSwitcher->setMinimumContentsLength(18);
    label->setBuddy(m_profileSwitcher);
    bar->addWidget(m_profileSwitcher);
    connect(m_profileSwitcher, &QComboBox::activated, this, [this](int index) {
        const QString id = m_profileSwitcher->itemData(index).toString();
        if (id != m_session.profile().id)
            m_session.activate(id);
    });
    bar->addAction(m_editProfiles);
    bar->addSeparator();
    bar->addAction(m_refresh);
    bar->addAction(m_newCharge);
    bar->addAction(m_paymentLink);
    bar->addAction(m_refund);
    bar->addAction(m_export);
}

void MainWindow::createStatusBar()
{
    m_connection = new QLabel(this);
    m_lastRefresh = new QLabel(this);
    m_lastError = new QLabel(this);
    // A service's error message: never rich text.
    m_lastError->setTextFormat(Qt::PlainText);
    m_lastError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A passing message covers only the last error; the connection and the refresh time stay.
    statusBar()->addWidget(m_lastError, 1);
    statusBar()->addPermanentWidget(m_lastRefresh);
    statusBar()->addPermanentWidget(m_connection);
}

void MainWindow::reloadProfileSwitcher()
{
    const QSignalBlocker blocker(m_profileSwitcher);
    m_profileSwitcher->clear();
    const auto all = m_profiles.list();
    for (const profiles::Profile &p : all) {
        const QString env = p.environment == api::Environment::Production ? tr("live") : tr("test");
        m_profileSwitcher->addItem(u"%1 (%2)"_s.arg(p.name, env), p.id);
    }
    m_profileSwitcher->setCurrentIndex(m_profileSwitcher->findData(m_session.profile().id));
}

void MainWindow::onClientChanged(api::ApiClient *client, const profiles::Profile &profile)
{
    m_transactions->setClient(client);
    m_refunds->setClient(client);
    m_paymentLinks->setClient(client);
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
    m_profileSwitcher->setCurrentIndex(m_profileSwitcher->findData(profile.id));
    if (client)
        m_lastError->clear();
    // The time of this profile's last answer, not of the one before.
    const QDateTime refreshed = m_lastRefreshes.value(profile.id);
    m_lastRefresh->setText(refreshed.isValid() ? refreshedText(refreshed) : QString());
    updateTitle();
    updateActions();
}

void MainWindow::onStateChanged(session::Session::State state)
{
    switch (state) {
    case session::Session::State::Idle:
        m_connection->setText(tr("No profile"));
        break;
    case session::Session::State::Connecting:
        m_connection->setText(tr("Connecting…"));
        break;
    case session::Session::State::Ready:
        m_connection->setText(tr("Connected to %1")
                                  .arg(m_session.client()
                                           ? m_session.client()->config().baseUrl.toDisplayString()
                                           : QString()));
        break;
    case session::Session::State::Failed:
        m_connection->setText(tr("Not connected"));
        break;
    }
    updateActions();
}

void MainWindow::onActivationFailed(const profiles::Profile &profile, const QString &message,
                                    bool keychainUnavailable)
{
    showErrorText(message);
    if (!keychainUnavailable || m_session.holdsSecretsForThisRun())
        return;
    // What happened, and the two ways on; never a key on disk.
    m_messageBar->showChoices(
        tr("%1\nPayDesk keeps API keys only in the system keychain and never writes one to disk. "
           "Keys kept for this run only are forgotten when PayDesk closes.")
            .arg(message),
        Tone::Attention,
        {{tr("Try again"), [this] { m_session.reconnect(); }},
         {tr("Keep keys for this run only"), [this, profile] {
              m_session.holdSecretsForThisRun();
              m_session.activate(profile.id);
              if (!profile.localSandbox)
                  editProfiles();
          }}});
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
    m_newCharge->setEnabled(ready);
    m_paymentLink->setEnabled(ready);
    // Without a client, Refresh tries the profile again.
    m_refresh->setEnabled(ready || m_session.state() == session::Session::State::Failed);
    const auto pane = currentPane();
    m_export->setEnabled((ready && (pane == Pane::Transactions || pane == Pane::TrialBalance ||
                                    pane == Pane::Accounts)) ||
                         pane == Pane::Webhooks);
    const auto selected = m_transactions->selectedTransaction();
    m_refund->setEnabled(ready && currentPane() == Pane::Transactions && selected &&
                         selected->isRefundable());
    m_copyId->setEnabled(currentPane() == Pane::Transactions && selected.has_value());
    const QSignalBlocker blocker(m_showChart);
    m_showChart->setChecked(m_transactions->isChartVisible());
}

void MainWindow::showError(const api::ApiError &error)
{
    if (error.kind == api::ApiError::Kind::Canceled)
        return;
    // No answer at all says something about the connection, not just about one request.
    if (error.kind == api::ApiError::Kind::Network || error.kind == api::ApiError::Kind::Timeout ||
        error.kind == api::ApiError::Kind::Tls)
        m_connection->setText(tr("Connection problem"));
    showErrorText(error.message().replace(u'\n', u" — "_s), error.advice());
}

void MainWindow::showErrorText(const QString &text, const QString &advice)
{
    // What happened and what to do, both in view; the tooltip holds the whole text when the
    // status bar is too narrow for it.
    const QString whole = advice.isEmpty() ? text : tr("%1 %2").arg(text, advice);
    m_lastError->setText(tr("Last error: %1").arg(whole));
    m_lastError->setToolTip(advice.isEmpty() ? text : text + u"\n\n"_s + advice);
}

void MainWindow::setLastRefresh(const QDateTime &when)
{
    // An answer came: the connection works again.
    if (m_session.state() == session::Session::State::Ready)
        onStateChanged(session::Session::State::Ready);
    m_lastRefreshes.insert(m_session.profile().id, when);
    m_lastRefresh->setText(refreshedText(when));
}

QString MainWindow::refreshedText(const QDateTime &when) const
{
    return tr("Refreshed %1")
        .arg(QLocale().toString(when.toLocalTime().time(), QLocale::ShortFormat));
}

void MainWindow::newCharge()
{
    if (!m_session.client())
        return;
    auto *dialog = new NewChargeDialog(m_session.client(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &NewChargeDialog::charged, this, [this](const api::Transaction &t) {
        showPane(Pane::Transactions);
        m_transactions->showNewTransaction(t);
        m_messageBar->showMessage(tr("Charged %1 for %2.")
                                      .arg(formatMoney({t.amount, t.currency}, QLocale()),
                                           t.merchantRef.isEmpty() ? t.id : t.merchantRef));
    });
    // The dialog stays open with the reason; the list behind it shows the failed transaction.
    connect(dialog, &NewChargeDialog::declined, this, [this](const QString &id) {
        showPane(Pane::Transactions);
        m_transactions->refreshAndSelect(id);
        m_messageBar->showMessage(
            tr("The charge was declined; the failed transaction %1 is selected in the list.")
                .arg(id),
            Tone::Negative);
    });
    dialog->open();
}

void MainWindow::paymentLink()
{
    if (!m_session.client())
        return;
    auto *dialog = new PaymentLinkDialog(m_session.client(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PaymentLinkDialog::created, m_paymentLinks, &PaymentLinksPane::addCreated);
    dialog->open();
}

void MainWindow::refundSelection()
{
    if (const auto t = m_transactions->selectedTransaction())
        refundTransaction(*t);
}

void MainWindow::refundTransaction(const api::Transaction &transaction)
{
    if (!m_session.client() || !transaction.isRefundable())
        return;
    auto *dialog = new RefundDialog(m_session.client(), transaction, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RefundDialog::refunded, this,
            [this](const api::Refund &refund, const api::Transaction &updated) {
                m_transactions->updateTransaction(updated);
                m_refunds->refresh();
                m_messageBar->showMessage(
                    tr("Refunded %1 of %2.")
                        .arg(formatMoney({refund.amount, refund.currency}, QLocale()),
                             updated.merchantRef.isEmpty() ? updated.id : updated.merchantRef));
            });
    dialog->open();
}

void MainWindow::editProfiles()
{
    ProfileEditorDialog dialog(m_profiles, *m_session.secretStore(), this);
    dialog.selectProfile(m_session.profile().id);
    QString changed;
    connect(&dialog, &ProfileEditorDialog::profileSaved, this,
            [&changed](const QString &id) { changed = id; });
    dialog.exec();
    reloadProfileSwitcher();
    const QString current = m_session.profile().id;
    if (!m_profiles.find(current)) {
        const auto all = m_profiles.list();
        m_session.activate(all.isEmpty() ? QString() : all.first().id);
    } else if (!changed.isEmpty() && (changed == current || !m_session.client())) {
        m_session.reconnect();
    }
}

void MainWindow::refresh()
{
    if (!m_session.client()) {
        m_session.reconnect();
        return;
    }
    switch (currentPane().value_or(Pane::Transactions)) {
    case Pane::Transactions:
        return m_transactions->refresh();
    case Pane::Refunds:
        return m_refunds->refresh();
    case Pane::Accounts:
        return m_accounts->refresh();
    case Pane::TrialBalance:
        return m_trialBalance->refresh();
    case Pane::Webhooks:
        return m_webhooks->reload();
    case Pane::PaymentLinks:
        return m_paymentLinks->refresh();
    }
}

void MainWindow::exportCurrent()
{
    switch (currentPane().value_or(Pane::Transactions)) {
    case Pane::Transactions:
        return m_transactions->exportCsv();
    case Pane::TrialBalance:
        return m_trialBalance->exportAskingFormat();
    case Pane::Accounts:
        return m_accounts->exportWithDialog();
    case Pane::Webhooks:
        return m_webhooks->exportSelection();
    default:
        break;
    }
}

QString MainWindow::bannerText() const
{
    return m_banner->text();
}

QString MainWindow::connectionText() const
{
    return m_connection->text();
}

QString MainWindow::lastRefreshText() const
{
    return m_lastRefresh->text();
}

void MainWindow::copyTransactionId()
{
    if (const auto t = m_transactions->selectedTransaction()) {
        QGuiApplication::clipboard()->setText(t->id);
        statusBar()->showMessage(tr("Copied %1").arg(t->id), 4000);
    }
}

void MainWindow::preferences()
{
    const profiles::Preferences before = profiles::Preferences::loadUser();
    PreferencesDialog dialog(before, this);
    connect(&dialog, &PreferencesDialog::resetLocalSandboxRequested, this, [this] {
        statusBar()->showMessage(tr("Resetting the local sandbox's demo data…"), 8000);
        m_session.resetLocalSandbox();
    });
    if (dialog.exec() != QDialog::Accepted)
        return;
    const profiles::Preferences after = dialog.preferences();
    if (after == before)
        return;
    after.saveUser();
    auto *inspector = m_session.webhookInspector();
    if (inspector && after.inspectorPort != before.inspectorPort) {
        connect(
            inspector, &session::WebhookInspector::listening, this,
            [this](const QUrl &url) {
                statusBar()->showMessage(
                    tr("The webhook inspector listens on %1.").arg(url.toDisplayString()), 8000);
            },
            Qt::SingleShotConnection);
    }
    m_session.applyPreferences(before, after);
    if (after.language != before.language)
        Q_EMIT languageChanged(after.language);
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
    settings.setValue(u"transactionsPane"_s, m_transactions->saveState());
    settings.setValue(u"refundsPane"_s, m_refunds->saveState());
    settings.setValue(u"accountsPane"_s, m_accounts->saveState());
    settings.setValue(u"trialBalancePane"_s, m_trialBalance->saveState());
    settings.setValue(u"webhooksPane"_s, m_webhooks->saveState());
    settings.setValue(u"paymentLinksPane"_s, m_paymentLinks->saveState());
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
    m_transactions->restoreState(settings.value(u"transactionsPane"_s).toByteArray());
    m_refunds->restoreState(settings.value(u"refundsPane"_s).toByteArray());
    m_accounts->restoreState(settings.value(u"accountsPane"_s).toByteArray());
    m_trialBalance->restoreState(settings.value(u"trialBalancePane"_s).toByteArray());
    m_webhooks->restoreState(settings.value(u"webhooksPane"_s).toByteArray());
    m_paymentLinks->restoreState(settings.value(u"paymentLinksPane"_s).toByteArray());
    const auto pane = paneFromName(settings.value(u"pane"_s).toString());
    showPane(pane.value_or(Pane::Transactions));
}

} // namespace paydesk::ui
