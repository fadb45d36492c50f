// The XLSX export, through libxlsxwriter.
#include "accounttype.h"
#include "trialbalanceexport.h"

#include "core/money.h"
#include "xlsxsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

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

// The heading the file carries: whose figures, which dates, when; in the table's sheet above
// the table, and again on the About sheet with the balance and the program. Dates and amounts
// in the workbook are written as the user's locale (meta.locale) writes them.
QList<std::pair<QString, QString>> facts(const TrialBalanceReport &report,
                                         const ExportMetadata &meta, const QString &currencies = {})
{
    const QLocale &locale = meta.locale;
    QList<std::pair<QString, QString>> list = whoseFacts(meta);
    list.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "As of")),
                 ledgerText(QT_TRANSLATE_NOOP("Ledger", "%1 (end of day, UTC)"))
                     .arg(shortDate(report.date(), locale))});
    if (const auto compare = report.compareDate())
        list.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Compared with")),
                     ledgerText(QT_TRANSLATE_NOOP("Ledger", "%1 (end of day, UTC)"))
                         .arg(shortDate(*compare, locale))});
    if (currencies.isEmpty())
        list.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Currency")), report.currency()});
    else
        list.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Currencies")), currencies});
    list.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Generated")),
                 shortUtcDateTime(meta.generatedAt, locale)});
    return list;
}

// The cell formats of one sheet; the amounts' number format follows its currency.
struct Formats
{
    Formats(lxw_workbook *workbook, int exponent)
    {
        const QByteArray amountFormat = numberFormat(exponent);
        header = workbook_add_format(workbook);
        format_set_bold(header);
        format_set_bottom(header, LXW_BORDER_THIN);
        format_set_text_wrap(header);
        format_set_align(header, LXW_ALIGN_VERTICAL_BOTTOM);
        headerAmount = workbook_add_format(workbook);
        format_set_bold(headerAmount);
        format_set_bottom(headerAmount, LXW_BORDER_THIN);
        format_set_text_wrap(headerAmount);
        format_set_align(headerAmount, LXW_ALIGN_RIGHT);
        format_set_align(headerAmount, LXW_ALIGN_VERTICAL_BOTTOM);
        bold = workbook_add_format(workbook);
        format_set_bold(bold);
        amount = workbook_add_format(workbook);
        format_set_num_format(amount, amountFormat.constData());
        subtotalText = workbook_add_format(workbook);
        format_set_bold(subtotalText);
        format_set_top(subtotalText, LXW_BORDER_THIN);
        subtotalAmount = workbook_add_format(workbook);
        format_set_bold(subtotalAmount);
        format_set_top(subtotalAmount, LXW_BORDER_THIN);
        format_set_num_format(subtotalAmount, amountFormat.constData());
        totalText = workbook_add_format(workbook);
        format_set_bold(totalText);
        format_set_top(totalText, LXW_BORDER_THIN);
        format_set_bottom(totalText, LXW_BORDER_DOUBLE);
        totalAmount = workbook_add_format(workbook);
        format_set_bold(totalAmount);
        format_set_top(totalAmount, LXW_BORDER_THIN);
        format_set_bottom(totalAmount, LXW_BORDER_DOUBLE);
        format_set_num_format(totalAmount, amountFormat.constData());
        warning = workbook_add_format(workbook);
        format_set_bold(warning);
        format_set_font_color(warning, 0xC62828);
        title = workbook_add_format(workbook);
        format_set_bold(title);
        format_set_font_size(title, 14);
    }
    lxw_format *header;
    lxw_format *headerAmount;
    lxw_format *bold;
    lxw_format *amount;
    lxw_format *subtotalText;
    lxw_format *subtotalAmount;
    lxw_format *totalText;
    lxw_format *totalAmount;
    lxw_format *warning;
    lxw_format *title;
};

QString sheetTitle(const TrialBalanceReport &report, const QLocale &locale)
{
    return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance as of %1"))
        .arg(shortDate(report.date(), locale));
}

