// The signature verifier on its own: deliveries signed by the test's own implementation of the
// specs (signing.h), a table of bad ones, the Stripe-style scheme, the steps shown to the
// user, and random mutations that must never crash it or pass as valid.

#include "signing.h"
#include "webhooks/webhookverifier.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using namespace paydesk::webhooks;

Q_DECLARE_METATYPE(paydesk::webhooks::Verdict)
Q_DECLARE_METATYPE(paydesk::webhooks::HeaderList)

namespace {

constexpr qint64 Now = 1'795'000'000; // a fixed clock

WebhookVerifier verifierAt(const QString &secret, qint64 now = Now)
{
    return WebhookVerifier(secret, [now] { return now; });
}

} // namespace

class TestWebhookVerifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardValid_data();
    void standardValid();
    void badDeliveries_data();
    void badDeliveries();
    void stripe_data();
    void stripe();
    void secretWithoutPrefix_data();
    void secretWithoutPrefix();
    void toleranceIsInjectable();
    void stepsExplainWithoutSecrets();
    void stepsOfAValidDelivery_data();
    void stepsOfAValidDelivery();
    void secretLabelAndOtherMethods();
    void secretNeverInReason();
    void mutationsNeverCrashOrPass();
    void verdictNamesRoundTrip();
    void constantTimeCompare();
    void signingHelpersAgreeWithSpec();
};

void TestWebhookVerifier::standardValid_data()
{
    QTest::addColumn<int>("keyBytes");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("extraSignatures"); // wrong ones before the right one

    QTest::newRow("one signature") << 32 << eventBody() << 0;
    QTest::newRow("24-byte key") << 24 << eventBody() << 0;
    QTest::newRow("64-byte key") << 64 << eventBody() << 0;
    QTest::newRow("third of three signatures") << 32 << eventBody() << 2;
    QTest::newRow("unicode body") << 32 << QByteArray(R"({"type":"x","note":"Grüße ✓"})") << 0;
    QTest::newRow("empty object") << 32 << QByteArray("{}") << 0;
    QTest::newRow("whitespace kept as sent")
        << 32 << QByteArray("{\n  \"id\" : \"evt_1\"\n}\n") << 0;
}

void TestWebhookVerifier::standardValid()
{
    QFETCH(int, keyBytes);
    QFETCH(QByteArray, body);
    QFETCH(int, extraSignatures);
    const QString secret = makeSecret(keyBytes);
    QByteArray signature;
    for (int i = 0; i < extraSignatures; ++i)
        signature += standardSignature(makeSecret(), "msg_1", Now, body) + ' ';
    signature += standardSignature(secret, "msg_1", Now, body);
    const HeaderList headers{{"Webhook-Id", "msg_1"},
                             {"Webhook-Timestamp", QByteArray::number(Now)},
                             {"Webhook-Signature", signature}};
    const Verification v = verifierAt(secret).verify(headers, body);
    QCOMPARE(verdictName(v.verdict), u"valid"_s);
    QCOMPARE(v.scheme, SignatureScheme::StandardWebhooks);
    QCOMPARE(v.receivedSignaturePrefixes.size(), extraSignatures + 1);
    QVERIFY(v.expectedSignaturePrefix.startsWith(u"v1,"_s));
    QVERIFY(standardSignature(secret, "msg_1", Now, body)
                .startsWith(v.expectedSignaturePrefix.chopped(1).toLatin1()));
}

