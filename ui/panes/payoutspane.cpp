#include "payoutspane.h"

#include "panestatemagic.h"

#include "dialogs/reconciledialog.h"
#include "models/payoutsmodel.h"
#include "payoutdetail.h"
#include "reconcile/payoutsexport.h"
#include "widgets/flowlayout.h"
#include "widgets/savefiledialog.h"
#include "widgets/sideorbelow.h"

#include <QAction>
#include <QComboBox>
#include <QDateEdit>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

// A date edit at its minimum shows "Any": no bound.
const QDate NoDate(2000, 1, 1);

QDateEdit *newDateEdit(QWidget *parent, const QString &name, const QString &accessibleName)
{
    auto *edit = new QDateEdit(parent);
    edit->setObjectName(name);
    edit->setAccessibleName(accessibleName);
    edit->setCalendarPopup(true);
    edit->setMinimumDate(NoDate);
    edit->setSpecialValueText(PayoutsPane::tr("Any"));
    edit->setDate(NoDate);
    return edit;
}

} // namespace

PayoutsPane::PayoutsPane(QWidget *parent)
    : PagedTablePane(PaneStateMagic::Payouts, parent)
    , m_model(new models::PayoutsModel(this))
{
    QWidget *bar = buildFilterBar();
    using M = models::PayoutsModel;
    setupTable(m_model, u"payoutsView"_s, tr("Payouts"), M::Status,
               {tr("Could not load payouts: %1"), tr("Could not load payouts."),
                tr("Payouts loaded: %L1, loading more…"),
                tr("Payouts loaded: %L1; more load as you scroll."),
                tr("Payouts: %L1, all loaded."), tr("No payouts match these filters"),
                tr("No payouts match these filters"),
                tr("No payouts yet: a day's captured money is paid out when the day has ended.")});
    QHeaderView *header = view()->horizontalHeader();
    header->resizeSection(M::Arrival, textColumnWidth(u"2026-12-31"_s) + 16);
    int statusWidth = 0; // the longest status word in this language, never cut
    for (const QString &status : {u"pending"_s, u"paid"_s})
        statusWidth = std::max(statusWidth, badgeColumnWidth(M::statusText(status)));
    header->resizeSection(M::Status, statusWidth);
    header->resizeSection(M::Currency, textColumnWidth(u"Currency"_s));
    header->resizeSection(M::Gateway, textColumnWidth(u"sakura_pay"_s));
    for (const int c : {M::Net, M::Gross, M::Fees, M::Refunded})
        header->resizeSection(c, textColumnWidth(u"1,000,000.00"_s));
    header->resizeSection(M::BankReference, idColumnWidth(u"PAYDESK po_"_s));
    header->resizeSection(M::Id, idColumnWidth(u"po_"_s));

    m_detail = new PayoutDetail(this);
    connect(m_detail, &PayoutDetail::openTransaction, this, &PayoutsPane::openTransaction);
    connect(m_detail, &PayoutDetail::openRefund, this, &PayoutsPane::openRefund);
    connect(view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PayoutsPane::showSelected);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PayoutsPane::showSelected);
    connect(m_model, &models::PayoutsModel::pageLoaded, this, [this] {
        if (!m_pendingSelection)
            return;
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (m_pendingSelection(m_model->payoutAt(row))) {
                m_pendingSelection = {};
                view()->selectRow(row);
                view()->scrollTo(m_model->index(row, 0));
                return;
            }
        }
        if (m_model->canFetchMore({}))
            m_model->fetchMore({});
        else
            m_pendingSelection = {};
    });
    m_notOffered = new QLabel(tr("This service does not offer payouts (GET /api/v1/payouts)."));
    m_notOffered->setObjectName(u"payoutsNotOffered"_s);
    m_notOffered->setWordWrap(true);
    m_notOffered->hide();
    connect(m_model, &models::PayoutsModel::listOfferedChanged, m_notOffered,
            [this](bool offered) { m_notOffered->setVisible(!offered); });

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_notOffered);
    leftLayout->addWidget(view(), 1);
    leftLayout->addWidget(stateBar());
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(u"payoutsSplitter"_s);
    splitter->addWidget(left);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setChildrenCollapsible(false);
    // The detail beside the list when both fit whole (a wide window), below it otherwise: a
    // laptop's 1366 pixels keep every column of the list and of the items readable.
    new SideOrBelow(
        splitter,
        [this] {
            const QHeaderView *header = view()->horizontalHeader();
            int width = 2 * view()->frameWidth() + view()->verticalScrollBar()->sizeHint().width();
            for (int c = 0; c < header->count(); ++c) {
                if (!header->isSectionHidden(c))
                    width += header->sectionSize(c);
            }
            return QSize(width, view()->verticalHeader()->defaultSectionSize() * 8);
        },
        [this] { return QSize(m_detail->widthNeeded(), fontMetrics().height() * 16); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(bar);
    layout->addWidget(splitter, 1);

    m_reconcile = new QAction(tr("Reconcile &bank statement…"), this);
    m_reconcile->setObjectName(u"reconcileAction"_s);
    connect(m_reconcile, &QAction::triggered, this, &PayoutsPane::reconcileStatement);

    applyFilters(true);
    updateState();
}

void PayoutsPane::setClient(api::ApiClient *client)
{
    m_detail->setClient(client);
    m_reconcile->setEnabled(client != nullptr);
    PagedTablePane::setClient(client);
    if (!client)
        return;
    // The currencies the ledger keeps, for the filter.
    client->ledgerChart(this, [this](const api::Result<api::LedgerChart> &r) {
        if (!r || !r.value().currencies)
            return;
        const QString current = m_currency->currentData().toString();
        const QSignalBlocker blocker(m_currency);
        while (m_currency->count() > 1)
            m_currency->removeItem(1);
        for (const QString &c : *r.value().currencies)
            m_currency->addItem(c, c);
        m_currency->setCurrentIndex(std::max(0, m_currency->findData(current)));
    });
}

QWidget *PayoutsPane::buildFilterBar()
{
    auto *bar = new QWidget(this);
    m_status = new QComboBox(bar);
    m_status->setObjectName(u"payoutStatusCombo"_s);
    m_status->setAccessibleName(tr("Status"));
    m_status->addItem(tr("All statuses"), QString());
    for (const QString &s : {u"pending"_s, u"paid"_s})
        m_status->addItem(models::PayoutsModel::statusText(s), s);
    connect(m_status, &QComboBox::currentIndexChanged, this, [this] { applyFilters(); });

    m_currency = new QComboBox(bar);
    m_currency->setObjectName(u"payoutCurrencyCombo"_s);
    m_currency->setAccessibleName(tr("Currency"));
    m_currency->addItem(tr("All currencies"), QString());
    connect(m_currency, &QComboBox::currentIndexChanged, this, [this] { applyFilters(); });

    auto *fromLabel = new QLabel(tr("Arriving from"), bar);
    m_from = newDateEdit(bar, u"payoutFromEdit"_s, tr("Arriving from"));
    auto *toLabel = new QLabel(tr("to"), bar);
    m_to = newDateEdit(bar, u"payoutToEdit"_s, tr("Arriving until"));
    fromLabel->setBuddy(m_from);
    toLabel->setBuddy(m_to);
    for (QDateEdit *edit : {m_from, m_to})
        connect(edit, &QDateEdit::dateChanged, this, &PayoutsPane::filtersEdited);

    auto *refresh = new QPushButton(QIcon::fromTheme(u"view-refresh"_s), tr("Refresh"), bar);
    refresh->setObjectName(u"refreshButton"_s);
    connect(refresh, &QPushButton::clicked, this, &PayoutsPane::refresh);
    auto *reconcile = new QPushButton(tr("Reconcile statement…"), bar);
    reconcile->setObjectName(u"reconcileButton"_s);
    connect(reconcile, &QPushButton::clicked, this, &PayoutsPane::reconcileStatement);

    // Wraps onto a second line rather than widen the window.
    auto *layout = new FlowLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *w : std::initializer_list<QWidget *>{m_status, m_currency, fromLabel, m_from,
                                                       toLabel, m_to, refresh, reconcile})
        layout->addWidget(w);
    return bar;
}

