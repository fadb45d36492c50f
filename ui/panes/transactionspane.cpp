#include "transactionspane.h"

#include "panestatemagic.h"

#include "charts/volumechart.h"
#include "export/transactioncsvexporter.h"
#include "models/transactionsmodel.h"
#include "transactiondetail.h"
#include "ui_transactionspane.h"
#include "widgets/dataview.h"
#include "widgets/flowlayout.h"
#include "widgets/savefiledialog.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDataStream>
#include <QDateEdit>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QProgressDialog>
#include <QRegularExpressionValidator>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

TransactionsPane::TransactionsPane(QWidget *parent)
    : PagedTablePane(PaneStateMagic::Transactions, parent)
    , m_ui(std::make_unique<Ui::TransactionsPane>())
    , m_model(new models::TransactionsModel(this))
{
    m_ui->setupUi(this);
    setupFilterBar();
    setupView();

    m_detail = new TransactionDetail(this);
    m_detail->setObjectName(u"transactionDetail"_s);
    connect(m_detail, &TransactionDetail::refundRequested, this,
            &TransactionsPane::refundRequested);
    connect(m_detail, &TransactionDetail::statusMessage, this, &TransactionsPane::statusMessage);

    m_chart = new VolumeChart(this);
    m_chart->setObjectName(u"volumeChart"_s);
    m_chart->setVisible(false);
    m_chart->setModel(m_model);

    m_vSplit = new QSplitter(Qt::Vertical);
    m_vSplit->setObjectName(u"chartSplitter"_s);
    m_vSplit->addWidget(m_chart);
    m_vSplit->addWidget(view());
    m_vSplit->setStretchFactor(0, 2);
    m_vSplit->setStretchFactor(1, 3);
    m_vSplit->setChildrenCollapsible(false);
    m_hSplit = new QSplitter(Qt::Horizontal);
    m_hSplit->setObjectName(u"detailSplitter"_s);
    m_hSplit->addWidget(m_vSplit);
    m_hSplit->addWidget(m_detail);
    // The detail keeps the width its lines need (its size hint); the list takes the rest.
    m_hSplit->setStretchFactor(0, 1);
    m_hSplit->setStretchFactor(1, 0);
    m_hSplit->setChildrenCollapsible(false);

    m_ui->contentLayout->addWidget(m_hSplit);
    m_ui->paneLayout->addWidget(stateBar());

    connect(m_model, &models::TransactionsModel::pageLoaded, this, &TransactionsPane::onPageLoaded);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        rememberGateways(0); // a refresh resets the model with its new first page in it
        if (m_detail->transaction()) {
            m_detail->setTransaction(std::nullopt);
            Q_EMIT selectionChanged();
        }
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first) { rememberGateways(first); });

    applyFilters(true);
    updateState();
    updateExportButton();
}

TransactionsPane::~TransactionsPane()
{
    // The model (cancelling its request) and the exporter (cancelling its export) go with the
    // children, after this object has stopped being a TransactionsPane: no more calls here.
    m_model->disconnect(this);
    if (m_exporter)
        m_exporter->disconnect(this);
}

