#include "transactiondetail.h"

#include "core/currency.h"
#include "core/money.h"
#include "dialogs/dialogsupport.h"
#include "models/refundsmodel.h"
#include "transactiontimeline.h"
#include "widgets/detailpanel.h"
#include "widgets/flowlayout.h"
#include "widgets/statuscolors.h"

#include <QClipboard>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

QString utcTip(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

} // namespace

TransactionDetail::TransactionDetail(QWidget *parent)
    : QWidget(parent)
{
    m_stack = newDetailStack(this, tr("Select a transaction to see its details."),
                             u"detailPlaceholder"_s);

    auto *content = new QWidget;
    m_headline = newDetailHeadline(u"detailHeadline"_s);
    m_badge = new QLabel;
    m_badge->setObjectName(u"detailBadge"_s);
    // The badge goes under the amount when the panel is too narrow for both.
    auto *head = new FlowLayout;
    head->addWidget(m_headline);
    head->addWidget(m_badge);

    auto *form = newDetailForm();
    m_id = addDetailField(form, tr("ID"), u"detailId"_s);
    m_status = addDetailField(form, tr("Status"), u"detailStatus"_s);
    m_failure = addDetailField(form, tr("Why it failed"), u"detailFailure"_s);
    m_amount = addDetailField(form, tr("Amount"), u"detailAmount"_s);
    m_refunded = addDetailField(form, tr("Refunded"), u"detailRefunded"_s);
    m_refundable = addDetailField(form, tr("Refundable"), u"detailRefundable"_s);
    m_gateway = addDetailField(form, tr("Gateway"), u"detailGateway"_s);
    m_reference = addDetailField(form, tr("Reference"), u"detailReference"_s);
    m_description = addDetailField(form, tr("Description"), u"detailDescription"_s);
    m_created = addDetailField(form, tr("Created"), u"detailCreated"_s);
    m_updated = addDetailField(form, tr("Updated"), u"detailUpdated"_s);
    m_merchant = addDetailField(form, tr("Merchant"), u"detailMerchant"_s);
    m_form = form;

    m_copy = new QPushButton(tr("&Copy ID"));
    m_copy->setObjectName(u"copyIdButton"_s);
    m_copy->setAccessibleName(tr("Copy transaction ID"));
    connect(m_copy, &QPushButton::clicked, this, &TransactionDetail::copyId);
    m_refund = new QPushButton(tr("&Refund…"));
    m_refund->setObjectName(u"refundButton"_s);
    m_refund->setAccessibleName(tr("Refund this transaction"));
    connect(m_refund, &QPushButton::clicked, this, &TransactionDetail::requestRefund);
    auto *buttons = newButtonRow({m_refund, m_copy});

    auto *refundsTitle = newSectionTitle(tr("Refunds"));
    m_refundList = newSectionList(refundsTitle, u"refundList"_s, tr("Refunds of this transaction"),
                                  {tr("Amount"), tr("Reason"), tr("Date")});
    m_refundList->setAlternatingRowColors(true);
    m_refundList->headerItem()->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
    // Never sideways: a horizontal scroll bar would take the room of a row. The reason gives
    // way (elided, whole in its tooltip); a note is a line of its own under its refund.
    m_refundList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_refundList->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_refundList->setTextElideMode(Qt::ElideRight);
    m_refundList->header()->setStretchLastSection(false);
    m_refundList->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_refundList->header()->setSectionResizeMode(1, QHeaderView::Stretch);

    m_refundState = new QLabel;
    m_refundState->setObjectName(u"refundState"_s);
    m_refundState->setWordWrap(true);

    m_fraudTitle = newSectionTitle(tr("Fraud check before the charge"));
    m_fraudState = new QLabel;
    m_fraudState->setObjectName(u"fraudState"_s);
    m_fraudState->setWordWrap(true);
    m_fraudState->setTextFormat(Qt::PlainText);
    m_fraudState->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fraudTitle->setBuddy(m_fraudState);

    auto *layout = new QVBoxLayout(content);
    layout->addLayout(head);
    layout->addWidget(buttons);
    layout->addLayout(form);
    layout->addSpacing(6);
    layout->addWidget(refundsTitle);
    layout->addWidget(m_refundState);
    layout->addWidget(m_refundList);
    layout->addSpacing(6);
    layout->addWidget(m_fraudTitle);
    layout->addWidget(m_fraudState);
    layout->addSpacing(6);
    m_timeline = new TransactionTimeline;
    m_timeline->setObjectName(u"transactionTimeline"_s);
    layout->addWidget(m_timeline);
    layout->addStretch(1);

    addScrollingPage(m_stack, content);
}

QSize TransactionDetail::sizeHint() const
{
    return {fontMetrics().averageCharWidth() * 66, QWidget::sizeHint().height()};
}

