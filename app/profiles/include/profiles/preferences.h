#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

class QSettings;

namespace paydesk::profiles {

// What the Preferences dialog sets, kept in the user's settings file (never a secret).
struct Preferences
{
    static constexpr quint16 DefaultInspectorPort = 8765;

    QString language;    // "" follows the system; else "en", "de" or "fr"
    QString defaultPane; // "" opens on the pane used last; else a pane name (see MainWindow)
    quint16 inspectorPort = DefaultInspectorPort;
    int inspectorResponseStatus = 200;
    int inspectorResponseDelayMs = 0;
    int requestTimeoutSeconds = 30;
    QUrl sandboxBaseUrl;    // where a new Sandbox profile points
    QUrl productionBaseUrl; // where a new Production profile points

    Preferences();

    static Preferences load(const QSettings &settings);
    void save(QSettings &settings) const;
    // The user's settings file (profiles::openUserSettings()).
    static Preferences loadUser();
    void saveUser() const;
    // Only the inspector's answer (chosen in the Webhooks pane), the other keys untouched.
    static void saveUserInspectorResponse(int status, int delayMs);

    // The languages PayDesk is translated into, as codes ("en" first).
    static QStringList languages();
    // What a language calls itself: "English", "Deutsch", "Français".
    static QString nativeLanguageName(const QString &code);

    friend bool operator==(const Preferences &, const Preferences &) = default;
};

} // namespace paydesk::profiles
