#pragma once

#include <QString>
#include <QStringView>

namespace paydesk {

// Whether line breaks (LF) and tabs stay as they are, for messages of several lines, or are
// shown escaped, for one-line records whose every line must be the program's own.
enum class LineBreaks { Escape, Keep };

// Text from elsewhere (a service's answer, a webhook sender, a URL someone typed), safe for a
// terminal or a log: control characters (an escape sequence could clear the screen, retitle the
// window or move the cursor to print a fake line; a CR could overwrite one), line and paragraph
// separators and invisible format characters (a bidi override reversing what follows) are
// escaped, lone surrogates too. LineBreaks::Escape, for one-line records: LF and tab too, a
// character below U+0100 as \xNN, any other as \uNNNN, and a backslash as \\, so that what is
// shown reads back unambiguously. LineBreaks::Keep, for messages: \uNNNN (one per UTF-16 unit),
// which JSON reads back as the character itself, so JSON printed stays JSON. Printable text,
// non-Latin scripts and emoji pass.
QString terminalSafe(QStringView text, LineBreaks lineBreaks = LineBreaks::Escape);

} // namespace paydesk
