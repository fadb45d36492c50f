#include "webhookendpointsdialog.h"

#include "dialogsupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr int PollMs = 3000; // attempts and retries followed while the dialog is open

QString timeText(const QDateTime &t)
{
    if (!t.isValid())
        return {};
    return QLocale().toString(t.toLocalTime(), u"yyyy-MM-dd HH:mm:ss"_s);
}

bool sameAttempts(const QList<api::WebhookDelivery> &a, const QList<api::WebhookDelivery> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(),
                      [](const api::WebhookDelivery &x, const api::WebhookDelivery &y) {
                          return x.eventId == y.eventId && x.endpointId == y.endpointId &&
                                 x.attempt == y.attempt && x.at == y.at &&
                                 x.statusCode == y.statusCode && x.error == y.error &&
                                 x.nextRetryAt == y.nextRetryAt && x.abandoned == y.abandoned;
                      });
}

} // namespace

QStringList WebhookEndpointsDialog::eventKinds()
{
    return {u"transaction.captured"_s, u"transaction.failed"_s, u"transaction.refunded"_s};
}

WebhookEndpointsDialog::WebhookEndpointsDialog(api::ApiClient *client, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
{
    setObjectName(u"webhookEndpointsDialog"_s);
    setWindowTitle(tr("Sandbox webhook endpoints"));

    auto *intro = new QLabel(tr("The sandbox sends each event to every enabled endpoint that "
                                "takes its kind, signed with that endpoint's own secret, and "
                                "retries failed deliveries. Add your store to receive them."),
                             this);
    intro->setWordWrap(true);
    m_state = new QLabel(this);
    m_state->setObjectName(u"endpointsState"_s);
    m_state->setWordWrap(true);
    m_state->setTextFormat(Qt::PlainText);
    m_state->hide();

    m_endpointView = new QTreeWidget(this);
    m_endpointView->setObjectName(u"endpointList"_s);
    m_endpointView->setAccessibleName(tr("Webhook endpoints"));
    m_endpointView->setRootIsDecorated(false);
    m_endpointView->setUniformRowHeights(true);
    m_endpointView->setHeaderLabels({tr("URL"), tr("Events"), tr("State"), tr("Created")});
    m_endpointView->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_endpointView->header()->setStretchLastSection(false);
    connect(m_endpointView, &QTreeWidget::currentItemChanged, this, [this] {
        updateButtons();
        showAttempts();
    });

    m_add = new QPushButton(tr("&Add endpoint…"), this);
    m_add->setObjectName(u"addEndpointButton"_s);
    connect(m_add, &QPushButton::clicked, this, &WebhookEndpointsDialog::askForEndpoint);
    m_toggle = new QPushButton(tr("&Disable"), this);
    m_toggle->setObjectName(u"toggleEndpointButton"_s);
    connect(m_toggle, &QPushButton::clicked, this, [this] {
        if (const auto e = currentEndpoint())
            setEndpointEnabled(e->id, !e->enabled);
    });
    m_delete = new QPushButton(tr("De&lete"), this);
    m_delete->setObjectName(u"deleteEndpointButton"_s);
    connect(m_delete, &QPushButton::clicked, this, [this] {
        const auto e = currentEndpoint();
        if (!e)
            return;
        if (QMessageBox::question(
                this, tr("Delete endpoint"),
                tr("Delete the endpoint %1? It receives no more events.").arg(e->url)) ==
            QMessageBox::Yes)
            deleteEndpoint(e->id);
    });
    auto *refreshButton = new QPushButton(tr("&Refresh"), this);
    connect(refreshButton, &QPushButton::clicked, this, &WebhookEndpointsDialog::refresh);
    auto *endpointButtons = new QHBoxLayout;
    endpointButtons->addWidget(m_add);
    endpointButtons->addWidget(m_toggle);
    endpointButtons->addWidget(m_delete);
    endpointButtons->addStretch(1);
    endpointButtons->addWidget(refreshButton);

    m_attemptsTitle = new QLabel(this);
    m_attemptsTitle->setWordWrap(true);
    m_attemptView = new QTreeWidget(this);
    m_attemptView->setObjectName(u"attemptList"_s);
    m_attemptView->setAccessibleName(tr("Delivery attempts"));
    m_attemptView->setRootIsDecorated(false);
    m_attemptView->setUniformRowHeights(true);
    m_attemptView->setHeaderLabels(
        {tr("Time"), tr("Event"), tr("Endpoint"), tr("Attempt"), tr("Result"), tr("Next")});
    m_attemptView->header()->setSectionResizeMode(4, QHeaderView::Stretch);
    m_attemptView->header()->setStretchLastSection(false);
    connect(m_attemptView, &QTreeWidget::currentItemChanged, this,
            &WebhookEndpointsDialog::updateButtons);
    m_resend = new QPushButton(tr("Re&send event"), this);
    m_resend->setObjectName(u"resendButton"_s);
    m_resend->setToolTip(tr("Deliver the chosen attempt's event to its endpoint again, with the "
                            "same webhook-id"));
    connect(m_resend, &QPushButton::clicked, this, [this] {
        if (const auto a = currentAttempt())
            resend(*a);
    });

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_endpointView, 1);
    topLayout->addLayout(endpointButtons);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_attemptsTitle);
    bottomLayout->addWidget(m_attemptView, 1);
    auto *resendRow = new QHBoxLayout;
    resendRow->addStretch(1);
    resendRow->addWidget(m_resend);
    bottomLayout->addLayout(resendRow);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_secretBox = new QWidget(this);
    m_secretBox->setObjectName(u"endpointSecret"_s);
    m_secretText = new QLabel(m_secretBox);
    m_secretText->setWordWrap(true);
    m_secretText->setTextFormat(Qt::PlainText);
    m_secret = new QLineEdit(m_secretBox);
    m_secret->setReadOnly(true);
    m_secret->setAccessibleName(tr("Signing secret"));
    m_copySecret = new QPushButton(tr("&Copy"), m_secretBox);
    connect(m_copySecret, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_secret->text());
        m_copySecret->setText(tr("Copied"));
    });
    auto *secretRow = new QHBoxLayout;
    secretRow->addWidget(m_secret, 1);
    secretRow->addWidget(m_copySecret);
    auto *secretLayout = new QVBoxLayout(m_secretBox);
    secretLayout->setContentsMargins(0, 0, 0, 0);
    secretLayout->addWidget(m_secretText);
    secretLayout->addLayout(secretRow);
    m_secretBox->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_state);
    layout->addWidget(m_secretBox);
    layout->addWidget(split, 1);
    layout->addWidget(close);
    resize(820, 560);

    m_poll = new QTimer(this);
    m_poll->setInterval(PollMs);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (!m_unsupported && !m_attemptsRequest && isVisible())
            loadAttempts();
    });
    m_poll->start();
    updateButtons();
    refresh();
}