void TestWebhookVerifier::badDeliveries_data()
{
    QTest::addColumn<HeaderList>("headers");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("verifierSecret");
    QTest::addColumn<Verdict>("verdict");

    const QString secret = makeSecret();
    const QByteArray body = eventBody();
    const QByteArray id = "evt_Test0000000000000001";
    auto signedAt = [&](qint64 ts, const QByteArray &b = {}) {
        const QByteArray content = b.isNull() ? body : b;
        return HeaderList(standardHeaders(secret, id, ts, content));
    };
    auto without = [](HeaderList h, const QByteArray &name) {
        h.removeIf([&](const auto &p) { return p.first == name; });
        return h;
    };
    auto replaced = [](HeaderList h, const QByteArray &name, const QByteArray &value) {
        for (auto &p : h) {
            if (p.first == name)
                p.second = value;
        }
        return h;
    };
    const HeaderList good = signedAt(Now);

    QTest::newRow("valid") << good << body << secret << Verdict::Valid;
    QTest::newRow("no headers at all")
        << HeaderList{} << body << secret << Verdict::NoSignatureHeader;
    QTest::newRow("webhook-signature missing")
        << without(good, "webhook-signature") << body << secret << Verdict::NoSignatureHeader;
    QTest::newRow("webhook-id missing")
        << without(good, "webhook-id") << body << secret << Verdict::MalformedHeader;
    QTest::newRow("webhook-timestamp missing")
        << without(good, "webhook-timestamp") << body << secret << Verdict::MalformedHeader;
    QTest::newRow("timestamp not a number") << replaced(good, "webhook-timestamp", "yesterday")
                                            << body << secret << Verdict::MalformedHeader;
    QTest::newRow("timestamp in milliseconds")
        << signedAt(Now * 1000) << body << secret << Verdict::MalformedHeader;
    QTest::newRow("signature without version")
        << replaced(good, "webhook-signature",
                    good.at(2).second.mid(3)) // the base64 alone
        << body << secret << Verdict::MalformedHeader;
    QTest::newRow("signature not base64")
        << replaced(good, "webhook-signature", "v1,!!!not*base64!!!") << body << secret
        << Verdict::MalformedHeader;
    QTest::newRow("only an asymmetric v1a entry") << replaced(good, "webhook-signature", "v1a,AAAA")
                                                  << body << secret << Verdict::MalformedHeader;
    QTest::newRow("empty signature header")
        << replaced(good, "webhook-signature", "") << body << secret << Verdict::MalformedHeader;
    QTest::newRow("stale: 301 s old")
        << signedAt(Now - 301) << body << secret << Verdict::TimestampTooOld;
    QTest::newRow("edge: 300 s old is fine")
        << signedAt(Now - 300) << body << secret << Verdict::Valid;
    QTest::newRow("future: 301 s ahead")
        << signedAt(Now + 301) << body << secret << Verdict::TimestampInFuture;
    QTest::newRow("wrong secret") << good << body << makeSecret() << Verdict::NoMatchingSignature;
    QTest::newRow("secret of another length")
        << good << body << makeSecret(24) << Verdict::NoMatchingSignature;
    QTest::newRow("altered body") << good << QByteArray(body).replace("2599", "2598") << secret
                                  << Verdict::NoMatchingSignature;
    QTest::newRow("body with a trailing newline")
        << good << QByteArray(body + '\n') << secret << Verdict::NoMatchingSignature;
    QTest::newRow("id changed") << replaced(good, "webhook-id", "evt_other") << body << secret
                                << Verdict::NoMatchingSignature;
    QTest::newRow("signature of a truncated HMAC")
        << replaced(good, "webhook-signature",
                    "v1," + QByteArray::fromBase64(good.at(2).second.mid(3)).left(16).toBase64())
        << body << secret << Verdict::NoMatchingSignature;
    QTest::newRow("secret whsec_ but not base64")
        << good << body << u"whsec_***"_s << Verdict::NoMatchingSignature;
    QTest::newRow("not JSON, signed") << signedAt(Now, "hello=world") << QByteArray("hello=world")
                                      << secret << Verdict::BodyNotJson;
    QTest::newRow("JSON array, signed")
        << signedAt(Now, "[1,2]") << QByteArray("[1,2]") << secret << Verdict::BodyNotJson;
    QTest::newRow("empty body, signed")
        << signedAt(Now, "") << QByteArray("") << secret << Verdict::BodyNotJson;
    QTest::newRow("empty body, unsigned")
        << HeaderList{} << QByteArray() << secret << Verdict::NoSignatureHeader;
    QTest::newRow("no secret to check with") << good << body << QString() << Verdict::NoSecret;
    QByteArray big = "{\"pad\":\"" + QByteArray(2 * 1024 * 1024, 'x') + "\"}";
    QTest::newRow("2 MiB, signed") << signedAt(Now, big) << big << secret << Verdict::Valid;
    QTest::newRow("binary garbage, unsigned")
        << HeaderList{} << randomBytes(512) << secret << Verdict::NoSignatureHeader;
}

void TestWebhookVerifier::badDeliveries()
{
    QFETCH(HeaderList, headers);
    QFETCH(QByteArray, body);
    QFETCH(QString, verifierSecret);
    QFETCH(Verdict, verdict);
    const Verification v = verifierAt(verifierSecret).verify(headers, body);
    QCOMPARE(verdictName(v.verdict), verdictName(verdict));
    QVERIFY(!v.reason.isEmpty());
    QVERIFY(!v.steps.isEmpty());
    const bool anyFailed = std::any_of(v.steps.cbegin(), v.steps.cend(), [](const auto &s) {
        return s.state == VerificationStep::State::Failed;
    });
    QCOMPARE(anyFailed, verdict != Verdict::Valid);
}

