#include "fraudrules.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

const QStringList DisposableDomains = {
    u"mailinator.com"_s, u"guerrillamail.com"_s, u"10minutemail.com"_s,
    u"tempmail.com"_s,   u"yopmail.com"_s,       u"trashmail.com"_s,
};

// Amount in whole major units; currencies without minor units (JPY) count in hundreds so
// that the thresholds mean roughly the same everywhere.
qint64 majorUnits(qint64 amount, int exponent)
{
    qint64 v = amount;
    for (int e = 0; e < exponent; ++e)
        v /= 10;
    if (exponent == 0)
        v /= 100;
    return v;
}

} // namespace

FraudVerdict evaluateFraud(const FraudInput &in)
{
    FraudVerdict v;
    const qint64 major = majorUnits(in.amount, in.exponent);
    if (major >= 5000)
        v.reasons << FraudReason{u"amount_very_high"_s, u"Amount is 5,000 or more"_s, 40};
    else if (major >= 1000)
        v.reasons << FraudReason{u"amount_high"_s, u"Amount is 1,000 or more"_s, 20};

    if (in.recentByEmail >= 3)
        v.reasons << FraudReason{
            u"velocity_email"_s,
            u"%1 evaluations for this email in the last hour"_s.arg(in.recentByEmail), 25};
    if (in.recentByIp >= 5)
        v.reasons << FraudReason{
            u"velocity_ip"_s,
            u"%1 evaluations from this IP address in the last hour"_s.arg(in.recentByIp), 25};
    if (!in.customerCountry.isEmpty() && !in.cardCountry.isEmpty() &&
        in.customerCountry != in.cardCountry)
        v.reasons << FraudReason{
            u"country_mismatch"_s,
            u"Card issued in %1, customer in %2"_s.arg(in.cardCountry, in.customerCountry), 25};
    const qsizetype at = in.email.lastIndexOf(u'@');
    if (at >= 0 && DisposableDomains.contains(in.email.mid(at + 1).toLower()))
        v.reasons << FraudReason{u"disposable_email"_s, u"Email address uses a disposable domain"_s,
                                 30};
    if (in.email.isEmpty() && in.ip.isEmpty())
        v.reasons << FraudReason{u"anonymous_customer"_s,
                                 u"Neither email nor IP address was given"_s, 10};
    if (in.cardBin == u"400000"_s)
        v.reasons << FraudReason{u"test_decline_bin"_s,
                                 u"Card BIN belongs to the sandbox's decline test card"_s, 50};

    int score = 0;
    for (const FraudReason &r : std::as_const(v.reasons))
        score += r.weight;
    v.score = std::clamp(score, 0, 100);
    v.decision = v.score >= 80 ? u"decline"_s : v.score >= 50 ? u"review"_s : u"approve"_s;
    return v;
}

} // namespace paydesk::sandbox
