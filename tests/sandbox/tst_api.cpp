// The sandbox's HTTP API against CONTRACT.md: every endpoint, every reachable row of the
// error table, validation, refunds, idempotency, pagination and filters, redirect sessions,
// fraud rules and the ledger endpoints. Real HTTP on loopback against the in-process service.

#include "sandboxclient.h"
#include "searchreference.h"
#include "testclock.h"
#include "webhookreceiver.h"

#include <QDateTime>
#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QUuid>

#include <algorithm>
#include <ctime>
#include <memory>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using paydesk::sandbox::SandboxOptions;
using paydesk::testing::chargeBody;
using paydesk::testing::HttpClient;
using paydesk::testing::HttpResult;
using paydesk::testing::SandboxFixture;
using paydesk::testing::searchMatches;
using paydesk::testing::TestClock;

namespace {

// 2024-06-01T12:00:00Z: the seeded 90 days end here, so the data never depends on today.
constexpr qint64 SeedEnd = 1717243200;

const QString TransactionsPath = u"/api/v1/transactions"_s;
const QString SecondKey = u"pts_test_SecondKey0123456789abcdefABCDE"_s;

bool isTimestamp(const QJsonValue &v)
{
    static const QRegularExpression re(u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"_s);
    return v.isString() && re.match(v.toString()).hasMatch();
}

// Parsed as UTC throughout: a wall-clock time in the local zone might not exist (DST gap).
qint64 secsOf(const QString &text)
{
    const QDate date = QDate::fromString(text.left(10), u"yyyy-MM-dd"_s);
    const QTime time =
        text.size() > 10 ? QTime::fromString(text.mid(11, 8), u"HH:mm:ss"_s) : QTime(0, 0);
    return QDateTime(date, time, QTimeZone::utc()).toSecsSinceEpoch();
}

qint64 secsOf(const QJsonValue &timestamp)
{
    return secsOf(timestamp.toString());
}

// Sets the process's local time zone for the lifetime of the object (the service runs in
// this process, so it sees it too).
class LocalZone
{
public:
    explicit LocalZone(const QByteArray &zone)
        : m_had(qEnvironmentVariableIsSet("TZ"))
        , m_old(qgetenv("TZ"))
    {
        qputenv("TZ", zone);
        tzset();
    }
    ~LocalZone()
    {
        if (m_had)
            qputenv("TZ", m_old);
        else
            qunsetenv("TZ");
        tzset();
    }
    LocalZone(const LocalZone &) = delete;
    LocalZone &operator=(const LocalZone &) = delete;

private:
    bool m_had;
    QByteArray m_old;
};

QString timestampOf(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc())
        .toString(u"yyyy-MM-dd'T'HH:mm:ss'Z'"_s);
}

bool hasId(const QJsonValue &v, const QString &prefix)
{
    static const QRegularExpression re(u"^[a-z]{3}_[A-Za-z0-9]{8,}$"_s);
    return v.isString() && v.toString().startsWith(prefix) && re.match(v.toString()).hasMatch();
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString withQuery(const QString &path, const QUrlQuery &query)
{
    const QString q = query.toString(QUrl::FullyEncoded);
    return q.isEmpty() ? path : path + u'?' + q;
}

QByteArray bearer(const QString &key)
{
    return "Bearer " + key.toUtf8();
}

// Every row of a list endpoint, following next_cursor from page to page.
void fetchAll(HttpClient &client, const QString &path, QUrlQuery query, QList<QJsonObject> *out,
              int limit = 100)
{
    out->clear();
    query.removeAllQueryItems(u"limit"_s);
    query.addQueryItem(u"limit"_s, QString::number(limit));
    QString cursor;
    for (int page = 0; page < 1000; ++page) {
        QUrlQuery q = query;
        if (!cursor.isEmpty())
            q.addQueryItem(u"cursor"_s, cursor);
        const HttpResult r = client.get(withQuery(path, q));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"data"_s).type(), QJsonValue::Array);
        const QJsonArray data = r.json.value(u"data"_s).toArray();
        QVERIFY(data.size() <= limit);
        for (const QJsonValue &v : data)
            out->append(v.toObject());
        QVERIFY(r.json.value(u"has_more"_s).isBool());
        if (!r.json.value(u"has_more"_s).toBool()) {
            QVERIFY(r.json.value(u"next_cursor"_s).isNull());
            return;
        }
        QCOMPARE(data.size(), limit);
        QVERIFY(r.json.value(u"next_cursor"_s).isString());
        cursor = r.json.value(u"next_cursor"_s).toString();
        QVERIFY(!cursor.isEmpty());
    }
    QFAIL("more than 1000 pages");
}

QStringList idsOf(const QList<QJsonObject> &rows)
{
    QStringList ids;
    for (const QJsonObject &o : rows)
        ids << o.value(u"id"_s).toString();
    return ids;
}

// Newest first: created_at, then id, both descending.
bool newestFirst(const QList<QJsonObject> &rows, QString *why)
{
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QString a = rows[i - 1].value(u"created_at"_s).toString();
        const QString b = rows[i].value(u"created_at"_s).toString();
        const QString ida = rows[i - 1].value(u"id"_s).toString();
        const QString idb = rows[i].value(u"id"_s).toString();
        if (a < b || (a == b && ida.compare(idb) <= 0)) {
            *why =
                u"row %1 (%2 %3) before row %4 (%5 %6)"_s.arg(i - 1).arg(a, ida).arg(i).arg(b, idb);
            return false;
        }
    }
    return true;
}

QString longString(int n, QChar c = u'x')
{
    return QString(n, c);
}

// Every table of a sandbox's SQLite file, read through a read-only connection of its own: each
// table's rows as text, sorted. Two of them differ exactly where a request stored something.
using Tables = QMap<QString, QStringList>;

Tables readTables(const QString &path)
{
    Tables out;
    const QString connection = u"readonly-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        // On PostgreSQL (PAYDESK_TEST_DATABASE) the path is the database's URL.
        const bool postgres = path.startsWith(u"postgresql://"_s);
        QSqlDatabase db =
            QSqlDatabase::addDatabase(postgres ? u"QPSQL"_s : u"QSQLITE"_s, connection);
        if (postgres) {
            const QUrl url(path);
            db.setHostName(url.host());
            db.setPort(url.port());
            db.setUserName(url.userName());
            db.setDatabaseName(url.path().mid(1));
        } else {
            db.setDatabaseName(path);
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        }
        if (!db.open()) {
            out.insert(u"(open failed)"_s, {path});
        } else {
            QSqlQuery names(db);
            names.exec(postgres ? u"SELECT table_name FROM information_schema.tables"
                                  " WHERE table_schema = 'public' ORDER BY table_name"_s
                                : u"SELECT name FROM sqlite_master WHERE type = 'table'"
                                  " ORDER BY name"_s);
            QStringList tables;
            while (names.next())
                tables << names.value(0).toString();
            for (const QString &table : std::as_const(tables)) {
                QSqlQuery q(db);
                q.exec(u"SELECT * FROM \"%1\""_s.arg(table));
                QStringList rows;
                while (q.next()) {
                    QStringList cells;
                    for (int i = 0; i < q.record().count(); ++i) {
                        const QVariant v = q.value(i);
                        cells << (v.isNull() ? u"NULL"_s
                                  : v.typeId() == QMetaType::QByteArray
                                      ? QString::fromLatin1(v.toByteArray().toHex())
                                      : v.toString());
                    }
                    rows << cells.join(u'|');
                }
                rows.sort();
                out.insert(table, rows);
            }
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return out;
}

// Names the tables whose rows differ, with the rows only one side has.
QString tableDifferences(const Tables &before, const Tables &after)
{
    QStringList out;
    QSet<QString> names(before.keyBegin(), before.keyEnd());
    names.unite(QSet<QString>(after.keyBegin(), after.keyEnd()));
    for (const QString &name : std::as_const(names)) {
        const QStringList a = before.value(name);
        const QStringList b = after.value(name);
        if (a == b)
            continue;
        const QSet<QString> sa(a.begin(), a.end());
        const QSet<QString> sb(b.begin(), b.end());
        out << u"%1: %2 rows -> %3 rows; new: %4; gone: %5"_s.arg(name)
                   .arg(a.size())
                   .arg(b.size())
                   .arg(QStringList(QSet<QString>(sb).subtract(sa).values()).join(u"; "_s),
                        QStringList(QSet<QString>(sa).subtract(sb).values()).join(u"; "_s));
    }
    return out.join(u'\n');
}

} // namespace

class TestApi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // Transactions
    void createTransaction_data();
    void createTransaction();
    void getTransactionNotFound();
    void listTransactionsEnvelope();
    void declineRule_data();
    void declineRule();

    // Authentication and transport
    void authentication_data();
    void authentication();
    void checkoutPageNeedsNoKey();
    void unknownPath_data();
    void unknownPath();
    void payloadTooLarge();
    void rateLimited();

    // Validation
    void badTransactionInput_data();
    void badTransactionInput();
    void amountMustBeJsonInteger_data();
    void amountMustBeJsonInteger();
    void listBodyIsWhatQJsonDocumentWrites();
    void contentTypeVariants_data();
    void contentTypeVariants();

    // Refunds
    void refundDefaultIsFull_data();
    void refundDefaultIsFull();
    void refundPartialThenRest();
    void refundExceedsRemaining();
    void refundNotRefundable_data();
    void refundNotRefundable();
    void refundUnknownTransaction();
    void refundBadInput_data();
    void refundBadInput();
    void getAndListRefunds();

    // Idempotency
    void idempotentReplay();
    void idempotencyConflict();
    void idempotencyValidationErrorNotStored();
    void idempotencyDeclineStoredAndReplayed();
    void idempotencyRefundReplay();
    void idempotencyKeysArePerApiKey();
    void idempotencyKeyLength_data();
    void idempotencyKeyLength();
    void idempotencyInProgress();
    void idempotencyInProgressOutlivesLongLatency();
    void idempotencyKeyExpiresAfterADay();
    void idempotencyEveryPost_data();
    void idempotencyEveryPost();

    // Pagination and filters
    void paginationWalk();
    void paginationWithinOneSecond();
    void paginationStableWhileInserting();
    void refundPaginationStableWhileInserting();
    void invalidListParameters_data();
    void invalidListParameters();
    void filters_data();
    void filters();
    void filtersInAnyLocalZone_data();
    void filtersInAnyLocalZone();
    void refundFilters_data();
    void refundFilters();

    // Redirect sessions
    void createRedirect_data();
    void createRedirect();
    void badRedirect_data();
    void badRedirect();
    void redirectNotFound();

    // Fraud
    void fraudRules_data();
    void fraudRules();
    void fraudVelocity();
    void fraudValidation_data();
    void fraudValidation();

    // Ledger
    void ledgerAccounts();
    void trialBalanceErrors_data();
    void trialBalanceErrors();
    void trialBalanceDefaults();
    void trialBalanceIncludeZero();

    // Service lifecycle
    void stopAsyncDuringSeeding();

private:
    HttpClient &client() { return m_fx.client; }
    qint64 transactionCount();
    QJsonObject createCaptured(qint64 amount, const QString &currency = u"USD"_s);
    // What bad input must leave alone, seen through the API (every transaction and refund, the
    // trial balance in each currency, the webhook outbox) and in the SQLite file itself
    // (every row of every table: postings, events, deliveries, idempotency keys, sessions,
    // fraud evaluations). Waits until the outbox is quiet first.
    struct Stored
    {
        QJsonObject api;
        Tables tables;
    };
    Stored stored();
    void verifyNothingStored(const Stored &before);
    void startFiles();

    SandboxFixture m_fx;     // empty, in memory; every test adds to it
    SandboxFixture m_seeded; // 1000 seeded transactions
    // In a data directory, with a webhook endpoint that never answers (the deliveries stay
    // pending for an hour after their first attempt): where bad input is sent.
    QTemporaryDir m_filesDir;
    SandboxFixture m_files;
    QList<QJsonObject> m_seededAll;
};

void TestApi::initTestCase()
{
    SandboxOptions options;
    options.apiKeys = {SandboxFixture::testKey(), SecondKey};
    QVERIFY(m_fx.start(options));

    options.apiKeys.clear();
    options.seedCount = 1000;
    options.seedEndSecs = SeedEnd;
    QVERIFY(m_seeded.start(options));

    startFiles();
}

void TestApi::startFiles()
{
    QVERIFY(m_filesDir.isValid());
    SandboxOptions files;
    files.dataDir = m_filesDir.path();
    const quint16 closed = paydesk::testing::unusedLoopbackPort();
    QVERIFY(closed != 0);
    files.webhooks = {paydesk::sandbox::WebhookEndpoint{
        QUrl(u"http://127.0.0.1:%1/hooks"_s.arg(closed)), paydesk::testing::newWebhookSecret()}};
    const QList<int> hourly{3600};
    files.retryScheduleSeconds = hourly;
    QVERIFY(m_files.start(files));
    // Something of everything, so that a change would show: charges in two currencies, a
    // decline, a refund, a session, a fraud evaluation, a request with an Idempotency-Key.
    HttpClient &c = m_files.client;
    const HttpResult charge = c.post(TransactionsPath, chargeBody(5000), "setup-charge");
    QCOMPARE(charge.status, 201);
    QCOMPARE(c.post(TransactionsPath, chargeBody(2500, u"JPY"_s)).status, 201);
    QCOMPARE(c.post(TransactionsPath, chargeBody(1202)).status, 402);
    QCOMPARE(c.post(TransactionsPath + u'/' + charge.json[u"id"_s].toString() + u"/refunds"_s,
                    {{u"amount"_s, 1000}})
                 .status,
             201);
    QCOMPARE(c.post(TransactionsPath + u"/redirect"_s,
                    {{u"amount"_s, 4999},
                     {u"currency"_s, u"EUR"_s},
                     {u"gateway"_s, u"cardnet"_s},
                     {u"merchant_ref"_s, u"ORD-S"_s},
                     {u"return_url"_s, u"https://shop.example/return"_s}})
                 .status,
             201);
    QCOMPARE(c.post(u"/api/v1/fraud/evaluate"_s,
                    {{u"amount"_s, 1000},
                     {u"currency"_s, u"USD"_s},
                     {u"customer"_s, QJsonObject{{u"email"_s, u"setup@example.com"_s}}}})
                 .status,
             200);
}

void TestApi::cleanupTestCase()
{
    m_fx.stop();
    m_seeded.stop();
    m_files.stop();
}

TestApi::Stored TestApi::stored()
{
    HttpClient &c = m_files.client;
    const QString path = m_files.service->databasePath();
    // Every delivery has had its first attempt (the next is an hour away): nothing moves.
    const auto quiet = [&] {
        const Tables t = readTables(path);
        const HttpResult log = c.get(u"/sandbox/v1/webhook-deliveries?limit=1000"_s);
        return log.json[u"data"_s].toArray().size() == t.value(u"deliveries"_s).size();
    };
    if (!QTest::qWaitFor(quiet, 10000))
        qWarning("the webhook outbox did not settle");

    Stored s;
    QList<QJsonObject> rows;
    fetchAll(c, TransactionsPath, {}, &rows);
    s.api.insert(u"transactions"_s, QJsonArray::fromStringList(idsOf(rows)));
    fetchAll(c, u"/api/v1/refunds"_s, {}, &rows);
    s.api.insert(u"refunds"_s, QJsonArray::fromStringList(idsOf(rows)));
    for (const QString &currency : {u"USD"_s, u"EUR"_s, u"GBP"_s, u"JPY"_s}) {
        const HttpResult tb =
            c.get(u"/v1/ledger/trial-balance?date=2099-12-31&currency="_s + currency);
        s.api.insert(u"trial_balance_"_s + currency, tb.json);
    }
    const HttpResult log = c.get(u"/sandbox/v1/webhook-deliveries?limit=1000"_s);
    s.api.insert(u"webhook_deliveries"_s, log.json);
    s.tables = readTables(path);
    return s;
}

