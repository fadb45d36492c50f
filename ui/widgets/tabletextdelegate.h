#pragma once

#include <QFontMetricsF>
#include <QList>
#include <QStyledItemDelegate>

namespace paydesk::ui {

// The data tables' cells: one line of text, elided, aligned and coloured as the model says, on
// the style's own item background (selection, alternating rows, the model's background) and
// focus frame. QStyledItemDelegate lays each cell's text out three or four times per paint
// (the style measures it for every sub-rectangle before drawing it); this lays it out once.
// Cells with an icon, a check box or several lines are painted by QStyledItemDelegate, as are
// right-to-left cells, text in other than Latin script (a fallback font may draw it), and all
// cells of a style other than Fusion or Windows' classic one (a native style, a style sheet
// may draw item text its own way).
// tst_tabletextdelegate checks that both give the same pixels and sizes.
class TableTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    // Give the view as parent: its font, screen and style changes clear the kept metrics.
    explicit TableTextDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    // The same size QStyledItemDelegate gives for the cells painted here (the header's
    // ResizeToContents asks it for every visible cell after each reset), without the style's
    // text layout: the text's advance and the line's height.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Whether a cell with these options is painted here rather than by QStyledItemDelegate.
    static bool paintsItself(const QStyleOptionViewItem &option);

    // The item as the style draws it (background, selection, focus frame) without its text:
    // for delegates that draw their own content (the status badge). Under Fusion or Windows'
    // classic style without measuring the text; under others through the style's own item.
    static void paintItemWithoutText(QPainter *painter, const QStyleOptionViewItem &option);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Metrics
    {
        QFont font;
        QFontMetricsF metrics;
        qreal ascent;
        qreal lineHeight; // as high as the style makes a line of item text
    };
    const Metrics &metricsOf(const QFont &font) const;
    static void paintBackground(QPainter *painter, const QStyleOptionViewItem &option);
    static void paintFocus(QPainter *painter, const QStyleOptionViewItem &option);

    mutable QList<Metrics> m_metrics; // of the last fonts asked for, the newest last
};

} // namespace paydesk::ui