WebhookEndpointsDialog::~WebhookEndpointsDialog()
{
    dialogs::cancelRequest(m_client, m_endpointsRequest);
    dialogs::cancelRequest(m_client, m_attemptsRequest);
    dialogs::cancelRequest(m_client, m_changeRequest);
}

bool WebhookEndpointsDialog::isBusy() const
{
    return m_endpointsRequest || m_attemptsRequest || m_changeRequest;
}

QString WebhookEndpointsDialog::stateText() const
{
    return m_state->isVisible() ? m_state->text() : QString();
}

void WebhookEndpointsDialog::showState(const QString &text, bool error)
{
    m_state->setText(text);
    m_state->setVisible(!text.isEmpty());
    if (error)
        dialogs::styleErrorBox(m_state);
    else
        m_state->setStyleSheet({});
}

void WebhookEndpointsDialog::fail(const api::ApiError &error, bool listing)
{
    if (listing && (error.httpStatus == 404 || error.httpStatus == 405)) {
        // The list itself is missing: a service without the API.
        m_unsupported = true;
        showState(tr("This service has no webhook endpoints API: a real service keeps its "
                     "endpoints in its dashboard. The Local sandbox has them."),
                  true);
    } else {
        showState(dialogs::errorText(error), true);
    }
    updateButtons();
}

