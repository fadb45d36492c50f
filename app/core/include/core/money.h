#pragma once

#include <QString>
#include <QStringView>
#include <QtGlobal>
#include <QtNumeric>

#include <limits>
#include <optional>

QT_BEGIN_NAMESPACE
class QLocale;
QT_END_NAMESPACE

namespace paydesk {

// Money is always a whole number of minor units (cents for USD, yen for JPY, fils for KWD)
// plus an ISO 4217 code. Never a double: binary floating point cannot hold 0.10 exactly, and
// a payment system must not lose or invent a cent when it adds, refunds or reformats amounts.
// The functions below take the currency's exponent (see Currency::exponent()) explicitly.
struct Money
{
    qint64 minor = 0;
    QString currency;

    friend bool operator==(const Money &, const Money &) = default;
};

// The exact amount as a plain, locale-independent string: '.' as decimal point, no grouping,
// '-' for negatives; for logs, files and the wire. (12345, 2) -> "123.45", (-5, 2) -> "-0.05",
// (7, 0) -> "7", (1, 3) -> "0.001". Works for the whole qint64 range, INT64_MIN included.
QString decimalString(qint64 minor, int exponent);

// The exact amount for people reading it in `locale`: its digits, decimal point, group
// separator and negative sign, always `exponent` decimals. en_US "1,234.56", de_DE "1.234,56",
// fr_FR "1 234,56" (U+202F as group separator). With groupDigits the locale's own number
// options still apply (QLocale::OmitGroupSeparator suppresses grouping); without it, never
// grouped.
QString formatAmount(qint64 minor, int exponent, const QLocale &locale, bool groupDigits = true);

// formatAmount() by the exponent of `currency`. For a currency PayDesk does not know, the
// integer of minor units the service sent, marked "… minor units", instead of a guess at its
// decimals.
QString formatAmountIn(qint64 minor, const QString &currency, const QLocale &locale);

// formatAmount() with the ISO code on the side where `locale` puts a currency symbol, joined
// by a no-break space so a table cell never wraps between the two: en_US "USD 1,234.56",
// de_DE "1.234,56 EUR". An unknown code is shown with exponent 0, i.e. in minor units, so no
// decimal point is ever invented.
QString formatMoney(const Money &money, const QLocale &locale);

// The amount in major units as a double (12.5 for 1250 cents), for what only draws it: a
// chart's bar heights and axis range. Every number a person reads is formatted from the exact
// minor units instead. Exact whenever the amount is (|minor| up to 2^53 and 10^exponent up
// to 10^22); the nearest double beyond.
double toMajor(qint64 minor, int exponent);

// Whether `typed` is `minor` as formatAmount() shows it in `locale`, grouped or not: how a
// person confirms an amount by typing it again. Exact text, not a parsed value ("50" is not
// 50.00, "12.5" not 12.50), except that surrounding whitespace is ignored and a plain space
// stands for the no-break spaces some locales group with (U+00A0, U+202F), which nobody can
// type. Empty text never matches.
bool amountMatches(QStringView typed, qint64 minor, int exponent, const QLocale &locale);

// The outcome of parseAmount(): either minor is set, or error holds a translated sentence
// that can be shown to the user as it is.
struct ParseResult
{
    std::optional<qint64> minor;
    QString error;
};

// Parses an amount typed by a user in `locale` into minor units. Strict so that a misread
// amount is an error, never a wrong payment: digits (ASCII or the locale's), at most one
// locale decimal point followed by at most `exponent` digits, and the locale's group separator
// only between correctly sized groups in the integer part (for locales that group with a
// space, any of U+0020, U+00A0, U+202F is accepted). Surrounding whitespace is ignored.
// Rejected with an error: empty input, a sign ('+' or '-': amounts are never negative here),
// anything else that is not a number, misplaced group separators ("1,23.45" in en_US), more
// decimals than the currency has ("1.234" for USD), and values beyond qint64. "0" is 0:
// whether zero is allowed is the caller's decision. `currencyCode`, if given, names the
// currency in error messages ("JPY has no decimal places.").
ParseResult parseAmount(QStringView text, int exponent, const QLocale &locale,
                        QStringView currencyCode = {});

// The absolute values of a report's amounts added up, saying when they pass the largest 64-bit
// integer. When every amount a report adds or subtracts fits together (fits()), none of its
// totals, running balances or changes can overflow; when not, the report is refused with an
// error rather than shown with a wrapped-around number.
class MagnitudeSum
{
public:
    void add(qint64 amount)
    {
        if (!m_fits)
            return;
        if (amount == std::numeric_limits<qint64>::min())
            m_fits = false;
        else
            m_fits = !qAddOverflow(m_sum, amount < 0 ? -amount : amount, &m_sum);
    }
    bool fits() const { return m_fits; }

private:
    qint64 m_sum = 0;
    bool m_fits = true;
};

} // namespace paydesk
