#pragma once

#include <QLoggingCategory>

namespace paydesk::profiles {
// Nothing logged here ever carries a secret; text that might goes through api::redactSecrets.
Q_DECLARE_LOGGING_CATEGORY(lcProfiles)
Q_DECLARE_LOGGING_CATEGORY(lcSecrets)
} // namespace paydesk::profiles
