#include "transactionsmodel.h"

#include "core/currency.h"
#include "core/money.h"
#include "modelroles.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace paydesk::models {

TransactionsModel::TransactionsModel(QObject *parent)
    : TransactionRows(parent)
{}

int TransactionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TransactionsModel::unknownCurrencyNote(const QString &currency)
{
    if (Currency::isKnown(currency))
        return {};
    return QCoreApplication::translate(
               "TransactionsModel",
               "PayDesk does not know how many decimals %1 has, so the amount is shown "
               "in minor units, as the service sent it.")
        .arg(currency);
}

QVariant TransactionsModel::cellData(const api::Transaction &t, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case Created:
            return locale().toString(t.createdAt.toLocalTime(), QLocale::ShortFormat);
        case Id:
            return t.id;
        case MerchantRef:
            return t.merchantRef;
        case Amount:
            return formatAmountIn(t.amount, t.currency, locale());
        case Currency:
            return t.currency;
        case Status:
            return api::TransactionStatus(t.status).text();
        case Gateway:
            return t.gateway;
        case Refunded:
            return t.amountRefunded ? formatAmountIn(t.amountRefunded, t.currency, locale())
                                    : QString();
        case Description:
            return t.description.value_or(QString());
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        if (column == Created)
            return t.createdAt.toString(Qt::ISODate);
        if (column == Status)
            return t.status;
        if (column == Amount || column == Refunded)
            return unknownCurrencyNote(t.currency);
        return {};
    case AmountMinorRole:
        return column == Refunded ? QVariant(t.amountRefunded) : QVariant();
    case SortRole:
        if (column == Created)
            return t.createdAt.toSecsSinceEpoch();
        if (column == Amount)
            return t.amount;
        return column == Refunded ? QVariant(t.amountRefunded) : QVariant();
    default:
        return {};
    }
}

Qt::Alignment TransactionsModel::columnAlignment(int column) const
{
    return column == Amount || column == Refunded ? Qt::AlignRight : Qt::AlignLeft;
}

QString TransactionsModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Created:
        return tr("Created");
    case Id:
        return tr("ID");
    case MerchantRef:
        return tr("Reference");
    case Amount:
        return tr("Amount");
    case Currency:
        return tr("Currency");
    case Status:
        return tr("Status");
    case Gateway:
        return tr("Gateway");
    case Refunded:
        return tr("Refunded");
    case Description:
        return tr("Description");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace paydesk::models
