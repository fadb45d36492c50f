// The profile editor against a real sandbox on loopback: add a profile, paste its key and
// signing secret straight into the secret store, test the connection, the guards that refuse a
// live key for a sandbox, the Local sandbox that cannot be removed, and removing a profile with
// its secrets. Offscreen.
#include "profiles/memorysecretstore.h"
#include "profiles/profileeditordialog.h"
#include "profiles/profilestore.h"
#include "sandboxclient.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace paydesk;

namespace {

const QString Secret = u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwQ2Fzd0Gq0wA="_s;

QLineEdit *field(QWidget *dialog, const QString &accessibleName)
{
    const auto edits = dialog->findChildren<QLineEdit *>();
    for (QLineEdit *e : edits) {
        if (e->accessibleName() == accessibleName)
            return e;
    }
    return nullptr;
}

QPushButton *button(QWidget *dialog, const QString &text)
{
    const auto buttons = dialog->findChildren<QPushButton *>();
    for (QPushButton *b : buttons) {
        if (b->text().remove(u'&') == text)
            return b;
    }
    return nullptr;
}

std::optional<QString> readSecret(profiles::SecretStore &store, const QString &id,
                                  profiles::SecretKind kind)
{
    std::optional<QString> value;
    bool done = false;
    QObject context;
    store.readSecret(id, kind, &context,
                     [&](const std::optional<QString> &v, const profiles::SecretError &) {
                         value = v;
                         done = true;
                     });
    if (!QTest::qWaitFor([&] { return done; }, 5000))
        qWarning("the secret store did not answer");
    return value;
}

// The keychain refuses to read API keys (locked); the rest is a memory store.
class KeyReadFails : public profiles::SecretStore
{
public:
    void readSecret(const QString &profileId, profiles::SecretKind kind, QObject *context,
                    profiles::SecretReadCallback done) override
    {
        if (kind != profiles::SecretKind::ApiKey) {
            m_inner.readSecret(profileId, kind, context, std::move(done));
            return;
        }
        profiles::SecretError e;
        e.kind = profiles::SecretError::Kind::AccessDenied;
        e.message = u"The keychain is locked."_s;
        done(std::nullopt, e);
    }
    void writeSecret(const QString &profileId, profiles::SecretKind kind, const QString &value,
                     QObject *context, profiles::SecretWriteCallback done) override
    {
        m_inner.writeSecret(profileId, kind, value, context, std::move(done));
    }
    void removeSecrets(const QString &profileId, QObject *context,
                       profiles::SecretWriteCallback done) override
    {
        m_inner.removeSecrets(profileId, context, std::move(done));
    }

private:
    profiles::MemorySecretStore m_inner;
};

} // namespace

