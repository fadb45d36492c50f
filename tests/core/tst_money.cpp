#include "core/currency.h"
#include "core/money.h"

#include <QHash>
#include <QLocale>
#include <QRandomGenerator>
#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;
using paydesk::Money;

namespace {

constexpr qint64 kMax = std::numeric_limits<qint64>::max();
constexpr qint64 kMin = std::numeric_limits<qint64>::min();

// The error kinds parseAmount() reports; the test spells out the sentence expected for each.
enum class Error { Empty, Plus, Negative, NotANumber, Grouping, Decimals, Overflow };

// The example amount the error messages quote, per locale and exponent.
QString example(const QString &locale, int exponent)
{
    static const QHash<QString, QString> examples{
        {u"en_US/0"_s, u"1,234"_s},          {u"en_US/2"_s, u"1,234.56"_s},
        {u"en_US/3"_s, u"1,234.567"_s},      {u"de_DE/0"_s, u"1.234"_s},
        {u"de_DE/2"_s, u"1.234,56"_s},       {u"de_DE/3"_s, u"1.234,567"_s},
        {u"fr_FR/0"_s, u"1\u202F234"_s},     {u"fr_FR/2"_s, u"1\u202F234,56"_s},
        {u"fr_FR/3"_s, u"1\u202F234,567"_s}, {u"hi_IN/2"_s, u"1,234.56"_s},
        {u"de_CH/2"_s, u"1\u2019234.56"_s},
    };
    const QString key = locale + u'/' + QString::number(exponent);
    Q_ASSERT_X(examples.contains(key), "example", qPrintable(key));
    return examples.value(key);
}

QString expectedMessage(Error error, const QString &locale, const QString &currency)
{
    const int exponent = paydesk::Currency::exponent(currency).value_or(2);
    switch (error) {
    case Error::Empty:
        return u"Enter an amount."_s;
    case Error::Plus:
        return u"Enter the amount without a plus sign."_s;
    case Error::Negative:
        return u"The amount cannot be negative."_s;
    case Error::NotANumber:
        return u"Enter the amount as a number, for example "_s + example(locale, exponent) + u"."_s;
    case Error::Grouping:
        return u"The digit group separators are in the wrong place: write the amount like "_s +
               example(locale, exponent) + u" or leave them out."_s;
    case Error::Decimals:
        if (exponent == 0)
            return currency + u" has no decimal places."_s;
        return currency + u" allows at most "_s + QString::number(exponent) + u" decimal places."_s;
    case Error::Overflow:
        return u"The amount is too large."_s;
    }
    return {};
}

void addParsed(const QString &locale, const QString &currency, const QString &text, qint64 expected)
{
    QTest::addRow("%s %s \"%s\"", qUtf8Printable(locale), qUtf8Printable(currency),
                  qUtf8Printable(text))
        << locale << currency << text << expected << QString();
}

void addRejected(const QString &locale, const QString &currency, const QString &text, Error error)
{
    static const char *const names[] = {"empty",        "plus sign",        "negative",
                                        "not a number", "misplaced groups", "too many decimals",
                                        "overflow"};
    QTest::addRow("%s %s \"%s\": %s", qUtf8Printable(locale), qUtf8Printable(currency),
                  qUtf8Printable(text), names[int(error)])
        << locale << currency << text << qint64(-1) << expectedMessage(error, locale, currency);
}

} // namespace

class TestMoney : public QObject
{
    Q_OBJECT

private slots:
    void moneyEquality();
    void magnitudeSum();
    void decimalString_data();
    void decimalString();
    void formatAmount_data();
    void formatAmount();
    void formatMoney_data();
    void formatMoney();
    void parseAmount_data();
    void parseAmount();
    void parseAmountWithoutCurrencyCode();
    void roundTrip_data();
    void roundTrip();
    void toMajor_data();
    void toMajor();
    void amountMatches_data();
    void amountMatches();
};

void TestMoney::moneyEquality()
{
    QCOMPARE(Money(), Money());
    QVERIFY(Money({100, u"USD"_s}) == Money({100, u"USD"_s}));
    QVERIFY(Money({100, u"USD"_s}) != Money({101, u"USD"_s}));
    QVERIFY(Money({100, u"USD"_s}) != Money({100, u"EUR"_s}));
}

