#include "volumechart.h"

#include "chartpalette.h"

#include "core/currency.h"
#include "core/money.h"
#include "models/transactionsmodel.h"
#include "widgets/statuscolors.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedBarSeries>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

QString dayLabel(const QLocale &locale, const QDate &day)
{
    const QString shortFormat = locale.dateFormat(QLocale::ShortFormat);
    const bool monthFirst = shortFormat.indexOf(u'M') < shortFormat.indexOf(u'd');
    return locale.toString(day, monthFirst ? u"MMM d"_s : u"d MMM"_s);
}

} // namespace

VolumeChart::VolumeChart(QWidget *parent)
    : QWidget(parent)
{
    // Pages arrive quickly while "Load all" runs: rechart at most every 100 ms.
    m_updateTimer = new QTimer(this);
    m_updateTimer->setSingleShot(true);
    m_updateTimer->setInterval(100);
    connect(m_updateTimer, &QTimer::timeout, this, &VolumeChart::updateFromModel);

    m_caption = new QLabel(this);
    m_caption->setObjectName(u"chartCaption"_s);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_loadAll = new QPushButton(tr("Load all for chart"), this);
    m_loadAll->setObjectName(u"loadAllButton"_s);
    m_loadAll->setToolTip(tr("Load every page of the filtered list, so the chart covers all of "
                             "it"));
    m_loadAll->setAccessibleName(tr("Load all transactions for the chart"));
    connect(m_loadAll, &QPushButton::clicked, this, &VolumeChart::loadAllRequested);

    m_chart = new QChart;
    m_chart->setLocalizeNumbers(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // Room on the right for half of the latest day's label, centred on its bar.
    m_chart->setMargins(QMargins(4, 4, 28, 4));
    m_view = new QChartView(m_chart, this);
    followPalette(this, [this] { applyPalette(); });
    m_view->setObjectName(u"volumeChartView"_s);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setAccessibleName(tr("Daily volume chart"));
    m_view->setMinimumHeight(180);
    m_view->setFocusPolicy(Qt::NoFocus);

    auto *top = new QHBoxLayout;
    top->addWidget(m_caption, 1);
    top->addWidget(m_loadAll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    rebuild();
}

void VolumeChart::setModel(const models::TransactionsModel *model)
{
    if (m_model)
        m_model->disconnect(this);
    m_model = model;
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, &VolumeChart::scheduleUpdate);
        connect(model, &QAbstractItemModel::rowsInserted, this, &VolumeChart::scheduleUpdate);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &VolumeChart::scheduleUpdate);
        connect(model, &QAbstractItemModel::dataChanged, this, &VolumeChart::scheduleUpdate);
        // hasMore() changes with the last page even when it brings no rows.
        connect(model, &models::TransactionsModel::pageLoaded, this, &VolumeChart::scheduleUpdate);
    }
    scheduleUpdate();
}

void VolumeChart::scheduleUpdate()
{
    if (isVisible())
        m_updateTimer->start();
}

void VolumeChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateFromModel(); // changes while hidden were not followed
}

void VolumeChart::updateFromModel()
{
    m_updateTimer->stop();
    if (!m_model) {
        setSeries({}, false, 0, false);
        return;
    }
    if (m_model->isStale())
        return; // the old filter's rows: the chart stays until the new ones replace them
    models::DailyVolumeBuilder builder;
    for (int r = 0; r < m_model->rowCount(); ++r)
        builder.add(m_model->transactionAt(r));
    const QString preferred = m_model->query().currency;
    const QString currency = models::chartCurrency(builder.currencyCounts(), preferred);
    const models::VolumeSeries series = builder.series(currency);
    setSeries(series, !preferred.isEmpty(), builder.transactions() - series.transactions,
              m_model->hasMore());
}

void VolumeChart::setSeries(const models::VolumeSeries &series, bool fromFilter, int otherRows,
                            bool moreAvailable)
{
    m_series = series;
    m_fromFilter = fromFilter;
    m_otherRows = otherRows;
    m_moreAvailable = moreAvailable;
    rebuild();
}

void VolumeChart::setLoadingAll(bool loading)
{
    m_loadingAll = loading;
    m_loadAll->setEnabled(m_moreAvailable && !m_loadingAll);
}

QString VolumeChart::title() const
{
    if (m_series.currency.isEmpty() || m_series.days.isEmpty())
        return tr("Daily volume");
    return tr("Daily volume in %1").arg(m_series.currency);
}