TransactionDetail::~TransactionDetail()
{
    cancelRefunds();
    if (m_fraudRequest && m_client)
        m_client->cancel(m_fraudRequest);
}

void TransactionDetail::setClient(api::ApiClient *client)
{
    cancelRefunds();
    m_client = client;
    m_timeline->setClient(client);
    setTransaction(std::nullopt);
}

void TransactionDetail::setTransaction(const std::optional<api::Transaction> &t)
{
    cancelRefunds();
    // The same evaluation (the same transaction shown again) is not fetched twice.
    const std::optional<QString> evaluationId = t ? t->fraudEvaluationId : std::nullopt;
    if (!m_fraud || m_fraud->id != evaluationId.value_or(QString())) {
        if (m_fraudRequest && m_client)
            m_client->cancel(m_fraudRequest);
        m_fraudRequest = 0;
        m_fraud.reset();
    }
    m_transaction = t;
    m_refunds.clear();
    m_moreRefunds = false;
    m_timeline->setTransaction(t);
    fill();
    if (m_transaction) {
        loadRefunds();
        if (!m_fraud && !m_fraudRequest)
            loadFraudEvaluation();
    }
}

void TransactionDetail::fill()
{
    if (!m_transaction) {
        m_stack->setCurrentIndex(0);
        return;
    }
    m_stack->setCurrentIndex(1);
    const api::Transaction &t = *m_transaction;
    const QLocale locale;
    const std::optional<int> exponent = Currency::exponent(t.currency);
    const auto money = [&](qint64 minor) { return formatMoney({minor, t.currency}, locale); };

    m_headline->setText(money(t.amount));
    const api::TransactionStatus status(t.status);
    m_badge->setText(status.text());
    const QColor c = statusColor(status);
    // A badge, like the list's: its colour on a translucent fill of itself.
    m_badge->setStyleSheet(
        u"QLabel { color: %1; background: rgba(%2, %3, %4, 40); border: 1px solid %5;"
        " border-radius: 8px; padding: 1px 8px; font-weight: 600; }"_s.arg(
            (palette().color(QPalette::Window).lightness() < 128 ? c.lighter(160) : c.darker(110))
                .name(),
            QString::number(c.red()), QString::number(c.green()), QString::number(c.blue()),
            c.name()));
    m_id->setText(t.id);
    m_status->setText(status.text());
    m_status->setToolTip(t.status);
    // A failed charge says why; a service that does not say leaves that plain.
    m_failure->setText(
        t.failureMessage.value_or(t.failureCode.value_or(tr("The service did not say why."))));
    m_failure->setToolTip(t.failureCode.value_or(QString()));
    m_form->setRowVisible(m_failure, status.value() == api::TransactionStatus::Failed);
    m_amount->setText(money(t.amount));
    m_amount->setToolTip(exponent
                             ? tr("%1 minor units (%2 decimals)")
                                   .arg(QString::number(t.amount), QString::number(*exponent))
                             : tr("%1 minor units: PayDesk does not know how many decimals %2 has.")
                                   .arg(QString::number(t.amount), t.currency));
    m_refunded->setText(t.amountRefunded ? money(t.amountRefunded) : tr("Nothing refunded"));
    m_refundable->setText(t.isRefundable() ? money(t.refundable()) : tr("Not refundable"));
    m_gateway->setText(t.gateway);
    m_reference->setText(t.merchantRef);
    m_description->setText(t.description.value_or(tr("No description")));
    m_description->setEnabled(t.description.has_value());
    m_created->setText(detailTime(t.createdAt));
    m_created->setToolTip(utcTip(t.createdAt));
    m_updated->setText(detailTime(t.updatedAt));
    m_updated->setToolTip(utcTip(t.updatedAt));
    m_merchant->setText(t.merchantId);
    m_refund->setEnabled(t.isRefundable() && m_refundRefusal.isEmpty());
    m_refund->setToolTip(!m_refundRefusal.isEmpty() ? m_refundRefusal
                         : t.isRefundable()
                             ? tr("Refund up to %1").arg(money(t.refundable()))
                             : tr("Only captured or partially refunded transactions with an "
                                  "amount left can be refunded."));
    showRefunds();
    showFraudEvaluation();
}

void TransactionDetail::setRefundRefusal(const QString &why)
{
    if (m_refundRefusal == why)
        return;
    m_refundRefusal = why;
    if (m_transaction)
        fill();
}

void TransactionDetail::loadFraudEvaluation()
{
    if (!m_client || !m_transaction || !m_transaction->fraudEvaluationId)
        return;
    m_fraudRequest = m_client->fraudEvaluation(
        *m_transaction->fraudEvaluationId, this,
        [this](const api::Result<api::FraudEvaluation> &result) {
            m_fraudRequest = 0;
            if (!result.ok()) {
                const api::ApiError &e = result.error();
                m_fraudState->setText(
                    tr("Could not load the fraud evaluation: %1 %2").arg(e.message(), e.advice()));
                return;
            }
            m_fraud = result.value();
            showFraudEvaluation();
            Q_EMIT fraudEvaluationLoaded();
        });
    showFraudEvaluation();
}

