#include "transactionspane.h"

#include "charts/volumechart.h"
#include "export/transactioncsvexporter.h"
#include "models/loadall.h"
#include "models/transactionsmodel.h"
#include "transactiondetail.h"
#include "ui_transactionspane.h"
#include "widgets/busydelay.h"
#include "widgets/statusbadgedelegate.h"
#include "widgets/tabletext.h"
#include "widgets/tabletextdelegate.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDataStream>
#include <QDateEdit>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIODevice>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QRegularExpressionValidator>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr quint32 StateMagic = 0x50445450; // "PDTP"
constexpr quint32 StateVersion = 1;
constexpr int DebounceMs = 300;

} // namespace

TransactionsPane::TransactionsPane(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::TransactionsPane>())
    , m_model(new models::TransactionsModel(this))
    , m_busyDelay(new BusyDelay(this))
{
    connect(m_busyDelay, &BusyDelay::shownChanged, this, [this] {
        // A new filter's answer is slow enough to be seen waiting: the old filter's rows go.
        m_model->dropStaleRows();
        updateState();
    });
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(DebounceMs);
    connect(m_debounce, &QTimer::timeout, this, [this] { applyFilters(); });

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
    connect(m_chart, &VolumeChart::loadAllRequested, this, &TransactionsPane::loadAllForChart);
    m_loadAll = new models::TransactionsLoadAll(m_model, this);
    connect(m_loadAll, &models::TransactionsLoadAll::progress, this, [this](int rows) {
        if (m_loadAllProgress)
            m_loadAllProgress->setLabelText(tr("Loaded %L1 transactions…").arg(rows));
    });
    connect(m_loadAll, &models::TransactionsLoadAll::finished, this,
            [this](bool, const QString &message) {
                m_chart->setLoadingAll(false);
                if (m_loadAllProgress) {
                    m_loadAllProgress->hide();
                    m_loadAllProgress->deleteLater();
                }
                if (!message.isEmpty())
                    Q_EMIT statusMessage(message);
            });

    m_vSplit = new QSplitter(Qt::Vertical);
    m_vSplit->setObjectName(u"chartSplitter"_s);
    m_vSplit->addWidget(m_chart);
    m_vSplit->addWidget(m_view);
    m_vSplit->setStretchFactor(0, 2);
    m_vSplit->setStretchFactor(1, 3);
    m_vSplit->setChildrenCollapsible(false);
    m_hSplit = new QSplitter(Qt::Horizontal);
    m_hSplit->setObjectName(u"detailSplitter"_s);
    m_hSplit->addWidget(m_vSplit);
    m_hSplit->addWidget(m_detail);
    m_hSplit->setStretchFactor(0, 3);
    m_hSplit->setStretchFactor(1, 1);
    m_hSplit->setChildrenCollapsible(false);

    m_ui->contentLayout->addWidget(m_hSplit);
    // Showing and hiding the busy bar moves nothing: a layout change there would repaint the
    // whole table while the answer is on its way.
    QSizePolicy busyPolicy = m_ui->loadingIndicator->sizePolicy();
    busyPolicy.setRetainSizeWhenHidden(true);
    m_ui->loadingIndicator->setSizePolicy(busyPolicy);
    m_ui->loadingIndicator->setVisible(false);

    connect(m_model, &models::TransactionsModel::loadingChanged, this,
            &TransactionsPane::updateState);
    connect(m_model, &models::TransactionsModel::pageLoaded, this, &TransactionsPane::onPageLoaded);
    connect(m_model, &models::TransactionsModel::errorOccurred, this,
            [this](const api::ApiError &e) {
                m_error = e;
                updateState();
                Q_EMIT errorOccurred(e);
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_error.reset();
        m_awaitingFirstPage = true;
        rememberGateways(0); // a refresh resets the model with its new first page in it
        if (m_detail->transaction()) {
            m_detail->setTransaction(std::nullopt);
            Q_EMIT selectionChanged();
        }
        updateState();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first) { rememberGateways(first); });

    applyFilters(true);
    updateState();
}

TransactionsPane::~TransactionsPane()
{
    // The model (cancelling its request) and the exporter (cancelling its export) go with the
    // children, after this object has stopped being a TransactionsPane: no more calls here.
    m_model->disconnect(this);
    if (m_exporter)
        m_exporter->disconnect(this);
    m_loadAll->disconnect(this);
}

