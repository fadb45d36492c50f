#include "requestframer.h"

#include <QList>

#include <limits>
#include <optional>

namespace paydesk::net {

namespace {

// Skipped before a request line, as QHttpServerRequestPrivate::readRequestLine() does.
bool isLeadingBlank(char c)
{
    return c == '\r' || c == '\n' || c == ' ' || c == '\t' || c == '\v';
}

// RFC 9110's token, which is what QHttpHeaderParser (Qt 6.4) takes as a field name; any other
// name makes it drop every header of the request, Content-Length included.
bool isToken(QByteArrayView name)
{
    static constexpr QByteArrayView others("!#$%&'*+-.^_`|~");
    if (name.isEmpty())
        return false;
    for (const char c : name) {
        if (!(('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') ||
              others.contains(c)))
            return false;
    }
    return true;
}

struct Field
{
    QByteArrayView name;
    QByteArray value;
};

// A chunk-size line's size: hexadecimal digits only (extensions cut off before), at most 15
// of them so that it fits; -1 otherwise.
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

constexpr qsizetype MaxChunkLineBytes = 4096;

} // namespace

bool RequestFramer::refuse(int status)
{
    m_refusal = status;
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
                data = data.sliced(1);
                continue;
            }
            m_phase = Phase::Head;
            m_line.clear();
            ++m_headsStarted;
            continue;
        case Phase::Head: {
            qsizetype used = 0;
            while (used < data.size() && m_phase == Phase::Head) {
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
    m_line.append(c);
    if (m_line.size() > m_limits.maxHeaderBytes)
        return refuse(431);
    // An empty line ends the head; Qt takes LF line ends as well as CRLF.
    if (c == '\n' && (m_line.endsWith("\n\n") || m_line.endsWith("\n\r\n")))
        return headComplete();
    return true;
}

bool RequestFramer::headComplete()
{
    ++m_headsComplete;
    // The header fields: after the request line, without the empty line that ends them.
    QByteArrayView rest = QByteArrayView(m_line).sliced(m_line.indexOf('\n') + 1);
    rest.chop(rest.endsWith("\r\n") ? 2 : 1);
    QList<Field> fields;
    while (!rest.isEmpty()) {
        const qsizetype end = rest.indexOf('\n');
        QByteArrayView line = rest.first(end);
        rest = rest.sliced(end + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.startsWith(' ') || line.startsWith('\t')) {
            // A folded line continues the field before it, as QHttpHeaderParser reads it.
            if (fields.isEmpty())
                return refuse(400);
            const QByteArrayView more = line.trimmed();
            QByteArray &value = fields.last().value;
            if (!more.isEmpty() && !value.isEmpty())
                value += ' ';
            value += more;
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon < 0 || !isToken(line.first(colon)))
            return refuse(400);
        if (fields.size() >= MaxHeaderFields)
            return refuse(431);
        fields.append({line.first(colon), line.sliced(colon + 1).trimmed().toByteArray()});
    }

    std::optional<QByteArray> contentLength;
    QByteArray transferEncoding;
    for (const Field &f : std::as_const(fields)) {
        if (f.name.compare("content-length", Qt::CaseInsensitive) == 0) {
            // Qt reads the first; another that says something else is a request smuggled in.
            if (contentLength && *contentLength != f.value)
                return refuse(400);
            contentLength = f.value;
        } else if (f.name.compare("transfer-encoding", Qt::CaseInsensitive) == 0) {
            if (!transferEncoding.isEmpty())
                transferEncoding += ", ";
            transferEncoding += f.value;
        }
    }

    // As QHttpServerRequestPrivate::readHeader() decides, except that a Content-Length Qt
    // cannot read (which it takes for none) is refused rather than read as the next request.
    const bool chunked = transferEncoding.toLower().contains("chunked");
    qint64 length = 0;
    if (!chunked && contentLength) {
        bool ok = false;
        const qulonglong value = contentLength->toULongLong(&ok);
        if (!ok)
            return refuse(400);
        if (value > qulonglong(m_limits.maxBodyBytes)) {
            m_refusedBodySize = value > qulonglong(std::numeric_limits<qint64>::max())
                                    ? std::numeric_limits<qint64>::max()
                                    : qint64(value);
            return refuse(413);
        }
        length = qint64(value);
    }
    m_line.clear();
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
        data = data.sliced(part.size());
        if (m_line.size() > MaxChunkLineBytes)
            return refuse(400);
        return end < 0 || chunkSizeLine();
    }
    case BodyState::ChunkDataEnd:
    case BodyState::LastChunkEnd:
        // CRLF after a chunk's data, and after the last chunk (no trailer fields: Qt 6.4 does
        // not read them).
        m_line += data.front();
        data = data.sliced(1);
        if (m_line == "\r")
            return true;
        if (m_line != "\r\n")
            return refuse(400);
        m_line.clear();
        if (m_bodyState == BodyState::LastChunkEnd)
            requestComplete();
        else
            m_bodyState = BodyState::ChunkSize;
        return true;
    }
    return true;
}

bool RequestFramer::chunkSizeLine()
{
    QByteArrayView line(m_line);
    if (!line.endsWith("\r\n"))
        return refuse(400);
    line.chop(2);
    const qsizetype extension = line.indexOf(';');
    const qint64 size = chunkSize((extension < 0 ? line : line.first(extension)).trimmed());
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
}

} // namespace paydesk::net
