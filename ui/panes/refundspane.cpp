#include "refundspane.h"

#include "models/refundsmodel.h"
#include "widgets/busydelay.h"
#include "widgets/statusbadgedelegate.h"
#include "widgets/tabletext.h"
#include "widgets/tabletextdelegate.h"

#include <QComboBox>
#include <QDataStream>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIODevice>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr quint32 StateMagic = 0x50445250; // "PDRP"
constexpr quint32 StateVersion = 1;

// The transaction column reads as a link (the palette's link colour, underlined): activating a
// row opens that transaction.
class LinkDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->font.setUnderline(true);
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::Link));
    }
};

} // namespace

RefundsPane::RefundsPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new models::RefundsModel(this))
    , m_busyDelay(new BusyDelay(this))
{
    connect(m_busyDelay, &BusyDelay::shownChanged, this, [this] {
        // A new filter's answer is slow enough to be seen waiting: the old filter's rows go.
        m_model->dropStaleRows();
        updateState();
    });
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, [this] { applyFilters(); });

    QWidget *bar = buildFilterBar();
    setupView();

    m_stateLabel = new QLabel(this);
    m_stateLabel->setObjectName(u"stateLabel"_s);
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(u"loadingIndicator"_s);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setMaximumHeight(m_stateLabel->sizeHint().height());
    m_busy->setTextVisible(false);
    m_busy->setAccessibleName(tr("Loading"));
    // Showing and hiding the busy bar moves nothing (a layout change would repaint the table).
    QSizePolicy busyPolicy = m_busy->sizePolicy();
    busyPolicy.setRetainSizeWhenHidden(true);
    m_busy->setSizePolicy(busyPolicy);
    m_busy->setVisible(false);
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_stateLabel, 1);
    footer->addWidget(m_busy);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(bar);
    layout->addWidget(m_view, 1);
    layout->addLayout(footer);

    connect(m_model, &models::RefundsModel::loadingChanged, this, &RefundsPane::updateState);
    connect(m_model, &models::RefundsModel::pageLoaded, this, [this] {
        if (m_awaitingFirstPage) {
            m_awaitingFirstPage = false;
            Q_EMIT lastRefreshed(QDateTime::currentDateTime());
        }
        m_error.reset();
        updateState();
    });
    connect(m_model, &models::RefundsModel::errorOccurred, this, [this](const api::ApiError &e) {
        m_error = e;
        updateState();
        Q_EMIT errorOccurred(e);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_error.reset();
        m_awaitingFirstPage = true;
        updateState();
    });

    applyFilters(true);
    updateState();
}

RefundsPane::~RefundsPane()
{
    // The model cancels its request as a child, after this is no longer a RefundsPane.
    m_model->disconnect(this);
}

QWidget *RefundsPane::buildFilterBar()
{
    auto *bar = new QWidget(this);
    m_dateCombo = new QComboBox(bar);
    m_dateCombo->setObjectName(u"dateRangeCombo"_s);
    for (const models::DatePreset p : models::datePresets())
        m_dateCombo->addItem(models::datePresetLabel(p), int(p));
    m_dateCombo->setAccessibleName(tr("Date range"));
    m_dateCombo->setToolTip(tr("Refunded in this range of days (UTC)"));
    const QDate today = models::serviceToday();
    m_fromEdit = new QDateEdit(today.addDays(-6), bar);
    m_fromEdit->setObjectName(u"fromDateEdit"_s);
    m_fromEdit->setAccessibleName(tr("First day"));
    m_toEdit = new QDateEdit(today, bar);
    m_toEdit->setObjectName(u"toDateEdit"_s);
    m_toEdit->setAccessibleName(tr("Last day"));
    for (QDateEdit *edit : {m_fromEdit, m_toEdit}) {
        edit->setCalendarPopup(true);
        connect(edit, &QDateEdit::dateChanged, m_debounce, qOverload<>(&QTimer::start));
    }
    connect(m_dateCombo, &QComboBox::currentIndexChanged, this, [this] {
        updateDateEdits();
        applyFilters();
    });
    updateDateEdits();

    m_transaction = new QLineEdit(bar);
    m_transaction->setObjectName(u"transactionFilterEdit"_s);
    m_transaction->setPlaceholderText(tr("Transaction ID (txn_…)"));
    m_transaction->setClearButtonEnabled(true);
    m_transaction->setAccessibleName(tr("Show the refunds of this transaction"));
    m_transaction->setMinimumWidth(240);
    connect(m_transaction, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_transaction, &QLineEdit::returnPressed, this, [this] { applyFilters(); });

    m_open = new QPushButton(tr("&Open transaction"), bar);
    m_open->setObjectName(u"openTransactionButton"_s);
    m_open->setAccessibleName(tr("Open the refund's transaction"));
    m_open->setToolTip(tr("Show the selected refund's transaction in Transactions (Enter)"));
    m_open->setEnabled(false);
    connect(m_open, &QPushButton::clicked, this, &RefundsPane::openSelectedTransaction);
    m_refresh = new QPushButton(QIcon::fromTheme(u"view-refresh"_s), tr("Refresh"), bar);
    m_refresh->setObjectName(u"refreshButton"_s);
    connect(m_refresh, &QPushButton::clicked, this, &RefundsPane::refresh);

    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_dateCombo);
    layout->addWidget(m_fromEdit);
    layout->addWidget(m_toEdit);
    layout->addWidget(m_transaction, 1);
    layout->addStretch(1);
    layout->addWidget(m_open);
    layout->addWidget(m_refresh);
    return bar;
}

