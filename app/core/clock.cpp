// The real clock, Clock's readings and ClockTimer (see clock.h).
#include "clock.h"

#include <QTimeZone>

namespace paydesk {

namespace {

class SystemClock final : public Clock
{
public:
    qint64 nowMs() const override { return QDateTime::currentMSecsSinceEpoch(); }
};

} // namespace

qint64 Clock::nowSecs() const
{
    const qint64 ms = nowMs();
    // Floor division, so that times before the epoch round down too.
    return ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000);
}

QDateTime Clock::nowUtc() const
{
    return QDateTime::fromMSecsSinceEpoch(nowMs(), QTimeZone::utc());
}

QDate Clock::todayUtc() const
{
    return nowUtc().date();
}

std::chrono::milliseconds Clock::untilNextUtcDay() const
{
    const QDateTime now = nowUtc();
    return std::chrono::milliseconds(
        now.msecsTo(QDateTime(now.date().addDays(1), QTime(0, 0), QTimeZone::utc())));
}

const std::shared_ptr<Clock> &Clock::system()
{
    static const std::shared_ptr<Clock> clock = std::make_shared<SystemClock>();
    return clock;
}

void Clock::arm(ClockTimer *timer, std::chrono::milliseconds delay)
{
    timer->m_timer.start(delay);
}

void Clock::disarm(ClockTimer *timer)
{
    timer->m_timer.stop();
}

void Clock::fire(ClockTimer *timer, quint64 generation)
{
    timer->fired(generation);
}

quint64 Clock::generationOf(const ClockTimer *timer)
{
    return timer->m_generation;
}

ClockTimer::ClockTimer(std::shared_ptr<Clock> clock, QObject *parent)
    : QObject(parent)
    , m_clock(Clock::orSystem(clock))
{
    m_timer.setSingleShot(true); // this class re-arms a repeating timer itself
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] { fired(m_generation); });
}

ClockTimer::~ClockTimer()
{
    if (m_active)
        m_clock->disarm(this);
}

void ClockTimer::start()
{
    if (m_active)
        m_clock->disarm(this);
    ++m_generation;
    m_active = true;
    m_clock->arm(this, std::max(m_interval, std::chrono::milliseconds(0)));
}

void ClockTimer::start(std::chrono::milliseconds interval)
{
    m_interval = interval;
    start();
}

void ClockTimer::stop()
{
    if (!m_active)
        return;
    ++m_generation;
    m_active = false;
    m_clock->disarm(this);
}

void ClockTimer::fired(quint64 generation)
{
    if (!m_active || generation != m_generation)
        return;
    if (m_singleShot) {
        m_active = false;
        ++m_generation;
    } else {
        m_clock->arm(this, m_interval);
    }
    Q_EMIT timeout();
}

} // namespace paydesk
