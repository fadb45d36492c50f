// The time the app goes by and timers that follow it, injectable so that tests can move time.
#pragma once

#include <QDateTime>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <memory>

namespace paydesk {

class ClockTimer;

// What time it is, and when a ClockTimer fires. Whatever reads the time or waits for it (the
// sandbox's session and idempotency expiry, webhook retries, the client's backoff) takes a
// clock; null means Clock::system(). Tests pass a TestClock (tests/support/testclock.h), which
// stands still until the test advances it, so that a schedule of hours runs at once. Any
// thread may read a clock; a timer fires on the thread it lives in.
class Clock
{
public:
    virtual ~Clock() = default;

    // Wall time: milliseconds since the Unix epoch, UTC.
    virtual qint64 nowMs() const = 0;
    // Whole seconds, rounded down.
    qint64 nowSecs() const;
    QDateTime nowUtc() const;
    // The UTC day, what jobs run once a day go by (settlement days), and how long until the
    // next one begins: what such a job arms its ClockTimer with.
    QDate todayUtc() const;
    std::chrono::milliseconds untilNextUtcDay() const;

    // The real clock: QDateTime for the time, QTimer for the timers.
    static const std::shared_ptr<Clock> &system();
    // `clock`, or the real one when it is null.
    static std::shared_ptr<Clock> orSystem(const std::shared_ptr<Clock> &clock)
    {
        return clock ? clock : system();
    }

protected:
    friend class ClockTimer;
    // ClockTimer::start() and stop(), on the timer's thread. The real clock runs the timer's
    // QTimer; a clock of its own making keeps the timer and calls fire() when it is due.
    virtual void arm(ClockTimer *timer, std::chrono::milliseconds delay);
    virtual void disarm(ClockTimer *timer);
    // Fires `timer`, on its thread, unless it was stopped or started again since `generation`.
    static void fire(ClockTimer *timer, quint64 generation);
    static quint64 generationOf(const ClockTimer *timer);
};

// A timer on a Clock, used like a QTimer: repeating unless set single-shot, timeout() on the
// thread it lives in. On the real clock it is a precise QTimer: what it times (a retry, a
// deadline) is a promise, and a coarse timer may fire 5 % early.
class ClockTimer : public QObject
{
    Q_OBJECT
public:
    explicit ClockTimer(std::shared_ptr<Clock> clock, QObject *parent = nullptr);
    ~ClockTimer() override;

    void setSingleShot(bool singleShot) { m_singleShot = singleShot; }
    bool isSingleShot() const { return m_singleShot; }
    void setInterval(std::chrono::milliseconds interval) { m_interval = interval; }
    std::chrono::milliseconds interval() const { return m_interval; }

    void start();
    void start(std::chrono::milliseconds interval);
    void stop();
    bool isActive() const { return m_active; }

    // Calls `fn` once, `delay` from now by `clock`, on `context`'s thread; never once `context`
    // is gone.
    template<typename Fn>
    static void singleShot(const std::shared_ptr<Clock> &clock, std::chrono::milliseconds delay,
                           QObject *context, Fn fn)
    {
        auto *timer = new ClockTimer(clock, context);
        timer->setSingleShot(true);
        connect(timer, &ClockTimer::timeout, context, [timer, fn = std::move(fn)]() mutable {
            timer->deleteLater();
            fn();
        });
        timer->start(delay);
    }

Q_SIGNALS:
    void timeout();

private:
    friend class Clock;
    void fired(quint64 generation);

    std::shared_ptr<Clock> m_clock;
    QTimer m_timer{this};
    std::chrono::milliseconds m_interval{0};
    bool m_singleShot = false;
    bool m_active = false;
    // Counts start() and stop(), so that a firing meant for an earlier start is dropped.
    quint64 m_generation = 0;
};

} // namespace paydesk
