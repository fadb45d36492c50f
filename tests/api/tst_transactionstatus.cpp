// A transaction's status: the known ones by their wire names and in words, and any other kept
// and shown as it came (CONTRACT.md, "Client tolerance").
#include "api/transactionstatus.h"

#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::api::TransactionStatus;

class TestTransactionStatus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fromWire_data()
    {
        QTest::addColumn<QString>("wire");
        QTest::addColumn<TransactionStatus::Value>("value");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("allowsRefund");

        QTest::newRow("captured") << u"captured"_s << TransactionStatus::Captured << u"Captured"_s
                                  << true;
        QTest::newRow("failed") << u"failed"_s << TransactionStatus::Failed << u"Failed"_s << false;
        QTest::newRow("refunded") << u"refunded"_s << TransactionStatus::Refunded << u"Refunded"_s
                                  << false;
        QTest::newRow("partially refunded")
            << u"partially_refunded"_s << TransactionStatus::PartiallyRefunded
            << u"Partially refunded"_s << true;
        QTest::newRow("newer than PayDesk, as it came")
            << u"disputed"_s << TransactionStatus::Unknown << u"disputed"_s << false;
        QTest::newRow("another spelling is not a known status")
            << u"Captured"_s << TransactionStatus::Unknown << u"Captured"_s << false;
        QTest::newRow("a known name with a space")
            << u"captured "_s << TransactionStatus::Unknown << u"captured "_s << false;
        QTest::newRow("empty") << QString() << TransactionStatus::Unknown << QString() << false;
    }
    void fromWire()
    {
        QFETCH(QString, wire);
        QFETCH(TransactionStatus::Value, value);
        QFETCH(QString, text);
        QFETCH(bool, allowsRefund);

        const TransactionStatus status(wire);
        QCOMPARE(status.value(), value);
        QCOMPARE(status.isKnown(), value != TransactionStatus::Unknown);
        QCOMPARE(status.wire(), wire);
        QCOMPARE(status.text(), text);
        QCOMPARE(status.allowsRefund(), allowsRefund);
    }

    void everyKnownValueRoundTrips()
    {
        const QList<TransactionStatus> known = TransactionStatus::known();
        QCOMPARE(known.size(), 4);
        QCOMPARE(TransactionStatus::knownWireNames(),
                 (QStringList{u"captured"_s, u"failed"_s, u"refunded"_s, u"partially_refunded"_s}));
        for (const TransactionStatus &status : known) {
            QVERIFY(status.isKnown());
            QCOMPARE(TransactionStatus(status.wire()), status);
            QCOMPARE(TransactionStatus(status.value()), status);
            QVERIFY(!status.text().isEmpty());
            QVERIFY(status.text() != status.wire()); // words, not the wire name
        }
    }

    void unknownByDefault()
    {
        const TransactionStatus status;
        QCOMPARE(status.value(), TransactionStatus::Unknown);
        QVERIFY(status.wire().isEmpty());
        QVERIFY(status.text().isEmpty());
        QCOMPARE(TransactionStatus(TransactionStatus::Unknown), status);
    }
};

QTEST_GUILESS_MAIN(TestTransactionStatus)
#include "tst_transactionstatus.moc"
