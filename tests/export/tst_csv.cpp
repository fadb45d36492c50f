// RFC 4180 writing: which fields are quoted, how quotes are escaped, record endings, UTF-8.
#include "core/csv.h"
#include "export/transactioncsv.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;

class TestCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void field_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("written");
        QTest::newRow("plain") << u"Espresso beans"_s << u"Espresso beans"_s;
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("comma") << u"Mug, large"_s << u"\"Mug, large\""_s;
        QTest::newRow("quote") << u"12\" pizza"_s << u"\"12\"\" pizza\""_s;
        QTest::newRow("only quotes") << u"\"\""_s << u"\"\"\"\"\"\""_s;
        QTest::newRow("newline") << u"line one\nline two"_s << u"\"line one\nline two\""_s;
        QTest::newRow("crlf") << u"a\r\nb"_s << u"\"a\r\nb\""_s;
        QTest::newRow("carriage return") << u"a\rb"_s << u"\"a\rb\""_s;
        QTest::newRow("spaces kept") << u"  padded  "_s << u"  padded  "_s;
        QTest::newRow("semicolon") << u"a;b"_s << u"a;b"_s;
        QTest::newRow("unicode") << u"Crème brûlée ☕"_s << u"Crème brûlée ☕"_s;
        QTest::newRow("everything") << u"a,\"b\"\r\nc"_s << u"\"a,\"\"b\"\"\r\nc\""_s;
    }
    void field()
    {
        QFETCH(QString, value);
        QFETCH(QString, written);
        QCOMPARE(csv::field(value), written);
    }

    void plainText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written");
        QTest::newRow("formula") << u"=HYPERLINK(\"http://x\")"_s << u"'=HYPERLINK(\"http://x\")"_s;
        QTest::newRow("plus") << u"+1 555"_s << u"'+1 555"_s;
        QTest::newRow("minus") << u"-5"_s << u"'-5"_s;
        QTest::newRow("at") << u"@SUM(A1)"_s << u"'@SUM(A1)"_s;
        QTest::newRow("tab") << u"\tx"_s << u"'\tx"_s;
        // Spreadsheets skip leading white space before they look for a formula.
        QTest::newRow("spaces then equals") << u"   =1+1"_s << u"'   =1+1"_s;
        QTest::newRow("space then plus") << u" +1 555"_s << u"' +1 555"_s;
        QTest::newRow("spaces then minus") << u"  -5"_s << u"'  -5"_s;
        QTest::newRow("space then at") << u" @SUM(A1)"_s << u"' @SUM(A1)"_s;
        QTest::newRow("newline then equals") << u"\n=1"_s << u"'\n=1"_s;
        QTest::newRow("no-break space then equals") << u"\u00a0=1"_s << u"'\u00a0=1"_s;
        QTest::newRow("spaces then text") << u"  ORD =1"_s << u"  ORD =1"_s;
        QTest::newRow("only spaces") << u"   "_s << u"   "_s;
        QTest::newRow("ordinary") << u"ORD-1001"_s << u"ORD-1001"_s;
        QTest::newRow("inner equals") << u"a=b"_s << u"a=b"_s;
        QTest::newRow("empty") << QString() << QString();
    }
    void plainText()
    {
        QFETCH(QString, text);
        QFETCH(QString, written);
        QCOMPARE(csv::plainText(text), written);
    }

    void record()
    {
        QCOMPARE(csv::record({u"a"_s, u"b,c"_s, QString()}), u"a,\"b,c\",\r\n"_s);
        QCOMPARE(csv::record({}), u"\r\n"_s);
        QCOMPARE(csv::recordUtf8({u"€"_s}), QByteArray("\xe2\x82\xac\r\n"));
    }

    void transactionColumns()
    {
        QCOMPARE(exporting::transactionCsvHeader().join(u','),
                 u"id,created_at,updated_at,status,currency,amount,amount_minor,amount_refunded,"
                 "amount_refunded_minor,gateway,merchant_ref,description,merchant_id"_s);
        api::Transaction t;
        t.id = u"txn_1"_s;
        t.merchantId = u"mer_1"_s;
        t.status = u"partially_refunded"_s;
        t.amount = 1'234'567;
        t.amountRefunded = 5;
        t.currency = u"KWD"_s;
        t.gateway = u"cardnet"_s;
        t.merchantRef = u"order-1"_s;
        t.createdAt = QDateTime(QDate(2024, 2, 29), QTime(23, 59, 58), Qt::UTC);
        t.updatedAt = QDateTime(QDate(2024, 3, 1), QTime(0, 0, 1), Qt::UTC);
        const QStringList fields = exporting::transactionCsvFields(t);
        QCOMPARE(fields, (QStringList{u"txn_1"_s, u"2024-02-29T23:59:58Z"_s,
                                      u"2024-03-01T00:00:01Z"_s, u"partially_refunded"_s, u"KWD"_s,
                                      u"1234.567"_s, u"1234567"_s, u"0.005"_s, u"5"_s, u"cardnet"_s,
                                      u"order-1"_s, QString(), u"mer_1"_s}));

        t.currency = u"JPY"_s;
        QCOMPARE(exporting::transactionCsvFields(t).at(5), u"1234567"_s);
        t.currency = u"USD"_s;
        QCOMPARE(exporting::transactionCsvFields(t).at(5), u"12345.67"_s);
        // A currency the client does not know: no guessed decimals, the minor units stay.
        t.currency = u"XQZ"_s;
        QCOMPARE(exporting::transactionCsvFields(t).at(5), QString());
        QCOMPARE(exporting::transactionCsvFields(t).at(6), u"1234567"_s);
        // The largest amount the service accepts, exactly.
        t.currency = u"USD"_s;
        t.amount = 100'000'000'000;
        QCOMPARE(exporting::transactionCsvFields(t).at(5), u"1000000000.00"_s);
    }
};

QTEST_APPLESS_MAIN(TestCsv)
#include "tst_csv.moc"
