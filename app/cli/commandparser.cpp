#include "commandparser.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

CommandParser::CommandParser(const QString &command)
    : m_command(u"paydesk "_s + command)
{}

bool CommandParser::parse(const QStringList &arguments)
{
    return QCommandLineParser::parse(QStringList{m_command} + arguments);
}

QString CommandParser::helpText() const
{
    // Qt names the program by its first argument as started (a path, or "<executable_name>"
    // without an application), in a first line it may have translated: only that name is
    // replaced, so the rest of the line (" [options] KIND") stays Qt's.
    QString text = QCommandLineParser::helpText();
    const qsizetype lineEnd = text.indexOf(u'\n');
    const QStringList arguments = QCoreApplication::arguments();
    const QString program = arguments.isEmpty() ? u"<executable_name>"_s : arguments.constFirst();
    const qsizetype at = text.left(lineEnd).indexOf(program);
    if (at >= 0)
        text.replace(at, program.size(), m_command);
    return text;
}

} // namespace paydesk::cli
