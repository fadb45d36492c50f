// The sandbox's ledger against two independent references: the raw `postings` table, read
// straight from the SQLite file, and totals computed from the API's own transactions and
// refunds with the documented fee formula.

#include "sandboxclient.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <algorithm>

using namespace Qt::StringLiterals;
using paydesk::sandbox::SandboxOptions;
using paydesk::testing::chargeBody;
using paydesk::testing::HttpClient;
using paydesk::testing::HttpResult;
using paydesk::testing::SandboxFixture;

namespace {

constexpr qint64 Day = 86400;
// 2025-01-01T12:00:00Z: the end of the seeded 90 days, mid-day so a settlement and a partial
// day sit at the edge.
constexpr qint64 SeedEnd = 1735732800;
const QString TransactionsPath = u"/api/v1/transactions"_s;
const QStringList Currencies{u"USD"_s, u"EUR"_s, u"GBP"_s, u"JPY"_s};

// Account codes as the API spells them.
const QString Bank = u"1010"_s;
const QString Receivable = u"1100"_s;
const QString Capital = u"3100"_s;
const QString Sales = u"4100"_s;
const QString Refunds = u"4200"_s;
const QString Fees = u"5100"_s;

int exponentOf(const QString &currency)
{
    static const QHash<QString, int> exponents{
        {u"USD"_s, 2}, {u"EUR"_s, 2}, {u"GBP"_s, 2}, {u"JPY"_s, 0}, {u"KWD"_s, 3}};
    Q_ASSERT(exponents.contains(currency));
    return exponents.value(currency);
}

// n / d rounded half up, for n >= 0.
qint64 roundHalfUp(qint64 n, qint64 d)
{
    return n / d + ((n % d) * 2 >= d ? 1 : 0);
}

// The documented fee: 2.9 % of the amount rounded half up, plus 0.30 in major units rounded
// half up to the currency's minor unit (so nothing for JPY), never more than the amount.
qint64 expectedFee(qint64 amount, const QString &currency)
{
    qint64 scale = 1;
    for (int i = 0; i < exponentOf(currency); ++i)
        scale *= 10;
    const qint64 percent = roundHalfUp(amount * 29, 1000);
    const qint64 fixed = roundHalfUp(3 * scale, 10);
    return std::min(percent + fixed, amount);
}

qint64 secsOf(const QString &timestamp)
{
    return QDateTime(QDate::fromString(timestamp.left(10), u"yyyy-MM-dd"_s),
                     QTime::fromString(timestamp.mid(11, 8), u"HH:mm:ss"_s), QTimeZone::utc())
        .toSecsSinceEpoch();
}

qint64 dayOf(qint64 secs)
{
    return secs / Day; // every time here is after 1970
}

QString dateOf(qint64 day)
{
    return QDate(1970, 1, 1).addDays(day).toString(u"yyyy-MM-dd"_s);
}

void fetchAll(HttpClient &client, const QString &path, QList<QJsonObject> *out)
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
        if (!r.json[u"has_more"_s].toBool())
            return;
        cursor = r.json[u"next_cursor"_s].toString();
    }
    QFAIL("more than 1000 pages");
}

// account code -> (debit, credit), as a trial balance line would show it.
using Balances = QMap<QString, QPair<qint64, qint64>>;

QString describe(const Balances &b)
{
    QStringList parts;
    for (auto it = b.cbegin(); it != b.cend(); ++it)
        parts << u"%1 Dr %2 Cr %3"_s.arg(it.key()).arg(it.value().first).arg(it.value().second);
    return parts.join(u"; "_s);
}

// Net balances (debit - credit) as trial balance columns, zero balances left out.
Balances columns(const QHash<QString, qint64> &net)
{
    Balances out;
    for (auto it = net.cbegin(); it != net.cend(); ++it) {
        if (it.value() != 0)
            out.insert(it.key(),
                       {std::max<qint64>(it.value(), 0), std::max<qint64>(-it.value(), 0)});
    }
    return out;
}

struct TrialBalance
{
    Balances lines;
    qint64 totalDebit = -1;
    qint64 totalCredit = -1;
};

