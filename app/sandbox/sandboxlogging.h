#pragma once

#include <QLoggingCategory>

namespace paydesk::sandbox {
Q_DECLARE_LOGGING_CATEGORY(lcSandbox)
Q_DECLARE_LOGGING_CATEGORY(lcSandboxHttp)
Q_DECLARE_LOGGING_CATEGORY(lcSandboxStore)
Q_DECLARE_LOGGING_CATEGORY(lcSandboxWebhooks)
} // namespace paydesk::sandbox
