#pragma once

#include "delivery.h"

#include <QCoreApplication>
#include <QMetaType>

namespace paydesk::webhooks {

// A delivery made ready to be shown: body pretty-printed (when small enough) and its raw
// bytes dumped, secrets redacted everywhere. Made off the GUI thread (DeliveryReader), since a
// body may be 1 MiB; the widgets only set the texts.
struct DeliveryView
{
    Q_DECLARE_TR_FUNCTIONS(DeliveryView)

public:
    // Bodies up to this size are pretty-printed and highlighted; a larger one is shown as it
    // came (redacted), its first ShownLimit bytes, with a note that says so.
    static constexpr qsizetype FormatLimit = 64 * 1024;
    static constexpr qsizetype ShownLimit = 64 * 1024;
    static constexpr qsizetype RawDumpLimit = 32 * 1024;

    bool found = false;
    Delivery delivery;             // whole, as stored (unredacted: replay sends it as it came)
    QString bodyText;              // redacted
    bool bodyFormatted = false;    // pretty-printed JSON: worth highlighting
    QString bodyNote;              // e.g. "Body of 900 KiB shown raw: ..."; empty when all is shown
    QString rawDump;               // hexDump() of the first RawDumpLimit bytes, secrets masked
    QList<VerificationStep> steps; // the delivery's, secrets redacted in their details

    static DeliveryView of(const Delivery &delivery);
};

// "900 KiB", "12 bytes", "1.0 MiB"
QString byteSizeText(qint64 bytes);
// A JSON body pretty-printed, anything else as text; secrets redacted either way.
// `formatted` tells whether it was JSON.
QString formattedBody(const QByteArray &body, bool *formatted = nullptr);

} // namespace paydesk::webhooks

Q_DECLARE_METATYPE(paydesk::webhooks::DeliveryView)
