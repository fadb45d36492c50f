#pragma once

#include "profile.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QSettings;

namespace paydesk::profiles {

// The profiles, kept in QSettings. Only the non-secret fields of a Profile are ever written;
// a field that looks like an API key or a webhook secret is refused, so a key pasted into the
// wrong box never reaches the settings file.
class ProfileStore : public QObject
{
    Q_OBJECT
public:
    // Uses `settings` (not owned; it must outlive the store).
    explicit ProfileStore(QSettings *settings, QObject *parent = nullptr);
    // Opens the INI file at `settingsFile` (tests use a temporary file).
    explicit ProfileStore(const QString &settingsFile, QObject *parent = nullptr);
    ~ProfileStore() override;

    QList<Profile> list() const; // in the order they were added
    QHash<QString, QString> namesById() const;
    std::optional<Profile> find(const QString &id) const;
    std::optional<Profile> findByName(const QString &name) const; // case-insensitive
    std::optional<Profile> localSandbox() const;

    // What is wrong with `profile` as a stored profile (its fields, and its name against the
    // others), or nullopt when it may be stored.
    std::optional<QString> validate(const Profile &profile) const;

    // Gives the profile an id (when it has none) and a colour (when it has none), validates and
    // stores it. Returns false with a message in `error` when refused or not saved.
    bool add(Profile &profile, QString *error = nullptr);
    bool update(const Profile &profile, QString *error = nullptr);
    // Removes the profile (not its secrets: SecretStore::removeSecrets does that).
    bool remove(const QString &id);

    // Empty when none is current or the current one was removed.
    QString currentProfileId() const;
    bool setCurrentProfileId(const QString &id);

    // On the very first run, creates the "Local sandbox" profile and makes it current. Returns
    // whether it did; once done it never does again, even when the user removes that profile.
    bool ensureDefaults();

    QString fileName() const;

Q_SIGNALS:
    void profilesChanged();
    void currentProfileChanged(const QString &id);

private:
    bool write(const QList<Profile> &profiles, QString *error);

    std::unique_ptr<QSettings> m_owned;
    QSettings *m_settings = nullptr;
};

// True when `text` holds something shaped like an API key or a webhook signing secret.
bool looksLikeSecret(const QString &text);

} // namespace paydesk::profiles
