// The delivery store (SQLite): a delivery comes back whole, filters in SQL agree with the
// in-memory filter, retention by count and age, a writer thread beside a reader; the
// deliveries model under QAbstractItemModelTester; the verification monitor.

#include "signing.h"
#include "webhooks/deliverymodel.h"
#include "webhooks/deliverystore.h"
#include "webhooks/verificationmonitor.h"

#include <QAbstractItemModelTester>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using namespace paydesk::webhooks;

Q_DECLARE_METATYPE(paydesk::webhooks::DeliveryFilter)

namespace {

Delivery makeDelivery(int n, const QString &type, Verdict verdict, qint64 receivedMs = 0)
{
    Delivery d;
    d.receivedAt = QDateTime::fromMSecsSinceEpoch(
        receivedMs ? receivedMs : QDateTime::currentMSecsSinceEpoch(), Qt::UTC);
    d.remoteAddress = u"127.0.0.1"_s;
    d.remotePort = 50000;
    d.path = u"/hooks/%1"_s.arg(n);
    d.query = n % 2 ? u"a=1"_s : QString();
    d.body = eventBody(u"evt_%1"_s.arg(n, 20, 10, QLatin1Char('0')), type,
                       u"txn_%1"_s.arg(n, 24, 10, QLatin1Char('0')), 1000 + n);
    d.bodySize = d.body.size();
    d.headers = {{"Content-Type", "application/json"},
                 {"webhook-id", "evt_" + QByteArray::number(n)},
                 {"X-Bytes", "caf\xe9"}};
    d.deriveFields();
    d.verification.verdict = verdict;
    d.verification.scheme = SignatureScheme::StandardWebhooks;
    d.verification.reason = verdictText(verdict);
    d.verification.timestamp = d.receivedAt.toSecsSinceEpoch();
    d.verification.signedContentPreview = "evt_1.123.{";
    d.verification.expectedSignaturePrefix = u"v1,abc…"_s;
    d.verification.receivedSignaturePrefixes = {u"v1,def…"_s};
    d.verification.steps = {{u"Scheme"_s, u"Standard Webhooks"_s, VerificationStep::State::Info},
                            {u"Signature"_s, u"no match"_s, VerificationStep::State::Failed}};
    d.responseStatus = 200;
    return d;
}

} // namespace

class TestDeliveryStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip();
    void filters_data();
    void filters();
    void retentionByCount();
    void retentionByAge();
    void survivesReopen();
    void checkpointsWhenAsked();
    void writerThreadBesideReader();
    void migratesVersion1();
    void model();
    void modelTakesBatches();
    void monitor();
    void hexDumpLines();
    void refundAmountIsTheRefunds();
    void profileOfEachDelivery();

private:
    QTemporaryDir m_dir;
};

void TestDeliveryStore::roundTrip()
{
    DeliveryStore store;
    QVERIFY(store.open(m_dir.filePath(u"round.sqlite"_s)));
    Delivery d = makeDelivery(7, u"transaction.refunded"_s, Verdict::NoMatchingSignature);
    d.bodyTruncated = true;
    d.bodySize = 3 * 1024 * 1024;
    d.attempt = 3;
    d.responseStatus = 413;
    d.responseDelayMs = 250;
    QVERIFY(store.insert(d));
    QVERIFY(d.id > 0);
    const auto back = store.get(d.id);
    QVERIFY(back);
    QVERIFY(back->complete);
    QCOMPARE(back->receivedAt, d.receivedAt);
    QCOMPARE(back->remoteAddress, d.remoteAddress);
    QCOMPARE(back->remotePort, d.remotePort);
    QCOMPARE(back->path, d.path);
    QCOMPARE(back->query, d.query);
    QCOMPARE(back->headers, d.headers); // bytes, not only UTF-8
    QCOMPARE(back->body, d.body);
    QCOMPARE(back->bodySize, d.bodySize);
    QVERIFY(back->bodyTruncated);
    QCOMPARE(back->webhookId, d.webhookId);
    QCOMPARE(back->eventType, u"transaction.refunded"_s);
    QCOMPARE(back->transactionId, d.transactionId);
    QCOMPARE(back->amount, std::optional<qint64>(1007));
    QCOMPARE(back->currency, u"USD"_s);
    QCOMPARE(back->attempt, 3);
    QCOMPARE(back->verification.verdict, Verdict::NoMatchingSignature);
    QCOMPARE(back->verification.scheme, SignatureScheme::StandardWebhooks);
    QCOMPARE(back->verification.reason, d.verification.reason);
    QCOMPARE(back->verification.timestamp, d.verification.timestamp);
    QCOMPARE(back->verification.signedContentPreview, d.verification.signedContentPreview);
    QCOMPARE(back->verification.expectedSignaturePrefix, d.verification.expectedSignaturePrefix);
    QCOMPARE(back->verification.receivedSignaturePrefixes,
             d.verification.receivedSignaturePrefixes);
    QCOMPARE(back->verification.steps, d.verification.steps);
    QCOMPARE(back->responseStatus, 413);
    QCOMPARE(back->responseDelayMs, 250);
    QVERIFY(!store.get(d.id + 1000));

    // A delivery with nothing derived (not an event) is stored too.
    Delivery bare;
    bare.receivedAt = QDateTime::currentDateTimeUtc();
    bare.body = "x";
    QVERIFY(store.insert(bare));
    QVERIFY(!store.get(bare.id)->amount);

    const QList<Delivery> summaries = store.query({}, 10);
    QCOMPARE(summaries.size(), 2);
    QVERIFY(!summaries.at(1).complete);
    QVERIFY(summaries.at(1).body.isEmpty());
    QCOMPARE(summaries.at(1).transactionId, d.transactionId);
}

