#pragma once

#include <QStyledItemDelegate>

namespace paydesk::ui {

// Paints a webhook delivery's verdict (models::VerdictRole) as a badge: green when valid,
// red otherwise. The reason is the model's tooltip.
class VerdictDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    // The badge's width: a column sized to its contents shows the verdict whole.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace paydesk::ui
