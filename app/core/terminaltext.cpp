#include "core/terminaltext.h"

using namespace Qt::StringLiterals;

namespace paydesk {

namespace {

// \xNN for one-line records (what `paydesk listen` has always shown), \uNNNN in messages,
// which may be JSON (\uNNNN reads back there as the character it stands for).
void escapeUnit(QString &out, char16_t unit, bool keep)
{
    if (!keep && unit < 0x100)
        out += u"\\x"_s + QString::number(unit, 16).rightJustified(2, u'0');
    else
        out += u"\\u"_s + QString::number(unit, 16).rightJustified(4, u'0');
}

bool unsafe(char32_t codePoint)
{
    switch (QChar::category(codePoint)) {
    case QChar::Other_Control:       // C0, DEL, C1 (U+009B is an 8-bit CSI)
    case QChar::Other_Format:        // bidi overrides and isolates, zero-width characters, tags
    case QChar::Separator_Line:      // U+2028
    case QChar::Separator_Paragraph: // U+2029
    case QChar::Other_Surrogate:     // a lone half of a pair
        return true;
    default:
        return false;
    }
}

} // namespace

QString terminalSafe(QStringView text, LineBreaks lineBreaks)
{
    const bool keep = lineBreaks == LineBreaks::Keep;
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        // A character outside the BMP is judged whole: tag characters (U+E0000...) are format
        // characters too.
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            const QChar low = text[i + 1];
            const char32_t codePoint = QChar::surrogateToUcs4(c, low);
            if (unsafe(codePoint)) {
                escapeUnit(out, c.unicode(), keep);
                escapeUnit(out, low.unicode(), keep);
            } else {
                out += c;
                out += low;
            }
            ++i;
            continue;
        }
        if (keep && (c == u'\n' || c == u'\t')) {
            out += c;
        } else if (unsafe(c.unicode())) {
            escapeUnit(out, c.unicode(), keep);
        } else if (!keep && c == u'\\') {
            out += u"\\\\"_s;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace paydesk
