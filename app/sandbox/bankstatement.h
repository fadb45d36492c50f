// Private to the sandbox: the simulated bank's statement of its account, as a bank sends it.
#pragma once

#include "sandboxtypes.h"

#include <QByteArray>
#include <QString>

namespace paydesk::sandbox {

struct BankStatement
{
    QString currency;
    int exponent = 2;
    qint64 fromDay = 0; // inclusive, days since the Unix epoch
    qint64 toDay = 0;
    qint64 createdAt = 0; // Unix seconds
    qint64 opening = 0;   // minor units, the balance at the start of fromDay
    QList<BankLineRecord> lines;

    qint64 closing() const;
    QString accountId() const; // "PAYDESK-<currency>"
};

// ISO 20022 camt.053.001.02, SWIFT MT940 and CSV (booking_date, value_date, amount, currency,
// reference, remittance, balance: the balance after each line).
QByteArray camt053(const BankStatement &s);
QByteArray mt940(const BankStatement &s);
QByteArray statementCsv(const BankStatement &s);

} // namespace paydesk::sandbox
