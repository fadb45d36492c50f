#pragma once

#include "apierror.h"

#include <QString>
#include <QUrl>

#include <optional>

namespace paydesk::api {

enum class Environment { Sandbox, Production };

QString environmentName(Environment e); // "sandbox" / "production"
std::optional<Environment> environmentFromName(const QString &name);

// The environment a key belongs to by its shape (<prefix>_test_... or <prefix>_live_...),
// or nullopt when it is not a key at all.
std::optional<Environment> keyEnvironment(const QString &apiKey);

bool isLoopbackHost(const QString &host);

// The guards that run before anything is sent: the key must match the environment (a test key
// never goes to production, a live key never to a sandbox) and production needs https,
// loopback excepted. Returns the refusal, or nullopt when the request may go.
std::optional<ApiError> checkConnectionGuards(Environment environment, const QUrl &baseUrl,
                                              const QString &apiKey);

// Replaces API keys and webhook secrets in a text with a redacted form (prefix and last four).
QString redactSecrets(const QString &text);

} // namespace paydesk::api
