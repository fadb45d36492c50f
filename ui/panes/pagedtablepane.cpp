#include "pagedtablepane.h"

#include "models/pagedlistmodel.h"
#include "widgets/busydelay.h"
#include "widgets/dataview.h"
#include "widgets/statusbadgedelegate.h"

#include <QDataStream>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIODevice>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr quint32 StateVersion = 1;
constexpr int DebounceMs = 300;

} // namespace

PagedTablePane::PagedTablePane(quint32 stateMagic, QWidget *parent)
    : QWidget(parent)
    , m_stateMagic(stateMagic)
    , m_busyDelay(new BusyDelay(this))
    , m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(DebounceMs);
    connect(m_debounce, &QTimer::timeout, this, [this] { applyFilters(); });

    connect(m_busyDelay, &BusyDelay::shownChanged, this, [this] {
        // A new filter's answer is slow enough to be seen waiting: the old filter's rows go.
        if (m_model)
            m_model->dropStaleRows();
        updateState();
    });

    m_stateBar = new QWidget(this);
    m_stateBar->setObjectName(u"stateBar"_s);
    m_stateLabel = new QLabel(m_stateBar);
    m_stateLabel->setObjectName(u"stateLabel"_s);
    m_stateLabel->setTextFormat(Qt::PlainText); // a service's error message
    m_busy = newBusyBar(m_stateBar, true);
    m_busy->setObjectName(u"loadingIndicator"_s);
    m_busy->setMaximumWidth(120);
    m_busy->setMaximumHeight(m_stateLabel->sizeHint().height());
    auto *layout = new QHBoxLayout(m_stateBar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stateLabel, 1);
    layout->addWidget(m_busy);
}

PagedTablePane::~PagedTablePane()
{
    // The model cancels its request as a child, after this is no longer a PagedTablePane.
    if (m_model)
        m_model->disconnect(this);
}

void PagedTablePane::setupTable(models::PagedListModel *model, const QString &viewName,
                                const QString &accessibleName, int statusColumn, const Texts &texts)
{
    Q_ASSERT(!m_model && model);
    m_model = model;
    m_texts = texts;

    m_view = new QTableView(this);
    setUpDataView(m_view, viewName, accessibleName);
    m_view->setModel(m_model);
    m_view->setSortingEnabled(false); // the service orders newest first
    m_view->setWordWrap(false);
    m_view->setShowGrid(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 12);
    if (statusColumn >= 0)
        m_view->setItemDelegateForColumn(statusColumn, new StatusBadgeDelegate(m_view));

    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setStretchLastSection(true);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        createHeaderMenu()->popup(header->mapToGlobal(pos));
    });

    // The empty state: what there is to say, and a way out when the filters left nothing.
    m_emptyBox = new QWidget(m_view->viewport());
    m_emptyBox->setObjectName(u"emptyStateBox"_s);
    m_empty = new QLabel(m_emptyBox);
    m_empty->setObjectName(u"emptyState"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setTextFormat(Qt::PlainText); // it quotes what the user typed
    m_empty->setEnabled(false);
    m_clearFilters = new QPushButton(tr("Clear filters"), m_emptyBox);
    m_clearFilters->setObjectName(u"clearFiltersButton"_s);
    m_clearFilters->setToolTip(tr("Show every row again: no search, every status, all time"));
    connect(m_clearFilters, &QPushButton::clicked, this, [this] { clearFilters(); });
    auto *emptyLayout = new QVBoxLayout(m_emptyBox);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_empty);
    emptyLayout->addWidget(m_clearFilters, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(1);
    m_emptyBox->hide();
    m_view->viewport()->installEventFilter(this);

    connect(m_model, &models::PagedListModel::loadingChanged, this, &PagedTablePane::updateState);
    connect(m_model, &models::PagedListModel::pageLoaded, this, &PagedTablePane::onPageLoaded);
    connect(m_model, &models::PagedListModel::queryChanged, this,
            [this] { m_pendingRecord.clear(); });
    connect(m_model, &models::PagedListModel::errorOccurred, this, &PagedTablePane::onError);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PagedTablePane::onReset);
    // A row the window made (a charge, a payment link) comes with no page: the count and the
    // empty state follow it all the same.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &PagedTablePane::updateState);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &PagedTablePane::updateState);
}

