#include "dataview.h"

#include "api/apierror.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QStyle>
#include <QStyleOptionViewItem>

#include <algorithm>

namespace paydesk::ui {

void setUpDataView(QAbstractItemView *view, const QString &objectName,
                   const QString &accessibleName)
{
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setTextElideMode(Qt::ElideRight);
    QFont font = view->font();
    font.setStyleStrategy(QFont::PreferNoShaping);
    view->setFont(font);
}

QProgressBar *newBusyBar(QWidget *parent, bool keepPlace)
{
    auto *bar = new QProgressBar(parent);
    bar->setRange(0, 0);
    bar->setTextVisible(false);
    bar->setAccessibleName(QCoreApplication::translate("paydesk::ui::DataView", "Loading"));
    if (keepPlace) {
        QSizePolicy policy = bar->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        bar->setSizePolicy(policy);
    }
    bar->hide();
    return bar;
}

QString paintCellWithoutText(QPainter *painter, QStyleOptionViewItem &option)
{
    QString text;
    std::swap(text, option.text);
    QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &option, painter, option.widget);
    return text;
}

QLabel *newStateLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText); // it may show a service's error message
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->hide();
    return label;
}

void showState(QLabel *label, QString text, const std::optional<api::ApiError> &error)
{
    if (error) {
        if (const QString advice = error->advice(); !advice.isEmpty())
            text += u' ' + advice;
    }
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

void fitToPlaceholder(QLineEdit *edit, int atLeast)
{
    const QFontMetrics fm = edit->fontMetrics();
    edit->setMinimumWidth(
        std::max({atLeast, edit->minimumWidth(),
                  fm.horizontalAdvance(edit->placeholderText()) + fm.height() + 24}));
}

} // namespace paydesk::ui