void fetchTrialBalance(HttpClient &client, const QString &currency, const QString &date,
                       TrialBalance *out)
{
    const HttpResult r =
        client.get(u"/v1/ledger/trial-balance?currency=%1&date=%2"_s.arg(currency, date));
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"currency"_s].toString(), currency);
    QCOMPARE(r.json[u"date"_s].toString(), date);
    qint64 debit = 0;
    qint64 credit = 0;
    for (const QJsonValue &v : r.json[u"lines"_s].toArray()) {
        const QJsonObject l = v.toObject();
        QVERIFY(l[u"debit"_s].isDouble());
        QVERIFY(l[u"credit"_s].isDouble());
        const QString code = l[u"account_code"_s].toString();
        QVERIFY2(!out->lines.contains(code), qPrintable(code));
        out->lines.insert(code, {l[u"debit"_s].toInteger(), l[u"credit"_s].toInteger()});
        debit += l[u"debit"_s].toInteger();
        credit += l[u"credit"_s].toInteger();
    }
    out->totalDebit = r.json[u"total_debit"_s].toInteger();
    out->totalCredit = r.json[u"total_credit"_s].toInteger();
    QCOMPARE(out->totalDebit, debit);
    QCOMPARE(out->totalCredit, credit);
}

qint64 net(const Balances &b, const QString &account)
{
    const auto v = b.value(account);
    return v.first - v.second;
}

struct Posting
{
    QString source;
    QString account;
    QString currency;
    qint64 debit = 0;
    qint64 credit = 0;
    qint64 postedAt = 0;
};

struct RefundPlan
{
    int charge = 0;    // index into the charges
    qint64 amount = 0; // 0: the default (whatever remains)
};

} // namespace

Q_DECLARE_METATYPE(RefundPlan)

class TestLedger : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // After 3000 seeded transactions and a mixed API workload
    void trialBalanceMatchesPostings_data();
    void trialBalanceMatchesPostings();
    void trialBalanceMatchesApiData_data();
    void trialBalanceMatchesApiData();
    void everySourceBalances();
    void apiPostingsAreExact();
    void dataDirWithoutRunningTotals();

    // A fresh, unseeded service and a known set of charges and refunds
    void independentTotals_data();
    void independentTotals();

private:
    void runWorkload();

    QTemporaryDir m_dir;
    SandboxFixture m_fx;
    QString m_connection = u"tst_ledger_readonly"_s;
    QList<Posting> m_postings; // ordered by posted_at
    QList<QJsonObject> m_transactions;
    QList<QJsonObject> m_refunds;
    QHash<QString, QJsonObject> m_apiCharges; // id -> transaction, as listed at the end
    QHash<QString, QJsonObject> m_apiRefunds; // id -> refund
    QList<qint64> m_days;
    int m_apiDeclined = 0;
};

void TestLedger::initTestCase()
{
    QVERIFY(m_dir.isValid());
    SandboxOptions options;
    options.dataDir = m_dir.path();
    options.seedCount = 3000;
    options.seedEndSecs = SeedEnd;
    QVERIFY(m_fx.start(options));
    if (paydesk::testing::testDatabaseServer().isEmpty())
        QCOMPARE(m_fx.service->databasePath(), m_dir.filePath(u"sandbox.sqlite"_s));

    runWorkload();
    if (QTest::currentTestFailed())
        return;

    fetchAll(m_fx.client, TransactionsPath, &m_transactions);
    fetchAll(m_fx.client, u"/api/v1/refunds"_s, &m_refunds);
    QCOMPARE(m_transactions.size(), 3000 + 200);
    for (const QJsonObject &t : std::as_const(m_transactions)) {
        if (m_apiCharges.contains(t[u"id"_s].toString()))
            m_apiCharges[t[u"id"_s].toString()] = t;
    }
    int failed = 0;
    for (const QJsonObject &t : std::as_const(m_apiCharges))
        failed += t[u"status"_s].toString() == u"failed"_s ? 1 : 0;
    QCOMPARE(failed, m_apiDeclined);

    // The database file, read-only, on a connection of the test's own.
    {
        QSqlDatabase db = paydesk::testing::addStoreDatabase(m_connection, m_dir.path());
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        QSqlQuery q(db);
        QVERIFY2(q.exec(u"SELECT source, account, currency, debit, credit, posted_at FROM postings"
                        " ORDER BY posted_at, id"_s),
                 qPrintable(q.lastError().text()));
        while (q.next()) {
            m_postings.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                               q.value(3).toLongLong(), q.value(4).toLongLong(),
                               q.value(5).toLongLong()});
        }
    }
    QVERIFY(m_postings.size() > 3000 * 3);

    // Every day of the seeded range, the day before it, and today.
    const qint64 first = dayOf(SeedEnd - 90 * Day);
    for (qint64 d = first - 1; d <= dayOf(SeedEnd); ++d)
        m_days << d;
    m_days << dayOf(QDateTime::currentSecsSinceEpoch());
}