void PagedTablePane::onPageLoaded()
{
    if (m_awaitingFirstPage) {
        m_awaitingFirstPage = false;
        Q_EMIT lastRefreshed(QDateTime::currentDateTime());
    }
    m_error.reset();
    updateState();
    selectPendingRecord();
}

void PagedTablePane::onError(const api::ApiError &error)
{
    m_error = error;
    updateState();
    Q_EMIT errorOccurred(error);
}

void PagedTablePane::onReset()
{
    // A new client or query, emptied stale rows, or a refresh's first page in one reset.
    m_error.reset();
    m_awaitingFirstPage = true;
    updateState();
}

bool PagedTablePane::eventFilter(QObject *watched, QEvent *event)
{
    if (m_view && watched == m_view->viewport() && event->type() == QEvent::Resize)
        m_emptyBox->setGeometry(m_view->viewport()->rect().adjusted(16, 16, -16, -16));
    return QWidget::eventFilter(watched, event);
}

void PagedTablePane::setClient(api::ApiClient *client)
{
    if (client == m_client && client)
        return;
    m_client = client;
    m_error.reset();
    m_model->setClient(client); // cancels the old client's request and reloads
    updateState();
}

void PagedTablePane::filtersEdited()
{
    m_debounce->start();
}

void PagedTablePane::applyFilters(bool force)
{
    m_debounce->stop();
    if (applyQuery(force)) // cancels the request in flight
        updateState();
}

void PagedTablePane::refresh()
{
    m_error.reset();
    if (!applyQuery(false))
        m_model->reload();
}

int PagedTablePane::textColumnWidth(const QString &sample) const
{
    return m_view->fontMetrics().horizontalAdvance(sample) + 24;
}

int PagedTablePane::idColumnWidth(const QString &prefix) const
{
    const QString alphabet = u"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"_s;
    return textColumnWidth(prefix) +
           m_view->fontMetrics().horizontalAdvance(alphabet) * 24 * 115 / (62 * 100);
}

int PagedTablePane::dateTimeColumnWidth() const
{
    return textColumnWidth(
        QLocale().toString(QDateTime(QDate(2024, 12, 28), QTime(23, 59)), QLocale::ShortFormat));
}

int PagedTablePane::badgeColumnWidth(const QString &sample) const
{
    return textColumnWidth(sample) + m_view->fontMetrics().height() + 8;
}

void PagedTablePane::keepInView(const QList<int> &readFirst,
                                const QList<ColumnFit::Yielding> &yielding)
{
    Q_ASSERT(!m_columnFit);
    m_columnFit = new ColumnFit(m_view->horizontalHeader(), readFirst, yielding);
}

void PagedTablePane::selectRecord(const QString &id)
{
    m_pendingRecord = id;
    if (!m_model->isLoading())
        selectPendingRecord();
}

void PagedTablePane::selectPendingRecord()
{
    if (m_pendingRecord.isEmpty())
        return;
    const QModelIndexList found =
        m_model->match(m_model->index(0, 0), models::IdRole, m_pendingRecord, 1, Qt::MatchExactly);
    if (found.isEmpty())
        return;
    m_pendingRecord.clear();
    m_view->selectRow(found.constFirst().row());
    m_view->scrollTo(found.constFirst());
}

int PagedTablePane::selectedRow() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.constFirst().row();
}