void TestWebhookVerifier::stripe_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("verifierSecret");
    QTest::addColumn<Verdict>("verdict");

    const QString secret = makeSecret();
    const QByteArray body = eventBody();
    const QByteArray t = QByteArray::number(Now);
    const QByteArray sig = stripeSignature(secret, Now, body);
    // Keyed with the decoded bytes (the Standard Webhooks way): Stripe does not do that.
    const QByteArray decodedKeySig =
        rfc2104HmacSha256(QByteArray::fromBase64(secret.mid(6).toLatin1()), t + '.' + body).toHex();

    QTest::newRow("valid") << "t=" + t + ",v1=" + sig << body << secret << Verdict::Valid;
    QTest::newRow("second v1 matches (secret rolling)")
        << "t=" + t + ",v1=" + stripeSignature(makeSecret(), Now, body) + ",v1=" + sig << body
        << secret << Verdict::Valid;
    QTest::newRow("v0 entry ignored")
        << "t=" + t + ",v0=abc,v1=" + sig << body << secret << Verdict::Valid;
    QTest::newRow("spaces after commas")
        << "t=" + t + ", v1=" + sig << body << secret << Verdict::Valid;
    QTest::newRow("upper-case hex")
        << "t=" + t + ",v1=" + sig.toUpper() << body << secret << Verdict::Valid;
    QTest::newRow("keyed with the decoded secret")
        << "t=" + t + ",v1=" + decodedKeySig << body << secret << Verdict::NoMatchingSignature;
    QTest::newRow("wrong secret") << "t=" + t + ",v1=" + sig << body << makeSecret()
                                  << Verdict::NoMatchingSignature;
    QTest::newRow("altered body") << "t=" + t + ",v1=" + sig << body + ' ' << secret
                                  << Verdict::NoMatchingSignature;
    QTest::newRow("t missing") << "v1=" + sig << body << secret << Verdict::MalformedHeader;
    QTest::newRow("v1 missing") << "t=" + t << body << secret << Verdict::MalformedHeader;
    QTest::newRow("v1 not hex") << "t=" + t + ",v1=" + QByteArray(64, 'z') << body << secret
                                << Verdict::MalformedHeader;
    QTest::newRow("v1 too short") << "t=" + t + ",v1=abcd" << body << secret
                                  << Verdict::MalformedHeader;
    QTest::newRow("garbage") << QByteArray(",,,===,") << body << secret << Verdict::MalformedHeader;
    QTest::newRow("stale") << "t=" + QByteArray::number(Now - 600) +
                                  ",v1=" + stripeSignature(secret, Now - 600, body)
                           << body << secret << Verdict::TimestampTooOld;
    QTest::newRow("future") << "t=" + QByteArray::number(Now + 600) +
                                   ",v1=" + stripeSignature(secret, Now + 600, body)
                            << body << secret << Verdict::TimestampInFuture;
    QTest::newRow("no secret") << "t=" + t + ",v1=" + sig << body << QString() << Verdict::NoSecret;
}

void TestWebhookVerifier::stripe()
{
    QFETCH(QByteArray, header);
    QFETCH(QByteArray, body);
    QFETCH(QString, verifierSecret);
    QFETCH(Verdict, verdict);
    const Verification v = verifierAt(verifierSecret).verify({{"Stripe-Signature", header}}, body);
    QCOMPARE(verdictName(v.verdict), verdictName(verdict));
    QCOMPARE(v.scheme, SignatureScheme::Stripe);
}

void TestWebhookVerifier::secretWithoutPrefix_data()
{
    QTest::addColumn<bool>("senderDecodes");
    QTest::addColumn<QString>("keyUsed");
    // The Standard Webhooks libraries base64-decode a secret whether or not it has whsec_.
    QTest::newRow("sender base64-decodes it") << true << u"secret base64-decoded"_s;
    QTest::newRow("sender uses its bytes") << false << u"secret's own bytes"_s;
}

