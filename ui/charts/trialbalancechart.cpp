#include "trialbalancechart.h"

#include "chartpalette.h"

#include "core/money.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QFontMetrics>
#include <QHorizontalBarSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

// Debits blue, credits orange; readable on light and dark bases. The comparison's are paler.
QColor barColor(bool debit, bool comparison, bool darkBase)
{
    QColor c = debit ? QColor(0x1e, 0x6f, 0xc8) : QColor(0xe0, 0x7b, 0x16);
    if (darkBase)
        c = c.lighter(125);
    if (comparison)
        c.setAlphaF(0.45f);
    return c;
}

// A legend entry's date, short enough for four entries side by side: "Oct 31" (or "31 Oct"),
// with the year when the two dates are in different years.
QString legendDate(const QLocale &locale, const QDate &date, bool withYear)
{
    const QString shortFormat = locale.dateFormat(QLocale::ShortFormat);
    const bool monthFirst = shortFormat.indexOf(u'M') < shortFormat.indexOf(u'd');
    QString format = monthFirst ? u"MMM d"_s : u"d MMM"_s;
    if (withYear)
        format += u" yyyy"_s;
    return locale.toString(date, format);
}

} // namespace

TrialBalanceChart::TrialBalanceChart(QWidget *parent)
    : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->setLocalizeNumbers(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->setShowToolTips(true);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_view = new QChartView(m_chart, this);
    followPalette(this, [this] { applyPalette(); });
    m_view->setObjectName(u"trialBalanceChartView"_s);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setAccessibleName(tr("Debits and credits by account type"));
    m_view->setMinimumSize(260, 200);
    m_view->setFocusPolicy(Qt::NoFocus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    rebuild();
}

namespace {

// What the chart draws from a report: a refresh that brings the same figures leaves it alone
// (rebuilding the series and axes, and their layout, costs more than the table's paint).
bool sameChart(const ledger::TrialBalanceReport &a, const ledger::TrialBalanceReport &b)
{
    return a.currency() == b.currency() && a.exponent() == b.exponent() && a.date() == b.date() &&
           a.compareDate() == b.compareDate() && a.rows() == b.rows();
}

} // namespace

void TrialBalanceChart::setReport(const ledger::TrialBalanceReport &report)
{
    const bool same = !m_chart->series().isEmpty() && sameChart(report, m_report);
    m_report = report;
    if (!same)
        rebuild();
}

QString TrialBalanceChart::title() const
{
    if (m_report.isEmpty())
        return tr("Debits and credits by account type");
    return tr("Debits and credits by account type, %1").arg(m_report.currency());
}

QStringList TrialBalanceChart::seriesNames() const
{
    QStringList names;
    for (QAbstractSeries *s : m_chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            for (QBarSet *set : bars->barSets())
                names << set->label();
        }
    }
    return names;
}

QRectF TrialBalanceChart::plotArea() const
{
    return m_chart->plotArea();
}

int TrialBalanceChart::widthNeeded() const
{
    const QFontMetrics legend(m_chart->legend()->font());
    // Each entry: its marker, a gap, its text, a gap to the next; the legend's and the chart's
    // margins around them.
    int entries = 0;
    for (const QString &name : seriesNames())
        entries += legend.height() + 6 + legend.horizontalAdvance(name) + 12;
    const QFontMetrics labels(m_chart->font());
    int widest = 0;
    for (const QString &type : categories())
        widest = std::max(widest, labels.horizontalAdvance(type));
    return std::max(entries + 48, widest + 260);
}

QStringList TrialBalanceChart::categories() const
{
    for (QAbstractAxis *axis : m_chart->axes(Qt::Vertical)) {
        if (auto *types = qobject_cast<QBarCategoryAxis *>(axis)) {
            QStringList topDown = types->categories(); // the axis lists them bottom up
            std::reverse(topDown.begin(), topDown.end());
            return topDown;
        }
    }
    return {};
}

