#include "transactionsmodel.h"

#include "core/currency.h"
#include "core/money.h"
#include "modelroles.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace paydesk::models {

TransactionsModel::TransactionsModel(QObject *parent)
    : PagedListModel(parent)
{}

void TransactionsModel::setQuery(const api::TransactionQuery &query)
{
    m_query = query;
    replaceRows();
}

api::RequestId TransactionsModel::sendPageRequest(const QString &cursor, int limit, bool refresh)
{
    api::TransactionQuery q = m_query;
    q.limit = limit;
    q.cursor = cursor;
    return client()->listTransactions(
        q, this, [this, refresh](const api::Result<api::Page<api::Transaction>> &result) {
            pageArrived(m_rows, result, refresh);
        });
}

int TransactionsModel::rowOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == id)
            return int(i);
    }
    return -1;
}

void TransactionsModel::updateTransaction(const api::Transaction &t)
{
    const int row = rowOf(t.id);
    if (row < 0)
        return;
    m_rows[row] = t;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
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

QVariant TransactionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::Transaction &t = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
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
    case Qt::TextAlignmentRole:
        if (index.column() == Amount || index.column() == Refunded)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == Created)
            return t.createdAt.toString(Qt::ISODate);
        if (index.column() == Status)
            return t.status;
        if (index.column() == Amount || index.column() == Refunded)
            return unknownCurrencyNote(t.currency);
        return {};
    case IdRole:
        return t.id;
    case AmountMinorRole:
        return index.column() == Refunded ? t.amountRefunded : t.amount;
    case CurrencyRole:
        return t.currency;
    case StatusRole:
        return t.status;
    case TimestampRole:
        return t.createdAt;
    case SortRole:
        switch (Column(index.column())) {
        case Created:
            return t.createdAt.toSecsSinceEpoch();
        case Amount:
            return t.amount;
        case Refunded:
            return t.amountRefunded;
        default:
            return data(index, Qt::DisplayRole);
        }
    default:
        return {};
    }
}

QVariant TransactionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(
            (section == Amount || section == Refunded ? Qt::AlignRight : Qt::AlignLeft) |
            Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
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
