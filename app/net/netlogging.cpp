#include "netlogging.h"

namespace paydesk::net {
Q_LOGGING_CATEGORY(lcNet, "paydesk.net", QtInfoMsg)
} // namespace paydesk::net
