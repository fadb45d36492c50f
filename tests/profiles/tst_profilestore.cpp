// ProfileStore: profiles round-trip through a settings file, holding no secret.
#include "profiles/appsettings.h"
#include "profiles/memorysecretstore.h"
#include "profiles/preferences.h"
#include "profiles/profilestore.h"
#include "secretscan.h"

#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk::profiles;
using paydesk::api::Environment;

namespace {

const QString TestKey = u"pts_test_Zx81QmV0cGhpbGxpcHNTZWNyZXQ4"_s;
const QString LiveKey = u"pts_live_Qm9iYnlUYWJsZXNBcmVGdW40ZXZlcg"_s;
const QString WebhookSecret = u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4hM0pQ7ZiKk="_s;

Profile make(const QString &name, Environment environment, const QString &url)
{
    Profile p = templateFor(environment);
    p.name = name;
    p.baseUrl = QUrl(url);
    return p;
}

} // namespace

class TestProfileStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void roundTrip_data();
    void roundTrip();
    void findByName_data();
    void findByName();
    void update();
    void remove();
    void currentProfile();
    void ensureDefaultsOnlyOnFirstRun();
    void templates_data();
    void templates();
    void refused_data();
    void refused();
    void settingsHoldNoSecret();
    void theScanFindsSecrets_data();
    void settingsLocation();
    void preferencesRoundTripAndTheInspectorAnswerAlone();
    void theScanFindsSecrets();

private:
    QString settingsFile() const { return m_dir->filePath(u"PayDesk.ini"_s); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestProfileStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestProfileStore::cleanup()
{
    m_dir.reset();
}

void TestProfileStore::roundTrip_data()
{
    QTest::addColumn<Profile>("profile");

    QTest::newRow("local sandbox") << localSandboxTemplate();
    QTest::newRow("hosted sandbox") << sandboxTemplate();
    QTest::newRow("production") << productionTemplate();
    Profile withDashboard = make(u"Shop EU"_s, Environment::Production,
                                 u"https://eu.api.example-payments.invalid/v2/"_s);
    withDashboard.dashboardUrl = QUrl(u"https://dashboard.example-payments.invalid/acct_1"_s);
    withDashboard.colour = u"#123abc"_s;
    QTest::newRow("production with dashboard") << withDashboard;
    QTest::newRow("loopback production over http")
        << make(u"Staging"_s, Environment::Production, u"http://127.0.0.1:8443/"_s);
    QTest::newRow("non-ASCII name") << make(u"Bäckerei Müller – Test"_s, Environment::Sandbox,
                                            u"https://sandbox.example-payments.invalid/"_s);
    QTest::newRow("name with = ; and slashes")
        << make(u"a=b; c/d\\e"_s, Environment::Sandbox, u"http://localhost:8080"_s);
}

void TestProfileStore::roundTrip()
{
    QFETCH(Profile, profile);
    QString error;
    {
        ProfileStore store(settingsFile());
        QSignalSpy changed(&store, &ProfileStore::profilesChanged);
        QVERIFY2(store.add(profile, &error), qPrintable(error));
        QCOMPARE(changed.size(), 1);
        QVERIFY(!profile.id.isEmpty());
        QVERIFY(!QUuid::fromString(profile.id).isNull());
    }
    ProfileStore reopened(settingsFile());
    const auto all = reopened.list();
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first(), profile);
    QCOMPARE(reopened.find(profile.id).value_or(Profile()), profile);
}

void TestProfileStore::findByName_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("found"); // empty: none

    QTest::newRow("exact") << u"Local sandbox"_s << u"Local sandbox"_s;
    QTest::newRow("lower case") << u"local sandbox"_s << u"Local sandbox"_s;
    QTest::newRow("upper case") << u"PRODUCTION EU"_s << u"Production EU"_s;
    QTest::newRow("surrounding spaces") << u"  production eu "_s << u"Production EU"_s;
    QTest::newRow("non-ASCII case") << u"ÄRGER"_s << u"Ärger"_s;
    QTest::newRow("prefix is not a match") << u"Production"_s << QString();
    QTest::newRow("unknown") << u"Nope"_s << QString();
}

