// The PostgreSQL store's schema version (postgresstore.cpp): a store opens again as it was, and
// one made by a newer sandbox is refused rather than written in a shape this one does not know.
// Needs PAYDESK_TEST_DATABASE (tests/support/with-postgres.sh); skipped without it.
#include "sandbox/sandboxstore.h"
#include "testdatabase.h"

#include <QDateTime>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::sandbox::SandboxStore;

class TestPostgresSchema : public QObject
{
    Q_OBJECT

private slots:
    void reopensAndRefusesANewerSchema();
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

QTEST_GUILESS_MAIN(TestPostgresSchema)
#include "tst_postgresschema.moc"
