#pragma once

#include "api/apitypes.h"
#include "tablefile.h"

#include <QCoreApplication>

namespace paydesk::reconcile {

// Payouts as the Payouts pane exports them (CSV, XLSX, PDF): one row per payout with its
// arrival, status, currency, gateway, net, gross, fees, refunds and bank reference; with
// `items`, each payout's transactions and refunds under it.
class PayoutsExport
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::reconcile::PayoutsExport)
public:
    static TableFile table(const QList<api::Payout> &payouts,
                           const QHash<QString, QList<api::PayoutItem>> &items = {});
};

} // namespace paydesk::reconcile
