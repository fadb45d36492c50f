#include "dialogs/newchargedialog.h"
#include "ui_newchargedialog.h"

#include "core/money.h"
#include "dialogs/dialogsupport.h"
#include "widgets/statuscolors.h"

#include <QHeaderView>
#include <QHostAddress>
#include <QPushButton>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

std::optional<QString> optionalText(const QLineEdit *edit, bool upper = false)
{
    const QString t = edit->text().trimmed();
    if (t.isEmpty())
        return std::nullopt;
    return upper ? t.toUpper() : t;
}

} // namespace

NewChargeDialog::NewChargeDialog(api::ApiClient *client, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::NewChargeDialog>())
    , m_client(client)
    , m_idempotencyKey(api::ApiClient::newIdempotencyKey())
{
    m_ui->setupUi(this);
    const bool live = dialogs::isLive(client);
    if (live)
        setWindowTitle(tr("New charge (LIVE)"));
    dialogs::styleLiveBanner(
        m_ui->liveBanner, live,
        tr("Live profile: this charge takes real money from the customer's card."));
    m_ui->confirmWidget->setVisible(live);
    dialogs::styleFieldError(m_ui->advancedError);
    dialogs::styleErrorBox(m_ui->errorLabel);
    m_ui->fraudHint->setTextFormat(Qt::PlainText);

    QHeaderView *header = m_ui->reasonsTree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    m_chargeButton = m_ui->buttonBox->addButton(tr("&Charge"), QDialogButtonBox::AcceptRole);
    m_chargeButton->setDefault(true);
    // Accept/reject are ours to call: Charge sends, Cancel abandons a request before closing.
    connect(m_chargeButton, &QPushButton::clicked, this, &NewChargeDialog::onCharge);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &NewChargeDialog::reject);

    connect(m_ui->advancedToggle, &QToolButton::toggled, this, [this](bool open) {
        m_ui->advancedToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        m_ui->advancedWidget->setVisible(open);
        dialogs::growToFit(this);
    });
    connect(m_ui->chargeFields, &ChargeFields::changed, this, &NewChargeDialog::onContentChanged);
    for (QLineEdit *e : {m_ui->customerEmailEdit, m_ui->customerIpEdit, m_ui->customerCountryEdit,
                         m_ui->cardBinEdit, m_ui->cardCountryEdit})
        connect(e, &QLineEdit::textChanged, this, &NewChargeDialog::onContentChanged);
    // Country codes are upper case; typing "us" gives "US".
    for (QLineEdit *e : {m_ui->customerCountryEdit, m_ui->cardCountryEdit}) {
        connect(e, &QLineEdit::textEdited, this, [e](const QString &text) {
            if (text == text.toUpper())
                return;
            const int cursor = e->cursorPosition();
            e->setText(text.toUpper());
            e->setCursorPosition(cursor);
        });
    }
    connect(m_ui->checkFraudButton, &QPushButton::clicked, this, [this] {
        if (m_ui->chargeFields->validate() && validateRiskInputs())
            runFraudCheck(false);
    });
    connect(m_ui->overrideCheck, &QCheckBox::toggled, this, &NewChargeDialog::updateChargeButton);
    connect(m_ui->confirmEdit, &QLineEdit::textChanged, this, &NewChargeDialog::updateChargeButton);

    setMinimumWidth(560);
    updateConfirmPrompt();
    updateChargeButton();
    m_ui->chargeFields->focusFirstField();
}

NewChargeDialog::~NewChargeDialog()
{
    dialogs::cancelRequest(m_client, m_request);
}

void NewChargeDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LocaleChange)
        updateConfirmPrompt();
}

void NewChargeDialog::reject()
{
    if (m_busy == Busy::None) {
        QDialog::reject();
        return;
    }
    // Abandon the request, keep the dialog: the user may correct something and try again.
    dialogs::cancelRequest(m_client, m_request);
    const bool wasCharge = m_busy == Busy::Charge;
    setBusy(Busy::None);
    m_ui->statusLabel->setText(
        wasCharge ? tr("Stopped waiting. If the charge reached the service, pressing Charge "
                       "again repeats the same request and cannot charge twice.")
                  : tr("Fraud check cancelled."));
}

void NewChargeDialog::onContentChanged()
{
    m_ui->errorLabel->hide();
    m_ui->statusLabel->clear();
    m_ui->advancedError->hide();
    if (m_fraud && !fraudIsCurrent())
        clearFraud();
    updateConfirmPrompt();
    updateChargeButton();
}

bool NewChargeDialog::fraudIsCurrent() const
{
    return m_fraud && m_fraudFor == riskContentKey();
}

QString NewChargeDialog::riskContentKey() const
{
    // What the check was asked about; the description is not part of it.
    const api::FraudCheck c = fraudCheck();
    const QString none;
    return QStringList{QString::number(c.amount),        c.currency,
                       c.gateway.value_or(none),         c.merchantRef.value_or(none),
                       c.customerEmail.value_or(none),   c.customerIp.value_or(none),
                       c.customerCountry.value_or(none), c.cardBin.value_or(none),
                       c.cardCountry.value_or(none)}
        .join(QChar(0x1f));
}

