// Search and filters of the sandbox (shared/CONTRACT.md, "Second wave: Search"): what `q`
// matches, over real HTTP against a seeded sandbox, compared with a plain reference; bad
// input; refunds; a charge found the moment it is acknowledged; an older store's index built
// on open; and the query plans of every filter combination, so no change brings a scan back.
#include "sandbox/sandboxstore.h"
#include "sandbox/seeder.h"
#include "sandboxclient.h"
#include "searchreference.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::sandbox::ListCursor;
using paydesk::sandbox::SandboxOptions;
using paydesk::sandbox::SandboxStore;
using paydesk::sandbox::TransactionFilter;
using paydesk::testing::chargeBody;
using paydesk::testing::HttpClient;
using paydesk::testing::HttpResult;
using paydesk::testing::refundSearchMatches;
using paydesk::testing::SandboxFixture;
using paydesk::testing::searchMatches;

namespace {

const QString TransactionsPath = u"/api/v1/transactions"_s;
const QString RefundsPath = u"/api/v1/refunds"_s;
constexpr qint64 SeedEnd = 1717200000; // 2024-06-01

QString withQuery(const QString &path, const QUrlQuery &q)
{
    return q.isEmpty() ? path : path + u'?' + q.toString(QUrl::FullyEncoded);
}

void fetchAll(HttpClient &client, const QString &path, QUrlQuery query, QList<QJsonObject> *out,
              int limit = 100)
{
    out->clear();
    query.addQueryItem(u"limit"_s, QString::number(limit));
    QString cursor;
    for (int page = 0; page < 1000; ++page) {
        QUrlQuery q = query;
        if (!cursor.isEmpty())
            q.addQueryItem(u"cursor"_s, cursor);
        const HttpResult r = client.get(withQuery(path, q));
        QCOMPARE(r.status, 200);
        const QJsonArray data = r.json.value(u"data"_s).toArray();
        QVERIFY(data.size() <= limit);
        for (const QJsonValue &v : data)
            out->append(v.toObject());
        if (!r.json.value(u"has_more"_s).toBool())
            return;
        QCOMPARE(data.size(), limit);
        cursor = r.json.value(u"next_cursor"_s).toString();
    }
    QFAIL("more than 1000 pages");
}

QStringList idsOf(const QList<QJsonObject> &rows)
{
    QStringList ids;
    for (const QJsonObject &r : rows)
        ids << r[u"id"_s].toString();
    return ids;
}

QUrlQuery queryOf(const QString &q)
{
    QUrlQuery query;
    query.addQueryItem(u"q"_s, QString::fromUtf8(QUrl::toPercentEncoding(q)));
    return query;
}

// Merchant references that look like search syntax, so the tests can find them as text.
const QStringList OddReferences = {
    u"ORD \"QUOTED\" 7"_s, u"ORD*STAR"_s,    u"NEAR(a b)"_s,   u"red OR blue"_s,
    u"50% off"_s,          u"under_score"_s, u"Ünïcödé-Ref"_s, u"a'b;--"_s,
};

} // namespace

class TestSearch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void transactions_data();
    void transactions();
    void refunds_data();
    void refunds();
    void tooLong_data();
    void tooLong();
    void foundOnceAcknowledged();
    void olderStoreIsIndexedOnOpen();
    void plansNeverScan();
    void postgresPlansEachRun();

private:
    SandboxFixture m_fx; // 1000 seeded transactions and the odd references
    QList<QJsonObject> m_all;
    QList<QJsonObject> m_allRefunds;
    QHash<QString, QString> m_refOf; // transaction id -> merchant_ref
};

void TestSearch::initTestCase()
{
    SandboxOptions options;
    options.seedCount = 1000;
    options.seedEndSecs = SeedEnd;
    QVERIFY(m_fx.start(options));
    for (const QString &ref : OddReferences) {
        QJsonObject body = chargeBody(1500);
        body.insert(u"merchant_ref"_s, ref);
        body.insert(u"description"_s, QString(u"Odd one: "_s + ref));
        QCOMPARE(m_fx.client.post(TransactionsPath, body).status, 201);
    }
    fetchAll(m_fx.client, TransactionsPath, {}, &m_all);
    fetchAll(m_fx.client, RefundsPath, {}, &m_allRefunds);
    QVERIFY(m_all.size() == 1000 + OddReferences.size());
    QVERIFY(m_allRefunds.size() > 20);
    for (const QJsonObject &t : std::as_const(m_all))
        m_refOf.insert(t[u"id"_s].toString(), t[u"merchant_ref"_s].toString());
}

