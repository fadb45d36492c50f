#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

// CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field
// quoted when it holds a comma, a double quote, CR or LF, and a quote inside a quoted field
// doubled. Text is UTF-8.
namespace paydesk::csv {

QString field(QStringView value);
// Text from elsewhere (a merchant reference, a description) that a spreadsheet would run as a
// formula when it starts with =, +, -, @ (after any white space, which spreadsheets skip), a
// tab or a CR gets a leading apostrophe, which spreadsheets show as text. Never for amounts:
// those are numbers, and may be negative.
QString plainText(QString value);
QString record(const QStringList &fields); // with the trailing CRLF
QByteArray recordUtf8(const QStringList &fields);

} // namespace paydesk::csv
