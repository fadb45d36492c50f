#pragma once

#include <functional>

class QChart;
class QChartView;
class QWidget;

namespace paydesk::ui {

// A chart in its view's palette (dark mode included) rather than a chart theme's colours: the
// chart's and the view's background, title, legend and every axis's labels, line and grid.
// Series keep their own colours.
void applyChartPalette(QChartView *view);

// Removes every series and axis of `chart` (deleting them), before it is built again.
void clearChart(QChart *chart);

// Calls `apply` whenever `widget`'s palette changes (the system's dark mode, a theme chosen).
void followPalette(QWidget *widget, std::function<void()> apply);

} // namespace paydesk::ui
