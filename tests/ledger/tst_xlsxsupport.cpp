// The workbooks' formulas and number formats: formulas are built from typed cell references,
// so no row number can merge with what follows it (the closing balance "=G9+E133-F133" was
// once written "=G9+E133-F33"), and dates are formatted as the user's locale writes them.
#include "xlsxformula.h"
#include "xlsxsupport.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::ledger;
using xlsx::Cell;

class TestXlsxSupport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void columns_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("name");
        QTest::newRow("first") << 0 << u"A"_s;
        QTest::newRow("Z") << 25 << u"Z"_s;
        QTest::newRow("AA") << 26 << u"AA"_s;
        QTest::newRow("AZ") << 51 << u"AZ"_s;
        QTest::newRow("ZZ") << 701 << u"ZZ"_s;
        QTest::newRow("AAA") << 702 << u"AAA"_s;
        QTest::newRow("XFD, the last") << 16383 << u"XFD"_s;
    }
    void columns()
    {
        QFETCH(int, column);
        QFETCH(QString, name);
        QCOMPARE(xlsx::columnName(column), name);
        QCOMPARE((Cell{0, column}.a1()), name + u'1');
    }

    // Row numbers whose digits would have run into the placeholder after them.
    void closingBalance_data()
    {
        QTest::addColumn<int>("opening"); // 0-based rows
        QTest::addColumn<int>("closing");
        QTest::addColumn<QString>("expected");
        QTest::newRow("row 133: %5 then 133 read as %51") << 8 << 132 << u"=G9+E133-F133"_s;
        QTest::newRow("row 9") << 7 << 8 << u"=G8+E9-F9"_s;
        QTest::newRow("row 10") << 8 << 9 << u"=G9+E10-F10"_s;
        QTest::newRow("row 1 and 11") << 0 << 10 << u"=G1+E11-F11"_s;
        QTest::newRow("row 99, %4 twice") << 8 << 98 << u"=G9+E99-F99"_s;
        QTest::newRow("six digits") << 8 << 123455 << u"=G9+E123456-F123456"_s;
    }
    void closingBalance()
    {
        QFETCH(int, opening);
        QFETCH(int, closing);
        QFETCH(QString, expected);
        enum { Debit = 4, Credit = 5, Balance = 6 };
        QCOMPARE(xlsx::formula({Cell{opening, Balance}, u"+", Cell{closing, Debit}, u"-",
                                Cell{closing, Credit}}),
                 expected);
    }

    void sums()
    {
        QCOMPARE(xlsx::sumRange(Cell{9, 4}, Cell{132, 4}), u"=SUM(E10:E133)"_s);
        QCOMPARE(xlsx::sumRange(Cell{9, 4}, Cell{9, 4}), u"=SUM(E10:E10)"_s);
        QCOMPARE(xlsx::sumRange(Cell{9, 4}, Cell{8, 4}), u"=0"_s); // no rows between
        QCOMPARE(xlsx::sumOf({Cell{8, 3}, Cell{13, 3}, Cell{132, 3}}), u"=SUM(D9,D14,D133)"_s);
        QCOMPARE(xlsx::sumOf({}), u"=0"_s);
        QCOMPARE(xlsx::formula({u"(", Cell{12, 3}, u"-", Cell{12, 4}, u")-(", Cell{12, 5}, u"-",
                                Cell{12, 6}, u")"}),
                 u"=(D13-E13)-(F13-G13)"_s);
    }

    void dateFormats_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QByteArray>("date");
        QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates)
                               << QByteArray("m\\/d\\/yyyy");
        QTest::newRow("de_DE") << QLocale(QLocale::German, QLocale::Germany)
                               << QByteArray("dd\\.mm\\.yyyy");
        QTest::newRow("fr_FR") << QLocale(QLocale::French, QLocale::France)
                               << QByteArray("dd\\/mm\\/yyyy");
        QTest::newRow("en_GB") << QLocale(QLocale::English, QLocale::UnitedKingdom)
                               << QByteArray("dd\\/mm\\/yyyy");
    }
    void dateFormats()
    {
        QFETCH(QLocale, locale);
        QFETCH(QByteArray, date);
        QCOMPARE(dateNumberFormat(locale, false), date);
        QCOMPARE(dateNumberFormat(locale, true), date + " hh:mm");
    }

    void amountFormats()
    {
        QCOMPARE(numberFormat(0), QByteArray("#,##0"));
        QCOMPARE(numberFormat(2), QByteArray("#,##0.00"));
        QCOMPARE(numberFormat(3), QByteArray("#,##0.000"));
        QCOMPARE(spreadsheetNumber(24802249, 2), 248022.49);
        QCOMPARE(spreadsheetNumber(-12345, 3), -12.345);
    }
};

QTEST_GUILESS_MAIN(TestXlsxSupport)
#include "tst_xlsxsupport.moc"
