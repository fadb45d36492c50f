#pragma once

#include "api/apiclient.h"
#include "models/transactionfilter.h"

#include <QDateTime>
#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
namespace Ui {
class TransactionsPane;
}
class QLabel;
class QMenu;
class QProgressDialog;
class QSplitter;
class QTableView;
class QTimer;
QT_END_NAMESPACE

namespace paydesk::exporting {
class TransactionCsvExporter;
}
namespace paydesk::models {
class TransactionsLoadAll;
class TransactionsModel;
} // namespace paydesk::models

namespace paydesk::ui {

class BusyDelay;

class TransactionDetail;
class VolumeChart;

// The Transactions pane: a filter bar, the cursor-paged list (more pages load as it scrolls),
// the selected transaction's detail beside it, an optional daily volume chart above it, and
// CSV export of everything the filters match.
class TransactionsPane : public QWidget
{
    Q_OBJECT
public:
    explicit TransactionsPane(QWidget *parent = nullptr);
    ~TransactionsPane() override;

    // nullptr is allowed (nothing is shown). A new client cancels the old one's requests, a
    // running export and "Load all", and reloads.
    void setClient(api::ApiClient *client);
    api::ApiClient *client() const { return m_client; }

    std::optional<api::Transaction> selectedTransaction() const;

    // What the filter bar holds; setFilter() puts it into the bar and applies it at once.
    models::TransactionFilter filter() const;
    void setFilter(const models::TransactionFilter &filter);

    bool isChartVisible() const;
    bool isExporting() const;
    bool isLoadingAll() const;

    // Column widths, order and visibility, the splitters and the chart toggle.
    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

    models::TransactionsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    TransactionDetail *detail() const { return m_detail; }
    VolumeChart *chart() const { return m_chart; }

public Q_SLOTS:
    // Reloads with the same filters (date presets move on with the day).
    void refresh();
    void focusSearch();
    // Selects the transaction; if it is not in the list, the filters are cleared and the list
    // is searched for it.
    void showTransaction(const QString &id);
    // A custom range of UTC days, both inclusive, in one currency (empty: any), the other
    // filters kept (the trial balance opens an account's transactions this way).
    void showDateRange(const QDate &from, const QDate &last, const QString &currency);
    // A transaction changed elsewhere (a refund): updates its row, the detail and the chart.
    void updateTransaction(const paydesk::api::Transaction &transaction);
    // Asks for a file name, then exports every transaction the filters match.
    void exportCsv();
    // Exports to `fileName` without asking; false if an export is running or there is no
    // client. exportFinished() follows.
    bool exportCsvTo(const QString &fileName);
    void cancelExport();
    void setChartVisible(bool visible);
    // Keeps fetching pages until the list is complete, with a cancellable progress dialog.
    void loadAllForChart();
    void cancelLoadAll();

Q_SIGNALS:
    void refundRequested(const paydesk::api::Transaction &transaction);
    void statusMessage(const QString &message);
    void errorOccurred(const paydesk::api::ApiError &error);
    void lastRefreshed(const QDateTime &when);
    void exportFinished(bool ok, const QString &fileName, const QString &error);
    // The selected transaction changed, or changed its data (e.g. it was refunded).
    void selectionChanged();

private:
    void setupFilterBar();
    void setupView();
    void applyFilters(bool force = false);
    void updateStatusButton();
    void updateDateEdits();
    void updateState();
    void onSelectionChanged();
    void onPageLoaded();
    void selectPending();
    void showHeaderMenu(const QPoint &pos);
    void showRowMenu(const QPoint &pos);
    void rememberGateways(int firstRow);
    bool eventFilter(QObject *watched, QEvent *event) override;

    std::unique_ptr<Ui::TransactionsPane> m_ui;
    QPointer<api::ApiClient> m_client;
    models::TransactionsModel *m_model = nullptr;
    BusyDelay *m_busyDelay = nullptr; // when to show that it is loading

    QMenu *m_statusMenu = nullptr;
    QTimer *m_debounce = nullptr;

    QSplitter *m_hSplit = nullptr;
    QSplitter *m_vSplit = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_empty = nullptr;
    TransactionDetail *m_detail = nullptr;
    VolumeChart *m_chart = nullptr;

    QString m_pendingSelect;
    bool m_awaitingFirstPage = false;
    std::optional<api::ApiError> m_error;

    QPointer<exporting::TransactionCsvExporter> m_exporter;
    QPointer<QProgressDialog> m_exportProgress;
    models::TransactionsLoadAll *m_loadAll = nullptr;
    QPointer<QProgressDialog> m_loadAllProgress;
};

} // namespace paydesk::ui
