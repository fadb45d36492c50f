// TestClock: its armed timers, fired in due order by advance() (see testclock.h).
#include "testclock.h"

#include <QSemaphore>
#include <QThread>

#include <algorithm>

namespace paydesk::testing {

TestClock::TestClock()
    : m_nowMs(QDateTime::currentMSecsSinceEpoch())
{}

TestClock::TestClock(const QDateTime &start)
    : m_nowMs(start.toMSecsSinceEpoch())
{}

void TestClock::advance(std::chrono::milliseconds by)
{
    const qint64 target = m_nowMs.load() + std::max<qint64>(0, by.count());
    for (;;) {
        QMutexLocker lock(&m_mutex);
        const auto next =
            std::min_element(m_armed.begin(), m_armed.end(), [](const auto &a, const auto &b) {
                return std::pair(a.second.dueMs, a.second.order) <
                       std::pair(b.second.dueMs, b.second.order);
            });
        if (next == m_armed.end() || next->second.dueMs > target) {
            m_nowMs = target;
            return;
        }
        ClockTimer *timer = next->first;
        const quint64 generation = next->second.generation;
        m_nowMs = std::max(m_nowMs.load(), next->second.dueMs);
        m_armed.erase(next);
        if (timer->thread() == QThread::currentThread()) {
            lock.unlock();
            fire(timer, generation);
            continue;
        }
        // Another thread's timer: posted while the lock keeps it alive (its destructor disarms
        // under the lock), then waited for. The wait ends when the call has run, or when it is
        // dropped with the timer: either way its functor, and `release` with it, is destroyed.
        struct Release
        {
            std::shared_ptr<QSemaphore> done;
            ~Release() { done->release(); }
        };
        auto done = std::make_shared<QSemaphore>();
        std::shared_ptr<Release> release(new Release{done});
        QMetaObject::invokeMethod(
            timer, [timer, generation, release] { fire(timer, generation); }, Qt::QueuedConnection);
        release.reset();
        lock.unlock();
        if (!done->tryAcquire(1, 30000))
            qWarning("TestClock: a timer of another thread did not run within 30 s; is its event"
                     " loop running?");
    }
}

std::optional<qint64> TestClock::nextDueMs() const
{
    QMutexLocker lock(&m_mutex);
    std::optional<qint64> next;
    for (const auto &[timer, armed] : m_armed)
        next = next ? std::min(*next, armed.dueMs) : armed.dueMs;
    return next;
}

int TestClock::armedTimers() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_armed.size());
}

void TestClock::arm(ClockTimer *timer, std::chrono::milliseconds delay)
{
    const quint64 generation = generationOf(timer);
    if (delay.count() <= 0) {
        // As with the real clock: from the event loop, without an advance.
        QMetaObject::invokeMethod(
            timer, [timer, generation] { fire(timer, generation); }, Qt::QueuedConnection);
        return;
    }
    QMutexLocker lock(&m_mutex);
    m_armed[timer] = Armed{m_nowMs.load() + delay.count(), ++m_order, generation};
}

void TestClock::disarm(ClockTimer *timer)
{
    QMutexLocker lock(&m_mutex);
    m_armed.erase(timer);
}

} // namespace paydesk::testing
