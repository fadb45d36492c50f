#include "preferences.h"

#include "appsettings.h"
#include "profile.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

Preferences::Preferences()
    : sandboxBaseUrl(defaultSandboxBaseUrl())
    , productionBaseUrl(defaultProductionBaseUrl())
{}

QStringList Preferences::languages()
{
    return {u"en"_s, u"de"_s, u"fr"_s};
}

QString Preferences::nativeLanguageName(const QString &code)
{
    // Each language in its own words, so a person can find theirs whatever is shown now.
    if (code == u"de"_s)
        return u"Deutsch"_s;
    if (code == u"fr"_s)
        return u"Français"_s;
    return u"English"_s;
}

Preferences Preferences::load(const QSettings &s)
{
    Preferences p;
    const QString language = s.value(u"General/language"_s).toString();
    p.language = languages().contains(language) ? language : QString();
    p.defaultPane = s.value(u"General/defaultPane"_s).toString();
    const uint port = s.value(u"Inspector/port"_s, DefaultInspectorPort).toUInt();
    p.inspectorPort = port <= 65535 ? quint16(port) : DefaultInspectorPort;
    const int status = s.value(u"Inspector/responseStatus"_s, 200).toInt();
    p.inspectorResponseStatus = status >= 100 && status <= 599 ? status : 200;
    p.inspectorResponseDelayMs =
        qBound(0, s.value(u"Inspector/responseDelayMs"_s, 0).toInt(), 60000);
    p.requestTimeoutSeconds =
        qBound(5, s.value(u"Network/requestTimeoutSeconds"_s, 30).toInt(), 300);
    const QUrl sandbox(s.value(u"Templates/sandboxBaseUrl"_s).toString(), QUrl::StrictMode);
    if (sandbox.isValid() && !sandbox.host().isEmpty())
        p.sandboxBaseUrl = sandbox;
    const QUrl production(s.value(u"Templates/productionBaseUrl"_s).toString(), QUrl::StrictMode);
    if (production.isValid() && !production.host().isEmpty())
        p.productionBaseUrl = production;
    return p;
}

void Preferences::save(QSettings &s) const
{
    s.setValue(u"General/language"_s, language);
    s.setValue(u"General/defaultPane"_s, defaultPane);
    s.setValue(u"Inspector/port"_s, inspectorPort);
    s.setValue(u"Inspector/responseStatus"_s, inspectorResponseStatus);
    s.setValue(u"Inspector/responseDelayMs"_s, inspectorResponseDelayMs);
    s.setValue(u"Network/requestTimeoutSeconds"_s, requestTimeoutSeconds);
    s.setValue(u"Templates/sandboxBaseUrl"_s, sandboxBaseUrl.toString());
    s.setValue(u"Templates/productionBaseUrl"_s, productionBaseUrl.toString());
}

Preferences Preferences::loadUser()
{
    return load(*openUserSettings());
}

void Preferences::saveUser() const
{
    const auto settings = openUserSettings();
    save(*settings);
    settings->sync();
}

void Preferences::saveUserInspectorResponse(int status, int delayMs)
{
    const auto settings = openUserSettings();
    settings->setValue(u"Inspector/responseStatus"_s, status);
    settings->setValue(u"Inspector/responseDelayMs"_s, delayMs);
    settings->sync();
}

} // namespace paydesk::profiles
