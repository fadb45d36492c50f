// Whether the columns a person reads first (a status, an account's name, an amount, a verdict,
// a timeline's lines) show their texts whole: each visible header and cell text measured with
// QFontMetrics::horizontalAdvance, placed as its alignment places it in its cell, against the
// cell and the part of the view that is in sight. A text elided, cut by the view's edge, or in
// a column scrolled out of sight counts; a row scrolled out of sight vertically does not. The
// badges are measured as StatusBadgeDelegate and VerdictDelegate draw them.
#pragma once

#include "widgets/statusbadgedelegate.h"
#include "widgets/verdictdelegate.h"

#include <QAbstractItemView>
#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QMap>
#include <QStyle>
#include <QTableView>
#include <QTreeView>

namespace paydesk::testing {

// The read-first columns of a view, and whether only its top-level rows are read first (the
// lines under a timeline's event, each attempt to deliver it, show their answer first and
// where it went after, cut in a narrow panel with the whole in a tooltip).
struct ReadFirst
{
    QList<int> columns;
    bool topLevelOnly = false;
};
// By the view's object name.
using ReadFirstColumns = QHash<QString, ReadFirst>;

namespace elision {

using namespace Qt::StringLiterals;

// Where a text is drawn in its cell: the room it needs, and from where to where it goes when
// the cell has that room.
struct Drawn
{
    int needed = 0;
    int start = 0;
    int end = 0;
};

// How much of `drawn` is seen in the cell `rect` of a viewport `width` pixels wide: all of it
// (`needed`), or what the cell shows of it.
inline int shownOf(const Drawn &drawn, const QRect &rect, int width)
{
    if (drawn.needed > rect.width() || drawn.start < 0 || drawn.end > width)
        return std::max(0, std::min(rect.right() + 1, width) - std::max(rect.left(), 0));
    return drawn.needed;
}

// A text `textWidth` wide with `margin` on each side (and `before` on its left, an icon)
// aligned in `rect`.
inline Drawn aligned(const QRect &rect, int textWidth, int margin, Qt::Alignment alignment,
                     int before = 0)
{
    Drawn d;
    d.needed = before + textWidth + 2 * margin;
    const int left = rect.left() + before + margin;
    const int right = rect.right() + 1 - margin;
    const Qt::Alignment h = QStyle::visualAlignment(Qt::LeftToRight, alignment);
    d.start = h & Qt::AlignRight     ? right - textWidth
              : h & Qt::AlignHCenter ? left + (right - left - textWidth) / 2
                                     : left;
    d.end = d.start + textWidth;
    return d;
}

// How `text` is drawn in the cell `rect` of `index` by the view's delegate.
inline Drawn drawnText(const QAbstractItemView *view, const QModelIndex &index, const QString &text,
                       const QRect &rect)
{
    const QAbstractItemDelegate *delegate = view->itemDelegateForIndex(index);
    QFont font = view->font();
    if (const QVariant f = index.data(Qt::FontRole); f.canConvert<QFont>())
        font = f.value<QFont>();
    if (qobject_cast<const ui::StatusBadgeDelegate *>(delegate)) {
        // At the cell's left + 4: the text between two half-heights of padding.
        font.setPointSizeF(font.pointSizeF() * 0.9);
        font.setWeight(QFont::DemiBold);
        const QFontMetrics fm(font);
        const int badge = fm.horizontalAdvance(text) + 2 * (fm.height() / 2);
        return {4 + badge, rect.left() + 4, rect.left() + 4 + badge};
    }
    if (dynamic_cast<const ui::VerdictDelegate *>(delegate)) {
        // At the cell's left + 3, at most the cell's width - 6.
        font.setWeight(QFont::DemiBold);
        const QFontMetrics fm(font);
        const int badge = fm.horizontalAdvance(text) + 2 * (fm.height() / 2);
        return {6 + badge, rect.left() + 3, rect.left() + 3 + badge};
    }
    const QFontMetrics fm(font);
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    int icon = 0;
    if (const QVariant decoration = index.data(Qt::DecorationRole);
        decoration.isValid() && !decoration.isNull())
        icon = (view->iconSize().isValid() ? view->iconSize().width()
                                           : view->style()->pixelMetric(QStyle::PM_SmallIconSize)) +
               margin;
    const QVariant alignment = index.data(Qt::TextAlignmentRole);
    return aligned(rect, fm.horizontalAdvance(text), margin,
                   alignment.isValid() ? Qt::Alignment(alignment.toInt()) : Qt::AlignLeft, icon);
}

inline QStringList headerProblems(const QAbstractItemView *view, QHeaderView *header,
                                  const QList<int> &columns)
{
    QStringList problems;
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (const int c : columns) {
        if (c >= header->count() || header->isSectionHidden(c))
            continue;
        const QString title = header->model()->headerData(c, Qt::Horizontal).toString();
        int textWidth = 0;
        for (const QString &line : title.split(u'\n'))
            textWidth = std::max(textWidth, header->fontMetrics().horizontalAdvance(line));
        int mark = 0;
        if (header->isSortIndicatorShown() && header->sortIndicatorSection() == c)
            mark =
                header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
        const QVariant a = header->model()->headerData(c, Qt::Horizontal, Qt::TextAlignmentRole);
        const Qt::Alignment alignment =
            a.isValid() ? Qt::Alignment(a.toInt()) : header->defaultAlignment();
        const QRect section(header->sectionViewportPosition(c), 0, header->sectionSize(c), 1);
        Drawn drawn = aligned(section.adjusted(0, 0, -mark, 0), textWidth, margin, alignment);
        drawn.needed += mark;
        const int shown = shownOf(drawn, section, header->viewport()->width());
        if (drawn.needed > shown)
            problems << u"%1: header \"%2\" needs %3 px, shows %4"_s.arg(view->objectName(), title)
                            .arg(drawn.needed)
                            .arg(shown);
    }
    return problems;
}

// The indexes of the rows in view, top to bottom, in column 0.
inline QModelIndexList rowsInView(const QAbstractItemView *view)
{
    QModelIndexList rows;
    const QRect viewport = view->viewport()->rect();
    if (const auto *tree = qobject_cast<const QTreeView *>(view)) {
        for (QModelIndex i = tree->indexAt(QPoint(1, 1)); i.isValid(); i = tree->indexBelow(i)) {
            if (tree->visualRect(i).top() >= viewport.height())
                break;
            rows << i.siblingAtColumn(0);
        }
        return rows;
    }
    if (const auto *table = qobject_cast<const QTableView *>(view)) {
        const int first = table->rowAt(0);
        if (first < 0)
            return rows;
        int last = table->rowAt(viewport.height() - 1);
        if (last < 0)
            last = table->model()->rowCount() - 1;
        for (int r = first; r <= last; ++r) {
            if (!table->isRowHidden(r))
                rows << table->model()->index(r, 0);
        }
    }
    return rows;
}

// One line per column: how many of its cells in view are cut, and the worst of them.
inline QStringList cellProblems(const QAbstractItemView *view, const ReadFirst &readFirst)
{
    struct Worst
    {
        int count = 0;
        int lack = 0;
        QString text;
    };
    QMap<int, Worst> cut; // by column
    const int width = view->viewport()->width();
    const auto *table = qobject_cast<const QTableView *>(view);
    const auto *tree = qobject_cast<const QTreeView *>(view);
    for (const QModelIndex &row : rowsInView(view)) {
        if (readFirst.topLevelOnly && row.parent().isValid())
            continue;
        // A note across a tree's row (a refund's) belongs to no column.
        if (tree && tree->isFirstColumnSpanned(row.row(), row.parent()))
            continue;
        for (const int c : readFirst.columns) {
            if ((table && table->isColumnHidden(c)) || (tree && tree->isColumnHidden(c)))
                continue;
            const QModelIndex index = row.siblingAtColumn(c);
            if (!index.isValid())
                continue;
            // A cell covered by another's span shows nothing of its own.
            if (table && c > 0 && table->columnSpan(row.row(), 0) > c)
                continue;
            const QString text = index.data(Qt::DisplayRole).toString().section(u'\n', 0, 0);
            if (text.isEmpty())
                continue;
            const QRect rect = view->visualRect(index);
            const Drawn drawn = drawnText(view, index, text, rect);
            const int shown = shownOf(drawn, rect, width);
            if (drawn.needed <= shown)
                continue;
            Worst &worst = cut[c];
            ++worst.count;
            if (drawn.needed - shown > worst.lack) {
                worst.lack = drawn.needed - shown;
                worst.text = u"row %1 \"%2\" needs %3 px, shows %4"_s.arg(row.row())
                                 .arg(text)
                                 .arg(drawn.needed)
                                 .arg(shown);
            }
        }
    }
    QStringList problems;
    for (auto it = cut.cbegin(); it != cut.cend(); ++it)
        problems << u"%1: column %2 \"%3\": %4 cells cut, the worst %5"_s.arg(view->objectName())
                        .arg(it.key())
                        .arg(view->model()->headerData(it.key(), Qt::Horizontal).toString())
                        .arg(it->count)
                        .arg(it->text);
    return problems;
}

} // namespace elision

// Every read-first text under `top` (in a view that is shown) that is not seen whole.
inline QStringList elidedTexts(const QWidget *top, const ReadFirstColumns &readFirst)
{
    QStringList problems;
    for (QAbstractItemView *view : top->findChildren<QAbstractItemView *>()) {
        const auto it = readFirst.constFind(view->objectName());
        if (it == readFirst.constEnd() || !view->isVisibleTo(top) || !view->model())
            continue;
        QHeaderView *header = nullptr;
        if (auto *table = qobject_cast<QTableView *>(view))
            header = table->horizontalHeader();
        else if (auto *tree = qobject_cast<QTreeView *>(view))
            header = tree->header();
        if (header && header->isVisibleTo(top))
            problems << elision::headerProblems(view, header, it->columns);
        problems << elision::cellProblems(view, *it);
    }
    return problems;
}

} // namespace paydesk::testing
