#include "environment.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::api {

QString environmentName(Environment e)
{
    return e == Environment::Production ? u"production"_s : u"sandbox"_s;
}

std::optional<Environment> environmentFromName(const QString &name)
{
    if (name == u"sandbox"_s)
        return Environment::Sandbox;
    if (name == u"production"_s)
        return Environment::Production;
    return std::nullopt;
}

std::optional<Environment> keyEnvironment(const QString &apiKey)
{
    static const QRegularExpression re(u"^[a-z]{2,8}_(test|live)_[A-Za-z0-9]+$"_s);
    const auto m = re.match(apiKey);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1) == u"live"_s ? Environment::Production : Environment::Sandbox;
}

bool isLoopbackHost(const QString &host)
{
    if (host.compare(u"localhost"_s, Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<ApiError> checkConnectionGuards(Environment environment, const QUrl &baseUrl,
                                              const QString &apiKey)
{
    ApiError e;
    e.kind = ApiError::Kind::Guard;
    if (!baseUrl.isValid() || baseUrl.host().isEmpty() ||
        (baseUrl.scheme() != u"https"_s && baseUrl.scheme() != u"http"_s)) {
        e.code = u"invalid_base_url"_s;
        e.text = QCoreApplication::translate("ApiClient",
                                             "The base URL \"%1\" is not an http(s) address.")
                     .arg(baseUrl.toDisplayString());
        return e;
    }
    if (environment == Environment::Production && baseUrl.scheme() != u"https"_s &&
        !isLoopbackHost(baseUrl.host())) {
        e.code = u"production_requires_https"_s;
        e.text =
            QCoreApplication::translate(
                "ApiClient", "A production profile must use https; %1 is not encrypted. Nothing "
                             "was sent.")
                .arg(baseUrl.toDisplayString());
        return e;
    }
    if (apiKey.isEmpty()) {
        e.code = u"missing_api_key"_s;
        e.text =
            QCoreApplication::translate("ApiClient", "This profile has no API key. Add one in the "
                                                     "profile editor.");
        return e;
    }
    const auto keyEnv = keyEnvironment(apiKey);
    if (!keyEnv) {
        e.code = u"malformed_api_key"_s;
        e.text =
            QCoreApplication::translate("ApiClient", "The API key is not shaped like a key "
                                                     "(<prefix>_test_... or <prefix>_live_...).");
        return e;
    }
    if (*keyEnv != environment) {
        e.code = u"key_environment_mismatch"_s;
        e.text = environment == Environment::Production
                     ? QCoreApplication::translate("ApiClient",
                                                   "This is a test key and the profile is "
                                                   "production. A test key is never sent to "
                                                   "production; nothing was sent.")
                     : QCoreApplication::translate("ApiClient",
                                                   "This is a live key and the profile is a "
                                                   "sandbox. A live key is never sent to a "
                                                   "sandbox; nothing was sent.");
        return e;
    }
    return std::nullopt;
}

QString redactSecrets(const QString &text)
{
    static const QRegularExpression keyRe(u"\\b([a-z]{2,8}_(?:test|live)_)[A-Za-z0-9]+"_s);
    static const QRegularExpression secretRe(u"whsec_[A-Za-z0-9+/=]+"_s);
    static const QRegularExpression bearerRe(u"(Bearer\\s+)\\S+"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    QString out = text;
    out.replace(keyRe, u"\\1****"_s);
    out.replace(secretRe, u"whsec_****"_s);
    out.replace(bearerRe, u"\\1****"_s);
    return out;
}

} // namespace paydesk::api
