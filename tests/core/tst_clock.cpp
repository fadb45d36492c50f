// The clock seam: the system clock against QDateTime, ClockTimer on the real clock, and the
// TestClock that the other tests advance instead of sleeping.
#include "core/clock.h"
#include "testclock.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using paydesk::Clock;
using paydesk::ClockTimer;
using paydesk::testing::TestClock;

namespace {

QDateTime utc(const char *text)
{
    return QDateTime::fromString(QString::fromLatin1(text), Qt::ISODateWithMs);
}

// Records the clock's time at each timeout.
struct Recorder
{
    std::shared_ptr<Clock> clock;
    QList<qint64> firedAt;
    void connectTo(ClockTimer &timer)
    {
        QObject::connect(&timer, &ClockTimer::timeout, &timer,
                         [this] { firedAt << clock->nowMs(); });
    }
};

} // namespace

class TestClockSeam : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void systemClockIsTheRealTime()
    {
        const qint64 before = QDateTime::currentMSecsSinceEpoch();
        const qint64 now = Clock::system()->nowMs();
        const qint64 after = QDateTime::currentMSecsSinceEpoch();
        QVERIFY(before <= now && now <= after);
        QCOMPARE(Clock::orSystem(nullptr), Clock::system());
    }

    void readings_data()
    {
        QTest::addColumn<QDateTime>("start");
        QTest::addColumn<qint64>("secs");
        QTest::addColumn<QDate>("day");
        QTest::addColumn<qint64>("msToNextDay");

        QTest::newRow("the epoch") << utc("1970-01-01T00:00:00.000Z") << qint64(0)
                                   << QDate(1970, 1, 1) << qint64(86'400'000);
        QTest::newRow("a second rounds down")
            << utc("2026-03-01T23:59:59.999Z") << qint64(1772409599) << QDate(2026, 3, 1)
            << qint64(1);
        QTest::newRow("before the epoch rounds down too")
            << utc("1969-12-31T23:59:59.500Z") << qint64(-1) << QDate(1969, 12, 31) << qint64(500);
        QTest::newRow("midday") << utc("2026-06-15T12:00:00.000Z") << qint64(1781524800)
                                << QDate(2026, 6, 15) << qint64(43'200'000);
    }
    void readings()
    {
        QFETCH(QDateTime, start);
        QFETCH(qint64, secs);
        QFETCH(QDate, day);
        QFETCH(qint64, msToNextDay);
        const TestClock clock(start);
        QCOMPARE(clock.nowMs(), start.toMSecsSinceEpoch());
        QCOMPARE(clock.nowSecs(), secs);
        QCOMPARE(clock.nowUtc(), start);
        QCOMPARE(clock.nowUtc().timeZone(), QTimeZone::utc());
        QCOMPARE(clock.todayUtc(), day);
        QCOMPARE(clock.untilNextUtcDay().count(), msToNextDay);
    }

    void realClockTimerFires()
    {
        ClockTimer timer(nullptr);
        timer.setSingleShot(true);
        QSignalSpy fired(&timer, &ClockTimer::timeout);
        timer.start(10ms);
        QVERIFY(timer.isActive());
        QVERIFY(fired.wait(5000));
        QVERIFY(!timer.isActive());
    }

    void standsStillUntilAdvanced()
    {
        const auto clock = std::make_shared<TestClock>(utc("2026-01-15T09:00:00.000Z"));
        const qint64 start = clock->nowMs();
        ClockTimer timer(clock);
        timer.setSingleShot(true);
        Recorder recorder{clock, {}};
        recorder.connectTo(timer);
        timer.start(5s);
        QCOMPARE(clock->nextDueMs(), std::optional<qint64>(start + 5000));

        clock->advance(4999ms);
        QCOMPARE(recorder.firedAt.size(), 0);
        QCOMPARE(clock->nowMs(), start + 4999);
        clock->advance(1ms);
        QCOMPARE(recorder.firedAt, QList<qint64>{start + 5000});
        QVERIFY(!timer.isActive());
        QCOMPARE(clock->armedTimers(), 0);
        clock->advance(24h);
        QCOMPARE(recorder.firedAt.size(), 1);
    }

    void firesInDueOrderAtTheirTimes()
    {
        const auto clock = std::make_shared<TestClock>(utc("2026-01-15T09:00:00.000Z"));
        const qint64 start = clock->nowMs();
        QList<QString> order;
        ClockTimer late(clock);
        ClockTimer early(clock);
        ClockTimer sameAsEarly(clock);
        for (auto [timer, name] : {std::pair{&late, "late"}, std::pair{&early, "early"},
                                   std::pair{&sameAsEarly, "same"}}) {
            timer->setSingleShot(true);
            connect(timer, &ClockTimer::timeout, this, [&order, clock, start, name = name] {
                order << u"%1@%2"_s.arg(QLatin1StringView(name)).arg(clock->nowMs() - start);
            });
        }
        late.start(5min);
        early.start(5s);
        sameAsEarly.start(5s);
        clock->advance(1h);
        QCOMPARE(order, (QList<QString>{u"early@5000"_s, u"same@5000"_s, u"late@300000"_s}));
        QCOMPARE(clock->nowMs(), start + 3600 * 1000);
    }

    void repeatingFiresEachTimeItFallsDue()
    {
        const auto clock = std::make_shared<TestClock>(utc("2026-01-15T00:00:00.000Z"));
        const qint64 start = clock->nowMs();
        ClockTimer hourly(clock);
        Recorder recorder{clock, {}};
        recorder.connectTo(hourly);
        hourly.start(1h);
        clock->advance(3h + 30min);
        QCOMPARE(recorder.firedAt,
                 (QList<qint64>{start + 3600'000, start + 7200'000, start + 10800'000}));
        QVERIFY(hourly.isActive());
        QCOMPARE(clock->nextDueMs(), std::optional<qint64>(start + 14400'000));
        hourly.stop();
        QCOMPARE(clock->armedTimers(), 0);
        clock->advance(2h);
        QCOMPARE(recorder.firedAt.size(), 3);
    }

    void restartReplacesTheEarlierStart()
    {
        const auto clock = std::make_shared<TestClock>();
        const qint64 start = clock->nowMs();
        ClockTimer timer(clock);
        timer.setSingleShot(true);
        Recorder recorder{clock, {}};
        recorder.connectTo(timer);
        timer.start(1s);
        timer.start(10s);
        clock->advance(5s);
        QCOMPARE(recorder.firedAt.size(), 0);
        clock->advance(5s);
        QCOMPARE(recorder.firedAt, QList<qint64>{start + 10'000});
    }

    void timerStartedByAFiringOneFiresInTheSameAdvance()
    {
        // What a retry schedule does: each attempt arms the next.
        const auto clock = std::make_shared<TestClock>();
        const qint64 start = clock->nowMs();
        ClockTimer retry(clock);
        retry.setSingleShot(true);
        const QList<std::chrono::milliseconds> schedule{5s, 5min, 30min};
        QList<qint64> attempts;
        connect(&retry, &ClockTimer::timeout, this, [&] {
            attempts << clock->nowMs() - start;
            if (attempts.size() < schedule.size())
                retry.start(schedule.at(attempts.size()));
        });
        retry.start(schedule.constFirst());
        clock->advance(1h);
        QCOMPARE(attempts, (QList<qint64>{5'000, 305'000, 2'105'000}));
    }

    void zeroDelayFiresFromTheEventLoop()
    {
        const auto clock = std::make_shared<TestClock>();
        const qint64 start = clock->nowMs();
        ClockTimer timer(clock);
        timer.setSingleShot(true);
        QSignalSpy fired(&timer, &ClockTimer::timeout);
        timer.start(0ms);
        QCOMPARE(fired.size(), 0); // not from inside start()
        QTRY_COMPARE(fired.size(), 1);
        QCOMPARE(clock->nowMs(), start);
    }

    void singleShotIsDroppedWithItsContext()
    {
        const auto clock = std::make_shared<TestClock>();
        int calls = 0;
        auto context = std::make_unique<QObject>();
        ClockTimer::singleShot(clock, 1s, context.get(), [&calls] { ++calls; });
        ClockTimer::singleShot(clock, 1s, this, [&calls] { calls += 10; });
        QCOMPARE(clock->armedTimers(), 2);
        context.reset();
        QCOMPARE(clock->armedTimers(), 1);
        clock->advance(1s);
        QCOMPARE(calls, 10);
        QCOMPARE(clock->armedTimers(), 0);
    }

    void timerOfAnotherThreadRunsThereBeforeAdvanceReturns()
    {
        const auto clock = std::make_shared<TestClock>();
        QThread thread;
        auto *timer = new ClockTimer(clock);
        timer->setSingleShot(true);
        timer->moveToThread(&thread);
        std::atomic<QThread *> firedOn = nullptr;
        std::atomic<qint64> firedAt = 0;
        connect(timer, &ClockTimer::timeout, timer, [&] {
            firedAt = clock->nowMs();
            firedOn = QThread::currentThread();
        });
        connect(&thread, &QThread::finished, timer, &QObject::deleteLater);
        thread.start();
        const qint64 start = clock->nowMs();
        QMetaObject::invokeMethod(
            timer, [timer] { timer->start(30s); }, Qt::BlockingQueuedConnection);
        clock->advance(1min);
        // No waiting: advance() returned after the timer ran on its thread.
        QCOMPARE(firedOn.load(), &thread);
        QCOMPARE(firedAt.load(), start + 30'000);
        thread.quit();
        QVERIFY(thread.wait(5000));
    }
};

QTEST_GUILESS_MAIN(TestClockSeam)
#include "tst_clock.moc"
