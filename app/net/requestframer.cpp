#include "requestframer.h"

#include <algorithm>
#include <limits>

namespace paydesk::net {

namespace {

// Skipped before a request line (Qt skips spaces and tabs there too; llhttp does not).
bool isLeadingBlank(char c)
{
    return c == '\r' || c == '\n';
}

bool isTokenChar(char c)
{
    static constexpr QByteArrayView others("!#$%&'*+-.^_`|~");
    return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') ||
           others.contains(c);
}

// RFC 9110's token, which is what QHttpHeaderParser (Qt 6.4) takes as a field name; any other
// name makes it drop every header of the request, Content-Length included.
bool isToken(QByteArrayView name)
{
    return !name.isEmpty() && std::all_of(name.begin(), name.end(), isTokenChar);
}

// A field value's bytes: visible ASCII, space, tab, and bytes over 0x7F; no other control.
bool isFieldValue(QByteArrayView value)
{
    return std::all_of(value.begin(), value.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u == '\t' || (0x20 <= u && u != 0x7f);
    });
}

// An origin-form request target: "/" and visible ASCII (as clients such as curl send it, with
// "|" or "{" unescaped; llhttp and Qt read those alike).
bool isOriginForm(QByteArrayView target)
{
    return target.startsWith('/') &&
           std::all_of(target.begin(), target.end(), [](char c) { return 0x21 <= c && c <= 0x7e; });
}

// The methods QHttpServerRequest (Qt 6.4) knows, but CONNECT, after whose head the standard
// reads no body (llhttp neither) and Qt does.
bool isKnownMethod(QByteArrayView method)
{
    for (const char *known : {"GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"}) {
        if (method == known)
            return true;
    }
    return false;
}

QByteArrayView trimmedSpace(QByteArrayView v)
{
    while (!v.isEmpty() && (v.front() == ' ' || v.front() == '\t'))
        v = v.sliced(1);
    while (!v.isEmpty() && (v.back() == ' ' || v.back() == '\t'))
        v.chop(1);
    return v;
}

// A chunk-size line's size: hexadecimal digits only, at most 15 of them so that it fits; -1
// otherwise (extensions and spaces too: Qt 6.4 and llhttp read them differently).
qint64 chunkSize(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > 15)
        return -1;
    qint64 size = 0;
    for (const char c : text) {
        int digit = -1;
        if ('0' <= c && c <= '9')
            digit = c - '0';
        else if ('a' <= c && c <= 'f')
            digit = c - 'a' + 10;
        else if ('A' <= c && c <= 'F')
            digit = c - 'A' + 10;
        if (digit < 0)
            return -1;
        size = size * 16 + digit;
    }
    return size;
}

// 15 hexadecimal digits and CRLF.
constexpr qsizetype MaxChunkLineBytes = 17;

} // namespace

bool RequestFramer::refuse(int status)
{
    m_refusal = status;
    m_refusedAt = m_offset;
    m_phase = Phase::Refused;
    m_line.clear();
    return false;
}

bool RequestFramer::feed(QByteArrayView data)
{
    while (!data.isEmpty()) {
        switch (m_phase) {
        case Phase::Refused:
            return false;
        case Phase::Idle:
            if (isLeadingBlank(data.front())) {
                ++m_offset;
                data = data.sliced(1);
                continue;
            }
            // After a request that ends the connection, llhttp reads nothing more, and the
            // standard has the server close it; Qt 6.4 would read on.
            if (m_connectionEnds) {
                ++m_offset;
                return refuse(400);
            }
            m_phase = Phase::Head;
            m_line.clear();
            m_lastRequest = false;
            ++m_headsStarted;
            notify(Event::RequestStarted, m_offset + 1); // the byte is taken in Head
            continue;
        case Phase::Head: {
            qsizetype used = 0;
            while (used < data.size() && m_phase == Phase::Head) {
                ++m_offset;
                if (!headByte(data[used++]))
                    return false;
            }
            data = data.sliced(used);
            continue;
        }
        case Phase::Body:
            if (!bodyBytes(data))
                return false;
            continue;
        }
    }
    return m_phase != Phase::Refused;
}

