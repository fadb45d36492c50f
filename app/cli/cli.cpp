#include "cli.h"

#include "accountscommand.h"
#include "console.h"
#include "keyscommand.h"
#include "ledgercommand.h"
#include "listencommand.h"
#include "profiles/appsettings.h"
#include "profilescommand.h"
#include "reconcilecommand.h"
#include "transactionsexportcommand.h"
#include "trialbalancecommand.h"
#include "triggercommand.h"

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
    return tr("Usage: paydesk [--profile NAME] [--pane PANE]\n"
              "       paydesk [--verbose] <command> [options]\n"
              "\n"
              "PayDesk, the desktop back office for merchants of the Payment Transactions\n"
              "Service. Without a command it opens the window, on the profile NAME and the\n"
              "pane PANE (transactions, refunds, accounts, trial-balance, webhooks) if given.\n"
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
        .arg(ProfilesCommand::usage() + TransactionsExportCommand::usage() +
                 TrialBalanceCommand::usage() + LedgerCommand::usage() + AccountsCommand::usage() +
                 ReconcileCommand::usage() + ListenCommand::usage() + TriggerCommand::usage() +
                 KeysCommand::usage(),
             QDir::toNativeSeparators(profiles::userSettingsPath()));
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
    if (parser.isSet(helpOpt) || parser.positionalArguments().value(0) == u"help"_s) {
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
        auto *profiles = new ProfilesCommand(*m_console);
        m_command.reset(profiles);
        connect(profiles, &ProfilesCommand::finished, this, &Cli::finish);
        profiles->run(positional.mid(1));
        return;
    }
    if (command == u"export"_s) {
        const QString what = positional.value(1);
        ExportCommand *exporter = nullptr;
        if (what == u"transactions"_s)
            exporter = new TransactionsExportCommand(*m_console);
        else if (what == u"trial-balance"_s)
            exporter = new TrialBalanceCommand(*m_console);
        else if (what == u"ledger"_s)
            exporter = new LedgerCommand(*m_console);
        else if (what == u"accounts"_s)
            exporter = new AccountsCommand(*m_console);
        if (exporter) {
            m_command.reset(exporter);
            connect(exporter, &ExportCommand::finished, this, &Cli::finish);
            exporter->start(positional.mid(2));
            return;
        }
        const QString exportUsage =
            tr("Usage: paydesk export transactions|trial-balance|ledger|accounts [options]\n\n%1\n"
               "paydesk export WHAT --help: the options of one export.")
                .arg(TransactionsExportCommand::usage() + TrialBalanceCommand::usage() +
                     LedgerCommand::usage() + AccountsCommand::usage());
        if (what == u"--help"_s || what == u"-h"_s || what == u"help"_s) {
            m_console->out() << exportUsage << Qt::endl;
            return finish(ExitOk);
        }
        m_console->err() << (what.isEmpty()
                                 ? tr("paydesk export: which export? transactions, "
                                      "trial-balance, ledger or accounts.")
                                 : tr("paydesk export: unknown export \"%1\"; transactions, "
                                      "trial-balance, ledger or accounts.")
                                       .arg(what))
                         << u"\n\n"_s << exportUsage << Qt::endl;
        return finish(ExitUsage);
    }
    if (command == u"reconcile"_s) {
        auto *reconcile = new ReconcileCommand(*m_console);
        m_command.reset(reconcile);
        connect(reconcile, &ExportCommand::finished, this, &Cli::finish);
        reconcile->start(positional.mid(1));
        return;
    }
    if (command == u"trigger"_s) {
        auto *trigger = new TriggerCommand(*m_console);
        m_command.reset(trigger);
        connect(trigger, &ExportCommand::finished, this, &Cli::finish);
        trigger->start(positional.mid(1));
        return;
    }
    if (command == u"keys"_s) {
        auto *keys = new KeysCommand(*m_console);
        m_command.reset(keys);
        connect(keys, &ExportCommand::finished, this, &Cli::finish);
        keys->start(positional.mid(1));
        return;
    }
    if (command == u"listen"_s) {
        auto *listen = new ListenCommand(*m_console);
        m_command.reset(listen);
        connect(listen, &ListenCommand::finished, this, &Cli::finish);
        listen->run(positional.mid(1));
        return;
    }
    if (command.isEmpty())
        m_console->err() << tr("paydesk: which command?") << u"\n\n"_s << helpText() << Qt::flush;
    else
        m_console->err() << tr("paydesk: unknown command \"%1\".").arg(command) << u"\n\n"_s
                         << helpText() << Qt::flush;
    finish(ExitUsage);
}

bool Cli::isCommandLine(const QStringList &arguments)
{
    // The window takes --profile, --pane and Qt's own options (-platform, -style, ...); any
    // other first argument is a command, or a mistake the command line explains.
    if (arguments.size() < 2)
        return false;
    const QString &first = arguments.at(1);
    static const QStringList windowOptions = {u"--profile"_s, u"--pane"_s};
    for (const QString &option : windowOptions) {
        if (first == option || first.startsWith(option + u'='))
            return false;
    }
    static const QStringList qtOptions = {u"-platform"_s, u"-style"_s,           u"-stylesheet"_s,
                                          u"-reverse"_s,  u"-qwindowgeometry"_s, u"-qwindowtitle"_s,
                                          u"-display"_s};
    return !qtOptions.contains(first);
}

bool Cli::needsGui(const QStringList &arguments)
{
    // `paydesk export trial-balance ... --format pdf` lays text out, which needs fonts.
    return (arguments.contains(u"export"_s) &&
            (arguments.contains(u"trial-balance"_s) || arguments.contains(u"ledger"_s))) ||
           arguments.contains(u"reconcile"_s);
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
