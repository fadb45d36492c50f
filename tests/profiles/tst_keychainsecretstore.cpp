// KeychainSecretStore against the real OS keychain (on Linux, the Secret Service of the D-Bus
// session; installer/test.sh runs the suite in one with an unlocked gnome-keyring). Without a
// keychain this test fails, unless PAYDESK_NO_KEYCHAIN=1 says there is none on purpose.
#include "profiles/keychainsecretstore.h"
#include "profiles/profile.h"
#include "secretcalls.h"

#include <QTest>

#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;
using namespace paydesk::profiles;
using namespace paydesk::testing;

class TestKeychainSecretStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void roundTrip_data();
    void roundTrip();
    void readMissing();
    void removeMissing();
    void kindsAndProfilesAreSeparate();
    void storedUnderThePayDeskService();
    void errorMapping_data();
    void errorMapping();

private:
    QString newId();

    KeychainSecretStore m_store;
    QStringList m_ids; // every profile id used, removed at the end
};

QString TestKeychainSecretStore::newId()
{
    // A fresh id per use, so that nothing of another run (or user) is touched.
    const QString id = u"paydesk-test-"_s + newProfileId();
    m_ids << id;
    return id;
}

void TestKeychainSecretStore::initTestCase()
{
    bool done = false;
    SecretError probe;
    m_store.probe(this, [&](const SecretError &e) {
        done = true;
        probe = e;
    });
    QTRY_VERIFY_WITH_TIMEOUT(done, 15000);
    if (!probe.ok()) {
        if (qEnvironmentVariable("PAYDESK_NO_KEYCHAIN") == u"1"_s)
            QSKIP("PAYDESK_NO_KEYCHAIN=1: no keychain on this machine.");
        QFAIL(qPrintable(u"The keychain is unreachable: "_s + probe.message +
                         u" Run the tests in a D-Bus session with an unlocked Secret Service "
                         "(installer/test.sh does), or set PAYDESK_NO_KEYCHAIN=1."_s));
    }
}

void TestKeychainSecretStore::cleanupTestCase()
{
    for (const QString &id : std::as_const(m_ids)) {
        auto r = removeSecrets(m_store, this, id);
        QTRY_VERIFY_WITH_TIMEOUT(r->done, 15000);
    }
}

void TestKeychainSecretStore::roundTrip_data()
{
    QTest::addColumn<SecretKind>("kind");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");

    QTest::newRow("api key") << SecretKind::ApiKey << u"pts_test_Aa0Bb1Cc2Dd3Ee4Ff5Gg6Hh7Ii8Jj9K"_s
                             << u"pts_test_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0P"_s;
    QTest::newRow("live key") << SecretKind::ApiKey << u"pts_live_0123456789abcdefghij"_s
                              << u"pts_live_klmnopqrstuvwxyz0123"_s;
    QTest::newRow("webhook secret")
        << SecretKind::WebhookSecret << u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4hM0pQ7ZiKk="_s
        << u"whsec_c2Vjb25kIHNlY3JldCBvZiBhdCBsZWFzdCAyNCBieXRlcw=="_s;
    QTest::newRow("non-ASCII") << SecretKind::WebhookSecret << u"pässwörd ✓ 秘密"_s << u"ünïcödé"_s;
}

void TestKeychainSecretStore::roundTrip()
{
    QFETCH(SecretKind, kind);
    QFETCH(QString, first);
    QFETCH(QString, second);
    const QString id = newId();

    auto w = writeSecret(m_store, this, id, kind, first);
    QTRY_VERIFY_WITH_TIMEOUT(w->done, 15000);
    QVERIFY2(w->error.ok(), qPrintable(w->error.message));
    auto r = readSecret(m_store, this, id, kind);
    QTRY_VERIFY_WITH_TIMEOUT(r->done, 15000);
    QVERIFY2(r->error.ok(), qPrintable(r->error.message));
    QCOMPARE(r->value, first);

    w = writeSecret(m_store, this, id, kind, second);
    QTRY_VERIFY_WITH_TIMEOUT(w->done, 15000);
    QVERIFY2(w->error.ok(), qPrintable(w->error.message));
    r = readSecret(m_store, this, id, kind);
    QTRY_VERIFY_WITH_TIMEOUT(r->done, 15000);
    QCOMPARE(r->value, second);

    auto removed = removeSecrets(m_store, this, id);
    QTRY_VERIFY_WITH_TIMEOUT(removed->done, 15000);
    QVERIFY2(removed->error.ok(), qPrintable(removed->error.message));
    r = readSecret(m_store, this, id, kind);
    QTRY_VERIFY_WITH_TIMEOUT(r->done, 15000);
    QVERIFY2(r->error.ok(), qPrintable(r->error.message));
    QCOMPARE(r->value, std::nullopt);
}

