#pragma once

// Test support for the command line: sends the process's stdout or stderr to a file for as
// long as a Capture lives, so a command's output can be read back.

#include <QString>
#include <QTemporaryFile>

#include <cstdio>
#include <unistd.h>

namespace paydesk::testing {

class Capture
{
public:
    explicit Capture(int fd)
        : m_fd(fd)
    {
        m_file.open();
        std::fflush(nullptr);
        m_saved = ::dup(fd);
        ::dup2(m_file.handle(), fd);
    }
    ~Capture() { restore(); }
    Capture(const Capture &) = delete;
    Capture &operator=(const Capture &) = delete;

    QString text()
    {
        restore();
        m_file.seek(0);
        return QString::fromUtf8(m_file.readAll());
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
    }
    int m_fd;
    int m_saved = -1;
    QTemporaryFile m_file;
};

// What a command printed and how it ended.
struct CommandRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace paydesk::testing
