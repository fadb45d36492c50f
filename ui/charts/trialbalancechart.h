#pragma once

#include "ledger/trialbalancereport.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace paydesk::ui {

// Debits and credits of a trial balance by account type, as grouped horizontal bars; with a
// comparison, the balances of the second date beside them in lighter colours. The widget only
// draws: the figures come from the report, and every number a person reads (tool tips) is formatted
// from minor units.
class TrialBalanceChart : public QWidget
{
    Q_OBJECT
public:
    explicit TrialBalanceChart(QWidget *parent = nullptr);

    void setReport(const ledger::TrialBalanceReport &report);
    const ledger::TrialBalanceReport &report() const { return m_report; }
    QString title() const;
    // The bar sets' names, in order ("Debit", "Credit", ...), for tests and accessibility.
    QStringList seriesNames() const;
    // The account types down the chart, top to bottom (the table's order).
    QStringList categories() const;
    // Where the plot starts: the account types' labels are left of it, whole; for tests.
    QRectF plotArea() const;
    // The least width that shows the legend's entries whole beside each other, and the account
    // types beside a plot of some width: narrower, the chart belongs below the table.
    int widthNeeded() const;

private:
    void rebuild();
    void applyPalette();

    ledger::TrialBalanceReport m_report;
    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
};

} // namespace paydesk::ui
