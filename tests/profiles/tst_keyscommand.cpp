// `paydesk keys list|create|revoke|roll`, and the exit code 4 with a sentence when a profile's
// key may not do what a command asks, run as processes against a paydesk-sandbox of the test's
// own and the test keyring; afterwards, no key made here is in the settings or data folders.
#include "keychainprobe.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"
#include "secretcalls.h"
#include "secretscan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
    QString all() const { return out + err; }
};

const QRegularExpression KeyValueRe(u"^pts_test_[A-Za-z0-9]{32}$"_s);
const QRegularExpression KeyIdRe(u"key_[A-Za-z0-9]{24}"_s);

} // namespace

class TestKeysCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void usageErrors_data();
    void usageErrors();
    void createListRevoke();
    void readOnlyKeyExitsWithFour();
    void refusalWithoutMeExitsWithFour();
    void saveAsProfile();
    void roll();
    void productionAndLocalRefused();

private:
    Run paydesk(const QStringList &args, const QByteArray &input = {});
    // Adds a sandbox profile for `key` on the test's sandbox.
    bool addProfile(const QString &name, const QString &key);
    // Makes a key with the full key's profile: its id and value.
    std::pair<QString, QString> createKey(const QString &name, const QStringList &permissions);

    QTemporaryDir m_root;
    QProcessEnvironment m_env;
    QStringList m_dirs;
    QProcess m_sandbox;
    QUrl m_sandboxUrl;
    QString m_sandboxKey;
    QStringList m_secretsUsed;
    bool m_ready = false;
};

Run TestKeysCommand::paydesk(const QStringList &args, const QByteArray &input)
{
    QProcess p;
    p.setProcessEnvironment(m_env);
    p.start(QStringLiteral(PAYDESK_BIN), args);
    Run run;
    if (!p.waitForStarted(30000)) {
        run.err = u"did not start: "_s + p.errorString();
        return run;
    }
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        run.err = u"did not finish"_s;
        return run;
    }
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    run.out = QString::fromUtf8(p.readAllStandardOutput());
    run.err = QString::fromUtf8(p.readAllStandardError());
    return run;
}

bool TestKeysCommand::addProfile(const QString &name, const QString &key)
{
    const Run run =
        paydesk({u"profiles"_s, u"add"_s, u"--name"_s, name, u"--environment"_s, u"sandbox"_s,
                 u"--base-url"_s, m_sandboxUrl.toString(), u"--key-stdin"_s},
                key.toUtf8() + '\n');
    if (run.exitCode != 0)
        qWarning() << run.all();
    return run.exitCode == 0;
}

std::pair<QString, QString> TestKeysCommand::createKey(const QString &name,
                                                       const QStringList &permissions)
{
    QStringList args{u"keys"_s, u"create"_s, name, u"--profile"_s, u"Full"_s};
    for (const QString &p : permissions)
        args << u"--permission"_s << p;
    const Run run = paydesk(args);
    const QString value = run.out.trimmed();
    if (run.exitCode != 0 || !KeyValueRe.match(value).hasMatch()) {
        qWarning() << "keys create" << run.exitCode << run.err;
        return {};
    }
    m_secretsUsed << value;
    return {KeyIdRe.match(run.err).captured(), value};
}

