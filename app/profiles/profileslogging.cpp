#include "profileslogging.h"

namespace paydesk::profiles {
Q_LOGGING_CATEGORY(lcProfiles, "paydesk.profiles", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSecrets, "paydesk.profiles.secrets", QtInfoMsg)
} // namespace paydesk::profiles
