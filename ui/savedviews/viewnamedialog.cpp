#include "viewnamedialog.h"

#include "dialogs/dialogsupport.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

ViewNameDialog::ViewNameDialog(Mode mode, const models::SavedViewList &views, models::ViewPane pane,
                               int self, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_views(views)
    , m_self(self)
{
    const bool saving = mode == Mode::Save;
    setObjectName(saving ? u"saveViewDialog"_s : u"renameViewDialog"_s);
    setWindowTitle(saving ? tr("Save view") : tr("Rename view"));
    const QString paneTitle = models::viewPaneTitle(pane);
    auto *text = new QLabel(
        saving ? tr("Keeps what the %1 pane filters by now under a name, for this profile. The "
                    "view is listed in the sidebar under the pane; relative dates such as "
                    "today stay relative.")
                     .arg(paneTitle)
               : tr("The new name of the view \"%1\" of the %2 pane.")
                     .arg(views.at(self).displayName(), paneTitle),
        this);
    text->setObjectName(u"viewNameText"_s);
    text->setWordWrap(true);
    text->setTextFormat(Qt::PlainText);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"viewNameEdit"_s);
    m_name->setMaxLength(models::SavedView::MaxNameLength);
    m_name->setPlaceholderText(tr("e.g. Large EUR payments"));
    if (!saving)
        m_name->setText(views.at(self).displayName());
    m_name->selectAll();
    m_note = new QLabel(this);
    m_note->setObjectName(u"viewNameNote"_s);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &ViewNameDialog::check);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_buttons);
    // Wide enough for the explanation to wrap onto a few lines, not a column of words.
    setMinimumWidth(fontMetrics().averageCharWidth() * 55);
    check();
}

QString ViewNameDialog::name() const
{
    return m_name->text().trimmed();
}

void ViewNameDialog::setName(const QString &name)
{
    m_name->setText(name);
}

QString ViewNameDialog::note() const
{
    return m_note->text();
}

bool ViewNameDialog::canAccept() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void ViewNameDialog::check()
{
    const int same = m_views.indexOf(name());
    const bool replaces = m_mode == Mode::Save && same >= 0;
    // Saving over a view is allowed: only the name's form is checked then.
    const QString problem = m_views.nameProblem(name(), replaces ? same : m_self);
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(problem.isEmpty());
    ok->setText(m_mode == Mode::Rename ? tr("Rename") : replaces ? tr("Replace") : tr("Save"));
    QString note;
    if (!problem.isEmpty() && !name().isEmpty())
        note = problem;
    else if (replaces)
        note =
            tr("Saving replaces the view \"%1\" of the %2 pane.")
                .arg(m_views.at(same).displayName(), models::viewPaneTitle(m_views.at(same).pane));
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    if (!problem.isEmpty() && !name().isEmpty())
        dialogs::styleFieldError(m_note);
    else
        m_note->setPalette(palette());
    m_name->setAccessibleDescription(note);
    if (isVisible())
        dialogs::growToFit(this);
}

} // namespace paydesk::ui