void TestMoney::decimalString_data()
{
    QTest::addColumn<qint64>("minor");
    QTest::addColumn<int>("exponent");
    QTest::addColumn<QString>("expected");

    QTest::newRow("cents") << qint64(12345) << 2 << u"123.45"_s;
    QTest::newRow("negative cents") << qint64(-5) << 2 << u"-0.05"_s;
    QTest::newRow("whole yen") << qint64(7) << 0 << u"7"_s;
    QTest::newRow("one fils") << qint64(1) << 3 << u"0.001"_s;
    QTest::newRow("minus one fils") << qint64(-1) << 3 << u"-0.001"_s;
    QTest::newRow("zero exponent 2") << qint64(0) << 2 << u"0.00"_s;
    QTest::newRow("zero exponent 0") << qint64(0) << 0 << u"0"_s;
    QTest::newRow("one unit") << qint64(100) << 2 << u"1.00"_s;
    QTest::newRow("minus one unit") << qint64(-100) << 2 << u"-1.00"_s;
    QTest::newRow("CLF exponent 4") << qint64(123456) << 4 << u"12.3456"_s;
    QTest::newRow("no grouping") << qint64(123456789) << 2 << u"1234567.89"_s;
    QTest::newRow("INT64_MAX exponent 0") << kMax << 0 << u"9223372036854775807"_s;
    QTest::newRow("INT64_MAX exponent 2") << kMax << 2 << u"92233720368547758.07"_s;
    QTest::newRow("INT64_MIN exponent 0") << kMin << 0 << u"-9223372036854775808"_s;
    QTest::newRow("INT64_MIN exponent 2") << kMin << 2 << u"-92233720368547758.08"_s;
    QTest::newRow("INT64_MIN exponent 3") << kMin << 3 << u"-9223372036854775.808"_s;
    QTest::newRow("INT64_MIN+1 exponent 2") << kMin + 1 << 2 << u"-92233720368547758.07"_s;
    QTest::newRow("INT64_MAX exponent 19") << kMax << 19 << u"0.9223372036854775807"_s;
    QTest::newRow("INT64_MIN exponent 20") << kMin << 20 << u"-0.09223372036854775808"_s;
}

void TestMoney::decimalString()
{
    QFETCH(qint64, minor);
    QFETCH(int, exponent);
    QFETCH(QString, expected);

    QCOMPARE(paydesk::decimalString(minor, exponent), expected);
}