void TransactionsPane::setupFilterBar()
{
    // The widgets come from transactionspane.ui; what they hold and do is set up here.
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
        connect(edit, &QDateEdit::dateChanged, m_debounce, qOverload<>(&QTimer::start));
    updateDateEdits();

    m_ui->gatewayCombo->lineEdit()->setPlaceholderText(tr("All gateways"));
    m_ui->gatewayCombo->setValidator(new QRegularExpressionValidator(
        QRegularExpression(u"[A-Za-z0-9_]{0,32}"_s), m_ui->gatewayCombo));
    m_ui->currencyCombo->lineEdit()->setPlaceholderText(tr("All currencies"));
    m_ui->currencyCombo->setValidator(new QRegularExpressionValidator(
        QRegularExpression(u"[A-Za-z]{0,3}"_s), m_ui->currencyCombo));
    for (QComboBox *combo : {m_ui->gatewayCombo, m_ui->currencyCombo}) {
        combo->lineEdit()->setClearButtonEnabled(true);
        connect(combo, &QComboBox::editTextChanged, m_debounce, qOverload<>(&QTimer::start));
        connect(combo, &QComboBox::activated, this, [this] { applyFilters(); });
    }
    connect(m_ui->searchEdit, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_ui->searchEdit, &QLineEdit::returnPressed, this, [this] { applyFilters(); });

    connect(m_ui->chartToggle, &QToolButton::toggled, this, &TransactionsPane::setChartVisible);
    connect(m_ui->exportButton, &QToolButton::clicked, this, &TransactionsPane::exportCsv);
    connect(m_ui->refreshButton, &QToolButton::clicked, this, &TransactionsPane::refresh);
}

void TransactionsPane::setupView()
{
    m_view = new QTableView;
    m_view->setObjectName(u"transactionsView"_s);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Transactions"));
    m_view->setSortingEnabled(false); // the service orders newest first
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setShowGrid(false);
    preferUnshapedText(m_view);
    m_view->setItemDelegate(new TableTextDelegate(m_view));
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 12);
    m_view->setItemDelegateForColumn(models::TransactionsModel::Status,
                                     new StatusBadgeDelegate(m_view));
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &TransactionsPane::showRowMenu);

    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setStretchLastSection(true);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, &TransactionsPane::showHeaderMenu);
    const QFontMetrics fm = m_view->fontMetrics();
    const auto width = [&](const QString &sample) { return fm.horizontalAdvance(sample) + 24; };
    // Ids are a prefix and 24 random base62 characters: a little above their average width.
    const auto idWidth = [&](const QString &prefix) {
        const QString alphabet =
            u"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"_s;
        return width(prefix) + fm.horizontalAdvance(alphabet) * 24 * 115 / (62 * 100);
    };
    const QString created =
        QLocale().toString(QDateTime(QDate(2024, 12, 28), QTime(23, 59)), QLocale::ShortFormat);
    using M = models::TransactionsModel;
    header->resizeSection(M::Created, width(created));
    header->resizeSection(M::Id, idWidth(u"txn_"_s));
    header->resizeSection(M::MerchantRef, width(u"order-000000"_s));
    header->resizeSection(M::Amount, width(u"1,000,000.00"_s));
    header->resizeSection(M::Currency, width(u"Currency"_s));
    header->resizeSection(M::Status, width(u"Partially refunded"_s) + fm.height() + 8);
    header->resizeSection(M::Gateway, width(u"sakura_pay"_s));
    header->resizeSection(M::Refunded, width(u"1,000,000.00"_s));

    m_empty = new QLabel(m_view->viewport());
    m_empty->setObjectName(u"emptyState"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    m_empty->hide();
    m_view->viewport()->installEventFilter(this);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TransactionsPane::onSelectionChanged);
}

bool TransactionsPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        m_empty->setGeometry(m_view->viewport()->rect().adjusted(16, 16, -16, -16));
    return QWidget::eventFilter(watched, event);
}

