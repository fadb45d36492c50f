#include "payoutdetail.h"

#include "core/money.h"
#include "dialogs/dialogsupport.h"
#include "models/payoutsmodel.h"
#include "widgets/detailpanel.h"
#include "widgets/statuscolors.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

PayoutDetail::PayoutDetail(QWidget *parent)
    : QWidget(parent)
{
    m_stack =
        newDetailStack(this, tr("Select a payout to see what it settles."), u"payoutPlaceholder"_s);
    auto *content = new QWidget;
    m_headline = newDetailHeadline(u"payoutHeadline"_s);
    auto *form = newDetailForm();
    m_status = addDetailField(form, tr("Status"), u"payoutStatus"_s);
    m_status->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred); // a badge, not a bar
    m_arrival = addDetailField(form, tr("Arrival"), u"payoutArrival"_s);
    m_covers = addDetailField(form, tr("Covers"), u"payoutCovers"_s);
    m_breakdown = addDetailField(form, tr("Gross − fees − refunds"), u"payoutBreakdown"_s);
    m_reference = addDetailField(form, tr("Bank reference"), u"payoutReference"_s);
    m_ledgerEntry = addDetailField(form, tr("Ledger entry"), u"payoutLedgerEntry"_s);

    auto *itemsTitle = newSectionTitle(tr("What it settles"));
    m_itemsList = newSectionList(itemsTitle, u"payoutItems"_s,
                                 tr("The transactions and refunds this payout settles"),
                                 {tr("Item"), tr("Reference"), tr("Gross"), tr("Fee"), tr("Net")});
    m_itemsList->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_itemsList->header()->setStretchLastSection(false);
    m_itemsList->setToolTip(tr("Double-click a transaction or refund to open it."));
    // Each item opens where it lives: a charge in Transactions, a refund in Refunds.
    connect(m_itemsList, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString id = item->data(0, Qt::UserRole).toString();
        if (id.startsWith(u"ref_"_s))
            Q_EMIT openRefund(id);
        else if (!id.isEmpty())
            Q_EMIT openTransaction(id);
    });
    m_itemsState = new QLabel;
    m_itemsState->setObjectName(u"payoutItemsState"_s);
    m_itemsState->setWordWrap(true);

    auto *facts = new QVBoxLayout;
    facts->addLayout(form);
    facts->addStretch(1);
    auto *items = new QVBoxLayout;
    items->addWidget(itemsTitle);
    items->addWidget(m_itemsState);
    items->addWidget(m_itemsList, 1);
    m_body = new QBoxLayout(QBoxLayout::TopToBottom);
    m_body->addLayout(facts);
    m_body->addLayout(items, 1);
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_headline);
    layout->addLayout(m_body, 1);
    addScrollingPage(m_stack, content);
}

int PayoutDetail::widthNeeded() const
{
    // An item's kind and id, its reference and three amounts, as the items list shows them.
    const QFontMetrics fm = fontMetrics();
    return fm.horizontalAdvance(tr("Charge %1").arg(u"txn_AmYUNABfM3KNxnWs57TMYRef"_s)) +
           fm.horizontalAdvance(u"ORD-000000"_s) + 3 * fm.horizontalAdvance(u"1,000,000.00"_s) +
           5 * 2 * style()->pixelMetric(QStyle::PM_HeaderMargin) + 2 * 24;
}

void PayoutDetail::resizeEvent(QResizeEvent *event)
{
    // Below a wide list (a laptop's window) the detail is wide and low: the facts beside the
    // items. Beside the list it is narrow: the items under the facts.
    const int factsWidth =
        fontMetrics().horizontalAdvance(u"Gross − fees − refunds"_s) +
        fontMetrics().horizontalAdvance(u"PAYDESK po_AmYUNABfM3KNxnWs57TMYRef"_s);
    const bool beside = event->size().width() >= widthNeeded() + factsWidth;
    m_body->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_body->setStretch(0, beside ? 1 : 0); // beside: half the width each
    m_body->setStretch(1, 1);
    QWidget::resizeEvent(event);
}

void PayoutDetail::setClient(api::ApiClient *client)
{
    if (m_client && m_request)
        m_client->cancel(m_request);
    m_request = 0;
    m_client = client;
}

void PayoutDetail::setPayout(const std::optional<api::Payout> &payout)
{
    if (m_client && m_request)
        m_client->cancel(m_request);
    m_request = 0;
    m_payout = payout;
    m_items.clear();
    m_itemsLoaded = false;
    m_itemsList->clear();
    m_stack->setCurrentIndex(payout ? 1 : 0);
    if (!payout)
        return;
    const api::Payout &p = *payout;
    const QLocale locale;
    const auto money = [&](qint64 v) { return formatAmountIn(v, p.currency, locale); };
    m_headline->setText(tr("%1 %2 from %3").arg(money(p.amount), p.currency, p.gateway));
    m_status->setText(models::PayoutsModel::statusText(p.status));
    dialogs::styleBadge(m_status, listStatusColor(p.status));
    m_arrival->setText(locale.toString(p.arrivalDate, QLocale::LongFormat));
    m_covers->setText(
        tr("Sales and refunds of %1").arg(locale.toString(p.coversDay, QLocale::LongFormat)));
    m_breakdown->setText(
        tr("%1 − %2 − %3 = %4")
            .arg(money(p.gross), money(p.fees), money(p.refunded), money(p.amount)));
    m_reference->setText(p.bankReference);
    m_ledgerEntry->setText(p.ledgerEntryId.isEmpty() ? tr("None yet: posted when it arrives")
                                                     : p.ledgerEntryId);
    m_itemsState->setText(tr("Loading…"));
    m_itemsState->show();
    fetchItems({});
}

void PayoutDetail::fetchItems(const QString &cursor)
{
    if (!m_client || !m_payout)
        return;
    const QString id = m_payout->id;
    m_request = m_client->payoutItems(
        id, cursor, this, [this, id](const api::Result<api::Page<api::PayoutItem>> &r) {
            m_request = 0;
            if (!m_payout || m_payout->id != id)
                return;
            if (!r) {
                m_itemsState->setText(
                    tr("Could not load what this payout settles: %1").arg(r.error().message()));
                return;
            }
            const QLocale locale;
            for (const api::PayoutItem &i : r.value().data) {
                m_items << i;
                const auto money = [&](qint64 v) { return formatAmountIn(v, i.currency, locale); };
                const QString what =
                    i.type == u"refund"_s ? tr("Refund %1").arg(i.id) : tr("Charge %1").arg(i.id);
                auto *item = new QTreeWidgetItem(
                    m_itemsList, {what, i.merchantRef, money(i.gross), money(i.fee), money(i.net)});
                item->setData(0, Qt::UserRole, i.id);
                for (int c = 2; c <= 4; ++c)
                    item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
            }
            if (r.value().hasMore)
                return fetchItems(r.value().nextCursor);
            m_itemsLoaded = true;
            qint64 net = 0;
            for (const api::PayoutItem &i : std::as_const(m_items))
                net += i.net;
            m_itemsState->setText(tr("%n item(s), adding up to %1.", nullptr, int(m_items.size()))
                                      .arg(formatAmountIn(net, m_payout->currency, QLocale())));
            Q_EMIT itemsChanged();
        });
}

} // namespace paydesk::ui
