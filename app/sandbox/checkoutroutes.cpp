// SandboxApi's redirect sessions (payment links) and the hosted checkout page that pays them.
#include "checkoutpage.h"
#include "routesupport.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

HttpResponse htmlResponse(int status, const QByteArray &html, CheckoutLanguage language)
{
    HttpResponse r;
    r.status = status;
    r.contentType = "text/html; charset=utf-8";
    r.body = html;
    r.headers.emplaceBack("Cache-Control", "no-store");
    r.headers.emplaceBack("Content-Language", languageTag(language));
    r.headers.emplaceBack("Vary", "Accept-Language");
    // No other site may frame the page (a card form under someone else's overlay), and it
    // needs nothing but its own inline style: no script, no other source.
    r.headers.emplaceBack("X-Frame-Options", "DENY");
    r.headers.emplaceBack("Content-Security-Policy",
                          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; "
                          "frame-ancestors 'none'");
    return r;
}

// What a checkout handler answers in: the payer's language (from Accept-Language), its texts
// and its HTML pages.
struct CheckoutReply
{
    CheckoutLanguage language;
    QString text(CheckoutText t) const { return checkoutText(language, t); }
    HttpResponse html(int status, const QByteArray &body) const
    {
        return htmlResponse(status, body, language);
    }
    // A page that says `title` and `detail`; with a URL, a link back to the store.
    HttpResponse message(int status, CheckoutText title, CheckoutText detail,
                         const QString &storeUrl = {}) const
    {
        return html(status,
                    renderCheckoutMessage(language, text(title), text(detail), storeUrl,
                                          storeUrl.isEmpty() ? QString()
                                                             : text(CheckoutText::ReturnToStore)));
    }
    HttpResponse form(int status, const RedirectSessionRecord &s,
                      const CheckoutPageState &state = {}) const
    {
        return html(status, renderCheckoutForm(language, s, state));
    }
    HttpResponse linkNotFound() const
    {
        return message(404, CheckoutText::LinkNotFound, CheckoutText::LinkDoesNotExist);
    }
};

HttpResponse redirectTo(const QUrl &url)
{
    HttpResponse r;
    r.status = 303;
    r.contentType = "text/plain; charset=utf-8";
    r.body = "See Other";
    r.headers.emplaceBack("Location", url.toString(QUrl::FullyEncoded).toUtf8());
    return r;
}

bool luhnValid(const QString &digits)
{
    int sum = 0;
    bool dbl = false;
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        int d = digits.at(i).digitValue();
        if (dbl) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
        dbl = !dbl;
    }
    return sum % 10 == 0;
}

} // namespace

QJsonObject SandboxApi::sessionJson(const RedirectSessionRecord &s) const
{
    QUrl checkout = m_baseUrl;
    checkout.setPath(u"/checkout/"_s + s.id);
    return json::redirectSession(s, checkout);
}

std::optional<RedirectSessionRecord> SandboxApi::currentSession(const QString &id, qint64 now)
{
    auto s = m_store.session(id);
    if (s && s->status == u"open"_s && now >= s->expiresAt) {
        s->status = u"expired"_s;
        m_store.updateSession(s->id, s->status, s->transactionId);
    }
    return s;
}

HttpResponse SandboxApi::createRedirect(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto c = readChargeFields(in);
    const auto returnUrl = in.httpsUrl(u"return_url"_s, true);
    const auto cancelUrl = in.httpsUrl(u"cancel_url"_s, false);
    if (!in.ok())
        return fieldError(in.errors());
    const qint64 now = m_clock->nowSecs();
    RedirectSessionRecord s;
    s.id = randomId(u"rds_"_s);
    s.status = u"open"_s;
    s.amount = c->amount;
    s.currency = c->currency;
    s.gateway = c->gateway;
    s.merchantRef = c->merchantRef;
    s.description = c->description;
    s.returnUrl = *returnUrl;
    s.cancelUrl = cancelUrl;
    s.expiresAt = now + m_options.sessionTtlSeconds;
    s.createdAt = now;
    if (!m_store.insertSession(s))
        return error(500, u"internal_error"_s, u"The session could not be stored."_s);
    return jsonResponse(201, sessionJson(s));
}

