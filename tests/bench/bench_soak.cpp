// Soak: the paydesk-sandbox binary on a data directory (durable, WAL) takes N charges one after
// another (default 100,000; PAYDESK_SOAK_CHARGES sets another number), a list page read after
// every tenth. Reported: the write-ahead log's largest size seen, the database's size, and the
// sandbox's resident memory at the end and at its peak. Nothing is asserted.

#include "benchsupport.h"
#include "sandboxclient.h"
#include "sandboxprocess.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using namespace paydesk::bench;

namespace {

qint64 statusKiB(qint64 pid, const QByteArray &field)
{
    QFile f(u"/proc/%1/status"_s.arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

} // namespace

class BenchSoak : public QObject
{
    Q_OBJECT

private slots:
    void charges();
};

void BenchSoak::charges()
{
    const int count = qEnvironmentVariableIsSet("PAYDESK_SOAK_CHARGES")
                          ? qEnvironmentVariableIntValue("PAYDESK_SOAK_CHARGES")
                          : 100'000;
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString data = home.filePath(u"data"_s);
    SandboxProcess sandbox(home.path());
    sandbox.start(
        {u"--port"_s, u"0"_s, u"--data"_s, data, u"--api-key"_s, SandboxFixture::testKey()});
    QVERIFY(sandbox.waitForReadyLine());
    HttpClient client;
    client.base = QUrl(QString::fromUtf8(sandbox.out).section(u' ', 1, 1).section(u'=', 1));
    client.apiKey = SandboxFixture::testKey();
    const qint64 pid = sandbox.process().processId();
    const QString wal = QDir(data).filePath(u"sandbox.sqlite-wal"_s);

    qint64 largestWal = 0;
    int failed = 0;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < count; ++i) {
        const HttpResult r =
            client.post(u"/api/v1/transactions"_s,
                        chargeBody(1000 + 10 * (i % 5000), u"USD"_s, u"soak-%1"_s.arg(i)),
                        QUuid::createUuid().toByteArray(QUuid::WithoutBraces));
        failed += r.status == 201 ? 0 : 1;
        if (i % 10 == 0)
            client.get(u"/api/v1/transactions?limit=20"_s);
        if (i % 100 == 0)
            largestWal = std::max(largestWal, QFileInfo(wal).size());
    }
    largestWal = std::max(largestWal, QFileInfo(wal).size());
    const double seconds = timer.elapsed() / 1000.0;
    resultCount("soak.charges", count, "charges");
    resultCount("soak.charges_failed", failed, "charges");
    result("soak.charges_per_second", count / seconds, "charges/s");
    result("soak.wal_largest_mib", largestWal / 1048576.0, "MiB");
    result("soak.database_mib",
           QFileInfo(QDir(data).filePath(u"sandbox.sqlite"_s)).size() / 1048576.0, "MiB");
    result("soak.resident_end_mib", statusKiB(pid, "VmRSS:") / 1024.0, "MiB");
    result("soak.resident_peak_mib", statusKiB(pid, "VmHWM:") / 1024.0, "MiB");
}

QTEST_GUILESS_MAIN(BenchSoak)
#include "bench_soak.moc"
