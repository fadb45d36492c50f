#pragma once

#include <QLoggingCategory>

namespace paydesk::webhooks {
Q_DECLARE_LOGGING_CATEGORY(lcWebhooks)
Q_DECLARE_LOGGING_CATEGORY(lcWebhooksStore)
} // namespace paydesk::webhooks
