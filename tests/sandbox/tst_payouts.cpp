// Payouts and the simulated bank's statement, over real HTTP on loopback: on seeded months in
// four currencies (every payout's items add up to it, each paid one is its Bank posting, the
// monthly charge), and on a fresh service whose test clock runs (pending, then paid on the
// arrival date; the statement in camt.053, MT940 and CSV, with omit and alter, for exponents
// 0, 2 and 3).

#include "sandboxclient.h"
#include "testclock.h"

#include <QDateTime>
#include <QTest>
#include <QTimeZone>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;
using paydesk::sandbox::SandboxOptions;
using paydesk::testing::chargeBody;
using paydesk::testing::HttpClient;
using paydesk::testing::HttpResult;
using paydesk::testing::SandboxFixture;
using paydesk::testing::TestClock;

namespace {

constexpr qint64 Day = 86400;
// 2026-01-01T12:00:00Z: the end of the seeded days.
constexpr qint64 SeedEnd = 1767268800;
constexpr int SeedDays = 120;

QString dateOf(qint64 day)
{
    return QDate(1970, 1, 1).addDays(day).toString(u"yyyy-MM-dd"_s);
}

qint64 dayOfDate(const QString &date)
{
    return QDate(1970, 1, 1).daysTo(QDate::fromString(date, u"yyyy-MM-dd"_s));
}

// Every page of a list, following next_cursor.
QList<QJsonObject> fetchAll(HttpClient &client, const QString &path)
{
    QList<QJsonObject> out;
    QString cursor;
    for (int page = 0; page < 1000; ++page) {
        const QString sep = path.contains(u'?') ? u"&"_s : u"?"_s;
        const HttpResult r =
            client.get(path + (cursor.isEmpty() ? QString() : sep + u"cursor="_s + cursor));
        if (r.status != 200) {
            qWarning() << path << r.status << r.body;
            return {};
        }
        for (const QJsonValue &v : r.json[u"data"_s].toArray())
            out.append(v.toObject());
        if (!r.json[u"has_more"_s].toBool())
            return out;
        cursor = r.json[u"next_cursor"_s].toString();
    }
    return out;
}

qint64 trialBalanceNet(HttpClient &client, const QString &currency, qint64 day,
                       const QString &account)
{
    const HttpResult r =
        client.get(u"/v1/ledger/trial-balance?currency=%1&date=%2"_s.arg(currency, dateOf(day)));
    for (const QJsonValue &v : r.json[u"lines"_s].toArray()) {
        if (v[u"account_code"_s].toString() == account)
            return v[u"debit"_s].toInteger() - v[u"credit"_s].toInteger();
    }
    return 0;
}

// A statement read back: balances and lines (amount in minor units, the remittance text).
struct Statement
{
    qint64 opening = 0;
    qint64 closing = 0;
    QList<QPair<qint64, QString>> lines;
};

qint64 minorOf(QString text, int exponent)
{
    text.replace(u',', u'.');
    const bool negative = text.startsWith(u'-');
    if (negative)
        text.remove(0, 1);
    const QString whole = text.section(u'.', 0, 0);
    QString fraction = text.section(u'.', 1);
    if (fraction.size() > exponent)
        return std::numeric_limits<qint64>::min();
    fraction = fraction.leftJustified(exponent, u'0');
    const qint64 v = QString(whole + fraction).toLongLong();
    return negative ? -v : v;
}

Statement readCamt(const QByteArray &xml, int exponent)
{
    Statement s;
    QXmlStreamReader r(xml);
    QString balanceCode;
    QString amount;
    QString mark;
    QString text;
    bool inEntry = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            const auto name = r.name();
            if (name == u"Ntry"_s) {
                inEntry = true;
                text.clear();
            } else if (name == u"Cd"_s && !inEntry) {
                balanceCode = r.readElementText();
            } else if (name == u"Amt"_s) {
                amount = r.readElementText();
            } else if (name == u"CdtDbtInd"_s) {
                mark = r.readElementText();
            } else if (name == u"Ustrd"_s) {
                text = r.readElementText();
            }
        } else if (r.isEndElement()) {
            const qint64 v = minorOf(amount, exponent) * (mark == u"DBIT"_s ? -1 : 1);
            if (r.name() == u"Ntry"_s) {
                s.lines.append({v, text});
                inEntry = false;
            } else if (r.name() == u"Bal"_s) {
                (balanceCode == u"OPBD"_s ? s.opening : s.closing) = v;
            }
        }
    }
    if (r.hasError())
        qWarning() << r.errorString();
    return s;
}

