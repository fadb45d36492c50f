// The XLSX export, through libxlsxwriter.
#include "accounttype.h"
#include "trialbalanceexport.h"

#include "core/money.h"
#include "xlsxsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

namespace {

// Characters an amount takes in the sheet: sign, digits, group separators, decimals, margin.
double amountWidth(qint64 minor, int exponent)
{
    const QString exact = decimalString(minor, exponent);
    const qsizetype point = exact.indexOf(u'.');
    const qsizetype integerDigits = (point < 0 ? exact.size() : point) - (minor < 0 ? 1 : 0);
    return double(exact.size() + (integerDigits - 1) / 3 + 3);
}

// Everything in the sheet is written through this, so the first failure is kept and reported.
class Sheet
{
public:
    Sheet(lxw_worksheet *sheet, lxw_error &error)
        : m_sheet(sheet)
        , m_error(error)
    {}
    void text(int row, int column, const QString &value, lxw_format *format = nullptr)
    {
        keep(worksheet_write_string(m_sheet, lxw_row_t(row), lxw_col_t(column),
                                    value.toUtf8().constData(), format));
    }
    void number(int row, int column, double value, lxw_format *format)
    {
        keep(worksheet_write_number(m_sheet, lxw_row_t(row), lxw_col_t(column), value, format));
    }
    // A formula with its value stored, for readers that do not calculate.
    void formula(int row, int column, const QString &formula, double value, lxw_format *format)
    {
        keep(worksheet_write_formula_num(m_sheet, lxw_row_t(row), lxw_col_t(column),
                                         formula.toUtf8().constData(), format, value));
    }
    void blank(int row, int column, lxw_format *format)
    {
        keep(worksheet_write_blank(m_sheet, lxw_row_t(row), lxw_col_t(column), format));
    }
    void width(int column, double characters)
    {
        keep(worksheet_set_column(m_sheet, lxw_col_t(column), lxw_col_t(column), characters,
                                  nullptr));
    }

private:
    void keep(lxw_error e)
    {
        if (m_error == LXW_NO_ERROR)
            m_error = e;
    }
    lxw_worksheet *m_sheet;
    lxw_error &m_error;
};

// "A", "B", ... for a column from 0 (the table has fewer than 27 columns).
QString columnName(int column)
{
    return QString(QChar(u'A' + column));
}

// A cell's reference from 0-based row and column: (2, 3) is "D3".
QString cellName(int row, int column)
{
    return columnName(column) + QString::number(row + 1);
}

// The heading the file carries: whose figures, which dates, when; in the table's sheet above
// the table, and again on the About sheet with the balance and the program.
QList<std::pair<QString, QString>> facts(const TrialBalanceReport &report,
                                         const ExportMetadata &meta)
{
    const QString unknown = ledgerText(QT_TRANSLATE_NOOP("Ledger", "unknown"));
    QList<std::pair<QString, QString>> list{
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Merchant")),
         meta.merchantId.isEmpty() ? unknown : meta.merchantId},
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Profile")),
         meta.profileName.isEmpty() ? unknown : meta.profileName},
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Environment")),
         meta.environment.isEmpty() ? unknown : meta.environment},
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "As of")),
         ledgerText(QT_TRANSLATE_NOOP("Ledger", "%1 (end of day, UTC)"))
             .arg(report.date().toString(Qt::ISODate))},
    };
    if (const auto compare = report.compareDate())
        list.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Compared with")),
                     ledgerText(QT_TRANSLATE_NOOP("Ledger", "%1 (end of day, UTC)"))
                         .arg(compare->toString(Qt::ISODate))});
    list.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Currency")), report.currency()});
    list.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Generated")),
                 meta.generatedAt.toUTC().toString(u"yyyy-MM-dd HH:mm:ss 'UTC'"_s)});
    return list;
}

} // namespace

