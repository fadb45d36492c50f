#include "apitypes.h"

#include <algorithm>

namespace paydesk::api {

namespace {

// What was refunded, within [0, amount], and the status it makes: refunded when nothing
// remains, partially refunded when some does; nothing refunded leaves the status alone.
Transaction withRefunded(Transaction t, qint64 refunded)
{
    t.amountRefunded = std::clamp<qint64>(refunded, 0, std::max<qint64>(t.amount, 0));
    if (t.amountRefunded > 0)
        t.status = TransactionStatus(t.refundable() == 0 ? TransactionStatus::Refunded
                                                         : TransactionStatus::PartiallyRefunded)
                       .wire();
    return t;
}

} // namespace

qint64 Transaction::refundable() const
{
    // Over-refunded figures (a service bug, or a guess after a failed re-read) offer nothing,
    // never a negative refund. Saturates instead of overflowing on absurd ones.
    if (amountRefunded <= 0)
        return std::max<qint64>(amount, 0);
    return amount > amountRefunded ? amount - amountRefunded : 0;
}

qint64 Transaction::refundableAfter(qint64 refund) const
{
    const qint64 remaining = refundable();
    return refund >= remaining ? 0 : remaining - std::max<qint64>(refund, 0);
}

bool Transaction::isRefundable() const
{
    return TransactionStatus(status).allowsRefund() && refundable() > 0;
}

Transaction Transaction::afterRefund(qint64 refund) const
{
    // Added in steps that cannot overflow: what is refunded never exceeds the amount.
    return withRefunded(*this, amount - refundableAfter(refund));
}

std::optional<Transaction> Transaction::withRemaining(qint64 remaining) const
{
    if (remaining < 0 || remaining > amount)
        return std::nullopt;
    return withRefunded(*this, amount - remaining);
}

} // namespace paydesk::api
