#include "dialogs/chargefields.h"
#include "ui_chargefields.h"

#include "core/currency.h"
#include "core/money.h"
#include "dialogs/dialogsupport.h"

#include <QCompleter>
#include <QEvent>
#include <QLocale>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr qint64 MaxAmount = 100'000'000'000; // the service's limit, in minor units
constexpr int MaxDescription = 1000;
constexpr int MaxMerchantRef = 128;

} // namespace

ChargeFields::ChargeFields(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ChargeFields>())
{
    m_ui->setupUi(this);
    for (QLabel *l : {m_ui->amountError, m_ui->currencyError, m_ui->gatewayError,
                      m_ui->merchantRefError, m_ui->descriptionError})
        dialogs::styleFieldError(l);

    for (const CurrencyInfo &c : Currency::all())
        m_ui->currencyCombo->addItem(c.code);
    // Editable for searching: typing "kw" offers KWD. Its text field is met on its own by a
    // screen reader.
    m_ui->currencyCombo->lineEdit()->setAccessibleName(m_ui->currencyCombo->accessibleName());
    m_ui->currencyCombo->completer()->setFilterMode(Qt::MatchContains);
    m_ui->currencyCombo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_ui->currencyCombo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    setCurrency(u"USD"_s);

    m_ui->merchantRefEdit->setMaxLength(MaxMerchantRef);
    const int line = m_ui->descriptionEdit->fontMetrics().lineSpacing();
    m_ui->descriptionEdit->setFixedHeight(line * 3 + 12);

    connect(m_ui->amountEdit, &QLineEdit::textChanged, this, [this] {
        dialogs::setFieldError(m_ui->amountError, m_ui->amountEdit, amountProblem(false));
        Q_EMIT changed();
    });
    connect(m_ui->currencyCombo, &QComboBox::currentTextChanged, this, [this] {
        dialogs::setFieldError(m_ui->currencyError, m_ui->currencyCombo, currencyProblem());
        // The exponent may have changed: "1.5" is fine in USD and wrong in JPY.
        updateAmountHint();
        revalidateTyped();
        Q_EMIT changed();
    });
    connect(m_ui->gatewayEdit, &QLineEdit::textChanged, this, [this] {
        dialogs::setFieldError(m_ui->gatewayError, m_ui->gatewayEdit, gatewayProblem(false));
        Q_EMIT changed();
    });
    connect(m_ui->merchantRefEdit, &QLineEdit::textChanged, this, [this] {
        dialogs::setFieldError(m_ui->merchantRefError, m_ui->merchantRefEdit, QString());
        Q_EMIT changed();
    });
    connect(m_ui->descriptionEdit, &QPlainTextEdit::textChanged, this, [this] {
        const qsizetype n = m_ui->descriptionEdit->toPlainText().size();
        dialogs::setFieldError(
            m_ui->descriptionError, m_ui->descriptionEdit,
            n > MaxDescription
                ? tr("%1 characters; at most %2 are allowed.").arg(n).arg(MaxDescription)
                : QString());
        Q_EMIT changed();
    });
    updateAmountHint();
}

ChargeFields::~ChargeFields() = default;

void ChargeFields::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LocaleChange) {
        updateAmountHint();
        revalidateTyped();
    }
}

void ChargeFields::updateAmountHint()
{
    // An example in the locale's own notation: 1,234.56 in en_US, 1.234,56 in de_DE.
    m_ui->amountEdit->setPlaceholderText(formatAmount(123456, exponent(), locale()));
}

void ChargeFields::revalidateTyped()
{
    if (!m_ui->amountEdit->text().isEmpty())
        dialogs::setFieldError(m_ui->amountError, m_ui->amountEdit, amountProblem(false));
}

QString ChargeFields::amountProblem(bool blankIsError, std::optional<qint64> *minor) const
{
    const QString text = m_ui->amountEdit->text();
    if (text.trimmed().isEmpty() && !blankIsError)
        return {};
    const QString code = currency();
    const ParseResult r =
        parseAmount(text, exponent(), locale(), Currency::isKnown(code) ? code : QString());
    if (!r.minor)
        return r.error;
    if (*r.minor <= 0)
        return tr("Enter an amount greater than zero.");
    if (*r.minor > MaxAmount)
        return tr("The amount can be at most %1.")
            .arg(formatAmount(MaxAmount, exponent(), locale()));
    if (minor)
        *minor = r.minor;
    return {};
}

QString ChargeFields::currencyProblem() const
{
    return Currency::isKnown(currency()) ? QString()
                                         : tr("Choose a currency from the list, for example USD.");
}

QString ChargeFields::gatewayProblem(bool blankIsError) const
{
    static const QRegularExpression pattern(u"^[a-z0-9_]{1,32}$"_s);
    const QString g = m_ui->gatewayEdit->text();
    if (g.isEmpty() && !blankIsError)
        return {};
    if (g.isEmpty())
        return tr("Enter the gateway, for example cardnet.");
    if (!pattern.match(g).hasMatch())
        return tr("Use 1–32 lowercase letters, digits or underscores, for example cardnet.");
    return {};
}

