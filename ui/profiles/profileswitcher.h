#pragma once

#include "profiles/profile.h"

#include <QObject>

QT_BEGIN_NAMESPACE
class QAction;
class QComboBox;
class QMenu;
class QToolBar;
class QWidget;
QT_END_NAMESPACE

namespace paydesk::profiles {
class ProfileStore;
}
namespace paydesk::session {
class Session;
}

namespace paydesk::ui {

class MessageBar;

// The profile in the toolbar (a list of every profile, "name (test)" or "name (live)"), Profile
// ▸ Edit profiles…, and what the window offers when a profile cannot open because the keychain
// is out of reach: try again, or keep the keys for this run only.
class ProfileSwitcher : public QObject
{
    Q_OBJECT
public:
    ProfileSwitcher(session::Session &session, profiles::ProfileStore &profiles,
                    MessageBar *messageBar, QWidget *window);

    // "Profile:" and the list, then Edit profiles….
    void addTo(QToolBar *bar);
    // The Profile menu: Edit profiles…, Keys….
    void addTo(QMenu *menu);
    QAction *editAction() const { return m_edit; }
    // Profile ▸ Keys…: a sandbox profile's keys, when its key is a full key (disabled with the
    // reason otherwise).
    QAction *keysAction() const { return m_keys; }
    // The list shows `profileId` as current.
    void showCurrent(const QString &profileId);

    void editProfiles();
    void manageKeys();

private:
    void reload();
    void updateKeysAction();
    void onActivationFailed(const profiles::Profile &profile, const QString &message,
                            bool keychainUnavailable);

    session::Session &m_session;
    profiles::ProfileStore &m_profiles;
    MessageBar *m_messageBar;
    QWidget *m_window;
    QComboBox *m_switcher = nullptr;
    QAction *m_edit = nullptr;
    QAction *m_keys = nullptr;
};

} // namespace paydesk::ui
