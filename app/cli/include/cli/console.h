#pragma once

#include <QFile>
#include <QString>
#include <QStringDecoder>
#include <QTextStream>

#include <optional>

namespace paydesk::cli {

// What out() and err() write through: every text passes paydesk::terminalSafe() (line breaks
// and tabs kept) on its way to the file, so that nothing a service or a sender wrote, wherever
// a message quotes it, can act on the terminal. UTF-8 in and out; a character split between two
// writes is put together first.
class TerminalSafeDevice : public QIODevice
{
public:
    // `crlfLines`: a CR before a LF is dropped rather than shown escaped (a CSV's line ends,
    // harmless on a terminal); a CR alone is escaped as ever.
    explicit TerminalSafeDevice(QIODevice *target, bool crlfLines = false);
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    QIODevice *m_target;
    QStringDecoder m_decoder{QStringDecoder::Utf8};
    bool m_crlfLines = false;
    bool m_pendingCr = false; // a CR at the end of the last write, its LF maybe in the next
};

// The process's stdin, stdout and stderr, for the commands. out() and err() are for text, made
// safe for a terminal (TerminalSafeDevice); outDevice() is for the bytes of a file: exact to a
// pipe or a file, made safe too when stdout is a terminal (what a service wrote into a CSV cell
// is shown there, never obeyed).
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
        if (m_stdoutIsTerminal)
            return &m_stdoutBytesShown;
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
    TerminalSafeDevice m_stdoutText{&m_stdoutFile};
    TerminalSafeDevice m_stderrText{&m_stderrFile};
    TerminalSafeDevice m_stdoutBytesShown{&m_stdoutFile, true};
    bool m_stdoutIsTerminal = false;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace paydesk::cli