void TestApi::verifyNothingStored(const Stored &before)
{
    const Stored after = stored();
    for (auto it = before.api.begin(); it != before.api.end(); ++it)
        QVERIFY2(after.api.value(it.key()) == it.value(), qPrintable(it.key()));
    // A refused change is in the activity log, with its 4xx answer, and nowhere else.
    Tables changed = after.tables;
    Tables unchanged = before.tables;
    const QStringList logged = changed.take(u"activity"_s);
    const QStringList loggedBefore = unchanged.take(u"activity"_s);
    QVERIFY2(changed == unchanged, qPrintable(tableDifferences(unchanged, changed)));
    for (const QString &row : logged) {
        if (!loggedBefore.contains(row))
            QVERIFY2(row.section(u'|', 7, 7).startsWith(u'4'), qPrintable(row));
    }
    QVERIFY(!before.tables.value(u"postings"_s).isEmpty());
    QVERIFY(!before.tables.value(u"events"_s).isEmpty());
    QVERIFY(!before.tables.value(u"idempotency"_s).isEmpty());
}

qint64 TestApi::transactionCount()
{
    QList<QJsonObject> all;
    fetchAll(client(), TransactionsPath, {}, &all);
    return QTest::currentTestFailed() ? -1 : all.size();
}

QJsonObject TestApi::createCaptured(qint64 amount, const QString &currency)
{
    const HttpResult r = client().post(TransactionsPath, chargeBody(amount, currency));
    if (r.status != 201)
        qWarning() << "charge failed:" << r.status << r.body;
    return r.json;
}

// ---- Transactions -------------------------------------------------------------------------

void TestApi::createTransaction_data()
{
    QTest::addColumn<QJsonObject>("body");

    const auto body = [](qint64 amount, const QString &currency, const QString &gateway,
                         const QString &ref) {
        return QJsonObject{{u"amount"_s, amount},
                           {u"currency"_s, currency},
                           {u"gateway"_s, gateway},
                           {u"merchant_ref"_s, ref}};
    };
    QJsonObject described = body(2599, u"USD"_s, u"cardnet"_s, u"ORD-1"_s);
    described.insert(u"description"_s, u"Pour-over kettle"_s);
    QTest::newRow("USD with description") << described;
    QTest::newRow("EUR without description") << body(1000, u"EUR"_s, u"paycore"_s, u"ORD-2"_s);
    QTest::newRow("JPY, no minor units") << body(4500, u"JPY"_s, u"sakura_pay"_s, u"ORD-3"_s);
    QTest::newRow("KWD, three decimals") << body(12345, u"KWD"_s, u"gw_1"_s, u"ORD-4"_s);
    QTest::newRow("minimum amount 1") << body(1, u"USD"_s, u"cardnet"_s, u"ORD-5"_s);
    QTest::newRow("maximum amount 100000000000")
        << body(100'000'000'000LL, u"USD"_s, u"cardnet"_s, u"ORD-6"_s);
    QTest::newRow("gateway of 32 chars") << body(1000, u"GBP"_s, longString(32, u'g'), u"ORD-7"_s);
    QTest::newRow("merchant_ref of 128 chars")
        << body(1000, u"USD"_s, u"cardnet"_s, longString(128, u'r'));
    QJsonObject longDescription = body(1000, u"USD"_s, u"cardnet"_s, u"ORD-9"_s);
    longDescription.insert(u"description"_s, longString(1000, u'd'));
    QTest::newRow("description of 1000 chars") << longDescription;
    QJsonObject emptyDescription = body(1000, u"USD"_s, u"cardnet"_s, u"ORD-10"_s);
    emptyDescription.insert(u"description"_s, QString());
    QTest::newRow("empty description") << emptyDescription;
    QJsonObject nullDescription = body(1000, u"USD"_s, u"cardnet"_s, u"ORD-11"_s);
    nullDescription.insert(u"description"_s, QJsonValue::Null);
    QTest::newRow("null description") << nullDescription;
    QJsonObject unicode = body(1000, u"EUR"_s, u"cardnet"_s, u"Bestellung-\u00e4\u00f6\u00fc"_s);
    unicode.insert(u"description"_s, u"Caf\u00e9 cr\u00e8me \U0001F375"_s);
    QTest::newRow("non-ASCII text") << unicode;
    QJsonObject extra = body(1000, u"USD"_s, u"cardnet"_s, u"ORD-12"_s);
    extra.insert(u"customer_note"_s, u"ignored"_s);
    extra.insert(u"metadata"_s, QJsonObject{{u"a"_s, 1}});
    QTest::newRow("unknown fields ignored") << extra;
}

void TestApi::createTransaction()
{
    QFETCH(QJsonObject, body);

    const qint64 before = QDateTime::currentSecsSinceEpoch();
    const HttpResult r = client().post(TransactionsPath, body);
    const qint64 after = QDateTime::currentSecsSinceEpoch();
    QCOMPARE(r.status, 201);
    QVERIFY(r.headers.value("content-type").startsWith("application/json"));
    const QJsonObject t = r.json;
    QVERIFY2(hasId(t[u"id"_s], u"txn_"_s), qPrintable(t[u"id"_s].toString()));
    QVERIFY2(hasId(t[u"merchant_id"_s], u"mer_"_s), qPrintable(t[u"merchant_id"_s].toString()));
    QCOMPARE(t[u"merchant_id"_s].toString(), m_fx.service->merchantId());
    QCOMPARE(t[u"status"_s].toString(), u"captured"_s);
    QVERIFY(t[u"amount"_s].isDouble());
    QCOMPARE(t[u"amount"_s].toInteger(), body[u"amount"_s].toInteger());
    QVERIFY(t[u"amount_refunded"_s].isDouble());
    QCOMPARE(t[u"amount_refunded"_s].toInteger(), 0);
    QCOMPARE(t[u"currency"_s], body[u"currency"_s]);
    QCOMPARE(t[u"gateway"_s], body[u"gateway"_s]);
    QCOMPARE(t[u"merchant_ref"_s], body[u"merchant_ref"_s]);
    QVERIFY(t.contains(u"description"_s));
    if (body[u"description"_s].isString())
        QCOMPARE(t[u"description"_s], body[u"description"_s]);
    else
        QVERIFY(t[u"description"_s].isNull());
    QVERIFY2(isTimestamp(t[u"created_at"_s]), qPrintable(t[u"created_at"_s].toString()));
    QVERIFY2(isTimestamp(t[u"updated_at"_s]), qPrintable(t[u"updated_at"_s].toString()));
    QVERIFY(secsOf(t[u"created_at"_s]) >= before && secsOf(t[u"created_at"_s]) <= after);
    QCOMPARE(t[u"updated_at"_s], t[u"created_at"_s]);
    QVERIFY(!t.contains(u"customer_note"_s));

    const HttpResult got = client().get(TransactionsPath + u'/' + t[u"id"_s].toString());
    QCOMPARE(got.status, 200);
    QCOMPARE(got.json, t);

    // Listed the same way (q matches the exact id).
    const HttpResult list = client().get(TransactionsPath + u"?q="_s + t[u"id"_s].toString());
    QCOMPARE(list.status, 200);
    QCOMPARE(list.json[u"data"_s].toArray(), QJsonArray{t});
}

void TestApi::getTransactionNotFound()
{
    for (const QString &id : {u"txn_doesnotexist000000000000"_s, u"nothing"_s, u"ref_x"_s}) {
        const HttpResult r = client().get(TransactionsPath + u'/' + id);
        QCOMPARE(r.status, 404);
        QCOMPARE(r.errorCode(), u"not_found"_s);
        QVERIFY(r.json[u"details"_s].isString());
        QVERIFY(!r.json[u"details"_s].toString().isEmpty());
    }
}

void TestApi::listTransactionsEnvelope()
{
    for (int i = 0; i < 30; ++i)
        QVERIFY(!createCaptured(1000 + 10 * i).isEmpty());
    const HttpResult r = client().get(TransactionsPath);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"data"_s].toArray().size(), 25); // the default limit
    QCOMPARE(r.json[u"has_more"_s].toBool(), true);
    QVERIFY(r.json[u"next_cursor"_s].isString());
    for (const QJsonValue &v : r.json[u"data"_s].toArray()) {
        const QJsonObject t = v.toObject();
        for (const char *key :
             {"id", "merchant_id", "status", "amount", "amount_refunded", "currency", "gateway",
              "merchant_ref", "description", "created_at", "updated_at"})
            QVERIFY2(t.contains(QLatin1StringView(key)), key);
    }
}

void TestApi::declineRule_data()
{
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<bool>("declined");

    QTest::newRow("USD 10.02 declined") << qint64(1002) << u"USD"_s << true;
    QTest::newRow("USD 0.02 declined") << qint64(2) << u"USD"_s << true;
    QTest::newRow("EUR 1000.02 declined") << qint64(100002) << u"EUR"_s << true;
    QTest::newRow("JPY 502 declined") << qint64(502) << u"JPY"_s << true;
    QTest::newRow("KWD 1.002 declined") << qint64(1002) << u"KWD"_s << true;
    QTest::newRow("USD 10.20 captured") << qint64(1020) << u"USD"_s << false;
    QTest::newRow("USD 10.03 captured") << qint64(1003) << u"USD"_s << false;
    QTest::newRow("USD 10.12 captured") << qint64(1012) << u"USD"_s << false;
    QTest::newRow("USD 2.00 captured") << qint64(200) << u"USD"_s << false;
}

void TestApi::declineRule()
{
    QFETCH(qint64, amount);
    QFETCH(QString, currency);
    QFETCH(bool, declined);

    const HttpResult r = client().post(TransactionsPath, chargeBody(amount, currency));
    if (!declined) {
        QCOMPARE(r.status, 201);
        QCOMPARE(r.json[u"status"_s].toString(), u"captured"_s);
        return;
    }
    QCOMPARE(r.status, 402);
    QCOMPARE(r.errorCode(), u"card_declined"_s);
    QVERIFY(r.json[u"details"_s].isString());
    QVERIFY(hasId(r.json[u"transaction_id"_s], u"txn_"_s));

    const HttpResult got =
        client().get(TransactionsPath + u'/' + r.json[u"transaction_id"_s].toString());
    QCOMPARE(got.status, 200);
    QCOMPARE(got.json[u"status"_s].toString(), u"failed"_s);
    QCOMPARE(got.json[u"amount"_s].toInteger(), amount);
    QCOMPARE(got.json[u"amount_refunded"_s].toInteger(), 0);
    QCOMPARE(got.json[u"currency"_s].toString(), currency);

    // It is listed too, under status=failed.
    const HttpResult failed =
        client().get(TransactionsPath + u"?status=failed&q="_s + got.json[u"id"_s].toString());
    QCOMPARE(failed.status, 200);
    QCOMPARE(failed.json[u"data"_s].toArray(), QJsonArray{got.json});
}

// ---- Authentication and transport --------------------------------------------------------

void TestApi::authentication_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("authorization"); // null: no header at all
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("error");

    const QByteArray none;
    const QByteArray unknownTest = "Bearer pts_test_Unknown0123456789abcdefABCDEF01";
    const QByteArray live = "Bearer pts_live_TestKey0123456789abcdefABCDEF01";
    const QByteArray otherLive = "Bearer sk_live_0123456789abcdef";

    struct Endpoint
    {
        const char *name;
        QByteArray method;
        QString path;
    };
    const Endpoint endpoints[] = {
        {"list", "GET", TransactionsPath},
        {"create", "POST", TransactionsPath},
        {"get", "GET", TransactionsPath + u"/txn_x"_s},
        {"refund", "POST", TransactionsPath + u"/txn_x/refunds"_s},
        {"refunds", "GET", u"/api/v1/refunds"_s},
        {"redirect", "POST", TransactionsPath + u"/redirect"_s},
        {"fraud", "POST", u"/api/v1/fraud/evaluate"_s},
        {"accounts", "GET", u"/v1/ledger/accounts"_s},
        {"trial balance", "GET", u"/v1/ledger/trial-balance"_s},
        {"unknown api path", "GET", u"/api/v1/nothing"_s},
    };
    for (const Endpoint &e : endpoints) {
        const auto row = [&](const char *what) -> QTestData & {
            return QTest::addRow("%s: %s", e.name, what) << e.method << e.path;
        };
        row("no header") << none << 401 << u"missing_api_key"_s;
        row("empty bearer") << QByteArray("Bearer ") << 401 << u"missing_api_key"_s;
        row("basic scheme") << QByteArray("Basic dXNlcjpwYXNz") << 401 << u"missing_api_key"_s;
        row("malformed key") << QByteArray("Bearer hello") << 401 << u"invalid_api_key"_s;
        row("unknown test key") << unknownTest << 401 << u"invalid_api_key"_s;
        row("live key") << live << 403 << u"key_environment_mismatch"_s;
        row("other prefix live key") << otherLive << 403 << u"key_environment_mismatch"_s;
    }
    QTest::newRow("accepted key reaches the endpoint")
        << QByteArray("GET") << TransactionsPath << bearer(SandboxFixture::testKey()) << 200
        << QString();
    QTest::newRow("second configured key")
        << QByteArray("GET") << u"/v1/ledger/accounts"_s << bearer(SecondKey) << 200 << QString();
}

void TestApi::authentication()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(QByteArray, authorization);
    QFETCH(int, status);
    QFETCH(QString, error);

    const qint64 before = transactionCount();
    QList<QPair<QByteArray, QByteArray>> headers;
    if (!authorization.isNull())
        headers.append({"Authorization", authorization});
    const QByteArray body = method == "POST" ? compact(chargeBody(1000)) : QByteArray();
    const HttpResult r = client().send(method, path, body, headers, false);
    QCOMPARE(r.status, status);
    QCOMPARE(r.errorCode(), error);
    if (!error.isEmpty()) {
        QVERIFY(r.json[u"details"_s].isString());
        QVERIFY(!r.json[u"details"_s].toString().isEmpty());
        QCOMPARE(transactionCount(), before);
    }
}

void TestApi::checkoutPageNeedsNoKey()
{
    const QJsonObject body{{u"amount"_s, 1500},
                           {u"currency"_s, u"EUR"_s},
                           {u"gateway"_s, u"cardnet"_s},
                           {u"merchant_ref"_s, u"ORD-checkout"_s},
                           {u"return_url"_s, u"https://shop.example/return"_s}};
    const HttpResult created = client().post(TransactionsPath + u"/redirect"_s, body);
    QCOMPARE(created.status, 201);
    const QString id = created.json[u"id"_s].toString();

    // A browser: no Authorization header at all.
    const HttpResult page = client().send("GET", u"/checkout/"_s + id, {}, {}, false);
    QCOMPARE(page.status, 200);
    QVERIFY(page.headers.value("content-type").startsWith("text/html"));
    QVERIFY(page.body.contains("<form"));
    QVERIFY(page.body.contains("name=\"card_number\""));
    QVERIFY(page.body.contains(id.toUtf8()));

    const HttpResult missing =
        client().send("GET", u"/checkout/rds_doesnotexist0000000000"_s, {}, {}, false);
    QCOMPARE(missing.status, 404);
    QVERIFY(missing.headers.value("content-type").startsWith("text/html"));
}