void TestSearch::cleanupTestCase()
{
    m_fx.stop();
}

void TestSearch::transactions_data()
{
    QTest::addColumn<QString>("q"); // {ID}: a whole id; {IDPART}: 6 characters from its middle
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("minimum");

    const QString none;
    QTest::newRow("whole id") << u"{ID}"_s << none << none << 1;
    QTest::newRow("part of an id") << u"{IDPART}"_s << none << none << 1;
    QTest::newRow("substring in the middle") << u"10050"_s << none << none << 10;
    QTest::newRow("lower case") << u"ord-1005"_s << none << none << 100;
    QTest::newRow("description") << u"FROTHER"_s << none << none << 30;
    QTest::newRow("two characters, a prefix") << u"or"_s << none << none << 1000;
    QTest::newRow("two characters, not a prefix") << u"RD"_s << none << none << 0;
    QTest::newRow("one character") << u"n"_s << none << none << 1;
    QTest::newRow("with a status") << u"ORD-10"_s << u"refunded"_s << none << 5;
    QTest::newRow("with status and currency")
        << u"ORD-10"_s << u"captured,partially_refunded"_s << u"EUR"_s << 50;
    QTest::newRow("matches nothing") << u"zzzzqq"_s << none << none << 0;
    QTest::newRow("matches, filter does not") << u"ORD-10"_s << none << u"CHF"_s << 0;
    QTest::newRow("double quote") << u"\"QUOTED\""_s << none << none << 1;
    QTest::newRow("lone double quote") << u"\""_s << none << none << 0;
    QTest::newRow("star") << u"ORD*"_s << none << none << 1;
    QTest::newRow("star alone") << u"*"_s << none << none << 0;
    QTest::newRow("NEAR") << u"NEAR(a"_s << none << none << 1;
    QTest::newRow("OR as a word") << u"red OR blue"_s << none << none << 1;
    QTest::newRow("OR is not an operator") << u"red OR nothing"_s << none << none << 0;
    QTest::newRow("percent") << u"50%"_s << none << none << 1;
    QTest::newRow("percent is not a wildcard") << u"ORD-%"_s << none << none << 0;
    QTest::newRow("underscore") << u"under_s"_s << none << none << 1;
    QTest::newRow("underscore is not a wildcard") << u"ORD_1005"_s << none << none << 0;
    QTest::newRow("only punctuation") << u"%_*\"-"_s << none << none << 0;
    QTest::newRow("quote and semicolon") << u"a'b;--"_s << none << none << 1;
    QTest::newRow("non-ASCII, other case") << u"üNÏCÖ"_s << none << none << 1;
    QTest::newRow("200 characters") << QString(200, u'x') << none << none << 0;
}

void TestSearch::transactions()
{
    QFETCH(QString, q);
    QFETCH(QString, status);
    QFETCH(QString, currency);
    QFETCH(int, minimum);

    const QString sampleId = m_all.at(m_all.size() / 2)[u"id"_s].toString();
    q.replace(u"{IDPART}"_s, sampleId.mid(10, 6));
    q.replace(u"{ID}"_s, sampleId);
    QStringList expected;
    for (const QJsonObject &t : std::as_const(m_all)) {
        if (!status.isEmpty() && !status.split(u',').contains(t[u"status"_s].toString()))
            continue;
        if (!currency.isEmpty() && t[u"currency"_s].toString() != currency)
            continue;
        if (searchMatches(t, q))
            expected << t[u"id"_s].toString();
    }
    QVERIFY2(expected.size() >= minimum, qPrintable(QString::number(expected.size())));
    if (minimum == 0)
        QVERIFY(expected.isEmpty());

    QUrlQuery query = queryOf(q);
    if (!status.isEmpty())
        query.addQueryItem(u"status"_s, status);
    if (!currency.isEmpty())
        query.addQueryItem(u"currency"_s, currency);
    QList<QJsonObject> got;
    fetchAll(m_fx.client, TransactionsPath, query, &got, 17);
    QCOMPARE(idsOf(got), expected);
}

