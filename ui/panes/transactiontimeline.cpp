#include "transactiontimeline.h"

#include "api/transactionstatus.h"
#include "core/money.h"
#include "dialogs/dialogsupport.h"
#include "widgets/detailpanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

TransactionTimeline::TransactionTimeline(QWidget *parent)
    : QWidget(parent)
{
    auto *title = newSectionTitle(tr("Timeline"));
    m_view = newSectionList(title, u"timelineList"_s, tr("What happened to this transaction"),
                            {tr("When"), tr("What")});
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_state = new QLabel(this);
    m_state->setObjectName(u"timelineState"_s);
    m_state->setWordWrap(true);
    m_state->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_state);
    layout->addWidget(m_view);

    m_follow = new QTimer(this);
    m_follow->setSingleShot(true);
    connect(m_follow, &QTimer::timeout, this, [this] {
        // Hidden (another pane, a collapsed detail), it waits until shown again.
        if (!isVisible() || m_request)
            return follow();
        m_followUp = true;
        load();
    });
}

TransactionTimeline::~TransactionTimeline()
{
    cancel();
}

void TransactionTimeline::cancel()
{
    dialogs::cancelRequest(m_client, m_request);
}

namespace {

bool sameAttempts(const QList<api::WebhookDelivery> &a, const QList<api::WebhookDelivery> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(),
                      [](const api::WebhookDelivery &x, const api::WebhookDelivery &y) {
                          return x.eventId == y.eventId && x.endpointId == y.endpointId &&
                                 x.url == y.url && x.attempt == y.attempt && x.at == y.at &&
                                 x.statusCode == y.statusCode && x.error == y.error &&
                                 x.nextRetryAt == y.nextRetryAt && x.abandoned == y.abandoned;
                      });
}

} // namespace

bool TransactionTimeline::isFollowing() const
{
    return m_follow->isActive();
}

int TransactionTimeline::followIntervalMs() const
{
    // A retry of this transaction's events due, or anything waiting in the log (a resend, an
    // event just made): soon; else now and then, for events that come later (a refund).
    const bool retrying =
        std::any_of(m_deliveries.cbegin(), m_deliveries.cend(), [](const api::WebhookDelivery &a) {
            return a.nextRetryAt.isValid() && !a.abandoned;
        });
    return m_pending || retrying ? m_pendingMs : m_settledMs;
}

void TransactionTimeline::follow()
{
    // Only a log that answered is followed: not a live profile's, not one the service lacks.
    if (!m_client || !m_transaction || !m_note.isEmpty()) {
        m_follow->stop();
        return;
    }
    m_follow->start(followIntervalMs());
}

void TransactionTimeline::setClient(api::ApiClient *client)
{
    cancel();
    m_client = client;
    setTransaction(std::nullopt);
}

void TransactionTimeline::setTransaction(const std::optional<api::Transaction> &t)
{
    const bool same = t && m_transaction && t->id == m_transaction->id;
    m_transaction = t;
    if (!same) {
        cancel();
        m_follow->stop();
        m_refunds.clear();
        m_deliveries.clear();
        m_pending = false;
        m_note.clear();
        m_followUp = false;
        load();
    }
    rebuild();
}

void TransactionTimeline::setRefunds(const QList<api::Refund> &refunds)
{
    m_refunds = refunds;
    rebuild();
}

void TransactionTimeline::load()
{
    if (!m_client || !m_transaction)
        return;
    if (dialogs::isLive(m_client)) {
        m_note = tr("Webhook deliveries of a live profile are in the service's dashboard.");
        return;
    }
    api::WebhookDeliveryQuery query;
    query.limit = 200;
    query.transactionId = m_transaction->id;
    m_request = m_client->webhookDeliveries(
        query, this, [this](const api::Result<api::WebhookDeliveryLog> &r) {
            m_request = 0;
            if (r.ok()) {
                m_pending = r->pending > 0;
                // Followed without a change: the view (its scroll position) stays as it is.
                const bool changed = !sameAttempts(m_deliveries, r->data);
                m_deliveries = r->data;
                follow();
                if (!changed && m_followUp) {
                    Q_EMIT loaded();
                    return;
                }
            } else if (r.error().httpStatus == 404 || r.error().httpStatus == 405) {
                m_note = tr("This service does not list its webhook deliveries (the Local "
                            "sandbox does): the events are not shown.");
            } else {
                m_note = tr("Could not load the webhook deliveries: %1")
                             .arg(dialogs::errorText(r.error()));
            }
            rebuild();
            Q_EMIT loaded();
        });
}

