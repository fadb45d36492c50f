// paydesk: the desktop back office. Without a command it opens the window; `paydesk profiles`,
// `paydesk export` and `paydesk listen` are its command line, which needs no display.
#include "application.h"
#include "cli/cli.h"
#include "profiles/language.h"
#include "profiles/preferences.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>

#include <cstdio>
#include <memory>

#ifdef Q_OS_WIN
#include <windows.h>
#endif

using namespace Qt::StringLiterals;

namespace {

void setIdentity()
{
    // These name the data folder (<AppDataLocation>, .../PayDesk/PayDesk) where the local
    // sandbox and the webhook inspector keep their databases; the settings file is
    // profiles::userSettingsPath().
    QCoreApplication::setOrganizationName(u"PayDesk"_s);
    QCoreApplication::setApplicationName(u"PayDesk"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
}

int runCommandLine(int argc, char *argv[], const QStringList &arguments)
{
    std::unique_ptr<QCoreApplication> app;
    if (paydesk::cli::Cli::needsGui(arguments)) {
        // A PDF needs fonts, which need a QGuiApplication; a command line needs no display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    setIdentity();
    // The command line speaks the language the Preferences chose, like the window.
    paydesk::profiles::applyLanguage(paydesk::profiles::Preferences::loadUser().language);

    paydesk::cli::Cli cli;
    QObject::connect(&cli, &paydesk::cli::Cli::finished, app.get(),
                     [](int exitCode) { QCoreApplication::exit(exitCode); });
    cli.start(QCoreApplication::arguments());
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
#ifdef Q_OS_WIN
    // paydesk.exe is a GUI program, so the desktop opens no console for the window; the
    // command line writes to the console it was started from.
    if (AttachConsole(ATTACH_PARENT_PROCESS)) {
        std::freopen("CONOUT$", "w", stdout);
        std::freopen("CONOUT$", "w", stderr);
        std::freopen("CONIN$", "r", stdin);
    }
#endif
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (paydesk::cli::Cli::isCommandLine(arguments))
        return runCommandLine(argc, argv, arguments);

#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    // Without this, QApplication aborts with a message about xcb plugins.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && !arguments.contains(u"-platform"_s)) {
        QCoreApplication core(argc, argv);
        setIdentity();
        std::fputs(qPrintable(QCoreApplication::translate(
                       "main", "paydesk: there is no display to open the window on (DISPLAY and "
                               "WAYLAND_DISPLAY are empty).\nThe command line works without one: "
                               "paydesk --help\n")),
                   stderr);
        return 2;
    }
#endif
    QApplication app(argc, argv);
    setIdentity();
    QGuiApplication::setApplicationDisplayName(u"PayDesk"_s);
    QGuiApplication::setDesktopFileName(u"io.paydesk.PayDesk"_s);
    QGuiApplication::setWindowIcon(QIcon(u":/icons/paydesk.svg"_s));
    return paydesk::ui::runWindow(app);
}