void TestProfileStore::findByName()
{
    QFETCH(QString, query);
    QFETCH(QString, found);
    ProfileStore store(settingsFile());
    QVERIFY(store.ensureDefaults());
    Profile eu = make(u"Production EU"_s, Environment::Production,
                      u"https://eu.api.example-payments.invalid/"_s);
    Profile other = make(u"Ärger"_s, Environment::Sandbox, u"http://localhost:1/"_s);
    QVERIFY(store.add(eu));
    QVERIFY(store.add(other));
    const auto p = store.findByName(query);
    QCOMPARE(p.has_value(), !found.isEmpty());
    if (p)
        QCOMPARE(p->name, found);
}

void TestProfileStore::update()
{
    ProfileStore store(settingsFile());
    Profile p = make(u"Dev"_s, Environment::Sandbox, u"http://localhost:8080/"_s);
    QVERIFY(store.add(p));
    p.name = u"Development"_s;
    p.baseUrl = QUrl(u"http://localhost:9090/"_s);
    p.colour = u"#00ff00"_s;
    QSignalSpy changed(&store, &ProfileStore::profilesChanged);
    QString error;
    QVERIFY2(store.update(p, &error), qPrintable(error));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(ProfileStore(settingsFile()).find(p.id).value_or(Profile()), p);
    // Renaming to its own name in another case is no clash with itself.
    p.name = u"DEVELOPMENT"_s;
    QVERIFY2(store.update(p, &error), qPrintable(error));

    Profile unknown = p;
    unknown.id = newProfileId();
    QVERIFY(!store.update(unknown, &error));
    QVERIFY(!error.isEmpty());
}

void TestProfileStore::remove()
{
    ProfileStore store(settingsFile());
    Profile a = make(u"A"_s, Environment::Sandbox, u"http://localhost:1/"_s);
    Profile b = make(u"B"_s, Environment::Sandbox, u"http://localhost:2/"_s);
    Profile c = make(u"C"_s, Environment::Sandbox, u"http://localhost:3/"_s);
    QVERIFY(store.add(a));
    QVERIFY(store.add(b));
    QVERIFY(store.add(c));
    QVERIFY(store.setCurrentProfileId(b.id));
    {
        // Saved views of two profiles (models::SavedViewStore's group): B's go with B.
        QSettings views(settingsFile(), QSettings::IniFormat);
        views.setValue(u"savedViews/%1/views"_s.arg(a.id), u"{}"_s);
        views.setValue(u"savedViews/%1/views"_s.arg(b.id), u"{}"_s);
    }
    QSignalSpy current(&store, &ProfileStore::currentProfileChanged);
    QVERIFY(store.remove(b.id));
    {
        QSettings views(settingsFile(), QSettings::IniFormat);
        QVERIFY(!views.contains(u"savedViews/%1/views"_s.arg(b.id)));
        QVERIFY(views.contains(u"savedViews/%1/views"_s.arg(a.id)));
    }
    QCOMPARE(current.size(), 1);
    QCOMPARE(current.first().first().toString(), QString());
    QVERIFY(!store.remove(b.id));

    ProfileStore reopened(settingsFile());
    const auto all = reopened.list();
    QCOMPARE(all.size(), 2);
    QCOMPARE(all[0], a); // the order they were added in
    QCOMPARE(all[1], c);
    QCOMPARE(reopened.currentProfileId(), QString());
}

void TestProfileStore::currentProfile()
{
    ProfileStore store(settingsFile());
    QCOMPARE(store.currentProfileId(), QString());
    Profile p = make(u"Dev"_s, Environment::Sandbox, u"http://localhost:8080/"_s);
    QVERIFY(store.add(p));
    QSignalSpy current(&store, &ProfileStore::currentProfileChanged);
    QVERIFY(store.setCurrentProfileId(p.id));
    QCOMPARE(current.size(), 1);
    QVERIFY(store.setCurrentProfileId(p.id)); // unchanged: no signal
    QCOMPARE(current.size(), 1);
    QVERIFY(!store.setCurrentProfileId(newProfileId()));
    QCOMPARE(ProfileStore(settingsFile()).currentProfileId(), p.id);
}

