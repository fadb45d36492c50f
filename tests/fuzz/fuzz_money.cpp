// Fuzzes the money parser and formatter (app/core/money.h). Input: [locale][currency][flags]
// [8 bytes amount][text as UTF-8]. Checks that parseAmount() never crashes on any text in any
// of the locales, and the round trip: whatever formatAmount() shows, parseAmount() reads back
// as the same minor units; a negative amount is shown but refused.

#include "core/currency.h"
#include "core/money.h"
#include "fuzzsupport.h"

#include <QLocale>

using namespace Qt::StringLiterals;
using namespace paydesk;

namespace {

// Every kind of number formatting the app can meet: comma or point decimals; comma, point,
// space, narrow no-break space and apostrophe groups; Indian grouping; minimum grouping
// (es_ES); native digits (Arabic-Indic, Persian, Bengali, Devanagari, Myanmar, Chakma outside
// the BMP); right-to-left signs.
const QList<QLocale> &locales()
{
    static const QList<QLocale> all = [] {
        QList<QLocale> out;
        for (const char *name :
             {"C",     "en_US", "de_DE", "fr_FR",  "de_CH", "fr_CH", "it_CH", "hi_IN", "en_IN",
              "sv_SE", "nb_NO", "fi_FI", "es_ES",  "es_MX", "pt_BR", "pt_PT", "it_IT", "nl_NL",
              "ru_RU", "pl_PL", "cs_CZ", "en_ZA",  "ar_EG", "ar_SA", "fa_IR", "ps_AF", "bn_BD",
              "mr_IN", "ne_NP", "my_MM", "ccp_BD", "he_IL", "ja_JP", "zh_CN", "th_TH", "tr_TR"})
            out << QLocale(QString::fromLatin1(name));
        return out;
    }();
    return all;
}

QString describe(qint64 minor, int exponent, const QLocale &locale, const QString &shown,
                 const QString &error)
{
    return u"minor %1 exponent %2 locale %3 shown \"%4\": %5"_s.arg(minor).arg(exponent).arg(
        locale.name(), shown, error);
}

void checkRoundTrip(qint64 minor, int exponent, const QLocale &locale, bool group,
                    const QString &code)
{
    const QString shown = formatAmount(minor, exponent, locale, group);
    const ParseResult back = parseAmount(shown, exponent, locale, code);
    if (minor < 0) {
        FUZZ_CHECK_MSG(!back.minor && !back.error.isEmpty(),
                       describe(minor, exponent, locale, shown, u"negative accepted"_s));
        return;
    }
    FUZZ_CHECK_MSG(back.minor.has_value(), describe(minor, exponent, locale, shown, back.error));
    FUZZ_CHECK_MSG(*back.minor == minor,
                   describe(minor, exponent, locale, shown, QString::number(*back.minor)));

    // The wire format reads back in the C locale.
    const QString plain = decimalString(minor, exponent);
    const ParseResult wire = parseAmount(plain, exponent, QLocale::c());
    FUZZ_CHECK_MSG(wire.minor == std::optional<qint64>(minor),
                   describe(minor, exponent, QLocale::c(), plain, wire.error));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ByteReader in(data, size);
    const QLocale &locale = locales()[in.byte() % locales().size()];
    const quint8 currencyByte = in.byte();
    const quint8 flags = in.byte();
    const qint64 minor = in.int64();
    const QString text = QString::fromUtf8(in.rest());

    // Mostly real currencies; with flag 1 any exponent up to 24, beyond ISO 4217's 0-4, to
    // cover the digit arithmetic itself.
    const QList<CurrencyInfo> &currencies = Currency::all();
    const CurrencyInfo &currency = currencies[currencyByte % currencies.size()];
    const bool rawExponent = flags & 1;
    const int exponent = rawExponent ? currencyByte % 25 : currency.exponent;
    const QString code = rawExponent ? QString() : currency.code;
    const bool group = flags & 2;

    // Arbitrary text: an amount or an error, never both; an amount is never negative and is
    // shown and read back unchanged.
    const ParseResult parsed = parseAmount(text, exponent, locale, code);
    FUZZ_CHECK(parsed.minor.has_value() == parsed.error.isEmpty());
    if (parsed.minor) {
        FUZZ_CHECK(*parsed.minor >= 0);
        checkRoundTrip(*parsed.minor, exponent, locale, group, code);
    }

    // Arbitrary amounts, the whole qint64 range.
    checkRoundTrip(minor, exponent, locale, group, code);
    const QString money = formatMoney(Money{minor, code}, locale);
    FUZZ_CHECK(money.contains(formatAmount(minor, Currency::exponent(code).value_or(0), locale)));
    return 0;
}
