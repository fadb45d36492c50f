#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace paydesk::cli {

// The parser of one command ("paydesk export ledger"). QCommandLineParser's help begins with
// "Usage: <the binary's path> [options]", which names neither paydesk as typed nor the
// command; this one's begins with the command, for every command alike.
class CommandParser : public QCommandLineParser
{
public:
    // `command`: the words after paydesk ("export ledger", "listen").
    explicit CommandParser(const QString &command);

    // Parses the arguments after the command's words.
    bool parse(const QStringList &arguments);
    QString helpText() const;
    // "paydesk export ledger"
    QString command() const { return m_command; }

private:
    QString m_command;
};

} // namespace paydesk::cli
