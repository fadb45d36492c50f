#include "accountledgermodel.h"

#include "core/modelroles.h"
#include "core/money.h"

#include <QFont>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

AccountLedgerModel::AccountLedgerModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void AccountLedgerModel::setLedger(const AccountLedger &ledger)
{
    beginResetModel();
    m_ledger = ledger;
    m_loaded = true;
    endResetModel();
}

AccountLedgerModel::RowKind AccountLedgerModel::rowKind(int row) const
{
    if (row == 0)
        return RowKind::Opening;
    return row > m_ledger.rows().size() ? RowKind::Closing : RowKind::Entry;
}

const api::LedgerEntry *AccountLedgerModel::entry(int row) const
{
    if (row < 1 || row > m_ledger.rows().size())
        return nullptr;
    return &m_ledger.rows().at(row - 1).entry;
}

int AccountLedgerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_loaded ? 0 : int(m_ledger.rows().size()) + 2;
}

int AccountLedgerModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccountLedgerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const RowKind kind = rowKind(row);
    const QLocale locale;
    const auto amount = [&](qint64 minor) -> QVariant {
        return minor == 0 ? QString() : formatAmount(minor, m_ledger.exponent(), locale);
    };
    if (role == Qt::TextAlignmentRole)
        return column >= Debit ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role == Qt::FontRole && kind != RowKind::Entry) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (kind != RowKind::Entry) {
        const bool opening = kind == RowKind::Opening;
        if (role == models::AmountMinorRole && column == Balance)
            return opening ? m_ledger.opening() : m_ledger.closing();
        if (role != Qt::DisplayRole)
            return {};
        switch (column) {
        case Date:
            return locale.toString(opening ? m_ledger.from() : m_ledger.to(), QLocale::ShortFormat);
        case Description:
            return opening ? tr("Opening balance") : tr("Closing balance");
        case Debit:
            return opening ? QVariant() : amount(m_ledger.totalDebit());
        case Credit:
            return opening ? QVariant() : amount(m_ledger.totalCredit());
        case Balance:
            return m_ledger.balanceText(opening ? m_ledger.opening() : m_ledger.closing(), locale);
        default:
            return {};
        }
    }
    const AccountLedger::Row &r = m_ledger.rows().at(row - 1);
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Date:
            return locale.toString(r.entry.postedAt.toUTC(), QLocale::ShortFormat);
        case Description:
            return r.entry.description;
        case Source:
            return r.entry.sourceId;
        case Debit:
            return amount(r.entry.debit);
        case Credit:
            return amount(r.entry.credit);
        case Balance:
            return m_ledger.balanceText(r.balance, locale);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (column == Source)
            return AccountLedger::sourceTypeText(r.entry.sourceType);
        return {};
    case models::IdRole:
        return r.entry.sourceId;
    case models::AmountMinorRole:
        return column == Debit ? r.entry.debit : column == Credit ? r.entry.credit : r.balance;
    case models::TimestampRole:
        return r.entry.postedAt;
    default:
        return {};
    }
}

QVariant AccountLedgerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Date:
        return tr("Date");
    case Description:
        return tr("Description");
    case Source:
        return tr("Source");
    case Debit:
        return tr("Debit");
    case Credit:
        return tr("Credit");
    case Balance:
        return tr("Balance");
    default:
        return {};
    }
}

} // namespace paydesk::ledger
