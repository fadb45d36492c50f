#include "detailpanel.h"

#include "flowlayout.h"

#include <QDateTime>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace paydesk::ui {

QLabel *newDetailPlaceholder(const QString &text)
{
    auto *placeholder = new QLabel(text);
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setWordWrap(true);
    placeholder->setEnabled(false); // the palette's disabled text: a quiet hint
    return placeholder;
}

QLabel *newDetailHeadline(const QString &objectName)
{
    auto *headline = new QLabel;
    headline->setObjectName(objectName);
    QFont big = headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setWeight(QFont::DemiBold);
    headline->setFont(big);
    headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return headline;
}

QLabel *newSectionTitle(const QString &text)
{
    auto *title = new QLabel(text);
    QFont bold = title->font();
    bold.setWeight(QFont::DemiBold);
    title->setFont(bold);
    return title;
}

QWidget *newButtonRow(std::initializer_list<QWidget *> buttons)
{
    auto *row = new QWidget;
    auto *flow = new FlowLayout(row);
    flow->setContentsMargins(0, 0, 0, 0);
    for (QWidget *button : buttons)
        flow->addWidget(button);
    return row;
}

QTreeWidget *newSectionList(QLabel *title, const QString &objectName, const QString &accessibleName,
                            const QStringList &headers)
{
    auto *list = new QTreeWidget;
    list->setObjectName(objectName);
    list->setAccessibleName(accessibleName);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setHeaderLabels(headers);
    title->setBuddy(list);
    return list;
}

QFormLayout *newDetailForm()
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    return form;
}

QLabel *addDetailField(QFormLayout *form, const QString &label, const QString &objectName)
{
    auto *value = new QLabel;
    value->setObjectName(objectName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    value->setTextFormat(Qt::PlainText);
    auto *name = new QLabel(label);
    name->setBuddy(value);
    form->addRow(name, value);
    return value;
}

QString detailTime(const QDateTime &time)
{
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::ShortFormat)
                          : QString();
}

QStackedWidget *newDetailStack(QWidget *panel, const QString &placeholder,
                               const QString &placeholderName)
{
    auto *stack = new QStackedWidget(panel);
    QLabel *hint = newDetailPlaceholder(placeholder);
    hint->setObjectName(placeholderName);
    stack->addWidget(hint);
    auto *outer = new QVBoxLayout(panel);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(stack);
    panel->setMinimumWidth(280);
    return stack;
}

void addScrollingPage(QStackedWidget *stack, QWidget *content)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    stack->addWidget(scroll);
}

} // namespace paydesk::ui
