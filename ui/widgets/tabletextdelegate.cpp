#include "tabletextdelegate.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QPointer>
#include <QStyle>

#include <cmath>

namespace paydesk::ui {

namespace {

QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

QPalette::ColorGroup colorGroup(const QStyleOptionViewItem &option)
{
    if (!(option.state & QStyle::State_Enabled))
        return QPalette::Disabled;
    return option.state & QStyle::State_Active ? QPalette::Normal : QPalette::Inactive;
}

// The styles whose item views draw text as QCommonStyle does (Fusion, and Windows' classic
// style, which inherits it). Others (Windows' native styles, macOS, a desktop's own, a style
// sheet) may draw it their own way: their cells go to QStyledItemDelegate.
bool commonItemStyle(const QStyle *style)
{
    // Asked for every cell (on the GUI thread): the answer for the last style is kept.
    static QPointer<const QStyle> last;
    static bool answer = false;
    if (last != style) {
        const QString name = style->name();
        answer = (name.compare(u"fusion", Qt::CaseInsensitive) == 0 ||
                  name.compare(u"windows", Qt::CaseInsensitive) == 0) &&
                 !style->inherits("QStyleSheetStyle");
        last = style;
    }
    return answer;
}

bool plainCell(const QStyleOptionViewItem &option)
{
    // Right to left, the style lays the paragraph out in that direction (neutral characters,
    // the ellipsis): left to QStyledItemDelegate.
    return option.direction == Qt::LeftToRight && commonItemStyle(styleOf(option)) &&
           !(option.features &
             (QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration |
              QStyleOptionViewItem::WrapText)) &&
           !option.text.contains(QChar::LineSeparator) && !option.text.contains(u'\n');
}

// Whether the text is Latin (and the general punctuation, and the euro sign), which the UI
// fonts draw themselves. Other scripts, and the newer currency signs, may come from a fallback
// font (CJK, say), which changes the line's ascent, and only a text layout knows that.
// (QFontMetrics::inFont() counts the fallbacks too, so it cannot tell.) Control characters
// (a tab, C1 codes) are laid out apart from their advance: also the style's.
bool latinText(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7F && u < 0xA0))
            return false;
        if (u >= 0x0250 && (u < 0x2000 || u >= 0x20A0) && u != 0x20AC)
            return false;
    }
    return true;
}

// QCommonStyle's margin on each side of item text: the focus frame's, plus one.
int textMargin(const QStyleOptionViewItem &option)
{
    return styleOf(option)->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option.widget) + 1;
}

} // namespace

TableTextDelegate::TableTextDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
    if (parent && parent->isWidgetType())
        parent->installEventFilter(this);
}

bool TableTextDelegate::eventFilter(QObject *watched, QEvent *event)
{
    // QStyledItemDelegate's filter treats what it watches as an editor (Tab, Return and
    // Escape would be taken from the view): only editors go to it.
    if (watched != parent())
        return QStyledItemDelegate::eventFilter(watched, event);
    // A font, a screen of another DPI, or a new application font changes what the metrics
    // kept by metricsOf() would say; QFont's equality does not see a DPI.
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::ScreenChangeInternal:
    case QEvent::ApplicationFontChange:
    case QEvent::StyleChange:
        m_metrics.clear();
        break;
    default:
        break;
    }
    return false;
}

bool TableTextDelegate::paintsItself(const QStyleOptionViewItem &option)
{
    return plainCell(option) && latinText(option.text);
}

void TableTextDelegate::paintItemWithoutText(QPainter *painter, const QStyleOptionViewItem &option)
{
    if (commonItemStyle(styleOf(option))) {
        paintBackground(painter, option);
        paintFocus(painter, option);
        return;
    }
    QStyleOptionViewItem opt = option;
    opt.text.clear();
    styleOf(opt)->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
}

void TableTextDelegate::paintBackground(QPainter *painter, const QStyleOptionViewItem &option)
{
    // Only under a style that draws items as QCommonStyle does (both callers check): its item
    // panel fills only a selected cell or one with a background brush, and for the others
    // draws nothing (Fusion would still work out its frame colours first).
    if (!(option.state & QStyle::State_Selected) && option.backgroundBrush.style() == Qt::NoBrush)
        return;
    styleOf(option)->drawPrimitive(QStyle::PE_PanelItemViewItem, &option, painter, option.widget);
}