void TestLedger::cleanupTestCase()
{
    m_fx.stop();
    QSqlDatabase::removeDatabase(m_connection);
}

// ~200 charges (some declined) and ~60 refunds, full and partial, in USD, EUR and JPY.
void TestLedger::runWorkload()
{
    QRandomGenerator rng(20240601);
    const QStringList currencies{u"USD"_s, u"EUR"_s, u"JPY"_s};
    QStringList captured;
    int declined = 0;
    for (int i = 0; i < 200; ++i) {
        const QString currency = currencies[i % 3];
        qint64 amount = currency == u"JPY"_s ? rng.bounded(100, 900000) : rng.bounded(5, 250000);
        if (i % 9 == 4)
            amount = amount / 100 * 100 + 2; // declined by the sandbox rule
        else if (amount % 100 == 2)
            ++amount;
        if (i % 50 == 7)
            amount = 25; // a fee capped at the amount
        const HttpResult r =
            m_fx.client.post(TransactionsPath, chargeBody(amount, currency, u"LEDGER-%1"_s.arg(i)));
        if (amount % 100 == 2) {
            QCOMPARE(r.status, 402);
            ++declined;
            const QString id = r.json[u"transaction_id"_s].toString();
            m_apiCharges.insert(id, {}); // filled in from the list
            // Refunding a failed charge is refused and posts nothing.
            QCOMPARE(m_fx.client.post(TransactionsPath + u'/' + id + u"/refunds"_s, {}).status,
                     409);
            continue;
        }
        QCOMPARE(r.status, 201);
        m_apiCharges.insert(r.json[u"id"_s].toString(), r.json);
        captured << r.json[u"id"_s].toString();
    }
    QVERIFY(declined >= 15);
    m_apiDeclined = declined;

    // Refunds: every third captured charge; full, partial, or partial then the rest.
    int made = 0;
    for (qsizetype i = 0; i < captured.size() && made < 60; i += 3) {
        const QString id = captured[i];
        const qint64 amount = m_apiCharges[id][u"amount"_s].toInteger();
        const QString path = TransactionsPath + u'/' + id + u"/refunds"_s;
        QList<QJsonObject> bodies;
        switch (made % 4) {
        case 0:
            bodies << QJsonObject{}; // full, by default
            break;
        case 1:
            bodies << QJsonObject{{u"amount"_s, std::max<qint64>(1, amount / 3)}};
            break;
        case 2:
            bodies << QJsonObject{{u"amount"_s, std::max<qint64>(1, amount / 2)},
                                  {u"reason"_s, u"duplicate"_s}}
                   << QJsonObject{};
            break;
        default:
            bodies << QJsonObject{{u"amount"_s, amount}}; // full, explicitly
            break;
        }
        for (const QJsonObject &body : std::as_const(bodies)) {
            if (made >= 60)
                break;
            const HttpResult r = m_fx.client.post(path, body);
            QCOMPARE(r.status, 201);
            m_apiRefunds.insert(r.json[u"id"_s].toString(), r.json);
            ++made;
        }
        // One more than remains is refused and posts nothing.
        const HttpResult over = m_fx.client.post(path, {{u"amount"_s, amount + 1}});
        QVERIFY(over.status == 422 || over.status == 409);
    }
    QCOMPARE(made, 60);
}

void TestLedger::trialBalanceMatchesPostings_data()
{
    QTest::addColumn<QString>("currency");
    for (const QString &c : Currencies)
        QTest::newRow(qPrintable(c)) << c;
}

void TestLedger::trialBalanceMatchesPostings()
{
    QFETCH(QString, currency);
    QVERIFY(!m_days.isEmpty());

    // Brute force: sum debit - credit per account over every posting before the day's end.
    QHash<QString, qint64> running;
    qsizetype next = 0;
    int nonEmpty = 0;
    for (const qint64 day : std::as_const(m_days)) {
        const qint64 end = (day + 1) * Day;
        for (; next < m_postings.size() && m_postings[next].postedAt < end; ++next) {
            const Posting &p = m_postings[next];
            if (p.currency == currency)
                running[p.account] += p.debit - p.credit;
        }
        const Balances expected = columns(running);
        TrialBalance tb;
        fetchTrialBalance(m_fx.client, currency, dateOf(day), &tb);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(tb.totalDebit == tb.totalCredit,
                 qPrintable(u"%1 %2: %3 != %4"_s.arg(currency, dateOf(day))
                                .arg(tb.totalDebit)
                                .arg(tb.totalCredit)));
        QVERIFY2(tb.lines == expected,
                 qPrintable(u"%1 %2:\n  api   %3\n  sql   %4"_s.arg(
                     currency, dateOf(day), describe(tb.lines), describe(expected))));
        nonEmpty += tb.lines.isEmpty() ? 0 : 1;
    }
    // The day before the seeded range is empty; every other day has balances.
    QCOMPARE(nonEmpty, m_days.size() - 1);
}

