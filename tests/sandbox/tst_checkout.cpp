// The hosted checkout page as a browser uses it: real HTTP, form posts encoded as
// application/x-www-form-urlencoded, no Authorization header, redirects not followed.

#include "sandboxclient.h"
#include "testclock.h"
#include "webhookreceiver.h"

#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using namespace paydesk::testing;
using paydesk::sandbox::SandboxOptions;
using paydesk::sandbox::WebhookEndpoint;

namespace {

using Form = QList<QPair<QString, QString>>;

const QString SuccessCard = u"4242 4242 4242 4242"_s;
const QString DeclineCard = u"4000 0000 0000 0002"_s;
const QString ReturnUrl = u"https://shop.example/checkout/return"_s;
const QString CancelUrl = u"https://shop.example/cart"_s;

// As a browser encodes a form: UTF-8, percent-encoded, spaces as '+'.
QByteArray formEncode(const Form &form)
{
    QByteArrayList parts;
    for (const auto &[name, value] : form) {
        const auto encode = [](const QString &s) {
            return QUrl::toPercentEncoding(s, " ").replace(' ', '+');
        };
        parts << encode(name) + '=' + encode(value);
    }
    return parts.join('&');
}

QString expiryOf(const QDate &date)
{
    return date.toString(u"MM/yy"_s);
}

QDate todayUtc()
{
    return QDateTime::currentDateTimeUtc().date();
}

Form payForm(const QString &card, const QString &expiry = expiryOf(todayUtc().addYears(2)),
             const QString &cvc = u"123"_s, const std::optional<QString> &name = u"Ada Lovelace"_s)
{
    Form f{
        {u"action"_s, u"pay"_s}, {u"card_number"_s, card}, {u"expiry"_s, expiry}, {u"cvc"_s, cvc}};
    if (name)
        f.append({u"name"_s, *name});
    return f;
}

QUrlQuery queryOf(const QUrl &url)
{
    return QUrlQuery(url);
}

} // namespace

class TestCheckout : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();

    void sessionDescribesCheckout();
    void pageShowsFormAndAmount_data();
    void pageShowsFormAndAmount();
    void pagesRefuseFraming_data();
    void pagesRefuseFraming();
    void successfulPayment_data();
    void successfulPayment();
    void declinedPaymentKeepsSessionOpen();
    void invalidFormStoresNothing_data();
    void invalidFormStoresNothing();
    void expiredSession();
    void completedSessionNeverExpires();
    void cancel_data();
    void cancel();
    void doubleSubmitAfterSuccess();
    void unknownSession_data();
    void unknownSession();
    void pageSpeaksTheShoppersLanguage_data();
    void pageSpeaksTheShoppersLanguage();
    void declineAndMessagesInTheShoppersLanguage();

private:
    bool start(SandboxOptions options = {});
    QJsonObject createSession(qint64 amount, const QString &currency = u"USD"_s,
                              const QString &returnUrl = ReturnUrl,
                              const std::optional<QString> &cancelUrl = CancelUrl,
                              const QString &merchantRef = u"order-1001"_s);
    HttpResult page(const QString &sessionId, const QByteArray &acceptLanguage = "en-US");
    HttpResult submit(const QString &sessionId, const Form &form,
                      const QByteArray &acceptLanguage = "en-US");
    QJsonObject session(const QString &id);
    QJsonArray transactions();

    SandboxFixture m_sandbox;
    std::unique_ptr<WebhookReceiver> m_receiver;
    QString m_secret;
};

void TestCheckout::cleanup()
{
    m_sandbox.stop();
    m_receiver.reset();
}

bool TestCheckout::start(SandboxOptions options)
{
    m_receiver = std::make_unique<WebhookReceiver>();
    if (!m_receiver->listen())
        return false;
    m_secret = newWebhookSecret();
    options.webhooks = {WebhookEndpoint{m_receiver->url(), m_secret}};
    options.retryScheduleSeconds = {1, 1, 2};
    return m_sandbox.start(options);
}

