#pragma once

// Shared by the benchmarks: RESULT lines for tests/bench/run-all.sh, order statistics, the
// large sandbox (seeded, or a data directory kept by an earlier bench_sandbox run), and heap
// and resident-memory readings.

#include "sandboxclient.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <malloc.h>
#include <unistd.h>

namespace paydesk::bench {

inline void result(const char *name, double value, const char *unit)
{
    std::printf("RESULT %s %.3f %s\n", name, value, unit);
    std::fflush(stdout);
}

// Counts print without decimals, so a table can say "100000 rows".
inline void resultCount(const char *name, qint64 value, const char *unit)
{
    std::printf("RESULT %s %lld %s\n", name, static_cast<long long>(value), unit);
    std::fflush(stdout);
}

// The value below which `p` (0..1) of the samples fall (nearest rank).
inline double percentile(QList<double> samples, double p)
{
    if (samples.isEmpty())
        return 0;
    std::sort(samples.begin(), samples.end());
    const qsizetype rank = qsizetype(std::ceil(p * double(samples.size()))) - 1;
    return samples.at(std::clamp<qsizetype>(rank, 0, samples.size() - 1));
}

inline double median(const QList<double> &samples)
{
    return percentile(samples, 0.5);
}

// The sandbox with `defaultCount` transactions (PAYDESK_BENCH_BIG overrides it). With
// PAYDESK_BENCH_DATA set, that data directory (e.g. the one bench_sandbox keeps with
// PAYDESK_BENCH_KEEP_DATA=1) is opened as it is, so the minute of seeding is not paid twice;
// otherwise a temporary directory is seeded. `seedMs` gets the start-up time.
class BigSandbox
{
public:
    bool start(qint64 defaultCount, double *seedMs)
    {
        const int big = qEnvironmentVariableIntValue("PAYDESK_BENCH_BIG");
        sandbox::SandboxOptions options;
        options.seedCount = big > 0 ? big : int(defaultCount);
        options.seedEndSecs = QDateTime::currentSecsSinceEpoch();
        const QString kept = qEnvironmentVariable("PAYDESK_BENCH_DATA");
        reused = !kept.isEmpty();
        options.dataDir = reused ? kept : m_dir.path();
        QElapsedTimer t;
        t.start();
        const bool ok = fixture.start(options);
        *seedMs = double(t.elapsed());
        return ok;
    }

    testing::SandboxFixture fixture;
    bool reused = false;

private:
    QTemporaryDir m_dir;
};

// Bytes the allocator has handed out, mmapped blocks included (a large QList buffer is one).
inline double heapBytes()
{
    const struct mallinfo2 m = mallinfo2();
    return double(m.uordblks + m.hblkhd);
}

inline double residentBytes()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = f.readAll().simplified().split(' ');
    return fields.size() > 1 ? fields.at(1).toDouble() * double(sysconf(_SC_PAGESIZE)) : 0;
}

} // namespace paydesk::bench