void TestProfileStore::ensureDefaultsOnlyOnFirstRun()
{
    {
        ProfileStore store(settingsFile());
        QVERIFY(store.ensureDefaults());
        const auto local = store.localSandbox();
        QVERIFY(local);
        QCOMPARE(local->name, u"Local sandbox"_s);
        QCOMPARE(local->environment, Environment::Sandbox);
        QVERIFY(local->localSandbox);
        QCOMPARE(store.currentProfileId(), local->id);
        QVERIFY(!store.ensureDefaults());
        QCOMPARE(store.list().size(), 1);
        QVERIFY(store.remove(local->id));
    }
    // The user removed it: a later start does not bring it back.
    ProfileStore store(settingsFile());
    QVERIFY(!store.ensureDefaults());
    QVERIFY(store.list().isEmpty());
}

void TestProfileStore::templates_data()
{
    QTest::addColumn<Profile>("profile");
    QTest::addColumn<QString>("name");
    QTest::addColumn<Environment>("environment");
    QTest::addColumn<QUrl>("baseUrl");
    QTest::addColumn<bool>("local");

    QTest::newRow("local sandbox")
        << localSandboxTemplate() << u"Local sandbox"_s << Environment::Sandbox << QUrl() << true;
    QTest::newRow("sandbox") << sandboxTemplate() << u"Sandbox"_s << Environment::Sandbox
                             << QUrl(u"https://sandbox.example-payments.invalid/"_s) << false;
    QTest::newRow("sandbox elsewhere")
        << sandboxTemplate(QUrl(u"https://sandbox.other.invalid/"_s)) << u"Sandbox"_s
        << Environment::Sandbox << QUrl(u"https://sandbox.other.invalid/"_s) << false;
    QTest::newRow("production") << productionTemplate() << u"Production"_s
                                << Environment::Production
                                << QUrl(u"https://api.example-payments.invalid/"_s) << false;
}

void TestProfileStore::templates()
{
    QFETCH(Profile, profile);
    QFETCH(QString, name);
    QFETCH(Environment, environment);
    QFETCH(QUrl, baseUrl);
    QFETCH(bool, local);
    QCOMPARE(profile.name, name);
    QCOMPARE(profile.environment, environment);
    QCOMPARE(profile.baseUrl, baseUrl);
    QCOMPARE(profile.localSandbox, local);
    QVERIFY(profile.id.isEmpty());
    QVERIFY(QRegularExpression(u"^#[0-9a-f]{6}$"_s).match(profile.colour).hasMatch());
    ProfileStore store(settingsFile());
    const auto problem = store.validate(profile);
    QVERIFY2(!problem, qPrintable(problem.value_or(QString())));
}

void TestProfileStore::refused_data()
{
    QTest::addColumn<Profile>("profile");
    QTest::addColumn<QString>("because");

    const QString url = u"https://sandbox.example-payments.invalid/"_s;
    auto named = [&](const QString &name) { return make(name, Environment::Sandbox, url); };
    QTest::newRow("no name") << named(QString()) << u"needs a name"_s;
    QTest::newRow("blank name") << named(u"   "_s) << u"needs a name"_s;
    QTest::newRow("leading space") << named(u" Dev"_s) << u"space"_s;
    QTest::newRow("too long") << named(QString(65, u'x')) << u"64"_s;
    QTest::newRow("same name, other case") << named(u"EXISTING"_s) << u"exists already"_s;
    QTest::newRow("an API key as name") << named(TestKey) << u"keychain"_s;
    QTest::newRow("a live key in the name") << named(u"prod "_s + LiveKey) << u"keychain"_s;
    QTest::newRow("a webhook secret as name") << named(WebhookSecret) << u"keychain"_s;
    QTest::newRow("a key in the base URL")
        << make(u"Dev"_s, Environment::Sandbox, url + u"?key="_s + TestKey) << u"keychain"_s;
    QTest::newRow("a password in the base URL")
        << make(u"Dev"_s, Environment::Sandbox, u"https://me:hunter2@sandbox.invalid/"_s)
        << u"password"_s;
    Profile dashboardKey = named(u"Dev"_s);
    dashboardKey.dashboardUrl = QUrl(u"https://dash.invalid/?k="_s + LiveKey);
    QTest::newRow("a key in the dashboard URL") << dashboardKey << u"keychain"_s;
    Profile badColour = named(u"Dev"_s);
    badColour.colour = u"orange"_s;
    QTest::newRow("colour not #rrggbb") << badColour << u"#rrggbb"_s;
    QTest::newRow("no base URL") << make(u"Dev"_s, Environment::Sandbox, QString()) << u"http(s)"_s;
    QTest::newRow("ftp base URL") << make(u"Dev"_s, Environment::Sandbox,
                                          u"ftp://sandbox.invalid/"_s)
                                  << u"http(s)"_s;
    QTest::newRow("production over http")
        << make(u"Live"_s, Environment::Production, u"http://api.example-payments.invalid/"_s)
        << u"must use https"_s;
    Profile secondLocal = localSandboxTemplate();
    secondLocal.name = u"Another local"_s;
    QTest::newRow("a second local sandbox") << secondLocal << u"local sandbox profile already"_s;
}

