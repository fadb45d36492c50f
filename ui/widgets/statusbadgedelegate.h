#pragma once

#include <QStyledItemDelegate>

namespace paydesk::ui {

// Paints a transaction or refund status as a coloured badge. Unknown statuses get a neutral
// badge with the raw value, as they come.
class StatusBadgeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Background and text colours of a status, readable on light and dark palettes.
    static QColor badgeColor(const QString &status);
};

} // namespace paydesk::ui
