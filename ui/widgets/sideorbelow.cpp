#include "sideorbelow.h"

#include <QEvent>
#include <QSplitter>

#include <algorithm>

namespace paydesk::ui {

SideOrBelow::SideOrBelow(QSplitter *splitter, std::function<QSize()> firstSize,
                         std::function<QSize()> secondSize)
    : QObject(splitter)
    , m_splitter(splitter)
    , m_firstSize(std::move(firstSize))
    , m_secondSize(std::move(secondSize))
{
    splitter->installEventFilter(this);
}

bool SideOrBelow::isBeside() const
{
    return m_splitter->orientation() == Qt::Horizontal;
}

bool SideOrBelow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        decide(false);
    return QObject::eventFilter(watched, event);
}

void SideOrBelow::update()
{
    decide(true);
}

void SideOrBelow::decide(bool contentChanged)
{
    if (m_splitter->count() < 2 || m_splitter->width() <= 0)
        return;
    const int handle = m_splitter->handleWidth();
    const QSize first = m_firstSize();
    const bool beside = m_splitter->width() >= first.width() + handle + m_secondSize().width();
    // New content bigger than the room it was given, where there is more: it gets it again.
    const int room = beside ? m_splitter->width() - handle - m_secondSize().width()
                            : m_splitter->height() - handle - m_secondSize().height();
    const int wanted = beside ? first.width() : first.height();
    const bool cut = contentChanged && beside == isBeside() &&
                     m_splitter->sizes().value(0) < std::min(wanted, room);
    // Placed while the splitter was small (before the window's first layout), the second kept
    // that small size as the window grew: it gets its least again once there is room.
    const int least = beside ? m_secondSize().width() : m_secondSize().height();
    const int total = (beside ? m_splitter->width() : m_splitter->height()) - handle;
    const bool starved = m_placed && beside == isBeside() &&
                         m_splitter->sizes().value(1) < std::min(least, total / 2);
    if (!m_placed || beside != isBeside() || cut || starved)
        place(beside);
}

void SideOrBelow::reset()
{
    m_placed = false;
    update();
}

void SideOrBelow::place(bool beside)
{
    m_placed = true;
    m_splitter->setOrientation(beside ? Qt::Horizontal : Qt::Vertical);
    const int handle = m_splitter->handleWidth();
    if (beside) {
        const int first =
            std::min(m_firstSize().width(), m_splitter->width() - handle - m_secondSize().width());
        m_splitter->setSizes({first, m_splitter->width() - handle - first});
        return;
    }
    // Below: the first as tall as it wants, leaving the second at least its height.
    const int total = m_splitter->height() - handle;
    const int first = std::clamp(m_firstSize().height(), total / 2,
                                 std::max(total / 2, total - m_secondSize().height()));
    m_splitter->setSizes({first, total - first});
}

} // namespace paydesk::ui
