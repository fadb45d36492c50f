#include "apierror.h"

#include "keys.h"

#include <QCoreApplication>

#include <atomic>

using namespace Qt::StringLiterals;

namespace paydesk::api {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("paydesk::api::ApiError", text);
}
} // namespace

QString ApiError::codeSentence(const QString &code)
{
    static const struct
    {
        const char *code;
        const char *sentence;
    } sentences[] = {
        {"bad_request", QT_TRANSLATE_NOOP("paydesk::api::ApiError",
                                          "The service could not read how the request was sent.")},
        {"invalid_json",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The service could not read the request.")},
        {"invalid_request",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "Some fields are not valid.")},
        {"missing_api_key",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The request carried no API key.")},
        {"invalid_api_key",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The service does not know this API key.")},
        {"card_declined", QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The card was declined.")},
        {"key_environment_mismatch",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The API key is for another environment.")},
        {"permission_denied",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "This API key may not do this.")},
        {"not_found",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The service has no such record.")},
        {"request_timeout", QT_TRANSLATE_NOOP("paydesk::api::ApiError",
                                              "The request did not reach the service in time.")},
        {"idempotency_conflict",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError",
                           "This request key was already used for another request.")},
        {"idempotency_in_progress",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The same request is still being processed.")},
        {"transaction_not_refundable",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "This transaction cannot be refunded.")},
        {"payload_too_large", QT_TRANSLATE_NOOP("paydesk::api::ApiError",
                                                "The request is larger than the service accepts.")},
        {"refund_exceeds_remaining",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError",
                           "The refund is more than what remains refundable.")},
        {"rate_limited",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "Too many requests in a short time.")},
        {"headers_too_large",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError",
                           "The request's headers are larger than the service accepts.")},
        {"internal_error",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The service had an internal error.")},
        {"too_many_connections",
         QT_TRANSLATE_NOOP("paydesk::api::ApiError", "The service has too many connections open.")},
    };
    for (const auto &s : sentences) {
        if (code == QLatin1String(s.code))
            return tr(s.sentence);
    }
    return {};
}

QString ApiError::message() const
{
    switch (kind) {
    case Kind::Http: {
        // A sentence in the person's language for a code PayDesk knows, the service's own
        // words (in English, as it sent them) beneath.
        // A refusal for a permission says which, in the person's words.
        const auto permission = deniedPermission(*this);
        const QString sentence =
            permission ? KeyCapabilities::lacking(*permission) : codeSentence(code);
        const QString own = details.isEmpty()
                                ? tr("HTTP %1, %2").arg(httpStatus).arg(code)
                                : u"%1 (%2, HTTP %3)"_s.arg(details, code).arg(httpStatus);
        if (!sentence.isEmpty())
            return sentence + u'\n' + own;
        if (!details.isEmpty())
            return own;
        return tr("The service answered HTTP %1 (%2).").arg(httpStatus).arg(code);
    }
    case Kind::Network:
        return tr("The service could not be reached: %1").arg(text);
    case Kind::Timeout:
        return tr("The service did not answer in time. %1").arg(text);
    case Kind::Tls:
        return tr("The secure connection failed: %1").arg(text);
    case Kind::Canceled:
        return tr("Cancelled.");
    case Kind::Malformed:
        return field.isEmpty()
                   ? tr("The service sent an answer PayDesk cannot read: %1").arg(text)
                   : tr("The service sent an answer PayDesk cannot read: field \"%1\" %2")
                         .arg(field, text);
    case Kind::Guard:
        return text;
    }
    return text;
}

namespace {
std::atomic<ApiError::Audience> programAudience{ApiError::Audience::Window};
} // namespace

void ApiError::setAudience(Audience audience)
{
    programAudience = audience;
}

ApiError::Audience ApiError::audience()
{
    return programAudience;
}

QString ApiError::messageWithAdvice(QStringView separator, std::optional<Audience> audience) const
{
    const QString tip = advice(audience);
    return tip.isEmpty() ? message() : message() + separator + tip;
}

QString ApiError::advice(std::optional<Audience> audience) const
{
    const bool terminal = audience.value_or(programAudience) == Audience::Terminal;
    if (kind == Kind::Network || kind == Kind::Timeout)
        return tr("Check the network and the profile's base URL, then retry.");
    if (kind == Kind::Tls)
        return tr("Check the base URL and the system's certificates; PayDesk never skips "
                  "certificate checks.");
    if (kind != Kind::Http)
        return {};
    if (code == u"missing_api_key"_s || code == u"invalid_api_key"_s)
        return terminal ? tr("Store a valid API key for the profile: paydesk profiles add "
                             "--key-stdin reads it from standard input.")
                        : tr("Paste a valid API key into the profile (the dashboard's Settings, "
                             "API Keys).");
    if (code == u"permission_denied"_s)
        return tr("Use a profile whose key has this permission, or ask for a key that has it.");
    if (code == u"key_environment_mismatch"_s)
        return tr("Use a test key with the sandbox and a live key with production.");
    if (code == u"rate_limited"_s)
        return tr("Too many requests; PayDesk retries after the time the service asks for.");
    if (code == u"refund_exceeds_remaining"_s)
        return tr("Refund at most the amount that remains refundable.");
    if (code == u"transaction_not_refundable"_s)
        return tr("Only captured or partially refunded transactions can be refunded.");
    if (code == u"card_declined"_s)
        return terminal ? QString()
                        : tr("The charge was declined; the failed transaction is in the list.");
    if (code == u"idempotency_conflict"_s)
        return tr("The same request key was used for a different request; start a new one.");
    if (code == u"invalid_request"_s)
        return terminal ? tr("Correct the command's options and run the command again.")
                        : tr("Correct the highlighted fields and send again.");
    if (httpStatus >= 500)
        return tr("The service had a problem; retry later.");
    return {};
}

bool ApiError::isRetryable() const
{
    if (kind == Kind::Network || kind == Kind::Timeout)
        return true;
    if (kind != Kind::Http)
        return false;
    // 500 is retried too: the contract stores nothing on a 5xx, and every POST carries an
    // Idempotency-Key, so a retry can never apply a charge twice.
    return httpStatus == 429 || httpStatus == 500 || httpStatus == 502 || httpStatus == 503 ||
           httpStatus == 504 || (httpStatus == 409 && code == u"idempotency_in_progress"_s);
}

} // namespace paydesk::api