void TestApi::unknownPath_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("authenticate");

    QTest::newRow("unknown api path") << QByteArray("GET") << u"/api/v1/nothing"_s << true;
    QTest::newRow("unknown api version") << QByteArray("GET") << u"/api/v2/transactions"_s << true;
    QTest::newRow("ledger under /api") << QByteArray("GET") << u"/api/v1/ledger/accounts"_s << true;
    QTest::newRow("unknown ledger path") << QByteArray("GET") << u"/v1/ledger/journal"_s << true;
    QTest::newRow("too deep") << QByteArray("GET") << u"/api/v1/transactions/a/b/c"_s << true;
    QTest::newRow("unsupported method")
        << QByteArray("DELETE") << u"/api/v1/transactions"_s << true;
    QTest::newRow("PUT on a transaction")
        << QByteArray("PUT") << u"/api/v1/transactions/txn_x"_s << true;
    QTest::newRow("root without key") << QByteArray("GET") << u"/"_s << false;
    QTest::newRow("non-api path without key") << QByteArray("GET") << u"/favicon.ico"_s << false;
}

void TestApi::unknownPath()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(bool, authenticate);

    const HttpResult r = client().send(method, path, {}, {}, authenticate);
    QCOMPARE(r.status, 404);
    QCOMPARE(r.errorCode(), u"not_found"_s);
}

void TestApi::payloadTooLarge()
{
    const qint64 before = transactionCount();
    // A valid charge padded past 1 MiB with an ignored field: only the size is wrong.
    QJsonObject body = chargeBody(1000);
    body.insert(u"padding"_s, QString(2 * 1024 * 1024, u'p'));
    const HttpResult r = client().post(TransactionsPath, body);
    QCOMPARE(r.status, 413);
    QCOMPARE(r.errorCode(), u"payload_too_large"_s);
    QCOMPARE(transactionCount(), before);

    // Just under the limit is still accepted.
    body.insert(u"padding"_s, QString(1024 * 1024 - 200, u'p'));
    QVERIFY(compact(body).size() <= 1024 * 1024);
    QCOMPARE(client().post(TransactionsPath, body).status, 201);
}

void TestApi::rateLimited()
{
    // Counted per second of the service's clock, which stands still here (at the start of a
    // second): of a burst, exactly the limit goes through, and the next second lets as many again.
    const auto clock = std::make_shared<TestClock>(
        QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), QTimeZone::utc()));
    SandboxFixture limited;
    SandboxOptions options;
    options.rateLimitPerSecond = 5;
    options.clock = clock;
    QVERIFY(limited.start(options));

    const auto burst = [&](int requests) {
        int ok = 0;
        for (int i = 0; i < requests; ++i) {
            const HttpResult r = limited.client.get(TransactionsPath + u"?limit=1"_s);
            if (r.status == 200) {
                ++ok;
                continue;
            }
            if (r.status != 429 || r.errorCode() != u"rate_limited"_s ||
                r.headers.value("retry-after") != "1")
                return -1;
        }
        return ok;
    };
    QCOMPARE(burst(20), 5);
    clock->advance(999ms);
    QCOMPARE(burst(3), 0);
    clock->advance(1ms);
    QCOMPARE(burst(20), 5);
    // The checkout page is a browser's, not an API key's: never rate limited.
    QCOMPARE(limited.client.send("GET", u"/checkout/rds_nothing"_s, {}, {}, false).status, 404);
}

// ---- Validation ----------------------------------------------------------------------------

void TestApi::badTransactionInput_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("field"); // empty: no fields object expected

    const QByteArray json = "application/json";
    const auto without = [](const QString &key) {
        QJsonObject o = chargeBody(1000);
        o.remove(key);
        return compact(o);
    };
    const auto with = [](const QString &key, const QJsonValue &v) {
        QJsonObject o = chargeBody(1000);
        o.insert(key, v);
        return compact(o);
    };
    const QString invalid = u"invalid_request"_s;
    const QString badJson = u"invalid_json"_s;

    QTest::newRow("malformed JSON")
        << QByteArray("{\"amount\": 1000,") << json << badJson << QString();
    QTest::newRow("trailing garbage")
        << compact(chargeBody(1000)) + "}" << json << badJson << QString();
    QTest::newRow("JSON array") << QByteArray("[{\"amount\":1000}]") << json << badJson
                                << QString();
    QTest::newRow("JSON string") << QByteArray("\"amount\"") << json << badJson << QString();
    QTest::newRow("JSON null") << QByteArray("null") << json << badJson << QString();
    QTest::newRow("empty body") << QByteArray("") << json << badJson << QString();
    QTest::newRow("whitespace body") << QByteArray("  \n") << json << badJson << QString();
    QTest::newRow("invalid UTF-8")
        << QByteArray("{\"amount\":1000,\"currency\":\"USD\",\"gateway\":\"cardnet\","
                      "\"merchant_ref\":\"ORD-\xff\xfe\"}")
        << json << badJson << QString();
    QTest::newRow("overlong UTF-8 encoding")
        << QByteArray("{\"amount\":1000,\"currency\":\"USD\",\"gateway\":\"cardnet\","
                      "\"merchant_ref\":\"ORD-\xc0\xaf\"}")
        << json << badJson << QString();
    QTest::newRow("wrong Content-Type text/plain")
        << compact(chargeBody(1000)) << QByteArray("text/plain") << invalid << u"Content-Type"_s;
    QTest::newRow("wrong Content-Type form")
        << compact(chargeBody(1000)) << QByteArray("application/x-www-form-urlencoded") << invalid
        << u"Content-Type"_s;

    QTest::newRow("amount as string")
        << with(u"amount"_s, u"1000"_s) << json << invalid << u"amount"_s;
    QTest::newRow("amount as bool") << with(u"amount"_s, true) << json << invalid << u"amount"_s;
    QTest::newRow("amount null") << with(u"amount"_s, QJsonValue::Null) << json << invalid
                                 << u"amount"_s;
    QTest::newRow("amount 0") << with(u"amount"_s, 0) << json << invalid << u"amount"_s;
    QTest::newRow("amount negative") << with(u"amount"_s, -100) << json << invalid << u"amount"_s;
    QTest::newRow("amount 1.5") << with(u"amount"_s, 1.5) << json << invalid << u"amount"_s;
    QTest::newRow("amount 100000000001")
        << with(u"amount"_s, qint64(100'000'000'001LL)) << json << invalid << u"amount"_s;
    QTest::newRow("amount 1e30") << QByteArray("{\"amount\":1e30,\"currency\":\"USD\","
                                               "\"gateway\":\"cardnet\",\"merchant_ref\":\"x\"}")
                                 << json << invalid << u"amount"_s;
    QTest::newRow("amount 2^63") << QByteArray("{\"amount\":9223372036854775808,\"currency\":"
                                               "\"USD\",\"gateway\":\"cardnet\","
                                               "\"merchant_ref\":\"x\"}")
                                 << json << invalid << u"amount"_s;
    QTest::newRow("currency as number")
        << with(u"currency"_s, 840) << json << invalid << u"currency"_s;
    QTest::newRow("gateway as number") << with(u"gateway"_s, 7) << json << invalid << u"gateway"_s;
    QTest::newRow("merchant_ref as number")
        << with(u"merchant_ref"_s, 42) << json << invalid << u"merchant_ref"_s;
    QTest::newRow("description as object")
        << with(u"description"_s, QJsonObject{}) << json << invalid << u"description"_s;

    QTest::newRow("missing amount") << without(u"amount"_s) << json << invalid << u"amount"_s;
    QTest::newRow("missing currency") << without(u"currency"_s) << json << invalid << u"currency"_s;
    QTest::newRow("missing gateway") << without(u"gateway"_s) << json << invalid << u"gateway"_s;
    QTest::newRow("missing merchant_ref")
        << without(u"merchant_ref"_s) << json << invalid << u"merchant_ref"_s;
    QTest::newRow("empty object") << QByteArray("{}") << json << invalid << u"amount"_s;

    QTest::newRow("unknown currency ABC")
        << with(u"currency"_s, u"ABC"_s) << json << invalid << u"currency"_s;
    QTest::newRow("lowercase currency usd")
        << with(u"currency"_s, u"usd"_s) << json << invalid << u"currency"_s;
    QTest::newRow("currency of 2 letters")
        << with(u"currency"_s, u"US"_s) << json << invalid << u"currency"_s;
    QTest::newRow("currency padded")
        << with(u"currency"_s, u" USD"_s) << json << invalid << u"currency"_s;
    QTest::newRow("gateway uppercase")
        << with(u"gateway"_s, u"CardNet"_s) << json << invalid << u"gateway"_s;
    QTest::newRow("gateway with dash")
        << with(u"gateway"_s, u"card-net"_s) << json << invalid << u"gateway"_s;
    QTest::newRow("gateway empty")
        << with(u"gateway"_s, QString()) << json << invalid << u"gateway"_s;
    QTest::newRow("gateway of 33 chars")
        << with(u"gateway"_s, longString(33, u'g')) << json << invalid << u"gateway"_s;
    QTest::newRow("merchant_ref empty")
        << with(u"merchant_ref"_s, QString()) << json << invalid << u"merchant_ref"_s;
    QTest::newRow("merchant_ref of 129 chars")
        << with(u"merchant_ref"_s, longString(129)) << json << invalid << u"merchant_ref"_s;
    QTest::newRow("description of 1001 chars")
        << with(u"description"_s, longString(1001)) << json << invalid << u"description"_s;
}

void TestApi::badTransactionInput()
{
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, contentType);
    QFETCH(QString, error);
    QFETCH(QString, field);

    const Stored before = stored();
    // With an Idempotency-Key too: a refused request must not keep one.
    const HttpResult r = m_files.client.send(
        "POST", TransactionsPath, body,
        {{"Content-Type", contentType}, {"Idempotency-Key", QTest::currentDataTag()}});
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), error);
    QVERIFY(r.json[u"details"_s].isString());
    QVERIFY(!r.json[u"details"_s].toString().isEmpty());
    if (!field.isEmpty()) {
        QVERIFY(r.json[u"fields"_s].isObject());
        const QJsonObject fields = r.json[u"fields"_s].toObject();
        QVERIFY2(fields.contains(field), r.body.constData());
        QVERIFY(fields[field].isString());
    }
    verifyNothingStored(before);
}

void TestApi::amountMustBeJsonInteger_data()
{
    QTest::addColumn<QString>("path");    // {TXN}: a captured transaction of 1000
    QTest::addColumn<QByteArray>("body"); // {A}: the amount's JSON text
    QTest::addColumn<QByteArray>("amount");
    QTest::addColumn<QString>("problem"); // empty: accepted

    const QString charge = TransactionsPath;
    const QByteArray chargeJson =
        R"({"amount":{A},"currency":"USD","gateway":"cardnet","merchant_ref":"int-1"})";
    const QString refund = TransactionsPath + u"/{TXN}/refunds"_s;
    const QByteArray refundJson = R"({"amount":{A}})";
    const QString redirect = TransactionsPath + u"/redirect"_s;
    const QByteArray redirectJson = R"({"amount":{A},"currency":"USD","gateway":"cardnet",)"
                                    R"("merchant_ref":"int-2","return_url":"https://s.example/r"})";
    const QString fraud = u"/api/v1/fraud/evaluate"_s;
    const QByteArray fraudJson = R"({"amount":{A},"currency":"USD"})";

    const QString integer = u"must be an integer number of minor units"_s;
    const QString range = u"must be between 1 and 100000000000"_s;
    struct Row
    {
        const char *name;
        QByteArray amount;
        QString problem;
    };
    const Row rows[] = {
        {"100", "100", {}},
        {"100.0", "100.0", integer},
        {"1e2", "1e2", integer},
        {"1E2", "1E2", integer},
        {"1.0e2", "1.0e2", integer},
        {"100e0", "100e0", integer},
        {"string 100", "\"100\"", integer},
        {"true", "true", integer},
        {"-0", "-0", range},
        {"-0.0", "-0.0", integer},
        {"2^63", "9223372036854775808", range},
        {"-2^63", "-9223372036854775808", range},
        {"100000000000", "100000000000", {}},
        {"100000000000.0", "100000000000.0", integer},
    };
    const struct
    {
        const char *name;
        QString path;
        QByteArray json;
    } endpoints[] = {
        {"charge", charge, chargeJson},
        {"refund", refund, refundJson},
        {"redirect", redirect, redirectJson},
        {"fraud", fraud, fraudJson},
    };
    for (const auto &e : endpoints) {
        for (const Row &row : rows) {
            // A refund of 100,000,000,000 exceeds any transaction here: a 422, not this test.
            if (QByteArray(e.name) == "refund" && QByteArray(row.name).startsWith("100000"))
                continue;
            QByteArray body = e.json;
            body.replace("{A}", row.amount);
            QTest::addRow("%s, %s", e.name, row.name)
                << e.path << body << row.amount << row.problem;
        }
    }
    // Required, so null is refused where a refund would take it as "the remaining amount".
    for (const auto &e : endpoints) {
        if (QByteArray(e.name) == "refund")
            continue;
        QByteArray body = e.json;
        body.replace("{A}", "null");
        QTest::addRow("%s, null", e.name)
            << e.path << body << QByteArray("null") << u"is required"_s;
    }
    // The member name is read unescaped, and every copy of a repeated member counts.
    QTest::newRow("charge, escaped name, 1e2")
        << charge
        << QByteArray(
               R"({"am\u006funt":1e2,"currency":"USD","gateway":"cardnet","merchant_ref":"i"})")
        << QByteArray("1e2") << integer;
    QTest::newRow("charge, repeated, 100 then 100.0")
        << charge
        << QByteArray(R"({"amount":100,"currency":"USD","gateway":"cardnet","merchant_ref":"i",)"
                      R"("amount":100.0})")
        << QByteArray("100.0") << integer;
    QTest::newRow("charge, 1e2 nested elsewhere is not the amount")
        << charge
        << QByteArray(R"({"amount":100,"currency":"USD","gateway":"cardnet","merchant_ref":"i",)"
                      R"("description":"{\"amount\":1e2}"})")
        << QByteArray("100") << QString();
}

void TestApi::amountMustBeJsonInteger()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, amount);
    QFETCH(QString, problem);

    HttpClient &c = m_files.client;
    if (path.contains(u"{TXN}"_s)) {
        const HttpResult t = c.post(TransactionsPath, chargeBody(1000));
        QCOMPARE(t.status, 201);
        path.replace(u"{TXN}"_s, t.json[u"id"_s].toString());
    }
    const Stored before = stored();
    const HttpResult r = c.send("POST", path, body, {{"Content-Type", "application/json"}});
    if (problem.isEmpty()) {
        QVERIFY2(r.status == 200 || r.status == 201, r.body.constData());
        if (path.contains(u"fraud"_s)) {
            // A fraud evaluation does not echo the amount: it was taken if it was scored.
            QVERIFY(r.json[u"score"_s].isDouble());
            QVERIFY(!r.json[u"decision"_s].toString().isEmpty());
        } else {
            QCOMPARE(r.json[u"amount"_s].toInteger(), amount.toLongLong());
        }
        return;
    }
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QCOMPARE(r.json[u"fields"_s][u"amount"_s].toString(), problem);
    verifyNothingStored(before);
}

