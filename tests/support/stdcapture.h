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

// The first character of `text` that a terminal would act on rather than show (a control
// character other than LF and tab, DEL, a C1 control, a bidi or other format character, a line
// or paragraph separator), as "U+001B at 12"; empty when there is none.
inline QString terminalControlIn(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == u'\n' || c == u'\t')
            continue;
        const auto category = c.category();
        if (category == QChar::Other_Control || category == QChar::Other_Format ||
            category == QChar::Separator_Line || category == QChar::Separator_Paragraph)
            return QStringLiteral("U+%1 at %2")
                .arg(QString::number(c.unicode(), 16).rightJustified(4, u'0'))
                .arg(i);
    }
    return {};
}

// What a command printed and how it ended.
struct CommandRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace paydesk::testing