bool RequestFramer::headByte(char c)
{
    // CRLF line ends only: Qt 6.4 takes a bare LF as one as well, llhttp does not, and a bare
    // CR is part of a line to Qt and an error to llhttp.
    const bool afterCr = m_line.endsWith('\r');
    if ((c == '\n') != afterCr)
        return refuse(400);
    m_line.append(c);
    if (m_line.size() > m_limits.maxHeaderBytes)
        return refuse(431);
    if (c == '\n' && m_line.endsWith("\r\n\r\n"))
        return headComplete();
    return true;
}

bool RequestFramer::headComplete()
{
    // The request line and the header fields, without the empty line that ends them.
    QByteArrayView rest = QByteArrayView(m_line).chopped(2);
    const qsizetype lineEnd = rest.indexOf("\r\n");
    const QByteArrayView requestLine = rest.first(lineEnd);
    rest = rest.sliced(lineEnd + 2);

    // METHOD SP origin-form SP HTTP/1.x: Qt 6.4 splits it at any run of spaces and takes any
    // "HTTPxyyy" for a version; llhttp takes no more than one space and versions it knows.
    const qsizetype methodEnd = requestLine.indexOf(' ');
    const qsizetype targetEnd = methodEnd < 0 ? -1 : requestLine.indexOf(' ', methodEnd + 1);
    if (targetEnd < 0 || !isKnownMethod(requestLine.first(methodEnd)) ||
        !isOriginForm(requestLine.sliced(methodEnd + 1, targetEnd - methodEnd - 1)))
        return refuse(400);
    const QByteArrayView version = requestLine.sliced(targetEnd + 1);
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return refuse(400);
    const bool http10 = version == "HTTP/1.0";

    int fields = 0;
    int contentLengths = 0;
    QByteArrayView contentLength;
    int transferEncodings = 0;
    bool chunked = false;
    bool keepAlive10 = false;
    while (!rest.isEmpty()) { // each line ends in CRLF
        const qsizetype end = rest.indexOf("\r\n");
        const QByteArrayView line = rest.first(end);
        rest = rest.sliced(end + 2);
        // A folded line (obs-fold: one that starts with a space or tab) has no token before a
        // colon: refused. Qt reads it as part of the field before it, llhttp otherwise, and the
        // standard lets a server refuse it.
        const qsizetype colon = line.indexOf(':');
        if (colon < 0 || !isToken(line.first(colon)))
            return refuse(400);
        if (++fields > MaxHeaderFields)
            return refuse(431);
        const QByteArrayView name = line.first(colon);
        const QByteArrayView value = trimmedSpace(line.sliced(colon + 1));
        if (!isFieldValue(value))
            return refuse(400);
        const bool framing = name.compare("content-length", Qt::CaseInsensitive) == 0 ||
                             name.compare("transfer-encoding", Qt::CaseInsensitive) == 0;
        // llhttp does not take a tab after these values for white space.
        if (framing && line.endsWith('\t'))
            return refuse(400);
        if (name.compare("content-length", Qt::CaseInsensitive) == 0) {
            // Qt reads the first; llhttp refuses a second, even the same.
            ++contentLengths;
            contentLength = value;
        } else if (name.compare("transfer-encoding", Qt::CaseInsensitive) == 0) {
            // Qt takes any value that contains "chunked" for chunked, llhttp only one that
            // ends with it: only the plain one is read alike.
            ++transferEncodings;
            chunked = value.compare("chunked", Qt::CaseInsensitive) == 0;
        } else if (name.compare("connection", Qt::CaseInsensitive) == 0 ||
                   name.compare("proxy-connection", Qt::CaseInsensitive) == 0) {
            // llhttp ends the connection after "close", and after "upgrade" reads no more
            // HTTP; Qt 6.4 reads on. So whatever mentions either is the last request.
            const QByteArray lower = value.toByteArray().toLower();
            if (lower.contains("close") || lower.contains("upgrade"))
                m_lastRequest = true;
            keepAlive10 = lower == "keep-alive";
        } else if (name.compare("upgrade", Qt::CaseInsensitive) == 0) {
            m_lastRequest = true;
        }
    }
    if (http10 && !keepAlive10)
        m_lastRequest = true;
    if (contentLengths > 1 || transferEncodings > 1 || (transferEncodings == 1 && !chunked) ||
        (chunked && contentLengths > 0))
        return refuse(400);

    qint64 length = 0;
    if (contentLengths == 1) {
        if (contentLength.isEmpty() || !std::all_of(contentLength.begin(), contentLength.end(),
                                                    [](char c) { return '0' <= c && c <= '9'; }))
            return refuse(400);
        bool ok = false;
        const qulonglong value = contentLength.toULongLong(&ok);
        if (!ok || value > qulonglong(m_limits.maxBodyBytes)) {
            m_refusedBodySize = !ok || value > qulonglong(std::numeric_limits<qint64>::max())
                                    ? std::numeric_limits<qint64>::max()
                                    : qint64(value);
            return refuse(413);
        }
        length = qint64(value);
    }
    m_line.clear();
    ++m_headsComplete;
    notify(Event::HeadComplete, m_offset);
    if (!chunked && length == 0) {
        requestComplete();
        return true;
    }
    m_phase = Phase::Body;
    m_chunkTotal = 0;
    m_remaining = length;
    m_bodyState = chunked ? BodyState::ChunkSize : BodyState::Length;
    return true;
}

