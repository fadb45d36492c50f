#pragma once

#include <QSize>

class QWidget;

namespace paydesk::ui {

// Brings a top-level window inside the available part of the screen it is on: a geometry saved
// on a bigger or another screen, or a default size on a laptop. With `preferred` valid, the
// window takes that size (as far as the screen allows) in the middle of the screen.
void fitIntoScreen(QWidget *window, QSize preferred = {});

} // namespace paydesk::ui