void TestWebhookVerifier::secretWithoutPrefix()
{
    QFETCH(bool, senderDecodes);
    QFETCH(QString, keyUsed);
    const QString secret = makeSecret(32).mid(6); // base64, without whsec_
    const QByteArray body = eventBody();
    const QByteArray signature =
        senderDecodes ? standardSignature(u"whsec_"_s + secret, "msg_1", Now, body)
                      : "v1," + rfc2104HmacSha256(secret.toLatin1(),
                                                  "msg_1." + QByteArray::number(Now) + '.' + body)
                                    .toBase64();
    const HeaderList headers{{"webhook-id", "msg_1"},
                             {"webhook-timestamp", QByteArray::number(Now)},
                             {"webhook-signature", signature}};
    const Verification v = verifierAt(secret).verify(headers, body);
    QCOMPARE(verdictName(v.verdict), u"valid"_s);
    QVERIFY(signature.startsWith(v.expectedSignaturePrefix.chopped(1).toLatin1()));
    QString steps;
    for (const auto &step : v.steps)
        steps += step.title + u": "_s + step.detail + u'\n';
    QVERIFY2(steps.contains(keyUsed), qPrintable(steps));
    QVERIFY2(!steps.contains(secret), "the secret is never shown");
    // The Expected signature step shows the key that matched, as the Signature line does.
    QVERIFY2(steps.contains(u"Expected signature: "_s + v.expectedSignaturePrefix + u'\n'),
             qPrintable(steps));
}

void TestWebhookVerifier::toleranceIsInjectable()
{
    const QString secret = makeSecret();
    const QByteArray body = eventBody();
    const HeaderList headers = standardHeaders(secret, "evt_1", Now - 100, body);
    WebhookVerifier verifier = verifierAt(secret);
    QCOMPARE(verifier.toleranceSeconds(), qint64(300));
    QVERIFY(verifier.verify(headers, body).isValid());
    verifier.setToleranceSeconds(60);
    QCOMPARE(verifier.verify(headers, body).verdict, Verdict::TimestampTooOld);
    verifier.setClock([] { return Now - 130; });
    QCOMPARE(verifier.verify(headers, body).verdict, Verdict::Valid);
    verifier.setClock([] { return Now - 170; });
    QCOMPARE(verifier.verify(headers, body).verdict, Verdict::TimestampInFuture);
    // With the system clock a fresh delivery is valid.
    WebhookVerifier system(secret);
    const qint64 now = nowSecs();
    QVERIFY(system.verify(standardHeaders(secret, "evt_1", now, body), body).isValid());
}

void TestWebhookVerifier::stepsExplainWithoutSecrets()
{
    const QString secret = makeSecret();
    const QString other = makeSecret();
    const QByteArray body = eventBody();
    const HeaderList headers = standardHeaders(other, "evt_1", Now, body);
    const Verification v = verifierAt(secret).verify(headers, body);
    QCOMPARE(v.verdict, Verdict::NoMatchingSignature);
    QStringList titles;
    for (const VerificationStep &s : v.steps) {
        titles << s.title;
        QVERIFY2(!s.detail.contains(secret.mid(6, 10)), qPrintable(s.detail));
        QVERIFY(!s.detail.contains(u"whsec_"_s + secret.mid(6, 4)));
    }
    QCOMPARE(titles, (QStringList{u"Scheme"_s, u"Headers"_s, u"Secret"_s, u"Timestamp"_s,
                                  u"Signed content"_s, u"Received signatures"_s,
                                  u"Expected signature"_s, u"Signature"_s, u"Body"_s}));
    QVERIFY(
        v.signedContentPreview.startsWith(QByteArray("evt_1." + QByteArray::number(Now) + ".{")));
    QVERIFY(v.signedContentPreview.size() <= WebhookVerifier::PreviewBytes + 3);
    QCOMPARE(v.receivedSignaturePrefixes.size(), 1);
    QVERIFY(v.receivedSignaturePrefixes.constFirst().startsWith(u"v1,"_s));
    QVERIFY(v.expectedSignaturePrefix != v.receivedSignaturePrefixes.constFirst());
    // An old delivery whose signature would match says so in its steps.
    const HeaderList old = standardHeaders(secret, "evt_1", Now - 3600, body);
    const Verification stale = verifierAt(secret).verify(old, body);
    QCOMPARE(stale.verdict, Verdict::TimestampTooOld);
    QCOMPARE(stale.steps.at(7).title, u"Signature"_s);
    QCOMPARE(stale.steps.at(7).state, VerificationStep::State::Passed);
    QCOMPARE(stale.matchedSignature, 0);
}

