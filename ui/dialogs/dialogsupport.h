#pragma once

#include "api/apiclient.h"

#include <QColor>
#include <QString>

QT_BEGIN_NAMESPACE
class QLabel;
class QLocale;
class QProgressBar;
class QWidget;
QT_END_NAMESPACE

// Small pieces the charge, payment link and refund dialogs share: inline error labels, the
// live-profile banner, the typed-amount confirmation and the wording of service errors.
namespace paydesk::ui::dialogs {

// Is this client talking to production (real money)?
bool isLive(const api::ApiClient *client);

// Shows `text` under `field` in `label` (hidden when empty) and puts it into the field's
// accessible description, so a screen reader announces why the field is wrong.
void setFieldError(QLabel *label, QWidget *field, const QString &text);

// Styles an inline field error (red text readable on light and dark palettes).
void styleFieldError(QLabel *label);
// Styles the dialog-wide error box (tinted background, word wrap).
void styleErrorBox(QLabel *label);
// Styles the red "live: real money" banner; shows it only when `live`.
void styleLiveBanner(QLabel *label, bool live, const QString &text);
// A badge: white bold text on `color`.
void styleBadge(QLabel *label, const QColor &color);

// Makes a dialog tall enough for what it shows now (after a section appeared), counting
// word-wrapped labels at the current width, which a window's minimum size does not.
void growToFit(QWidget *window);
// Stops waiting for `request` on `client` (either may be none) and forgets it.
void cancelRequest(api::ApiClient *client, api::RequestId &request);
// Shows `text` in a dialog's error box, clears its status line and grows the dialog to fit.
void showErrorBox(QLabel *errorLabel, QLabel *statusLabel, const QString &text);

// What happened and what to do, from ApiError::message() and advice().
QString errorText(const api::ApiError &error);

// The amount a person types to confirm a live operation, in `locale`, without group
// separators (easy to type); paydesk::amountMatches() says whether the typed text is it.
QString confirmationAmount(qint64 minor, int exponent, const QLocale &locale);

// The fraud decision in words (its colour: ui::decisionColor()).
QString decisionText(const QString &decision);

// A redirect session status in a word, and what it means for the merchant (its colour:
// ui::sessionStatusColor()).
QString sessionStatusText(const QString &status);
QString sessionStatusHint(const QString &status);

} // namespace paydesk::ui::dialogs
