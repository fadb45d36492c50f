#pragma once

// The least any Qt widget can paint to show the rows a table view shows: a plain QWidget the
// size of the view's viewport, filled with the Base colour, drawing each visible cell's text
// (elided to its cell) at its place, and nothing else: no item view, model, delegate, style,
// grid, selection or header. Qt Widgets paint with the raster engine, so a pane that shows
// these rows cannot paint them faster than this. Measured in two forms:
//  - drawText: the texts laid out while painting, as new rows must be;
//  - prepared: laid out beforehand (QStaticText), so only the glyphs are drawn.
// The view's own viewport is repainted in the same rounds, for comparison.
#include "benchsupport.h"

#include <QAbstractItemView>
#include <QPainter>
#include <QStaticText>
#include <QTableView>
#include <QTest>

#include <functional>

namespace paydesk::bench {

namespace detail {

struct FloorCell
{
    QPointF baseline; // the left end of the text's baseline
    QString text;
    QStaticText prepared;
};

class FloorWidget : public QWidget
{
public:
    QList<FloorCell> cells;
    bool usePrepared = false;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setFont(font());
        painter.setPen(palette().color(QPalette::Text));
        const qreal ascent = QFontMetricsF(font()).ascent();
        for (const FloorCell &cell : std::as_const(cells)) {
            if (usePrepared)
                painter.drawStaticText(cell.baseline - QPointF(0, ascent), cell.prepared);
            else
                painter.drawText(cell.baseline, cell.text);
        }
    }
};

inline double timedRepaintMs(QWidget *widget)
{
    QElapsedTimer t;
    t.start();
    widget->repaint();
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace detail

// The floor for the rows `view` shows now (it must be shown, with its rows in place), in a
// window of its own the size of the viewport. Each call paints once and returns the time; a
// benchmark interleaves them with its own rounds, so that the floor paints in the same
// conditions (caches, the other threads) as the pane.
class PaintFloor
{
public:
    explicit PaintFloor(QTableView *view)
        : m_viewport(view->viewport())
    {
        const QAbstractItemModel *model = view->model();
        const QFontMetricsF metrics(view->font());
        const QFontMetrics elider(view->font());
        m_floor.setFont(view->font());
        m_floor.setPalette(m_viewport->palette());
        m_floor.setBackgroundRole(QPalette::Base);
        m_floor.setAutoFillBackground(true);
        m_floor.resize(m_viewport->size());
        QList<QRect> seen; // a span's cells all report the span's rectangle: drawn once
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                const QRect rect = view->visualRect(index);
                if (view->isColumnHidden(column) || view->isRowHidden(row) || rect.isEmpty() ||
                    !rect.intersects(m_viewport->rect()) || seen.contains(rect))
                    continue;
                seen.append(rect);
                const QString text =
                    elider.elidedText(index.data().toString(), Qt::ElideRight, rect.width() - 6);
                if (text.isEmpty())
                    continue;
                QStaticText prepared(text);
                prepared.setTextFormat(Qt::PlainText);
                prepared.prepare(QTransform(), view->font());
                m_floor.cells.append(
                    {QPointF(rect.left() + 3, rect.top() + (rect.height() - metrics.height()) / 2 +
                                                  metrics.ascent()),
                     text, prepared});
            }
        }
        m_floor.show();
        if (!QTest::qWaitForWindowExposed(&m_floor))
            qFatal("the paint floor's window was not exposed");
        for (int i = 0; i < 5; ++i) { // glyph caches, the backing store
            paintDrawText();
            paintPrepared();
        }
    }

    int cells() const { return int(m_floor.cells.size()); }
    // The texts laid out while painting, as new rows must be.
    double paintDrawText()
    {
        m_floor.usePrepared = false;
        return detail::timedRepaintMs(&m_floor);
    }
    // Laid out beforehand (QStaticText): only the glyphs are drawn.
    double paintPrepared()
    {
        m_floor.usePrepared = true;
        return detail::timedRepaintMs(&m_floor);
    }
    // The view's own viewport, the same rows.
    double paintViewport() { return detail::timedRepaintMs(m_viewport); }

private:
    QWidget *m_viewport;
    detail::FloorWidget m_floor;
};

// The medians of rounds of the three paints above.
struct PaintFloorTimes
{
    int cells = 0;
    QList<double> drawText, prepared, viewport;
    void add(PaintFloor &floor, const std::function<void()> &settle)
    {
        cells = floor.cells();
        drawText << floor.paintDrawText();
        settle();
        prepared << floor.paintPrepared();
        settle();
        viewport << floor.paintViewport();
        settle();
    }
};

// RESULT lines under `prefix`: the floor, the view's viewport against it, and the smallest
// ratio to `bareMs` a pane could reach: the bare request followed by the floor's paint (with
// the texts laid out while painting, as new rows must be, and, lower still, laid out before).
inline void reportPaintFloor(const char *prefix, const PaintFloorTimes &times, double bareMs)
{
    const auto name = [prefix](const char *what) -> QByteArray {
        return QByteArray(prefix) + '.' + what;
    };
    const double drawText = median(times.drawText);
    const double prepared = median(times.prepared);
    const double viewport = median(times.viewport);
    resultCount(name("paint_floor_cells").constData(), times.cells, "cells");
    result(name("paint_floor_drawtext_ms").constData(), drawText, "ms");
    result(name("paint_floor_prepared_ms").constData(), prepared, "ms");
    result(name("viewport_paint_ms").constData(), viewport, "ms");
    result(name("viewport_vs_floor").constData(), viewport / drawText,
           "x (the view's viewport repainted, against the drawText floor)");
    result(name("best_possible_ratio").constData(), (bareMs + drawText) / bareMs,
           "x (the bare request, then the drawText floor)");
    result(name("best_possible_prepared_ratio").constData(), (bareMs + prepared) / bareMs,
           "x (the bare request, then the prepared floor)");
}

} // namespace paydesk::bench
