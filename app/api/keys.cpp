#include "keys.h"

#include "apierror.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::api {

namespace {

struct Named
{
    Permission permission;
    const char *name;
};

const Named Names[] = {
    {Permission::TransactionsRead, "transactions:read"},
    {Permission::TransactionsWrite, "transactions:write"},
    {Permission::RefundsWrite, "refunds:write"},
    {Permission::LedgerRead, "ledger:read"},
    {Permission::WebhooksManage, "webhooks:manage"},
    {Permission::Full, "*"},
};

} // namespace

QString permissionName(Permission permission)
{
    for (const Named &n : Names) {
        if (n.permission == permission)
            return QString::fromLatin1(n.name);
    }
    return {};
}

std::optional<Permission> permissionFromName(const QString &name)
{
    for (const Named &n : Names) {
        if (name == QLatin1StringView(n.name))
            return n.permission;
    }
    return std::nullopt;
}

QList<Permission> grantablePermissions()
{
    return {Permission::TransactionsRead, Permission::TransactionsWrite, Permission::RefundsWrite,
            Permission::LedgerRead, Permission::WebhooksManage};
}

QString ActivityEntry::transactionId() const
{
    // POST /api/v1/transactions/{id}/refunds names it in the path, whatever the answer was.
    static const QRegularExpression inPath(u"^/api/v1/transactions/(txn_[A-Za-z0-9]+)(/|$)"_s);
    if (const auto m = inPath.match(path); m.hasMatch())
        return m.captured(1);
    if (resourceId && resourceId->startsWith(u"txn_"_s))
        return *resourceId;
    return {};
}

KeyCapabilities KeyCapabilities::fromKey(const KeyInfo &key)
{
    KeyCapabilities c;
    c.m_state = State::Known;
    c.m_key = key;
    return c;
}

KeyCapabilities KeyCapabilities::notOffered()
{
    KeyCapabilities c;
    c.m_state = State::NotOffered;
    return c;
}

KeyCapabilities KeyCapabilities::refused(const QString &message)
{
    KeyCapabilities c;
    c.m_state = State::Refused;
    c.m_refusal = message;
    return c;
}

bool KeyCapabilities::allows(Permission permission) const
{
    switch (m_state) {
    case State::Unknown:
    case State::NotOffered:
        return true;
    case State::Refused:
        return false;
    case State::Known:
        break;
    }
    const QStringList &held = m_key->permissions;
    return held.contains(u"*"_s) ||
           (permission != Permission::Full && held.contains(permissionName(permission)));
}

QString KeyCapabilities::whyNot(Permission permission) const
{
    if (allows(permission))
        return {};
    if (m_state == State::Refused)
        return tr("The service refused this profile's API key: %1").arg(m_refusal);
    return lacking(permissionName(permission));
}

QString KeyCapabilities::lacking(const QString &name)
{
    const auto permission = permissionFromName(name);
    switch (permission ? *permission : Permission::Full) {
    case Permission::TransactionsRead:
        return tr("This key cannot read transactions: it lacks transactions:read.");
    case Permission::TransactionsWrite:
        return tr("This key cannot charge, make payment links or evaluate fraud: it lacks "
                  "transactions:write.");
    case Permission::RefundsWrite:
        return tr("This key cannot refund: it lacks refunds:write.");
    case Permission::LedgerRead:
        return tr("This key cannot read the ledger: it lacks ledger:read.");
    case Permission::WebhooksManage:
        return tr("This key cannot manage webhooks: it lacks webhooks:manage.");
    case Permission::Full:
        if (permission)
            return tr("This key cannot manage keys: only a full key (every permission, \"*\") "
                      "can.");
        break;
    }
    return name.isEmpty() ? tr("This key may not do this.")
                          : tr("This key may not do this: it lacks %1.").arg(name);
}

QString KeyCapabilities::permissionsText() const
{
    if (!m_key)
        return {};
    if (m_key->permissions.contains(u"*"_s))
        return tr("full access");
    if (m_key->permissions.isEmpty())
        return tr("no permissions");
    return m_key->permissions.join(u", "_s);
}

bool KeyCapabilities::operator==(const KeyCapabilities &other) const
{
    const auto same = [](const KeyInfo &a, const KeyInfo &b) {
        return a.merchantId == b.merchantId && a.keyId == b.keyId && a.name == b.name &&
               a.scope == b.scope && a.permissions == b.permissions && a.expiresAt == b.expiresAt;
    };
    return m_state == other.m_state && m_refusal == other.m_refusal &&
           m_key.has_value() == other.m_key.has_value() && (!m_key || same(*m_key, *other.m_key));
}

std::optional<QString> deniedPermission(const ApiError &error)
{
    if (error.kind != ApiError::Kind::Http || error.code != u"permission_denied"_s)
        return std::nullopt;
    const QString named = error.body.value(u"permission"_s).toString();
    if (!named.isEmpty())
        return named;
    // A service that only says it in words: the first permission its details name.
    static const QRegularExpression nameRe(
        u"\\b(transactions:read|transactions:write|refunds:write|ledger:read|webhooks:manage)\\b"_s);
    if (const auto m = nameRe.match(error.details); m.hasMatch())
        return m.captured(1);
    return QString();
}

} // namespace paydesk::api
