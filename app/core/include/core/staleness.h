#pragma once

#include <QtGlobal>

#include <concepts>
#include <functional>
#include <utility>

namespace paydesk {

// The callbacks of one piece of asynchronous work (opening a profile, starting the local
// sandbox, preparing the inspector), made stale all at once by the next piece or by a stop.
// A callback is wrapped once by guard() and runs only while it is current, instead of every
// callback comparing a generation number by hand.
//
// The order rule lives here: renew() first makes every earlier callback stale and only then
// runs its cleanup (cancelling requests, stopping a service), so whatever that cleanup makes
// the old work call back, synchronously, already finds itself stale.
class Staleness
{
public:
    Staleness() = default;
    Staleness(const Staleness &) = delete;
    Staleness &operator=(const Staleness &) = delete;

    // Every callback guarded so far is stale from now on; then `cleanup` runs.
    template<std::invocable Cleanup>
    void renew(Cleanup &&cleanup)
    {
        ++m_current;
        std::invoke(std::forward<Cleanup>(cleanup));
    }
    void renew() { ++m_current; }

    // For a callback that does part of its work whatever happens and the rest only while
    // current: it keeps token() and asks isCurrent() at that point.
    struct Token
    {
        quint64 value;
    };
    Token token() const { return {m_current}; }
    bool isCurrent(Token token) const { return token.value == m_current; }

    // `f`, to run only while no renew() has come since this call; a stale call does nothing.
    // The owner of this object must outlive the callback's context (as a QObject context of
    // the connection or the timer does).
    template<typename F>
    class Guarded
    {
    public:
        Guarded(const Staleness *owner, F f)
            : m_owner(owner)
            , m_token(owner->m_current)
            , m_f(std::move(f))
        {}
        template<typename... Args>
        requires std::invocable<F &, Args...>
        void operator()(Args &&...args)
        {
            if (m_token == m_owner->m_current)
                std::invoke(m_f, std::forward<Args>(args)...);
        }

    private:
        const Staleness *m_owner;
        quint64 m_token;
        F m_f;
    };
    template<typename F>
    Guarded<F> guard(F f) const
    {
        return Guarded<F>(this, std::move(f));
    }

private:
    quint64 m_current = 0;
};

} // namespace paydesk
