#include "dialogs/refunddialog.h"
#include "ui_refunddialog.h"

#include "core/currency.h"
#include "core/money.h"
#include "dialogs/dialogsupport.h"

#include <QPushButton>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

RefundDialog::RefundDialog(api::ApiClient *client, const api::Transaction &transaction,
                           QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::RefundDialog>())
    , m_client(client)
    , m_transaction(transaction)
    , m_idempotencyKey(api::ApiClient::newIdempotencyKey())
{
    m_ui->setupUi(this);
    const bool live = dialogs::isLive(client);
    setWindowTitle(live ? tr("Refund %1 (LIVE)").arg(transaction.id)
                        : tr("Refund %1").arg(transaction.id));
    dialogs::styleLiveBanner(m_ui->liveBanner, live,
                             tr("Live profile: this refund returns real money to the customer."));
    m_ui->formLayout->setRowVisible(m_ui->confirmEdit, live);
    dialogs::styleFieldError(m_ui->amountError);
    dialogs::styleErrorBox(m_ui->errorLabel);
    QFont bold = m_ui->remainingLabel->font();
    bold.setBold(true);
    m_ui->remainingLabel->setFont(bold);

    // The wire codes with labels a person reads.
    m_ui->reasonCombo->addItem(tr("Requested by the customer"), u"requested_by_customer"_s);
    m_ui->reasonCombo->addItem(tr("Duplicate charge"), u"duplicate"_s);
    m_ui->reasonCombo->addItem(tr("Fraudulent charge"), u"fraudulent"_s);
    m_ui->reasonCombo->addItem(tr("Other"), u"other"_s);
    const int line = m_ui->noteEdit->fontMetrics().lineSpacing();
    m_ui->noteEdit->setFixedHeight(line * 3 + 12);

    m_refundButton = m_ui->buttonBox->addButton(tr("&Refund"), QDialogButtonBox::AcceptRole);
    m_refundButton->setDefault(true);
    connect(m_refundButton, &QPushButton::clicked, this, &RefundDialog::onRefund);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &RefundDialog::reject);
    connect(m_ui->amountEdit, &QLineEdit::textChanged, this, &RefundDialog::onAmountChanged);
    connect(m_ui->confirmEdit, &QLineEdit::textChanged, this, &RefundDialog::updateRefundButton);
    const auto edited = [this] {
        m_ui->errorLabel->hide();
        m_ui->statusLabel->clear();
    };
    connect(m_ui->reasonCombo, &QComboBox::currentIndexChanged, this, edited);
    connect(m_ui->noteEdit, &QPlainTextEdit::textChanged, this, edited);

    m_ui->currencyLabel->setText(transaction.currency);
    showSummary();
    resetAmount();
    if (!transaction.isRefundable()) {
        setInputsEnabled(false);
        m_ui->errorLabel->setText(
            tr("This transaction cannot be refunded: it is %1 and %2 remains refundable.")
                .arg(api::TransactionStatus(transaction.status).text().toLower(),
                     money(transaction.refundable())));
        m_ui->errorLabel->show();
    }
    setMinimumWidth(520);
    updateRefundButton();
    m_ui->amountEdit->setFocus();
    m_ui->amountEdit->selectAll();
}

RefundDialog::~RefundDialog()
{
    dialogs::cancelRequest(m_client, m_request);
}

int RefundDialog::exponent() const
{
    // An unknown code counts in minor units, so no decimal point is ever invented.
    return Currency::exponent(m_transaction.currency).value_or(0);
}

QString RefundDialog::money(qint64 minor) const
{
    return formatMoney(Money{minor, m_transaction.currency}, locale());
}

void RefundDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LocaleChange) {
        showSummary();
        if (m_ui->amountEdit->text() == m_defaultAmountText)
            resetAmount();
        else
            onAmountChanged();
    }
}

void RefundDialog::showSummary()
{
    const api::Transaction &t = m_transaction;
    m_ui->transactionLabel->setText(t.id);
    m_ui->referenceLabel->setText(t.merchantRef);
    m_ui->transactionStatusLabel->setText(api::TransactionStatus(t.status).text());
    m_ui->originalLabel->setText(money(t.amount));
    m_ui->refundedLabel->setText(money(t.amountRefunded));
    m_ui->remainingLabel->setText(money(t.refundable()));
}

void RefundDialog::resetAmount()
{
    m_defaultAmountText = formatAmount(m_transaction.refundable(), exponent(), locale());
    m_ui->amountEdit->setText(m_defaultAmountText);
    m_ui->amountEdit->setPlaceholderText(formatAmount(0, exponent(), locale()));
    onAmountChanged();
}

QString RefundDialog::amountProblem(std::optional<qint64> *minor) const
{
    const ParseResult r =
        parseAmount(m_ui->amountEdit->text(), exponent(), locale(), m_transaction.currency);
    if (!r.minor)
        return r.error;
    if (*r.minor <= 0)
        return tr("Enter an amount greater than zero.");
    if (*r.minor > m_transaction.refundable())
        return tr("At most %1 remains refundable.").arg(money(m_transaction.refundable()));
    if (minor)
        *minor = r.minor;
    return {};
}

