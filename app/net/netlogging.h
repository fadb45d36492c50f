#pragma once

#include <QLoggingCategory>

namespace paydesk::net {
Q_DECLARE_LOGGING_CATEGORY(lcNet)
} // namespace paydesk::net
