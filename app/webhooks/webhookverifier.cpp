#include "webhookverifier.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QMessageAuthenticationCode>

#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::webhooks {

namespace {

using State = VerificationStep::State;

constexpr QByteArrayView WhsecPrefix("whsec_");

// A digits-only Unix timestamp (no sign, no spaces, at most 12 digits).
std::optional<qint64> parseTimestamp(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > 12)
        return std::nullopt;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
    }
    return text.toLongLong();
}

bool isHex64(QByteArrayView text)
{
    if (text.size() != 64)
        return false;
    for (const char c : text) {
        const bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        if (!hex)
            return false;
    }
    return true;
}

QByteArrayView leftOf(QByteArrayView text, qsizetype n)
{
    return text.first(std::min(n, text.size()));
}

void addData(QMessageAuthenticationCode &mac, QByteArrayView data)
{
    mac.addData(data.data(), data.size());
}

QString prefixOf(QByteArrayView text)
{
    const QString s = QString::fromLatin1(leftOf(text, WebhookVerifier::SignaturePrefixChars));
    return text.size() > WebhookVerifier::SignaturePrefixChars ? s + u'…' : s;
}

QString utcText(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, Qt::UTC).toString(u"yyyy-MM-dd HH:mm:ss"_s) +
           u" UTC"_s;
}

QByteArray previewOf(QByteArrayView prefix, QByteArrayView body)
{
    QByteArray out = prefix.toByteArray();
    out += leftOf(body, std::max<qsizetype>(0, WebhookVerifier::PreviewBytes - prefix.size()));
    if (prefix.size() + body.size() > WebhookVerifier::PreviewBytes)
        out += "…";
    return out;
}

struct Received
{
    QByteArray raw;     // the entry as sent, for display
    QByteArray decoded; // the signature bytes; empty when the entry cannot be decoded
};

} // namespace

QByteArray headerValue(const HeaderList &headers, QByteArrayView name)
{
    for (const auto &h : headers) {
        if (QByteArrayView(h.first).compare(name, Qt::CaseInsensitive) == 0)
            return h.second.isNull() ? QByteArray("") : h.second;
    }
    return {};
}

bool hasHeader(const HeaderList &headers, QByteArrayView name)
{
    return !headerValue(headers, name).isNull();
}

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Valid:
        return u"valid"_s;
    case Verdict::NoSignatureHeader:
        return u"no_signature_header"_s;
    case Verdict::MalformedHeader:
        return u"malformed_header"_s;
    case Verdict::TimestampTooOld:
        return u"timestamp_too_old"_s;
    case Verdict::TimestampInFuture:
        return u"timestamp_in_future"_s;
    case Verdict::NoMatchingSignature:
        return u"no_matching_signature"_s;
    case Verdict::BodyNotJson:
        return u"body_not_json"_s;
    case Verdict::NoSecret:
        return u"no_secret"_s;
    case Verdict::MethodNotAllowed:
        return u"method_not_allowed"_s;
    }
    return {};
}

QList<Verdict> allVerdicts()
{
    return {Verdict::Valid,           Verdict::NoSignatureHeader, Verdict::MalformedHeader,
            Verdict::TimestampTooOld, Verdict::TimestampInFuture, Verdict::NoMatchingSignature,
            Verdict::BodyNotJson,     Verdict::NoSecret,          Verdict::MethodNotAllowed};
}

std::optional<Verdict> verdictFromName(QStringView name)
{
    for (const Verdict v : allVerdicts()) {
        if (verdictName(v) == name)
            return v;
    }
    return std::nullopt;
}

QString verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Valid:
        return WebhookVerifier::tr("Valid");
    case Verdict::NoSignatureHeader:
        return WebhookVerifier::tr("Not signed");
    case Verdict::MalformedHeader:
        return WebhookVerifier::tr("Malformed signature header");
    case Verdict::TimestampTooOld:
        return WebhookVerifier::tr("Timestamp too old");
    case Verdict::TimestampInFuture:
        return WebhookVerifier::tr("Timestamp in the future");
    case Verdict::NoMatchingSignature:
        return WebhookVerifier::tr("Secret differs");
    case Verdict::BodyNotJson:
        return WebhookVerifier::tr("Body is not JSON");
    case Verdict::NoSecret:
        return WebhookVerifier::tr("No secret to check");
    case Verdict::MethodNotAllowed:
        return WebhookVerifier::tr("Not a webhook (not POST)");
    }
    return {};
}

