#pragma once

#include <QLoggingCategory>

namespace paydesk::cli {
Q_DECLARE_LOGGING_CATEGORY(lcCli)
} // namespace paydesk::cli
