#include "deliverymodel.h"

#include "core/money.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace paydesk::webhooks {

DeliveryModel::DeliveryModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int DeliveryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DeliveryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DeliveryModel::responseText(const Delivery &d) const
{
    if (d.responseStatus == 413)
        return tr("413 (over 1 MiB)");
    if (d.responseDelayMs > 0)
        return tr("%1 after %2 s").arg(d.responseStatus).arg(d.responseDelayMs / 1000.0);
    return QString::number(d.responseStatus);
}

QVariant DeliveryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Delivery &d = m_rows.at(index.row());
    switch (role) {
    case models::IdRole:
        return d.webhookId;
    case models::TimestampRole:
        return d.receivedAt;
    case models::AmountMinorRole:
        return d.amount ? QVariant(*d.amount) : QVariant();
    case models::CurrencyRole:
        return d.currency;
    case models::DeliveryIdRole:
        return d.id;
    case models::VerdictRole:
        return int(d.verification.verdict);
    case models::TransactionIdRole:
        return d.transactionId;
    case models::DuplicateRole:
        return d.isDuplicate();
    default:
        break;
    }

    const auto column = Column(index.column());
    if (role == models::SortRole) {
        switch (column) {
        case TimeColumn:
            return d.receivedAt.toMSecsSinceEpoch();
        case AmountColumn:
            return d.amount ? QVariant(*d.amount) : QVariant(qint64(-1));
        case VerdictColumn:
            return int(d.verification.verdict);
        case ResponseColumn:
            return d.responseStatus;
        case AttemptColumn:
            return d.attempt;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case TimeColumn:
            return d.receivedAt.toUTC().toString(Qt::ISODateWithMs);
        case VerdictColumn:
            return d.verification.reason;
        case TypeColumn:
            return d.webhookId;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole) {
        if (column == AmountColumn || column == AttemptColumn || column == ResponseColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::AccessibleTextRole && column == VerdictColumn)
        return d.verification.isValid()
                   ? verdictText(d.verification.verdict)
                   : tr("Invalid: %1").arg(verdictText(d.verification.verdict));
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case TimeColumn: {
        const QDateTime local = d.receivedAt.toLocalTime();
        const QString time = local.time().toString(u"HH:mm:ss.zzz"_s);
        if (local.date() == QDate::currentDate())
            return time;
        return QString(QLocale().toString(local.date(), QLocale::ShortFormat) + u' ' + time);
    }
    case TypeColumn:
        return d.eventType.isEmpty() ? tr("(unknown)") : d.eventType;
    case TransactionColumn:
        return d.transactionId;
    case AmountColumn:
        return d.amount ? formatMoney(Money{*d.amount, d.currency}, QLocale()) : QString();
    case VerdictColumn:
        return verdictText(d.verification.verdict);
    case ResponseColumn:
        return responseText(d);
    case AttemptColumn:
        return d.isDuplicate() ? tr("%1 (duplicate)").arg(d.attempt) : QString::number(d.attempt);
    case ProfileColumn:
        return d.profileId.isEmpty() ? QString()
                                     : m_profileNames.value(d.profileId, tr("(removed profile)"));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant DeliveryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case ProfileColumn:
        return tr("Profile");
    case TimeColumn:
        return tr("Time");
    case TypeColumn:
        return tr("Event type");
    case TransactionColumn:
        return tr("Transaction");
    case AmountColumn:
        return tr("Amount");
    case VerdictColumn:
        return tr("Verdict");
    case ResponseColumn:
        return tr("Response");
    case AttemptColumn:
        return tr("Attempt");
    case ColumnCount:
        break;
    }
    return {};
}

void DeliveryModel::setDeliveries(const QList<Delivery> &deliveries)
{
    beginResetModel();
    m_rows = deliveries.mid(0, m_maxRows);
    endResetModel();
}

void DeliveryModel::prepend(const Delivery &delivery)
{
    prependRows({delivery});
}

void DeliveryModel::prependRows(const QList<Delivery> &newestFirst)
{
    QList<Delivery> rows = newestFirst;
    if (m_maxRows > 0 && rows.size() > m_maxRows)
        rows.resize(m_maxRows);
    if (rows.isEmpty())
        return;
    const qsizetype keep =
        m_maxRows > 0 ? std::min<qsizetype>(m_rows.size(), m_maxRows - rows.size()) : m_rows.size();
    if (keep < m_rows.size()) {
        beginRemoveRows({}, int(keep), int(m_rows.size()) - 1);
        m_rows.resize(keep);
        endRemoveRows();
    }
    beginInsertRows({}, 0, int(rows.size()) - 1);
    // QList keeps room at its front: prepending is amortised O(1), with no copy of the rows
    // already there.
    for (auto it = rows.crbegin(); it != rows.crend(); ++it)
        m_rows.prepend(*it);
    endInsertRows();
}

void DeliveryModel::update(const Delivery &delivery)
{
    const int row = rowOfId(delivery.id);
    if (row < 0)
        return;
    m_rows[row] = delivery;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void DeliveryModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int DeliveryModel::rowOfId(qint64 id) const
{
    if (id <= 0)
        return -1;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == id)
            return int(i);
    }
    return -1;
}

void DeliveryModel::setProfileNames(const QHash<QString, QString> &names)
{
    m_profileNames = names;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, ProfileColumn), index(rowCount() - 1, ProfileColumn),
                           {Qt::DisplayRole});
}

} // namespace paydesk::webhooks