void TransactionDetail::showFraudEvaluation()
{
    const bool named = m_transaction && m_transaction->fraudEvaluationId;
    m_fraudTitle->setVisible(named);
    m_fraudState->setVisible(named);
    if (!named)
        return;
    if (m_fraudRequest) {
        m_fraudState->setText(tr("Loading the fraud evaluation…"));
        return;
    }
    if (!m_fraud)
        return; // the error stays
    const QLocale locale;
    QStringList lines{
        tr("Score %1 of 100: %2")
            .arg(locale.toString(m_fraud->score), dialogs::decisionText(m_fraud->decision))};
    for (const api::FraudReason &r : std::as_const(m_fraud->reasons))
        lines << tr("• %1 (%2)")
                     .arg(r.message.isEmpty() ? r.code : r.message, locale.toString(r.weight));
    if (m_fraud->reasons.isEmpty())
        lines << tr("No risk signals.");
    m_fraudState->setText(lines.join(u'\n'));
    m_fraudState->setToolTip(m_fraud->id);
}

void TransactionDetail::cancelRefunds()
{
    if (m_refundsRequest && m_client)
        m_client->cancel(m_refundsRequest);
    m_refundsRequest = 0;
}

void TransactionDetail::loadRefunds()
{
    if (!m_client || !m_transaction)
        return;
    api::RefundQuery q;
    q.limit = 100;
    q.transactionId = m_transaction->id;
    m_refundsRequest =
        m_client->listRefunds(q, this, [this](const api::Result<api::Page<api::Refund>> &result) {
            m_refundsRequest = 0;
            if (!result.ok()) {
                const api::ApiError &e = result.error();
                m_refundState->setText(
                    tr("Could not load the refunds: %1 %2").arg(e.message(), e.advice()));
                m_refundState->setVisible(true);
                return;
            }
            m_refunds = result->data;
            m_moreRefunds = result->hasMore;
            m_timeline->setRefunds(m_refunds);
            showRefunds();
            Q_EMIT refundsLoaded(int(m_refunds.size()));
        });
    showRefunds();
}

void TransactionDetail::showRefunds()
{
    m_refundList->clear();
    const QLocale locale;
    for (const api::Refund &r : std::as_const(m_refunds)) {
        auto *item = new QTreeWidgetItem(m_refundList, {formatMoney({r.amount, r.currency}, locale),
                                                        models::RefundsModel::reasonText(r.reason),
                                                        detailTime(r.createdAt)});
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(0, Qt::UserRole, r.id);
        const QString tip = r.note ? tr("%1\nNote: %2").arg(r.id, *r.note) : r.id;
        for (int c = 0; c < 3; ++c)
            item->setToolTip(c, tip);
        if (r.note && !r.note->isEmpty()) {
            auto *note = new QTreeWidgetItem(item, {tr("Note: %1").arg(*r.note)});
            note->setFirstColumnSpanned(true);
            note->setToolTip(0, *r.note);
            note->setFlags(Qt::ItemIsEnabled);
        }
    }
    m_refundList->expandAll();
    if (m_refundsRequest)
        m_refundState->setText(tr("Loading refunds…"));
    else if (m_refunds.isEmpty())
        m_refundState->setText(tr("No refunds."));
    else if (m_moreRefunds)
        m_refundState->setText(
            tr("The first %L1 refunds; the Refunds pane lists all of them.").arg(m_refunds.size()));
    else
        m_refundState->clear();
    m_refundState->setVisible(!m_refundState->text().isEmpty());
    m_refundList->setVisible(!m_refunds.isEmpty());
    if (!m_refunds.isEmpty()) {
        // As tall as its refunds and their notes, up to twelve lines; more scroll inside.
        int lines = 0;
        for (int i = 0; i < m_refundList->topLevelItemCount(); ++i)
            lines += 1 + m_refundList->topLevelItem(i)->childCount();
        lines = std::min(lines, 12);
        m_refundList->setFixedHeight(m_refundList->header()->sizeHint().height() +
                                     lines * m_refundList->sizeHintForRow(0) +
                                     2 * m_refundList->frameWidth() + 2);
    }
}

void TransactionDetail::copyId()
{
    if (!m_transaction)
        return;
    QGuiApplication::clipboard()->setText(m_transaction->id);
    Q_EMIT statusMessage(tr("Copied %1 to the clipboard.").arg(m_transaction->id));
}

void TransactionDetail::requestRefund()
{
    if (m_transaction && m_transaction->isRefundable())
        Q_EMIT refundRequested(*m_transaction);
}

} // namespace paydesk::ui
