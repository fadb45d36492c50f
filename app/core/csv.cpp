#include "core/csv.h"

using namespace Qt::StringLiterals;

namespace paydesk::csv {

QString field(QStringView value)
{
    bool quote = false;
    for (const QChar c : value) {
        if (c == u',' || c == u'"' || c == u'\r' || c == u'\n') {
            quote = true;
            break;
        }
    }
    if (!quote)
        return value.toString();
    QString out;
    out.reserve(value.size() + 2);
    out += u'"';
    for (const QChar c : value) {
        if (c == u'"')
            out += u'"';
        out += c;
    }
    out += u'"';
    return out;
}

QString plainText(QString value)
{
    if (value.isEmpty())
        return value;
    const QChar first = value.front();
    if (first == u'\t' || first == u'\r') {
        value.prepend(u'\'');
        return value;
    }
    // Spreadsheets drop leading spaces before they look for a formula: " =1+1" runs too.
    for (const QChar c : std::as_const(value)) {
        if (c.isSpace())
            continue;
        if (c == u'=' || c == u'+' || c == u'-' || c == u'@')
            value.prepend(u'\'');
        break;
    }
    return value;
}

QString record(const QStringList &fields)
{
    QString out;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i)
            out += u',';
        out += field(fields.at(i));
    }
    out += u"\r\n"_s;
    return out;
}

QByteArray recordUtf8(const QStringList &fields)
{
    return record(fields).toUtf8();
}

} // namespace paydesk::csv
