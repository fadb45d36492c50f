#pragma once

#include "profiles/profile.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace paydesk::profiles {
class ProfileStore;
class SecretStore;
} // namespace paydesk::profiles
namespace paydesk::session {
class ConnectionTest;
}

namespace paydesk::ui {

// Add, edit and remove profiles. Keys and signing secrets go straight into the SecretStore
// (the OS keychain); the form never shows a stored one, only whether one is there.
class ProfileEditorDialog : public QDialog
{
    Q_OBJECT
public:
    ProfileEditorDialog(profiles::ProfileStore &profiles, profiles::SecretStore &secrets,
                        QWidget *parent = nullptr);
    ~ProfileEditorDialog() override;

    void selectProfile(const QString &id);

Q_SIGNALS:
    // The profile's fields or secrets changed: a session on it should reconnect.
    void profileSaved(const QString &id);

private:
    void reloadList(const QString &selectId = {});
    void loadProfile(const QString &id);
    void addFromTemplate(api::Environment environment);
    void save();
    void removeCurrent();
    void testConnection();
    void connectTest();
    std::optional<profiles::Profile> formProfile(QString *error) const;
    void setStatus(const QString &text, bool error = false);
    void updateSecretHints();

    profiles::ProfileStore &m_profiles;
    profiles::SecretStore &m_secrets;
    session::ConnectionTest *m_connectionTest;
    QString m_currentId;

    QListWidget *m_list;
    QLineEdit *m_name;
    QComboBox *m_environment;
    QLineEdit *m_baseUrl;
    QLabel *m_baseUrlHint; // where the address comes from
    QLineEdit *m_colour;
    QLineEdit *m_dashboard;
    QLineEdit *m_apiKey;
    QLineEdit *m_webhookSecret;
    QLabel *m_keyState;
    QLabel *m_status;
    QPushButton *m_save;
    QPushButton *m_remove;
    QPushButton *m_test;
};

} // namespace paydesk::ui