void TestWebhookVerifier::stepsOfAValidDelivery_data()
{
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<int>("wrongBefore"); // signatures that do not match, before the one that does
    QTest::newRow("standard, one") << u"standard"_s << 0;
    QTest::newRow("standard, second of two (secret rolling)") << u"standard"_s << 1;
    QTest::newRow("stripe, one") << u"stripe"_s << 0;
    QTest::newRow("stripe, second of two") << u"stripe"_s << 1;
}

void TestWebhookVerifier::stepsOfAValidDelivery()
{
    QFETCH(QString, scheme);
    QFETCH(int, wrongBefore);
    const QString secret = makeSecret();
    const QString old = makeSecret();
    const QByteArray body = eventBody();
    HeaderList headers;
    QByteArray signedStart;
    if (scheme == u"standard"_s) {
        QByteArray signatures;
        for (int i = 0; i < wrongBefore; ++i)
            signatures += standardSignature(old, "evt_1", Now, body) + ' ';
        signatures += standardSignature(secret, "evt_1", Now, body);
        headers = {{"webhook-id", "evt_1"},
                   {"webhook-timestamp", QByteArray::number(Now)},
                   {"webhook-signature", signatures}};
        signedStart = "evt_1." + QByteArray::number(Now) + ".{";
    } else {
        QByteArray value = "t=" + QByteArray::number(Now);
        for (int i = 0; i < wrongBefore; ++i)
            value += ",v1=" + stripeSignature(old, Now, body);
        value += ",v1=" + stripeSignature(secret, Now, body);
        headers = {{"Stripe-Signature", value}};
        signedStart = QByteArray::number(Now) + ".{";
    }
    const Verification v = verifierAt(secret).verify(headers, body);
    QVERIFY2(v.isValid(), qPrintable(v.reason));
    QVERIFY(v.signedContentPreview.startsWith(signedStart));
    QCOMPARE(v.receivedSignaturePrefixes.size(), wrongBefore + 1);
    QCOMPARE(v.matchedSignature, wrongBefore);
    // The expected prefix is the matching received one, in the scheme's own notation.
    QCOMPARE(v.expectedSignaturePrefix, v.receivedSignaturePrefixes.at(wrongBefore));
    QVERIFY(v.expectedSignaturePrefix.startsWith(scheme == u"stripe"_s ? u"v1="_s : u"v1,"_s));
    QHash<QString, QString> details;
    for (const VerificationStep &step : v.steps)
        details.insert(step.title, step.detail);
    QVERIFY(details.value(u"Signed content"_s)
                .contains(QString::fromLatin1(signedStart + body.mid(1, 20))));
    QVERIFY(details.value(u"Signed content"_s)
                .contains(u"%1 byte"_s.arg(signedStart.size() - 1 + body.size())));
    QCOMPARE(details.value(u"Expected signature"_s), v.expectedSignaturePrefix);
    for (const QString &prefix : v.receivedSignaturePrefixes)
        QVERIFY(details.value(u"Received signatures"_s).contains(prefix));
    QCOMPARE(details.value(u"Signature"_s),
             u"Received signature %1 of %2 (%3) matches the expected %3"_s.arg(wrongBefore + 1)
                 .arg(wrongBefore + 1)
                 .arg(v.expectedSignaturePrefix));
}

void TestWebhookVerifier::secretLabelAndOtherMethods()
{
    const QString secret = makeSecret();
    WebhookVerifier verifier = verifierAt(secret);
    verifier.setSecretLabel(u"the Local sandbox's secret"_s);
    const QByteArray body = eventBody();
    const Verification v = verifier.verify(standardHeaders(secret, "evt_1", Now, body), body);
    QVERIFY(v.isValid());
    bool labelled = false;
    for (const VerificationStep &step : v.steps)
        labelled |=
            step.title == u"Secret"_s && step.detail.endsWith(u"(the Local sandbox's secret)"_s);
    QVERIFY(labelled);

    const Verification get = WebhookVerifier::notAWebhook("GET");
    QCOMPARE(get.verdict, Verdict::MethodNotAllowed);
    QVERIFY(!get.isValid());
    QVERIFY(get.reason.contains(u"GET"_s));
    QCOMPARE(get.steps.size(), 1);
    QCOMPARE(get.steps.first().state, VerificationStep::State::Failed);
}

