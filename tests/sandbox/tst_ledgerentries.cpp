// The ledger entries list and settlement, over real HTTP on loopback: the invariant (opening
// balance plus the entries up to a day equals the account's trial-balance line that day) on
// five seeded years in four currencies, and settlements as a test clock passes each day.

#include "sandboxclient.h"
#include "testclock.h"

#include <QDateTime>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using paydesk::sandbox::SandboxOptions;
using paydesk::testing::chargeBody;
using paydesk::testing::HttpClient;
using paydesk::testing::HttpResult;
using paydesk::testing::SandboxFixture;
using paydesk::testing::TestClock;

namespace {

constexpr qint64 Day = 86400;
// 2026-01-01T12:00:00Z: the end of five seeded years.
constexpr qint64 SeedEnd = 1767268800;
constexpr int SeedDays = 5 * 365 + 1;
const QStringList Currencies{u"EUR"_s, u"GBP"_s, u"JPY"_s, u"USD"_s};
const QString Bank = u"1010"_s;
const QString Receivable = u"1100"_s;

QString dateOf(qint64 day)
{
    return QDate(1970, 1, 1).addDays(day).toString(u"yyyy-MM-dd"_s);
}

qint64 secsOf(const QString &timestamp)
{
    return QDateTime::fromString(timestamp, Qt::ISODate).toSecsSinceEpoch();
}

struct Entries
{
    QList<QJsonObject> rows;
    qint64 openingNet = 0;
};

// Every page of one account's entries from `from` to `to`.
void fetchEntries(HttpClient &client, const QString &account, const QString &currency, qint64 from,
                  qint64 to, Entries *out)
{
    QString cursor;
    for (int page = 0; page < 2000; ++page) {
        QString path = u"/v1/ledger/entries?account=%1&currency=%2&from=%3&to=%4&limit=100"_s.arg(
            account, currency, dateOf(from), dateOf(to));
        if (!cursor.isEmpty())
            path += u"&cursor="_s + cursor;
        const HttpResult r = client.get(path);
        QCOMPARE(r.status, 200);
        const QJsonObject opening = r.json[u"opening_balance"_s].toObject();
        QVERIFY(opening[u"debit"_s].isDouble() && opening[u"credit"_s].isDouble());
        QVERIFY(opening[u"debit"_s].toInteger() == 0 || opening[u"credit"_s].toInteger() == 0);
        out->openingNet = opening[u"debit"_s].toInteger() - opening[u"credit"_s].toInteger();
        for (const QJsonValue &v : r.json[u"data"_s].toArray())
            out->rows.append(v.toObject());
        if (!r.json[u"has_more"_s].toBool())
            return;
        cursor = r.json[u"next_cursor"_s].toString();
        QVERIFY(!cursor.isEmpty());
    }
    QFAIL("more than 2000 pages");
}

// account code -> net (debit - credit) of a trial balance.
QHash<QString, qint64> trialBalance(HttpClient &client, const QString &currency, qint64 day)
{
    QHash<QString, qint64> out;
    const HttpResult r =
        client.get(u"/v1/ledger/trial-balance?currency=%1&date=%2"_s.arg(currency, dateOf(day)));
    if (r.status != 200)
        return {{u"status"_s, r.status}};
    for (const QJsonValue &v : r.json[u"lines"_s].toArray()) {
        const QJsonObject l = v.toObject();
        out.insert(l[u"account_code"_s].toString(),
                   l[u"debit"_s].toInteger() - l[u"credit"_s].toInteger());
    }
    return out;
}

QStringList postingAccounts(HttpClient &client)
{
    const HttpResult r = client.get(u"/v1/ledger/accounts"_s);
    QSet<QString> parents;
    QStringList codes;
    for (const QJsonValue &v : r.json[u"data"_s].toArray()) {
        codes << v[u"code"_s].toString();
        if (v[u"parent_code"_s].isString())
            parents.insert(v[u"parent_code"_s].toString());
    }
    codes.removeIf([&](const QString &c) { return parents.contains(c); });
    return codes;
}

} // namespace

class TestLedgerEntries : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // Five seeded years in four currencies
    void currenciesInUse();
    void invariantHolds_data();
    void invariantHolds();
    void receivableHoldsOnlyWhatHasNotSettled();
    void pagesAndDescriptions();
    void errors_data();
    void errors();

    // A fresh service on a test clock
    void settlesAsTheClockPasses();

private:
    std::shared_ptr<TestClock> m_clock;
    SandboxFixture m_fx;
    QStringList m_accounts;
};

