#pragma once

#include "api/apiclient.h"

#include <QDialog>
#include <QPointer>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace paydesk::profiles {
class ProfileStore;
}
namespace paydesk::session {
class Session;
}

namespace paydesk::ui {

// Profile ▸ Keys…: the sandbox's API keys (/sandbox/v1/keys), for a sandbox profile whose key
// is a full key. It says which key the profile uses (its name, permissions, merchant, expiry),
// lists every key (never a value), creates one (its value kept in the keychain as a new
// profile, or shown once to copy), revokes one and rolls one (the old key keeps working for
// the hours chosen; the profile's own key can move to the new one). A service without key
// management (404) is said in words, as is a key that may not manage keys.
class KeysDialog : public QDialog
{
    Q_OBJECT
public:
    KeysDialog(session::Session &session, profiles::ProfileStore &profiles,
               QWidget *parent = nullptr);
    ~KeysDialog() override;

    void refresh();
    // Creates a key with `permissions` (names, or {"*"}); kept as the profile `saveAs`, or, with
    // an empty `saveAs`, its value shown once.
    void createKey(const QString &name, const QStringList &permissions, const QString &saveAs = {});
    void revokeKey(const QString &id);
    // A new key for `id`; the old works `hours` more. `intoThisProfile`: the profile's own key,
    // replaced by the new one in the keychain, and the profile connects again with it.
    void rollKey(const QString &id, int hours, bool intoThisProfile);

    const QList<api::ApiKey> &keys() const { return m_keys; }
    // The key value shown once (empty when none is shown).
    QString shownValue() const;
    QString stateText() const;
    QString keyText() const;
    bool isBusy() const { return m_request != 0; }

Q_SIGNALS:
    void changed();
    void statusMessage(const QString &message);

private:
    void setClient(api::ApiClient *client);
    void showKeys();
    void showOwnKey();
    void showState(const QString &text, bool error = false, bool fromListing = false);
    void showValue(const api::ApiKey &key, const QString &said);
    void keyMade(const api::ApiKey &key, const QString &saveAs, bool intoThisProfile);
    void updateButtons();
    void fail(const api::ApiError &error, bool listing = false);
    std::optional<api::ApiKey> currentKey() const;
    QString ownKeyId() const;
    void askForKey();
    void askToRoll();
    void askToRevoke();

    session::Session &m_session;
    profiles::ProfileStore &m_profiles;
    QPointer<api::ApiClient> m_client;
    QList<api::ApiKey> m_keys;
    api::RequestId m_request = 0;
    bool m_unsupported = false;
    bool m_stateFromListing = false;

    QLabel *m_ownKey = nullptr;
    QLabel *m_state = nullptr;
    QTreeWidget *m_list = nullptr;
    QPushButton *m_create = nullptr;
    QPushButton *m_roll = nullptr;
    QPushButton *m_revoke = nullptr;
    QWidget *m_valueBox = nullptr;
    QLabel *m_valueText = nullptr;
    QLineEdit *m_value = nullptr;
};

} // namespace paydesk::ui
