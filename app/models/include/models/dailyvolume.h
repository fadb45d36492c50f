#pragma once

#include "api/apitypes.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace paydesk::models {

// One UTC day of volume in one currency: the sum of the amounts (minor units) of the day's
// transactions, by their status.
struct DayVolume
{
    QDate day;
    QMap<QString, qint64> byStatus;
    qint64 total = 0;
    int count = 0;
};

// Volume per day of one currency, every day from the first to the last (days without
// transactions included, with zero), oldest first.
struct VolumeSeries
{
    QString currency;
    QList<DayVolume> days;
    QStringList statuses; // the statuses that occur, known ones first, in stacking order
    int transactions = 0; // counted in this series
    int failed = 0;       // failed payments of this currency: not volume, left out
    qint64 maxDayTotal = 0;

    qint64 total(const QString &status) const;
};

// Sums transactions per UTC day, status and currency in one pass. Amounts of different
// currencies are never added: pick one with chartCurrency() and take its series(). A failed
// payment moved no money: it is counted apart (VolumeSeries::failed), never as volume.
class DailyVolumeBuilder
{
public:
    void add(const api::Transaction &t);
    void addAll(const QList<api::Transaction> &list);

    // How many transactions each currency has.
    const QHash<QString, int> &currencyCounts() const { return m_counts; }
    int transactions() const { return m_total; }
    VolumeSeries series(const QString &currency) const;

private:
    QHash<QString, QMap<QDate, DayVolume>> m_days; // currency -> day -> volume
    QHash<QString, int> m_counts;
    QHash<QString, int> m_failed;
    int m_total = 0;
};

// The currency to chart: `preferred` (the currency filter) if set, else the most common one
// among the rows (ties go to the first in alphabetical order); empty without rows.
QString chartCurrency(const QHash<QString, int> &counts, const QString &preferred = {});

} // namespace paydesk::models