void RefundsPane::setupView()
{
    m_view = new QTableView(this);
    m_view->setObjectName(u"refundsView"_s);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Refunds"));
    m_view->setSortingEnabled(false); // the service orders newest first
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->setShowGrid(false);
    preferUnshapedText(m_view);
    m_view->setItemDelegate(new TableTextDelegate(m_view));
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 12);
    m_view->setItemDelegateForColumn(models::RefundsModel::Status, new StatusBadgeDelegate(m_view));
    m_view->setItemDelegateForColumn(models::RefundsModel::Transaction, new LinkDelegate(m_view));
    // Double click or Enter on a row opens its transaction.
    connect(m_view, &QAbstractItemView::activated, this, &RefundsPane::openSelectedTransaction);

    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setStretchLastSection(true);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, &RefundsPane::showHeaderMenu);
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
    using M = models::RefundsModel;
    header->resizeSection(M::Created, width(created));
    header->resizeSection(M::Id, idWidth(u"ref_"_s));
    header->resizeSection(M::Transaction, idWidth(u"txn_"_s));
    header->resizeSection(M::Amount, width(u"1,000,000.00"_s));
    header->resizeSection(M::Currency, width(u"Currency"_s));
    header->resizeSection(M::Reason, width(u"Requested by customer"_s));
    header->resizeSection(M::Status, width(u"Succeeded"_s) + fm.height() + 8);

    m_empty = new QLabel(m_view->viewport());
    m_empty->setObjectName(u"emptyState"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    m_empty->hide();
    m_view->viewport()->installEventFilter(this);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_open->setEnabled(selectedRefund().has_value()); });
}

bool RefundsPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        m_empty->setGeometry(m_view->viewport()->rect().adjusted(16, 16, -16, -16));
    return QWidget::eventFilter(watched, event);
}

void RefundsPane::setClient(api::ApiClient *client)
{
    if (client == m_client && client)
        return;
    m_client = client;
    m_error.reset();
    m_model->setClient(client);
    updateState();
}

models::RefundFilter RefundsPane::filter() const
{
    models::RefundFilter f;
    f.datePreset = models::DatePreset(m_dateCombo->currentData().toInt());
    f.customFrom = m_fromEdit->date();
    f.customLast = m_toEdit->date();
    f.transactionId = m_transaction->text();
    return f;
}

void RefundsPane::setFilter(const models::RefundFilter &f)
{
    {
        const QSignalBlocker b1(m_dateCombo), b2(m_fromEdit), b3(m_toEdit), b4(m_transaction);
        m_dateCombo->setCurrentIndex(m_dateCombo->findData(int(f.datePreset)));
        if (f.customFrom.isValid())
            m_fromEdit->setDate(f.customFrom);
        if (f.customLast.isValid())
            m_toEdit->setDate(f.customLast);
        m_transaction->setText(f.transactionId);
    }
    updateDateEdits();
    applyFilters();
}

