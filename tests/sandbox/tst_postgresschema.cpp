// The PostgreSQL store's schema version (postgresstore.cpp): a store opens again as it was, and
// one made by a newer sandbox is refused rather than written in a shape this one does not know.
// Needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh); skipped without it.
#include "sandbox/sandboxstore.h"
#include "testdatabase.h"

#include <QDateTime>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::sandbox::SandboxStore;

class TestPostgresSchema : public QObject
{
    Q_OBJECT

private slots:
    void reopensAndRefusesANewerSchema();
    void versionOneMigrates();
};

void TestPostgresSchema::reopensAndRefusesANewerSchema()
{
    if (paydesk::testing::testDatabaseServer().isEmpty())
        QSKIP("needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh)");
    const QString dir =
        u"/postgres-schema-"_s + QString::number(QDateTime::currentMSecsSinceEpoch());
    const QString database = paydesk::testing::testDatabaseFor(dir);
    QVERIFY(!database.isEmpty());
    QString error;
    QString merchant;
    {
        SandboxStore store;
        QVERIFY2(store.openPostgres(database, &error), qPrintable(error));
        merchant = store.merchantId();
    }
    {
        SandboxStore store;
        QVERIFY2(store.openPostgres(database, &error), qPrintable(error));
        QCOMPARE(store.merchantId(), merchant);
    }
    {
        QSqlDatabase db = paydesk::testing::addStoreDatabase(u"newer"_s, dir);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"UPDATE meta SET value = '99' WHERE key = 'pg_schema_version'"_s));
        QCOMPARE(q.numRowsAffected(), 1);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"newer"_s);
    SandboxStore store;
    QVERIFY(!store.openPostgres(database, &error));
    QVERIFY2(error.contains(u"newer"_s), qPrintable(error));
}

void TestPostgresSchema::versionOneMigrates()
{
    // A store of version 1 (before the outbox's claims), as pg_dump wrote it: it opens, is
    // version 2, and its pending delivery can be claimed.
    if (paydesk::testing::testDatabaseServer().isEmpty())
        QSKIP("needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh)");
    const QString dump = QFINDTESTDATA("data/pg_schema_v1.sql");
    QVERIFY(!dump.isEmpty());
    const QString database = paydesk::testing::testDatabaseFor({});
    QProcess psql;
    psql.start(u"psql"_s,
               {u"-X"_s, u"-q"_s, u"-v"_s, u"ON_ERROR_STOP=1"_s, u"-d"_s, database, u"-f"_s, dump});
    QVERIFY(psql.waitForFinished(60000));
    QVERIFY2(psql.exitCode() == 0, psql.readAllStandardError().constData());
    QString error;
    SandboxStore store;
    QVERIFY2(store.openPostgres(database, &error), qPrintable(error));
    QSqlQuery q(store.database());
    QVERIFY(q.exec(u"SELECT value FROM meta WHERE key = 'pg_schema_version'"_s) && q.next());
    QCOMPARE(q.value(0).toString(), u"2"_s);
    q.finish();
    const auto due =
        store.claimDueDeliveries(std::numeric_limits<qint64>::max() / 2, 10, {}, u"dsp_test"_s, 1);
    QCOMPARE(due.size(), 1);
    QVERIFY(q.exec(u"SELECT claimed_by, lease_until FROM deliveries"_s) && q.next());
    QCOMPARE(q.value(0).toString(), u"dsp_test"_s);
    QCOMPARE(q.value(1).toLongLong(), 1);
}

QTEST_GUILESS_MAIN(TestPostgresSchema)
#include "tst_postgresschema.moc"