class TestProfileEditor : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    testing::SandboxFixture m_sandbox;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_sandbox.start());
    }

    // Every label of the form names its field with a mnemonic; none shows a literal "&".
    void labelsShowNoAmpersand()
    {
        profiles::ProfileStore store(m_dir.filePath(u"labels.ini"_s));
        QVERIFY(store.ensureDefaults());
        profiles::MemorySecretStore secrets;
        ui::ProfileEditorDialog dialog(store, secrets);
        dialog.show();
        int labelled = 0;
        for (QLabel *label : dialog.findChildren<QLabel *>()) {
            if (!label->text().contains(u'&'))
                continue;
            QVERIFY2(label->buddy(), qPrintable(label->text()));
            ++labelled;
        }
        QVERIFY(labelled >= 7);
        const auto byText = [&](const QString &text) -> QLabel * {
            for (QLabel *label : dialog.findChildren<QLabel *>()) {
                if (label->text() == text)
                    return label;
            }
            return nullptr;
        };
        QVERIFY(byText(u"&Colour:"_s) &&
                byText(u"&Colour:"_s)->buddy() == field(&dialog, u"Colour"_s));
        QVERIFY(byText(u"&Dashboard:"_s) &&
                byText(u"&Dashboard:"_s)->buddy() == field(&dialog, u"Dashboard address"_s));
    }

    // A new Sandbox or Production profile starts with no address, a placeholder, and a line
    // saying where the address comes from.
    void newProfilesStartWithoutAnAddress_data()
    {
        QTest::addColumn<int>("entry");
        QTest::newRow("Sandbox") << 0;
        QTest::newRow("Production") << 1;
    }

    void newProfilesStartWithoutAnAddress()
    {
        QFETCH(int, entry);
        QTemporaryDir settings;
        qputenv("PAYDESK_SETTINGS_DIR", settings.path().toUtf8());
        profiles::ProfileStore store(m_dir.filePath(u"new%1.ini"_s.arg(entry)));
        QVERIFY(store.ensureDefaults());
        profiles::MemorySecretStore secrets;
        ui::ProfileEditorDialog dialog(store, secrets);
        dialog.show();
        button(&dialog, u"Add"_s)->menu()->actions().at(entry)->trigger();
        QLineEdit *baseUrl = field(&dialog, u"Base URL"_s);
        QVERIFY(baseUrl->text().isEmpty());
        QVERIFY(!baseUrl->placeholderText().isEmpty());
        QVERIFY(!baseUrl->placeholderText().contains(u".invalid"_s));
        auto *hint = dialog.findChild<QLabel *>(u"baseUrlHint"_s);
        QVERIFY(hint && hint->isVisible());
        QVERIFY2(hint->text().contains(u"payment provider"_s), qPrintable(hint->text()));
        // Saving without an address says so, and stores nothing new.
        button(&dialog, u"Save"_s)->click();
        auto *status = dialog.findChild<QLabel *>(u"status"_s);
        QVERIFY2(status->text().contains(u"URL"_s, Qt::CaseInsensitive),
                 qPrintable(status->text()));
        qunsetenv("PAYDESK_SETTINGS_DIR");
    }

    // What "Test connection" says, for each way it can go. `stored` is the key in the store,
    // `typed` the one in the form (not saved); "sandbox" stands for the sandbox's own key.
    void testButton_data()
    {
        QTest::addColumn<QString>("baseUrl"); // empty: the sandbox on loopback
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("keychainLocked");
        QTest::addColumn<bool>("localSandbox");
        QTest::addColumn<QString>("says");
        QTest::addColumn<bool>("error");

        const QString key = u"sandbox"_s;
        const QString unknownKey = u"pts_test_An0therKeyTheSandboxDoesNotKnow"_s;
        QTest::newRow("the stored key")
            << QString() << key << QString() << false << false << u"Connected"_s << false;
        QTest::newRow("a typed key, not saved")
            << QString() << QString() << key << false << false << u"Connected"_s << false;
        QTest::newRow("the typed key before the stored one")
            << QString() << unknownKey << key << false << false << u"Connected"_s << false;
        QTest::newRow("no key") << QString() << QString() << QString() << false << false
                                << u"No API key is stored; paste one first."_s << true;
        QTest::newRow("a keychain that refuses") << QString() << QString() << QString() << true
                                                 << false << u"The keychain is locked."_s << true;
        QTest::newRow("a key the service does not know")
            << QString() << unknownKey << QString() << false << false << u"Paste a valid API key"_s
            << true;
        QTest::newRow("nothing listening") << u"http://127.0.0.1:1/"_s << key << QString() << false
                                           << false << u"could not be reached"_s << true;
        QTest::newRow("the local sandbox")
            << QString() << QString() << QString() << false << true
            << u"The local sandbox is tested by opening it in the main window."_s << false;
    }

    void testButton()
    {
        QFETCH(QString, baseUrl);
        QFETCH(QString, stored);
        QFETCH(QString, typed);
        QFETCH(bool, keychainLocked);
        QFETCH(bool, localSandbox);
        QFETCH(QString, says);
        QFETCH(bool, error);
        const auto realKey = [](const QString &k) {
            return k == u"sandbox"_s ? testing::SandboxFixture::testKey() : k;
        };

        QTemporaryDir dir;
        profiles::ProfileStore store(dir.filePath(u"profiles.ini"_s));
        QVERIFY(store.ensureDefaults());
        profiles::MemorySecretStore memory;
        KeyReadFails locked;
        profiles::SecretStore &secrets =
            keychainLocked ? static_cast<profiles::SecretStore &>(locked) : memory;
        profiles::Profile profile =
            profiles::sandboxTemplate(baseUrl.isEmpty() ? m_sandbox.service->url() : QUrl(baseUrl));
        profile.name = u"Shop"_s;
        QVERIFY(store.add(profile));
        if (!stored.isEmpty()) {
            bool written = false;
            secrets.writeSecret(profile.id, profiles::SecretKind::ApiKey, realKey(stored), this,
                                [&](const profiles::SecretError &e) { written = e.ok(); });
            QTRY_VERIFY(written);
        }

        ui::ProfileEditorDialog dialog(store, secrets);
        dialog.show();
        auto *status = dialog.findChild<QLabel *>(u"status"_s);
        QVERIFY(status);
        dialog.selectProfile(localSandbox ? store.localSandbox()->id : profile.id);
        field(&dialog, u"API key"_s)->setText(realKey(typed));
        QPushButton *test = button(&dialog, u"Test connection"_s);
        test->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(says), 20000);
        QVERIFY(test->isEnabled());
        QCOMPARE(!status->styleSheet().isEmpty(), error);
        QVERIFY(!status->text().contains(testing::SandboxFixture::testKey()));
        // Testing stores nothing.
        QCOMPARE(readSecret(secrets, profile.id, profiles::SecretKind::ApiKey),
                 stored.isEmpty() || keychainLocked ? std::nullopt
                                                    : std::optional<QString>(realKey(stored)));
    }

    void keychainErrorStaysWhicheverReadAnswersLast()
    {
        // The key's read fails at once, the secret's answers after: the error must not be
        // replaced by "No API key is stored yet".
        profiles::ProfileStore store(m_dir.filePath(u"profiles-locked.ini"_s));
        QVERIFY(store.ensureDefaults());
        KeyReadFails secrets;
        ui::ProfileEditorDialog dialog(store, secrets);
        dialog.show();
        auto *keyState = dialog.findChild<QLabel *>(u"keyState"_s);
        QVERIFY(keyState);
        dialog.selectProfile(store.localSandbox()->id);
        QTRY_COMPARE(keyState->text(), u"The keychain is locked."_s);
        QTest::qWait(50); // the secret's answer comes later
        QCOMPARE(keyState->text(), u"The keychain is locked."_s);
    }

    void addPasteTestAndRemove()
    {
        profiles::ProfileStore store(m_dir.filePath(u"profiles.ini"_s));
        QVERIFY(store.ensureDefaults());
        profiles::MemorySecretStore secrets;
        ui::ProfileEditorDialog dialog(store, secrets);
        dialog.show();
        auto *status = dialog.findChild<QLabel *>(u"status"_s);
        auto *keyState = dialog.findChild<QLabel *>(u"keyState"_s);
        QVERIFY(status && keyState);

        // The Local sandbox is part of the app: it cannot be removed.
        dialog.selectProfile(store.localSandbox()->id);
        QVERIFY(!button(&dialog, u"Remove"_s)->isEnabled());
        QVERIFY(!field(&dialog, u"API key"_s)->isEnabled());

        // Add a sandbox profile and point it at the sandbox on loopback.
        QPushButton *add = button(&dialog, u"Add"_s);
        QVERIFY(add && add->menu());
        add->menu()->actions().at(0)->trigger();
        QCOMPARE(store.list().size(), 2);
        QString id;
        for (const profiles::Profile &p : store.list()) {
            if (!p.localSandbox)
                id = p.id;
        }
        QVERIFY(!id.isEmpty());
        QCOMPARE(store.find(id)->environment, api::Environment::Sandbox);
        QVERIFY(button(&dialog, u"Remove"_s)->isEnabled());
        field(&dialog, u"Profile name"_s)->setText(u"Shop sandbox"_s);
        field(&dialog, u"Base URL"_s)->setText(m_sandbox.service->url().toString());

        // A live key in a sandbox profile is refused, and nothing is stored.
        field(&dialog, u"API key"_s)->setText(u"pts_live_abcdefghijklmnopqrstuvwxyz012345"_s);
        button(&dialog, u"Save"_s)->click();
        QVERIFY2(status->text().contains(u"live"_s, Qt::CaseInsensitive),
                 qPrintable(status->text()));
        QVERIFY(!readSecret(secrets, id, profiles::SecretKind::ApiKey));

        // The real key and secret go straight into the store; the form forgets them.
        field(&dialog, u"API key"_s)->setText(testing::SandboxFixture::testKey());
        field(&dialog, u"Webhook signing secret"_s)->setText(Secret);
        button(&dialog, u"Save"_s)->click();
        QTRY_COMPARE(status->text(), u"Saved."_s);
        QCOMPARE(readSecret(secrets, id, profiles::SecretKind::ApiKey),
                 std::optional<QString>(testing::SandboxFixture::testKey()));
        QCOMPARE(readSecret(secrets, id, profiles::SecretKind::WebhookSecret),
                 std::optional<QString>(Secret));
        QVERIFY(field(&dialog, u"API key"_s)->text().isEmpty());
        QVERIFY(field(&dialog, u"Webhook signing secret"_s)->text().isEmpty());
        QTRY_VERIFY(keyState->text().contains(u"An API key is stored"_s));
        QVERIFY(keyState->text().contains(u"A webhook signing secret is stored"_s));
        QVERIFY(!keyState->text().contains(testing::SandboxFixture::testKey()));
        QCOMPARE(store.find(id)->name, u"Shop sandbox"_s);

        // Test connection: one authenticated request with the stored key.
        m_sandbox.client.post(u"/api/v1/transactions"_s, testing::chargeBody(1500));
        button(&dialog, u"Test connection"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(u"Connected"_s), 10000);
        QVERIFY(status->text().contains(u"mer_"_s));

        // A secret that is not a signing secret is refused.
        field(&dialog, u"Webhook signing secret"_s)->setText(u"not-a-secret"_s);
        button(&dialog, u"Save"_s)->click();
        QVERIFY(status->text().contains(u"whsec_"_s));
        QCOMPARE(readSecret(secrets, id, profiles::SecretKind::WebhookSecret),
                 std::optional<QString>(Secret));
        field(&dialog, u"Webhook signing secret"_s)->clear();

        // Remove, confirmed: the profile and its secrets are gone.
        QTimer::singleShot(0, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        button(&dialog, u"Remove"_s)->click();
        QVERIFY(!store.find(id));
        QTRY_VERIFY(!readSecret(secrets, id, profiles::SecretKind::ApiKey));
        QVERIFY(!readSecret(secrets, id, profiles::SecretKind::WebhookSecret));
        QCOMPARE(store.list().size(), 1);
    }
};

QTEST_MAIN(TestProfileEditor)
#include "tst_profileeditor.moc"
