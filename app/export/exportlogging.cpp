#include "exportlogging.h"

namespace paydesk::exporting {
Q_LOGGING_CATEGORY(lcExport, "paydesk.export", QtInfoMsg)
} // namespace paydesk::exporting
