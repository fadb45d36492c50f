#pragma once

#include "models/transactionfilter.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDateEdit;
QT_END_NAMESPACE

namespace paydesk::ui {

// A filter bar's days: a preset (all time, today, the last 7 days, ...) and, for Custom only,
// the first and the last day (UTC, both inclusive). The Refunds and Activity panes' date filter.
class DateRangeFilter : public QWidget
{
    Q_OBJECT
public:
    // `toolTip` says what falls in the days ("Refunded in this range of days (UTC)").
    explicit DateRangeFilter(const QString &toolTip, QWidget *parent = nullptr);

    models::DatePreset preset() const;
    QDate customFrom() const;
    QDate customLast() const;
    // The days it stands for on `today`.
    models::DateRange range(const QDate &today) const;
    // Shows `preset`, and the custom days that are valid, without a signal.
    void setRange(models::DatePreset preset, const QDate &customFrom = {},
                  const QDate &customLast = {});

Q_SIGNALS:
    // Another preset was chosen: the pane applies it at once.
    void presetChanged();
    // A custom day was edited: the pane applies it once the typing pauses.
    void daysEdited();

private:
    void updateDateEdits();

    QComboBox *m_preset = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
};

} // namespace paydesk::ui
