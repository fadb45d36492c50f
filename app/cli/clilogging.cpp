#include "clilogging.h"

namespace paydesk::cli {
Q_LOGGING_CATEGORY(lcCli, "paydesk.cli", QtInfoMsg)
} // namespace paydesk::cli
