// An account's ledger as XLSX (libxlsxwriter) and PDF (its HTML printed by writeHtmlPdf()).
#include "accountledger.h"
#include "accounttype.h"
#include "htmlpdf.h"

#include "core/money.h"
#include "xlsxsupport.h"

#include <QCoreApplication>
#include <QDir>

#include <xlsxwriter.h>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

namespace {

QString title(const AccountLedger &ledger)
{
    return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Account %1 %2"))
        .arg(ledger.account().code, ledger.account().name);
}

// The heading both files carry: what, whose, which period, when; dates as the user's locale
// writes them.
QList<std::pair<QString, QString>> facts(const AccountLedger &ledger, const ExportMetadata &meta)
{
    const QLocale &locale = meta.locale;
    const QString unknown = ledgerText(QT_TRANSLATE_NOOP("Ledger", "unknown"));
    return {
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Merchant")),
         meta.merchantId.isEmpty() ? unknown : meta.merchantId},
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Profile")),
         meta.profileName.isEmpty() ? unknown : meta.profileName},
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Period")),
         ledgerText(QT_TRANSLATE_NOOP("Ledger", "%1 to %2 (UTC days)"))
             .arg(shortDate(ledger.from(), locale), shortDate(ledger.to(), locale))},
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Currency")), ledger.currency()},
        {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Generated")),
         shortUtcDateTime(meta.generatedAt, locale)},
    };
}

} // namespace

QString writeAccountLedgerXlsx(const AccountLedger &ledger, const ExportMetadata &meta,
                               const QString &path)
{
    StagedWorkbook staged(path, u".ledger-XXXXXX.xlsx"_s);
    lxw_workbook *workbook = staged.workbook();
    if (!workbook)
        return cannotWrite(path, staged.error());
    const QByteArray amountFormat = numberFormat(ledger.exponent());
    lxw_format *bold = workbook_add_format(workbook);
    format_set_bold(bold);
    lxw_format *titleFormat = workbook_add_format(workbook);
    format_set_bold(titleFormat);
    format_set_font_size(titleFormat, 14);
    lxw_format *amount = workbook_add_format(workbook);
    format_set_num_format(amount, amountFormat.constData());
    lxw_format *boldAmount = workbook_add_format(workbook);
    format_set_bold(boldAmount);
    format_set_num_format(boldAmount, amountFormat.constData());
    format_set_top(boldAmount, LXW_BORDER_THIN);
    // Dates are dates (sorted and filtered as such), shown as the user's locale writes them.
    const QByteArray dayFormat = dateNumberFormat(meta.locale, false);
    const QByteArray momentFormat = dateNumberFormat(meta.locale, true);
    lxw_format *day = workbook_add_format(workbook);
    format_set_num_format(day, dayFormat.constData());
    format_set_align(day, LXW_ALIGN_LEFT);
    lxw_format *moment = workbook_add_format(workbook);
    format_set_num_format(moment, momentFormat.constData());
    format_set_align(moment, LXW_ALIGN_LEFT);

    lxw_error error = LXW_NO_ERROR;
    const auto keep = [&](lxw_error e) {
        if (error == LXW_NO_ERROR)
            error = e;
    };
    const QByteArray sheetName = ledger.currency().toUtf8();
    lxw_worksheet *sheet = workbook_add_worksheet(workbook, sheetName.constData());
    const auto text = [&](int r, int c, const QString &value, lxw_format *f = nullptr) {
        keep(worksheet_write_string(sheet, lxw_row_t(r), lxw_col_t(c), value.toUtf8().constData(),
                                    f));
    };
    const auto date = [&](int r, int c, lxw_datetime value, lxw_format *f) {
        keep(worksheet_write_datetime(sheet, lxw_row_t(r), lxw_col_t(c), &value, f));
    };
    const auto number = [&](int r, int c, qint64 minor, lxw_format *f) {
        keep(worksheet_write_number(sheet, lxw_row_t(r), lxw_col_t(c),
                                    spreadsheetNumber(minor, ledger.exponent()), f));
    };
    // Balances in the sheet are signed: positive on the debit side.
    text(0, 0, title(ledger), titleFormat);
    int r = 1;
    for (const auto &[label, value] : facts(ledger, meta)) {
        text(r, 0, label, bold);
        text(r, 1, value);
        ++r;
    }
    ++r;
    enum { Date, Description, Source, Reference, Debit, Credit, Balance };
    const QStringList headers{ledgerText(QT_TRANSLATE_NOOP("Ledger", "Date")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Description")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Source")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Reference")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Debit")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Credit")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Balance (Dr +, Cr −)"))};
    for (int c = 0; c < headers.size(); ++c)
        text(r, c, headers[c], bold);
    const int headerRow = r++;
    const int openingRow = r;
    date(r, Date, sheetDate(ledger.from()), day);
    text(r, Description, ledgerText(QT_TRANSLATE_NOOP("Ledger", "Opening balance")), bold);
    number(r, Balance, ledger.opening(), amount);
    const int firstEntry = ++r;
    for (const AccountLedger::Row &row : ledger.rows()) {
        date(r, Date, sheetDateTime(row.entry.postedAt), moment);
        text(r, Description, row.entry.description);
        text(r, Source, AccountLedger::sourceTypeText(row.entry.sourceType));
        text(r, Reference, row.entry.sourceId);
        number(r, Debit, row.entry.debit, amount);
        number(r, Credit, row.entry.credit, amount);
        number(r, Balance, row.balance, amount);
        ++r;
    }
    const int lastEntry = r - 1;
    // Totals and the closing balance as formulas, with their values stored for readers that
    // do not calculate.
    const auto formula = [&](int col, const QString &f, qint64 minor) {
        keep(worksheet_write_formula_num(sheet, lxw_row_t(r), lxw_col_t(col),
                                         f.toUtf8().constData(), boldAmount,
                                         spreadsheetNumber(minor, ledger.exponent())));
    };
    using xlsx::Cell;
    const auto sum = [&](int col) {
        return xlsx::sumRange(Cell{firstEntry, col}, Cell{lastEntry, col});
    };
    text(r, Description, ledgerText(QT_TRANSLATE_NOOP("Ledger", "Closing balance")), bold);
    formula(Debit, sum(Debit), ledger.totalDebit());
    formula(Credit, sum(Credit), ledger.totalCredit());
    // The opening balance plus this row's debits, less its credits.
    formula(Balance,
            xlsx::formula({Cell{openingRow, Balance}, u"+", Cell{r, Debit}, u"-", Cell{r, Credit}}),
            ledger.closing());
    keep(worksheet_set_column(sheet, Date, Date, 21, nullptr));
    keep(worksheet_set_column(sheet, Description, Description, 40, nullptr));
    keep(worksheet_set_column(sheet, Source, Reference, 16, nullptr));
    keep(worksheet_set_column(sheet, Debit, Balance, 16, nullptr));
    worksheet_freeze_panes(sheet, lxw_row_t(headerRow + 1), 0);

    const QString problem = staged.finish(error);
    return problem.isEmpty() ? QString() : cannotWrite(path, problem);
}

