// The filter bar's values as the service's query: date presets as half-open ranges of UTC
// days, normalised text, and what is left out while it cannot be valid yet.
#include "models/transactionfilter.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using models::DatePreset;

namespace {
const QDate Today(2024, 3, 15); // a Friday in a leap year
}

class TestTransactionFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dateRanges_data()
    {
        QTest::addColumn<DatePreset>("preset");
        QTest::addColumn<QDate>("today");
        QTest::addColumn<QDate>("customFrom");
        QTest::addColumn<QDate>("customLast");
        QTest::addColumn<QDate>("from"); // null: open
        QTest::addColumn<QDate>("to");   // exclusive; null: open

        QTest::newRow("all time") << DatePreset::AllTime << Today << QDate() << QDate() << QDate()
                                  << QDate();
        QTest::newRow("today is [today, tomorrow)")
            << DatePreset::Today << Today << QDate() << QDate() << Today << QDate(2024, 3, 16);
        QTest::newRow("last 7 days include today")
            << DatePreset::Last7Days << Today << QDate() << QDate() << QDate(2024, 3, 9)
            << QDate(2024, 3, 16);
        QTest::newRow("this month") << DatePreset::ThisMonth << Today << QDate() << QDate()
                                    << QDate(2024, 3, 1) << QDate(2024, 4, 1);
        QTest::newRow("last month, leap February")
            << DatePreset::LastMonth << Today << QDate() << QDate() << QDate(2024, 2, 1)
            << QDate(2024, 3, 1);
        QTest::newRow("last month across the year")
            << DatePreset::LastMonth << QDate(2025, 1, 1) << QDate() << QDate()
            << QDate(2024, 12, 1) << QDate(2025, 1, 1);
        QTest::newRow("today on new year's eve")
            << DatePreset::Today << QDate(2024, 12, 31) << QDate() << QDate() << QDate(2024, 12, 31)
            << QDate(2025, 1, 1);
        QTest::newRow("custom, last day inclusive")
            << DatePreset::Custom << Today << QDate(2024, 1, 10) << QDate(2024, 1, 20)
            << QDate(2024, 1, 10) << QDate(2024, 1, 21);
        QTest::newRow("custom, one day")
            << DatePreset::Custom << Today << QDate(2024, 2, 29) << QDate(2024, 2, 29)
            << QDate(2024, 2, 29) << QDate(2024, 3, 1);
        QTest::newRow("custom, reversed is swapped")
            << DatePreset::Custom << Today << QDate(2024, 1, 20) << QDate(2024, 1, 10)
            << QDate(2024, 1, 10) << QDate(2024, 1, 21);
        QTest::newRow("custom, open start") << DatePreset::Custom << Today << QDate()
                                            << QDate(2024, 1, 10) << QDate() << QDate(2024, 1, 11);
    }
    void dateRanges()
    {
        QFETCH(DatePreset, preset);
        QFETCH(QDate, today);
        QFETCH(QDate, customFrom);
        QFETCH(QDate, customLast);
        QFETCH(QDate, from);
        QFETCH(QDate, to);
        const models::DateRange r = models::dateRange(preset, today, customFrom, customLast);
        QCOMPARE(r.from.value_or(QDate()), from);
        QCOMPARE(r.from.has_value(), from.isValid());
        QCOMPARE(r.to.value_or(QDate()), to);
        QCOMPARE(r.to.has_value(), to.isValid());
    }

    void presetsHaveLabels()
    {
        const QList<DatePreset> presets = models::datePresets();
        QCOMPARE(presets.size(), 6);
        QCOMPARE(presets.first(), DatePreset::AllTime);
        QCOMPARE(presets.last(), DatePreset::Custom);
        for (const DatePreset p : presets)
            QVERIFY(!models::datePresetLabel(p).isEmpty());
    }

    void emptyFilterIsEverything()
    {
        const api::TransactionQuery q = models::TransactionFilter{}.toQuery(Today);
        QVERIFY(q.statuses.isEmpty());
        QVERIFY(q.gateway.isEmpty());
        QVERIFY(q.currency.isEmpty());
        QVERIFY(q.search.isEmpty());
        QVERIFY(!q.createdFrom && !q.createdTo);
        QVERIFY(q.cursor.isEmpty());
    }

    void everyField()
    {
        models::TransactionFilter f;
        f.statuses = {u"partially_refunded"_s, u"captured"_s};
        f.datePreset = DatePreset::Today;
        f.gateway = u"  CardNet "_s;
        f.currency = u"jpy"_s;
        f.search = u"  order-12 "_s;
        const api::TransactionQuery q = f.toQuery(Today);
        // The service's order, whatever order they were ticked in.
        QCOMPARE(q.statuses, (QStringList{u"captured"_s, u"partially_refunded"_s}));
        QCOMPARE(q.createdFrom, std::optional<QDate>(Today));
        QCOMPARE(q.createdTo, std::optional<QDate>(Today.addDays(1)));
        QCOMPARE(q.gateway, u"cardnet"_s);
        QCOMPARE(q.currency, u"JPY"_s);
        QCOMPARE(q.search, u"order-12"_s);
    }

    void unknownStatusesAreKept()
    {
        models::TransactionFilter f;
        f.statuses = {u"disputed"_s, u"failed"_s, u"failed"_s};
        QCOMPARE(f.toQuery(Today).statuses, (QStringList{u"failed"_s, u"disputed"_s}));
    }

    void halfTypedValuesAreLeftOut_data()
    {
        QTest::addColumn<QString>("gateway");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("expectedGateway");
        QTest::addColumn<QString>("expectedCurrency");
        QTest::newRow("one letter") << u"c"_s << u"U"_s << u"c"_s << QString();
        QTest::newRow("two letters") << u"ca"_s << u"US"_s << u"ca"_s << QString();
        QTest::newRow("complete") << u"card_net2"_s << u"usd"_s << u"card_net2"_s << u"USD"_s;
        QTest::newRow("four letters") << u"card net"_s << u"USDX"_s << QString() << QString();
        QTest::newRow("digits") << u"paycore!"_s << u"U5D"_s << QString() << QString();
        QTest::newRow("too long") << QString(33, u'a') << QString() << QString() << QString();
    }
    void halfTypedValuesAreLeftOut()
    {
        QFETCH(QString, gateway);
        QFETCH(QString, currency);
        QFETCH(QString, expectedGateway);
        QFETCH(QString, expectedCurrency);
        models::TransactionFilter f;
        f.gateway = gateway;
        f.currency = currency;
        const api::TransactionQuery q = f.toQuery(Today);
        QCOMPARE(q.gateway, expectedGateway);
        QCOMPARE(q.currency, expectedCurrency);
    }

    void sameRowsIgnoresPaging()
    {
        models::TransactionFilter f;
        f.currency = u"EUR"_s;
        api::TransactionQuery a = f.toQuery(Today);
        api::TransactionQuery b = a;
        b.limit = 100;
        b.cursor = u"abc"_s;
        QVERIFY(models::sameRows(a, b));
        b.currency = u"USD"_s;
        QVERIFY(!models::sameRows(a, b));
        // Typing the third letter of "EU" changes nothing until it is a code.
        f.currency = u"EU"_s;
        QVERIFY(models::sameRows(f.toQuery(Today), models::TransactionFilter{}.toQuery(Today)));
    }

    void refundFilter()
    {
        models::RefundFilter f;
        f.datePreset = DatePreset::Last7Days;
        f.transactionId = u" txn_abc "_s;
        const api::RefundQuery q = f.toQuery(Today);
        QCOMPARE(q.transactionId, u"txn_abc"_s);
        QCOMPARE(q.createdFrom, std::optional<QDate>(QDate(2024, 3, 9)));
        QCOMPARE(q.createdTo, std::optional<QDate>(QDate(2024, 3, 16)));
        api::RefundQuery other = q;
        other.cursor = u"x"_s;
        QVERIFY(models::sameRows(q, other));
        other.transactionId.clear();
        QVERIFY(!models::sameRows(q, other));
    }

    // A charge made in the window joins the list shown only when the service would list it:
    // the search as CONTRACT.md says it (and as sandbox.search checks the service).
    void searchMatchesAsTheService_data()
    {
        QTest::addColumn<QString>("q");
        QTest::addColumn<bool>("found");
        QTest::newRow("nothing") << QString() << true;
        QTest::newRow("whole id") << u"txn_AbCdEf123456"_s << true;
        QTest::newRow("another whole id") << u"txn_AbCdEf123457"_s << false;
        QTest::newRow("id substring, any case") << u"abcdef12"_s << true;
        QTest::newRow("reference substring") << u"der-20"_s << true;
        QTest::newRow("reference substring, any case") << u"ORDER-2024"_s << true;
        QTest::newRow("description substring") << u"blue mug"_s << true;
        QTest::newRow("reference prefix, 2 chars") << u"or"_s << true;
        QTest::newRow("not a prefix, 2 chars") << u"de"_s << false;
        QTest::newRow("1 char prefix") << u"O"_s << true;
        QTest::newRow("absent") << u"teapot"_s << false;
    }

    void searchMatchesAsTheService()
    {
        QFETCH(QString, q);
        QFETCH(bool, found);
        api::Transaction t;
        t.id = u"txn_AbCdEf123456"_s;
        t.merchantRef = u"order-2024-17"_s;
        t.description = u"A Blue Mug"_s;
        t.status = u"captured"_s;
        t.currency = u"USD"_s;
        t.createdAt = QDateTime(Today, QTime(10, 0), Qt::UTC);
        QCOMPARE(models::searchMatches(q, t), found);
        api::TransactionQuery query;
        query.search = q;
        QCOMPARE(models::matches(query, t), found);
        query.currency = u"EUR"_s;
        QVERIFY(!models::matches(query, t));
    }
};

QTEST_APPLESS_MAIN(TestTransactionFilter)
#include "tst_transactionfilter.moc"
