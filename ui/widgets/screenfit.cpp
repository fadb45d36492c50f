#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace paydesk::ui {

void fitIntoScreen(QWidget *window, QSize preferred)
{
    const QScreen *screen = QGuiApplication::screenAt(window->geometry().center());
    if (!screen)
        screen = window->screen();
    const QRect inner = window->geometry();
    const QRect outer = window->frameGeometry(); // the same until a window manager framed it
    const QMargins frame(inner.left() - outer.left(), inner.top() - outer.top(),
                         outer.right() - inner.right(), outer.bottom() - inner.bottom());
    const QRect room = screen->availableGeometry().marginsRemoved(frame);
    QRect g = inner;
    if (preferred.isValid())
        g.setSize(preferred);
    g.setSize(g.size().boundedTo(room.size()).expandedTo(window->minimumSizeHint()));
    if (preferred.isValid())
        g.moveCenter(room.center());
    g.moveLeft(
        std::clamp(g.left(), room.left(), std::max(room.left(), room.right() - g.width() + 1)));
    g.moveTop(
        std::clamp(g.top(), room.top(), std::max(room.top(), room.bottom() - g.height() + 1)));
    window->setGeometry(g);
}

} // namespace paydesk::ui