void TestKeychainSecretStore::readMissing()
{
    auto r = readSecret(m_store, this, newId(), SecretKind::ApiKey);
    QTRY_VERIFY_WITH_TIMEOUT(r->done, 15000);
    QVERIFY2(r->error.ok(), qPrintable(r->error.message)); // missing is no error
    QCOMPARE(r->value, std::nullopt);
}

void TestKeychainSecretStore::removeMissing()
{
    auto removed = removeSecrets(m_store, this, newId());
    QTRY_VERIFY_WITH_TIMEOUT(removed->done, 15000);
    QVERIFY2(removed->error.ok(), qPrintable(removed->error.message));
}

void TestKeychainSecretStore::kindsAndProfilesAreSeparate()
{
    const QString a = newId();
    const QString b = newId();
    auto w1 = writeSecret(m_store, this, a, SecretKind::ApiKey, u"pts_test_keyOfProfileA0000"_s);
    auto w2 = writeSecret(m_store, this, a, SecretKind::WebhookSecret,
                          u"whsec_c2VjcmV0IG9mIHByb2ZpbGUgQSwgMjQgYnl0ZXM="_s);
    auto w3 = writeSecret(m_store, this, b, SecretKind::ApiKey, u"pts_test_keyOfProfileB0000"_s);
    QTRY_VERIFY_WITH_TIMEOUT(w1->done && w2->done && w3->done, 15000);
    QVERIFY(w1->error.ok() && w2->error.ok() && w3->error.ok());

    auto removed = removeSecrets(m_store, this, a);
    QTRY_VERIFY_WITH_TIMEOUT(removed->done, 15000);
    QVERIFY2(removed->error.ok(), qPrintable(removed->error.message));
    auto keyA = readSecret(m_store, this, a, SecretKind::ApiKey);
    auto secretA = readSecret(m_store, this, a, SecretKind::WebhookSecret);
    auto keyB = readSecret(m_store, this, b, SecretKind::ApiKey);
    auto secretB = readSecret(m_store, this, b, SecretKind::WebhookSecret);
    QTRY_VERIFY_WITH_TIMEOUT(keyA->done && secretA->done && keyB->done && secretB->done, 15000);
    QCOMPARE(keyA->value, std::nullopt);
    QCOMPARE(secretA->value, std::nullopt);
    QCOMPARE(keyB->value, u"pts_test_keyOfProfileB0000"_s);
    QCOMPARE(secretB->value, std::nullopt);
}

void TestKeychainSecretStore::storedUnderThePayDeskService()
{
    // Read back with QtKeychain directly: service "PayDesk", key "<profileId>/api_key".
    const QString id = newId();
    auto w = writeSecret(m_store, this, id, SecretKind::ApiKey, u"pts_test_directReadBack0000"_s);
    QTRY_VERIFY_WITH_TIMEOUT(w->done, 15000);
    QVERIFY2(w->error.ok(), qPrintable(w->error.message));

    auto *job = new QKeychain::ReadPasswordJob(u"PayDesk"_s);
    job->setAutoDelete(true);
    job->setKey(id + u"/api_key"_s);
    bool done = false;
    QString value;
    connect(job, &QKeychain::Job::finished, this, [&](QKeychain::Job *j) {
        done = true;
        if (j->error() == QKeychain::NoError)
            value = static_cast<QKeychain::ReadPasswordJob *>(j)->textData();
    });
    job->start();
    QTRY_VERIFY_WITH_TIMEOUT(done, 15000);
    QCOMPARE(value, u"pts_test_directReadBack0000"_s);
}

