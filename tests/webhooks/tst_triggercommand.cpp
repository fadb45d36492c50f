// `paydesk trigger` as a store developer runs it: a sandbox profile over real HTTP on
// loopback, the state change really made (the transaction is there, the event id printed),
// --json for scripts, and the refusals (a production profile, an unknown kind) that send
// nothing.
#include "../api/cannedserver.h"
#include "cli/cli.h"
#include "cli/console.h"
#include "cli/triggercommand.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "sandboxclient.h"
#include "stdcapture.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using cli::TriggerCommand;

class TestTriggerCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    SandboxFixture m_sandbox;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;

    CommandRun run(const QStringList &arguments)
    {
        CommandRun r;
        Capture out(STDOUT_FILENO);
        Capture err(STDERR_FILENO);
        {
            cli::Console console;
            TriggerCommand command(console, *m_store, m_secrets);
            command.setLocalSandboxDataDir(m_dir.filePath(u"local"_s));
            command.setLocalSandboxSeedCount(0);
            QSignalSpy finished(&command, &TriggerCommand::finished);
            command.start(arguments);
            if (finished.wait(30000))
                r.exitCode = finished.first().first().toInt();
        }
        r.out = out.text();
        r.err = err.text();
        return r;
    }
    void addProfile(const QString &name, api::Environment environment, QUrl baseUrl = {})
    {
        profiles::Profile p =
            profiles::sandboxTemplate(baseUrl.isValid() ? baseUrl : m_sandbox.service->url());
        p.name = name;
        p.environment = environment;
        QString error;
        QVERIFY2(m_store->add(p, &error), qPrintable(error));
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, SandboxFixture::testKey(), this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
    }
    int transactionCount()
    {
        return int(m_sandbox.client.get(u"/api/v1/transactions?limit=100"_s)
                       .json[u"data"_s]
                       .toArray()
                       .size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_sandbox.start());
        m_store = std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"PayDesk.conf"_s));
        addProfile(u"Store dev"_s, api::Environment::Sandbox);
        addProfile(u"Live shop"_s, api::Environment::Production);
    }

    void captured()
    {
        const CommandRun r = run({u"transaction.captured"_s, u"--profile"_s, u"Store dev"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Triggered transaction.captured: event evt_"_s),
                 qPrintable(r.out));
        const qsizetype at = r.out.indexOf(u"txn_"_s);
        QVERIFY(at > 0);
        const QString id = r.out.mid(at, 28);
        const HttpResult t = m_sandbox.client.get(u"/api/v1/transactions/"_s + id);
        QCOMPARE(t.json[u"status"_s].toString(), u"captured"_s);
    }

    void refundedAsJson()
    {
        const CommandRun r =
            run({u"transaction.refunded"_s, u"--profile"_s, u"Store dev"_s, u"--amount"_s,
                 u"1234"_s, u"--currency"_s, u"eur"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o[u"type"_s].toString(), u"transaction.refunded"_s);
        QVERIFY(o[u"event_id"_s].toString().startsWith(u"evt_"_s));
        QVERIFY(o[u"refund_id"_s].toString().startsWith(u"ref_"_s));
        const HttpResult t =
            m_sandbox.client.get(u"/api/v1/transactions/"_s + o[u"transaction_id"_s].toString());
        QCOMPARE(t.json[u"status"_s].toString(), u"refunded"_s);
        QCOMPARE(t.json[u"amount"_s].toInteger(), 1234);
        QCOMPARE(t.json[u"currency"_s].toString(), u"EUR"_s);
    }

    // Without --profile, the Local sandbox: found by what it is, so a renamed one (or one
    // named in another language) still is the default.
    void localSandboxByDefault()
    {
        m_store->ensureDefaults();
        std::optional<profiles::Profile> local = m_store->localSandbox();
        QVERIFY(local);
        local->name = u"Mein Sandkasten"_s;
        QString error;
        QVERIFY2(m_store->update(*local, &error), qPrintable(error));
        const CommandRun r = run({u"transaction.captured"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Triggered transaction.captured: event evt_"_s),
                 qPrintable(r.out));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("production profile")
            << QStringList{u"transaction.captured"_s, u"--profile"_s, u"Live shop"_s} << 1
            << u"production profile"_s;
        QTest::newRow("unknown kind")
            << QStringList{u"charge.succeeded"_s, u"--profile"_s, u"Store dev"_s} << 2
            << u"transaction.captured, transaction.failed, transaction.refunded"_s;
        QTest::newRow("no kind") << QStringList{u"--profile"_s, u"Store dev"_s} << 2
                                 << u"which event kind"_s;
        QTest::newRow("bad amount") << QStringList{u"transaction.captured"_s, u"--amount"_s,
                                                   u"12.50"_s, u"--profile"_s, u"Store dev"_s}
                                    << 2 << u"--amount"_s;
        QTest::newRow("amount the sandbox refuses")
            << QStringList{u"transaction.captured"_s, u"--amount"_s, u"1202"_s, u"--profile"_s,
                           u"Store dev"_s}
            << 1 << u"--amount: must not end in 02"_s;
        QTest::newRow("failed amount the sandbox refuses")
            << QStringList{u"transaction.failed"_s, u"--amount"_s, u"1200"_s, u"--profile"_s,
                           u"Store dev"_s}
            << 1 << u"run the command again"_s;
        QTest::newRow("no such profile")
            << QStringList{u"transaction.captured"_s, u"--profile"_s, u"Nope"_s} << 1
            << u"no profile named"_s;
    }
    // A service that writes escape sequences into what the command prints (an error's details
    // and fields, the ids of a success): shown as text, never acted on by the terminal.
    void serverTextIsShownNotObeyed()
    {
        CannedServer server;
        addProfile(u"Hostile"_s, api::Environment::Sandbox, server.url());
        const QString evil = u"\x1b]0;owned\x07\x1b[2J\r\u009b31m\u202eelif"_s;
        const auto json = [](const QJsonObject &o) { return QJsonDocument(o).toJson(); };
        server.script(
            {CannedServer::answer(400, json({{u"error"_s, u"invalid_request"_s},
                                             {u"details"_s, evil},
                                             {u"fields"_s, QJsonObject{{u"amount"_s, evil}}}})),
             CannedServer::answer(201, json({{u"type"_s, u"transaction.refunded"_s},
                                             {u"event_id"_s, QString(u"evt_"_s + evil)},
                                             {u"transaction_id"_s, QString(u"txn_"_s + evil)},
                                             {u"refund_id"_s, QString(u"ref_"_s + evil)}}))});
        const CommandRun failed = run({u"transaction.captured"_s, u"--profile"_s, u"Hostile"_s});
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(terminalControlIn(failed.err).isEmpty(),
                 qPrintable(terminalControlIn(failed.err)));
        QVERIFY2(failed.err.contains(u"--amount: \\u001b]0;owned\\u0007"_s),
                 qPrintable(failed.err));

        const CommandRun done = run({u"transaction.refunded"_s, u"--profile"_s, u"Hostile"_s});
        QVERIFY2(done.exitCode == 0, qPrintable(done.err));
        QVERIFY2(terminalControlIn(done.out).isEmpty(), qPrintable(terminalControlIn(done.out)));
        QVERIFY2(done.out.contains(u"event evt_\\u001b]0;owned\\u0007\\u001b[2J\\u000d"
                                   "\\u009b31m\\u202eelif"_s),
                 qPrintable(done.out));
    }

    // A refusal without per-field detail: the terminal's advice, never the window's
    // "Correct the highlighted fields".
    void refusalWithoutFields()
    {
        CannedServer server;
        addProfile(u"Terse"_s, api::Environment::Sandbox, server.url());
        server.script({CannedServer::answer(
            400, QJsonDocument(QJsonObject{{u"error"_s, u"invalid_request"_s},
                                           {u"details"_s, u"kind not allowed now"_s}})
                     .toJson())});
        const CommandRun r = run({u"transaction.captured"_s, u"--profile"_s, u"Terse"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"kind not allowed now"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"highlighted"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"run the command again"_s), qPrintable(r.err));
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const int before = transactionCount();
        const CommandRun r = run(arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        // A terminal has options, not the window's fields to highlight.
        QVERIFY2(!r.err.contains(u"highlighted"_s), qPrintable(r.err));
        QCOMPARE(transactionCount(), before);
    }
};

QTEST_GUILESS_MAIN(TestTriggerCommand)
#include "tst_triggercommand.moc"
