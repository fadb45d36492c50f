#include "reconcile/payoutsexport.h"

#include "core/currency.h"
#include "models/payoutsmodel.h"

using namespace Qt::StringLiterals;

namespace paydesk::reconcile {

namespace {

// A payout item's kind in the user's words; what PayDesk does not know, as the service wrote it.
QString itemType(const QString &type)
{
    if (type == u"charge"_s)
        return PayoutsExport::tr("Charge");
    if (type == u"refund"_s)
        return PayoutsExport::tr("Refund");
    return type;
}

} // namespace

TableFile PayoutsExport::table(const QList<api::Payout> &payouts,
                               const QHash<QString, QList<api::PayoutItem>> &items)
{
    TableFile t;
    t.title = tr("Payouts");
    t.header = {tr("Arrival"), tr("Status"),   tr("Currency"),
                tr("Gateway"), tr("Net"),      tr("Gross"),
                tr("Fees"),    tr("Refunded"), tr("Bank reference"),
                tr("Payout"),  tr("Covers"),   tr("Ledger entry")};
    for (const api::Payout &p : payouts) {
        const int e = Currency::exponent(p.currency).value_or(0);
        t.rows << TableFile::Row{TableFile::date(p.arrivalDate),
                                 TableFile::text(models::PayoutsModel::statusText(p.status)),
                                 TableFile::text(p.currency),
                                 TableFile::text(p.gateway),
                                 TableFile::amount(p.amount, e),
                                 TableFile::amount(p.gross, e),
                                 TableFile::amount(p.fees, e),
                                 TableFile::amount(p.refunded, e),
                                 TableFile::text(p.bankReference),
                                 TableFile::text(p.id),
                                 TableFile::date(p.coversDay),
                                 TableFile::text(p.ledgerEntryId)};
        for (const api::PayoutItem &i : items.value(p.id)) {
            t.rows << TableFile::Row{
                TableFile::dateTime(i.createdAt), TableFile::text(itemType(i.type)),
                TableFile::text(i.currency),      TableFile::text(i.merchantRef),
                TableFile::amount(i.net, e),      TableFile::amount(i.gross, e),
                TableFile::amount(i.fee, e),      TableFile::text(QString()),
                TableFile::text(i.transactionId), TableFile::text(i.id),
                TableFile::text(QString()),       TableFile::text(QString())};
        }
    }
    return t;
}

} // namespace paydesk::reconcile
