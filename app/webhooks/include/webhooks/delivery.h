#pragma once

#include "webhookverifier.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <optional>

namespace paydesk::webhooks {

// One request the receiver captured, whole, with what the verifier made of it and what the
// receiver answered. A value type; it crosses from the receiver's thread to the GUI's.
struct Delivery
{
    qint64 id = 0;        // the DeliveryStore's row id; 0 when not stored
    QDateTime receivedAt; // UTC, milliseconds
    QString remoteAddress;
    quint16 remotePort = 0;
    QByteArray method = "POST";
    QString path;
    QString query; // without the '?'
    HeaderList headers;
    QByteArray body;     // as received, or its first MaxBodyBytes when truncated
    qint64 bodySize = 0; // the size the sender sent
    bool bodyTruncated = false;

    // From the headers and the payload, when they are there.
    QString webhookId;            // webhook-id, else the payload's "id"
    QString eventType;            // payload "type"
    QString transactionId;        // payload data.object.id
    std::optional<qint64> amount; // payload data.object.amount (minor units)
    QString currency;

    // The profile the delivery is for: the Local sandbox's for its own endpoint, else the one
    // in use in the window when it came; empty when none was (the command line's listen).
    QString profileId;

    int attempt = 1; // 2 and more: the same webhook-id came before
    Verification verification;
    int responseStatus = 0; // what the receiver answered
    int responseDelayMs = 0;

    // False for a list row read without its headers, body and verification steps
    // (DeliveryStore::query with summaries); DeliveryStore::get() gives the whole delivery.
    bool complete = true;

    bool isDuplicate() const { return attempt > 1; }
    QByteArray header(QByteArrayView name) const { return headerValue(headers, name); }
    QString url() const; // path?query
    // Fills webhookId, eventType, transactionId, amount and currency from the headers and the
    // body. Tolerant: a body that is not an event leaves them empty.
    void deriveFields();
    // The delivery without headers, body and steps, for a list that may grow long.
    Delivery summary() const;
};

// What the pane's filter bar holds; DeliveryStore::query() and matches() agree on it.
struct DeliveryFilter
{
    QString eventType;              // empty: any
    std::optional<Verdict> verdict; // a single verdict
    bool invalidOnly = false;       // any verdict but Valid
    QString text;      // case-insensitive, in the webhook id, type, transaction id, path or body
    QString profileId; // the deliveries of this profile only; empty: every profile's

    bool isEmpty() const
    {
        return eventType.isEmpty() && !verdict && !invalidOnly && text.isEmpty() &&
               profileId.isEmpty();
    }
    bool matches(const Delivery &d) const;

private:
    // The text part alone (ids, type, transaction, path and body; ASCII letters in any case).
    bool matchesText(const Delivery &d) const;
};

// "00000000  7b 22 69 64 ...  |{"id...|": offset, 16 bytes in hex, the printable ones as
// text; the first `limit` bytes only.
QString hexDump(const QByteArray &bytes, qsizetype limit = 64 * 1024);

} // namespace paydesk::webhooks

Q_DECLARE_METATYPE(paydesk::webhooks::Delivery)