void TestLedger::trialBalanceMatchesApiData_data()
{
    trialBalanceMatchesPostings_data();
}

// Sales, refunds and fees per day follow from the transactions and refunds the API lists;
// bank plus receivable is what capital, sales, fees and refunds leave.
void TestLedger::trialBalanceMatchesApiData()
{
    QFETCH(QString, currency);

    struct Event
    {
        qint64 at;
        qint64 sales;
        qint64 fees;
        qint64 refunds;
    };
    QList<Event> events;
    for (const QJsonObject &t : std::as_const(m_transactions)) {
        if (t[u"currency"_s].toString() != currency || t[u"status"_s].toString() == u"failed"_s)
            continue;
        const qint64 amount = t[u"amount"_s].toInteger();
        events.append(
            {secsOf(t[u"created_at"_s].toString()), amount, expectedFee(amount, currency), 0});
    }
    for (const QJsonObject &r : std::as_const(m_refunds)) {
        if (r[u"currency"_s].toString() == currency)
            events.append(
                {secsOf(r[u"created_at"_s].toString()), 0, 0, r[u"amount"_s].toInteger()});
    }
    std::sort(events.begin(), events.end(),
              [](const Event &a, const Event &b) { return a.at < b.at; });

    qint64 sales = 0;
    qint64 fees = 0;
    qint64 refunds = 0;
    qsizetype next = 0;
    for (const qint64 day : std::as_const(m_days)) {
        for (; next < events.size() && events[next].at < (day + 1) * Day; ++next) {
            sales += events[next].sales;
            fees += events[next].fees;
            refunds += events[next].refunds;
        }
        TrialBalance tb;
        fetchTrialBalance(m_fx.client, currency, dateOf(day), &tb);
        if (QTest::currentTestFailed())
            return;
        const QString where = currency + u' ' + dateOf(day);
        QVERIFY2(-net(tb.lines, Sales) == sales, qPrintable(where));
        QVERIFY2(net(tb.lines, Refunds) == refunds, qPrintable(where));
        QVERIFY2(net(tb.lines, Fees) == fees, qPrintable(where));
        // The bank's monthly charge (5200) comes out of the bank too.
        QVERIFY2(net(tb.lines, Bank) + net(tb.lines, Receivable) ==
                     -net(tb.lines, Capital) + sales - fees - refunds - net(tb.lines, u"5200"_s),
                 qPrintable(where));
    }
    QVERIFY(sales > 0);
    QVERIFY(refunds > 0);
}

void TestLedger::everySourceBalances()
{
    struct Sum
    {
        qint64 debit = 0;
        qint64 credit = 0;
        QSet<QString> currencies;
        QSet<qint64> times;
    };
    QHash<QString, Sum> bySource;
    for (const Posting &p : std::as_const(m_postings)) {
        QVERIFY(p.debit >= 0 && p.credit >= 0);
        QVERIFY(p.debit == 0 || p.credit == 0);
        QVERIFY(p.debit + p.credit > 0);
        Sum &s = bySource[p.source];
        s.debit += p.debit;
        s.credit += p.credit;
        s.currencies.insert(p.currency);
        s.times.insert(p.postedAt);
    }
    QSet<QString> kinds;
    for (auto it = bySource.cbegin(); it != bySource.cend(); ++it) {
        QVERIFY2(it->debit == it->credit,
                 qPrintable(u"%1: Dr %2 Cr %3"_s.arg(it.key()).arg(it->debit).arg(it->credit)));
        QVERIFY2(it->currencies.size() == 1, qPrintable(it.key()));
        QVERIFY2(it->times.size() == 1, qPrintable(it.key()));
        kinds.insert(it.key().left(4));
    }
    QCOMPARE(kinds, (QSet<QString>{u"txn_"_s, u"ref_"_s, u"stl_"_s, u"opn_"_s, u"bch_"_s}));

    // Every non-failed transaction and every refund has postings; failed ones have none.
    for (const QJsonObject &t : std::as_const(m_transactions)) {
        const bool failed = t[u"status"_s].toString() == u"failed"_s;
        QVERIFY2(bySource.contains(t[u"id"_s].toString()) != failed,
                 qPrintable(t[u"id"_s].toString()));
    }
    for (const QJsonObject &r : std::as_const(m_refunds))
        QVERIFY2(bySource.contains(r[u"id"_s].toString()), qPrintable(r[u"id"_s].toString()));
}

