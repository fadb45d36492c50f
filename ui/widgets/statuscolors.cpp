#include "statuscolors.h"

#include <initializer_list>
#include <utility>

namespace paydesk::ui {

namespace {

// The tone of a word in a small table of the service's words; neutral for any other.
Tone toneOf(QStringView word, std::initializer_list<std::pair<QStringView, Tone>> tones)
{
    for (const auto &[known, tone] : tones) {
        if (word == known)
            return tone;
    }
    return Tone::Neutral;
}

} // namespace

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

QColor toneTextColor(Tone tone, const QColor &window)
{
    const QColor color = toneColor(tone);
    return window.lightness() < 128 ? color.lighter(160) : color.darker(110);
}

QColor toneTint(Tone tone, const QColor &window)
{
    const QColor color = toneColor(tone);
    const qreal mix = 0.18;
    return QColor::fromRgbF(window.redF() * (1 - mix) + color.redF() * mix,
                            window.greenF() * (1 - mix) + color.greenF() * mix,
                            window.blueF() * (1 - mix) + color.blueF() * mix);
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
    // Refunds and payment links have words of their own.
    return toneColor(toneOf(wireStatus, {{u"succeeded", Tone::Positive},
                                         {u"completed", Tone::Positive},
                                         {u"paid", Tone::Positive},
                                         {u"open", Tone::Attention},
                                         {u"pending", Tone::Attention},
                                         {u"expired", Tone::Negative}}));
}

QColor sessionStatusColor(const QString &status)
{
    return toneColor(toneOf(status, {{u"completed", Tone::Positive},
                                     {u"open", Tone::Attention},
                                     {u"expired", Tone::Negative}}));
}

QColor decisionColor(const QString &decision)
{
    return toneColor(toneOf(decision, {{u"approve", Tone::Positive},
                                       {u"review", Tone::Attention},
                                       {u"decline", Tone::Negative}}));
}

} // namespace paydesk::ui
