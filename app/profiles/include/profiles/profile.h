#pragma once

#include "api/environment.h"

#include <QString>
#include <QUrl>

namespace paydesk::profiles {

// One place PayDesk connects to. Holds no secret: the API key and the webhook signing secret
// of a profile live only in the SecretStore, under the profile's id.
struct Profile
{
    QString id; // a UUID without braces, stable for the life of the profile
    QString name;
    api::Environment environment = api::Environment::Sandbox;
    QUrl baseUrl;   // for the local sandbox: the runtime URL, not meaningful when stored
    QString colour; // "#rrggbb", the banner colour
    bool localSandbox = false;
    QUrl dashboardUrl;

    friend bool operator==(const Profile &, const Profile &) = default;
};

QString newProfileId();

QUrl defaultSandboxBaseUrl();    // https://sandbox.example-payments.invalid/
QUrl defaultProductionBaseUrl(); // https://api.example-payments.invalid/

// The templates a new profile starts from. They carry no id; ProfileStore::add() gives one.
Profile localSandboxTemplate();
Profile sandboxTemplate(const QUrl &baseUrl = defaultSandboxBaseUrl());
Profile productionTemplate(const QUrl &baseUrl = defaultProductionBaseUrl());
// The template for an environment: sandbox or production (never the local sandbox).
Profile templateFor(api::Environment environment);

} // namespace paydesk::profiles