QString VolumeChart::caption() const
{
    if (m_series.currency.isEmpty() || m_series.days.isEmpty())
        return tr("No transactions to chart. Change the filters or load more.");
    QString text = m_fromFilter
                       ? tr("Transactions charted: %L1, in %2 (the currency filter), by UTC day.")
                             .arg(m_series.transactions)
                             .arg(m_series.currency)
                       : tr("Transactions charted: %L1, in %2 (the most common currency of the "
                            "loaded rows), by UTC day. Set the currency filter to chart another.")
                             .arg(m_series.transactions)
                             .arg(m_series.currency);
    const QLocale locale;
    text += u' ' + tr("From %1 to %2.")
                       .arg(locale.toString(m_series.days.constFirst().day, QLocale::ShortFormat),
                            locale.toString(m_series.days.constLast().day, QLocale::ShortFormat));
    if (m_series.failed > 0)
        text += u' ' +
                tr("Failed payments moved no money and are not charted: %L1.").arg(m_series.failed);
    if (m_otherRows > 0)
        text += u' ' + tr("Rows in other currencies, not charted: %L1.").arg(m_otherRows);
    if (m_moreAvailable)
        text += u' ' + tr("Only the loaded pages are charted.");
    return text;
}

void VolumeChart::rebuild()
{
    clearChart(m_chart);
    m_chart->setTitle(title());
    m_caption->setText(caption());
    m_loadAll->setEnabled(m_moreAvailable && !m_loadingAll);
    m_view->setAccessibleDescription(caption());

    if (!m_series.days.isEmpty()) {
        const int exponent = Currency::exponent(m_series.currency).value_or(0);
        const QLocale locale;
        auto *series = new QStackedBarSeries;
        QList<QBarSet *> sets;
        for (const QString &status : m_series.statuses) {
            auto *set = new QBarSet(api::TransactionStatus(status).text());
            for (const models::DayVolume &d : m_series.days)
                set->append(toMajor(d.byStatus.value(status), exponent));
            connect(set, &QBarSet::hovered, this, [this, status, exponent](bool on, int i) {
                if (!on || i < 0 || i >= m_series.days.size()) {
                    QToolTip::hideText();
                    return;
                }
                const models::DayVolume &d = m_series.days.at(i);
                const QLocale locale;
                QToolTip::showText(
                    QCursor::pos(),
                    tr("%1, %2: %3 (day total %4)")
                        .arg(locale.toString(d.day, QLocale::ShortFormat),
                             api::TransactionStatus(status).text(),
                             formatMoney({d.byStatus.value(status), m_series.currency}, locale),
                             formatMoney({d.total, m_series.currency}, locale)),
                    m_view);
            });
            series->append(set);
            sets.append(set);
        }
        series->setBarWidth(0.8);
        m_chart->addSeries(series);

        QStringList categories;
        for (const models::DayVolume &d : m_series.days)
            categories.append(dayLabel(locale, d.day));
        // The bars need a category axis, but one label per day is unreadable beyond a couple
        // of weeks: it stays hidden, and a category axis over the same range labels every
        // day, week, fortnight or month instead.
        auto *x = new QBarCategoryAxis;
        x->append(categories);
        x->setVisible(false);
        const int n = int(categories.size());
        int step = 1;
        for (const int s : {1, 2, 7, 14, 30, 61, 91, 182, 365}) {
            step = s;
            if (n / s <= 14)
                break;
        }
        auto *labels = new QCategoryAxis;
        labels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        labels->setStartValue(-0.5);
        QList<int> labelled; // counted back from the latest day, which is always labelled
        for (int i = n - 1; i >= 0; i -= step)
            labelled.prepend(i);
        for (const int i : std::as_const(labelled))
            labels->append(categories.at(i), i);
        labels->setRange(-0.5, n - 0.5);
        labels->setGridLineVisible(false);
        auto *y = new QValueAxis;
        y->setRange(0, std::max(1.0, toMajor(m_series.maxDayTotal, exponent)));
        y->applyNiceNumbers();
        y->setLabelFormat(u"%.0f"_s);
        y->setTitleText(m_series.currency);
        m_chart->addAxis(x, Qt::AlignBottom);
        m_chart->addAxis(labels, Qt::AlignBottom);
        m_chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        // The status colours of the table's badges, so a stack reads like the list.
        for (qsizetype i = 0; i < sets.size(); ++i) {
            const QColor c = statusColor(api::TransactionStatus(m_series.statuses.at(i)));
            sets.at(i)->setColor(c);
            sets.at(i)->setBorderColor(c);
        }
    }
    m_chart->legend()->setVisible(!m_series.days.isEmpty());
    applyPalette();
}

void VolumeChart::applyPalette()
{
    applyChartPalette(m_view, palette());
}

} // namespace paydesk::ui
