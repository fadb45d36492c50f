#pragma once

#include "sandboxtypes.h"

#include <QByteArray>
#include <QString>

namespace paydesk::sandbox {

// The hosted page is what a shopper sees, so it speaks the shopper's language (the API's
// errors stay English, for the developer): English, German or French, by Accept-Language.
enum class CheckoutLanguage { English, German, French };

// The language of the best range of an Accept-Language value that the page has, by q-value
// (the first on a tie; q=0 refuses one); English when none is.
CheckoutLanguage checkoutLanguage(const QByteArray &acceptLanguage);
QByteArray languageTag(CheckoutLanguage language);

// Every sentence of the page, in a table of the three languages (checkoutpage.cpp).
enum class CheckoutText {
    SandboxBanner,
    PayMerchant, // %1: the merchant's reference
    Session,
    CardNumber,
    Expiry,
    Cvc,
    NameOnCard,
    PayAmount, // %1: the amount and currency
    CancelAndReturn,
    TestCards, // %1: the success card, %2: the decline card
    PageTitle, // %1: the merchant's reference
    LinkNotFound,
    LinkDoesNotExist,
    LinkExpired,
    LinkExpiredAskForNew,
    LinkHasExpired,
    ReturnToStore,
    AlreadyPaid,
    OrderPaid,
    OrderAlreadyPaid,
    CardNumberInvalid,
    ExpiryFormat,
    CvcFormat,
    EnterName,
    CardExpired,
    UseTestCard, // %1: the success card, %2: the decline card
    CardDeclined,
    SomethingWentWrong,
    NotStoredNothingCharged,
    NotStored,
};
QString checkoutText(CheckoutLanguage language, CheckoutText text);

struct CheckoutPageState
{
    QString error;      // shown above the form, in the page's language
    QString cardNumber; // echoed back (never the CVC)
    QString expiry;
    QString name;
};

// The hosted checkout page: plain HTML with a form, no JavaScript, no cookies.
QByteArray renderCheckoutForm(CheckoutLanguage language, const RedirectSessionRecord &s,
                              const CheckoutPageState &state);
QByteArray renderCheckoutMessage(CheckoutLanguage language, const QString &title,
                                 const QString &message, const QString &linkUrl = {},
                                 const QString &linkText = {});

} // namespace paydesk::sandbox
