// An account's ledger against the real sandbox (in process, on loopback): loaded through the
// API client, its closing balance equal to the trial balance, its model under the tester, and
// every export (CSV, XLSX, PDF) read back equal to the API to the minor unit for currencies of
// exponent 0, 2 and 3; then `paydesk export ledger` as a user runs it.
#include "api/apiclient.h"
#include "cannedpages.h"
#include "cannedserver.h"
#include "cli/console.h"
#include "cli/ledgercommand.h"
#include "core/modelroles.h"
#include "exportreader.h"
#include "ledger/accountledger.h"
#include "ledger/accountledgermodel.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "sandboxclient.h"
#include "stdcapture.h"

#include <QAbstractItemModelTester>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using ledger::AccountLedger;
using ledger::ExportFormat;

class TestAccountLedger : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;

    static QDate todayUtc() { return QDateTime::currentDateTimeUtc().date(); }

    static QJsonObject opening()
    {
        return {{u"opening_balance"_s, QJsonObject{{u"debit"_s, 0}, {u"credit"_s, 0}}}};
    }

    void addProfile(const QString &name, const QUrl &baseUrl)
    {
        profiles::Profile p = profiles::sandboxTemplate(baseUrl);
        p.name = name;
        QString error;
        QVERIFY2(m_store->add(p, &error), qPrintable(error));
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, SandboxFixture::testKey(), this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
    }

    void charge(qint64 amount, const QString &currency, bool refundHalf)
    {
        if (amount % 100 == 2)
            ++amount; // not the sandbox's decline rule
        const HttpResult r =
            m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(amount, currency));
        QCOMPARE(r.status, 201);
        if (refundHalf) {
            const QString path =
                u"/api/v1/transactions/%1/refunds"_s.arg(r.json[u"id"_s].toString());
            QCOMPARE(m_sandbox.client.post(path, {{u"amount"_s, amount / 2}}).status, 201);
        }
    }

    // The account's net balance at the end of today, as the trial balance says.
    qint64 trialBalanceNet(const QString &account, const QString &currency)
    {
        const HttpResult r =
            m_sandbox.client.get(u"/v1/ledger/trial-balance?currency=%1&date=%2"_s.arg(
                currency, todayUtc().toString(Qt::ISODate)));
        for (const QJsonValue &v : r.json[u"lines"_s].toArray()) {
            if (v[u"account_code"_s].toString() == account)
                return v[u"debit"_s].toInteger() - v[u"credit"_s].toInteger();
        }
        return 0;
    }

    AccountLedger load(const QString &code, const QString &currency)
    {
        api::LedgerAccount account;
        account.code = code;
        account.name = u"Account "_s + code;
        account.normalBalance = u"debit"_s;
        ledger::AccountLedgerLoader loader;
        loader.setClient(m_client.get());
        QSignalSpy loaded(&loader, &ledger::AccountLedgerLoader::loaded);
        loader.load(account, currency, todayUtc().addDays(-1), todayUtc());
        if (!loaded.wait(15000))
            return {};
        return loader.ledger();
    }

    // "1234.567" for 1234567 minor units of exponent 3; the exact decimal text.
    static QString exact(qint64 minor, int exponent)
    {
        const AccountLedger l(api::LedgerAccount{},
                              exponent == 0   ? u"JPY"_s
                              : exponent == 3 ? u"KWD"_s
                                              : u"USD"_s,
                              {}, {}, 0, {});
        return l.exactAmount(minor);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_sandbox.start());
        m_nam.setProxy(QNetworkProxy::NoProxy);
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);
        // More entries than one page (100) in USD; a few in JPY and KWD.
        for (int i = 0; i < 120; ++i)
            charge(1001 + i * 37, u"USD"_s, i % 10 == 3);
        for (const qint64 amount : {1000, 5555, 99999})
            charge(amount, u"JPY"_s, amount == 5555);
        for (const qint64 amount : {12345, 1001})
            charge(amount, u"KWD"_s, amount == 12345);
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

    void currenciesInUse()
    {
        QSignalSpy done(this, &QObject::objectNameChanged);
        std::optional<QStringList> currencies;
        m_client->ledgerChart(this, [&](const api::Result<api::LedgerChart> &r) {
            QVERIFY(r.ok());
            currencies = r->currencies;
            setObjectName(u"done"_s);
        });
        QVERIFY(done.wait(15000));
        QCOMPARE(currencies.value_or(QStringList()), QStringList({u"JPY"_s, u"KWD"_s, u"USD"_s}));
    }

    void exportsEqualTheApi_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<int>("exponent");
        QTest::addColumn<QString>("account");
        QTest::newRow("USD receivable, two pages") << u"USD"_s << 2 << u"1100"_s;
        QTest::newRow("USD sales") << u"USD"_s << 2 << u"4100"_s;
        QTest::newRow("JPY receivable") << u"JPY"_s << 0 << u"1100"_s;
        QTest::newRow("KWD refunds") << u"KWD"_s << 3 << u"4200"_s;
        QTest::newRow("KWD receivable") << u"KWD"_s << 3 << u"1100"_s;
    }

    void exportsEqualTheApi()
    {
        QFETCH(QString, currency);
        QFETCH(int, exponent);
        QFETCH(QString, account);
        const AccountLedger l = load(account, currency);
        QCOMPARE(l.currency(), currency);
        QCOMPARE(l.exponent(), exponent);
        QVERIFY(!l.rows().isEmpty());
        QCOMPARE(l.opening(), 0); // nothing before yesterday
        QCOMPARE(l.closing(), trialBalanceNet(account, currency));
        if (account == u"1100"_s && currency == u"USD"_s)
            QVERIFY(l.rows().size() > 100);

        ledger::AccountLedgerModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLedger(l);
        QCOMPARE(model.rowCount(), l.rows().size() + 2);
        QCOMPARE(model.index(model.rowCount() - 1, ledger::AccountLedgerModel::Balance)
                     .data(models::AmountMinorRole)
                     .toLongLong(),
                 l.closing());

        const qint64 closing = l.closing();
        const QString closingText = exact(qAbs(closing), exponent);
        ledger::ExportMetadata meta;
        meta.merchantId = m_sandbox.service->merchantId();
        meta.profileName = u"Test sandbox"_s;

        // CSV: one row per entry between the opening and closing rows, the exact balance.
        const QString csvPath = m_dir.filePath(u"ledger-%1-%2.csv"_s.arg(account, currency));
        QCOMPARE(ledger::writeAccountLedger(ExportFormat::Csv, l, meta, csvPath), QString());
        QFile file(csvPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> records = parseCsv(file.readAll());
        QCOMPARE(records.size(), l.rows().size() + 3);
        QCOMPARE(records.first().first(), u"row_type"_s);
        QCOMPARE(records.at(1).first(), u"opening"_s);
        QCOMPARE(records.constLast().first(), u"closing"_s);
        QCOMPARE(records.constLast().at(8), closingText);
        QCOMPARE(records.constLast().at(9), AccountLedger::side(closing));
        qint64 sum = 0;
        for (int i = 2; i < records.size() - 1; ++i) {
            QCOMPARE(records[i].at(0), u"entry"_s);
            QCOMPARE(records[i].at(4), l.rows().at(i - 2).entry.sourceId);
            QCOMPARE(records[i].at(6), exact(l.rows().at(i - 2).entry.debit, exponent));
            sum += l.rows().at(i - 2).entry.debit - l.rows().at(i - 2).entry.credit;
        }
        QCOMPARE(sum, closing);

        // XLSX: the title block, the entries, totals and closing as formulas with their values.
        const QString xlsxPath = m_dir.filePath(u"ledger-%1-%2.xlsx"_s.arg(account, currency));
        QCOMPARE(ledger::writeAccountLedger(ExportFormat::Xlsx, l, meta, xlsxPath), QString());
        QString error;
        const XlsxSheet sheet = readXlsxSheet(xlsxPath, 1, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(sheet.value(u"A1"_s).contains(account));
        QVERIFY(sheet.cells.values().contains(m_sandbox.service->merchantId()));
        const int closingRow = 8 + int(l.rows().size()) + 2; // 6 facts, blank, header, opening
        QCOMPARE(sheet.value(u"B%1"_s.arg(closingRow)), u"Closing balance"_s);
        QCOMPARE(QString::number(sheet.value(u"G%1"_s.arg(closingRow)).toDouble(), 'f', exponent),
                 exact(closing, exponent));
        QCOMPARE(QString::number(sheet.value(u"E%1"_s.arg(closingRow)).toDouble(), 'f', exponent),
                 exact(l.totalDebit(), exponent));
        // The closing balance is the opening balance (the row above the first entry) plus
        // the closing row's debits less its credits: "G9+E133-F133", not "G9+E133-F33".
        const QString closingAt = QString::number(closingRow);
        QCOMPARE(sheet.formulas.value(u"G"_s + closingAt),
                 u"G9+E"_s + closingAt + u"-F"_s + closingAt);
        QCOMPARE(sheet.formulas.value(u"E"_s + closingAt),
                 u"SUM(E10:E"_s + QString::number(closingRow - 1) + u')');
        QCOMPARE(sheet.formulas.value(u"F"_s + closingAt),
                 u"SUM(F10:F"_s + QString::number(closingRow - 1) + u')');
        // Dates are dates, shown as the locale writes them.
        QCOMPARE(sheet.types.value(u"A9"_s), u"n"_s);
        QCOMPARE(sheet.types.value(u"A10"_s), u"n"_s);

        // PDF: the closing balance as the locale writes it.
        const QString pdfPath = m_dir.filePath(u"ledger-%1-%2.pdf"_s.arg(account, currency));
        meta.locale = QLocale::c();
        QCOMPARE(ledger::writeAccountLedger(ExportFormat::Pdf, l, meta, pdfPath), QString());
        const QString text = pdfText(pdfPath, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(text.contains(l.balanceText(closing, QLocale::c())), qPrintable(text.right(400)));
        QVERIFY(text.contains(u"Opening balance"_s));
    }

    void command()
    {
        const QString path = m_dir.filePath(u"cli-ledger.csv"_s);
        CommandRun r;
        {
            Capture out(STDOUT_FILENO);
            Capture err(STDERR_FILENO);
            {
                cli::Console console;
                cli::LedgerCommand command(console, *m_store, m_secrets);
                QSignalSpy finished(&command, &cli::LedgerCommand::finished);
                command.start({u"ledger"_s, u"--profile"_s, u"Test sandbox"_s, u"--account"_s,
                               u"1100"_s, u"--currency"_s, u"kwd"_s, u"--from"_s,
                               todayUtc().toString(Qt::ISODate), u"--to"_s,
                               todayUtc().toString(Qt::ISODate), u"--format"_s, u"csv"_s,
                               u"--output"_s, path});
                if (finished.wait(60000))
                    r.exitCode = finished.first().first().toInt();
            }
            r.out = out.text();
            r.err = err.text();
        }
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(u"Wrote "_s));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> records = parseCsv(file.readAll());
        QCOMPARE(records.constLast().at(8), exact(trialBalanceNet(u"1100"_s, u"KWD"_s), 3));
    }

    // A service whose entries' pages name a cursor given before, go back in time or repeat
    // an entry: each is said in words, the command fails, and no file is left, where it once
    // wrote every entry again (72,000 of them) with a wrong closing balance and exit 0.
    void misbehavingService_data()
    {
        QTest::addColumn<QList<QByteArray>>("pages");
        QTest::addColumn<QString>("says");
        const auto e = [](int n, int at) {
            return cannedLedgerEntry(u"pst_%1"_s.arg(n), u"1010"_s, at, 100 * n);
        };
        const QByteArray first = cannedPage({e(1, 10), e(2, 20)}, true, u"c1"_s, opening());
        const QByteArray again = cannedPage({e(3, 30), e(4, 40)}, true, u"c1"_s, opening());
        QTest::newRow("repeated cursor")
            << QList<QByteArray>{first, again, again, again,
                                 cannedPage({e(5, 50)}, false, {}, opening())}
            << u"cursor came before"_s;
        QTest::newRow("page goes back")
            << QList<QByteArray>{first, cannedPage({e(3, 5), e(4, 6)}, false, {}, opening())}
            << u"goes back"_s;
        QTest::newRow("entry again")
            << QList<QByteArray>{first, cannedPage({e(2, 20), e(3, 30)}, false, {}, opening())}
            << u"pst_2 comes twice"_s;
    }

    void misbehavingService()
    {
        QFETCH(QList<QByteArray>, pages);
        QFETCH(QString, says);
        CannedServer server;
        server.route("/v1/ledger/accounts",
                     CannedServer::answer(200, R"({"data":[{"code":"1010","name":"Bank",)"
                                               R"("type":"asset","normal_balance":"debit",)"
                                               R"("parent_code":null}]})"));
        server.route(
            "/api/v1/transactions",
            CannedServer::answer(200, cannedPage({cannedTransaction(u"txn_1"_s, 0)}, false, {})));
        QList<CannedServer::Step> steps;
        for (const QByteArray &page : std::as_const(pages))
            steps << CannedServer::answer(200, page);
        server.script(steps);
        const QString name =
            u"Looping service %1"_s.arg(QString::fromLatin1(QTest::currentDataTag()));
        addProfile(name, server.url());

        const QString path = m_dir.filePath(u"looping.csv"_s);
        Capture err(STDERR_FILENO);
        int exitCode = -1;
        {
            cli::Console console;
            cli::LedgerCommand command(console, *m_store, m_secrets);
            QSignalSpy finished(&command, &cli::LedgerCommand::finished);
            command.start({u"ledger"_s, u"--profile"_s, name, u"--account"_s, u"1010"_s,
                           u"--from"_s, u"2026-11-01"_s, u"--to"_s, u"2026-11-30"_s, u"--format"_s,
                           u"csv"_s, u"--output"_s, path});
            QVERIFY(finished.wait(30000));
            exitCode = finished.first().first().toInt();
        }
        const QString text = err.text();
        QCOMPARE(exitCode, 1);
        QVERIFY2(text.contains(says), qPrintable(text));
        QVERIFY(!QFile::exists(path));
    }

    void commandErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString today = todayUtc().toString(Qt::ISODate);
        const QStringList base{u"ledger"_s, u"--profile"_s, u"Test sandbox"_s, u"--format"_s,
                               u"csv"_s,    u"--output"_s,  u"x.csv"_s};
        QTest::newRow("unknown currency")
            << base + QStringList{u"--account"_s, u"1100"_s, u"--from"_s,     today,
                                  u"--to"_s,      today,     u"--currency"_s, u"XYZ"_s}
            << u"--currency"_s;
        QTest::newRow("from after to")
            << base + QStringList{u"--account"_s, u"1100"_s, u"--from"_s,
                                  today,          u"--to"_s, u"2000-01-01"_s}
            << u"--from"_s;
        QTest::newRow("unknown account")
            << base + QStringList{u"--account"_s, u"9999"_s, u"--from"_s, today, u"--to"_s, today}
            << u"9999"_s;
    }

    void commandErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        Capture err(STDERR_FILENO);
        int exitCode = -1;
        {
            cli::Console console;
            cli::LedgerCommand command(console, *m_store, m_secrets);
            QSignalSpy finished(&command, &cli::LedgerCommand::finished);
            command.start(arguments);
            QVERIFY(finished.wait(30000));
            exitCode = finished.first().first().toInt();
        }
        QVERIFY(exitCode != 0);
        QVERIFY2(err.text().contains(message), qPrintable(err.text()));
    }
};

QTEST_MAIN(TestAccountLedger)
#include "tst_accountledger.moc"
