// TransactionsModel over the real sandbox: paging with fetchMore through 10,000 seeded
// transactions, filters as query parameters, cancellation, and the model contract.
#include "cannedpages.h"
#include "cannedserver.h"
#include "core/modelroles.h"
#include "models/dailyvolume.h"
#include "models/transactionsmodel.h"
#include "models/volumeloader.h"
#include "sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using paydesk::testing::SandboxFixture;

class TestTransactionsModel : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    qint64 m_end = 0;

    // A page of one transaction, with more after it when `cursor` is set.
    static testing::CannedServer::Step cannedPage(const QString &id, const QString &cursor)
    {
        const QJsonObject t{{u"id"_s, id},
                            {u"merchant_id"_s, u"mer_1"_s},
                            {u"status"_s, u"captured"_s},
                            {u"amount"_s, 5000},
                            {u"currency"_s, u"USD"_s},
                            {u"gateway"_s, u"cardnet"_s},
                            {u"merchant_ref"_s, u"A"_s},
                            {u"created_at"_s, u"2026-11-01T10:00:00Z"_s},
                            {u"updated_at"_s, u"2026-11-01T10:00:00Z"_s},
                            {u"amount_refunded"_s, 0}};
        const QJsonObject body{
            {u"data"_s, QJsonArray{t}},
            {u"has_more"_s, !cursor.isEmpty()},
            {u"next_cursor"_s, cursor.isEmpty() ? QJsonValue() : QJsonValue(cursor)}};
        return testing::CannedServer::answer(200, QJsonDocument(body).toJson());
    }
    static testing::CannedServer::Step cannedError()
    {
        return testing::CannedServer::answer(
            500, R"({"error":{"code":"internal_error","message":"boom"}})");
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_nam.setProxy(QNetworkProxy::NoProxy);
        sandbox::SandboxOptions options;
        options.seedCount = 10'000;
        m_end = QDateTime::currentSecsSinceEpoch();
        options.seedEndSecs = m_end;
        QVERIFY(m_sandbox.start(options));
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);
    }

    void pagesThroughEverything()
    {
        models::TransactionsModel model;
        model.setPageSize(100);
        model.setClient(m_client.get());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 100, 10000);
        QVERIFY(model.canFetchMore({}));
        QSet<QString> ids;
        while (model.canFetchMore({}) || model.isLoading()) {
            if (model.canFetchMore({}))
                model.fetchMore({});
            // While a page is loading, asking again does nothing.
            QVERIFY(!model.canFetchMore({}));
            const int before = model.rowCount();
            QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10000);
            QVERIFY(model.rowCount() > before || !model.hasMore());
        }
        QCOMPARE(model.rowCount(), 10'000);
        for (int r = 0; r < model.rowCount(); ++r)
            ids.insert(model.transactionAt(r).id);
        QCOMPARE(ids.size(), 10'000);
        // Newest first.
        for (int r = 1; r < model.rowCount(); ++r)
            QVERIFY(model.transactionAt(r - 1).createdAt >= model.transactionAt(r).createdAt);
    }

    void modelTester()
    {
        // The tester fetches every page itself and checks the model after each insertion.
        models::TransactionsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(50);
        api::TransactionQuery q;
        q.currency = u"GBP"_s;
        q.gateway = u"cardnet"_s;
        model.setQuery(q);
        model.setClient(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading() && !model.hasMore(), 20000);
        QVERIFY(model.rowCount() > 100);
        model.reload();
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 0, 20000);
    }

    void displayAndRoles()
    {
        models::TransactionsModel model;
        model.setLocale(QLocale(QLocale::German, QLocale::Germany));
        api::TransactionQuery q;
        q.currency = u"JPY"_s;
        model.setQuery(q);
        model.setClient(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 0, 10000);
        const QModelIndex amount = model.index(0, models::TransactionsModel::Amount);
        const api::Transaction &t = model.transactionAt(0);
        QCOMPARE(t.currency, u"JPY"_s);
        QCOMPARE(amount.data(models::AmountMinorRole).toLongLong(), t.amount);
        // JPY has no decimals; German groups with a dot.
        QCOMPARE(amount.data().toString(), QLocale(QLocale::German).toString(t.amount));
        QVERIFY(amount.data(Qt::TextAlignmentRole).value<Qt::Alignment>() & Qt::AlignRight);
        QCOMPARE(model.index(0, models::TransactionsModel::Id).data(models::IdRole).toString(),
                 t.id);

        // The shared roles hold the record's values in every column; the refunded column
        // stands for its own amount. Times and amounts sort by value, the rest by their text.
        using M = models::TransactionsModel;
        const auto at = [&](int column, int role) { return model.index(0, column).data(role); };
        QCOMPARE(at(M::Gateway, models::TimestampRole).toDateTime(), t.createdAt);
        QCOMPARE(at(M::Gateway, models::CurrencyRole).toString(), u"JPY"_s);
        QCOMPARE(at(M::Gateway, models::StatusRole).toString(), t.status);
        QCOMPARE(at(M::Refunded, models::AmountMinorRole).toLongLong(), t.amountRefunded);
        QCOMPARE(at(M::Created, models::SortRole).toLongLong(), t.createdAt.toSecsSinceEpoch());
        QCOMPARE(at(M::Amount, models::SortRole).toLongLong(), t.amount);
        QCOMPARE(at(M::Refunded, models::SortRole).toLongLong(), t.amountRefunded);
        QCOMPARE(at(M::MerchantRef, models::SortRole).toString(), t.merchantRef);
        QVERIFY(at(M::Id, Qt::TextAlignmentRole).value<Qt::Alignment>() & Qt::AlignLeft);
        QCOMPARE(model.headerData(M::Refunded, Qt::Horizontal).toString(), u"Refunded"_s);
        QCOMPARE(model.headerData(M::Refunded, Qt::Horizontal, Qt::TextAlignmentRole)
                     .value<Qt::Alignment>(),
                 Qt::AlignRight | Qt::AlignVCenter);
        QVERIFY(!model.headerData(M::ColumnCount, Qt::Horizontal).isValid());
        QVERIFY(!model.headerData(0, Qt::Vertical).isValid());
    }

    void unknownStatusAndCurrencyAsTheyCome()
    {
        // A newer service may send a status or a currency PayDesk does not know: shown as they
        // come, never a guessed number.
        testing::CannedServer server;
        server.script({testing::CannedServer::answer(200, R"({"data":[
{"id":"txn_a","merchant_id":"mer_1","status":"disputed","amount":5000,"currency":"USD",
 "gateway":"cardnet","merchant_ref":"A","created_at":"2026-11-01T10:00:00Z",
 "updated_at":"2026-11-01T10:00:00Z","amount_refunded":0},
{"id":"txn_b","merchant_id":"mer_1","status":"captured","amount":123456,"currency":"ZZZ",
 "gateway":"cardnet","merchant_ref":"B","created_at":"2026-11-01T09:00:00Z",
 "updated_at":"2026-11-01T09:00:00Z","amount_refunded":0}],
"has_more":false,"next_cursor":null})")});
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = SandboxFixture::testKey();
        api::ApiClient client(config, &m_nam);
        models::TransactionsModel model;
        model.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        model.setClient(&client);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 2, 10000);
        const QModelIndex status = model.index(0, models::TransactionsModel::Status);
        QCOMPARE(status.data().toString(), u"disputed"_s);
        QCOMPARE(status.data(models::StatusRole).toString(), u"disputed"_s);
        const QModelIndex amount = model.index(1, models::TransactionsModel::Amount);
        QCOMPARE(amount.data().toString(), u"123,456 minor units"_s);
        QVERIFY(amount.data(Qt::ToolTipRole).toString().contains(u"ZZZ"_s));
        QCOMPARE(amount.data(models::AmountMinorRole).toLongLong(), 123456);
        QCOMPARE(model.index(0, models::TransactionsModel::Amount).data().toString(), u"50.00"_s);
    }

    void filtersBecomeQueryParameters()
    {
        models::TransactionsModel model;
        model.setClient(m_client.get());
        api::TransactionQuery q;
        q.statuses = {u"refunded"_s, u"partially_refunded"_s};
        q.gateway = u"paycore"_s;
        q.currency = u"EUR"_s;
        model.setQuery(q);
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading() && model.rowCount() > 0, 10000);
        for (int r = 0; r < model.rowCount(); ++r) {
            const api::Transaction &t = model.transactionAt(r);
            QVERIFY(q.statuses.contains(t.status));
            QCOMPARE(t.gateway, u"paycore"_s);
            QCOMPARE(t.currency, u"EUR"_s);
        }
        // Search by exact id.
        const QString id = model.transactionAt(0).id;
        api::TransactionQuery byId;
        byId.search = id;
        model.setQuery(byId);
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading() && model.rowCount() == 1, 10000);
        QCOMPARE(model.transactionAt(0).id, id);
    }

    void changingTheQueryCancelsTheRequestInFlight()
    {
        models::TransactionsModel model;
        QSignalSpy pages(&model, &models::TransactionsModel::pageLoaded);
        model.setClient(m_client.get());
        QVERIFY(model.isLoading());
        api::TransactionQuery q;
        q.currency = u"GBP"_s;
        model.setQuery(q); // the first request is cancelled, only this one answers
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10000);
        QTest::qWait(100);
        QCOMPARE(pages.size(), 1);
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.transactionAt(r).currency, u"GBP"_s);
    }

    void errorsAreReported()
    {
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = u"pts_test_NotAKnownKeyAtAll000"_s;
        api::ApiClient bad(config, &m_nam);
        models::TransactionsModel model;
        QSignalSpy errors(&model, &models::TransactionsModel::errorOccurred);
        model.setClient(&bad);
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 10000);
        QCOMPARE(errors.at(0).at(0).value<api::ApiError>().code, u"invalid_api_key"_s);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.canFetchMore({}));
    }

    void refreshKeepsTheRowsUntilTheNewPage()
    {
        // F5 must not flash an empty table: the rows stay until the new first page replaces
        // them in one reset, and stay as they were when the refresh fails.
        testing::CannedServer server;
        server.script({cannedPage(u"txn_1"_s, u"c1"_s), cannedPage(u"txn_2"_s, {}), cannedError(),
                       cannedPage(u"txn_3"_s, {}), cannedPage(u"txn_4"_s, {}), cannedError(),
                       cannedPage(u"txn_5"_s, {}), cannedPage(u"txn_6"_s, {})});
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        api::ApiClient client(config, &m_nam);
        models::TransactionsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setClient(&client);
        // The tester fetches the second page itself.
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 2, 10000);
        QVERIFY(!model.hasMore());

        // A refresh that fails: both rows stay, the error is reported.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy errors(&model, &models::TransactionsModel::errorOccurred);
        model.reload();
        QVERIFY(model.isRefreshing());
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(!model.canFetchMore({}));
        QVERIFY(errors.wait(10000));
        QVERIFY(!model.isRefreshing());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(server.requests.at(2).path.contains("cursor"), false);

        // One that works: one reset, to the new first page only.
        model.reload();
        QCOMPARE(model.rowCount(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(resets.size(), 1, 10000);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.transactionAt(0).id, u"txn_3"_s);
        QVERIFY(!model.isLoading());

        // A new query: the rows stay, stale, until its first page replaces them in one reset.
        QSignalSpy queries(&model, &models::TransactionsModel::queryChanged);
        api::TransactionQuery q;
        q.currency = u"EUR"_s;
        model.setQuery(q);
        QCOMPARE(queries.size(), 1);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.isStale());
        QVERIFY(!model.isRefreshing());
        QVERIFY(!model.canFetchMore({}));
        QTRY_COMPARE_WITH_TIMEOUT(resets.size(), 2, 10000);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.transactionAt(0).id, u"txn_4"_s);
        QVERIFY(!model.isStale());
        QVERIFY(server.requests.at(4).path.contains("currency=EUR"));
        QVERIFY(!server.requests.at(4).path.contains("cursor"));

        // One whose first page fails: the stale rows go with the error (they match nothing).
        q.currency = u"GBP"_s;
        model.setQuery(q);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(errors.wait(10000));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.isStale());
        QVERIFY(!model.hasLoaded());

        // dropStaleRows() empties the table at once; the first page is still awaited, and no
        // longer called a refresh.
        q.currency = u"EUR"_s;
        model.setQuery(q); // nothing shown: nothing stale
        QVERIFY(!model.isStale());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10000);
        q.currency = u"USD"_s;
        model.setQuery(q);
        QVERIFY(model.isStale());
        model.dropStaleRows();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.isStale());
        QVERIFY(!model.isRefreshing());
        QVERIFY(model.isLoading());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10000);
        QCOMPARE(model.transactionAt(0).id, u"txn_6"_s);
        QVERIFY(!model.isLoading());
        QVERIFY(!server.requests.at(7).path.contains("cursor"));
    }

    void staleRowsTakeTheirCursorWithThem()
    {
        // The old list had more pages. When the new query's first page fails, or the stale rows
        // are dropped, its cursor must go too: a next page of the old list asked for under the
        // new query would list the wrong rows.
        testing::CannedServer server;
        server.script({cannedPage(u"txn_1"_s, u"c1"_s), cannedError(),
                       cannedPage(u"txn_2"_s, u"c2"_s), cannedError()});
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        api::ApiClient client(config, &m_nam);
        models::TransactionsModel model; // no tester here: it would fetch the next pages itself
        QSignalSpy errors(&model, &models::TransactionsModel::errorOccurred);
        model.setClient(&client);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10000);
        QVERIFY(model.canFetchMore({}));

        api::TransactionQuery q;
        q.currency = u"EUR"_s;
        model.setQuery(q);
        QVERIFY(model.isStale());
        QVERIFY(!model.canFetchMore({})); // while the first page is awaited
        QVERIFY(errors.wait(10000));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.hasMore());
        QVERIFY(!model.canFetchMore({}));

        model.setQuery({});
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10000);
        QVERIFY(model.canFetchMore({}));
        q.currency = u"GBP"_s;
        model.setQuery(q);
        model.dropStaleRows();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.hasMore());
        QVERIFY(errors.wait(10000));
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(server.requests.size(), 4);
        for (const auto &request : std::as_const(server.requests))
            QVERIFY2(!request.path.contains("cursor"), request.path.constData());
    }

    // The window's loaders against a service whose next page names a cursor given before, or
    // goes back in time: the table takes no row of that page and asks for no more, the chart
    // stops with the reason (it once went round for as long as the service did).
    void misbehavingServiceEndsTheWalk_data()
    {
        QTest::addColumn<QByteArray>("second");
        QTest::addColumn<QString>("says");
        using testing::cannedTransaction;
        QTest::newRow("repeated cursor")
            << testing::cannedPage({cannedTransaction(u"txn_2"_s, 20)}, true, u"c1"_s)
            << u"cursor came before"_s;
        QTest::newRow("page goes back")
            << testing::cannedPage({cannedTransaction(u"txn_2"_s, 5)}, true, u"c2"_s)
            << u"goes back"_s;
    }

    void misbehavingServiceEndsTheWalk()
    {
        QFETCH(QByteArray, second);
        QFETCH(QString, says);
        using testing::CannedServer;
        const CannedServer::Step first = CannedServer::answer(
            200, testing::cannedPage({testing::cannedTransaction(u"txn_1"_s, 10)}, true, u"c1"_s));
        const CannedServer::Step last = CannedServer::answer(
            200, testing::cannedPage({testing::cannedTransaction(u"txn_9"_s, 90)}, false, {}));
        CannedServer server;
        server.script({first, CannedServer::answer(200, second), CannedServer::answer(200, second),
                       last, first, CannedServer::answer(200, second),
                       CannedServer::answer(200, second), last});
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        api::ApiClient client(config, &m_nam);

        models::TransactionsModel model;
        QSignalSpy errors(&model, &models::TransactionsModel::errorOccurred);
        model.setClient(&client);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10000);
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QVERIFY(errors.wait(10000));
        QVERIFY2(errors.first().first().value<api::ApiError>().message().contains(says),
                 qPrintable(errors.first().first().value<api::ApiError>().message()));
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(server.requests.size(), 2);

        // The chart's loader, from the first page again.
        server.requests.clear();
        server.script(
            {first, CannedServer::answer(200, second), CannedServer::answer(200, second), last});
        models::VolumeLoader loader;
        QSignalSpy finished(&loader, &models::VolumeLoader::finished);
        loader.start(&client, {});
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY2(finished.first().at(1).toString().contains(says),
                 qPrintable(finished.first().at(1).toString()));
        QCOMPARE(loader.read(), 1);
        QVERIFY(!loader.isComplete());
        QVERIFY(!loader.resume());
        QCOMPARE(server.requests.size(), 2);
    }

    // The chart's loader sums every page of a filter without the table's rows: the same
    // counts and sums as paging the list to its end; cancelled, it keeps what it summed and
    // resumes from the next page without counting a page twice.
    void volumeLoaderSumsEveryPage()
    {
        api::TransactionQuery q;
        q.currency = u"GBP"_s;
        q.statuses = {u"captured"_s, u"failed"_s, u"refunded"_s};
        models::TransactionsModel model;
        model.setPageSize(100);
        model.setQuery(q);
        model.setClient(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10000);
        while (model.canFetchMore({})) {
            model.fetchMore({});
            QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10000);
        }
        models::DailyVolumeBuilder expected;
        for (int r = 0; r < model.rowCount(); ++r)
            expected.add(model.transactionAt(r));
        const models::VolumeSeries want = expected.series(u"GBP"_s);
        QVERIFY(want.failed > 0);
        QVERIFY(want.transactions > models::VolumeLoader::PageSize * 3);

        models::VolumeLoader loader;
        QSignalSpy finished(&loader, &models::VolumeLoader::finished);
        QSignalSpy progress(&loader, &models::VolumeLoader::progress);
        loader.start(m_client.get(), q);
        QVERIFY(loader.isRunning());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QVERIFY(loader.isComplete());
        QVERIFY(progress.size() > 3);
        auto same = [&](const models::VolumeSeries &got) {
            QCOMPARE(got.transactions, want.transactions);
            QCOMPARE(got.failed, want.failed);
            QCOMPARE(got.days.size(), want.days.size());
            for (qsizetype i = 0; i < got.days.size(); ++i) {
                QCOMPARE(got.days.at(i).day, want.days.at(i).day);
                QCOMPARE(got.days.at(i).total, want.days.at(i).total);
            }
        };
        same(loader.volume().series(u"GBP"_s));

        // Cancelled after the first page: stopped, with that page summed; resumed: the rest.
        finished.clear();
        loader.start(m_client.get(), q);
        QVERIFY(progress.wait(10000));
        loader.cancel();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(loader.isStopped());
        QCOMPARE(loader.read(), models::VolumeLoader::PageSize);
        QTest::qWait(50); // an answer on its way is not counted
        QCOMPARE(loader.read(), models::VolumeLoader::PageSize);
        QVERIFY(loader.resume());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.at(1).at(0).toBool(), true);
        same(loader.volume().series(u"GBP"_s));
        QVERIFY(!loader.resume());

        // A dead service: stopped with the reason.
        api::ClientConfig dead;
        dead.baseUrl = QUrl(u"http://127.0.0.1:1/"_s);
        dead.apiKey = SandboxFixture::testKey();
        api::ApiClient nobody(dead, &m_nam);
        finished.clear();
        loader.start(&nobody, q);
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(!finished.at(0).at(1).toString().isEmpty());
        QVERIFY(loader.isStopped());
    }

    void updateTransactionChangesTheRow()
    {
        models::TransactionsModel model;
        model.setClient(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 0, 10000);
        api::Transaction t = model.transactionAt(3);
        t.status = u"refunded"_s;
        t.amountRefunded = t.amount;
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.updateTransaction(t);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.index(3, models::TransactionsModel::Status).data(models::StatusRole),
                 QVariant(u"refunded"_s));
    }
};

QTEST_GUILESS_MAIN(TestTransactionsModel)
#include "tst_transactionsmodel.moc"
