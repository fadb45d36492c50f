#include "chartpalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QPalette>

namespace paydesk::ui {

void applyChartPalette(QChartView *view, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlpha(40);
    QChart *chart = view->chart();
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
    }
    view->setBackgroundBrush(palette.color(QPalette::Base));
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
}

namespace {

class PaletteWatcher : public QObject
{
public:
    PaletteWatcher(QWidget *widget, std::function<void()> apply)
        : QObject(widget)
        , m_apply(std::move(apply))
    {}

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::PaletteChange)
            m_apply();
        return false;
    }

private:
    std::function<void()> m_apply;
};

} // namespace

void followPalette(QWidget *widget, std::function<void()> apply)
{
    widget->installEventFilter(new PaletteWatcher(widget, std::move(apply)));
}

} // namespace paydesk::ui
