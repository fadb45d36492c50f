// The activity model against the sandbox: pages under QAbstractItemModelTester, a request in
// words with its transaction's reference looked up once (a few at a time), filters by key and
// day; and a service without the log (404), an empty list that says so.
#include "api/apiclient.h"
#include "cannedserver.h"
#include "models/activitymodel.h"
#include "sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using models::ActivityModel;
using testing::SandboxFixture;

class TestActivityModel : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;

    std::unique_ptr<api::ApiClient> client(const QUrl &base = {})
    {
        api::ClientConfig c;
        c.baseUrl = base.isEmpty() ? m_sandbox.service->url() : base;
        c.apiKey = SandboxFixture::testKey();
        c.maxRetries = 0;
        return std::make_unique<api::ApiClient>(c, &m_nam);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_nam.setProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_sandbox.start());
        // Eight refunds of eight transactions, and an endpoint added and deleted.
        for (int i = 0; i < 8; ++i) {
            const QString txn =
                m_sandbox.client
                    .post(u"/api/v1/transactions"_s,
                          testing::chargeBody(1000 + i * 100, u"USD"_s, u"ORD-%1"_s.arg(i)))
                    .json[u"id"_s]
                    .toString();
            QCOMPARE(
                m_sandbox.client.post(u"/api/v1/transactions/"_s + txn + u"/refunds"_s, {}).status,
                201);
        }
        const QString we = m_sandbox.client
                               .post(u"/sandbox/v1/webhook-endpoints"_s,
                                     {{u"url"_s, u"https://shop.example/hooks"_s},
                                      {u"events"_s, QJsonArray{u"*"_s}}})
                               .json[u"id"_s]
                               .toString();
        QCOMPARE(m_sandbox.client.send("DELETE", u"/sandbox/v1/webhook-endpoints/"_s + we).status,
                 204);
    }

    void pagesInWords()
    {
        auto c = client();
        ActivityModel model;
        model.setPageSize(5);
        model.setClient(c.get());
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded() && !model.isLoading(), 10000);
        QCOMPARE(model.rowCount(), 5);
        QVERIFY(model.hasMore());
        QCOMPARE(model.data(model.index(0, ActivityModel::What)).toString(),
                 u"Webhook endpoint deleted"_s);
        QCOMPARE(model.data(model.index(1, ActivityModel::What)).toString(),
                 u"Webhook endpoint added"_s);
        QCOMPARE(model.data(model.index(0, ActivityModel::Answer)).toString(), u"Done (204)"_s);
        QCOMPARE(model.data(model.index(0, ActivityModel::Key)).toString(), u"Default"_s);
        // The refunds name their transactions by reference once looked up, a few at a time.
        QVERIFY(model.pendingLookups() <= 3 + ActivityModel::MaxLookupsInFlight);
        QTRY_COMPARE_WITH_TIMEOUT(model.data(model.index(2, ActivityModel::What)).toString(),
                                  u"Refund of ORD-7"_s, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(model.pendingLookups(), 0, 10000);
        QCOMPARE(model.data(model.index(2, ActivityModel::Transaction), models::TransactionIdRole)
                     .toString()
                     .left(4),
                 u"txn_"_s);
        // Every page, as the view scrolls.
        while (model.canFetchMore({})) {
            model.fetchMore({});
            QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10000);
        }
        QCOMPARE(model.rowCount(), 18);
        QCOMPARE(model.data(model.index(17, ActivityModel::What)).toString(), u"Charge ORD-0"_s);
    }

    void filters()
    {
        auto c = client();
        ActivityModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setClient(c.get());
        api::ActivityQuery q;
        q.keyId = u"key_nobody"_s;
        model.setQuery(q);
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded() && !model.isLoading(), 10000);
        QCOMPARE(model.rowCount(), 0);
        q = {};
        q.to = QDate::currentDate().addDays(-1);
        model.setQuery(q);
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10000);
        QCOMPARE(model.rowCount(), 0);
        q = {};
        q.from = QDate::currentDate().addDays(-1);
        QVERIFY(model.setQueryUnlessSame(q));
        QVERIFY(!model.setQueryUnlessSame(q));
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading() && model.rowCount() == 18, 10000);
    }

    void serviceWithoutTheLog()
    {
        testing::CannedServer server;
        server.route("/sandbox/v1/activity", testing::CannedServer::answer(
                                                 404, R"({"error":"not_found","details":"No."})"));
        auto c = client(server.url());
        ActivityModel model;
        QSignalSpy offered(&model, &ActivityModel::logOfferedChanged);
        QSignalSpy errors(&model, &ActivityModel::errorOccurred);
        model.setClient(c.get());
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), 10000);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.logOffered());
        QCOMPARE(offered.size(), 1);
        QCOMPARE(errors.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestActivityModel)
#include "tst_activitymodel.moc"
