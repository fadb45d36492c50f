#pragma once

#include "viewstate.h"

#include <QHash>
#include <QObject>

namespace paydesk::session {
class Session;
}

namespace paydesk::ui {

// What the panes show for each profile (filters, searches, dates, the selected transaction),
// while the window lives: when the session's profile changes, the one left is put away and the
// one chosen comes back, or the panes' first state for a profile not shown before. So one
// profile's search never empties another's list, and coming back finds it as it was. The pane
// shown stays as it is.
class ProfileViewStates : public QObject
{
    Q_OBJECT
public:
    // Create it before the window's own handler of Session::clientChanged is connected: it must
    // see the panes before they let go of the old profile's rows (its selection).
    ProfileViewStates(MainWindow &window, session::Session &session);

private:
    void follow(const QString &profileId);

    MainWindow &m_window;
    QString m_profileId; // whose view the panes show
    ViewState m_first;   // the panes as built, for a profile not shown before
    QHash<QString, ViewState> m_states;
};

} // namespace paydesk::ui