void TestMoney::formatAmount_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<qint64>("minor");
    QTest::addColumn<int>("exponent");
    QTest::addColumn<bool>("group");
    QTest::addColumn<QString>("expected");

    QTest::newRow("en_US cents") << u"en_US"_s << qint64(123456) << 2 << true << u"1,234.56"_s;
    QTest::newRow("en_US negative") << u"en_US"_s << qint64(-123456) << 2 << true << u"-1,234.56"_s;
    QTest::newRow("en_US zero") << u"en_US"_s << qint64(0) << 2 << true << u"0.00"_s;
    QTest::newRow("en_US five cents") << u"en_US"_s << qint64(5) << 2 << true << u"0.05"_s;
    QTest::newRow("en_US below a group") << u"en_US"_s << qint64(99999) << 2 << true << u"999.99"_s;
    QTest::newRow("en_US exponent 0")
        << u"en_US"_s << qint64(1234567) << 0 << true << u"1,234,567"_s;
    QTest::newRow("en_US exponent 3")
        << u"en_US"_s << qint64(1234567) << 3 << true << u"1,234.567"_s;
    QTest::newRow("en_US ungrouped")
        << u"en_US"_s << qint64(123456789) << 2 << false << u"1234567.89"_s;
    QTest::newRow("en_US INT64_MAX")
        << u"en_US"_s << kMax << 2 << true << u"92,233,720,368,547,758.07"_s;
    QTest::newRow("en_US INT64_MIN")
        << u"en_US"_s << kMin << 2 << true << u"-92,233,720,368,547,758.08"_s;
    QTest::newRow("de_DE cents") << u"de_DE"_s << qint64(123456) << 2 << true << u"1.234,56"_s;
    QTest::newRow("de_DE negative") << u"de_DE"_s << qint64(-123456) << 2 << true << u"-1.234,56"_s;
    QTest::newRow("de_DE exponent 0")
        << u"de_DE"_s << qint64(1234567) << 0 << true << u"1.234.567"_s;
    QTest::newRow("de_DE exponent 3")
        << u"de_DE"_s << qint64(1234567) << 3 << true << u"1.234,567"_s;
    QTest::newRow("de_DE minus one fils") << u"de_DE"_s << qint64(-1) << 3 << true << u"-0,001"_s;
    QTest::newRow("de_DE ungrouped")
        << u"de_DE"_s << qint64(123456789) << 2 << false << u"1234567,89"_s;
    QTest::newRow("fr_FR cents") << u"fr_FR"_s << qint64(123456) << 2 << true << u"1\u202F234,56"_s;
    QTest::newRow("fr_FR negative")
        << u"fr_FR"_s << qint64(-123456) << 2 << true << u"-1\u202F234,56"_s;
    QTest::newRow("fr_FR exponent 0")
        << u"fr_FR"_s << qint64(1234567) << 0 << true << u"1\u202F234\u202F567"_s;
    QTest::newRow("fr_FR exponent 3")
        << u"fr_FR"_s << qint64(1234567) << 3 << true << u"1\u202F234,567"_s;
    QTest::newRow("fr_FR ungrouped")
        << u"fr_FR"_s << qint64(123456789) << 2 << false << u"1234567,89"_s;
    // Locales that do not group in threes, or use other digits and separators.
    QTest::newRow("hi_IN lakh grouping")
        << u"hi_IN"_s << qint64(123456789) << 2 << true << u"12,34,567.89"_s;
    QTest::newRow("de_CH apostrophe")
        << u"de_CH"_s << qint64(123456) << 2 << true << u"1\u2019234.56"_s;
    QTest::newRow("ar_EG Arabic-Indic digits")
        << u"ar_EG"_s << qint64(123456) << 2 << true
        << u"\u0661\u066C\u0662\u0663\u0664\u066B\u0665\u0666"_s;
    // The C locale's own OmitGroupSeparator option is honoured.
    QTest::newRow("C locale") << u"C"_s << qint64(123456) << 2 << true << u"1234.56"_s;
}

void TestMoney::formatAmount()
{
    QFETCH(QString, locale);
    QFETCH(qint64, minor);
    QFETCH(int, exponent);
    QFETCH(bool, group);
    QFETCH(QString, expected);

    QCOMPARE(paydesk::formatAmount(minor, exponent, QLocale(locale), group), expected);
}

void TestMoney::formatMoney_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<Money>("money");
    QTest::addColumn<QString>("expected");

    QTest::newRow("en_US USD") << u"en_US"_s << Money{123456, u"USD"_s} << u"USD\u00A01,234.56"_s;
    QTest::newRow("en_US negative USD") << u"en_US"_s << Money{-5, u"USD"_s} << u"USD\u00A0-0.05"_s;
    QTest::newRow("en_US JPY") << u"en_US"_s << Money{1234, u"JPY"_s} << u"JPY\u00A01,234"_s;
    QTest::newRow("en_US KWD") << u"en_US"_s << Money{1234567, u"KWD"_s} << u"KWD\u00A01,234.567"_s;
    QTest::newRow("de_DE EUR") << u"de_DE"_s << Money{123456, u"EUR"_s} << u"1.234,56\u00A0EUR"_s;
    QTest::newRow("de_DE KWD") << u"de_DE"_s << Money{1234567, u"KWD"_s} << u"1.234,567\u00A0KWD"_s;
    QTest::newRow("fr_FR EUR") << u"fr_FR"_s << Money{123456, u"EUR"_s}
                               << u"1\u202F234,56\u00A0EUR"_s;
    QTest::newRow("nl_NL EUR code first")
        << u"nl_NL"_s << Money{123456, u"EUR"_s} << u"EUR\u00A01.234,56"_s;
    QTest::newRow("unknown code in minor units")
        << u"en_US"_s << Money{1234, u"ABC"_s} << u"ABC\u00A01,234"_s;
}

void TestMoney::formatMoney()
{
    QFETCH(QString, locale);
    QFETCH(Money, money);
    QFETCH(QString, expected);

    QCOMPARE(paydesk::formatMoney(money, QLocale(locale)), expected);
}

