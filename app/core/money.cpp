#include "core/money.h"

#include "core/currency.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QStringList>
#include <QtNumeric>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk {
namespace {

// Exponents are small (0-4 for ISO 4217); a negative one is a caller bug.
int checkedExponent(int exponent)
{
    Q_ASSERT_X(exponent >= 0, "paydesk::money", "negative currency exponent");
    return std::max(exponent, 0);
}

// An amount taken apart into the pieces every formatter needs, with plain integer arithmetic.
struct Parts
{
    bool negative = false;
    quint64 integer = 0; // whole units
    QString fraction;    // exactly `exponent` ASCII digits
};

Parts split(qint64 minor, int exponent)
{
    Parts parts;
    parts.negative = minor < 0;
    // The magnitude in unsigned arithmetic: -INT64_MIN does not fit in qint64, but in quint64.
    const quint64 magnitude = parts.negative ? quint64(0) - quint64(minor) : quint64(minor);
    // Split the decimal digits rather than dividing by 10^exponent, so any exponent works.
    const QString digits = QString::number(magnitude).rightJustified(exponent + 1, u'0');
    const qsizetype integerLength = digits.size() - exponent;
    parts.integer = QStringView(digits).left(integerLength).toULongLong();
    parts.fraction = digits.mid(integerLength);
    return parts;
}

char32_t zeroDigit(const QLocale &locale)
{
    const QList<uint> zero = locale.zeroDigit().toUcs4();
    return zero.isEmpty() ? U'0' : char32_t(zero.first());
}

// ASCII digits rewritten in the locale's digits (Arabic-Indic, Devanagari, ...), if it has own.
QString localizedDigits(const QString &asciiDigits, const QLocale &locale)
{
    const char32_t zero = zeroDigit(locale);
    if (zero == U'0')
        return asciiDigits;
    QString result;
    result.reserve(asciiDigits.size() * 2);
    for (const QChar c : asciiDigits) {
        const char32_t digit = zero + char32_t(c.unicode() - u'0');
        if (QChar::requiresSurrogates(digit)) {
            result += QChar(QChar::highSurrogate(digit));
            result += QChar(QChar::lowSurrogate(digit));
        } else {
            result += QChar(char16_t(digit));
        }
    }
    return result;
}

// A well-formed amount of the given exponent to quote in error messages: 1,234.56 in en_US.
QString exampleAmount(int exponent, const QLocale &locale)
{
    qint64 minor = 1234;
    for (int i = 0; i < std::min(exponent, 12); ++i)
        minor = minor * 10 + (5 + i) % 10;
    return formatAmount(minor, std::min(exponent, 12), locale);
}

ParseResult failure(QString error)
{
    return ParseResult{std::nullopt, std::move(error)};
}

// The digit starting at text[i]: ASCII or the locale's own digits. value is -1 if none.
struct Digit
{
    int value = -1;
    qsizetype length = 0;
};

Digit digitAt(QStringView text, qsizetype i, char32_t zero)
{
    const QChar c = text[i];
    if (c >= u'0' && c <= u'9')
        return {c.unicode() - u'0', 1};
    char32_t codePoint = c.unicode();
    qsizetype length = 1;
    if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
        codePoint = QChar::surrogateToUcs4(c, text[i + 1]);
        length = 2;
    }
    if (zero != U'0' && codePoint >= zero && codePoint <= zero + 9)
        return {int(codePoint - zero), length};
    return {};
}

// What users type as the locale's group separator. Locales that group with a (narrow)
// no-break space get every space, because nobody can type U+202F; the Swiss ’ also gets the
// apostrophe on the keyboard.
QStringList groupSeparators(const QLocale &locale)
{
    const QString separator = locale.groupSeparator();
    QStringList result{separator};
    if (separator.size() == 1 && separator.front().isSpace())
        result << u" "_s << u"\u00A0"_s << u"\u202F"_s;
    if (separator == u"\u2019" || separator == u"'")
        result << u"'"_s << u"\u2019"_s;
    return result;
}