void TestLedger::apiPostingsAreExact()
{
    QHash<QString, Balances> bySource;
    QHash<QString, qint64> timeOf;
    for (const Posting &p : std::as_const(m_postings)) {
        auto &b = bySource[p.source][p.account];
        b.first += p.debit;
        b.second += p.credit;
        timeOf.insert(p.source, p.postedAt);
    }
    int checked = 0;
    int declined = 0;
    for (auto it = m_apiCharges.cbegin(); it != m_apiCharges.cend(); ++it) {
        const QJsonObject &t = it.value();
        QVERIFY2(!t.isEmpty(), qPrintable(it.key())); // every charge is listed
        if (t[u"status"_s].toString() == u"failed"_s) {
            QVERIFY2(!bySource.contains(it.key()), qPrintable(it.key()));
            ++declined;
            continue;
        }
        const qint64 amount = t[u"amount"_s].toInteger();
        const QString currency = t[u"currency"_s].toString();
        const qint64 fee = expectedFee(amount, currency);
        Balances expected{{Fees, {fee, 0}}, {Sales, {0, amount}}};
        if (amount - fee > 0)
            expected.insert(Receivable, {amount - fee, 0});
        QVERIFY2(bySource.value(it.key()) == expected,
                 qPrintable(it.key() + u": "_s + describe(bySource.value(it.key())) +
                            u" expected "_s + describe(expected)));
        QCOMPARE(timeOf.value(it.key()), secsOf(t[u"created_at"_s].toString()));
        ++checked;
    }
    for (auto it = m_apiRefunds.cbegin(); it != m_apiRefunds.cend(); ++it) {
        const qint64 amount = it.value()[u"amount"_s].toInteger();
        const Balances expected{{Refunds, {amount, 0}}, {Receivable, {0, amount}}};
        QVERIFY2(bySource.value(it.key()) == expected,
                 qPrintable(it.key() + u": "_s + describe(bySource.value(it.key()))));
        QCOMPARE(timeOf.value(it.key()), secsOf(it.value()[u"created_at"_s].toString()));
        ++checked;
    }
    QCOMPARE(m_apiCharges.size(), 200);
    QCOMPARE(m_apiRefunds.size(), 60);
    QCOMPARE(checked + declined, 200 + 60);
}

void TestLedger::dataDirWithoutRunningTotals()
{
    PAYDESK_SQLITE_ONLY();
    // A data directory from before daily_balances kept running totals: the next start adds
    // them, computed from the day totals, and every trial balance stays what it was.
    QHash<QString, QJsonObject> before;
    for (const QString &currency : Currencies) {
        for (const qint64 day : std::as_const(m_days)) {
            const QString query =
                u"/v1/ledger/trial-balance?currency=%1&date=%2"_s.arg(currency, dateOf(day));
            const HttpResult r = m_fx.client.get(query);
            QCOMPARE(r.status, 200);
            before.insert(query, r.json);
        }
    }
    m_fx.stop();
    {
        const QString connection = u"tst_ledger_writer"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
            db.setDatabaseName(m_dir.filePath(u"sandbox.sqlite"_s));
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            QSqlQuery q(db);
            for (const char *column : {"cum_debit", "cum_credit"}) {
                QVERIFY2(q.exec(u"ALTER TABLE daily_balances DROP COLUMN "_s +
                                QLatin1StringView(column)),
                         qPrintable(q.lastError().text()));
            }
        }
        QSqlDatabase::removeDatabase(connection);
    }
    SandboxOptions options;
    options.dataDir = m_dir.path();
    QVERIFY(m_fx.start(options));
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const HttpResult r = m_fx.client.get(it.key());
        QCOMPARE(r.status, 200);
        QVERIFY2(r.json == it.value(), qPrintable(it.key()));
    }
}