void TestMoney::parseAmount_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("expected"); // ignored when error is set
    QTest::addColumn<QString>("error");

    const QString en = u"en_US"_s;
    const QString de = u"de_DE"_s;
    const QString fr = u"fr_FR"_s;
    const QString usd = u"USD"_s;
    const QString jpy = u"JPY"_s;
    const QString kwd = u"KWD"_s;

    // en_US, USD
    addParsed(en, usd, u"1,234.56"_s, 123456);
    addParsed(en, usd, u"1234.56"_s, 123456);
    addParsed(en, usd, u"1234.5"_s, 123450);
    addParsed(en, usd, u"12"_s, 1200);
    addParsed(en, usd, u"0"_s, 0);
    addParsed(en, usd, u"0.00"_s, 0);
    addParsed(en, usd, u".5"_s, 50);
    addParsed(en, usd, u"007"_s, 700);
    addParsed(en, usd, u" \t12.34\u00A0 "_s, 1234);
    addParsed(en, usd, u"1,234,567.89"_s, 123456789);
    addParsed(en, usd, u"92,233,720,368,547,758.07"_s, kMax);
    addRejected(en, usd, QString(), Error::Empty);
    addRejected(en, usd, u"   "_s, Error::Empty);
    addRejected(en, usd, u"+5"_s, Error::Plus);
    addRejected(en, usd, u"-5"_s, Error::Negative);
    addRejected(en, usd, u"-0"_s, Error::Negative);
    addRejected(en, usd, u"\u22125"_s, Error::Negative);
    addRejected(en, usd, u"abc"_s, Error::NotANumber);
    addRejected(en, usd, u"12a"_s, Error::NotANumber);
    addRejected(en, usd, u"$5"_s, Error::NotANumber);
    addRejected(en, usd, u"5-"_s, Error::NotANumber);
    addRejected(en, usd, u"(5.00)"_s, Error::NotANumber);
    addRejected(en, usd, u"1e3"_s, Error::NotANumber);
    addRejected(en, usd, u"1.2.3"_s, Error::NotANumber);
    addRejected(en, usd, u"12."_s, Error::NotANumber);
    addRejected(en, usd, u"."_s, Error::NotANumber);
    addRejected(en, usd, u","_s, Error::NotANumber);
    addRejected(en, usd, u"1 234"_s, Error::NotANumber);
    addRejected(en, usd, u"1,23.45"_s, Error::Grouping);
    addRejected(en, usd, u"1,234,56"_s, Error::Grouping);
    addRejected(en, usd, u"1234,567"_s, Error::Grouping);
    addRejected(en, usd, u",123"_s, Error::Grouping);
    addRejected(en, usd, u"1,,234"_s, Error::Grouping);
    addRejected(en, usd, u"1,234,"_s, Error::Grouping);
    addRejected(en, usd, u"1,234,.50"_s, Error::Grouping);
    addRejected(en, usd, u"0,123"_s, Error::Grouping);
    addRejected(en, usd, u"1.23,4"_s, Error::Grouping);
    addRejected(en, usd, u"1.234"_s, Error::Decimals);
    addRejected(en, usd, u"0.001"_s, Error::Decimals);
    addRejected(en, usd, u"1.230"_s, Error::Decimals);
    addRejected(en, usd, u"92,233,720,368,547,758.08"_s, Error::Overflow);
    addRejected(en, usd, u"99999999999999999999"_s, Error::Overflow);

    // en_US, JPY
    addParsed(en, jpy, u"1,234"_s, 1234);
    addParsed(en, jpy, u"1234"_s, 1234);
    addParsed(en, jpy, u"0"_s, 0);
    addParsed(en, jpy, u"9223372036854775807"_s, kMax);
    addRejected(en, jpy, u"1.5"_s, Error::Decimals);
    addRejected(en, jpy, u"1.0"_s, Error::Decimals);
    addRejected(en, jpy, u"1."_s, Error::NotANumber);
    addRejected(en, jpy, u"1,5"_s, Error::Grouping);
    addRejected(en, jpy, u"-1"_s, Error::Negative);
    addRejected(en, jpy, u"9223372036854775808"_s, Error::Overflow);

    // en_US, KWD
    addParsed(en, kwd, u"1,234.567"_s, 1234567);
    addParsed(en, kwd, u"1.5"_s, 1500);
    addParsed(en, kwd, u"0.001"_s, 1);
    addParsed(en, kwd, u"9,223,372,036,854,775.807"_s, kMax);
    addRejected(en, kwd, u"1.2345"_s, Error::Decimals);
    addRejected(en, kwd, u"9,223,372,036,854,775.808"_s, Error::Overflow);
    addRejected(en, kwd, u"1,23.4"_s, Error::Grouping);
    addRejected(en, kwd, u"x"_s, Error::NotANumber);

    // de_DE, USD
    addParsed(de, usd, u"1.234,56"_s, 123456);
    addParsed(de, usd, u"1234,5"_s, 123450);
    addParsed(de, usd, u"12"_s, 1200);
    addParsed(de, usd, u"1.234"_s, 123400);
    addParsed(de, usd, u"1.234.567,89"_s, 123456789);
    addParsed(de, usd, u",5"_s, 50);
    addRejected(de, usd, u""_s, Error::Empty);
    addRejected(de, usd, u"+1,00"_s, Error::Plus);
    addRejected(de, usd, u"-1,00"_s, Error::Negative);
    addRejected(de, usd, u"1,2,3"_s, Error::NotANumber);
    addRejected(de, usd, u"1 234,56"_s, Error::NotANumber);
    addRejected(de, usd, u"12 EUR"_s, Error::NotANumber);
    addRejected(de, usd, u"1.5"_s, Error::Grouping);
    addRejected(de, usd, u"1.23,45"_s, Error::Grouping);
    addRejected(de, usd, u"1.234.56"_s, Error::Grouping);
    addRejected(de, usd, u"1,23.4"_s, Error::Grouping);
    addRejected(de, usd, u"1,234"_s, Error::Decimals);
    addRejected(de, usd, u"92.233.720.368.547.758,08"_s, Error::Overflow);

    // de_DE, JPY
    addParsed(de, jpy, u"1.234"_s, 1234);
    addParsed(de, jpy, u"1234"_s, 1234);
    addRejected(de, jpy, u"1,5"_s, Error::Decimals);
    addRejected(de, jpy, u"1.5"_s, Error::Grouping);
    addRejected(de, jpy, u"-1.234"_s, Error::Negative);
    addRejected(de, jpy, u"¥1"_s, Error::NotANumber);
    addRejected(de, jpy, u"9.223.372.036.854.775.808"_s, Error::Overflow);

    // de_DE, KWD
    addParsed(de, kwd, u"1.234,567"_s, 1234567);
    addParsed(de, kwd, u"0,001"_s, 1);
    addRejected(de, kwd, u"1,2345"_s, Error::Decimals);
    addRejected(de, kwd, u"1.23"_s, Error::Grouping);
    addRejected(de, kwd, u"1;5"_s, Error::NotANumber);

    // fr_FR, USD: Qt's separator is U+202F, but users type a space or U+00A0.
    addParsed(fr, usd, u"1\u202F234,56"_s, 123456);
    addParsed(fr, usd, u"1 234,56"_s, 123456);
    addParsed(fr, usd, u"1\u00A0234,56"_s, 123456);
    addParsed(fr, usd, u"1 234\u202F567,89"_s, 123456789);
    addParsed(fr, usd, u"1234,56"_s, 123456);
    addParsed(fr, usd, u"  1 234,56  "_s, 123456);
    addParsed(fr, usd, u"0,5"_s, 50);
    addRejected(fr, usd, u" "_s, Error::Empty);
    addRejected(fr, usd, u"+3"_s, Error::Plus);
    addRejected(fr, usd, u"-3"_s, Error::Negative);
    addRejected(fr, usd, u"1.234,56"_s, Error::NotANumber);
    addRejected(fr, usd, u"1.5"_s, Error::NotANumber);
    addRejected(fr, usd, u"1 23,45"_s, Error::Grouping);
    addRejected(fr, usd, u"1  234,56"_s, Error::Grouping);
    addRejected(fr, usd, u"1,23 4"_s, Error::Grouping);
    addRejected(fr, usd, u"1,234"_s, Error::Decimals);
    addRejected(fr, usd, u"92 233 720 368 547 758,08"_s, Error::Overflow);

    // fr_FR, JPY
    addParsed(fr, jpy, u"1 234"_s, 1234);
    addParsed(fr, jpy, u"1\u202F234\u202F567"_s, 1234567);
    addRejected(fr, jpy, u"1,5"_s, Error::Decimals);
    addRejected(fr, jpy, u"12 34"_s, Error::Grouping);
    addRejected(fr, jpy, u"abc"_s, Error::NotANumber);

    // fr_FR, KWD
    addParsed(fr, kwd, u"1 234,567"_s, 1234567);
    addParsed(fr, kwd, u"0,001"_s, 1);
    addRejected(fr, kwd, u"1 234,5678"_s, Error::Decimals);
    addRejected(fr, kwd, u"-0,001"_s, Error::Negative);
    addRejected(fr, kwd, u"9 223 372 036 854 775,808"_s, Error::Overflow);

    // Other conventions: lakh grouping, Swiss apostrophe, Arabic-Indic digits.
    const QString hi = u"hi_IN"_s;
    addParsed(hi, usd, u"12,34,567.89"_s, 123456789);
    addParsed(hi, usd, u"1,234,567.89"_s, 123456789);
    addRejected(hi, usd, u"1,23,4567.89"_s, Error::Grouping);
    const QString ch = u"de_CH"_s;
    addParsed(ch, usd, u"1\u2019234.56"_s, 123456);
    addParsed(ch, usd, u"1'234.56"_s, 123456);
    addRejected(ch, usd, u"12'34.56"_s, Error::Grouping);
    addParsed(u"ar_EG"_s, usd, u"\u0661\u066C\u0662\u0663\u0664\u066B\u0665\u0666"_s, 123456);
}

