// What the paydesk-sandbox binary does with connections that would tie it up, over bare
// sockets: a body declared far over 1 MiB is refused (413) before it is read, whoever sends it,
// and the sandbox's memory does not grow with what is pushed after; a request sent in part is
// closed after --idle-timeout, and so is a keep-alive connection left idle, while a request
// waiting on --latency is not; connections beyond --max-connections are answered 503. Requests
// within the limits, chunked or not, one or several per connection, still work.

#include "rawhttp.h"
#include "sandboxclient.h"
#include "sandboxprocess.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;

// GCC says __SANITIZE_ADDRESS__; clang says it through __has_feature.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PAYDESK_ASAN 1
#endif
#endif

namespace {

QByteArray head(const QByteArray &method, const QByteArray &path, quint16 port,
                const QByteArray &extra = {})
{
    return method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) +
           "\r\n" + extra;
}

QByteArray authorization()
{
    return "Authorization: Bearer " + SandboxFixture::testKey().toUtf8() + "\r\n";
}

// Amounts never end in 02, which the sandbox declines.
QByteArray chargeJson(int i)
{
    return QJsonDocument(chargeBody(1000 + 10 * i, u"USD"_s, u"limits-%1"_s.arg(i)))
        .toJson(QJsonDocument::Compact);
}

// A charge with a Content-Length body.
QByteArray chargeRequest(quint16 port, int i)
{
    const QByteArray body = chargeJson(i);
    return head("POST", "/api/v1/transactions", port,
                authorization() + "Content-Type: application/json\r\nContent-Length: " +
                    QByteArray::number(body.size()) + "\r\n\r\n") +
           body;
}

QByteArray chunked(const QByteArray &data, qsizetype pieceSize)
{
    QByteArray out;
    for (qsizetype at = 0; at < data.size(); at += pieceSize) {
        const QByteArray piece = data.mid(at, pieceSize);
        out += QByteArray::number(piece.size(), 16) + "\r\n" + piece + "\r\n";
    }
    return out + "0\r\n\r\n";
}

} // namespace

class TestConnectionLimits : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void oversizedBodyRefusedBeforeItIsRead();
    void oversizedLaterRequestsRefused_data();
    void oversizedLaterRequestsRefused();
    void chunkEndSplitAcrossReadsSmugglesNoBody_data();
    void chunkEndSplitAcrossReadsSmugglesNoBody();
    void halfSentRequestsClosedAfterTheIdleTimeout_data();
    void halfSentRequestsClosedAfterTheIdleTimeout();
    void idleKeepAliveClosedAfterTheIdleTimeout();
    void latencyLongerThanTheIdleTimeoutIsAnswered();
    void connectionsBeyondTheCapAreRefused();
    void keepAliveAndChunkedWithinTheLimits();
    void optionsAreChecked_data();
    void optionsAreChecked();

private:
    bool startSandbox(const QStringList &extra = {});
    quint16 port() const { return quint16(m_base.port()); }
    qint64 pid() { return m_sandbox->process().processId(); }
    // An authenticated GET on a connection of its own: the sandbox still answers.
    bool stillAnswers();

    std::unique_ptr<QTemporaryDir> m_home;
    std::unique_ptr<SandboxProcess> m_sandbox;
    QUrl m_base;
};

void TestConnectionLimits::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

void TestConnectionLimits::cleanup()
{
    m_sandbox.reset();
    m_home.reset();
}

bool TestConnectionLimits::startSandbox(const QStringList &extra)
{
    m_sandbox = std::make_unique<SandboxProcess>(m_home->path());
    m_sandbox->start(QStringList{u"--port"_s, u"0"_s, u"--in-memory"_s, u"--api-key"_s,
                                 SandboxFixture::testKey()} +
                     extra);
    if (!m_sandbox->waitForReadyLine()) {
        qWarning().noquote() << "the sandbox did not start:" << m_sandbox->err;
        return false;
    }
    m_base = QUrl(QString::fromUtf8(m_sandbox->out).section(u' ', 1, 1).section(u'=', 1));
    return m_base.isValid() && m_base.port() > 0;
}

bool TestConnectionLimits::stillAnswers()
{
    RawConnection c(port());
    if (!c.waitForConnected() ||
        !c.send(head("GET", "/api/v1/transactions?limit=1", port(), authorization() + "\r\n")))
        return false;
    const auto r = c.readResponse(10000);
    return r && r->status == 200;
}