void RefundsPane::applyFilters(bool force)
{
    m_debounce->stop();
    const api::RefundQuery q = filter().toQuery(models::serviceToday());
    if (!force && models::sameRows(q, m_model->query()))
        return;
    m_model->setQuery(q);
    updateState();
}

void RefundsPane::updateDateEdits()
{
    const bool custom =
        models::DatePreset(m_dateCombo->currentData().toInt()) == models::DatePreset::Custom;
    m_fromEdit->setVisible(custom);
    m_toEdit->setVisible(custom);
}

void RefundsPane::refresh()
{
    const api::RefundQuery q = filter().toQuery(models::serviceToday());
    if (models::sameRows(q, m_model->query()))
        m_model->reload();
    else
        m_model->setQuery(q);
}

void RefundsPane::focusSearch()
{
    m_transaction->setFocus(Qt::ShortcutFocusReason);
    m_transaction->selectAll();
}

void RefundsPane::setTransactionFilter(const QString &transactionId)
{
    models::RefundFilter f = filter();
    f.transactionId = transactionId;
    setFilter(f);
}

void RefundsPane::setDateRange(const QDate &from, const QDate &last)
{
    models::RefundFilter f = filter();
    f.datePreset = models::DatePreset::Custom;
    f.customFrom = from;
    f.customLast = last;
    setFilter(f);
}

std::optional<api::Refund> RefundsPane::selectedRefund() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return m_model->refundAt(rows.constFirst().row());
}

void RefundsPane::openSelectedTransaction()
{
    if (const std::optional<api::Refund> r = selectedRefund())
        Q_EMIT openTransaction(r->transactionId);
}

void RefundsPane::updateState()
{
    const bool loading = m_model->isLoading();
    const int rows = m_model->rowCount();
    // A quick answer shows no busy state (see BusyDelay).
    const bool showBusy = m_busyDelay->update(loading);
    m_busy->setVisible(showBusy);
    QString text;
    if (m_error)
        text = tr("Could not load refunds: %1").arg(m_error->message());
    else if (!m_client)
        text = tr("Not connected.");
    else if (showBusy && m_model->isRefreshing())
        text = tr("Refreshing…"); // the rows shown stay until the new first page arrives
    else if (loading && rows == 0)
        text = showBusy ? tr("Loading…") : QString();
    else if (showBusy)
        text = tr("Refunds loaded: %L1, loading more…").arg(rows);
    else if (m_model->hasMore())
        text = tr("Refunds loaded: %L1; more load as you scroll.").arg(rows);
    else if (m_model->hasLoaded())
        text = tr("Refunds: %L1, all loaded.").arg(rows);
    m_stateLabel->setText(text);

    QString empty;
    if (rows == 0) {
        if (m_error) {
            empty = tr("Could not load refunds.") + u"\n\n"_s + m_error->message();
            if (const QString advice = m_error->advice(); !advice.isEmpty())
                empty += u'\n' + advice;
        } else if (!m_client) {
            empty = tr("Not connected to a service.");
        } else if (loading) {
            if (showBusy)
                empty = tr("Loading…");
        } else if (m_model->hasLoaded()) {
            empty = tr("No refunds match these filters");
        }
    }
    m_empty->setText(empty);
    m_empty->setVisible(!empty.isEmpty());
}

void RefundsPane::showHeaderMenu(const QPoint &pos)
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
        a->setEnabled(header->isSectionHidden(c) || visible > 1);
        connect(a, &QAction::toggled, header,
                [header, c](bool on) { header->setSectionHidden(c, !on); });
    }
    menu.exec(header->mapToGlobal(pos));
}

QByteArray RefundsPane::saveState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << StateMagic << StateVersion << m_view->horizontalHeader()->saveState();
    return state;
}

bool RefundsPane::restoreState(const QByteArray &state)
{
    QDataStream in(state);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0;
    QByteArray header;
    in >> magic >> version;
    if (magic != StateMagic || version != StateVersion)
        return false;
    in >> header;
    if (in.status() != QDataStream::Ok)
        return false;
    return m_view->horizontalHeader()->restoreState(header);
}

} // namespace paydesk::ui
