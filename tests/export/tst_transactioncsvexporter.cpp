// TransactionCsvExporter against the real sandbox: every page of a query, read back with an
// independent RFC 4180 reader and compared with the service's own JSON field by field; exact
// amounts in 0-, 2- and 3-decimal currencies; quoting of awkward descriptions; cancelling and
// failing leave no file.
#include "export/transactioncsv.h"
#include "export/transactioncsvexporter.h"
#include "exporttestsupport.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using exporting::TransactionCsvExporter;

class TestTransactionCsvExporter : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    QTemporaryDir m_dir;
    QStringList m_awkward; // descriptions of the transactions made here

    // Runs an export to completion; returns finished()'s arguments.
    std::pair<bool, QString> run(TransactionCsvExporter &e, const api::TransactionQuery &q,
                                 const QString &path)
    {
        QSignalSpy finished(&e, &TransactionCsvExporter::finished);
        if (!e.start(q, path))
            return {false, u"did not start"_s};
        if (!finished.wait(30000) || finished.size() != 1)
            return {false, u"no finished()"_s};
        return {finished.at(0).at(0).toBool(), finished.at(0).at(1).toString()};
    }

    void compareWithService(const QString &path, const QUrlQuery &serviceQuery, int minRows)
    {
        QByteArray raw;
        const auto csv = readCsvFile(path, &raw);
        QVERIFY2(csv, "not valid RFC 4180 CSV");
        QVERIFY(raw.endsWith("\r\n"));
        QVERIFY(!raw.startsWith("\xef\xbb\xbf")); // no BOM
        const QJsonArray expected =
            fetchAllJson(m_sandbox.client, u"/api/v1/transactions"_s, serviceQuery);
        QVERIFY(expected.size() >= minRows);
        QCOMPARE(csv->size(), expected.size() + 1);
        QCOMPARE(csv->at(0), exporting::transactionCsvHeader());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QStringList want = expectedCsvRecord(expected.at(i).toObject());
            if (csv->at(i + 1) != want) {
                qWarning() << "row" << i + 1 << "\n got" << csv->at(i + 1) << "\nwant" << want;
                QFAIL("a row differs from the service's data");
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_nam.setProxy(QNetworkProxy::NoProxy);
        sandbox::SandboxOptions options;
        options.seedCount = 2'500;
        options.seedEndSecs = QDateTime::currentSecsSinceEpoch() - 3600;
        QVERIFY(m_sandbox.start(options));
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);

        // Descriptions a naive writer gets wrong, in a 3-decimal currency (none are seeded).
        m_awkward = {u"Mug, large"_s,
                     u"The \"good\" beans"_s,
                     u"line one\nline two"_s,
                     u"windows\r\nline"_s,
                     u"\",\",\"\n"_s,
                     u"Crème brûlée ☕ 𝄞"_s,
                     u"  leading and trailing spaces  "_s,
                     u"=SUM(A1:A2)"_s};
        const QList<qint64> amounts = {1, 10, 999, 1'000, 1'234, 100'000'000'000, 50'505, 7};
        for (qsizetype i = 0; i < m_awkward.size(); ++i) {
            QJsonObject body = chargeBody(amounts.at(i), u"KWD"_s, u"csvtest-%1"_s.arg(i));
            body.insert(u"description"_s, m_awkward.at(i));
            const HttpResult r = m_sandbox.client.post(u"/api/v1/transactions"_s, body);
            QCOMPARE(r.status, 201);
        }
        // A refund of a fraction of a fils: the refunded column is exact too.
        const QJsonArray kwd =
            fetchAllJson(m_sandbox.client, u"/api/v1/transactions"_s, QUrlQuery(u"currency=KWD"_s));
        QCOMPARE(kwd.size(), m_awkward.size());
        QString id; // csvtest-3, 1.000 KWD
        for (const QJsonValue &v : kwd) {
            if (v.toObject().value(u"merchant_ref"_s).toString() == u"csvtest-3"_s)
                id = v.toObject().value(u"id"_s).toString();
        }
        QVERIFY(!id.isEmpty());
        const HttpResult refund = m_sandbox.client.post(
            u"/api/v1/transactions/%1/refunds"_s.arg(id), QJsonObject{{u"amount"_s, 3}});
        QCOMPARE(refund.status, 201);
    }

    void awkwardDescriptionsRoundTrip()
    {
        TransactionCsvExporter e(m_client.get());
        api::TransactionQuery q;
        q.search = u"csvtest-"_s;
        const QString path = m_dir.filePath(u"awkward.csv"_s);
        const auto [ok, error] = run(e, q, path);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(e.rowsWritten(), m_awkward.size());
        const auto csv = readCsvFile(path);
        QVERIFY(csv);
        QStringList descriptions;
        for (qsizetype i = 1; i < csv->size(); ++i)
            descriptions.append(csv->at(i).at(11));
        for (const QString &d : std::as_const(m_awkward))
            QVERIFY2(descriptions.contains(spreadsheetSafe(d)), qPrintable(d));
        compareWithService(path, QUrlQuery(u"q=csvtest-"_s), m_awkward.size());
    }

    void threeDecimalCurrencyIsExact()
    {
        TransactionCsvExporter e(m_client.get());
        api::TransactionQuery q;
        q.currency = u"KWD"_s;
        const QString path = m_dir.filePath(u"kwd.csv"_s);
        const auto [ok, error] = run(e, q, path);
        QVERIFY2(ok, qPrintable(error));
        const auto csv = readCsvFile(path);
        QVERIFY(csv);
        QStringList amounts, refunded;
        for (qsizetype i = 1; i < csv->size(); ++i) {
            amounts.append(csv->at(i).at(5));
            refunded.append(csv->at(i).at(7));
        }
        for (const QString &a : {u"0.001"_s, u"0.010"_s, u"0.999"_s, u"1.000"_s, u"1.234"_s,
                                 u"100000000.000"_s, u"50.505"_s, u"0.007"_s})
            QVERIFY2(amounts.contains(a), qPrintable(a));
        QVERIFY(refunded.contains(u"0.003"_s));
        compareWithService(path, QUrlQuery(u"currency=KWD"_s), m_awkward.size());
    }

    void zeroDecimalCurrencyIsExact()
    {
        TransactionCsvExporter e(m_client.get());
        e.setPageSize(37); // pages that do not divide the rows evenly
        api::TransactionQuery q;
        q.currency = u"JPY"_s;
        q.statuses = {u"captured"_s, u"partially_refunded"_s};
        const QString path = m_dir.filePath(u"jpy.csv"_s);
        const auto [ok, error] = run(e, q, path);
        QVERIFY2(ok, qPrintable(error));
        const auto csv = readCsvFile(path);
        QVERIFY(csv);
        for (qsizetype i = 1; i < csv->size(); ++i) {
            QVERIFY(!csv->at(i).at(5).contains(u'.'));
            QCOMPARE(csv->at(i).at(5), csv->at(i).at(6));
        }
        compareWithService(path, QUrlQuery(u"currency=JPY&status=captured,partially_refunded"_s),
                           100);
    }

    void everyRowOfEverything()
    {
        TransactionCsvExporter e(m_client.get());
        QSignalSpy progress(&e, &TransactionCsvExporter::progress);
        const QString path = m_dir.filePath(u"all.csv"_s);
        const auto [ok, error] = run(e, {}, path);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(e.rowsWritten(), 2'500 + m_awkward.size());
        // One progress report per page, counting up to the total.
        QCOMPARE(progress.size(), 26);
        QCOMPARE(progress.last().at(0).toLongLong(), e.rowsWritten());
        compareWithService(path, {}, 2'500);
    }

    void emptyResultIsJustTheHeader()
    {
        TransactionCsvExporter e(m_client.get());
        api::TransactionQuery q;
        q.search = u"no-such-reference"_s;
        const QString path = m_dir.filePath(u"empty.csv"_s);
        const auto [ok, error] = run(e, q, path);
        QVERIFY2(ok, qPrintable(error));
        QByteArray raw;
        const auto csv = readCsvFile(path, &raw);
        QVERIFY(csv);
        QCOMPARE(csv->size(), 1);
        QCOMPARE(e.rowsWritten(), 0);
    }

    void cancelLeavesNoFile()
    {
        TransactionCsvExporter e(m_client.get());
        e.setPageSize(20);
        QSignalSpy finished(&e, &TransactionCsvExporter::finished);
        QSignalSpy progress(&e, &TransactionCsvExporter::progress);
        const QString path = m_dir.filePath(u"cancelled.csv"_s);
        QVERIFY(e.start({}, path));
        QVERIFY(!e.start({}, path)); // one at a time
        QVERIFY(progress.wait(10000));
        QVERIFY(e.isRunning());
        e.cancel();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(e.wasCancelled());
        QVERIFY(!e.isRunning());
        QVERIFY(!QFile::exists(path));
        // No temporary file is left behind either.
        QTest::qWait(200);
        const QStringList left = QDir(m_dir.path()).entryList({u"cancelled*"_s}, QDir::Files);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
        QCOMPARE(finished.size(), 1);
    }

    void cancelKeepsAnExistingFile()
    {
        const QString path = m_dir.filePath(u"existing.csv"_s);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old contents\r\n");
        }
        TransactionCsvExporter e(m_client.get());
        QSignalSpy finished(&e, &TransactionCsvExporter::finished);
        QVERIFY(e.start({}, path));
        e.cancel(); // before the first page
        QCOMPARE(finished.size(), 1);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old contents\r\n"));
    }

    void serviceErrorLeavesNoFile()
    {
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = u"pts_test_NotAKnownKeyAtAll000"_s;
        api::ApiClient bad(config, &m_nam);
        TransactionCsvExporter e(&bad);
        const QString path = m_dir.filePath(u"failed.csv"_s);
        const auto [ok, error] = run(e, {}, path);
        QVERIFY(!ok);
        QVERIFY2(!error.isEmpty(), "the reason is given");
        QVERIFY(!e.wasCancelled());
        QVERIFY(!QFile::exists(path));
    }

    void unwritablePathFails()
    {
        TransactionCsvExporter e(m_client.get());
        const auto [ok, error] = run(e, {}, m_dir.filePath(u"no/such/directory/out.csv"_s));
        QVERIFY(!ok);
        QVERIFY(error.contains(u"out.csv"_s));
    }

    void streamsToADevice()
    {
        // What `paydesk export transactions` does with standard output.
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        TransactionCsvExporter e(m_client.get());
        QSignalSpy finished(&e, &TransactionCsvExporter::finished);
        api::TransactionQuery q;
        q.currency = u"KWD"_s;
        QVERIFY(e.startOnDevice(q, &buffer));
        QVERIFY(finished.wait(10000));
        QVERIFY(finished.at(0).at(0).toBool());
        const auto csv = parseCsv(QString::fromUtf8(buffer.data()));
        QVERIFY(csv);
        QCOMPARE(csv->size(), m_awkward.size() + 1);
    }

    void readerRejectsBrokenCsv()
    {
        // The reader these tests rely on is strict.
        QVERIFY(!parseCsv(u"a\"b\r\n"_s));
        QVERIFY(!parseCsv(u"\"a\"b\r\n"_s));
        QVERIFY(!parseCsv(u"\"unterminated\r\n"_s));
        const auto ok = parseCsv(u"a,\"b,\"\"c\"\"\r\nd\"\r\n,\r\n"_s);
        QVERIFY(ok);
        QCOMPARE(ok->size(), 2);
        QCOMPARE(ok->at(0), (QStringList{u"a"_s, u"b,\"c\"\r\nd"_s}));
        QCOMPARE(ok->at(1), (QStringList{QString(), QString()}));
    }
};

QTEST_GUILESS_MAIN(TestTransactionCsvExporter)
#include "tst_transactioncsvexporter.moc"