void TransactionTimeline::rebuild()
{
    m_view->clear();
    if (!m_transaction) {
        m_state->clear();
        return;
    }
    const api::Transaction &t = *m_transaction;
    const QLocale locale;
    const auto money = [&](qint64 minor, const QString &currency) {
        return formatMoney({minor, currency}, locale);
    };
    struct Step
    {
        QDateTime at;
        QString what;
        QList<QStringList> details; // when, what
        bool problem = false;
    };
    QList<Step> steps;
    steps.append(
        {t.createdAt, tr("Created: %1 by %2").arg(money(t.amount, t.currency), t.gateway)});
    const api::TransactionStatus status(t.status);
    if (status.value() == api::TransactionStatus::Failed)
        steps.append({t.createdAt,
                      tr("Failed: %1")
                          .arg(t.failureMessage.value_or(
                              t.failureCode.value_or(tr("the service did not say why")))),
                      {},
                      true});
    else if (status.value() != api::TransactionStatus::Unknown)
        steps.append({t.createdAt, tr("Captured")}); // refunded ones were captured first
    for (const api::Refund &r : std::as_const(m_refunds))
        steps.append({r.createdAt, tr("Refunded %1").arg(money(r.amount, r.currency))});

    // Each event once, at its first attempt, with its attempts under it (oldest first).
    QList<api::WebhookDelivery> attempts = m_deliveries;
    std::stable_sort(
        attempts.begin(), attempts.end(),
        [](const api::WebhookDelivery &a, const api::WebhookDelivery &b) { return a.at < b.at; });
    QStringList events;
    for (const api::WebhookDelivery &a : std::as_const(attempts)) {
        if (!events.contains(a.eventId))
            events << a.eventId;
    }
    for (const QString &eventId : std::as_const(events)) {
        Step step;
        bool delivered = false;
        for (const api::WebhookDelivery &a : std::as_const(attempts)) {
            if (a.eventId != eventId)
                continue;
            if (!step.at.isValid()) {
                step.at = a.at;
                step.what = tr("Event %1").arg(a.eventType.isEmpty() ? a.eventId : a.eventType);
            }
            QString result = a.statusCode ? tr("HTTP %1").arg(*a.statusCode) : QString();
            if (a.error)
                result = result.isEmpty() ? *a.error : result + u": "_s + *a.error;
            if (a.delivered()) {
                delivered = true;
            } else if (a.abandoned) {
                result += u' ' + tr("(abandoned)");
            } else if (a.nextRetryAt.isValid()) {
                result += u' ' + tr("(next retry %1)").arg(detailTime(a.nextRetryAt));
            }
            // The answer first, so that a narrow panel still shows it; where it went after.
            const QStringList line{
                detailTime(a.at), tr("%1 · attempt %2 · %3").arg(result).arg(a.attempt).arg(a.url)};
            step.details << line;
        }
        step.problem = !delivered;
        steps.append(step);
    }
    std::stable_sort(steps.begin(), steps.end(),
                     [](const Step &a, const Step &b) { return a.at < b.at; });
    for (const Step &s : std::as_const(steps)) {
        auto *item = new QTreeWidgetItem(m_view, {detailTime(s.at), s.what});
        item->setToolTip(1, s.what);
        if (s.problem)
            item->setForeground(1, QColor(0xC6, 0x28, 0x28));
        for (const QStringList &d : s.details) {
            auto *child = new QTreeWidgetItem(item, d);
            child->setToolTip(1, d.value(1));
            child->setFlags(Qt::ItemIsEnabled);
        }
    }
    m_view->expandAll();
    QString state = m_note;
    if (m_request && !m_followUp)
        state = tr("Loading the webhook deliveries…");
    else if (state.isEmpty() && events.isEmpty() && m_client && !dialogs::isLive(m_client))
        state = tr("No webhook event of this transaction was sent to an endpoint.");
    m_state->setText(state);
    m_state->setVisible(!state.isEmpty());
    // As tall as its lines, up to fourteen; more scroll inside.
    int lines = 0;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i)
        lines += 1 + m_view->topLevelItem(i)->childCount();
    lines = std::clamp(lines, 1, 14);
    m_view->setFixedHeight(m_view->header()->sizeHint().height() +
                           lines * std::max(m_view->sizeHintForRow(0), fontMetrics().height() + 4) +
                           2 * m_view->frameWidth() + 2);
}

QStringList TransactionTimeline::lines() const
{
    QStringList out;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_view->topLevelItem(i);
        out << item->text(0) + u'\t' + item->text(1);
        for (int c = 0; c < item->childCount(); ++c)
            out << u"  "_s + item->child(c)->text(0) + u'\t' + item->child(c)->text(1);
    }
    return out;
}

} // namespace paydesk::ui
