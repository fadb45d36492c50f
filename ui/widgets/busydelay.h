#pragma once

#include <QObject>
#include <QTimer>

namespace paydesk::ui {

// A pane's busy state, shown only once it has lasted a moment. An answer that comes quickly
// changes nothing on screen: no progress bar flashes, no "Refreshing…" blinks, and nothing is
// painted before the new rows (a paint that would also delay handling them). A slow one shows
// its busy state after DelayMs, as before.
class BusyDelay : public QObject
{
    Q_OBJECT
public:
    static constexpr int DelayMs = 200;

    explicit BusyDelay(QObject *parent = nullptr)
        : QObject(parent)
    {
        m_timer.setSingleShot(true);
        m_timer.setInterval(DelayMs);
        connect(&m_timer, &QTimer::timeout, this, &BusyDelay::shownChanged);
    }

    // Busy from the first call with true until a call with false (repeated calls keep it);
    // returns whether to show it: busy for DelayMs or more.
    bool update(bool busy)
    {
        if (busy != m_busy) {
            m_busy = busy;
            if (busy)
                m_timer.start();
            else
                m_timer.stop();
        }
        return isShown();
    }
    bool isShown() const { return m_busy && !m_timer.isActive(); }

Q_SIGNALS:
    // The delay has passed while still busy.
    void shownChanged();

private:
    QTimer m_timer{this};
    bool m_busy = false;
};

} // namespace paydesk::ui