void WebhookEndpointsDialog::refresh()
{
    if (!m_client) {
        showState(tr("Not connected."), true);
        return;
    }
    dialogs::cancelRequest(m_client, m_endpointsRequest);
    m_endpointsRequest =
        m_client->webhookEndpoints(this, [this](const api::Result<QList<api::WebhookEndpoint>> &r) {
            m_endpointsRequest = 0;
            if (!r.ok())
                return fail(r.error(), true);
            m_unsupported = false;
            m_endpoints = r.value();
            showEndpoints();
            loadAttempts();
        });
}

void WebhookEndpointsDialog::loadAttempts()
{
    if (!m_client)
        return;
    dialogs::cancelRequest(m_client, m_attemptsRequest);
    api::WebhookDeliveryQuery query;
    query.limit = 500;
    m_attemptsRequest = m_client->webhookDeliveries(
        query, this, [this](const api::Result<api::WebhookDeliveryLog> &r) {
            m_attemptsRequest = 0;
            if (!r.ok())
                return fail(r.error(), true);
            if (sameAttempts(m_attempts, r->data) && m_pending == r->pending)
                return; // unchanged: the selection and the scroll stay as they are
            m_attempts = r->data;
            m_pending = r->pending;
            showAttempts();
        });
}

QString WebhookEndpointsDialog::endpointName(const std::optional<QString> &id) const
{
    if (!id)
        return tr("(command line)");
    for (const api::WebhookEndpoint &e : m_endpoints) {
        if (e.id == *id)
            return e.url;
    }
    return *id;
}

void WebhookEndpointsDialog::showEndpoints()
{
    const QString current = currentEndpoint() ? currentEndpoint()->id : QString();
    m_endpointView->clear();
    for (const api::WebhookEndpoint &e : std::as_const(m_endpoints)) {
        const QString events =
            e.events.contains(u"*"_s) ? tr("every kind") : e.events.join(u", "_s);
        auto *item = new QTreeWidgetItem(
            m_endpointView,
            {e.url, events, e.enabled ? tr("Enabled") : tr("Disabled"), timeText(e.createdAt)});
        item->setData(0, Qt::UserRole, e.id);
        item->setToolTip(0, e.id);
        if (e.id == current)
            m_endpointView->setCurrentItem(item);
    }
    for (int c = 1; c < m_endpointView->columnCount(); ++c)
        m_endpointView->resizeColumnToContents(c);
    if (m_endpoints.isEmpty())
        showState(tr("No endpoint yet: the sandbox keeps its events to itself. Add your store's "
                     "webhook URL."));
    else
        showState({});
    updateButtons();
}

void WebhookEndpointsDialog::showAttempts()
{
    const auto endpoint = currentEndpoint();
    const QString eventOf = currentAttempt() ? currentAttempt()->eventId : QString();
    m_attemptView->clear();
    int shown = 0;
    for (qsizetype i = 0; i < m_attempts.size(); ++i) {
        const api::WebhookDelivery &a = m_attempts.at(i);
        if (endpoint && a.endpointId != endpoint->id)
            continue;
        QString result;
        if (a.statusCode)
            result = a.error ? tr("HTTP %1: %2").arg(*a.statusCode).arg(*a.error)
                             : tr("HTTP %1").arg(*a.statusCode);
        else
            result = a.error.value_or(tr("no answer"));
        QString next;
        if (a.delivered())
            next = tr("delivered");
        else if (a.abandoned)
            next = tr("abandoned");
        else if (a.nextRetryAt.isValid())
            next = tr("retry %1").arg(timeText(a.nextRetryAt));
        auto *item = new QTreeWidgetItem(
            m_attemptView, {timeText(a.at), a.eventType.isEmpty() ? a.eventId : a.eventType,
                            endpointName(a.endpointId), QString::number(a.attempt), result, next});
        item->setData(0, Qt::UserRole, int(i));
        item->setToolTip(1, a.eventId);
        item->setToolTip(2, a.url);
        item->setToolTip(4, result);
        if (!a.delivered())
            item->setForeground(4, QColor(0xC6, 0x28, 0x28));
        if (a.eventId == eventOf && !m_attemptView->currentItem())
            m_attemptView->setCurrentItem(item);
        ++shown;
    }
    for (int c : {0, 1, 2, 3, 5})
        m_attemptView->resizeColumnToContents(c);
    // A long address gives way to the answer (whole in the tooltips).
    m_attemptView->setColumnWidth(2, std::min(m_attemptView->columnWidth(2), 200));
    m_attemptView->setTextElideMode(Qt::ElideMiddle);
    const QString pending = m_pending > 0
                                ? u' ' + tr("%n delivery(s) wait for a retry.", nullptr, m_pending)
                                : QString();
    m_attemptsTitle->setText(
        (endpoint ? tr("Delivery attempts to %1, newest first: %2.").arg(endpoint->url).arg(shown)
                  : tr("Delivery attempts to every endpoint, newest first: %1.").arg(shown)) +
        pending);
    updateButtons();
}

