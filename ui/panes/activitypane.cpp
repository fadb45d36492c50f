#include "activitypane.h"

#include "panestatemagic.h"

#include "export/activitycsvexporter.h"
#include "models/activitymodel.h"
#include "widgets/dataview.h"
#include "widgets/daterangefilter.h"
#include "widgets/flowlayout.h"
#include "widgets/linkdelegate.h"
#include "widgets/savefiledialog.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

ActivityPane::ActivityPane(QWidget *parent)
    : PagedTablePane(PaneStateMagic::Activity, parent)
    , m_model(new models::ActivityModel(this))
{
    QWidget *bar = buildFilterBar();
    setupView();
    auto *notOffered = new QLabel(
        tr("This service keeps no activity log: PayDesk's sandbox does, the hosted service "
           "may not."),
        this);
    notOffered->setObjectName(u"notOfferedLabel"_s);
    notOffered->setWordWrap(true);
    notOffered->setVisible(false);
    connect(m_model, &models::ActivityModel::logOfferedChanged, notOffered,
            [notOffered](bool offered) { notOffered->setVisible(!offered); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(bar);
    layout->addWidget(notOffered);
    layout->addWidget(view(), 1);
    layout->addWidget(stateBar());

    // The key filter learns every key the rows name.
    connect(m_model, &models::PagedListModel::pageLoaded, this, [this] {
        QList<QPair<QString, QString>> keys;
        for (int row = 0; row < m_model->rowCount(); ++row)
            keys << qMakePair(m_model->entryAt(row).keyId, m_model->entryAt(row).keyName);
        addKeys(keys);
    });
    applyFilters(true);
    updateState();
}

ActivityPane::~ActivityPane() = default;

QWidget *ActivityPane::buildFilterBar()
{
    auto *bar = new QWidget(this);
    m_keyCombo = new QComboBox(bar);
    m_keyCombo->setObjectName(u"keyCombo"_s);
    m_keyCombo->setAccessibleName(tr("Key"));
    m_keyCombo->setToolTip(tr("Only the requests of this API key"));
    m_keyCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_keyCombo->addItem(tr("All keys"), QString());
    connect(m_keyCombo, &QComboBox::currentIndexChanged, this, [this] { applyFilters(); });

    m_dates = new DateRangeFilter(tr("Requests made in this range of days (UTC)"), bar);
    connect(m_dates, &DateRangeFilter::daysEdited, this, &ActivityPane::filtersEdited);
    connect(m_dates, &DateRangeFilter::presetChanged, this, [this] { applyFilters(); });

    m_open = new QPushButton(tr("&Open transaction"), bar);
    m_open->setObjectName(u"openTransactionButton"_s);
    m_open->setToolTip(tr("Show the selected request's transaction in Transactions (Enter)"));
    m_open->setEnabled(false);
    connect(m_open, &QPushButton::clicked, this, &ActivityPane::openSelectedTransaction);
    m_export = new QPushButton(tr("E&xport CSV…"), bar);
    m_export->setObjectName(u"exportButton"_s);
    m_export->setToolTip(tr("Write every request these filters match to a CSV file"));
    connect(m_export, &QPushButton::clicked, this, &ActivityPane::exportPane);
    auto *refresh = new QPushButton(QIcon::fromTheme(u"view-refresh"_s), tr("Refresh"), bar);
    refresh->setObjectName(u"refreshButton"_s);
    connect(refresh, &QPushButton::clicked, this, &ActivityPane::refresh);

    auto *layout = new FlowLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_keyCombo);
    layout->addWidget(m_dates);
    layout->addWidget(m_open);
    layout->addWidget(m_export);
    layout->addWidget(refresh);
    return bar;
}

void ActivityPane::setupView()
{
    using M = models::ActivityModel;
    setupTable(m_model, u"activityView"_s, tr("Activity"), -1,
               {tr("Could not load the activity: %1"), tr("Could not load the activity."),
                tr("Requests loaded: %L1, loading more…"),
                tr("Requests loaded: %L1; more load as you scroll."),
                tr("Requests: %L1, all loaded."), tr("No requests match these filters"),
                tr("No requests match ‘%1’ with these filters"),
                tr("Nothing changed yet: charges, refunds, payment links and webhook endpoint "
                   "changes show here, with the key that made them.")});
    QTableView *view = this->view();
    view->setItemDelegateForColumn(M::Transaction, new LinkDelegate(view));
    connect(view, &QAbstractItemView::activated, this, &ActivityPane::openSelectedTransaction);
    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const int row = selectedRow();
        m_open->setEnabled(row >= 0 && !m_model->entryAt(row).transactionId().isEmpty());
    });

    QHeaderView *header = view->horizontalHeader();
    header->resizeSection(M::When, dateTimeColumnWidth());
    header->resizeSection(M::Key, textColumnWidth(u"Front desk terminal"_s));
    header->resizeSection(
        M::What, textColumnWidth(
                     QCoreApplication::translate("paydesk::models::ActivityModel", "Refund of %1")
                         .arg(u"ORD-2026-00042"_s)));
    header->resizeSection(M::Answer, textColumnWidth(M::answerText(403)));
    header->resizeSection(M::Transaction, idColumnWidth(u"txn_"_s));
    header->resizeSection(M::Request, textColumnWidth(u"POST /api/v1/transactions/txn_"_s));
    // The request and its key are there for whoever wants them, not in the way.
    header->setSectionHidden(M::Request, true);
    header->setSectionHidden(M::IdempotencyKey, true);
}

