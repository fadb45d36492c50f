#pragma once

#include <QStyledItemDelegate>

namespace paydesk::ui {

// A column that reads as a link (the palette's link colour, underlined): activating a row opens
// what the column names (a transaction, in the Refunds and Activity panes).
class LinkDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->font.setUnderline(true);
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::Link));
    }
};

} // namespace paydesk::ui