void TestConnectionLimits::oversizedBodyRefusedBeforeItIsRead()
{
    QVERIFY(startSandbox());
    QVERIFY(stillAnswers()); // warm: what the first request allocates is not counted
    const qint64 before = residentKiB(pid());
    QVERIFY(before > 0);

    // 200 MB declared, without an API key; a few KB of it sent with the headers.
    RawConnection c(port());
    QVERIFY(c.waitForConnected());
    QVERIFY(c.send(head("POST", "/api/v1/transactions", port(),
                        "Content-Type: application/json\r\nContent-Length: 209715200\r\n\r\n") +
                   QByteArray(4096, 'x')));
    QElapsedTimer answered;
    answered.start();
    const auto r = c.readResponse(5000);
    const qint64 answerMs = answered.elapsed();
    // The rest keeps coming: it is dropped as it arrives, or the connection fails.
    const qint64 pushed = c.push(50 * 1024 * 1024);
    const bool closed = c.waitForClosed(5000);
    const qint64 after = residentKiB(pid());
    qInfo() << "answer after" << answerMs << "ms; pushed" << pushed << "bytes; resident" << before
            << "->" << after << "KiB";

    QVERIFY2(r, "no answer before the body was sent");
    QCOMPARE(r->status, 413);
    QCOMPARE(r->errorCode(), u"payload_too_large"_s);
    QCOMPARE(r->headers.value("connection"), QByteArray("close"));
    QVERIFY2(answerMs < 3000, qPrintable(u"answered after %1 ms"_s.arg(answerMs)));
    QVERIFY2(closed, "the connection stayed open");
#if defined(__SANITIZE_ADDRESS__) || defined(PAYDESK_ASAN)
    qInfo() << "resident memory not checked under AddressSanitizer";
#else
    QVERIFY2(after - before < 8 * 1024,
             qPrintable(u"resident memory grew by %1 KiB"_s.arg(after - before)));
#endif
    QVERIFY(stillAnswers());
}

void TestConnectionLimits::oversizedLaterRequestsRefused_data()
{
    QTest::addColumn<bool>("first"); // the oversized request is the connection's first
    QTest::addColumn<QByteArray>("request");
    const QByteArray big(1024 * 1024 + 1, 'x');
    QTest::newRow("Content-Length, second request")
        << false
        << ("Content-Type: application/json\r\nContent-Length: " + QByteArray::number(big.size()) +
            "\r\n\r\n" + big);
    QTest::newRow("chunked, first request")
        << true
        << ("Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" +
            chunked(big, 64 * 1024));
    QTest::newRow("chunked, second request")
        << false
        << ("Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" +
            chunked(big, 64 * 1024));
    QTest::newRow("headers over 32 KiB, second request")
        << false << ("X-Padding: " + QByteArray(40 * 1024, 'p') + "\r\n\r\n");
}

void TestConnectionLimits::oversizedLaterRequestsRefused()
{
    QFETCH(bool, first);
    QFETCH(QByteArray, request);
    QVERIFY(startSandbox());
    RawConnection c(port());
    QVERIFY(c.waitForConnected());
    if (!first) {
        QVERIFY(c.send(chargeRequest(port(), 1)));
        const auto r = c.readResponse(10000);
        QVERIFY(r);
        QCOMPARE(r->status, 201);
    }
    c.send(head("POST", "/api/v1/transactions", port(), authorization()) + request);
    const auto r = c.readResponse(10000);
    QVERIFY2(r, "no answer");
    QVERIFY2(r->status == 413 || r->status == 431, qPrintable(QString::number(r->status)));
    QCOMPARE(r->status, request.startsWith("X-Padding") ? 431 : 413);
    QCOMPARE(r->headers.value("connection"), QByteArray("close"));
    QVERIFY(c.waitForClosed(5000));
    QVERIFY(stillAnswers());
}

// Issue 26: a chunked body's last CRLF split across two reads, "\r" | "\n" and more. Qt 6.4
// reads the "\n" with the next byte and drops that byte; a guard that did not know would read
// the next request otherwise than Qt. "body by a misread header": the guard would take "Z" for
// a request line and skip the body below as blank lines, while Qt, one byte short, takes the
// next line for its request line and reads 16 MiB of body by the Content-Length the guard took
// for a header (unauthenticated); the sandbox's peak memory must not grow. "request line one
// byte short": Qt would read "ET /api/...". Both are refused (400) as the "\n" comes with more.
void TestConnectionLimits::chunkEndSplitAcrossReadsSmugglesNoBody_data()
{
    QTest::addColumn<QByteArray>("next");
    QTest::addColumn<qint64>("filler"); // blank lines pushed after `next`
    constexpr qint64 smuggled = 16 * 1024 * 1024;
    QTest::newRow("body by a misread header")
        << QByteArray("\nZ\r\nTransfer-Encoding: chunked HTTP/1.1\r\nContent-Length: " +
                      QByteArray::number(smuggled) + "\r\n\r\n0\r\n\r\n")
        << smuggled - 5;
    QTest::newRow("request line one byte short")
        << QByteArray("\nGET /api/v1/transactions?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
                      authorization() + "\r\n")
        << 0LL;
}

