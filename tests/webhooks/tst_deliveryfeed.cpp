// What the Webhooks pane shows, without its widgets: DeliveryFeed over a real delivery store
// (a SQLite file written here as the receiver writes it, then the deliveries handed over as
// the receiver reports them) and without one. Batches, pause and the count of what came
// meanwhile, the filter applied on arrival as the reader applies it, what reload() does with
// deliveries waiting or arriving during a read, the selected delivery read whole (and one the
// retention removed), a store that cannot be opened, exports and the run of failed verdicts.

#include "signing.h"
#include "webhooks/deliveryfeed.h"
#include "webhooks/deliverymodel.h"
#include "webhooks/deliverystore.h"

#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using namespace paydesk::webhooks;

namespace {

Delivery makeDelivery(const QString &id, const QString &type, Verdict verdict,
                      const QString &transactionId = u"txn_PKgp5uxq0kfzMROQZYFc9eDy"_s)
{
    Delivery d;
    d.receivedAt = QDateTime::currentDateTimeUtc();
    d.remoteAddress = u"127.0.0.1"_s;
    d.path = u"/hooks"_s;
    d.body = eventBody(id, type, transactionId);
    d.bodySize = d.body.size();
    d.headers = {{"Content-Type", "application/json"}, {"webhook-id", id.toUtf8()}};
    d.deriveFields();
    d.verification.verdict = verdict;
    d.verification.reason = verdictText(verdict);
    d.responseStatus = 200;
    return d;
}

// The five deliveries the filter tests hand over, oldest first.
QList<Delivery> fiveArrivals()
{
    return {makeDelivery(u"evt_1"_s, u"transaction.captured"_s, Verdict::Valid),
            makeDelivery(u"evt_2"_s, u"transaction.refunded"_s, Verdict::Valid),
            makeDelivery(u"evt_3"_s, u"transaction.captured"_s, Verdict::NoMatchingSignature),
            makeDelivery(u"evt_4"_s, u"transaction.captured"_s, Verdict::TimestampTooOld,
                         u"txn_ORD-Live-7"_s),
            makeDelivery(u"evt_5"_s, u"transaction.failed"_s, Verdict::Valid)};
}

QStringList listedIds(const DeliveryFeed &feed)
{
    QStringList ids;
    for (const Delivery &d : feed.model()->deliveries())
        ids << d.webhookId;
    return ids;
}

} // namespace

