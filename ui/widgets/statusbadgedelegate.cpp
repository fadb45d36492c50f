#include "statusbadgedelegate.h"

#include "models/modelroles.h"

#include <QApplication>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

QColor StatusBadgeDelegate::badgeColor(const QString &status)
{
    if (status == u"captured"_s || status == u"succeeded"_s || status == u"completed"_s)
        return QColor(0x1a, 0x7f, 0x37); // green
    if (status == u"failed"_s || status == u"expired"_s)
        return QColor(0xc6, 0x28, 0x28); // red
    if (status == u"refunded"_s)
        return QColor(0x5b, 0x5f, 0x97); // indigo
    if (status == u"partially_refunded"_s || status == u"open"_s)
        return QColor(0xb2, 0x6a, 0x00); // amber
    return QColor(0x6b, 0x72, 0x80);     // grey: unknown
}

void StatusBadgeDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    if (text.isEmpty())
        return;

    const QColor color = badgeColor(index.data(models::StatusRole).toString());
    QFont font = opt.font;
    font.setPointSizeF(font.pointSizeF() * 0.9);
    font.setWeight(QFont::DemiBold);
    const QFontMetrics fm(font);
    const int padX = fm.height() / 2;
    const int h = fm.height() + 4;
    const int w = std::min(fm.horizontalAdvance(text) + 2 * padX, opt.rect.width() - 4);
    const QRect badge(opt.rect.left() + 4, opt.rect.center().y() - h / 2 + 1, w, h);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = color;
    fill.setAlpha(40);
    painter->setPen(QPen(color, 1));
    painter->setBrush(fill);
    painter->drawRoundedRect(badge, h / 2.0, h / 2.0);
    painter->setFont(font);
    painter->setPen(opt.palette.color(QPalette::Text).lightness() > 128 ? color.lighter(160)
                                                                        : color.darker(110));
    painter->drawText(badge, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, w - padX));
    painter->restore();
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
