#pragma once

#include "api/apierror.h"
#include "session/session.h"

#include <QDateTime>
#include <QHash>
#include <QObject>

QT_BEGIN_NAMESPACE
class QLabel;
class QStatusBar;
QT_END_NAMESPACE

namespace paydesk::ui {

class MessageBar;

// The window's status bar: the last error (what happened and what to do), whether the API keys
// are held in memory for this run only (no keychain kept them), the time of the current
// profile's last answer and the connection, each in words.
class StatusLine : public QObject
{
    Q_OBJECT
public:
    StatusLine(QStatusBar *bar, session::Session &session);

    // The connection as the session's state says it, and where the keys are held.
    void showState(session::Session::State state);
    void showError(const api::ApiError &error);
    void showErrorText(const QString &text, const QString &advice = {});
    void clearError();
    // An answer came for the current profile at `when`.
    void setLastRefresh(const QDateTime &when);
    // Another profile is current: the time of its last answer, not of the one before.
    void showProfile(const QString &profileId);

    // The profile's key as the service described it (its name; the rest in the tooltip), and a
    // key the service refused as the last error.
    void showKey(const api::KeyCapabilities &capabilities);

    // Passing news for a few seconds: in the status bar when it has the room to show it whole
    // beside the permanent labels, else in `wider`, which wraps it.
    void showPassing(const QString &text, MessageBar *wider);
    // The width QStatusBar leaves its passing message (as QStatusBarPrivate::messageRect()).
    int passingRoom() const;

    QString connectionText() const;
    QString lastRefreshText() const;
    // "Keys in memory for this run" while they are, else empty.
    QString keysText() const;

private:
    QString refreshedText(const QDateTime &when) const;

    session::Session &m_session;
    QStatusBar *m_bar = nullptr;
    QLabel *m_connection = nullptr;
    QLabel *m_lastRefresh = nullptr;
    QLabel *m_lastError = nullptr;
    QLabel *m_keysInMemory = nullptr;
    QLabel *m_key = nullptr;
    QHash<QString, QDateTime> m_lastRefreshes; // by profile id
};

} // namespace paydesk::ui
