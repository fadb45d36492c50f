#include "statusbadgedelegate.h"

#include "core/modelroles.h"
#include "dataview.h"
#include "statuscolors.h"

#include <QPainter>

namespace paydesk::ui {

void StatusBadgeDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = paintCellWithoutText(painter, opt);
    if (text.isEmpty())
        return;

    QFont font = opt.font;
    font.setPointSizeF(font.pointSizeF() * 0.9);
    font.setWeight(QFont::DemiBold);
    const bool darkPalette = opt.palette.color(QPalette::Text).lightness() > 128;
    const QPixmap pixmap =
        badge(index.data(models::StatusRole).toString(), text, font, opt.rect.width() - 4,
              darkPalette, painter->device() ? painter->device()->devicePixelRatioF() : 1.0);
    const QSizeF size = pixmap.deviceIndependentSize();
    painter->drawPixmap(QPointF(opt.rect.left() + 4, opt.rect.center().y() - size.height() / 2 + 1),
                        pixmap);
}

QPixmap StatusBadgeDelegate::badge(const QString &status, const QString &text, const QFont &font,
                                   int maxWidth, bool darkPalette, qreal dpr) const
{
    const BadgeKey key{status, text, font, maxWidth, darkPalette, dpr};
    if (const auto it = m_cache.constFind(key); it != m_cache.constEnd())
        return *it;
    if (m_cache.size() > 256) // widths change while a column is resized
        m_cache.clear();

    const QColor color = listStatusColor(status);
    const QFontMetrics fm(font);
    const int padX = fm.height() / 2;
    const int h = fm.height() + 4;
    const int w = std::max(1, std::min(fm.horizontalAdvance(text) + 2 * padX, maxWidth));
    QPixmap pixmap(QSize(w + 1, h + 1) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor fill = color;
    fill.setAlpha(40);
    painter.setPen(QPen(color, 1));
    painter.setBrush(fill);
    const QRectF rect(0.5, 0.5, w, h);
    painter.drawRoundedRect(rect, h / 2.0, h / 2.0);
    painter.setFont(font);
    painter.setPen(darkPalette ? color.lighter(160) : color.darker(110));
    painter.drawText(rect, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, w - padX));
    painter.end();
    m_cache.insert(key, pixmap);
    return pixmap;
}

QSize StatusBadgeDelegate::sizeHint(const QStyleOptionViewItem &option,
                                    const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setWidth(s.width() + option.fontMetrics.height() + 8);
    s.setHeight(std::max(s.height(), option.fontMetrics.height() + 10));
    return s;
}

} // namespace paydesk::ui