void TestApi::listBodyIsWhatQJsonDocumentWrites()
{
    // The list endpoints write their JSON without QJsonDocument; its bytes must be exactly
    // what QJsonDocument writes for the same values: member order, escapes, UTF-8, integers.
    const QString tricky[] = {
        u"quote \" backslash \\ slash /"_s,    u"controls \b\f\n\r\t \x01 \x1f \x7f"_s,
        u"UTF-8 é € 日本 \U0001F600 \u2028"_s, QString(QChar(0xd800)) + u" lone surrogate"_s,
        u"<script>&amp;</script>"_s,
    };
    for (const QString &text : tricky) {
        QJsonObject body = chargeBody(777);
        body.insert(u"merchant_ref"_s, text);
        body.insert(u"description"_s, text);
        const HttpResult r = client().post(TransactionsPath, body);
        QCOMPARE(r.status, 201);
        const HttpResult refund =
            client().post(TransactionsPath + u'/' + r.json[u"id"_s].toString() + u"/refunds"_s,
                          {{u"amount"_s, 7}, {u"note"_s, text}});
        QCOMPARE(refund.status, 201);
    }
    for (const QString &path : {u"/api/v1/transactions?limit=100"_s, u"/api/v1/refunds"_s,
                                u"/api/v1/transactions?limit=2"_s}) {
        const HttpResult r = client().get(path);
        QCOMPARE(r.status, 200);
        QVERIFY(!r.json[u"data"_s].toArray().isEmpty());
        const QByteArray rewritten = QJsonDocument::fromJson(r.body).toJson(QJsonDocument::Compact);
        QCOMPARE(r.body, rewritten);
    }
    // And each row is the very object its own endpoint answers.
    const HttpResult list = client().get(u"/api/v1/transactions?limit=5"_s);
    for (const QJsonValue &row : list.json[u"data"_s].toArray()) {
        const HttpResult one = client().get(TransactionsPath + u'/' + row[u"id"_s].toString());
        QCOMPARE(one.json, row.toObject());
    }
}

void TestApi::contentTypeVariants_data()
{
    QTest::addColumn<QByteArray>("contentType");

    QTest::newRow("with charset") << QByteArray("application/json; charset=utf-8");
    QTest::newRow("upper case") << QByteArray("Application/JSON");
}

void TestApi::contentTypeVariants()
{
    QFETCH(QByteArray, contentType);

    const HttpResult r = client().send("POST", TransactionsPath, compact(chargeBody(1000)),
                                       {{"Content-Type", contentType}});
    QCOMPARE(r.status, 201);
}

// ---- Refunds -------------------------------------------------------------------------------

void TestApi::refundDefaultIsFull_data()
{
    QTest::addColumn<QByteArray>("body");

    QTest::newRow("no body") << QByteArray();
    QTest::newRow("empty object") << QByteArray("{}");
    QTest::newRow("reason only") << QByteArray("{\"reason\":\"duplicate\"}");
    QTest::newRow("reason and note")
        << QByteArray("{\"reason\":\"other\",\"note\":\"Customer called\"}");
}

void TestApi::refundDefaultIsFull()
{
    QFETCH(QByteArray, body);

    const QJsonObject t = createCaptured(5000, u"EUR"_s);
    const QString id = t[u"id"_s].toString();
    const qint64 before = QDateTime::currentSecsSinceEpoch();
    const HttpResult r = client().send("POST", TransactionsPath + u'/' + id + u"/refunds"_s, body);
    QCOMPARE(r.status, 201);
    const QJsonObject refund = r.json;
    const QJsonObject sent = QJsonDocument::fromJson(body).object();
    QVERIFY(hasId(refund[u"id"_s], u"ref_"_s));
    QCOMPARE(refund[u"transaction_id"_s].toString(), id);
    QCOMPARE(refund[u"merchant_id"_s].toString(), m_fx.service->merchantId());
    QCOMPARE(refund[u"amount"_s].toInteger(), 5000);
    QCOMPARE(refund[u"currency"_s].toString(), u"EUR"_s);
    QCOMPARE(refund[u"reason"_s].toString(),
             sent.value(u"reason"_s).toString(u"requested_by_customer"_s));
    QVERIFY(refund.contains(u"note"_s));
    if (sent.contains(u"note"_s))
        QCOMPARE(refund[u"note"_s], sent[u"note"_s]);
    else
        QVERIFY(refund[u"note"_s].isNull());
    QCOMPARE(refund[u"status"_s].toString(), u"succeeded"_s);
    QVERIFY(isTimestamp(refund[u"created_at"_s]));
    QVERIFY(secsOf(refund[u"created_at"_s]) >= before);

    const HttpResult got = client().get(TransactionsPath + u'/' + id);
    QCOMPARE(got.json[u"status"_s].toString(), u"refunded"_s);
    QCOMPARE(got.json[u"amount_refunded"_s].toInteger(), 5000);
    QCOMPARE(got.json[u"created_at"_s], t[u"created_at"_s]);
    QVERIFY(got.json[u"updated_at"_s].toString() >= t[u"updated_at"_s].toString());
}

void TestApi::refundPartialThenRest()
{
    const QString id = createCaptured(1000)[u"id"_s].toString();
    const QString path = TransactionsPath + u'/' + id + u"/refunds"_s;

    struct Step
    {
        QJsonObject body;
        qint64 refunded;
        qint64 total;
        QString status;
    };
    const Step steps[] = {
        {{{u"amount"_s, 300}}, 300, 300, u"partially_refunded"_s},
        {{{u"amount"_s, 1}, {u"reason"_s, u"fraudulent"_s}}, 1, 301, u"partially_refunded"_s},
        {{{u"amount"_s, 199}}, 199, 500, u"partially_refunded"_s},
        {{}, 500, 1000, u"refunded"_s}, // the default: whatever remains
    };
    for (const Step &s : steps) {
        const HttpResult r = client().post(path, s.body);
        QCOMPARE(r.status, 201);
        QCOMPARE(r.json[u"amount"_s].toInteger(), s.refunded);
        const HttpResult t = client().get(TransactionsPath + u'/' + id);
        QCOMPARE(t.json[u"status"_s].toString(), s.status);
        QCOMPARE(t.json[u"amount_refunded"_s].toInteger(), s.total);
        QCOMPARE(t.json[u"amount"_s].toInteger(), 1000);
    }
}

void TestApi::refundExceedsRemaining()
{
    const QString id = createCaptured(1000, u"GBP"_s)[u"id"_s].toString();
    const QString path = TransactionsPath + u'/' + id + u"/refunds"_s;
    QCOMPARE(client().post(path, {{u"amount"_s, 400}}).status, 201);

    for (const qint64 amount : {qint64(601), qint64(1000), qint64(100'000'000'000LL)}) {
        const HttpResult r = client().post(path, {{u"amount"_s, amount}});
        QCOMPARE(r.status, 422);
        QCOMPARE(r.errorCode(), u"refund_exceeds_remaining"_s);
        QVERIFY(r.json[u"remaining"_s].isDouble());
        QCOMPARE(r.json[u"remaining"_s].toInteger(), 600);
    }
    const HttpResult t = client().get(TransactionsPath + u'/' + id);
    QCOMPARE(t.json[u"status"_s].toString(), u"partially_refunded"_s);
    QCOMPARE(t.json[u"amount_refunded"_s].toInteger(), 400);
    QList<QJsonObject> refunds;
    fetchAll(client(), u"/api/v1/refunds"_s, QUrlQuery{{u"transaction_id"_s, id}}, &refunds);
    QCOMPARE(refunds.size(), 1);

    // Exactly the remainder is fine.
    const HttpResult rest = client().post(path, {{u"amount"_s, 600}});
    QCOMPARE(rest.status, 201);
    QCOMPARE(client().get(TransactionsPath + u'/' + id).json[u"status"_s].toString(),
             u"refunded"_s);
}

void TestApi::refundNotRefundable_data()
{
    QTest::addColumn<bool>("failed");
    QTest::addColumn<QByteArray>("body");

    QTest::newRow("failed, default amount") << true << QByteArray("{}");
    QTest::newRow("failed, amount 1") << true << QByteArray("{\"amount\":1}");
    QTest::newRow("refunded, default amount") << false << QByteArray("{}");
    QTest::newRow("refunded, amount 1") << false << QByteArray("{\"amount\":1}");
}

void TestApi::refundNotRefundable()
{
    QFETCH(bool, failed);
    QFETCH(QByteArray, body);

    QString id;
    if (failed) {
        const HttpResult declined = client().post(TransactionsPath, chargeBody(2502));
        QCOMPARE(declined.status, 402);
        id = declined.json[u"transaction_id"_s].toString();
    } else {
        id = createCaptured(2500)[u"id"_s].toString();
        QCOMPARE(client().post(TransactionsPath + u'/' + id + u"/refunds"_s, {}).status, 201);
    }
    const QJsonObject before = client().get(TransactionsPath + u'/' + id).json;

    const HttpResult r = client().send("POST", TransactionsPath + u'/' + id + u"/refunds"_s, body);
    QCOMPARE(r.status, 409);
    QCOMPARE(r.errorCode(), u"transaction_not_refundable"_s);
    QCOMPARE(r.json[u"transaction_id"_s].toString(), id);

    // Nothing leaves failed or refunded.
    const QJsonObject after = client().get(TransactionsPath + u'/' + id).json;
    QCOMPARE(after, before);
    QCOMPARE(after[u"status"_s].toString(), failed ? u"failed"_s : u"refunded"_s);
    QList<QJsonObject> refunds;
    fetchAll(client(), u"/api/v1/refunds"_s, QUrlQuery{{u"transaction_id"_s, id}}, &refunds);
    QCOMPARE(refunds.size(), failed ? 0 : 1);
}

void TestApi::refundUnknownTransaction()
{
    const HttpResult r = client().post(TransactionsPath + u"/txn_doesnotexist0000000000/refunds"_s,
                                       {{u"amount"_s, 100}});
    QCOMPARE(r.status, 404);
    QCOMPARE(r.errorCode(), u"not_found"_s);
    const HttpResult list = client().get(TransactionsPath + u"/txn_doesnotexist0000/refunds"_s);
    QCOMPARE(list.status, 404);
    QCOMPARE(list.errorCode(), u"not_found"_s);
}

void TestApi::refundBadInput_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("field");

    const QString invalid = u"invalid_request"_s;
    QTest::newRow("unknown reason")
        << QByteArray("{\"reason\":\"changed_mind\"}") << invalid << u"reason"_s;
    QTest::newRow("reason as number") << QByteArray("{\"reason\":3}") << invalid << u"reason"_s;
    QTest::newRow("reason in caps")
        << QByteArray("{\"reason\":\"DUPLICATE\"}") << invalid << u"reason"_s;
    QTest::newRow("amount 0") << QByteArray("{\"amount\":0}") << invalid << u"amount"_s;
    QTest::newRow("amount negative") << QByteArray("{\"amount\":-5}") << invalid << u"amount"_s;
    QTest::newRow("amount 1.5") << QByteArray("{\"amount\":1.5}") << invalid << u"amount"_s;
    QTest::newRow("amount as string")
        << QByteArray("{\"amount\":\"100\"}") << invalid << u"amount"_s;
    QTest::newRow("amount 100.0") << QByteArray("{\"amount\":100.0}") << invalid << u"amount"_s;
    QTest::newRow("amount 1e2") << QByteArray("{\"amount\":1e2}") << invalid << u"amount"_s;
    QTest::newRow("amount -0") << QByteArray("{\"amount\":-0}") << invalid << u"amount"_s;
    QTest::newRow("note of 1001 chars")
        << compact({{u"note"_s, longString(1001)}}) << invalid << u"note"_s;
    QTest::newRow("malformed JSON") << QByteArray("{\"amount\":") << u"invalid_json"_s << QString();
    QTest::newRow("JSON array") << QByteArray("[]") << u"invalid_json"_s << QString();
}

void TestApi::refundBadInput()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, error);
    QFETCH(QString, field);

    HttpClient &c = m_files.client;
    const HttpResult created = c.post(TransactionsPath, chargeBody(1000));
    QCOMPARE(created.status, 201);
    const QJsonObject t = created.json;
    const QString id = t[u"id"_s].toString();
    const Stored before = stored();
    const HttpResult r = c.send(
        "POST", TransactionsPath + u'/' + id + u"/refunds"_s, body,
        {{"Content-Type", "application/json"}, {"Idempotency-Key", QTest::currentDataTag()}});
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), error);
    if (!field.isEmpty())
        QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
    QCOMPARE(c.get(TransactionsPath + u'/' + id).json, t);
    QList<QJsonObject> refunds;
    fetchAll(c, u"/api/v1/refunds"_s, QUrlQuery{{u"transaction_id"_s, id}}, &refunds);
    QVERIFY(refunds.isEmpty());
    verifyNothingStored(before);
}

void TestApi::getAndListRefunds()
{
    const QString a = createCaptured(1000)[u"id"_s].toString();
    const QString b = createCaptured(2000)[u"id"_s].toString();
    QList<QJsonObject> madeForA;
    for (const qint64 amount : {100, 200, 300}) {
        const HttpResult r =
            client().post(TransactionsPath + u'/' + a + u"/refunds"_s, {{u"amount"_s, amount}});
        QCOMPARE(r.status, 201);
        madeForA.prepend(r.json); // newest first, as the list returns them
    }
    QCOMPARE(client().post(TransactionsPath + u'/' + b + u"/refunds"_s, {}).status, 201);

    for (const QJsonObject &refund : std::as_const(madeForA)) {
        const HttpResult got = client().get(u"/api/v1/refunds/"_s + refund[u"id"_s].toString());
        QCOMPARE(got.status, 200);
        QCOMPARE(got.json, refund);
    }
    const HttpResult missing = client().get(u"/api/v1/refunds/ref_doesnotexist000000000"_s);
    QCOMPARE(missing.status, 404);
    QCOMPARE(missing.errorCode(), u"not_found"_s);

    // Same second, so the list order falls back to id; compare as sets and check the order.
    QList<QJsonObject> listed;
    fetchAll(client(), u"/api/v1/refunds"_s, QUrlQuery{{u"transaction_id"_s, a}}, &listed, 2);
    QCOMPARE(listed.size(), 3);
    QString why;
    QVERIFY2(newestFirst(listed, &why), qPrintable(why));
    QStringList expected = idsOf(madeForA);
    QStringList got = idsOf(listed);
    std::sort(expected.begin(), expected.end());
    std::sort(got.begin(), got.end());
    QCOMPARE(got, expected);
    for (const QJsonObject &r : std::as_const(listed))
        QCOMPARE(r[u"transaction_id"_s].toString(), a);

    QList<QJsonObject> nested;
    fetchAll(client(), TransactionsPath + u'/' + a + u"/refunds"_s, {}, &nested);
    QCOMPARE(idsOf(nested), idsOf(listed));

    QList<QJsonObject> all;
    fetchAll(client(), u"/api/v1/refunds"_s, {}, &all);
    QVERIFY(all.size() >= 4);
    QVERIFY2(newestFirst(all, &why), qPrintable(why));
    QVERIFY(idsOf(all).contains(idsOf(listed).first()));
}

// ---- Idempotency ---------------------------------------------------------------------------