void TransactionsPane::setupFilterBar()
{
    // The widgets come from transactionspane.ui; what they hold and do is set up here. The bar
    // wraps onto a second line rather than widen the window.
    FlowLayout::replace(m_ui->paneLayout, m_ui->filterLayout);
    m_statusMenu = new QMenu(this);
    for (const QString &status : models::filterableStatuses()) {
        QAction *a = m_statusMenu->addAction(api::TransactionStatus(status).text());
        a->setCheckable(true);
        a->setData(status);
        connect(a, &QAction::toggled, this, [this] {
            updateStatusButton();
            applyFilters();
        });
    }
    m_statusMenu->addSeparator();
    m_statusMenu->addAction(tr("All statuses"), this, [this] {
        for (QAction *a : m_statusMenu->actions()) {
            const QSignalBlocker block(a);
            a->setChecked(false);
        }
        updateStatusButton();
        applyFilters();
    });
    m_ui->statusFilterButton->setMenu(m_statusMenu);
    updateStatusButton();

    for (const models::DatePreset p : models::datePresets())
        m_ui->dateRangeCombo->addItem(models::datePresetLabel(p), int(p));
    connect(m_ui->dateRangeCombo, &QComboBox::currentIndexChanged, this, [this] {
        updateDateEdits();
        applyFilters();
    });
    const QDate today = models::serviceToday();
    m_ui->fromDateEdit->setDate(today.addDays(-6));
    m_ui->toDateEdit->setDate(today);
    for (QDateEdit *edit : {m_ui->fromDateEdit, m_ui->toDateEdit})
        connect(edit, &QDateEdit::dateChanged, this, &TransactionsPane::filtersEdited);
    updateDateEdits();

    m_ui->gatewayCombo->lineEdit()->setPlaceholderText(tr("All gateways"));
    m_ui->gatewayCombo->setValidator(new QRegularExpressionValidator(
        QRegularExpression(u"[A-Za-z0-9_]{0,32}"_s), m_ui->gatewayCombo));
    m_ui->currencyCombo->lineEdit()->setPlaceholderText(tr("All currencies"));
    m_ui->currencyCombo->setValidator(new QRegularExpressionValidator(
        QRegularExpression(u"[A-Za-z]{0,3}"_s), m_ui->currencyCombo));
    for (QComboBox *combo : {m_ui->gatewayCombo, m_ui->currencyCombo}) {
        // A screen reader meets the text field inside an editable combo box on its own.
        combo->lineEdit()->setAccessibleName(combo->accessibleName());
        combo->lineEdit()->setClearButtonEnabled(true);
        // Wide enough for "All gateways" in this language, beside the clear button.
        const QFontMetrics fm = combo->fontMetrics();
        const int room =
            fm.horizontalAdvance(combo->lineEdit()->placeholderText()) + fm.height() + 16;
        combo->setMinimumContentsLength(
            std::max(combo->minimumContentsLength(), room / fm.horizontalAdvance(u'x') + 1));
        connect(combo, &QComboBox::editTextChanged, this, &TransactionsPane::filtersEdited);
        connect(combo, &QComboBox::activated, this, [this] { applyFilters(); });
    }
    fitToPlaceholder(m_ui->searchEdit, 0);
    connect(m_ui->searchEdit, &QLineEdit::textChanged, this, &TransactionsPane::filtersEdited);
    connect(m_ui->searchEdit, &QLineEdit::returnPressed, this, [this] { applyFilters(); });

    connect(m_ui->chartToggle, &QToolButton::toggled, this, &TransactionsPane::setChartVisible);
    connect(m_ui->exportButton, &QToolButton::clicked, this, &TransactionsPane::exportCsv);
    connect(m_ui->refreshButton, &QToolButton::clicked, this, &TransactionsPane::refresh);
}

void TransactionsPane::setupView()
{
    using M = models::TransactionsModel;
    setupTable(m_model, u"transactionsView"_s, tr("Transactions"), M::Status,
               {tr("Could not load transactions: %1"), tr("Could not load transactions."),
                tr("Transactions loaded: %L1, loading more…"),
                tr("Transactions loaded: %L1; more load as you scroll."),
                tr("Transactions: %L1, all loaded."), tr("No transactions match these filters"),
                tr("No transactions match ‘%1’ with these filters")});
    QTableView *view = this->view();
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, &TransactionsPane::showRowMenu);
    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TransactionsPane::onSelectionChanged);

    QHeaderView *header = view->horizontalHeader();
    header->resizeSection(M::Created, dateTimeColumnWidth());
    header->resizeSection(M::Id, idColumnWidth(u"txn_"_s));
    header->resizeSection(M::MerchantRef, textColumnWidth(u"order-000000"_s));
    header->resizeSection(M::Amount, textColumnWidth(u"1,000,000.00"_s));
    header->resizeSection(M::Currency, textColumnWidth(u"Currency"_s));
    int statusWidth = 0; // the longest status word in this language, never cut
    for (const QString &status : api::TransactionStatus::knownWireNames())
        statusWidth =
            std::max(statusWidth, badgeColumnWidth(api::TransactionStatus(status).text()));
    header->resizeSection(M::Status, statusWidth);
    header->resizeSection(M::Gateway, textColumnWidth(u"sakura_pay"_s));
    header->resizeSection(M::Refunded, textColumnWidth(u"1,000,000.00"_s));
    // The id (whole in the detail) and the reference give way to the amount and the status.
    keepInView({M::Amount, M::Status}, {{M::Id, textColumnWidth(u"txn_0000…"_s)},
                                        {M::MerchantRef, textColumnWidth(u"ORD-10…"_s)}});
}

void TransactionsPane::setClient(api::ApiClient *client)
{
    if (client == this->client() && client)
        return;
    cancelExport();
    m_detail->setClient(client);
    PagedTablePane::setClient(client); // cancels the old client's request and reloads
    updateExportButton();
}

