#pragma once

#include <QFile>
#include <QString>
#include <QTextStream>

#include <optional>

namespace paydesk::cli {

// The process's stdin, stdout and stderr, for the commands.
class Console
{
public:
    Console();
    ~Console();
    Q_DISABLE_COPY_MOVE(Console)

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    // Standard output as a device, for bytes that must not pass through a QTextStream (a CSV
    // streamed page by page). out() is flushed first.
    QIODevice *outDevice()
    {
        m_out.flush();
        return &m_stdoutFile;
    }

    // One line of stdin without its line break, read without echo (and after `prompt` on
    // stderr) when stdin is a terminal; nullopt at the end of input. Secrets come only this
    // way, never from the command line, where other users and the shell history see them.
    std::optional<QString> readSecretLine(const QString &prompt);

private:
    QFile m_stdoutFile;
    QFile m_stderrFile;
    QFile m_stdinFile;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace paydesk::cli
