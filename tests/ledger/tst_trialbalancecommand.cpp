// `paydesk export trial-balance` as a user runs it: profiles from a settings file, keys from a
// secret store, the real sandbox on loopback (a remote profile, and the embedded local
// sandbox), the file written, and a clear message and a non-zero exit on every kind of error.
#include "cannedserver.h"
#include "cli/cli.h"
#include "cli/console.h"
#include "cli/trialbalancecommand.h"
#include "core/currency.h"
#include "exportreader.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "sandboxclient.h"
#include "stdcapture.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using cli::TrialBalanceCommand;

using Run = CommandRun;

class TestTrialBalanceCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    SandboxFixture m_sandbox;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;
    qint64 m_sales = 0;

    Run run(const QStringList &arguments)
    {
        Run r;
        Capture out(STDOUT_FILENO);
        Capture err(STDERR_FILENO);
        {
            cli::Console console;
            TrialBalanceCommand command(console, *m_store, m_secrets);
            command.setLocalSandboxDataDir(m_dir.filePath(u"local-sandbox"_s));
            command.setLocalSandboxSeedCount(200);
            QSignalSpy finished(&command, &TrialBalanceCommand::finished);
            command.start(arguments);
            if (finished.wait(60000))
                r.exitCode = finished.first().first().toInt();
        }
        r.out = out.text();
        r.err = err.text();
        return r;
    }

    void addProfile(const QString &name, const QUrl &url, const std::optional<QString> &key)
    {
        profiles::Profile p = profiles::sandboxTemplate(url);
        p.name = name;
        QString error;
        QVERIFY2(m_store->add(p, &error), qPrintable(error));
        if (!key)
            return;
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, *key, this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
    }

    static QString today() { return QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The workbook's dates are written as the user's locale writes them.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        QVERIFY(m_sandbox.start());
        for (const qint64 amount : {2599, 10000, 123456}) {
            const auto r = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(amount));
            QCOMPARE(r.status, 201);
            m_sales += amount;
        }
        // Other currencies, for --currency all: exponents 0 and 3 beside USD's 2.
        for (const auto &[amount, currency] :
             {std::pair{qint64(1500), u"JPY"_s}, std::pair{qint64(12345), u"KWD"_s},
              std::pair{qint64(777), u"EUR"_s}}) {
            const auto r =
                m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(amount, currency));
            QCOMPARE(r.status, 201);
        }
        m_store = std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"PayDesk.conf"_s));
        addProfile(u"Test sandbox"_s, m_sandbox.service->url(), SandboxFixture::testKey());
        addProfile(u"Nobody home"_s, QUrl(u"http://127.0.0.1:1/"_s), SandboxFixture::testKey());
        addProfile(u"No key"_s, m_sandbox.service->url(), std::nullopt);
    }

    void csv()
    {
        const QString path = m_dir.filePath(u"tb.csv"_s);
        const Run r = run({u"trial-balance"_s, u"--profile"_s, u"test sandbox"_s, u"--date"_s,
                           today(), u"--format"_s, u"csv"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(u"Wrote "_s + path));
        QVERIFY(r.out.contains(u"Balanced"_s));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> records = parseCsv(file.readAll());
        QCOMPARE(records.value(0).value(3), u"Debit (USD)"_s);
        QCOMPARE(records.constLast().value(1), u"Total"_s);
        QCOMPARE(records.constLast().value(3),
                 u"%1.%2"_s.arg(m_sales / 100).arg(m_sales % 100, 2, 10, QChar(u'0')));
        bool sales = false;
        for (const QStringList &rec : records)
            sales = sales || (rec.value(0) == u"4100"_s && rec.value(4) == records.constLast()[4]);
        QVERIFY(sales);
    }

    // --output - writes the file to stdout, and what is said about it to stderr.
    void csvToStdout()
    {
        // QtTest logs to stdout, which holds the file alone here (the command line's own log
        // goes to stderr).
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.debug=false"_s);
        const Run r = run({u"trial-balance"_s, u"--profile"_s, u"test sandbox"_s, u"--date"_s,
                           today(), u"--format"_s, u"csv"_s, u"--output"_s, u"-"_s});
        QLoggingCategory::setFilterRules({});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(u"Balanced"_s), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(u"-"_s));
        QString error;
        const QList<QStringList> records = parseCsv(r.out.toUtf8(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error + u'\n' + r.out.left(300)));
        QCOMPARE(records.value(0).value(3), u"Debit (USD)"_s);
        QCOMPARE(records.constLast().value(1), u"Total"_s);
    }

    void xlsxWithComparison()
    {
        const QString path = m_dir.filePath(u"tb.xlsx"_s);
        const QString yesterday =
            QDateTime::currentDateTimeUtc().date().addDays(-1).toString(Qt::ISODate);
        const Run r = run({u"--profile"_s, u"Test sandbox"_s, u"--date"_s, today(),
                           u"--compare-date"_s, yesterday, u"--currency"_s, u"usd"_s, u"--format"_s,
                           u"XLSX"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QString error;
        const XlsxSheet sheet = readXlsxSheet(path, 1, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString header = QString::number(sheet.rowOf(u"Code"_s));
        QCOMPARE(sheet.value(u"F"_s + header),
                 u"Debit %1 (USD)"_s.arg(
                     QDateTime::currentDateTimeUtc().date().addDays(-1).toString(u"M/d/yyyy"_s)));
        QCOMPARE(sheet.value(u"H"_s + header), u"Change in balance (USD)"_s);
        QCOMPARE(sheet.value(u"B"_s + QString::number(sheet.rowOf(u"Merchant"_s))),
                 m_sandbox.service->merchantId());
        const XlsxSheet about = readXlsxSheet(path, 2, &error);
        QStringList values = about.cells.values();
        QVERIFY(values.contains(u"Test sandbox"_s));
        QVERIFY(values.contains(m_sandbox.service->merchantId()));
    }

    void pdf()
    {
        const QString path = m_dir.filePath(u"tb.pdf"_s);
        const Run r = run({u"--profile"_s, u"Test sandbox"_s, u"--date"_s, today(), u"--format"_s,
                           u"pdf"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QString error;
        const QString text = pdfText(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(text.contains(u"Balanced"_s));
        QVERIFY(text.contains(u"Test sandbox"_s));
        QVERIFY(text.contains(u"Gateway receivable"_s));
    }

    // The service's own figures: the currencies in use, and each one's totals as of today.
    QStringList currenciesInUse()
    {
        const auto r = m_sandbox.client.get(u"/v1/ledger/accounts"_s);
        QStringList codes;
        for (const QJsonValue &v : r.json.value(u"currencies"_s).toArray())
            codes << v.toString();
        codes.sort();
        return codes;
    }
    std::pair<qint64, qint64> totals(const QString &currency)
    {
        const auto r = m_sandbox.client.get(
            u"/v1/ledger/trial-balance?currency=%1&date=%2"_s.arg(currency, today()));
        return {r.json.value(u"total_debit"_s).toInteger(),
                r.json.value(u"total_credit"_s).toInteger()};
    }
    // Minor units as the files write them: "1234.50", "1500", "12.345".
    static QString exact(qint64 minor, int exponent)
    {
        if (exponent == 0)
            return QString::number(minor);
        qint64 scale = 1;
        for (int i = 0; i < exponent; ++i)
            scale *= 10;
        return u"%1.%2"_s.arg(minor / scale).arg(minor % scale, exponent, 10, QChar(u'0'));
    }

    // --currency all: the currency column in CSV, each currency's rows and totals equal to the
    // service's to the minor unit (exponents 0, 2 and 3).
    void allCurrenciesCsv()
    {
        const QStringList currencies = currenciesInUse();
        QCOMPARE(currencies, (QStringList{u"EUR"_s, u"JPY"_s, u"KWD"_s, u"USD"_s}));
        const QString path = m_dir.filePath(u"all.csv"_s);
        const Run r = run({u"--profile"_s, u"Test sandbox"_s, u"--date"_s, today(), u"--currency"_s,
                           u"all"_s, u"--format"_s, u"csv"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLocale().createSeparatedList(currencies)), qPrintable(r.out));
        QCOMPARE(r.out.count(u"Balanced"_s), 4);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> records = parseCsv(file.readAll());
        const QStringList header = records.value(0);
        QCOMPARE(header.value(3), u"Debit"_s); // no currency in the titles
        QCOMPARE(header.value(header.size() - 2), u"currency"_s);
        QCOMPARE(header.constLast(), u"row_type"_s);
        QStringList seen;
        for (const QStringList &rec : records.mid(1)) {
            QCOMPARE(rec.size(), header.size());
            const QString currency = rec.value(rec.size() - 2);
            if (!seen.contains(currency))
                seen << currency;
            if (rec.constLast() != u"total"_s)
                continue;
            const auto [debit, credit] = totals(currency);
            const int exponent = Currency::exponent(currency).value_or(-1);
            QCOMPARE(rec.value(3), exact(debit, exponent));
            QCOMPARE(rec.value(4), exact(credit, exponent));
        }
        QCOMPARE(seen, currencies);
        QCOMPARE(
            std::count_if(records.cbegin(), records.cend(),
                          [](const QStringList &rec) { return rec.constLast() == u"total"_s; }),
            4);
    }

    // XLSX: a sheet per currency with its title block and totals; PDF: a section per currency
    // with the pages numbered throughout.
    void allCurrenciesXlsxAndPdf()
    {
        const QStringList currencies = currenciesInUse();
        const QString path = m_dir.filePath(u"all.xlsx"_s);
        const Run r = run({u"--profile"_s, u"Test sandbox"_s, u"--date"_s, today(), u"--currency"_s,
                           u"ALL"_s, u"--format"_s, u"xlsx"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QString error;
        const QByteArray workbook = unzipEntry(path, u"xl/workbook.xml"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (int i = 0; i < currencies.size(); ++i) {
            const QString currency = currencies.at(i);
            QVERIFY2(
                workbook.contains(QByteArray("name=\"Trial balance " + currency.toUtf8() + '"')),
                workbook.constData());
            const XlsxSheet sheet = readXlsxSheet(path, i + 1, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(sheet.value(u"B"_s + QString::number(sheet.rowOf(u"Currency"_s))), currency);
            const QString total = QString::number(sheet.rowOf(u"Total"_s, u'B'));
            const auto [debit, credit] = totals(currency);
            const int exponent = Currency::exponent(currency).value_or(-1);
            // Numbers in the sheet: compare as the exact decimal they stand for.
            QCOMPARE(QString::number(sheet.value(u"D"_s + total).toDouble(), 'f', exponent),
                     exact(debit, exponent));
            QCOMPARE(QString::number(sheet.value(u"E"_s + total).toDouble(), 'f', exponent),
                     exact(credit, exponent));
            QVERIFY(sheet.formulas.value(u"D"_s + total).startsWith(u"SUM("_s));
        }
        const XlsxSheet about = readXlsxSheet(path, int(currencies.size()) + 1, &error);
        QVERIFY(about.cells.values().contains(currencies.join(u", "_s)));

        const QString pdf = m_dir.filePath(u"all.pdf"_s);
        const Run p = run({u"--profile"_s, u"Test sandbox"_s, u"--date"_s, today(), u"--currency"_s,
                           u"all"_s, u"--format"_s, u"pdf"_s, u"--output"_s, pdf});
        QVERIFY2(p.exitCode == 0, qPrintable(p.err));
        const QString text = pdfText(pdf, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString &currency : currencies)
            QVERIFY2(text.contains(u"Trial balance \u2014 "_s + currency), qPrintable(text));
        const int pages = int(text.count(QChar(u'\f')));
        QVERIFY(pages >= int(currencies.size()));
        QVERIFY2(text.contains(u"Page %1 of %1"_s.arg(pages)), qPrintable(text));
    }

    // A service that does not say which currencies are in use: all is refused, not guessed.
    void allCurrenciesNeedsTheCurrenciesInUse()
    {
        CannedServer server;
        server.route("/v1/ledger/accounts", CannedServer::answer(200, R"({"data":[]})"));
        server.route(
            "/api/v1/transactions",
            CannedServer::answer(200, R"({"data":[],"has_more":false,"next_cursor":null})"));
        addProfile(u"Older service"_s, server.url(), SandboxFixture::testKey());
        const QString path = m_dir.filePath(u"older.csv"_s);
        const Run r =
            run({u"--profile"_s, u"Older service"_s, u"--date"_s, u"2026-10-31"_s, u"--currency"_s,
                 u"all"_s, u"--format"_s, u"csv"_s, u"--output"_s, path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"does not say which currencies are in use"_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(path));
    }

    void unbalancedIsWrittenButNotOk()
    {
        // A service whose books do not balance: the file is still written, with the warning,
        // and the exit code tells a month-end script.
        CannedServer server;
        server.route("/v1/ledger/trial-balance",
                     CannedServer::answer(200, R"({"date":"2026-10-31","currency":"USD","lines":[
{"account_code":"1000","account_name":"Bank","account_type":"asset","debit":10000,"credit":0},
{"account_code":"4100","account_name":"Sales","account_type":"revenue","debit":0,"credit":9000}],
"total_debit":10000,"total_credit":9000})"));
        server.route("/v1/ledger/accounts", CannedServer::answer(200, R"({"data":[]})"));
        server.route(
            "/api/v1/transactions",
            CannedServer::answer(200, R"({"data":[],"has_more":false,"next_cursor":null})"));
        addProfile(u"Unbalanced books"_s, server.url(), SandboxFixture::testKey());
        const QString path = m_dir.filePath(u"unbalanced.csv"_s);
        const Run r = run({u"--profile"_s, u"Unbalanced books"_s, u"--date"_s, u"2026-10-31"_s,
                           u"--format"_s, u"csv"_s, u"--output"_s, path});
        QCOMPARE(r.exitCode, int(cli::ExitUnbalanced));
        QVERIFY2(r.err.contains(u"Warning"_s), qPrintable(r.err));
        QVERIFY(r.err.contains(u"100.00"_s)); // the difference
        QVERIFY(QFile::exists(path));
    }

    // Lines whose sum would pass 64 bits (each a valid 2^53 amount): refused in words, no file,
    // never a total that wrapped around.
    void linesBeyondSixtyFourBits()
    {
        // Accounts 10000, 10001, ... each with a debit of 2^53 minor units.
        const QByteArray line =
            QByteArrayLiteral("{\"account_code\":\"%1\",\"account_name\":\"Bank\",\"account_type\":"
                              "\"asset\",\"debit\":9007199254740992,\"credit\":0}");
        QByteArrayList lines;
        for (int i = 0; i < 1025; ++i)
            lines << QByteArray(line).replace("%1", QByteArray::number(10000 + i));
        CannedServer server;
        server.route("/v1/ledger/trial-balance",
                     CannedServer::answer(200, "{\"date\":\"2026-10-31\",\"currency\":\"USD\","
                                               "\"lines\":[" +
                                                   lines.join(',') +
                                                   "],\"total_debit\":0,\"total_credit\":0}"));
        server.route("/v1/ledger/accounts", CannedServer::answer(200, R"({"data":[]})"));
        server.route(
            "/api/v1/transactions",
            CannedServer::answer(200, R"({"data":[],"has_more":false,"next_cursor":null})"));
        addProfile(u"Huge books"_s, server.url(), SandboxFixture::testKey());
        const QString path = m_dir.filePath(u"huge.csv"_s);
        const Run r = run({u"--profile"_s, u"Huge books"_s, u"--date"_s, u"2026-10-31"_s,
                           u"--format"_s, u"csv"_s, u"--output"_s, path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"2^63"_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(path));
    }

    void localSandbox()
    {
        // The first run makes the "Local sandbox" profile; its service starts for the command.
        const QString path = m_dir.filePath(u"local.csv"_s);
        const Run r = run({u"--profile"_s, u"Local sandbox"_s, u"--date"_s, today(), u"--format"_s,
                           u"csv"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> records = parseCsv(file.readAll());
        QVERIFY(records.size() > 5); // the demo data's bank, capital, sales...
        QCOMPARE(records.constLast().value(3), records.constLast().value(4));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString out = QDir::temp().filePath(u"paydesk-never-written.csv"_s);
        const QString date = u"2026-10-31"_s;
        auto args = [&](const QString &profile, const QString &d, const QString &format,
                        const QString &output) {
            QStringList a{u"--profile"_s, profile, u"--date"_s, d, u"--format"_s, format};
            if (!output.isEmpty())
                a << u"--output"_s << output;
            return a;
        };
        QTest::newRow("unknown profile")
            << args(u"Nope"_s, date, u"csv"_s, out) << 1 << u"There is no profile named \"Nope\""_s;
        QTest::newRow("bad date") << args(u"Test sandbox"_s, u"2026-13-01"_s, u"csv"_s, out) << 2
                                  << u"\"2026-13-01\" is not a date"_s;
        QTest::newRow("date in another form")
            << args(u"Test sandbox"_s, u"31.10.2026"_s, u"csv"_s, out) << 2
            << u"is not a date of the form YYYY-MM-DD"_s;
        QTest::newRow("bad compare date")
            << (args(u"Test sandbox"_s, date, u"csv"_s, out) << u"--compare-date"_s << u"x"_s) << 2
            << u"--compare-date"_s;
        QTest::newRow("bad format") << args(u"Test sandbox"_s, date, u"ods"_s, out) << 2
                                    << u"expected csv, xlsx or pdf, not \"ods\""_s;
        QTest::newRow("unknown currency")
            << (args(u"Test sandbox"_s, date, u"csv"_s, out) << u"--currency"_s << u"ZZZ"_s) << 2
            << u"\"ZZZ\" is not an ISO 4217 currency code"_s;
        QTest::newRow("no output")
            << args(u"Test sandbox"_s, date, u"csv"_s, QString()) << 2 << u"--output is required"_s;
        QTest::newRow("unknown option")
            << (args(u"Test sandbox"_s, date, u"csv"_s, out) << u"--colour"_s << u"red"_s) << 2
            << u"Unknown option"_s;
        QTest::newRow("output is a folder")
            << args(u"Test sandbox"_s, date, u"csv"_s, QDir::tempPath()) << 2
            << u"is a folder; name a file"_s;
        QTest::newRow("unexpected argument")
            << (args(u"Test sandbox"_s, date, u"csv"_s, out) << u"now"_s) << 2
            << u"Unexpected argument \"now\""_s;
        QTest::newRow("no profile")
            << QStringList{u"--date"_s, date, u"--format"_s, u"csv"_s, u"--output"_s, out} << 2
            << u"--profile is required"_s;
        QTest::newRow("missing folder")
            << args(u"Test sandbox"_s, date, u"csv"_s, u"/nonexistent/folder/tb.csv"_s) << 1
            << u"does not exist"_s;
        QTest::newRow("network error") << args(u"Nobody home"_s, date, u"csv"_s, out) << 1
                                       << u"Nobody home: the trial balance could not be read"_s;
        QTest::newRow("no key") << args(u"No key"_s, date, u"csv"_s, out) << 1
                                << u"has no API key"_s;
    }

    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, exitCode);
        qInfo().noquote() << "stderr:" << r.err.trimmed();
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!r.out.contains(u"Wrote"_s)); // (QtTest logs warnings to stdout too)
        QVERIFY(!QFileInfo::exists(QDir::temp().filePath(u"paydesk-never-written.csv"_s)));
    }

    void help()
    {
        const Run r = run({u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"--compare-date"_s));
        QVERIFY(TrialBalanceCommand::usage().contains(u"export trial-balance"_s));
    }
};

QTEST_MAIN(TestTrialBalanceCommand)
#include "tst_trialbalancecommand.moc"
