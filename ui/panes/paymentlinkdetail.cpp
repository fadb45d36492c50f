#include "paymentlinkdetail.h"

#include "core/money.h"
#include "dialogs/dialogsupport.h"
#include "widgets/detailpanel.h"
#include "widgets/statuscolors.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

PaymentLinkDetail::PaymentLinkDetail(QWidget *parent)
    : QWidget(parent)
{
    m_stack =
        newDetailStack(this, tr("Select a payment link to see its details."), u"linkPlaceholder"_s);

    auto *content = new QWidget;
    m_headline = newDetailHeadline(u"linkHeadline"_s);
    auto *form = newDetailForm();
    m_status = addDetailField(form, tr("Status"), u"linkStatus"_s);
    m_reference = addDetailField(form, tr("Reference"), u"linkReference"_s);
    m_url = addDetailField(form, tr("Checkout URL"), u"linkUrl"_s);
    m_created = addDetailField(form, tr("Created"), u"linkCreated"_s);
    m_expires = addDetailField(form, tr("Expires"), u"linkExpires"_s);
    m_transaction = addDetailField(form, tr("Paid by"), u"linkTransaction"_s);

    m_copy = new QPushButton(tr("&Copy link"));
    m_copy->setObjectName(u"copyLinkButton"_s);
    connect(m_copy, &QPushButton::clicked, this, &PaymentLinkDetail::copyLink);
    m_open = new QPushButton(tr("Open in &browser"));
    m_open->setObjectName(u"openLinkButton"_s);
    connect(m_open, &QPushButton::clicked, this, &PaymentLinkDetail::openLink);
    m_openTransaction = new QPushButton(tr("Open &transaction"));
    m_openTransaction->setObjectName(u"openLinkTransactionButton"_s);
    m_openTransaction->setAccessibleName(tr("Open the transaction that paid this link"));
    connect(m_openTransaction, &QPushButton::clicked, this, [this] {
        if (m_session && m_session->transactionId)
            Q_EMIT openTransaction(*m_session->transactionId);
    });
    auto *buttons = newButtonRow({m_copy, m_open, m_openTransaction});

    auto *attemptsTitle = newSectionTitle(tr("Tries to pay"));
    m_attempts = newSectionList(attemptsTitle, u"linkAttempts"_s, tr("Tries to pay this link"),
                                {tr("Time"), tr("Result"), tr("Transaction")});
    m_attempts->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Double click on a try opens its transaction.
    connect(m_attempts, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (const QString id = item->data(2, Qt::UserRole).toString(); !id.isEmpty())
            Q_EMIT openTransaction(id);
    });
    m_noAttempts = new QLabel(tr("Nobody has tried to pay this link yet."));
    m_noAttempts->setObjectName(u"linkNoAttempts"_s);
    m_noAttempts->setWordWrap(true);

    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_headline);
    layout->addWidget(buttons);
    layout->addLayout(form);
    layout->addSpacing(6);
    layout->addWidget(attemptsTitle);
    layout->addWidget(m_noAttempts);
    layout->addWidget(m_attempts);
    layout->addStretch(1);
    addScrollingPage(m_stack, content);
}

void PaymentLinkDetail::setSession(const std::optional<api::RedirectSession> &session)
{
    m_session = session;
    m_stack->setCurrentIndex(session ? 1 : 0);
    if (!session)
        return;
    const api::RedirectSession &s = *session;
    m_headline->setText(formatAmountIn(s.amount, s.currency, QLocale()));
    m_status->setText(dialogs::sessionStatusText(s.status));
    dialogs::styleBadge(m_status, sessionStatusColor(s.status));
    m_reference->setText(s.description ? tr("%1 (%2)").arg(s.merchantRef, *s.description)
                                       : s.merchantRef);
    m_url->setText(s.checkoutUrl);
    m_created->setText(detailTime(s.createdAt));
    m_expires->setText(detailTime(s.expiresAt));
    m_transaction->setText(s.transactionId.value_or(tr("Not paid yet")));
    m_openTransaction->setEnabled(s.transactionId.has_value());
    m_open->setEnabled(s.status == u"open"_s);

    m_attempts->clear();
    for (const api::SessionAttempt &a : s.attempts) {
        const api::TransactionStatus status(a.status);
        auto *item = new QTreeWidgetItem(m_attempts,
                                         {detailTime(a.createdAt), status.text(), a.transactionId});
        item->setForeground(1, statusColor(status));
        item->setData(2, Qt::UserRole, a.transactionId); // what a double click opens
    }
    m_attempts->setVisible(!s.attempts.isEmpty());
    m_noAttempts->setVisible(s.attempts.isEmpty());
}

void PaymentLinkDetail::copyLink()
{
    if (!m_session)
        return;
    QGuiApplication::clipboard()->setText(m_session->checkoutUrl);
    Q_EMIT statusMessage(tr("Copied the checkout link of %1.").arg(m_session->id));
}

void PaymentLinkDetail::openLink()
{
    if (m_session)
        QDesktopServices::openUrl(QUrl(m_session->checkoutUrl));
}

} // namespace paydesk::ui
