#include "refundspane.h"

#include "models/refundsmodel.h"
#include "widgets/dataview.h"
#include "widgets/daterangefilter.h"
#include "widgets/flowlayout.h"
#include "widgets/linkdelegate.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr quint32 StateMagic = 0x50445250; // "PDRP"

} // namespace

RefundsPane::RefundsPane(QWidget *parent)
    : PagedTablePane(StateMagic, parent)
    , m_model(new models::RefundsModel(this))
{
    QWidget *bar = buildFilterBar();
    setupView();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(bar);
    layout->addWidget(view(), 1);
    layout->addWidget(stateBar());

    applyFilters(true);
    updateState();
}

QWidget *RefundsPane::buildFilterBar()
{
    auto *bar = new QWidget(this);
    m_dates = new DateRangeFilter(tr("Refunded in this range of days (UTC)"), bar);
    connect(m_dates, &DateRangeFilter::daysEdited, this, &RefundsPane::filtersEdited);
    connect(m_dates, &DateRangeFilter::presetChanged, this, [this] { applyFilters(); });

    m_transaction = new QLineEdit(bar);
    m_transaction->setObjectName(u"transactionFilterEdit"_s);
    m_transaction->setPlaceholderText(tr("Transaction ID (txn_…)"));
    m_transaction->setClearButtonEnabled(true);
    m_transaction->setAccessibleName(tr("Show the refunds of this transaction"));
    m_transaction->setMinimumWidth(240);
    connect(m_transaction, &QLineEdit::textChanged, this, &RefundsPane::filtersEdited);
    connect(m_transaction, &QLineEdit::returnPressed, this, [this] { applyFilters(); });

    m_search = new QLineEdit(bar);
    m_search->setObjectName(u"searchEdit"_s);
    m_search->setPlaceholderText(tr("Search refund, transaction or reference"));
    m_search->setToolTip(tr("Finds refunds by refund ID, transaction ID, or text anywhere in the "
                            "transaction's merchant reference (3 or more characters, any case; "
                            "1 or 2 characters match the start of the reference)"));
    m_search->setAccessibleName(tr("Search refunds"));
    m_search->setClearButtonEnabled(true);
    fitToPlaceholder(m_search);
    connect(m_search, &QLineEdit::textChanged, this, &RefundsPane::filtersEdited);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { applyFilters(); });

    m_open = new QPushButton(tr("&Open transaction"), bar);
    m_open->setObjectName(u"openTransactionButton"_s);
    m_open->setAccessibleName(tr("Open the refund's transaction"));
    m_open->setToolTip(tr("Show the selected refund's transaction in Transactions (Enter)"));
    m_open->setEnabled(false);
    connect(m_open, &QPushButton::clicked, this, &RefundsPane::openSelectedTransaction);
    m_refresh = new QPushButton(QIcon::fromTheme(u"view-refresh"_s), tr("Refresh"), bar);
    m_refresh->setObjectName(u"refreshButton"_s);
    connect(m_refresh, &QPushButton::clicked, this, &RefundsPane::refresh);

    // Wraps onto a second line rather than widen the window.
    auto *layout = new FlowLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_dates);
    layout->addWidget(m_search);
    m_transaction->setSizePolicy(QSizePolicy::Expanding,
                                 m_transaction->sizePolicy().verticalPolicy());
    layout->addWidget(m_transaction);
    layout->addWidget(m_open);
    layout->addWidget(m_refresh);
    return bar;
}

void RefundsPane::setupView()
{
    using M = models::RefundsModel;
    setupTable(m_model, u"refundsView"_s, tr("Refunds"), M::Status,
               {tr("Could not load refunds: %1"), tr("Could not load refunds."),
                tr("Refunds loaded: %L1, loading more…"),
                tr("Refunds loaded: %L1; more load as you scroll."),
                tr("Refunds: %L1, all loaded."), tr("No refunds match these filters"),
                tr("No refunds match ‘%1’ with these filters")});
    QTableView *view = this->view();
    view->setItemDelegateForColumn(M::Transaction, new LinkDelegate(view));
    // Double click or Enter on a row opens its transaction.
    connect(view, &QAbstractItemView::activated, this, &RefundsPane::openSelectedTransaction);
    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_open->setEnabled(selectedRefund().has_value()); });

    QHeaderView *header = view->horizontalHeader();
    header->resizeSection(M::Created, dateTimeColumnWidth());
    header->resizeSection(M::Id, idColumnWidth(u"ref_"_s));
    header->resizeSection(M::Transaction, idColumnWidth(u"txn_"_s));
    header->resizeSection(M::Amount, textColumnWidth(u"1,000,000.00"_s));
    header->resizeSection(M::Currency, textColumnWidth(u"Currency"_s));
    // The longest words in this language, never cut.
    int reasonWidth = 0;
    for (const QString &reason :
         {u"requested_by_customer"_s, u"duplicate"_s, u"fraudulent"_s, u"other"_s})
        reasonWidth = std::max(reasonWidth, textColumnWidth(M::reasonText(reason)));
    header->resizeSection(M::Reason, reasonWidth);
    header->resizeSection(M::Status, badgeColumnWidth(M::statusText(u"succeeded"_s)));
    // The ids give way to the amount and the status.
    keepInView({M::Amount, M::Status}, {{M::Id, textColumnWidth(u"ref_0000…"_s)},
                                        {M::Transaction, textColumnWidth(u"txn_0000…"_s)}});
}

models::RefundFilter RefundsPane::filter() const
{
    models::RefundFilter f;
    f.datePreset = m_dates->preset();
    f.customFrom = m_dates->customFrom();
    f.customLast = m_dates->customLast();
    f.transactionId = m_transaction->text();
    f.search = m_search->text();
    return f;
}

void RefundsPane::setFilter(const models::RefundFilter &f)
{
    {
        const QSignalBlocker b1(m_transaction), b2(m_search);
        m_dates->setRange(f.datePreset, f.customFrom, f.customLast);
        m_transaction->setText(f.transactionId);
        m_search->setText(f.search);
    }
    applyFilters();
}

bool RefundsPane::applyQuery(bool force)
{
    return m_model->setQueryUnlessSame(filter().toQuery(models::serviceToday()), force);
}

QString RefundsPane::searchText() const
{
    return m_model->query().search; // what the rows shown were asked for
}

void RefundsPane::clearFilters()
{
    setFilter({});
}

void RefundsPane::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void RefundsPane::setTransactionFilter(const QString &transactionId)
{
    models::RefundFilter f = filter();
    f.transactionId = transactionId;
    setFilter(f);
}

void RefundsPane::showRefund(const QString &refundId)
{
    models::RefundFilter f;
    f.search = refundId;
    setFilter(f);
    selectRecord(refundId);
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
    const int row = selectedRow();
    return row < 0 ? std::nullopt : std::optional(m_model->refundAt(row));
}

void RefundsPane::openSelectedTransaction()
{
    if (const std::optional<api::Refund> r = selectedRefund())
        Q_EMIT openTransaction(r->transactionId);
}

} // namespace paydesk::ui
