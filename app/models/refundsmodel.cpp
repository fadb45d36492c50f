#include "refundsmodel.h"

#include "transactionsmodel.h"

#include "core/currency.h"
#include "core/money.h"
#include "modelroles.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace paydesk::models {

RefundsModel::RefundsModel(QObject *parent)
    : RefundRows(parent)
{}

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
    case SortRole:
        if (column == Created)
            return r.createdAt.toSecsSinceEpoch();
        return column == Amount ? QVariant(r.amount) : QVariant();
    default:
        return {};
    }
}

Qt::Alignment RefundsModel::columnAlignment(int column) const
{
    return column == Amount ? Qt::AlignRight : Qt::AlignLeft;
}

QString RefundsModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Created:
        return tr("Created");
    case Id:
        return tr("ID");
    case Transaction:
        return tr("Transaction");
    case Amount:
        return tr("Amount");
    case Currency:
        return tr("Currency");
    case Reason:
        return tr("Reason");
    case Status:
        return tr("Status");
    case Note:
        return tr("Note");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace paydesk::models
