#include "core/currency.h"

#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::CurrencyInfo;
namespace Currency = paydesk::Currency;

class TestCurrency : public QObject
{
    Q_OBJECT

private slots:
    void exponent_data();
    void exponent();
    void all();
};

void TestCurrency::exponent_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("expected"); // -1: not a known currency

    QTest::newRow("USD") << u"USD"_s << 2;
    QTest::newRow("EUR") << u"EUR"_s << 2;
    QTest::newRow("GBP") << u"GBP"_s << 2;
    QTest::newRow("CHF") << u"CHF"_s << 2;
    QTest::newRow("JPY") << u"JPY"_s << 0;
    QTest::newRow("KRW") << u"KRW"_s << 0;
    QTest::newRow("VND") << u"VND"_s << 0;
    QTest::newRow("CLP") << u"CLP"_s << 0;
    QTest::newRow("ISK") << u"ISK"_s << 0;
    QTest::newRow("XOF") << u"XOF"_s << 0;
    QTest::newRow("KWD") << u"KWD"_s << 3;
    QTest::newRow("BHD") << u"BHD"_s << 3;
    QTest::newRow("JOD") << u"JOD"_s << 3;
    QTest::newRow("OMR") << u"OMR"_s << 3;
    QTest::newRow("TND") << u"TND"_s << 3;
    QTest::newRow("LYD") << u"LYD"_s << 3;
    QTest::newRow("IQD") << u"IQD"_s << 3;
    QTest::newRow("CLF") << u"CLF"_s << 4;
    QTest::newRow("UYW") << u"UYW"_s << 4;
    // First and last entries, so the binary search is checked at both ends.
    QTest::newRow("AED first") << u"AED"_s << 2;
    QTest::newRow("ZWG last") << u"ZWG"_s << 2;
    QTest::newRow("unknown ABC") << u"ABC"_s << -1;
    QTest::newRow("before first AAA") << u"AAA"_s << -1;
    QTest::newRow("after last ZZZ") << u"ZZZ"_s << -1;
    QTest::newRow("lowercase usd") << u"usd"_s << -1;
    QTest::newRow("mixed case Usd") << u"Usd"_s << -1;
    QTest::newRow("too short US") << u"US"_s << -1;
    QTest::newRow("too long USDD") << u"USDD"_s << -1;
    QTest::newRow("empty") << QString() << -1;
    QTest::newRow("padded ' USD'") << u" USD"_s << -1;
    QTest::newRow("non-ASCII \u00DCSD") << u"\u00DCSD"_s << -1;
    QTest::newRow("fullwidth USD") << u"\uFF35\uFF33\uFF24"_s << -1;
    QTest::newRow("digits 840") << u"840"_s << -1;
    QTest::newRow("gold XAU") << u"XAU"_s << -1;
    QTest::newRow("testing XTS") << u"XTS"_s << -1;
    QTest::newRow("no currency XXX") << u"XXX"_s << -1;
    QTest::newRow("SDR XDR") << u"XDR"_s << -1;
    QTest::newRow("withdrawn HRK") << u"HRK"_s << -1;
}

void TestCurrency::exponent()
{
    QFETCH(QString, code);
    QFETCH(int, expected);

    const std::optional<int> exponent = Currency::exponent(code);
    QCOMPARE(exponent.value_or(-1), expected);
    QCOMPARE(Currency::isKnown(code), expected >= 0);
}

void TestCurrency::all()
{
    const QList<CurrencyInfo> &currencies = Currency::all();
    QVERIFY2(currencies.size() > 140, qPrintable(QString::number(currencies.size())));
    QCOMPARE(&Currency::all(), &currencies); // one shared list, not rebuilt per call

    QString previous;
    for (const CurrencyInfo &currency : currencies) {
        QVERIFY2(currency.code > previous, qPrintable(currency.code)); // ordered, no duplicates
        previous = currency.code;
        QCOMPARE(currency.code.size(), 3);
        QCOMPARE(currency.code, currency.code.toUpper());
        QVERIFY2(QList<int>({0, 2, 3, 4}).contains(currency.exponent), qPrintable(currency.code));
        QCOMPARE(Currency::exponent(currency.code).value_or(-1), currency.exponent);
    }
}

QTEST_APPLESS_MAIN(TestCurrency)

#include "tst_currency.moc"