Statement readMt940(const QByteArray &text, int exponent)
{
    Statement s;
    static const QRegularExpression balance(u"^:6[02]F:([CD])\\d{6}[A-Z]{3}([0-9,]+)$"_s);
    static const QRegularExpression entry(u"^:61:\\d{6}\\d{4}([CD])([0-9,]+)N"_s);
    for (const QString &line : QString::fromLatin1(text).split(u"\r\n"_s)) {
        if (const auto m = balance.match(line); m.hasMatch()) {
            const qint64 v = minorOf(m.captured(2), exponent) * (m.captured(1) == u"D"_s ? -1 : 1);
            (line.startsWith(u":60F:"_s) ? s.opening : s.closing) = v;
        } else if (const auto e = entry.match(line); e.hasMatch()) {
            s.lines.append(
                {minorOf(e.captured(2), exponent) * (e.captured(1) == u"D"_s ? -1 : 1), QString()});
        } else if (line.startsWith(u":86:"_s)) {
            s.lines.last().second = line.mid(4);
        }
    }
    return s;
}

Statement readCsv(const QByteArray &text, int exponent)
{
    Statement s;
    const QStringList rows = QString::fromUtf8(text).split(u"\r\n"_s, Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList f = rows[i].split(u',');
        const qint64 amount = minorOf(f[2], exponent);
        if (i == 1)
            s.opening = minorOf(f[6], exponent) - amount;
        s.closing = minorOf(f[6], exponent);
        s.lines.append({amount, f[5]});
    }
    return s;
}

Statement fetchStatement(HttpClient &client, const QString &query, const QString &format,
                         int exponent, int *status = nullptr)
{
    const HttpResult r =
        client.get(u"/sandbox/v1/bank-statement?%1&format=%2"_s.arg(query, format));
    if (status)
        *status = r.status;
    if (r.status != 200)
        return {};
    if (format == u"camt053"_s)
        return readCamt(r.body, exponent);
    if (format == u"mt940"_s)
        return readMt940(r.body, exponent);
    return readCsv(r.body, exponent);
}

} // namespace

class TestPayouts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // Seeded months in four currencies
    void itemsAddUpToEachPayout();
    void paidPayoutsAreTheirBankPostings();
    void listFiltersAndPages();
    void monthlyBankCharge();
    void statementOfSeededMonth_data();
    void statementOfSeededMonth();
    void errors_data();
    void errors();

    // A fresh service on a test clock
    void pendingThenPaidAsTheClockRuns();
    void statementsWithOmitAndAlter_data();
    void statementsWithOmitAndAlter();

private:
    std::shared_ptr<TestClock> m_clock;
    SandboxFixture m_fx;
    QList<QJsonObject> m_payouts;
};

void TestPayouts::initTestCase()
{
    m_clock = std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(SeedEnd, QTimeZone::utc()));
    SandboxOptions options;
    options.clock = m_clock;
    options.seedCount = 1500;
    options.seedEndSecs = SeedEnd;
    options.seedDays = SeedDays;
    QVERIFY(m_fx.start(options));
    m_payouts = fetchAll(m_fx.client, u"/api/v1/payouts?limit=100"_s);
    QVERIFY(m_payouts.size() > 400);
}

void TestPayouts::cleanupTestCase()
{
    m_fx.stop();
}

