#include "columnfit.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QHeaderView>
#include <QScopedValueRollback>

#include <algorithm>

namespace paydesk::ui {

ColumnFit::ColumnFit(QHeaderView *header, const QList<int> &readFirst,
                     const QList<Yielding> &yielding)
    : QObject(header)
    , m_header(header)
    , m_readFirst(readFirst)
    , m_yielding(yielding)
{
    // The table's viewport: the header is as wide as it.
    if (auto *area = qobject_cast<QAbstractScrollArea *>(header->parentWidget()))
        area->viewport()->installEventFilter(this);
    header->viewport()->installEventFilter(this);
    // A width the person (or a restored state) gives a column that gave way is its width now.
    connect(header, &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (!m_fitting && size > 0)
            m_widthBefore.remove(column);
    });
}

bool ColumnFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

void ColumnFit::fit()
{
    // Not shown yet: its size is not the one it will have (it fits when shown, a resize).
    if (m_fitting || m_header->count() == 0 || !m_header->isVisible())
        return;
    const QScopedValueRollback<bool> fitting(m_fitting, true);
    const int room = m_header->viewport()->width();
    if (room <= 0)
        return;
    // Where the last read-first column shown ends.
    int end = 0;
    int lastVisual = -1;
    for (const int c : std::as_const(m_readFirst)) {
        if (c >= m_header->count() || m_header->isSectionHidden(c))
            continue;
        end = std::max(end, m_header->sectionPosition(c) + m_header->sectionSize(c));
        lastVisual = std::max(lastVisual, m_header->visualIndex(c));
    }
    if (lastVisual < 0)
        return;
    const auto before = [this, lastVisual](int c) {
        return c < m_header->count() && !m_header->isSectionHidden(c) &&
               m_header->visualIndex(c) < lastVisual;
    };
    int excess = end - room;
    if (excess > 0) {
        for (const Yielding &y : std::as_const(m_yielding)) {
            if (!before(y.column))
                continue;
            const int size = m_header->sectionSize(y.column);
            const int give = std::min(excess, size - y.minimumWidth);
            if (give <= 0)
                continue;
            m_widthBefore.insert(y.column, m_widthBefore.value(y.column, size));
            m_header->resizeSection(y.column, size - give);
            excess -= give;
            if (excess <= 0)
                break;
        }
        return;
    }
    // Room again: the last to give way grows back first.
    int spare = -excess;
    for (auto it = m_yielding.crbegin(); it != m_yielding.crend() && spare > 0; ++it) {
        const auto was = m_widthBefore.constFind(it->column);
        if (was == m_widthBefore.constEnd() || !before(it->column))
            continue;
        const int size = m_header->sectionSize(it->column);
        const int take = std::min(*was - size, spare);
        m_header->resizeSection(it->column, size + take);
        spare -= take;
        if (size + take >= *was)
            m_widthBefore.remove(it->column);
    }
}

} // namespace paydesk::ui