void TestSearch::refunds_data()
{
    QTest::addColumn<QString>("q");           // {REF}: a refund id; {TXN}: its transaction's id
    QTest::addColumn<bool>("oneTransaction"); // also filtered by transaction_id={TXN}
    QTest::addColumn<int>("minimum");

    QTest::newRow("refund id") << u"{REF}"_s << false << 1;
    QTest::newRow("transaction id") << u"{TXN}"_s << false << 1;
    QTest::newRow("reference, substring, lower case") << u"ord-10"_s << false << 20;
    QTest::newRow("reference, two characters") << u"Or"_s << false << 20;
    QTest::newRow("matches nothing") << u"nothing-here"_s << false << 0;
    QTest::newRow("syntax as text") << u"\"ORD\" OR *"_s << false << 0;
    QTest::newRow("one transaction, its reference") << u"ORD"_s << true << 1;
    QTest::newRow("one transaction, another reference") << u"nothing"_s << true << 0;
}

void TestSearch::refunds()
{
    QFETCH(QString, q);
    QFETCH(bool, oneTransaction);
    QFETCH(int, minimum);

    const QJsonObject sample = m_allRefunds.at(m_allRefunds.size() / 2);
    const QString txn = sample[u"transaction_id"_s].toString();
    q.replace(u"{REF}"_s, sample[u"id"_s].toString());
    q.replace(u"{TXN}"_s, txn);
    QStringList expected;
    for (const QJsonObject &r : std::as_const(m_allRefunds)) {
        if (oneTransaction && r[u"transaction_id"_s].toString() != txn)
            continue;
        if (refundSearchMatches(r, m_refOf.value(r[u"transaction_id"_s].toString()), q))
            expected << r[u"id"_s].toString();
    }
    QVERIFY2(expected.size() >= minimum, qPrintable(QString::number(expected.size())));
    if (minimum == 0)
        QVERIFY(expected.isEmpty());
    QUrlQuery query = queryOf(q);
    if (oneTransaction)
        query.addQueryItem(u"transaction_id"_s, txn);
    QList<QJsonObject> got;
    fetchAll(m_fx.client, RefundsPath, query, &got, 7);
    QCOMPARE(idsOf(got), expected);
}

void TestSearch::tooLong_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("transactions") << TransactionsPath;
    QTest::newRow("refunds") << RefundsPath;
}

void TestSearch::tooLong()
{
    QFETCH(QString, path);
    const HttpResult r = m_fx.client.get(withQuery(path, queryOf(QString(201, u'a'))));
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    const QString why = r.json[u"fields"_s].toObject()[u"q"_s].toString();
    QVERIFY2(why.contains(u"201"_s) && why.contains(u"200"_s), qPrintable(why));
    // Spaces around it are not counted.
    QCOMPARE(
        m_fx.client.get(withQuery(path, queryOf(u"  "_s + QString(200, u'a') + u"  "_s))).status,
        200);
}

void TestSearch::foundOnceAcknowledged()
{
    QJsonObject body = chargeBody(4321);
    body.insert(u"merchant_ref"_s, u"Fresh-Order-991"_s);
    const HttpResult made = m_fx.client.post(TransactionsPath, body);
    QCOMPARE(made.status, 201);
    const QString id = made.json[u"id"_s].toString();
    const auto search = [&](const QString &path, const QString &q, const QString &status) {
        QUrlQuery query = queryOf(q);
        if (!status.isEmpty())
            query.addQueryItem(u"status"_s, status);
        QList<QJsonObject> got;
        fetchAll(m_fx.client, path, query, &got);
        return idsOf(got);
    };
    QCOMPARE(search(TransactionsPath, u"fresh-order"_s, {}), QStringList{id});
    QCOMPARE(search(TransactionsPath, u"fresh-order"_s, u"captured"_s), QStringList{id});

    const HttpResult refund =
        m_fx.client.post(TransactionsPath + u'/' + id + u"/refunds"_s, {{u"amount"_s, 21}});
    QCOMPARE(refund.status, 201);
    // The status filter follows the refund at once.
    QCOMPARE(search(TransactionsPath, u"fresh-order"_s, u"captured"_s), QStringList());
    QCOMPARE(search(TransactionsPath, u"fresh-order"_s, u"partially_refunded"_s), QStringList{id});
    QCOMPARE(search(RefundsPath, u"ORDER-99"_s, {}), QStringList{refund.json[u"id"_s].toString()});
}

