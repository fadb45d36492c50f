#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <functional>

namespace paydesk::net {

// Follows the HTTP/1.1 requests of one connection as their bytes arrive, without keeping them:
// where each request's head ends, how long its body is (Content-Length, or chunked), and
// where the request ends. It refuses, before the bytes are read by anyone, a head over
// maxHeaderBytes (431), a body declared or grown over maxBodyBytes (413), and (400) any framing
// but the plain one that Qt 6.4's QAbstractHttpServer, the standard and an independent parser
// (llhttp) all read alike: a request line "METHOD /target HTTP/1.x" (a method Qt 6.4 knows,
// not CONNECT), CRLF line ends only, no folded lines or control bytes, token field names, at
// most one Content-Length (digits only) or one "Transfer-Encoding: chunked" but not both, chunk
// sizes of hexadecimal digits alone, no trailer fields, and nothing after a request that ends
// the connection (Connection: close or upgrade, HTTP/1.0 without keep-alive). What it accepts,
// QHttpServerRequestPrivate::parse() (Qt 6.4) frames the same way, so both agree where each
// request ends; tests/net/differential checks that against llhttp. No I/O and no QObject: it
// can be tested byte by byte.
//
// One thing depends on how the bytes arrive: Qt 6.4 reads the CRLF after a chunked body's last
// chunk two bytes at a time, so when the CR ends one read and the LF starts the next, it takes
// the byte after the LF along and drops it. The framer is fed what each read brings (the guard
// feeds it at each readyRead, as Qt reads), and refuses exactly that case.
class RequestFramer
{
public:
    struct Limits
    {
        qint64 maxBodyBytes = 1024 * 1024;
        qint64 maxHeaderBytes = 32 * 1024; // request line and header fields
    };
    // QHttpHeaderParser's own limit: past it, Qt 6.4 drops every header of the request.
    static constexpr int MaxHeaderFields = 100;

    enum class Phase {
        Idle, // between requests (CR and LF before a request line are skipped)
        Head, // the request line and header fields
        Body, // a Content-Length body, or a chunked one
        Refused,
    };

    // Where requests start and end, for a test to compare with another parser's reading.
    enum class Event {
        RequestStarted, // at the request line's first byte
        HeadComplete,   // at the LF that ends the head, once it passed
        RequestComplete,
    };
    // Called with the event and how many bytes of the connection had been fed when it became
    // known (so the first byte of a request at offset 0 starts it at 1).
    using Listener = std::function<void(Event event, qint64 offset)>;

    explicit RequestFramer(const Limits &limits)
        : m_limits(limits)
    {}

    void setListener(Listener listener) { m_listener = std::move(listener); }

    // Takes the next bytes of the connection. False once a request is refused (and from then
    // on); refusal() says why.
    bool feed(QByteArrayView data);

    Phase phase() const { return m_phase; }
    bool inRequest() const { return m_phase == Phase::Head || m_phase == Phase::Body; }
    // Requests whose last byte has arrived, and heads that have arrived whole, since the start.
    qint64 requestsComplete() const { return m_requestsComplete; }
    qint64 headsComplete() const { return m_headsComplete; }
    // Requests whose first byte has arrived.
    qint64 headsStarted() const { return m_headsStarted; }

    // 400, 413 or 431 once refused; 0 before.
    int refusal() const { return m_refusal; }
    // The bytes taken up to and including the one that was refused; 0 before.
    qint64 refusedAt() const { return m_refusedAt; }
    // For a 413: the body's declared length, or for a chunked body what its chunks declared
    // before it went over (then refusedBodySizeExact() is false).
    qint64 refusedBodySize() const { return m_refusedBodySize; }
    bool refusedBodySizeExact() const { return m_refusedBodySizeExact; }

private:
    enum class BodyState { Length, ChunkSize, ChunkData, ChunkDataEnd, LastChunkEnd };

    bool refuse(int status);
    bool headByte(char c);
    bool headComplete();
    bool bodyBytes(QByteArrayView &data);
    bool chunkSizeLine();
    void requestComplete();
    void notify(Event event, qint64 offset)
    {
        if (m_listener)
            m_listener(event, offset);
    }

    Limits m_limits;
    Listener m_listener;
    Phase m_phase = Phase::Idle;
    BodyState m_bodyState = BodyState::Length;
    QByteArray m_line;       // the head so far, or a chunk-size line so far
    qint64 m_remaining = 0;  // of the Content-Length body, or of the chunk
    qint64 m_chunkTotal = 0; // the chunk sizes declared so far
    qint64 m_requestsComplete = 0;
    qint64 m_headsComplete = 0;
    qint64 m_headsStarted = 0;
    qint64 m_offset = 0; // bytes taken so far
    // The request that ended has ended the connection too: only blank lines may follow.
    bool m_connectionEnds = false;
    bool m_lastRequest = false; // the request in progress will end the connection
    // The CR after the last chunk was the last byte of what was fed with it (see above).
    bool m_crEndedFeed = false;
    int m_refusal = 0;
    qint64 m_refusedAt = 0;
    qint64 m_refusedBodySize = -1;
    bool m_refusedBodySizeExact = true;
};

} // namespace paydesk::net
