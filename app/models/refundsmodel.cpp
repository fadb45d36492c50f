#include "refundsmodel.h"

#include "transactionsmodel.h"

#include "core/currency.h"
#include "core/modelroles.h"
#include "core/money.h"

#include <QCoreApplication>

#include <iterator>

using namespace Qt::StringLiterals;

namespace paydesk::models {

RefundsModel::RefundsModel(QObject *parent)
    : RefundRows(parent)
{
    setValueColumns(Created, Amount);
}

int RefundsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RefundsModel::reasonText(const QString &reason)
{
    if (reason == u"requested_by_customer"_s)
        return QCoreApplication::translate("RefundsModel", "Requested by customer");
    if (reason == u"duplicate"_s)
        return QCoreApplication::translate("RefundsModel", "Duplicate");
    if (reason == u"fraudulent"_s)
        return QCoreApplication::translate("RefundsModel", "Fraudulent");
    if (reason == u"other"_s)
        return QCoreApplication::translate("RefundsModel", "Other");
    return reason; // unknown reasons are shown as they come
}

QString RefundsModel::statusText(const QString &status)
{
    if (status == u"succeeded"_s)
        return QCoreApplication::translate("RefundsModel", "Succeeded");
    return status;
}

QVariant RefundsModel::cellData(const api::Refund &r, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case Created:
            return locale().toString(r.createdAt.toLocalTime(), QLocale::ShortFormat);
        case Id:
            return r.id;
        case Transaction:
            return r.transactionId;
        case Amount:
            // An unknown currency is shown in minor units: never an invented decimal point.
            return formatAmountIn(r.amount, r.currency, locale());
        case Currency:
            return r.currency;
        case Reason:
            return reasonText(r.reason);
        case Status:
            return statusText(r.status);
        case Note:
            return r.note.value_or(QString());
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case Created:
            return r.createdAt.toString(Qt::ISODate);
        case Transaction:
            return tr("Open %1 in Transactions").arg(r.transactionId);
        case Note:
            return r.note.value_or(QString());
        case Amount:
            return TransactionsModel::unknownCurrencyNote(r.currency);
        default:
            return {};
        }
    case IdRole:
        // The transaction column stands for the transaction it names.
        return column == Transaction ? QVariant(r.transactionId) : QVariant();
    default:
        return {};
    }
}

QString RefundsModel::columnTitle(int column) const
{
    // In the order of Column.
    static constexpr const char *Titles[] = {QT_TR_NOOP("Created"),     QT_TR_NOOP("ID"),
                                             QT_TR_NOOP("Transaction"), QT_TR_NOOP("Amount"),
                                             QT_TR_NOOP("Currency"),    QT_TR_NOOP("Reason"),
                                             QT_TR_NOOP("Status"),      QT_TR_NOOP("Note")};
    static_assert(std::size(Titles) == ColumnCount);
    return titleFrom(Titles, column);
}

} // namespace paydesk::models
