#pragma once

#include "models/transactionfilter.h"
#include "pagedtablepane.h"

#include <memory>

QT_BEGIN_NAMESPACE
namespace Ui {
class TransactionsPane;
}
class QAction;
class QMenu;
class QProgressDialog;
class QSplitter;
QT_END_NAMESPACE

namespace paydesk::exporting {
class TransactionCsvExporter;
}
namespace paydesk::models {
class TransactionsModel;
} // namespace paydesk::models

namespace paydesk::ui {

class TransactionDetail;
class VolumeChart;

// The Transactions pane: a filter bar, the cursor-paged list (more pages load as it scrolls),
// the selected transaction's detail beside it, an optional daily volume chart above it, and
// CSV export of everything the filters match. The table, its state line and its columns are
// a PagedTablePane's; the saved state keeps the splitters and the chart toggle beside them.
class TransactionsPane : public PagedTablePane
{
    Q_OBJECT
public:
    explicit TransactionsPane(QWidget *parent = nullptr);
    ~TransactionsPane() override;

    // nullptr is allowed (nothing is shown). A new client cancels the old one's requests, a
    // running export and the chart's reading, and reloads.
    void setClient(api::ApiClient *client) override;

    std::optional<api::Transaction> selectedTransaction() const;

    // What the filter bar holds; setFilter() puts it into the bar and applies it at once.
    models::TransactionFilter filter() const;
    void setFilter(const models::TransactionFilter &filter);

    bool isChartVisible() const;
    bool isExporting() const;

    models::TransactionsModel *model() const { return m_model; }

    // View ▸ Volume chart (Ctrl+Shift+V) and Edit ▸ Copy transaction ID (Ctrl+Shift+I).
    void addWindowActions(const WindowMenus &menus, const std::function<void()> &raise) override;
    void setPaneCurrent(bool current) override;
    bool focusPaneSearch() override
    {
        focusSearch();
        return true;
    }
    bool canExportPane(bool connected) const override { return connected; }
    void exportPane() override { exportCsv(); }
    TransactionDetail *detail() const { return m_detail; }
    // Why the key may not refund, in words (empty: it may): the pane's Refund… entries say it.
    void setRefundRefusal(const QString &why);
    VolumeChart *chart() const { return m_chart; }

public Q_SLOTS:
    // Reloads with the same filters; keeps the selection when it is on the first page again.
    void refresh() override;
    void focusSearch();
    // Selects the transaction; if it is not in the list, the filters are cleared and the list
    // is searched for it.
    void showTransaction(const QString &id);
    // A custom range of UTC days, both inclusive, in one currency (empty: any), the other
    // filters kept (the trial balance opens an account's transactions this way).
    void showDateRange(const QDate &from, const QDate &last, const QString &currency);
    // A charge just made: at the top of the list and selected when the filters let it in;
    // else the list searches for it (showTransaction()).
    void showNewTransaction(const paydesk::api::Transaction &transaction);
    // The service stored a transaction this window did not get (a declined charge's failed
    // one): the list refreshes and selects it, or searches for it when the filters leave it out.
    void refreshAndSelect(const QString &id);
    // Selects the transaction now if its row is loaded, else when the page with it arrives
    // (the filters stay as they are).
    void selectWhenLoaded(const QString &id);
    // A transaction changed elsewhere (a refund): updates its row, the detail and the chart.
    void updateTransaction(const paydesk::api::Transaction &transaction);
    // Asks for a file name, then exports every transaction the filters match.
    void exportCsv();
    // Exports to `fileName` without asking; false if an export is running or there is no
    // client. exportFinished() follows.
    bool exportCsvTo(const QString &fileName);
    void cancelExport();
    void setChartVisible(bool visible);
    // Puts the selected transaction's id on the clipboard.
    void copySelectedId();

Q_SIGNALS:
    void refundRequested(const paydesk::api::Transaction &transaction);
    void exportFinished(bool ok, const QString &fileName, const QString &error);
    // A file was written: what to tell the person, and the file (Open file, Show in folder).
    void fileExported(const QString &message, const QString &path);
    // The selected transaction changed, or changed its data (e.g. it was refunded).
    void selectionChanged();

private:
    void setupFilterBar();
    void setupView();
    bool applyQuery(bool force) override;
    QString searchText() const override;
    void clearFilters() override;
    void updateStatusButton();
    void updateDateEdits();
    void updateExportButton();
    void onSelectionChanged();
    void onPageLoaded();
    void selectPending();
    void showRowMenu(const QPoint &pos);
    void rememberGateways(int firstRow);
    void saveMoreState(QDataStream &out) const override;
    bool restoreMoreState(QDataStream &in) override;
    void updateWindowActions();

    std::unique_ptr<Ui::TransactionsPane> m_ui;
    models::TransactionsModel *m_model = nullptr;

    QMenu *m_statusMenu = nullptr;

    QSplitter *m_hSplit = nullptr;
    QSplitter *m_vSplit = nullptr;
    TransactionDetail *m_detail = nullptr;
    QString m_refundRefusal;
    VolumeChart *m_chart = nullptr;

    QString m_pendingSelect;
    bool m_searchIfMissing = false; // refreshAndSelect(): search when the first page lacks it

    QPointer<exporting::TransactionCsvExporter> m_exporter;
    QPointer<QProgressDialog> m_exportProgress;

    QAction *m_showChart = nullptr;
    QAction *m_copyId = nullptr;
    bool m_current = false;
};

} // namespace paydesk::ui
