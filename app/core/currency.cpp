#include "core/currency.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace paydesk {
namespace {

struct Entry
{
    std::string_view code;
    int exponent;
};

// Active ISO 4217 currencies (List One as at 2026-01-01) with their minor-unit exponents.
// Left out on purpose, because no card payment is ever made in them:
//  - fund codes (BOV, CHE, CHW, COU, MXV, USN, UYI), except CLF, which is used to price
//    contracts in Chile; UYW is not a fund code in ISO 4217;
//  - metals (XAG, XAU, XPD, XPT), bond-market units (XBA-XBD), units of account (XAD, XDR,
//    XSU, XUA), and the testing and no-currency codes (XTS, XXX);
//  - withdrawn codes (ANG, BGN, CUC, HRK, SLL, ZWL, ...): a code must be in this table only
//    while it is current.
// Keep it sorted by code: lookup is a binary search and a static_assert checks the order.
constexpr std::array kCurrencies = std::to_array<Entry>({
    {"AED", 2}, {"AFN", 2}, {"ALL", 2}, {"AMD", 2}, {"AOA", 2}, {"ARS", 2}, {"AUD", 2}, {"AWG", 2},
    {"AZN", 2}, {"BAM", 2}, {"BBD", 2}, {"BDT", 2}, {"BHD", 3}, {"BIF", 0}, {"BMD", 2}, {"BND", 2},
    {"BOB", 2}, {"BRL", 2}, {"BSD", 2}, {"BTN", 2}, {"BWP", 2}, {"BYN", 2}, {"BZD", 2}, {"CAD", 2},
    {"CDF", 2}, {"CHF", 2}, {"CLF", 4}, {"CLP", 0}, {"CNY", 2}, {"COP", 2}, {"CRC", 2}, {"CUP", 2},
    {"CVE", 2}, {"CZK", 2}, {"DJF", 0}, {"DKK", 2}, {"DOP", 2}, {"DZD", 2}, {"EGP", 2}, {"ERN", 2},
    {"ETB", 2}, {"EUR", 2}, {"FJD", 2}, {"FKP", 2}, {"GBP", 2}, {"GEL", 2}, {"GHS", 2}, {"GIP", 2},
    {"GMD", 2}, {"GNF", 0}, {"GTQ", 2}, {"GYD", 2}, {"HKD", 2}, {"HNL", 2}, {"HTG", 2}, {"HUF", 2},
    {"IDR", 2}, {"ILS", 2}, {"INR", 2}, {"IQD", 3}, {"IRR", 2}, {"ISK", 0}, {"JMD", 2}, {"JOD", 3},
    {"JPY", 0}, {"KES", 2}, {"KGS", 2}, {"KHR", 2}, {"KMF", 0}, {"KPW", 2}, {"KRW", 0}, {"KWD", 3},
    {"KYD", 2}, {"KZT", 2}, {"LAK", 2}, {"LBP", 2}, {"LKR", 2}, {"LRD", 2}, {"LSL", 2}, {"LYD", 3},
    {"MAD", 2}, {"MDL", 2}, {"MGA", 2}, {"MKD", 2}, {"MMK", 2}, {"MNT", 2}, {"MOP", 2}, {"MRU", 2},
    {"MUR", 2}, {"MVR", 2}, {"MWK", 2}, {"MXN", 2}, {"MYR", 2}, {"MZN", 2}, {"NAD", 2}, {"NGN", 2},
    {"NIO", 2}, {"NOK", 2}, {"NPR", 2}, {"NZD", 2}, {"OMR", 3}, {"PAB", 2}, {"PEN", 2}, {"PGK", 2},
    {"PHP", 2}, {"PKR", 2}, {"PLN", 2}, {"PYG", 0}, {"QAR", 2}, {"RON", 2}, {"RSD", 2}, {"RUB", 2},
    {"RWF", 0}, {"SAR", 2}, {"SBD", 2}, {"SCR", 2}, {"SDG", 2}, {"SEK", 2}, {"SGD", 2}, {"SHP", 2},
    {"SLE", 2}, {"SOS", 2}, {"SRD", 2}, {"SSP", 2}, {"STN", 2}, {"SVC", 2}, {"SYP", 2}, {"SZL", 2},
    {"THB", 2}, {"TJS", 2}, {"TMT", 2}, {"TND", 3}, {"TOP", 2}, {"TRY", 2}, {"TTD", 2}, {"TWD", 2},
    {"TZS", 2}, {"UAH", 2}, {"UGX", 0}, {"USD", 2}, {"UYU", 2}, {"UYW", 4}, {"UZS", 2}, {"VED", 2},
    {"VES", 2}, {"VND", 0}, {"VUV", 0}, {"WST", 2}, {"XAF", 0}, {"XCD", 2}, {"XCG", 2}, {"XOF", 0},
    {"XPF", 0}, {"YER", 2}, {"ZAR", 2}, {"ZMW", 2}, {"ZWG", 2},
});

constexpr bool isWellFormed()
{
    for (const Entry &e : kCurrencies) {
        if (e.code.size() != 3 || e.exponent < 0 || e.exponent > 4)
            return false;
        for (const char c : e.code) {
            if (c < 'A' || c > 'Z')
                return false;
        }
    }
    // Strictly ascending: sorted for the binary search, and no code twice.
    return std::ranges::adjacent_find(kCurrencies, std::ranges::greater_equal{}, &Entry::code) ==
           kCurrencies.end();
}
static_assert(isWellFormed(), "kCurrencies must hold unique uppercase codes in ascending order");

} // namespace

namespace Currency {

std::optional<int> exponent(QStringView code)
{
    // Only the canonical spelling is a currency code: "usd", " USD" or "US" are not, so
    // callers normalise (or reject) input explicitly instead of relying on a lenient lookup.
    if (code.size() != 3)
        return std::nullopt;
    std::array<char, 3> key{};
    for (qsizetype i = 0; i < 3; ++i) {
        const char16_t c = code[i].unicode();
        if (c < u'A' || c > u'Z')
            return std::nullopt;
        key[i] = char(c);
    }
    const std::string_view wanted(key.data(), key.size());
    const auto it = std::ranges::lower_bound(kCurrencies, wanted, {}, &Entry::code);
    if (it == kCurrencies.end() || it->code != wanted)
        return std::nullopt;
    return it->exponent;
}

bool isKnown(QStringView code)
{
    return exponent(code).has_value();
}

const QList<CurrencyInfo> &all()
{
    // Built once on first use (thread-safe static); the table is already in code order.
    static const QList<CurrencyInfo> list = [] {
        QList<CurrencyInfo> result;
        result.reserve(qsizetype(kCurrencies.size()));
        for (const Entry &e : kCurrencies)
            result.append(
                {QString::fromLatin1(e.code.data(), qsizetype(e.code.size())), e.exponent});
        return result;
    }();
    return list;
}

} // namespace Currency
} // namespace paydesk
