#pragma once

#include "models/savedviews.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace paydesk::ui {

// The name of a saved view: Save view… (the current pane's filters under a new name, or over a
// view of that name, which it then says it replaces) and Rename… (another view's name will not
// do). Says what is wrong with a name as it is typed.
class ViewNameDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { Save, Rename };

    // `self`: the view renamed (Rename), else -1.
    ViewNameDialog(Mode mode, const models::SavedViewList &views, models::ViewPane pane, int self,
                   QWidget *parent = nullptr);

    QString name() const;
    void setName(const QString &name);
    // What the dialog says under the name: a problem, or that saving replaces a view.
    QString note() const;
    bool canAccept() const;

private:
    void check();

    Mode m_mode;
    models::SavedViewList m_views;
    int m_self;
    QLineEdit *m_name = nullptr;
    QLabel *m_note = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace paydesk::ui