// Each payout's items, paged 7 at a time, add up to its amount, gross, fees and refunds to the
// minor unit; every charge and refund of the seeded days is in exactly one payout.
void TestPayouts::itemsAddUpToEachPayout()
{
    QSet<QString> seen;
    int checked = 0;
    for (const QJsonObject &p : std::as_const(m_payouts)) {
        const QString id = p[u"id"_s].toString();
        QVERIFY(id.startsWith(u"po_"_s));
        QCOMPARE(p[u"bank_reference"_s].toString(), u"PAYDESK "_s + id);
        // Every JPY payout, and every fifth of the others, keeps the test short.
        if (p[u"currency"_s].toString() != u"JPY"_s && checked++ % 5 != 0)
            continue;
        const QList<QJsonObject> items =
            fetchAll(m_fx.client, u"/api/v1/payouts/%1/items?limit=7"_s.arg(id));
        QVERIFY2(!items.isEmpty(), qPrintable(id));
        qint64 net = 0, gross = 0, fees = 0, refunded = 0;
        for (const QJsonObject &i : items) {
            QVERIFY2(!seen.contains(i[u"id"_s].toString()), qPrintable(i[u"id"_s].toString()));
            seen.insert(i[u"id"_s].toString());
            QCOMPARE(i[u"currency"_s].toString(), p[u"currency"_s].toString());
            QCOMPARE(i[u"gross"_s].toInteger() - i[u"fee"_s].toInteger(), i[u"net"_s].toInteger());
            QCOMPARE(i[u"created_at"_s].toString().left(10), p[u"covers_day"_s].toString());
            net += i[u"net"_s].toInteger();
            if (i[u"type"_s].toString() == u"charge"_s) {
                QCOMPARE(i[u"id"_s].toString(), i[u"transaction_id"_s].toString());
                gross += i[u"gross"_s].toInteger();
                fees += i[u"fee"_s].toInteger();
            } else {
                QCOMPARE(i[u"type"_s].toString(), u"refund"_s);
                QVERIFY(i[u"id"_s].toString().startsWith(u"ref_"_s));
                QCOMPARE(i[u"fee"_s].toInteger(), 0);
                refunded -= i[u"net"_s].toInteger();
            }
            // Each item is what the API says of its transaction.
            const HttpResult t =
                m_fx.client.get(u"/api/v1/transactions/"_s + i[u"transaction_id"_s].toString());
            QCOMPARE(t.json[u"gateway"_s].toString(), p[u"gateway"_s].toString());
            QCOMPARE(t.json[u"merchant_ref"_s].toString(), i[u"merchant_ref"_s].toString());
            if (i[u"type"_s].toString() == u"charge"_s)
                QCOMPARE(t.json[u"amount"_s].toInteger(), i[u"gross"_s].toInteger());
        }
        QCOMPARE(net, p[u"amount"_s].toInteger());
        QCOMPARE(gross, p[u"gross"_s].toInteger());
        QCOMPARE(fees, p[u"fees"_s].toInteger());
        QCOMPARE(refunded, p[u"refunded"_s].toInteger());
        QCOMPARE(gross - fees - refunded, p[u"amount"_s].toInteger());
    }
    QVERIFY(seen.size() > 300);
}

// A paid payout is its settlement's Bank posting: same amount, booked on the arrival date; a
// pending one arrives after today's 06:00.
void TestPayouts::paidPayoutsAreTheirBankPostings()
{
    const qint64 today = SeedEnd / Day;
    QHash<QString, QHash<QString, QJsonObject>> bankEntries; // currency -> pst_ id -> entry
    for (const QString &currency : {u"EUR"_s, u"GBP"_s, u"JPY"_s, u"USD"_s}) {
        for (const QJsonObject &e :
             fetchAll(m_fx.client,
                      u"/v1/ledger/entries?account=1010&currency=%1&from=%2&to=%3"
                      "&limit=100"_s.arg(currency, dateOf(today - SeedDays - 1), dateOf(today))))
            bankEntries[currency].insert(e[u"id"_s].toString(), e);
    }
    int paid = 0;
    int pending = 0;
    for (const QJsonObject &p : std::as_const(m_payouts)) {
        const qint64 arrival = dayOfDate(p[u"arrival_date"_s].toString());
        QCOMPARE(arrival, dayOfDate(p[u"covers_day"_s].toString()) + 2);
        if (p[u"status"_s].toString() == u"pending"_s) {
            ++pending;
            QVERIFY(p[u"ledger_entry_id"_s].isNull());
            QVERIFY2(arrival > today || (arrival == today && SeedEnd % Day < 6 * 3600),
                     qPrintable(p[u"id"_s].toString()));
            continue;
        }
        ++paid;
        QCOMPARE(p[u"status"_s].toString(), u"paid"_s);
        QVERIFY(arrival <= today);
        const QJsonObject e =
            bankEntries[p[u"currency"_s].toString()].value(p[u"ledger_entry_id"_s].toString());
        QVERIFY2(!e.isEmpty(), qPrintable(p[u"id"_s].toString()));
        QCOMPARE(e[u"source_type"_s].toString(), u"settlement"_s);
        QCOMPARE(e[u"debit"_s].toInteger() - e[u"credit"_s].toInteger(),
                 p[u"amount"_s].toInteger());
        QCOMPARE(e[u"posted_at"_s].toString().left(10), p[u"arrival_date"_s].toString());
    }
    QVERIFY(paid > 300);
    // Yesterday's payouts (today is past 06:00, so the day before yesterday's arrived).
    QVERIFY(pending > 0);
    // A negative payout (more refunds than sales on a day) debits the bank.
    QVERIFY(std::any_of(m_payouts.cbegin(), m_payouts.cend(),
                        [](const QJsonObject &p) { return p[u"amount"_s].toInteger() < 0; }));
}

