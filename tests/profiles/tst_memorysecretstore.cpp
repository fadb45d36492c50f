// MemorySecretStore: the SecretStore contract, in memory.
#include "profiles/memorysecretstore.h"
#include "secretcalls.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::profiles;
using namespace paydesk::testing;

class TestMemorySecretStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void secretKeys_data();
    void secretKeys();
    void roundTrip_data();
    void roundTrip();
    void readMissing();
    void scopedByProfileAndKind();
    void removeSecrets();
    void answersLater();
    void noAnswerOnceContextIsGone();
};

void TestMemorySecretStore::secretKeys_data()
{
    QTest::addColumn<QString>("profileId");
    QTest::addColumn<SecretKind>("kind");
    QTest::addColumn<QString>("key");

    const QString id = u"6f1c2b1e-6a3d-4c47-9d3b-0f5b7b9b2c11"_s;
    QTest::newRow("api key") << id << SecretKind::ApiKey << id + u"/api_key"_s;
    QTest::newRow("webhook secret") << id << SecretKind::WebhookSecret << id + u"/webhook_secret"_s;
}

void TestMemorySecretStore::secretKeys()
{
    QFETCH(QString, profileId);
    QFETCH(SecretKind, kind);
    QFETCH(QString, key);
    QCOMPARE(secretKey(profileId, kind), key);
    QCOMPARE(QString::fromLatin1(SecretServiceName), u"PayDesk"_s);
}

void TestMemorySecretStore::roundTrip_data()
{
    QTest::addColumn<SecretKind>("kind");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");

    QTest::newRow("api key") << SecretKind::ApiKey << u"pts_test_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"_s
                             << u"pts_test_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"_s;
    QTest::newRow("live key") << SecretKind::ApiKey << u"pts_live_cccccccccccccccc"_s
                              << u"pts_live_dddddddddddddddd"_s;
    QTest::newRow("webhook secret")
        << SecretKind::WebhookSecret << u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4hM0pQ7ZiKk="_s
        << u"whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"_s;
    QTest::newRow("non-ASCII") << SecretKind::WebhookSecret << u"pässwörd ✓"_s << u"ünïcödé"_s;
}

void TestMemorySecretStore::roundTrip()
{
    QFETCH(SecretKind, kind);
    QFETCH(QString, first);
    QFETCH(QString, second);
    MemorySecretStore store;
    const QString id = u"p1"_s;
    auto w = writeSecret(store, this, id, kind, first);
    QTRY_VERIFY(w->done);
    QVERIFY(w->error.ok());
    auto r = readSecret(store, this, id, kind);
    QTRY_VERIFY(r->done);
    QVERIFY(r->error.ok());
    QCOMPARE(r->value, first);

    w = writeSecret(store, this, id, kind, second); // overwrite
    QTRY_VERIFY(w->done);
    r = readSecret(store, this, id, kind);
    QTRY_VERIFY(r->done);
    QCOMPARE(r->value, second);
    QCOMPARE(store.size(), 1);
}

void TestMemorySecretStore::readMissing()
{
    MemorySecretStore store;
    auto r = readSecret(store, this, u"nobody"_s, SecretKind::ApiKey);
    QTRY_VERIFY(r->done);
    QVERIFY(r->error.ok()); // missing is no error
    QCOMPARE(r->value, std::nullopt);
}

void TestMemorySecretStore::scopedByProfileAndKind()
{
    MemorySecretStore store;
    auto w = writeSecret(store, this, u"a"_s, SecretKind::ApiKey, u"key-of-a"_s);
    QTRY_VERIFY(w->done);
    auto other = readSecret(store, this, u"b"_s, SecretKind::ApiKey);
    auto otherKind = readSecret(store, this, u"a"_s, SecretKind::WebhookSecret);
    QTRY_VERIFY(other->done && otherKind->done);
    QCOMPARE(other->value, std::nullopt);
    QCOMPARE(otherKind->value, std::nullopt);
}

void TestMemorySecretStore::removeSecrets()
{
    MemorySecretStore store;
    writeSecret(store, this, u"a"_s, SecretKind::ApiKey, u"k1"_s);
    writeSecret(store, this, u"a"_s, SecretKind::WebhookSecret, u"s1"_s);
    auto last = writeSecret(store, this, u"b"_s, SecretKind::ApiKey, u"k2"_s);
    QTRY_VERIFY(last->done);
    auto removed = paydesk::testing::removeSecrets(store, this, u"a"_s);
    QTRY_VERIFY(removed->done);
    QVERIFY(removed->error.ok());
    auto key = readSecret(store, this, u"a"_s, SecretKind::ApiKey);
    auto secret = readSecret(store, this, u"a"_s, SecretKind::WebhookSecret);
    auto kept = readSecret(store, this, u"b"_s, SecretKind::ApiKey);
    QTRY_VERIFY(key->done && secret->done && kept->done);
    QCOMPARE(key->value, std::nullopt);
    QCOMPARE(secret->value, std::nullopt);
    QCOMPARE(kept->value, u"k2"_s);

    // Removing what is not there succeeds.
    removed = paydesk::testing::removeSecrets(store, this, u"a"_s);
    QTRY_VERIFY(removed->done);
    QVERIFY(removed->error.ok());
}

void TestMemorySecretStore::answersLater()
{
    MemorySecretStore store;
    auto w = writeSecret(store, this, u"a"_s, SecretKind::ApiKey, u"k"_s);
    QVERIFY(!w->done); // never inside the call, like the keychain
    auto r = readSecret(store, this, u"a"_s, SecretKind::ApiKey);
    QVERIFY(!r->done);
    QTRY_VERIFY(w->done && r->done);
    QCOMPARE(r->value, u"k"_s);
}

void TestMemorySecretStore::noAnswerOnceContextIsGone()
{
    MemorySecretStore store;
    std::shared_ptr<SecretRead> orphan;
    {
        QObject context;
        orphan = readSecret(store, &context, u"a"_s, SecretKind::ApiKey);
    }
    auto later = readSecret(store, this, u"a"_s, SecretKind::ApiKey);
    QTRY_VERIFY(later->done); // the queue has run
    QVERIFY(!orphan->done);
}

QTEST_GUILESS_MAIN(TestMemorySecretStore)
#include "tst_memorysecretstore.moc"
