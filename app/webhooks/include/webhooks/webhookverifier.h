#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace paydesk::webhooks {

// Request headers as they came: names as sent, in order, repeats kept.
using HeaderList = QList<QPair<QByteArray, QByteArray>>;

// The first value of a header, by case-insensitive name; a null QByteArray when absent.
QByteArray headerValue(const HeaderList &headers, QByteArrayView name);
bool hasHeader(const HeaderList &headers, QByteArrayView name);

// What the verifier made of a delivery. Valid is the only good one; every other value names
// the first thing that failed, in the order the checks run (headers, secret, timestamp,
// signature, body).
enum class Verdict {
    Valid,
    NoSignatureHeader,   // neither webhook-signature nor Stripe-Signature
    MalformedHeader,     // a signature header is there but cannot be read
    TimestampTooOld,     // older than the tolerance (a replay, or a clock far behind)
    TimestampInFuture,   // newer than the tolerance (a clock far ahead)
    NoMatchingSignature, // well formed, but signed with another secret (or the body changed)
    BodyNotJson,         // signed correctly, but the body is not a JSON object
    NoSecret,            // no signing secret to check with
    MethodNotAllowed,    // not a POST: recorded, answered 405, never verified
};

enum class SignatureScheme {
    None,
    StandardWebhooks, // webhook-id, webhook-timestamp, webhook-signature: v1,<base64>
    Stripe,           // Stripe-Signature: t=<secs>,v1=<hex>
};

// "valid", "no_signature_header", ...: stable names for storage, JSON and the command line.
QString verdictName(Verdict verdict);
std::optional<Verdict> verdictFromName(QStringView name);
QList<Verdict> allVerdicts();
// A few words for a list cell: "Valid", "Secret differs", "Timestamp too old", ...
QString verdictText(Verdict verdict);
// A sentence for a banner: what it means and what to do.
QString verdictAdvice(Verdict verdict);

QString schemeName(SignatureScheme scheme); // "none", "standard-webhooks", "stripe"
SignatureScheme schemeFromName(QStringView name);
QString schemeText(SignatureScheme scheme); // "Standard Webhooks", "Stripe-style", "None"

struct VerificationStep
{
    enum class State { Passed, Failed, Skipped, Info };
    QString title;
    QString detail;
    State state = State::Info;

    friend bool operator==(const VerificationStep &, const VerificationStep &) = default;
};

QString stepStateName(VerificationStep::State state); // "passed", "failed", "skipped", "info"
VerificationStep::State stepStateFromName(QStringView name);

struct Verification
{
    Verdict verdict = Verdict::NoSignatureHeader;
    SignatureScheme scheme = SignatureScheme::None;
    QString reason; // the verdict in a sentence, with the particulars ("412 s old; ...")
    std::optional<qint64> timestamp;
    // For display: the start of the signed content, and the first characters of the expected
    // and of each received signature. Never the secret or the key.
    QByteArray signedContentPreview;
    QString expectedSignaturePrefix;
    QStringList receivedSignaturePrefixes;
    int matchedSignature = -1; // index into receivedSignaturePrefixes; not stored
    QList<VerificationStep> steps;

    bool isValid() const { return verdict == Verdict::Valid; }
};

// The HMAC key of a Standard Webhooks secret: the base64-decoded part after "whsec_" (a secret
// without the prefix is used as its UTF-8 bytes, as the sandbox does); nullopt when a whsec_
// secret is not base64.
std::optional<QByteArray> standardWebhookKey(const QString &secret);

// Checks webhook signatures. Pure: no I/O, no state but the secret, the tolerance and the
// clock, so it can be fuzzed and called from any thread (one instance per thread).
class WebhookVerifier
{
    Q_DECLARE_TR_FUNCTIONS(WebhookVerifier)

public:
    using Clock = std::function<qint64()>; // Unix seconds
    static constexpr qint64 DefaultToleranceSeconds = 300;
    static constexpr int PreviewBytes = 160;
    static constexpr int SignaturePrefixChars = 12;

    explicit WebhookVerifier(const QString &secret = {}, Clock clock = {});

    void setSecret(const QString &secret)
    {
        if (secret == m_secret)
            return;
        m_secret = secret;
        m_standardKey = standardWebhookKey(secret); // decoded once, not per delivery
    }
    QString secret() const { return m_secret; }
    // Words for where the secret comes from ("the secret registered for /webhooks/x"), shown
    // in the Secret step; empty: nothing said.
    void setSecretLabel(const QString &label) { m_secretLabel = label; }
    void setToleranceSeconds(qint64 seconds) { m_tolerance = seconds; }
    qint64 toleranceSeconds() const { return m_tolerance; }
    // Empty: the system clock.
    void setClock(Clock clock) { m_clock = std::move(clock); }

    Verification verify(const HeaderList &headers, const QByteArray &body) const;
    // What a request other than a POST gets: no signature check, the method named.
    static Verification notAWebhook(QByteArrayView method);

private:
    qint64 now() const;

    QString m_secret;
    std::optional<QByteArray> m_standardKey; // standardWebhookKey(m_secret)
    QString m_secretLabel;
    qint64 m_tolerance = DefaultToleranceSeconds;
    Clock m_clock;
};
// "v1,<base64 HMAC-SHA256(key, "{id}.{timestamp}.{body}")>"; empty when the key is unusable.
QByteArray standardWebhookSignature(const QString &secret, QByteArrayView id, qint64 timestamp,
                                    QByteArrayView body);
// "t=<timestamp>,v1=<hex HMAC-SHA256(secret as UTF-8, "{t}.{body}")>".
QByteArray stripeSignatureHeader(const QString &secret, qint64 timestamp, QByteArrayView body);
// Compares without stopping at the first difference, so the time taken says nothing about
// where a forged signature goes wrong.
bool constantTimeEquals(QByteArrayView a, QByteArrayView b);

} // namespace paydesk::webhooks
