#pragma once

#include "models/dailyvolume.h"

#include <QPointer>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
class QTimer;
class QChartView;
class QLabel;
class QPushButton;
QT_END_NAMESPACE

namespace paydesk::models {
class TransactionsModel;
}

namespace paydesk::ui {

// Volume per UTC day of one currency as bars stacked by status, like a view over a
// TransactionsModel: it charts the rows the model has loaded, in the currency of the model's
// currency filter or else the most common one, and follows the model while it is visible. The
// sums come from models::DailyVolumeBuilder; loading more rows is the owner's business
// (loadAllRequested()).
class VolumeChart : public QWidget
{
    Q_OBJECT
public:
    explicit VolumeChart(QWidget *parent = nullptr);

    void setModel(const models::TransactionsModel *model);
    // Recharts the model's rows now (it also happens shortly after every change).
    void updateFromModel();

    // Charts `series`. `fromFilter`: the currency was chosen by the currency filter (otherwise
    // it is the most common one). `otherRows`: loaded rows of other currencies, not charted.
    // `moreAvailable`: the list has pages not loaded yet.
    void setSeries(const models::VolumeSeries &series, bool fromFilter, int otherRows,
                   bool moreAvailable);
    const models::VolumeSeries &series() const { return m_series; }
    QString title() const;
    QString caption() const;
    // While every page is being loaded, the button is disabled.
    void setLoadingAll(bool loading);

Q_SIGNALS:
    void loadAllRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    void applyPalette();
    void scheduleUpdate();

    QPointer<const models::TransactionsModel> m_model;
    QTimer *m_updateTimer = nullptr;

    models::VolumeSeries m_series;
    bool m_fromFilter = false;
    int m_otherRows = 0;
    bool m_moreAvailable = false;
    bool m_loadingAll = false;
    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QLabel *m_caption = nullptr;
    QPushButton *m_loadAll = nullptr;
};

} // namespace paydesk::ui