QJsonObject TestCheckout::createSession(qint64 amount, const QString &currency,
                                        const QString &returnUrl,
                                        const std::optional<QString> &cancelUrl,
                                        const QString &merchantRef)
{
    QJsonObject body{{u"amount"_s, amount},
                     {u"currency"_s, currency},
                     {u"gateway"_s, u"cardnet"_s},
                     {u"merchant_ref"_s, merchantRef},
                     {u"description"_s, u"Two tickets"_s},
                     {u"return_url"_s, returnUrl}};
    if (cancelUrl)
        body.insert(u"cancel_url"_s, *cancelUrl);
    const HttpResult r = m_sandbox.client.post(u"/api/v1/transactions/redirect"_s, body);
    if (r.status != 201)
        qWarning("creating a redirect session failed: %d %s", r.status, r.body.constData());
    return r.status == 201 ? r.json : QJsonObject{};
}

// As a browser set to `acceptLanguage` asks for it.
HttpResult TestCheckout::page(const QString &sessionId, const QByteArray &acceptLanguage)
{
    return m_sandbox.client.send("GET", u"/checkout/"_s + sessionId, {},
                                 {{"Accept-Language", acceptLanguage}}, false);
}

HttpResult TestCheckout::submit(const QString &sessionId, const Form &form,
                                const QByteArray &acceptLanguage)
{
    return m_sandbox.client.send("POST", u"/checkout/"_s + sessionId, formEncode(form),
                                 {{"Content-Type", "application/x-www-form-urlencoded"},
                                  {"Accept-Language", acceptLanguage}},
                                 false);
}

QJsonObject TestCheckout::session(const QString &id)
{
    return m_sandbox.client.get(u"/api/v1/transactions/redirect/"_s + id).json;
}

QJsonArray TestCheckout::transactions()
{
    return m_sandbox.client.get(u"/api/v1/transactions?limit=100"_s)
        .json.value(u"data"_s)
        .toArray();
}

void TestCheckout::sessionDescribesCheckout()
{
    QVERIFY(start());
    const QJsonObject s = createSession(1234);
    QVERIFY(s.value(u"id"_s).toString().startsWith(u"rds_"_s));
    QCOMPARE(s.value(u"status"_s).toString(), u"open"_s);
    QVERIFY(s.value(u"transaction_id"_s).isNull());
    QCOMPARE(s.value(u"return_url"_s).toString(), ReturnUrl);
    QCOMPARE(s.value(u"cancel_url"_s).toString(), CancelUrl);
    QUrl expected = m_sandbox.client.base;
    expected.setPath(u"/checkout/"_s + s.value(u"id"_s).toString());
    QCOMPARE(QUrl(s.value(u"checkout_url"_s).toString()), expected);
    const auto created =
        QDateTime::fromString(s.value(u"created_at"_s).toString(), Qt::ISODate).toSecsSinceEpoch();
    const auto expires =
        QDateTime::fromString(s.value(u"expires_at"_s).toString(), Qt::ISODate).toSecsSinceEpoch();
    QCOMPARE(expires - created, qint64(24 * 3600));
}

void TestCheckout::pageShowsFormAndAmount_data()
{
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("merchantRef");
    QTest::addColumn<QString>("shownAmount");

    QTest::newRow("USD") << qint64(1234) << u"USD"_s << u"order-1001"_s << u"12.34"_s;
    QTest::newRow("JPY (no decimals)") << qint64(1500) << u"JPY"_s << u"order-1002"_s << u"1,500"_s;
    QTest::newRow("KWD (three decimals)")
        << qint64(1234) << u"KWD"_s << u"order-1003"_s << u"1.234"_s;
    QTest::newRow("markup in merchant_ref is escaped")
        << qint64(500) << u"EUR"_s << u"<script>alert(1)</script>"_s << u"5.00"_s;
}