void TestSearch::olderStoreIsIndexedOnOpen()
{
    PAYDESK_SQLITE_ONLY();
    QTemporaryDir dir;
    QString error;
    {
        SandboxStore store;
        QVERIFY2(store.open(dir.path(), &error), qPrintable(error));
        paydesk::sandbox::SeedRequest seed;
        seed.count = 300;
        seed.endSecs = SeedEnd;
        QCOMPARE(paydesk::sandbox::seedDemoData(store, seed, nullptr, &error),
                 paydesk::sandbox::SeedOutcome::Done);
    }
    QString id;
    {
        // Made old: no kinds, no search tables, no search version.
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old"_s);
        db.setDatabaseName(dir.filePath(u"sandbox.sqlite"_s));
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &sql :
             {u"DROP TABLE transactions_search"_s, u"DROP TABLE refunds_search"_s,
              u"DROP TABLE kinds"_s, u"DROP INDEX transactions_kind"_s,
              u"ALTER TABLE transactions DROP COLUMN kind"_s,
              u"DELETE FROM meta WHERE key = 'search_version'"_s})
            QVERIFY2(q.exec(sql), qPrintable(sql));
        QVERIFY(q.exec(u"SELECT id FROM transactions WHERE merchant_ref = 'ORD-100123'"_s));
        QVERIFY(q.next());
        id = q.value(0).toString();
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"old"_s);
    SandboxStore store;
    QVERIFY2(store.open(dir.path(), &error), qPrintable(error));
    TransactionFilter f;
    f.query = u"ord-100123"_s;
    auto page = store.listTransactions(f, 10, std::nullopt);
    QCOMPARE(page.items.size(), 1);
    QCOMPARE(page.items.first().id, id);
    f.statuses = {page.items.first().status};
    QCOMPARE(store.listTransactions(f, 10, std::nullopt).items.size(), 1);
    TransactionFilter byStatus;
    byStatus.statuses = {u"failed"_s};
    page = store.listTransactions(byStatus, 100, std::nullopt);
    QVERIFY(!page.items.isEmpty());
    for (const auto &t : std::as_const(page.items))
        QCOMPARE(t.status, u"failed"_s);
}

