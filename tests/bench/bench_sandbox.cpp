// Sandbox benchmark: list and trial-balance latency at 1,000,000 transactions against the same
// requests at 10,000 (the baseline, measured in the same run), and the time to seed. The
// trial balance is also measured on a long history, 1,000,000 transactions over 5 years (five
// times the days of ledger balances), since its cost could grow with days rather than rows.
// Prints "RESULT <name> <value> <unit>" lines that tests/bench/run-all.sh collects. On
// PostgreSQL: `tests/support/with-postgres.sh build-bench/tests/bench/bench_sandbox`.
#include "sandbox/seeder.h"
#include "sandboxclient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using paydesk::testing::SandboxFixture;

namespace {

// Under tests/support/with-postgres.sh (PAYDESK_TEST_DATABASE set) every sandbox here is on
// PostgreSQL, and the names say so: "pg.sandbox.…".
void result(const char *name, double value, const char *unit)
{
    const char *engine = paydesk::testing::testDatabaseServer().isEmpty() ? "" : "pg.";
    std::printf("RESULT %s%s %.3f %s\n", engine, name, value, unit);
    std::fflush(stdout);
}

// Median latency of `rounds` requests on a warm keep-alive connection, in milliseconds.
double medianMs(SandboxFixture &f, const QString &path, int rounds)
{
    for (int i = 0; i < 5; ++i)
        f.client.get(path);
    QList<double> samples;
    // At least 11 rounds, then no more than 20 s: a slow request needs no 200.
    QElapsedTimer budget;
    budget.start();
    for (int i = 0; i < rounds && (i < 11 || budget.elapsed() < 20000); ++i) {
        QElapsedTimer t;
        t.start();
        const auto r = f.client.get(path);
        samples << t.nsecsElapsed() / 1e6;
        if (r.status != 200)
            qFatal("%s answered %d", qPrintable(path), r.status);
    }
    std::sort(samples.begin(), samples.end());
    return samples.at(samples.size() / 2);
}

struct Measured
{
    double seedMs = 0;
    double firstPageMs = 0;
    double trialBalanceMs = 0;
    double trialBalanceMiddleMs = 0;
};

Measured measure(qint64 count, const QString &dataDir, int rounds, int days = 90)
{
    paydesk::sandbox::SandboxOptions options;
    options.dataDir = dataDir;
    options.seedCount = count;
    options.seedDays = days;
    options.seedEndSecs = QDateTime::currentSecsSinceEpoch();
    QElapsedTimer t;
    t.start();
    SandboxFixture f;
    // A million rows take about 20 s to seed on SQLite, two minutes on PostgreSQL.
    if (!f.start(options, 1200))
        qFatal("sandbox did not start");
    Measured m;
    m.seedMs = t.elapsed();
    m.firstPageMs = medianMs(f, u"/api/v1/transactions?limit=25"_s, rounds);
    m.trialBalanceMs = medianMs(f, u"/v1/ledger/trial-balance?currency=USD"_s, rounds);
    // The same on a date in the middle of the history: not only the newest balances.
    const QString middle = QDateTime::fromSecsSinceEpoch(options.seedEndSecs - days * 43200)
                               .toUTC()
                               .date()
                               .toString(u"yyyy-MM-dd"_s);
    m.trialBalanceMiddleMs =
        medianMs(f, u"/v1/ledger/trial-balance?currency=USD&date="_s + middle, rounds);
    return m;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 big = qEnvironmentVariableIntValue("PAYDESK_BENCH_BIG") > 0
                           ? qEnvironmentVariableIntValue("PAYDESK_BENCH_BIG")
                           : 1'000'000;
    const int rounds = 200;
    QTemporaryDir small;
    QTemporaryDir large;
    const Measured base = measure(10'000, small.path(), rounds);
    const Measured m = measure(big, large.path(), rounds);
    Measured longHistory;
    {
        QTemporaryDir years;
        longHistory = measure(big, years.path(), rounds, 5 * 365 + 1);
    }

    result("sandbox.seed_10k_ms", base.seedMs, "ms");
    result("sandbox.seed_1m_ms", m.seedMs, "ms");
    result("sandbox.first_page_10k_ms", base.firstPageMs, "ms");
    result("sandbox.first_page_1m_ms", m.firstPageMs, "ms");
    result("sandbox.first_page_ratio", m.firstPageMs / base.firstPageMs, "x (goal <= 1.5)");
    result("sandbox.trial_balance_10k_ms", base.trialBalanceMs, "ms");
    result("sandbox.trial_balance_1m_ms", m.trialBalanceMs, "ms");
    result("sandbox.trial_balance_ratio", m.trialBalanceMs / base.trialBalanceMs, "x (goal <= 2)");
    result("sandbox.trial_balance_5y_ms", longHistory.trialBalanceMs, "ms");
    result("sandbox.trial_balance_5y_ratio", longHistory.trialBalanceMs / base.trialBalanceMs,
           "x (1m over 5 years vs 10k over 90 days, goal <= 2)");
    result("sandbox.trial_balance_middle_10k_ms", base.trialBalanceMiddleMs, "ms");
    result("sandbox.trial_balance_middle_5y_ms", longHistory.trialBalanceMiddleMs, "ms");
    result("sandbox.trial_balance_middle_5y_ratio",
           longHistory.trialBalanceMiddleMs / base.trialBalanceMiddleMs,
           "x (a date mid-history, goal <= 2)");
    result("sandbox.seed_1m_5y_ms", longHistory.seedMs, "ms");
    if (qEnvironmentVariableIsSet("PAYDESK_BENCH_KEEP_DATA")) {
        large.setAutoRemove(false);
        std::printf("DATA %s\n", qPrintable(large.path()));
    }
    return 0;
}