void TestPayouts::listFiltersAndPages()
{
    // Newest arrival first, then id; no payout twice across pages of 9.
    const QList<QJsonObject> paged = fetchAll(m_fx.client, u"/api/v1/payouts?limit=9"_s);
    QCOMPARE(paged.size(), m_payouts.size());
    QSet<QString> ids;
    for (qsizetype i = 0; i < paged.size(); ++i) {
        ids.insert(paged[i][u"id"_s].toString());
        if (i > 0) {
            const QString a = paged[i - 1][u"arrival_date"_s].toString();
            const QString b = paged[i][u"arrival_date"_s].toString();
            QVERIFY(a > b ||
                    (a == b && paged[i - 1][u"id"_s].toString() > paged[i][u"id"_s].toString()));
        }
    }
    QCOMPARE(ids.size(), paged.size());

    const auto count = [&](auto pred) {
        return std::count_if(m_payouts.cbegin(), m_payouts.cend(), pred);
    };
    const QList<QJsonObject> jpyPaid =
        fetchAll(m_fx.client, u"/api/v1/payouts?currency=JPY&status=paid&limit=100"_s);
    QCOMPARE(jpyPaid.size(), count([](const QJsonObject &p) {
                 return p[u"currency"_s].toString() == u"JPY"_s &&
                        p[u"status"_s].toString() == u"paid"_s;
             }));
    const QList<QJsonObject> pending = fetchAll(m_fx.client, u"/api/v1/payouts?status=pending"_s);
    QCOMPARE(pending.size(),
             count([](const QJsonObject &p) { return p[u"status"_s].toString() == u"pending"_s; }));
    const QList<QJsonObject> december = fetchAll(
        m_fx.client, u"/api/v1/payouts?arrival_from=2025-12-01&arrival_to=2025-12-31&limit=100"_s);
    QCOMPARE(december.size(), count([](const QJsonObject &p) {
                 return p[u"arrival_date"_s].toString().startsWith(u"2025-12"_s);
             }));
    QVERIFY(!december.isEmpty());

    const HttpResult one = m_fx.client.get(u"/api/v1/payouts/"_s + paged[5][u"id"_s].toString());
    QCOMPARE(one.status, 200);
    QCOMPARE(one.json, paged[5]);
}

// Dr 5200 Bank charges, Cr 1010 Bank, on each month's last day: 15.00 in EUR, GBP and USD,
// 2,000 in JPY.
void TestPayouts::monthlyBankCharge()
{
    // The seeded days span September to December 2025: four month ends.
    const qint64 today = SeedEnd / Day;
    QCOMPARE(trialBalanceNet(m_fx.client, u"USD"_s, today, u"5200"_s), 4 * 1500);
    QCOMPARE(trialBalanceNet(m_fx.client, u"JPY"_s, today, u"5200"_s), 4 * 2000);
    const QList<QJsonObject> entries =
        fetchAll(m_fx.client,
                 u"/v1/ledger/entries?account=5200&currency=EUR&from=2025-11-01&to=2025-11-30"_s);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries[0][u"posted_at"_s].toString(), u"2025-11-30T18:00:00Z"_s);
    QCOMPARE(entries[0][u"source_type"_s].toString(), u"bank_charge"_s);
    QCOMPARE(entries[0][u"description"_s].toString(), u"Bank charges for 2025-11"_s);
    QCOMPARE(entries[0][u"debit"_s].toInteger(), 1500);
}