void TestCheckout::pageShowsFormAndAmount()
{
    QFETCH(qint64, amount);
    QFETCH(QString, currency);
    QFETCH(QString, merchantRef);
    QFETCH(QString, shownAmount);
    QVERIFY(start());
    const QJsonObject s = createSession(amount, currency, ReturnUrl, CancelUrl, merchantRef);
    const QString id = s.value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());

    // What the browser opens is checkout_url itself, with no Authorization header.
    HttpClient browser;
    browser.base = QUrl(s.value(u"checkout_url"_s).toString());
    const HttpResult r = browser.send("GET", browser.base.toString(), {}, {}, false);
    QCOMPARE(r.status, 200);
    QVERIFY(r.headers.value("content-type").startsWith("text/html"));
    const QString html = QString::fromUtf8(r.body);
    QVERIFY(html.contains(u"<form"_s));
    QVERIFY(html.contains(u"method=\"post\""_s, Qt::CaseInsensitive));
    QVERIFY(html.contains(u"action=\"/checkout/"_s + id + u'"'));
    for (const QString &field : {u"card_number"_s, u"expiry"_s, u"cvc"_s, u"name"_s})
        QVERIFY2(html.contains(u"name=\""_s + field + u'"'), qPrintable(field));
    QVERIFY2(html.contains(shownAmount), qPrintable(shownAmount));
    QVERIFY(html.contains(currency));
    // No JavaScript needed, none injected.
    QVERIFY(!html.contains(u"<script"_s, Qt::CaseInsensitive));
    QCOMPARE(page(id).status, 200);
}

void TestCheckout::pagesRefuseFraming_data()
{
    QTest::addColumn<bool>("known");
    QTest::newRow("the form") << true;
    QTest::newRow("not found") << false;
}

void TestCheckout::pagesRefuseFraming()
{
    QFETCH(bool, known);
    QVERIFY(start());
    const QString id = known ? createSession(2599).value(u"id"_s).toString() : u"rds_none"_s;
    const HttpResult r = page(id);
    QCOMPARE(r.status, known ? 200 : 404);
    QCOMPARE(r.headers.value("x-frame-options"), QByteArray("DENY"));
    const QByteArray csp = r.headers.value("content-security-policy");
    QVERIFY2(csp.contains("frame-ancestors 'none'"), csp.constData());
    QVERIFY2(csp.contains("default-src 'none'"), csp.constData());
    QVERIFY2(!csp.contains("script-src"), csp.constData());
}

void TestCheckout::successfulPayment_data()
{
    QTest::addColumn<QString>("returnUrl");
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("expiry");
    QTest::addColumn<QString>("name");

    const QString later = expiryOf(todayUtc().addYears(3));
    const QString ada = u"Ada Lovelace"_s;
    QTest::newRow("spaced card number") << ReturnUrl << SuccessCard << later << ada;
    QTest::newRow("card number without spaces")
        << ReturnUrl << u"4242424242424242"_s << later << ada;
    QTest::newRow("card number with dashes")
        << ReturnUrl << u"4242-4242-4242-4242"_s << later << ada;
    QTest::newRow("return_url with a query of its own")
        << u"https://shop.example/return?order=1001&lang=en"_s << SuccessCard << later << ada;
    QTest::newRow("card expires this month")
        << ReturnUrl << SuccessCard << expiryOf(todayUtc()) << ada;
    QTest::newRow("name with accents and a plus sign")
        << ReturnUrl << SuccessCard << later << u"José Müller+Søn"_s;
}