void TestKeychainSecretStore::errorMapping_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("text");
    QTest::addColumn<SecretError::Kind>("kind");
    QTest::addColumn<QString>("says");

    using K = SecretError::Kind;
    QTest::newRow("no error") << int(QKeychain::NoError) << QString() << K::None << QString();
    QTest::newRow("entry not found is no error")
        << int(QKeychain::EntryNotFound) << u"No match"_s << K::None << QString();
    QTest::newRow("no backend") << int(QKeychain::NoBackendAvailable)
                                << u"No keychain service available"_s << K::Unavailable
                                << u"No keychain is available"_s;
    QTest::newRow("not implemented") << int(QKeychain::NotImplemented) << QString()
                                     << K::Unavailable << u"No keychain is available"_s;
    QTest::newRow("no D-Bus session")
        << int(QKeychain::OtherError) << u"Cannot autolaunch D-Bus without X11 $DISPLAY"_s
        << K::Unavailable << u"No keychain is available"_s;
    QTest::newRow("a session bus address that leads nowhere")
        << int(QKeychain::OtherError) << u"Could not connect: No such file or directory"_s
        << K::Unavailable << u"No keychain is available"_s;
    QTest::newRow("no Secret Service")
        << int(QKeychain::OtherError)
        << u"The name org.freedesktop.secrets was not provided by any .service files"_s
        << K::Unavailable << u"No keychain is available"_s;
    QTest::newRow("keyring locked")
        << int(QKeychain::AccessDenied) << u"Cannot create an item in a locked collection"_s
        << K::Locked << u"The keyring is locked"_s;
    QTest::newRow("access denied")
        << int(QKeychain::AccessDenied) << u"Access denied"_s << K::AccessDenied << u"Unlock it"_s;
    QTest::newRow("prompt cancelled")
        << int(QKeychain::AccessDeniedByUser) << QString() << K::Cancelled << u"cancelled"_s;
    QTest::newRow("prompt dismissed")
        << int(QKeychain::OtherError) << u"The prompt was dismissed."_s << K::Cancelled
        << u"cancelled"_s;
    QTest::newRow("no keyring yet (its prompt cancelled)")
        << int(QKeychain::OtherError)
        << u"Object does not exist at path \u201C/org/freedesktop/secrets/collection/login\u201D"_s
        << K::NoCollection << u"no keyring to keep API keys in"_s;
    QTest::newRow("a D-Bus path is no words for a person")
        << int(QKeychain::OtherError)
        << u"No such interface at path \u201C/org/freedesktop/secrets/item/3\u201D"_s << K::Other
        << u"The keychain failed. (No such interface)"_s;
    QTest::newRow("could not delete")
        << int(QKeychain::CouldNotDeleteEntry) << u"Could not delete"_s << K::Other
        << u"The keychain failed. (Could not delete)"_s;
    QTest::newRow("other") << int(QKeychain::OtherError) << u"Something broke"_s << K::Other
                           << u"Something broke"_s;
    QTest::newRow("a key in the backend's text is redacted")
        << int(QKeychain::OtherError) << u"bad item pts_test_abcdefghijklmnop"_s << K::Other
        << u"pts_test_****"_s;
}

void TestKeychainSecretStore::errorMapping()
{
    QFETCH(int, code);
    QFETCH(QString, text);
    QFETCH(SecretError::Kind, kind);
    QFETCH(QString, says);
    const SecretError e = keychainError(code, text);
    QCOMPARE(e.kind, kind);
    QCOMPARE(e.ok(), kind == SecretError::Kind::None);
    QVERIFY2(e.message.contains(says), qPrintable(e.message));
    QVERIFY(!e.message.contains(u"abcdefghijklmnop"_s));
    QVERIFY2(!e.message.contains(u"/org/freedesktop"_s), qPrintable(e.message));
}

QTEST_GUILESS_MAIN(TestKeychainSecretStore)
#include "tst_keychainsecretstore.moc"
