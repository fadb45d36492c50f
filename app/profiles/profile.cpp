#include "profile.h"

#include <QCoreApplication>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

QString newProfileId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QUrl defaultSandboxBaseUrl()
{
    return QUrl(u"https://sandbox.example-payments.invalid/"_s);
}

QUrl defaultProductionBaseUrl()
{
    return QUrl(u"https://api.example-payments.invalid/"_s);
}

Profile localSandboxTemplate()
{
    Profile p;
    p.name = QCoreApplication::translate("Profiles", "Local sandbox");
    p.environment = api::Environment::Sandbox;
    p.colour = u"#e67e22"_s; // orange: test data, on this machine
    p.localSandbox = true;
    return p;
}

Profile sandboxTemplate(const QUrl &baseUrl)
{
    Profile p;
    p.name = QCoreApplication::translate("Profiles", "Sandbox");
    p.environment = api::Environment::Sandbox;
    p.baseUrl = baseUrl;
    p.colour = u"#f1c40f"_s; // amber: test data, hosted
    return p;
}

Profile productionTemplate(const QUrl &baseUrl)
{
    Profile p;
    p.name = QCoreApplication::translate("Profiles", "Production");
    p.environment = api::Environment::Production;
    p.baseUrl = baseUrl;
    p.colour = u"#c0392b"_s; // red: real money
    return p;
}

Profile templateFor(api::Environment environment)
{
    return environment == api::Environment::Production ? productionTemplate() : sandboxTemplate();
}

} // namespace paydesk::profiles
