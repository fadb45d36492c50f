#include "localsandboxlogging.h"

namespace paydesk::localsandbox {
Q_LOGGING_CATEGORY(lcLocalSandbox, "paydesk.localsandbox", QtInfoMsg)
} // namespace paydesk::localsandbox