void TestPayouts::statementOfSeededMonth_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("format");
    for (const QString &c : {u"USD"_s, u"JPY"_s}) {
        for (const QString &f : {u"camt053"_s, u"mt940"_s, u"csv"_s})
            QTest::newRow(qPrintable(c + u' ' + f)) << c << f;
    }
}

// November's statement: opening and closing are the Bank account's ledger balances, one line
// per payout that arrived in November (its reference and amount) and the month's charge.
void TestPayouts::statementOfSeededMonth()
{
    QFETCH(QString, currency);
    QFETCH(QString, format);
    const int exponent = currency == u"JPY"_s ? 0 : 2;
    const qint64 first = dayOfDate(u"2025-11-01"_s);
    const qint64 last = dayOfDate(u"2025-11-30"_s);
    const Statement s =
        fetchStatement(m_fx.client, u"currency=%1&from=2025-11-01&to=2025-11-30"_s.arg(currency),
                       format, exponent);
    QCOMPARE(s.opening, trialBalanceNet(m_fx.client, currency, first - 1, u"1010"_s));
    QCOMPARE(s.closing, trialBalanceNet(m_fx.client, currency, last, u"1010"_s));
    QHash<QString, qint64> expected;
    for (const QJsonObject &p : std::as_const(m_payouts)) {
        if (p[u"currency"_s].toString() == currency &&
            p[u"arrival_date"_s].toString().startsWith(u"2025-11"_s))
            expected.insert(p[u"bank_reference"_s].toString(), p[u"amount"_s].toInteger());
    }
    QHash<QString, qint64> got;
    qint64 sum = 0;
    int charges = 0;
    for (const auto &[amount, text] : s.lines) {
        sum += amount;
        if (text.startsWith(u"PAYDESK po_"_s))
            got.insert(text, amount);
        else if (text.startsWith(u"ACCOUNT MAINTENANCE FEE 2025-11"_s) && ++charges)
            QCOMPARE(amount, currency == u"JPY"_s ? -2000 : -1500);
        else
            QFAIL(qPrintable(text));
    }
    QCOMPARE(charges, 1);
    QCOMPARE(got, expected);
    QCOMPARE(s.opening + sum, s.closing);
}

void TestPayouts::errors_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("field");
    QTest::newRow("status") << u"/api/v1/payouts?status=sent"_s << u"status"_s;
    QTest::newRow("currency") << u"/api/v1/payouts?currency=XYZ"_s << u"currency"_s;
    QTest::newRow("arrival_from") << u"/api/v1/payouts?arrival_from=2025-13-01"_s
                                  << u"arrival_from"_s;
    QTest::newRow("range") << u"/api/v1/payouts?arrival_from=2025-12-02&arrival_to=2025-12-01"_s
                           << u"arrival_from"_s;
    QTest::newRow("limit") << u"/api/v1/payouts?limit=0"_s << u"limit"_s;
    QTest::newRow("format") << u"/sandbox/v1/bank-statement?format=pdf"_s << u"format"_s;
    QTest::newRow("alter syntax") << u"/sandbox/v1/bank-statement?alter=po_x:1.5"_s << u"alter"_s;
    QTest::newRow("omit unknown") << u"/sandbox/v1/bank-statement?omit=po_nothere"_s << u"omit"_s;
    QTest::newRow("alter unknown")
        << u"/sandbox/v1/bank-statement?alter=po_nothere:-5"_s << u"alter"_s;
    QTest::newRow("from after to")
        << u"/sandbox/v1/bank-statement?from=2025-12-02&to=2025-12-01"_s << u"from"_s;
}

