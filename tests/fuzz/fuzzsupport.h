#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// A property a fuzz target asserts. A violation prints what broke and aborts, so that libFuzzer
// keeps the input as a crash like any sanitizer report.
#define FUZZ_CHECK(cond) FUZZ_CHECK_MSG(cond, QString())
#define FUZZ_CHECK_MSG(cond, message)                                                              \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "fuzz property violated: %s at %s:%d\n%s\n", #cond, __FILE__,     \
                         __LINE__, QString(message).toLocal8Bit().constData());                    \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)

namespace paydesk::fuzz {

// Reads the fixed-size head of a fuzz input; bytes past the end read as zero, so every input,
// however short, is valid.
class ByteReader
{
public:
    ByteReader(const uint8_t *data, size_t size)
        : m_data(data)
        , m_size(size)
    {}

    uint8_t byte() { return m_pos < m_size ? m_data[m_pos++] : 0; }
    qint64 int64()
    {
        quint64 v = 0;
        for (int i = 0; i < 8; ++i)
            v = (v << 8) | byte();
        return qint64(v);
    }
    QByteArray rest() const
    {
        return m_pos < m_size ? QByteArray(reinterpret_cast<const char *>(m_data + m_pos),
                                           qsizetype(m_size - m_pos))
                              : QByteArray();
    }

private:
    const uint8_t *m_data;
    size_t m_size;
    size_t m_pos = 0;
};

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

} // namespace paydesk::fuzz
