// The sandbox's demo data: deterministic for a seed value and end time, realistic enough to
// exercise the client (failures, refunds, currencies, gateways, 90 days), and made only into
// an empty store.

#include "sandbox/sandboxstore.h"
#include "sandbox/seeder.h"
#include "sandboxclient.h"

#include <QDateTime>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using paydesk::sandbox::SandboxOptions;
using paydesk::testing::chargeBody;
using paydesk::testing::HttpClient;
using paydesk::testing::HttpResult;
using paydesk::testing::SandboxFixture;

namespace {

constexpr qint64 Day = 86400;
// 2024-06-01T12:00:00Z
constexpr qint64 SeedEnd = 1717243200;
const QString TransactionsPath = u"/api/v1/transactions"_s;

qint64 secsOf(const QJsonValue &timestamp)
{
    const QString s = timestamp.toString();
    return QDateTime(QDate::fromString(s.left(10), u"yyyy-MM-dd"_s),
                     QTime::fromString(s.mid(11, 8), u"HH:mm:ss"_s), QTimeZone::utc())
        .toSecsSinceEpoch();
}

QString dateOf(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc()).date().toString(u"yyyy-MM-dd"_s);
}

// What a seed wrote, a line a row, table by table in key order (the merchant left out: each
// store makes its own).
QStringList seededRows(paydesk::sandbox::SandboxStore &store)
{
    static const char *const Tables[] = {
        "SELECT seq, id, status, amount, amount_refunded, currency, gateway, merchant_ref,"
        " description, fee, created_at, updated_at FROM transactions ORDER BY seq",
        "SELECT seq, id, transaction_id, amount, currency, reason, COALESCE(note, '-'), status,"
        " created_at FROM refunds ORDER BY seq",
        "SELECT id, source, account, currency, debit, credit, posted_at FROM postings ORDER BY id",
        "SELECT currency, account, day, debit, credit, cum_debit, cum_credit FROM daily_balances"
        " ORDER BY currency, account, day",
        "SELECT seq, source, currency, gateway, amount, gross, fees, refunded, covers_day,"
        " arrival_at, COALESCE(ledger_entry_id, -1) FROM payouts ORDER BY seq",
    };
    QStringList rows;
    QSqlQuery q(store.database());
    for (const char *sql : Tables) {
        if (!q.exec(QString::fromLatin1(sql))) {
            rows << q.lastError().text();
            continue;
        }
        while (q.next()) {
            QStringList cells;
            for (int i = 0; i < q.record().count(); ++i)
                cells << q.value(i).toString();
            rows << cells.join(u'|');
        }
        rows << u"--"_s;
    }
    return rows;
}

void fetchAll(HttpClient &client, const QString &path, QList<QJsonObject> *out, int maxRows = -1)
{
    out->clear();
    QString cursor;
    for (int page = 0; page < 1000; ++page) {
        QString url = path + u"?limit=100"_s;
        if (!cursor.isEmpty())
            url += u"&cursor="_s + cursor;
        const HttpResult r = client.get(url);
        QCOMPARE(r.status, 200);
        for (const QJsonValue &v : r.json[u"data"_s].toArray())
            out->append(v.toObject());
        if (!r.json[u"has_more"_s].toBool() || (maxRows >= 0 && out->size() >= maxRows))
            return;
        cursor = r.json[u"next_cursor"_s].toString();
    }
    QFAIL("more than 1000 pages");
}

// The merchant id belongs to the store, not to the seeded data: drop it before comparing.
QList<QJsonObject> withoutMerchant(QList<QJsonObject> rows)
{
    for (QJsonObject &o : rows)
        o.remove(u"merchant_id"_s);
    return rows;
}

QByteArray trialBalance(HttpClient &client, const QString &currency, const QString &date)
{
    const HttpResult r = client.get(
        u"/v1/ledger/trial-balance?include_zero=true&currency=%1&date=%2"_s.arg(currency, date));
    return r.status == 200 ? r.body : QByteArray::number(r.status) + ' ' + r.body;
}