void TestLedgerEntries::initTestCase()
{
    m_clock = std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(SeedEnd, QTimeZone::utc()));
    SandboxOptions options;
    options.clock = m_clock;
    options.seedCount = 2500;
    options.seedEndSecs = SeedEnd;
    options.seedDays = SeedDays;
    QVERIFY(m_fx.start(options));
    m_accounts = postingAccounts(m_fx.client);
    QCOMPARE(m_accounts.size(), 9);
}

void TestLedgerEntries::cleanupTestCase()
{
    m_fx.stop();
}

void TestLedgerEntries::currenciesInUse()
{
    const HttpResult r = m_fx.client.get(u"/v1/ledger/accounts"_s);
    QCOMPARE(r.status, 200);
    QStringList currencies;
    for (const QJsonValue &v : r.json[u"currencies"_s].toArray())
        currencies << v.toString();
    QCOMPARE(currencies, Currencies);
}

void TestLedgerEntries::invariantHolds_data()
{
    QTest::addColumn<QString>("currency");
    for (const QString &c : Currencies)
        QTest::newRow(qPrintable(c)) << c;
}

// For every account, and days all through the five years (and the day before them): the
// opening balance of the whole range plus the entries through that day equals its
// trial-balance line.
// Then, for month-long ranges as the ledger view asks them, the opening balance of each is the
// trial balance of the day before.
void TestLedgerEntries::invariantHolds()
{
    QFETCH(QString, currency);
    const qint64 first = SeedEnd / Day - SeedDays - 1;
    const qint64 last = SeedEnd / Day;
    QHash<QString, QMap<qint64, qint64>> dayNet; // account -> day -> net of that day's entries
    for (const QString &account : std::as_const(m_accounts)) {
        Entries e;
        fetchEntries(m_fx.client, account, currency, first, last, &e);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(e.openingNet, 0);
        QSet<QString> ids;
        qint64 previous = 0;
        for (const QJsonObject &row : std::as_const(e.rows)) {
            QCOMPARE(row[u"account_code"_s].toString(), account);
            QCOMPARE(row[u"currency"_s].toString(), currency);
            QVERIFY(!ids.contains(row[u"id"_s].toString()));
            ids.insert(row[u"id"_s].toString());
            const qint64 at = secsOf(row[u"posted_at"_s].toString());
            QVERIFY(at >= previous);
            previous = at;
            dayNet[account][at / Day] += row[u"debit"_s].toInteger() - row[u"credit"_s].toInteger();
        }
    }
    QHash<QString, qint64> running;
    int checkedDays = 0;
    for (qint64 day = first; day <= last; ++day) {
        for (const QString &account : std::as_const(m_accounts))
            running[account] += dayNet[account].value(day);
        // Every fifth day (a different fifth per currency, so that together the currencies
        // cover every day), every month end, and the first and last days.
        const QDate date = QDate(1970, 1, 1).addDays(day);
        const bool monthEnd = date.day() == date.daysInMonth();
        if (day % 5 != Currencies.indexOf(currency) && !monthEnd && day != first && day != last)
            continue;
        const QHash<QString, qint64> tb = trialBalance(m_fx.client, currency, day);
        for (const QString &account : std::as_const(m_accounts))
            QVERIFY2(tb.value(account) == running.value(account),
                     qPrintable(u"%1 %2 on %3: trial balance %4, entries %5"_s
                                    .arg(currency, account, dateOf(day))
                                    .arg(tb.value(account))
                                    .arg(running.value(account))));
        ++checkedDays;
    }
    QVERIFY(checkedDays > 365);
    QVERIFY(running.value(Bank) > 0);

    // Month-long ranges, as the ledger view asks: opening = the trial balance the day before.
    const QDate lastDate = QDate(1970, 1, 1).addDays(last);
    for (int back = 0; back < 60; back += 7) {
        const QDate monthStart = lastDate.addMonths(-back).addDays(1 - lastDate.day());
        const qint64 from = QDate(1970, 1, 1).daysTo(monthStart);
        const qint64 to = std::min(last, QDate(1970, 1, 1).daysTo(monthStart.addMonths(1)) - 1);
        const QHash<QString, qint64> before = trialBalance(m_fx.client, currency, from - 1);
        const QHash<QString, qint64> after = trialBalance(m_fx.client, currency, to);
        for (const QString &account : {Bank, Receivable, u"4100"_s}) {
            Entries e;
            fetchEntries(m_fx.client, account, currency, from, to, &e);
            qint64 sum = e.openingNet;
            for (const QJsonObject &row : std::as_const(e.rows))
                sum += row[u"debit"_s].toInteger() - row[u"credit"_s].toInteger();
            QCOMPARE(e.openingNet, before.value(account));
            QCOMPARE(sum, after.value(account));
        }
    }
}

