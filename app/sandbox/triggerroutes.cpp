// SandboxApi's POST /sandbox/v1/trigger: the state change behind an event kind, made through
// the same steps as the API (a charge; a declined charge; a charge and its full refund), so
// a store developer can make the sandbox send one event on demand (`paydesk trigger`).
#include "routesupport.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

HttpResponse SandboxApi::trigger(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto type = in.string(u"type"_s, true, 1, 64);
    if (type && !eventKinds().contains(*type))
        in.fail(u"type"_s,
                u"unknown event kind '%1'; known: %2"_s.arg(*type, eventKinds().join(u", "_s)));
    const bool failed = type == u"transaction.failed"_s;
    const auto amount = in.amount(u"amount"_s, false);
    const auto currency = in.currency(u"currency"_s, false);
    // A failed charge is the amount rule's: its amount ends in 02; any other charge must not.
    if (amount && failed != (*amount % 100 == 2))
        in.fail(u"amount"_s, failed ? u"must end in 02 minor units for transaction.failed"_s
                                    : u"must not end in 02 minor units (those are declined)"_s);
    if (!in.ok())
        return fieldError(in.errors());
    // It refunds as well: a key that may not refund may not make one happen this way either.
    if (type == u"transaction.refunded"_s && !m_requestKey.allows(u"refunds:write"_s))
        return permissionDenied(req, m_requestKey, u"refunds:write"_s);

    const qint64 now = m_clock->nowSecs();
    const ChargeFields fields{amount.value_or(failed ? 1002 : 2000), currency.value_or(u"USD"_s),
                              u"sandbox_trigger"_s, u"trigger-%1"_s.arg(now), std::nullopt};
    const std::optional<QString> decline =
        failed ? std::optional(Decline::amountRuleMessage()) : std::nullopt;
    ChargeResult r = charge(fields, decline, std::nullopt, now);
    if (!r.ok)
        return error(500, u"internal_error"_s, u"The charge could not be stored."_s);
    QJsonObject out{{u"transaction_id"_s, r.transaction.id}};
    if (type == u"transaction.refunded"_s) {
        const auto refunded = refund(r.transaction, r.transaction.amount,
                                     u"requested_by_customer"_s, std::nullopt, now);
        if (!refunded)
            return error(500, u"internal_error"_s, u"The refund could not be stored."_s);
        out.insert(u"refund_id"_s, refunded->id);
    }
    out.insert(u"event_id"_s, m_lastEventId);
    out.insert(u"type"_s, *type);
    return jsonResponse(201, out);
}

} // namespace paydesk::sandbox