void TestCheckout::successfulPayment()
{
    QFETCH(QString, returnUrl);
    QFETCH(QString, card);
    QFETCH(QString, expiry);
    QFETCH(QString, name);
    QVERIFY(start());
    const QJsonObject s = createSession(2599, u"USD"_s, returnUrl);
    const QString id = s.value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());

    const HttpResult r = submit(id, payForm(card, expiry, u"123"_s, name));
    QCOMPARE(r.status, 303);
    const QUrl location(QString::fromUtf8(r.headers.value("location")), QUrl::StrictMode);
    QVERIFY2(location.isValid(), r.headers.value("location").constData());
    QCOMPARE(location.adjusted(QUrl::RemoveQuery), QUrl(returnUrl).adjusted(QUrl::RemoveQuery));
    const QUrlQuery query = queryOf(location);
    QCOMPARE(query.queryItemValue(u"session_id"_s), id);
    QCOMPARE(query.queryItemValue(u"status"_s), u"captured"_s);
    const QString transactionId = query.queryItemValue(u"transaction_id"_s);
    QVERIFY2(transactionId.startsWith(u"txn_"_s), qPrintable(transactionId));
    // The store's own query parameters survive.
    const QUrlQuery original = queryOf(QUrl(returnUrl));
    for (const auto &item : original.queryItems())
        QCOMPARE(query.queryItemValue(item.first), item.second);

    const QJsonObject after = session(id);
    QCOMPARE(after.value(u"status"_s).toString(), u"completed"_s);
    QCOMPARE(after.value(u"transaction_id"_s).toString(), transactionId);

    const HttpResult t = m_sandbox.client.get(u"/api/v1/transactions/"_s + transactionId);
    QCOMPARE(t.status, 200);
    QCOMPARE(t.json.value(u"status"_s).toString(), u"captured"_s);
    QCOMPARE(t.json.value(u"amount"_s).toInteger(), 2599);
    QCOMPARE(t.json.value(u"currency"_s).toString(), u"USD"_s);
    QCOMPARE(t.json.value(u"gateway"_s).toString(), u"cardnet"_s);
    QCOMPARE(t.json.value(u"merchant_ref"_s).toString(), u"order-1001"_s);
    QCOMPARE(t.json.value(u"description"_s).toString(), u"Two tickets"_s);
    QCOMPARE(transactions().size(), 1);

    QTRY_VERIFY_WITH_TIMEOUT(m_receiver->firstOfType(u"transaction.captured"_s).has_value(), 10000);
    const ReceivedRequest hook = *m_receiver->firstOfType(u"transaction.captured"_s);
    QCOMPARE(hook.json()[u"data"_s][u"object"_s].toObject(), t.json);
    const WebhookVerdict v = verifyStandardWebhook(m_secret, hook);
    QVERIFY2(v.ok, qPrintable(v.reason));
}

void TestCheckout::declinedPaymentKeepsSessionOpen()
{
    QVERIFY(start());
    const QString id = createSession(2599).value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());

    const HttpResult declined = submit(id, payForm(DeclineCard));
    QVERIFY2(declined.status >= 400 && declined.status < 500,
             qPrintable(QString::number(declined.status)));
    QVERIFY(declined.headers.value("content-type").startsWith("text/html"));
    QVERIFY2(declined.body.contains("<form"), "the form is shown again");
    QVERIFY(declined.body.contains("declined"));

    const QJsonArray stored = transactions();
    QCOMPARE(stored.size(), 1);
    const QJsonObject failed = stored.first().toObject();
    QCOMPARE(failed.value(u"status"_s).toString(), u"failed"_s);
    QCOMPARE(failed.value(u"amount"_s).toInteger(), 2599);
    QCOMPARE(failed.value(u"merchant_ref"_s).toString(), u"order-1001"_s);
    QCOMPARE(session(id).value(u"status"_s).toString(), u"open"_s);
    QVERIFY(session(id).value(u"transaction_id"_s).isNull());

    QTRY_VERIFY_WITH_TIMEOUT(m_receiver->firstOfType(u"transaction.failed"_s).has_value(), 10000);
    const ReceivedRequest hook = *m_receiver->firstOfType(u"transaction.failed"_s);
    QCOMPARE(hook.json()[u"data"_s][u"object"_s].toObject(), failed);
    QVERIFY(verifyStandardWebhook(m_secret, hook).ok);

    // The customer tries another card on the same, still open session.
    const HttpResult paid = submit(id, payForm(SuccessCard));
    QCOMPARE(paid.status, 303);
    const QString transactionId = queryOf(QUrl(QString::fromUtf8(paid.headers.value("location"))))
                                      .queryItemValue(u"transaction_id"_s);
    QVERIFY(transactionId != failed.value(u"id"_s).toString());
    QCOMPARE(session(id).value(u"transaction_id"_s).toString(), transactionId);
    QCOMPARE(transactions().size(), 2);
}

