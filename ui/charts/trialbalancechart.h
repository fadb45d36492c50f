#pragma once

#include "ledger/trialbalancereport.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace paydesk::ui {

// Debits and credits of a trial balance by account type, as grouped bars; with a comparison,
// the balances of the second date beside them in lighter colours. The widget only draws: the
// figures come from the report, and every number a person reads (tool tips) is formatted
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
    // Category (account type) labels of the x axis.
    QStringList categories() const;
    // The category labels' angle: 0, or slanted when the widest would not fit its place whole
    // ("Eigenkapi…"); for tests.
    qreal categoryLabelsAngle() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    // Category labels too wide for their place (long account type names in German or French,
    // a narrow pane) are drawn slanted rather than cut short.
    void fitCategoryLabels();
    // The width of one category's place on the x axis, and of the widest label.
    int categoryWidth() const;
    int widestCategoryLabel() const;
    void applyPalette();

    ledger::TrialBalanceReport m_report;
    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
};

} // namespace paydesk::ui
