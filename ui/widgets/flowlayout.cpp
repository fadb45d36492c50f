#include "flowlayout.h"

#include <QBoxLayout>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace paydesk::ui {

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

FlowLayout *FlowLayout::replace(QBoxLayout *parent, QBoxLayout *row)
{
    const int index = parent->indexOf(row);
    auto *flow = new FlowLayout;
    flow->setObjectName(row->objectName());
    flow->setContentsMargins(row->contentsMargins());
    // Collected first: adding a widget to the new layout takes it out of `row`.
    QList<QWidget *> widgets;
    for (int i = 0; QLayoutItem *item = row->itemAt(i); ++i) {
        QWidget *w = item->widget();
        if (!w)
            continue;
        if (row->stretch(i) > 0) {
            QSizePolicy policy = w->sizePolicy();
            policy.setHorizontalPolicy(QSizePolicy::Expanding);
            w->setSizePolicy(policy);
        }
        widgets << w;
    }
    for (QWidget *w : std::as_const(widgets))
        flow->addWidget(w);
    parent->removeItem(row);
    delete row;
    parent->insertLayout(index, flow);
    return flow;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    return m_items.takeAt(index);
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

int FlowLayout::heightForWidth(int width) const
{
    return doLayout(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest item: everything else wraps.
    QSize size;
    for (const QLayoutItem *item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one line.
    int width = 0;
    int height = 0;
    int visible = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++visible;
    }
    width += std::max(0, visible - 1) * horizontalGap();
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    doLayout(rect, true);
}

int FlowLayout::horizontalGap() const
{
    if (spacing() >= 0)
        return spacing();
    const QWidget *w = parentWidget();
    return w ? w->style()->layoutSpacing(QSizePolicy::DefaultType, QSizePolicy::DefaultType,
                                         Qt::Horizontal, nullptr, w)
             : 6;
}

int FlowLayout::verticalGap() const
{
    if (spacing() >= 0)
        return spacing();
    const QWidget *w = parentWidget();
    return w ? w->style()->layoutSpacing(QSizePolicy::DefaultType, QSizePolicy::DefaultType,
                                         Qt::Vertical, nullptr, w)
             : 6;
}

int FlowLayout::doLayout(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int hGap = std::max(0, horizontalGap());
    const int vGap = std::max(0, verticalGap());
    int y = area.y();
    qsizetype next = 0;
    while (next < m_items.size()) {
        // One line: as many items as fit (at least one), then share the rest among the
        // expanding ones.
        QList<QLayoutItem *> line;
        int used = 0;
        int lineHeight = 0;
        for (; next < m_items.size(); ++next) {
            QLayoutItem *item = m_items.at(next);
            if (item->isEmpty())
                continue;
            const int w = std::min(item->sizeHint().width(), area.width());
            const int needed = line.isEmpty() ? w : used + hGap + w;
            if (!line.isEmpty() && needed > area.width())
                break;
            used = needed;
            line.append(item);
            lineHeight = std::max(lineHeight, item->sizeHint().height());
        }
        if (line.isEmpty())
            break;
        const auto expands = [](const QLayoutItem *item) {
            return item->widget() &&
                   (item->widget()->sizePolicy().horizontalPolicy() & QSizePolicy::ExpandFlag);
        };
        const auto expanding = std::count_if(line.cbegin(), line.cend(), expands);
        int extra = std::max(0, area.width() - used);
        int x = area.x();
        for (QLayoutItem *item : std::as_const(line)) {
            int w = std::min(item->sizeHint().width(), area.width());
            if (expanding > 0 && expands(item)) {
                const int share = extra / int(expanding);
                w += share;
            }
            if (apply) {
                const int h = std::min(item->sizeHint().height(), lineHeight);
                item->setGeometry(QRect(x, y + (lineHeight - h) / 2, w, h));
            }
            x += w + hGap;
        }
        y += lineHeight + vGap;
    }
    const QMargins m = contentsMargins();
    return std::max(0, y - vGap - area.y()) + m.top() + m.bottom();
}

} // namespace paydesk::ui
