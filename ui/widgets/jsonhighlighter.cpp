#include "jsonhighlighter.h"

#include <QGuiApplication>
#include <QPalette>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

JsonHighlighter::JsonHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
    , m_dark(QGuiApplication::palette().color(QPalette::Base).lightness() < 128)
{
    updateFormats();
}

void JsonHighlighter::setDarkBackground(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    updateFormats();
    rehighlight();
}

void JsonHighlighter::updateFormats()
{
    // Light: the darker shades of the usual editor colours; dark: their lighter ones.
    m_key.setForeground(m_dark ? QColor(0x9c, 0xdc, 0xfe) : QColor(0x0b, 0x4f, 0x9e));
    m_key.setFontWeight(QFont::DemiBold);
    m_string.setForeground(m_dark ? QColor(0xce, 0x91, 0x78) : QColor(0xa3, 0x15, 0x15));
    m_number.setForeground(m_dark ? QColor(0xb5, 0xce, 0xa8) : QColor(0x09, 0x86, 0x58));
    m_keyword.setForeground(m_dark ? QColor(0x56, 0x9c, 0xd6) : QColor(0x7a, 0x1f, 0xa2));
    m_keyword.setFontWeight(QFont::DemiBold);
    m_punctuation.setForeground(m_dark ? QColor(0xa0, 0xa0, 0xa0) : QColor(0x6b, 0x72, 0x80));
}

QTextCharFormat JsonHighlighter::format(Token token) const
{
    switch (token) {
    case Token::Key:
        return m_key;
    case Token::String:
        return m_string;
    case Token::Number:
        return m_number;
    case Token::Keyword:
        return m_keyword;
    case Token::Punctuation:
        break;
    }
    return m_punctuation;
}

void JsonHighlighter::highlightBlock(const QString &text)
{
    // One pass over the tokens of the line; a string followed by ':' is a key.
    static const QRegularExpression tokens(
        uR"(("(?:[^"\\]|\\.)*"?)(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}\[\],:]))"_s);
    auto it = tokens.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength(1) > 0) {
            const bool key = m.capturedLength(2) > 0;
            setFormat(int(m.capturedStart(1)), int(m.capturedLength(1)), key ? m_key : m_string);
            if (key)
                setFormat(int(m.capturedEnd(2)) - 1, 1, m_punctuation);
        } else if (m.capturedLength(3) > 0) {
            setFormat(int(m.capturedStart(3)), int(m.capturedLength(3)), m_number);
        } else if (m.capturedLength(4) > 0) {
            setFormat(int(m.capturedStart(4)), int(m.capturedLength(4)), m_keyword);
        } else if (m.capturedLength(5) > 0) {
            setFormat(int(m.capturedStart(5)), 1, m_punctuation);
        }
    }
}

} // namespace paydesk::ui
