#include "refundsmodel.h"

#include "transactionsmodel.h"

#include "core/currency.h"
#include "core/money.h"
#include "modelroles.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace paydesk::models {

RefundsModel::RefundsModel(QObject *parent)
    : PagedListModel(parent)
{}

void RefundsModel::setQuery(const api::RefundQuery &query)
{
    m_query = query;
    replaceRows();
}

api::RequestId RefundsModel::sendPageRequest(const QString &cursor, int limit, bool refresh)
{
    api::RefundQuery q = m_query;
    q.limit = limit;
    q.cursor = cursor;
    return client()->listRefunds(
        q, this, [this, refresh](const api::Result<api::Page<api::Refund>> &result) {
            pageArrived(m_rows, result, refresh);
        });
}

int RefundsModel::rowOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == id)
            return int(i);
    }
    return -1;
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

QVariant RefundsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::Refund &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
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
    case Qt::TextAlignmentRole:
        if (index.column() == Amount)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        switch (index.column()) {
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
        return index.column() == Transaction ? r.transactionId : r.id;
    case AmountMinorRole:
        return r.amount;
    case CurrencyRole:
        return r.currency;
    case StatusRole:
        return r.status;
    case TimestampRole:
        return r.createdAt;
    case SortRole:
        switch (Column(index.column())) {
        case Created:
            return r.createdAt.toSecsSinceEpoch();
        case Amount:
            return r.amount;
        default:
            return data(index, Qt::DisplayRole);
        }
    default:
        return {};
    }
}

QVariant RefundsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue((section == Amount ? Qt::AlignRight : Qt::AlignLeft) |
                                   Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
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
