#include "console.h"

#include <cstdio>

#ifdef Q_OS_UNIX
#include <termios.h>
#include <unistd.h>
#endif

namespace paydesk::cli {

Console::Console()
{
    m_stdoutFile.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_stderrFile.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_stdinFile.open(stdin, QIODevice::ReadOnly);
    m_out.setDevice(&m_stdoutFile);
    m_err.setDevice(&m_stderrFile);
}

Console::~Console()
{
    m_out.flush();
    m_err.flush();
}

std::optional<QString> Console::readSecretLine(const QString &prompt)
{
#ifdef Q_OS_UNIX
    const bool terminal = ::isatty(STDIN_FILENO) == 1;
    termios saved = {};
    if (terminal) {
        m_err << prompt << Qt::flush;
        if (::tcgetattr(STDIN_FILENO, &saved) == 0) {
            termios quiet = saved;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
        }
    }
#else
    Q_UNUSED(prompt)
#endif
    const QByteArray line = m_stdinFile.readLine();
#ifdef Q_OS_UNIX
    if (terminal) {
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        m_err << Qt::endl;
    }
#endif
    if (line.isEmpty())
        return std::nullopt;
    QString text = QString::fromUtf8(line);
    while (text.endsWith(u'\n') || text.endsWith(u'\r'))
        text.chop(1);
    return text;
}

} // namespace paydesk::cli
