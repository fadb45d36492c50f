#include "screenfit.h"

#include <QGuiApplication>
#include <QListWidget>
#include <QScreen>
#include <QStyle>
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

void fitListToItems(QListWidget *list, int maximum)
{
    int widest = 0;
    for (int i = 0; i < list->count(); ++i)
        widest = std::max(widest, list->fontMetrics().horizontalAdvance(list->item(i)->text()));
    const int itemMargins =
        2 * list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list);
    list->setMaximumWidth(maximum);
    list->setMinimumWidth(std::min(maximum, widest + list->iconSize().width() + 3 * itemMargins +
                                                2 * list->frameWidth() + 16));
}

} // namespace paydesk::ui