void TestPayouts::errors()
{
    QFETCH(QString, path);
    QFETCH(QString, field);
    const HttpResult r = m_fx.client.get(path);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.errorCode(), u"invalid_request"_s);
    QVERIFY2(r.json[u"fields"_s].toObject().contains(field), r.body.constData());
    QCOMPARE(m_fx.client.get(u"/api/v1/payouts/po_nothere"_s).status, 404);
    QCOMPARE(m_fx.client.get(u"/api/v1/payouts/po_nothere/items"_s).status, 404);
}

// Charges on day 0 close into a pending payout at midnight, which is paid (its Bank posting
// made) at 06:00 two days later; the month's end brings the bank's charge.
void TestPayouts::pendingThenPaidAsTheClockRuns()
{
    // 2026-03-29T10:00:00Z
    const qint64 start = 1774778400;
    const qint64 day0 = start / Day;
    auto clock =
        std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(start, QTimeZone::utc()));
    SandboxOptions options;
    options.clock = clock;
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    const HttpResult a = fx.client.post(u"/api/v1/transactions"_s, chargeBody(10000));
    QCOMPARE(a.status, 201);
    QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, chargeBody(2500)).status, 201);
    QCOMPARE(fx.client
                 .post(u"/api/v1/transactions/%1/refunds"_s.arg(a.json[u"id"_s].toString()),
                       {{u"amount"_s, 1000}})
                 .status,
             201);
    const qint64 fees = (10000 * 29 + 500) / 1000 + 30 + (2500 * 29 + 500) / 1000 + 30;
    const qint64 net = 12500 - fees - 1000;

    // The day has not ended: no payout yet.
    QCOMPARE(fetchAll(fx.client, u"/api/v1/payouts"_s).size(), 0);
    clock->advance(std::chrono::hours(14));
    QList<QJsonObject> payouts = fetchAll(fx.client, u"/api/v1/payouts"_s);
    QCOMPARE(payouts.size(), 1);
    const QJsonObject p = payouts[0];
    QCOMPARE(p[u"status"_s].toString(), u"pending"_s);
    QCOMPARE(p[u"covers_day"_s].toString(), dateOf(day0));
    QCOMPARE(p[u"arrival_date"_s].toString(), dateOf(day0 + 2));
    QCOMPARE(p[u"amount"_s].toInteger(), net);
    QCOMPARE(p[u"gross"_s].toInteger(), 12500);
    QCOMPARE(p[u"fees"_s].toInteger(), fees);
    QCOMPARE(p[u"refunded"_s].toInteger(), 1000);
    QCOMPARE(p[u"gateway"_s].toString(), u"cardnet"_s);
    QCOMPARE(fetchAll(fx.client, u"/api/v1/payouts/%1/items?limit=2"_s.arg(p[u"id"_s].toString()))
                 .size(),
             3);
    QCOMPARE(trialBalanceNet(fx.client, u"USD"_s, day0 + 2, u"1010"_s), 0);

    // Day 2, 05:59: still pending; 06:00: paid, and the bank has it.
    clock->advance(std::chrono::hours(29) + std::chrono::minutes(59));
    QCOMPARE(
        fx.client.get(u"/api/v1/payouts/"_s + p[u"id"_s].toString()).json[u"status"_s].toString(),
        u"pending"_s);
    clock->advance(std::chrono::minutes(1));
    const HttpResult paid = fx.client.get(u"/api/v1/payouts/"_s + p[u"id"_s].toString());
    QCOMPARE(paid.json[u"status"_s].toString(), u"paid"_s);
    QVERIFY(paid.json[u"ledger_entry_id"_s].toString().startsWith(u"pst_"_s));
    QCOMPARE(trialBalanceNet(fx.client, u"USD"_s, day0 + 2, u"1010"_s), net);
    QCOMPARE(trialBalanceNet(fx.client, u"USD"_s, day0 + 2, u"1100"_s), 0);

    // 2026-03-31T18:00: the bank's charge for March, in the one currency the bank is used in.
    QCOMPARE(trialBalanceNet(fx.client, u"USD"_s, day0 + 2, u"5200"_s), 0);
    clock->advance(std::chrono::hours(12));
    QCOMPARE(trialBalanceNet(fx.client, u"USD"_s, day0 + 2, u"5200"_s), 1500);
    QCOMPARE(trialBalanceNet(fx.client, u"USD"_s, day0 + 2, u"1010"_s), net - 1500);
    QCOMPARE(trialBalanceNet(fx.client, u"EUR"_s, day0 + 2, u"5200"_s), 0);
    // Read again, nothing is posted twice.
    clock->advance(std::chrono::hours(1));
    QCOMPARE(trialBalanceNet(fx.client, u"USD"_s, day0 + 3, u"1010"_s), net - 1500);
    QCOMPARE(fetchAll(fx.client, u"/api/v1/payouts"_s).size(), 1);
}

