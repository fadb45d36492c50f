// `paydesk listen`, the command class driven directly: the ready line, one line or JSON object
// per delivery, duplicates, --respond, --forward-to, --port on a real port (and one taken),
// --host with its warning, other methods, the secret from stdin or from a profile's secret
// store, and usage errors.

#include "cli/listencommand.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "signing.h"
#include "webhooks/webhookreceiver.h"

#include <QJsonArray>
#include <QLoggingCategory>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using cli::ListenCommand;

namespace {

// A command writing into strings, with stdin given up front.
struct Harness
{
    QString out;
    QString err;
    QTextStream outStream{&out};
    QTextStream errStream{&err};
    std::optional<QString> stdinLine;
    std::unique_ptr<ListenCommand> command;

    explicit Harness(std::optional<QString> stdinSecret = std::nullopt)
        : stdinLine(std::move(stdinSecret))
    {
        command = std::make_unique<ListenCommand>(ListenCommand::Io{
            &outStream, &errStream, [this](const QString &) { return stdinLine; }});
    }
    QStringList lines() const { return out.split(u'\n', Qt::SkipEmptyParts); }
    QJsonObject jsonLine(int i) const
    {
        return QJsonDocument::fromJson(lines().value(i).toUtf8()).object();
    }
};

// Runs the command until it listens; returns its URL (invalid when it did not).
QUrl listen(Harness &h, const QStringList &arguments)
{
    QSignalSpy listening(h.command.get(), &ListenCommand::listening);
    QSignalSpy finished(h.command.get(), &ListenCommand::finished);
    h.command->run(arguments);
    if (!QTest::qWaitFor([&] { return !listening.isEmpty() || !finished.isEmpty(); }, 10000) ||
        listening.isEmpty())
        return {};
    return listening.at(0).at(0).toUrl();
}

int exitCodeOf(Harness &h, const QStringList &arguments)
{
    QSignalSpy finished(h.command.get(), &ListenCommand::finished);
    h.command->run(arguments);
    if (finished.isEmpty() && !finished.wait(10000))
        return -1;
    return finished.at(0).at(0).toInt();
}

} // namespace

class TestListenCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_settings.path().toUtf8());
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false"_s);
    }

    void jsonLinesWithSecretFromStdin()
    {
        const QString secret = makeSecret();
        Harness h(secret + u"\n"_s);
        const QUrl url = listen(h, {u"--secret-stdin"_s, u"--json"_s, u"--port"_s, u"0"_s});
        QVERIFY2(url.isValid(), qPrintable(h.err));
        QCOMPARE(h.lines().value(0), u"listening url="_s + url.toString());
        QVERIFY(url.toString().startsWith(u"http://127.0.0.1:"_s));
        QVERIFY(!h.err.contains(secret));

        QUrl hook = url;
        hook.setPath(u"/hooks"_s);
        const QByteArray body = eventBody(u"evt_Listen000000000000001"_s);
        const RawHeaders headers =
            standardHeaders(secret, "evt_Listen000000000000001", nowSecs(), body);
        QCOMPARE(sendRequest(hook, headers, body).status, 200);
        QCOMPARE(sendRequest(hook, headers, body).status, 200);
        QCOMPARE(
            sendRequest(hook, standardHeaders(makeSecret(), "evt_x", nowSecs(), body), body).status,
            200);
        QTRY_COMPARE(h.lines().size(), 4);
        const QJsonObject first = h.jsonLine(1);
        QCOMPARE(first.value(u"id"_s).toString(), u"evt_Listen000000000000001"_s);
        QCOMPARE(first.value(u"type"_s).toString(), u"transaction.captured"_s);
        QCOMPARE(first.value(u"verdict"_s).toString(), u"valid"_s);
        QCOMPARE(first.value(u"reason"_s).toString(), u"valid"_s);
        QCOMPARE(first.value(u"duplicate"_s).toBool(), false);
        QCOMPARE(first.value(u"transaction_id"_s).toString(), u"txn_PKgp5uxq0kfzMROQZYFc9eDy"_s);
        QCOMPARE(h.jsonLine(2).value(u"duplicate"_s).toBool(), true);
        QCOMPARE(h.jsonLine(2).value(u"attempt"_s).toInt(), 2);
        const QJsonObject bad = h.jsonLine(3);
        QCOMPARE(bad.value(u"verdict"_s).toString(), u"invalid"_s);
        QCOMPARE(bad.value(u"reason"_s).toString(), u"no_matching_signature"_s);
        QVERIFY(!bad.value(u"message"_s).toString().isEmpty());
    }

    void textLinesRespondAndForward()
    {
        // Where deliveries are forwarded: a second inspector, answering 202.
        webhooks::WebhookReceiver target;
        webhooks::ReceiverOptions targetOptions;
        targetOptions.response = {202, 0};
        QSignalSpy targetReady(&target, &webhooks::WebhookReceiver::ready);
        target.start(targetOptions);
        QVERIFY(targetReady.wait(5000));
        QSignalSpy forwarded(&target, &webhooks::WebhookReceiver::deliveryReceived);
        QUrl forwardTo = target.url();
        forwardTo.setPath(u"/store/hooks"_s);

        const QString secret = makeSecret();
        Harness h(secret);
        const QUrl url = listen(h, {u"--secret-stdin"_s, u"--respond"_s, u"500"_s,
                                    u"--forward-to"_s, forwardTo.toString()});
        QVERIFY2(url.isValid(), qPrintable(h.err));
        const QByteArray body = eventBody(u"evt_Forward00000000000001"_s);
        const PostResult r = sendRequest(
            url, standardHeaders(secret, "evt_Forward00000000000001", nowSecs(), body), body);
        QCOMPARE(r.status, 500); // --respond
        QTRY_COMPARE(h.lines().size(), 3);
        const QString line = h.lines().at(1);
        QVERIFY2(line.contains(u"transaction.captured  evt_Forward00000000000001  valid"_s),
                 qPrintable(line));
        QVERIFY2(h.lines().at(2).startsWith(u"  -> 202 "_s + forwardTo.toString()),
                 qPrintable(h.lines().at(2)));
        QCOMPARE(forwarded.size(), 1);
        const webhooks::Delivery copy = forwarded.at(0).at(0).value<webhooks::Delivery>();
        QCOMPARE(copy.body, body);
        QCOMPARE(copy.path, u"/store/hooks"_s);
        QCOMPARE(copy.header("webhook-id"), QByteArray("evt_Forward00000000000001"));
        // Unsigned: said in words.
        sendRequest(url, {}, "{}");
        QTRY_COMPARE(h.lines().size(), 5);
        QVERIFY(h.lines().at(3).contains(u"invalid (no_signature_header"_s));
        h.command->stop();
    }

    void secretFromProfile()
    {
        profiles::ProfileStore store(m_settings.filePath(u"listen-profiles.conf"_s));
        profiles::Profile shop = profiles::sandboxTemplate();
        shop.name = u"Shop test"_s;
        QVERIFY(store.add(shop));
        profiles::MemorySecretStore secrets;
        const QString secret = makeSecret();
        bool written = false;
        secrets.writeSecret(shop.id, profiles::SecretKind::WebhookSecret, secret, this,
                            [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);

        Harness h;
        h.command->setProfileStore(&store);
        h.command->setSecretStore(&secrets);
        const QUrl url = listen(h, {u"--profile"_s, u"shop TEST"_s, u"--json"_s});
        QVERIFY2(url.isValid(), qPrintable(h.err));
        QVERIFY(h.err.contains(u"Shop test"_s));
        const QByteArray body = eventBody();
        sendRequest(url, standardHeaders(secret, "evt_Test0000000000000001", nowSecs(), body),
                    body);
        QTRY_COMPARE(h.lines().size(), 2);
        QCOMPARE(h.jsonLine(1).value(u"verdict"_s).toString(), u"valid"_s);

        // A profile without a secret: it listens, and says deliveries cannot be checked.
        profiles::Profile bare = profiles::sandboxTemplate();
        bare.name = u"No secret"_s;
        QVERIFY(store.add(bare));
        Harness h2;
        h2.command->setProfileStore(&store);
        h2.command->setSecretStore(&secrets);
        const QUrl url2 = listen(h2, {u"--profile"_s, u"No secret"_s, u"--json"_s});
        QVERIFY(url2.isValid());
        QVERIFY(h2.err.contains(u"no webhook signing secret"_s));
        sendRequest(url2, standardHeaders(secret, "evt_1", nowSecs(), body), body);
        QTRY_COMPARE(h2.lines().size(), 2);
        QCOMPARE(h2.jsonLine(1).value(u"reason"_s).toString(), u"no_secret"_s);
    }

    void listensOnTheGivenPort()
    {
        // A port free a moment ago, then asked for by number.
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        const QString secret = makeSecret();
        Harness h(secret);
        const QUrl url =
            listen(h, {u"--secret-stdin"_s, u"--port"_s, QString::number(port), u"--json"_s});
        QVERIFY2(url.isValid(), qPrintable(h.err));
        QCOMPARE(url, QUrl(u"http://127.0.0.1:%1"_s.arg(port)));
        QCOMPARE(h.lines().value(0), u"listening url=http://127.0.0.1:%1"_s.arg(port));
        QVERIFY(!h.err.contains(u"Warning"_s));
        const QByteArray body = eventBody();
        QUrl hook(u"http://127.0.0.1:%1/hooks"_s.arg(port));
        QCOMPARE(
            sendRequest(hook, standardHeaders(secret, "evt_Port", nowSecs(), body), body).status,
            200);
        // Every request is captured: a GET too, answered 405 and printed as not a webhook.
        QCOMPARE(sendRequest(hook, {}, {}, "GET").status, 405);
        QTRY_COMPARE(h.lines().size(), 3);
        QCOMPARE(h.jsonLine(1).value(u"verdict"_s).toString(), u"valid"_s);
        QCOMPARE(h.jsonLine(2).value(u"verdict"_s).toString(), u"invalid"_s);
        QCOMPARE(h.jsonLine(2).value(u"reason"_s).toString(), u"method_not_allowed"_s);
        QCOMPARE(h.jsonLine(2).value(u"method"_s).toString(), u"GET"_s);
        QCOMPARE(h.jsonLine(2).value(u"response_status"_s).toInt(), 405);
        // Whatever a request's path carries, a key is never printed whole.
        const QString keyPart = QUuid::createUuid().toString(QUuid::Id128);
        QUrl withKey = hook;
        withKey.setQuery(u"key=pts_live_"_s + keyPart);
        QCOMPARE(sendRequest(withKey, {}, {}, "GET").status, 405);
        QTRY_COMPARE(h.lines().size(), 4);
        QCOMPARE(h.jsonLine(3).value(u"path"_s).toString(), u"/hooks?key=pts_live_****"_s);
        QVERIFY(!h.out.contains(keyPart));
        h.command->stop();
    }

    void portTakenIsAnError()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        Harness h(makeSecret());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cannot listen on"_s));
        QCOMPARE(
            exitCodeOf(h, {u"--secret-stdin"_s, u"--port"_s, QString::number(taken.serverPort())}),
            1);
        QVERIFY2(h.err.contains(QString::number(taken.serverPort())), qPrintable(h.err));
        QVERIFY(!h.out.contains(u"listening"_s));
    }

    void hostOption_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("urlHost");
        QTest::addColumn<bool>("warned");
        QTest::newRow("loopback, explicit") << u"127.0.0.1"_s << u"127.0.0.1"_s << false;
        QTest::newRow("localhost") << u"localhost"_s << u"127.0.0.1"_s << false;
        QTest::newRow("every IPv4 address") << u"0.0.0.0"_s << u"0.0.0.0"_s << true;
    }

    void hostOption()
    {
        QFETCH(QString, host);
        QFETCH(QString, urlHost);
        QFETCH(bool, warned);
        const QString secret = makeSecret();
        Harness h(secret);
        if (warned)
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"anyone on the network"_s));
        const QUrl url = listen(h, {u"--secret-stdin"_s, u"--host"_s, host, u"--json"_s});
        QVERIFY2(url.isValid(), qPrintable(h.err));
        QCOMPARE(url.host(), urlHost);
        QCOMPARE(h.err.contains(u"Warning: listening on 0.0.0.0, so the inspector is reachable "
                                "from the network"_s),
                 warned);
        // Requests come from this computer only, whatever the address.
        const QByteArray body = eventBody();
        const QUrl hook(u"http://127.0.0.1:%1/hooks"_s.arg(url.port()));
        QCOMPARE(
            sendRequest(hook, standardHeaders(secret, "evt_Host", nowSecs(), body), body).status,
            200);
        QTRY_COMPARE(h.lines().size(), 2);
        QCOMPARE(h.jsonLine(1).value(u"verdict"_s).toString(), u"valid"_s);
        h.command->stop();
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad port") << QStringList{u"--port"_s, u"70000"_s} << 2 << u"--port"_s;
        QTest::newRow("bad host") << QStringList{u"--host"_s, u"shop.example"_s} << 2
                                  << u"--host"_s;
        QTest::newRow("bad status") << QStringList{u"--respond"_s, u"ok"_s} << 2 << u"--respond"_s;
        QTest::newRow("status out of range")
            << QStringList{u"--respond"_s, u"99"_s} << 2 << u"--respond"_s;
        QTest::newRow("bad forward URL")
            << QStringList{u"--forward-to"_s, u"ftp://x/y"_s} << 2 << u"--forward-to"_s;
        QTest::newRow("secret on the command line")
            << QStringList{u"whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2Vj"_s} << 2
            << u"never from the command line"_s;
        QTest::newRow("both profile and stdin")
            << QStringList{u"--profile"_s, u"x"_s, u"--secret-stdin"_s} << 2
            << u"exclude each other"_s;
        QTest::newRow("unknown option") << QStringList{u"--nope"_s} << 2 << u"nope"_s;
        QTest::newRow("stdin empty") << QStringList{u"--secret-stdin"_s} << 1 << u"stdin"_s;
        QTest::newRow("unknown profile")
            << QStringList{u"--profile"_s, u"Nobody"_s} << 1 << u"no profile named"_s;
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        profiles::ProfileStore store(m_settings.filePath(u"usage-profiles.conf"_s));
        Harness h;
        h.command->setProfileStore(&store);
        QCOMPARE(exitCodeOf(h, arguments), exitCode);
        QVERIFY2(h.err.contains(message), qPrintable(h.err));
        QVERIFY(!h.err.contains(u"c2VjcmV0c2VjcmV0"_s)); // a secret is never echoed
        QVERIFY(!h.out.contains(u"listening"_s));
    }

    void textLinesEscapeWhatTheSenderWrote()
    {
        // Unsigned and from anyone: an event type that clears the screen, moves to the line's
        // start and prints a fake "valid" line of its own.
        Harness h(makeSecret());
        const QUrl url = listen(h, {u"--secret-stdin"_s, u"--port"_s, u"0"_s});
        QVERIFY2(url.isValid(), qPrintable(h.err));
        const QString type = u"\x1b[2J\rtransaction.captured  evt_1  valid\n"
                             "fake\u202e\u2028"_s;
        const QByteArray body = eventBody(u"evt_Evil"_s, type);
        QCOMPARE(sendRequest(url, {{"webhook-id", "evt_Evil"}}, body).status, 200);
        QTRY_COMPARE(h.lines().size(), 2);
        const QString line = h.lines().at(1);
        for (const QChar c : line)
            QVERIFY2(c.isPrint(), qPrintable(u"U+%1 printed"_s.arg(c.unicode(), 4, 16)));
        QVERIFY2(line.contains(u"\\x1b[2J\\x0dtransaction.captured  evt_1  valid\\x0afake"
                               "\\u202e\\u2028"_s),
                 qPrintable(line));
        QVERIFY(line.contains(u"invalid (no_signature_header"_s));
        h.command->stop();
    }

    void help()
    {
        Harness h;
        QCOMPARE(exitCodeOf(h, {u"--help"_s}), 0);
        QVERIFY(h.out.contains(u"--forward-to"_s));
        QVERIFY(h.out.contains(u"--host"_s));
        QVERIFY(ListenCommand::usage().contains(u"listen [--profile NAME]"_s));
    }
};

QTEST_GUILESS_MAIN(TestListenCommand)
#include "tst_listencommand.moc"
