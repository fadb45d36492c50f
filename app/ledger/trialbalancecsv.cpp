// The CSV export: RFC 4180, UTF-8, exact amounts.
#include "trialbalanceexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

namespace {

// A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break, with
// quotes doubled. A text that a spreadsheet would run as a formula (=, +, -, @ first) gets a
// leading apostrophe; amounts never do, they are numbers.
QString csvField(QString text, bool isText)
{
    if (isText && !text.isEmpty() &&
        (text.front() == u'=' || text.front() == u'+' || text.front() == u'-' ||
         text.front() == u'@' || text.front() == u'\t' || text.front() == u'\r'))
        text.prepend(u'\'');
    if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n') ||
        text.contains(u'\r')) {
        text.replace(u"\""_s, u"\"\""_s);
        return u'"' + text + u'"';
    }
    return text;
}

} // namespace

QString writeTrialBalanceCsv(const TrialBalanceReport &report, const ExportMetadata &meta,
                             const QString &path)
{
    Q_UNUSED(meta) // a CSV file is the table alone; the XLSX and PDF carry the heading
    const int columns = report.columnCount();
    QString out;
    auto line = [&](const QStringList &fields) { out += fields.join(u',') + u"\r\n"_s; };

    QStringList header;
    for (int c = 0; c < columns; ++c)
        header << csvField(report.columnTitle(c, QLocale::c(), true), true);
    line(header);
    for (const TrialBalanceRow &row : report.rows()) {
        if (row.kind == TrialBalanceRow::Kind::Group)
            continue; // a heading has no figures; the Type column names each account's group
        QStringList fields;
        for (int c = 0; c < columns; ++c)
            fields << csvField(report.exactText(row, c), !TrialBalanceReport::isAmountColumn(c));
        line(fields);
    }

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("Ledger", "Cannot write %1: %2")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    file.write(out.toUtf8());
    if (!file.commit())
        return QCoreApplication::translate("Ledger", "Cannot write %1: %2")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

} // namespace paydesk::ledger
