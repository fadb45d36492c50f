#pragma once

#include <QList>
#include <QString>

namespace paydesk::sandbox {

struct FraudInput
{
    qint64 amount = 0;
    int exponent = 2;
    QString email;
    QString ip;
    QString customerCountry;
    QString cardBin;
    QString cardCountry;
    int recentByEmail = 0; // evaluations with this email in the last hour, before this one
    int recentByIp = 0;
};

struct FraudReason
{
    QString code;
    QString message;
    int weight = 0;
};

struct FraudVerdict
{
    int score = 0;
    QString decision; // approve (< 50), review (50-79), decline (>= 80)
    QList<FraudReason> reasons;
};

// The sandbox's deterministic fraud rules, documented in docs/api.md.
FraudVerdict evaluateFraud(const FraudInput &in);

} // namespace paydesk::sandbox
