#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace paydesk::ui {

// Colours JSON as it is read: keys, strings, numbers, true/false/null and punctuation, in
// colours that stay readable on light and dark palettes. QSyntaxHighlighter goes over every
// line of the document when its text is set, so the Webhooks pane attaches it only to bodies
// small enough to format (webhooks::DeliveryView::FormatLimit).
class JsonHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit JsonHighlighter(QTextDocument *document);

    // Picks the colours for a light or a dark background and highlights again.
    void setDarkBackground(bool dark);
    bool isDarkBackground() const { return m_dark; }

    // The format given to each kind of token (for tests and themes).
    enum class Token { Key, String, Number, Keyword, Punctuation };
    QTextCharFormat format(Token token) const;

protected:
    void highlightBlock(const QString &text) override;

private:
    void updateFormats();

    bool m_dark = false;
    QTextCharFormat m_key;
    QTextCharFormat m_string;
    QTextCharFormat m_number;
    QTextCharFormat m_keyword;
    QTextCharFormat m_punctuation;
};

} // namespace paydesk::ui