void TableTextDelegate::paintFocus(QPainter *painter, const QStyleOptionViewItem &option)
{
    if (!(option.state & QStyle::State_HasFocus))
        return;
    // As QCommonStyle's CE_ItemViewItem does; one cell of the view has it.
    QStyle *style = styleOf(option);
    QStyleOptionFocusRect focus;
    focus.QStyleOption::operator=(option);
    focus.rect = style->subElementRect(QStyle::SE_ItemViewItemFocusRect, &option, option.widget);
    focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
    const QPalette::ColorGroup group =
        option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    focus.backgroundColor = option.palette.color(
        group, option.state & QStyle::State_Selected ? QPalette::Highlight : QPalette::Window);
    style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, option.widget);
}

const TableTextDelegate::Metrics &TableTextDelegate::metricsOf(const QFont &font) const
{
    // A table's cells share a few fonts (regular, bold totals); looking a font's engine up for
    // every cell costs more than drawing its text.
    for (const Metrics &m : std::as_const(m_metrics)) {
        if (m.font == font)
            return m;
    }
    if (m_metrics.size() >= 4)
        m_metrics.removeFirst();
    const QFontMetricsF metrics(font);
    m_metrics.append(
        Metrics{font, metrics, metrics.ascent(), std::ceil(metrics.ascent() + metrics.descent())});
    return m_metrics.constLast();
}

QSize TableTextDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    // What QStyledItemDelegate::sizeHint() does: the model's size first, else the style's.
    if (const QVariant size = index.data(Qt::SizeHintRole); size.isValid())
        return size.toSize();
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // Text above or below a decoration (icon mode) gets another margin: the style's.
    if (!paintsItself(opt) || !(opt.features & QStyleOptionViewItem::HasDisplay) ||
        opt.decorationPosition == QStyleOptionViewItem::Top ||
        opt.decorationPosition == QStyleOptionViewItem::Bottom)
        return styleOf(opt)->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), opt.widget);
    // As QCommonStyle measures one line of item text: its natural width plus the text margin
    // on each side, and the line's height.
    const Metrics &font = metricsOf(opt.font);
    qreal width = font.metrics.horizontalAdvance(opt.text);
    // The line's natural width ends where the last glyph's ink does when that runs past its
    // advance (K, f, T in many fonts), unless the text ends in a space.
    if (!opt.text.isEmpty() && !opt.text.back().isSpace())
        width += std::max<qreal>(0, -font.metrics.rightBearing(opt.text.back()));
    return {int(std::ceil(width)) + 2 * textMargin(opt), int(font.lineHeight)};
}

void TableTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (!paintsItself(opt)) {
        // What QStyledItemDelegate::paint() does, with the options at hand.
        styleOf(opt)->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
        return;
    }
    painter->save();
    painter->setClipRect(opt.rect);
    paintBackground(painter, opt);
    if (!opt.text.isEmpty()) {
        // Where QCommonStyle puts it (viewItemDrawText), measured once: inside the text
        // margins; a line as high as the font, aligned in the cell; the text elided when it
        // does not fit, and aligned in the line.
        const int margin = textMargin(opt);
        const QRect textRect = opt.rect.adjusted(margin, 0, -margin, 0);
        const Metrics &font = metricsOf(opt.font);
        const QFontMetricsF &metrics = font.metrics;
        const qreal lineHeight = font.lineHeight;
        const QRect line = QStyle::alignedRect(opt.direction, opt.displayAlignment,
                                               QSize(textRect.width(), int(lineHeight)), textRect);
        QString text = opt.text;
        qreal width = metrics.horizontalAdvance(text);
        if (width > textRect.width()) {
            text = QFontMetrics(opt.font).elidedText(text, opt.textElideMode, textRect.width());
            width = metrics.horizontalAdvance(text);
        }
        qreal x = line.left();
        const Qt::Alignment horizontal =
            QStyle::visualAlignment(opt.direction, opt.displayAlignment) & Qt::AlignHorizontal_Mask;
        if (horizontal & Qt::AlignRight)
            x += textRect.width() - width;
        else if (horizontal & Qt::AlignHCenter)
            x += (textRect.width() - width) / 2;
        const QPalette::ColorGroup group = colorGroup(opt);
        painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected
                                                     ? QPalette::HighlightedText
                                                     : QPalette::Text));
        painter->setFont(opt.font);
        painter->drawText(QPointF(x, line.top() + font.ascent), text);
    }
    paintFocus(painter, opt);
    painter->restore();
}

} // namespace paydesk::ui