void TestConnectionLimits::chunkEndSplitAcrossReadsSmugglesNoBody()
{
    QFETCH(QByteArray, next);
    QFETCH(qint64, filler);
    QVERIFY(startSandbox());
    QVERIFY(stillAnswers()); // warm: what the first request allocates is not counted
    const qint64 before = peakResidentKiB(pid());
    QVERIFY(before > 0);

    RawConnection c(port());
    QVERIFY(c.waitForConnected());
    QVERIFY(c.send(head("POST", "/api/v1/transactions", port(),
                        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n") +
                   "0\r\n\r"));
    QVERIFY2(c.waitUntilServerRead(), "the sandbox did not read the first part");
    QVERIFY(c.send(next));
    const qint64 pushed = filler > 0 ? c.push(filler, 20000, '\n') : 0;
    const bool closed = c.waitForClosed(5000);
    const auto r = c.readResponse(0);
    const auto more = c.readResponse(0);
    const qint64 after = peakResidentKiB(pid());
    qInfo() << "pushed" << pushed << "bytes; peak resident" << before << "->" << after << "KiB";

#if defined(__SANITIZE_ADDRESS__) || defined(PAYDESK_ASAN)
    qInfo() << "peak resident memory not checked under AddressSanitizer";
#else
    QVERIFY2(after - before < 8 * 1024,
             qPrintable(u"peak resident memory grew by %1 KiB"_s.arg(after - before)));
#endif
    QVERIFY2(r, "no answer");
    QCOMPARE(r->status, 400);
    QCOMPARE(r->errorCode(), u"bad_request"_s);
    QCOMPARE(r->headers.value("connection"), QByteArray("close"));
    QVERIFY2(!more, qPrintable(u"answered %1 as well"_s.arg(more ? more->status : 0)));
    QVERIFY2(closed, "the connection stayed open");
    QVERIFY(stillAnswers());
}

void TestConnectionLimits::halfSentRequestsClosedAfterTheIdleTimeout_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("status"); // what it is answered before the close; 0: nothing
    QTest::newRow("nothing sent") << QByteArray() << 0;
    QTest::newRow("headers without their blank line")
        << QByteArray("POST /api/v1/transactions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                      "Content-Length: 10\r\n")
        << 408;
    QTest::newRow("body short of its Content-Length")
        << QByteArray("POST /api/v1/transactions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                      "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"amount\":")
        << 408;
    QTest::newRow("chunked body without its last chunk")
        << QByteArray("POST /api/v1/transactions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                      "Transfer-Encoding: chunked\r\n\r\n4\r\n{\"a\"\r\n")
        << 408;
}

void TestConnectionLimits::halfSentRequestsClosedAfterTheIdleTimeout()
{
    QFETCH(QByteArray, request);
    QFETCH(int, status);
    QVERIFY(startSandbox({u"--idle-timeout"_s, u"1"_s}));
    RawConnection c(port());
    QVERIFY(c.waitForConnected());
    const QString problem = idleCloseProblem(c, request, status);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(stillAnswers());
}

void TestConnectionLimits::idleKeepAliveClosedAfterTheIdleTimeout()
{
    QVERIFY(startSandbox({u"--idle-timeout"_s, u"1"_s}));
    RawConnection c(port());
    QVERIFY(c.waitForConnected());

    // Headers sent a byte at a time, each within the timeout: the headers as a whole must
    // still come within it.
    const QByteArray trickled =
        head("GET", "/api/v1/transactions?limit=1", port(), authorization() + "\r\n");
    QElapsedTimer elapsed;
    elapsed.start();
    for (qsizetype i = 0; i < 8; ++i) {
        QVERIFY(c.send(trickled.mid(i, 1)));
        QTest::qWait(250);
    }
    QVERIFY2(c.waitForClosed(6000), "a trickle keeps the connection");
    QVERIFY2(elapsed.elapsed() < 4000, qPrintable(u"closed after %1 ms"_s.arg(elapsed.elapsed())));

    // Answered, then idle: closed without a word.
    RawConnection idle(port());
    QVERIFY(idle.waitForConnected());
    QVERIFY(idle.send(trickled));
    const auto r = idle.readResponse(10000);
    QVERIFY(r);
    QCOMPARE(r->status, 200);
    elapsed.restart();
    QVERIFY2(idle.waitForClosed(6000), "an idle connection stays open");
    QVERIFY2(elapsed.elapsed() >= 900, qPrintable(u"closed after %1 ms"_s.arg(elapsed.elapsed())));
    QVERIFY(!idle.readResponse(0));
}

void TestConnectionLimits::latencyLongerThanTheIdleTimeoutIsAnswered()
{
    QVERIFY(startSandbox({u"--idle-timeout"_s, u"1"_s, u"--latency"_s, u"2500"_s}));
    RawConnection c(port());
    QVERIFY(c.waitForConnected());
    QElapsedTimer elapsed;
    elapsed.start();
    QVERIFY(c.send(chargeRequest(port(), 1)));
    const auto r = c.readResponse(10000);
    QVERIFY2(r, "no answer: the connection was closed while the answer was due");
    QCOMPARE(r->status, 201);
    QVERIFY(elapsed.elapsed() >= 2400);
    // The same connection takes the next one, answered as late.
    QVERIFY(c.send(chargeRequest(port(), 2)));
    const auto second = c.readResponse(10000);
    QVERIFY(second);
    QCOMPARE(second->status, 201);
}

void TestConnectionLimits::connectionsBeyondTheCapAreRefused()
{
    QVERIFY(startSandbox({u"--max-connections"_s, u"4"_s}));
    std::vector<std::unique_ptr<RawConnection>> open;
    for (int i = 0; i < 4; ++i) {
        open.push_back(std::make_unique<RawConnection>(port()));
        QVERIFY(open.back()->waitForConnected());
        QVERIFY(open.back()->send(chargeRequest(port(), i)));
        const auto r = open.back()->readResponse(10000);
        QVERIFY(r);
        QCOMPARE(r->status, 201);
    }

    // The fifth is answered at once and closed, before it sends anything.
    RawConnection extra(port());
    QVERIFY(extra.waitForConnected());
    QVERIFY2(extra.waitForClosed(5000), "the fifth connection stays open");
    const auto refused = extra.readResponse(0);
    QVERIFY(refused);
    QCOMPARE(refused->status, 503);
    QCOMPARE(refused->errorCode(), u"too_many_connections"_s);

    // The four still work; once one closes, a new connection is taken.
    QVERIFY(open.front()->send(chargeRequest(port(), 10)));
    const auto again = open.front()->readResponse(10000);
    QVERIFY(again);
    QCOMPARE(again->status, 201);
    open.pop_back();
    // (Once the sandbox has seen the close: each try is a connection too.)
    bool taken = false;
    for (QDeadlineTimer deadline(5000); !taken && !deadline.hasExpired(); QTest::qWait(50))
        taken = stillAnswers();
    QVERIFY(taken);
}

void TestConnectionLimits::keepAliveAndChunkedWithinTheLimits()
{
    QVERIFY(startSandbox({u"--idle-timeout"_s, u"5"_s}));
    RawConnection c(port());
    QVERIFY(c.waitForConnected());
    for (int i = 0; i < 3; ++i) {
        QVERIFY(c.send(chargeRequest(port(), i)));
        const auto r = c.readResponse(10000);
        QVERIFY(r);
        QCOMPARE(r->status, 201);
    }
    // Chunked, in small chunks.
    QVERIFY(
        c.send(head("POST", "/api/v1/transactions", port(),
                    authorization() +
                        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n") +
               chunked(chargeJson(7), 5)));
    const auto r = c.readResponse(10000);
    QVERIFY(r);
    QCOMPARE(r->status, 201);
    QCOMPARE(r->json.value(u"amount"_s).toInteger(), 1070);
    // A body of exactly 1 MiB is read (and refused by the API for what it is, not its size).
    const QByteArray mib(1024 * 1024, ' ');
    QVERIFY(c.send(head("POST", "/api/v1/transactions", port(),
                        authorization() + "Content-Type: application/json\r\nContent-Length: " +
                            QByteArray::number(mib.size()) + "\r\n\r\n") +
                   mib));
    const auto whole = c.readResponse(10000);
    QVERIFY(whole);
    QCOMPARE(whole->status, 400);
    QCOMPARE(whole->errorCode(), u"invalid_json"_s);
    QVERIFY(c.isOpen());
}

void TestConnectionLimits::optionsAreChecked_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("idle timeout 0") << QStringList{u"--idle-timeout"_s, u"0"_s};
    QTest::newRow("idle timeout not a number") << QStringList{u"--idle-timeout"_s, u"soon"_s};
    QTest::newRow("max connections 0") << QStringList{u"--max-connections"_s, u"0"_s};
    QTest::newRow("max connections huge") << QStringList{u"--max-connections"_s, u"100000"_s};
}

void TestConnectionLimits::optionsAreChecked()
{
    QFETCH(QStringList, args);
    m_sandbox = std::make_unique<SandboxProcess>(m_home->path());
    m_sandbox->start(QStringList{u"--port"_s, u"0"_s, u"--in-memory"_s} + args);
    QVERIFY(m_sandbox->waitForExit());
    QCOMPARE(m_sandbox->process().exitCode(), 2);
    QVERIFY2(m_sandbox->err.contains(args.first().toUtf8()), m_sandbox->err.constData());
}

QTEST_GUILESS_MAIN(TestConnectionLimits)
#include "tst_connectionlimits.moc"
