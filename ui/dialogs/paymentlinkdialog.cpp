#include "dialogs/paymentlinkdialog.h"
#include "ui_paymentlinkdialog.h"

#include "dialogs/dialogsupport.h"
#include "widgets/statuscolors.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QPushButton>
#include <QTime>

#include <tuple>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

PaymentLinkDialog::PaymentLinkDialog(api::ApiClient *client, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PaymentLinkDialog>())
    , m_client(client)
    , m_idempotencyKey(api::ApiClient::newIdempotencyKey())
{
    m_ui->setupUi(this);
    const bool live = dialogs::isLive(client);
    if (live)
        setWindowTitle(tr("New payment link (LIVE)"));
    dialogs::styleLiveBanner(m_ui->liveBanner, live,
                             tr("Live profile: customers who pay this link pay real money."));
    dialogs::styleFieldError(m_ui->returnUrlError);
    dialogs::styleFieldError(m_ui->cancelUrlError);
    dialogs::styleErrorBox(m_ui->errorLabel);

    // The URL rows join the charge fields' form so that all labels line up in one column.
    m_ui->chargeFields->addRow(m_ui->returnUrlLabel, m_ui->returnUrlEdit);
    m_ui->chargeFields->addRow(nullptr, m_ui->returnUrlError);
    m_ui->chargeFields->addRow(m_ui->cancelUrlLabel, m_ui->cancelUrlEdit);
    m_ui->chargeFields->addRow(nullptr, m_ui->cancelUrlError);
    m_ui->urlWidget->hide();
    auto *description = m_ui->chargeFields->findChild<QWidget *>(u"descriptionEdit"_s);
    QWidget::setTabOrder(description, m_ui->returnUrlEdit);
    QWidget::setTabOrder(m_ui->returnUrlEdit, m_ui->cancelUrlEdit);
    QWidget::setTabOrder(m_ui->cancelUrlEdit, m_ui->checkoutUrlEdit);

    m_createButton = m_ui->buttonBox->addButton(tr("C&reate link"), QDialogButtonBox::AcceptRole);
    m_createButton->setDefault(true);
    connect(m_createButton, &QPushButton::clicked, this, &PaymentLinkDialog::onCreate);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &PaymentLinkDialog::reject);

    const auto edited = [this] {
        m_ui->errorLabel->hide();
        m_ui->statusLabel->clear();
    };
    connect(m_ui->chargeFields, &ChargeFields::changed, this, edited);
    connect(m_ui->returnUrlEdit, &QLineEdit::textChanged, this, [this, edited] {
        dialogs::setFieldError(m_ui->returnUrlError, m_ui->returnUrlEdit, {});
        edited();
    });
    connect(m_ui->cancelUrlEdit, &QLineEdit::textChanged, this, [this, edited] {
        dialogs::setFieldError(m_ui->cancelUrlError, m_ui->cancelUrlEdit, {});
        edited();
    });

    connect(m_ui->copyButton, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_ui->checkoutUrlEdit->text());
        m_ui->statusLabel->setText(tr("Copied the checkout URL to the clipboard."));
    });
    connect(m_ui->openButton, &QPushButton::clicked, this, [this] {
        if (!QDesktopServices::openUrl(QUrl(m_ui->checkoutUrlEdit->text())))
            m_ui->statusLabel->setText(tr("No browser could be opened; copy the link instead."));
    });
    connect(m_ui->refreshButton, &QPushButton::clicked, this, &PaymentLinkDialog::onRefresh);

    setMinimumWidth(600);
    m_ui->chargeFields->focusFirstField();
}

PaymentLinkDialog::~PaymentLinkDialog()
{
    dialogs::cancelRequest(m_client, m_request);
}

void PaymentLinkDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LocaleChange && m_session)
        showSession(*m_session); // the expiry in the new locale
}

void PaymentLinkDialog::reject()
{
    if (m_busy == Busy::None) {
        QDialog::reject();
        return;
    }
    dialogs::cancelRequest(m_client, m_request);
    const bool wasCreate = m_busy == Busy::Create;
    setBusy(Busy::None);
    m_ui->statusLabel->setText(
        wasCreate ? tr("Stopped waiting. Creating again repeats the same request and cannot "
                       "make a second link.")
                  : tr("Refresh cancelled."));
}

QString PaymentLinkDialog::httpsUrlProblem(const QString &text, bool required)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return required ? tr("Enter the address to send the customer to, starting with https://.")
                        : QString();
    const QUrl url(t, QUrl::StrictMode);
    if (!url.isValid() || url.isRelative() || url.host().isEmpty())
        return tr("Enter a complete address, for example https://shop.example/thanks.");
    if (url.scheme() != u"https"_s)
        return tr("The address must start with https://; the service sends customers only to "
                  "secure addresses.");
    return {};
}

QString PaymentLinkDialog::contentKey() const
{
    return QStringList{m_ui->chargeFields->contentKey(), m_ui->returnUrlEdit->text().trimmed(),
                       m_ui->cancelUrlEdit->text().trimmed()}
        .join(QChar(0x1f));
}

