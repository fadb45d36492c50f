#include "payoutsmodel.h"

#include "core/modelroles.h"
#include "core/money.h"
#include "transactionsmodel.h"

#include <QCoreApplication>

#include <iterator>

using namespace Qt::StringLiterals;

namespace paydesk::models {

PayoutsModel::PayoutsModel(QObject *parent)
    : PayoutRows(parent)
{
    setValueColumns(Arrival, Net);
}

int PayoutsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PayoutsModel::statusText(const QString &status)
{
    if (status == u"pending"_s)
        return QCoreApplication::translate("PayoutsModel", "Pending");
    if (status == u"paid"_s)
        return QCoreApplication::translate("PayoutsModel", "Paid");
    return status; // unknown statuses are shown as they come
}

api::Result<api::Page<api::Payout>>
PayoutsModel::pageAnswer(const api::Result<api::Page<api::Payout>> &result)
{
    const bool missing = !result.ok() && result.error().kind == api::ApiError::Kind::Http &&
                         (result.error().httpStatus == 404 || result.error().httpStatus == 405);
    if (m_listOffered == missing) {
        m_listOffered = !missing;
        Q_EMIT listOfferedChanged(m_listOffered);
    }
    if (missing)
        return api::Page<api::Payout>{};
    return result;
}

Qt::Alignment PayoutsModel::columnAlignment(int column) const
{
    switch (column) {
    case Net:
    case Gross:
    case Fees:
    case Refunded:
        return Qt::AlignRight;
    default:
        return Qt::AlignLeft;
    }
}

QVariant PayoutsModel::cellData(const api::Payout &p, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case Arrival:
            return locale().toString(p.arrivalDate, QLocale::ShortFormat);
        case Status:
            return statusText(p.status);
        case Currency:
            return p.currency;
        case Gateway:
            return p.gateway;
        case Net:
            return formatAmountIn(p.amount, p.currency, locale());
        case Gross:
            return formatAmountIn(p.gross, p.currency, locale());
        case Fees:
            return formatAmountIn(p.fees, p.currency, locale());
        case Refunded:
            return formatAmountIn(p.refunded, p.currency, locale());
        case BankReference:
            return p.bankReference;
        case Id:
            return p.id;
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        if (column == Arrival)
            return tr("Covers the sales of %1; arrives %2")
                .arg(locale().toString(p.coversDay, QLocale::ShortFormat),
                     locale().toString(p.arrivalDate, QLocale::ShortFormat));
        if (column == Net || column == Gross)
            return TransactionsModel::unknownCurrencyNote(p.currency);
        return {};
    case SortRole:
        switch (column) {
        case Gross:
            return p.gross;
        case Fees:
            return p.fees;
        case Refunded:
            return p.refunded;
        default:
            return {};
        }
    default:
        return {};
    }
}

QString PayoutsModel::columnTitle(int column) const
{
    // In the order of Column.
    static constexpr const char *Titles[] = {
        QT_TR_NOOP("Arrival"), QT_TR_NOOP("Status"),   QT_TR_NOOP("Currency"),
        QT_TR_NOOP("Gateway"), QT_TR_NOOP("Net"),      QT_TR_NOOP("Gross"),
        QT_TR_NOOP("Fees"),    QT_TR_NOOP("Refunded"), QT_TR_NOOP("Bank reference"),
        QT_TR_NOOP("ID")};
    static_assert(std::size(Titles) == ColumnCount);
    return titleFrom(Titles, column);
}

} // namespace paydesk::models