void PagedTablePane::updateState()
{
    if (!m_model)
        return;
    const bool loading = m_model->isLoading();
    const int rows = m_model->rowCount();
    // A quick answer shows no busy state: the rows and this line stay as they are until it
    // comes (see BusyDelay).
    const bool showBusy = m_busyDelay->update(loading);
    m_busy->setVisible(showBusy);
    QString text;
    if (m_error)
        text = m_texts.loadFailed.arg(m_error->message());
    else if (!m_client)
        text = tr("Not connected.");
    else if (showBusy && m_model->isRefreshing())
        text = tr("Refreshing…"); // the rows shown stay until the new first page arrives
    else if (loading && rows == 0)
        text = showBusy ? tr("Loading…") : QString();
    else if (showBusy)
        text = m_texts.loadingMore.arg(rows);
    else if (m_model->hasMore())
        text = m_texts.moreOnScroll.arg(rows);
    else if (m_model->hasLoaded())
        text = m_texts.allLoaded.arg(rows);
    m_stateLabel->setText(text);

    QString empty;
    bool noMatch = false;
    if (rows == 0) {
        if (m_error) {
            empty = m_texts.loadFailedEmpty + u"\n\n"_s + m_error->message();
            if (const QString advice = m_error->advice(); !advice.isEmpty())
                empty += u'\n' + advice;
        } else if (!m_client) {
            empty = tr("Not connected to a service.");
        } else if (loading) {
            if (showBusy)
                empty = tr("Loading…");
        } else if (m_model->hasLoaded() && !hasFilters() && !m_texts.nothingYet.isEmpty()) {
            empty = m_texts.nothingYet; // nothing to clear
        } else if (m_model->hasLoaded()) {
            const QString search = searchText();
            empty = search.isEmpty() ? m_texts.noMatch : m_texts.noMatchSearch.arg(search);
            noMatch = true;
        }
    }
    m_empty->setText(empty);
    m_empty->setVisible(!empty.isEmpty());
    m_clearFilters->setVisible(noMatch);
    m_emptyBox->setVisible(!empty.isEmpty());
}

QMenu *PagedTablePane::createHeaderMenu()
{
    QHeaderView *header = m_view->horizontalHeader();
    auto *menu = new QMenu(this);
    menu->setObjectName(u"headerMenu"_s);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const int columns = m_model->columnCount();
    int visible = 0;
    for (int c = 0; c < columns; ++c)
        visible += header->isSectionHidden(c) ? 0 : 1;
    for (int c = 0; c < columns; ++c) {
        QAction *a = menu->addAction(m_model->headerData(c, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!header->isSectionHidden(c));
        a->setEnabled(header->isSectionHidden(c) || visible > 1); // keep one column
        connect(a, &QAction::toggled, header,
                [header, c](bool on) { header->setSectionHidden(c, !on); });
    }
    menu->addSeparator();
    QAction *reset = menu->addAction(tr("Reset columns"), this, &PagedTablePane::resetColumns);
    reset->setObjectName(u"resetColumnsAction"_s);
    return menu;
}

void PagedTablePane::resetColumns()
{
    QHeaderView *header = m_view->horizontalHeader();
    for (int c = 0; c < header->count(); ++c) {
        header->setSectionHidden(c, false);
        header->moveSection(header->visualIndex(c), c);
    }
}

QByteArray PagedTablePane::saveState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << m_stateMagic << StateVersion << m_view->horizontalHeader()->saveState();
    saveMoreState(out);
    return state;
}

bool PagedTablePane::restoreState(const QByteArray &state)
{
    QDataStream in(state);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0;
    QByteArray header;
    in >> magic >> version;
    if (magic != m_stateMagic || version != StateVersion)
        return false;
    in >> header;
    if (in.status() != QDataStream::Ok || !restoreMoreState(in))
        return false;
    if (!m_view->horizontalHeader()->restoreState(header))
        return false;
    // Saved on a wider screen, or before a column read first was added.
    if (m_columnFit)
        m_columnFit->fit();
    return true;
}

void PagedTablePane::saveMoreState(QDataStream &) const {}

bool PagedTablePane::restoreMoreState(QDataStream &)
{
    return true;
}

} // namespace paydesk::ui
