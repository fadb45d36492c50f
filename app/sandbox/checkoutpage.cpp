#include "checkoutpage.h"

#include "core/currency.h"
#include "core/money.h"

#include <QLocale>

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

QString page(const QString &title, const QString &body)
{
    return u"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
           "<title>"_s +
           title.toHtmlEscaped() + u"</title>"_s + Style +
           u"</head><body><div class=\"sandbox\">Sandbox: no real money moves</div><main>"_s +
           body + u"</main></body></html>\n"_s;
}

} // namespace

QByteArray renderCheckoutForm(const RedirectSessionRecord &s, const CheckoutPageState &state)
{
    const int exponent = Currency::exponent(s.currency).value_or(2);
    const QString amount =
        formatAmount(s.amount, exponent, QLocale(QLocale::English)) + u' ' + s.currency;
    QString body = u"<h1>Pay "_s + s.merchantRef.toHtmlEscaped() + u"</h1>"_s +
                   u"<div class=\"amount\" id=\"amount\">"_s + amount.toHtmlEscaped() +
                   u"</div>"_s + u"<div class=\"meta\">"_s +
                   (s.description ? s.description->toHtmlEscaped() + u"<br>"_s : QString()) +
                   u"Session <code>"_s + s.id.toHtmlEscaped() + u"</code></div>"_s;
    if (!state.error.isEmpty())
        body += u"<div class=\"error\" id=\"error\" role=\"alert\">"_s +
                state.error.toHtmlEscaped() + u"</div>"_s;
    body += u"<form method=\"post\" action=\"/checkout/"_s + s.id.toHtmlEscaped() +
            u"\" autocomplete=\"off\">"_s
            "<input type=\"hidden\" name=\"action\" value=\"pay\">"
            "<label for=\"card_number\">Card number</label>"
            "<input id=\"card_number\" name=\"card_number\" inputmode=\"numeric\" required"
            " placeholder=\"4242 4242 4242 4242\" value=\""_s +
            state.cardNumber.toHtmlEscaped() +
            u"\"><div class=\"row\"><div><label for=\"expiry\">Expiry (MM/YY)</label>"
            "<input id=\"expiry\" name=\"expiry\" required placeholder=\"12/30\" value=\""_s +
            state.expiry.toHtmlEscaped() +
            u"\"></div><div><label for=\"cvc\">CVC</label>"
            "<input id=\"cvc\" name=\"cvc\" inputmode=\"numeric\" required placeholder=\"123\">"
            "</div></div><label for=\"name\">Name on card</label>"
            "<input id=\"name\" name=\"name\" required value=\""_s +
            state.name.toHtmlEscaped() + u"\"><button type=\"submit\" id=\"pay\">Pay "_s +
            amount.toHtmlEscaped() + u"</button></form>"_s;
    body += u"<form method=\"post\" action=\"/checkout/"_s + s.id.toHtmlEscaped() +
            u"\"><input type=\"hidden\" name=\"action\" value=\"cancel\">"
            "<button type=\"submit\" class=\"secondary\" id=\"cancel\">Cancel and return to the"
            " store</button></form>"
            "<div class=\"cards\">Test cards: <code>4242 4242 4242 4242</code> succeeds,"
            " <code>4000 0000 0000 0002</code> is declined. Any future expiry, any CVC.</div>"_s;
    return page(u"Checkout – "_s + s.merchantRef, body).toUtf8();
}

QByteArray renderCheckoutMessage(const QString &title, const QString &message,
                                 const QString &linkUrl, const QString &linkText)
{
    QString body = u"<h1 id=\"title\">"_s + title.toHtmlEscaped() + u"</h1><p id=\"message\">"_s +
                   message.toHtmlEscaped() + u"</p>"_s;
    if (!linkUrl.isEmpty())
        body += u"<p><a href=\""_s + linkUrl.toHtmlEscaped() + u"\">"_s + linkText.toHtmlEscaped() +
                u"</a></p>"_s;
    return page(title, body).toUtf8();
}

} // namespace paydesk::sandbox
