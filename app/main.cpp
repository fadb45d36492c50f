// paydesk: the desktop back office. For now its command line; the main window (a
// QApplication instead of this QCoreApplication) comes with the widgets.
#include "cli.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // These name the data folder (<AppDataLocation>, .../PayDesk/PayDesk) where the local
    // sandbox keeps its database; the settings file is profiles::userSettingsPath().
    QCoreApplication::setOrganizationName(u"PayDesk"_s);
    QCoreApplication::setApplicationName(u"PayDesk"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));

    paydesk::cli::Cli cli;
    QObject::connect(&cli, &paydesk::cli::Cli::finished, &app,
                     [](int exitCode) { QCoreApplication::exit(exitCode); });
    cli.start(QCoreApplication::arguments());
    return QCoreApplication::exec();
}