SandboxOptions seeded(qint64 count, quint64 seedValue, qint64 end = SeedEnd)
{
    SandboxOptions o;
    o.seedCount = int(count);
    o.seedValue = seedValue;
    o.seedEndSecs = end;
    return o;
}

} // namespace

class TestSeed : public QObject
{
    Q_OBJECT

private slots:
    void deterministic_data();
    void deterministic();
    void differentSeedDifferentData();
    void realistic();
    void seedsOnlyAnEmptyStore();
    void neverSeedsOverApiData();
    void sameRowsOnBothEngines();
};

void TestSeed::deterministic_data()
{
    QTest::addColumn<quint64>("seedValue");
    QTest::addColumn<qint64>("end");

    QTest::newRow("seed 42") << quint64(42) << SeedEnd;
    QTest::newRow("seed 7, end at midnight") << quint64(7) << qint64(1704067200);
    QTest::newRow("seed 0, odd end") << quint64(0) << qint64(1700000123);
    QTest::newRow("seed 2^64-1") << ~quint64(0) << SeedEnd;
}

void TestSeed::deterministic()
{
    QFETCH(quint64, seedValue);
    QFETCH(qint64, end);

    SandboxFixture a;
    SandboxFixture b;
    QVERIFY(a.start(seeded(1000, seedValue, end)));
    QVERIFY(b.start(seeded(1000, seedValue, end)));

    QList<QJsonObject> ta;
    QList<QJsonObject> tb;
    fetchAll(a.client, TransactionsPath, &ta, 200);
    fetchAll(b.client, TransactionsPath, &tb, 200);
    QCOMPARE(ta.size(), 200);
    QCOMPARE(withoutMerchant(tb), withoutMerchant(ta));

    QList<QJsonObject> ra;
    QList<QJsonObject> rb;
    fetchAll(a.client, u"/api/v1/refunds"_s, &ra);
    fetchAll(b.client, u"/api/v1/refunds"_s, &rb);
    QVERIFY(!ra.isEmpty());
    QCOMPARE(withoutMerchant(rb), withoutMerchant(ra));

    for (const QString &currency : {u"USD"_s, u"EUR"_s, u"GBP"_s, u"JPY"_s}) {
        for (const qint64 at : {end - 80 * Day, end - 45 * Day, end - Day, end}) {
            const QByteArray expected = trialBalance(a.client, currency, dateOf(at));
            QVERIFY2(expected.contains("\"lines\""), expected.constData());
            QCOMPARE(trialBalance(b.client, currency, dateOf(at)), expected);
        }
    }
}

void TestSeed::differentSeedDifferentData()
{
    SandboxFixture a;
    SandboxFixture b;
    QVERIFY(a.start(seeded(1000, 42)));
    QVERIFY(b.start(seeded(1000, 43)));

    QList<QJsonObject> ta;
    QList<QJsonObject> tb;
    fetchAll(a.client, TransactionsPath, &ta, 200);
    fetchAll(b.client, TransactionsPath, &tb, 200);
    QCOMPARE(ta.size(), 200);
    QCOMPARE(tb.size(), 200);
    QSet<QString> idsA;
    for (const QJsonObject &t : std::as_const(ta))
        idsA.insert(t[u"id"_s].toString());
    int sameAmount = 0;
    for (qsizetype i = 0; i < tb.size(); ++i) {
        QVERIFY(!idsA.contains(tb[i][u"id"_s].toString()));
        sameAmount += tb[i][u"amount"_s] == ta[i][u"amount"_s] ? 1 : 0;
    }
    QVERIFY2(sameAmount < 20, qPrintable(QString::number(sameAmount)));
    QVERIFY(trialBalance(a.client, u"USD"_s, dateOf(SeedEnd)) !=
            trialBalance(b.client, u"USD"_s, dateOf(SeedEnd)));
}

