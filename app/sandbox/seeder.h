#pragma once

#include <QString>

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

// Makes `count` realistic transactions over the 90 days before `endSecs`: several gateways;
// USD, EUR, GBP and JPY; about 8 % failed; full and partial refunds; daily settlements of the
// gateway receivable to the bank; the ledger postings of all of it. The same `seedValue` and
// `endSecs` give the same data. Runs in one database transaction.
bool seedDemoData(SandboxStore &store, qint64 count, quint64 seedValue, qint64 endSecs,
                  SeedReport *report, QString *error,
                  const std::function<void(qint64 done)> &progress = {});

} // namespace paydesk::sandbox
