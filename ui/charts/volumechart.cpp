#include "volumechart.h"

#include "chartpalette.h"

#include "core/currency.h"
#include "core/money.h"
#include "models/transactionsmodel.h"
#include "models/volumeloader.h"
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
#include <QProgressBar>
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
    , m_loader(new models::VolumeLoader(this))
{
    // Pages arrive quickly while the filter is summed: rechart at most every 150 ms.
    m_updateTimer = new QTimer(this);
    m_updateTimer->setSingleShot(true);
    m_updateTimer->setInterval(150);
    connect(m_updateTimer, &QTimer::timeout, this, &VolumeChart::updateFromLoader);
    connect(m_loader, &models::VolumeLoader::progress, this, &VolumeChart::scheduleUpdate);
    connect(m_loader, &models::VolumeLoader::finished, this, [this](bool, const QString &error) {
        m_error = error;
        updateFromLoader();
    });

    m_caption = new QLabel(this);
    m_caption->setObjectName(u"chartCaption"_s);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_busy = new QProgressBar(this);
    m_busy->setObjectName(u"chartBusy"_s);
    m_busy->setRange(0, 0); // how many pages the filter has is not known ahead
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(120);
    m_busy->setAccessibleName(tr("Summing the filter for the chart"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(u"chartCancelButton"_s);
    m_cancel->setToolTip(tr("Stop reading the filter's pages; what was read stays charted"));
    m_cancel->setAccessibleName(tr("Stop charting the rest of the filter"));
    connect(m_cancel, &QPushButton::clicked, this, &VolumeChart::cancel);
    m_resume = new QPushButton(tr("Chart the rest"), this);
    m_resume->setObjectName(u"chartResumeButton"_s);
    m_resume->setToolTip(tr("Read the rest of the filter's pages, so the chart covers all of it"));
    m_resume->setAccessibleName(tr("Chart the rest of the filter"));
    connect(m_resume, &QPushButton::clicked, this, &VolumeChart::resume);

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
    top->addWidget(m_busy, 0, Qt::AlignVCenter);
    top->addWidget(m_cancel);
    top->addWidget(m_resume);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    rebuild();
}

VolumeChart::~VolumeChart()
{
    m_loader->disconnect(this);
}

void VolumeChart::setModel(const models::TransactionsModel *model)
{
    if (m_model)
        m_model->disconnect(this);
    m_model = model;
    if (model) {
        // A new filter, a new client or a refresh resets the model once its first page is in
        // (the rows of an older filter stay, stale, until then): the chart starts over then.
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            if (!m_model->isStale())
                reload();
        });
    }
    reload();
}

void VolumeChart::reload()
{
    if (!isVisible()) {
        m_outdated = true; // summed when shown
        return;
    }
    m_outdated = false;
    m_error.clear();
    m_loader->start(m_model ? m_model->client() : nullptr,
                    m_model ? m_model->query() : api::TransactionQuery());
    updateFromLoader();
}

void VolumeChart::cancel()
{
    m_loader->cancel();
}

void VolumeChart::resume()
{
    m_error.clear();
    if (m_loader->resume())
        updateControls();
}

bool VolumeChart::isLoading() const
{
    return m_loader->isRunning();
}

bool VolumeChart::isComplete() const
{
    return m_loader->isComplete();
}

void VolumeChart::scheduleUpdate()
{
    if (!m_updateTimer->isActive())
        m_updateTimer->start();
}

void VolumeChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_outdated)
        reload(); // the filter changed while hidden
}

void VolumeChart::updateFromLoader()
{
    m_updateTimer->stop();
    const models::DailyVolumeBuilder &volume = m_loader->volume();
    const QString preferred = m_loader->query().currency;
    const QString currency = models::chartCurrency(volume.currencyCounts(), preferred);
    const models::VolumeSeries series = volume.series(currency);
    setSeries(series, !preferred.isEmpty(), volume.transactions() - series.transactions);
}

void VolumeChart::setSeries(const models::VolumeSeries &series, bool fromFilter, int otherRows)
{
    m_series = series;
    m_fromFilter = fromFilter;
    m_otherRows = otherRows;
    rebuild();
}

void VolumeChart::updateControls()
{
    const bool running = m_loader->isRunning();
    m_busy->setVisible(running);
    m_cancel->setVisible(running);
    m_resume->setVisible(m_loader->isStopped());
    m_caption->setText(caption());
    m_view->setAccessibleDescription(caption());
}

QString VolumeChart::title() const
{
    if (m_series.currency.isEmpty() || m_series.days.isEmpty())
        return tr("Daily volume");
    return tr("Daily volume in %1").arg(m_series.currency);
}

QString VolumeChart::caption() const
{
    const int read = m_loader->read();
    QString state;
    if (m_loader->isRunning())
        state = tr("Reading the filter's pages: %L1 transactions so far…").arg(read);
    else if (!m_error.isEmpty())
        state = tr("Reading stopped after %L1 transactions: %2 Older days may be missing.")
                    .arg(read)
                    .arg(m_error);
    else if (m_loader->isStopped())
        state = tr("Stopped after the newest %L1 transactions: older days are missing.").arg(read);
    else if (m_loader->isComplete())
        state = tr("Every transaction of the filter is counted.");
    if (m_series.currency.isEmpty() || m_series.days.isEmpty()) {
        const QString none = m_loader->isRunning() ? QString()
                                                   : tr("No transactions to chart. Change the "
                                                        "filters.");
        return state.isEmpty() ? none : none.isEmpty() ? state : none + u' ' + state;
    }
    QString text = m_fromFilter
                       ? tr("Transactions charted: %L1, in %2 (the currency filter), by UTC day.")
                             .arg(m_series.transactions)
                             .arg(m_series.currency)
                       : tr("Transactions charted: %L1, in %2 (the most common currency of the "
                            "filter), by UTC day. Set the currency filter to chart another.")
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
    if (!state.isEmpty())
        text += u' ' + state;
    return text;
}

void VolumeChart::rebuild()
{
    clearChart(m_chart);
    m_chart->setTitle(title());
    updateControls();

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