// Sizes of the digit groups in the locale's own grouping of `value`, e.g. {2, 2, 3} for
// 12,34,567 in hi_IN. Covers groupings that are not uniformly three digits wide.
QList<qsizetype> localeGroups(quint64 value, QLocale locale)
{
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    const QString formatted = locale.toString(value);
    const char32_t zero = zeroDigit(locale);
    QList<qsizetype> groups{0};
    for (qsizetype i = 0; i < formatted.size();) {
        const Digit digit = digitAt(formatted, i, zero);
        if (digit.value >= 0) {
            ++groups.last();
            i += digit.length;
        } else {
            if (groups.last() > 0)
                groups.append(0);
            ++i;
        }
    }
    return groups;
}

// Group separators must sit where they would when the amount is formatted: first group of
// one to three digits, then groups of three, or exactly the locale's own grouping; no leading
// zero and no empty group ("1,,234", "1,234,", ",5").
bool groupingIsValid(const QString &integerDigits, const QList<qsizetype> &groups,
                     const QLocale &locale)
{
    if (groups.size() < 2)
        return true;
    if (integerDigits.startsWith(u'0') || groups.contains(0))
        return false;
    const bool threes =
        groups.first() <= 3 &&
        std::all_of(groups.begin() + 1, groups.end(), [](qsizetype size) { return size == 3; });
    if (threes)
        return true;
    bool fits = false;
    const quint64 value = integerDigits.toULongLong(&fits);
    return fits && localeGroups(value, locale) == groups;
}

// Spaces as typed: trimmed, and the no-break spaces a locale groups with as plain ones.
QString plainSpaces(QStringView text)
{
    QString s = text.trimmed().toString();
    s.replace(QChar(0x00A0), u' ');
    s.replace(QChar(0x202F), u' ');
    return s;
}

} // namespace

double toMajor(qint64 minor, int exponent)
{
    exponent = checkedExponent(exponent);
    // Powers of ten up to 10^22 are exact doubles, so one division rounds once, correctly.
    double scale = 1;
    for (int i = 0; i < exponent; ++i)
        scale *= 10;
    return double(minor) / scale;
}

bool amountMatches(QStringView typed, qint64 minor, int exponent, const QLocale &locale)
{
    const QString t = plainSpaces(typed);
    return !t.isEmpty() && (t == plainSpaces(formatAmount(minor, exponent, locale, false)) ||
                            t == plainSpaces(formatAmount(minor, exponent, locale, true)));
}

QString decimalString(qint64 minor, int exponent)
{
    exponent = checkedExponent(exponent);
    const Parts parts = split(minor, exponent);
    QString result = parts.negative ? u"-"_s : QString();
    result += QString::number(parts.integer);
    if (exponent > 0)
        result += QChar(u'.') + parts.fraction;
    return result;
}

QString formatAmountIn(qint64 minor, const QString &currency, const QLocale &locale)
{
    if (const auto exponent = Currency::exponent(currency))
        return formatAmount(minor, *exponent, locale);
    return QCoreApplication::translate("Money", "%1 minor units")
        .arg(formatAmount(minor, 0, locale));
}

QString formatAmount(qint64 minor, int exponent, const QLocale &locale, bool groupDigits)
{
    exponent = checkedExponent(exponent);
    const Parts parts = split(minor, exponent);
    QLocale numberLocale = locale;
    if (!groupDigits)
        numberLocale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    // The integer overload of QLocale::toString is exact and brings the locale's digits and
    // grouping (including non-uniform ones such as hi_IN); the fraction is done by hand.
    QString result = parts.negative ? locale.negativeSign() : QString();
    result += numberLocale.toString(parts.integer);
    if (exponent > 0)
        result += locale.decimalPoint() + localizedDigits(parts.fraction, locale);
    return result;
}

QString formatMoney(const Money &money, const QLocale &locale)
{
    const QString amount =
        formatAmount(money.minor, Currency::exponent(money.currency).value_or(0), locale);
    // Ask the locale where it puts a currency symbol instead of keeping a list of locales.
    const QString probe = locale.toCurrencyString(qlonglong(1), u"X"_s);
    const bool codeFirst = probe.indexOf(u'X') < probe.indexOf(locale.toString(qlonglong(1)));
    return codeFirst ? money.currency + u'\u00A0' + amount : amount + u'\u00A0' + money.currency;
}