QString verdictAdvice(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Valid:
        return WebhookVerifier::tr("Signatures match.");
    case Verdict::NoSignatureHeader:
        return WebhookVerifier::tr("Deliveries arrive unsigned: the sender sets neither "
                                   "webhook-signature nor Stripe-Signature. Is it really the "
                                   "payment service that calls this address?");
    case Verdict::MalformedHeader:
        return WebhookVerifier::tr("Signature headers cannot be read: webhook-id, "
                                   "webhook-timestamp and webhook-signature (v1,<base64>) must "
                                   "all be there and well formed.");
    case Verdict::TimestampTooOld:
        return WebhookVerifier::tr("Timestamps are too old: these are replays of old "
                                   "deliveries, or this computer's clock is ahead. Check the "
                                   "clock.");
    case Verdict::TimestampInFuture:
        return WebhookVerifier::tr("Timestamps are in the future: the sender's clock or this "
                                   "computer's is wrong. Check the clock.");
    case Verdict::NoMatchingSignature:
        return WebhookVerifier::tr("Signatures do not match: the signing secret in this profile "
                                   "differs from the endpoint's. Copy the endpoint's signing "
                                   "secret into the profile.");
    case Verdict::BodyNotJson:
        return WebhookVerifier::tr("Bodies are not JSON: something between the sender and "
                                   "this address changes them, or this is not a webhook "
                                   "sender.");
    case Verdict::NoSecret:
        return WebhookVerifier::tr("No signing secret is set for this profile, so signatures "
                                   "cannot be checked. Add the endpoint's signing secret to the "
                                   "profile.");
    case Verdict::MethodNotAllowed:
        return WebhookVerifier::tr("Requests other than POST arrive (a browser or a health "
                                   "check?): webhooks are POSTed, so these are answered 405 and "
                                   "only recorded.");
    }
    return {};
}

QString schemeName(SignatureScheme scheme)
{
    switch (scheme) {
    case SignatureScheme::StandardWebhooks:
        return u"standard-webhooks"_s;
    case SignatureScheme::Stripe:
        return u"stripe"_s;
    case SignatureScheme::None:
        break;
    }
    return u"none"_s;
}

SignatureScheme schemeFromName(QStringView name)
{
    if (name == u"standard-webhooks")
        return SignatureScheme::StandardWebhooks;
    if (name == u"stripe")
        return SignatureScheme::Stripe;
    return SignatureScheme::None;
}

QString schemeText(SignatureScheme scheme)
{
    switch (scheme) {
    case SignatureScheme::StandardWebhooks:
        return WebhookVerifier::tr("Standard Webhooks");
    case SignatureScheme::Stripe:
        return WebhookVerifier::tr("Stripe-style");
    case SignatureScheme::None:
        break;
    }
    return WebhookVerifier::tr("None");
}

QString stepStateName(VerificationStep::State state)
{
    switch (state) {
    case State::Passed:
        return u"passed"_s;
    case State::Failed:
        return u"failed"_s;
    case State::Skipped:
        return u"skipped"_s;
    case State::Info:
        break;
    }
    return u"info"_s;
}

VerificationStep::State stepStateFromName(QStringView name)
{
    if (name == u"passed")
        return State::Passed;
    if (name == u"failed")
        return State::Failed;
    if (name == u"skipped")
        return State::Skipped;
    return State::Info;
}

std::optional<QByteArray> standardWebhookKey(const QString &secret)
{
    if (!secret.startsWith(QLatin1StringView(WhsecPrefix)))
        return secret.toUtf8();
    const auto decoded = QByteArray::fromBase64Encoding(secret.mid(WhsecPrefix.size()).toLatin1(),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty())
        return std::nullopt;
    return decoded.decoded;
}

QByteArray standardWebhookSignature(const QString &secret, QByteArrayView id, qint64 timestamp,
                                    QByteArrayView body)
{
    const auto key = standardWebhookKey(secret);
    if (!key)
        return {};
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, *key);
    addData(mac, id);
    mac.addData(".", 1);
    mac.addData(QByteArray::number(timestamp));
    mac.addData(".", 1);
    addData(mac, body);
    return "v1," + mac.result().toBase64();
}

QByteArray stripeSignatureHeader(const QString &secret, qint64 timestamp, QByteArrayView body)
{
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, secret.toUtf8());
    const QByteArray t = QByteArray::number(timestamp);
    mac.addData(t);
    mac.addData(".", 1);
    addData(mac, body);
    return "t=" + t + ",v1=" + mac.result().toHex();
}

