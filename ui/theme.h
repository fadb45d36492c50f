#pragma once

#include <QString>

class QMenu;
class QWidget;

namespace paydesk::ui {

// View ▸ Theme. System follows the desktop (its palette and style, dark mode included); Light
// and Dark use the Fusion style, which draws every widget from the palette, with a light or a
// dark palette. Charts and status badges take their colours from the palette, so they follow.
enum class Theme { System, Light, Dark };

// Applies at once to every window; needs a QApplication.
void applyTheme(Theme theme);
Theme currentTheme();
// The user's choice, kept in the settings ("Appearance/theme").
Theme savedTheme();
void saveTheme(Theme theme);
QString themeName(Theme theme); // "system", "light", "dark"

// The Theme submenu: System, Light and Dark as exclusive choices; choosing one applies it and
// keeps it for the next start.
QMenu *createThemeMenu(QWidget *parent);

} // namespace paydesk::ui
