// The webhook signing secret, as the sandbox, the inspector and the command line all check it:
// whsec_ followed by the standard base64 of 24 to 64 bytes.
#include "core/webhookendpoint.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString secretOf(qsizetype bytes, char fill = 'k')
{
    return u"whsec_"_s + QString::fromLatin1(QByteArray(bytes, fill).toBase64());
}

} // namespace

class TestWebhookEndpoint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void usable_data();
    void usable();
    void generated();
};

void TestWebhookEndpoint::usable_data()
{
    QTest::addColumn<QString>("secret");
    QTest::addColumn<bool>("usable");

    QTest::newRow("24 bytes, the fewest") << secretOf(24) << true;
    QTest::newRow("32 bytes, as generated") << secretOf(32) << true;
    QTest::newRow("64 bytes, the most") << secretOf(64) << true;
    QTest::newRow("25 bytes, two = of padding") << secretOf(25) << true;
    QTest::newRow("26 bytes, one = of padding") << secretOf(26) << true;
    QTest::newRow("+ and / of standard base64") << secretOf(24, '\xfb') << true;
    QTest::newRow("23 bytes, too few") << secretOf(23) << false;
    QTest::newRow("65 bytes, too many") << secretOf(65) << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("the prefix alone") << u"whsec_"_s << false;
    QTest::newRow("no prefix") << secretOf(32).mid(6) << false;
    QTest::newRow("another prefix") << u"whsek_"_s + secretOf(32).mid(6) << false;
    QTest::newRow("the prefix in capitals") << u"WHSEC_"_s + secretOf(32).mid(6) << false;
    QTest::newRow("an API key") << u"pts_test_TestKey0123456789abcdefABCDEF01"_s << false;
    QTest::newRow("url-safe base64")
        << secretOf(24, '\xfb').replace(u'+', u'-').replace(u'/', u'_') << false;
    QTest::newRow("a character that is not base64") << secretOf(32).replace(10, 1, u"*"_s) << false;
    QTest::newRow("padding in the middle") << secretOf(25).insert(12, u"="_s) << false;
    QTest::newRow("three = of padding") << secretOf(25) + u"="_s << false;
    QTest::newRow("a space inside") << secretOf(32).insert(12, u" "_s) << false;
    QTest::newRow("a line break after") << secretOf(32) + u"\n"_s << false;
}

void TestWebhookEndpoint::usable()
{
    QFETCH(QString, secret);
    QFETCH(bool, usable);
    QCOMPARE(paydesk::isUsableWebhookSecret(secret), usable);
}

void TestWebhookEndpoint::generated()
{
    QSet<QString> seen;
    for (int i = 0; i < 100; ++i) {
        const QString secret = paydesk::generateWebhookSecret();
        QVERIFY2(paydesk::isUsableWebhookSecret(secret), qPrintable(secret));
        QCOMPARE(QByteArray::fromBase64(secret.mid(6).toLatin1()).size(), 32);
        seen.insert(secret);
    }
    QCOMPARE(seen.size(), 100); // random, not one fixed value
}

QTEST_APPLESS_MAIN(TestWebhookEndpoint)
#include "tst_webhookendpoint.moc"
