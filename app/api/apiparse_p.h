#pragma once

// Shared by the two readers of the service's answers: the strict one (apiparse.cpp) and the
// fast path for pages of transactions (fastpage.cpp). Not part of the client's interface.

#include <QString>

#include <algorithm>

namespace paydesk::api::parse {

// Integers beyond 2^53 cannot pass through every JSON implementation exactly; the service
// never sends them, so one that arrives is treated as malformed rather than trusted.
constexpr qint64 MaxSafeInteger = (qint64(1) << 53);

// Values that repeat on every row (status, currency, gateway, merchant id) share one string:
// a loaded page costs a fraction of the memory. Bounded, per thread, never freed early.
QString interned(const QString &value);

// An ISO 4217 code as the contract spells it: three uppercase letters.
inline bool isCurrencyCode(const QString &s)
{
    return s.size() == 3 &&
           std::all_of(s.cbegin(), s.cend(), [](QChar c) { return c >= u'A' && c <= u'Z'; });
}

} // namespace paydesk::api::parse
