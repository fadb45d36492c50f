#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace paydesk::net {

// Follows the HTTP/1.1 requests of one connection as their bytes arrive, without keeping them:
// where each request's head ends, how long its body is (Content-Length, or chunked), and
// where the request ends. It refuses, before the bytes are read by anyone, a head over
// maxHeaderBytes (431), a body declared or grown over maxBodyBytes (413), and framing that
// Qt 6.4's QAbstractHttpServer would read otherwise than the standard does (400): an invalid or
// conflicting Content-Length, a malformed header line, a bad chunk, trailer fields; more than
// 100 header fields (431). What it accepts, QHttpServerRequestPrivate::parse() (Qt 6.4) frames
// the same way, so both agree where each request ends. No I/O and no QObject: it can be tested
// byte by byte.
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
        Idle, // between requests (blank lines before a request line are skipped, as Qt does)
        Head, // the request line and header fields
        Body, // a Content-Length body, or a chunked one
        Refused,
    };

    explicit RequestFramer(const Limits &limits)
        : m_limits(limits)
    {}

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

    Limits m_limits;
    Phase m_phase = Phase::Idle;
    BodyState m_bodyState = BodyState::Length;
    QByteArray m_line;       // the head so far, or a chunk-size line so far
    qint64 m_remaining = 0;  // of the Content-Length body, or of the chunk
    qint64 m_chunkTotal = 0; // the chunk sizes declared so far
    qint64 m_requestsComplete = 0;
    qint64 m_headsComplete = 0;
    qint64 m_headsStarted = 0;
    int m_refusal = 0;
    qint64 m_refusedBodySize = -1;
    bool m_refusedBodySizeExact = true;
};

} // namespace paydesk::net
