#pragma once

#include "exportcommand.h"

namespace paydesk::cli {

// `paydesk keys list|create|revoke|roll [--profile NAME]`: the sandbox's API keys, a full key's
// to manage (CONTRACT.md, "Third wave"). create and roll print the new key once, alone on
// stdout, or keep it in the keychain as a new profile (--save-as). A key that is not a full
// key ends it with ExitPermissionDenied and the sentence; a production profile, or a service
// without key management, with a sentence and 1.
class KeysCommand : public ExportCommand
{
    Q_OBJECT
public:
    using ExportCommand::ExportCommand;

    void start(const QStringList &arguments) override;
    static QString usage();

private:
    std::optional<api::Permission> requiredPermission() const override
    {
        return api::Permission::Full;
    }
    void connected(api::ApiClient *client) override;
    void list(api::ApiClient *client);
    // The answer to a create or a roll: the value printed once, or kept as a profile.
    void made(const api::ApiKey &key);
    void refused(const api::ApiError &error, const QString &keyId = {});

    QString m_action;
    QString m_keyId;
    QString m_name;
    QStringList m_permissions;
    int m_expiresInHours = 24;
    QString m_saveAs;
    bool m_json = false;
    profiles::Profile m_profile;
};

} // namespace paydesk::cli
