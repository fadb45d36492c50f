#include "webhookslogging.h"

namespace paydesk::webhooks {
Q_LOGGING_CATEGORY(lcWebhooks, "paydesk.webhooks", QtInfoMsg)
Q_LOGGING_CATEGORY(lcWebhooksStore, "paydesk.webhooks.store", QtInfoMsg)
} // namespace paydesk::webhooks
