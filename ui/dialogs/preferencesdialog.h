#pragma once

#include "profiles/preferences.h"

#include <QDialog>

#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QStatusBar;
class QLineEdit;
class QSpinBox;
QT_END_NAMESPACE

namespace paydesk::session {
class Session;
}

namespace paydesk::ui {

// Language, the pane PayDesk opens on, the request timeout, where new Sandbox and Production
// profiles point, the webhook inspector's port and answer, and resetting the Local sandbox's
// demo data. Edits a Preferences value; the caller saves and applies it.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(const profiles::Preferences &preferences, QWidget *parent = nullptr);

    // What the form holds; base URLs that are not http(s) keep their previous value.
    profiles::Preferences preferences() const;

Q_SIGNALS:
    // Asked for and confirmed; the dialog stays open.
    void resetLocalSandboxRequested();

private:
    void confirmReset();

    profiles::Preferences m_initial;
    QComboBox *m_language = nullptr;
    QComboBox *m_defaultPane = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLineEdit *m_sandboxUrl = nullptr;
    QLineEdit *m_productionUrl = nullptr;
    QSpinBox *m_port = nullptr;
    QComboBox *m_response = nullptr;
};

// Edit ▸ Preferences…: shows the dialog over `parent`, saves what changed and applies it to
// the session, with news in `statusBar`. The language chosen, when it changed ("" for the
// system's): the window is then rebuilt in it.
std::optional<QString> editPreferences(session::Session &session, QWidget *parent,
                                       QStatusBar *statusBar);

} // namespace paydesk::ui