void TestMoney::parseAmount()
{
    QFETCH(QString, locale);
    QFETCH(QString, currency);
    QFETCH(QString, text);
    QFETCH(qint64, expected);
    QFETCH(QString, error);

    const std::optional<int> exponent = paydesk::Currency::exponent(currency);
    QVERIFY(exponent);
    const paydesk::ParseResult result =
        paydesk::parseAmount(text, *exponent, QLocale(locale), currency);
    if (error.isEmpty()) {
        QCOMPARE(result.error, QString());
        QVERIFY(result.minor.has_value());
        QCOMPARE(*result.minor, expected);
    } else {
        QCOMPARE(result.error, error);
        QVERIFY(!result.minor.has_value());
    }
}

void TestMoney::parseAmountWithoutCurrencyCode()
{
    const QLocale en(u"en_US"_s);
    QCOMPARE(paydesk::parseAmount(u"1.5", 0, en).error, u"This currency has no decimal places."_s);
    QCOMPARE(paydesk::parseAmount(u"1.234", 2, en).error,
             u"This currency allows at most 2 decimal places."_s);
    QCOMPARE(paydesk::parseAmount(u"1.23", 2, en).minor, std::optional<qint64>(123));
}

void TestMoney::roundTrip_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("exponent");

    const QStringList locales{u"en_US"_s, u"de_DE"_s, u"fr_FR"_s, u"de_CH"_s,
                              u"hi_IN"_s, u"sv_SE"_s, u"es_ES"_s, u"ar_EG"_s,
                              u"fa_IR"_s, u"bn_BD"_s, u"C"_s};
    for (const QString &locale : locales) {
        for (const int exponent : {0, 2, 3, 4})
            QTest::addRow("%s exponent %d", qUtf8Printable(locale), exponent) << locale << exponent;
    }
}