// One report's sheet: the title block (what, whose, which dates, when), then the table.
void writeTableSheet(lxw_workbook *workbook, const TrialBalanceReport &report,
                     const ExportMetadata &meta, const QString &name, lxw_error &error)
{
    const Formats f(workbook, report.exponent());
    const QByteArray tableName = name.toUtf8();
    lxw_worksheet *table = workbook_add_worksheet(workbook, tableName.constData());
    if (!table) {
        if (error == LXW_NO_ERROR)
            error = LXW_ERROR_SHEETNAME_ALREADY_USED;
        return;
    }
    Sheet sheet(table, error);
    const int columns = report.columnCount();
    sheet.text(0, TrialBalanceReport::Code, sheetTitle(report, meta.locale), f.title);
    int r = 1;
    for (const auto &[label, value] : facts(report, meta)) {
        sheet.text(r, TrialBalanceReport::Code, label, f.bold);
        sheet.text(r, TrialBalanceReport::Account, value);
        ++r;
    }
    const int headerRow = r + 1;
    QList<double> widths(columns, 10.0);
    for (int c = 0; c < columns; ++c) {
        const bool isAmount = TrialBalanceReport::isAmountColumn(c);
        const QString title = report.columnTitle(c, meta.locale, true);
        sheet.text(headerRow, c, title, isAmount ? f.headerAmount : f.header);
        // Amount headers wrap ("Debit 10/31/2026 (USD)"); the figures set the width.
        widths[c] = isAmount ? 14.0 : std::max(widths[c], double(title.size()) + 2);
    }
    r = headerRow + 1;
    // Subtotals and the total are formulas over the rows above them (with their values
    // stored), so a figure changed in the sheet carries through as an accountant expects.
    int firstAccount = -1; // of the current group
    QList<int> subtotalRows;
    const auto sumFormula = [&](const TrialBalanceRow &row, int c) -> QString {
        using xlsx::Cell;
        if (row.kind == TrialBalanceRow::Kind::Subtotal)
            return firstAccount < 0 ? u"=0"_s
                                    : xlsx::sumRange(Cell{firstAccount, c}, Cell{r - 1, c});
        if (c == TrialBalanceReport::Change) // no normal side: debit minus credit, both dates
            return xlsx::formula({u"(", Cell{r, TrialBalanceReport::Debit}, u"-",
                                  Cell{r, TrialBalanceReport::Credit}, u")-(",
                                  Cell{r, TrialBalanceReport::CompareDebit}, u"-",
                                  Cell{r, TrialBalanceReport::CompareCredit}, u")"});
        QList<Cell> subtotals;
        for (int sub : std::as_const(subtotalRows))
            subtotals << Cell{sub, c};
        return xlsx::sumOf(subtotals);
    };
    for (const TrialBalanceRow &row : report.rows()) {
        switch (row.kind) {
        case TrialBalanceRow::Kind::Group:
            sheet.text(r, TrialBalanceReport::Code, row.name, f.bold);
            firstAccount = -1;
            break;
        case TrialBalanceRow::Kind::Account:
        case TrialBalanceRow::Kind::Subtotal:
        case TrialBalanceRow::Kind::Total: {
            const bool isAccount = row.kind == TrialBalanceRow::Kind::Account;
            const bool isTotal = row.kind == TrialBalanceRow::Kind::Total;
            lxw_format *textFormat = isAccount ? nullptr : isTotal ? f.totalText : f.subtotalText;
            lxw_format *amountCell = isAccount ? f.amount
                                     : isTotal ? f.totalAmount
                                               : f.subtotalAmount;
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
    sheet.text(r, TrialBalanceReport::Code, report.balanceText(meta.locale),
               report.isBalanced() && report.isComparisonBalanced() ? f.bold : f.warning);
    for (int c = 0; c < columns; ++c)
        sheet.width(c, widths[c]);
    worksheet_freeze_panes(table, lxw_row_t(headerRow + 1), 0);
    worksheet_repeat_rows(table, lxw_row_t(headerRow), lxw_row_t(headerRow));
    worksheet_set_landscape(table);
    worksheet_fit_to_pages(table, 1, 0);
}

// The table's sheet: "Trial balance", or with several currencies "Trial balance USD" (a
// sheet's name has at most 31 characters).
QString tableSheetName(const TrialBalanceReport &report, bool severalCurrencies)
{
    const QString base = ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance"));
    if (!severalCurrencies)
        return base.left(31);
    const QString suffix = u' ' + report.currency();
    return base.left(31 - suffix.size()) + suffix;
}

} // namespace

QString writeTrialBalanceXlsx(const QList<TrialBalanceReport> &reports, const ExportMetadata &meta,
                              const QString &path)
{
    if (reports.isEmpty())
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "There is no trial balance to export."));
    // Written beside the target under a temporary name, renamed when complete.
    StagedWorkbook staged(path, u".trial-balance-XXXXXX.xlsx"_s);
    lxw_workbook *workbook = staged.workbook();
    if (!workbook)
        return cannotWrite(path, staged.error());

    lxw_error error = LXW_NO_ERROR;
    const bool several = reports.size() > 1;
    QStringList currencies;
    for (const TrialBalanceReport &report : reports) {
        writeTableSheet(workbook, report, meta, tableSheetName(report, several), error);
        currencies << report.currency();
    }
    const TrialBalanceReport &first = reports.constFirst();

    // Where the figures come from.
    const QByteArray aboutName = ledgerText(QT_TRANSLATE_NOOP("Ledger", "About")).toUtf8();
    lxw_worksheet *aboutSheet = workbook_add_worksheet(workbook, aboutName.constData());
    const Formats f(workbook, first.exponent());
    Sheet about(aboutSheet, error);
    QList<std::pair<QString, QString>> aboutFacts =
        facts(first, meta, several ? currencies.join(u", "_s) : QString());
    for (const TrialBalanceReport &report : reports) {
        const QString label = ledgerText(QT_TRANSLATE_NOOP("Ledger", "Balance"));
        aboutFacts.append(
            {several ? label + u' ' + report.currency() : label, report.balanceText(meta.locale)});
    }
    aboutFacts.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Generated by")),
                       u"PayDesk "_s + QStringLiteral(PAYDESK_VERSION)});
    about.text(0, 0, ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance")), f.bold);
    int a = 2;
    double valueWidth = 20;
    for (const auto &[label, value] : std::as_const(aboutFacts)) {
        about.text(a, 0, label, f.bold);
        about.text(a, 1, value);
        valueWidth = std::max(valueWidth, std::min(90.0, double(value.size()) + 2));
        ++a;
    }
    about.width(0, 16);
    about.width(1, valueWidth);

    QByteArray title = sheetTitle(first, meta.locale).toUtf8();
    QByteArray creator = "PayDesk " PAYDESK_VERSION;
    lxw_doc_properties properties = {};
    properties.title = title.data();
    properties.company = nullptr;
    properties.comments = creator.data();
    workbook_set_properties(workbook, &properties);

    const QString problem = staged.finish(error);
    return problem.isEmpty() ? QString() : cannotWrite(path, problem);
}

} // namespace paydesk::ledger
