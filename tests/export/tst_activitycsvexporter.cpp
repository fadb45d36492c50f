// ActivityCsvExporter against a service whose activity log misbehaves while it is paged: a page
// that names a cursor given before, or an entry that comes again. The export stops with words
// and leaves no file (it once wrote the same rows for as long as the service went on). The
// honest service's pages are all written, in order.
#include "api/apiclient.h"
#include "cannedpages.h"
#include "cannedserver.h"
#include "export/activitycsvexporter.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;

namespace {

// An entry of the log `minutesAgo` before 2026-11-22T06:00:00Z.
QJsonObject entry(const QString &id, int minutesAgo)
{
    return {{u"id"_s, id},
            {u"at"_s, QDateTime(QDate(2026, 11, 22), QTime(6, 0), Qt::UTC)
                          .addSecs(-60 * minutesAgo)
                          .toString(Qt::ISODate)},
            {u"key_id"_s, u"key_1"_s},
            {u"key_name"_s, u"Store"_s},
            {u"method"_s, u"POST"_s},
            {u"path"_s, u"/api/v1/transactions"_s},
            {u"status"_s, 201},
            {u"resource_id"_s, QString(u"txn_"_s + id)},
            {u"idempotency_key"_s, QJsonValue()}};
}

} // namespace

class TestActivityCsvExporter : public QObject
{
    Q_OBJECT

    QNetworkAccessManager m_nam;
    QTemporaryDir m_dir;

    // Exports from a server answering `pages` in turn: finished()'s arguments.
    std::pair<bool, QString> run(const QList<QByteArray> &pages, const QString &path,
                                 const api::ActivityQuery &query = {})
    {
        CannedServer server;
        QList<CannedServer::Step> steps;
        for (const QByteArray &page : pages)
            steps << CannedServer::answer(200, page);
        server.script(steps);
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = u"pts_test_TestKey0123456789abcdefABCDEF01"_s;
        api::ApiClient client(config, &m_nam);
        exporting::ActivityCsvExporter exporter(&client);
        QSignalSpy finished(&exporter, &exporting::ActivityCsvExporter::finished);
        if (!exporter.start(query, path))
            return {false, u"did not start"_s};
        if (!finished.wait(20000))
            return {false, u"(no finished())"_s};
        return {finished.at(0).at(0).toBool(), finished.at(0).at(1).toString()};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_nam.setProxy(QNetworkProxy::NoProxy);
    }

    void honestPagesAreWritten()
    {
        const QString path = m_dir.filePath(u"honest.csv"_s);
        const auto [ok, message] =
            run({cannedPage({entry(u"1"_s, 1), entry(u"2"_s, 2)}, true, u"c1"_s),
                 cannedPage({entry(u"3"_s, 3)}, false, {})},
                path);
        QVERIFY2(ok, qPrintable(message));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size(), 5); // the header, three rows, and the end after the last CRLF
        QVERIFY(lines.at(1).contains("txn_1"));
        QVERIFY(lines.at(3).contains("txn_3"));
    }

    void misbehavingLogStops_data()
    {
        QTest::addColumn<QList<QByteArray>>("pages");
        QTest::addColumn<QString>("says");
        QTest::addColumn<bool>("withDays"); // from 2026-11-22, to (exclusive) 2026-11-23
        const QByteArray first = cannedPage({entry(u"1"_s, 1), entry(u"2"_s, 2)}, true, u"c1"_s);
        const QByteArray again = cannedPage({entry(u"3"_s, 3), entry(u"4"_s, 4)}, true, u"c1"_s);
        QTest::newRow("repeated cursor")
            << QList<QByteArray>{first, again, again,
                                 again, again, cannedPage({entry(u"5"_s, 5)}, false, {})}
            << u"cursor came before"_s << false;
        QTest::newRow("page goes back")
            << QList<QByteArray>{first, cannedPage({entry(u"3"_s, 0)}, false, {})} << u"goes back"_s
            << false;
        QTest::newRow("entry again")
            << QList<QByteArray>{first, cannedPage({entry(u"2"_s, 2)}, false, {})}
            << u"comes twice"_s << false;
        // Fresh cursors with ever older entries, past the day asked for: it stops there, not
        // after a million pages.
        QList<QByteArray> older{first};
        for (int i = 1; i <= 4; ++i)
            older << cannedPage({entry(u"o%1"_s.arg(i), 200 * i)}, true, u"c%1"_s.arg(i + 1));
        QTest::newRow("entries outside the days asked for")
            << older << u"o2 (2026-11-21T23:20:00Z) lies outside the time asked for"_s << true;
    }

    void misbehavingLogStops()
    {
        QFETCH(QList<QByteArray>, pages);
        QFETCH(QString, says);
        QFETCH(bool, withDays);
        api::ActivityQuery query;
        if (withDays) {
            query.from = QDate(2026, 11, 22);
            query.to = QDate(2026, 11, 23);
        }
        const QString path = m_dir.filePath(u"looping.csv"_s);
        const auto [ok, message] = run(pages, path, query);
        QVERIFY2(!ok, "a misbehaving log was exported as if whole");
        QVERIFY2(message.contains(says), qPrintable(message));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(TestActivityCsvExporter)
#include "tst_activitycsvexporter.moc"
