#pragma once

#include <QSize>

class QListWidget;
class QWidget;

namespace paydesk::ui {

// Brings a top-level window inside the available part of the screen it is on: a geometry saved
// on a bigger or another screen, or a default size on a laptop. With `preferred` valid, the
// window takes that size (as far as the screen allows) in the middle of the screen.
void fitIntoScreen(QWidget *window, QSize preferred = {});

// A list of names (the window's panes) at least as wide as its longest item in its font, at
// most `maximum`. Call again when the language changes; the list's own size hint is not
// reliable before it is shown.
void fitListToItems(QListWidget *list, int maximum);

} // namespace paydesk::ui
