#pragma once

#include <QLoggingCategory>

namespace paydesk::localsandbox {
Q_DECLARE_LOGGING_CATEGORY(lcLocalSandbox)
} // namespace paydesk::localsandbox