void TestApi::idempotentReplay()
{
    const qint64 before = transactionCount();
    const QJsonObject body = chargeBody(4321, u"USD"_s, u"ORD-idem-1"_s);
    const HttpResult first = client().post(TransactionsPath, body, "idem-replay-1");
    QCOMPARE(first.status, 201);
    QVERIFY(!first.headers.contains("idempotent-replayed"));

    const HttpResult second = client().post(TransactionsPath, body, "idem-replay-1");
    QCOMPARE(second.status, 201);
    QCOMPARE(second.body, first.body);
    QCOMPARE(second.headers.value("idempotent-replayed"), QByteArray("true"));

    // The same JSON spelt differently is the same request.
    const QByteArray spaced = QJsonDocument(body).toJson(QJsonDocument::Indented);
    const HttpResult third =
        client().send("POST", TransactionsPath, spaced, {{"Idempotency-Key", "idem-replay-1"}});
    QCOMPARE(third.status, 201);
    QCOMPARE(third.body, first.body);
    QCOMPARE(third.headers.value("idempotent-replayed"), QByteArray("true"));

    QCOMPARE(transactionCount(), before + 1);
}

void TestApi::idempotencyConflict()
{
    const HttpResult first = client().post(TransactionsPath, chargeBody(1000), "idem-conflict");
    QCOMPARE(first.status, 201);
    const qint64 before = transactionCount();

    for (const QJsonObject &other :
         {chargeBody(1001), chargeBody(1000, u"EUR"_s), chargeBody(1000, u"USD"_s, u"other"_s)}) {
        const HttpResult r = client().post(TransactionsPath, other, "idem-conflict");
        QCOMPARE(r.status, 409);
        QCOMPARE(r.errorCode(), u"idempotency_conflict"_s);
        QVERIFY(!r.headers.contains("idempotent-replayed"));
    }
    // Same body on another endpoint is another request too.
    const HttpResult redirect =
        client().post(TransactionsPath + u"/redirect"_s, chargeBody(1000), "idem-conflict");
    QCOMPARE(redirect.status, 409);
    QCOMPARE(redirect.errorCode(), u"idempotency_conflict"_s);
    QCOMPARE(transactionCount(), before);

    // The original still replays.
    const HttpResult again = client().post(TransactionsPath, chargeBody(1000), "idem-conflict");
    QCOMPARE(again.status, 201);
    QCOMPARE(again.body, first.body);
}

void TestApi::idempotencyValidationErrorNotStored()
{
    const qint64 before = transactionCount();
    QJsonObject invalid = chargeBody(1000);
    invalid.insert(u"currency"_s, u"usd"_s);

    // A 400 is not remembered: the same key and body run again and fail again.
    for (int i = 0; i < 2; ++i) {
        const HttpResult r = client().post(TransactionsPath, invalid, "idem-400");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), u"invalid_request"_s);
        QVERIFY(!r.headers.contains("idempotent-replayed"));
    }
    const HttpResult badJson =
        client().send("POST", TransactionsPath, "{oops", {{"Idempotency-Key", "idem-400"}});
    QCOMPARE(badJson.status, 400);
    QCOMPARE(badJson.errorCode(), u"invalid_json"_s);

    // So the fixed request under the same key is not a conflict: it runs and is kept.
    const HttpResult fixed = client().post(TransactionsPath, chargeBody(1000), "idem-400");
    QCOMPARE(fixed.status, 201);
    QVERIFY(!fixed.headers.contains("idempotent-replayed"));
    const HttpResult replay = client().post(TransactionsPath, chargeBody(1000), "idem-400");
    QCOMPARE(replay.status, 201);
    QCOMPARE(replay.body, fixed.body);
    QCOMPARE(replay.headers.value("idempotent-replayed"), QByteArray("true"));
    // Now the key is taken: the invalid body is a different request.
    const HttpResult conflict = client().post(TransactionsPath, invalid, "idem-400");
    QCOMPARE(conflict.status, 409);
    QCOMPARE(conflict.errorCode(), u"idempotency_conflict"_s);

    QCOMPARE(transactionCount(), before + 1);
}

void TestApi::idempotencyDeclineStoredAndReplayed()
{
    const qint64 before = transactionCount();
    const HttpResult first = client().post(TransactionsPath, chargeBody(7702), "idem-402");
    QCOMPARE(first.status, 402);
    QCOMPARE(first.errorCode(), u"card_declined"_s);
    const HttpResult second = client().post(TransactionsPath, chargeBody(7702), "idem-402");
    QCOMPARE(second.status, 402);
    QCOMPARE(second.body, first.body);
    QCOMPARE(second.headers.value("idempotent-replayed"), QByteArray("true"));
    QCOMPARE(transactionCount(), before + 1);
    const HttpResult t =
        client().get(TransactionsPath + u'/' + first.json[u"transaction_id"_s].toString());
    QCOMPARE(t.json[u"status"_s].toString(), u"failed"_s);

    // A different body under a key that holds a 402 is a conflict.
    const HttpResult other = client().post(TransactionsPath, chargeBody(7700), "idem-402");
    QCOMPARE(other.status, 409);
    QCOMPARE(other.errorCode(), u"idempotency_conflict"_s);
}

void TestApi::idempotencyRefundReplay()
{
    const QString id = createCaptured(3000)[u"id"_s].toString();
    const QString path = TransactionsPath + u'/' + id + u"/refunds"_s;
    const HttpResult first = client().post(path, {{u"amount"_s, 1000}}, "idem-refund");
    QCOMPARE(first.status, 201);
    const HttpResult second = client().post(path, {{u"amount"_s, 1000}}, "idem-refund");
    QCOMPARE(second.status, 201);
    QCOMPARE(second.body, first.body);
    QCOMPARE(second.headers.value("idempotent-replayed"), QByteArray("true"));
    const HttpResult t = client().get(TransactionsPath + u'/' + id);
    QCOMPARE(t.json[u"amount_refunded"_s].toInteger(), 1000);
    QCOMPARE(t.json[u"status"_s].toString(), u"partially_refunded"_s);

    // A 422 is not kept either: after it, the key still runs the (changed) request.
    const HttpResult tooMuch = client().post(path, {{u"amount"_s, 5000}}, "idem-refund-422");
    QCOMPARE(tooMuch.status, 422);
    const HttpResult ok = client().post(path, {{u"amount"_s, 2000}}, "idem-refund-422");
    QCOMPARE(ok.status, 201);
}

void TestApi::idempotencyKeysArePerApiKey()
{
    const qint64 before = transactionCount();
    const HttpResult first = client().post(TransactionsPath, chargeBody(1500), "idem-per-key");
    QCOMPARE(first.status, 201);

    HttpClient other;
    other.base = client().base;
    other.apiKey = SecondKey;
    const HttpResult second = other.post(TransactionsPath, chargeBody(1500), "idem-per-key");
    QCOMPARE(second.status, 201);
    QVERIFY(!second.headers.contains("idempotent-replayed"));
    QVERIFY(second.json[u"id"_s] != first.json[u"id"_s]);
    QCOMPARE(transactionCount(), before + 2);
}

void TestApi::idempotencyKeyLength_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("status");

    QTest::newRow("1 char") << 1 << 201;
    QTest::newRow("255 chars") << 255 << 201;
    QTest::newRow("256 chars") << 256 << 400;
    QTest::newRow("1000 chars") << 1000 << 400;
}

void TestApi::idempotencyKeyLength()
{
    QFETCH(int, length);
    QFETCH(int, status);

    const qint64 before = transactionCount();
    // Unique per row: a digit per length, padded.
    const QByteArray key = QByteArray::number(length).rightJustified(length, 'k').left(length);
    const HttpResult r = client().post(TransactionsPath, chargeBody(1000 + length), key);
    QCOMPARE(r.status, status);
    if (status == 400) {
        QCOMPARE(r.errorCode(), u"invalid_request"_s);
        QVERIFY2(r.json[u"fields"_s].toObject().contains(u"Idempotency-Key"_s), r.body.constData());
        QCOMPARE(transactionCount(), before);
    } else {
        QCOMPARE(transactionCount(), before + 1);
    }
}

void TestApi::idempotencyInProgress()
{
    SandboxFixture slow;
    SandboxOptions options;
    options.latencyMs = 400;
    QVERIFY(slow.start(options));

    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest req(slow.client.base.resolved(QUrl(TransactionsPath)));
    req.setRawHeader("Authorization", bearer(SandboxFixture::testKey()));
    req.setRawHeader("Content-Type", "application/json");
    req.setRawHeader("Idempotency-Key", "idem-concurrent");
    const QByteArray body = compact(chargeBody(9900));
    // Both in flight together, on two connections.
    std::unique_ptr<QNetworkReply> a(nam.post(req, body));
    std::unique_ptr<QNetworkReply> b(nam.post(req, body));
    QTRY_VERIFY_WITH_TIMEOUT(a->isFinished() && b->isFinished(), 15000);

    const auto statusOf = [](QNetworkReply *r) {
        return r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    };
    QNetworkReply *winner = statusOf(a.get()) == 201 ? a.get() : b.get();
    QNetworkReply *loser = winner == a.get() ? b.get() : a.get();
    QCOMPARE(statusOf(winner), 201);
    QCOMPARE(statusOf(loser), 409);
    const QByteArray winnerBody = winner->readAll();
    const QJsonObject loserJson = QJsonDocument::fromJson(loser->readAll()).object();
    QCOMPARE(loserJson[u"error"_s].toString(), u"idempotency_in_progress"_s);

    QList<QJsonObject> all;
    fetchAll(slow.client, TransactionsPath, {}, &all);
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first(), QJsonDocument::fromJson(winnerBody).object());

    // Once the first has finished, the key replays it.
    const HttpResult replay =
        slow.client.post(TransactionsPath, chargeBody(9900), "idem-concurrent");
    QCOMPARE(replay.status, 201);
    QCOMPARE(replay.body, winnerBody);
    QCOMPARE(replay.headers.value("idempotent-replayed"), QByteArray("true"));
}

void TestApi::idempotencyInProgressOutlivesLongLatency()
{
    // --latency allows 600 s: a request's in-progress marker must hold that long, by the
    // service's clock, or a retry with the same key charges a second time.
    const auto clock = std::make_shared<TestClock>();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxFixture slow;
    SandboxOptions options;
    options.clock = clock;
    options.latencyMs = 1000;
    options.dataDir = dir.path();
    QVERIFY(slow.start(options));

    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest req(slow.client.base.resolved(QUrl(TransactionsPath)));
    req.setRawHeader("Authorization", bearer(SandboxFixture::testKey()));
    req.setRawHeader("Content-Type", "application/json");
    req.setRawHeader("Idempotency-Key", "idem-long-latency");
    const QByteArray body = compact(chargeBody(9900));
    std::unique_ptr<QNetworkReply> first(nam.post(req, body));
    {
        // The first request is admitted (its marker written) before the clock moves on.
        QSqlDatabase db = paydesk::testing::addStoreDatabase(u"marker-watch"_s, dir.path());
        QVERIFY(db.open());
        const auto markers = [&db] {
            QSqlQuery q(db);
            q.exec(u"SELECT COUNT(*) FROM idempotency WHERE state = 'in_progress'"_s);
            return q.next() ? q.value(0).toInt() : -1;
        };
        QTRY_COMPARE_WITH_TIMEOUT(markers(), 1, 10000);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"marker-watch"_s);
    clock->advance(600s);
    std::unique_ptr<QNetworkReply> retry(nam.post(req, body));
    QTRY_VERIFY_WITH_TIMEOUT(first->isFinished() && retry->isFinished(), 15000);
    QCOMPARE(first->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 201);
    QCOMPARE(retry->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 409);
    QCOMPARE(QJsonDocument::fromJson(retry->readAll()).object()[u"error"_s].toString(),
             u"idempotency_in_progress"_s);
    QList<QJsonObject> all;
    fetchAll(slow.client, TransactionsPath, {}, &all);
    QCOMPARE(all.size(), 1);
}

void TestApi::idempotencyKeyExpiresAfterADay()
{
    // Kept 24 h per API key, by the service's clock; then the key is free for a new request.
    const auto clock = std::make_shared<TestClock>();
    SandboxFixture fx;
    SandboxOptions options;
    options.clock = clock;
    QVERIFY(fx.start(options));
    const QJsonObject first = chargeBody(2200, u"USD"_s, u"ORD-day-1"_s);
    const QJsonObject next = chargeBody(3300, u"USD"_s, u"ORD-day-2"_s);
    const HttpResult created = fx.client.post(TransactionsPath, first, "idem-a-day");
    QCOMPARE(created.status, 201);

    clock->advance(24h - 1s);
    const HttpResult replayed = fx.client.post(TransactionsPath, first, "idem-a-day");
    QCOMPARE(replayed.status, 201);
    QCOMPARE(replayed.headers.value("idempotent-replayed"), QByteArray("true"));
    QCOMPARE(replayed.body, created.body);
    QCOMPARE(fx.client.post(TransactionsPath, next, "idem-a-day").errorCode(),
             u"idempotency_conflict"_s);

    clock->advance(1s);
    const HttpResult fresh = fx.client.post(TransactionsPath, next, "idem-a-day");
    QCOMPARE(fresh.status, 201);
    QVERIFY(!fresh.headers.contains("idempotent-replayed"));
    QVERIFY(fresh.json[u"id"_s] != created.json[u"id"_s]);
    // The key now stands for the new request, for another day.
    const HttpResult again = fx.client.post(TransactionsPath, next, "idem-a-day");
    QCOMPARE(again.headers.value("idempotent-replayed"), QByteArray("true"));
    QCOMPARE(again.body, fresh.body);
    QList<QJsonObject> all;
    fetchAll(fx.client, TransactionsPath, {}, &all);
    QCOMPARE(all.size(), 2);
}

void TestApi::idempotencyEveryPost_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<int>("status");

    QTest::newRow("redirect session") << TransactionsPath + u"/redirect"_s
                                      << QJsonObject{{u"amount"_s, 1500},
                                                     {u"currency"_s, u"EUR"_s},
                                                     {u"gateway"_s, u"cardnet"_s},
                                                     {u"merchant_ref"_s, u"ORD-idem-rds"_s},
                                                     {u"return_url"_s, u"https://shop.example/r"_s}}
                                      << 201;
    QTest::newRow("fraud evaluation")
        << u"/api/v1/fraud/evaluate"_s
        << QJsonObject{{u"amount"_s, 1500},
                       {u"currency"_s, u"EUR"_s},
                       {u"customer"_s, QJsonObject{{u"email"_s, u"idem@example.com"_s}}}}
        << 200;
}

void TestApi::idempotencyEveryPost()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, body);
    QFETCH(int, status);

    const QByteArray key = "idem-every-" + QByteArray(QTest::currentDataTag()).replace(' ', '-');
    const HttpResult first = client().post(path, body, key);
    QCOMPARE(first.status, status);
    const HttpResult second = client().post(path, body, key);
    QCOMPARE(second.status, status);
    QCOMPARE(second.body, first.body); // the same id: nothing made twice
    QCOMPARE(second.headers.value("idempotent-replayed"), QByteArray("true"));
    QJsonObject changed = body;
    changed.insert(u"amount"_s, 1600);
    const HttpResult conflict = client().post(path, changed, key);
    QCOMPARE(conflict.status, 409);
    QCOMPARE(conflict.errorCode(), u"idempotency_conflict"_s);
}

// ---- Pagination and filters ----------------------------------------------------------------