bool ChargeFields::validate()
{
    const QString amount = amountProblem(true);
    const QString currency = currencyProblem();
    const QString gateway = gatewayProblem(true);
    const QString ref =
        merchantRef().isEmpty() ? tr("Enter your reference for this order.") : QString();
    const qsizetype n = m_ui->descriptionEdit->toPlainText().size();
    const QString description =
        n > MaxDescription ? tr("%1 characters; at most %2 are allowed.").arg(n).arg(MaxDescription)
                           : QString();
    dialogs::setFieldError(m_ui->amountError, m_ui->amountEdit, amount);
    dialogs::setFieldError(m_ui->currencyError, m_ui->currencyCombo, currency);
    dialogs::setFieldError(m_ui->gatewayError, m_ui->gatewayEdit, gateway);
    dialogs::setFieldError(m_ui->merchantRefError, m_ui->merchantRefEdit, ref);
    dialogs::setFieldError(m_ui->descriptionError, m_ui->descriptionEdit, description);

    // Put the cursor where the first problem is.
    const QList<QPair<QString, QWidget *>> order = {{amount, m_ui->amountEdit},
                                                    {currency, m_ui->currencyCombo},
                                                    {gateway, m_ui->gatewayEdit},
                                                    {ref, m_ui->merchantRefEdit},
                                                    {description, m_ui->descriptionEdit}};
    for (const auto &[problem, field] : order) {
        if (!problem.isEmpty()) {
            field->setFocus(Qt::OtherFocusReason);
            return false;
        }
    }
    return true;
}

void ChargeFields::clearErrors()
{
    dialogs::setFieldError(m_ui->amountError, m_ui->amountEdit, {});
    dialogs::setFieldError(m_ui->currencyError, m_ui->currencyCombo, {});
    dialogs::setFieldError(m_ui->gatewayError, m_ui->gatewayEdit, {});
    dialogs::setFieldError(m_ui->merchantRefError, m_ui->merchantRefEdit, {});
    dialogs::setFieldError(m_ui->descriptionError, m_ui->descriptionEdit, {});
}

QStringList ChargeFields::showFieldErrors(const QJsonObject &fields)
{
    const QHash<QString, QPair<QLabel *, QWidget *>> targets = {
        {u"amount"_s, {m_ui->amountError, m_ui->amountEdit}},
        {u"currency"_s, {m_ui->currencyError, m_ui->currencyCombo}},
        {u"gateway"_s, {m_ui->gatewayError, m_ui->gatewayEdit}},
        {u"merchant_ref"_s, {m_ui->merchantRefError, m_ui->merchantRefEdit}},
        {u"description"_s, {m_ui->descriptionError, m_ui->descriptionEdit}},
    };
    QStringList rest;
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        const QString problem = it.value().toString();
        if (const auto target = targets.find(it.key()); target != targets.end())
            dialogs::setFieldError(target->first, target->second, problem);
        else
            rest << u"%1: %2"_s.arg(it.key(), problem);
    }
    return rest;
}

std::optional<qint64> ChargeFields::amount() const
{
    std::optional<qint64> minor;
    if (!amountProblem(true, &minor).isEmpty())
        return std::nullopt;
    return minor;
}

QString ChargeFields::currency() const
{
    return m_ui->currencyCombo->currentText().trimmed().toUpper();
}

int ChargeFields::exponent() const
{
    return Currency::exponent(currency()).value_or(2);
}

QString ChargeFields::gateway() const
{
    return m_ui->gatewayEdit->text();
}

QString ChargeFields::merchantRef() const
{
    return m_ui->merchantRefEdit->text().trimmed();
}

std::optional<QString> ChargeFields::description() const
{
    const QString d = m_ui->descriptionEdit->toPlainText().trimmed();
    return d.isEmpty() ? std::nullopt : std::optional<QString>(d);
}

void ChargeFields::setCurrency(const QString &code)
{
    const int i = m_ui->currencyCombo->findText(code);
    if (i >= 0)
        m_ui->currencyCombo->setCurrentIndex(i);
    else
        m_ui->currencyCombo->setEditText(code);
}

void ChargeFields::focusFirstField()
{
    m_ui->amountEdit->setFocus(Qt::OtherFocusReason);
}

void ChargeFields::addRow(QWidget *label, QWidget *field)
{
    const int row = m_ui->formLayout->rowCount();
    if (label)
        m_ui->formLayout->setWidget(row, QFormLayout::LabelRole, label);
    m_ui->formLayout->setWidget(row, QFormLayout::FieldRole, field);
}

QString ChargeFields::contentKey() const
{
    // Unit separators cannot be typed into these fields, so the key is unambiguous.
    const std::optional<qint64> minor = amount();
    return QStringList{minor ? QString::number(*minor) : m_ui->amountEdit->text(), currency(),
                       gateway(), merchantRef(), description().value_or(QString())}
        .join(QChar(0x1f));
}

} // namespace paydesk::ui