void TestSeed::realistic()
{
    SandboxFixture fx;
    QVERIFY(fx.start(seeded(5000, 42)));
    QList<QJsonObject> all;
    fetchAll(fx.client, TransactionsPath, &all);
    QList<QJsonObject> refunds;
    fetchAll(fx.client, u"/api/v1/refunds"_s, &refunds);
    QCOMPARE(all.size(), 5000);

    QHash<QString, qint64> refundedById;
    QHash<QString, qint64> firstRefundAt;
    for (const QJsonObject &r : std::as_const(refunds)) {
        const QString id = r[u"transaction_id"_s].toString();
        refundedById[id] += r[u"amount"_s].toInteger();
        const qint64 at = secsOf(r[u"created_at"_s]);
        firstRefundAt[id] = firstRefundAt.contains(id) ? std::min(firstRefundAt[id], at) : at;
        QVERIFY(at < SeedEnd);
        QCOMPARE(r[u"status"_s].toString(), u"succeeded"_s);
    }

    QHash<QString, int> byStatus;
    QSet<QString> currencies;
    QSet<QString> gateways;
    QSet<QString> refs;
    QSet<qint64> days;
    for (const QJsonObject &t : std::as_const(all)) {
        const QString id = t[u"id"_s].toString();
        const QString status = t[u"status"_s].toString();
        const qint64 amount = t[u"amount"_s].toInteger();
        const qint64 refunded = t[u"amount_refunded"_s].toInteger();
        const qint64 created = secsOf(t[u"created_at"_s]);
        ++byStatus[status];
        currencies.insert(t[u"currency"_s].toString());
        gateways.insert(t[u"gateway"_s].toString());
        refs.insert(t[u"merchant_ref"_s].toString());
        days.insert(created / Day);

        QVERIFY2(created >= SeedEnd - 90 * Day && created < SeedEnd, qPrintable(id));
        QVERIFY(secsOf(t[u"updated_at"_s]) >= created);
        QVERIFY(amount >= 1);
        // The documented decline rule holds for the demo data too.
        QVERIFY2((status == u"failed"_s) == (amount % 100 == 2), qPrintable(id));
        QCOMPARE(refunded, refundedById.value(id));
        if (status == u"captured"_s || status == u"failed"_s)
            QCOMPARE(refunded, 0);
        else if (status == u"refunded"_s)
            QCOMPARE(refunded, amount);
        else if (status == u"partially_refunded"_s)
            QVERIFY(refunded > 0 && refunded < amount);
        else
            QFAIL(qPrintable(u"unknown status "_s + status));
        if (refunded > 0)
            QVERIFY2(firstRefundAt.value(id) > created, qPrintable(id));
    }
    const double failedShare = byStatus.value(u"failed"_s) / 5000.0;
    QVERIFY2(failedShare >= 0.05 && failedShare <= 0.11, qPrintable(QString::number(failedShare)));
    QCOMPARE(currencies, (QSet<QString>{u"USD"_s, u"EUR"_s, u"GBP"_s, u"JPY"_s}));
    QVERIFY2(gateways.size() >= 3, qPrintable(QString::number(gateways.size())));
    QVERIFY(byStatus.value(u"refunded"_s) > 0);
    QVERIFY(byStatus.value(u"partially_refunded"_s) > 0);
    QVERIFY(byStatus.value(u"captured"_s) > 4000);
    QCOMPARE(refs.size(), 5000);
    QVERIFY2(days.size() >= 89, qPrintable(QString::number(days.size())));

    // The ledger of it all balances and holds money at the bank.
    for (const QString &currency : {u"USD"_s, u"EUR"_s, u"GBP"_s, u"JPY"_s}) {
        const HttpResult tb = fx.client.get(
            u"/v1/ledger/trial-balance?currency=%1&date=%2"_s.arg(currency, dateOf(SeedEnd)));
        QCOMPARE(tb.status, 200);
        QCOMPARE(tb.json[u"total_debit"_s], tb.json[u"total_credit"_s]);
        QStringList codes;
        for (const QJsonValue &v : tb.json[u"lines"_s].toArray())
            codes << v.toObject()[u"account_code"_s].toString();
        for (const QString &code : {u"1010"_s, u"3100"_s, u"4100"_s, u"4200"_s, u"5100"_s})
            QVERIFY2(codes.contains(code), qPrintable(currency + u' ' + code));
    }
}

