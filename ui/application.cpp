#include "application.h"

#include "mainwindow.h"
#include "profiles/appsettings.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "session/webhookinspector.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

int runWindow(QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "PayDesk: the desktop back office for merchants of the "
                                        "Payment Transactions Service.\n"
                                        "Command line tools: paydesk profiles --help"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption profileOpt(
        u"profile"_s, QApplication::translate("main", "Open on the profile called NAME."),
        u"NAME"_s);
    const QCommandLineOption paneOpt(u"pane"_s,
                                     QApplication::translate("main", "Open on a pane: %1.")
                                         .arg(MainWindow::paneNames().join(u", "_s)),
                                     u"PANE"_s);
    parser.addOptions({profileOpt, paneOpt});
    parser.process(app);

    std::optional<MainWindow::Pane> pane;
    if (parser.isSet(paneOpt)) {
        pane = MainWindow::paneFromName(parser.value(paneOpt));
        if (!pane) {
            std::fprintf(stderr, "paydesk: --pane: expected one of %s\n",
                         qPrintable(MainWindow::paneNames().join(u", "_s)));
            return 2;
        }
    }

    const auto settings = profiles::openUserSettings();
    profiles::ProfileStore profileStore(settings.get());
    profileStore.ensureDefaults();
    QString profileId = profileStore.currentProfileId();
    if (parser.isSet(profileOpt)) {
        const auto found = profileStore.findByName(parser.value(profileOpt));
        if (!found) {
            std::fprintf(stderr, "paydesk: no profile called \"%s\" (see paydesk profiles list)\n",
                         qPrintable(parser.value(profileOpt)));
            return 2;
        }
        profileId = found->id;
    }
    if (profileId.isEmpty() && !profileStore.list().isEmpty())
        profileId = profileStore.list().constFirst().id;

    profiles::KeychainSecretStore keychain;
    session::WebhookInspector inspector(&keychain);
    {
        const auto settings = profiles::openUserSettings();
        webhooks::ResponseConfig response;
        response.status = settings->value(u"Inspector/responseStatus"_s, 200).toInt();
        response.delayMs = settings->value(u"Inspector/responseDelayMs"_s, 0).toInt();
        inspector.start(quint16(settings->value(u"Inspector/port"_s, 8765).toUInt()), response);
    }
    session::Session session(profileStore, &keychain);
    session.setWebhookInspector(&inspector);
    MainWindow window(session, profileStore);
    if (pane && !window.showPane(*pane))
        std::fprintf(stderr, "paydesk: the %s pane is not part of this version yet\n",
                     qPrintable(parser.value(paneOpt)));
    window.show();
    session.activate(profileId);
    return app.exec();
}

} // namespace paydesk::ui