void TransactionsPane::setClient(api::ApiClient *client)
{
    if (client == m_client && client)
        return;
    cancelExport();
    cancelLoadAll();
    m_client = client;
    m_detail->setClient(client);
    m_error.reset();
    m_model->setClient(client); // cancels the old client's request and reloads
    updateState();
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

void TransactionsPane::applyFilters(bool force)
{
    m_debounce->stop();
    const api::TransactionQuery q = filter().toQuery(models::serviceToday());
    if (!force && models::sameRows(q, m_model->query()))
        return;
    m_pendingSelect.clear();
    m_model->setQuery(q); // cancels the request in flight
    updateState();
}

void TransactionsPane::refresh()
{
    m_error.reset();
    // Keep the selection when it is on the first page again.
    const std::optional<api::Transaction> selected = selectedTransaction();
    const api::TransactionQuery q = filter().toQuery(models::serviceToday());
    if (models::sameRows(q, m_model->query()))
        m_model->reload();
    else
        m_model->setQuery(q);
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
        m_view->selectRow(row);
        m_view->scrollTo(m_model->index(row, 0));
        return;
    }
    models::TransactionFilter f;
    f.search = id;
    setFilter(f);
    m_pendingSelect = id; // selected when the search answers
}

void TransactionsPane::selectPending()
{
    if (m_pendingSelect.isEmpty())
        return;
    const int row = m_model->rowOf(m_pendingSelect);
    if (row < 0)
        return;
    m_pendingSelect.clear();
    m_view->selectRow(row);
    m_view->scrollTo(m_model->index(row, 0));
}

void TransactionsPane::onPageLoaded()
{
    if (m_awaitingFirstPage) {
        m_awaitingFirstPage = false;
        Q_EMIT lastRefreshed(QDateTime::currentDateTime());
    }
    m_error.reset();
    selectPending();
    m_pendingSelect.clear(); // only ever looked for on the first page after a reload
    updateState();
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

void TransactionsPane::updateState()
{
    const bool loading = m_model->isLoading();
    const int rows = m_model->rowCount();
    // A quick answer shows no busy state: the rows and this line stay as they are until it
    // comes (see BusyDelay).
    const bool showBusy = m_busyDelay->update(loading);
    m_ui->loadingIndicator->setVisible(showBusy);
    QString text;
    if (m_error)
        text = tr("Could not load transactions: %1").arg(m_error->message());
    else if (!m_client)
        text = tr("Not connected.");
    else if (showBusy && m_model->isRefreshing())
        text = tr("Refreshing…"); // the rows shown stay until the new first page arrives
    else if (loading && rows == 0)
        text = showBusy ? tr("Loading…") : QString();
    else if (showBusy)
        text = tr("Transactions loaded: %L1, loading more…").arg(rows);
    else if (m_model->hasMore())
        text = tr("Transactions loaded: %L1; more load as you scroll.").arg(rows);
    else if (!m_awaitingFirstPage)
        text = tr("Transactions: %L1, all loaded.").arg(rows);
    m_ui->stateLabel->setText(text);

    QString empty;
    if (rows == 0) {
        if (m_error) {
            empty = tr("Could not load transactions.") + u"\n\n"_s + m_error->message();
            if (const QString advice = m_error->advice(); !advice.isEmpty())
                empty += u'\n' + advice;
        } else if (!m_client) {
            empty = tr("Not connected to a service.");
        } else if (loading) {
            if (showBusy)
                empty = tr("Loading…");
        } else if (!m_awaitingFirstPage) {
            empty = tr("No transactions match these filters");
        }
    }
    m_empty->setText(empty);
    m_empty->setVisible(!empty.isEmpty());
    m_ui->exportButton->setEnabled(m_client && !m_exporter);
}

std::optional<api::Transaction> TransactionsPane::selectedTransaction() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return m_model->transactionAt(rows.constFirst().row());
}