class TestDeliveryFeed : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    // The receiver's side of the store: what it writes before it reports the deliveries.
    std::unique_ptr<DeliveryStore> m_writer;

    QString storePath() const { return m_dir->filePath(u"deliveries.sqlite"_s); }

    // A feed on this test's store (or on none), its list read under `filter`.
    std::unique_ptr<DeliveryFeed> makeFeed(bool store, const DeliveryFilter &filter = {})
    {
        auto feed = std::make_unique<DeliveryFeed>();
        QSignalSpy reloaded(feed.get(), &DeliveryFeed::reloaded);
        feed->setStorePath(store ? storePath() : QString());
        if (!reloaded.wait(10000))
            return nullptr;
        if (!filter.isEmpty()) {
            feed->setFilter(filter);
            if (!reloaded.wait(10000))
                return nullptr;
        }
        return feed;
    }
    // Stores the deliveries (when the feed has a store) as the receiver does, then reports
    // them; `deliveries` get their ids.
    void arrive(DeliveryFeed &feed, QList<Delivery> &deliveries)
    {
        if (!feed.storePath().isEmpty()) {
            for (Delivery &d : deliveries)
                QVERIFY(m_writer->insert(d));
        }
        feed.addDeliveries(deliveries);
    }
    void arrive(DeliveryFeed &feed, const Delivery &delivery)
    {
        QList<Delivery> one{delivery};
        arrive(feed, one);
    }
    // A feed as makeFeed() makes it, then handed fiveArrivals() (kept in `arrivals`), which
    // wait to be listed.
    std::unique_ptr<DeliveryFeed> feedWithFive(bool store, QList<Delivery> *arrivals = nullptr)
    {
        auto feed = makeFeed(store);
        if (!feed)
            return nullptr;
        QList<Delivery> five = fiveArrivals();
        arrive(*feed, five);
        if (arrivals)
            *arrivals = five;
        return feed;
    }
    static bool reloadAndWait(DeliveryFeed &feed)
    {
        QSignalSpy reloaded(&feed, &DeliveryFeed::reloaded);
        feed.reload();
        return reloaded.wait(10000);
    }
    static void addStoreColumn()
    {
        QTest::addColumn<bool>("store");
        QTest::newRow("with a store") << true;
        QTest::newRow("in memory") << false;
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_writer = std::make_unique<DeliveryStore>();
        QVERIFY(m_writer->open(storePath()));
    }

    void cleanup()
    {
        m_writer.reset();
        m_dir.reset();
    }

    void firstListReadsTheStore()
    {
        for (int i = 1; i <= 3; ++i) {
            Delivery d = makeDelivery(
                u"evt_Old%1"_s.arg(i),
                i == 2 ? u"transaction.refunded"_s : u"transaction.captured"_s, Verdict::Valid);
            QVERIFY(m_writer->insert(d));
        }
        DeliveryFeed feed;
        QSignalSpy reloaded(&feed, &DeliveryFeed::reloaded);
        QSignalSpy types(&feed, &DeliveryFeed::eventTypesSeen);
        feed.setStorePath(storePath());
        QVERIFY(feed.isLoading());
        QVERIFY(reloaded.wait(10000));
        QVERIFY(!feed.isLoading());
        QCOMPARE(listedIds(feed), (QStringList{u"evt_Old3"_s, u"evt_Old2"_s, u"evt_Old1"_s}));
        // Summaries: the store has the rest.
        QVERIFY(!feed.model()->delivery(0).complete);
        QVERIFY(feed.model()->delivery(0).body.isEmpty());
        QTRY_COMPARE(types.size(), 1);
        QCOMPARE(types.at(0).at(0).toStringList(),
                 (QStringList{u"transaction.captured"_s, u"transaction.refunded"_s}));
    }

    void batches_data() { addStoreColumn(); }
    void batches()
    {
        QFETCH(bool, store);
        const auto feed = makeFeed(store);
        QVERIFY(feed);
        QSignalSpy inserted(feed->model(), &QAbstractItemModel::rowsInserted);
        QSignalSpy added(feed.get(), &DeliveryFeed::rowsAdded);
        // Three reports in a row, as a busy receiver makes them: one update of the list.
        for (int batch = 0; batch < 3; ++batch) {
            QList<Delivery> two{
                makeDelivery(u"evt_B%1a"_s.arg(batch), u"transaction.captured"_s, Verdict::Valid),
                makeDelivery(u"evt_B%1b"_s.arg(batch), u"transaction.captured"_s, Verdict::Valid)};
            arrive(*feed, two);
        }
        QCOMPARE(feed->waitingCount(), 6);
        QCOMPARE(feed->model()->rowCount(), 0);
        QVERIFY(added.wait(10000));
        QCOMPARE(added.size(), 1);
        QCOMPARE(added.at(0).at(0).toInt(), 6);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(feed->waitingCount(), 0);
        QCOMPARE(listedIds(*feed), (QStringList{u"evt_B2b"_s, u"evt_B2a"_s, u"evt_B1b"_s,
                                                u"evt_B1a"_s, u"evt_B0b"_s, u"evt_B0a"_s}));
        // With a store the list holds summaries; without one, the deliveries themselves, with
        // ids of the feed's own.
        const Delivery &top = feed->model()->delivery(0);
        QCOMPARE(top.complete, !store);
        QCOMPARE(top.body.isEmpty(), store);
        QVERIFY(top.id > feed->model()->delivery(1).id);

        // flush() lists what waits at once; the timer then finds nothing.
        arrive(*feed, makeDelivery(u"evt_Now"_s, u"transaction.captured"_s, Verdict::Valid));
        feed->flush();
        QCOMPARE(feed->model()->rowCount(), 7);
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(feed->batchInterval(), DeliveryFeed::DefaultBatchIntervalMs);
    }

    void pauseCountsWhatArrives_data()
    {
        QTest::addColumn<bool>("store");
        QTest::addColumn<QList<int>>("batches");
        // The filter's; what arrives while paused is a refund.
        QTest::addColumn<QString>("eventType");
        QTest::addColumn<int>("listedAfterResume");
        QTest::newRow("one delivery, a store") << true << QList<int>{1} << QString() << 2;
        QTest::newRow("one delivery, in memory") << false << QList<int>{1} << QString() << 2;
        QTest::newRow("three batches, a store") << true << QList<int>{2, 3, 1} << QString() << 7;
        QTest::newRow("three batches, in memory") << false << QList<int>{2, 3, 1} << QString() << 7;
        // Every delivery counts, whether the filter lists it or not.
        QTest::newRow("filtered out, a store")
            << true << QList<int>{2, 2} << u"transaction.captured"_s << 1;
        QTest::newRow("filtered out, in memory")
            << false << QList<int>{2, 2} << u"transaction.captured"_s << 1;
    }
    void pauseCountsWhatArrives()
    {
        QFETCH(bool, store);
        QFETCH(QList<int>, batches);
        QFETCH(QString, eventType);
        QFETCH(int, listedAfterResume);
        DeliveryFilter filter;
        filter.eventType = eventType;
        const auto feed = makeFeed(store, filter);
        QVERIFY(feed);
        QSignalSpy paused(feed.get(), &DeliveryFeed::pausedChanged);
        QSignalSpy pending(feed.get(), &DeliveryFeed::pendingCountChanged);

        // What came before the pause is listed as it begins, not held back with the rest.
        arrive(*feed, makeDelivery(u"evt_Before"_s, u"transaction.captured"_s, Verdict::Valid));
        feed->setPaused(true);
        QVERIFY(feed->isPaused());
        QCOMPARE(paused.size(), 1);
        QCOMPARE(listedIds(*feed), QStringList{u"evt_Before"_s});

        int total = 0;
        for (int b = 0; b < batches.size(); ++b) {
            QList<Delivery> batch;
            for (int i = 0; i < batches.at(b); ++i)
                batch << makeDelivery(u"evt_P%1_%2"_s.arg(b).arg(i), u"transaction.refunded"_s,
                                      Verdict::Valid);
            arrive(*feed, batch);
            total += batches.at(b);
            QCOMPARE(feed->pendingCount(), total);
            QCOMPARE(pending.last().at(0).toInt(), total);
        }
        QCOMPARE(pending.size(), batches.size());
        QCOMPARE(feed->waitingCount(), 0); // nothing waits for the timer
        feed->flush();
        QCOMPARE(feed->model()->rowCount(), 1);
        feed->setPaused(true); // no change
        QCOMPARE(paused.size(), 1);

        // Resuming reads the list again, which has them all.
        QSignalSpy reloaded(feed.get(), &DeliveryFeed::reloaded);
        feed->setPaused(false);
        QVERIFY(!feed->isPaused());
        QCOMPARE(feed->pendingCount(), 0);
        QCOMPARE(pending.last().at(0).toInt(), 0);
        QCOMPARE(paused.last().at(0).toBool(), false);
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(feed->model()->rowCount(), listedAfterResume);
    }

    void filterOnArrival_data()
    {
        QTest::addColumn<bool>("store");
        QTest::addColumn<QString>("eventType");
        QTest::addColumn<QString>("verdict"); // a verdict's name, or "invalid"
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("listed");
        const struct
        {
            const char *name;
            QString eventType;
            QString verdict;
            QString text;
            QStringList listed;
        } rows[] = {
            {"no filter", {}, {}, {}, {u"evt_5"_s, u"evt_4"_s, u"evt_3"_s, u"evt_2"_s, u"evt_1"_s}},
            {"event type", u"transaction.captured"_s, {}, {}, {u"evt_4"_s, u"evt_3"_s, u"evt_1"_s}},
            {"one verdict", {}, u"no_matching_signature"_s, {}, {u"evt_3"_s}},
            {"invalid only", {}, u"invalid"_s, {}, {u"evt_4"_s, u"evt_3"_s}},
            {"type and verdict", u"transaction.captured"_s, u"valid"_s, {}, {u"evt_1"_s}},
            {"text in the body", {}, {}, u"ORD-Live"_s, {u"evt_4"_s}},
            {"text in another case", {}, {}, u"ord-live"_s, {u"evt_4"_s}},
            {"text in the webhook id", {}, {}, u"evt_2"_s, {u"evt_2"_s}},
            {"nothing matches", u"transaction.refunded"_s, u"invalid"_s, {}, {}},
        };
        for (const auto &row : rows) {
            QTest::addRow("%s, a store", row.name)
                << true << row.eventType << row.verdict << row.text << row.listed;
            QTest::addRow("%s, in memory", row.name)
                << false << row.eventType << row.verdict << row.text << row.listed;
        }
    }
    void filterOnArrival()
    {
        QFETCH(bool, store);
        QFETCH(QString, eventType);
        QFETCH(QString, verdict);
        QFETCH(QString, text);
        QFETCH(QStringList, listed);
        DeliveryFilter filter;
        filter.eventType = eventType;
        filter.invalidOnly = verdict == u"invalid"_s;
        if (!filter.invalidOnly && !verdict.isEmpty())
            filter.verdict = verdictFromName(verdict);
        filter.text = text;
        const auto feed = makeFeed(store, filter);
        QVERIFY(feed);
        QCOMPARE(feed->model()->rowCount(), 0);
        QSignalSpy reloaded(feed.get(), &DeliveryFeed::reloaded);

        // Matched as they come (bodies included), without reading the list again.
        QList<Delivery> arrivals = fiveArrivals();
        arrive(*feed, arrivals);
        QCOMPARE(feed->waitingCount(), int(listed.size()));
        feed->flush();
        QCOMPARE(listedIds(*feed), listed);
        QCOMPARE(reloaded.size(), 0);
        for (const Delivery &d : feed->model()->deliveries())
            QCOMPARE(d.body.isEmpty(), store); // with a store, the summaries only

        // The reader, reading the list again, agrees.
        QVERIFY(reloadAndWait(*feed));
        QCOMPARE(listedIds(*feed), listed);
    }

    void reloadDropsWhatWaits_data() { addStoreColumn(); }
    void reloadDropsWhatWaits()
    {
        QFETCH(bool, store);
        const auto feed = feedWithFive(store);
        QVERIFY(feed);
        QCOMPARE(feed->waitingCount(), 5);
        // The store (or the memory) has them: the new list brings them, once each.
        QSignalSpy reloaded(feed.get(), &DeliveryFeed::reloaded);
        feed->reload();
        QCOMPARE(feed->waitingCount(), 0);
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(listedIds(*feed),
                 (QStringList{u"evt_5"_s, u"evt_4"_s, u"evt_3"_s, u"evt_2"_s, u"evt_1"_s}));
    }

    void arrivalsDuringARead_data() { addStoreColumn(); }
    void arrivalsDuringARead()
    {
        QFETCH(bool, store);
        const auto feed = makeFeed(store);
        QVERIFY(feed);
        arrive(*feed, makeDelivery(u"evt_Listed"_s, u"transaction.captured"_s, Verdict::Valid));
        feed->flush();
        QCOMPARE(feed->model()->rowCount(), 1);

        // Stored before the read starts but reported after it: the answer has it. In memory,
        // the read has what was kept when it started: the delivery joins after the answer.
        Delivery late = makeDelivery(u"evt_Late"_s, u"transaction.captured"_s, Verdict::Valid);
        if (store)
            QVERIFY(m_writer->insert(late));
        QSignalSpy reloaded(feed.get(), &DeliveryFeed::reloaded);
        QSignalSpy added(feed.get(), &DeliveryFeed::rowsAdded);
        feed->reload();
        QVERIFY(feed->isLoading());
        feed->addDeliveries({late});
        feed->flush(); // kept until the answer
        QCOMPARE(feed->waitingCount(), 1);
        QCOMPARE(added.size(), 0);
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(feed->waitingCount(), 0);
        QCOMPARE(listedIds(*feed), (QStringList{u"evt_Late"_s, u"evt_Listed"_s}));
        QCOMPARE(added.size(), store ? 0 : 1);
    }

    void aNewerReadWins()
    {
        const auto feed = feedWithFive(true);
        QVERIFY(feed);
        QSignalSpy reloaded(feed.get(), &DeliveryFeed::reloaded);
        DeliveryFilter refunded;
        refunded.eventType = u"transaction.refunded"_s;
        feed->reload();
        feed->setFilter(refunded);
        QTRY_COMPARE(feed->isLoading(), false);
        QCOMPARE(reloaded.size(), 1);
        QCOMPARE(listedIds(*feed), QStringList{u"evt_2"_s});
    }

    void currentIsReadWhole_data() { addStoreColumn(); }
    void currentIsReadWhole()
    {
        QFETCH(bool, store);
        QList<Delivery> arrivals;
        const auto feed = feedWithFive(store, &arrivals);
        QVERIFY(feed);
        feed->flush();
        QSignalSpy changed(feed.get(), &DeliveryFeed::currentChanged);
        QSignalSpy loaded(feed.get(), &DeliveryFeed::currentLoaded);

        feed->setCurrentRow(1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(feed->current()->webhookId, u"evt_4"_s);
        QCOMPARE(feed->isCurrentLoaded(), !store); // a summary until the store is read
        QVERIFY(loaded.wait(10000));
        const auto view = loaded.at(0).at(0).value<DeliveryView>();
        QVERIFY(view.found);
        QVERIFY(view.bodyText.contains(u"txn_ORD-Live-7"_s));
        QVERIFY(feed->isCurrentLoaded());
        QCOMPARE(feed->current()->body, arrivals.at(3).body);

        // The same row again (the list was read around it): not read again.
        QVERIFY(reloadAndWait(*feed));
        feed->setCurrentRow(1);
        QCOMPARE(changed.size(), 1);
        QVERIFY(feed->isCurrentLoaded());

        // A newer selection makes the older answer stale.
        feed->setCurrentRow(2);
        feed->setCurrentRow(0);
        QCOMPARE(changed.size(), 3);
        QTRY_COMPARE(loaded.size(), 2);
        QCOMPARE(loaded.last().at(0).value<DeliveryView>().delivery.webhookId, u"evt_5"_s);
        QVERIFY(feed->isCurrentLoaded());
        QCOMPARE(feed->current()->webhookId, u"evt_5"_s);

        // None.
        feed->setCurrentRow(-1);
        QCOMPARE(changed.size(), 4);
        QVERIFY(!feed->current());
        feed->setCurrentRow(feed->model()->rowCount());
        QCOMPARE(changed.size(), 4);
    }

    void currentNoLongerStored()
    {
        const auto feed = feedWithFive(true);
        QVERIFY(feed);
        feed->flush();
        QVERIFY(m_writer->clear()); // as the retention would
        QSignalSpy loaded(feed.get(), &DeliveryFeed::currentLoaded);
        feed->setCurrentRow(0);
        QVERIFY(loaded.wait(10000));
        QVERIFY(!loaded.at(0).at(0).value<DeliveryView>().found);
        QCOMPARE(feed->current()->webhookId, u"evt_5"_s); // the list row
        QVERIFY(!feed->isCurrentLoaded());
    }

    void newStoreForgetsTheCurrent()
    {
        const auto feed = makeFeed(true);
        QVERIFY(feed);
        arrive(*feed, makeDelivery(u"evt_A"_s, u"transaction.captured"_s, Verdict::Valid));
        feed->flush();
        feed->setCurrentRow(0);
        QTRY_VERIFY(feed->isCurrentLoaded());

        DeliveryStore other;
        const QString otherPath = m_dir->filePath(u"other.sqlite"_s);
        QVERIFY(other.open(otherPath));
        Delivery b = makeDelivery(u"evt_B"_s, u"transaction.failed"_s, Verdict::Valid);
        QVERIFY(other.insert(b));
        QSignalSpy changed(feed.get(), &DeliveryFeed::currentChanged);
        QSignalSpy reloaded(feed.get(), &DeliveryFeed::reloaded);
        QSignalSpy types(feed.get(), &DeliveryFeed::eventTypesSeen);
        feed->setStorePath(otherPath);
        QCOMPARE(changed.size(), 1);
        QVERIFY(!feed->current());
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(listedIds(*feed), QStringList{u"evt_B"_s});
        QTRY_COMPARE(types.size(), 1);
        QCOMPARE(types.at(0).at(0).toStringList(), QStringList{u"transaction.failed"_s});
        // The same path again reads nothing.
        feed->setStorePath(otherPath);
        QVERIFY(!feed->isLoading());
    }

    void storeThatCannotBeOpened()
    {
        QFile blocker(m_dir->filePath(u"blocker"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        DeliveryFeed feed;
        QSignalSpy failed(&feed, &DeliveryFeed::storeFailed);
        QSignalSpy reloaded(&feed, &DeliveryFeed::reloaded);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cannot create the folder"_s));
        feed.setStorePath(m_dir->filePath(u"blocker/sub/deliveries.sqlite"_s));
        QVERIFY(failed.wait(10000));
        QVERIFY(!failed.at(0).at(0).toString().isEmpty());
        QVERIFY(feed.storePath().isEmpty());
        QTRY_VERIFY(reloaded.size() >= 1 && !feed.isLoading());
        // From memory from now on: whole deliveries with ids of the feed's own.
        feed.addDeliveries({makeDelivery(u"evt_Mem"_s, u"transaction.captured"_s, Verdict::Valid)});
        feed.flush();
        QCOMPARE(listedIds(feed), QStringList{u"evt_Mem"_s});
        QVERIFY(feed.model()->delivery(0).complete);
        QVERIFY(feed.model()->delivery(0).id > 0);
    }

    void memoryKeepsWhatTheListShows()
    {
        const auto feed = makeFeed(false);
        QVERIFY(feed);
        feed->model()->setMaxRows(3);
        for (int i = 1; i <= 5; ++i) {
            feed->addDeliveries(
                {makeDelivery(u"evt_M%1"_s.arg(i), u"transaction.captured"_s, Verdict::Valid)});
        }
        QVERIFY(reloadAndWait(*feed));
        QCOMPARE(listedIds(*feed), (QStringList{u"evt_M5"_s, u"evt_M4"_s, u"evt_M3"_s}));
    }

    void exports()
    {
        const auto feed = feedWithFive(true);
        QVERIFY(feed);
        feed->flush();
        QVERIFY(!feed->exportRows({}, m_dir->filePath(u"none.json"_s)));
        QVERIFY(!feed->exportRows({7, -1}, m_dir->filePath(u"none.json"_s)));
        QSignalSpy exported(feed.get(), &DeliveryFeed::exported);
        const QString file = m_dir->filePath(u"two.json"_s);
        QVERIFY(feed->exportRows({0, 2}, file));
        QVERIFY(feed->isExporting());
        QVERIFY(!feed->exportRows({1}, file)); // one at a time
        QVERIFY(exported.wait(10000));
        QVERIFY(!feed->isExporting());
        const auto result = exported.at(0).at(0).value<DeliveryReader::ExportResult>();
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.count, 2);
        QFile out(file);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QJsonArray json = QJsonDocument::fromJson(out.readAll()).array();
        QCOMPARE(json.size(), 2);
        // Read whole from the store, though the list holds summaries.
        QCOMPARE(json.at(0).toObject().value(u"body"_s).toObject().value(u"id"_s).toString(),
                 u"evt_5"_s);
    }

    void failedVerificationsInARow()
    {
        const auto feed = makeFeed(false);
        QVERIFY(feed);
        QSignalSpy changed(feed.get(), &DeliveryFeed::verificationChanged);
        QSignalSpy types(feed.get(), &DeliveryFeed::eventTypesSeen);
        for (int i = 0; i < VerificationMonitor::Threshold; ++i) {
            QVERIFY(!feed->verification().isFailing());
            feed->addDeliveries({makeDelivery(u"evt_F%1"_s.arg(i), u"transaction.captured"_s,
                                              Verdict::NoMatchingSignature)});
        }
        QVERIFY(feed->verification().isFailing());
        QCOMPARE(changed.size(), VerificationMonitor::Threshold);
        QCOMPARE(types.at(0).at(0).toStringList(), QStringList{u"transaction.captured"_s});
        feed->resetVerification();
        QVERIFY(!feed->verification().isFailing());
        QCOMPARE(changed.size(), VerificationMonitor::Threshold + 1);
    }
};

QTEST_GUILESS_MAIN(TestDeliveryFeed)
#include "tst_deliveryfeed.moc"
