#pragma once

#include "models/dailyvolume.h"

#include <QPointer>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
class QTimer;
class QChartView;
class QLabel;
class QProgressBar;
class QPushButton;
QT_END_NAMESPACE

namespace paydesk::models {
class TransactionsModel;
class VolumeLoader;
} // namespace paydesk::models

namespace paydesk::ui {

// Volume per UTC day of one currency as bars stacked by status, for the filter of a
// TransactionsModel: while visible it sums every page of the model's filter by itself
// (models::VolumeLoader, with a busy bar and Cancel), whatever the table has loaded, in the
// currency of the currency filter or else the most common one, and says which days it covers.
// A new filter or a refresh starts it over; a cancelled load can go on from where it stopped.
class VolumeChart : public QWidget
{
    Q_OBJECT
public:
    explicit VolumeChart(QWidget *parent = nullptr);
    ~VolumeChart() override;

    void setModel(const models::TransactionsModel *model);
    // Starts summing the model's filter over (done by itself on a new filter or a refresh).
    void reload();
    // Stops summing; what was summed stays charted.
    void cancel();
    // Goes on summing after cancel() or a failure.
    void resume();
    bool isLoading() const;
    // Every transaction of the filter is summed.
    bool isComplete() const;

    // Charts `series`. `fromFilter`: the currency was chosen by the currency filter (otherwise
    // it is the most common one). `otherRows`: rows of other currencies, not charted.
    void setSeries(const models::VolumeSeries &series, bool fromFilter, int otherRows);
    const models::VolumeSeries &series() const { return m_series; }
    QString title() const;
    QString caption() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateFromLoader();
    void rebuild();
    void applyPalette();
    void scheduleUpdate();
    void updateControls();

    QPointer<const models::TransactionsModel> m_model;
    models::VolumeLoader *m_loader = nullptr;
    QTimer *m_updateTimer = nullptr;
    bool m_outdated = false; // the filter changed while hidden
    QString m_error;         // why summing stopped, if the service failed

    models::VolumeSeries m_series;
    bool m_fromFilter = false;
    int m_otherRows = 0;
    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QLabel *m_caption = nullptr;
    QProgressBar *m_busy = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_resume = nullptr;
};

} // namespace paydesk::ui