void TestWebhookVerifier::secretNeverInReason()
{
    const QString secret = u"whsec_"_s + QString::fromLatin1(randomBytes(32).toBase64());
    for (const Verdict v : allVerdicts()) {
        QVERIFY(!verdictAdvice(v).isEmpty());
        QVERIFY(!verdictText(v).isEmpty());
    }
    const Verification v = verifierAt(secret).verify({{"Stripe-Signature", "t=1,v1=00"}}, "{}");
    QVERIFY(!v.reason.contains(secret));
}

void TestWebhookVerifier::mutationsNeverCrashOrPass()
{
    const QString secret = makeSecret();
    const QByteArray body = eventBody();
    const HeaderList good = standardHeaders(secret, "evt_Test0000000000000001", Now, body);
    const WebhookVerifier verifier = verifierAt(secret);
    QVERIFY(verifier.verify(good, body).isValid());
    QRandomGenerator random(20261122);
    int rejected = 0;
    for (int i = 0; i < 3000; ++i) {
        HeaderList headers = good;
        QByteArray mutated = body;
        const int which = int(random.bounded(4));
        QByteArray &target = which == 3 ? mutated : headers[which].second;
        const int edits = 1 + int(random.bounded(3));
        bool changed = false;
        for (int e = 0; e < edits; ++e) {
            if (target.isEmpty())
                break;
            const qsizetype pos = random.bounded(int(target.size()));
            switch (random.bounded(3)) {
            case 0: { // flip a bit
                const char before = target[pos];
                target[pos] = char(before ^ (1 << random.bounded(8)));
                changed = changed || target[pos] != before;
                break;
            }
            case 1: // cut
                target.truncate(pos);
                changed = true;
                break;
            default: // insert
                target.insert(pos, char(random.bounded(256)));
                changed = true;
                break;
            }
        }
        const Verification v = verifier.verify(headers, mutated);
        if (changed && v.isValid()) {
            // Only a change that leaves what is signed, and the signature's bytes, as they were
            // may pass: e.g. the unused low bits of the last base64 character.
            QCOMPARE(mutated, body);
            QCOMPARE(headers[0].second, good[0].second);
            QCOMPARE(headers[1].second, good[1].second);
            QCOMPARE(QByteArray::fromBase64(headers[2].second.mid(3)),
                     QByteArray::fromBase64(good[2].second.mid(3)));
        }
        rejected += v.isValid() ? 0 : 1;
    }
    QVERIFY(rejected > 2500);
}

void TestWebhookVerifier::verdictNamesRoundTrip()
{
    QSet<QString> names;
    for (const Verdict v : allVerdicts()) {
        QCOMPARE(verdictFromName(verdictName(v)), v);
        names.insert(verdictName(v));
    }
    QCOMPARE(names.size(), 9);
    QVERIFY(!verdictFromName(u"nope"_s));
    QCOMPARE(schemeFromName(schemeName(SignatureScheme::Stripe)), SignatureScheme::Stripe);
    QCOMPARE(schemeFromName(schemeName(SignatureScheme::StandardWebhooks)),
             SignatureScheme::StandardWebhooks);
}

void TestWebhookVerifier::constantTimeCompare()
{
    QVERIFY(constantTimeEquals("abc", "abc"));
    QVERIFY(!constantTimeEquals("abc", "abd"));
    QVERIFY(!constantTimeEquals("abc", "ab"));
    QVERIFY(constantTimeEquals("", ""));
}

void TestWebhookVerifier::signingHelpersAgreeWithSpec()
{
    // The library's signing (used by replay) against the test's own.
    const QString secret = makeSecret();
    const QByteArray body = eventBody();
    QCOMPARE(standardWebhookSignature(secret, "evt_1", Now, body),
             standardSignature(secret, "evt_1", Now, body));
    QCOMPARE(stripeSignatureHeader(secret, Now, body),
             "t=" + QByteArray::number(Now) + ",v1=" + stripeSignature(secret, Now, body));
    // RFC 4231 test case 2 for the test's own HMAC.
    QCOMPARE(rfc2104HmacSha256("Jefe", "what do ya want for nothing?").toHex(),
             QByteArray("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
    // RFC 4231 test case 6: a key longer than the block.
    QCOMPARE(rfc2104HmacSha256(QByteArray(131, '\xaa'),
                               "Test Using Larger Than Block-Size Key - Hash Key First")
                 .toHex(),
             QByteArray("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"));
}

QTEST_GUILESS_MAIN(TestWebhookVerifier)
#include "tst_webhookverifier.moc"
