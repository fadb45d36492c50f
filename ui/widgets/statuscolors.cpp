#include "statuscolors.h"

using namespace Qt::StringLiterals;

namespace paydesk::ui {

QColor toneColor(Tone tone)
{
    switch (tone) {
    case Tone::Positive:
        return QColor(0x1a, 0x7f, 0x37); // green
    case Tone::Attention:
        return QColor(0xa1, 0x5c, 0x00); // amber
    case Tone::Negative:
        return QColor(0xc6, 0x28, 0x28); // red
    case Tone::Reversed:
        return QColor(0x5b, 0x5f, 0x97); // indigo
    case Tone::Neutral:
        break;
    }
    return QColor(0x6b, 0x72, 0x80); // grey
}

QColor statusColor(const api::TransactionStatus &status)
{
    switch (status.value()) {
    case api::TransactionStatus::Captured:
        return toneColor(Tone::Positive);
    case api::TransactionStatus::PartiallyRefunded:
        return toneColor(Tone::Attention);
    case api::TransactionStatus::Failed:
        return toneColor(Tone::Negative);
    case api::TransactionStatus::Refunded:
        return toneColor(Tone::Reversed);
    case api::TransactionStatus::Unknown:
        break;
    }
    return toneColor(Tone::Neutral);
}

QColor listStatusColor(const QString &wireStatus)
{
    const api::TransactionStatus status(wireStatus);
    if (status.isKnown())
        return statusColor(status);
    return toneColor(wireStatus == u"succeeded"_s ? Tone::Positive : Tone::Neutral);
}

QColor sessionStatusColor(const QString &status)
{
    if (status == u"completed"_s)
        return toneColor(Tone::Positive);
    if (status == u"open"_s)
        return toneColor(Tone::Attention);
    if (status == u"expired"_s)
        return toneColor(Tone::Negative);
    return toneColor(Tone::Neutral);
}

QColor decisionColor(const QString &decision)
{
    if (decision == u"approve"_s)
        return toneColor(Tone::Positive);
    if (decision == u"review"_s)
        return toneColor(Tone::Attention);
    if (decision == u"decline"_s)
        return toneColor(Tone::Negative);
    return toneColor(Tone::Neutral);
}

} // namespace paydesk::ui