models::TransactionFilter TransactionsPane::filter() const
{
    models::TransactionFilter f;
    for (const QAction *a : m_statusMenu->actions()) {
        if (a->isCheckable() && a->isChecked())
            f.statuses.append(a->data().toString());
    }
    f.datePreset = models::DatePreset(m_ui->dateRangeCombo->currentData().toInt());
    f.customFrom = m_ui->fromDateEdit->date();
    f.customLast = m_ui->toDateEdit->date();
    f.gateway = m_ui->gatewayCombo->currentText();
    f.currency = m_ui->currencyCombo->currentText();
    f.search = m_ui->searchEdit->text();
    return f;
}

void TransactionsPane::setFilter(const models::TransactionFilter &f)
{
    // Fill every widget without reacting, then apply once.
    const QSignalBlocker b1(m_ui->dateRangeCombo), b2(m_ui->fromDateEdit), b3(m_ui->toDateEdit),
        b4(m_ui->gatewayCombo), b5(m_ui->currencyCombo), b6(m_ui->searchEdit);
    for (QAction *a : m_statusMenu->actions()) {
        if (a->isCheckable()) {
            const QSignalBlocker block(a);
            a->setChecked(f.statuses.contains(a->data().toString()));
        }
    }
    m_ui->dateRangeCombo->setCurrentIndex(m_ui->dateRangeCombo->findData(int(f.datePreset)));
    if (f.customFrom.isValid())
        m_ui->fromDateEdit->setDate(f.customFrom);
    if (f.customLast.isValid())
        m_ui->toDateEdit->setDate(f.customLast);
    m_ui->gatewayCombo->setEditText(f.gateway);
    m_ui->currencyCombo->setEditText(f.currency);
    m_ui->searchEdit->setText(f.search);
    updateStatusButton();
    updateDateEdits();
    applyFilters();
}

QString TransactionsPane::searchText() const
{
    return m_model->query().search; // what the rows shown were asked for
}

void TransactionsPane::clearFilters()
{
    setFilter({});
}

bool TransactionsPane::applyQuery(bool force)
{
    if (!m_model->setQueryUnlessSame(filter().toQuery(models::serviceToday()), force))
        return false;
    m_pendingSelect.clear(); // a new list: what was to be selected is not looked for in it
    return true;
}

void TransactionsPane::refresh()
{
    // Keep the selection when it is on the first page again.
    const std::optional<api::Transaction> selected = selectedTransaction();
    PagedTablePane::refresh();
    m_pendingSelect = selected ? selected->id : QString();
}

void TransactionsPane::focusSearch()
{
    m_ui->searchEdit->setFocus(Qt::ShortcutFocusReason);
    m_ui->searchEdit->selectAll();
}

void TransactionsPane::updateStatusButton()
{
    QStringList names;
    for (const QAction *a : m_statusMenu->actions()) {
        if (a->isCheckable() && a->isChecked())
            names.append(a->text());
    }
    if (names.isEmpty())
        m_ui->statusFilterButton->setText(tr("Status: All"));
    else if (names.size() <= 2)
        m_ui->statusFilterButton->setText(tr("Status: %1").arg(names.join(u", "_s)));
    else
        m_ui->statusFilterButton->setText(tr("Status: %1 selected").arg(names.size()));
    // The menu arrow sits inside the button: leave it room.
    const QFontMetrics fm(m_ui->statusFilterButton->font());
    m_ui->statusFilterButton->setMinimumWidth(
        fm.horizontalAdvance(m_ui->statusFilterButton->text()) + 2 * fm.height() + 8);
    m_ui->statusFilterButton->setToolTip(names.isEmpty() ? tr("Every status")
                                                         : names.join(QLatin1Char('\n')));
}

void TransactionsPane::updateDateEdits()
{
    const bool custom = models::DatePreset(m_ui->dateRangeCombo->currentData().toInt()) ==
                        models::DatePreset::Custom;
    m_ui->fromDateEdit->setVisible(custom);
    m_ui->toDateEdit->setVisible(custom);
}

void TransactionsPane::showDateRange(const QDate &from, const QDate &last, const QString &currency)
{
    models::TransactionFilter f = filter();
    f.datePreset = models::DatePreset::Custom;
    f.customFrom = from;
    f.customLast = last;
    f.currency = currency;
    setFilter(f);
}

void TransactionsPane::showTransaction(const QString &id)
{
    // Not among stale rows: they are about to be replaced by the new filter's.
    const int row = m_model->isStale() ? -1 : m_model->rowOf(id);
    if (row >= 0) {
        view()->selectRow(row);
        view()->scrollTo(m_model->index(row, 0));
        return;
    }
    models::TransactionFilter f;
    f.search = id;
    setFilter(f);
    m_pendingSelect = id; // selected when the search answers
}

