// RequestFramer, the guard's reading of HTTP/1.1 requests as they arrive: where requests end,
// and what it refuses (400, 413, 431). Each row is fed whole, a byte at a time, and split at
// every point, and must come out the same.

#include "net/requestframer.h"

#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;
using paydesk::net::RequestFramer;

Q_DECLARE_METATYPE(RequestFramer::Phase)

namespace {

constexpr RequestFramer::Limits TestLimits{1000, 1024};

struct Outcome
{
    int refusal = 0;
    qint64 complete = 0;
    qint64 heads = 0;
    RequestFramer::Phase phase = RequestFramer::Phase::Idle;
    qint64 refusedBodySize = -1;

    bool operator==(const Outcome &) const = default;
};

Outcome outcome(const RequestFramer &f)
{
    return {f.refusal(), f.requestsComplete(), f.headsStarted(), f.phase(), f.refusedBodySize()};
}

char *toString(const Outcome &o)
{
    return qstrdup(QByteArray("refusal " + QByteArray::number(o.refusal) + ", complete " +
                              QByteArray::number(o.complete) + ", heads " +
                              QByteArray::number(o.heads) + ", phase " +
                              QByteArray::number(int(o.phase)) + ", refused size " +
                              QByteArray::number(o.refusedBodySize))
                       .constData());
}

QByteArray chunkedPost(const QByteArray &chunks)
{
    return "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks;
}

} // namespace

class TestRequestFramer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void framing_data();
    void framing();
    void refusalIsFinal();
};

void TestRequestFramer::framing_data()
{
    using Phase = RequestFramer::Phase;
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("refusal");
    QTest::addColumn<qint64>("complete");
    QTest::addColumn<Phase>("phase");
    QTest::addColumn<qint64>("refusedBodySize");

    const QByteArray get = "GET /a?b=1 HTTP/1.1\r\nHost: x\r\n\r\n";
    QTest::newRow("GET") << get << 0 << 1LL << Phase::Idle << -1LL;
    QTest::newRow("GET, no headers")
        << QByteArray("GET / HTTP/1.1\r\n\r\n") << 0 << 1LL << Phase::Idle << -1LL;
    QTest::newRow("LF line ends") << QByteArray("GET / HTTP/1.1\nHost: x\n\n") << 0 << 1LL
                                  << Phase::Idle << -1LL;
    QTest::newRow("blank lines before, between and after")
        << QByteArray("\r\n\r\n" + get + "\r\n" + get + "\r\n") << 0 << 2LL << Phase::Idle << -1LL;
    QTest::newRow("head in progress")
        << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n") << 0 << 0LL << Phase::Head << -1LL;
    QTest::newRow("Content-Length body")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello" + get) << 0 << 2LL
        << Phase::Idle << -1LL;
    QTest::newRow("body in progress")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhel") << 0 << 0LL << Phase::Body
        << -1LL;
    QTest::newRow("Content-Length 0") << QByteArray("POST / HTTP/1.1\r\ncontent-length: 0\r\n\r\n")
                                      << 0 << 1LL << Phase::Idle << -1LL;
    QTest::newRow("the same Content-Length twice")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok") << 0
        << 1LL << Phase::Idle << -1LL;
    QTest::newRow("folded Content-Length")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length:\r\n 3\r\n\r\nabc") << 0 << 1LL
        << Phase::Idle << -1LL;
    QTest::newRow("body at the limit")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1000\r\n\r\n" + QByteArray(1000, 'x'))
        << 0 << 1LL << Phase::Idle << -1LL;
    QTest::newRow("chunked")
        << chunkedPost("5\r\nhello\r\n1;ext=1\r\n!\r\nA \r\n0123456789\r\n0\r\n\r\n" + get) << 0
        << 2LL << Phase::Idle << -1LL;
    QTest::newRow("chunked wins over Content-Length")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: gzip, "
                      "CHUNKED\r\n\r\n3\r\nabc\r\n0\r\n\r\n")
        << 0 << 1LL << Phase::Idle << -1LL;
    QTest::newRow("chunked in progress")
        << chunkedPost("5\r\nhello\r\n") << 0 << 0LL << Phase::Body << -1LL;

    QTest::newRow("Content-Length over") << QByteArray("POST / HTTP/1.1\r\nContent-Length: "
                                                       "1001\r\n\r\n")
                                         << 413 << 0LL << Phase::Refused << 1001LL;
    QTest::newRow("Content-Length over 2^63")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 18446744073709551615\r\n\r\n") << 413
        << 0LL << Phase::Refused << std::numeric_limits<qint64>::max();
    QTest::newRow("second request over")
        << QByteArray(get + "POST / HTTP/1.1\r\nContent-Length: 5000\r\n\r\n") << 413 << 1LL
        << Phase::Refused << 5000LL;
    QTest::newRow("chunks over") << chunkedPost("200\r\n" + QByteArray(512, 'x') + "\r\n200\r\n")
                                 << 413 << 0LL << Phase::Refused << 1024LL;
    QTest::newRow("head over") << QByteArray("GET / HTTP/1.1\r\nX: " + QByteArray(1100, 'x')) << 431
                               << 0LL << Phase::Refused << -1LL;
    QByteArray manyFields = "GET / HTTP/1.1\r\n";
    for (int i = 0; i <= RequestFramer::MaxHeaderFields; ++i)
        manyFields += "a:\r\n";
    QTest::newRow("101 fields") << QByteArray(manyFields + "\r\n") << 431 << 0LL << Phase::Refused
                                << -1LL;
    QTest::newRow("Content-Length not a number")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 5x\r\n\r\n") << 400 << 0LL
        << Phase::Refused << -1LL;
    QTest::newRow("Content-Length negative")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: -5\r\n\r\n") << 400 << 0LL
        << Phase::Refused << -1LL;
    QTest::newRow("Content-Length empty")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length:\r\n\r\n") << 400 << 0LL << Phase::Refused
        << -1LL;
    QTest::newRow("two Content-Lengths")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 20\r\n\r\n") << 400
        << 0LL << Phase::Refused << -1LL;
    QTest::newRow("space before the colon")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length : 2\r\n\r\nok") << 400 << 0LL
        << Phase::Refused << -1LL;
    QTest::newRow("line without a colon")
        << QByteArray("GET / HTTP/1.1\r\nHost\r\n\r\n") << 400 << 0LL << Phase::Refused << -1LL;
    QTest::newRow("first field folded")
        << QByteArray("GET / HTTP/1.1\r\n Host: x\r\n\r\n") << 400 << 0LL << Phase::Refused << -1LL;
    QTest::newRow("chunk size not hexadecimal")
        << chunkedPost("5x\r\nhello\r\n0\r\n\r\n") << 400 << 0LL << Phase::Refused << -1LL;
    QTest::newRow("chunk size empty")
        << chunkedPost("\r\nhello\r\n0\r\n\r\n") << 400 << 0LL << Phase::Refused << -1LL;
    QTest::newRow("chunk size with LF only")
        << chunkedPost("5\nhello\r\n0\r\n\r\n") << 400 << 0LL << Phase::Refused << -1LL;
    QTest::newRow("chunk longer than its size")
        << chunkedPost("5\r\nhello!\r\n0\r\n\r\n") << 400 << 0LL << Phase::Refused << -1LL;
    QTest::newRow("trailer field") << chunkedPost("5\r\nhello\r\n0\r\nX-Sum: 1\r\n\r\n") << 400
                                   << 0LL << Phase::Refused << -1LL;
    QTest::newRow("chunk-size line too long")
        << chunkedPost("5;" + QByteArray(5000, 'e') + "\r\nhello\r\n0\r\n\r\n") << 400 << 0LL
        << Phase::Refused << -1LL;
}

