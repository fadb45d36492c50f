// A Clock for tests: it stands still until the test advances it, then fires what fell due.
#pragma once

#include "core/clock.h"

#include <QMutex>

#include <atomic>
#include <map>
#include <optional>

namespace paydesk::testing {

// Time stands still until advance(): a retry schedule of hours, a session's lifetime or a
// client's backoff pass at once, in order. A timer fires when the clock is advanced to its due
// time, with nowMs() reading that time while it runs; a timer started with no delay fires from
// its event loop as with the real clock, without an advance. One clock may serve several
// threads: a timer of another thread runs there, and advance() waits for it.
class TestClock : public Clock
{
public:
    // Starts at the real time now, so that what it stamps sits among real data.
    TestClock();
    explicit TestClock(const QDateTime &start);

    qint64 nowMs() const override { return m_nowMs.load(); }

    // Moves time forward by `by`, firing each timer that falls due on the way at its due time
    // (a repeating one as often as it falls due); returns once they have run.
    void advance(std::chrono::milliseconds by);
    // When the next timer is due (ms since the epoch), or nothing when none is armed: what a
    // test checks to see that something is, or is not, scheduled.
    std::optional<qint64> nextDueMs() const;
    int armedTimers() const;

protected:
    void arm(ClockTimer *timer, std::chrono::milliseconds delay) override;
    void disarm(ClockTimer *timer) override;

private:
    struct Armed
    {
        qint64 dueMs = 0;
        quint64 order = 0; // timers due at the same time fire in the order they were started
        quint64 generation = 0;
    };

    std::atomic<qint64> m_nowMs;
    mutable QMutex m_mutex;
    std::map<ClockTimer *, Armed> m_armed;
    quint64 m_order = 0;
};

} // namespace paydesk::testing
