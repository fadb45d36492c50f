#include "deliveryview.h"

#include "replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLocale>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace paydesk::webhooks {

QString byteSizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, bytes < 1024 * 1024 ? 0 : 1,
                                       QLocale::DataSizeIecFormat);
}

QString formattedBody(const QByteArray &body, bool *formatted)
{
    QJsonParseError error{};
    const QJsonDocument json = QJsonDocument::fromJson(body, &error);
    const bool isJson = error.error == QJsonParseError::NoError && !json.isNull();
    if (formatted)
        *formatted = isJson;
    if (!isJson)
        return QString::fromUtf8(redactedBody(body));
    const QJsonValue redacted =
        redactedJson(json.isObject() ? QJsonValue(json.object()) : QJsonValue(json.array()));
    return QString::fromUtf8((redacted.isObject() ? QJsonDocument(redacted.toObject())
                                                  : QJsonDocument(redacted.toArray()))
                                 .toJson(QJsonDocument::Indented));
}

DeliveryView DeliveryView::of(const Delivery &d)
{
    DeliveryView v;
    v.found = true;
    v.delivery = d;
    const QString size = byteSizeText(d.bodySize);
    QString note;
    if (d.bodyTruncated)
        note = tr("The body was %1; only its first %2 are kept (it was answered 413).")
                   .arg(size, byteSizeText(d.body.size()));

    // Masked once, whole, before anything is cut: a secret across a cut is not half shown.
    const QByteArray masked = maskSecrets(d.body);
    if (d.body.size() <= FormatLimit) {
        v.bodyText = formattedBody(d.body, &v.bodyFormatted);
    } else {
        QStringDecoder utf8(QStringDecoder::Utf8);
        v.bodyText = utf8.decode(masked.left(ShownLimit));
        const QString shown = tr("Body of %1 shown raw, without formatting").arg(size);
        note += (note.isEmpty() ? QString() : u"\n"_s) +
                (masked.size() > ShownLimit
                     ? tr("%1: its first %2. Export the delivery or copy it as curl for all of it.")
                           .arg(shown, byteSizeText(ShownLimit))
                     : shown + u'.');
    }
    v.bodyNote = note;

    v.rawDump = hexDump(masked.left(RawDumpLimit), RawDumpLimit);
    if (masked.size() > RawDumpLimit)
        v.rawDump += tr("… %1 more").arg(byteSizeText(masked.size() - RawDumpLimit));

    v.steps = d.verification.steps;
    for (VerificationStep &step : v.steps)
        step.detail = redactSecretsInText(step.detail);
    return v;
}

} // namespace paydesk::webhooks