void TestCheckout::invalidFormStoresNothing_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("expiry");
    QTest::addColumn<QString>("cvc");
    QTest::addColumn<std::optional<QString>>("name");

    const QString good = expiryOf(todayUtc().addYears(2));
    const QString lastMonth = expiryOf(todayUtc().addMonths(-1));
    const std::optional<QString> name = u"Ada Lovelace"_s;
    QTest::newRow("card number fails the Luhn check")
        << u"4242 4242 4242 4241"_s << good << u"123"_s << name;
    QTest::newRow("card number too short") << u"4242 4242"_s << good << u"123"_s << name;
    QTest::newRow("card number with a letter")
        << u"4242 4242 4242 424a"_s << good << u"123"_s << name;
    QTest::newRow("card number empty") << QString() << good << u"123"_s << name;
    QTest::newRow("not a sandbox test card")
        << u"5555 5555 5555 4444"_s << good << u"123"_s << name;
    QTest::newRow("expiry month 13") << SuccessCard << u"13/30"_s << u"123"_s << name;
    QTest::newRow("expiry month 00") << SuccessCard << u"00/30"_s << u"123"_s << name;
    QTest::newRow("expiry without a slash") << SuccessCard << u"1230"_s << u"123"_s << name;
    QTest::newRow("expiry with a four-digit year")
        << SuccessCard << u"12/2030"_s << u"123"_s << name;
    QTest::newRow("expiry empty") << SuccessCard << QString() << u"123"_s << name;
    QTest::newRow("expiry years ago") << SuccessCard << u"01/20"_s << u"123"_s << name;
    QTest::newRow("expiry last month") << SuccessCard << lastMonth << u"123"_s << name;
    QTest::newRow("cvc too short") << SuccessCard << good << u"12"_s << name;
    QTest::newRow("cvc too long") << SuccessCard << good << u"12345"_s << name;
    QTest::newRow("cvc with a letter") << SuccessCard << good << u"12a"_s << name;
    QTest::newRow("cvc empty") << SuccessCard << good << QString() << name;
    QTest::newRow("name missing") << SuccessCard << good << u"123"_s << std::optional<QString>();
    QTest::newRow("name blank") << SuccessCard << good << u"123"_s
                                << std::optional<QString>(u"   "_s);
    QTest::newRow("name too long")
        << SuccessCard << good << u"123"_s << std::optional<QString>(QString(101, u'A'));
    QTest::newRow("declining card, bad cvc") << DeclineCard << good << u"1"_s << name;
}

void TestCheckout::invalidFormStoresNothing()
{
    QFETCH(QString, card);
    QFETCH(QString, expiry);
    QFETCH(QString, cvc);
    QFETCH(std::optional<QString>, name);
    QVERIFY(start());
    const QString id = createSession(2599).value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());

    const HttpResult r = submit(id, payForm(card, expiry, cvc, name));
    QCOMPARE(r.status, 422);
    QVERIFY(r.headers.value("content-type").startsWith("text/html"));
    QVERIFY2(r.body.contains("<form"), "the form is shown again, with the problem");
    QVERIFY(!r.headers.contains("location"));

    QCOMPARE(transactions().size(), 0);
    const QJsonObject s = session(id);
    QCOMPARE(s.value(u"status"_s).toString(), u"open"_s);
    QVERIFY(s.value(u"transaction_id"_s).isNull());
    const HttpResult log = m_sandbox.client.get(u"/sandbox/v1/webhook-deliveries"_s);
    QCOMPARE(log.json.value(u"pending"_s).toInt(-1), 0);
    QCOMPARE(log.json.value(u"data"_s).toArray().size(), 0);
}

