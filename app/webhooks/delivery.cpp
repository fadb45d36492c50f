#include "delivery.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::webhooks {

QString Delivery::url() const
{
    return query.isEmpty() ? path : path + u'?' + query;
}

void Delivery::deriveFields()
{
    webhookId = QString::fromUtf8(header("webhook-id"));
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (!doc.isObject())
        return;
    const QJsonObject event = doc.object();
    if (webhookId.isEmpty())
        webhookId = event.value(u"id"_s).toString();
    eventType = event.value(u"type"_s).toString();
    const QJsonObject data = event.value(u"data"_s).toObject();
    const QJsonObject object = data.value(u"object"_s).toObject();
    transactionId = object.value(u"id"_s).toString();
    // A refund's event carries the transaction and the refund: its amount is the refund's.
    const QJsonObject refund = data.value(u"refund"_s).toObject();
    const QJsonObject &money = refund.contains(u"amount"_s) ? refund : object;
    // An amount is an integer of minor units; anything else is not shown as one.
    const QJsonValue a = money.value(u"amount"_s);
    if (a.isDouble() && a.toDouble() == double(a.toInteger()))
        amount = a.toInteger();
    currency = money.value(u"currency"_s).toString();
    if (currency.isEmpty())
        currency = object.value(u"currency"_s).toString();
}

Delivery Delivery::summary() const
{
    Delivery d;
    d.id = id;
    d.receivedAt = receivedAt;
    d.remoteAddress = remoteAddress;
    d.remotePort = remotePort;
    d.method = method;
    d.path = path;
    d.query = query;
    d.bodySize = bodySize;
    d.bodyTruncated = bodyTruncated;
    d.webhookId = webhookId;
    d.eventType = eventType;
    d.transactionId = transactionId;
    d.amount = amount;
    d.currency = currency;
    d.attempt = attempt;
    d.verification.verdict = verification.verdict;
    d.verification.scheme = verification.scheme;
    d.verification.reason = verification.reason;
    d.verification.timestamp = verification.timestamp;
    d.responseStatus = responseStatus;
    d.responseDelayMs = responseDelayMs;
    d.complete = false;
    d.profileId = profileId;
    return d;
}

bool DeliveryFilter::matches(const Delivery &d) const
{
    if (!eventType.isEmpty() && d.eventType != eventType)
        return false;
    if (verdict && d.verification.verdict != *verdict)
        return false;
    if (invalidOnly && d.verification.isValid())
        return false;
    if (!profileId.isEmpty() && d.profileId != profileId)
        return false;
    return matchesText(d);
}

bool DeliveryFilter::matchesText(const Delivery &d) const
{
    if (text.isEmpty())
        return true;
    // As SQLite's LIKE, which DeliveryStore::query() uses: case is ignored for ASCII letters
    // only, which is what QByteArray::toLower() changes (in UTF-8, the rest stays as it is).
    const QByteArray needle = text.toUtf8().toLower();
    const auto has = [&](const QByteArray &utf8) { return utf8.toLower().contains(needle); };
    return has(d.webhookId.toUtf8()) || has(d.eventType.toUtf8()) ||
           has(d.transactionId.toUtf8()) || has(d.path.toUtf8()) || has(d.body);
}

QString hexDump(const QByteArray &bytes, qsizetype limit)
{
    QString out;
    const qsizetype n = std::min(bytes.size(), limit);
    out.reserve(n * 5);
    for (qsizetype offset = 0; offset < n; offset += 16) {
        const QByteArray line = bytes.mid(offset, std::min<qsizetype>(16, n - offset));
        out += u"%1  "_s.arg(offset, 8, 16, QLatin1Char('0'));
        for (int i = 0; i < 16; ++i) {
            out +=
                i < line.size() ? u"%1 "_s.arg(quint8(line[i]), 2, 16, QLatin1Char('0')) : u"   "_s;
            if (i == 7)
                out += u' ';
        }
        out += u" |"_s;
        for (const char c : line)
            out += (c >= 0x20 && c < 0x7f) ? QChar::fromLatin1(c) : u'.';
        out += u"|\n"_s;
    }
    return out;
}

} // namespace paydesk::webhooks