bool NewChargeDialog::validateRiskInputs()
{
    static const QRegularExpression email(u"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"_s);
    static const QRegularExpression country(u"^[A-Za-z]{2}$"_s);
    static const QRegularExpression bin(u"^[0-9]{6,8}$"_s);
    QString problem;
    QLineEdit *field = nullptr;
    const auto check = [&](QLineEdit *edit, bool ok, const QString &text) {
        if (!problem.isEmpty() || edit->text().trimmed().isEmpty() || ok)
            return;
        problem = text;
        field = edit;
    };
    const auto text = [](QLineEdit *e) { return e->text().trimmed(); };
    check(m_ui->customerEmailEdit, email.match(text(m_ui->customerEmailEdit)).hasMatch(),
          tr("Enter the customer's email like name@example.com, or leave it empty."));
    check(m_ui->customerIpEdit, !QHostAddress(text(m_ui->customerIpEdit)).isNull(),
          tr("Enter an IPv4 or IPv6 address, or leave it empty."));
    check(m_ui->customerCountryEdit, country.match(text(m_ui->customerCountryEdit)).hasMatch(),
          tr("Enter the customer's country as two letters, for example US."));
    check(m_ui->cardBinEdit, bin.match(text(m_ui->cardBinEdit)).hasMatch(),
          tr("Enter the first 6 to 8 digits of the card number."));
    check(m_ui->cardCountryEdit, country.match(text(m_ui->cardCountryEdit)).hasMatch(),
          tr("Enter the card's country as two letters, for example GB."));
    dialogs::setFieldError(m_ui->advancedError, field, problem);
    if (field) {
        m_ui->advancedToggle->setChecked(true);
        field->setFocus(Qt::OtherFocusReason);
    }
    return problem.isEmpty();
}

api::FraudCheck NewChargeDialog::fraudCheck() const
{
    const ChargeFields *f = m_ui->chargeFields;
    api::FraudCheck c;
    c.amount = f->amount().value_or(0);
    c.currency = f->currency();
    c.gateway = f->gateway();
    c.merchantRef = f->merchantRef();
    c.customerEmail = optionalText(m_ui->customerEmailEdit);
    c.customerIp = optionalText(m_ui->customerIpEdit);
    c.customerCountry = optionalText(m_ui->customerCountryEdit, true);
    c.cardBin = optionalText(m_ui->cardBinEdit);
    c.cardCountry = optionalText(m_ui->cardCountryEdit, true);
    return c;
}

api::NewCharge NewChargeDialog::charge() const
{
    const ChargeFields *f = m_ui->chargeFields;
    api::NewCharge c{f->amount().value_or(0), f->currency(), f->gateway(), f->merchantRef(),
                     f->description()};
    // The evaluation of exactly this content goes with the charge, so its detail can show it.
    if (fraudIsCurrent())
        c.fraudEvaluationId = m_fraud->id;
    return c;
}

void NewChargeDialog::onCharge()
{
    if (m_busy != Busy::None || !m_client)
        return;
    m_ui->errorLabel->hide();
    if (!m_ui->chargeFields->validate() || !validateRiskInputs())
        return;
    updateChargeButton();
    if (!m_chargeButton->isEnabled())
        return; // the live confirmation or a decline without override
    if (!fraudIsCurrent()) {
        runFraudCheck(true);
        return;
    }
    sendCharge();
}

void NewChargeDialog::runFraudCheck(bool thenCharge)
{
    const QString content = riskContentKey();
    setBusy(Busy::Fraud, tr("Checking the fraud risk…"));
    m_request = m_client->evaluateFraud(
        fraudCheck(), this,
        [this, thenCharge, content](const api::Result<api::FraudEvaluation> &result) {
            m_request = 0;
            setBusy(Busy::None);
            if (!result) {
                showError(result.error());
                return;
            }
            m_fraud = result.value();
            m_fraudFor = content;
            showFraud(*m_fraud);
            // Straight on only when the rules approve; a review or decline is for a person.
            if (thenCharge && m_fraud->decision == u"approve"_s && fraudIsCurrent())
                sendCharge();
        });
}

void NewChargeDialog::sendCharge()
{
    const QString content = m_ui->chargeFields->contentKey();
    if (m_keySentFor && *m_keySentFor != content)
        m_idempotencyKey = api::ApiClient::newIdempotencyKey(); // a different charge now
    m_keySentFor = content;
    setBusy(Busy::Charge, tr("Charging…"));
    m_request = m_client->createTransaction(
        charge(), this,
        [this](const api::Result<api::Transaction> &result) {
            m_request = 0;
            setBusy(Busy::None);
            if (!result) {
                showError(result.error());
                // A declined charge is stored as a failed transaction: the list shows it.
                const QString failed = declinedTransactionId(result.error());
                if (!failed.isEmpty())
                    Q_EMIT declined(failed);
                return;
            }
            m_transaction = result.value();
            Q_EMIT charged(*m_transaction);
            accept();
        },
        m_idempotencyKey);
}

