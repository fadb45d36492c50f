#pragma once

#include "mainwindow.h"
#include "models/savedviews.h"

#include <QJsonObject>

namespace paydesk::ui {

// The window's pane of a saved view's pane, and back (nullopt: a pane without saved views).
MainWindow::Pane windowPaneOf(models::ViewPane pane);
std::optional<models::ViewPane> viewPaneOf(MainWindow::Pane pane);

// What `pane` of `window` filters by now, as a saved view keeps it: the trial balance's date
// stays a preset (or today) when it came from one, and its comparison follows the as-of date
// when the person did not pick one.
QJsonObject captureViewFilter(const MainWindow &window, models::ViewPane pane);
// Puts `view`'s filter into its pane, which applies it (the pane is not brought forward).
// False, with nothing changed, when the filter is not one of the pane's.
bool applyViewFilter(MainWindow &window, const models::SavedView &view);

} // namespace paydesk::ui
