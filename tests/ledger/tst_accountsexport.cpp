// The chart of accounts as a file: `paydesk export accounts` against the real sandbox, the
// CSV and the XLSX read back and compared with GET /v1/ledger/accounts, and the refusals.
#include "cli/accountscommand.h"
#include "cli/console.h"
#include "exportreader.h"
#include "ledger/accountsexport.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "sandboxclient.h"
#include "stdcapture.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;

class TestAccountsExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    SandboxFixture m_sandbox;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;
    QJsonArray m_accounts; // as the service lists them

    CommandRun run(const QStringList &arguments)
    {
        CommandRun r;
        Capture out(STDOUT_FILENO);
        Capture err(STDERR_FILENO);
        {
            cli::Console console;
            cli::AccountsCommand command(console, *m_store, m_secrets);
            QSignalSpy finished(&command, &cli::AccountsCommand::finished);
            command.start(arguments);
            if (finished.wait(60000))
                r.exitCode = finished.first().first().toInt();
        }
        r.out = out.text();
        r.err = err.text();
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_sandbox.start());
        // A charge, so the merchant can be looked up for the heading.
        QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(1000)).status, 201);
        const HttpResult accounts = m_sandbox.client.get(u"/v1/ledger/accounts"_s);
        QCOMPARE(accounts.status, 200);
        m_accounts = accounts.json[u"data"_s].toArray();
        QVERIFY(m_accounts.size() > 5);
        m_store = std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"PayDesk.conf"_s));
        profiles::Profile p = profiles::sandboxTemplate(m_sandbox.service->url());
        p.name = u"Books"_s;
        QString error;
        QVERIFY2(m_store->add(p, &error), qPrintable(error));
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, SandboxFixture::testKey(), this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
    }

    void csv()
    {
        const QString path = m_dir.filePath(u"accounts.csv"_s);
        const CommandRun r = run({u"accounts"_s, u"--profile"_s, u"Books"_s, u"--format"_s,
                                  u"csv"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Wrote "_s + path + u": "_s + QString::number(m_accounts.size())),
                 qPrintable(r.out));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const QList<QStringList> records = parseCsv(file.readAll(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(records.value(0), (QStringList{u"code"_s, u"name"_s, u"type"_s,
                                                u"normal_balance"_s, u"parent_code"_s}));
        QCOMPARE(records.size(), m_accounts.size() + 1);
        for (qsizetype i = 0; i < m_accounts.size(); ++i) {
            const QJsonObject a = m_accounts.at(i).toObject();
            const QStringList &rec = records.at(i + 1);
            QCOMPARE(rec.value(0), a[u"code"_s].toString());
            QCOMPARE(rec.value(1), a[u"name"_s].toString());
            QCOMPARE(rec.value(2), a[u"type"_s].toString());
            QCOMPARE(rec.value(3), a[u"normal_balance"_s].toString());
            QCOMPARE(rec.value(4), a[u"parent_code"_s].toString()); // null: empty
        }
    }

    void xlsx()
    {
        const QString path = m_dir.filePath(u"accounts.xlsx"_s);
        const CommandRun r = run({u"accounts"_s, u"--profile"_s, u"Books"_s, u"--format"_s,
                                  u"xlsx"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QString error;
        const XlsxSheet sheet = readXlsxSheet(path, 1, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(sheet.value(u"A1"_s), u"Chart of accounts"_s);
        QCOMPARE(sheet.value(u"B"_s + QString::number(sheet.rowOf(u"Profile"_s))), u"Books"_s);
        QCOMPARE(sheet.value(u"B"_s + QString::number(sheet.rowOf(u"Merchant"_s))),
                 m_sandbox.service->merchantId());
        const int header = sheet.rowOf(u"Code"_s);
        QVERIFY(header > 0);
        for (qsizetype i = 0; i < m_accounts.size(); ++i) {
            const QJsonObject a = m_accounts.at(i).toObject();
            const QString row = QString::number(header + 1 + i);
            QCOMPARE(sheet.value(u"A"_s + row), a[u"code"_s].toString());
            QCOMPARE(sheet.value(u"B"_s + row), a[u"name"_s].toString());
            QCOMPARE(sheet.value(u"E"_s + row), a[u"parent_code"_s].toString());
        }
        // Types and normal balances in words: "Asset", "Debit".
        QCOMPARE(sheet.value(u"C"_s + QString::number(header + 1)), u"Asset"_s);
        QVERIFY(QDir(m_dir.path())
                    .entryList({u".accounts-*"_s}, QDir::Hidden | QDir::Files)
                    .isEmpty()); // no staging file left
    }

    void toStdout()
    {
        const CommandRun r = run({u"accounts"_s, u"--profile"_s, u"Books"_s, u"--format"_s,
                                  u"csv"_s, u"--output"_s, u"-"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.startsWith(u"code,name,type,normal_balance,parent_code\r\n"_s));
        QVERIFY(r.err.contains(u"stdout"_s));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QString out = m_dir.filePath(u"never.pdf"_s);
        QTest::newRow("pdf")
            << QStringList{u"accounts"_s, u"--profile"_s, u"Books"_s, u"--format"_s,
                           u"pdf"_s,      u"--output"_s,  out}
            << 2 << u"csv or xlsx"_s;
        QTest::newRow("no profile")
            << QStringList{u"accounts"_s, u"--profile"_s, u"Nope"_s, u"--format"_s,
                           u"csv"_s,      u"--output"_s,  out}
            << 1 << u"no profile named"_s;
        QTest::newRow("no format")
            << QStringList{u"accounts"_s, u"--profile"_s, u"Books"_s, u"--output"_s, out} << 2
            << u"--format"_s;
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const CommandRun r = run(arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"never.pdf"_s)));
    }

    // The writer asked for PDF writes nothing and says why.
    void pdfIsRefusedByTheWriter()
    {
        const QString path = m_dir.filePath(u"writer.pdf"_s);
        const QString error =
            ledger::writeAccounts(ledger::ExportFormat::Pdf, {}, ledger::ExportMetadata{}, path);
        QVERIFY(error.contains(u"CSV or XLSX"_s));
        QVERIFY(!QFileInfo::exists(path));
    }
};

QTEST_MAIN(TestAccountsExport)
#include "tst_accountsexport.moc"
