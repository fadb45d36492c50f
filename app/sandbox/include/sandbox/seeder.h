#pragma once

#include <QString>

#include <atomic>
#include <functional>

namespace paydesk::sandbox {

class SandboxStore;

struct SeedReport
{
    qint64 transactions = 0;
    qint64 failed = 0;
    qint64 refunds = 0;
    qint64 settlements = 0;
    qint64 elapsedMs = 0;
};

struct SeedRequest
{
    qint64 count = 0;
    quint64 seedValue = 42;
    qint64 endSecs = 0; // the seeded days end here (Unix seconds)
    int days = 90;
    int settlementDays = 2; // a day's net receivable settles this many days later
    std::function<void(qint64 done)> progress;
    // Set from any thread to stop: the seeding rolls back whole and returns Stopped.
    const std::atomic_bool *stop = nullptr;
};

enum class SeedOutcome { Done, Failed, Stopped };

// Makes `count` realistic transactions over the `days` days before `endSecs`: several
// gateways; USD, EUR, GBP and JPY; about 8 % failed; full and partial refunds; daily
// settlements of the gateway receivable to the bank; the ledger postings of all of it. The
// same `seedValue`, `endSecs` and `days` give the same data. Runs in one database
// transaction, so a stop or a failure leaves the store as it was.
SeedOutcome seedDemoData(SandboxStore &store, const SeedRequest &request, SeedReport *report,
                         QString *error);

} // namespace paydesk::sandbox
