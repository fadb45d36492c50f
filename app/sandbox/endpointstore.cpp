// Webhook endpoints: SandboxStore's, added through /sandbox/v1/webhook-endpoints, and the ids
// of the configured ones (the command line's or the host's).
#include "sandboxstore.h"

#include <QCryptographicHash>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

QString configuredEndpointId(const QUrl &url)
{
    static constexpr char Alphabet[] =
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    const QByteArray hash = QCryptographicHash::hash(url.toString(QUrl::FullyEncoded).toUtf8(),
                                                     QCryptographicHash::Sha256);
    QString id = u"we_"_s;
    for (int i = 0; i < 24; ++i)
        id += QLatin1Char(Alphabet[quint8(hash.at(i)) % 62]);
    return id;
}

QList<ConfiguredEndpoint> configuredEndpoints(const SandboxOptions &options)
{
    QList<ConfiguredEndpoint> out;
    for (const WebhookEndpoint &w : options.webhooks) {
        const QString id = configuredEndpointId(w.url);
        const auto same = std::find_if(out.begin(), out.end(),
                                       [&](const ConfiguredEndpoint &e) { return e.id == id; });
        if (same != out.end())
            same->secret = w.secret;
        else
            out << ConfiguredEndpoint{id, w.url, w.secret};
    }
    return out;
}

namespace {

const QString EndpointColumns = u"id, url, events, secret, enabled, created_at"_s;

EndpointRecord readEndpoint(const QSqlQuery &q)
{
    EndpointRecord e;
    e.id = q.value(0).toString();
    e.url = q.value(1).toString();
    e.events = q.value(2).toString().split(u',', Qt::SkipEmptyParts);
    e.secret = q.value(3).toString();
    e.enabled = q.value(4).toBool();
    e.createdAt = q.value(5).toLongLong();
    return e;
}

} // namespace

bool SandboxStore::insertEndpoint(const EndpointRecord &e)
{
    StoreQuery q = prepared(u"INSERT INTO webhook_endpoints("_s + EndpointColumns +
                            u", merchant_id) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(e.id);
    q.addBindValue(e.url);
    q.addBindValue(e.events.join(u','));
    q.addBindValue(e.secret);
    q.addBindValue(int(e.enabled)); // an integer column on both engines
    q.addBindValue(e.createdAt);
    q.addBindValue(m_merchantId);
    return exec(q);
}

QList<EndpointRecord> SandboxStore::endpoints(bool everyMerchant)
{
    StoreQuery q =
        prepared(u"SELECT "_s + EndpointColumns + u" FROM webhook_endpoints"_s +
                 (everyMerchant ? QString() : u" WHERE merchant_id = ?"_s) + u" ORDER BY rowid"_s);
    if (!everyMerchant)
        q.addBindValue(m_merchantId);
    QList<EndpointRecord> out;
    if (!exec(q))
        return out;
    while (q.next())
        out << readEndpoint(q);
    return out;
}

std::optional<EndpointRecord> SandboxStore::endpoint(const QString &id, bool everyMerchant)
{
    StoreQuery q =
        prepared(u"SELECT "_s + EndpointColumns + u" FROM webhook_endpoints WHERE id = ?"_s +
                 (everyMerchant ? QString() : u" AND merchant_id = ?"_s));
    q.addBindValue(id);
    if (!everyMerchant)
        q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readEndpoint(q);
}

bool SandboxStore::updateEndpoint(const EndpointRecord &e)
{
    StoreQuery q = prepared(u"UPDATE webhook_endpoints SET events = ?, enabled = ? WHERE id = ?"
                            " AND merchant_id = ?"_s);
    q.addBindValue(e.events.join(u','));
    q.addBindValue(int(e.enabled)); // an integer column on both engines
    q.addBindValue(e.id);
    q.addBindValue(m_merchantId);
    return exec(q);
}

bool SandboxStore::deleteEndpoint(const QString &id)
{
    StoreQuery q = prepared(u"DELETE FROM webhook_endpoints WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    return exec(q) && q.numRowsAffected() == 1;
}

} // namespace paydesk::sandbox