void NewChargeDialog::showFraud(const api::FraudEvaluation &evaluation)
{
    m_ui->scoreLabel->setText(tr("Score %1 of 100").arg(evaluation.score));
    m_ui->scoreLabel->show();
    m_ui->decisionLabel->setText(dialogs::decisionText(evaluation.decision));
    dialogs::styleBadge(m_ui->decisionLabel, decisionColor(evaluation.decision));
    m_ui->decisionLabel->show();

    m_ui->reasonsTree->clear();
    for (const api::FraudReason &r : evaluation.reasons) {
        auto *item = new QTreeWidgetItem(m_ui->reasonsTree,
                                         {r.code, r.message, locale().toString(r.weight)});
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(1, r.message);
    }
    // Tall enough for every reason: a handful at most, never a scrolled list.
    QTreeWidget *tree = m_ui->reasonsTree;
    int height = tree->header()->sizeHint().height() + 2 * tree->frameWidth();
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        height += tree->sizeHintForRow(i);
    tree->setFixedHeight(height);
    tree->setVisible(!evaluation.reasons.isEmpty());

    const bool decline = evaluation.decision == u"decline"_s;
    m_ui->overrideCheck->setChecked(false);
    m_ui->overrideCheck->setVisible(decline);
    if (decline)
        m_ui->fraudHint->setText(tr("The fraud rules advise declining this charge. Charge stays "
                                    "disabled unless you override the decline."));
    else if (evaluation.decision == u"review"_s)
        m_ui->fraudHint->setText(
            tr("Review the reasons below; press Charge if you are satisfied."));
    else if (evaluation.reasons.isEmpty())
        m_ui->fraudHint->setText(tr("No risk signals."));
    else
        m_ui->fraudHint->setText(tr("Low risk."));
    updateChargeButton();
    dialogs::growToFit(this);
}

void NewChargeDialog::clearFraud()
{
    m_fraud.reset();
    m_fraudFor.clear();
    m_ui->scoreLabel->hide();
    m_ui->decisionLabel->hide();
    m_ui->reasonsTree->clear();
    m_ui->reasonsTree->hide();
    m_ui->overrideCheck->setChecked(false);
    m_ui->overrideCheck->hide();
    m_ui->fraudHint->setText(tr("The details changed since the last check. Charge runs the "
                                "check again first."));
}

QString NewChargeDialog::declinedTransactionId(const api::ApiError &error)
{
    return error.code == u"card_declined"_s ? error.body.value(u"transaction_id"_s).toString()
                                            : QString();
}

void NewChargeDialog::showError(const api::ApiError &error)
{
    if (error.kind == api::ApiError::Kind::Canceled)
        return;
    QString text = dialogs::errorText(error);
    if (const QString id = declinedTransactionId(error); !id.isEmpty())
        text += u'\n' + tr("A failed transaction was stored: %1").arg(id);
    const QStringList rest = m_ui->chargeFields->showFieldErrors(error.fields);
    if (!rest.isEmpty())
        text += u'\n' + rest.join(u'\n');
    dialogs::showErrorBox(m_ui->errorLabel, m_ui->statusLabel, text);
}

void NewChargeDialog::setBusy(Busy busy, const QString &text)
{
    m_busy = busy;
    const bool idle = busy == Busy::None;
    for (QWidget *w :
         {static_cast<QWidget *>(m_ui->chargeFields), static_cast<QWidget *>(m_ui->advancedToggle),
          static_cast<QWidget *>(m_ui->advancedWidget), static_cast<QWidget *>(m_ui->fraudGroup),
          static_cast<QWidget *>(m_ui->confirmWidget)})
        w->setEnabled(idle);
    m_ui->busyBar->setVisible(!idle);
    m_ui->statusLabel->setText(text);
    updateChargeButton();
}

void NewChargeDialog::updateConfirmPrompt()
{
    if (!m_ui->confirmWidget->isVisibleTo(this))
        return;
    const std::optional<qint64> amount = m_ui->chargeFields->amount();
    m_ui->confirmEdit->setPlaceholderText(
        amount ? tr("type %1 to confirm")
                     .arg(dialogs::confirmationAmount(*amount, m_ui->chargeFields->exponent(),
                                                      locale()))
               : tr("type the amount above to confirm"));
}

void NewChargeDialog::updateChargeButton()
{
    bool enabled = m_busy == Busy::None && m_client;
    if (dialogs::isLive(m_client)) {
        const std::optional<qint64> amount = m_ui->chargeFields->amount();
        enabled = enabled && amount &&
                  amountMatches(m_ui->confirmEdit->text(), *amount, m_ui->chargeFields->exponent(),
                                locale());
    }
    if (fraudIsCurrent() && m_fraud->decision == u"decline"_s)
        enabled = enabled && m_ui->overrideCheck->isChecked();
    m_chargeButton->setEnabled(enabled);
}

} // namespace paydesk::ui