void TestKeysCommand::initTestCase()
{
    QVERIFY(m_root.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(u"PAYDESK_SETTINGS_DIR"_s, m_root.filePath(u"settings"_s));
    m_env.insert(u"XDG_DATA_HOME"_s, m_root.filePath(u"data"_s));
    m_env.insert(u"XDG_CONFIG_HOME"_s, m_root.filePath(u"config"_s));
    m_env.insert(u"XDG_CACHE_HOME"_s, m_root.filePath(u"cache"_s));
    m_env.remove(u"QT_LOGGING_RULES"_s);
    for (const auto *dir : {"settings", "data", "config", "cache"})
        m_dirs << m_root.filePath(QString::fromLatin1(dir));

    const QString problem = keychainProblem(this);
    if (!problem.isEmpty() && !keychainAbsentOnPurpose())
        QFAIL(qPrintable(problem));
    if (!problem.isEmpty())
        QSKIP("No keychain (PAYDESK_NO_KEYCHAIN=1).");

    m_sandbox.start(QStringLiteral(PAYDESK_SANDBOX_BIN), {u"--port"_s, u"0"_s, u"--in-memory"_s});
    QVERIFY2(m_sandbox.waitForStarted(30000), qPrintable(m_sandbox.errorString()));
    QByteArray line;
    while (!line.endsWith('\n') && m_sandbox.waitForReadyRead(60000))
        line += m_sandbox.readLine();
    static const QRegularExpression readyRe(u"^ready url=(\\S+) api_key=(\\S+)"_s);
    const auto m = readyRe.match(QString::fromUtf8(line));
    QVERIFY2(m.hasMatch(), line.constData());
    m_sandboxUrl = QUrl(m.captured(1));
    m_sandboxKey = m.captured(2);
    m_secretsUsed << m_sandboxKey;
    QVERIFY(addProfile(u"Full"_s, m_sandboxKey));
    m_ready = true;
}

void TestKeysCommand::cleanupTestCase()
{
    if (QFile::exists(m_root.filePath(u"settings/PayDesk.ini"_s))) {
        profiles::ProfileStore store(m_root.filePath(u"settings/PayDesk.ini"_s));
        const auto all = store.list();
        for (const auto &p : all)
            paydesk({u"profiles"_s, u"remove"_s, p.name});
    }
    if (m_sandbox.state() != QProcess::NotRunning) {
        m_sandbox.terminate();
        if (!m_sandbox.waitForFinished(30000))
            m_sandbox.kill();
    }
    if (!m_ready)
        return;
    const QStringList hits = testing::findSecrets(m_dirs, m_secretsUsed);
    QVERIFY2(hits.isEmpty(), qPrintable(hits.join(u'\n')));
}

void TestKeysCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    const QString k = u"keys"_s;
    QTest::newRow("no action") << QStringList{k} << u"list, create, revoke or roll"_s;
    QTest::newRow("unknown action") << QStringList{k, u"rename"_s} << u"unknown action"_s;
    QTest::newRow("create without a name") << QStringList{k, u"create"_s} << u"name"_s;
    QTest::newRow("create without permissions")
        << QStringList{k, u"create"_s, u"CI"_s} << u"--permission"_s;
    QTest::newRow("an unknown permission")
        << QStringList{k, u"create"_s, u"CI"_s, u"--permission"_s, u"refunds:read"_s}
        << u"not a permission"_s;
    QTest::newRow("revoke without an id") << QStringList{k, u"revoke"_s} << u"key_"_s;
    QTest::newRow("hours out of range")
        << QStringList{k, u"roll"_s, u"key_x"_s, u"--expires-in-hours"_s, u"721"_s}
        << u"0 to 720"_s;
    QTest::newRow("hours for create") << QStringList{k,       u"create"_s,
                                                     u"CI"_s, u"--permission"_s,
                                                     u"*"_s,  u"--expires-in-hours"_s,
                                                     u"2"_s}
                                      << u"with roll only"_s;
    QTest::newRow("--help") << QStringList{k, u"--help"_s} << QString();
}

void TestKeysCommand::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    const Run run = paydesk(args);
    if (says.isEmpty()) {
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"keys list|create|revoke|roll"_s), qPrintable(run.all()));
        return;
    }
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(says), qPrintable(run.all()));
}

