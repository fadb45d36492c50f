#pragma once

#include "api/apiclient.h"
#include "trialbalancereport.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QLocale>
#include <QPointer>

#include <optional>

namespace paydesk::ledger {

// The trial balance as a grouped table: a heading row per account type, its accounts, a
// subtotal row, and the grand total last (see TrialBalanceReport). Columns: code, account,
// type, debit, credit, and with a comparison date the balances then and the change. load()
// asks the service for one or two trial balances and fills the model when all have answered;
// a newer load(), setClient() or cancel() drops the answers of the older one.
class TrialBalanceModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    using Column = TrialBalanceReport::Column;
    using RowKind = TrialBalanceRow::Kind;

    explicit TrialBalanceModel(QObject *parent = nullptr);
    ~TrialBalanceModel() override;

    // Cancels what the old client was asked; keeps the rows until the next load().
    void setClient(api::ApiClient *client);
    api::ApiClient *client() const { return m_client; }
    void load(const QDate &date, const QString &currency,
              const std::optional<QDate> &compareDate = std::nullopt);
    void reload();
    void cancel();
    // Lists accounts with a zero balance too (include_zero), from the next load() on.
    void setIncludeZero(bool include) { m_includeZero = include; }
    bool includesZero() const { return m_includeZero; }
    bool isLoading() const { return !m_requests.isEmpty(); }

    // Shows these figures as they are (the tests' and the benchmark's way in).
    void setTrialBalance(const api::TrialBalance &current,
                         const std::optional<api::TrialBalance> &comparison = std::nullopt);
    void clear();
    void setLocale(const QLocale &locale);
    QLocale locale() const { return m_locale; }

    const TrialBalanceReport &report() const { return m_report; }
    const TrialBalanceRow &rowAt(int row) const { return m_report.rows().at(row); }
    RowKind rowKind(int row) const { return rowAt(row).kind; }
    // The account code of the row, or empty for headings and totals.
    QString accountCodeAt(int row) const;
    bool hasComparison() const { return m_report.hasComparison(); }
    bool isBalanced() const { return m_report.isBalanced(); }
    qint64 difference() const { return m_report.difference(); }
    QDate date() const { return m_report.date(); }
    QString currency() const { return m_report.currency(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // flags(): QAbstractTableModel's (enabled, selectable, no children).

Q_SIGNALS:
    void loadingChanged(bool loading);
    // The rows are those of a new trial balance.
    void loaded();
    void errorOccurred(const paydesk::api::ApiError &error);

private:
    void setReport(TrialBalanceReport report);
    void finishRequest(api::RequestId id);

    QPointer<api::ApiClient> m_client;
    TrialBalanceReport m_report;
    QLocale m_locale;
    // The last load(), for reload().
    QDate m_date;
    QString m_currency;
    std::optional<QDate> m_compareDate;
    bool m_includeZero = false;
    QList<api::RequestId> m_requests;
    quint64 m_generation = 0;
};

} // namespace paydesk::ledger
