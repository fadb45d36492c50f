#include "theme.h"

#include "profiles/appsettings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

struct SystemLook
{
    QString style;
    QPalette palette;
};

// The desktop's own style and palette, as they were before PayDesk changed either.
SystemLook &systemLook()
{
    static SystemLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

Theme &current()
{
    static Theme theme = Theme::System;
    return theme;
}

QPalette lightPalette()
{
    // Fusion's own palette is the light one.
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    return fusion->standardPalette();
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe8, 0xea, 0xed);
    const QColor disabled(0x80, 0x84, 0x8a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3c));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3c, 0x3f, 0x44));
    p.setColor(QPalette::Mid, QColor(0x25, 0x27, 0x2a));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x52));
    return p;
}

} // namespace

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return u"light"_s;
    case Theme::Dark:
        return u"dark"_s;
    case Theme::System:
        break;
    }
    return u"system"_s;
}

void applyTheme(Theme theme)
{
    const SystemLook &system = systemLook(); // taken before the first change
    if (theme == current())
        return;
    current() = theme;
    if (theme == Theme::System) {
        QApplication::setStyle(system.style);
        QApplication::setPalette(system.palette);
        return;
    }
    if (QApplication::style()->name().compare(u"fusion"_s, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(u"Fusion"_s);
    QApplication::setPalette(theme == Theme::Dark ? darkPalette() : lightPalette());
}

Theme currentTheme()
{
    return current();
}

Theme savedTheme()
{
    const auto settings = profiles::openUserSettings();
    const QString name = settings->value(u"Appearance/theme"_s).toString();
    for (const Theme t : {Theme::Light, Theme::Dark}) {
        if (name == themeName(t))
            return t;
    }
    return Theme::System;
}

void saveTheme(Theme theme)
{
    const auto settings = profiles::openUserSettings();
    settings->setValue(u"Appearance/theme"_s, themeName(theme));
}

QMenu *createThemeMenu(QWidget *parent)
{
    auto *menu = new QMenu(QApplication::translate("Theme", "T&heme"), parent);
    auto *group = new QActionGroup(menu);
    const std::pair<Theme, QString> choices[] = {
        {Theme::System, QApplication::translate("Theme", "&System")},
        {Theme::Light, QApplication::translate("Theme", "&Light")},
        {Theme::Dark, QApplication::translate("Theme", "&Dark")}};
    for (const auto &[theme, text] : choices) {
        QAction *action = menu->addAction(text);
        action->setObjectName(u"theme-"_s + themeName(theme));
        action->setCheckable(true);
        action->setChecked(theme == currentTheme());
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [theme] {
            applyTheme(theme);
            saveTheme(theme);
        });
    }
    return menu;
}

} // namespace paydesk::ui
