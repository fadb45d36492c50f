#include "exportoptions.h"

#include "cli.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

ExportOptions::ExportOptions(const QString &command, const QString &description,
                             const QList<QCommandLineOption> &ownOptions, const QString &formatHelp,
                             const QString &outputHelp)
    : m_word(command.section(u' ', -1))
    , m_parser(command)
    , m_profile(u"profile"_s, tr("The profile's name."), u"NAME"_s)
    , m_format(u"format"_s, formatHelp, u"FORMAT"_s)
    , m_output(u"output"_s, outputHelp, u"FILE"_s)
{
    m_parser.setApplicationDescription(description);
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addHelpOption();
    m_parser.addOption(m_profile);
    m_parser.addOptions(ownOptions);
    m_parser.addOptions({m_format, m_output});
}

std::optional<ExportOptions::Problem>
ExportOptions::parse(const QStringList &arguments, const QString &usage,
                     const QList<QCommandLineOption> &ownRequired)
{
    QStringList args = arguments;
    if (args.value(0) == m_word)
        args.removeFirst();
    if (!m_parser.parse(args))
        return Problem{m_parser.errorText(), ExitUsage};
    if (helpRequested())
        return std::nullopt;
    if (!m_parser.positionalArguments().isEmpty())
        return Problem{
            tr("Unexpected argument \"%1\".").arg(m_parser.positionalArguments().constFirst()),
            ExitUsage};
    QList<QCommandLineOption> required = QList<QCommandLineOption>{m_profile} + ownRequired;
    if (!m_outputOptional || outputRequested())
        required += QList<QCommandLineOption>{m_format, m_output};
    for (const QCommandLineOption &option : required) {
        if (!m_parser.isSet(option))
            return Problem{tr("--%1 is required.\n%2").arg(option.names().constFirst(), usage),
                           ExitUsage};
    }
    return std::nullopt;
}

bool ExportOptions::outputRequested() const
{
    return m_parser.isSet(m_format) || m_parser.isSet(m_output);
}

bool ExportOptions::helpRequested() const
{
    return m_parser.isSet(u"help"_s);
}

QString ExportOptions::helpText() const
{
    return m_parser.helpText();
}

QString ExportOptions::profileName() const
{
    return m_parser.value(m_profile);
}

QString ExportOptions::format() const
{
    return m_parser.value(m_format);
}

std::optional<ExportOptions::Problem> ExportOptions::checkOutput(bool allowStdout,
                                                                 QString *fileName) const
{
    const QString output = m_parser.value(m_output);
    fileName->clear();
    if (allowStdout && output == u"-"_s)
        return std::nullopt;
    const QFileInfo info(output);
    if (info.fileName().isEmpty() || info.isDir())
        return Problem{
            tr("--output: \"%1\" is a folder; name a file.").arg(QDir::toNativeSeparators(output)),
            ExitUsage};
    if (!info.absoluteDir().exists())
        return Problem{tr("--output: the folder %1 does not exist.")
                           .arg(QDir::toNativeSeparators(info.absolutePath())),
                       ExitFailure};
    *fileName = info.absoluteFilePath();
    return std::nullopt;
}

std::optional<QDate> parseIsoDate(const QString &text)
{
    static const QRegularExpression re(u"^\\d{4}-\\d{2}-\\d{2}$"_s);
    if (!re.match(text).hasMatch())
        return std::nullopt;
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!date.isValid())
        return std::nullopt;
    return date;
}

} // namespace paydesk::cli