// Settled: everything captured up to the last day whose settlement time (two days later, 06:00)
// has passed. The receivable holds the rest.
void TestLedgerEntries::receivableHoldsOnlyWhatHasNotSettled()
{
    const qint64 last = SeedEnd / Day;
    const qint64 lastSettledDay = (SeedEnd - 6 * 3600) / Day - 2;
    for (const QString &currency : Currencies) {
        Entries e;
        fetchEntries(m_fx.client, Receivable, currency, lastSettledDay - 10, last, &e);
        qint64 unsettled = 0;
        for (const QJsonObject &row : std::as_const(e.rows)) {
            const qint64 at = secsOf(row[u"posted_at"_s].toString());
            if (row[u"source_type"_s].toString() != u"settlement"_s && at / Day > lastSettledDay)
                unsettled += row[u"debit"_s].toInteger() - row[u"credit"_s].toInteger();
        }
        QCOMPARE(trialBalance(m_fx.client, currency, last).value(Receivable), unsettled);
    }
}

void TestLedgerEntries::pagesAndDescriptions()
{
    const qint64 last = SeedEnd / Day;
    Entries e;
    fetchEntries(m_fx.client, Receivable, u"USD"_s, last - 40, last, &e);
    QSet<QString> types;
    for (const QJsonObject &row : std::as_const(e.rows)) {
        const QString type = row[u"source_type"_s].toString();
        types.insert(type);
        QVERIFY(!row[u"description"_s].toString().isEmpty());
        QVERIFY(row[u"id"_s].toString().startsWith(u"pst_"_s));
        const QString source = row[u"source_id"_s].toString();
        if (type == u"transaction"_s) {
            QVERIFY(source.startsWith(u"txn_"_s));
            QCOMPARE(m_fx.client.get(u"/api/v1/transactions/"_s + source).status, 200);
            QVERIFY(row[u"description"_s].toString().startsWith(u"Charge ORD-"_s));
        } else if (type == u"refund"_s) {
            QCOMPARE(m_fx.client.get(u"/api/v1/refunds/"_s + source).status, 200);
            QVERIFY(row[u"description"_s].toString().startsWith(u"Refund of ORD-"_s));
        } else {
            QCOMPARE(type, u"settlement"_s);
            QVERIFY(row[u"description"_s].toString().startsWith(u"Settlement from "_s));
        }
    }
    QCOMPARE(types, (QSet<QString>{u"transaction"_s, u"refund"_s, u"settlement"_s}));

    // A month by default: from the first of `to`'s month.
    const HttpResult r = m_fx.client.get(u"/v1/ledger/entries?account=1010&to=2025-12-31"_s);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json[u"from"_s].toString(), u"2025-12-01"_s);
    QCOMPARE(r.json[u"currency"_s].toString(), u"USD"_s);
    QVERIFY(r.json[u"data"_s].toArray().size() <= 25);
}

void TestLedgerEntries::errors_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("field");
    QTest::newRow("no account") << u"currency=USD"_s << u"account"_s;
    QTest::newRow("unknown account") << u"account=9999"_s << u"account"_s;
    QTest::newRow("group account") << u"account=1000"_s << u"account"_s;
    QTest::newRow("unknown currency") << u"account=1010&currency=XYZ"_s << u"currency"_s;
    QTest::newRow("malformed from") << u"account=1010&from=2025-13-01"_s << u"from"_s;
    QTest::newRow("from after to") << u"account=1010&from=2025-02-01&to=2025-01-01"_s << u"from"_s;
    QTest::newRow("bad cursor") << u"account=1010&cursor=nope"_s << u"cursor"_s;
    QTest::newRow("limit") << u"account=1010&limit=0"_s << u"limit"_s;
}

void TestLedgerEntries::errors()
{
    QFETCH(QString, query);
    QFETCH(QString, field);
    const HttpResult r = m_fx.client.get(u"/v1/ledger/entries?"_s + query);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
}