void RefundDialog::onAmountChanged()
{
    std::optional<qint64> minor;
    const QString problem = amountProblem(&minor);
    // A blank field is not an error until Refund is pressed; it is simply not an amount yet.
    dialogs::setFieldError(m_ui->amountError, m_ui->amountEdit,
                           m_ui->amountEdit->text().trimmed().isEmpty() ? QString() : problem);
    m_ui->remainingAfterLabel->setText(minor
                                           ? tr("Will remain refundable after this: %1")
                                                 .arg(money(m_transaction.refundableAfter(*minor)))
                                           : tr("Will remain refundable after this: –"));
    m_ui->confirmEdit->setPlaceholderText(
        minor ? tr("type %1 to confirm")
                    .arg(dialogs::confirmationAmount(*minor, exponent(), locale()))
              : tr("type the refund amount to confirm"));
    if (m_transaction.isRefundable())
        m_ui->errorLabel->hide(); // an earlier answer no longer applies
    m_ui->statusLabel->clear();
    updateRefundButton();
}

void RefundDialog::updateRefundButton()
{
    bool enabled = m_busy == Busy::None && m_client && m_transaction.isRefundable();
    if (dialogs::isLive(m_client)) {
        std::optional<qint64> minor;
        enabled = enabled && amountProblem(&minor).isEmpty() &&
                  amountMatches(m_ui->confirmEdit->text(), *minor, exponent(), locale());
    }
    m_refundButton->setEnabled(enabled);
}

void RefundDialog::onRefund()
{
    if (m_busy != Busy::None || !m_client || !m_transaction.isRefundable())
        return;
    std::optional<qint64> minor;
    const QString problem = amountProblem(&minor);
    dialogs::setFieldError(m_ui->amountError, m_ui->amountEdit, problem);
    if (!problem.isEmpty()) {
        m_ui->amountEdit->setFocus(Qt::OtherFocusReason);
        return;
    }
    updateRefundButton();
    if (!m_refundButton->isEnabled())
        return; // live and not confirmed

    api::NewRefund refund;
    refund.amount = *minor;
    refund.reason = m_ui->reasonCombo->currentData().toString();
    if (const QString note = m_ui->noteEdit->toPlainText().trimmed(); !note.isEmpty())
        refund.note = note;

    const QString content =
        QStringList{QString::number(*minor), *refund.reason, refund.note.value_or(QString())}.join(
            QChar(0x1f));
    if (m_keySentFor && *m_keySentFor != content)
        m_idempotencyKey = api::ApiClient::newIdempotencyKey();
    m_keySentFor = content;
    m_ui->errorLabel->hide();
    setBusy(Busy::Refund, tr("Refunding…"));
    m_request = m_client->createRefund(
        m_transaction.id, refund, this,
        [this](const api::Result<api::Refund> &result) {
            m_request = 0;
            if (!result) {
                setBusy(Busy::None);
                showError(result.error());
                return;
            }
            m_refund = result.value();
            fetchTransaction();
        },
        m_idempotencyKey);
}

void RefundDialog::fetchTransaction()
{
    setBusy(Busy::Fetch, tr("Refunded; reading the updated transaction…"));
    m_request = m_client->transaction(m_transaction.id, this,
                                      [this](const api::Result<api::Transaction> &result) {
                                          m_request = 0;
                                          if (result) {
                                              finish(result.value());
                                              return;
                                          }
                                          // The refund stands; only the re-read failed. Tell the
                                          // caller what is known.
                                          finish(m_transaction.afterRefund(m_refund->amount));
                                      });
}

void RefundDialog::finish(const api::Transaction &updated)
{
    setBusy(Busy::None);
    m_transaction = updated;
    Q_EMIT refunded(*m_refund, m_transaction);
    accept();
}

void RefundDialog::reject()
{
    if (m_busy == Busy::None) {
        QDialog::reject();
        return;
    }
    dialogs::cancelRequest(m_client, m_request);
    if (m_busy == Busy::Fetch) {
        // The money has moved already; report the refund without the re-read.
        finish(m_transaction.afterRefund(m_refund->amount));
        return;
    }
    setBusy(Busy::None);
    m_ui->statusLabel->setText(tr("Stopped waiting. If the refund reached the service, pressing "
                                  "Refund again repeats the same request and cannot refund "
                                  "twice."));
}

void RefundDialog::setInputsEnabled(bool enabled)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_ui->amountEdit, m_ui->reasonCombo,
                                                       m_ui->noteEdit, m_ui->confirmEdit})
        w->setEnabled(enabled);
}

void RefundDialog::showError(const api::ApiError &error)
{
    if (error.kind == api::ApiError::Kind::Canceled)
        return;
    QString text = dialogs::errorText(error);
    QJsonObject fields = error.fields;
    if (error.code == u"refund_exceeds_remaining"_s && error.body.contains(u"remaining"_s)) {
        // Someone refunded meanwhile: show what really remains.
        const qint64 remaining = error.body.value(u"remaining"_s).toInteger(-1);
        if (const auto known = m_transaction.withRemaining(remaining)) {
            m_transaction = *known;
            showSummary();
            onAmountChanged();
        }
    }
    if (fields.contains(u"amount"_s))
        dialogs::setFieldError(m_ui->amountError, m_ui->amountEdit,
                               fields.take(u"amount"_s).toString());
    for (auto it = fields.begin(); it != fields.end(); ++it)
        text += u'\n' + u"%1: %2"_s.arg(it.key(), it.value().toString());
    dialogs::showErrorBox(m_ui->errorLabel, m_ui->statusLabel, text);
}

void RefundDialog::setBusy(Busy busy, const QString &text)
{
    m_busy = busy;
    const bool idle = busy == Busy::None;
    setInputsEnabled(idle && m_transaction.isRefundable());
    m_ui->busyBar->setVisible(!idle);
    m_ui->statusLabel->setText(text);
    updateRefundButton();
}

} // namespace paydesk::ui