QString writeAccountLedgerPdf(const AccountLedger &ledger, const ExportMetadata &meta,
                              const QString &path)
{
    const QLocale &locale = meta.locale;
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QString html =
        u"<h2>%1</h2><table cellspacing=\"0\" cellpadding=\"1\">"_s.arg(esc(title(ledger)));
    for (const auto &[label, value] : facts(ledger, meta))
        html += u"<tr><td><b>%1</b></td><td>%2</td></tr>"_s.arg(esc(label), esc(value));
    html += u"</table><br><table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"0\">"
            "<thead><tr>"_s;
    const QStringList headers{ledgerText(QT_TRANSLATE_NOOP("Ledger", "Date")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Description")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Reference")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Debit")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Credit")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Balance"))};
    for (int c = 0; c < headers.size(); ++c)
        html += u"<th align=\"%1\">%2</th>"_s.arg(c >= 3 ? u"right"_s : u"left"_s, esc(headers[c]));
    html += u"</tr></thead>"_s;
    const auto amountCell = [&](qint64 minor) {
        return u"<td align=\"right\">%1</td>"_s.arg(
            minor == 0 ? QString() : formatAmount(minor, ledger.exponent(), locale));
    };
    const auto balanceCell = [&](qint64 net, bool strong = false) {
        const QString t = esc(ledger.balanceText(net, locale));
        return u"<td align=\"right\">%1</td>"_s.arg(strong ? u"<b>"_s + t + u"</b>"_s : t);
    };
    html += u"<tr><td>%1</td><td><b>%2</b></td><td></td><td></td><td></td>"_s.arg(
                esc(shortDate(ledger.from(), locale)),
                esc(ledgerText(QT_TRANSLATE_NOOP("Ledger", "Opening balance")))) +
            balanceCell(ledger.opening(), true) + u"</tr>"_s;
    for (const AccountLedger::Row &row : ledger.rows()) {
        html += u"<tr><td>%1</td><td>%2</td><td>%3</td>"_s.arg(
                    esc(shortDate(row.entry.postedAt.toUTC().date(), locale) + u' ' +
                        locale.toString(row.entry.postedAt.toUTC().time(), QLocale::ShortFormat)),
                    esc(row.entry.description), esc(row.entry.sourceId)) +
                amountCell(row.entry.debit) + amountCell(row.entry.credit) +
                balanceCell(row.balance) + u"</tr>"_s;
    }
    html += u"<tr><td>%1</td><td><b>%2</b></td><td></td>"_s.arg(
                esc(shortDate(ledger.to(), locale)),
                esc(ledgerText(QT_TRANSLATE_NOOP("Ledger", "Closing balance")))) +
            amountCell(ledger.totalDebit()) + amountCell(ledger.totalCredit()) +
            balanceCell(ledger.closing(), true) + u"</tr></table>"_s;

    if (const std::optional<QString> why = writeHtmlPdf(path, title(ledger), html, 8))
        return cannotWrite(path, *why);
    return {};
}

} // namespace paydesk::ledger
