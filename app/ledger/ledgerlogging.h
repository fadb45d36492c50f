#pragma once

#include <QLoggingCategory>

namespace paydesk::ledger {
Q_DECLARE_LOGGING_CATEGORY(lcLedger)
}