void TestCheckout::expiredSession()
{
    // A session lives 24 h, by the sandbox's clock.
    const auto clock = std::make_shared<TestClock>();
    SandboxOptions o;
    o.clock = clock;
    QVERIFY(start(o));
    const QJsonObject s = createSession(2599);
    const QString id = s.value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());
    QCOMPARE(s.value(u"status"_s).toString(), u"open"_s);

    clock->advance(24h - 1s);
    QCOMPARE(session(id).value(u"status"_s).toString(), u"open"_s);
    QCOMPARE(page(id).status, 200);
    clock->advance(1s);
    QCOMPARE(session(id).value(u"status"_s).toString(), u"expired"_s);
    QCOMPARE(page(id).status, 410);
    const HttpResult paid = submit(id, payForm(SuccessCard));
    QCOMPARE(paid.status, 410);
    QVERIFY(paid.headers.value("content-type").startsWith("text/html"));
    QVERIFY(!paid.headers.contains("location"));
    QCOMPARE(submit(id, {{u"action"_s, u"cancel"_s}}).status, 410);

    QCOMPARE(transactions().size(), 0);
    const QJsonObject after = session(id);
    QCOMPARE(after.value(u"status"_s).toString(), u"expired"_s);
    QVERIFY(after.value(u"transaction_id"_s).isNull());
}

void TestCheckout::completedSessionNeverExpires()
{
    const auto clock = std::make_shared<TestClock>();
    SandboxOptions o;
    o.clock = clock;
    QVERIFY(start(o));
    const QJsonObject s = createSession(2599);
    const QString id = s.value(u"id"_s).toString();
    QCOMPARE(submit(id, payForm(SuccessCard)).status, 303);
    const qint64 expiresAt =
        QDateTime::fromString(s.value(u"expires_at"_s).toString(), Qt::ISODate).toSecsSinceEpoch();

    // Past the session's lifetime, a paid session stays paid.
    clock->advance(25h);
    QVERIFY(clock->nowSecs() > expiresAt);
    const QJsonObject after = session(id);
    QCOMPARE(after.value(u"status"_s).toString(), u"completed"_s);
    QVERIFY(after.value(u"transaction_id"_s).toString().startsWith(u"txn_"_s));
    const HttpResult p = page(id);
    QCOMPARE(p.status, 200);
    QVERIFY(p.body.contains("paid"));
}

void TestCheckout::cancel_data()
{
    QTest::addColumn<std::optional<QString>>("cancelUrl");
    QTest::addColumn<QString>("expectedTarget");
    QTest::addColumn<QString>("expectedStatus"); // empty: no status parameter

    QTest::newRow("to cancel_url") << std::optional<QString>(CancelUrl) << CancelUrl << QString();
    QTest::newRow("to return_url without cancel_url")
        << std::optional<QString>() << ReturnUrl << u"canceled"_s;
}

void TestCheckout::cancel()
{
    QFETCH(std::optional<QString>, cancelUrl);
    QFETCH(QString, expectedTarget);
    QFETCH(QString, expectedStatus);
    QVERIFY(start());
    const QString id =
        createSession(2599, u"USD"_s, ReturnUrl, cancelUrl).value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());

    const HttpResult r = submit(id, {{u"action"_s, u"cancel"_s}});
    QCOMPARE(r.status, 303);
    const QUrl location(QString::fromUtf8(r.headers.value("location")));
    QCOMPARE(location.adjusted(QUrl::RemoveQuery), QUrl(expectedTarget));
    const QUrlQuery query = queryOf(location);
    QCOMPARE(query.queryItemValue(u"session_id"_s), id);
    QCOMPARE(query.queryItemValue(u"status"_s), expectedStatus);
    QVERIFY(!query.hasQueryItem(u"transaction_id"_s));

    QCOMPARE(transactions().size(), 0);
    const QJsonObject s = session(id);
    QVERIFY(s.value(u"status"_s).toString() != u"completed"_s);
    QVERIFY(s.value(u"transaction_id"_s).isNull());
}