std::optional<api::WebhookEndpoint> WebhookEndpointsDialog::currentEndpoint() const
{
    const QTreeWidgetItem *item = m_endpointView->currentItem();
    if (!item)
        return std::nullopt;
    const QString id = item->data(0, Qt::UserRole).toString();
    for (const api::WebhookEndpoint &e : m_endpoints) {
        if (e.id == id)
            return e;
    }
    return std::nullopt;
}

std::optional<api::WebhookDelivery> WebhookEndpointsDialog::currentAttempt() const
{
    const QTreeWidgetItem *item = m_attemptView->currentItem();
    if (!item)
        return std::nullopt;
    const int i = item->data(0, Qt::UserRole).toInt();
    if (i < 0 || i >= m_attempts.size())
        return std::nullopt;
    return m_attempts.at(i);
}

void WebhookEndpointsDialog::updateButtons()
{
    const bool usable = m_client && !m_unsupported;
    const auto e = currentEndpoint();
    m_add->setEnabled(usable && !m_changeRequest);
    m_toggle->setEnabled(usable && e && !m_changeRequest);
    m_toggle->setText(e && !e->enabled ? tr("&Enable") : tr("&Disable"));
    m_delete->setEnabled(usable && e && !m_changeRequest);
    m_resend->setEnabled(usable && currentAttempt() && !m_changeRequest);
}

void WebhookEndpointsDialog::askForEndpoint()
{
    QDialog ask(this);
    ask.setWindowTitle(tr("Add webhook endpoint"));
    auto *url = new QLineEdit(&ask);
    url->setObjectName(u"endpointUrl"_s);
    url->setPlaceholderText(u"http://localhost:8000/webhooks"_s);
    url->setAccessibleName(tr("Endpoint URL"));
    auto *every = new QCheckBox(tr("Every kind of event"), &ask);
    every->setChecked(true);
    QList<QCheckBox *> kinds;
    auto *form = new QFormLayout;
    form->addRow(tr("&URL:"), url);
    form->addRow(tr("Events:"), every);
    for (const QString &kind : eventKinds()) {
        auto *box = new QCheckBox(kind, &ask);
        box->setEnabled(false);
        kinds << box;
        form->addRow(QString(), box);
    }
    connect(every, &QCheckBox::toggled, &ask, [kinds](bool all) {
        for (QCheckBox *box : kinds)
            box->setEnabled(!all);
    });
    auto *problem = new QLabel(&ask);
    dialogs::styleFieldError(problem);
    problem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &ask);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, &ask, [&] {
        const QUrl u(url->text().trimmed(), QUrl::StrictMode);
        QString why;
        if (!u.isValid() || u.host().isEmpty() ||
            (u.scheme() != u"http"_s && u.scheme() != u"https"_s))
            why = tr("Give an http:// or https:// address, e.g. http://localhost:8000/webhooks.");
        else if (!every->isChecked() &&
                 std::none_of(kinds.cbegin(), kinds.cend(),
                              [](const QCheckBox *b) { return b->isChecked(); }))
            why = tr("Choose at least one kind of event.");
        dialogs::setFieldError(problem, url, why);
        if (why.isEmpty())
            ask.accept();
    });
    auto *layout = new QVBoxLayout(&ask);
    layout->addLayout(form);
    layout->addWidget(problem);
    layout->addWidget(buttons);
    if (ask.exec() != QDialog::Accepted)
        return;
    QStringList chosen;
    for (QCheckBox *box : std::as_const(kinds)) {
        if (!every->isChecked() && box->isChecked())
            chosen << box->text();
    }
    addEndpoint(url->text().trimmed(), chosen);
}

