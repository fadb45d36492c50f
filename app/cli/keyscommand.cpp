#include "keyscommand.h"

#include "api/apiclient.h"
#include "cli.h"
#include "commandparser.h"
#include "console.h"
#include "profiles/keyprofile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

constexpr int MaxRollHours = 720;

QString utc(const QDateTime &t)
{
    return t.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s);
}

QJsonValue timeOrNull(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

} // namespace

QString KeysCommand::usage()
{
    return tr("  keys list|create|revoke|roll [--profile NAME] [options]\n"
              "      The sandbox's API keys (default profile: the Local sandbox); managing them\n"
              "      needs a full key. list [--json]; create NAME --permission P (repeatable:\n"
              "      %1, or * for a full key); revoke KEY_ID; roll KEY_ID\n"
              "      [--expires-in-hours N] (the old key works that long, default 24).\n"
              "      create and roll print the new key once on stdout, or keep it in the\n"
              "      keychain as a new profile with --save-as PROFILE. Exit 4: the profile's\n"
              "      key may not manage keys.\n")
        .arg(QStringList{u"transactions:read"_s, u"transactions:write"_s, u"refunds:write"_s,
                         u"ledger:read"_s, u"webhooks:manage"_s}
                 .join(u", "_s));
}

void KeysCommand::start(const QStringList &arguments)
{
    CommandParser parser(u"keys"_s);
    parser.setApplicationDescription(usage());
    parser.addPositionalArgument(u"ACTION"_s,
                                 tr("list, create NAME, revoke KEY_ID or roll KEY_ID."));
    const QCommandLineOption profileOpt(u"profile"_s, tr("The profile (a sandbox one)."),
                                        u"NAME"_s);
    const QCommandLineOption permissionOpt(u"permission"_s, tr("A permission of the new key."),
                                           u"P"_s);
    const QCommandLineOption hoursOpt(u"expires-in-hours"_s,
                                      tr("How long the rolled key keeps working."), u"N"_s);
    const QCommandLineOption saveAsOpt(u"save-as"_s, tr("Keep the new key as this profile."),
                                       u"PROFILE"_s);
    const QCommandLineOption jsonOpt(u"json"_s, tr("Print the keys as JSON."));
    const QCommandLineOption helpOpt = parser.addHelpOption();
    parser.addOptions({profileOpt, permissionOpt, hoursOpt, saveAsOpt, jsonOpt});
    if (!parser.parse(arguments))
        return fail(parser.errorText() + u"\n\n"_s + usage(), ExitUsage);
    if (parser.isSet(helpOpt)) {
        console().out() << parser.helpText() << Qt::flush;
        return done(ExitOk);
    }
    const QStringList positional = parser.positionalArguments();
    m_action = positional.value(0);
    const int expected = m_action == u"list"_s ? 1 : 2;
    if (!QStringList{u"list"_s, u"create"_s, u"revoke"_s, u"roll"_s}.contains(m_action))
        return fail((m_action.isEmpty() ? tr("paydesk keys: list, create, revoke or roll?")
                                        : tr("paydesk keys: unknown action \"%1\"; list, "
                                             "create, revoke or roll.")
                                              .arg(m_action)) +
                        u"\n\n"_s + usage(),
                    ExitUsage);
    if (positional.size() != expected)
        return fail(m_action == u"create"_s
                        ? tr("paydesk keys create: give the new key's name, once.")
                    : m_action == u"list"_s ? tr("paydesk keys list takes no argument.")
                                            : tr("paydesk keys %1: give the key's id (key_…), "
                                                 "once; `paydesk keys list` shows them.")
                                                  .arg(m_action),
                    ExitUsage);
    if (m_action == u"create"_s) {
        m_name = positional.at(1).trimmed();
        if (m_name.isEmpty() || m_name.size() > 64)
            return fail(tr("paydesk keys create: the name must be 1 to 64 characters."), ExitUsage);
        for (const QString &value : parser.values(permissionOpt)) {
            for (const QString &name : value.split(u',', Qt::SkipEmptyParts)) {
                const QString permission = name.trimmed();
                if (!api::permissionFromName(permission))
                    return fail(tr("--permission: \"%1\" is not a permission; they are %2, or *.")
                                    .arg(permission,
                                         QStringList{u"transactions:read"_s,
                                                     u"transactions:write"_s, u"refunds:write"_s,
                                                     u"ledger:read"_s, u"webhooks:manage"_s}
                                             .join(u", "_s)),
                                ExitUsage);
                m_permissions << permission;
            }
        }
        if (m_permissions.isEmpty())
            return fail(tr("paydesk keys create: give at least one --permission (* for a full "
                           "key)."),
                        ExitUsage);
    } else if (m_action != u"list"_s) {
        m_keyId = positional.at(1).trimmed();
    }
    if (parser.isSet(hoursOpt)) {
        bool ok = false;
        m_expiresInHours = parser.value(hoursOpt).toInt(&ok);
        if (m_action != u"roll"_s || !ok || m_expiresInHours < 0 || m_expiresInHours > MaxRollHours)
            return fail(tr("--expires-in-hours: a whole number from 0 to %1, with roll only.")
                            .arg(MaxRollHours),
                        ExitUsage);
    }
    m_saveAs = parser.value(saveAsOpt).trimmed();
    if (parser.isSet(saveAsOpt) &&
        (m_saveAs.isEmpty() || m_action == u"list"_s || m_action == u"revoke"_s))
        return fail(tr("--save-as: a profile name, with create or roll only."), ExitUsage);
    m_json = parser.isSet(jsonOpt);

    const auto profile =
        findProfile(parser.isSet(profileOpt) ? parser.value(profileOpt).trimmed() : QString());
    if (!profile)
        return;
    m_profile = *profile;
    if (profile->environment == api::Environment::Production)
        return fail(tr("\"%1\" is a production profile: its keys are made in the service's "
                       "dashboard. Choose a sandbox profile with --profile.")
                        .arg(profile->name));
    // Said before a key is made that could not be kept.
    if (!m_saveAs.isEmpty()) {
        if (const QString why = profiles::KeyProfile::whyNot(*profile); !why.isEmpty())
            return fail(u"--save-as: "_s + why);
    }
    connectTo(*profile);
}

