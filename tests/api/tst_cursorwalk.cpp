// api::CursorWalk on its own: every way a service's pages can fail to end, or count a row twice,
// and the walks that are fine (ties in time, either order, a restart).
#include "api/cursorwalk.h"

#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::api::CursorWalk;

namespace {

struct Row
{
    QString id;
    QDateTime at;
};

Row row(const QString &id, int second)
{
    return {id, QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC).addSecs(second)};
}

std::optional<QString> page(CursorWalk &walk, const QList<Row> &rows, const QString &next)
{
    const auto problem = walk.check(rows, !next.isEmpty(), next, [](const Row &r) { return r.at; });
    if (!problem)
        return std::nullopt;
    return problem->message();
}

} // namespace

class TestCursorWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fineWalks()
    {
        CursorWalk newest(CursorWalk::Order::NewestFirst);
        QVERIFY(!page(newest, {row(u"a"_s, 50), row(u"b"_s, 40), row(u"c"_s, 40)}, u"c1"_s));
        QVERIFY(!page(newest, {row(u"d"_s, 40), row(u"e"_s, 10)}, u"c2"_s)); // a tie goes on
        QVERIFY(!page(newest, {}, u"c3"_s));
        QVERIFY(!page(newest, {row(u"f"_s, 5)}, {}));
        QCOMPARE(newest.pages(), 4);
        newest.restart(); // the first page again: nothing of the old walk counts
        QVERIFY(!page(newest, {row(u"a"_s, 50)}, u"c1"_s));

        CursorWalk oldest(CursorWalk::Order::OldestFirst);
        QVERIFY(!page(oldest, {row(u"p1"_s, 10), row(u"p2"_s, 10)}, u"x"_s));
        QVERIFY(!page(oldest, {row(u"p3"_s, 10), row(u"p4"_s, 20)}, {}));
    }

    void brokenWalks()
    {
        CursorWalk repeat(CursorWalk::Order::NewestFirst);
        QVERIFY(!page(repeat, {row(u"a"_s, 50)}, u"c1"_s));
        QVERIFY(!page(repeat, {row(u"b"_s, 40)}, u"c2"_s));
        const auto again = page(repeat, {row(u"c"_s, 30)}, u"c1"_s);
        QVERIFY(again);
        QVERIFY2(again->contains(u"page 3"_s) && again->contains(u"cursor came before"_s),
                 qPrintable(*again));
        QCOMPARE(repeat.pages(), 2); // the bad page is not counted

        CursorWalk emptyLoop(CursorWalk::Order::NewestFirst);
        QVERIFY(!page(emptyLoop, {}, u"c1"_s));
        QVERIFY(page(emptyLoop, {}, u"c1"_s)); // no rows to go back, the cursor still repeats

        CursorWalk back(CursorWalk::Order::NewestFirst);
        QVERIFY(!page(back, {row(u"a"_s, 50), row(u"b"_s, 40)}, u"c1"_s));
        const auto newer = page(back, {row(u"c"_s, 45)}, u"c2"_s);
        QVERIFY(newer && newer->contains(u"goes back"_s));

        CursorWalk backInPage(CursorWalk::Order::OldestFirst);
        QVERIFY(page(backInPage, {row(u"a"_s, 50), row(u"b"_s, 40)}, {}));

        CursorWalk twice(CursorWalk::Order::NewestFirst);
        QVERIFY(!page(twice, {row(u"a"_s, 50), row(u"b"_s, 40)}, u"c1"_s));
        const auto dup = page(twice, {row(u"b"_s, 40)}, {});
        QVERIFY(dup && dup->contains(u"b comes twice"_s));

        CursorWalk endless(CursorWalk::Order::NewestFirst, 3);
        QVERIFY(!page(endless, {row(u"a"_s, 3)}, u"c1"_s));
        QVERIFY(!page(endless, {row(u"b"_s, 2)}, u"c2"_s));
        const auto tooMany = page(endless, {row(u"c"_s, 1)}, u"c3"_s);
        QVERIFY(tooMany && tooMany->contains(u"past 3 pages"_s));
        CursorWalk lastPage(CursorWalk::Order::NewestFirst, 3);
        QVERIFY(!page(lastPage, {}, u"c1"_s));
        QVERIFY(!page(lastPage, {}, u"c2"_s));
        QVERIFY(!page(lastPage, {}, {})); // the third page may be the last
    }

    // A query with a time range: a row outside it ends the walk, so fresh cursors with ever
    // older rows stop once they pass the range, far before MaxPages.
    void outsideTheRange()
    {
        const QDateTime start = row({}, 0).at;
        CursorWalk newest(CursorWalk::Order::NewestFirst);
        newest.setRange(start.addSecs(10), start.addSecs(100));
        QVERIFY(!page(newest, {row(u"a"_s, 99), row(u"b"_s, 50)}, u"c1"_s));
        QVERIFY(!page(newest, {row(u"c"_s, 10)}, u"c2"_s)); // from is inclusive
        const auto older = page(newest, {row(u"d"_s, 9)}, u"c3"_s);
        QVERIFY2(older && older->contains(u"on page 3, d (2026-11-01T00:00:09Z) lies outside"_s) &&
                     older->contains(u"from 2026-11-01T00:00:10Z, before 2026-11-01T00:01:40Z"_s),
                 qPrintable(older.value_or(QString())));
        QCOMPARE(newest.pages(), 2);
        newest.restart();                                        // the range stays
        const auto newer = page(newest, {row(u"e"_s, 100)}, {}); // to is exclusive
        QVERIFY(newer && newer->contains(u"outside the time asked for"_s));

        // Days, as the queries give them; an open side is open.
        CursorWalk days(CursorWalk::Order::OldestFirst);
        days.setDays(std::optional<QDate>(), std::optional<QDate>(QDate(2026, 11, 2)));
        QVERIFY(!page(days, {row(u"p"_s, -86400 * 400), row(u"q"_s, 86399)}, u"x"_s));
        const auto late = page(days, {row(u"r"_s, 86400)}, {});
        QVERIFY2(late && late->contains(u"before 2026-11-02T00:00:00Z"_s) &&
                     !late->contains(u"from "_s),
                 qPrintable(late.value_or(QString())));

        // Without a range, any time goes.
        CursorWalk open(CursorWalk::Order::NewestFirst);
        QVERIFY(!page(open, {row(u"a"_s, 86400 * 999), row(u"b"_s, -86400 * 999)}, {}));

        // A service that sends ever older rows with fresh cursors for ever stops at the range.
        CursorWalk endless(CursorWalk::Order::NewestFirst);
        endless.setDays(QDate(2026, 10, 31), QDate(2026, 11, 2));
        std::optional<QString> problem;
        int pages = 0;
        for (int second = 86399; !problem && pages < 1000; second -= 3600, ++pages)
            problem = page(endless, {row(u"t%1"_s.arg(pages), second)}, u"c%1"_s.arg(pages));
        QVERIFY(problem && problem->contains(u"outside the time asked for"_s));
        QCOMPARE(pages, 48 + 1);
    }
};

QTEST_APPLESS_MAIN(TestCursorWalk)
#include "tst_cursorwalk.moc"
