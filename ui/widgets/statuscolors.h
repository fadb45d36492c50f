#pragma once

#include "api/transactionstatus.h"

#include <QColor>
#include <QString>

// The colours of what PayDesk shows as a status, in one place: the lists' badges
// (StatusBadgeDelegate), the transaction detail's, the dialogs' badges, the volume chart's
// bars and the webhook inspector's marks. The words are the domain's (api::TransactionStatus
// and the like); only their colours are decided here.
namespace paydesk::ui {

// What a status says at a glance; each tone has one colour.
enum class Tone {
    Positive,  // done and fine: captured, succeeded, completed, approve
    Attention, // not finished, or partly so: partially refunded, open, review
    Negative,  // failed or refused: failed, expired, decline
    Reversed,  // money went back: refunded
    Neutral,   // a status PayDesk does not know
};

// Mid-tone colours that keep 4.5:1 contrast (WCAG AA) as a solid behind white text and as
// text on their own tint, darkened on a light window or lightened on a dark one, as the
// badges draw them.
QColor toneColor(Tone tone);
// The tone as text on `window`, as the badges draw it: darkened on a light window, lightened
// on a dark one.
QColor toneTextColor(Tone tone, const QColor &window);
// A light tint of the tone over `window`, for a bar or a banner that reads in light and dark.
QColor toneTint(Tone tone, const QColor &window);

QColor statusColor(const api::TransactionStatus &status);
// A status as the lists carry it in models::StatusRole: a transaction's, or a refund's
// ("succeeded"); their names never overlap.
QColor listStatusColor(const QString &wireStatus);
// A payment link's session: open, completed, expired.
QColor sessionStatusColor(const QString &status);
// A fraud decision: approve, review, decline.
QColor decisionColor(const QString &decision);

} // namespace paydesk::ui