HttpResponse SandboxApi::getRedirect(const QString &id)
{
    const auto s = currentSession(id, m_clock->nowSecs());
    if (!s)
        return error(404, u"not_found"_s, u"No redirect session with id %1."_s.arg(id));
    return jsonResponse(200, sessionJson(*s));
}

HttpResponse SandboxApi::listRedirects(const HttpRequest &req)
{
    static const QStringList Statuses{u"open"_s, u"completed"_s, u"expired"_s};
    ListParams p = readListParams(req.query);
    const QString status = req.query.queryItemValue(u"status"_s, QUrl::FullyDecoded);
    for (const QString &s : status.split(u',', Qt::SkipEmptyParts)) {
        const QString st = s.trimmed();
        if (!Statuses.contains(st))
            p.errors.insert(u"status"_s,
                            u"unknown status '%1'; known: %2"_s.arg(st, Statuses.join(u", "_s)));
        p.filter.statuses << st;
    }
    p.filter.query = req.query.queryItemValue(u"q"_s, QUrl::FullyDecoded).trimmed();
    if (!p.errors.isEmpty())
        return fieldError(p.errors);
    // What has run out is expired before it is filtered by status.
    m_store.expireSessions(m_clock->nowSecs());
    const qint64 maxSeq = p.cursor ? p.cursor->maxSeq : m_store.sessionsMaxSeq();
    const ListCursor from =
        p.cursor.value_or(ListCursor{std::numeric_limits<qint64>::max(), u"\U0010FFFF"_s, maxSeq});
    Page<RedirectSessionRecord> page = m_store.listSessions(p.filter, p.limit, from);
    setNextCursor(page, p.cursor, maxSeq);
    return pageResponse(page, [this](QByteArray &out, const RedirectSessionRecord &s) {
        out += QJsonDocument(sessionJson(s)).toJson(QJsonDocument::Compact);
    });
}

void SandboxApi::actAsLinkOwner(const QString &id)
{
    // The payer has no key: the link's merchant is the one whose records it reads and makes.
    if (const auto owner = m_store.sessionMerchant(id))
        m_store.setMerchant(*owner);
}

HttpResponse SandboxApi::checkoutPage(const HttpRequest &req, const QString &id)
{
    actAsLinkOwner(id);
    const CheckoutReply reply{checkoutLanguage(req.headers.value("accept-language"))};
    const auto s = currentSession(id, m_clock->nowSecs());
    if (!s)
        return reply.linkNotFound();
    if (s->status == u"expired"_s)
        return reply.message(410, CheckoutText::LinkExpired, CheckoutText::LinkExpiredAskForNew,
                             s->cancelUrl.value_or(s->returnUrl));
    if (s->status == u"completed"_s) {
        QUrl back(s->returnUrl);
        return reply.message(200, CheckoutText::AlreadyPaid, CheckoutText::OrderPaid,
                             back.toString());
    }
    return reply.form(200, *s);
}