QString writeTrialBalanceXlsx(const TrialBalanceReport &report, const ExportMetadata &meta,
                              const QString &path)
{
    auto failure = [&](const QString &why) {
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Cannot write %1: %2"))
            .arg(QDir::toNativeSeparators(path), why);
    };
    // Written beside the target under a temporary name, renamed when complete.
    QTemporaryFile staging(QFileInfo(path).absolutePath() + u"/.trial-balance-XXXXXX.xlsx"_s);
    if (!staging.open())
        return failure(staging.errorString());
    const QString stagingPath = staging.fileName();
    staging.setAutoRemove(false); // removed or renamed below
    staging.close();

    lxw_workbook *workbook = workbook_new(QFile::encodeName(stagingPath).constData());
    if (!workbook) {
        QFile::remove(stagingPath);
        return failure(ledgerText(QT_TRANSLATE_NOOP("Ledger", "the workbook was not created.")));
    }

    lxw_error error = LXW_NO_ERROR;
    const QByteArray amountFormat = numberFormat(report.exponent());
    lxw_format *header = workbook_add_format(workbook);
    format_set_bold(header);
    format_set_bottom(header, LXW_BORDER_THIN);
    format_set_text_wrap(header);
    format_set_align(header, LXW_ALIGN_VERTICAL_BOTTOM);
    lxw_format *headerAmount = workbook_add_format(workbook);
    format_set_bold(headerAmount);
    format_set_bottom(headerAmount, LXW_BORDER_THIN);
    format_set_text_wrap(headerAmount);
    format_set_align(headerAmount, LXW_ALIGN_RIGHT);
    format_set_align(headerAmount, LXW_ALIGN_VERTICAL_BOTTOM);
    lxw_format *bold = workbook_add_format(workbook);
    format_set_bold(bold);
    lxw_format *amount = workbook_add_format(workbook);
    format_set_num_format(amount, amountFormat.constData());
    lxw_format *subtotalText = workbook_add_format(workbook);
    format_set_bold(subtotalText);
    format_set_top(subtotalText, LXW_BORDER_THIN);
    lxw_format *subtotalAmount = workbook_add_format(workbook);
    format_set_bold(subtotalAmount);
    format_set_top(subtotalAmount, LXW_BORDER_THIN);
    format_set_num_format(subtotalAmount, amountFormat.constData());
    lxw_format *totalText = workbook_add_format(workbook);
    format_set_bold(totalText);
    format_set_top(totalText, LXW_BORDER_THIN);
    format_set_bottom(totalText, LXW_BORDER_DOUBLE);
    lxw_format *totalAmount = workbook_add_format(workbook);
    format_set_bold(totalAmount);
    format_set_top(totalAmount, LXW_BORDER_THIN);
    format_set_bottom(totalAmount, LXW_BORDER_DOUBLE);
    format_set_num_format(totalAmount, amountFormat.constData());
    lxw_format *warning = workbook_add_format(workbook);
    format_set_bold(warning);
    format_set_font_color(warning, 0xC62828);

    // The table.
    const QByteArray tableName = ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance")).toUtf8();
    lxw_worksheet *table = workbook_add_worksheet(workbook, tableName.constData());
    Sheet sheet(table, error);
    const int columns = report.columnCount();
    const QString sheetTitle = ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance as of %1"))
                                   .arg(report.date().toString(Qt::ISODate));
    // The title block: what, whose, which dates, when; then the table.
    lxw_format *titleFormat = workbook_add_format(workbook);
    format_set_bold(titleFormat);
    format_set_font_size(titleFormat, 14);
    sheet.text(0, TrialBalanceReport::Code, sheetTitle, titleFormat);
    int r = 1;
    for (const auto &[label, value] : facts(report, meta)) {
        sheet.text(r, TrialBalanceReport::Code, label, bold);
        sheet.text(r, TrialBalanceReport::Account, value);
        ++r;
    }
    const int headerRow = r + 1;
    QList<double> widths(columns, 10.0);
    for (int c = 0; c < columns; ++c) {
        const bool isAmount = TrialBalanceReport::isAmountColumn(c);
        const QString title = report.columnTitle(c, QLocale::c(), true);
        sheet.text(headerRow, c, title, isAmount ? headerAmount : header);
        // Amount headers wrap ("Debit 2026-10-31 (USD)"); the figures set the width.
        widths[c] = isAmount ? 14.0 : std::max(widths[c], double(title.size()) + 2);
    }
    r = headerRow + 1;
    // Subtotals and the total are formulas over the rows above them (with their values
    // stored), so a figure changed in the sheet carries through as an accountant expects.
    int firstAccount = -1; // of the current group
    QList<int> subtotalRows;
    const auto sumFormula = [&](const TrialBalanceRow &row, int c) -> QString {
        const QString col = columnName(c);
        if (row.kind == TrialBalanceRow::Kind::Subtotal)
            return firstAccount < 0
                       ? u"=0"_s
                       : u"=SUM(%1:%2)"_s.arg(cellName(firstAccount, c), cellName(r - 1, c));
        if (c == TrialBalanceReport::Change) // no normal side: debit minus credit, both dates
            return u"=(%1-%2)-(%3-%4)"_s.arg(cellName(r, TrialBalanceReport::Debit),
                                             cellName(r, TrialBalanceReport::Credit),
                                             cellName(r, TrialBalanceReport::CompareDebit),
                                             cellName(r, TrialBalanceReport::CompareCredit));
        QStringList parts;
        for (int sub : std::as_const(subtotalRows))
            parts << cellName(sub, c);
        return parts.isEmpty() ? u"=0"_s : u"=SUM(%1)"_s.arg(parts.join(u','));
    };
    for (const TrialBalanceRow &row : report.rows()) {
        switch (row.kind) {
        case TrialBalanceRow::Kind::Group:
            sheet.text(r, TrialBalanceReport::Code, row.name, bold);
            firstAccount = -1;
            break;
        case TrialBalanceRow::Kind::Account:
        case TrialBalanceRow::Kind::Subtotal:
        case TrialBalanceRow::Kind::Total: {
            const bool isAccount = row.kind == TrialBalanceRow::Kind::Account;
            const bool isTotal = row.kind == TrialBalanceRow::Kind::Total;
            lxw_format *textFormat = isAccount ? nullptr : isTotal ? totalText : subtotalText;
            lxw_format *amountCell = isAccount ? amount : isTotal ? totalAmount : subtotalAmount;
            for (int c = 0; c < columns; ++c) {
                if (TrialBalanceReport::isAmountColumn(c)) {
                    if (TrialBalanceReport::isBlank(row, c)) {
                        sheet.blank(r, c, amountCell);
                    } else {
                        const qint64 minor = TrialBalanceReport::amount(row, c);
                        const double value = spreadsheetNumber(minor, report.exponent());
                        if (isAccount)
                            sheet.number(r, c, value, amountCell);
                        else
                            sheet.formula(r, c, sumFormula(row, c), value, amountCell);
                        widths[c] = std::max(widths[c], amountWidth(minor, report.exponent()));
                    }
                } else {
                    const QString cell = report.exactText(row, c);
                    if (cell.isEmpty() && textFormat)
                        sheet.blank(r, c, textFormat);
                    else
                        sheet.text(r, c, cell, textFormat);
                    if (c != TrialBalanceReport::Code)
                        widths[c] = std::max(widths[c], std::min(48.0, double(cell.size()) + 2));
                }
            }
            if (isAccount && firstAccount < 0)
                firstAccount = r;
            else if (row.kind == TrialBalanceRow::Kind::Subtotal)
                subtotalRows << r;
            break;
        }
        }
        ++r;
    }
    ++r;
    sheet.text(r, TrialBalanceReport::Code, report.balanceText(QLocale::c()),
               report.isBalanced() && report.isComparisonBalanced() ? bold : warning);
    for (int c = 0; c < columns; ++c)
        sheet.width(c, widths[c]);
    worksheet_freeze_panes(table, lxw_row_t(headerRow + 1), 0);
    worksheet_repeat_rows(table, lxw_row_t(headerRow), lxw_row_t(headerRow));
    worksheet_set_landscape(table);
    worksheet_fit_to_pages(table, 1, 0);

    // Where the figures come from.
    const QByteArray aboutName = ledgerText(QT_TRANSLATE_NOOP("Ledger", "About")).toUtf8();
    lxw_worksheet *aboutSheet = workbook_add_worksheet(workbook, aboutName.constData());
    Sheet about(aboutSheet, error);
    QList<std::pair<QString, QString>> aboutFacts = facts(report, meta);
    aboutFacts.append(
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Balance")), report.balanceText(QLocale::c())});
    aboutFacts.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Generated by")),
                       u"PayDesk "_s + QStringLiteral(PAYDESK_VERSION)});
    about.text(0, 0, ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance")), bold);
    int a = 2;
    double valueWidth = 20;
    for (const auto &[label, value] : std::as_const(aboutFacts)) {
        about.text(a, 0, label, bold);
        about.text(a, 1, value);
        valueWidth = std::max(valueWidth, std::min(90.0, double(value.size()) + 2));
        ++a;
    }
    about.width(0, 16);
    about.width(1, valueWidth);

    QByteArray title = sheetTitle.toUtf8();
    QByteArray creator = "PayDesk " PAYDESK_VERSION;
    lxw_doc_properties properties = {};
    properties.title = title.data();
    properties.company = nullptr;
    properties.comments = creator.data();
    workbook_set_properties(workbook, &properties);

    const lxw_error closed = workbook_close(workbook); // frees the workbook in any case
    if (error == LXW_NO_ERROR)
        error = closed;
    if (error != LXW_NO_ERROR) {
        QFile::remove(stagingPath);
        return failure(QString::fromUtf8(lxw_strerror(error)));
    }
    if (!replaceFile(stagingPath, path)) {
        QFile::remove(stagingPath);
        return failure(ledgerText(QT_TRANSLATE_NOOP("Ledger", "the file could not be replaced.")));
    }
    return {};
}

} // namespace paydesk::ledger
