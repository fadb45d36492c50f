#include "checkoutpage.h"

#include "core/currency.h"
#include "core/money.h"

#include <QLocale>

#include <iterator>
#include <optional>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

const QString Style = uR"(<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;margin:0;color:#1a1f36}
.sandbox{background:#ff9f1c;color:#1a1f36;text-align:center;font-weight:600;padding:6px;font-size:14px}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 4px}
.amount{font-size:32px;font-weight:700;margin:8px 0 4px}
.meta{color:#6b7385;font-size:14px;margin-bottom:20px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9ced8;border-radius:6px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:20px;padding:12px;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
button.secondary{background:none;color:#635bff;margin-top:8px}
.error{background:#fdecea;color:#a4262c;border-radius:6px;padding:10px;margin-bottom:12px;font-size:14px}
.cards{color:#6b7385;font-size:13px;margin-top:18px;line-height:1.5}
code{background:#f0f1f4;padding:1px 4px;border-radius:3px}
</style>)"_s;

QLocale localeOf(CheckoutLanguage language)
{
    switch (language) {
    case CheckoutLanguage::German:
        return QLocale(QLocale::German, QLocale::Germany);
    case CheckoutLanguage::French:
        return QLocale(QLocale::French, QLocale::France);
    case CheckoutLanguage::English:
        break;
    }
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QString page(CheckoutLanguage language, const QString &title, const QString &body)
{
    return u"<!DOCTYPE html>\n<html lang=\""_s + QString::fromLatin1(languageTag(language)) +
           u"\"><head><meta charset=\"utf-8\">"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
           "<title>"_s +
           title.toHtmlEscaped() + u"</title>"_s + Style +
           u"</head><body><div class=\"sandbox\">"_s +
           checkoutText(language, CheckoutText::SandboxBanner).toHtmlEscaped() + u"</div><main>"_s +
           body + u"</main></body></html>\n"_s;
}

// English, German, French, in CheckoutText's order. French puts a no-break space before
// ":", ";", "?" and "!".
struct Sentence
{
    const char16_t *en;
    const char16_t *de;
    const char16_t *fr;
};
constexpr Sentence Sentences[] = {
    {u"Sandbox: no real money moves", u"Sandbox: Es fließt kein echtes Geld",
     u"Sandbox\u00a0: aucun argent réel n’est débité"},
    {u"Pay %1", u"%1 bezahlen", u"Payer %1"},
    {u"Session", u"Sitzung", u"Session"},
    {u"Card number", u"Kartennummer", u"Numéro de carte"},
    {u"Expiry (MM/YY)", u"Ablaufdatum (MM/JJ)", u"Date d’expiration (MM/AA)"},
    {u"CVC", u"Prüfnummer (CVC)", u"Cryptogramme (CVC)"},
    {u"Name on card", u"Name auf der Karte", u"Nom sur la carte"},
    {u"Pay %1", u"%1 bezahlen", u"Payer %1"},
    {u"Cancel and return to the store", u"Abbrechen und zurück zum Shop",
     u"Annuler et revenir à la boutique"},
    {u"Test cards: %1 succeeds, %2 is declined. Any future expiry, any CVC.",
     u"Testkarten: %1 wird angenommen, %2 wird abgelehnt. Jedes künftige Ablaufdatum, jede "
     u"Prüfnummer.",
     u"Cartes de test\u00a0: %1 est acceptée, %2 est refusée. N’importe quelle date "
     u"d’expiration future, n’importe quel cryptogramme."},
    {u"Checkout – %1", u"Bezahlung – %1", u"Paiement – %1"},
    {u"Payment link not found", u"Zahlungslink nicht gefunden", u"Lien de paiement introuvable"},
    {u"This payment link does not exist.", u"Diesen Zahlungslink gibt es nicht.",
     u"Ce lien de paiement n’existe pas."},
    {u"Payment link expired", u"Zahlungslink abgelaufen", u"Lien de paiement expiré"},
    {u"This payment link has expired. Ask the store for a new one.",
     u"Dieser Zahlungslink ist abgelaufen. Bitten Sie den Shop um einen neuen.",
     u"Ce lien de paiement a expiré. Demandez-en un nouveau à la boutique."},
    {u"This payment link has expired.", u"Dieser Zahlungslink ist abgelaufen.",
     u"Ce lien de paiement a expiré."},
    {u"Return to the store", u"Zurück zum Shop", u"Revenir à la boutique"},
    {u"Already paid", u"Bereits bezahlt", u"Déjà payée"},
    {u"This order has been paid.", u"Diese Bestellung ist bezahlt.",
     u"Cette commande a été payée."},
    {u"This order has already been paid.", u"Diese Bestellung wurde bereits bezahlt.",
     u"Cette commande a déjà été payée."},
    {u"The card number is not valid.", u"Die Kartennummer ist ungültig.",
     u"Le numéro de carte n’est pas valide."},
    {u"The expiry date must be MM/YY.", u"Das Ablaufdatum muss die Form MM/JJ haben.",
     u"La date d’expiration doit être au format MM/AA."},
    {u"The CVC must be 3 or 4 digits.", u"Die Prüfnummer hat 3 oder 4 Ziffern.",
     u"Le cryptogramme doit comporter 3 ou 4 chiffres."},
    {u"Enter the name on the card.", u"Geben Sie den Namen auf der Karte ein.",
     u"Saisissez le nom figurant sur la carte."},
    {u"The card has expired.", u"Die Karte ist abgelaufen.", u"La carte a expiré."},
    {u"This is the sandbox: use a test card, %1 to succeed or %2 to be declined.",
     u"Dies ist die Sandbox: Verwenden Sie eine Testkarte, %1 für eine erfolgreiche Zahlung "
     u"oder %2 für eine Ablehnung.",
     u"Ceci est la sandbox\u00a0: utilisez une carte de test, %1 pour un paiement accepté ou "
     u"%2 pour un paiement refusé."},
    {u"Your card was declined. Try another card.",
     u"Ihre Karte wurde abgelehnt. Versuchen Sie es mit einer anderen Karte.",
     u"Votre carte a été refusée. Essayez une autre carte."},
    {u"Something went wrong", u"Etwas ist schiefgegangen", u"Une erreur s’est produite"},
    {u"The payment could not be stored; nothing was charged. Try again.",
     u"Die Zahlung konnte nicht gespeichert werden; es wurde nichts abgebucht. Versuchen Sie "
     u"es erneut.",
     u"Le paiement n’a pas pu être enregistré\u00a0; rien n’a été débité. Réessayez."},
    {u"The payment could not be stored.", u"Die Zahlung konnte nicht gespeichert werden.",
     u"Le paiement n’a pas pu être enregistré."},
};
static_assert(std::size(Sentences) == size_t(CheckoutText::NotStored) + 1,
              "one sentence per CheckoutText");

} // namespace

CheckoutLanguage checkoutLanguage(const QByteArray &acceptLanguage)
{
    // RFC 9110 §12.5.4: "de-CH, de;q=0.9, fr;q=0.8, *;q=0.5". A range names a language by its
    // primary subtag here; "*" is any, and English is the page's own.
    CheckoutLanguage best = CheckoutLanguage::English;
    double bestQ = 0;
    const QList<QByteArray> ranges = acceptLanguage.left(1024).split(',');
    for (const QByteArray &item : ranges) {
        const QList<QByteArray> parts = item.split(';');
        double q = 1;
        for (qsizetype i = 1; i < parts.size(); ++i) {
            const QByteArray param = parts.at(i).trimmed().toLower();
            if (!param.startsWith("q="))
                continue;
            bool ok = false;
            q = param.mid(2).toDouble(&ok);
            if (!ok || q < 0 || q > 1)
                q = 0;
        }
        const QByteArray primary = parts.value(0).trimmed().toLower().split('-').value(0);
        std::optional<CheckoutLanguage> language;
        if (primary == "de")
            language = CheckoutLanguage::German;
        else if (primary == "fr")
            language = CheckoutLanguage::French;
        else if (primary == "en" || primary == "*")
            language = CheckoutLanguage::English;
        if (language && q > bestQ) {
            best = *language;
            bestQ = q;
        }
    }
    return best;
}

QByteArray languageTag(CheckoutLanguage language)
{
    switch (language) {
    case CheckoutLanguage::German:
        return "de";
    case CheckoutLanguage::French:
        return "fr";
    case CheckoutLanguage::English:
        break;
    }
    return "en";
}

QString checkoutText(CheckoutLanguage language, CheckoutText text)
{
    const Sentence &s = Sentences[size_t(text)];
    switch (language) {
    case CheckoutLanguage::German:
        return QString::fromUtf16(s.de);
    case CheckoutLanguage::French:
        return QString::fromUtf16(s.fr);
    case CheckoutLanguage::English:
        break;
    }
    return QString::fromUtf16(s.en);
}

QByteArray renderCheckoutForm(CheckoutLanguage language, const RedirectSessionRecord &s,
                              const CheckoutPageState &state)
{
    const auto text = [language](CheckoutText t) { return checkoutText(language, t); };
    const int exponent = Currency::exponent(s.currency).value_or(2);
    const QString amount = formatAmount(s.amount, exponent, localeOf(language)) + u' ' + s.currency;
    const QString successCard = u"<code>4242 4242 4242 4242</code>"_s;
    const QString declineCard = u"<code>4000 0000 0000 0002</code>"_s;
    QString body = u"<h1>"_s + text(CheckoutText::PayMerchant).arg(s.merchantRef).toHtmlEscaped() +
                   u"</h1>"_s + u"<div class=\"amount\" id=\"amount\">"_s + amount.toHtmlEscaped() +
                   u"</div>"_s + u"<div class=\"meta\">"_s +
                   (s.description ? s.description->toHtmlEscaped() + u"<br>"_s : QString()) +
                   text(CheckoutText::Session).toHtmlEscaped() + u" <code>"_s +
                   s.id.toHtmlEscaped() + u"</code></div>"_s;
    if (!state.error.isEmpty())
        body += u"<div class=\"error\" id=\"error\" role=\"alert\">"_s +
                state.error.toHtmlEscaped() + u"</div>"_s;
    body += u"<form method=\"post\" action=\"/checkout/"_s + s.id.toHtmlEscaped() +
            u"\" autocomplete=\"off\">"
            "<input type=\"hidden\" name=\"action\" value=\"pay\">"
            "<label for=\"card_number\">"_s +
            text(CheckoutText::CardNumber).toHtmlEscaped() +
            u"</label><input id=\"card_number\" name=\"card_number\" inputmode=\"numeric\" "
            "required placeholder=\"4242 4242 4242 4242\" value=\""_s +
            state.cardNumber.toHtmlEscaped() +
            u"\"><div class=\"row\"><div><label for=\"expiry\">"_s +
            text(CheckoutText::Expiry).toHtmlEscaped() +
            u"</label><input id=\"expiry\" name=\"expiry\" required placeholder=\"12/30\" "
            "value=\""_s +
            state.expiry.toHtmlEscaped() + u"\"></div><div><label for=\"cvc\">"_s +
            text(CheckoutText::Cvc).toHtmlEscaped() +
            u"</label><input id=\"cvc\" name=\"cvc\" inputmode=\"numeric\" required "
            "placeholder=\"123\"></div></div><label for=\"name\">"_s +
            text(CheckoutText::NameOnCard).toHtmlEscaped() +
            u"</label><input id=\"name\" name=\"name\" required value=\""_s +
            state.name.toHtmlEscaped() + u"\"><button type=\"submit\" id=\"pay\">"_s +
            text(CheckoutText::PayAmount).arg(amount).toHtmlEscaped() + u"</button></form>"_s;
    body += u"<form method=\"post\" action=\"/checkout/"_s + s.id.toHtmlEscaped() +
            u"\"><input type=\"hidden\" name=\"action\" value=\"cancel\">"
            "<button type=\"submit\" class=\"secondary\" id=\"cancel\">"_s +
            text(CheckoutText::CancelAndReturn).toHtmlEscaped() +
            u"</button></form><div class=\"cards\">"_s +
            text(CheckoutText::TestCards).toHtmlEscaped().arg(successCard, declineCard) +
            u"</div>"_s;
    return page(language, text(CheckoutText::PageTitle).arg(s.merchantRef), body).toUtf8();
}

QByteArray renderCheckoutMessage(CheckoutLanguage language, const QString &title,
                                 const QString &message, const QString &linkUrl,
                                 const QString &linkText)
{
    QString body = u"<h1 id=\"title\">"_s + title.toHtmlEscaped() + u"</h1><p id=\"message\">"_s +
                   message.toHtmlEscaped() + u"</p>"_s;
    if (!linkUrl.isEmpty())
        body += u"<p><a href=\""_s + linkUrl.toHtmlEscaped() + u"\">"_s + linkText.toHtmlEscaped() +
                u"</a></p>"_s;
    return page(language, title, body).toUtf8();
}

} // namespace paydesk::sandbox
