// Statements from the sandbox's bank, in camt.053, MT940 and CSV, as they are and with `omit`
// and `alter`, read through AqBanking and reconciled against the same sandbox: the report names
// exactly the payouts left out and changed, with their amounts to the minor unit, for
// exponents 0 (JPY), 2 (EUR) and 3 (KWD); and `paydesk reconcile` as a user runs it.
#include "api/apiclient.h"
#include "cli/cli.h"
#include "cli/console.h"
#include "cli/reconcilecommand.h"
#include "exportreader.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "reconcile/reconcileexport.h"
#include "reconcile/reconcileloader.h"
#include "reconcile/statementreader.h"
#include "sandboxclient.h"
#include "stdcapture.h"
#include "testclock.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::reconcile;
using Kind = ReconcileRow::Kind;

namespace {

// 2026-04-26T09:00:00Z: six days of charges, the bank's April charge on the 30th.
constexpr qint64 Start = 1777194000;
const QDate First(2026, 4, 26);
const QDate Last(2026, 5, 3);

QString periodQuery(const QString &currency)
{
    return u"currency=%1&from=%2&to=%3"_s.arg(currency, First.toString(Qt::ISODate),
                                              Last.toString(Qt::ISODate));
}

} // namespace

class TestReconcile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<TestClock> m_clock;
    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;
    QHash<QString, QList<QJsonObject>> m_payouts; // currency -> payouts, newest first

    QString statement(const QString &currency, const QString &format, const QString &extra)
    {
        const HttpResult r =
            m_sandbox.client.get(u"/sandbox/v1/bank-statement?%1&format=%2%3"_s.arg(
                periodQuery(currency), format, extra));
        if (r.status != 200) {
            qWarning() << r.body;
            return {};
        }
        const QString path =
            m_dir.filePath(u"%1-%2-%3.%4"_s.arg(currency, format).arg(qHash(extra)).arg(format));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(r.body);
        return path;
    }

    std::optional<ReconcileReport> reconcileFile(const QString &path, QString *failure = nullptr)
    {
        const auto read = StatementReader::read(path);
        if (const auto *p = std::get_if<StatementProblem>(&read)) {
            if (failure)
                *failure = p->message;
            return std::nullopt;
        }
        ReconcileLoader loader;
        QSignalSpy finished(&loader, &ReconcileLoader::finished);
        QSignalSpy failed(&loader, &ReconcileLoader::failed);
        loader.start(m_client.get(), std::get<BankStatementFile>(read), Last.addDays(1));
        if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 30000))
            return std::nullopt;
        if (!failed.isEmpty()) {
            if (failure)
                *failure = failed.first().first().toString();
            return std::nullopt;
        }
        const auto report = finished.first().first().value<ReconcileReport>();
        // From the file's name, as the window and the command line start it: the ledger is
        // matched while AqBanking still reads, with PayDesk's own reading of the file, and that
        // report must be the one made from AqBanking's reading.
        ReconcileLoader fromFile;
        QSignalSpy fileFinished(&fromFile, &ReconcileLoader::finished);
        QSignalSpy fileFailed(&fromFile, &ReconcileLoader::failed);
        fromFile.startFile(m_client.get(), path, Last.addDays(1));
        if (!QTest::qWaitFor([&] { return !fileFinished.isEmpty() || !fileFailed.isEmpty(); },
                             30000) ||
            !fileFailed.isEmpty()) {
            if (failure)
                *failure = u"reconciling the file by name failed: %1"_s.arg(
                    fileFailed.isEmpty() ? u"no answer"_s : fileFailed.first().first().toString());
            return std::nullopt;
        }
        const auto byName = fileFinished.first().first().value<ReconcileReport>();
        if (byName.rows != report.rows || byName.ledgerOpening != report.ledgerOpening ||
            byName.ledgerClosing != report.ledgerClosing ||
            byName.statementClosing != report.statementClosing ||
            QSet<QString>(byName.items.keyBegin(), byName.items.keyEnd()) !=
                QSet<QString>(report.items.keyBegin(), report.items.keyEnd())) {
            if (failure)
                *failure = u"the file reconciled by name differs from its statement read first"_s;
            return std::nullopt;
        }
        return report;
    }

    CommandRun run(const QStringList &arguments)
    {
        CommandRun r;
        Capture out(STDOUT_FILENO);
        Capture err(STDERR_FILENO);
        {
            cli::Console console;
            cli::ReconcileCommand command(console, *m_store, m_secrets);
            QSignalSpy finished(&command, &cli::ReconcileCommand::finished);
            command.start(arguments);
            if (finished.wait(60000))
                r.exitCode = finished.first().first().toInt();
        }
        r.out = out.text();
        r.err = err.text();
        return r;
    }

    QList<QJsonObject> fetchPayouts(const QString &currency)
    {
        QList<QJsonObject> out;
        const HttpResult r =
            m_sandbox.client.get(u"/api/v1/payouts?limit=100&currency="_s + currency);
        for (const QJsonValue &v : r.json[u"data"_s].toArray())
            out << v.toObject();
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<ReconcileReport>();
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_clock =
            std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(Start, QTimeZone::utc()));
        sandbox::SandboxOptions options;
        options.clock = m_clock;
        QVERIFY(m_sandbox.start(options));
        // Days 0-6: charges on two gateways in three currencies, a refund on day 3.
        for (int day = 0; day < 7; ++day) {
            for (const QString &currency : {u"JPY"_s, u"EUR"_s, u"KWD"_s}) {
                for (const QString &gateway : {u"cardnet"_s, u"paycore"_s}) {
                    QJsonObject body = chargeBody(104571 + day * 1311, currency);
                    body[u"gateway"_s] = gateway;
                    const HttpResult r = m_sandbox.client.post(u"/api/v1/transactions"_s, body);
                    QCOMPARE(r.status, 201);
                    if (day == 3 && gateway == u"paycore"_s)
                        QCOMPARE(m_sandbox.client
                                     .post(u"/api/v1/transactions/%1/refunds"_s.arg(
                                               r.json[u"id"_s].toString()),
                                           {{u"amount"_s, 20001}})
                                     .status,
                                 201);
                }
            }
            m_clock->advance(std::chrono::hours(24));
        }
        // 2026-05-04T09:00: days 0-5 have arrived, day 6's payouts arrive today (after the
        // statement's last day).
        m_clock->advance(std::chrono::hours(1));
        for (const QString &currency : {u"JPY"_s, u"EUR"_s, u"KWD"_s})
            m_payouts[currency] = fetchPayouts(currency);
        QCOMPARE(m_payouts[u"EUR"_s].size(), 14);

        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_nam.setProxy(QNetworkProxy::NoProxy);
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);

        m_store = std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"PayDesk.conf"_s));
        profiles::Profile p = profiles::sandboxTemplate(m_sandbox.service->url());
        p.name = u"Test sandbox"_s;
        QString error;
        QVERIFY2(m_store->add(p, &error), qPrintable(error));
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, SandboxFixture::testKey(), this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
    }

    void cleanupTestCase()
    {
        m_client.reset();
        m_sandbox.stop();
    }

    void sandboxStatements_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("format");
        QTest::addColumn<qint64>("delta");
        for (const auto &[c, delta] :
             {std::pair{u"JPY"_s, qint64(-7)}, {u"EUR"_s, qint64(1)}, {u"KWD"_s, qint64(-1234)}}) {
            for (const QString &f : {u"camt053"_s, u"mt940"_s, u"csv"_s})
                QTest::newRow(qPrintable(c + u' ' + f)) << c << f << delta;
        }
    }

    // As the bank sent it, everything matches and the balances agree; with one payout left out
    // and another changed by `delta` minor units, the report names exactly those two, and the
    // difference of the balances is explained by them to the minor unit.
    void sandboxStatements()
    {
        QFETCH(QString, currency);
        QFETCH(QString, format);
        QFETCH(qint64, delta);
        const QList<QJsonObject> &payouts = m_payouts[currency];
        QList<QJsonObject> arrived;
        QList<QJsonObject> inTransit;
        for (const QJsonObject &p : payouts) {
            const QDate arrival = QDate::fromString(p[u"arrival_date"_s].toString(), Qt::ISODate);
            (arrival <= Last ? arrived : inTransit) << p;
        }
        QCOMPARE(arrived.size(), 12);
        QCOMPARE(inTransit.size(), 2);

        QString failure;
        const auto plain = reconcileFile(statement(currency, format, {}), &failure);
        QVERIFY2(plain, qPrintable(failure));
        QCOMPARE(plain->currency, currency);
        QCOMPARE(plain->rowsOf(Kind::Matched).size(), arrived.size());
        QCOMPARE(plain->rowsOf(Kind::MatchedToLedger).size(), 1); // the April charge
        QCOMPARE(plain->rowsOf(Kind::MatchedToLedger)[0].statementAmount,
                 currency == u"JPY"_s   ? -2000
                 : currency == u"KWD"_s ? -15000
                                        : -1500);
        QCOMPARE(plain->rowsOf(Kind::InTransit).size(), inTransit.size());
        QCOMPARE(plain->rowsOf(Kind::Missing).size(), 0);
        QCOMPARE(plain->rowsOf(Kind::AmountDifference).size(), 0);
        QCOMPARE(plain->balanceDifference(), 0);
        QVERIFY(plain->reconciled());

        const QJsonObject omitted = arrived[3];
        const QJsonObject altered = arrived[8];
        const auto changed = reconcileFile(
            statement(currency, format,
                      u"&omit=%1&alter=%2:%3"_s
                          .arg(omitted[u"id"_s].toString(), altered[u"id"_s].toString())
                          .arg(delta)),
            &failure);
        QVERIFY2(changed, qPrintable(failure));
        QVERIFY(!changed->reconciled());
        const auto missing = changed->rowsOf(Kind::Missing);
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing[0].payoutIds, QStringList{omitted[u"id"_s].toString()});
        QCOMPARE(missing[0].ledgerAmount, omitted[u"amount"_s].toInteger());
        const auto differences = changed->rowsOf(Kind::AmountDifference);
        QCOMPARE(differences.size(), 1);
        QCOMPARE(differences[0].payoutIds, QStringList{altered[u"id"_s].toString()});
        QCOMPARE(differences[0].difference(), delta);
        QCOMPARE(differences[0].statementAmount, altered[u"amount"_s].toInteger() + delta);
        QVERIFY(differences[0].byReference);
        QCOMPARE(changed->rowsOf(Kind::Matched).size(), arrived.size() - 2);
        QCOMPARE(changed->rowsOf(Kind::StatementOnly).size(), 0);
        QCOMPARE(changed->rowsOf(Kind::LedgerOnly).size(), 0);
        // Ledger minus statement: the omitted payout, less the change.
        QCOMPARE(changed->balanceDifference(), omitted[u"amount"_s].toInteger() - delta);
        QCOMPARE(changed->explained(), *changed->balanceDifference());
        // The changed payout's items, to look into, add up to its amount.
        const QList<api::PayoutItem> items = changed->items.value(altered[u"id"_s].toString());
        QVERIFY(!items.isEmpty());
        qint64 net = 0;
        for (const api::PayoutItem &i : items)
            net += i.net;
        QCOMPARE(net, altered[u"amount"_s].toInteger());
    }

    // `paydesk reconcile` prints the result and ends 0 when all is reconciled, 3 when not;
    // the files it writes hold the same numbers.
    void commandLine()
    {
        const QString clean = statement(u"EUR"_s, u"camt053"_s, {});
        CommandRun r = run({u"--profile"_s, u"test sandbox"_s, u"--statement"_s, clean});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(u"Reconciled."_s), qPrintable(r.out));

        const QJsonObject omitted = m_payouts[u"EUR"_s].constLast();
        const QString path =
            statement(u"EUR"_s, u"mt940"_s, u"&omit="_s + omitted[u"id"_s].toString());
        r = run({u"--profile"_s, u"test sandbox"_s, u"--statement"_s, path});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains(u"Payouts missing from the statement"_s), qPrintable(r.out));
        QVERIFY(r.out.contains(omitted[u"id"_s].toString()));
        QVERIFY(r.out.contains(u"Not reconciled."_s));

        const QString csvPath = m_dir.filePath(u"result.csv"_s);
        r = run({u"--profile"_s, u"test sandbox"_s, u"--statement"_s, path, u"--format"_s, u"csv"_s,
                 u"--output"_s, csvPath});
        QCOMPARE(r.exitCode, 3);
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QStringList> records = parseCsv(csv.readAll());
        bool found = false;
        const qint64 amount = omitted[u"amount"_s].toInteger();
        const QString text = u"%1.%2"_s.arg(amount / 100).arg(amount % 100, 2, 10, QChar(u'0'));
        for (const QStringList &rec : records) {
            if (rec.value(0) == u"Payouts missing from the statement"_s) {
                QCOMPARE(rec.value(4), omitted[u"id"_s].toString());
                QCOMPARE(rec.value(5), text);
                found = true;
            }
        }
        QVERIFY(found);

        const QString xlsxPath = m_dir.filePath(u"result.xlsx"_s);
        r = run({u"--profile"_s, u"test sandbox"_s, u"--statement"_s, path, u"--format"_s,
                 u"xlsx"_s, u"--output"_s, xlsxPath});
        QCOMPARE(r.exitCode, 3);
        QString error;
        const XlsxSheet sheet = readXlsxSheet(xlsxPath, 1, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const int row = sheet.rowOf(u"Payouts missing from the statement"_s);
        QVERIFY(row > 0);
        QCOMPARE(sheet.value(u"E%1"_s.arg(row)), omitted[u"id"_s].toString());
        QCOMPARE(sheet.value(u"F%1"_s.arg(row)).toDouble(), double(amount) / 100);
    }

    void commandLineRefuses_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("words");
        QTest::newRow("not a statement") << QByteArray("hello\n") << u"not a bank statement"_s;
        QTest::newRow("broken line")
            << QByteArray("date,amount,currency\n2026-04-27,1.00,EUR\n2026-04-28,x,EUR\n")
            << u"line 3"_s;
        QTest::newRow("another currency")
            << QByteArray("date,amount,currency\n2026-04-27,1.00,CHF\n") << u"no CHF"_s;
        QTest::newRow("another period")
            << QByteArray("date,amount,currency\n2031-04-27,1.00,EUR\n") << u"another period"_s;
        QTest::newRow("a period before the ledger")
            << QByteArray("date,amount,currency\n2019-04-27,1.00,EUR\n") << u"another period"_s;
    }

    // Nothing half-read is shown: one sentence naming the file, exit 1.
    void commandLineRefuses()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, words);
        const QString path = m_dir.filePath(u"refused.csv"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(contents);
        f.close();
        const CommandRun r = run({u"--profile"_s, u"test sandbox"_s, u"--statement"_s, path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"refused.csv"_s) && r.err.contains(words), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }
};

QTEST_MAIN(TestReconcile)
#include "tst_reconcile.moc"
