#include "appsettings.h"

#include <QDir>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

QString userSettingsPath()
{
    const QString dir = qEnvironmentVariable(SettingsDirVariable);
    if (!dir.isEmpty())
        return QDir(dir).absoluteFilePath(u"PayDesk.ini"_s);
    return QSettings(QSettings::IniFormat, QSettings::UserScope, u"PayDesk"_s, u"PayDesk"_s)
        .fileName();
}

std::unique_ptr<QSettings> openUserSettings()
{
    return std::make_unique<QSettings>(userSettingsPath(), QSettings::IniFormat);
}

} // namespace paydesk::profiles