void TestApi::paginationWalk()
{
    fetchAll(m_seeded.client, TransactionsPath, {}, &m_seededAll, 100);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(m_seededAll.size(), 1000);
    QString why;
    QVERIFY2(newestFirst(m_seededAll, &why), qPrintable(why));
    const QStringList ids = idsOf(m_seededAll);
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), 1000);

    // Other page sizes see the same sequence.
    for (const int limit : {1, 7, 25, 99}) {
        if (limit == 1) {
            // A full walk of 1000 pages is slow for nothing; check the first pages only.
            const HttpResult p1 = m_seeded.client.get(TransactionsPath + u"?limit=1"_s);
            QCOMPARE(p1.json[u"data"_s].toArray().first().toObject(), m_seededAll.first());
            const HttpResult p2 = m_seeded.client.get(TransactionsPath + u"?limit=1&cursor="_s +
                                                      p1.json[u"next_cursor"_s].toString());
            QCOMPARE(p2.json[u"data"_s].toArray().first().toObject(), m_seededAll.at(1));
            continue;
        }
        QList<QJsonObject> other;
        fetchAll(m_seeded.client, TransactionsPath, {}, &other, limit);
        QCOMPARE(idsOf(other), ids);
    }
}

void TestApi::paginationWithinOneSecond()
{
    // Rows made through the API share a few seconds, so page boundaries fall between rows of
    // the same created_at and the id decides.
    for (int i = 0; i < 40; ++i)
        QVERIFY(!createCaptured(3000 + i * 10).isEmpty());
    QList<QJsonObject> reference;
    fetchAll(client(), TransactionsPath, {}, &reference, 100);
    QVERIFY(reference.size() >= 40);
    QString why;
    QVERIFY2(newestFirst(reference, &why), qPrintable(why));
    QSet<QString> seconds;
    for (const QJsonObject &t : std::as_const(reference))
        seconds.insert(t[u"created_at"_s].toString());
    QVERIFY(seconds.size() * 5 < reference.size());
    for (const int limit : {1, 3, 10}) {
        QList<QJsonObject> paged;
        fetchAll(client(), TransactionsPath, {}, &paged, limit);
        QCOMPARE(idsOf(paged), idsOf(reference));
    }
}

void TestApi::paginationStableWhileInserting()
{
    QCOMPARE(m_seededAll.size(), 1000);
    const QStringList original = idsOf(m_seededAll);
    QStringList walked;
    QString cursor;
    int inserted = 0;
    for (int page = 0; page < 20; ++page) {
        QString path = TransactionsPath + u"?limit=100"_s;
        if (!cursor.isEmpty())
            path += u"&cursor="_s + cursor;
        const HttpResult r = m_seeded.client.get(path);
        QCOMPARE(r.status, 200);
        for (const QJsonValue &v : r.json[u"data"_s].toArray())
            walked << v.toObject()[u"id"_s].toString();
        // New transactions between every two pages (newer than all, so they would shift
        // an offset-based walk by one page position each).
        for (int i = 0; i < 3; ++i) {
            const HttpResult c = m_seeded.client.post(TransactionsPath, chargeBody(510 + i));
            QCOMPARE(c.status, 201);
            ++inserted;
        }
        if (!r.json[u"has_more"_s].toBool())
            break;
        cursor = r.json[u"next_cursor"_s].toString();
    }
    QCOMPARE(walked, original);

    // A new walk sees the new ones first.
    QList<QJsonObject> now;
    fetchAll(m_seeded.client, TransactionsPath, {}, &now);
    QCOMPARE(now.size(), 1000 + inserted);
    QCOMPARE(idsOf(now).mid(inserted), original);
    m_seededAll = now;
}

void TestApi::refundPaginationStableWhileInserting()
{
    QList<QJsonObject> before;
    fetchAll(m_seeded.client, u"/api/v1/refunds"_s, {}, &before);
    QVERIFY(before.size() > 30);
    // Captured transactions to refund while walking.
    QList<QJsonObject> captured;
    fetchAll(m_seeded.client, TransactionsPath, QUrlQuery{{u"status"_s, u"captured"_s}}, &captured);
    QVERIFY(captured.size() > 20);

    QStringList walked;
    QString cursor;
    int made = 0;
    for (int page = 0; page < 100; ++page) {
        QString path = u"/api/v1/refunds?limit=10"_s;
        if (!cursor.isEmpty())
            path += u"&cursor="_s + cursor;
        const HttpResult r = m_seeded.client.get(path);
        QCOMPARE(r.status, 200);
        for (const QJsonValue &v : r.json[u"data"_s].toArray())
            walked << v.toObject()[u"id"_s].toString();
        const QString id = captured.at(made)[u"id"_s].toString();
        QCOMPARE(
            m_seeded.client.post(TransactionsPath + u'/' + id + u"/refunds"_s, {{u"amount"_s, 1}})
                .status,
            201);
        ++made;
        if (!r.json[u"has_more"_s].toBool())
            break;
        cursor = r.json[u"next_cursor"_s].toString();
    }
    QCOMPARE(walked, idsOf(before));

    QList<QJsonObject> after;
    fetchAll(m_seeded.client, u"/api/v1/refunds"_s, {}, &after);
    QCOMPARE(after.size(), before.size() + made);
    QCOMPARE(idsOf(after).mid(made), idsOf(before));
}

void TestApi::invalidListParameters_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("field");

    const QString t = TransactionsPath;
    const QString r = u"/api/v1/refunds"_s;
    QTest::newRow("limit 0") << t + u"?limit=0"_s << u"limit"_s;
    QTest::newRow("limit 101") << t + u"?limit=101"_s << u"limit"_s;
    QTest::newRow("limit abc") << t + u"?limit=abc"_s << u"limit"_s;
    QTest::newRow("limit -1") << t + u"?limit=-1"_s << u"limit"_s;
    QTest::newRow("limit 1.5") << t + u"?limit=1.5"_s << u"limit"_s;
    QTest::newRow("limit empty") << t + u"?limit="_s << u"limit"_s;
    QTest::newRow("cursor garbage") << t + u"?cursor=%21%21not-base64%21%21"_s << u"cursor"_s;
    QTest::newRow("cursor random base64") << t + u"?cursor=aGVsbG8gd29ybGQ"_s << u"cursor"_s;
    QTest::newRow("cursor wrong version")
        << t + u"?cursor="_s +
               QString::fromLatin1(
                   QByteArray("v2:1:txn_a:5")
                       .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals))
        << u"cursor"_s;
    QTest::newRow("cursor non-numeric time")
        << t + u"?cursor="_s +
               QString::fromLatin1(
                   QByteArray("v1:x:txn_a:5")
                       .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals))
        << u"cursor"_s;
    QTest::newRow("status unknown") << t + u"?status=pending"_s << u"status"_s;
    QTest::newRow("status one unknown in list") << t + u"?status=captured,settled"_s << u"status"_s;
    QTest::newRow("currency lowercase") << t + u"?currency=usd"_s << u"currency"_s;
    QTest::newRow("currency unknown") << t + u"?currency=ABC"_s << u"currency"_s;
    QTest::newRow("gateway invalid") << t + u"?gateway=Card-Net"_s << u"gateway"_s;
    QTest::newRow("created_from invalid month")
        << t + u"?created_from=2024-13-01"_s << u"created_from"_s;
    QTest::newRow("created_from invalid day")
        << t + u"?created_from=2024-02-30"_s << u"created_from"_s;
    QTest::newRow("created_to other format") << t + u"?created_to=01/02/2024"_s << u"created_to"_s;
    QTest::newRow("created_to timestamp without Z")
        << t + u"?created_to=2024-05-01T10:00:00"_s << u"created_to"_s;
    QTest::newRow("created_to with millis")
        << t + u"?created_to=2024-05-01T10:00:00.000Z"_s << u"created_to"_s;
    QTest::newRow("refunds limit 0") << r + u"?limit=0"_s << u"limit"_s;
    QTest::newRow("refunds cursor garbage") << r + u"?cursor=%25%25"_s << u"cursor"_s;
    QTest::newRow("refunds created_from invalid")
        << r + u"?created_from=yesterday"_s << u"created_from"_s;
}

void TestApi::invalidListParameters()
{
    QFETCH(QString, path);
    QFETCH(QString, field);

    const HttpResult r = m_seeded.client.get(path);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
}

void TestApi::filters_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("gateway");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("q");   // {ID}: an existing id; {IDPREFIX}: the start of one
    QTest::addColumn<int>("minimum"); // rows the filter must find, so no row passes vacuously

    const QString none;
    QTest::newRow("no filter") << none << none << none << none << none << none << 1000;
    QTest::newRow("status failed") << u"failed"_s << none << none << none << none << none << 30;
    QTest::newRow("status captured")
        << u"captured"_s << none << none << none << none << none << 500;
    QTest::newRow("status list") << u"refunded,partially_refunded"_s << none << none << none << none
                                 << none << 5;
    QTest::newRow("status list with spaces")
        << u"failed, refunded"_s << none << none << none << none << none << 30;
    QTest::newRow("gateway paycore") << none << u"paycore"_s << none << none << none << none << 100;
    QTest::newRow("gateway unused")
        << none << u"nothing_here"_s << none << none << none << none << 0;
    QTest::newRow("currency JPY") << none << none << u"JPY"_s << none << none << none << 50;
    QTest::newRow("currency EUR") << none << none << u"EUR"_s << none << none << none << 100;
    QTest::newRow("currency CHF, none") << none << none << u"CHF"_s << none << none << none << 0;
    QTest::newRow("created_from date")
        << none << none << none << u"2024-05-01"_s << none << none << 200;
    QTest::newRow("created_to date, exclusive")
        << none << none << none << none << u"2024-04-01"_s << none << 200;
    QTest::newRow("one day") << none << none << none << u"2024-04-10"_s << u"2024-04-11"_s << none
                             << 3;
    QTest::newRow("timestamps") << none << none << none << u"2024-04-10T06:30:00Z"_s
                                << u"2024-04-12T18:15:45Z"_s << none << 10;
    QTest::newRow("exact second, to exclusive")
        << none << none << none << u"{TS}"_s << u"{TS}"_s << none << 0;
    QTest::newRow("exact second, one second wide")
        << none << none << none << u"{TS}"_s << u"{TS+1}"_s << none << 1;
    QTest::newRow("from after to")
        << none << none << none << u"2024-05-01"_s << u"2024-04-01"_s << none << 0;
    QTest::newRow("q exact id") << none << none << none << none << none << u"{ID}"_s << 1;
    QTest::newRow("q part of an id")
        << none << none << none << none << none << u"{IDPREFIX}"_s << 1;
    QTest::newRow("q merchant_ref prefix")
        << none << none << none << none << none << u"ORD-1005"_s << 100;
    QTest::newRow("q merchant_ref exact")
        << none << none << none << none << none << u"ORD-100500"_s << 1;
    QTest::newRow("q shared prefix") << none << none << none << none << none << u"ORD-"_s << 1000;
    QTest::newRow("q no match") << none << none << none << none << none << u"NOPE"_s << 0;
    QTest::newRow("q with a LIKE wildcard %")
        << none << none << none << none << none << u"ORD-%"_s << 0;
    QTest::newRow("q with a LIKE wildcard _")
        << none << none << none << none << none << u"ORD_1005"_s << 0;
    QTest::newRow("q is case-insensitive")
        << none << none << none << none << none << u"ord-1005"_s << 100;
    QTest::newRow("combined") << u"captured,partially_refunded"_s << u"cardnet"_s << u"USD"_s
                              << u"2024-04-01"_s << u"2024-05-15T12:00:00Z"_s << u"ORD-100"_s << 20;
}

void TestApi::filters()
{
    QFETCH(QString, status);
    QFETCH(QString, gateway);
    QFETCH(QString, currency);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, q);
    QFETCH(int, minimum);

    QList<QJsonObject> all;
    fetchAll(m_seeded.client, TransactionsPath, {}, &all);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(all.size() >= 1000);
    const QJsonObject sample = all.at(all.size() / 2);
    const qint64 sampleSecs = secsOf(sample[u"created_at"_s]);
    const auto expand = [&](QString s) {
        s.replace(u"{TS+1}"_s, timestampOf(sampleSecs + 1));
        s.replace(u"{TS}"_s, timestampOf(sampleSecs));
        s.replace(u"{IDPREFIX}"_s, sample[u"id"_s].toString().left(10));
        s.replace(u"{ID}"_s, sample[u"id"_s].toString());
        return s;
    };
    from = expand(from);
    to = expand(to);
    q = expand(q);

    const auto bound = [](const QString &s) { return secsOf(s); };
    QStringList statuses;
    for (const QString &s : status.split(u',', Qt::SkipEmptyParts))
        statuses << s.trimmed();
    QStringList expected;
    for (const QJsonObject &t : std::as_const(all)) {
        const qint64 created = secsOf(t[u"created_at"_s]);
        if (!statuses.isEmpty() && !statuses.contains(t[u"status"_s].toString()))
            continue;
        if (!gateway.isEmpty() && t[u"gateway"_s].toString() != gateway)
            continue;
        if (!currency.isEmpty() && t[u"currency"_s].toString() != currency)
            continue;
        if (!from.isEmpty() && created < bound(from))
            continue;
        if (!to.isEmpty() && created >= bound(to))
            continue;
        if (!q.isEmpty() && !searchMatches(t, q))
            continue;
        expected << t[u"id"_s].toString();
    }
    QVERIFY2(expected.size() >= minimum, qPrintable(QString::number(expected.size())));
    if (minimum == 0)
        QVERIFY(expected.isEmpty());

    QUrlQuery query;
    const auto add = [&](const QString &key, const QString &value) {
        if (!value.isEmpty())
            query.addQueryItem(key, QString::fromUtf8(QUrl::toPercentEncoding(value)));
    };
    add(u"status"_s, status);
    add(u"gateway"_s, gateway);
    add(u"currency"_s, currency);
    add(u"created_from"_s, from);
    add(u"created_to"_s, to);
    add(u"q"_s, q);
    QList<QJsonObject> filtered;
    fetchAll(m_seeded.client, TransactionsPath, query, &filtered, 37);
    QCOMPARE(idsOf(filtered), expected);
}

void TestApi::filtersInAnyLocalZone_data()
{
    QTest::addColumn<QByteArray>("zone");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");

    // Timestamps are UTC: one whose wall-clock reading falls into the local zone's DST gap
    // or overlap is as valid as any other.
    QTest::newRow("UTC") << QByteArray("UTC") << u"2024-03-31T02:30:00Z"_s
                         << u"2024-04-02T02:30:00Z"_s;
    QTest::newRow("Berlin, from in the spring gap")
        << QByteArray("Europe/Berlin") << u"2024-03-31T02:30:00Z"_s << u"2024-04-02T12:00:00Z"_s;
    QTest::newRow("Berlin, to in the spring gap")
        << QByteArray("Europe/Berlin") << u"2024-03-29T12:00:00Z"_s << u"2024-03-31T02:30:00Z"_s;
    QTest::newRow("New York, from in the spring gap")
        << QByteArray("America/New_York") << u"2024-03-10T02:30:00Z"_s << u"2024-03-12T00:00:00Z"_s;
    QTest::newRow("Berlin, autumn overlap")
        << QByteArray("Europe/Berlin") << u"2024-03-03T00:00:00Z"_s << u"2024-10-27T02:30:00Z"_s;
    QTest::newRow("Berlin, dates")
        << QByteArray("Europe/Berlin") << u"2024-03-31"_s << u"2024-04-01"_s;
}