void TrialBalanceChart::rebuild()
{
    clearChart(m_chart);
    m_chart->setTitle(title());
    const QList<ledger::TypeTotals> totals = m_report.typeTotals();
    const QLocale locale;
    if (totals.isEmpty()) {
        m_view->setAccessibleDescription(tr("Nothing to chart."));
        m_chart->legend()->setVisible(false);
        applyPalette();
        return;
    }

    const int exponent = m_report.exponent();
    const QString currency = m_report.currency();
    // Per type, the current debits and credits, and the comparison's from the subtotal rows.
    // Last type first: horizontal bars are drawn bottom up, so the first type ends at the top,
    // as in the table.
    QList<const ledger::TrialBalanceRow *> subtotals;
    for (const ledger::TrialBalanceRow &row : m_report.rows()) {
        if (row.kind == ledger::TrialBalanceRow::Kind::Subtotal)
            subtotals.prepend(&row);
    }
    const bool compare = m_report.hasComparison();
    struct SetSpec
    {
        QString label;
        bool debit;
        bool comparison;
    };
    QList<SetSpec> specs;
    const bool years = compare && m_report.compareDate()->year() != m_report.date().year();
    const QString now = compare ? legendDate(locale, m_report.date(), years) : QString();
    specs << SetSpec{compare ? tr("Debit %1").arg(now) : tr("Debit"), true, false};
    specs << SetSpec{compare ? tr("Credit %1").arg(now) : tr("Credit"), false, false};
    if (compare) {
        const QString then = legendDate(locale, *m_report.compareDate(), years);
        specs << SetSpec{tr("Debit %1").arg(then), true, true};
        specs << SetSpec{tr("Credit %1").arg(then), false, true};
    }

    // Horizontal bars: the account types read down the left, whole in any language (as columns
    // under vertical bars, "Eigenkapital" and "Aufwendungen" were cut short).
    auto *series = new QHorizontalBarSeries;
    qint64 max = 0;
    QStringList description;
    for (const SetSpec &spec : std::as_const(specs)) {
        auto *set = new QBarSet(spec.label);
        for (const ledger::TrialBalanceRow *row : std::as_const(subtotals)) {
            const qint64 v = spec.comparison ? (spec.debit ? row->compareDebit : row->compareCredit)
                                             : (spec.debit ? row->debit : row->credit);
            max = std::max(max, v);
            set->append(toMajor(v, exponent));
        }
        connect(set, &QBarSet::hovered, this, [this, spec, subtotals, currency](bool on, int i) {
            if (!on || i < 0 || i >= subtotals.size()) {
                QToolTip::hideText();
                return;
            }
            const ledger::TrialBalanceRow *row = subtotals.at(i);
            const qint64 v = spec.comparison ? (spec.debit ? row->compareDebit : row->compareCredit)
                                             : (spec.debit ? row->debit : row->credit);
            QToolTip::showText(QCursor::pos(),
                               tr("%1, %2: %3")
                                   .arg(ledger::accountTypeGroupTitle(row->type, row->rawType),
                                        spec.label, formatMoney({v, currency}, QLocale())),
                               m_view);
        });
        series->append(set);
    }
    // Read out in the table's order (the bars are drawn bottom up).
    for (auto it = subtotals.crbegin(); it != subtotals.crend(); ++it)
        description << tr("%1: debit %2, credit %3")
                           .arg(ledger::accountTypeGroupTitle((*it)->type, (*it)->rawType),
                                formatMoney({(*it)->debit, currency}, locale),
                                formatMoney({(*it)->credit, currency}, locale));
    series->setBarWidth(0.8);
    m_chart->addSeries(series);

    QStringList categories;
    for (const ledger::TrialBalanceRow *row : std::as_const(subtotals))
        categories << ledger::accountTypeGroupTitle(row->type, row->rawType);
    auto *types = new QBarCategoryAxis;
    types->append(categories);
    types->setGridLineVisible(false);
    auto *amounts = new QValueAxis;
    amounts->setRange(0, std::max(1.0, toMajor(max, exponent)));
    amounts->applyNiceNumbers();
    amounts->setLabelFormat(u"%.0f"_s);
    amounts->setTitleText(currency);
    m_chart->addAxis(types, Qt::AlignLeft);
    m_chart->addAxis(amounts, Qt::AlignBottom);
    series->attachAxis(types);
    series->attachAxis(amounts);
    m_chart->legend()->setVisible(true);
    m_view->setAccessibleDescription(description.join(u"; "_s));
    applyPalette();
}

void TrialBalanceChart::applyPalette()
{
    const QPalette pal = palette();
    applyChartPalette(m_view, pal);
    const bool darkBase = pal.color(QPalette::Base).lightnessF() < 0.5;
    for (QAbstractSeries *s : m_chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            const QList<QBarSet *> sets = bars->barSets();
            for (qsizetype i = 0; i < sets.size(); ++i) {
                const QColor c = barColor(i % 2 == 0, i >= 2, darkBase);
                sets.at(i)->setColor(c);
                sets.at(i)->setBorderColor(c);
            }
        }
    }
}

} // namespace paydesk::ui