bool PayoutsPane::hasFilters() const
{
    return m_status->currentIndex() > 0 || m_currency->currentIndex() > 0 ||
           m_from->date() != NoDate || m_to->date() != NoDate;
}

void PayoutsPane::clearFilters()
{
    const QSignalBlocker b1(m_status), b2(m_currency), b3(m_from), b4(m_to);
    m_status->setCurrentIndex(0);
    m_currency->setCurrentIndex(0);
    m_from->setDate(NoDate);
    m_to->setDate(NoDate);
    applyFilters();
}

bool PayoutsPane::applyQuery(bool force)
{
    api::PayoutQuery q;
    q.status = m_status->currentData().toString();
    q.currency = m_currency->currentData().toString();
    if (m_from->date() != NoDate)
        q.arrivalFrom = m_from->date();
    if (m_to->date() != NoDate)
        q.arrivalTo = m_to->date();
    return m_model->setQueryUnlessSame(q, force);
}

std::optional<api::Payout> PayoutsPane::selectedPayout() const
{
    return selectedRecord(m_model);
}

void PayoutsPane::showSelected()
{
    const std::optional<api::Payout> payout = selectedPayout();
    if (payout.has_value() != m_detail->payout().has_value() ||
        (payout && payout->id != m_detail->payout()->id) ||
        (payout && payout->status != m_detail->payout()->status))
        m_detail->setPayout(payout);
}