void TestPayouts::statementsWithOmitAndAlter_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("exponent");
    QTest::addColumn<QString>("format");
    for (const auto &[c, e] : {std::pair{u"JPY"_s, 0}, {u"EUR"_s, 2}, {u"KWD"_s, 3}}) {
        for (const QString &f : {u"camt053"_s, u"mt940"_s, u"csv"_s})
            QTest::newRow(qPrintable(c + u' ' + f)) << c << e << f;
    }
}

// Three days of charges on two gateways: the statement lists each payout once with its
// amount; omit leaves one out and alter changes one by DELTA, and the closing balance follows.
void TestPayouts::statementsWithOmitAndAlter()
{
    QFETCH(QString, currency);
    QFETCH(int, exponent);
    QFETCH(QString, format);
    // 2026-05-04T09:00:00Z
    const qint64 start = 1777885200;
    const qint64 day0 = start / Day;
    auto clock =
        std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(start, QTimeZone::utc()));
    SandboxOptions options;
    options.clock = clock;
    SandboxFixture fx;
    QVERIFY(fx.start(options));
    for (int day = 0; day < 3; ++day) {
        for (const QString &gateway : {u"cardnet"_s, u"paycore"_s}) {
            QJsonObject body = chargeBody(123457 + day * 1000, currency);
            body[u"gateway"_s] = gateway;
            QCOMPARE(fx.client.post(u"/api/v1/transactions"_s, body).status, 201);
        }
        clock->advance(std::chrono::hours(24));
    }
    clock->advance(std::chrono::hours(48)); // day 5, 09:00: days 0-2 have arrived
    const QList<QJsonObject> payouts =
        fetchAll(fx.client, u"/api/v1/payouts?currency=%1"_s.arg(currency));
    QCOMPARE(payouts.size(), 6);
    const QString query =
        u"currency=%1&from=%2&to=%3"_s.arg(currency, dateOf(day0), dateOf(day0 + 5));

    const Statement plain = fetchStatement(fx.client, query, format, exponent);
    QCOMPARE(plain.opening, 0);
    QCOMPARE(plain.lines.size(), 6);
    qint64 total = 0;
    for (const QJsonObject &p : payouts) {
        QVERIFY(
            plain.lines.contains({p[u"amount"_s].toInteger(), p[u"bank_reference"_s].toString()}));
        total += p[u"amount"_s].toInteger();
    }
    QCOMPARE(plain.closing, total);
    QCOMPARE(plain.closing, trialBalanceNet(fx.client, currency, day0 + 5, u"1010"_s));

    const QJsonObject omitted = payouts[1];
    const QJsonObject altered = payouts[4];
    const qint64 delta = -37;
    const Statement changed =
        fetchStatement(fx.client,
                       query + u"&omit=%1&alter=%2:%3"_s
                                   .arg(omitted[u"id"_s].toString(), altered[u"id"_s].toString())
                                   .arg(delta),
                       format, exponent);
    QCOMPARE(changed.lines.size(), 5);
    QVERIFY(!changed.lines.contains(
        {omitted[u"amount"_s].toInteger(), omitted[u"bank_reference"_s].toString()}));
    QVERIFY(changed.lines.contains(
        {altered[u"amount"_s].toInteger() + delta, altered[u"bank_reference"_s].toString()}));
    QCOMPARE(changed.closing, total - omitted[u"amount"_s].toInteger() + delta);
}

QTEST_GUILESS_MAIN(TestPayouts)
#include "tst_payouts.moc"
