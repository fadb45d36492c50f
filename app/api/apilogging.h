#pragma once

#include <QLoggingCategory>

namespace paydesk::api {
// Every line of this category goes through redactSecrets(); Authorization is never logged.
Q_DECLARE_LOGGING_CATEGORY(lcApi)
} // namespace paydesk::api
