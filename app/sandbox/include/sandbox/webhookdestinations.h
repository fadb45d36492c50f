#pragma once

#include <QHostAddress>
#include <QHostInfo>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <optional>
#include <utility>

namespace paydesk::sandbox {

// Where the sandbox may deliver webhooks (docs/api.md §12, "Webhook destinations"): to loopback
// addresses only, unless --allow-webhook-host names a host or a CIDR; never, whatever is
// allowed, to a link-local (169.254.0.0/16, fe80::/10), unspecified, multicast or broadcast
// address, nor to the sandbox's own listening address under any name; and never with a user
// name or password in the URL. An endpoint's URL is checked as text when it is added, and every
// delivery attempt checks the addresses its host resolves to then, and goes to the one it
// checked (WebhookDispatcher), so a name that resolves to a refused address later is refused
// then.
class WebhookDestinations
{
public:
    // Looks `host` up without blocking and calls `done` with what it resolved to, later, in
    // `context`'s thread, unless `context` is gone by then; returns an id for
    // QHostInfo::abortHostLookup(), or -1. The default is QHostInfo::lookupHost(); tests give
    // their own, so that a name resolves to what they need (a rebinding) on any machine.
    using Resolver = std::function<int(const QString &host, QObject *context,
                                       std::function<void(const QHostInfo &)> done)>;

    // One --allow-webhook-host entry: a host name (exact, any case, a trailing dot ignored), an
    // IP address, or a CIDR such as 10.1.0.0/16 or fd00::/8. nullopt, with the reason, for a
    // bad one.
    struct Rule
    {
        QString name;                       // empty for an address range
        std::pair<QHostAddress, int> range; // a single address is a /32 or /128
    };
    static std::optional<Rule> parseRule(const QString &text, QString *error);

    WebhookDestinations() = default;
    // `allowed`: --allow-webhook-host entries, already checked by parseRule() (bad ones are
    // skipped). `listenHost`: where the sandbox listens; its port follows with setListenPort().
    WebhookDestinations(const QStringList &allowed, const QHostAddress &listenHost);
    // The sandbox's own port, once it listens (its base URL's); 0 or less: not known yet.
    void setListenPort(int port) { m_listenPort = port; }
    // How a delivery looks its host up (lookUp()); an empty one restores the default.
    void setResolver(Resolver resolver) { m_resolver = std::move(resolver); }
    int lookUp(const QString &host, QObject *context,
               std::function<void(const QHostInfo &)> done) const;

    // What the URL's text refuses already: a user name or password, an address literal that is
    // never a destination or is not allowed, this sandbox by a name that always means this
    // machine (localhost, *.localhost, its host name). Other host names pass here; their
    // addresses are checked at each delivery. The reason reads after "url ": "must not hold a
    // user name or password ...".
    std::optional<QString> refuseUrl(const QUrl &url) const;
    // Whether `address`, which `url`'s host resolved to, may be delivered to; the reason reads
    // after the address: "is link-local ...".
    std::optional<QString> refuseAddress(const QUrl &url, const QHostAddress &address) const;
    // Whether `address` and `port` are this sandbox's own listening address, under any name.
    bool isSandbox(const QHostAddress &address, int port) const;

    // A URL as lists, logs and the delivery log show it: the values of its query (kept for
    // delivery: they may be the receiver's token), any user information and a fragment are
    // shown as REDACTED.
    static QString shown(const QUrl &url);
    static QString shown(const QString &url);

private:
    bool allowedName(const QUrl &url) const;

    QList<Rule> m_rules;
    QHostAddress m_listenHost = QHostAddress(QHostAddress::LocalHost);
    int m_listenPort = 0;
    Resolver m_resolver;
};

} // namespace paydesk::sandbox
