#include "apilogging.h"

namespace paydesk::api {
Q_LOGGING_CATEGORY(lcApi, "paydesk.api", QtInfoMsg)
} // namespace paydesk::api