// Property: whatever formatAmount() shows, parseAmount() reads back as the same amount, grouped
// or not; negative amounts are shown with the locale's sign (and rejected by the parser).
void TestMoney::magnitudeSum()
{
    constexpr qint64 Max = std::numeric_limits<qint64>::max();
    paydesk::MagnitudeSum sum;
    sum.add(Max - 10);
    sum.add(-10); // the absolute value counts: a balance can swing either way
    QVERIFY(sum.fits());
    sum.add(1);
    QVERIFY(!sum.fits());
    sum.add(-Max); // and stays refused
    QVERIFY(!sum.fits());
    paydesk::MagnitudeSum lowest;
    lowest.add(std::numeric_limits<qint64>::min()); // has no positive counterpart
    QVERIFY(!lowest.fits());
    paydesk::MagnitudeSum many;
    for (int i = 0; i < 1024; ++i)
        many.add(qint64(1) << 53); // the largest exact JSON amount, 1,024 times: 2^63
    QVERIFY(!many.fits());
}

void TestMoney::roundTrip()
{
    QFETCH(QString, locale);
    QFETCH(int, exponent);
    const QLocale qlocale(locale);

    QList<qint64> values{0,   1,    5,    9,    10,        99,   100,     101,
                         999, 1000, 1001, 9999, 123456789, kMax, kMax - 1};
    for (qint64 power = 1; power <= kMax / 10; power *= 10)
        values << power * 10 - 1 << power * 10 << power * 10 + 1;
    QRandomGenerator random(4217); // fixed seed: failures are reproducible
    for (int i = 0; i < 500; ++i) {
        const int bits = 1 + int(random.bounded(63));
        values << qint64(random.generate64() >> (64 - bits));
    }

    for (const qint64 value : std::as_const(values)) {
        for (const bool group : {true, false}) {
            const QString shown = paydesk::formatAmount(value, exponent, qlocale, group);
            const paydesk::ParseResult parsed = paydesk::parseAmount(shown, exponent, qlocale);
            QVERIFY2(parsed.minor.has_value(), qPrintable(shown + u": "_s + parsed.error));
            QCOMPARE(*parsed.minor, value);
        }
        if (value > 0) {
            const QString negative = paydesk::formatAmount(-value, exponent, qlocale);
            QCOMPARE(negative,
                     qlocale.negativeSign() + paydesk::formatAmount(value, exponent, qlocale));
            QCOMPARE(paydesk::parseAmount(negative, exponent, qlocale).error,
                     u"The amount cannot be negative."_s);
        }
        if (exponent == 0) {
            // With no decimals the result must be exactly Qt's own integer formatting.
            QCOMPARE(paydesk::formatAmount(value, 0, qlocale), qlocale.toString(value));
            QCOMPARE(paydesk::formatAmount(-value, 0, qlocale), qlocale.toString(-value));
        }
        // The plain decimal string is what the C locale shows without grouping.
        QCOMPARE(paydesk::decimalString(value, exponent),
                 paydesk::formatAmount(value, exponent, QLocale::c(), false));
    }
}