void TestLedger::independentTotals_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QList<qint64>>("charges");
    QTest::addColumn<QList<RefundPlan>>("refunds");

    QTest::newRow("USD, small amounts with capped fees")
        << u"USD"_s << QList<qint64>{1, 10, 25, 30, 31, 50, 100}
        << QList<RefundPlan>{{2, 0}, {6, 40}};
    QTest::newRow("USD, half-up rounding of 2.9 %")
        << u"USD"_s << QList<qint64>{500, 1500, 2500, 1017, 1018, 17241, 17243}
        << QList<RefundPlan>{};
    QTest::newRow("USD, declines post nothing")
        << u"USD"_s << QList<qint64>{1002, 2599, 100002, 4999, 202}
        << QList<RefundPlan>{{1, 599}, {3, 0}};
    QTest::newRow("EUR, partial then the rest")
        << u"EUR"_s << QList<qint64>{12000, 3050, 99999}
        << QList<RefundPlan>{{0, 5000}, {0, 3000}, {0, 0}, {1, 1}, {2, 0}};
    QTest::newRow("JPY, no fixed fee") << u"JPY"_s << QList<qint64>{1, 17, 18, 100, 35000, 987654}
                                       << QList<RefundPlan>{{4, 10000}, {5, 0}};
    QTest::newRow("KWD, three decimals")
        << u"KWD"_s << QList<qint64>{250, 12345, 1000000} << QList<RefundPlan>{{1, 345}};
    QTest::newRow("receivable below zero")
        << u"GBP"_s << QList<qint64>{100, 200} << QList<RefundPlan>{{0, 0}, {1, 0}};
    QTest::newRow("only declines") << u"USD"_s << QList<qint64>{102, 5002} << QList<RefundPlan>{};
}

void TestLedger::independentTotals()
{
    QFETCH(QString, currency);
    QFETCH(QList<qint64>, charges);
    QFETCH(QList<RefundPlan>, refunds);

    SandboxFixture fx; // fresh and in memory: nothing but what this row makes
    QVERIFY(fx.start());

    qint64 sales = 0;
    qint64 fees = 0;
    qint64 refunded = 0;
    QStringList ids;
    QList<qint64> remaining;
    for (const qint64 amount : std::as_const(charges)) {
        const HttpResult r = fx.client.post(TransactionsPath, chargeBody(amount, currency));
        const bool declined = amount % 100 == 2;
        QCOMPARE(r.status, declined ? 402 : 201);
        ids << (declined ? r.json[u"transaction_id"_s] : r.json[u"id"_s]).toString();
        remaining << (declined ? 0 : amount);
        if (!declined) {
            sales += amount;
            fees += expectedFee(amount, currency);
        }
    }
    for (const RefundPlan &plan : std::as_const(refunds)) {
        QJsonObject body;
        if (plan.amount > 0)
            body.insert(u"amount"_s, plan.amount);
        const HttpResult r =
            fx.client.post(TransactionsPath + u'/' + ids[plan.charge] + u"/refunds"_s, body);
        QCOMPARE(r.status, 201);
        const qint64 amount = plan.amount > 0 ? plan.amount : remaining[plan.charge];
        QCOMPARE(r.json[u"amount"_s].toInteger(), amount);
        remaining[plan.charge] -= amount;
        refunded += amount;
    }

    const QString today = dateOf(dayOf(QDateTime::currentSecsSinceEpoch()));
    TrialBalance tb;
    fetchTrialBalance(fx.client, currency, today, &tb);
    if (QTest::currentTestFailed())
        return;
    QHash<QString, qint64> expectedNet{
        {Sales, -sales}, {Refunds, refunded}, {Fees, fees}, {Receivable, sales - fees - refunded}};
    const Balances expected = columns(expectedNet);
    QVERIFY2(tb.lines == expected,
             qPrintable(u"api %1\nexpected %2"_s.arg(describe(tb.lines), describe(expected))));
    QCOMPARE(tb.totalDebit, tb.totalCredit);
    QCOMPARE(tb.totalCredit, sales + std::max<qint64>(0, -(sales - fees - refunded)));

    // Nothing is in another currency, and nothing was posted before today.
    for (const QString &other : {u"USD"_s, u"EUR"_s, u"GBP"_s, u"JPY"_s, u"KWD"_s}) {
        if (other == currency)
            continue;
        TrialBalance empty;
        fetchTrialBalance(fx.client, other, today, &empty);
        QVERIFY2(empty.lines.isEmpty(), qPrintable(other));
    }
    TrialBalance yesterday;
    fetchTrialBalance(fx.client, currency, dateOf(dayOf(QDateTime::currentSecsSinceEpoch()) - 1),
                      &yesterday);
    QVERIFY(yesterday.lines.isEmpty());
}

QTEST_GUILESS_MAIN(TestLedger)
#include "tst_ledger.moc"