void TestDeliveryStore::filters_data()
{
    QTest::addColumn<DeliveryFilter>("filter");
    QTest::addColumn<int>("count"); // how many of the 30 match; -1: not pinned here
    auto f = [](const QString &type, std::optional<Verdict> verdict, bool invalidOnly,
                const QString &text) {
        DeliveryFilter filter;
        filter.eventType = type;
        filter.verdict = verdict;
        filter.invalidOnly = invalidOnly;
        filter.text = text;
        return filter;
    };
    QTest::newRow("none") << f({}, {}, false, {}) << 30;
    QTest::newRow("type") << f(u"transaction.failed"_s, {}, false, {}) << 10;
    QTest::newRow("verdict") << f({}, Verdict::NoMatchingSignature, false, {}) << -1;
    QTest::newRow("invalid only") << f({}, {}, true, {}) << -1;
    QTest::newRow("text in transaction id")
        << f({}, {}, false, u"000000000000000000000013"_s) << -1;
    QTest::newRow("text in body, other case") << f({}, {}, false, u"ORD-2001"_s.toLower()) << -1;
    QTest::newRow("text in path") << f({}, {}, false, u"/hooks/2"_s) << -1;
    QTest::newRow("text with LIKE wildcards") << f({}, {}, false, u"%_"_s) << -1;
    // Case is ignored for ASCII letters only, in the store's LIKE and in matches() alike.
    QTest::newRow("text, non-ASCII in its case") << f({}, {}, false, u"Café Müller"_s) << 6;
    QTest::newRow("text, non-ASCII in another case") << f({}, {}, false, u"CAFÉ MÜLLER"_s) << 0;
    QTest::newRow("text, ASCII in another case") << f({}, {}, false, u"CAFé MüLLER"_s) << 6;
    QTest::newRow("type and invalid") << f(u"transaction.captured"_s, {}, true, {}) << -1;
    QTest::newRow("everything") << f(u"transaction.captured"_s, Verdict::TimestampTooOld, true,
                                     u"evt_"_s)
                                << -1;
    QTest::newRow("nothing matches") << f(u"no.such"_s, {}, false, {}) << 0;
}