void TestKeysCommand::createListRevoke()
{
    const auto [id, value] = createKey(u"Read only"_s, {u"transactions:read"_s});
    QVERIFY(!id.isEmpty());
    // Listed with its permissions, never with a value.
    Run run = paydesk({u"keys"_s, u"list"_s, u"--profile"_s, u"Full"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.all().contains(u"pts_test_"_s), qPrintable(run.all()));
    QVERIFY2(
        run.out.contains(QRegularExpression(id + u"\\s+Read only\\s+transactions:read\\s+works"_s)),
        qPrintable(run.out));
    QVERIFY2(run.out.contains(QRegularExpression(u"Default\\s+full access\\s+works"_s)),
             qPrintable(run.out));
    run = paydesk({u"keys"_s, u"list"_s, u"--profile"_s, u"Full"_s, u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray keys = QJsonDocument::fromJson(run.out.toUtf8())[u"data"_s].toArray();
    QCOMPARE(keys.size(), 2);
    QCOMPARE(keys.at(1)[u"id"_s].toString(), id);
    QCOMPARE(keys.at(1)[u"permissions"_s].toArray(), QJsonArray{u"transactions:read"_s});

    // Revoked: the key's next request is refused, and the command line says so.
    QVERIFY(addProfile(u"Revoked"_s, value));
    QCOMPARE(paydesk({u"export"_s, u"transactions"_s, u"--profile"_s, u"Revoked"_s, u"--format"_s,
                      u"csv"_s, u"--output"_s, m_root.filePath(u"before.csv"_s)})
                 .exitCode,
             0);
    run = paydesk({u"keys"_s, u"revoke"_s, id, u"--profile"_s, u"Full"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    QVERIFY2(run.out.contains(u"Revoked "_s + id), qPrintable(run.out));
    run = paydesk({u"export"_s, u"transactions"_s, u"--profile"_s, u"Revoked"_s, u"--format"_s,
                   u"csv"_s, u"--output"_s, m_root.filePath(u"after.csv"_s)});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"revoked"_s), qPrintable(run.all()));
    QVERIFY(!QFile::exists(m_root.filePath(u"after.csv"_s)));
    // An unknown key is named.
    run = paydesk(
        {u"keys"_s, u"revoke"_s, u"key_000000000000000000000000"_s, u"--profile"_s, u"Full"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"knows no key key_000000000000000000000000"_s),
             qPrintable(run.all()));
}

void TestKeysCommand::readOnlyKeyExitsWithFour()
{
    const auto [id, value] = createKey(u"Reader"_s, {u"transactions:read"_s});
    QVERIFY(!value.isEmpty());
    QVERIFY(addProfile(u"Reader"_s, value));
    // Reading transactions is allowed...
    const QString csv = m_root.filePath(u"reader.csv"_s);
    Run run = paydesk({u"export"_s, u"transactions"_s, u"--profile"_s, u"Reader"_s, u"--format"_s,
                       u"csv"_s, u"--output"_s, csv});
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    // ... the ledger, charges and key management are not: 4, the sentence, nothing written.
    const QString tb = m_root.filePath(u"tb.csv"_s);
    run = paydesk({u"export"_s, u"trial-balance"_s, u"--date"_s, u"2026-01-01"_s, u"--profile"_s,
                   u"Reader"_s, u"--format"_s, u"csv"_s, u"--output"_s, tb});
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains(u"This key cannot read the ledger: it lacks ledger:read."_s),
             qPrintable(run.all()));
    QVERIFY(!QFile::exists(tb));
    run = paydesk({u"trigger"_s, u"transaction.captured"_s, u"--profile"_s, u"Reader"_s});
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains(u"it lacks transactions:write"_s), qPrintable(run.all()));
    run = paydesk({u"keys"_s, u"list"_s, u"--profile"_s, u"Reader"_s});
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains(u"This key cannot manage keys"_s), qPrintable(run.all()));
}

void TestKeysCommand::refusalWithoutMeExitsWithFour()
{
    // The /me check passes (it may refund), the service refuses the charge behind a refunded
    // trigger: the 403 itself ends the command with 4 and its sentence.
    const auto [id, value] = createKey(u"Refunds only"_s, {u"refunds:write"_s});
    QVERIFY(addProfile(u"Refunds only"_s, value));
    const Run run =
        paydesk({u"trigger"_s, u"transaction.refunded"_s, u"--profile"_s, u"Refunds only"_s});
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains(u"it lacks transactions:write"_s), qPrintable(run.all()));
}

