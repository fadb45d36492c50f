#pragma once

// Test support for the command line: sends the process's stdout (or another descriptor) to a
// pseudo-terminal, so that isatty() is true as in a user's shell, or to a pipe, for as long as
// a StreamCapture lives; a thread drains it meanwhile (a full pty or pipe would block the
// writer, which is the test's own thread).

#include <QByteArray>

#include <cstdio>
#include <fcntl.h>
#include <termios.h>
#include <thread>
#include <unistd.h>

namespace paydesk::testing {

class StreamCapture
{
public:
    enum class Kind { Terminal, Pipe };

    StreamCapture(int fd, Kind kind)
        : m_fd(fd)
    {
        int reader = -1;
        int writer = -1;
        if (kind == Kind::Terminal) {
            reader = ::posix_openpt(O_RDWR | O_NOCTTY);
            if (reader < 0 || ::grantpt(reader) != 0 || ::unlockpt(reader) != 0)
                return;
            writer = ::open(::ptsname(reader), O_RDWR | O_NOCTTY);
            if (writer < 0)
                return;
            // Raw: the bytes arrive as written (no LF to CR LF), so the test sees exactly them.
            termios t = {};
            ::tcgetattr(writer, &t);
            ::cfmakeraw(&t);
            ::tcsetattr(writer, TCSANOW, &t);
        } else {
            int ends[2];
            if (::pipe(ends) != 0)
                return;
            reader = ends[0];
            writer = ends[1];
        }
        std::fflush(nullptr);
        m_saved = ::dup(fd);
        ::dup2(writer, fd);
        ::close(writer);
        // Until every writer is gone: 0 at the end of a pipe, EIO once a pty's other side closes.
        m_thread = std::thread([this, reader] {
            char buffer[4096];
            for (;;) {
                const ssize_t n = ::read(reader, buffer, sizeof buffer);
                if (n <= 0)
                    break;
                m_bytes.append(buffer, n);
            }
            ::close(reader);
        });
    }
    ~StreamCapture() { restore(); }
    StreamCapture(const StreamCapture &) = delete;
    StreamCapture &operator=(const StreamCapture &) = delete;

    bool isValid() const { return m_thread.joinable() || m_done; }

    // Everything written, once the descriptor is given back.
    QByteArray bytes()
    {
        restore();
        return m_bytes;
    }

private:
    void restore()
    {
        if (m_saved < 0)
            return;
        std::fflush(nullptr);
        ::dup2(m_saved, m_fd);
        ::close(m_saved);
        m_saved = -1;
        if (m_thread.joinable())
            m_thread.join();
        m_done = true;
    }
    int m_fd;
    int m_saved = -1;
    bool m_done = false;
    QByteArray m_bytes;
    std::thread m_thread;
};

} // namespace paydesk::testing