void KeysCommand::connected(api::ApiClient *client)
{
    if (m_action == u"list"_s)
        return list(client);
    if (m_action == u"create"_s) {
        client->createApiKey(m_name, m_permissions, this,
                             [this](const api::Result<api::ApiKey> &r) {
                                 if (!r.ok())
                                     return refused(r.error());
                                 made(r.value());
                             });
        return;
    }
    if (m_action == u"roll"_s) {
        client->rollApiKey(m_keyId, m_expiresInHours, this,
                           [this](const api::Result<api::ApiKey> &r) {
                               if (!r.ok())
                                   return refused(r.error(), m_keyId);
                               made(r.value());
                           });
        return;
    }
    client->revokeApiKey(m_keyId, this, [this](const api::Result<bool> &r) {
        if (!r.ok())
            return refused(r.error(), m_keyId);
        console().out() << tr("Revoked %1: its next request is refused.").arg(m_keyId) << Qt::endl;
        done(ExitOk);
    });
}

void KeysCommand::list(api::ApiClient *client)
{
    client->apiKeys(this, [this](const api::Result<QList<api::ApiKey>> &r) {
        if (!r.ok())
            return refused(r.error());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (m_json) {
            QJsonArray data;
            for (const api::ApiKey &k : r.value())
                data.append(
                    QJsonObject{{u"id"_s, k.id},
                                {u"name"_s, k.name},
                                {u"scope"_s, k.scope},
                                {u"permissions"_s, QJsonArray::fromStringList(k.permissions)},
                                {u"created_at"_s, timeOrNull(k.createdAt)},
                                {u"expires_at"_s, timeOrNull(k.expiresAt)},
                                {u"revoked_at"_s, timeOrNull(k.revokedAt)}});
            console().out() << QString::fromUtf8(QJsonDocument(QJsonObject{{u"data"_s, data}})
                                                     .toJson(QJsonDocument::Compact))
                            << Qt::endl;
            return done(ExitOk);
        }
        QTextStream &out = console().out();
        for (const api::ApiKey &k : r.value()) {
            QString state;
            if (k.isRevoked())
                state = tr("revoked %1").arg(utc(k.revokedAt));
            else if (k.isExpired(now))
                state = tr("expired %1").arg(utc(k.expiresAt));
            else if (k.expiresAt.isValid())
                state = tr("works until %1").arg(utc(k.expiresAt));
            else
                state = tr("works");
            const QString permissions =
                k.permissions.contains(u"*"_s) ? tr("full access") : k.permissions.join(u","_s);
            out << k.id << u"  "_s << k.name.leftJustified(20) << u"  "_s
                << permissions.leftJustified(40) << u"  "_s << state << Qt::endl;
        }
        done(ExitOk);
    });
}

void KeysCommand::made(const api::ApiKey &key)
{
    if (!key.secret)
        return fail(tr("The key %1 was made, but its value did not arrive (the request was "
                       "sent again). Revoke it with `paydesk keys revoke %1` and make another.")
                        .arg(key.id));
    QString said = m_action == u"roll"_s
                       ? tr("Rolled %1 to %2 (\"%3\"); %1 works until %4.")
                             .arg(key.rolledFromId.isEmpty() ? m_keyId : key.rolledFromId, key.id,
                                  key.name, utc(key.rolledFromExpiresAt))
                       : tr("Created %1 (\"%2\").").arg(key.id, key.name);
    if (m_saveAs.isEmpty()) {
        // The value alone on stdout, so that it can be piped; it is shown this once.
        console().out() << *key.secret << Qt::endl;
        console().err() << said << u' '
                        << tr("Its value is above, this once: PayDesk keeps no copy.") << Qt::endl;
        return done(ExitOk);
    }
    profiles::KeyProfile::add(
        profileStore(), secretStore(), m_profile, m_saveAs, *key.secret, this,
        [this, said, key](const std::optional<profiles::Profile> &added, const QString &error) {
            if (!added)
                return fail(tr("%1 It could not be kept as a profile: %2 Revoke it with "
                               "`paydesk keys revoke %3`.")
                                .arg(said, error, key.id));
            console().out() << said << u' '
                            << tr("Kept as the profile \"%1\"; its value is in the keychain "
                                  "only.")
                                   .arg(added->name)
                            << Qt::endl;
            done(ExitOk);
        });
}

void KeysCommand::refused(const api::ApiError &error, const QString &keyId)
{
    if (error.httpStatus == 404 || error.httpStatus == 405) {
        // "No API key with id …", not "There is no endpoint at /sandbox/v1/keys/…".
        if (!keyId.isEmpty() && error.code == u"not_found"_s && error.details.contains(keyId) &&
            !error.details.contains(u"/sandbox/v1/keys"_s))
            return fail(
                tr("The service knows no key %1; `paydesk keys list` shows them.").arg(keyId));
        return fail(tr("This service has no key management: its keys are made in its "
                       "dashboard."));
    }
    fail(error.messageWithAdvice(u" ", api::ApiError::Audience::Terminal));
}

} // namespace paydesk::cli
