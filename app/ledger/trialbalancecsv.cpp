// The CSV export: RFC 4180, UTF-8, exact amounts.
#include "trialbalanceexport.h"

#include "core/csv.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

QString writeTrialBalanceCsv(const QList<TrialBalanceReport> &reports, const ExportMetadata &meta,
                             const QString &path)
{
    Q_UNUSED(meta) // a CSV file is the table alone; the XLSX and PDF carry the heading
    if (reports.isEmpty())
        return QCoreApplication::translate("Ledger", "There is no trial balance to export.");
    // Several currencies: the titles name none, a column says each row's.
    const bool severalCurrencies = reports.size() > 1;
    const TrialBalanceReport &first = reports.constFirst();
    const int columns = first.columnCount();
    QString out;
    // Text a spreadsheet would run as a formula is kept as text; amounts stay numbers.
    QStringList header;
    for (int c = 0; c < columns; ++c)
        header << csv::plainText(first.columnTitle(c, QLocale::c(), true, !severalCurrencies));
    if (severalCurrencies)
        header << u"currency"_s;
    // Last, so the table's columns keep their places: what each record is (account, subtotal
    // of a type, total), so a sum over the file never counts a total twice.
    header << u"row_type"_s;
    out += csv::record(header);
    for (const TrialBalanceReport &report : reports) {
        for (const TrialBalanceRow &row : report.rows()) {
            if (row.kind == TrialBalanceRow::Kind::Group)
                continue; // a heading has no figures; the Type column names each account's group
            QStringList fields;
            for (int c = 0; c < columns; ++c) {
                const QString text = report.exactText(row, c);
                fields << (TrialBalanceReport::isAmountColumn(c) ? text : csv::plainText(text));
            }
            if (severalCurrencies)
                fields << report.currency();
            fields << (row.kind == TrialBalanceRow::Kind::Account    ? u"account"_s
                       : row.kind == TrialBalanceRow::Kind::Subtotal ? u"subtotal"_s
                                                                     : u"total"_s);
            out += csv::record(fields);
        }
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
