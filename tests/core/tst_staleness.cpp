#include "core/staleness.h"

#include <QObject>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace paydesk;
using namespace Qt::StringLiterals;

namespace {

class Emitter : public QObject
{
    Q_OBJECT
Q_SIGNALS:
    void answered(const QString &text, int code);
};

} // namespace

class TestStaleness : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void currentCallbackRuns()
    {
        Staleness stale;
        QString got;
        auto callback = stale.guard([&got](const QString &text) { got = text; });
        callback(u"first"_s);
        QCOMPARE(got, u"first"_s);
    }

    void renewMakesEarlierCallbacksStale()
    {
        Staleness stale;
        int calls = 0;
        auto old = stale.guard([&calls] { ++calls; });
        stale.renew();
        auto fresh = stale.guard([&calls] { calls += 10; });
        old();
        QCOMPARE(calls, 0);
        fresh();
        QCOMPARE(calls, 10);
    }

    // The order rule: what the cleanup makes the old work call back is stale already.
    void cleanupRunsAfterTheOldWorkIsStale()
    {
        Staleness stale;
        bool oldRan = false;
        auto old = stale.guard([&oldRan] { oldRan = true; });
        bool cleaned = false;
        stale.renew([&] {
            old(); // e.g. a request cancelled inside the cleanup answers at once
            cleaned = true;
        });
        QVERIFY(cleaned);
        QVERIFY(!oldRan);
    }

    void tokenForPartWork()
    {
        Staleness stale;
        const auto token = stale.token();
        QVERIFY(stale.isCurrent(token));
        stale.renew();
        QVERIFY(!stale.isCurrent(token));
        QVERIFY(stale.isCurrent(stale.token()));
    }

    // Guarded callbacks as Qt connects them: a signal with more arguments than the callback
    // takes, and a timer.
    void worksWithSignalsAndTimers()
    {
        Staleness stale;
        Emitter emitter;
        QStringList seen;
        QObject::connect(&emitter, &Emitter::answered, &emitter,
                         stale.guard([&seen](const QString &text) { seen << text; }));
        Q_EMIT emitter.answered(u"one"_s, 1);
        stale.renew();
        Q_EMIT emitter.answered(u"two"_s, 2);
        QCOMPARE(seen, QStringList{u"one"_s});

        bool fired = false;
        bool staleFired = false;
        QTimer::singleShot(0, &emitter, stale.guard([&staleFired] { staleFired = true; }));
        stale.renew();
        QTimer::singleShot(0, &emitter, stale.guard([&fired] { fired = true; }));
        QTRY_VERIFY(fired);
        QVERIFY(!staleFired);
    }
};

QTEST_GUILESS_MAIN(TestStaleness)
#include "tst_staleness.moc"