void TestApi::filtersInAnyLocalZone()
{
    QFETCH(QByteArray, zone);
    QFETCH(QString, from);
    QFETCH(QString, to);

    QList<QJsonObject> all;
    fetchAll(m_seeded.client, TransactionsPath, {}, &all);
    if (QTest::currentTestFailed())
        return;
    QStringList expected;
    for (const QJsonObject &t : std::as_const(all)) {
        const qint64 created = secsOf(t[u"created_at"_s]);
        if (created >= secsOf(from) && created < secsOf(to))
            expected << t[u"id"_s].toString();
    }
    QVERIFY(!expected.isEmpty());

    const LocalZone local(zone);
    QList<QJsonObject> filtered;
    fetchAll(m_seeded.client, TransactionsPath,
             QUrlQuery{{u"created_from"_s, from}, {u"created_to"_s, to}}, &filtered, 50);
    QCOMPARE(idsOf(filtered), expected);
}

void TestApi::refundFilters_data()
{
    QTest::addColumn<QString>("transaction"); // {TXN}: one with two refunds
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("minimum");

    const QString none;
    QTest::newRow("all") << none << none << none << 40;
    QTest::newRow("created_from date") << none << u"2024-05-01"_s << none << 10;
    QTest::newRow("created_to date") << none << none << u"2024-04-15"_s << 10;
    QTest::newRow("timestamps") << none << u"2024-04-01T12:00:00Z"_s << u"2024-05-01T12:00:00Z"_s
                                << 5;
    QTest::newRow("transaction with two refunds") << u"{TXN}"_s << none << none << 2;
    QTest::newRow("transaction and range") << u"{TXN}"_s << u"{FIRST+1}"_s << none << 1;
    QTest::newRow("unknown transaction") << u"txn_unknown"_s << none << none << 0;
}

void TestApi::refundFilters()
{
    QFETCH(QString, transaction);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, minimum);

    QList<QJsonObject> all;
    fetchAll(m_seeded.client, u"/api/v1/refunds"_s, {}, &all);
    if (QTest::currentTestFailed())
        return;
    QString why;
    QVERIFY2(newestFirst(all, &why), qPrintable(why));
    QHash<QString, QList<QJsonObject>> byTransaction;
    for (const QJsonObject &r : std::as_const(all)) {
        QVERIFY(hasId(r[u"id"_s], u"ref_"_s));
        QCOMPARE(r[u"status"_s].toString(), u"succeeded"_s);
        byTransaction[r[u"transaction_id"_s].toString()].append(r);
    }
    QString twice;
    for (auto it = byTransaction.cbegin(); it != byTransaction.cend() && twice.isEmpty(); ++it) {
        if (it.value().size() == 2)
            twice = it.key();
    }
    QVERIFY(!twice.isEmpty());
    const qint64 firstOfTwice = secsOf(byTransaction[twice].last()[u"created_at"_s]);
    transaction.replace(u"{TXN}"_s, twice);
    from.replace(u"{FIRST+1}"_s, timestampOf(firstOfTwice + 1));

    QStringList expected;
    for (const QJsonObject &r : std::as_const(all)) {
        const qint64 created = secsOf(r[u"created_at"_s]);
        if (!transaction.isEmpty() && r[u"transaction_id"_s].toString() != transaction)
            continue;
        if (!from.isEmpty() && created < secsOf(from))
            continue;
        if (!to.isEmpty() && created >= secsOf(to))
            continue;
        expected << r[u"id"_s].toString();
    }
    QVERIFY2(expected.size() >= minimum, qPrintable(QString::number(expected.size())));
    if (minimum == 0)
        QVERIFY(expected.isEmpty());

    QUrlQuery query;
    if (!transaction.isEmpty())
        query.addQueryItem(u"transaction_id"_s, transaction);
    if (!from.isEmpty())
        query.addQueryItem(u"created_from"_s, from);
    if (!to.isEmpty())
        query.addQueryItem(u"created_to"_s, to);
    QList<QJsonObject> filtered;
    fetchAll(m_seeded.client, u"/api/v1/refunds"_s, query, &filtered, 7);
    QCOMPARE(idsOf(filtered), expected);

    // Each refund matches its transaction: same currency, and together no more than it.
    if (!transaction.isEmpty() && !expected.isEmpty()) {
        const HttpResult t = m_seeded.client.get(TransactionsPath + u'/' + transaction);
        QCOMPARE(t.status, 200);
        qint64 sum = 0;
        for (const QJsonObject &r : std::as_const(byTransaction[transaction])) {
            QCOMPARE(r[u"currency"_s], t.json[u"currency"_s]);
            sum += r[u"amount"_s].toInteger();
        }
        QCOMPARE(t.json[u"amount_refunded"_s].toInteger(), sum);
        QCOMPARE(t.json[u"status"_s].toString(),
                 sum == t.json[u"amount"_s].toInteger() ? u"refunded"_s : u"partially_refunded"_s);
    }
}

// ---- Redirect sessions ---------------------------------------------------------------------

void TestApi::createRedirect_data()
{
    QTest::addColumn<QJsonObject>("body");

    const QJsonObject base{{u"amount"_s, 4999},
                           {u"currency"_s, u"USD"_s},
                           {u"gateway"_s, u"cardnet"_s},
                           {u"merchant_ref"_s, u"ORD-R1"_s},
                           {u"return_url"_s, u"https://shop.example/return?x=1"_s}};
    QTest::newRow("return_url only") << base;
    QJsonObject full = base;
    full.insert(u"cancel_url"_s, u"https://shop.example/cancel"_s);
    full.insert(u"description"_s, u"Barista course"_s);
    full.insert(u"currency"_s, u"JPY"_s);
    QTest::newRow("with cancel_url and description") << full;
}

void TestApi::createRedirect()
{
    QFETCH(QJsonObject, body);

    const HttpResult r = client().post(TransactionsPath + u"/redirect"_s, body);
    QCOMPARE(r.status, 201);
    const QJsonObject s = r.json;
    const QString id = s[u"id"_s].toString();
    QVERIFY2(hasId(s[u"id"_s], u"rds_"_s), qPrintable(id));
    QCOMPARE(s[u"status"_s].toString(), u"open"_s);
    for (const char *key : {"amount", "currency", "gateway", "merchant_ref", "return_url"})
        QCOMPARE(s[QLatin1StringView(key)], body[QLatin1StringView(key)]);
    QVERIFY(s.contains(u"cancel_url"_s));
    if (body.contains(u"cancel_url"_s))
        QCOMPARE(s[u"cancel_url"_s], body[u"cancel_url"_s]);
    else
        QVERIFY(s[u"cancel_url"_s].isNull());
    QCOMPARE(s[u"checkout_url"_s].toString(), client().base.toString() + u"/checkout/"_s + id);
    QVERIFY(s.contains(u"transaction_id"_s));
    QVERIFY(s[u"transaction_id"_s].isNull());
    QVERIFY(isTimestamp(s[u"created_at"_s]));
    QVERIFY(isTimestamp(s[u"expires_at"_s]));
    const qint64 ttl = secsOf(s[u"expires_at"_s]) - secsOf(s[u"created_at"_s]);
    QVERIFY2(qAbs(ttl - 24 * 3600) <= 1, qPrintable(QString::number(ttl)));

    const HttpResult got = client().get(TransactionsPath + u"/redirect/"_s + id);
    QCOMPARE(got.status, 200);
    QCOMPARE(got.json, s);

    // The checkout URL is usable as it stands.
    const HttpResult page = client().send("GET", s[u"checkout_url"_s].toString(), {}, {}, false);
    QCOMPARE(page.status, 200);
}

void TestApi::badRedirect_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<QString>("field");

    const QJsonObject base{{u"amount"_s, 4999},
                           {u"currency"_s, u"USD"_s},
                           {u"gateway"_s, u"cardnet"_s},
                           {u"merchant_ref"_s, u"ORD-R2"_s},
                           {u"return_url"_s, u"https://shop.example/return"_s}};
    const auto with = [&](const QString &key, const QJsonValue &v) {
        QJsonObject o = base;
        o.insert(key, v);
        return o;
    };
    QJsonObject noReturn = base;
    noReturn.remove(u"return_url"_s);
    QTest::newRow("http return_url")
        << with(u"return_url"_s, u"http://shop.example/return"_s) << u"return_url"_s;
    QTest::newRow("http cancel_url")
        << with(u"cancel_url"_s, u"http://shop.example/cancel"_s) << u"cancel_url"_s;
    QTest::newRow("missing return_url") << noReturn << u"return_url"_s;
    QTest::newRow("relative return_url") << with(u"return_url"_s, u"/return"_s) << u"return_url"_s;
    QTest::newRow("no host") << with(u"return_url"_s, u"https:///return"_s) << u"return_url"_s;
    QTest::newRow("javascript scheme")
        << with(u"return_url"_s, u"javascript:alert(1)"_s) << u"return_url"_s;
    QTest::newRow("return_url as number") << with(u"return_url"_s, 5) << u"return_url"_s;
    QTest::newRow("amount 0") << with(u"amount"_s, 0) << u"amount"_s;
    QTest::newRow("amount 49.99") << with(u"amount"_s, 49.99) << u"amount"_s;
    QTest::newRow("unknown currency") << with(u"currency"_s, u"ABC"_s) << u"currency"_s;
    QTest::newRow("bad gateway") << with(u"gateway"_s, u"Bad Gateway"_s) << u"gateway"_s;
    QTest::newRow("merchant_ref of 129")
        << with(u"merchant_ref"_s, longString(129)) << u"merchant_ref"_s;
}

void TestApi::badRedirect()
{
    QFETCH(QJsonObject, body);
    QFETCH(QString, field);

    const Stored before = stored();
    const HttpResult r =
        m_files.client.post(TransactionsPath + u"/redirect"_s, body, QTest::currentDataTag());
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
    verifyNothingStored(before);
}

void TestApi::redirectNotFound()
{
    const HttpResult r = client().get(TransactionsPath + u"/redirect/rds_doesnotexist00000000"_s);
    QCOMPARE(r.status, 404);
    QCOMPARE(r.errorCode(), u"not_found"_s);
    // A transaction id is not a session id.
    const QString txn = createCaptured(1000)[u"id"_s].toString();
    QCOMPARE(client().get(TransactionsPath + u"/redirect/"_s + txn).status, 404);
}

// ---- Fraud ---------------------------------------------------------------------------------

void TestApi::fraudRules_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<QStringList>("reasons"); // codes, in any order
    QTest::addColumn<int>("score");
    QTest::addColumn<QString>("decision");

    // Each row has its own email and IP, so velocity never adds to it.
    int n = 0;
    const auto body = [&n](qint64 amount, const QString &currency, const QString &emailDomain,
                           const QString &customerCountry, const QString &bin,
                           const QString &cardCountry) {
        ++n;
        QJsonObject customer;
        if (!emailDomain.isEmpty())
            customer.insert(u"email"_s, u"rules%1@%2"_s.arg(n).arg(emailDomain));
        if (!emailDomain.isEmpty())
            customer.insert(u"ip"_s, u"198.51.100.%1"_s.arg(n));
        if (!customerCountry.isEmpty())
            customer.insert(u"country"_s, customerCountry);
        QJsonObject card;
        if (!bin.isEmpty())
            card.insert(u"bin"_s, bin);
        if (!cardCountry.isEmpty())
            card.insert(u"country"_s, cardCountry);
        QJsonObject o{{u"amount"_s, amount}, {u"currency"_s, currency}};
        if (!customer.isEmpty())
            o.insert(u"customer"_s, customer);
        if (!card.isEmpty())
            o.insert(u"card"_s, card);
        return o;
    };
    const QString ok = u"example.com"_s;
    const QString disposable = u"mailinator.com"_s;

    QTest::newRow("low risk") << body(2500, u"USD"_s, ok, u"US"_s, u"424242"_s, u"US"_s)
                              << QStringList() << 0 << u"approve"_s;
    QTest::newRow("anonymous customer")
        << body(2500, u"USD"_s, {}, {}, {}, {}) << QStringList{u"anonymous_customer"_s} << 10
        << u"approve"_s;
    QTest::newRow("amount high USD 1000") << body(100000, u"USD"_s, ok, {}, {}, {})
                                          << QStringList{u"amount_high"_s} << 20 << u"approve"_s;
    QTest::newRow("just under high USD 999.99")
        << body(99999, u"USD"_s, ok, {}, {}, {}) << QStringList() << 0 << u"approve"_s;
    QTest::newRow("amount very high USD 5000")
        << body(500000, u"USD"_s, ok, {}, {}, {}) << QStringList{u"amount_very_high"_s} << 40
        << u"approve"_s;
    QTest::newRow("amount very high JPY 500000")
        << body(500000, u"JPY"_s, ok, {}, {}, {}) << QStringList{u"amount_very_high"_s} << 40
        << u"approve"_s;
    QTest::newRow("JPY 100000 is high") << body(100000, u"JPY"_s, ok, {}, {}, {})
                                        << QStringList{u"amount_high"_s} << 20 << u"approve"_s;
    QTest::newRow("KWD 1000.000 is high") << body(1000000, u"KWD"_s, ok, {}, {}, {})
                                          << QStringList{u"amount_high"_s} << 20 << u"approve"_s;
    QTest::newRow("country mismatch") << body(2500, u"USD"_s, ok, u"US"_s, {}, u"GB"_s)
                                      << QStringList{u"country_mismatch"_s} << 25 << u"approve"_s;
    QTest::newRow("disposable email") << body(2500, u"USD"_s, disposable, {}, {}, {})
                                      << QStringList{u"disposable_email"_s} << 30 << u"approve"_s;
    QTest::newRow("test decline bin is review")
        << body(2500, u"USD"_s, ok, {}, u"400000"_s, {}) << QStringList{u"test_decline_bin"_s} << 50
        << u"review"_s;
    QTest::newRow("mismatch and disposable is review")
        << body(2500, u"USD"_s, disposable, u"US"_s, {}, u"DE"_s)
        << QStringList{u"country_mismatch"_s, u"disposable_email"_s} << 55 << u"review"_s;
    QTest::newRow("75 is review") << body(500000, u"USD"_s, {}, u"US"_s, {}, u"FR"_s)
                                  << QStringList{u"amount_very_high"_s, u"country_mismatch"_s,
                                                 u"anonymous_customer"_s}
                                  << 75 << u"review"_s;
    QTest::newRow("80 is decline")
        << body(2500, u"USD"_s, disposable, {}, u"400000"_s, {})
        << QStringList{u"disposable_email"_s, u"test_decline_bin"_s} << 80 << u"decline"_s;
    QTest::newRow("very high and test bin")
        << body(600000, u"EUR"_s, ok, {}, u"400000"_s, {})
        << QStringList{u"amount_very_high"_s, u"test_decline_bin"_s} << 90 << u"decline"_s;
    QTest::newRow("clamped at 100")
        << body(600000, u"GBP"_s, disposable, u"US"_s, u"400000"_s, u"GB"_s)
        << QStringList{u"amount_very_high"_s, u"country_mismatch"_s, u"disposable_email"_s,
                       u"test_decline_bin"_s}
        << 100 << u"decline"_s;
}

