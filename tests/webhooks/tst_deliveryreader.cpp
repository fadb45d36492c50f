// The window's reader of the delivery store, on its own thread: the list under a filter with
// the newest id it saw, a delivery made ready to show (large bodies shown raw, secrets
// redacted), a missing one, stale requests skipped, an export, the same calls without a
// store; and DeliveryView's limits on its own.

#include "signing.h"
#include "webhooks/deliveryreader.h"
#include "webhooks/deliverystore.h"

#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using namespace paydesk::webhooks;

namespace {

Delivery makeDelivery(int n, const QString &type, Verdict verdict, const QByteArray &body = {})
{
    Delivery d;
    d.receivedAt = QDateTime::currentDateTimeUtc();
    d.path = u"/hooks"_s;
    d.body = body.isEmpty() ? eventBody(u"evt_%1"_s.arg(n), type) : body;
    d.bodySize = d.body.size();
    d.headers = {{"Content-Type", "application/json"},
                 {"Authorization", "Bearer pts_test_NeverShown0123456789"}};
    d.deriveFields();
    d.verification.verdict = verdict;
    d.verification.steps = {{u"Signed content"_s, u"\"evt_1.1.{\"note\":\"whsec_QUJDREVG\"…"_s,
                             VerificationStep::State::Info}};
    d.responseStatus = 200;
    return d;
}

QList<QVariant> answerTo(QSignalSpy &spy, quint64 request)
{
    if (!QTest::qWaitFor(
            [&] {
                for (const auto &args : std::as_const(spy)) {
                    if (args.at(0).toULongLong() == request)
                        return true;
                }
                return false;
            },
            10000))
        return {};
    for (const auto &args : std::as_const(spy)) {
        if (args.at(0).toULongLong() == request)
            return args;
    }
    return {};
}

} // namespace

class TestDeliveryReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void listsLoadsAndExports()
    {
        const QString path = m_dir.filePath(u"reader.sqlite"_s);
        DeliveryStore writer;
        QVERIFY(writer.open(path));
        QList<qint64> ids;
        for (int i = 0; i < 6; ++i) {
            Delivery d =
                makeDelivery(i, i % 2 ? u"transaction.refunded"_s : u"transaction.captured"_s,
                             i < 4 ? Verdict::Valid : Verdict::NoMatchingSignature);
            QVERIFY(writer.insert(d));
            ids << d.id;
        }

        DeliveryReader reader;
        QSignalSpy opened(&reader, &DeliveryReader::storeOpened);
        QSignalSpy listed(&reader, &DeliveryReader::listed);
        QSignalSpy loaded(&reader, &DeliveryReader::loaded);
        QSignalSpy types(&reader, &DeliveryReader::eventTypesRead);
        QSignalSpy exported(&reader, &DeliveryReader::exported);
        reader.setStorePath(path);
        QTRY_COMPARE(opened.size(), 1);
        QCOMPARE(reader.storePath(), path);

        // The answers are worked out on the reader's thread, and heard on this one.
        QThread *answeredOn = nullptr;
        connect(&reader, &DeliveryReader::listed, this,
                [&] { answeredOn = QThread::currentThread(); });
        DeliveryFilter f;
        f.eventType = u"transaction.refunded"_s;
        const quint64 request = reader.list(f, 100);
        const QList<QVariant> answer = answerTo(listed, request);
        QVERIFY(!answer.isEmpty());
        QCOMPARE(answeredOn, QThread::currentThread());
        const auto result = answer.at(1).value<DeliveryReader::ListResult>();
        QCOMPARE(result.rows.size(), 3);
        QCOMPARE(result.maxId, ids.last());     // the newest, filtered out or not
        QVERIFY(!result.rows.first().complete); // summaries
        QVERIFY(result.rows.first().body.isEmpty());
        QVERIFY(result.error.isEmpty());

        // A stale list is skipped when it has not started: only the newest is sure to come.
        reader.list({}, 100);
        reader.list({}, 100);
        const quint64 newest = reader.list({}, 2);
        const QList<QVariant> last = answerTo(listed, newest);
        QVERIFY(!last.isEmpty());
        QCOMPARE(last.at(1).value<DeliveryReader::ListResult>().rows.size(), 2);

        // A summary is loaded whole and made ready to show, secrets redacted.
        const Delivery summary = result.rows.first();
        const QList<QVariant> view = answerTo(loaded, reader.load(summary));
        QVERIFY(!view.isEmpty());
        const DeliveryView v = view.at(1).value<DeliveryView>();
        QVERIFY(v.found);
        QVERIFY(v.delivery.complete);
        QCOMPARE(v.delivery.id, summary.id);
        QCOMPARE(v.delivery.header("Authorization"),
                 QByteArray("Bearer pts_test_NeverShown0123456789")); // kept for replay
        QVERIFY(v.bodyFormatted);
        QVERIFY(v.bodyText.contains(u"\n    \"data\": {"_s));
        QVERIFY(v.bodyNote.isEmpty());
        QVERIFY(v.rawDump.startsWith(u"00000000  7b 22"_s));
        QVERIFY(!v.steps.first().detail.contains(u"QUJDREVG"_s));

        // Gone (the retention took it): the summary, not found.
        Delivery gone = summary;
        gone.id = 999999;
        const QList<QVariant> missing = answerTo(loaded, reader.load(gone));
        QVERIFY(!missing.isEmpty());
        QVERIFY(!missing.at(1).value<DeliveryView>().found);
        QCOMPARE(missing.at(1).value<DeliveryView>().delivery.id, 999999);

        // The event types.
        const QList<QVariant> typeList = answerTo(types, reader.readEventTypes());
        QCOMPARE(typeList.at(1).toStringList(),
                 (QStringList{u"transaction.captured"_s, u"transaction.refunded"_s}));

        // Export: each summary read whole, written off this thread; a bad path says why.
        const QString file = m_dir.filePath(u"export.json"_s);
        const QList<QVariant> done = answerTo(exported, reader.exportTo(result.rows, file));
        const auto ok = done.at(1).value<DeliveryReader::ExportResult>();
        QVERIFY2(ok.ok, qPrintable(ok.error));
        QCOMPARE(ok.count, 3);
        QFile out(file);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QByteArray json = out.readAll();
        QCOMPARE(QJsonDocument::fromJson(json).array().size(), 3);
        QVERIFY(!json.contains("NeverShown"));
        const QList<QVariant> failed = answerTo(
            exported, reader.exportTo(result.rows, m_dir.filePath(u"no/such/dir/x.json"_s)));
        const auto bad = failed.at(1).value<DeliveryReader::ExportResult>();
        QVERIFY(!bad.ok);
        QVERIFY(!bad.error.isEmpty());

        // What the writer adds later is seen by the next list.
        Delivery later = makeDelivery(9, u"transaction.failed"_s, Verdict::Valid);
        QVERIFY(writer.insert(later));
        const QList<QVariant> again = answerTo(listed, reader.list({}, 100));
        const auto r2 = again.at(1).value<DeliveryReader::ListResult>();
        QCOMPARE(r2.rows.size(), 7);
        QCOMPARE(r2.maxId, later.id);
        QCOMPARE(r2.rows.first().id, later.id);
    }

    void withoutAStore()
    {
        DeliveryReader reader;
        QSignalSpy listed(&reader, &DeliveryReader::listed);
        QSignalSpy loaded(&reader, &DeliveryReader::loaded);
        QList<Delivery> memory; // newest first
        for (int i = 3; i >= 1; --i) {
            Delivery d = makeDelivery(i, u"transaction.captured"_s,
                                      i == 2 ? Verdict::TimestampTooOld : Verdict::Valid);
            d.id = i;
            memory << d;
        }
        DeliveryFilter f;
        f.invalidOnly = true;
        const QList<QVariant> answer = answerTo(listed, reader.list(f, 100, memory));
        const auto result = answer.at(1).value<DeliveryReader::ListResult>();
        QCOMPARE(result.rows.size(), 1);
        QCOMPARE(result.rows.first().id, 2);
        QCOMPARE(result.maxId, 3);
        const QList<QVariant> view = answerTo(loaded, reader.load(memory.first()));
        QVERIFY(view.at(1).value<DeliveryView>().found);

        // A store that cannot be opened says so.
        QSignalSpy failed(&reader, &DeliveryReader::storeFailed);
        QFile blocker(m_dir.filePath(u"blocker"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cannot create the folder"_s));
        reader.setStorePath(m_dir.filePath(u"blocker/sub/deliveries.sqlite"_s));
        QTRY_COMPARE(failed.size(), 1);
    }

    void viewLimits_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("formatted");
        QTest::addColumn<QString>("note");
        QTest::newRow("small JSON") << 2 * 1024 << true << QString();
        QTest::newRow("at the limit") << int(DeliveryView::FormatLimit) << true << QString();
        QTest::newRow("over the limit")
            << int(DeliveryView::FormatLimit) + 1 << false << u"shown raw"_s;
        QTest::newRow("900 KiB") << 900 * 1024 << false << u"Body of 900 KiB shown raw"_s;
    }

    void viewLimits()
    {
        QFETCH(int, size);
        QFETCH(bool, formatted);
        QFETCH(QString, note);
        const QByteArray head =
            "{\"id\":\"evt_1\",\"secret\":\"whsec_QUJDREVGR0hJSktM\",\"pad\":\"";
        const QByteArray body = head + QByteArray(size - head.size() - 2, 'x') + "\"}";
        QCOMPARE(body.size(), size);
        const DeliveryView v = DeliveryView::of(makeDelivery(1, u"t"_s, Verdict::Valid, body));
        QCOMPARE(v.bodyFormatted, formatted);
        QVERIFY2(note.isEmpty() ? v.bodyNote.isEmpty() : v.bodyNote.contains(note),
                 qPrintable(v.bodyNote));
        QVERIFY(v.bodyText.size() <= std::max<qsizetype>(DeliveryView::ShownLimit, 2 * size));
        QVERIFY(!v.bodyText.contains(u"QUJDREVG"_s));
        QVERIFY(v.bodyText.contains(u"whsec_****"_s));
        QVERIFY(!v.rawDump.contains(u"QUJDREVG"_s));
        if (size > DeliveryView::RawDumpLimit)
            QVERIFY(v.rawDump.contains(u"more"_s));
        if (size > DeliveryView::ShownLimit)
            QVERIFY(v.bodyNote.contains(u"its first 64 KiB"_s));
    }

    void truncatedBodyIsNoted()
    {
        Delivery d = makeDelivery(1, u"t"_s, Verdict::Valid, QByteArray(1024 * 1024, 'x'));
        d.bodySize = 2 * 1024 * 1024;
        d.bodyTruncated = true;
        const DeliveryView v = DeliveryView::of(d);
        QVERIFY2(v.bodyNote.contains(u"2.0 MiB"_s) && v.bodyNote.contains(u"413"_s),
                 qPrintable(v.bodyNote));
    }
};

QTEST_GUILESS_MAIN(TestDeliveryReader)
#include "tst_deliveryreader.moc"
