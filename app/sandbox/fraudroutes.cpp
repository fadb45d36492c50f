// SandboxApi's fraud evaluation route.
#include "core/currency.h"
#include "fraudrules.h"
#include "routesupport.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

HttpResponse SandboxApi::evaluateFraud(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto amount = in.amount(u"amount"_s, true);
    const auto currency = in.currency(u"currency"_s, true);
    in.gateway(u"gateway"_s, false);
    in.string(u"merchant_ref"_s, false, 1, 128);
    FraudInput f;
    static const QRegularExpression countryRe(u"^[A-Z]{2}$"_s);
    if (const auto customer = in.object(u"customer"_s)) {
        json::BodyReader c(*customer);
        const auto email = c.string(u"email"_s, false, 3, 254);
        if (email && !email->contains(u'@'))
            c.fail(u"email"_s, u"must be an email address"_s);
        const auto ip = c.string(u"ip"_s, false, 2, 45);
        if (ip && QHostAddress(*ip).isNull())
            c.fail(u"ip"_s, u"must be an IPv4 or IPv6 address"_s);
        const auto country = c.string(u"country"_s, false, 2, 2);
        if (country && !countryRe.match(*country).hasMatch())
            c.fail(u"country"_s, u"must be an ISO 3166 alpha-2 code"_s);
        for (auto it = c.errors().begin(); it != c.errors().end(); ++it)
            in.fail(u"customer."_s + it.key(), it.value().toString());
        f.email = email.value_or(QString()).toLower();
        f.ip = ip.value_or(QString());
        f.customerCountry = country.value_or(QString());
    }
    if (const auto card = in.object(u"card"_s)) {
        json::BodyReader c(*card);
        static const QRegularExpression binRe(u"^[0-9]{6,8}$"_s);
        const auto bin = c.string(u"bin"_s, false, 6, 8);
        if (bin && !binRe.match(*bin).hasMatch())
            c.fail(u"bin"_s, u"must be 6 to 8 digits"_s);
        const auto country = c.string(u"country"_s, false, 2, 2);
        if (country && !countryRe.match(*country).hasMatch())
            c.fail(u"country"_s, u"must be an ISO 3166 alpha-2 code"_s);
        for (auto it = c.errors().begin(); it != c.errors().end(); ++it)
            in.fail(u"card."_s + it.key(), it.value().toString());
        f.cardBin = bin.value_or(QString());
        f.cardCountry = country.value_or(QString());
    }
    if (!in.ok())
        return fieldError(in.errors());

    const qint64 now = m_clock->nowSecs();
    f.amount = *amount;
    f.exponent = Currency::exponent(*currency).value_or(2);
    if (!f.email.isEmpty())
        f.recentByEmail = m_store.countFraudEvaluations(u"email"_s, f.email, now - 3600);
    if (!f.ip.isEmpty())
        f.recentByIp = m_store.countFraudEvaluations(u"ip"_s, f.ip, now - 3600);
    const FraudVerdict v = sandbox::evaluateFraud(f);
    const QString id = randomId(u"frd_"_s);
    QJsonArray reasons;
    for (const FraudReason &r : v.reasons)
        reasons.append(
            QJsonObject{{u"code"_s, r.code}, {u"message"_s, r.message}, {u"weight"_s, r.weight}});
    const HttpResponse answer = jsonResponse(200, QJsonObject{
                                                      {u"id"_s, id},
                                                      {u"object"_s, u"fraud_evaluation"_s},
                                                      {u"score"_s, v.score},
                                                      {u"decision"_s, v.decision},
                                                      {u"reasons"_s, reasons},
                                                      {u"evaluated_at"_s, json::timestamp(now)},
                                                  });
    // Kept as answered, so that a charge made after it can show what preceded it.
    if (!m_store.insertFraudEvaluation(id, f.email, f.ip, v.score, v.decision, now, answer.body))
        return error(500, u"internal_error"_s, u"The evaluation could not be stored."_s);
    return answer;
}

HttpResponse SandboxApi::getFraudEvaluation(const QString &id)
{
    const auto body = m_store.fraudEvaluationResponse(id);
    if (!body)
        return error(404, u"not_found"_s, u"No fraud evaluation with id %1."_s.arg(id));
    HttpResponse r;
    r.body = *body;
    return r;
}

} // namespace paydesk::sandbox