void TestProfileStore::refused()
{
    QFETCH(Profile, profile);
    QFETCH(QString, because);
    ProfileStore store(settingsFile());
    QVERIFY(store.ensureDefaults());
    Profile existing = make(u"Existing"_s, Environment::Sandbox, u"http://localhost:1/"_s);
    QVERIFY(store.add(existing));
    const QByteArray before = [&] {
        QFile f(settingsFile());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();

    QSignalSpy changed(&store, &ProfileStore::profilesChanged);
    QString error;
    QVERIFY(!store.add(profile, &error));
    QVERIFY2(error.contains(because), qPrintable(error));
    QVERIFY2(!error.contains(TestKey) && !error.contains(LiveKey) && !error.contains(WebhookSecret),
             "an error message repeats the secret");
    QCOMPARE(changed.size(), 0);
    QCOMPARE(store.list().size(), 2);

    // Not by update() either.
    Profile renamed = profile;
    renamed.id = existing.id;
    if (!renamed.localSandbox && because != u"exists already"_s)
        QVERIFY(!store.update(renamed, &error));

    QFile f(settingsFile());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
}

void TestProfileStore::settingsHoldNoSecret()
{
    // The app's way: profiles in the store, their secrets beside it in the SecretStore.
    MemorySecretStore secrets;
    QObject context;
    ProfileStore store(settingsFile());
    QVERIFY(store.ensureDefaults());
    Profile dev = make(u"Dev"_s, Environment::Sandbox, u"http://localhost:8080/"_s);
    Profile live = productionTemplate();
    QVERIFY(store.add(dev));
    QVERIFY(store.add(live));
    int written = 0;
    auto count = [&](const SecretError &e) { written += e.ok() ? 1 : 0; };
    secrets.writeSecret(dev.id, SecretKind::ApiKey, TestKey, &context, count);
    secrets.writeSecret(dev.id, SecretKind::WebhookSecret, WebhookSecret, &context, count);
    secrets.writeSecret(live.id, SecretKind::ApiKey, LiveKey, &context, count);
    QTRY_COMPARE(written, 3);
    // Attempts to smuggle a key into the settings, all refused.
    Profile smuggled = dev;
    smuggled.name = TestKey;
    QVERIFY(!store.update(smuggled));
    smuggled = make(WebhookSecret, Environment::Sandbox, u"http://localhost:1/"_s);
    QVERIFY(!store.add(smuggled));
    QVERIFY(store.setCurrentProfileId(live.id));

    QSettings settings(settingsFile(), QSettings::IniFormat);
    settings.sync();
    QCOMPARE(settings.status(), QSettings::NoError);
    const QStringList hits =
        paydesk::testing::findSecrets({m_dir->path()}, {TestKey, LiveKey, WebhookSecret});
    QVERIFY2(hits.isEmpty(), qPrintable(hits.join(u'\n')));
    // Only the fields of a profile are there.
    QStringList keys = settings.allKeys();
    keys.sort();
    for (const QString &key : std::as_const(keys)) {
        static const QRegularExpression allowed(
            u"^(currentProfile|defaultsCreated|profilesFormat|profiles/size|"
            "profiles/\\d+/(id|name|environment|baseUrl|colour|localSandbox|dashboardUrl))$"_s);
        QVERIFY2(allowed.match(key).hasMatch(), qPrintable(key));
    }
}

void TestProfileStore::theScanFindsSecrets_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("found");

    QTest::newRow("a test key") << QByteArray("x=" + TestKey.toUtf8() + "\n") << true;
    QTest::newRow("a live key in binary")
        << (QByteArray("\0\1", 2) + LiveKey.toUtf8() + QByteArray("\0", 1)) << true;
    QTest::newRow("a webhook secret") << WebhookSecret.toUtf8() << true;
    QTest::newRow("an exact secret of no known shape") << QByteArray("..hunter2..") << true;
    QTest::newRow("profile fields") << QByteArray("name=Dev\nbaseUrl=http://x/\n") << false;
    QTest::newRow("ids of the service") << QByteArray("txn_0123456789 mer_abcdefgh") << false;
}