void TransactionsPane::showNewTransaction(const api::Transaction &transaction)
{
    if (m_model->isStale() || !models::matches(m_model->query(), transaction)) {
        showTransaction(transaction.id);
        return;
    }
    m_model->insertNewTransaction(transaction);
    showTransaction(transaction.id);
}

void TransactionsPane::selectWhenLoaded(const QString &id)
{
    const int row = m_model->isLoading() ? -1 : m_model->rowOf(id);
    if (row >= 0) {
        view()->selectRow(row);
        view()->scrollTo(m_model->index(row, 0));
        return;
    }
    m_pendingSelect = id;
}

void TransactionsPane::refreshAndSelect(const QString &id)
{
    refresh();
    m_pendingSelect = id;
    m_searchIfMissing = true;
}

void TransactionsPane::selectPending()
{
    if (m_pendingSelect.isEmpty())
        return;
    const int row = m_model->rowOf(m_pendingSelect);
    if (row < 0)
        return;
    m_pendingSelect.clear();
    view()->selectRow(row);
    view()->scrollTo(m_model->index(row, 0));
}

void TransactionsPane::onPageLoaded()
{
    selectPending();
    const QString missing = std::exchange(m_pendingSelect, QString());
    if (std::exchange(m_searchIfMissing, false) && !missing.isEmpty())
        showTransaction(missing);
    // Otherwise only ever looked for on the first page after a reload.
}

void TransactionsPane::rememberGateways(int firstRow)
{
    for (int r = firstRow; r < m_model->rowCount(); ++r) {
        const QString g = m_model->transactionAt(r).gateway;
        if (m_ui->gatewayCombo->findText(g, Qt::MatchFixedString | Qt::MatchCaseSensitive) >= 0)
            continue;
        int at = 1;
        while (at < m_ui->gatewayCombo->count() && m_ui->gatewayCombo->itemText(at) < g)
            ++at;
        m_ui->gatewayCombo->insertItem(at, g); // the edit text stays as typed
    }
}

void TransactionsPane::updateExportButton()
{
    m_ui->exportButton->setEnabled(client() && !m_exporter);
}

std::optional<api::Transaction> TransactionsPane::selectedTransaction() const
{
    return selectedRecord(m_model);
}

void TransactionsPane::onSelectionChanged()
{
    updateWindowActions();
    const std::optional<api::Transaction> t = selectedTransaction();
    if (t && m_detail->transaction() && m_detail->transaction()->id == t->id)
        return;
    m_detail->setTransaction(t);
    Q_EMIT selectionChanged();
}

void TransactionsPane::addWindowActions(const WindowMenus &menus,
                                        const std::function<void()> &raise)
{
    m_copyId = new QAction(tr("&Copy transaction ID"), this);
    m_copyId->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    connect(m_copyId, &QAction::triggered, this, &TransactionsPane::copySelectedId);
    menus.edit->addAction(m_copyId);

    m_showChart = new QAction(tr("Volume &chart"), this);
    m_showChart->setCheckable(true);
    m_showChart->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(m_showChart, &QAction::toggled, this, [this, raise](bool on) {
        raise();
        setChartVisible(on);
    });
    menus.view->addAction(m_showChart);
    updateWindowActions();
}

void TransactionsPane::setPaneCurrent(bool current)
{
    m_current = current;
    updateWindowActions();
}

void TransactionsPane::updateWindowActions()
{
    if (m_copyId)
        m_copyId->setEnabled(m_current && selectedRow() >= 0);
    if (m_showChart) {
        const QSignalBlocker blocker(m_showChart);
        m_showChart->setChecked(isChartVisible());
    }
}

void TransactionsPane::copySelectedId()
{
    if (const auto t = selectedTransaction()) {
        QGuiApplication::clipboard()->setText(t->id);
        Q_EMIT statusMessage(tr("Copied %1").arg(t->id));
    }
}

void TransactionsPane::updateTransaction(const api::Transaction &transaction)
{
    m_model->updateTransaction(transaction);
    if (m_detail->transaction() && m_detail->transaction()->id == transaction.id) {
        m_detail->setTransaction(transaction); // also reloads its refunds
        Q_EMIT selectionChanged();
    }
}