void TestMoney::toMajor_data()
{
    QTest::addColumn<qint64>("minor");
    QTest::addColumn<int>("exponent");
    QTest::addColumn<double>("expected");

    QTest::newRow("cents") << qint64(1250) << 2 << 12.5;
    QTest::newRow("cents, not a binary fraction") << qint64(1234) << 2 << 12.34;
    QTest::newRow("one cent") << qint64(1) << 2 << 0.01;
    QTest::newRow("whole yen") << qint64(6429) << 0 << 6429.0;
    QTest::newRow("fils") << qint64(1234567) << 3 << 1234.567;
    QTest::newRow("one fils") << qint64(1) << 3 << 0.001;
    QTest::newRow("zero") << qint64(0) << 3 << 0.0;
    QTest::newRow("negative cents") << qint64(-5) << 2 << -0.05;
    QTest::newRow("negative yen") << qint64(-6429) << 0 << -6429.0;
    QTest::newRow("negative fils") << qint64(-1234567) << 3 << -1234.567;
    // Beyond 2^53 the nearest double: what double(minor) itself is, scaled.
    QTest::newRow("INT64_MAX exponent 0") << kMax << 0 << 9223372036854775807.0;
    QTest::newRow("INT64_MAX exponent 2") << kMax << 2 << 92233720368547758.07;
    QTest::newRow("INT64_MAX exponent 3") << kMax << 3 << 9223372036854775.807;
    QTest::newRow("INT64_MIN exponent 0") << kMin << 0 << -9223372036854775808.0;
    QTest::newRow("INT64_MIN exponent 2") << kMin << 2 << -92233720368547758.08;
    QTest::newRow("INT64_MIN exponent 3") << kMin << 3 << -9223372036854775.808;
}

void TestMoney::toMajor()
{
    QFETCH(qint64, minor);
    QFETCH(int, exponent);
    QFETCH(double, expected);

    // Bit for bit, not QCOMPARE's fuzzy comparison: a chart's 12.34 is the double 12.34.
    const double major = paydesk::toMajor(minor, exponent);
    QVERIFY2(major == expected, qPrintable(QString::number(major, 'g', 17)));
}

