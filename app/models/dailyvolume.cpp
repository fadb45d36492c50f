#include "dailyvolume.h"

#include "api/transactionstatus.h"
#include "transactionfilter.h"

namespace paydesk::models {

qint64 VolumeSeries::total(const QString &status) const
{
    qint64 sum = 0;
    for (const DayVolume &d : days)
        sum += d.byStatus.value(status);
    return sum;
}

void DailyVolumeBuilder::add(const api::Transaction &t)
{
    // Days as the service counts them, so a day's bar matches the "Today" filter.
    if (api::TransactionStatus(t.status).value() == api::TransactionStatus::Failed) {
        ++m_failed[t.currency];
        return;
    }
    const QDate day = t.createdAt.toUTC().date();
    DayVolume &v = m_days[t.currency][day];
    v.day = day;
    v.byStatus[t.status] += t.amount;
    v.total += t.amount;
    ++v.count;
    ++m_counts[t.currency];
    ++m_total;
}

void DailyVolumeBuilder::addAll(const QList<api::Transaction> &list)
{
    for (const api::Transaction &t : list)
        add(t);
}

VolumeSeries DailyVolumeBuilder::series(const QString &currency) const
{
    VolumeSeries s;
    s.currency = currency;
    s.failed = m_failed.value(currency);
    const auto it = m_days.constFind(currency);
    if (it == m_days.cend() || it->isEmpty())
        return s;
    const QMap<QDate, DayVolume> &days = *it;
    QStringList seen;
    for (QDate d = days.firstKey(); d <= days.lastKey(); d = d.addDays(1)) {
        DayVolume v = days.value(d);
        v.day = d;
        for (auto st = v.byStatus.cbegin(); st != v.byStatus.cend(); ++st) {
            if (!seen.contains(st.key()))
                seen.append(st.key());
        }
        s.transactions += v.count;
        s.maxDayTotal = std::max(s.maxDayTotal, v.total);
        s.days.append(v);
    }
    // Known statuses in a fixed order (the order of the status filter), unknown ones after,
    // alphabetically, so the colours of a stack never swap places between reloads.
    for (const QString &known : filterableStatuses()) {
        if (seen.removeAll(known))
            s.statuses.append(known);
    }
    seen.sort();
    s.statuses.append(seen);
    return s;
}

QString chartCurrency(const QHash<QString, int> &counts, const QString &preferred)
{
    if (!preferred.isEmpty())
        return preferred;
    QString best;
    int bestCount = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > bestCount || (it.value() == bestCount && it.key() < best)) {
            best = it.key();
            bestCount = it.value();
        }
    }
    return best;
}

} // namespace paydesk::models
