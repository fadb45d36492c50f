#include "profilestore.h"

#include "profileslogging.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

namespace {

const auto ProfilesArray = u"profiles"_s;
const auto CurrentKey = u"currentProfile"_s;
const auto DefaultsKey = u"defaultsCreated"_s;
const auto FormatKey = u"profilesFormat"_s;
constexpr int Format = 1;

std::optional<QString> checkUrl(const QUrl &url, const QString &what)
{
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != u"https"_s && url.scheme() != u"http"_s))
        return QCoreApplication::translate("ProfileStore",
                                           "The %1 \"%2\" is not an http(s) address.")
            .arg(what, url.toDisplayString());
    // A password in a URL would be written to the settings file in the clear.
    if (!url.userInfo().isEmpty())
        return QCoreApplication::translate("ProfileStore",
                                           "The %1 must not contain a user name or password.")
            .arg(what);
    return std::nullopt;
}

} // namespace

bool looksLikeSecret(const QString &text)
{
    return api::redactSecrets(text) != text;
}

ProfileStore::ProfileStore(QSettings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{
    Q_ASSERT(settings);
}

ProfileStore::ProfileStore(const QString &settingsFile, QObject *parent)
    : QObject(parent)
    , m_owned(std::make_unique<QSettings>(settingsFile, QSettings::IniFormat))
    , m_settings(m_owned.get())
{}

ProfileStore::~ProfileStore() = default;

QString ProfileStore::fileName() const
{
    return m_settings->fileName();
}

QList<Profile> ProfileStore::list() const
{
    QList<Profile> out;
    const int n = m_settings->beginReadArray(ProfilesArray);
    for (int i = 0; i < n; ++i) {
        m_settings->setArrayIndex(i);
        Profile p;
        p.id = m_settings->value(u"id"_s).toString();
        p.name = m_settings->value(u"name"_s).toString();
        const auto env = api::environmentFromName(m_settings->value(u"environment"_s).toString());
        p.localSandbox = m_settings->value(u"localSandbox"_s, false).toBool();
        if (p.id.isEmpty() || p.name.isEmpty() || !env) {
            qCWarning(lcProfiles) << "skipping an unreadable profile entry" << i;
            continue;
        }
        p.environment = *env;
        if (!p.localSandbox)
            p.baseUrl = QUrl(m_settings->value(u"baseUrl"_s).toString());
        p.colour = m_settings->value(u"colour"_s).toString();
        p.dashboardUrl = QUrl(m_settings->value(u"dashboardUrl"_s).toString());
        out << p;
    }
    m_settings->endArray();
    return out;
}

std::optional<Profile> ProfileStore::find(const QString &id) const
{
    const auto all = list();
    for (const Profile &p : all) {
        if (p.id == id)
            return p;
    }
    return std::nullopt;
}

QHash<QString, QString> ProfileStore::namesById() const
{
    QHash<QString, QString> names;
    const auto all = list();
    for (const Profile &p : all)
        names.insert(p.id, p.name);
    return names;
}

std::optional<Profile> ProfileStore::findByName(const QString &name) const
{
    const QString wanted = name.trimmed();
    const auto all = list();
    for (const Profile &p : all) {
        if (p.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

std::optional<Profile> ProfileStore::localSandbox() const
{
    const auto all = list();
    for (const Profile &p : all) {
        if (p.localSandbox)
            return p;
    }
    return std::nullopt;
}

std::optional<QString> ProfileStore::validate(const Profile &profile) const
{
    const QString name = profile.name.trimmed();
    if (name.isEmpty())
        return tr("A profile needs a name.");
    if (name.size() > 64)
        return tr("A profile name has at most 64 characters.");
    if (name != profile.name)
        return tr("A profile name cannot start or end with a space.");
    if (looksLikeSecret(name) || looksLikeSecret(profile.baseUrl.toString()) ||
        looksLikeSecret(profile.dashboardUrl.toString()) || looksLikeSecret(profile.colour))
        return tr("A profile field looks like an API key or a signing secret. Keys and secrets "
                  "belong in the keychain, never in the profile.");
    static const QRegularExpression colourRe(u"^#[0-9a-fA-F]{6}$"_s);
    if (!colourRe.match(profile.colour).hasMatch())
        return tr("The colour \"%1\" is not of the form #rrggbb.").arg(profile.colour);
    if (!profile.localSandbox) {
        if (auto e = checkUrl(profile.baseUrl, tr("base URL")))
            return e;
        // The same guard the client runs before each request; without a key it stops at the
        // key check, which is not the question here.
        const auto guard =
            api::checkConnectionGuards(profile.environment, profile.baseUrl, QString());
        if (guard && guard->code != u"missing_api_key"_s)
            return guard->message();
    }
    if (!profile.dashboardUrl.isEmpty()) {
        if (auto e = checkUrl(profile.dashboardUrl, tr("dashboard URL")))
            return e;
    }
    const auto all = list();
    for (const Profile &other : all) {
        if (other.id == profile.id)
            continue;
        if (other.name.compare(name, Qt::CaseInsensitive) == 0)
            return tr("A profile named \"%1\" exists already.").arg(other.name);
        if (profile.localSandbox && other.localSandbox)
            return tr("There is a local sandbox profile already (\"%1\").").arg(other.name);
    }
    return std::nullopt;
}

bool ProfileStore::add(Profile &profile, QString *error)
{
    Profile p = profile;
    if (p.id.isEmpty())
        p.id = newProfileId();
    if (p.colour.isEmpty())
        p.colour =
            p.localSandbox ? localSandboxTemplate().colour : templateFor(p.environment).colour;
    if (find(p.id)) {
        if (error)
            *error = tr("A profile with this id exists already.");
        return false;
    }
    if (const auto e = validate(p)) {
        if (error)
            *error = *e;
        return false;
    }
    auto all = list();
    all << p;
    if (!write(all, error))
        return false;
    profile = p;
    qCInfo(lcProfiles).noquote() << "added profile" << p.id;
    Q_EMIT profilesChanged();
    return true;
}

bool ProfileStore::update(const Profile &profile, QString *error)
{
    auto all = list();
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const Profile &p) { return p.id == profile.id; });
    if (it == all.end()) {
        if (error)
            *error = tr("There is no such profile.");
        return false;
    }
    if (const auto e = validate(profile)) {
        if (error)
            *error = *e;
        return false;
    }
    *it = profile;
    if (!write(all, error))
        return false;
    Q_EMIT profilesChanged();
    return true;
}

bool ProfileStore::remove(const QString &id)
{
    auto all = list();
    const auto removed = all.removeIf([&](const Profile &p) { return p.id == id; });
    if (removed == 0)
        return false;
    const bool wasCurrent = currentProfileId() == id;
    if (wasCurrent)
        m_settings->remove(CurrentKey);
    if (!write(all, nullptr))
        return false;
    // Its saved views (models::SavedViewStore keeps them beside the profiles) go with it.
    m_settings->remove(u"savedViews/"_s + id);
    qCInfo(lcProfiles).noquote() << "removed profile" << id;
    Q_EMIT profilesChanged();
    if (wasCurrent)
        Q_EMIT currentProfileChanged(QString());
    return true;
}

QString ProfileStore::currentProfileId() const
{
    const QString id = m_settings->value(CurrentKey).toString();
    return find(id) ? id : QString();
}

bool ProfileStore::setCurrentProfileId(const QString &id)
{
    if (!id.isEmpty() && !find(id))
        return false;
    if (m_settings->value(CurrentKey).toString() == id)
        return true;
    m_settings->setValue(CurrentKey, id);
    m_settings->sync();
    Q_EMIT currentProfileChanged(id);
    return m_settings->status() == QSettings::NoError;
}

bool ProfileStore::ensureDefaults()
{
    if (m_settings->value(DefaultsKey, false).toBool())
        return false;
    bool created = false;
    if (!localSandbox()) {
        Profile p = localSandboxTemplate();
        QString error;
        if (!add(p, &error)) {
            qCWarning(lcProfiles).noquote() << "cannot create the local sandbox profile:" << error;
            return false;
        }
        if (currentProfileId().isEmpty())
            setCurrentProfileId(p.id);
        created = true;
    }
    m_settings->setValue(DefaultsKey, true);
    m_settings->sync();
    return created;
}

bool ProfileStore::write(const QList<Profile> &profiles, QString *error)
{
    m_settings->setValue(FormatKey, Format);
    m_settings->remove(ProfilesArray);
    m_settings->beginWriteArray(ProfilesArray, int(profiles.size()));
    for (int i = 0; i < profiles.size(); ++i) {
        const Profile &p = profiles[i];
        m_settings->setArrayIndex(i);
        // The non-secret fields, one by one; nothing else of a profile is ever written.
        m_settings->setValue(u"id"_s, p.id);
        m_settings->setValue(u"name"_s, p.name);
        m_settings->setValue(u"environment"_s, api::environmentName(p.environment));
        m_settings->setValue(u"baseUrl"_s,
                             p.localSandbox ? QString() : p.baseUrl.toString(QUrl::FullyEncoded));
        m_settings->setValue(u"colour"_s, p.colour);
        m_settings->setValue(u"localSandbox"_s, p.localSandbox);
        m_settings->setValue(u"dashboardUrl"_s, p.dashboardUrl.toString(QUrl::FullyEncoded));
    }
    m_settings->endArray();
    m_settings->sync();
    if (m_settings->status() != QSettings::NoError) {
        if (error)
            *error = tr("The profiles could not be saved to %1.").arg(m_settings->fileName());
        return false;
    }
    return true;
}

} // namespace paydesk::profiles