void TestDeliveryStore::filters()
{
    QFETCH(DeliveryFilter, filter);
    QFETCH(int, count);
    DeliveryStore store;
    QVERIFY(store.open(u":memory:"_s));
    const QStringList types = {u"transaction.captured"_s, u"transaction.failed"_s,
                               u"transaction.refunded"_s};
    const QList<Verdict> verdicts = {Verdict::Valid, Verdict::NoMatchingSignature,
                                     Verdict::TimestampTooOld, Verdict::Valid};
    QList<Delivery> all;
    for (int i = 0; i < 30; ++i) {
        Delivery d = makeDelivery(i, types.at(i % 3), verdicts.at(i % 4));
        if (i % 5 == 0) {
            d.body.replace("\"ORD-2001\"", "\"ORD-2001\",\"description\":\"Café Müller\"");
            d.bodySize = d.body.size();
        }
        QVERIFY(store.insert(d));
        all.prepend(d);
    }
    QList<qint64> expected;
    for (const Delivery &d : std::as_const(all)) {
        if (filter.matches(d))
            expected << d.id;
    }
    QList<qint64> got;
    for (const Delivery &d : store.query(filter, 1000))
        got << d.id;
    QCOMPARE(got, expected);
    if (count >= 0)
        QCOMPARE(got.size(), count);
    QCOMPARE(store.eventTypes(), types);
    // Paging with beforeId.
    const QList<Delivery> firstPage = store.query({}, 10);
    const QList<Delivery> secondPage = store.query({}, 10, true, firstPage.last().id);
    QCOMPARE(secondPage.size(), 10);
    QCOMPARE(secondPage.first().id, firstPage.last().id - 1);
}

void TestDeliveryStore::retentionByCount()
{
    DeliveryStore store;
    QVERIFY(store.open(u":memory:"_s));
    store.setRetention({50, 0});
    for (int i = 0; i < 300; ++i) {
        Delivery d = makeDelivery(i, u"transaction.captured"_s, Verdict::Valid);
        QVERIFY(store.insert(d));
    }
    // Pruned now and then while inserting; at once on prune().
    QVERIFY(store.count() < 300);
    store.prune(QDateTime::currentMSecsSinceEpoch());
    QCOMPARE(store.count(), 50);
    QCOMPARE(store.query({}, 1).first().path, u"/hooks/299"_s); // the newest stay
}

void TestDeliveryStore::retentionByAge()
{
    DeliveryStore store;
    QVERIFY(store.open(u":memory:"_s));
    store.setRetention({0, 7});
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 day = 24 * 3600 * 1000LL;
    for (int age : {30, 8, 6, 1, 0}) { // in the order they arrived
        Delivery d = makeDelivery(age, u"transaction.captured"_s, Verdict::Valid, now - age * day);
        QVERIFY(store.insert(d));
    }
    QCOMPARE(store.prune(now), 2);
    QCOMPARE(store.count(), 3);
}

// A busy writer turns SQLite's checkpoint inside commits off and checkpoints when idle: the log
// grows past the 1,000 pages at which a commit would otherwise copy it, loses nothing, and
// once checkpointed it is written again from its start, cut back to 8 MiB.
void TestDeliveryStore::checkpointsWhenAsked()
{
    const QString path = m_dir.filePath(u"checkpoint.sqlite"_s);
    const QString wal = path + u"-wal"_s;
    DeliveryStore store;
    QVERIFY(store.open(path));
    store.setCheckpointOnCommit(false);
    const QByteArray filler(8000, 'x');
    const int n = 800; // two or three 4 KiB pages each, one commit each
    for (int i = 0; i < n; ++i) {
        Delivery d = makeDelivery(i, u"transaction.captured"_s, Verdict::Valid);
        d.body += filler;
        QVERIFY(store.insert(d));
    }
    const qint64 grown = QFileInfo(wal).size();
    // Past the 1,000 pages, and past the 8 MiB it is cut back to below.
    QVERIFY2(grown > 8 * 1024 * 1024, qPrintable(u"log of %1 bytes"_s.arg(grown)));
    {
        DeliveryStore reader;
        QVERIFY(reader.open(path));
        QCOMPARE(reader.count(), n);
    }
    QVERIFY(store.checkpoint());
    for (int i = 0; i < 10; ++i) {
        Delivery d = makeDelivery(n + i, u"transaction.captured"_s, Verdict::Valid);
        QVERIFY(store.insert(d));
    }
    // Written again from its start, and cut back to the store's journal_size_limit (8 MiB).
    QVERIFY(QFileInfo(wal).size() <= 8 * 1024 * 1024);
    QCOMPARE(store.count(), n + 10);
}