void TestProfileStore::theScanFindsSecrets()
{
    // The scans of the other tests prove something only if this finds what it should.
    QFETCH(QByteArray, content);
    QFETCH(bool, found);
    QFile f(m_dir->filePath(u"sub/file.bin"_s));
    QVERIFY(QDir().mkpath(m_dir->filePath(u"sub"_s)));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    const QStringList hits = paydesk::testing::findSecrets({m_dir->path()}, {u"hunter2"_s});
    QCOMPARE(!hits.isEmpty(), found);
}

namespace {

// Points the user settings (PAYDESK_SETTINGS_DIR) at `dir` until the returned guard goes.
auto settingsIn(const QString &dir)
{
    const QByteArray saved = qgetenv(SettingsDirVariable);
    qputenv(SettingsDirVariable, dir.toUtf8());
    return qScopeGuard([saved] {
        if (saved.isNull())
            qunsetenv(SettingsDirVariable);
        else
            qputenv(SettingsDirVariable, saved);
    });
}

} // namespace

void TestProfileStore::settingsLocation()
{
    const auto restore = settingsIn(m_dir->path());
    QCOMPARE(userSettingsPath(), m_dir->filePath(u"PayDesk.ini"_s));
    {
        const auto settings = openUserSettings();
        ProfileStore store(settings.get());
        QVERIFY(store.ensureDefaults());
    }
    QVERIFY(QFile::exists(m_dir->filePath(u"PayDesk.ini"_s)));

    qunsetenv(SettingsDirVariable);
    const QString fallback = userSettingsPath();
    QVERIFY2(fallback.endsWith(u"/PayDesk/PayDesk.ini"_s), qPrintable(fallback));
}

void TestProfileStore::preferencesRoundTripAndTheInspectorAnswerAlone()
{
    const auto restore = settingsIn(m_dir->path());

    Preferences p;
    p.language = u"de"_s;
    p.defaultPane = u"trial-balance"_s;
    p.inspectorPort = 9123;
    p.requestTimeoutSeconds = 45;
    p.saveUser();
    QCOMPARE(Preferences::loadUser(), p);

    // The answer chosen in the Webhooks pane changes those two keys and nothing else, even a
    // value load() would not take as it is.
    {
        const auto settings = openUserSettings();
        settings->setValue(u"General/language"_s, u"xx"_s);
    }
    Preferences::saveUserInspectorResponse(500, 2000);
    const auto settings = openUserSettings();
    QCOMPARE(settings->value(u"General/language"_s).toString(), u"xx"_s);
    QCOMPARE(settings->value(u"Inspector/port"_s).toInt(), 9123);
    const Preferences after = Preferences::loadUser();
    QCOMPARE(after.inspectorResponseStatus, 500);
    QCOMPARE(after.inspectorResponseDelayMs, 2000);
    QCOMPARE(after.requestTimeoutSeconds, 45);
}

QTEST_GUILESS_MAIN(TestProfileStore)
#include "tst_profilestore.moc"
