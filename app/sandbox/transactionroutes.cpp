// SandboxApi's transaction routes, and the charge and event steps the other routes share.
#include "core/currency.h"
#include "routesupport.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

const QStringList KnownStatuses = {u"captured"_s, u"failed"_s, u"refunded"_s,
                                   u"partially_refunded"_s};

} // namespace

SandboxApi::ChargeResult SandboxApi::charge(const ChargeFields &c,
                                            const std::optional<QString> &declineMessage,
                                            const std::optional<QString> &fraudEvaluationId,
                                            qint64 now)
{
    ChargeResult out;
    const bool declined = declineMessage.has_value();
    const QString &currency = c.currency;
    const qint64 amount = c.amount;
    TransactionRecord &t = out.transaction;
    t.id = randomId(u"txn_"_s);
    t.merchantId = m_store.merchantId();
    t.status = declined ? u"failed"_s : u"captured"_s;
    t.amount = amount;
    t.currency = currency;
    t.gateway = c.gateway;
    t.merchantRef = c.merchantRef;
    t.description = c.description;
    t.createdAt = now;
    t.updatedAt = now;
    if (declined) {
        t.failureCode = Decline::code();
        t.failureMessage = declineMessage;
    }
    t.fraudEvaluationId = fraudEvaluationId;
    const int exponent = Currency::exponent(currency).value_or(2);
    const qint64 fee = declined ? 0 : processingFee(amount, exponent);
    if (!m_store.insertTransaction(t, fee))
        return out;
    if (!declined && !m_store.post(t.id, currency, now,
                                   {{Account::GatewayReceivable, amount - fee, 0},
                                    {Account::ProcessingFees, fee, 0},
                                    {Account::Sales, 0, amount}}))
        return out;
    if (!emitEvent(declined ? u"transaction.failed"_s : u"transaction.captured"_s, t, nullptr, now))
        return out;
    out.ok = true;
    return out;
}

bool SandboxApi::emitEvent(const QString &type, const TransactionRecord &t,
                           const RefundRecord *refund, qint64 now)
{
    const QString id = randomId(u"evt_"_s);
    QJsonObject data{{u"object"_s, json::transaction(t)}};
    if (refund)
        data.insert(u"refund"_s, json::refund(*refund));
    const QJsonObject payload{
        {u"id"_s, id},
        {u"type"_s, type},
        {u"created_at"_s, json::timestamp(now)},
        {u"data"_s, data},
    };
    const QList<DeliveryTarget> targets = deliveryTargets(type);
    if (!m_store.insertEvent(id, type, t.id, now,
                             QJsonDocument(payload).toJson(QJsonDocument::Compact)) ||
        !m_store.insertDeliveries(id, targets, m_clock->nowMs()))
        return false;
    m_eventsPending = m_eventsPending || !targets.isEmpty();
    m_lastEventId = id;
    return true;
}

HttpResponse SandboxApi::createTransaction(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto c = readChargeFields(in);
    const auto evaluationId = in.string(u"fraud_evaluation_id"_s, false, 1, 64);
    if (evaluationId && !m_store.fraudEvaluationResponse(*evaluationId))
        in.fail(u"fraud_evaluation_id"_s, u"no fraud evaluation with this id"_s);
    if (!in.ok())
        return fieldError(in.errors());

    // The documented sandbox rule: an amount ending in 02 minor units is declined.
    std::optional<QString> decline;
    if (c->amount % 100 == 2)
        decline = Decline::amountRuleMessage();
    const ChargeResult r = charge(*c, decline, evaluationId, m_clock->nowSecs());
    if (!r.ok)
        return error(500, u"internal_error"_s, u"The charge could not be stored."_s);
    if (decline)
        return error(402, Decline::code(), *decline, {{u"transaction_id"_s, r.transaction.id}});
    return jsonResponse(201, json::transaction(r.transaction));
}

HttpResponse SandboxApi::listTransactions(const HttpRequest &req)
{
    ListParams p = readListParams(req.query);
    const auto value = [&](const QString &key) {
        return req.query.queryItemValue(key, QUrl::FullyDecoded);
    };
    const QString status = value(u"status"_s);
    if (!status.isEmpty()) {
        for (const QString &s : status.split(u',', Qt::SkipEmptyParts)) {
            const QString t = s.trimmed();
            if (!KnownStatuses.contains(t))
                p.errors.insert(u"status"_s, u"unknown status '%1'; known: %2"_s.arg(
                                                 t, KnownStatuses.join(u", "_s)));
            p.filter.statuses << t;
        }
    }
    const QString gateway = value(u"gateway"_s);
    if (!gateway.isEmpty() && !json::isValidGateway(gateway))
        p.errors.insert(u"gateway"_s, u"must match ^[a-z0-9_]{1,32}$"_s);
    p.filter.gateway = gateway;
    const QString currency = value(u"currency"_s);
    if (!currency.isEmpty() && !Currency::isKnown(currency))
        p.errors.insert(u"currency"_s, u"is not a known ISO 4217 currency code"_s);
    p.filter.currency = currency;
    if (!p.errors.isEmpty())
        return fieldError(p.errors);

    const qint64 maxSeq = p.cursor ? p.cursor->maxSeq : currentMaxSeq(m_store, u"transactions"_s);
    std::optional<ListCursor> cursor = p.cursor;
    Page<TransactionRecord> page;
    if (cursor) {
        page = m_store.listTransactions(p.filter, p.limit, cursor);
    } else {
        // First page: pin the snapshot to the rows that exist now.
        ListCursor pin{std::numeric_limits<qint64>::max(), u"\U0010FFFF"_s, maxSeq};
        page = m_store.listTransactions(p.filter, p.limit, pin);
    }
    setNextCursor(page, cursor, maxSeq);
    return pageResponse(page, json::appendTransaction);
}

HttpResponse SandboxApi::getTransaction(const QString &id)
{
    const auto t = m_store.transaction(id);
    if (!t)
        return error(404, u"not_found"_s, u"No transaction with id %1."_s.arg(id));
    return jsonResponse(200, json::transaction(*t));
}

} // namespace paydesk::sandbox
