#pragma once

// Test support: the sandbox suite on PostgreSQL. With PAYDESK_TEST_DATABASE set (a
// postgresql:// URL, tests/support/with-postgres.sh), every sandbox a test starts gets a
// database of its own on that server instead of SQLite: a fresh one for an in-memory sandbox,
// and one per data directory for a sandbox with --data, so a restart finds its data again.
// Without it, nothing changes: SQLite.

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>
#include <QtDebug>

namespace paydesk::testing {

inline QString testDatabaseServer()
{
    return qEnvironmentVariable("PAYDESK_TEST_DATABASE");
}

// The URL of the database for a sandbox on `dataDir` (empty: in memory); empty without
// PAYDESK_TEST_DATABASE, or when the database cannot be made (the start then fails).
inline QString testDatabaseFor(const QString &dataDir)
{
    const QString server = testDatabaseServer();
    if (server.isEmpty())
        return {};
    const QString name =
        dataDir.isEmpty() ? QStringLiteral("t_") + QUuid::createUuid().toString(QUuid::Id128)
                          : QStringLiteral("d_") +
                                QString::fromLatin1(QCryptographicHash::hash(
                                                        dataDir.toUtf8(), QCryptographicHash::Sha1)
                                                        .toHex()
                                                        .left(32));
    const QUrl url(server);
    const QString connection = QStringLiteral("paydesk-test-admin-") + name;
    bool made = false;
    {
        QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        admin.setHostName(url.host());
        admin.setPort(url.port());
        admin.setUserName(url.userName());
        admin.setPassword(url.password());
        admin.setDatabaseName(url.path().mid(1));
        if (admin.open()) {
            QSqlQuery q(admin);
            q.exec(QStringLiteral("SELECT 1 FROM pg_database WHERE datname = '%1'").arg(name));
            made = q.next() || q.exec(QStringLiteral("CREATE DATABASE %1").arg(name));
            if (!made)
                qWarning() << "cannot create the test database:" << q.lastError().text();
        } else {
            qWarning() << "cannot reach PAYDESK_TEST_DATABASE:" << admin.lastError().text();
        }
        admin.close();
    }
    QSqlDatabase::removeDatabase(connection);
    // Asked for PostgreSQL and cannot have it: the suite stops here rather than run on SQLite
    // and pass as if it had run on PostgreSQL.
    if (!made)
        qFatal("PAYDESK_TEST_DATABASE is set, but no test database could be made there");
    QUrl database = url;
    database.setPath(QLatin1Char('/') + name);
    return database.toString();
}

// The store of a sandbox on `dataDir`, added as `connection` (open() it): its SQLite file, or
// its database on PAYDESK_TEST_DATABASE.
inline QSqlDatabase addStoreDatabase(const QString &connection, const QString &dataDir)
{
    if (testDatabaseServer().isEmpty()) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(dataDir + QStringLiteral("/sandbox.sqlite"));
        return db;
    }
    const QUrl url(testDatabaseFor(dataDir));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
    db.setHostName(url.host());
    db.setPort(url.port());
    db.setUserName(url.userName());
    db.setPassword(url.password());
    db.setDatabaseName(url.path().mid(1));
    return db;
}

// For a test of what only SQLite has (its files, its released schemas).
#define PAYDESK_SQLITE_ONLY()                                                                      \
    do {                                                                                           \
        if (!paydesk::testing::testDatabaseServer().isEmpty())                                     \
            QSKIP("SQLite's own: this run is on PostgreSQL (PAYDESK_TEST_DATABASE)");              \
    } while (false)

} // namespace paydesk::testing