void TestApi::fraudRules()
{
    QFETCH(QJsonObject, body);
    QFETCH(QStringList, reasons);
    QFETCH(int, score);
    QFETCH(QString, decision);

    const HttpResult r = client().post(u"/api/v1/fraud/evaluate"_s, body);
    QCOMPARE(r.status, 200);
    QVERIFY(hasId(r.json[u"id"_s], u"frd_"_s));
    QVERIFY(isTimestamp(r.json[u"evaluated_at"_s]));
    QVERIFY(r.json[u"score"_s].isDouble());
    QCOMPARE(r.json[u"score"_s].toInt(), score);
    QCOMPARE(r.json[u"decision"_s].toString(), decision);
    QStringList codes;
    int sum = 0;
    for (const QJsonValue &v : r.json[u"reasons"_s].toArray()) {
        const QJsonObject reason = v.toObject();
        codes << reason[u"code"_s].toString();
        QVERIFY(!reason[u"message"_s].toString().isEmpty());
        QVERIFY(reason[u"weight"_s].toInt() > 0);
        sum += reason[u"weight"_s].toInt();
    }
    QCOMPARE(std::min(sum, 100), score);
    codes.sort();
    reasons.sort();
    QCOMPARE(codes, reasons);
}

void TestApi::fraudVelocity()
{
    const QJsonObject byEmail{
        {u"amount"_s, 1000},
        {u"currency"_s, u"USD"_s},
        {u"customer"_s, QJsonObject{{u"email"_s, u"Velocity.Check@Example.com"_s}}}};
    for (int i = 1; i <= 5; ++i) {
        QJsonObject body = byEmail;
        if (i % 2 == 0) // the email is compared case-insensitively
            body[u"customer"_s] = QJsonObject{{u"email"_s, u"velocity.check@example.com"_s}};
        const HttpResult r = client().post(u"/api/v1/fraud/evaluate"_s, body);
        QCOMPARE(r.status, 200);
        QStringList codes;
        for (const QJsonValue &v : r.json[u"reasons"_s].toArray())
            codes << v.toObject()[u"code"_s].toString();
        QCOMPARE(codes.contains(u"velocity_email"_s), i >= 4);
        QCOMPARE(r.json[u"score"_s].toInt(), i >= 4 ? 25 : 0);
    }

    const QJsonObject byIp{{u"amount"_s, 1000},
                           {u"currency"_s, u"USD"_s},
                           {u"customer"_s, QJsonObject{{u"ip"_s, u"2001:db8::77"_s}}}};
    for (int i = 1; i <= 6; ++i) {
        const HttpResult r = client().post(u"/api/v1/fraud/evaluate"_s, byIp);
        QCOMPARE(r.status, 200);
        QStringList codes;
        for (const QJsonValue &v : r.json[u"reasons"_s].toArray())
            codes << v.toObject()[u"code"_s].toString();
        QCOMPARE(codes.contains(u"velocity_ip"_s), i >= 6);
        QVERIFY(!codes.contains(u"velocity_email"_s));
    }
}

void TestApi::fraudValidation_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<QString>("field");

    const auto with = [](const QString &key, const QJsonValue &v) {
        QJsonObject o{{u"amount"_s, 1000}, {u"currency"_s, u"USD"_s}};
        o.insert(key, v);
        return o;
    };
    const auto customer = [&](const QString &key, const QJsonValue &v) {
        return with(u"customer"_s, QJsonObject{{key, v}});
    };
    const auto card = [&](const QString &key, const QJsonValue &v) {
        return with(u"card"_s, QJsonObject{{key, v}});
    };
    QTest::newRow("bad ip") << customer(u"ip"_s, u"999.1.1.1"_s) << u"customer.ip"_s;
    QTest::newRow("ip not an address") << customer(u"ip"_s, u"localhost"_s) << u"customer.ip"_s;
    QTest::newRow("bad country lowercase")
        << customer(u"country"_s, u"us"_s) << u"customer.country"_s;
    QTest::newRow("bad country alpha-3")
        << customer(u"country"_s, u"USA"_s) << u"customer.country"_s;
    QTest::newRow("email without @") << customer(u"email"_s, u"nobody"_s) << u"customer.email"_s;
    QTest::newRow("bin of 5 digits") << card(u"bin"_s, u"42424"_s) << u"card.bin"_s;
    QTest::newRow("bin of 9 digits") << card(u"bin"_s, u"424242424"_s) << u"card.bin"_s;
    QTest::newRow("bin with letters") << card(u"bin"_s, u"4242ab"_s) << u"card.bin"_s;
    QTest::newRow("bin as number") << card(u"bin"_s, 424242) << u"card.bin"_s;
    QTest::newRow("bad card country") << card(u"country"_s, u"gb"_s) << u"card.country"_s;
    QTest::newRow("customer not an object") << with(u"customer"_s, u"bob"_s) << u"customer"_s;
    QTest::newRow("card not an object") << with(u"card"_s, QJsonArray{}) << u"card"_s;
    QTest::newRow("bad gateway") << with(u"gateway"_s, u"No!"_s) << u"gateway"_s;
    QJsonObject noAmount{{u"currency"_s, u"USD"_s}};
    QTest::newRow("missing amount") << noAmount << u"amount"_s;
    QTest::newRow("unknown currency") << with(u"currency"_s, u"XYZ"_s) << u"currency"_s;
}

void TestApi::fraudValidation()
{
    QFETCH(QJsonObject, body);
    QFETCH(QString, field);

    const Stored before = stored();
    const HttpResult r =
        m_files.client.post(u"/api/v1/fraud/evaluate"_s, body, QTest::currentDataTag());
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
    verifyNothingStored(before);
}

// ---- Ledger --------------------------------------------------------------------------------

void TestApi::ledgerAccounts()
{
    const HttpResult r = client().get(u"/v1/ledger/accounts"_s);
    QCOMPARE(r.status, 200);
    const QJsonArray data = r.json[u"data"_s].toArray();
    QVERIFY(!data.isEmpty());

    struct Expected
    {
        const char *code;
        const char *name;
        const char *type;
        const char *normal;
        const char *parent; // nullptr: none
    };
    const Expected expected[] = {
        {"1000", "Assets", "asset", "debit", nullptr},
        {"1010", "Bank", "asset", "debit", "1000"},
        {"1100", "Gateway receivable", "asset", "debit", "1000"},
        {"2000", "Liabilities", "liability", "credit", nullptr},
        {"2100", "Refunds payable", "liability", "credit", "2000"},
        {"3000", "Equity", "equity", "credit", nullptr},
        {"3100", "Owner's capital", "equity", "credit", "3000"},
        {"3200", "Retained earnings", "equity", "credit", "3000"},
        {"4000", "Revenue", "revenue", "credit", nullptr},
        {"4100", "Sales", "revenue", "credit", "4000"},
        {"4200", "Refunds", "revenue", "debit", "4000"},
        {"5000", "Expenses", "expense", "debit", nullptr},
        {"5100", "Processing fees", "expense", "debit", "5000"},
        {"5200", "Bank charges", "expense", "debit", "5000"},
    };
    QCOMPARE(data.size(), qsizetype(std::size(expected)));
    const QStringList types{u"asset"_s, u"liability"_s, u"equity"_s, u"revenue"_s, u"expense"_s};
    QSet<QString> codes;
    for (const QJsonValue &v : data)
        codes.insert(v.toObject()[u"code"_s].toString());
    for (qsizetype i = 0; i < data.size(); ++i) {
        const QJsonObject a = data[i].toObject();
        const Expected &e = expected[i];
        QCOMPARE(a[u"code"_s].toString(), QString::fromLatin1(e.code));
        QCOMPARE(a[u"name"_s].toString(), QString::fromLatin1(e.name));
        QCOMPARE(a[u"type"_s].toString(), QString::fromLatin1(e.type));
        QVERIFY(types.contains(a[u"type"_s].toString()));
        QCOMPARE(a[u"normal_balance"_s].toString(), QString::fromLatin1(e.normal));
        QVERIFY(a.contains(u"parent_code"_s));
        if (e.parent) {
            QCOMPARE(a[u"parent_code"_s].toString(), QString::fromLatin1(e.parent));
            QVERIFY(codes.contains(a[u"parent_code"_s].toString()));
        } else {
            QVERIFY(a[u"parent_code"_s].isNull());
        }
    }
}

void TestApi::trialBalanceErrors_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("field");

    QTest::newRow("date invalid month") << u"date=2024-13-01"_s << u"date"_s;
    QTest::newRow("date invalid day") << u"date=2024-02-30"_s << u"date"_s;
    QTest::newRow("date short month") << u"date=2024-2-03"_s << u"date"_s;
    QTest::newRow("date other digits") << u"date=%D9%A2024-02-03"_s << u"date"_s;
    QTest::newRow("date without dashes") << u"date=20240101"_s << u"date"_s;
    QTest::newRow("date as timestamp") << u"date=2024-01-01T00:00:00Z"_s << u"date"_s;
    QTest::newRow("date word") << u"date=today"_s << u"date"_s;
    QTest::newRow("date empty") << u"date="_s << u"date"_s;
    QTest::newRow("currency unknown") << u"currency=ABC"_s << u"currency"_s;
    QTest::newRow("currency lowercase") << u"currency=usd"_s << u"currency"_s;
    QTest::newRow("include_zero not a bool") << u"include_zero=maybe"_s << u"include_zero"_s;
}

void TestApi::trialBalanceErrors()
{
    QFETCH(QString, query);
    QFETCH(QString, field);

    const HttpResult r = client().get(u"/v1/ledger/trial-balance?"_s + query);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
}

void TestApi::trialBalanceDefaults()
{
    QVERIFY(!createCaptured(12345).isEmpty());
    const QString today = QDateTime::currentDateTimeUtc().date().toString(u"yyyy-MM-dd"_s);
    const HttpResult r = client().get(u"/v1/ledger/trial-balance"_s);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"currency"_s].toString(), u"USD"_s);
    QCOMPARE(r.json[u"date"_s].toString(), today);
    QVERIFY(!r.json[u"lines"_s].toArray().isEmpty());
    qint64 debit = 0;
    qint64 credit = 0;
    for (const QJsonValue &v : r.json[u"lines"_s].toArray()) {
        const QJsonObject l = v.toObject();
        QVERIFY(l[u"debit"_s].isDouble());
        QVERIFY(l[u"credit"_s].isDouble());
        QVERIFY(l[u"account_code"_s].isString());
        QVERIFY(!l[u"account_name"_s].toString().isEmpty());
        QVERIFY(!l[u"account_type"_s].toString().isEmpty());
        // One column per account, the other 0; zero balances are left out.
        QVERIFY((l[u"debit"_s].toInteger() == 0) != (l[u"credit"_s].toInteger() == 0));
        debit += l[u"debit"_s].toInteger();
        credit += l[u"credit"_s].toInteger();
    }
    QCOMPARE(r.json[u"total_debit"_s].toInteger(), debit);
    QCOMPARE(r.json[u"total_credit"_s].toInteger(), credit);
    QCOMPARE(debit, credit);

    // Explicit USD and today give the same answer.
    const HttpResult same = client().get(u"/v1/ledger/trial-balance?currency=USD&date="_s + today);
    QCOMPARE(same.json, r.json);
}

void TestApi::trialBalanceIncludeZero()
{
    // CHF: nothing ever posted.
    const HttpResult without = client().get(u"/v1/ledger/trial-balance?currency=CHF"_s);
    QCOMPARE(without.status, 200);
    QVERIFY(without.json[u"lines"_s].toArray().isEmpty());
    QCOMPARE(without.json[u"total_debit"_s].toInteger(), 0);
    QCOMPARE(without.json[u"total_credit"_s].toInteger(), 0);

    const HttpResult with =
        client().get(u"/v1/ledger/trial-balance?currency=CHF&include_zero=true"_s);
    QCOMPARE(with.status, 200);
    const QJsonArray lines = with.json[u"lines"_s].toArray();
    // Every posting (leaf) account of the chart, each at zero.
    QStringList codes;
    for (const QJsonValue &v : lines) {
        const QJsonObject l = v.toObject();
        codes << l[u"account_code"_s].toString();
        QVERIFY(l[u"debit"_s].isDouble());
        QVERIFY(l[u"credit"_s].isDouble());
        QCOMPARE(l[u"debit"_s].toInteger(), 0);
        QCOMPARE(l[u"credit"_s].toInteger(), 0);
    }
    QCOMPARE(codes, (QStringList{u"1010"_s, u"1100"_s, u"2100"_s, u"3100"_s, u"3200"_s, u"4100"_s,
                                 u"4200"_s, u"5100"_s, u"5200"_s}));
    QCOMPARE(with.json[u"total_debit"_s].toInteger(), 0);

    // In USD the zero accounts come in addition to the non-zero ones.
    const HttpResult usd = client().get(u"/v1/ledger/trial-balance?currency=USD"_s);
    const HttpResult usdAll =
        client().get(u"/v1/ledger/trial-balance?currency=USD&include_zero=true"_s);
    QCOMPARE(usdAll.json[u"lines"_s].toArray().size(), codes.size());
    QVERIFY(usd.json[u"lines"_s].toArray().size() < codes.size());
    QCOMPARE(usdAll.json[u"total_debit"_s], usd.json[u"total_debit"_s]);
    QCOMPARE(usdAll.json[u"total_credit"_s], usd.json[u"total_credit"_s]);
    const HttpResult explicitFalse =
        client().get(u"/v1/ledger/trial-balance?currency=USD&include_zero=false"_s);
    QCOMPARE(explicitFalse.json, usd.json);
}

// ---- Service lifecycle ---------------------------------------------------------------------

void TestApi::stopAsyncDuringSeeding()
{
    // A seeding that would take minutes ends soon after stopAsync() and leaves nothing of
    // itself: the next start finds the store empty and seeds it in full.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxOptions o;
    o.dataDir = dir.path();
    o.apiKeys = {SandboxFixture::testKey()};
    o.seedCount = 5'000'000;
    o.seedEndSecs = SeedEnd;
    o.database = paydesk::testing::testDatabaseFor(dir.path());
    using paydesk::sandbox::SandboxService;
    SandboxService service;
    QSignalSpy progress(&service, &SandboxService::seedProgress);
    QSignalSpy ready(&service, &SandboxService::ready);
    QSignalSpy failed(&service, &SandboxService::failed);
    QSignalSpy stopped(&service, &SandboxService::stopped);
    service.start(o);
    QVERIFY(progress.wait(60000)); // 50,000 rows into the one transaction
    service.stopAsync();
    QVERIFY(service.isStopping());
    QVERIFY(!service.isRunning());
    QVERIFY(stopped.wait(30000));
    QCOMPARE(stopped.size(), 1);
    QVERIFY(!service.isStopping());
    QCOMPARE(ready.size(), 0);
    QCOMPARE(failed.size(), 0);
    const Tables tables =
        readTables(o.database.isEmpty() ? dir.filePath(u"sandbox.sqlite"_s) : o.database);
    QVERIFY(tables.contains(u"transactions"_s));
    for (const QString &table :
         {u"transactions"_s, u"refunds"_s, u"postings"_s, u"daily_balances"_s})
        QVERIFY2(tables.value(table).isEmpty(), qPrintable(table));

    // A start while the previous run is still stopping waits for it; the stale run's
    // signals are not taken for the new one's.
    o.seedCount = 300;
    service.start(o);
    service.stopAsync();
    service.start(o);
    QVERIFY(ready.wait(60000));
    QCOMPARE(ready.size(), 1);
    QCOMPARE(failed.size(), 0);
    HttpClient c;
    c.base = service.url();
    c.apiKey = SandboxFixture::testKey();
    QList<QJsonObject> all;
    fetchAll(c, TransactionsPath, {}, &all);
    QCOMPARE(all.size(), 300);

    // stopAsync() with nothing running still answers with stopped().
    service.stop();
    stopped.clear();
    service.stopAsync();
    QVERIFY(stopped.wait(5000));
}

QTEST_GUILESS_MAIN(TestApi)
#include "tst_api.moc"
