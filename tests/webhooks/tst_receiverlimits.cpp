// The webhook inspector's listener against connections that would tie it up, over bare
// sockets: a body declared far over what it reads is refused (413) before it is read, and the
// process's memory does not grow with what is pushed after; a request sent in part is closed
// after the idle timeout, while one waiting for a delayed answer is not; connections beyond the
// cap are answered 503. A body over 1 MiB but within what it reads is still verified and
// recorded (tst_webhookreceiver's "2 MiB").

#include "rawhttp.h"
#include "signing.h"
#include "startreceiver.h"
#include "webhooks/webhookreceiver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
using namespace paydesk::webhooks;

// GCC says __SANITIZE_ADDRESS__; clang says it through __has_feature.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PAYDESK_ASAN 1
#endif
#endif

namespace {

QByteArray post(const QByteArray &extraHeaders)
{
    return "POST /hooks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
           extraHeaders;
}

// A whole, signed delivery on a connection of its own.
std::optional<RawResponse> deliver(const WebhookReceiver &receiver, const QString &secret,
                                   int timeoutMs = 10000)
{
    const QByteArray body = eventBody(u"evt_Limits0000000000000001"_s);
    QByteArray headers;
    for (const auto &h : standardHeaders(secret, "evt_Limits0000000000000001", nowSecs(), body))
        headers += h.first + ": " + h.second + "\r\n";
    RawConnection c(quint16(receiver.url().port()));
    if (!c.waitForConnected() ||
        !c.send(post(headers + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n") +
                body))
        return std::nullopt;
    return c.readResponse(timeoutMs);
}

} // namespace

class TestReceiverLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void oversizedBodyRefusedBeforeItIsRead();
    void chunkEndSplitAcrossReadsSmugglesNoBody();
    void halfSentRequestsClosedAfterTheIdleTimeout_data();
    void halfSentRequestsClosedAfterTheIdleTimeout();
    void delayedAnswerLongerThanTheIdleTimeoutIsSent();
    void connectionsBeyondTheCapAreRefused();

private:
    QString m_secret;
};

void TestReceiverLimits::initTestCase()
{
    m_secret = makeSecret();
}

void TestReceiverLimits::oversizedBodyRefusedBeforeItIsRead()
{
    ReceiverOptions options;
    options.secret = m_secret;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    const auto warm = deliver(*receiver, m_secret);
    QVERIFY(warm);
    QCOMPARE(warm->status, 200);
    QTRY_COMPARE(spy.size(), 1);
    const qint64 before = residentKiB(QCoreApplication::applicationPid());
    QVERIFY(before > 0);

    // 200 MB declared, unsigned; a few KB of it sent with the headers.
    RawConnection c(quint16(receiver->url().port()));
    QVERIFY(c.waitForConnected());
    QVERIFY(c.send(post("Content-Length: 209715200\r\n\r\n") + QByteArray(4096, 'x')));
    QElapsedTimer answered;
    answered.start();
    const auto r = c.readResponse(5000);
    const qint64 answerMs = answered.elapsed();
    const qint64 pushed = c.push(50 * 1024 * 1024);
    const bool closed = c.waitForClosed(5000);
    const qint64 after = residentKiB(QCoreApplication::applicationPid());
    qInfo() << "answer after" << answerMs << "ms; pushed" << pushed << "bytes; resident" << before
            << "->" << after << "KiB";

    QVERIFY2(r, "no answer before the body was sent");
    QCOMPARE(r->status, 413);
    QCOMPARE(r->errorCode(), u"payload_too_large"_s);
    QVERIFY2(r->json.value(u"details"_s).toString().contains(u"was not read"_s),
             r->body.constData());
    QCOMPARE(r->headers.value("connection"), QByteArray("close"));
    QVERIFY2(answerMs < 3000, qPrintable(u"answered after %1 ms"_s.arg(answerMs)));
    QVERIFY2(closed, "the connection stayed open");
#if defined(__SANITIZE_ADDRESS__) || defined(PAYDESK_ASAN)
    qInfo() << "resident memory not checked under AddressSanitizer";
#else
    // The test's own pieces of 1 MiB may stay with its allocator; 50 MB kept would not fit.
    QVERIFY2(after - before < 16 * 1024,
             qPrintable(u"resident memory grew by %1 KiB"_s.arg(after - before)));
#endif

    // Not read, so not recorded; the next delivery is.
    const auto next = deliver(*receiver, m_secret);
    QVERIFY(next);
    QCOMPARE(next->status, 200);
    QTRY_COMPARE(spy.size(), 2);
    QCOMPARE(spy.at(1).at(0).value<Delivery>().webhookId, u"evt_Limits0000000000000001"_s);
}

