// Fuzzes the webhook signature verifier and its header parsing (app/webhooks/webhookverifier.h),
// both schemes. Input: one flags byte, then header lines "Name: value", an empty line, and the
// body. Checks, besides crashes: a Valid verdict only for a well-formed, fresh, correctly signed
// JSON object; a delivery valid for one secret is not valid for another; the same body signed
// here (Standard Webhooks and Stripe-style) always verifies; the secret never shows in what the
// verifier reports.

#include "fuzzsupport.h"
#include "webhooks/webhookverifier.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::webhooks;

namespace {

constexpr qint64 Now = 1'795'000'000; // the fixed clock; seeds are signed for it

// The secrets a profile can hold: the Standard Webhooks documentation's example whsec_ secret,
// one without the prefix (its bytes are the key), none, and a whsec_ one that is not base64.
const QString Secrets[] = {u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"_s, u"fuzz-plain-secret"_s,
                           QString(), u"whsec_!!not-base64"_s};

WebhookVerifier verifier(const QString &secret, qint64 tolerance)
{
    WebhookVerifier v(secret, [] { return Now; });
    v.setToleranceSeconds(tolerance);
    return v;
}

bool isJsonObject(const QByteArray &body)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    return error.error == QJsonParseError::NoError && doc.isObject();
}

HeaderList parseHeaders(const QByteArray &block)
{
    HeaderList headers;
    for (const QByteArray &line : block.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            headers.append({line.left(colon), line.mid(colon + 1).trimmed()});
    }
    return headers;
}

void checkNoSecret(const Verification &v, const QString &secret)
{
    QStringList shown{v.reason, v.expectedSignaturePrefix,
                      QString::fromUtf8(v.signedContentPreview)};
    shown += v.receivedSignaturePrefixes;
    for (const VerificationStep &s : v.steps)
        shown << s.title << s.detail;
    for (const QString &text : std::as_const(shown))
        FUZZ_CHECK_MSG(!text.contains(secret), text);
}

// A delivery signed here with `secret` verifies, unless the body is not a JSON object.
void checkSigned(const Verification &v, const QByteArray &body)
{
    const Verdict expected = isJsonObject(body) ? Verdict::Valid : Verdict::BodyNotJson;
    FUZZ_CHECK_MSG(v.verdict == expected, verdictName(v.verdict) + u": "_s + v.reason);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ByteReader in(data, size);
    const quint8 flags = in.byte();
    const QByteArray rest = in.rest();
    const qsizetype split = rest.indexOf("\n\n");
    const HeaderList headers = parseHeaders(split < 0 ? rest : rest.left(split));
    const QByteArray body = split < 0 ? QByteArray() : rest.mid(split + 2);

    const int secretIndex = flags % 4;
    const QString &secret = Secrets[secretIndex];
    // Mostly the default five minutes; sometimes none at all, or a day.
    const qint64 tolerance = (flags & 0x30) == 0x10   ? 0
                             : (flags & 0x30) == 0x20 ? 86400
                                                      : WebhookVerifier::DefaultToleranceSeconds;

    const Verification v = verifier(secret, tolerance).verify(headers, body);
    FUZZ_CHECK(!v.reason.isEmpty() && !v.steps.isEmpty());
    FUZZ_CHECK(verdictFromName(verdictName(v.verdict)) == v.verdict);
    if (v.isValid()) {
        FUZZ_CHECK(v.scheme != SignatureScheme::None && !secret.isEmpty());
        FUZZ_CHECK(v.timestamp && qAbs(Now - *v.timestamp) <= tolerance);
        FUZZ_CHECK(isJsonObject(body));
        // Valid for one secret means invalid for another.
        const QString &other = Secrets[secretIndex == 0 ? 1 : 0];
        FUZZ_CHECK(!verifier(other, tolerance).verify(headers, body).isValid());
    }
    if (!secret.isEmpty() && !rest.contains(secret.toUtf8()))
        checkNoSecret(v, secret);

    // The fuzzed body (and webhook-id) signed here, fresh: always accepted.
    QByteArray id = headerValue(headers, "webhook-id");
    if (id.isEmpty())
        id = "msg_fuzz";
    if (standardWebhookKey(secret) && !secret.isEmpty()) {
        const HeaderList standard{
            {"webhook-id", id},
            {"webhook-timestamp", QByteArray::number(Now)},
            {"webhook-signature", standardWebhookSignature(secret, id, Now, body)}};
        checkSigned(verifier(secret, tolerance).verify(standard, body), body);
    }
    if (!secret.isEmpty()) {
        const HeaderList stripe{{"Stripe-Signature", stripeSignatureHeader(secret, Now, body)}};
        checkSigned(verifier(secret, tolerance).verify(stripe, body), body);
    }
    return 0;
}
