// The chart of accounts' CSV and XLSX.
#include "accountsexport.h"

#include "accounttype.h"
#include "core/csv.h"
#include "xlsxsupport.h"

#include <QDir>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

QString defaultAccountsFileName(ExportFormat format)
{
    return ledgerText(QT_TRANSLATE_NOOP("Ledger", "chart-of-accounts")) + u'.' +
           exportFormatName(format);
}

QString writeAccountsCsv(const QList<api::LedgerAccount> &accounts, const QString &path)
{
    QString out =
        csv::record({u"code"_s, u"name"_s, u"type"_s, u"normal_balance"_s, u"parent_code"_s});
    for (const api::LedgerAccount &a : accounts)
        out += csv::record({csv::plainText(a.code), csv::plainText(a.name), csv::plainText(a.type),
                            csv::plainText(a.normalBalance),
                            csv::plainText(a.parentCode.value_or(QString()))});
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(out.toUtf8()) < 0 || !file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

QString writeAccountsXlsx(const QList<api::LedgerAccount> &accounts, const ExportMetadata &meta,
                          const QString &path)
{
    StagedWorkbook staged(path, u".accounts-XXXXXX.xlsx"_s);
    lxw_workbook *workbook = staged.workbook();
    if (!workbook)
        return cannotWrite(path, staged.error());
    lxw_format *bold = workbook_add_format(workbook);
    format_set_bold(bold);
    lxw_format *titleFormat = workbook_add_format(workbook);
    format_set_bold(titleFormat);
    format_set_font_size(titleFormat, 14);
    lxw_format *header = workbook_add_format(workbook);
    format_set_bold(header);
    format_set_bottom(header, LXW_BORDER_THIN);

    lxw_error error = LXW_NO_ERROR;
    const QByteArray sheetName =
        ledgerText(QT_TRANSLATE_NOOP("Ledger", "Chart of accounts")).toUtf8();
    lxw_worksheet *sheet = workbook_add_worksheet(workbook, sheetName.constData());
    const auto text = [&](int row, int column, const QString &value, lxw_format *f = nullptr) {
        const lxw_error e = worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(column),
                                                   value.toUtf8().constData(), f);
        if (error == LXW_NO_ERROR)
            error = e;
    };

    text(0, 0, ledgerText(QT_TRANSLATE_NOOP("Ledger", "Chart of accounts")), titleFormat);
    QList<std::pair<QString, QString>> facts = whoseFacts(meta);
    facts.append({ledgerText(QT_TRANSLATE_NOOP("Ledger", "Generated")),
                  shortUtcDateTime(meta.generatedAt, meta.locale)});
    int r = 1;
    for (const auto &[label, value] : facts) {
        text(r, 0, label, bold);
        text(r, 1, value);
        ++r;
    }
    const int headerRow = r + 1;
    const QStringList headers{ledgerText(QT_TRANSLATE_NOOP("Ledger", "Code")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Account")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Type")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Normal balance")),
                              ledgerText(QT_TRANSLATE_NOOP("Ledger", "Parent"))};
    for (int c = 0; c < headers.size(); ++c)
        text(headerRow, c, headers.at(c), header);
    r = headerRow + 1;
    for (const api::LedgerAccount &a : accounts) {
        const AccountType type = accountTypeFromName(a.type);
        text(r, 0, a.code);
        text(r, 1, a.name);
        text(r, 2, accountTypeText(type, a.type));
        text(r, 3, normalBalanceText(a.normalBalance));
        text(r, 4, a.parentCode.value_or(QString()));
        ++r;
    }
    worksheet_set_column(sheet, 0, 0, 10, nullptr);
    worksheet_set_column(sheet, 1, 1, 36, nullptr);
    worksheet_set_column(sheet, 2, 4, 16, nullptr);
    worksheet_freeze_panes(sheet, lxw_row_t(headerRow + 1), 0);
    const QString problem = staged.finish(error);
    return problem.isEmpty() ? QString() : cannotWrite(path, problem);
}

QString writeAccounts(ExportFormat format, const QList<api::LedgerAccount> &accounts,
                      const ExportMetadata &meta, const QString &path)
{
    switch (format) {
    case ExportFormat::Csv:
        return writeAccountsCsv(accounts, path);
    case ExportFormat::Xlsx:
        return writeAccountsXlsx(accounts, meta, path);
    case ExportFormat::Pdf:
        break;
    }
    return cannotWrite(path, ledgerText(QT_TRANSLATE_NOOP(
                                 "Ledger", "the chart of accounts is exported as CSV or XLSX.")));
}

} // namespace paydesk::ledger
