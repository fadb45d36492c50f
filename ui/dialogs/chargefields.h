#pragma once

#include <QJsonObject>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>

namespace Ui {
class ChargeFields;
}

namespace paydesk::ui {

// The fields a charge and a payment link share: amount, currency, gateway, merchant_ref and
// description, each validated the way the service does it and with its error right under it.
// Amounts are parsed in the widget's locale() (QWidget::setLocale; QLocale() by default) into
// integer minor units of the chosen currency.
class ChargeFields : public QWidget
{
    Q_OBJECT
public:
    explicit ChargeFields(QWidget *parent = nullptr);
    ~ChargeFields() override;

    // Checks every field and shows what is wrong under it; true when all are fine.
    bool validate();
    void clearErrors();
    // Field errors from the service (ApiError::fields) under their fields. Returns the messages
    // of fields this widget does not have, for the caller to show elsewhere.
    QStringList showFieldErrors(const QJsonObject &fields);

    // The amount in minor units when it parses and is in range, else nullopt.
    std::optional<qint64> amount() const;
    QString currency() const; // upper case, as typed or chosen
    int exponent() const;     // of currency(); 2 while the currency is unknown
    QString gateway() const;
    QString merchantRef() const;
    std::optional<QString> description() const; // nullopt when empty

    void setCurrency(const QString &code);
    void focusFirstField();
    // Appends a row to the fields' form, so a dialog's own fields line up with these.
    // A null label puts `field` in the field column alone (an error line under a field).
    void addRow(QWidget *label, QWidget *field);

    // A key of everything the fields hold, to tell whether the content changed.
    QString contentKey() const;

Q_SIGNALS:
    void changed(); // any field's content

protected:
    void changeEvent(QEvent *event) override;

private:
    // The amount's problem, or an empty string; `blankIsError` false while nothing was typed.
    QString amountProblem(bool blankIsError, std::optional<qint64> *minor = nullptr) const;
    QString currencyProblem() const;
    QString gatewayProblem(bool blankIsError) const;
    void updateAmountHint();
    void revalidateTyped();

    std::unique_ptr<Ui::ChargeFields> m_ui;
};

} // namespace paydesk::ui