bool constantTimeEquals(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

Verification WebhookVerifier::notAWebhook(QByteArrayView method)
{
    Verification v;
    v.verdict = Verdict::MethodNotAllowed;
    const QString name = QString::fromLatin1(method.first(std::min<qsizetype>(method.size(), 16)));
    v.reason = tr("A %1 request is not a webhook: webhooks are POSTed. Answered 405.").arg(name);
    v.steps.append({tr("Method"),
                    tr("%1, not POST: recorded and answered 405, not verified").arg(name),
                    State::Failed});
    return v;
}

WebhookVerifier::WebhookVerifier(const QString &secret, Clock clock)
    : m_secret(secret)
    , m_standardKey(standardWebhookKey(secret))
    , m_clock(std::move(clock))
{}

qint64 WebhookVerifier::now() const
{
    return m_clock ? m_clock() : QDateTime::currentSecsSinceEpoch();
}

Verification WebhookVerifier::verify(const HeaderList &headers, const QByteArray &body) const
{
    Verification v;
    // The first failure decides the verdict; later checks still run where they can, so the
    // steps show e.g. that an old delivery's signature would otherwise match.
    std::optional<Verdict> failure;
    auto fail = [&](Verdict verdict, const QString &reason) {
        if (!failure) {
            failure = verdict;
            v.reason = reason;
        }
    };
    auto step = [&](const QString &title, const QString &detail, State state) {
        v.steps.append({title, detail, state});
    };

    // 1. Which scheme, and its headers.
    const QByteArray standardSig = headerValue(headers, "webhook-signature");
    const QByteArray stripeSig = headerValue(headers, "stripe-signature");
    QByteArray signedPrefix; // what precedes the body in the signed content
    QList<Received> received;
    if (!standardSig.isNull()) {
        v.scheme = SignatureScheme::StandardWebhooks;
        step(tr("Scheme"),
             tr("Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature"),
             State::Info);
        const QByteArray id = headerValue(headers, "webhook-id");
        const QByteArray ts = headerValue(headers, "webhook-timestamp");
        for (const QByteArray &entry : standardSig.split(' ')) {
            if (entry.isEmpty())
                continue;
            Received r{entry, {}};
            if (entry.startsWith("v1,")) {
                const auto sig = QByteArray::fromBase64Encoding(
                    entry.mid(3), QByteArray::AbortOnBase64DecodingErrors);
                if (sig && !sig.decoded.isEmpty())
                    r.decoded = sig.decoded;
            }
            received.append(r);
        }
        const bool anyV1 = std::any_of(received.cbegin(), received.cend(),
                                       [](const Received &r) { return !r.decoded.isEmpty(); });
        QStringList problems;
        if (id.isEmpty())
            problems << tr("webhook-id is missing");
        if (ts.isNull())
            problems << tr("webhook-timestamp is missing");
        else if (!parseTimestamp(ts))
            problems << tr("webhook-timestamp \"%1\" is not Unix seconds")
                            .arg(QString::fromLatin1(ts.left(40)));
        if (!anyV1)
            problems << tr("webhook-signature has no \"v1,<base64>\" entry");
        v.timestamp = parseTimestamp(ts);
        signedPrefix = id + '.' + ts + '.';
        if (problems.isEmpty()) {
            step(tr("Headers"),
                 tr("webhook-id %1, webhook-timestamp %2, %n signature(s)", nullptr,
                    int(received.size()))
                     .arg(QString::fromLatin1(id.left(80)), QString::fromLatin1(ts)),
                 State::Passed);
        } else {
            const QString text = problems.join(u"; "_s);
            step(tr("Headers"), text, State::Failed);
            fail(Verdict::MalformedHeader, tr("Malformed signature headers: %1.").arg(text));
        }
    } else if (!stripeSig.isNull()) {
        v.scheme = SignatureScheme::Stripe;
        step(tr("Scheme"), tr("Stripe-style: Stripe-Signature t=<timestamp>,v1=<hex>"),
             State::Info);
        QByteArray ts;
        bool sawT = false;
        for (const QByteArray &part : stripeSig.split(',')) {
            const QByteArray item = part.trimmed();
            const qsizetype eq = item.indexOf('=');
            if (eq <= 0)
                continue;
            const QByteArray key = item.left(eq);
            const QByteArray value = item.mid(eq + 1);
            if (key == "t" && !sawT) {
                ts = value;
                sawT = true;
            } else if (key == "v1") {
                received.append({item, isHex64(value) ? QByteArray::fromHex(value) : QByteArray()});
            }
        }
        const bool anyV1 = std::any_of(received.cbegin(), received.cend(),
                                       [](const Received &r) { return !r.decoded.isEmpty(); });
        QStringList problems;
        if (!sawT)
            problems << tr("t= is missing");
        else if (!parseTimestamp(ts))
            problems << tr("t=%1 is not Unix seconds").arg(QString::fromLatin1(ts.left(40)));
        if (!anyV1)
            problems << tr("no v1=<64 hex digits> entry");
        v.timestamp = parseTimestamp(ts);
        signedPrefix = ts + '.';
        if (problems.isEmpty()) {
            step(tr("Headers"),
                 tr("t=%1, %n v1 signature(s)", nullptr, int(received.size()))
                     .arg(QString::fromLatin1(ts)),
                 State::Passed);
        } else {
            const QString text = problems.join(u"; "_s);
            step(tr("Headers"), text, State::Failed);
            fail(Verdict::MalformedHeader, tr("Malformed Stripe-Signature: %1.").arg(text));
        }
    } else {
        step(tr("Scheme"), tr("No webhook-signature or Stripe-Signature header"), State::Failed);
        fail(Verdict::NoSignatureHeader,
             tr("The request has no webhook-signature or Stripe-Signature header."));
    }
    for (const Received &r : std::as_const(received))
        v.receivedSignaturePrefixes << prefixOf(r.raw);

    // 2. The key.
    std::optional<QByteArray> key;
    std::optional<QByteArray> decodedKey; // a secret without whsec_, base64-decoded
    const qsizetype secretStep = v.steps.size();
    if (v.scheme != SignatureScheme::None) {
        if (m_secret.isEmpty()) {
            step(tr("Secret"), tr("No signing secret is set"), State::Failed);
            fail(Verdict::NoSecret, tr("No signing secret is set, so the signature cannot be "
                                       "checked."));
        } else if (v.scheme == SignatureScheme::Stripe) {
            key = m_secret.toUtf8();
            step(tr("Secret"), tr("The whole secret string is the HMAC key (Stripe)"),
                 State::Passed);
        } else {
            key = m_standardKey;
            if (!key) {
                step(tr("Secret"), tr("The secret is not whsec_ followed by base64"),
                     State::Failed);
                fail(Verdict::NoMatchingSignature,
                     tr("The signing secret in this profile is not whsec_ followed by base64, "
                        "so no signature can match it."));
            } else if (m_secret.startsWith(QLatin1StringView(WhsecPrefix))) {
                step(tr("Secret"),
                     tr("whsec_…: the key is the %n base64-decoded byte(s) after whsec_", nullptr,
                        int(key->size())),
                     State::Passed);
            } else {
                // Standard Webhooks libraries base64-decode a secret with or without the
                // prefix; others take its bytes. Both are tried; the Signature step says which.
                const auto decoded = QByteArray::fromBase64Encoding(
                    m_secret.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
                if (decoded && !decoded.decoded.isEmpty())
                    decodedKey = decoded.decoded;
                step(tr("Secret"),
                     decodedKey ? tr("No whsec_ prefix: the key is the secret's own bytes, or "
                                     "its %n base64-decoded byte(s)",
                                     nullptr, int(decodedKey->size()))
                                : tr("No whsec_ prefix: the key is the secret's own bytes"),
                     State::Passed);
            }
        }
    }

    if (!m_secretLabel.isEmpty() && secretStep < v.steps.size())
        v.steps[secretStep].detail += u" ("_s + m_secretLabel + u')';

    // 3. The timestamp.
    if (v.timestamp) {
        const qint64 age = now() - *v.timestamp;
        const QString when = utcText(*v.timestamp);
        if (age > m_tolerance) {
            const QString text = tr("%1, %2 s old; the tolerance is %3 s")
                                     .arg(when, QLocale().toString(age))
                                     .arg(m_tolerance);
            step(tr("Timestamp"), text, State::Failed);
            fail(Verdict::TimestampTooOld, tr("The timestamp is too old: %1.").arg(text));
        } else if (-age > m_tolerance) {
            const QString text = tr("%1, %2 s ahead; the tolerance is %3 s")
                                     .arg(when, QLocale().toString(-age))
                                     .arg(m_tolerance);
            step(tr("Timestamp"), text, State::Failed);
            fail(Verdict::TimestampInFuture, tr("The timestamp is in the future: %1.").arg(text));
        } else {
            const QString text = age >= 0 ? tr("%1, %2 s old; within the %3 s tolerance")
                                          : tr("%1, %2 s ahead; within the %3 s tolerance");
            step(tr("Timestamp"), text.arg(when, QLocale().toString(qAbs(age))).arg(m_tolerance),
                 State::Passed);
        }
    } else if (v.scheme != SignatureScheme::None) {
        step(tr("Timestamp"), tr("No usable timestamp"), State::Skipped);
    }

    // 4. The signature.
    if (v.scheme != SignatureScheme::None) {
        v.signedContentPreview = previewOf(signedPrefix, body);
        const int signedBytes = int(std::min<qsizetype>(signedPrefix.size() + body.size(),
                                                        std::numeric_limits<int>::max()));
        step(tr("Signed content"),
             (v.scheme == SignatureScheme::Stripe
                  ? tr("\"{t}.{body}\", %n byte(s): %1", nullptr, signedBytes)
                  : tr("\"{webhook-id}.{webhook-timestamp}.{body}\", %n byte(s): %1", nullptr,
                       signedBytes))
                 .arg(QString::fromUtf8(v.signedContentPreview)),
             State::Info);
        if (!received.isEmpty())
            step(tr("Received signatures"), v.receivedSignaturePrefixes.join(u"  "_s), State::Info);
    }
    if (key && v.timestamp) {
        QMessageAuthenticationCode mac(QCryptographicHash::Sha256, *key);
        mac.addData(signedPrefix);
        mac.addData(body);
        const QByteArray expected = mac.result();
        const auto signatureOf = [&v](const QByteArray &mac) {
            return v.scheme == SignatureScheme::Stripe
                       ? prefixOf(QByteArray("v1=" + mac.toHex()))
                       : prefixOf(QByteArray("v1," + mac.toBase64()));
        };
        v.expectedSignaturePrefix = signatureOf(expected);
        // Every entry is compared, whether or not an earlier one matched.
        const auto matchOf = [&received](const QByteArray &mac) {
            int matched = -1;
            for (qsizetype i = 0; i < received.size(); ++i) {
                if (constantTimeEquals(mac, received[i].decoded) && matched < 0)
                    matched = int(i);
            }
            return matched;
        };
        int matched = matchOf(expected);
        QString keyUsed;
        if (decodedKey) {
            keyUsed = tr("the key was the secret's own bytes");
            if (matched < 0) {
                QMessageAuthenticationCode decodedMac(QCryptographicHash::Sha256, *decodedKey);
                decodedMac.addData(signedPrefix);
                decodedMac.addData(body);
                if ((matched = matchOf(decodedMac.result())) >= 0) {
                    v.expectedSignaturePrefix = signatureOf(decodedMac.result());
                    keyUsed = tr("the key was the secret base64-decoded");
                }
            }
        }
        // After the keys were tried, so the step names the signature of the key that matched.
        step(tr("Expected signature"), v.expectedSignaturePrefix, State::Info);
        v.matchedSignature = matched;
        if (matched >= 0) {
            step(tr("Signature"),
                 tr("Received signature %1 of %2 (%3) matches the expected %4")
                         .arg(matched + 1)
                         .arg(received.size())
                         .arg(v.receivedSignaturePrefixes.value(matched),
                              v.expectedSignaturePrefix) +
                     (keyUsed.isEmpty() ? QString() : u"; "_s + keyUsed),
                 State::Passed);
        } else {
            const QString text =
                tr("None of the %n received signature(s) (%1) matches the "
                   "expected %2",
                   nullptr, int(received.size()))
                    .arg(v.receivedSignaturePrefixes.join(u", "_s), v.expectedSignaturePrefix);
            step(tr("Signature"), text, State::Failed);
            fail(Verdict::NoMatchingSignature,
                 tr("No signature matches: the signing secret differs from the sender's, or "
                    "the body was changed on the way."));
        }
    } else if (v.scheme != SignatureScheme::None) {
        step(tr("Signature"), tr("Not compared"), State::Skipped);
    }

    // 5. The body.
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError) {
        const QString text =
            body.isEmpty()
                ? tr("The body is empty")
                : tr("Not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset);
        step(tr("Body"), text, State::Failed);
        fail(Verdict::BodyNotJson, tr("The body is not JSON: %1.").arg(text));
    } else if (!doc.isObject()) {
        step(tr("Body"), tr("JSON, but not an object"), State::Failed);
        fail(Verdict::BodyNotJson, tr("The body is JSON but not an object."));
    } else {
        step(tr("Body"), tr("A JSON object of %n byte(s)", nullptr, int(body.size())),
             State::Passed);
    }

    v.verdict = failure.value_or(Verdict::Valid);
    if (!failure)
        v.reason = v.scheme == SignatureScheme::Stripe
                       ? tr("The Stripe-style signature matches.")
                       : tr("The Standard Webhooks signature matches.");
    return v;
}

} // namespace paydesk::webhooks
