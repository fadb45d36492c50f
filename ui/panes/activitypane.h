#pragma once

#include "models/transactionfilter.h"
#include "pagedtablepane.h"

QT_BEGIN_NAMESPACE
class QComboBox;
class QPushButton;
QT_END_NAMESPACE

namespace paydesk::models {
class ActivityModel;
}
namespace paydesk::exporting {
class ActivityCsvExporter;
}

namespace paydesk::ui {

class DateRangeFilter;

// The Activity pane: the service's log of every request that changed something for the
// merchant, newest first and paged as it scrolls (when, which key by name, what in words, the
// answer, the transaction), filtered by key and by days, exported to CSV; a row's transaction
// opens in the Transactions pane (openTransaction()). A service without the log answers 404,
// said in the pane's words.
class ActivityPane : public PagedTablePane
{
    Q_OBJECT
public:
    explicit ActivityPane(QWidget *parent = nullptr);
    ~ActivityPane() override;

    void setClient(api::ApiClient *client) override;
    models::ActivityModel *model() const { return m_model; }

    // Only `keyId`'s requests (empty: every key's).
    void setKeyFilter(const QString &keyId);
    QString keyFilter() const;
    // Days from `from` to `last`, both inclusive (UTC).
    void setDateRange(const QDate &from, const QDate &last);

    bool canExportPane(bool connected) const override { return connected && !m_exporter; }
    void exportPane() override;
    // Exports what the filters match to `fileName` (no dialog); false when it cannot start.
    bool exportTo(const QString &fileName);
    bool isExporting() const { return m_exporter != nullptr; }

public Q_SLOTS:
    void openSelectedTransaction();

Q_SIGNALS:
    void openTransaction(const QString &transactionId);
    void fileExported(const QString &message, const QString &path);
    void exportFinished(bool ok, const QString &fileName, const QString &error);

private:
    QWidget *buildFilterBar();
    void setupView();
    bool applyQuery(bool force) override;
    QString searchText() const override { return {}; }
    void clearFilters() override;
    // Adds the keys it does not list yet to the key filter.
    void addKeys(const QList<QPair<QString, QString>> &idsAndNames);

    models::ActivityModel *m_model = nullptr;
    exporting::ActivityCsvExporter *m_exporter = nullptr;
    QComboBox *m_keyCombo = nullptr;
    DateRangeFilter *m_dates = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace paydesk::ui