void TestCheckout::doubleSubmitAfterSuccess()
{
    QVERIFY(start());
    const QString id = createSession(2599).value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());
    const HttpResult first = submit(id, payForm(SuccessCard));
    QCOMPARE(first.status, 303);
    const QString transactionId = queryOf(QUrl(QString::fromUtf8(first.headers.value("location"))))
                                      .queryItemValue(u"transaction_id"_s);

    // The customer presses "Pay" again (or reloads the POST).
    const HttpResult second = submit(id, payForm(SuccessCard));
    QVERIFY2(second.status != 303 && second.status < 500,
             qPrintable(QString::number(second.status)));
    QVERIFY(second.body.toLower().contains("already"));
    QVERIFY(second.body.contains("paid"));
    QVERIFY(!second.body.contains("<form"));
    const HttpResult again = page(id);
    QCOMPARE(again.status, 200);
    QVERIFY(again.body.contains("paid"));
    QVERIFY(!again.body.contains("<form"));

    const QJsonArray stored = transactions();
    QCOMPARE(stored.size(), 1);
    QCOMPARE(stored.first()[u"id"_s].toString(), transactionId);
    QCOMPARE(session(id).value(u"transaction_id"_s).toString(), transactionId);
    QTRY_VERIFY_WITH_TIMEOUT(m_receiver->firstOfType(u"transaction.captured"_s).has_value(), 10000);
    QCOMPARE(m_receiver->requests.size(), 1);
}

void TestCheckout::unknownSession_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("id");

    QTest::newRow("GET, well-formed id") << QByteArray("GET") << u"rds_000000000000000000000000"_s;
    QTest::newRow("POST, well-formed id")
        << QByteArray("POST") << u"rds_000000000000000000000000"_s;
    QTest::newRow("GET, transaction id") << QByteArray("GET") << u"txn_000000000000000000000000"_s;
    QTest::newRow("POST, garbage") << QByteArray("POST") << u"nothing-here"_s;
}

void TestCheckout::unknownSession()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, id);
    QVERIFY(start());
    const HttpResult r = method == "GET" ? page(id) : submit(id, payForm(SuccessCard));
    QCOMPARE(r.status, 404);
    QVERIFY(r.headers.value("content-type").startsWith("text/html"));
    QCOMPARE(transactions().size(), 0);
}

void TestCheckout::pageSpeaksTheShoppersLanguage_data()
{
    QTest::addColumn<QByteArray>("acceptLanguage");
    QTest::addColumn<QByteArray>("language");
    QTest::addColumn<QStringList>("says");

    const QStringList english{u"Card number"_s, u"Name on card"_s, u"Pay 1,234.50 USD"_s,
                              u"Cancel and return to the store"_s, u"Test cards:"_s};
    const QStringList german{u"Kartennummer"_s, u"Name auf der Karte"_s, u"1.234,50 USD bezahlen"_s,
                             u"Abbrechen und zurück zum Shop"_s, u"Es fließt kein echtes Geld"_s};
    const QStringList french{u"Numéro de carte"_s, u"Nom sur la carte"_s, u"Payer 1"_s,
                             u"234,50 USD"_s, u"Annuler et revenir à la boutique"_s};
    QTest::newRow("English") << QByteArray("en-US,en;q=0.9") << QByteArray("en") << english;
    QTest::newRow("German, region and fallbacks")
        << QByteArray("de-DE,de;q=0.9,en;q=0.8") << QByteArray("de") << german;
    QTest::newRow("French from Switzerland")
        << QByteArray("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5") << QByteArray("fr") << french;
    QTest::newRow("q-values, not order")
        << QByteArray("en;q=0.5, DE;q=0.8") << QByteArray("de") << german;
    QTest::newRow("q=0 refuses") << QByteArray("de;q=0, fr;q=0.1") << QByteArray("fr") << french;
    QTest::newRow("none of ours") << QByteArray("es-ES, it;q=0.9") << QByteArray("en") << english;
    QTest::newRow("anything") << QByteArray("*") << QByteArray("en") << english;
    QTest::newRow("malformed") << QByteArray(";;q=,de;q=x, ,") << QByteArray("en") << english;
}