void TransactionsPane::showRowMenu(const QPoint &pos)
{
    const QModelIndex index = view()->indexAt(pos);
    if (!index.isValid())
        return;
    const api::Transaction t = m_model->transactionAt(index.row());
    QMenu menu(this);
    menu.addAction(tr("Copy ID"), this, [t] { QGuiApplication::clipboard()->setText(t.id); });
    menu.addAction(tr("Copy reference"), this,
                   [t] { QGuiApplication::clipboard()->setText(t.merchantRef); });
    QAction *refund = menu.addAction(tr("Refund…"), this, [this, t] { Q_EMIT refundRequested(t); });
    refund->setEnabled(t.isRefundable() && m_refundRefusal.isEmpty());
    refund->setToolTip(m_refundRefusal);
    menu.setToolTipsVisible(true);
    menu.exec(view()->viewport()->mapToGlobal(pos));
}

void TransactionsPane::setRefundRefusal(const QString &why)
{
    m_refundRefusal = why;
    m_detail->setRefundRefusal(why);
}

void TransactionsPane::saveMoreState(QDataStream &out) const
{
    out << m_hSplit->saveState() << m_vSplit->saveState() << isChartVisible();
}

bool TransactionsPane::restoreMoreState(QDataStream &in)
{
    QByteArray hSplit, vSplit;
    bool chart = false;
    in >> hSplit >> vSplit >> chart;
    if (in.status() != QDataStream::Ok)
        return false;
    m_hSplit->restoreState(hSplit);
    m_vSplit->restoreState(vSplit);
    setChartVisible(chart);
    return true;
}

bool TransactionsPane::isChartVisible() const
{
    return m_ui->chartToggle->isChecked();
}

void TransactionsPane::setChartVisible(bool visible)
{
    if (m_ui->chartToggle->isChecked() != visible) {
        m_ui->chartToggle->setChecked(visible); // comes back here through toggled()
        return;
    }
    m_chart->setVisible(visible); // shown, it sums the filter; hidden, it reads nothing
    updateWindowActions();
}

void TransactionsPane::exportCsv()
{
    if (!client() || m_exporter)
        return;
    // The date ISO 8601, which sorts and holds no "/".
    const QString suggested =
        tr("transactions-%1").arg(QDate::currentDate().toString(Qt::ISODate)) + u".csv"_s;
    const QString fileName = getSaveFileName(this, tr("Export transactions"), suggested,
                                             tr("CSV files (*.csv);;All files (*)"));
    if (fileName.isEmpty())
        return;
    exportCsvTo(QFileInfo(fileName).suffix().isEmpty() ? fileName + u".csv"_s : fileName);
}

bool TransactionsPane::isExporting() const
{
    return m_exporter != nullptr;
}

bool TransactionsPane::exportCsvTo(const QString &fileName)
{
    if (!client() || m_exporter)
        return false;
    auto *exporter = new exporting::TransactionCsvExporter(client(), this);
    m_exporter = exporter;
    auto *dialog = new QProgressDialog(tr("Exporting transactions…"), tr("Cancel"), 0, 0, this);
    dialog->setObjectName(u"exportProgress"_s);
    dialog->setWindowTitle(tr("Export transactions"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(500);
    dialog->setAutoReset(false);
    dialog->setAutoClose(false);
    m_exportProgress = dialog;
    connect(dialog, &QProgressDialog::canceled, exporter,
            &exporting::TransactionCsvExporter::cancel);
    connect(exporter, &exporting::TransactionCsvExporter::progress, dialog, [dialog](qint64 rows) {
        dialog->setLabelText(tr("Exported %L1 transactions…").arg(rows));
    });
    connect(exporter, &exporting::TransactionCsvExporter::finished, this,
            [this, exporter, dialog, fileName](bool ok, const QString &error) {
                dialog->hide();
                dialog->deleteLater();
                exporter->deleteLater();
                m_exporter = nullptr;
                updateExportButton();
                if (ok) {
                    Q_EMIT fileExported(tr("Exported to %1 (transactions: %L2).")
                                            .arg(QDir::toNativeSeparators(fileName))
                                            .arg(exporter->rowsWritten()),
                                        fileName);
                } else if (exporter->wasCancelled()) {
                    Q_EMIT statusMessage(tr("Export cancelled; no file was written."));
                } else {
                    exportFailed(error);
                }
                Q_EMIT exportFinished(ok, fileName, error);
            });
    exporter->start(m_model->query(), fileName);
    dialog->setValue(0);
    updateExportButton();
    return true;
}

void TransactionsPane::cancelExport()
{
    if (m_exporter)
        m_exporter->cancel();
}

} // namespace paydesk::ui