void ActivityPane::setClient(api::ApiClient *client)
{
    // Another merchant's keys.
    while (m_keyCombo->count() > 1)
        m_keyCombo->removeItem(1);
    PagedTablePane::setClient(client);
    if (!client)
        return;
    // A full key lists every key; any other learns them from the rows.
    client->apiKeys(this, [this](const api::Result<QList<api::ApiKey>> &keys) {
        if (!keys.ok())
            return;
        QList<QPair<QString, QString>> all;
        for (const api::ApiKey &k : keys.value())
            all << qMakePair(k.id, k.name);
        addKeys(all);
    });
}

void ActivityPane::addKeys(const QList<QPair<QString, QString>> &idsAndNames)
{
    for (const auto &[id, name] : idsAndNames) {
        if (id.isEmpty() || m_keyCombo->findData(id) >= 0)
            continue;
        // Two keys of one name (a rolled key and its successor) tell apart by their ends.
        m_keyCombo->addItem(name.isEmpty() ? id : tr("%1 (…%2)").arg(name, id.right(4)), id);
        m_keyCombo->setItemData(m_keyCombo->count() - 1, id, Qt::ToolTipRole);
    }
}

bool ActivityPane::applyQuery(bool force)
{
    api::ActivityQuery q;
    q.keyId = m_keyCombo->currentData().toString();
    const models::DateRange range = m_dates->range(models::serviceToday());
    q.from = range.from;
    q.to = range.to;
    return m_model->setQueryUnlessSame(q, force);
}

void ActivityPane::clearFilters()
{
    const QSignalBlocker blocker(m_keyCombo);
    m_keyCombo->setCurrentIndex(0);
    m_dates->setRange(models::DatePreset::AllTime);
    applyFilters();
}

void ActivityPane::setKeyFilter(const QString &keyId)
{
    if (!keyId.isEmpty())
        addKeys({qMakePair(keyId, QString())});
    m_keyCombo->setCurrentIndex(std::max(0, m_keyCombo->findData(keyId)));
}

QString ActivityPane::keyFilter() const
{
    return m_keyCombo->currentData().toString();
}

void ActivityPane::setDateRange(const QDate &from, const QDate &last)
{
    m_dates->setRange(models::DatePreset::Custom, from, last);
    applyFilters();
}

void ActivityPane::openSelectedTransaction()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    if (const QString txn = m_model->entryAt(row).transactionId(); !txn.isEmpty())
        Q_EMIT openTransaction(txn);
}

void ActivityPane::exportPane()
{
    if (!client() || m_exporter)
        return;
    // The date ISO 8601, which sorts and holds no "/".
    const QString suggested =
        tr("activity-%1").arg(QDate::currentDate().toString(Qt::ISODate)) + u".csv"_s;
    const QString fileName = getSaveFileName(this, tr("Export activity"), suggested,
                                             tr("CSV files (*.csv);;All files (*)"));
    if (!fileName.isEmpty())
        exportTo(QFileInfo(fileName).suffix().isEmpty() ? fileName + u".csv"_s : fileName);
}

bool ActivityPane::exportTo(const QString &fileName)
{
    if (!client() || m_exporter)
        return false;
    m_exporter = new exporting::ActivityCsvExporter(client(), this);
    m_export->setEnabled(false);
    connect(m_exporter, &exporting::ActivityCsvExporter::progress, this,
            [this](qint64 rows) { Q_EMIT statusMessage(tr("Exported %L1 requests…").arg(rows)); });
    connect(m_exporter, &exporting::ActivityCsvExporter::finished, this,
            [this, fileName](bool ok, const QString &error) {
                const qint64 rows = m_exporter->rowsWritten();
                m_exporter->deleteLater();
                m_exporter = nullptr;
                m_export->setEnabled(true);
                if (ok) {
                    Q_EMIT fileExported(tr("Exported to %1 (requests: %L2).")
                                            .arg(QDir::toNativeSeparators(fileName))
                                            .arg(rows),
                                        fileName);
                } else {
                    exportFailed(error);
                }
                Q_EMIT exportFinished(ok, fileName, error);
            });
    api::ActivityQuery q = m_model->query();
    return m_exporter->start(q, fileName);
}

} // namespace paydesk::ui
