#pragma once

#include <QLabel>

#include "api/environment.h"

namespace paydesk::ui {

// The strip under the toolbar that makes test and live impossible to confuse:
// "Test data: <profile>" on the profile's colour, or "LIVE: real money" in red.
class EnvironmentBanner : public QLabel
{
    Q_OBJECT
public:
    explicit EnvironmentBanner(QWidget *parent = nullptr);
    void setProfile(const QString &name, api::Environment environment, const QString &colour);
    void clear();
};

} // namespace paydesk::ui
