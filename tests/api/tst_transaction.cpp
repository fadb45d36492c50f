// What a refund leaves of a transaction: refundable(), refundableAfter(), afterRefund() and
// withRemaining(), never below zero and with the status following the refunded sum.
#include "api/apitypes.h"

#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;
using paydesk::api::Transaction;

namespace {

constexpr qint64 kMax = std::numeric_limits<qint64>::max();
constexpr qint64 kMin = std::numeric_limits<qint64>::min();

Transaction transaction(qint64 amount, qint64 refunded, const QString &status)
{
    Transaction t;
    t.id = u"txn_1"_s;
    t.amount = amount;
    t.amountRefunded = refunded;
    t.status = status;
    t.currency = u"USD"_s;
    return t;
}

} // namespace

class TestTransaction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refundable_data()
    {
        QTest::addColumn<qint64>("amount");
        QTest::addColumn<qint64>("refunded");
        QTest::addColumn<QString>("status");
        QTest::addColumn<qint64>("refundable");
        QTest::addColumn<bool>("isRefundable");

        QTest::newRow("nothing refunded")
            << qint64(10000) << qint64(0) << u"captured"_s << qint64(10000) << true;
        QTest::newRow("partly refunded")
            << qint64(10000) << qint64(1000) << u"partially_refunded"_s << qint64(9000) << true;
        QTest::newRow("fully refunded")
            << qint64(10000) << qint64(10000) << u"refunded"_s << qint64(0) << false;
        QTest::newRow("over-refunded clamps to 0")
            << qint64(10000) << qint64(10001) << u"partially_refunded"_s << qint64(0) << false;
        QTest::newRow("failed: the figures, but no refund")
            << qint64(10000) << qint64(0) << u"failed"_s << qint64(10000) << false;
        QTest::newRow("unknown status: no refund")
            << qint64(10000) << qint64(0) << u"disputed"_s << qint64(10000) << false;
        QTest::newRow("negative refunded counts as none")
            << qint64(10000) << qint64(-5) << u"captured"_s << qint64(10000) << true;
        QTest::newRow("INT64_MAX, nothing refunded")
            << kMax << qint64(0) << u"captured"_s << kMax << true;
        QTest::newRow("INT64_MAX refunded of one: no overflow")
            << qint64(1) << kMax << u"partially_refunded"_s << qint64(0) << false;
        QTest::newRow("INT64_MIN refunded: no overflow")
            << kMax << kMin << u"captured"_s << kMax << true;
    }
    void refundable()
    {
        QFETCH(qint64, amount);
        QFETCH(qint64, refunded);
        QFETCH(QString, status);
        QFETCH(qint64, refundable);
        QFETCH(bool, isRefundable);

        const Transaction t = transaction(amount, refunded, status);
        QCOMPARE(t.refundable(), refundable);
        QCOMPARE(t.isRefundable(), isRefundable);
    }

    void refundableAfter_data()
    {
        QTest::addColumn<qint64>("amount");
        QTest::addColumn<qint64>("refunded");
        QTest::addColumn<qint64>("refund");
        QTest::addColumn<qint64>("remains");

        QTest::newRow("full") << qint64(10000) << qint64(0) << qint64(10000) << qint64(0);
        QTest::newRow("partial") << qint64(10000) << qint64(1000) << qint64(2550) << qint64(6450);
        QTest::newRow("more than remains clamps to 0")
            << qint64(10000) << qint64(1000) << qint64(9001) << qint64(0);
        QTest::newRow("over-refunded already")
            << qint64(10000) << qint64(12000) << qint64(1) << qint64(0);
        QTest::newRow("nothing") << qint64(10000) << qint64(1000) << qint64(0) << qint64(9000);
        QTest::newRow("a negative refund adds nothing")
            << qint64(10000) << qint64(1000) << qint64(-500) << qint64(9000);
        QTest::newRow("INT64_MIN refund: no overflow") << kMax << qint64(0) << kMin << kMax;
        QTest::newRow("INT64_MAX refund") << kMax << qint64(1) << kMax << qint64(0);
    }
    void refundableAfter()
    {
        QFETCH(qint64, amount);
        QFETCH(qint64, refunded);
        QFETCH(qint64, refund);
        QFETCH(qint64, remains);

        QCOMPARE(transaction(amount, refunded, u"captured"_s).refundableAfter(refund), remains);
    }

    void afterRefund_data()
    {
        QTest::addColumn<qint64>("amount");
        QTest::addColumn<qint64>("refunded");
        QTest::addColumn<QString>("status");
        QTest::addColumn<qint64>("refund");
        QTest::addColumn<qint64>("refundedAfter");
        QTest::addColumn<QString>("statusAfter");

        QTest::newRow("full") << qint64(10000) << qint64(0) << u"captured"_s << qint64(10000)
                              << qint64(10000) << u"refunded"_s;
        QTest::newRow("partial") << qint64(10000) << qint64(0) << u"captured"_s << qint64(2550)
                                 << qint64(2550) << u"partially_refunded"_s;
        QTest::newRow("the rest of a partial")
            << qint64(10000) << qint64(1000) << u"partially_refunded"_s << qint64(9000)
            << qint64(10000) << u"refunded"_s;
        QTest::newRow("more than remains stops at the amount")
            << qint64(10000) << qint64(1000) << u"partially_refunded"_s << qint64(50000)
            << qint64(10000) << u"refunded"_s;
        QTest::newRow("INT64_MAX refund: no overflow")
            << kMax << qint64(1) << u"partially_refunded"_s << kMax << kMax << u"refunded"_s;
    }
    void afterRefund()
    {
        QFETCH(qint64, amount);
        QFETCH(qint64, refunded);
        QFETCH(QString, status);
        QFETCH(qint64, refund);
        QFETCH(qint64, refundedAfter);
        QFETCH(QString, statusAfter);

        const Transaction before = transaction(amount, refunded, status);
        const Transaction after = before.afterRefund(refund);
        QCOMPARE(after.amountRefunded, refundedAfter);
        QCOMPARE(after.status, statusAfter);
        QCOMPARE(after.refundable(), before.refundableAfter(refund));
        QCOMPARE(after.id, before.id);
        QCOMPARE(after.amount, before.amount);
    }

    void withRemaining_data()
    {
        QTest::addColumn<qint64>("remaining");
        QTest::addColumn<bool>("possible");
        QTest::addColumn<qint64>("refundedAfter");
        QTest::addColumn<QString>("statusAfter");

        // The transaction: 100.00 captured, 10.00 refunded as far as the dialog knows.
        QTest::newRow("someone refunded meanwhile")
            << qint64(4000) << true << qint64(6000) << u"partially_refunded"_s;
        QTest::newRow("nothing remains") << qint64(0) << true << qint64(10000) << u"refunded"_s;
        QTest::newRow("all remains: status kept")
            << qint64(10000) << true << qint64(0) << u"partially_refunded"_s;
        QTest::newRow("negative") << qint64(-1) << false << qint64(0) << QString();
        QTest::newRow("more than the amount") << qint64(10001) << false << qint64(0) << QString();
        QTest::newRow("INT64_MIN") << kMin << false << qint64(0) << QString();
        QTest::newRow("INT64_MAX") << kMax << false << qint64(0) << QString();
    }
    void withRemaining()
    {
        QFETCH(qint64, remaining);
        QFETCH(bool, possible);
        QFETCH(qint64, refundedAfter);
        QFETCH(QString, statusAfter);

        const auto t = transaction(10000, 1000, u"partially_refunded"_s).withRemaining(remaining);
        QCOMPARE(t.has_value(), possible);
        if (!t)
            return;
        QCOMPARE(t->amountRefunded, refundedAfter);
        QCOMPARE(t->refundable(), remaining);
        QCOMPARE(t->status, statusAfter);
    }
};

QTEST_APPLESS_MAIN(TestTransaction)
#include "tst_transaction.moc"
