#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace paydesk::reconcile {

// A table as the payouts and reconciliation exports write it: text cells, amounts in minor
// units, each amount with its currency's exponent (a spreadsheet number, a right-aligned text),
// and dates (a spreadsheet date shown as the user's locale writes it, ISO 8601 in CSV).
struct TableFile
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::reconcile::TableFile)
public:
    struct Cell
    {
        QString text;
        std::optional<qint64> amount;
        int exponent = 2;
        std::optional<QDateTime> moment; // a date (00:00 UTC) or a time in UTC
        bool withTime = false;
    };
    using Row = QList<Cell>;

    QString title;   // the PDF's heading and the sheet's name
    QString summary; // a sentence above the table (PDF, XLSX)
    QStringList header;
    QList<Row> rows;

    static Cell text(const QString &t) { return Cell{t, std::nullopt, 0}; }
    static Cell amount(qint64 minor, int exponent) { return Cell{QString(), minor, exponent}; }
    // An invalid date or time is an empty cell.
    static Cell date(const QDate &day);
    static Cell dateTime(const QDateTime &moment);

    // Each writes the whole file or nothing; empty on success, else what went wrong.
    QString writeCsv(const QString &path) const;
    QString writeXlsx(const QString &path) const;
    QString writePdf(const QString &path) const;
    // By the file's suffix: .csv, .xlsx or .pdf.
    QString write(const QString &path) const;
};

} // namespace paydesk::reconcile