void TestDeliveryStore::survivesReopen()
{
    const QString path = m_dir.filePath(u"nested/folder/reopen.sqlite"_s);
    qint64 id = 0;
    {
        DeliveryStore store;
        QVERIFY(store.open(path));
        Delivery d = makeDelivery(1, u"transaction.captured"_s, Verdict::Valid);
        QVERIFY(store.insert(d));
        id = d.id;
    }
    DeliveryStore again;
    QVERIFY(again.open(path));
    QCOMPARE(again.count(), 1);
    QCOMPARE(again.get(id)->path, u"/hooks/1"_s);
    QCOMPARE(again.countWithWebhookId(u"evt_1"_s), 1);
    QVERIFY(again.clear());
    QCOMPARE(again.count(), 0);

    DeliveryStore bad;
    QString error;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cannot create the folder"_s));
    QVERIFY(!bad.open(u"/proc/definitely/not/here.sqlite"_s, &error));
    QVERIFY(!error.isEmpty());
}

void TestDeliveryStore::writerThreadBesideReader()
{
    const QString path = m_dir.filePath(u"threads.sqlite"_s);
    DeliveryStore reader;
    QVERIFY(reader.open(path));
    std::atomic<int> written = 0;
    QThread *writer = QThread::create([path, &written] {
        DeliveryStore store; // its own connection, on its own thread
        if (!store.open(path))
            return;
        for (int i = 0; i < 200; ++i) {
            Delivery d = makeDelivery(i, u"transaction.captured"_s, Verdict::Valid);
            if (store.insert(d))
                ++written;
        }
    });
    writer->start();
    int reads = 0;
    while (!writer->isFinished()) {
        reader.query({}, 50);
        ++reads;
        QTest::qWait(1);
    }
    writer->wait();
    delete writer;
    QCOMPARE(written.load(), 200);
    QCOMPARE(reader.count(), 200);
    QVERIFY(reads > 0);
}

