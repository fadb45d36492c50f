#pragma once

#include <QString>
#include <QUrl>

namespace paydesk {

// Where a webhook is delivered, and the secret it is signed with. The sandbox takes its
// endpoints this way (the command line or the embedding app), and the app's inspector hands the
// Local sandbox profile's one over; neither needs the other's library for it.
struct WebhookEndpoint
{
    QUrl url;
    QString secret; // whsec_<base64>
};

// A new signing secret: whsec_ followed by the base64 of 32 random bytes.
QString generateWebhookSecret();
// Whether `secret` is one: whsec_ followed by the standard base64 of 24 to 64 bytes.
bool isUsableWebhookSecret(const QString &secret);

} // namespace paydesk
