#include "environmentbanner.h"

using namespace Qt::StringLiterals;

namespace paydesk::ui {

EnvironmentBanner::EnvironmentBanner(QWidget *parent)
    : QLabel(parent)
{
    setAlignment(Qt::AlignCenter);
    setMargin(4);
    setAutoFillBackground(true);
    setAccessibleName(tr("Environment"));
    clear();
}

void EnvironmentBanner::setProfile(const QString &name, api::Environment environment,
                                   const QString &colour)
{
    const bool live = environment == api::Environment::Production;
    const QColor bg = live ? QColor(0xb0, 0x00, 0x20)
                           : (QColor::isValidColorName(colour) ? QColor::fromString(colour)
                                                               : QColor(0xff, 0x9f, 0x1c));
    const QColor fg = bg.lightness() > 150 ? QColor(0x1a, 0x1f, 0x36) : QColor(Qt::white);
    setStyleSheet(
        u"QLabel { background: %1; color: %2; font-weight: 600; }"_s.arg(bg.name(), fg.name()));
    setText(live ? tr("LIVE: real money — %1").arg(name) : tr("Test data: %1").arg(name));
    setAccessibleDescription(text());
    show();
}

void EnvironmentBanner::clear()
{
    setStyleSheet(QString());
    setText(tr("No profile"));
}

} // namespace paydesk::ui
