// RequestFramer, the guard's reading of HTTP/1.1 requests as they arrive: where requests end,
// and what it refuses (400, 413, 431). Each case of framingcorpus.h is fed whole, a byte at a
// time, and split at every point, and must come out the same, but where Qt 6.4 would read a
// split otherwise (the CRLF after a chunked body's last chunk split between CR and LF, with
// more after the LF): refused there. tests/net/differential compares the same cases, and
// thousands more, with llhttp.

#include "framingcorpus.h"
#include "net/requestframer.h"

#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::net::RequestFramer;
using paydesk::testing::chunkedPost;
using paydesk::testing::FramingCase;
using paydesk::testing::framingCorpus;

Q_DECLARE_METATYPE(RequestFramer::Phase)

namespace {

constexpr RequestFramer::Limits TestLimits = paydesk::testing::FramingTestLimits;

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

// Whether `f`, fed what came before, is at the CR after a chunked body's last chunk: the one
// place where how the bytes are split matters (Qt 6.4 drops the byte after an LF that starts a
// read of its own), so where a split must be refused when more follows the LF.
bool beforeLastChunkLf(const RequestFramer &f)
{
    if (f.phase() != RequestFramer::Phase::Body)
        return false;
    RequestFramer probe = f;
    probe.feed("\n");
    return probe.requestsComplete() > f.requestsComplete();
}

} // namespace

class TestRequestFramer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void framing_data();
    void framing();
    void lastChunkCrlfAcrossFeeds();
    void listenerOffsets();
    void refusalIsFinal();
};

void TestRequestFramer::framing_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("refusal");
    QTest::addColumn<qint64>("complete");
    QTest::addColumn<RequestFramer::Phase>("phase");
    QTest::addColumn<qint64>("refusedBodySize");
    for (const FramingCase &c : framingCorpus())
        QTest::newRow(c.name) << c.input << c.refusal << c.complete << c.phase << c.refusedBodySize;
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
        const bool qtWouldDrop =
            input.size() - at > 1 && input.mid(at - 1, 2) == "\r\n" && beforeLastChunkLf(split);
        split.feed(QByteArrayView(input).sliced(at));
        if (qtWouldDrop) {
            QVERIFY2(split.refusal() == 400, qPrintable(u"split at %1"_s.arg(at)));
            QCOMPARE(split.refusedAt(), at + 1);
        } else {
            QVERIFY2(outcome(split) == expected, qPrintable(u"split at %1"_s.arg(at)));
        }
    }
}

void TestRequestFramer::lastChunkCrlfAcrossFeeds()
{
    const QByteArray body = chunkedPost("5\r\nhello\r\n0\r\n\r");
    const QByteArray next = "GET / HTTP/1.1\r\n\r\n";

    // The LF alone, then the next request: Qt reads it as the framer does.
    RequestFramer alone(TestLimits);
    QVERIFY(alone.feed(body));
    QVERIFY(alone.feed("\n"));
    QCOMPARE(alone.requestsComplete(), 1);
    QVERIFY(alone.feed(next));
    QCOMPARE(alone.requestsComplete(), 2);

    // The LF with the next request: Qt would drop its "G".
    RequestFramer withMore(TestLimits);
    QVERIFY(withMore.feed(body));
    QVERIFY(!withMore.feed(QByteArray("\n" + next)));
    QCOMPARE(withMore.refusal(), 400);
    QCOMPARE(withMore.requestsComplete(), 0);
    QCOMPARE(withMore.refusedAt(), body.size() + 1);

    // The CR in a read of its own is the same.
    RequestFramer crAlone(TestLimits);
    QVERIFY(crAlone.feed(body.chopped(1)));
    QVERIFY(crAlone.feed("\r"));
    QVERIFY(!crAlone.feed("\n\r\n"));

    // CR and LF in one read, and the next request with them or after: read.
    RequestFramer together(TestLimits);
    QVERIFY(together.feed(body.chopped(1)));
    QVERIFY(together.feed(QByteArray("\r\n" + next)));
    QCOMPARE(together.requestsComplete(), 2);

    // After a chunk's data (not the last), Qt reads the CRLF as it comes.
    RequestFramer data(TestLimits);
    QVERIFY(data.feed(chunkedPost("5\r\nhello\r")));
    QVERIFY(data.feed(QByteArray("\n0\r\n\r\n" + next)));
    QCOMPARE(data.requestsComplete(), 2);
}

void TestRequestFramer::listenerOffsets()
{
    using Event = RequestFramer::Event;
    const QByteArray input =
        "\r\nPOST / HTTP/1.1\r\nContent-Length: 2\r\n\r\nok" + chunkedPost("2\r\nok\r\n0\r\n\r\n");
    const QList<QPair<Event, qint64>> expected{
        {Event::RequestStarted, 3},  {Event::HeadComplete, 40}, {Event::RequestComplete, 42},
        {Event::RequestStarted, 43}, {Event::HeadComplete, 89}, {Event::RequestComplete, 101},
    };
    for (const qsizetype piece : {input.size(), qsizetype(1), qsizetype(7)}) {
        QList<QPair<Event, qint64>> events;
        RequestFramer f(TestLimits);
        f.setListener([&](Event e, qint64 offset) { events.append({e, offset}); });
        for (qsizetype at = 0; at < input.size(); at += piece)
            QVERIFY(f.feed(QByteArrayView(input).sliced(at, qMin(piece, input.size() - at))));
        QCOMPARE(events, expected);
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
