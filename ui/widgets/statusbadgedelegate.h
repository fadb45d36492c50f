#pragma once

#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QStyledItemDelegate>

namespace paydesk::ui {

// Paints a transaction or refund status as a coloured badge, in its colour from
// listStatusColor() (statuscolors.h). Unknown statuses get a neutral badge with the raw value,
// as they come.
class StatusBadgeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    // A list shows a handful of statuses thousands of times: each badge is drawn once (text
    // shaping, antialiased outline) and then copied. Keyed by everything that changes its look.
    QPixmap badge(const QString &status, const QString &text, const QFont &font, int maxWidth,
                  bool darkText, qreal dpr) const;
    struct BadgeKey
    {
        QString status;
        QString text;
        QFont font;
        int maxWidth = 0;
        bool darkPalette = false;
        qreal dpr = 1;
        friend bool operator==(const BadgeKey &, const BadgeKey &) = default;
        friend size_t qHash(const BadgeKey &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.status, key.text, key.font, key.maxWidth, key.darkPalette,
                              key.dpr);
        }
    };
    mutable QHash<BadgeKey, QPixmap> m_cache;
};

} // namespace paydesk::ui
