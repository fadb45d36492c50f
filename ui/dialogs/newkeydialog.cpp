#include "newkeydialog.h"

#include "profiles/keyprofile.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr int DefaultRollHours = 24;
constexpr int MaxRollHours = 720;

} // namespace

QString permissionWords(api::Permission p)
{
    switch (p) {
    case api::Permission::TransactionsRead:
        return NewKeyDialog::tr("Read transactions, refunds and payment links");
    case api::Permission::TransactionsWrite:
        return NewKeyDialog::tr("Charge, make payment links, evaluate fraud");
    case api::Permission::RefundsWrite:
        return NewKeyDialog::tr("Refund");
    case api::Permission::LedgerRead:
        return NewKeyDialog::tr("Read the ledger");
    case api::Permission::WebhooksManage:
        return NewKeyDialog::tr("Manage webhook endpoints");
    case api::Permission::Full:
        return NewKeyDialog::tr("Full access, keys included");
    }
    return {};
}

NewKeyDialog::NewKeyDialog(const profiles::Profile &current, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"newKeyDialog"_s);
    setWindowTitle(tr("Create an API key"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"keyNameEdit"_s);
    m_name->setMaxLength(64);
    m_name->setPlaceholderText(tr("e.g. Shop plugin"));
    m_full = new QCheckBox(permissionWords(api::Permission::Full), this);
    m_full->setObjectName(u"fullAccessCheck"_s);
    auto *permissions = new QVBoxLayout;
    permissions->addWidget(m_full);
    for (api::Permission p : api::grantablePermissions()) {
        const QString name = api::permissionName(p);
        auto *box = new QCheckBox(tr("%1 (%2)").arg(permissionWords(p), name), this);
        box->setObjectName(QString(name).replace(u':', u'_'));
        permissions->addWidget(box);
        m_boxes << qMakePair(p, box);
        connect(m_full, &QCheckBox::toggled, box, &QWidget::setDisabled);
        connect(box, &QCheckBox::toggled, this, &NewKeyDialog::updateOk);
    }
    const QString whyNot = profiles::KeyProfile::whyNot(current);
    m_keep = new QCheckBox(tr("Keep it as a new profile named"), this);
    m_keep->setObjectName(u"keepAsProfileCheck"_s);
    m_keep->setEnabled(whyNot.isEmpty());
    m_keep->setToolTip(whyNot);
    m_profileName = new QLineEdit(this);
    m_profileName->setObjectName(u"profileNameEdit"_s);
    m_profileName->setAccessibleName(tr("The new profile's name"));
    m_profileName->setEnabled(false);
    connect(m_keep, &QCheckBox::toggled, m_profileName, &QWidget::setEnabled);
    connect(m_name, &QLineEdit::textChanged, m_profileName,
            [this, profile = current.name](const QString &t) {
                m_profileName->setText(tr("%1 (%2)").arg(profile, t.trimmed()));
            });
    auto *keepRow = new QHBoxLayout;
    keepRow->addWidget(m_keep);
    keepRow->addWidget(m_profileName, 1);
    auto *note = new QLabel(
        whyNot.isEmpty() ? tr("Otherwise its value is shown once, to copy.") : whyNot, this);
    note->setWordWrap(true);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QCheckBox *b : {m_full, m_keep})
        connect(b, &QCheckBox::toggled, this, &NewKeyDialog::updateOk);
    for (QLineEdit *e : {m_name, m_profileName})
        connect(e, &QLineEdit::textChanged, this, &NewKeyDialog::updateOk);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Permissions:"), permissions);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(keepRow);
    layout->addWidget(note);
    layout->addWidget(m_buttons);
    updateOk();
}

void NewKeyDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!name().isEmpty() && !permissions().isEmpty() &&
                     (!m_keep->isChecked() || !m_profileName->text().trimmed().isEmpty()));
}

QString NewKeyDialog::name() const
{
    return m_name->text().trimmed();
}

QStringList NewKeyDialog::permissions() const
{
    if (m_full->isChecked())
        return {u"*"_s};
    QStringList out;
    for (const auto &[p, box] : m_boxes) {
        if (box->isChecked())
            out << api::permissionName(p);
    }
    return out;
}

QString NewKeyDialog::saveAs() const
{
    return m_keep->isChecked() ? m_profileName->text().trimmed() : QString();
}

RollKeyDialog::RollKeyDialog(const QString &keyName, bool ownKey, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"rollKeyDialog"_s);
    setWindowTitle(tr("Roll the key \"%1\"").arg(keyName));
    auto *text = new QLabel(tr("A new key with the same name and permissions is made. The old "
                               "one keeps working for:"),
                            this);
    text->setWordWrap(true);
    m_hours = new QSpinBox(this);
    m_hours->setObjectName(u"rollHoursSpin"_s);
    m_hours->setRange(0, MaxRollHours);
    m_hours->setValue(DefaultRollHours);
    m_hours->setSuffix(tr(" hours"));
    m_hours->setAccessibleName(tr("Hours the old key keeps working"));
    m_into = new QCheckBox(tr("Use the new key in this profile"), this);
    m_into->setObjectName(u"intoThisProfileCheck"_s);
    m_into->setChecked(ownKey);
    m_into->setVisible(ownKey);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Roll"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_hours);
    layout->addWidget(m_into);
    layout->addWidget(buttons);
}

int RollKeyDialog::hours() const
{
    return m_hours->value();
}

bool RollKeyDialog::intoThisProfile() const
{
    return m_into->isVisible() && m_into->isChecked();
}

} // namespace paydesk::ui