void TransactionsPane::onSelectionChanged()
{
    const std::optional<api::Transaction> t = selectedTransaction();
    if (t && m_detail->transaction() && m_detail->transaction()->id == t->id)
        return;
    m_detail->setTransaction(t);
    Q_EMIT selectionChanged();
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
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    const api::Transaction t = m_model->transactionAt(index.row());
    QMenu menu(this);
    menu.addAction(tr("Copy ID"), this, [t] { QGuiApplication::clipboard()->setText(t.id); });
    menu.addAction(tr("Copy reference"), this,
                   [t] { QGuiApplication::clipboard()->setText(t.merchantRef); });
    QAction *refund = menu.addAction(tr("Refund…"), this, [this, t] { Q_EMIT refundRequested(t); });
    refund->setEnabled(t.isRefundable());
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void TransactionsPane::showHeaderMenu(const QPoint &pos)
{
    QHeaderView *header = m_view->horizontalHeader();
    QMenu menu(this);
    int visible = 0;
    for (int c = 0; c < m_model->columnCount(); ++c)
        visible += header->isSectionHidden(c) ? 0 : 1;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        QAction *a = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!header->isSectionHidden(c));
        a->setEnabled(header->isSectionHidden(c) || visible > 1); // keep one column
        connect(a, &QAction::toggled, header,
                [header, c](bool on) { header->setSectionHidden(c, !on); });
    }
    menu.addSeparator();
    menu.addAction(tr("Reset columns"), this, [header] {
        for (int c = 0; c < header->count(); ++c) {
            header->setSectionHidden(c, false);
            header->moveSection(header->visualIndex(c), c);
        }
    });
    menu.exec(header->mapToGlobal(pos));
}

QByteArray TransactionsPane::saveState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << StateMagic << StateVersion << m_view->horizontalHeader()->saveState()
        << m_hSplit->saveState() << m_vSplit->saveState() << isChartVisible();
    return state;
}

bool TransactionsPane::restoreState(const QByteArray &state)
{
    QDataStream in(state);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0;
    QByteArray header, hSplit, vSplit;
    bool chart = false;
    in >> magic >> version;
    if (magic != StateMagic || version != StateVersion)
        return false;
    in >> header >> hSplit >> vSplit >> chart;
    if (in.status() != QDataStream::Ok)
        return false;
    m_view->horizontalHeader()->restoreState(header);
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
    m_chart->setVisible(visible); // it follows the model while visible
}

bool TransactionsPane::isLoadingAll() const
{
    return m_loadAll->isRunning();
}

void TransactionsPane::loadAllForChart()
{
    if (!m_client || !m_loadAll->start())
        return;
    m_chart->setLoadingAll(true);
    auto *dialog = new QProgressDialog(tr("Loading transactions…"), tr("Cancel"), 0, 0, this);
    dialog->setObjectName(u"loadAllProgress"_s);
    dialog->setWindowTitle(tr("Load all transactions"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(500);
    dialog->setAutoReset(false);
    dialog->setAutoClose(false);
    connect(dialog, &QProgressDialog::canceled, m_loadAll, &models::TransactionsLoadAll::cancel);
    dialog->setValue(0);
    m_loadAllProgress = dialog;
}

void TransactionsPane::cancelLoadAll()
{
    m_loadAll->cancel();
}

void TransactionsPane::exportCsv()
{
    if (!m_client || m_exporter)
        return;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested =
        dir + u"/transactions-"_s + QDate::currentDate().toString(Qt::ISODate) + u".csv"_s;
    const QString fileName = QFileDialog::getSaveFileName(
        this, tr("Export transactions"), suggested, tr("CSV files (*.csv);;All files (*)"));
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
    if (!m_client || m_exporter)
        return false;
    auto *exporter = new exporting::TransactionCsvExporter(m_client, this);
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
                updateState();
                if (ok) {
                    Q_EMIT statusMessage(tr("Exported to %1 (transactions: %L2).")
                                             .arg(QDir::toNativeSeparators(fileName))
                                             .arg(exporter->rowsWritten()));
                } else if (exporter->wasCancelled()) {
                    Q_EMIT statusMessage(tr("Export cancelled; no file was written."));
                } else {
                    Q_EMIT statusMessage(error);
                    auto *box = new QMessageBox(QMessageBox::Warning, tr("Export failed"), error,
                                                QMessageBox::Ok, this);
                    box->setAttribute(Qt::WA_DeleteOnClose);
                    box->open();
                }
                Q_EMIT exportFinished(ok, fileName, error);
            });
    exporter->start(m_model->query(), fileName);
    dialog->setValue(0);
    updateState();
    return true;
}

void TransactionsPane::cancelExport()
{
    if (m_exporter)
        m_exporter->cancel();
}

} // namespace paydesk::ui