void TestSeed::seedsOnlyAnEmptyStore()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxOptions options = seeded(300, 5);
    options.dataDir = dir.path();

    SandboxFixture fx;
    QVERIFY(fx.start(options));
    const QString merchant = fx.service->merchantId();
    QList<QJsonObject> first;
    fetchAll(fx.client, TransactionsPath, &first);
    QCOMPARE(first.size(), 300);

    // A file-backed store is seeded exactly like an in-memory one.
    {
        SandboxFixture memory;
        QVERIFY(memory.start(seeded(300, 5)));
        QList<QJsonObject> inMemory;
        fetchAll(memory.client, TransactionsPath, &inMemory);
        QCOMPARE(withoutMerchant(inMemory), withoutMerchant(first));
    }

    const HttpResult made = fx.client.post(TransactionsPath, chargeBody(1234));
    QCOMPARE(made.status, 201);
    fx.stop();

    // Restarts with the same data directory: the same seed count, another seed value, a
    // larger count. None seeds again; the data is what was there.
    const quint64 values[] = {5, 6, 5};
    const int counts[] = {300, 300, 1000};
    for (int i = 0; i < 3; ++i) {
        options.seedValue = values[i];
        options.seedCount = counts[i];
        QVERIFY(fx.start(options));
        QCOMPARE(fx.service->merchantId(), merchant);
        QList<QJsonObject> again;
        fetchAll(fx.client, TransactionsPath, &again);
        QCOMPARE(again.size(), 301);
        QCOMPARE(again.first(), made.json);
        QCOMPARE(again.mid(1), first);
        fx.stop();
    }
}

void TestSeed::neverSeedsOverApiData()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxOptions options;
    options.dataDir = dir.path();

    SandboxFixture fx;
    QVERIFY(fx.start(options));
    const HttpResult made = fx.client.post(TransactionsPath, chargeBody(999));
    QCOMPARE(made.status, 201);
    fx.stop();

    options.seedCount = 500;
    options.seedEndSecs = SeedEnd;
    QVERIFY(fx.start(options));
    QList<QJsonObject> all;
    fetchAll(fx.client, TransactionsPath, &all);
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first(), made.json);
    // Nor did it post an opening balance or anything else to the ledger.
    const HttpResult tb =
        fx.client.get(u"/v1/ledger/trial-balance?currency=USD&date=%1"_s.arg(dateOf(SeedEnd)));
    QCOMPARE(tb.status, 200);
    QVERIFY(tb.json[u"lines"_s].toArray().isEmpty());
}

// The seeder writes many rows to a statement; PostgreSQL and SQLite get the same rows, ids and
// seqs, and the same ledger, as row by row (5 full batches of 500 transactions and a part).
void TestSeed::sameRowsOnBothEngines()
{
    const QString database = paydesk::testing::testDatabaseFor(QString());
    if (database.isEmpty())
        QSKIP("needs PostgreSQL: run under tests/support/with-postgres.sh");
    paydesk::sandbox::SeedRequest seed;
    seed.count = 2700;
    seed.endSecs = SeedEnd;
    QString error;
    paydesk::sandbox::SandboxStore sqlite;
    QVERIFY2(sqlite.open(QString(), &error), qPrintable(error));
    QCOMPARE(paydesk::sandbox::seedDemoData(sqlite, seed, nullptr, &error),
             paydesk::sandbox::SeedOutcome::Done);
    paydesk::sandbox::SandboxStore postgres;
    QVERIFY2(postgres.openPostgres(database, &error), qPrintable(error));
    QCOMPARE(paydesk::sandbox::seedDemoData(postgres, seed, nullptr, &error),
             paydesk::sandbox::SeedOutcome::Done);

    const QStringList expected = seededRows(sqlite);
    const QStringList got = seededRows(postgres);
    QVERIFY(expected.size() > 2700 * 3);
    QCOMPARE(got.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(got.at(i), expected.at(i));
}

QTEST_GUILESS_MAIN(TestSeed)
#include "tst_seed.moc"
