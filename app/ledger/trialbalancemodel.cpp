#include "trialbalancemodel.h"

#include "core/modelroles.h"

#include <QFont>

#include <memory>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

TrialBalanceModel::TrialBalanceModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

TrialBalanceModel::~TrialBalanceModel()
{
    cancel();
}

void TrialBalanceModel::setClient(api::ApiClient *client)
{
    cancel();
    m_client = client;
}

void TrialBalanceModel::cancel()
{
    ++m_generation;
    const bool was = isLoading();
    if (m_client) {
        for (const api::RequestId id : std::as_const(m_requests))
            m_client->cancel(id);
    }
    m_requests.clear();
    if (was)
        Q_EMIT loadingChanged(false);
}

void TrialBalanceModel::load(const QDate &date, const QString &currency,
                             const std::optional<QDate> &compareDate)
{
    cancel();
    m_date = date;
    m_currency = currency;
    m_compareDate = compareDate;
    if (!m_client)
        return;

    // Both answers are collected, then the model changes once.
    struct Answers
    {
        std::optional<api::TrialBalance> current;
        std::optional<api::TrialBalance> comparison;
        bool failed = false;
    };
    auto answers = std::make_shared<Answers>();
    const quint64 generation = m_generation;
    const bool compare = compareDate.has_value();
    auto complete = [this, answers, generation, compare] {
        if (generation != m_generation || answers->failed || !answers->current ||
            (compare && !answers->comparison))
            return;
        if (!TrialBalanceReport::figuresFit(*answers->current, answers->comparison)) {
            Q_EMIT errorOccurred(TrialBalanceReport::tooLargeError());
            return;
        }
        setTrialBalance(*answers->current, answers->comparison);
        Q_EMIT loaded();
    };
    auto handler = [this, answers, generation, complete](bool isComparison) {
        return [this, answers, generation, complete,
                isComparison](const api::Result<api::TrialBalance> &result) {
            if (generation != m_generation)
                return;
            m_requests.removeAt(isComparison ? m_requests.size() - 1 : 0);
            if (!result.ok()) {
                // The other answer is of no use without this one.
                answers->failed = true;
                cancel();
                Q_EMIT errorOccurred(result.error());
                return;
            }
            (isComparison ? answers->comparison : answers->current) = result.value();
            if (m_requests.isEmpty())
                Q_EMIT loadingChanged(false);
            complete();
        };
    };
    // m_requests holds the current date's request first, the comparison's last; each answer
    // takes its own out, so cancel() reaches only the one still running.
    m_requests << m_client->trialBalance(date, currency, this, handler(false), m_includeZero);
    if (compare)
        m_requests << m_client->trialBalance(*compareDate, currency, this, handler(true),
                                             m_includeZero);
    Q_EMIT loadingChanged(true);
}

void TrialBalanceModel::reload()
{
    if (m_date.isValid())
        load(m_date, m_currency, m_compareDate);
}

void TrialBalanceModel::setTrialBalance(const api::TrialBalance &current,
                                        const std::optional<api::TrialBalance> &comparison)
{
    setReport(TrialBalanceReport::build(current, comparison));
}

void TrialBalanceModel::clear()
{
    setReport(TrialBalanceReport());
}

void TrialBalanceModel::setReport(TrialBalanceReport report)
{
    beginResetModel();
    m_report = std::move(report);
    endResetModel();
}

void TrialBalanceModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                           {Qt::DisplayRole, Qt::AccessibleTextRole});
    if (columnCount() > 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

QString TrialBalanceModel::accountCodeAt(int row) const
{
    const TrialBalanceRow &r = rowAt(row);
    return r.kind == RowKind::Account ? r.code : QString();
}

int TrialBalanceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_report.rows().size());
}

int TrialBalanceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_report.columnCount();
}

QVariant TrialBalanceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TrialBalanceRow &row = rowAt(index.row());
    const int column = index.column();
    const bool amountColumn = TrialBalanceReport::isAmountColumn(column);
    switch (role) {
    case Qt::DisplayRole:
        // A heading names its group in the first column; the view spans it across the row.
        if (row.kind == RowKind::Group)
            return column == Column::Code ? row.name : QString();
        return m_report.text(row, column, m_locale);
    case Qt::AccessibleTextRole:
        if (row.kind == RowKind::Group)
            return column == Column::Code ? row.name : QString();
        if (amountColumn && !TrialBalanceReport::isBlank(row, column))
            return QString(m_report.text(row, column, m_locale) + u' ' + m_report.currency());
        return m_report.text(row, column, m_locale);
    case Qt::TextAlignmentRole:
        if (amountColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (row.kind != RowKind::Account) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (row.kind == RowKind::Account)
            return tr("Double-click to see the transactions of this period.");
        return {};
    case models::AmountMinorRole:
        if (amountColumn && row.hasFigures())
            return TrialBalanceReport::amount(row, column);
        return {};
    case models::CurrencyRole:
        return m_report.currency();
    case models::SortRole:
        if (amountColumn)
            return TrialBalanceReport::amount(row, column);
        return m_report.text(row, column, m_locale);
    case models::RowKindRole:
        return int(row.kind);
    case models::AccountCodeRole:
        return row.code;
    case models::AccountTypeRole:
        return int(row.type);
    case models::RawAccountTypeRole:
        return row.rawType;
    default:
        return {};
    }
}

QVariant TrialBalanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (role) {
    case Qt::DisplayRole:
        return m_report.columnTitle(section, m_locale);
    case Qt::ToolTipRole:
        return section == TrialBalanceReport::Change ? TrialBalanceReport::changeExplanation()
                                                     : QVariant();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            (TrialBalanceReport::isAmountColumn(section) ? Qt::AlignRight : Qt::AlignLeft) |
            Qt::AlignVCenter);
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}

} // namespace paydesk::ledger
