// `paydesk export transactions` as a user runs it: profiles from a settings file, the key from a
// secret store, the real sandbox on loopback (and the embedded local sandbox), every page
// written with exact amounts and the filters applied, to a file or to stdout; a clear message
// and a non-zero exit for every kind of mistake.
#include "../api/cannedpages.h"
#include "../api/cannedserver.h"
#include "cli/console.h"
#include "cli/transactionsexportcommand.h"
#include "exporttestsupport.h"
#include "models/savedviews.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "stdcapture.h"
#include "ttycapture.h"

#include <QLoggingCategory>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using cli::TransactionsExportCommand;

class TestTransactionsExportCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    SandboxFixture m_sandbox;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;

    // With stdout a terminal or a pipe; what it got, as bytes, in `stdoutBytes`.
    CommandRun run(const QStringList &arguments, StreamCapture::Kind kind, QByteArray *stdoutBytes)
    {
        CommandRun r;
        StreamCapture out(STDOUT_FILENO, kind);
        if (!out.isValid())
            return r;
        Capture err(STDERR_FILENO);
        {
            cli::Console console;
            TransactionsExportCommand command(console, *m_store, m_secrets);
            QSignalSpy finished(&command, &TransactionsExportCommand::finished);
            command.start(arguments);
            if (finished.wait(60000))
                r.exitCode = finished.first().first().toInt();
        }
        *stdoutBytes = out.bytes();
        r.err = err.text();
        return r;
    }

    CommandRun run(const QStringList &arguments)
    {
        CommandRun r;
        Capture out(STDOUT_FILENO);
        Capture err(STDERR_FILENO);
        {
            cli::Console console;
            TransactionsExportCommand command(console, *m_store, m_secrets);
            command.setLocalSandboxDataDir(m_dir.filePath(u"local-sandbox"_s));
            command.setLocalSandboxSeedCount(150);
            QSignalSpy finished(&command, &TransactionsExportCommand::finished);
            command.start(arguments);
            if (finished.wait(60000))
                r.exitCode = finished.first().first().toInt();
        }
        r.out = out.text();
        r.err = err.text();
        return r;
    }

    void addProfile(const QString &name, const QUrl &baseUrl)
    {
        profiles::Profile p = profiles::sandboxTemplate(baseUrl);
        p.name = name;
        QVERIFY(m_store->add(p));
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, SandboxFixture::testKey(), this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
    }

    static QString today() { return QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate); }

    // The service's own rows for a query, as the CSV records they must become.
    QList<QStringList> expected(const QUrlQuery &query)
    {
        QList<QStringList> rows;
        const QJsonArray all = fetchAllJson(m_sandbox.client, u"/api/v1/transactions"_s, query);
        for (const QJsonValue &v : all)
            rows << expectedCsvRecord(v.toObject());
        return rows;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Qt Test prints log lines on stdout, where this command writes its CSV; as on the
        // command line, only warnings are logged.
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.debug=false"_s);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_sandbox.start());
        // Enough for three pages of 100, in currencies of 0, 2 and 3 decimals, some declined
        // (an amount ending in 02) and one refunded.
        for (int i = 0; i < 230; ++i) {
            const QString currency = i % 3 == 0 ? u"JPY"_s : i % 3 == 1 ? u"KWD"_s : u"USD"_s;
            const qint64 amount = i % 10 == 0 ? 1002 + i * 100 : 1234 + i;
            const auto r = m_sandbox.client.post(u"/api/v1/transactions"_s,
                                                 chargeBody(amount, currency, u"exp-%1"_s.arg(i)));
            QVERIFY(r.status == 201 || r.status == 402);
        }
        const auto list = m_sandbox.client.get(u"/api/v1/transactions?status=captured&limit=1"_s);
        const QString first = list.json.value(u"data"_s).toArray().at(0)[u"id"_s].toString();
        QCOMPARE(
            m_sandbox.client.post(u"/api/v1/transactions/%1/refunds"_s.arg(first), QJsonObject{})
                .status,
            201);

        m_store = std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"PayDesk.conf"_s));
        QVERIFY(m_store->ensureDefaults());
        profiles::Profile p = profiles::sandboxTemplate(m_sandbox.service->url());
        p.name = u"Shop sandbox"_s;
        QVERIFY(m_store->add(p));
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, SandboxFixture::testKey(), this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
    }

    void everyPageExact()
    {
        const QString path = m_dir.filePath(u"all.csv"_s);
        const CommandRun r = run({u"transactions"_s, u"--profile"_s, u"Shop sandbox"_s,
                                  u"--format"_s, u"csv"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"230 transaction"_s), qPrintable(r.out));
        const auto records = readCsvFile(path);
        QVERIFY(records);
        QCOMPARE(records->value(0).value(0), u"id"_s);
        const QList<QStringList> want = expected({});
        QCOMPARE(records->size() - 1, want.size());
        QCOMPARE(records->mid(1), want);
    }

    void filters_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("query");
        QTest::newRow("failed only")
            << QStringList{u"--status"_s, u"failed"_s} << u"status=failed"_s;
        QTest::newRow("two statuses, spaces")
            << QStringList{u"--status"_s, u" refunded , failed"_s} << u"status=refunded,failed"_s;
        QTest::newRow("currency, lower case")
            << QStringList{u"--currency"_s, u"kwd"_s} << u"currency=KWD"_s;
        QTest::newRow("today, both ends included")
            << QStringList{u"--from"_s, today(), u"--to"_s, today()}
            << u"created_from=%1&created_to=%2"_s.arg(
                   today(),
                   QDateTime::currentDateTimeUtc().date().addDays(1).toString(Qt::ISODate));
        QTest::newRow("reference prefix")
            << QStringList{u"--search"_s, u"exp-22"_s} << u"q=exp-22"_s;
    }

    void filters()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, query);
        const QString path = m_dir.filePath(u"filtered.csv"_s);
        const CommandRun r = run(QStringList{u"--profile"_s, u"Shop sandbox"_s, u"--format"_s,
                                             u"csv"_s, u"--output"_s, path} +
                                 options);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto records = readCsvFile(path);
        QVERIFY(records);
        const QList<QStringList> want = expected(QUrlQuery(query));
        QVERIFY(!want.isEmpty());
        QCOMPARE(records->mid(1), want);
    }

    void toStandardOutput()
    {
        const CommandRun r = run({u"--profile"_s, u"Shop sandbox"_s, u"--status"_s, u"refunded"_s,
                                  u"--format"_s, u"csv"_s, u"--output"_s, u"-"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto records = parseCsv(r.out);
        QVERIFY2(records, qPrintable(r.out));
        QVERIFY2(records->size() == 2, qPrintable(r.out));
        QCOMPARE(records->at(1).value(3), u"refunded"_s);
        QVERIFY(r.err.contains(u"1 transaction"_s));
    }

    // A service that writes escape sequences into a cell: on a terminal it is shown, never
    // obeyed; to a pipe the bytes are the CSV's, exact (a script gets what the service sent).
    void serverCellsOnTheTerminal_data()
    {
        QTest::addColumn<bool>("terminal");
        QTest::newRow("terminal") << true;
        QTest::newRow("pipe") << false;
    }

    void serverCellsOnTheTerminal()
    {
        QFETCH(bool, terminal);
        const QString evil = u"\x1b]0;owned\x07\x1b[2J\rfake\u202eelif"_s;
        QJsonObject row = cannedTransaction(u"txn_1"_s, 10);
        row[u"merchant_ref"_s] = evil;
        CannedServer server;
        server.script({CannedServer::answer(200, cannedPage({row}, false, {}))});
        const QString name = u"Hostile cells %1"_s.arg(terminal);
        addProfile(name, server.url());
        QByteArray out;
        const CommandRun r =
            run({u"--profile"_s, name, u"--format"_s, u"csv"_s, u"--output"_s, u"-"_s},
                terminal ? StreamCapture::Kind::Terminal : StreamCapture::Kind::Pipe, &out);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = QString::fromUtf8(out);
        if (terminal) {
            QVERIFY2(terminalControlIn(text).isEmpty(), qPrintable(terminalControlIn(text)));
            QVERIFY2(text.contains(u"\\u001b]0;owned\\u0007\\u001b[2J\\u000dfake\\u202eelif"_s),
                     qPrintable(text));
            QVERIFY2(text.endsWith(u"\n"_s) && !text.contains(u"\\u000d\n"_s), qPrintable(text));
        } else {
            QVERIFY2(text.contains(evil), qPrintable(text));
            const auto records = parseCsv(text);
            QVERIFY2(records && records->size() == 2, qPrintable(text));
            QVERIFY(records->at(1).contains(evil));
            QVERIFY(text.endsWith(u"\r\n"_s));
        }
    }

    void localSandbox()
    {
        const QString path = m_dir.filePath(u"local.csv"_s);
        const CommandRun r =
            run({u"--profile"_s, u"Local sandbox"_s, u"--format"_s, u"csv"_s, u"--output"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto records = readCsvFile(path);
        QVERIFY(records);
        QCOMPARE(records->size() - 1, 150); // the demo data made on its first start
    }

    // --view: a saved view of the window (the settings beside the profiles), its relative dates
    // as of today, the other filters given replacing its parts.
    void savedViews_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("query");
        const QString tomorrow =
            QDateTime::currentDateTimeUtc().date().addDays(1).toString(Qt::ISODate);
        QTest::newRow("a ready view, never saved")
            << QStringList{u"--view"_s, u"Failed today"_s}
            << u"status=failed&created_from=%1&created_to=%2"_s.arg(today(), tomorrow);
        QTest::newRow("a ready view by its id")
            << QStringList{u"--view"_s, u"failed-today"_s}
            << u"status=failed&created_from=%1&created_to=%2"_s.arg(today(), tomorrow);
        QTest::newRow("a saved view, any case")
            << QStringList{u"--view"_s, u"kwd CAPTURED"_s} << u"status=captured&currency=KWD"_s;
        QTest::newRow("a filter given replaces the view's")
            << QStringList{u"--view"_s, u"KWD captured"_s, u"--currency"_s, u"jpy"_s}
            << u"status=captured&currency=JPY"_s;
        QTest::newRow("days given replace the view's")
            << QStringList{u"--view"_s, u"Failed today"_s, u"--to"_s, today()}
            << u"status=failed&created_to=%1"_s.arg(tomorrow);
    }

    void savedViews()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, query);
        const auto profile = m_store->findByName(u"Shop sandbox"_s);
        QVERIFY(profile);
        const models::SavedViewStore views(m_store->fileName());
        models::SavedViewList list = views.load(profile->id);
        if (list.indexOf(u"KWD captured"_s) < 0) {
            models::TransactionFilter f;
            f.statuses = {u"captured"_s};
            f.currency = u"KWD"_s;
            list.save(
                {u"KWD captured"_s, QString(), models::ViewPane::Transactions, models::toJson(f)});
            QVERIFY(views.save(profile->id, list));
        }
        const QString path = m_dir.filePath(u"view.csv"_s);
        const CommandRun r = run(QStringList{u"--profile"_s, u"Shop sandbox"_s, u"--format"_s,
                                             u"csv"_s, u"--output"_s, path} +
                                 options);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto records = readCsvFile(path);
        QVERIFY(records);
        const QList<QStringList> want = expected(QUrlQuery(query));
        QVERIFY(!want.isEmpty());
        QCOMPARE(records->mid(1), want);
    }

    void savedViewMistakes_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("says");
        QTest::newRow("no such view")
            << u"Big spenders"_s
            << u"no saved view named \"Big spenders\"; its views of the Transactions pane are "
               "\"Failed today\""_s;
        QTest::newRow("another pane's view")
            << u"Refunds this month"_s << u"is a view of the Refunds pane"_s;
    }

    void savedViewMistakes()
    {
        QFETCH(QString, view);
        QFETCH(QString, says);
        const QString path = m_dir.filePath(u"x.csv"_s);
        const CommandRun r = run({u"--profile"_s, u"Local sandbox"_s, u"--view"_s, view,
                                  u"--format"_s, u"csv"_s, u"--output"_s, path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(path));
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QStringList base{u"--profile"_s, u"Shop sandbox"_s, u"--format"_s,
                               u"csv"_s,       u"--output"_s,     m_dir.filePath(u"x.csv"_s)};
        QTest::newRow("no output")
            << QStringList{u"--profile"_s, u"Shop sandbox"_s, u"--format"_s, u"csv"_s} << 2
            << u"--output"_s;
        QTest::newRow("xlsx") << QStringList{u"--profile"_s, u"Shop sandbox"_s, u"--format"_s,
                                             u"xlsx"_s,      u"--output"_s,     u"x.xlsx"_s}
                              << 2 << u"csv"_s;
        QTest::newRow("unknown status")
            << base + QStringList{u"--status"_s, u"pending"_s} << 2 << u"pending"_s;
        QTest::newRow("not a date")
            << base + QStringList{u"--from"_s, u"2026-13-01"_s} << 2 << u"YYYY-MM-DD"_s;
        QTest::newRow("from after to")
            << base + QStringList{u"--from"_s, u"2026-05-02"_s, u"--to"_s, u"2026-05-01"_s} << 2
            << u"after"_s;
        QTest::newRow("bad currency")
            << base + QStringList{u"--currency"_s, u"dollars"_s} << 2 << u"currency"_s;
        QTest::newRow("no such profile")
            << QStringList{u"--profile"_s, u"Nope"_s,     u"--format"_s,
                           u"csv"_s,       u"--output"_s, m_dir.filePath(u"x.csv"_s)}
            << 1 << u"no profile named"_s;
        QTest::newRow("no such folder")
            << QStringList{u"--profile"_s, u"Shop sandbox"_s, u"--format"_s,
                           u"csv"_s,       u"--output"_s,     m_dir.filePath(u"nowhere/x.csv"_s)}
            << 1 << u"does not exist"_s;
        QTest::newRow("output is a folder")
            << QStringList{u"--profile"_s, u"Shop sandbox"_s, u"--format"_s,
                           u"csv"_s,       u"--output"_s,     m_dir.path()}
            << 2 << u"is a folder; name a file"_s;
        QTest::newRow("unexpected argument")
            << base + QStringList{u"everything"_s} << 2 << u"Unexpected argument \"everything\""_s;
        QTest::newRow("unknown option")
            << base + QStringList{u"--colour"_s, u"red"_s} << 2 << u"Unknown option"_s;
    }

    void mistakes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const CommandRun r = run(arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says, Qt::CaseInsensitive), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_dir.filePath(u"x.csv"_s)));
    }

    void help()
    {
        const CommandRun r = run({u"transactions"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"Writes every transaction"_s), qPrintable(r.out));
        for (const QString &option : {u"--profile"_s, u"--view"_s, u"--status"_s, u"--search"_s,
                                      u"--format"_s, u"--output"_s})
            QVERIFY2(r.out.contains(option), qPrintable(option));
        QVERIFY(TransactionsExportCommand::usage().contains(u"export transactions"_s));
    }

    // A service whose pages name a cursor given before, go back in time or repeat a
    // transaction: said in words, exit 1, no file left (it once wrote the same rows again for
    // as long as the service went on).
    void misbehavingService_data()
    {
        QTest::addColumn<QList<QByteArray>>("pages");
        QTest::addColumn<QString>("says");
        const auto t = [](int n, int secondsAgo) {
            return cannedTransaction(u"txn_%1"_s.arg(n), secondsAgo);
        };
        const QByteArray first = cannedPage({t(1, 10), t(2, 20)}, true, u"c1"_s);
        const QByteArray again = cannedPage({t(3, 30), t(4, 40)}, true, u"c1"_s);
        QTest::newRow("repeated cursor")
            << QList<QByteArray>{first, again, again, again, cannedPage({t(5, 50)}, false, {})}
            << u"cursor came before"_s;
        QTest::newRow("page goes back")
            << QList<QByteArray>{first, cannedPage({t(3, 5), t(4, 6)}, false, {})}
            << u"goes back"_s;
        QTest::newRow("transaction again")
            << QList<QByteArray>{first, cannedPage({t(2, 20), t(3, 30)}, false, {})}
            << u"txn_2 comes twice"_s;
    }

    void misbehavingService()
    {
        QFETCH(QList<QByteArray>, pages);
        QFETCH(QString, says);
        CannedServer server;
        QList<CannedServer::Step> steps;
        for (const QByteArray &page : std::as_const(pages))
            steps << CannedServer::answer(200, page);
        server.script(steps);
        const QString name =
            u"Looping service %1"_s.arg(QString::fromLatin1(QTest::currentDataTag()));
        addProfile(name, server.url());
        const QString path = m_dir.filePath(u"looping.csv"_s);
        const CommandRun r =
            run({u"--profile"_s, name, u"--format"_s, u"csv"_s, u"--output"_s, path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(path));
    }

    // A service that writes escape sequences into its error: shown as text on stderr, never
    // acted on by the terminal.
    void serverTextIsShownNotObeyed()
    {
        const QString evil = u"\x1b]0;owned\x07\x1b[2J\r\u009b31m\u202eelif"_s;
        CannedServer server;
        server.script({CannedServer::answer(
            400, QJsonDocument(QJsonObject{{u"error"_s, u"invalid_request"_s},
                                           {u"details"_s, evil},
                                           {u"fields"_s, QJsonObject{{u"status"_s, evil}}}})
                     .toJson())});
        addProfile(u"Hostile"_s, server.url());
        const CommandRun r = run({u"--profile"_s, u"Hostile"_s, u"--format"_s, u"csv"_s,
                                  u"--output"_s, m_dir.filePath(u"hostile.csv"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(terminalControlIn(r.err).isEmpty(), qPrintable(terminalControlIn(r.err)));
        QVERIFY2(r.err.contains(u"\\u001b]0;owned\\u0007\\u001b[2J\\u000d\\u009b31m"
                                "\\u202eelif"_s),
                 qPrintable(r.err));
    }

    // A key the service does not know: the advice speaks of the command line, not of the
    // window's profile dialog.
    void unknownKeyGetsTheTerminalsAdvice()
    {
        CannedServer server;
        server.script(
            {CannedServer::answer(401, QJsonDocument(QJsonObject{{u"error"_s, u"invalid_api_key"_s},
                                                                 {u"details"_s, u"No such key."_s}})
                                           .toJson())});
        addProfile(u"Unknown key"_s, server.url());
        const CommandRun r = run({u"--profile"_s, u"Unknown key"_s, u"--format"_s, u"csv"_s,
                                  u"--output"_s, m_dir.filePath(u"unknown.csv"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"paydesk profiles add --key-stdin"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"Paste a valid API key"_s), qPrintable(r.err));
    }

    void deadServiceLeavesNoFile()
    {
        profiles::Profile p = profiles::sandboxTemplate(QUrl(u"http://127.0.0.1:1/"_s));
        p.name = u"Nobody home"_s;
        QVERIFY(m_store->add(p));
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, SandboxFixture::testKey(), this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
        const QString path = m_dir.filePath(u"dead.csv"_s);
        const CommandRun r =
            run({u"--profile"_s, u"Nobody home"_s, u"--format"_s, u"csv"_s, u"--output"_s, path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.err.isEmpty());
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestTransactionsExportCommand)
#include "tst_transactionsexportcommand.moc"