void TestRequestFramer::framing()
{
    QFETCH(QByteArray, input);
    QFETCH(int, refusal);
    QFETCH(qint64, complete);
    QFETCH(RequestFramer::Phase, phase);
    QFETCH(qint64, refusedBodySize);

    RequestFramer whole(TestLimits);
    QCOMPARE(whole.feed(input), refusal == 0);
    const Outcome expected = outcome(whole);
    QCOMPARE(expected.refusal, refusal);
    QCOMPARE(expected.complete, complete);
    QCOMPARE(expected.phase, phase);
    QCOMPARE(expected.refusedBodySize, refusedBodySize);

    RequestFramer bytes(TestLimits);
    for (const char c : std::as_const(input))
        bytes.feed(QByteArrayView(&c, 1));
    QCOMPARE(outcome(bytes), expected);

    for (qsizetype at = 1; at<input.size(); at += input.size()> 2000 ? 97 : 1) {
        RequestFramer split(TestLimits);
        split.feed(QByteArrayView(input).first(at));
        split.feed(QByteArrayView(input).sliced(at));
        QVERIFY2(outcome(split) == expected, qPrintable(u"split at %1"_s.arg(at)));
    }
}

void TestRequestFramer::refusalIsFinal()
{
    RequestFramer f(TestLimits);
    QVERIFY(!f.feed("POST / HTTP/1.1\r\nContent-Length: 99999\r\n\r\n"));
    QVERIFY(!f.feed("GET / HTTP/1.1\r\n\r\n"));
    QCOMPARE(f.refusal(), 413);
    QCOMPARE(f.requestsComplete(), 0);
    QVERIFY(f.refusedBodySizeExact());

    RequestFramer chunks(TestLimits);
    QVERIFY(!chunks.feed(chunkedPost("3e9\r\n")));
    QCOMPARE(chunks.refusal(), 413);
    QCOMPARE(chunks.refusedBodySize(), 1001);
    QVERIFY(!chunks.refusedBodySizeExact());
}

QTEST_APPLESS_MAIN(TestRequestFramer)
#include "tst_requestframer.moc"