// Issue 26: a chunked body's last CRLF split across two reads, "\r" | "\n" and more. Qt 6.4
// reads the "\n" with the next byte and drops that byte; a guard that did not know would take
// "Z" for a request line and skip the body below as blank lines, while Qt, one byte short,
// takes the next line for its request line and reads 24 MiB of body (over the 4 MiB it may
// read) by the Content-Length the guard took for a header. Refused as the "\n" comes with
// more, unrecorded; the process's memory does not grow.
void TestReceiverLimits::chunkEndSplitAcrossReadsSmugglesNoBody()
{
    ReceiverOptions options;
    options.secret = m_secret;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    const auto warm = deliver(*receiver, m_secret);
    QVERIFY(warm);
    QCOMPARE(warm->status, 200);
    QTRY_COMPARE(spy.size(), 1);
    const qint64 before = peakResidentKiB(QCoreApplication::applicationPid());
    QVERIFY(before > 0);

    constexpr qint64 smuggled = 24 * 1024 * 1024;
    RawConnection c(quint16(receiver->url().port()));
    QVERIFY(c.waitForConnected());
    QVERIFY(c.send(post("Transfer-Encoding: chunked\r\n\r\n") + "0\r\n\r"));
    QVERIFY2(c.waitUntilServerRead(), "the listener did not read the first part");
    QVERIFY(c.send("\nZ\r\nTransfer-Encoding: chunked HTTP/1.1\r\nContent-Length: " +
                   QByteArray::number(smuggled) + "\r\n\r\n0\r\n\r\n"));
    const qint64 pushed = c.push(smuggled - 5, 20000, '\n');
    const bool closed = c.waitForClosed(5000);
    const auto r = c.readResponse(0);
    const qint64 after = peakResidentKiB(QCoreApplication::applicationPid());
    qInfo() << "pushed" << pushed << "bytes; peak resident" << before << "->" << after << "KiB";

#if defined(__SANITIZE_ADDRESS__) || defined(PAYDESK_ASAN)
    qInfo() << "peak resident memory not checked under AddressSanitizer";
#else
    // The test's own pieces of 1 MiB may stay with its allocator; 24 MB kept would not fit.
    QVERIFY2(after - before < 16 * 1024,
             qPrintable(u"peak resident memory grew by %1 KiB"_s.arg(after - before)));
#endif
    QVERIFY2(r, "no answer");
    QCOMPARE(r->status, 400);
    QCOMPARE(r->errorCode(), u"bad_request"_s);
    QCOMPARE(r->headers.value("connection"), QByteArray("close"));
    QVERIFY2(closed, "the connection stayed open");
    // Neither the chunked request nor the smuggled one is a delivery; the next one is.
    const auto next = deliver(*receiver, m_secret);
    QVERIFY(next);
    QCOMPARE(next->status, 200);
    QTRY_COMPARE(spy.size(), 2);
}

void TestReceiverLimits::halfSentRequestsClosedAfterTheIdleTimeout_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("status"); // what it is answered before the close; 0: nothing
    QTest::newRow("nothing sent") << QByteArray() << 0;
    QTest::newRow("headers without their blank line") << post("Content-Length: 10\r\n") << 408;
    QTest::newRow("body short of its Content-Length")
        << post("Content-Length: 100\r\n\r\n{\"id\":") << 408;
}

void TestReceiverLimits::halfSentRequestsClosedAfterTheIdleTimeout()
{
    QFETCH(QByteArray, request);
    QFETCH(int, status);
    ReceiverOptions options;
    options.secret = m_secret;
    options.idleTimeoutMs = 1000;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QSignalSpy spy(receiver.get(), &WebhookReceiver::deliveryReceived);
    RawConnection c(quint16(receiver->url().port()));
    QVERIFY(c.waitForConnected());
    const QString problem = idleCloseProblem(c, request, status);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const auto next = deliver(*receiver, m_secret);
    QVERIFY(next);
    QCOMPARE(next->status, 200);
    QTRY_COMPARE(spy.size(), 1); // the half-sent one is not a delivery
}

void TestReceiverLimits::delayedAnswerLongerThanTheIdleTimeoutIsSent()
{
    ReceiverOptions options;
    options.secret = m_secret;
    options.idleTimeoutMs = 1000;
    options.response = {200, 2500};
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    QElapsedTimer elapsed;
    elapsed.start();
    const auto r = deliver(*receiver, m_secret);
    QVERIFY2(r, "no answer: the connection was closed while the answer was due");
    QCOMPARE(r->status, 200);
    QVERIFY(elapsed.elapsed() >= 2400);
}

void TestReceiverLimits::connectionsBeyondTheCapAreRefused()
{
    ReceiverOptions options;
    options.secret = m_secret;
    options.maxConnections = 2;
    const auto receiver = startReceiver(options);
    QVERIFY(receiver);
    const quint16 port = quint16(receiver->url().port());
    RawConnection first(port);
    RawConnection second(port);
    QVERIFY(first.waitForConnected());
    QVERIFY(second.waitForConnected());
    // Both taken (answered) before the third comes.
    for (RawConnection *c : {&first, &second}) {
        QVERIFY(c->send(post("Content-Length: 2\r\n\r\n{}")));
        const auto r = c->readResponse(10000);
        QVERIFY(r);
        QCOMPARE(r->status, 200);
    }

    RawConnection third(port);
    QVERIFY(third.waitForConnected());
    QVERIFY2(third.waitForClosed(5000), "the third connection stays open");
    const auto refused = third.readResponse(0);
    QVERIFY(refused);
    QCOMPARE(refused->status, 503);
    QCOMPARE(refused->errorCode(), u"too_many_connections"_s);

    // Once one closes, a new connection is taken (once the listener has seen the close).
    first.socket().disconnectFromHost();
    bool taken = false;
    for (QDeadlineTimer deadline(5000); !taken && !deadline.hasExpired(); QTest::qWait(50)) {
        const auto r = deliver(*receiver, m_secret, 2000);
        taken = r && r->status == 200;
    }
    QVERIFY(taken);
}

QTEST_GUILESS_MAIN(TestReceiverLimits)
#include "tst_receiverlimits.moc"
