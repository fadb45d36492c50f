#pragma once

// Reads exported files back the way another program would: CSV by an RFC 4180 parser, XLSX by
// unzip and its XML, PDF by pdftotext.

#include <QFile>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace paydesk::testing {

// RFC 4180: fields separated by commas, records by CRLF, quoted fields with doubled quotes.
// Returns nullopt-like empty list and sets `error` on a malformed file.
inline QList<QStringList> parseCsv(const QByteArray &bytes, QString *error = nullptr)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool wasQuoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"') {
            if (!field.isEmpty() || wasQuoted) {
                if (error)
                    *error = QStringLiteral("quote inside an unquoted field at %1").arg(i);
                return {};
            }
            quoted = wasQuoted = true;
        } else if (c == u',') {
            record << field;
            field.clear();
            wasQuoted = false;
        } else if (c == u'\r') {
            if (i + 1 >= text.size() || text.at(i + 1) != u'\n') {
                if (error)
                    *error = QStringLiteral("CR without LF at %1").arg(i);
                return {};
            }
            ++i;
            record << field;
            records << record;
            record.clear();
            field.clear();
            wasQuoted = false;
        } else if (c == u'\n') {
            if (error)
                *error = QStringLiteral("LF without CR at %1").arg(i);
            return {};
        } else {
            field += c;
        }
    }
    if (quoted) {
        if (error)
            *error = QStringLiteral("unterminated quote");
        return {};
    }
    if (!field.isEmpty() || !record.isEmpty()) {
        record << field;
        records << record;
    }
    return records;
}

// Runs a tool and returns its stdout; empty with `error` set when it fails.
inline QByteArray runTool(const QString &program, const QStringList &arguments,
                          QString *error = nullptr)
{
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty()) {
        if (error)
            *error = program + QStringLiteral(" is not installed (installer/install-deps.sh "
                                              "--test installs it)");
        return {};
    }
    QProcess p;
    p.start(path, arguments);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        if (error)
            *error = program + QStringLiteral(" failed: ") +
                     QString::fromLocal8Bit(p.readAllStandardError());
        return {};
    }
    return p.readAllStandardOutput();
}

inline QByteArray unzipEntry(const QString &zip, const QString &entry, QString *error = nullptr)
{
    return runTool(QStringLiteral("unzip"), {QStringLiteral("-p"), zip, entry}, error);
}

inline QString pdfText(const QString &pdf, QString *error = nullptr)
{
    return QString::fromUtf8(runTool(QStringLiteral("pdftotext"),
                                     {QStringLiteral("-layout"), pdf, QStringLiteral("-")}, error));
}

// The cells of one worksheet of an XLSX file: "B3" -> the value as written (shared strings
// resolved, inline strings read, numbers as their text).
struct XlsxSheet
{
    QHash<QString, QString> cells;
    QHash<QString, QString> types;    // "s" (shared string), "str", "inlineStr", "n" (number)
    QHash<QString, int> styles;       // "s" attribute
    QHash<QString, QString> formulas; // a formula cell's formula, without "="
    QByteArray xml;

    QString value(const QString &ref) const { return cells.value(ref); }
    // The 1-based row whose `column` (A: a table's header) holds `text`, or 0.
    int rowOf(const QString &text, QChar column = QLatin1Char('A')) const
    {
        for (auto it = cells.cbegin(); it != cells.cend(); ++it) {
            if (it.key().startsWith(column) && !it.key().at(1).isLetter() && it.value() == text)
                return it.key().mid(1).toInt();
        }
        return 0;
    }
};

inline QStringList xlsxSharedStrings(const QString &zip, QString *error = nullptr)
{
    QStringList strings;
    const QByteArray xml = unzipEntry(zip, QStringLiteral("xl/sharedStrings.xml"), error);
    QXmlStreamReader r(xml);
    QString current;
    bool inSi = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == u"si") {
            inSi = true;
            current.clear();
        } else if (r.isStartElement() && r.name() == u"t" && inSi) {
            current += r.readElementText();
        } else if (r.isEndElement() && r.name() == u"si") {
            inSi = false;
            strings << current;
        }
    }
    return strings;
}

inline XlsxSheet readXlsxSheet(const QString &zip, int sheet, QString *error = nullptr)
{
    XlsxSheet out;
    const QStringList shared = xlsxSharedStrings(zip, error);
    out.xml = unzipEntry(zip, QStringLiteral("xl/worksheets/sheet%1.xml").arg(sheet), error);
    QXmlStreamReader r(out.xml);
    QString ref;
    QString type;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == u"c") {
            ref = r.attributes().value(QStringLiteral("r")).toString();
            type = r.attributes().value(QStringLiteral("t")).toString();
            out.types.insert(ref, type.isEmpty() ? QStringLiteral("n") : type);
            out.styles.insert(ref, r.attributes().value(QStringLiteral("s")).toInt());
        } else if (r.isStartElement() && r.name() == u"f") {
            out.formulas.insert(ref, r.readElementText());
        } else if (r.isStartElement() && r.name() == u"v") {
            const QString v = r.readElementText();
            out.cells.insert(ref, type == u"s" ? shared.value(v.toInt()) : v);
        } else if (r.isStartElement() && r.name() == u"t" && type == u"inlineStr") {
            out.cells.insert(ref, r.readElementText());
        }
    }
    if (r.hasError() && error)
        *error = r.errorString();
    return out;
}

// "A", "B", ... for a column index from 0.
inline QString columnLetter(int column)
{
    QString s;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        s.prepend(QChar(u'A' + (c - 1) % 26));
    return s;
}

} // namespace paydesk::testing