void PaymentLinkDialog::onCreate()
{
    if (m_busy != Busy::None || !m_client || m_session)
        return;
    m_ui->errorLabel->hide();
    const bool fieldsOk = m_ui->chargeFields->validate();
    const QString returnProblem = httpsUrlProblem(m_ui->returnUrlEdit->text(), true);
    const QString cancelProblem = httpsUrlProblem(m_ui->cancelUrlEdit->text(), false);
    dialogs::setFieldError(m_ui->returnUrlError, m_ui->returnUrlEdit, returnProblem);
    dialogs::setFieldError(m_ui->cancelUrlError, m_ui->cancelUrlEdit, cancelProblem);
    if (fieldsOk && !returnProblem.isEmpty())
        m_ui->returnUrlEdit->setFocus(Qt::OtherFocusReason);
    else if (fieldsOk && !cancelProblem.isEmpty())
        m_ui->cancelUrlEdit->setFocus(Qt::OtherFocusReason);
    if (!fieldsOk || !returnProblem.isEmpty() || !cancelProblem.isEmpty())
        return;

    const ChargeFields *f = m_ui->chargeFields;
    api::NewRedirectSession s;
    s.amount = f->amount().value_or(0);
    s.currency = f->currency();
    s.gateway = f->gateway();
    s.merchantRef = f->merchantRef();
    s.description = f->description();
    s.returnUrl = m_ui->returnUrlEdit->text().trimmed();
    if (const QString cancel = m_ui->cancelUrlEdit->text().trimmed(); !cancel.isEmpty())
        s.cancelUrl = cancel;

    const QString content = contentKey();
    if (m_keySentFor && *m_keySentFor != content)
        m_idempotencyKey = api::ApiClient::newIdempotencyKey();
    m_keySentFor = content;
    setBusy(Busy::Create, tr("Creating the payment link…"));
    m_request = m_client->createRedirectSession(
        s, this,
        [this](const api::Result<api::RedirectSession> &result) {
            if (!takeAnswer(result))
                return;
            // The link exists now: freeze what it was made of, offer what to do with it.
            m_ui->chargeFields->setEnabled(false);
            m_createButton->hide();
            m_ui->buttonBox->button(QDialogButtonBox::Cancel)->setText(tr("&Close"));
            m_ui->resultGroup->show();
            showSession(*m_session);
            dialogs::growToFit(this);
            m_ui->statusLabel->setText(tr("Payment link created."));
            m_ui->copyButton->setFocus(Qt::OtherFocusReason);
            Q_EMIT created(*m_session);
        },
        m_idempotencyKey);
}

void PaymentLinkDialog::onRefresh()
{
    if (m_busy != Busy::None || !m_client || !m_session)
        return;
    setBusy(Busy::Refresh, tr("Asking the service for the status…"));
    m_request = m_client->redirectSession(
        m_session->id, this, [this](const api::Result<api::RedirectSession> &result) {
            if (!takeAnswer(result))
                return;
            showSession(*m_session);
            m_ui->statusLabel->setText(
                tr("Status as of %1.").arg(locale().toString(QTime::currentTime())));
            Q_EMIT sessionUpdated(*m_session);
        });
}

void PaymentLinkDialog::showSession(const api::RedirectSession &s)
{
    m_ui->checkoutUrlEdit->setText(s.checkoutUrl);
    m_ui->checkoutUrlEdit->setCursorPosition(0);
    m_ui->sessionStatusLabel->setText(dialogs::sessionStatusText(s.status));
    dialogs::styleBadge(m_ui->sessionStatusLabel, sessionStatusColor(s.status));
    m_ui->sessionStatusHint->setText(dialogs::sessionStatusHint(s.status));
    m_ui->expiresLabel->setText(
        s.expiresAt.isValid() ? locale().toString(s.expiresAt.toLocalTime(), QLocale::LongFormat)
                              : tr("unknown"));
    m_ui->transactionLabel->setText(s.transactionId ? *s.transactionId : tr("none yet (not paid)"));
}

void PaymentLinkDialog::showError(const api::ApiError &error)
{
    if (error.kind == api::ApiError::Kind::Canceled)
        return;
    QString text = dialogs::errorText(error);
    QJsonObject fields = error.fields;
    for (const auto &[key, label, edit] :
         {std::tuple{u"return_url"_s, m_ui->returnUrlError, m_ui->returnUrlEdit},
          std::tuple{u"cancel_url"_s, m_ui->cancelUrlError, m_ui->cancelUrlEdit}}) {
        if (fields.contains(key)) {
            dialogs::setFieldError(label, edit, fields.take(key).toString());
        }
    }
    const QStringList rest = m_ui->chargeFields->showFieldErrors(fields);
    if (!rest.isEmpty())
        text += u'\n' + rest.join(u'\n');
    dialogs::showErrorBox(m_ui->errorLabel, m_ui->statusLabel, text);
}

bool PaymentLinkDialog::takeAnswer(const api::Result<api::RedirectSession> &result)
{
    m_request = 0;
    setBusy(Busy::None);
    if (!result) {
        showError(result.error());
        return false;
    }
    m_session = result.value();
    return true;
}

void PaymentLinkDialog::setBusy(Busy busy, const QString &text)
{
    m_busy = busy;
    const bool idle = busy == Busy::None;
    m_ui->chargeFields->setEnabled(idle && !m_session); // frozen once the link exists
    m_ui->resultGroup->setEnabled(idle);
    m_createButton->setEnabled(idle);
    m_ui->busyBar->setVisible(!idle);
    m_ui->statusLabel->setText(text);
}

} // namespace paydesk::ui
