#include "application.h"

#include "mainwindow.h"
#include "profiles/appsettings.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/language.h"
#include "profiles/preferences.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "session/webhookinspector.h"
#include "theme.h"
#include "viewstate.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

void printError(const QString &text)
{
    std::fputs(qPrintable(text + u'\n'), stderr);
}

} // namespace

int runWindow(QApplication &app)
{
    const profiles::Preferences preferences = profiles::Preferences::loadUser();
    profiles::applyLanguage(preferences.language);
    applyTheme(savedTheme());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "PayDesk: the desktop back office for merchants of the "
                                        "Payment Transactions Service.\n"
                                        "Command line tools: paydesk --help"));
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
            printError(QApplication::translate("main", "paydesk: --pane: expected one of %1.")
                           .arg(MainWindow::paneNames().join(u", "_s)));
            return 2;
        }
    } else if (!preferences.defaultPane.isEmpty()) {
        pane = MainWindow::paneFromName(preferences.defaultPane);
    }

    const auto settings = profiles::openUserSettings();
    profiles::ProfileStore profileStore(settings.get());
    profileStore.ensureDefaults();
    QString profileId = profileStore.currentProfileId();
    if (parser.isSet(profileOpt)) {
        const auto found = profileStore.findByName(parser.value(profileOpt));
        if (!found) {
            printError(QApplication::translate(
                           "main", "paydesk: there is no profile called \"%1\" (see paydesk "
                                   "profiles list).")
                           .arg(parser.value(profileOpt)));
            return 2;
        }
        profileId = found->id;
    }
    if (profileId.isEmpty() && !profileStore.list().isEmpty())
        profileId = profileStore.list().constFirst().id;

    profiles::KeychainSecretStore keychain;
    session::WebhookInspector inspector(&keychain);
    webhooks::ResponseConfig response;
    response.status = preferences.inspectorResponseStatus;
    response.delayMs = preferences.inspectorResponseDelayMs;
    inspector.start(preferences.inspectorPort, response);
    // The answer chosen in the Webhooks pane is a preference too: kept for the next start.
    QObject::connect(&inspector, &session::WebhookInspector::responseChanged, &app,
                     [](const webhooks::ResponseConfig &chosen) {
                         profiles::Preferences::saveUserInspectorResponse(chosen.status,
                                                                          chosen.delayMs);
                     });
    session::Session session(profileStore, &keychain);
    session.setWebhookInspector(&inspector);
    session.setRequestTimeoutMs(preferences.requestTimeoutSeconds * 1000);

    // A new language rebuilds the window: every text is made again in it, the session and its
    // data stay. The old window saves its geometry, pane and tables; the new one reads them,
    // and takes over the filters, dates and selection on screen.
    std::function<MainWindow *(std::optional<MainWindow::Pane>)> open =
        [&](std::optional<MainWindow::Pane> on) -> MainWindow * {
        auto *w = new MainWindow(session, profileStore);
        w->setAttribute(Qt::WA_DeleteOnClose);
        if (on)
            w->showPane(*on);
        QObject::connect(w, &MainWindow::languageChanged, &app, [&, w](const QString &language) {
            w->saveSettings();
            const ViewState view = captureViewState(*w);
            profiles::applyLanguage(language);
            restoreViewState(*open(std::nullopt), view);
            w->setAttribute(Qt::WA_DeleteOnClose, false);
            w->hide();
            w->deleteLater();
        });
        w->show();
        return w;
    };
    open(pane);
    session.activate(profileId);
    return app.exec();
}

} // namespace paydesk::ui
