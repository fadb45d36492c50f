#pragma once

#include "api/apierror.h"
#include "api/apitypes.h"
#include "profiles/profile.h"
#include "session/session.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QListWidget;
class QStackedWidget;

namespace paydesk::profiles {
class ProfileStore;
}

namespace paydesk::ui {

class AccountsPane;
class ActivityPane;
class EnvironmentBanner;
class GotoAnything;
class MessageBar;
class ProfileSwitcher;
class RefundsPane;
class SavedViewSidebar;
class PaymentLinksPane;
class PayoutsPane;
class StatusLine;
class TransactionActions;
class TransactionsPane;
class TrialBalancePane;
class WebhooksPane;
class WindowPane;

// The window a merchant lives in all day: panes in a sidebar, the profile switcher in the
// toolbar, the environment banner, and a status bar with the connection, the last refresh
// and the last error.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Pane {
        Transactions,
        Refunds,
        Accounts,
        TrialBalance,
        Webhooks,
        PaymentLinks,
        Payouts,
        Activity
    };
    Q_ENUM(Pane)

    MainWindow(session::Session &session, profiles::ProfileStore &profiles,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    // transactions, refunds, accounts, trial-balance, webhooks, payment-links, activity
    static std::optional<Pane> paneFromName(const QString &name);
    static QStringList paneNames();
    bool showPane(Pane pane);
    std::optional<Pane> currentPane() const;

    TransactionsPane *transactionsPane() const { return m_transactions; }
    RefundsPane *refundsPane() const { return m_refunds; }
    PaymentLinksPane *paymentLinksPane() const { return m_paymentLinks; }
    PayoutsPane *payoutsPane() const { return m_payouts; }
    AccountsPane *accountsPane() const { return m_accounts; }
    TrialBalancePane *trialBalancePane() const { return m_trialBalance; }
    WebhooksPane *webhooksPane() const { return m_webhooks; }
    ActivityPane *activityPane() const { return m_activity; }
    // The current profile's saved views: listed in the sidebar, opened, saved and managed.
    SavedViewSidebar *savedViews() const { return m_savedViews; }
    QString bannerText() const;
    QString connectionText() const;
    QString lastRefreshText() const;
    MessageBar *messageBar() const { return m_messageBar; }
    // Ctrl+K: where its sources are registered (mainwindowgoto.cpp).
    GotoAnything *gotoAnything() const { return m_goto; }

    // Geometry, splitters, every pane's layout and the current pane, in the user's settings.
    void saveSettings();

Q_SIGNALS:
    // The Preferences chose another language ("" for the system's); the window is rebuilt.
    void languageChanged(const QString &language);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // Where the pane's layout is kept in the settings (mainwindowpanes.cpp).
    static QString paneStateKey(Pane pane);
    // Which of m_panes the sidebar's row shows (a pane's own row or one of its saved views'),
    // or -1 (mainwindowpanes.cpp).
    int paneIndexAt(int row) const;
    void addPane(Pane pane, const QString &title, QWidget *widget, WindowPane *windowPane);
    WindowPane *current() const;
    void createActions();
    QAction *createGotoAnything(); // mainwindowgoto.cpp
    void createMenus();
    void createToolBar();
    void connectPanes();
    void connectInspector();
    void onClientChanged(api::ApiClient *client, const profiles::Profile &profile);
    void onStateChanged(session::Session::State state);
    void updateTitle();
    void updateActions();
    void find();
    void refresh();
    void exportCurrent();
    void preferences();
    void restoreSettings();

    session::Session &m_session;
    profiles::ProfileStore &m_profiles;

    QListWidget *m_sidebar = nullptr;
    QStackedWidget *m_stack = nullptr;
    struct PaneEntry
    {
        Pane pane;
        WindowPane *windowPane;
        QString title;
    };
    QList<PaneEntry> m_panes; // in the sidebar's order
    TransactionsPane *m_transactions = nullptr;
    RefundsPane *m_refunds = nullptr;
    PaymentLinksPane *m_paymentLinks = nullptr;
    PayoutsPane *m_payouts = nullptr;
    AccountsPane *m_accounts = nullptr;
    TrialBalancePane *m_trialBalance = nullptr;
    WebhooksPane *m_webhooks = nullptr;
    ActivityPane *m_activity = nullptr;
    EnvironmentBanner *m_banner = nullptr;
    MessageBar *m_messageBar = nullptr;
    StatusLine *m_statusLine = nullptr;
    ProfileSwitcher *m_profileSwitcher = nullptr;
    TransactionActions *m_transactionActions = nullptr;
    SavedViewSidebar *m_savedViews = nullptr;
    GotoAnything *m_goto = nullptr;

    QAction *m_refresh = nullptr;
    QAction *m_find = nullptr;
    QAction *m_export = nullptr;
    QAction *m_preferences = nullptr;
    QList<QAction *> m_paneActions;
};

} // namespace paydesk::ui