HttpResponse SandboxApi::checkoutSubmit(const HttpRequest &req, const QString &id)
{
    actAsLinkOwner(id);
    const CheckoutReply reply{checkoutLanguage(req.headers.value("accept-language"))};
    const qint64 now = m_clock->nowSecs();
    const auto s = currentSession(id, now);
    if (!s)
        return reply.linkNotFound();
    if (s->status == u"expired"_s)
        return reply.message(410, CheckoutText::LinkExpired, CheckoutText::LinkHasExpired,
                             s->cancelUrl.value_or(s->returnUrl));
    if (s->status == u"completed"_s)
        return reply.message(409, CheckoutText::AlreadyPaid, CheckoutText::OrderAlreadyPaid,
                             s->returnUrl);

    const QUrlQuery form(QString::fromUtf8(req.body).replace(u'+', u' '));
    const auto field = [&](const char *name) {
        return form.queryItemValue(QString::fromLatin1(name), QUrl::FullyDecoded).trimmed();
    };
    if (field("action") == u"cancel"_s) {
        QUrl target(s->cancelUrl.value_or(s->returnUrl));
        QUrlQuery q(target);
        q.addQueryItem(u"session_id"_s, s->id);
        if (!s->cancelUrl)
            q.addQueryItem(u"status"_s, u"canceled"_s);
        target.setQuery(q);
        return redirectTo(target);
    }

    CheckoutPageState state;
    state.cardNumber = field("card_number");
    state.expiry = field("expiry");
    state.name = field("name");
    QString digits = state.cardNumber;
    digits.remove(u' ').remove(u'-');
    const QString cvc = field("cvc");
    static const QRegularExpression digitsRe(u"^[0-9]{12,19}$"_s);
    static const QRegularExpression expiryRe(u"^(0[1-9]|1[0-2])\\s*/\\s*([0-9]{2})$"_s);
    static const QRegularExpression cvcRe(u"^[0-9]{3,4}$"_s);
    const auto expiry = expiryRe.match(state.expiry);
    if (!digitsRe.match(digits).hasMatch() || !luhnValid(digits))
        state.error = reply.text(CheckoutText::CardNumberInvalid);
    else if (!expiry.hasMatch())
        state.error = reply.text(CheckoutText::ExpiryFormat);
    else if (!cvcRe.match(cvc).hasMatch())
        state.error = reply.text(CheckoutText::CvcFormat);
    else if (state.name.isEmpty() || state.name.size() > 100)
        state.error = reply.text(CheckoutText::EnterName);
    if (state.error.isEmpty()) {
        const QDate today = QDateTime::fromSecsSinceEpoch(now, QTimeZone::utc()).date();
        const int month = expiry.captured(1).toInt();
        const int year = 2000 + expiry.captured(2).toInt();
        if (year < today.year() || (year == today.year() && month < today.month()))
            state.error = reply.text(CheckoutText::CardExpired);
    }
    const bool success = digits == u"4242424242424242"_s;
    const bool decline = digits == u"4000000000000002"_s;
    if (state.error.isEmpty() && !success && !decline)
        state.error = reply.text(CheckoutText::UseTestCard)
                          .arg(u"4242 4242 4242 4242"_s, u"4000 0000 0000 0002"_s);
    if (!state.error.isEmpty())
        return reply.form(422, *s, state);

    const ChargeFields fields{s->amount, s->currency, s->gateway, s->merchantRef, s->description};
    const ChargeResult r =
        charge(fields, decline ? std::optional(Decline::testCardMessage()) : std::nullopt, {}, now);
    if (!r.ok)
        return reply.message(500, CheckoutText::SomethingWentWrong,
                             CheckoutText::NotStoredNothingCharged);
    // Every try is kept with the session, so a declined one shows beside the one that paid.
    if (!m_store.insertSessionAttempt(s->id, {r.transaction.id, r.transaction.status, now}))
        return reply.message(500, CheckoutText::SomethingWentWrong, CheckoutText::NotStored);
    if (decline) {
        state.error = reply.text(CheckoutText::CardDeclined);
        // A stored failed transaction: the POST took effect, so it is committed.
        return reply.form(402, *s, state);
    }
    if (!m_store.updateSession(s->id, u"completed"_s, r.transaction.id))
        return reply.message(500, CheckoutText::SomethingWentWrong, CheckoutText::NotStored);
    QUrl target(s->returnUrl);
    QUrlQuery q(target);
    q.addQueryItem(u"session_id"_s, s->id);
    q.addQueryItem(u"transaction_id"_s, r.transaction.id);
    q.addQueryItem(u"status"_s, u"captured"_s);
    target.setQuery(q);
    return redirectTo(target);
}

} // namespace paydesk::sandbox
