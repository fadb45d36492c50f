#include "console.h"

#include "api/apierror.h"

#include "core/terminaltext.h"

#include <QFileDevice>

#include <cstdio>
#include <utility>

#ifdef Q_OS_UNIX
#include <termios.h>
#include <unistd.h>
#endif

namespace paydesk::cli {

TerminalSafeDevice::TerminalSafeDevice(QIODevice *target, bool crlfLines)
    : m_target(target)
    , m_crlfLines(crlfLines)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 TerminalSafeDevice::writeData(const char *data, qint64 size)
{
    QString text = m_decoder.decode(QByteArrayView(data, size));
    if (m_crlfLines) {
        if (std::exchange(m_pendingCr, false))
            text.prepend(u'\r');
        if (text.endsWith(u'\r')) {
            text.chop(1);
            m_pendingCr = true;
        }
        text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    }
    const QByteArray safe = terminalSafe(text, LineBreaks::Keep).toUtf8();
    if (!safe.isEmpty() && m_target->write(safe) != safe.size())
        return -1;
    // A QTextStream flushes a QFileDevice of its own, not one behind this device: without this
    // a line to a pipe (a script waiting for "listening url=") stayed in stdio's buffer.
    if (auto *file = qobject_cast<QFileDevice *>(m_target))
        file->flush();
    return size;
}

Console::Console()
{
    // A person reads this program's errors in a terminal: every advice from here on speaks of
    // the command's options, not the window's fields and lists (an export's, a trial balance's,
    // a key's).
    api::ApiError::setAudience(api::ApiError::Audience::Terminal);
    m_stdoutFile.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_stderrFile.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_stdinFile.open(stdin, QIODevice::ReadOnly);
    m_out.setDevice(&m_stdoutText);
#ifdef Q_OS_UNIX
    m_stdoutIsTerminal = ::isatty(STDOUT_FILENO) == 1;
#endif
    m_err.setDevice(&m_stderrText);
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
