#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// What a key may do, and the sandbox's key management and activity log (CONTRACT.md, "Third
// wave"). A service without them answers 404, and the client offers everything and words the
// 403 a request may still get.
namespace paydesk::api {

struct ApiError;

// The permissions of the contract, and a full key's ("*").
enum class Permission {
    TransactionsRead,
    TransactionsWrite, // charges, payment links, fraud evaluation
    RefundsWrite,
    LedgerRead,
    WebhooksManage,
    Full, // key management: only a key with ["*"]
};

// The wire's name: "transactions:read", ..., "*".
QString permissionName(Permission permission);
std::optional<Permission> permissionFromName(const QString &name);
// Every permission a key can be given one by one, in the contract's order (not Full).
QList<Permission> grantablePermissions();

// GET /api/v1/me: the key the client sends.
struct KeyInfo
{
    QString merchantId;
    QString keyId;
    QString name;
    QString scope;
    QStringList permissions; // {"*"}, or names; unknown names are kept as they come
    QDateTime expiresAt;     // invalid: no end
};

// A key of the sandbox's key management (/sandbox/v1/keys).
struct ApiKey
{
    QString id;
    QString name;
    QString scope;
    QStringList permissions;
    QDateTime createdAt;
    QDateTime expiresAt; // invalid: none
    QDateTime revokedAt; // invalid: not revoked
    // The key's value: only in the answer that made it, and not in a replay of that answer.
    std::optional<QString> secret;
    // A rolled key's predecessor, and when that one stops working.
    QString rolledFromId;
    QDateTime rolledFromExpiresAt;

    bool isRevoked() const { return revokedAt.isValid(); }
    bool isExpired(const QDateTime &now) const { return expiresAt.isValid() && expiresAt <= now; }
    bool works(const QDateTime &now) const { return !isRevoked() && !isExpired(now); }
};

// One request of the activity log (GET /sandbox/v1/activity). The time is `createdAt` so that a
// paged list can sort and show it as it does every record's.
struct ActivityEntry
{
    QString id;
    QDateTime createdAt; // the wire's "at"
    QString keyId;
    QString keyName;
    QString method;
    QString path;
    int status = 0;
    std::optional<QString> resourceId;
    std::optional<QString> idempotencyKey;

    // The transaction the request was about, read from its path or its record: a refund's,
    // a charge's, a refused refund's; empty for the rest.
    QString transactionId() const;
};

struct ActivityQuery
{
    int limit = 25;
    QString cursor;
    QString keyId;
    std::optional<QDate> from; // inclusive UTC day
    std::optional<QDate> to;   // exclusive
};

// What the key of a connection may do, as /api/v1/me said. Until it has said (and when the
// service has no /me), every action is offered: the service still refuses what the key may not
// do, and that 403 is worded.
class KeyCapabilities
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::api::KeyCapabilities)
public:
    enum class State {
        Unknown,    // not asked yet, or no answer
        Known,      // /me answered
        NotOffered, // the service has no /me
        Refused,    // the service refused the key itself (401): revoked, expired, unknown
    };

    KeyCapabilities() = default;
    static KeyCapabilities fromKey(const KeyInfo &key);
    static KeyCapabilities notOffered();
    static KeyCapabilities refused(const QString &message);

    State state() const { return m_state; }
    const std::optional<KeyInfo> &key() const { return m_key; }
    // Refused: the service's words for it.
    QString refusal() const { return m_refusal; }

    // Whether the key may do it: true unless /me said otherwise (or the key was refused).
    bool allows(Permission permission) const;
    // Why it may not, in a sentence ("This key cannot refund: it lacks refunds:write."); empty
    // when it may.
    QString whyNot(Permission permission) const;
    // The key's permissions in words for a person ("full access", or the names).
    QString permissionsText() const;

    // The sentence for a missing permission, by its wire name (an unknown name is named).
    static QString lacking(const QString &permissionName);

    bool operator==(const KeyCapabilities &other) const;

private:
    State m_state = State::Unknown;
    std::optional<KeyInfo> m_key;
    QString m_refusal;
};

// The permission a 403 permission_denied names: its `permission`, or a known name in its
// `details`; nullopt for any other error.
std::optional<QString> deniedPermission(const ApiError &error);

} // namespace paydesk::api