void WebhookEndpointsDialog::addEndpoint(const QString &url, const QStringList &kinds)
{
    if (!m_client || m_changeRequest)
        return;
    m_changeRequest = m_client->createWebhookEndpoint(
        url, kinds.isEmpty() ? QStringList{u"*"_s} : kinds, this,
        [this](const api::Result<api::WebhookEndpoint> &r) {
            m_changeRequest = 0;
            if (!r.ok())
                return fail(r.error());
            m_lastSecret = r->secret.value_or(QString());
            Q_EMIT statusMessage(tr("Added the webhook endpoint %1.").arg(r->url));
            Q_EMIT changed();
            refresh();
            showSecret(r.value());
        });
    updateButtons();
}

void WebhookEndpointsDialog::showSecret(const api::WebhookEndpoint &endpoint)
{
    // In the dialog, not in a box of its own: it stays there to be copied while the new
    // endpoint's first deliveries come in.
    if (!endpoint.secret)
        return;
    m_secretText->setText(tr("Signing secret of %1: put it in your store's settings. It is shown "
                             "only now.")
                              .arg(endpoint.url));
    m_secret->setText(*endpoint.secret);
    m_copySecret->setText(tr("&Copy"));
    m_secretBox->show();
}

void WebhookEndpointsDialog::setEndpointEnabled(const QString &id, bool enabled)
{
    if (!m_client || m_changeRequest)
        return;
    m_changeRequest = m_client->updateWebhookEndpoint(
        id, std::nullopt, enabled, this,
        [this, enabled](const api::Result<api::WebhookEndpoint> &r) {
            m_changeRequest = 0;
            if (!r.ok())
                return fail(r.error());
            Q_EMIT statusMessage(enabled ? tr("Enabled the webhook endpoint %1.").arg(r->url)
                                         : tr("Disabled the webhook endpoint %1.").arg(r->url));
            Q_EMIT changed();
            refresh();
        });
    updateButtons();
}

void WebhookEndpointsDialog::deleteEndpoint(const QString &id)
{
    if (!m_client || m_changeRequest)
        return;
    m_changeRequest = m_client->deleteWebhookEndpoint(id, this, [this](const api::Result<bool> &r) {
        m_changeRequest = 0;
        if (!r.ok())
            return fail(r.error());
        Q_EMIT statusMessage(tr("Deleted the webhook endpoint."));
        Q_EMIT changed();
        refresh();
    });
    updateButtons();
}

void WebhookEndpointsDialog::resend(const api::WebhookDelivery &attempt)
{
    if (!m_client || m_changeRequest)
        return;
    m_changeRequest = m_client->resendEvent(
        attempt.eventId, attempt.endpointId.value_or(QString()), this,
        [this, attempt](const api::Result<bool> &r) {
            m_changeRequest = 0;
            if (!r.ok())
                return fail(r.error());
            const QString text =
                tr("Sent %1 to %2 again.")
                    .arg(attempt.eventType.isEmpty() ? attempt.eventId : attempt.eventType,
                         endpointName(attempt.endpointId));
            showState(text);
            Q_EMIT statusMessage(text);
            loadAttempts();
        });
    updateButtons();
}

} // namespace paydesk::ui
