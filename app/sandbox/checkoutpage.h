#pragma once

#include "sandboxtypes.h"

#include <QByteArray>
#include <QString>

namespace paydesk::sandbox {

struct CheckoutPageState
{
    QString error;      // shown above the form
    QString cardNumber; // echoed back (never the CVC)
    QString expiry;
    QString name;
};

// The hosted checkout page: plain HTML with a form, no JavaScript, no cookies.
QByteArray renderCheckoutForm(const RedirectSessionRecord &s, const CheckoutPageState &state);
QByteArray renderCheckoutMessage(const QString &title, const QString &message,
                                 const QString &linkUrl = {}, const QString &linkText = {});

} // namespace paydesk::sandbox
