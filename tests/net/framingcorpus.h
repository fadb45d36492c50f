#pragma once

// The framing cases of tests/net: what RequestFramer makes of each connection's bytes (fed
// whole), for tst_requestframer, and the corpus the differential test (tests/net/differential)
// starts from before the cases it generates.

#include "net/requestframer.h"

#include <QList>

#include <limits>

namespace paydesk::testing {

struct FramingCase
{
    const char *name;
    QByteArray input;
    int refusal; // 0, 400, 413 or 431
    qint64 complete;
    net::RequestFramer::Phase phase;
    qint64 refusedBodySize = -1;
};

inline constexpr net::RequestFramer::Limits FramingTestLimits{1000, 1024};

inline QByteArray chunkedPost(const QByteArray &chunks)
{
    return "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks;
}

inline QList<FramingCase> framingCorpus()
{
    using Phase = net::RequestFramer::Phase;
    const QByteArray get = "GET /a?b=1 HTTP/1.1\r\nHost: x\r\n\r\n";
    const auto refused = [](const char *name, const QByteArray &input, qint64 complete = 0) {
        return FramingCase{name, input, 400, complete, Phase::Refused};
    };
    QByteArray manyFields = "GET / HTTP/1.1\r\n";
    for (int i = 0; i <= net::RequestFramer::MaxHeaderFields; ++i)
        manyFields += "a:\r\n";

    return {
        // Read, and where each request ends.
        {"GET", get, 0, 1, Phase::Idle},
        {"GET, no headers", "GET / HTTP/1.1\r\n\r\n", 0, 1, Phase::Idle},
        {"every method Qt knows but CONNECT",
         "GET / HTTP/1.1\r\n\r\nHEAD / HTTP/1.1\r\n\r\nPOST / HTTP/1.1\r\n\r\nPUT / "
         "HTTP/1.1\r\n\r\n"
         "DELETE / HTTP/1.1\r\n\r\nOPTIONS / HTTP/1.1\r\n\r\nPATCH / HTTP/1.1\r\n\r\n",
         0, 7, Phase::Idle},
        {"a query, and characters curl sends unescaped",
         "GET /api/v1/transactions?limit=1&created[gte]=2024-01-01T00:00:00Z&q=%20a|{b}^`\"<>#c "
         "HTTP/1.1\r\n\r\n",
         0, 1, Phase::Idle},
        {"blank lines before, between and after", "\r\n\r\n\n" + get + "\r\n" + get + "\r\n", 0, 2,
         Phase::Idle},
        {"head in progress", "GET / HTTP/1.1\r\nHost: x\r\n", 0, 0, Phase::Head},
        {"Content-Length body", "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello" + get, 0, 2,
         Phase::Idle},
        {"body in progress", "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhel", 0, 0, Phase::Body},
        {"Content-Length 0", "POST / HTTP/1.1\r\ncontent-length: 0\r\n\r\n", 0, 1, Phase::Idle},
        {"Content-Length with leading zeros", "POST / HTTP/1.1\r\nContent-Length: 002\r\n\r\nok", 0,
         1, Phase::Idle},
        {"body at the limit",
         "POST / HTTP/1.1\r\nContent-Length: 1000\r\n\r\n" + QByteArray(1000, 'x'), 0, 1,
         Phase::Idle},
        {"field values: tabs, spaces, bytes over 0x7F, empty",
         "GET / HTTP/1.1\r\nX-A:\t a b \t\r\nX-B: caf\xc3\xa9\r\nX-C:\r\n\r\n", 0, 1, Phase::Idle},
        {"chunked",
         chunkedPost("5\r\nhello\r\n1\r\n!\r\nA\r\n0123456789\r\n00a\r\nabcdefghij\r\n0\r\n\r\n" +
                     get),
         0, 2, Phase::Idle},
        {"Transfer-Encoding: Chunked",
         "POST / HTTP/1.1\r\nTransfer-Encoding: Chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", 0, 1,
         Phase::Idle},
        {"chunked in progress", chunkedPost("5\r\nhello\r\n"), 0, 0, Phase::Body},
        {"chunked, before the last CRLF", chunkedPost("0\r\n\r"), 0, 0, Phase::Body},
        {"HTTP/1.0 with keep-alive, then another",
         "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n" + get, 0, 2, Phase::Idle},
        {"HTTP/1.0, alone", "GET / HTTP/1.0\r\n\r\n\r\n", 0, 1, Phase::Idle},
        {"Connection: close, then blank lines", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n\r\n",
         0, 1, Phase::Idle},

        // Over the limits.
        {"Content-Length over", "POST / HTTP/1.1\r\nContent-Length: 1001\r\n\r\n", 413, 0,
         Phase::Refused, 1001},
        {"Content-Length over 2^63",
         "POST / HTTP/1.1\r\nContent-Length: 18446744073709551615\r\n\r\n", 413, 0, Phase::Refused,
         std::numeric_limits<qint64>::max()},
        {"Content-Length over 2^64",
         "POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413, 0,
         Phase::Refused, std::numeric_limits<qint64>::max()},
        {"second request over", get + "POST / HTTP/1.1\r\nContent-Length: 5000\r\n\r\n", 413, 1,
         Phase::Refused, 5000},
        {"chunks over", chunkedPost("200\r\n" + QByteArray(512, 'x') + "\r\n200\r\n"), 413, 0,
         Phase::Refused, 1024},
        {"head over", "GET / HTTP/1.1\r\nX: " + QByteArray(1100, 'x'), 431, 0, Phase::Refused},
        {"101 fields", manyFields + "\r\n", 431, 0, Phase::Refused},

        // Framing Qt 6.4 and llhttp (or the standard) read otherwise: refused.
        refused("LF line ends", "GET / HTTP/1.1\nHost: x\n\n"),
        refused("LF after the request line", "GET / HTTP/1.1\nHost: x\r\n\r\n"),
        refused("CR alone in a value", "GET / HTTP/1.1\r\nX: a\rb\r\n\r\n"),
        refused("control byte in a value", "GET / HTTP/1.1\r\nX: a\x01z\r\n\r\n"),
        refused("DEL in a value", "GET / HTTP/1.1\r\nX: a\x7fz\r\n\r\n"),
        refused("folded Content-Length", "POST / HTTP/1.1\r\nContent-Length:\r\n 3\r\n\r\nabc"),
        refused("folded field", "GET / HTTP/1.1\r\nX: a\r\n\tb\r\n\r\n"),
        refused("the same Content-Length twice",
                "POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok"),
        refused("two Content-Lengths",
                "POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 20\r\n\r\n"),
        refused("Content-Length not a number", "POST / HTTP/1.1\r\nContent-Length: 5x\r\n\r\n"),
        refused("Content-Length negative", "POST / HTTP/1.1\r\nContent-Length: -5\r\n\r\n"),
        refused("Content-Length with a sign", "POST / HTTP/1.1\r\nContent-Length: +5\r\n\r\nhello"),
        refused("Content-Length empty", "POST / HTTP/1.1\r\nContent-Length:\r\n\r\n"),
        refused("Content-Length a list", "POST / HTTP/1.1\r\nContent-Length: 2, 2\r\n\r\nok"),
        refused("chunked and Content-Length",
                "POST / HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n"
                "3\r\nabc\r\n0\r\n\r\n"),
        refused("Transfer-Encoding: gzip, chunked",
                "POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n"),
        refused("Transfer-Encoding: chunked, gzip",
                "POST / HTTP/1.1\r\nTransfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n"),
        refused("Transfer-Encoding: identity",
                "POST / HTTP/1.1\r\nTransfer-Encoding: identity\r\nContent-Length: 2\r\n\r\nok"),
        refused("Transfer-Encoding twice",
                "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n"
                "\r\n0\r\n\r\n"),
        refused("space before the colon", "POST / HTTP/1.1\r\nContent-Length : 2\r\n\r\nok"),
        refused("line without a colon", "GET / HTTP/1.1\r\nHost\r\n\r\n"),
        refused("first field folded", "GET / HTTP/1.1\r\n Host: x\r\n\r\n"),
        refused("unknown method", "FOO / HTTP/1.1\r\n\r\n"),
        refused("lower-case method", "get / HTTP/1.1\r\n\r\n"),
        refused("CONNECT", "CONNECT /x HTTP/1.1\r\nContent-Length: 2\r\n\r\nok" + get),
        refused("TRACE", "TRACE / HTTP/1.1\r\n\r\n"),
        refused("absolute-form", "GET http://x/ HTTP/1.1\r\n\r\n"),
        refused("asterisk-form", "OPTIONS * HTTP/1.1\r\n\r\n"),
        refused("control byte in the target", "GET /a\x7f HTTP/1.1\r\n\r\n"),
        refused("byte over 0x7F in the target", "GET /caf\xc3\xa9 HTTP/1.1\r\n\r\n"),
        refused("two spaces in the request line", "GET  / HTTP/1.1\r\n\r\n"),
        refused("space after the version", "GET / HTTP/1.1 \r\n\r\n"),
        refused("space before the request line", " GET / HTTP/1.1\r\n\r\n"),
        refused("HTTP/2.0", "GET / HTTP/2.0\r\n\r\n"),
        refused("no version", "GET /\r\n\r\n"),
        refused("chunk size not hexadecimal", chunkedPost("5x\r\nhello\r\n0\r\n\r\n")),
        refused("chunk size 0x", chunkedPost("0x5\r\nhello\r\n0\r\n\r\n")),
        refused("chunk size with a space", chunkedPost("5 \r\nhello\r\n0\r\n\r\n")),
        refused("chunk extension", chunkedPost("5;a=b\r\nhello\r\n0\r\n\r\n")),
        refused("chunk size empty", chunkedPost("\r\nhello\r\n0\r\n\r\n")),
        refused("chunk size with LF only", chunkedPost("5\nhello\r\n0\r\n\r\n")),
        refused("chunk longer than its size", chunkedPost("5\r\nhello!\r\n0\r\n\r\n")),
        refused("chunk ends with LF only", chunkedPost("5\r\nhello\n0\r\n\r\n")),
        refused("last chunk ends with LF only", chunkedPost("5\r\nhello\r\n0\r\n\n" + get)),
        refused("trailer field", chunkedPost("5\r\nhello\r\n0\r\nX-Sum: 1\r\n\r\n")),
        refused("chunk-size line too long",
                chunkedPost("5;" + QByteArray(5000, 'e') + "\r\nhello\r\n0\r\n\r\n")),
        refused("sixteen hexadecimal digits",
                chunkedPost("0000000000000005\r\nhello\r\n0\r\n\r\n")),
        // (The bytes after such a request are refused, not the request.)
        refused("Connection: close, then another",
                "GET / HTTP/1.1\r\nConnection: close\r\n\r\n" + get, 1),
        refused("HTTP/1.0, then another", "GET / HTTP/1.0\r\n\r\n" + get, 1),
        refused("upgrade, then another",
                "GET / HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n" + get, 1),
    };
}

} // namespace paydesk::testing
