// Sums of money past 2^53 read back exactly, on whichever engine the run uses (SQLite, or
// PostgreSQL with PAYDESK_TEST_DATABASE): PostgreSQL's SUM(BIGINT) is NUMERIC, which QPSQL
// would read as a double, losing the last units of such a sum.
#include "sandbox/sandboxstore.h"
#include "testdatabase.h"

#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::sandbox::PayoutRecord;
using paydesk::sandbox::SandboxStore;
using paydesk::sandbox::TransactionRecord;
using paydesk::sandbox::Account::GatewayReceivable;
using paydesk::sandbox::Account::Sales;

class TestStoreSums : public QObject
{
    Q_OBJECT

private slots:
    void payoutSumsPast2To53AreExact();
};

void TestStoreSums::payoutSumsPast2To53AreExact()
{
    SandboxStore store;
    QString error;
    const QString database = paydesk::testing::testDatabaseFor(QString());
    QVERIFY2(database.isEmpty() ? store.open(QString(), &error)
                                : store.openPostgres(database, &error),
             qPrintable(error));
    QCOMPARE(store.isPostgres(), !database.isEmpty());

    // Two charges of 2^53 + 1 on one day: their sum, 2^54 + 2, is no double (the nearest are
    // 2^54 and 2^54 + 4).
    constexpr qint64 Amount = (qint64(1) << 53) + 1;
    constexpr qint64 Sum = 2 * Amount;
    QVERIFY(qint64(double(Sum)) != Sum);
    constexpr qint64 Day = 20000; // 2024-10-04
    const qint64 at = Day * 86400 + 12 * 3600;
    QVERIFY(store.begin());
    QVERIFY(store.setSettledThrough(Day - 1));
    QVERIFY(store.setMetaValue(u"payouts_through"_s, Day - 1));
    for (int i = 0; i < 2; ++i) {
        TransactionRecord t;
        t.id = u"txn_bigsum%1"_s.arg(i);
        t.merchantId = store.merchantId();
        t.status = u"captured"_s;
        t.amount = Amount;
        t.currency = u"USD"_s;
        t.gateway = u"paycore"_s;
        t.merchantRef = u"big-%1"_s.arg(i);
        t.createdAt = t.updatedAt = at;
        QVERIFY2(store.insertTransaction(t, 0), qPrintable(store.lastError()));
        QVERIFY2(
            store.post(t.id, t.currency, at, {{GatewayReceivable, Amount, 0}, {Sales, 0, Amount}}),
            qPrintable(store.lastError()));
    }
    QVERIFY2(store.commit(), qPrintable(store.lastError()));

    // The day closes into a payout (its amounts read through SUM) that arrives two days later.
    QVERIFY(store.settleDue((Day + 5) * 86400 + 12 * 3600, 2) >= 1);
    const auto page =
        store.listPayouts(u"USD"_s, QString(), std::nullopt, std::nullopt, 10, std::nullopt);
    QCOMPARE(page.items.size(), 1);
    const PayoutRecord &p = page.items.constFirst();
    QCOMPARE(p.coversDay, Day);
    QCOMPARE(p.gross, Sum);
    QCOMPARE(p.amount, Sum);
    QCOMPARE(p.fees, qint64(0));
    QVERIFY(p.paid());
    // And the ledger's running totals, which the payout's posting moved on.
    QCOMPARE(store.accountTotals(u"USD"_s, Sales, Day + 5), qMakePair(qint64(0), Sum));
    QCOMPARE(store.accountTotals(u"USD"_s, GatewayReceivable, Day + 5), qMakePair(Sum, Sum));
}

QTEST_GUILESS_MAIN(TestStoreSums)
#include "tst_storesums.moc"
