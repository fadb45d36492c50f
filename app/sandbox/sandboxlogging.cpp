#include "sandboxlogging.h"

namespace paydesk::sandbox {
Q_LOGGING_CATEGORY(lcSandbox, "paydesk.sandbox", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSandboxHttp, "paydesk.sandbox.http", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSandboxStore, "paydesk.sandbox.store", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSandboxWebhooks, "paydesk.sandbox.webhooks", QtInfoMsg)
} // namespace paydesk::sandbox
