#include "ledgerlogging.h"

namespace paydesk::ledger {
Q_LOGGING_CATEGORY(lcLedger, "paydesk.ledger")
}
