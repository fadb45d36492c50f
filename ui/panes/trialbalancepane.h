#pragma once

#include "api/apiclient.h"
#include "ledger/trialbalancebatch.h"
#include "ledger/trialbalanceexport.h"
#include "profiles/profile.h"

#include "windowpane.h"
#include <QDate>
#include <QDateTime>
#include <QPointer>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTableView;
class QTimer;
class QToolButton;
QT_END_NAMESPACE

namespace paydesk::ledger {
class TrialBalanceModel;
}

namespace paydesk::ui {

class AccountLedgerOpener;
class BusyDelay;
class SideOrBelow;

class TrialBalanceChart;

// The Trial balance pane: the balances of every account at the end of a day (UTC), grouped by
// type with subtotals and totals, a clear Balanced mark or a red warning with the difference,
// optionally beside the balances of a second day with the change, a chart of debits and
// credits by type, and exports to CSV, XLSX and PDF. Activating an account (double-click or
// Enter) opens its entries from the comparison date (or the month's start) to the as-of date;
// against a service without entries, the as-of month's transactions (openTransactions()).
class TrialBalancePane : public QWidget, public WindowPane
{
    Q_OBJECT
public:
    enum class Preset { EndOfLastMonth, EndOfLastQuarter, EndOfLastYear };
    Q_ENUM(Preset)
    // What an export holds: the trial balance shown, or every currency in use (a sheet each
    // in XLSX, a section each in PDF, a currency column in CSV), as of the same dates.
    enum class Scope { ShownCurrency, AllCurrencies };
    Q_ENUM(Scope)

    explicit TrialBalancePane(QWidget *parent = nullptr);
    ~TrialBalancePane() override;

    // nullptr is allowed. A new client cancels the old one's requests; the trial balance loads
    // when the pane is visible (at once if it is).
    void setClient(api::ApiClient *client);
    api::ApiClient *client() const { return m_client; }
    // Named in the exports' heading. The merchant is looked up when an export starts unless
    // setMerchantId() gave it.
    void setProfile(const profiles::Profile &profile);
    void setMerchantId(const QString &merchantId);

    QDate asOfDate() const;
    void setAsOfDate(const QDate &date);
    QString currency() const;
    void setCurrency(const QString &currency);
    // nullopt: no comparison.
    std::optional<QDate> compareDate() const;
    void setCompareDate(const std::optional<QDate> &date);
    void applyPreset(Preset preset);
    static QDate presetDate(Preset preset, const QDate &today);
    // What a saved view keeps: the preset the as-of date came from, while it stands, and
    // whether the comparison date follows the as-of date (the month end before it).
    std::optional<Preset> asOfPreset() const { return m_asOfPreset; }
    bool compareFollowsAsOf() const { return !m_compareEdited; }
    // Compares with the month end before the as-of date, following it.
    void setCompareFollowingAsOf();

    // Opens the entries of `account` in `currency` from `from` to `to` (UTC days) in a dialog,
    // its file headings naming this pane's profile; where the service lists no entries, the
    // month's transactions instead (openTransactions()).
    void openAccountLedger(const api::LedgerAccount &account, const QString &currency,
                           const QDate &from, const QDate &to);

    // A trial balance was loaded (or set on the model), even one without lines.
    bool hasFigures() const;
    // Balanced (the comparison too, when there is one); balanceText() says it in words.
    bool isBalanced() const;
    QString balanceText() const;
    bool isExporting() const;
    // The currencies in use, as the service said (empty when it does not say): what an
    // export of all currencies holds.
    QStringList currenciesInUse() const { return m_inUse; }

    // Column widths, splitter, currency, whether to compare, the chart shown, the export folder.
    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

    ledger::TrialBalanceModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    TrialBalanceChart *chart() const { return m_chart; }
    // The chart is shown (the Chart button), beside the table when the pane has room for both,
    // else below it.
    bool isChartShown() const;
    void setChartShown(bool shown);
    bool isChartBeside() const;