void PayoutsPane::selectWhenLoaded(const std::function<bool(const api::Payout &)> &match)
{
    m_pendingSelection = match;
}

void PayoutsPane::showLedgerEntry(const QString &ledgerEntryId, const QDate &posted,
                                  const QString &currency)
{
    showPayout({}, currency, posted);
    selectWhenLoaded(
        [ledgerEntryId](const api::Payout &p) { return p.ledgerEntryId == ledgerEntryId; });
}

void PayoutsPane::showPayout(const QString &id, const QString &currency, const QDate &arrival)
{
    if (m_raise)
        m_raise();
    {
        const QSignalBlocker b1(m_status), b2(m_currency), b3(m_from), b4(m_to);
        m_status->setCurrentIndex(0);
        if (m_currency->findData(currency) < 0)
            m_currency->addItem(currency, currency);
        m_currency->setCurrentIndex(m_currency->findData(currency));
        m_from->setDate(arrival.isValid() ? arrival : NoDate);
        m_to->setDate(arrival.isValid() ? arrival : NoDate);
    }
    if (!id.isEmpty())
        selectWhenLoaded([id](const api::Payout &p) { return p.id == id; });
    applyFilters(true);
}

void PayoutsPane::addWindowActions(const WindowMenus &menus, const std::function<void()> &raise)
{
    m_raise = raise;
    if (!menus.file)
        return;
    menus.file->insertAction(menus.file->actions().value(0), m_reconcile);
    connect(m_reconcile, &QAction::triggered, this, raise);
}

void PayoutsPane::reconcileStatement()
{
    auto *dialog = new ReconcileDialog(client(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ReconcileDialog::openPayout, this, &PayoutsPane::showPayout);
    connect(dialog, &ReconcileDialog::openTransaction, this, &PayoutsPane::openTransaction);
    connect(dialog, &ReconcileDialog::openRefund, this, &PayoutsPane::openRefund);
    connect(dialog, &ReconcileDialog::fileExported, this, &PayoutsPane::fileExported);
    dialog->show();
    QMetaObject::invokeMethod(
        dialog, [dialog] { dialog->findChild<QPushButton *>(u"reconcileOpenButton"_s)->click(); },
        Qt::QueuedConnection);
}

void PayoutsPane::exportPane()
{
    const QString path =
        getSaveFileName(this, tr("Export payouts"), tr("payouts") + u".xlsx"_s,
                        tr("Excel workbook (*.xlsx);;PDF document (*.pdf);;CSV file (*.csv)"));
    if (!path.isEmpty())
        exportTo(path);
}

void PayoutsPane::exportTo(const QString &path)
{
    if (!client())
        return;
    api::PayoutQuery q = m_model->query();
    q.cursor.clear();
    exportPages(path, q, {});
}

void PayoutsPane::exportPages(const QString &path, const api::PayoutQuery &query,
                              QList<api::Payout> done)
{
    client()->listPayouts(
        query, this,
        [this, path, query, done](const api::Result<api::Page<api::Payout>> &r) mutable {
            if (!r)
                return Q_EMIT statusMessage(
                    tr("Could not export payouts: %1").arg(r.error().message()));
            done += r.value().data;
            if (r.value().hasMore) {
                api::PayoutQuery next = query;
                next.cursor = r.value().nextCursor;
                return exportPages(path, next, done);
            }
            const QString error = reconcile::PayoutsExport::table(done).write(path);
            if (!error.isEmpty())
                return Q_EMIT statusMessage(error);
            Q_EMIT fileExported(tr("%n payout(s) exported to %1.", nullptr, int(done.size()))
                                    .arg(QFileInfo(path).fileName()),
                                path);
        });
}

} // namespace paydesk::ui