ParseResult parseAmount(QStringView text, int exponent, const QLocale &locale,
                        QStringView currencyCode)
{
    exponent = checkedExponent(exponent);
    const QStringView input = text.trimmed();
    if (input.isEmpty())
        return failure(QCoreApplication::translate("Money", "Enter an amount."));

    const auto startsWithSign = [input](QChar ascii, const QString &localeSign) {
        return input.startsWith(ascii) || (!localeSign.isEmpty() && input.startsWith(localeSign));
    };
    if (startsWithSign(u'+', locale.positiveSign()))
        return failure(
            QCoreApplication::translate("Money", "Enter the amount without a plus sign."));
    if (startsWithSign(u'-', locale.negativeSign()) || input.startsWith(u'\u2212'))
        return failure(QCoreApplication::translate("Money", "The amount cannot be negative."));

    const auto notANumber = [&] {
        return failure(
            QCoreApplication::translate("Money", "Enter the amount as a number, for example %1.")
                .arg(exampleAmount(exponent, locale)));
    };

    const QString decimalPoint = locale.decimalPoint();
    const QStringList separators = groupSeparators(locale);
    const char32_t zero = zeroDigit(locale);

    QString integerDigits;      // ASCII
    QString fractionDigits;     // ASCII
    QList<qsizetype> groups{0}; // digit counts between group separators in the integer part
    bool seenPoint = false;
    bool separatorInFraction = false;
    for (qsizetype i = 0; i < input.size();) {
        const QStringView rest = input.sliced(i);
        if (const Digit digit = digitAt(input, i, zero); digit.value >= 0) {
            const QChar ascii(char16_t(u'0' + digit.value));
            if (seenPoint) {
                fractionDigits += ascii;
            } else {
                integerDigits += ascii;
                ++groups.last();
            }
            i += digit.length;
            continue;
        }
        if (rest.startsWith(decimalPoint)) {
            if (seenPoint)
                return notANumber();
            seenPoint = true;
            i += decimalPoint.size();
            continue;
        }
        const auto separator = std::find_if(separators.cbegin(), separators.cend(),
                                            [&](const QString &s) { return rest.startsWith(s); });
        if (separator == separators.cend())
            return notANumber();
        if (seenPoint)
            separatorInFraction = true;
        else
            groups.append(0);
        i += separator->size();
    }
    // Digits are required, and a decimal point must be followed by some: "12." is unfinished.
    if ((integerDigits.isEmpty() && fractionDigits.isEmpty()) ||
        (seenPoint && fractionDigits.isEmpty()))
        return notANumber();

    if (separatorInFraction || !groupingIsValid(integerDigits, groups, locale)) {
        return failure(QCoreApplication::translate(
                           "Money",
                           "The digit group separators are in the wrong place: write the amount "
                           "like %1 or leave them out.")
                           .arg(exampleAmount(exponent, locale)));
    }

    if (fractionDigits.size() > exponent) {
        if (exponent == 0) {
            return failure(
                currencyCode.isEmpty()
                    ? QCoreApplication::translate("Money", "This currency has no decimal places.")
                    : QCoreApplication::translate("Money", "%1 has no decimal places.")
                          .arg(currencyCode));
        }
        return failure(
            currencyCode.isEmpty()
                ? QCoreApplication::translate(
                      "Money", "This currency allows at most %n decimal places.", nullptr, exponent)
                : QCoreApplication::translate("Money", "%1 allows at most %n decimal places.",
                                              nullptr, exponent)
                      .arg(currencyCode));
    }

    // Shift the digits into minor units, padding the fraction with zeros up to the exponent.
    qint64 minor = 0;
    const auto appendDigit = [&minor](int digit) {
        return !qMulOverflow(minor, qint64(10), &minor) &&
               !qAddOverflow(minor, qint64(digit), &minor);
    };
    bool fits = true;
    const QString digits = integerDigits + fractionDigits;
    for (const QChar c : digits)
        fits = fits && appendDigit(c.unicode() - u'0');
    for (qsizetype i = fractionDigits.size(); i < exponent; ++i)
        fits = fits && appendDigit(0);
    if (!fits)
        return failure(QCoreApplication::translate("Money", "The amount is too large."));

    return ParseResult{minor, QString()};
}

} // namespace paydesk