    // View ▸ Trial balance at end of last month, quarter, year.
    void addWindowActions(const WindowMenus &menus, const std::function<void()> &raise) override;
    void refreshPane() override { refresh(); }
    bool canExportPane(bool connected) const override { return connected; }
    void exportPane() override { exportAskingFormat(); }
    QByteArray savePaneState() const override { return saveState(); }
    void restorePaneState(const QByteArray &state) override { restoreState(state); }

public Q_SLOTS:
    void refresh();
    // Asks for a file name (native dialog), then exports.
    void exportWithDialog(paydesk::ledger::ExportFormat format, Scope scope = Scope::ShownCurrency);
    // Asks for the format first (the window's Export… from the keyboard), then exports.
    void exportAskingFormat();
    // Writes the table as shown (or, for all currencies, the trial balance of each currency
    // in use, read first) to `path` in a worker thread; exportFinished() follows. False when
    // there is nothing to export or an export runs already.
    bool exportTo(paydesk::ledger::ExportFormat format, const QString &path,
                  Scope scope = Scope::ShownCurrency);

Q_SIGNALS:
    // [from, to): the first day of the as-of month to the day after the as-of date (UTC days),
    // in the trial balance's currency.
    void openTransactions(const QDate &from, const QDate &to, const QString &currency);
    // From an account's ledger: the transaction behind an entry.
    void openTransaction(const QString &transactionId);
    // A refund's entry in an account's ledger was opened.
    void openRefund(const QString &refundId);
    void openPayout(const QString &ledgerEntryId, const QDate &posted, const QString &currency);
    void exportFinished(const QString &path, const QString &error);
    // A file was written: what to tell the person, and the file (Open file, Show in folder).
    void fileExported(const QString &message, const QString &path);
    void statusMessage(const QString &message);
    void errorOccurred(const paydesk::api::ApiError &error);
    void lastRefreshed(const QDateTime &when);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildControls();
    void scheduleRefresh();
    void onLoaded();
    void activateRow(const QModelIndex &index);
    void openTransactionsInstead(const QDate &asOf);
    // The currency list becomes the currencies in use, keeping the current one.
    void offerCurrencies(const QStringList &inUse);
    ledger::ExportMetadata exportMetadata() const;
    void startExport(ledger::ExportFormat format, const QString &path,
                     const QList<ledger::TrialBalanceReport> &reports);
    // Reads every currency's trial balance, then exports them.
    void exportAllCurrencies(ledger::ExportFormat format, const QString &path);
    void updateBalance();
    void updateState();
    void layoutTable();
    // What the table needs to show every column whole and every row.
    QSize tableSize() const;

    QPointer<api::ApiClient> m_client;
    ledger::TrialBalanceModel *m_model = nullptr;
    AccountLedgerOpener *m_ledgerOpener = nullptr;
    bool m_entriesOffered = true;      // until a 404 says otherwise
    bool m_currenciesAsked = false;    // the chart's currencies, once per client
    api::RequestId m_chartRequest = 0; // the currencies in use
    ledger::TrialBalanceExporter *m_exporter = nullptr;
    ledger::TrialBalanceBatch *m_batch = nullptr; // every currency's, for an export of all
    QStringList m_inUse;                          // the currencies in use, when the service says
    QMenu *m_allCurrencies = nullptr;             // the Export menu's All currencies
    BusyDelay *m_busyDelay = nullptr;             // when to show that it is loading
    struct BalanceLine
    {
        QString text;
        bool empty = true;
        bool ok = false;
        int iconSize = 0;
        qint64 paletteKey = 0;
        friend bool operator==(const BalanceLine &, const BalanceLine &) = default;
    };
    BalanceLine m_balanceLine; // what the balance line shows
    profiles::Profile m_profile;
    std::optional<QString> m_merchantId;
    api::RequestId m_merchantRequest = 0;
    QString m_exportDir;

    QDateEdit *m_asOf = nullptr;
    QToolButton *m_presets = nullptr;
    QComboBox *m_currency = nullptr;
    QCheckBox *m_compare = nullptr;
    QCheckBox *m_zero = nullptr; // include_zero
    QDateEdit *m_compareEdit = nullptr;
    QPushButton *m_refresh = nullptr;
    QToolButton *m_export = nullptr;
    QLabel *m_balanceIcon = nullptr;
    QLabel *m_balance = nullptr;
    QLabel *m_stateLabel = nullptr;
    QProgressBar *m_busy = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_view = nullptr;
    TrialBalanceChart *m_chart = nullptr;
    QToolButton *m_chartToggle = nullptr;
    SideOrBelow *m_chartPlace = nullptr;
    QTimer *m_debounce = nullptr;
    std::optional<api::ApiError> m_error;
    bool m_stale = false;
    bool m_loadedOnce = false;
    bool m_compareEdited = false; // the user chose the comparison date; it no longer follows
    std::optional<Preset> m_asOfPreset;
};

} // namespace paydesk::ui
