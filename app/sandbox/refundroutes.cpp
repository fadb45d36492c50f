// SandboxApi's refund routes: refunding a transaction, the refund lists and lookups.
#include "routesupport.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

const QStringList RefundReasons = {u"requested_by_customer"_s, u"duplicate"_s, u"fraudulent"_s,
                                   u"other"_s};

} // namespace

HttpResponse SandboxApi::createRefund(const HttpRequest &req, const QString &transactionId)
{
    ParsedBody body;
    if (req.body.trimmed().isEmpty()) {
        body.object = {}; // every field is optional
    } else {
        body = parseJsonBody(req);
        if (body.error)
            return *body.error;
    }
    json::BodyReader in(body.object, body.numberTokens);
    const auto amount = in.amount(u"amount"_s, false);
    const auto reason = in.oneOf(u"reason"_s, RefundReasons, false);
    const auto note = in.string(u"note"_s, false, 0, 1000);
    if (!in.ok())
        return fieldError(in.errors());

    auto t = m_store.transaction(transactionId);
    if (!t)
        return error(404, u"not_found"_s, u"No transaction with id %1."_s.arg(transactionId));
    if (t->status != u"captured"_s && t->status != u"partially_refunded"_s)
        return error(409, u"transaction_not_refundable"_s,
                     u"Transaction %1 is %2; only captured or partially refunded transactions"
                     " can be refunded."_s.arg(t->id, t->status),
                     {{u"transaction_id"_s, t->id}, {u"status"_s, t->status}});
    const qint64 remaining = t->amount - t->amountRefunded;
    const qint64 refundAmount = amount.value_or(remaining);
    if (refundAmount > remaining)
        return error(422, u"refund_exceeds_remaining"_s,
                     u"The refund of %1 exceeds the %2 that remains refundable."_s.arg(refundAmount)
                         .arg(remaining),
                     {{u"remaining"_s, remaining}, {u"transaction_id"_s, t->id}});

    const auto r = refund(*t, refundAmount, reason.value_or(u"requested_by_customer"_s), note,
                          m_clock->nowSecs());
    if (!r)
        return error(500, u"internal_error"_s, u"The refund could not be stored."_s);
    return jsonResponse(201, json::refund(*r));
}

std::optional<RefundRecord> SandboxApi::refund(TransactionRecord &t, qint64 amount,
                                               const QString &reason,
                                               const std::optional<QString> &note, qint64 now)
{
    RefundRecord r;
    r.id = randomId(u"ref_"_s);
    r.transactionId = t.id;
    r.merchantId = m_store.merchantId();
    r.amount = amount;
    r.currency = t.currency;
    r.reason = reason;
    r.note = note;
    r.status = u"succeeded"_s;
    r.createdAt = now;
    t.amountRefunded += amount;
    t.status = t.amountRefunded == t.amount ? u"refunded"_s : u"partially_refunded"_s;
    t.updatedAt = now;
    if (!m_store.insertRefund(r) ||
        !m_store.updateTransactionRefund(t.id, t.status, t.amountRefunded, now) ||
        !m_store.post(r.id, r.currency, now,
                      {{Account::Refunds, amount, 0}, {Account::GatewayReceivable, 0, amount}}) ||
        !emitEvent(u"transaction.refunded"_s, t, &r, now))
        return std::nullopt;
    return r;
}

HttpResponse SandboxApi::listRefunds(const HttpRequest &req, const QString &transactionId)
{
    ListParams p = readListParams(req.query);
    p.filter.transactionId = transactionId.isEmpty()
                                 ? req.query.queryItemValue(u"transaction_id"_s, QUrl::FullyDecoded)
                                 : transactionId;
    if (!p.errors.isEmpty())
        return fieldError(p.errors);
    if (!transactionId.isEmpty() && !m_store.transaction(transactionId))
        return error(404, u"not_found"_s, u"No transaction with id %1."_s.arg(transactionId));
    const qint64 maxSeq = p.cursor ? p.cursor->maxSeq : currentMaxSeq(m_store, u"refunds"_s);
    const ListCursor pin =
        p.cursor.value_or(ListCursor{std::numeric_limits<qint64>::max(), u"\U0010FFFF"_s, maxSeq});
    Page<RefundRecord> page = m_store.listRefunds(p.filter, p.limit, pin);
    setNextCursor(page, p.cursor, maxSeq);
    return pageResponse(page, json::appendRefund);
}

HttpResponse SandboxApi::getRefund(const QString &id)
{
    const auto r = m_store.refund(id);
    if (!r)
        return error(404, u"not_found"_s, u"No refund with id %1."_s.arg(id));
    return jsonResponse(200, json::refund(*r));
}

} // namespace paydesk::sandbox
