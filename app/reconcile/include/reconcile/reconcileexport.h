#pragma once

#include "reconciliation.h"
#include "tablefile.h"

#include <QCoreApplication>
#include <QLocale>

namespace paydesk::reconcile {

// A reconciliation as people read it: one table with a section per kind of row (and the
// items of each payout whose amount differs under it), then the balances side by side with
// what explains their difference. The same rows for the terminal, CSV, XLSX and PDF.
class ReconcileExport
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::reconcile::ReconcileExport)
public:
    struct Cell
    {
        QString text;
        std::optional<qint64> amount; // minor units, shown by the currency's exponent
        QDate day;                    // valid: a date, shown as the user's locale writes it
    };
    using Row = QList<Cell>;

    static QStringList header();
    static QList<Row> rows(const ReconcileReport &report);
    static QString sectionTitle(ReconcileRow::Kind kind);
    // Two or three sentences: what matched, what is to be looked into, the balances.
    static QString summary(const ReconcileReport &report, const QLocale &locale);

    // The report as text for a terminal.
    static QString text(const ReconcileReport &report, const QLocale &locale);
    // The rows with the summary above them, for the file writers.
    static TableFile table(const ReconcileReport &report);
    // Each writes the whole file or nothing; empty on success, else what went wrong.
    static QString writeCsv(const ReconcileReport &report, const QString &path);
    static QString writeXlsx(const ReconcileReport &report, const QString &path);
    static QString writePdf(const ReconcileReport &report, const QString &path);
};

} // namespace paydesk::reconcile