// Day 0: two charges on two gateways and a charge in EUR. Day 1: a refund larger than the day's
// sales on its gateway. Settlement two days later at 06:00: day 0 pays out per gateway, day 1
// takes the refund back from the bank.
void TestLedgerEntries::settlesAsTheClockPasses()
{
    // 2026-03-10T10:00:00Z
    const qint64 start = 1773136800;
    const qint64 day0 = start / Day;
    auto clock =
        std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(start, QTimeZone::utc()));
    SandboxOptions options;
    options.clock = clock;
    SandboxFixture fx;
    QVERIFY(fx.start(options));

    QJsonObject body = chargeBody(10000, u"USD"_s, u"S-1"_s);
    const HttpResult a = fx.client.post(u"/api/v1/transactions"_s, body);
    QCOMPARE(a.status, 201);
    body[u"gateway"_s] = u"paycore"_s;
    body[u"amount"_s] = 5000;
    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, body).status, 201);
    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(7000, u"EUR"_s)).status, 201);
    const qint64 feeA = (10000 * 29 + 500) / 1000 + 30;
    const qint64 feeB = (5000 * 29 + 500) / 1000 + 30;
    const qint64 feeE = (7000 * 29 + 500) / 1000 + 30;

    QCOMPARE(trialBalance(fx.client, u"USD"_s, day0).value(Bank), 0);
    QCOMPARE(trialBalance(fx.client, u"USD"_s, day0).value(Receivable), 10000 - feeA + 5000 - feeB);

    clock->advance(std::chrono::hours(24));
    const QString refundPath = u"/api/v1/transactions/%1/refunds"_s.arg(a.json[u"id"_s].toString());
    QCOMPARE(fx.client.post(refundPath, {{u"amount"_s, 8000}}).status, 201);

    // Day 2, 05:59: nothing has settled yet.
    clock->advance(std::chrono::hours(19) + std::chrono::minutes(59));
    QCOMPARE(trialBalance(fx.client, u"USD"_s, day0 + 2).value(Bank), 0);
    // 06:00: day 0 settles, per currency and gateway; the hourly housekeeping or a ledger read
    // posts it at its settlement time.
    clock->advance(std::chrono::minutes(1));
    QCOMPARE(trialBalance(fx.client, u"USD"_s, day0 + 2).value(Bank), 10000 - feeA + 5000 - feeB);
    QCOMPARE(trialBalance(fx.client, u"USD"_s, day0 + 2).value(Receivable), -8000);
    QCOMPARE(trialBalance(fx.client, u"EUR"_s, day0 + 2).value(Bank), 7000 - feeE);
    QCOMPARE(trialBalance(fx.client, u"EUR"_s, day0 + 2).value(Receivable), 0);

    Entries bank;
    fetchEntries(fx.client, Bank, u"USD"_s, day0, day0 + 2, &bank);
    QCOMPARE(bank.rows.size(), 2);
    for (const QJsonObject &row : std::as_const(bank.rows)) {
        QCOMPARE(row[u"source_type"_s].toString(), u"settlement"_s);
        QCOMPARE(row[u"posted_at"_s].toString(), dateOf(day0 + 2) + u"T06:00:00Z"_s);
    }
    QCOMPARE(bank.rows[0][u"description"_s].toString(),
             u"Settlement from cardnet of %1"_s.arg(dateOf(day0)));
    QCOMPARE(bank.rows[0][u"debit"_s].toInteger(), 10000 - feeA);
    QCOMPARE(bank.rows[1][u"debit"_s].toInteger(), 5000 - feeB);

    // Day 3, 06:00: the refund's day nets negative, so the bank pays it back.
    clock->advance(std::chrono::hours(24));
    QCOMPARE(trialBalance(fx.client, u"USD"_s, day0 + 3).value(Bank),
             10000 - feeA + 5000 - feeB - 8000);
    QCOMPARE(trialBalance(fx.client, u"USD"_s, day0 + 3).value(Receivable), 0);
    Entries day3;
    fetchEntries(fx.client, Bank, u"USD"_s, day0 + 3, day0 + 3, &day3);
    QCOMPARE(day3.rows.size(), 1);
    QCOMPARE(day3.rows[0][u"credit"_s].toInteger(), 8000);
    QCOMPARE(day3.openingNet, 10000 - feeA + 5000 - feeB);

    // Nothing is posted twice, whatever reads the ledger again.
    clock->advance(std::chrono::hours(48));
    QCOMPARE(trialBalance(fx.client, u"USD"_s, day0 + 5).value(Bank),
             10000 - feeA + 5000 - feeB - 8000);
}

QTEST_GUILESS_MAIN(TestLedgerEntries)
#include "tst_ledgerentries.moc"