void TestKeysCommand::saveAsProfile()
{
    Run run = paydesk({u"keys"_s, u"create"_s, u"Books"_s, u"--permission"_s,
                       u"ledger:read,transactions:read"_s, u"--save-as"_s, u"Books"_s,
                       u"--profile"_s, u"Full"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    QVERIFY2(!run.all().contains(u"pts_test_"_s), qPrintable(run.all()));
    QVERIFY2(run.out.contains(u"Kept as the profile \"Books\""_s), qPrintable(run.out));
    const auto books =
        profiles::ProfileStore(m_root.filePath(u"settings/PayDesk.ini"_s)).findByName(u"Books"_s);
    QVERIFY(books);
    QCOMPARE(books->baseUrl, m_sandboxUrl);
    QCOMPARE(books->environment, api::Environment::Sandbox);
    profiles::KeychainSecretStore keychain;
    auto stored = testing::readSecret(keychain, this, books->id, profiles::SecretKind::ApiKey);
    QTRY_VERIFY_WITH_TIMEOUT(stored->done, 15000);
    QVERIFY(stored->value && KeyValueRe.match(*stored->value).hasMatch());
    m_secretsUsed << *stored->value;
    // The profile works, with that key's permissions.
    const QString tb = m_root.filePath(u"books.csv"_s);
    run = paydesk({u"export"_s, u"trial-balance"_s, u"--date"_s, u"2026-01-01"_s, u"--profile"_s,
                   u"Books"_s, u"--format"_s, u"csv"_s, u"--output"_s, tb});
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    // A name already taken: the key is made, not kept, and the message says how to revoke it.
    run = paydesk({u"keys"_s, u"create"_s, u"Again"_s, u"--permission"_s, u"*"_s, u"--save-as"_s,
                   u"Books"_s, u"--profile"_s, u"Full"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"paydesk keys revoke key_"_s), qPrintable(run.all()));
    QVERIFY2(!run.all().contains(u"pts_test_"_s), qPrintable(run.all()));
}

void TestKeysCommand::roll()
{
    const auto [id, value] = createKey(u"Shop"_s, {u"transactions:read"_s});
    Run run = paydesk(
        {u"keys"_s, u"roll"_s, id, u"--expires-in-hours"_s, u"2"_s, u"--profile"_s, u"Full"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.all()));
    const QString rolled = run.out.trimmed();
    QVERIFY2(KeyValueRe.match(rolled).hasMatch(), "the new key is printed alone");
    m_secretsUsed << rolled;
    QVERIFY2(run.err.contains(u"Rolled "_s + id), qPrintable(run.err));
    QVERIFY2(run.err.contains(u"works until"_s), qPrintable(run.err));
    // Both work now: the old until its end.
    QVERIFY(addProfile(u"Shop old"_s, value));
    QVERIFY(addProfile(u"Shop new"_s, rolled));
    for (const QString &profile : {u"Shop old"_s, u"Shop new"_s}) {
        run = paydesk({u"export"_s, u"transactions"_s, u"--profile"_s, profile, u"--format"_s,
                       u"csv"_s, u"--output"_s, m_root.filePath(profile + u".csv"_s)});
        QVERIFY2(run.exitCode == 0, qPrintable(profile + run.all()));
    }
    run = paydesk({u"keys"_s, u"list"_s, u"--profile"_s, u"Full"_s});
    QVERIFY2(run.out.contains(QRegularExpression(id + u".*works until"_s)), qPrintable(run.out));
}

void TestKeysCommand::productionAndLocalRefused()
{
    const Run local = paydesk(
        {u"keys"_s, u"create"_s, u"X"_s, u"--permission"_s, u"*"_s, u"--save-as"_s, u"X"_s});
    QCOMPARE(local.exitCode, 1);
    QVERIFY2(local.err.contains(u"new port"_s), qPrintable(local.all()));
    const Run add = paydesk(
        {u"profiles"_s, u"add"_s, u"--name"_s, u"Live"_s, u"--environment"_s, u"production"_s});
    QVERIFY2(add.exitCode == 0, qPrintable(add.all()));
    const Run live = paydesk({u"keys"_s, u"list"_s, u"--profile"_s, u"Live"_s});
    QCOMPARE(live.exitCode, 1);
    QVERIFY2(live.err.contains(u"production profile"_s), qPrintable(live.all()));
}

QTEST_GUILESS_MAIN(TestKeysCommand)
#include "tst_keyscommand.moc"
