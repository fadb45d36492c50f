#pragma once

#include <QString>

#include <memory>

class QSettings;

namespace paydesk::profiles {

// The environment variable that moves the settings file: $PAYDESK_SETTINGS_DIR/PayDesk.ini.
// For tests and portable installs.
inline constexpr char SettingsDirVariable[] = "PAYDESK_SETTINGS_DIR";

// The app's settings file: $PAYDESK_SETTINGS_DIR/PayDesk.ini when that is set, else the
// user-scope INI file of organization "PayDesk", application "PayDesk" (on Linux
// $XDG_CONFIG_HOME/PayDesk/PayDesk.ini, by default ~/.config/PayDesk/PayDesk.ini).
QString userSettingsPath();
std::unique_ptr<QSettings> openUserSettings();

} // namespace paydesk::profiles