void TestSearch::plansNeverScan()
{
    SandboxStore store;
    QString error;
    QVERIFY2(store.open({}, &error), qPrintable(error));
    paydesk::sandbox::SeedRequest seed;
    seed.count = 2000;
    seed.endSecs = SeedEnd;
    QCOMPARE(paydesk::sandbox::seedDemoData(store, seed, nullptr, &error),
             paydesk::sandbox::SeedOutcome::Done);
    const QString someId = store.listTransactions({}, 1, std::nullopt).items.first().id;

    const QList<QStringList> statuses = {
        {},
        {u"failed"_s},
        {u"captured"_s, u"refunded"_s},
        {u"captured"_s, u"failed"_s, u"refunded"_s, u"partially_refunded"_s}};
    const QStringList currencies = {{}, u"USD"_s, u"CHF"_s};
    const QStringList gateways = {{}, u"paycore"_s, u"nothing_here"_s};
    const QList<std::pair<std::optional<qint64>, std::optional<qint64>>> ranges = {
        {std::nullopt, std::nullopt},
        {SeedEnd - 30 * 86400, std::nullopt},
        {std::nullopt, SeedEnd - 30 * 86400},
        {SeedEnd - 40 * 86400, SeedEnd - 20 * 86400}};
    const QStringList texts = {{}, u"o"_s, u"or"_s, u"ORD-10"_s, u"zzzzqq"_s, someId};

    static const QRegularExpression Scan(u"(^|; )SCAN (?!\\S+ VIRTUAL TABLE)"_s);
    static const QRegularExpression Sort(u"TEMP B-TREE"_s);
    int statements = 0;
    bool kindIndexUsed = false;
    bool searchTableUsed = false;
    QStringList plans;
    store.setPlanLog(&plans);
    const auto check = [&](const QString &what) {
        for (const QString &plan : std::as_const(plans)) {
            kindIndexUsed = kindIndexUsed || plan.contains(u"USING INDEX transactions_kind"_s);
            searchTableUsed = searchTableUsed || plan.contains(u"SCAN s VIRTUAL TABLE"_s);
            QVERIFY2(!Scan.match(plan).hasMatch(), qPrintable(what + u": "_s + plan));
            QVERIFY2(!Sort.match(plan).hasMatch(), qPrintable(what + u": "_s + plan));
        }
        statements += plans.size();
        plans.clear();
    };
    for (const QStringList &s : statuses)
        for (const QString &c : currencies)
            for (const QString &g : gateways)
                for (const auto &range : ranges)
                    for (const QString &text : texts) {
                        TransactionFilter f;
                        f.statuses = s;
                        f.currency = c;
                        f.gateway = g;
                        f.createdFrom = range.first;
                        f.createdTo = range.second;
                        f.query = text;
                        const QString what = u"%1|%2|%3|%4|%5"_s.arg(s.join(u','), c, g, text)
                                                 .arg(range.first.value_or(0));
                        const auto first = store.listTransactions(f, 5, std::nullopt);
                        check(what);
                        if (first.items.isEmpty())
                            continue;
                        const auto &last = first.items.constLast();
                        store.listTransactions(f, 5, ListCursor{last.createdAt, last.id, 1 << 30});
                        check(what + u", next page"_s);
                        if (QTest::currentTestFailed())
                            return;
                    }
    for (const auto &range : ranges)
        for (const QString &text : texts) {
            TransactionFilter f;
            f.createdFrom = range.first;
            f.createdTo = range.second;
            f.query = text;
            const auto first = store.listRefunds(f, 5, std::nullopt);
            check(u"refunds "_s + text);
            if (!first.items.isEmpty()) {
                const auto &last = first.items.constLast();
                store.listRefunds(f, 5, ListCursor{last.createdAt, last.id, 1 << 30});
                check(u"refunds, next page "_s + text);
            }
        }
    // Filters that no kind matches answer without a statement; all the rest ran one or more.
    QVERIFY2(statements > 1000, qPrintable(QString::number(statements)));
    QVERIFY2(kindIndexUsed && searchTableUsed, "the plans are not the ones expected");
}

// On PostgreSQL the store's prepared statements are planned for each run's values: the generic
// plan PostgreSQL settles on after five runs sorted every match of a common text (a search
// page went from 3 ms to 121 ms at 50,000 rows, tests/bench/bench_search).
void TestSearch::postgresPlansEachRun()
{
    QTemporaryDir dir;
    const QString database = paydesk::testing::testDatabaseFor(dir.path());
    if (database.isEmpty())
        QSKIP("needs PostgreSQL: run under tests/support/with-postgres.sh");
    paydesk::sandbox::SandboxStore store;
    QString error;
    QVERIFY2(store.openPostgres(database, &error), qPrintable(error));
    const QString sql = u"SELECT seq FROM transactions WHERE merchant_ref ILIKE ? ORDER BY seq"
                        " LIMIT 5"_s;
    for (const QString &text :
         {u"%ORD-1%"_s, u"%zzq%"_s, u"%a%"_s, u"%ORD%"_s, u"%b%"_s, u"%c%"_s, u"%d%"_s, u"%e%"_s}) {
        paydesk::sandbox::StoreQuery q = store.prepared(sql);
        q.addBindValue(text);
        QVERIFY(store.exec(q));
    }
    QSqlQuery plans(store.database());
    QVERIFY(plans.exec(u"SELECT generic_plans, custom_plans FROM pg_prepared_statements"
                       " WHERE statement LIKE '%merchant_ref ILIKE%'"_s));
    QVERIFY(plans.next());
    QCOMPARE(plans.value(0).toLongLong(), 0);
    QCOMPARE(plans.value(1).toLongLong(), 8);
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
