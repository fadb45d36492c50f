// The chart's numbers: volume per UTC day and status, one currency at a time, every day of the
// span present, and which currency is charted.
#include "models/dailyvolume.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace paydesk;

namespace {

api::Transaction txn(const QString &currency, qint64 amount, const QString &status,
                     const QDateTime &created)
{
    static int n = 0;
    api::Transaction t;
    t.id = u"txn_%1"_s.arg(++n);
    t.currency = currency;
    t.amount = amount;
    t.status = status;
    t.createdAt = created;
    return t;
}

QDateTime utc(int y, int m, int d, int h = 12, int min = 0, int s = 0)
{
    return QDateTime(QDate(y, m, d), QTime(h, min, s), Qt::UTC);
}

} // namespace

class TestDailyVolume : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void empty()
    {
        models::DailyVolumeBuilder b;
        QCOMPARE(b.transactions(), 0);
        QVERIFY(models::chartCurrency(b.currencyCounts()).isEmpty());
        const models::VolumeSeries s = b.series(u"USD"_s);
        QVERIFY(s.days.isEmpty());
        QCOMPARE(s.transactions, 0);
        QCOMPARE(s.maxDayTotal, 0);
    }

    void sumsPerDayAndStatus()
    {
        models::DailyVolumeBuilder b;
        b.addAll({
            txn(u"USD"_s, 1000, u"captured"_s, utc(2024, 3, 1, 0, 0, 0)),
            txn(u"USD"_s, 250, u"captured"_s, utc(2024, 3, 1, 23, 59, 59)),
            txn(u"USD"_s, 99, u"failed"_s, utc(2024, 3, 1)),
            txn(u"USD"_s, 5000, u"refunded"_s, utc(2024, 3, 3)),
            txn(u"USD"_s, 7, u"partially_refunded"_s, utc(2024, 3, 4)),
            txn(u"EUR"_s, 123456, u"captured"_s, utc(2024, 3, 2)),
        });
        const models::VolumeSeries s = b.series(u"USD"_s);
        QCOMPARE(s.currency, u"USD"_s);
        QCOMPARE(s.transactions, 4);
        QCOMPARE(s.failed, 1); // a failed payment moved no money: not volume
        // Every day from the first to the last, the 2nd included though it has no USD.
        QCOMPARE(s.days.size(), 4);
        QCOMPARE(s.days.at(0).day, QDate(2024, 3, 1));
        QCOMPARE(s.days.at(1).day, QDate(2024, 3, 2));
        QCOMPARE(s.days.at(0).byStatus.value(u"captured"_s), 1250);
        QVERIFY(!s.days.at(0).byStatus.contains(u"failed"_s));
        QCOMPARE(s.days.at(0).total, 1250);
        QCOMPARE(s.days.at(0).count, 2);
        QCOMPARE(s.days.at(1).total, 0);
        QCOMPARE(s.days.at(1).count, 0);
        QCOMPARE(s.days.at(2).byStatus.value(u"refunded"_s), 5000);
        QCOMPARE(s.maxDayTotal, 5000);
        QCOMPARE(s.total(u"captured"_s), 1250);
        // Known statuses in the filter's order.
        QCOMPARE(s.statuses, (QStringList{u"captured"_s, u"refunded"_s, u"partially_refunded"_s}));
        // Euros are never added to dollars.
        const models::VolumeSeries eur = b.series(u"EUR"_s);
        QCOMPARE(eur.transactions, 1);
        QCOMPARE(eur.days.size(), 1);
        QCOMPARE(eur.days.at(0).total, 123456);
    }

    void daysAreUtcDays()
    {
        // 23:30 in New York on 1 March is 04:30 UTC on 2 March.
        const QDateTime ny(QDate(2024, 3, 1), QTime(23, 30), QTimeZone("America/New_York"));
        models::DailyVolumeBuilder b;
        b.add(txn(u"USD"_s, 100, u"captured"_s, ny));
        QCOMPARE(b.series(u"USD"_s).days.at(0).day, QDate(2024, 3, 2));
    }

    void unknownStatusesComeLast()
    {
        models::DailyVolumeBuilder b;
        b.add(txn(u"GBP"_s, 1, u"zeta"_s, utc(2024, 1, 1)));
        b.add(txn(u"GBP"_s, 1, u"disputed"_s, utc(2024, 1, 1)));
        b.add(txn(u"GBP"_s, 1, u"refunded"_s, utc(2024, 1, 1)));
        QCOMPARE(b.series(u"GBP"_s).statuses,
                 (QStringList{u"refunded"_s, u"disputed"_s, u"zeta"_s}));
    }

    void largeSumsStayExact()
    {
        models::DailyVolumeBuilder b;
        for (int i = 0; i < 1000; ++i)
            b.add(txn(u"JPY"_s, 100'000'000'000, u"captured"_s, utc(2024, 5, 5)));
        QCOMPARE(b.series(u"JPY"_s).days.at(0).total, qint64(100'000'000'000'000));
    }

    void chartCurrency()
    {
        QHash<QString, int> counts{{u"USD"_s, 10}, {u"EUR"_s, 30}, {u"GBP"_s, 30}};
        QCOMPARE(models::chartCurrency(counts), u"EUR"_s); // a tie goes to the first by name
        QCOMPARE(models::chartCurrency(counts, u"USD"_s), u"USD"_s);
        // The filter's currency even when no row has it: an empty chart says so.
        QCOMPARE(models::chartCurrency(counts, u"KWD"_s), u"KWD"_s);
        counts[u"USD"_s] = 31;
        QCOMPARE(models::chartCurrency(counts), u"USD"_s);
    }
};

QTEST_APPLESS_MAIN(TestDailyVolume)
#include "tst_dailyvolume.moc"
