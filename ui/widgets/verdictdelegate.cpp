#include "verdictdelegate.h"

#include "dataview.h"
#include "statuscolors.h"
#include "webhooks/deliverymodel.h"

#include <QPainter>

namespace paydesk::ui {

void VerdictDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = paintCellWithoutText(painter, opt);
    const bool valid = index.data(models::VerdictRole).toInt() == int(webhooks::Verdict::Valid);
    const QColor color = toneColor(valid ? Tone::Positive : Tone::Negative);
    QFont font = opt.font;
    font.setWeight(QFont::DemiBold);
    const QFontMetrics fm(font);
    const int h = fm.height() + 2;
    const int pad = fm.height() / 2;
    const int w = std::min(fm.horizontalAdvance(text) + 2 * pad, opt.rect.width() - 6);
    const QRect badge(opt.rect.left() + 3, opt.rect.center().y() - h / 2 + 1, w, h);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = color;
    fill.setAlpha(36);
    painter->setPen(QPen(color, 1));
    painter->setBrush(fill);
    painter->drawRoundedRect(badge, h / 2.0, h / 2.0);
    painter->setFont(font);
    painter->setPen(opt.palette.color(QPalette::Text).lightness() > 128 ? color.lighter(160)
                                                                        : color.darker(115));
    painter->drawText(badge, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, w - pad));
    painter->restore();
}

QSize VerdictDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QFont font = opt.font;
    font.setWeight(QFont::DemiBold);
    const QFontMetrics fm(font);
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setWidth(fm.horizontalAdvance(opt.text) + 2 * (fm.height() / 2) + 6);
    return s;
}

} // namespace paydesk::ui
