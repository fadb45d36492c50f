#pragma once

#include "api/keys.h"
#include "profiles/profile.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLineEdit;
class QSpinBox;

namespace paydesk::ui {

// Create an API key: its name, its permissions (or full access) and whether it is kept as a new
// profile of `current`'s service (not for the Local sandbox: the dialog says why).
class NewKeyDialog : public QDialog
{
    Q_OBJECT
public:
    NewKeyDialog(const profiles::Profile &current, QWidget *parent = nullptr);

    QString name() const;
    // {"*"} for full access, else the names checked.
    QStringList permissions() const;
    // The new profile's name; empty: the value is shown once instead.
    QString saveAs() const;

private:
    void updateOk();

    QLineEdit *m_name = nullptr;
    QCheckBox *m_full = nullptr;
    QList<QPair<api::Permission, QCheckBox *>> m_boxes;
    QCheckBox *m_keep = nullptr;
    QLineEdit *m_profileName = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

// Roll an API key: how long the old one keeps working, and, for the profile's own key, whether
// the profile moves to the new one.
class RollKeyDialog : public QDialog
{
    Q_OBJECT
public:
    RollKeyDialog(const QString &keyName, bool ownKey, QWidget *parent = nullptr);

    int hours() const;
    bool intoThisProfile() const;

private:
    QSpinBox *m_hours = nullptr;
    QCheckBox *m_into = nullptr;
};

// What a permission lets a key do, in words.
QString permissionWords(api::Permission permission);

} // namespace paydesk::ui