void TestMoney::amountMatches_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<qint64>("minor");
    QTest::addColumn<int>("exponent");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("matches");

    QTest::newRow("as shown") << u"en_US"_s << qint64(1250) << 2 << u"12.50"_s << true;
    QTest::newRow("surrounding spaces") << u"en_US"_s << qint64(1250) << 2 << u" 12.50 "_s << true;
    QTest::newRow("decimals left off") << u"en_US"_s << qint64(1250) << 2 << u"12.5"_s << false;
    QTest::newRow("whole units only") << u"en_US"_s << qint64(5000) << 2 << u"50"_s << false;
    QTest::newRow("another amount") << u"en_US"_s << qint64(1250) << 2 << u"12.51"_s << false;
    QTest::newRow("minor units") << u"en_US"_s << qint64(1250) << 2 << u"1250"_s << false;
    QTest::newRow("empty") << u"en_US"_s << qint64(0) << 2 << QString() << false;
    QTest::newRow("blank") << u"en_US"_s << qint64(0) << 2 << u"  "_s << false;
    QTest::newRow("zero") << u"en_US"_s << qint64(0) << 2 << u"0.00"_s << true;
    QTest::newRow("grouped") << u"en_US"_s << qint64(123456) << 2 << u"1,234.56"_s << true;
    QTest::newRow("ungrouped") << u"en_US"_s << qint64(123456) << 2 << u"1234.56"_s << true;
    QTest::newRow("misgrouped") << u"en_US"_s << qint64(123456) << 2 << u"12,34.56"_s << false;
    QTest::newRow("de_DE grouped") << u"de_DE"_s << qint64(123456) << 2 << u"1.234,56"_s << true;
    QTest::newRow("de_DE ungrouped") << u"de_DE"_s << qint64(123456) << 2 << u"1234,56"_s << true;
    QTest::newRow("de_DE with a decimal point")
        << u"de_DE"_s << qint64(123456) << 2 << u"1234.56"_s << false;
    QTest::newRow("fr_FR narrow no-break space")
        << u"fr_FR"_s << qint64(123456) << 2 << u"1\u202F234,56"_s << true;
    QTest::newRow("fr_FR no-break space")
        << u"fr_FR"_s << qint64(123456) << 2 << u"1\u00A0234,56"_s << true;
    QTest::newRow("fr_FR plain space")
        << u"fr_FR"_s << qint64(123456) << 2 << u"1 234,56"_s << true;
    QTest::newRow("exponent 0") << u"en_US"_s << qint64(1234) << 0 << u"1,234"_s << true;
    QTest::newRow("exponent 0 ungrouped") << u"en_US"_s << qint64(1234) << 0 << u"1234"_s << true;
    QTest::newRow("exponent 0 with decimals")
        << u"en_US"_s << qint64(1234) << 0 << u"1234.00"_s << false;
    QTest::newRow("exponent 3") << u"en_US"_s << qint64(1234567) << 3 << u"1,234.567"_s << true;
    QTest::newRow("exponent 3 with two decimals")
        << u"en_US"_s << qint64(1234560) << 3 << u"1,234.56"_s << false;
    QTest::newRow("negative") << u"en_US"_s << qint64(-1250) << 2 << u"-12.50"_s << true;
    QTest::newRow("negative typed without its sign")
        << u"en_US"_s << qint64(-1250) << 2 << u"12.50"_s << false;
    QTest::newRow("positive typed with a sign")
        << u"en_US"_s << qint64(1250) << 2 << u"-12.50"_s << false;
    QTest::newRow("INT64_MAX") << u"en_US"_s << kMax << 2 << u"92233720368547758.07"_s << true;
    QTest::newRow("INT64_MAX grouped")
        << u"en_US"_s << kMax << 2 << u"92,233,720,368,547,758.07"_s << true;
    QTest::newRow("INT64_MAX one off")
        << u"en_US"_s << kMax << 2 << u"92233720368547758.06"_s << false;
    QTest::newRow("INT64_MIN exponent 3")
        << u"en_US"_s << kMin << 3 << u"-9223372036854775.808"_s << true;
}

void TestMoney::amountMatches()
{
    QFETCH(QString, locale);
    QFETCH(qint64, minor);
    QFETCH(int, exponent);
    QFETCH(QString, typed);
    QFETCH(bool, matches);

    QCOMPARE(paydesk::amountMatches(typed, minor, exponent, QLocale(locale)), matches);
}

QTEST_GUILESS_MAIN(TestMoney)

#include "tst_money.moc"