void TestDeliveryStore::migratesVersion1()
{
    // A store as version 1 left it: the table and the webhook id index only.
    const QString path = m_dir.filePath(u"v1.sqlite"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(
            q.exec(u"CREATE TABLE deliveries (id INTEGER PRIMARY KEY AUTOINCREMENT,"
                   " received_at_ms INTEGER NOT NULL, remote_address TEXT NOT NULL DEFAULT '',"
                   " remote_port INTEGER NOT NULL DEFAULT 0, method TEXT NOT NULL,"
                   " path TEXT NOT NULL, query TEXT NOT NULL DEFAULT '', headers BLOB NOT NULL,"
                   " body BLOB NOT NULL, body_size INTEGER NOT NULL,"
                   " body_truncated INTEGER NOT NULL DEFAULT 0,"
                   " webhook_id TEXT NOT NULL DEFAULT '', event_type TEXT NOT NULL DEFAULT '',"
                   " transaction_id TEXT NOT NULL DEFAULT '', amount INTEGER,"
                   " currency TEXT NOT NULL DEFAULT '', attempt INTEGER NOT NULL DEFAULT 1,"
                   " verdict TEXT NOT NULL, scheme TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '',"
                   " timestamp INTEGER, preview BLOB, expected_prefix TEXT NOT NULL DEFAULT '',"
                   " received_prefixes TEXT NOT NULL DEFAULT '', steps TEXT NOT NULL DEFAULT '',"
                   " response_status INTEGER NOT NULL DEFAULT 0,"
                   " response_delay_ms INTEGER NOT NULL DEFAULT 0)"_s));
        QVERIFY(q.exec(u"INSERT INTO deliveries (received_at_ms, method, path, headers, body, "
                       "body_size, event_type, verdict, scheme) VALUES (1, 'POST', '/', '', '{}', "
                       "2, 'transaction.captured', 'valid', 'none')"_s));
        QVERIFY(q.exec(u"PRAGMA user_version = 1"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"v1"_s);
    DeliveryStore store;
    QVERIFY2(store.open(path), qPrintable(store.lastError()));
    QCOMPARE(store.count(), 1);
    QCOMPARE(store.maxId(), 1);
    QCOMPARE(store.eventTypes(), QStringList{u"transaction.captured"_s});
    store.close();
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v2"_s);
    db.setDatabaseName(path);
    QVERIFY(db.open());
    {
        QSqlQuery q(db);
        QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 3);
        // Version 3's column came to the old table, empty for the old rows.
        QVERIFY(q.exec(u"SELECT profile_id FROM deliveries"_s) && q.next());
        QCOMPARE(q.value(0).toString(), QString());
        QStringList indexes;
        QVERIFY(q.exec(u"SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE "
                       "'deliveries_%' ORDER BY name"_s));
        while (q.next())
            indexes << q.value(0).toString();
        QCOMPARE(indexes, (QStringList{u"deliveries_event_type"_s, u"deliveries_profile"_s,
                                       u"deliveries_received_at"_s, u"deliveries_verdict"_s,
                                       u"deliveries_webhook_id"_s}));
        // The filters use them rather than reading every row (and its body).
        QVERIFY(q.exec(u"EXPLAIN QUERY PLAN SELECT id FROM deliveries WHERE event_type = 'x' "
                       "ORDER BY id DESC LIMIT 10"_s));
        QString plan;
        while (q.next())
            plan += q.value(3).toString() + u'\n';
        QVERIFY2(plan.contains(u"deliveries_event_type"_s), qPrintable(plan));
    }
    db.close();
    db = {};
    QSqlDatabase::removeDatabase(u"v2"_s);
}

void TestDeliveryStore::modelTakesBatches()
{
    DeliveryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMaxRows(10);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    auto batch = [](int from, int count) {
        QList<Delivery> out; // newest first
        for (int i = from + count - 1; i >= from; --i) {
            Delivery d = makeDelivery(i, u"transaction.captured"_s, Verdict::Valid);
            d.id = i;
            out << d;
        }
        return out;
    };
    model.prependRows(batch(1, 6));
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(model.delivery(0).id, 6);
    model.prependRows(batch(7, 6)); // 12 > 10: the two oldest go, in one removal
    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(model.delivery(0).id, 12);
    QCOMPARE(model.delivery(9).id, 3);
    model.prependRows(batch(13, 15)); // more than the cap at once: its newest 10
    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(model.delivery(0).id, 27);
    QCOMPARE(model.delivery(9).id, 18);
    model.prependRows({});
    QCOMPARE(model.rowCount(), 10);
}

void TestDeliveryStore::model()
{
    DeliveryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMaxRows(5);
    QCOMPARE(model.columnCount(), int(DeliveryModel::ColumnCount));
    QList<Delivery> rows;
    for (int i = 0; i < 3; ++i) {
        Delivery d = makeDelivery(i, u"transaction.captured"_s, Verdict::Valid);
        d.id = i + 1;
        rows.prepend(d);
    }
    model.setDeliveries(rows);
    QCOMPARE(model.rowCount(), 3);
    for (int i = 3; i < 8; ++i) {
        Delivery d = makeDelivery(i, u"transaction.failed"_s, Verdict::TimestampTooOld);
        d.id = i + 1;
        d.attempt = 2;
        model.prepend(d);
    }
    QCOMPARE(model.rowCount(), 5); // capped
    QCOMPARE(model.delivery(0).id, 8);
    QCOMPARE(model.rowOfId(4), 4);
    QCOMPARE(model.rowOfId(1), -1);

    const QModelIndex verdict = model.index(0, DeliveryModel::VerdictColumn);
    QCOMPARE(verdict.data().toString(), verdictText(Verdict::TimestampTooOld));
    QCOMPARE(verdict.data(paydesk::models::VerdictRole).toInt(), int(Verdict::TimestampTooOld));
    QCOMPARE(model.index(0, DeliveryModel::AttemptColumn).data().toString(), u"2 (duplicate)"_s);
    QCOMPARE(model.index(0, DeliveryModel::TypeColumn).data().toString(), u"transaction.failed"_s);
    QCOMPARE(model.index(0, DeliveryModel::TransactionColumn).data().toString(),
             model.delivery(0).transactionId);
    QVERIFY(model.index(0, DeliveryModel::AmountColumn).data().toString().contains(u"10.07"_s));
    QCOMPARE(model.index(0, DeliveryModel::AmountColumn).data(paydesk::models::AmountMinorRole),
             QVariant(qint64(1007)));
    QCOMPARE(model.index(0, 0).data(paydesk::models::DeliveryIdRole).toLongLong(), 8);
    QCOMPARE(model.index(0, 0).data(paydesk::models::TransactionIdRole).toString(),
             model.delivery(0).transactionId);
    QVERIFY(model.index(0, 0).data(paydesk::models::DuplicateRole).toBool());
    QVERIFY(!model.headerData(DeliveryModel::VerdictColumn, Qt::Horizontal).toString().isEmpty());

    Delivery changed = model.delivery(2);
    changed.responseStatus = 500;
    model.update(changed);
    QCOMPARE(model.index(2, DeliveryModel::ResponseColumn).data().toString(), u"500"_s);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestDeliveryStore::monitor()
{
    VerificationMonitor m;
    auto with = [](Verdict v) { return makeDelivery(1, u"x"_s, v); };
    m.add(with(Verdict::NoMatchingSignature));
    m.add(with(Verdict::NoMatchingSignature));
    QVERIFY(!m.isFailing());
    QVERIFY(m.message().isEmpty());
    m.add(with(Verdict::NoMatchingSignature));
    QVERIFY(m.isFailing());
    QVERIFY(m.message().contains(u"differs from the endpoint's"_s));
    m.add(with(Verdict::TimestampTooOld));
    QCOMPARE(m.failingVerdict(), Verdict::TimestampTooOld);
    QVERIFY(m.message().contains(u"clock"_s));
    m.add(with(Verdict::Valid));
    QVERIFY(!m.isFailing());
    QCOMPARE(m.consecutiveFailures(), 0);
    // Requests that are not webhooks say nothing about signatures.
    for (int i = 0; i < 5; ++i)
        m.add(with(Verdict::MethodNotAllowed));
    QVERIFY(!m.isFailing());
    for (int i = 0; i < 5; ++i)
        m.add(with(Verdict::NoSecret));
    QVERIFY(m.isFailing());
    m.reset();
    QVERIFY(!m.isFailing());
}

void TestDeliveryStore::profileOfEachDelivery()
{
    QTemporaryDir dir;
    DeliveryStore store;
    QString error;
    QVERIFY2(store.open(dir.filePath(u"profiles.sqlite"_s), &error), qPrintable(error));
    for (int n = 1; n <= 4; ++n) {
        Delivery d = makeDelivery(n, u"transaction.captured"_s, Verdict::Valid);
        d.profileId = n % 2 ? u"prof_a"_s : u"prof_b"_s;
        QVERIFY(store.insert(d));
    }
    DeliveryFilter onlyA;
    onlyA.profileId = u"prof_a"_s;
    const QList<Delivery> a = store.query(onlyA, 100, true);
    QCOMPARE(a.size(), 2);
    for (const Delivery &d : a) {
        QCOMPARE(d.profileId, u"prof_a"_s);
        QVERIFY(onlyA.matches(d));
    }
    QCOMPARE(store.query(DeliveryFilter{}, 100, true).size(), 4);
    // The whole delivery keeps it too.
    QCOMPARE(store.get(a.first().id)->profileId, u"prof_a"_s);
}

void TestDeliveryStore::refundAmountIsTheRefunds()
{
    // transaction.refunded carries the transaction (100.00) and the refund (30.00).
    Delivery d;
    d.body = R"({"id":"evt_1","type":"transaction.refunded","data":{"object":{"id":"txn_1",)"
             R"("amount":10000,"amount_refunded":3000,"currency":"EUR"},)"
             R"("refund":{"id":"rfd_1","amount":3000,"currency":"EUR"}}})";
    d.deriveFields();
    QCOMPARE(d.transactionId, u"txn_1"_s);
    QCOMPARE(d.amount, std::optional<qint64>(3000));
    QCOMPARE(d.currency, u"EUR"_s);

    // A capture's amount is the transaction's.
    d.body = R"({"id":"evt_2","type":"transaction.captured","data":{"object":{"id":"txn_2",)"
             R"("amount":10000,"currency":"EUR"}}})";
    d.amount.reset();
    d.deriveFields();
    QCOMPARE(d.amount, std::optional<qint64>(10000));
}

void TestDeliveryStore::hexDumpLines()
{
    const QString dump = hexDump(QByteArray("{\"id\":1}\n\x01\xff 0123456789"), 1024);
    const QStringList lines = dump.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0),
             u"00000000  7b 22 69 64 22 3a 31 7d  0a 01 ff 20 30 31 32 33  |{\"id\":1}... 0123|"_s);
    QVERIFY(lines.at(1).startsWith(u"00000010  34 35 36 37 38 39 "_s));
    QVERIFY(lines.at(1).endsWith(u"|456789|"_s));
    QCOMPARE(hexDump(QByteArray(100, 'x'), 32).count(u'\n'), 2);
    QVERIFY(hexDump({}).isEmpty());
}

QTEST_GUILESS_MAIN(TestDeliveryStore)
#include "tst_deliverystore.moc"