void TestCheckout::pageSpeaksTheShoppersLanguage()
{
    QFETCH(QByteArray, acceptLanguage);
    QFETCH(QByteArray, language);
    QFETCH(QStringList, says);
    QVERIFY(start());
    const QString id = createSession(123450).value(u"id"_s).toString();
    const HttpResult r = page(id, acceptLanguage);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.headers.value("content-language"), language);
    QVERIFY(r.headers.value("vary").contains("Accept-Language"));
    const QString html = QString::fromUtf8(r.body);
    QVERIFY2(html.contains(u"<html lang=\""_s + QString::fromLatin1(language) + u'"'),
             qPrintable(html.left(200)));
    for (const QString &phrase : says)
        QVERIFY2(html.contains(phrase), qPrintable(phrase + u" not in "_s + html));
}

// What the shopper reads after a decline, a mistake or an unknown link, in German and French;
// the API beside it stays English.
void TestCheckout::declineAndMessagesInTheShoppersLanguage()
{
    QVERIFY(start());
    const QString id = createSession(2599).value(u"id"_s).toString();
    HttpResult r = submit(id, payForm(DeclineCard), "de-DE,de;q=0.9");
    QCOMPARE(r.status, 402);
    QVERIFY2(QString::fromUtf8(r.body).contains(
                 u"Ihre Karte wurde abgelehnt. Versuchen Sie es mit einer anderen Karte."_s),
             r.body.constData());
    r = submit(id, payForm(u"4242 4242 4242 4241"_s), "fr");
    QCOMPARE(r.status, 422);
    QVERIFY2(QString::fromUtf8(r.body).contains(u"Le numéro de carte n’est pas valide."_s),
             r.body.constData());
    r = page(u"rds_nope"_s, "fr-FR");
    QCOMPARE(r.status, 404);
    QVERIFY2(QString::fromUtf8(r.body).contains(u"Lien de paiement introuvable"_s),
             r.body.constData());
    r = page(u"rds_nope"_s, "de");
    QVERIFY2(QString::fromUtf8(r.body).contains(u"Diesen Zahlungslink gibt es nicht."_s),
             r.body.constData());

    const HttpResult paid = submit(id, payForm(SuccessCard), "de");
    QCOMPARE(paid.status, 303);
    r = submit(id, payForm(SuccessCard), "de");
    QCOMPARE(r.status, 409);
    QVERIFY2(QString::fromUtf8(r.body).contains(u"Diese Bestellung wurde bereits bezahlt."_s),
             r.body.constData());
    QVERIFY2(QString::fromUtf8(r.body).contains(u"Zurück zum Shop"_s), r.body.constData());
    // The API's answers are the developer's, in English.
    const HttpResult api = m_sandbox.client.send("GET", u"/api/v1/transactions/redirect/rds_nope"_s,
                                                 {}, {{"Accept-Language", "de"}});
    QCOMPARE(api.status, 404);
    QVERIFY2(api.json[u"details"_s].toString().startsWith(u"No redirect session"_s),
             api.body.constData());
}

QTEST_GUILESS_MAIN(TestCheckout)
#include "tst_checkout.moc"
