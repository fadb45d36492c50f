#include "paymentlinkspane.h"

#include "models/paymentlinksmodel.h"
#include "paymentlinkdetail.h"
#include "widgets/dataview.h"
#include "widgets/flowlayout.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr quint32 StateMagic = 0x5044504c; // "PDPL"

} // namespace

PaymentLinksPane::PaymentLinksPane(QWidget *parent)
    : PagedTablePane(StateMagic, parent)
    , m_model(new models::PaymentLinksModel(this))
{
    QWidget *bar = buildFilterBar();
    using M = models::PaymentLinksModel;
    setupTable(m_model, u"paymentLinksView"_s, tr("Payment links"), M::Status,
               {tr("Could not load payment links: %1"), tr("Could not load payment links."),
                tr("Payment links loaded: %L1, loading more…"),
                tr("Payment links loaded: %L1; more load as you scroll."),
                tr("Payment links: %L1, all loaded."), tr("No payment links match these filters"),
                tr("No payment links match ‘%1’ with these filters"),
                tr("No payment links yet. Make one with Payment link… (Ctrl+L): the customer "
                   "pays on the hosted page, and it shows here.")});
    QHeaderView *header = view()->horizontalHeader();
    header->resizeSection(M::Created, dateTimeColumnWidth());
    int statusWidth = 0; // the longest status word in this language, never cut
    for (const QString &status : {u"open"_s, u"completed"_s, u"expired"_s})
        statusWidth = std::max(statusWidth, badgeColumnWidth(M::statusText(status)));
    header->resizeSection(M::Status, statusWidth);
    header->resizeSection(M::Amount, textColumnWidth(u"1,000,000.00"_s));
    header->resizeSection(M::Currency, textColumnWidth(u"Currency"_s));
    header->resizeSection(M::Reference, textColumnWidth(u"ORD-1000000000"_s));
    header->resizeSection(M::Expires, dateTimeColumnWidth());
    header->resizeSection(M::Id, idColumnWidth(u"rds_"_s));

    m_detail = new PaymentLinkDetail(this);
    connect(m_detail, &PaymentLinkDetail::openTransaction, this,
            &PaymentLinksPane::openTransaction);
    connect(m_detail, &PaymentLinkDetail::statusMessage, this, &PaymentLinksPane::statusMessage);
    connect(view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PaymentLinksPane::showSelected);
    // A poll or a reload changes the selected link's row: its detail follows.
    connect(m_model, &QAbstractItemModel::dataChanged, this, &PaymentLinksPane::showSelected);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PaymentLinksPane::showSelected);

    m_notOffered = new QLabel(tr("This service does not list payment links: shown are the ones "
                                 "made in this window since it opened."));
    m_notOffered->setObjectName(u"linksNotOffered"_s);
    m_notOffered->setWordWrap(true);
    m_notOffered->hide();
    connect(m_model, &models::PaymentLinksModel::listOfferedChanged, m_notOffered,
            [this](bool offered) { m_notOffered->setVisible(!offered); });

    m_poll = new QTimer(this);
    m_poll->setInterval(PollIntervalMs);
    connect(m_poll, &QTimer::timeout, m_model, &models::PaymentLinksModel::poll);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_notOffered);
    leftLayout->addWidget(view(), 1);
    leftLayout->addWidget(stateBar());
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(u"paymentLinksSplitter"_s);
    splitter->addWidget(left);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(bar);
    layout->addWidget(splitter, 1);

    applyFilters(true);
    updateState();
}

QWidget *PaymentLinksPane::buildFilterBar()
{
    auto *bar = new QWidget(this);
    m_status = new QComboBox(bar);
    m_status->setObjectName(u"linkStatusCombo"_s);
    m_status->setAccessibleName(tr("Status"));
    m_status->addItem(tr("All statuses"), QString());
    for (const QString &s : {u"open"_s, u"completed"_s, u"expired"_s})
        m_status->addItem(models::PaymentLinksModel::statusText(s), s);
    connect(m_status, &QComboBox::currentIndexChanged, this, [this] { applyFilters(); });

    m_search = new QLineEdit(bar);
    m_search->setObjectName(u"linkSearchEdit"_s);
    m_search->setPlaceholderText(tr("Reference contains…"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search payment links by reference"));
    fitToPlaceholder(m_search);
    connect(m_search, &QLineEdit::textChanged, this, &PaymentLinksPane::filtersEdited);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { applyFilters(); });

    auto *refresh = new QPushButton(QIcon::fromTheme(u"view-refresh"_s), tr("Refresh"), bar);
    refresh->setObjectName(u"refreshButton"_s);
    connect(refresh, &QPushButton::clicked, this, &PaymentLinksPane::refresh);

    // Wraps onto a second line rather than widen the window.
    auto *layout = new FlowLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_search);
    layout->addWidget(refresh);
    return bar;
}

bool PaymentLinksPane::hasFilters() const
{
    return m_status->currentIndex() > 0 || !m_search->text().trimmed().isEmpty();
}

QString PaymentLinksPane::searchText() const
{
    return m_model->query().search; // what the rows shown were asked for
}

void PaymentLinksPane::clearFilters()
{
    const QSignalBlocker statusBlocker(m_status), searchBlocker(m_search);
    m_status->setCurrentIndex(0);
    m_search->clear();
    applyFilters();
}

PaymentLinksPane::Filter PaymentLinksPane::filter() const
{
    return {m_status->currentData().toString(), m_search->text()};
}

void PaymentLinksPane::setFilter(const Filter &filter)
{
    const QSignalBlocker statusBlocker(m_status), searchBlocker(m_search);
    m_status->setCurrentIndex(std::max(0, m_status->findData(filter.status)));
    m_search->setText(filter.search);
    applyFilters();
}

bool PaymentLinksPane::applyQuery(bool force)
{
    api::RedirectSessionQuery q;
    if (const QString s = m_status->currentData().toString(); !s.isEmpty())
        q.statuses << s;
    q.search = m_search->text().trimmed();
    return m_model->setQueryUnlessSame(q, force);
}

std::optional<api::RedirectSession> PaymentLinksPane::selectedLink() const
{
    const int row = selectedRow();
    return row < 0 ? std::nullopt : std::optional(m_model->linkAt(row));
}

void PaymentLinksPane::showSelected()
{
    // A poll that changed another row, or nothing the detail shows, leaves it as it is (the
    // list of tries keeps its selection and scroll).
    const std::optional<api::RedirectSession> link = selectedLink();
    if (link != m_detail->session())
        m_detail->setSession(link);
}

void PaymentLinksPane::addCreated(const api::RedirectSession &session)
{
    m_model->addCreated(session);
}

void PaymentLinksPane::showLink(const api::RedirectSession &session)
{
    setFilter({{}, session.merchantRef});
    selectRecord(session.id);
}

void PaymentLinksPane::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void PaymentLinksPane::showEvent(QShowEvent *event)
{
    PagedTablePane::showEvent(event);
    m_poll->start();
}

void PaymentLinksPane::hideEvent(QHideEvent *event)
{
    m_poll->stop();
    PagedTablePane::hideEvent(event);
}

} // namespace paydesk::ui
