#pragma once

#include "api/apiclient.h"
#include "ledger/trialbalanceexport.h"
#include "profiles/profile.h"

#include "windowpane.h"
#include <QDateTime>
#include <QModelIndex>
#include <QPointer>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTreeView;
QT_END_NAMESPACE

namespace paydesk::ledger {
class AccountsTreeModel;
}

namespace paydesk::ui {

class BusyDelay;

// The Chart of accounts pane: the accounts as a tree by type and parent, a filter on code,
// name and type that keeps the matching accounts' parents in view, expand and collapse all.
// Activating an account opens its entries of the month (AccountLedgerDialog).
class AccountsPane : public QWidget, public WindowPane
{
    Q_OBJECT
public:
    explicit AccountsPane(QWidget *parent = nullptr);
    ~AccountsPane() override;

    // nullptr is allowed. A new client cancels the old one's request; the accounts load when
    // the pane is visible (at once if it is).
    void setClient(api::ApiClient *client);
    api::ApiClient *client() const { return m_client; }

    QString filterText() const;
    void setFilterText(const QString &text);
    // The account of the current row, if it is one (not a type heading).
    std::optional<api::LedgerAccount> currentAccount() const;

    // Column widths and the filter.
    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

    // Named in the export's heading (the merchant is looked up when an export starts).
    void setProfile(const profiles::Profile &profile) { m_profile = profile; }
    // Writes the chart as loaded to `path` (CSV or XLSX) in a worker thread; exportFinished()
    // follows. False, and nothing starts, while another export runs or nothing is loaded.
    bool exportTo(ledger::ExportFormat format, const QString &path);
    bool isExporting() const { return m_exporting; }

    ledger::AccountsTreeModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTreeView *view() const { return m_view; }

    // View ▸ Expand all accounts, Collapse all accounts.
    void addWindowActions(const WindowMenus &menus, const std::function<void()> &raise) override;
    void refreshPane() override { refresh(); }
    bool focusPaneSearch() override
    {
        focusSearch();
        return true;
    }
    bool canExportPane(bool connected) const override { return connected; }
    void exportPane() override { exportWithDialog(); }
    QByteArray savePaneState() const override { return saveState(); }
    void restorePaneState(const QByteArray &state) override { restoreState(state); }

public Q_SLOTS:
    void refresh();
    void focusSearch();
    void expandAll();
    void collapseAll();
    // Makes the account with this code the current row, the filter cleared; once the chart is
    // read if it is being read.
    void showAccount(const QString &code);
    // Asks where (CSV or XLSX) and exports there.
    void exportWithDialog();

Q_SIGNALS:
    void exportFinished(const QString &path, const QString &error);
    // A file was written: what to tell the person, and the file (Open file, Show in folder).
    void fileExported(const QString &message, const QString &path);
    void statusMessage(const QString &message);
    void errorOccurred(const paydesk::api::ApiError &error);
    void lastRefreshed(const QDateTime &when);
    // An account (not a group) was activated: its entries are wanted (the window opens them
    // from the trial balance, in its currency, for this month).
    void ledgerRequested(const paydesk::api::LedgerAccount &account);

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyFilter();
    void openLedger();
    void spanHeadings(const QModelIndex &parent = {});
    void selectPendingAccount();
    void updateState();

    QPointer<api::ApiClient> m_client;
    ledger::AccountsTreeModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    BusyDelay *m_busyDelay = nullptr; // when to show that it is loading
    QLineEdit *m_search = nullptr;
    QPushButton *m_expand = nullptr;
    QPushButton *m_collapse = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_export = nullptr;
    profiles::Profile m_profile;
    bool m_exporting = false;
    QTreeView *m_view = nullptr;
    QLabel *m_stateLabel = nullptr;
    QProgressBar *m_busy = nullptr;
    std::optional<api::ApiError> m_error;
    bool m_stale = false;
    bool m_loadedOnce = false;
    QString m_pendingAccount; // showAccount()'s, until the chart is read
};

} // namespace paydesk::ui
