#include "webhookdestinations.h"

#include <QHostInfo>
#include <QNetworkInterface>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

// ::ffff:169.254.169.254 is 169.254.169.254 on the wire.
QHostAddress plain(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ipv4 = address.toIPv4Address(&v4);
    return v4 ? QHostAddress(ipv4) : address;
}

QString hostName(const QUrl &url)
{
    QString host = url.host().toLower();
    while (host.endsWith(u'.'))
        host.chop(1);
    return host;
}

bool isAny(const QHostAddress &address)
{
    return address == QHostAddress(QHostAddress::AnyIPv4) ||
           address == QHostAddress(QHostAddress::AnyIPv6) ||
           address == QHostAddress(QHostAddress::Any);
}

const QString Redacted = u"REDACTED"_s;

} // namespace

std::optional<WebhookDestinations::Rule> WebhookDestinations::parseRule(const QString &text,
                                                                        QString *error)
{
    const QString t = text.trimmed();
    Rule rule;
    if (t.contains(u'/')) {
        rule.range = QHostAddress::parseSubnet(t);
        if (rule.range.first.isNull()) {
            *error = u"not a CIDR such as 10.1.0.0/16 or fd00::/8: %1"_s.arg(text);
            return std::nullopt;
        }
        return rule;
    }
    QHostAddress address;
    if (address.setAddress(t)) {
        address = plain(address);
        rule.range = {address, address.protocol() == QAbstractSocket::IPv6Protocol ? 128 : 32};
        return rule;
    }
    // A host name as a URL holds it: IDNA, lower case, no trailing dot.
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(t, QUrl::StrictMode);
    const QString name = hostName(url);
    if (!url.isValid() || name.isEmpty() || name.contains(u'*')) {
        *error = u"not a host name, an IP address or a CIDR: %1"_s.arg(text);
        return std::nullopt;
    }
    rule.name = name;
    return rule;
}

WebhookDestinations::WebhookDestinations(const QStringList &allowed, const QHostAddress &listenHost)
    : m_listenHost(listenHost)
{
    for (const QString &entry : allowed) {
        QString error;
        if (const auto rule = parseRule(entry, &error))
            m_rules << *rule;
    }
}

int WebhookDestinations::lookUp(const QString &host, QObject *context,
                                std::function<void(const QHostInfo &)> done) const
{
    if (m_resolver)
        return m_resolver(host, context, std::move(done));
    return QHostInfo::lookupHost(host, context, std::move(done));
}

bool WebhookDestinations::allowedName(const QUrl &url) const
{
    const QString name = hostName(url);
    return std::any_of(m_rules.cbegin(), m_rules.cend(),
                       [&](const Rule &r) { return !r.name.isEmpty() && r.name == name; });
}

bool WebhookDestinations::isSandbox(const QHostAddress &address, int port) const
{
    if (m_listenPort <= 0 || port != m_listenPort)
        return false;
    const QHostAddress a = plain(address);
    if (a.isLoopback() || isAny(a) || a.isEqual(m_listenHost, QHostAddress::TolerantConversion))
        return true;
    // Listening on every address, it is on each of the machine's.
    return isAny(m_listenHost) && QNetworkInterface::allAddresses().contains(a);
}

std::optional<QString> WebhookDestinations::refuseAddress(const QUrl &url,
                                                          const QHostAddress &address) const
{
    const QHostAddress a = plain(address);
    const QString shown = a.toString();
    const auto never = [&](const QString &what) {
        return u"%1, %2, where the sandbox never delivers"_s.arg(shown, what);
    };
    if (a.isLinkLocal())
        return never(u"a link-local address (169.254.0.0/16, fe80::/10)"_s);
    if (isAny(a))
        return never(u"an unspecified address (0.0.0.0, ::)"_s);
    if (a.isMulticast())
        return never(u"a multicast address"_s);
    if (a.isBroadcast())
        return never(u"a broadcast address"_s);
    const bool https = url.scheme().compare(u"https"_s, Qt::CaseInsensitive) == 0;
    if (isSandbox(a, url.port(https ? 443 : 80))) {
        QUrl self;
        self.setScheme(u"http"_s);
        self.setHost(m_listenHost.toString());
        self.setPort(m_listenPort);
        return u"this sandbox (%1); give the address of your own server"_s.arg(self.toString());
    }
    if (a.isLoopback() || allowedName(url))
        return std::nullopt;
    for (const Rule &r : m_rules) {
        if (r.name.isEmpty() && a.isInSubnet(r.range))
            return std::nullopt;
    }
    return u"%1, not a loopback address: the sandbox delivers to loopback only, unless it is"
           " started with --allow-webhook-host for it"_s.arg(shown);
}

std::optional<QString> WebhookDestinations::refuseUrl(const QUrl &url) const
{
    if (!url.userInfo().isEmpty())
        return u"must not hold a user name or password (user:password@); the sandbox signs"
               " every delivery, so the receiver needs none"_s;
    const QString host = hostName(url);
    QHostAddress literal;
    if (literal.setAddress(host)) {
        if (const auto reason = refuseAddress(url, literal))
            return u"points at "_s + *reason;
        return std::nullopt;
    }
    // Names that always mean this machine; other names are looked up at each delivery.
    if (host == u"localhost"_s || host.endsWith(u".localhost"_s) ||
        host == QHostInfo::localHostName().toLower()) {
        if (const auto reason = refuseAddress(url, QHostAddress(QHostAddress::LocalHost)))
            return u"points at "_s + *reason;
    }
    return std::nullopt;
}

QString WebhookDestinations::shown(const QUrl &url)
{
    QUrl out = url;
    if (!out.userInfo().isEmpty())
        out.setUserInfo(Redacted);
    if (out.hasFragment())
        out.setFragment(Redacted);
    if (out.hasQuery()) {
        QStringList items;
        const QStringList parts = out.query(QUrl::FullyEncoded).split(u'&');
        for (const QString &part : parts) {
            const qsizetype eq = part.indexOf(u'=');
            if (part.isEmpty())
                items << part;
            else if (eq < 0)
                items << Redacted;
            else
                items << part.left(eq + 1) + (eq + 1 < part.size() ? Redacted : QString());
        }
        out.setQuery(items.join(u'&'), QUrl::StrictMode);
    }
    return out.toString(QUrl::FullyEncoded);
}

QString WebhookDestinations::shown(const QString &url)
{
    return shown(QUrl(url, QUrl::StrictMode));
}

} // namespace paydesk::sandbox