bool RequestFramer::bodyBytes(QByteArrayView &data)
{
    switch (m_bodyState) {
    case BodyState::Length:
    case BodyState::ChunkData: {
        const qint64 n = qMin<qint64>(m_remaining, data.size());
        m_remaining -= n;
        m_offset += n;
        data = data.sliced(n);
        if (m_remaining == 0) {
            if (m_bodyState == BodyState::Length) {
                requestComplete();
            } else {
                m_bodyState = BodyState::ChunkDataEnd;
                m_line.clear();
            }
        }
        return true;
    }
    case BodyState::ChunkSize: {
        const qsizetype end = data.indexOf('\n');
        const QByteArrayView part = end < 0 ? data : data.first(end + 1);
        m_line += part;
        m_offset += part.size();
        data = data.sliced(part.size());
        if (m_line.size() > MaxChunkLineBytes)
            return refuse(400);
        return end < 0 || chunkSizeLine();
    }
    case BodyState::ChunkDataEnd:
    case BodyState::LastChunkEnd: {
        // CRLF after a chunk's data, and after the last chunk (no trailer fields: Qt 6.4 does
        // not read them).
        const char c = data.front();
        data = data.sliced(1);
        ++m_offset;
        if (m_line.isEmpty()) {
            if (c != '\r')
                return refuse(400);
            m_line = "\r";
            m_crEndedFeed = data.isEmpty();
            return true;
        }
        if (c != '\n')
            return refuse(400);
        // Qt 6.4 reads the CR and LF after the last chunk two bytes at a time: after a CR that
        // ended one read, it takes the LF with the next byte, and drops that byte.
        if (m_bodyState == BodyState::LastChunkEnd && m_crEndedFeed && !data.isEmpty())
            return refuse(400);
        m_line.clear();
        if (m_bodyState == BodyState::LastChunkEnd)
            requestComplete();
        else
            m_bodyState = BodyState::ChunkSize;
        return true;
    }
    }
    return true;
}

bool RequestFramer::chunkSizeLine()
{
    QByteArrayView line(m_line);
    if (!line.endsWith("\r\n"))
        return refuse(400);
    line.chop(2);
    const qint64 size = chunkSize(line);
    m_line.clear();
    if (size < 0)
        return refuse(400);
    if (size == 0) {
        m_bodyState = BodyState::LastChunkEnd;
        return true;
    }
    m_chunkTotal += size;
    if (m_chunkTotal > m_limits.maxBodyBytes) {
        m_refusedBodySize = m_chunkTotal;
        m_refusedBodySizeExact = false;
        return refuse(413);
    }
    m_remaining = size;
    m_bodyState = BodyState::ChunkData;
    return true;
}

void RequestFramer::requestComplete()
{
    ++m_requestsComplete;
    m_phase = Phase::Idle;
    m_line.clear();
    m_connectionEnds = m_lastRequest;
    notify(Event::RequestComplete, m_offset);
}

} // namespace paydesk::net
