#include "transactionsmodel.h"

#include "core/currency.h"
#include "core/modelroles.h"
#include "core/money.h"

#include <QCoreApplication>

#include <iterator>

using namespace Qt::StringLiterals;

namespace paydesk::models {

TransactionsModel::TransactionsModel(QObject *parent)
    : TransactionRows(parent)
{
    setValueColumns(Created, Amount);
}

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
        return column == Refunded ? QVariant(t.amountRefunded) : QVariant();
    default:
        return {};
    }
}

Qt::Alignment TransactionsModel::columnAlignment(int column) const
{
    return column == Refunded ? Qt::AlignRight : PagedListModel::columnAlignment(column);
}

QString TransactionsModel::columnTitle(int column) const
{
    // In the order of Column.
    static constexpr const char *Titles[] = {
        QT_TR_NOOP("Created"), QT_TR_NOOP("ID"),       QT_TR_NOOP("Reference"),
        QT_TR_NOOP("Amount"),  QT_TR_NOOP("Currency"), QT_TR_NOOP("Status"),
        QT_TR_NOOP("Gateway"), QT_TR_NOOP("Refunded"), QT_TR_NOOP("Description")};
    static_assert(std::size(Titles) == ColumnCount);
    return titleFrom(Titles, column);
}

} // namespace paydesk::models
