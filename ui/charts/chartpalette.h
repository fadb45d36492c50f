#pragma once

#include <functional>

class QChart;
class QChartView;
class QPalette;
class QWidget;

namespace paydesk::ui {

// A chart in `palette`, its widget's (dark mode included) rather than a chart theme's colours:
// the chart's and the view's background, title, legend and every axis's labels, line and grid.
// Series keep their own colours. The widget's palette, not the view's: a child's palette
// follows only after the widget's PaletteChange.
void applyChartPalette(QChartView *view, const QPalette &palette);

// Removes every series and axis of `chart` (deleting them), before it is built again.
void clearChart(QChart *chart);

// Calls `apply` whenever `widget`'s palette changes (the system's dark mode, a theme chosen).
void followPalette(QWidget *widget, std::function<void()> apply);

} // namespace paydesk::ui
