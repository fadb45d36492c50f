#include "cli.h"

#include "console.h"
#include "profiles/appsettings.h"
#include "profilescommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QLoggingCategory>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

Cli::Cli(QObject *parent)
    : QObject(parent)
    , m_console(std::make_unique<Console>())
{}

Cli::~Cli() = default;

QString Cli::helpText() const
{
    return tr("Usage: paydesk [--verbose] <command> [options]\n"
              "\n"
              "PayDesk, the desktop back office for merchants of the Payment Transactions\n"
              "Service.\n"
              "\n"
              "Commands:\n"
              "%1"
              "\n"
              "Options:\n"
              "  -h, --help     This help; `paydesk profiles add --help` for a command's.\n"
              "  -v, --version  The version.\n"
              "  --verbose      Log what happens (never keys or secrets) to stderr.\n"
              "\n"
              "Settings: %2\n"
              "  (set PAYDESK_SETTINGS_DIR to keep them in $PAYDESK_SETTINGS_DIR/PayDesk.ini).\n"
              "API keys and webhook signing secrets live only in the OS keychain; PayDesk\n"
              "never writes them to disk.\n")
        .arg(ProfilesCommand::usage(), QDir::toNativeSeparators(profiles::userSettingsPath()));
}

void Cli::start(const QStringList &arguments)
{
    // Options before the command are PayDesk's; what follows belongs to the command.
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption helpOpt(QStringList{u"h"_s, u"help"_s});
    const QCommandLineOption versionOpt(QStringList{u"v"_s, u"version"_s});
    const QCommandLineOption verboseOpt(u"verbose"_s);
    parser.addOptions({helpOpt, versionOpt, verboseOpt});
    if (!parser.parse(arguments)) {
        m_console->err() << parser.errorText() << u"\n\n"_s << helpText() << Qt::flush;
        return finish(ExitUsage);
    }
    if (parser.isSet(helpOpt)) {
        m_console->out() << helpText() << Qt::flush;
        return finish(ExitOk);
    }
    if (parser.isSet(versionOpt)) {
        m_console->out() << u"paydesk "_s << QCoreApplication::applicationVersion() << Qt::endl;
        return finish(ExitOk);
    }
    // Quiet unless asked: a command line prints its result, not the service's log.
    // QT_LOGGING_RULES still wins over this.
    if (!parser.isSet(verboseOpt))
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.debug=false"_s);

    const QStringList positional = parser.positionalArguments();
    const QString command = positional.value(0);
    if (command == u"profiles"_s) {
        m_profiles = std::make_unique<ProfilesCommand>(*m_console);
        connect(m_profiles.get(), &ProfilesCommand::finished, this, &Cli::finish);
        m_profiles->run(positional.mid(1));
        return;
    }
    if (command.isEmpty())
        m_console->err() << tr("paydesk: which command?") << u"\n\n"_s << helpText() << Qt::flush;
    else
        m_console->err() << tr("paydesk: unknown command \"%1\".").arg(command) << u"\n\n"_s
                         << helpText() << Qt::flush;
    finish(ExitUsage);
}

void Cli::finish(int exitCode)
{
    if (std::exchange(m_finished, true))
        return;
    // Always from the event loop, so that a caller connected after start() hears it and
    // QCoreApplication::exit() finds a running loop.
    QMetaObject::invokeMethod(
        this, [this, exitCode] { Q_EMIT finished(exitCode); }, Qt::QueuedConnection);
}

} // namespace paydesk::cli
