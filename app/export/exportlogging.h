#pragma once

#include <QLoggingCategory>

namespace paydesk::exporting {
Q_DECLARE_LOGGING_CATEGORY(lcExport)
} // namespace paydesk::exporting
