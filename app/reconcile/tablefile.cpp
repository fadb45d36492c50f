#include "reconcile/tablefile.h"

#include "core/csv.h"
#include "core/money.h"
#include "ledger/htmlpdf.h"
#include "ledger/trialbalancereport.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>
#include <QTemporaryFile>
#include <QTimeZone>

#include <xlsxwriter.h>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace paydesk::reconcile {

namespace {

QString cannotWrite(const QString &path, const QString &why)
{
    return TableFile::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
}

} // namespace

TableFile::Cell TableFile::date(const QDate &day)
{
    if (!day.isValid())
        return text(QString());
    return Cell{QString(), std::nullopt, 0, QDateTime(day, QTime(0, 0), QTimeZone::utc()), false};
}

TableFile::Cell TableFile::dateTime(const QDateTime &moment)
{
    if (!moment.isValid())
        return text(QString());
    return Cell{QString(), std::nullopt, 0, moment.toUTC(), true};
}

QString TableFile::write(const QString &path) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"xlsx"_s)
        return writeXlsx(path);
    if (suffix == u"pdf"_s)
        return writePdf(path);
    return writeCsv(path);
}

QString TableFile::writeCsv(const QString &path) const
{
    QByteArray out = csv::recordUtf8(header);
    for (const Row &row : rows) {
        QStringList fields;
        for (const Cell &c : row)
            fields << (c.amount   ? decimalString(*c.amount, c.exponent)
                       : c.moment ? (c.withTime ? c.moment->toString(Qt::ISODate)
                                                : c.moment->date().toString(Qt::ISODate))
                                  : csv::plainText(c.text));
        out += csv::recordUtf8(fields);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(out) != out.size() || !file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

QString TableFile::writeXlsx(const QString &path) const
{
    // Written beside the target and put in place whole.
    QTemporaryFile staging(QFileInfo(path).absolutePath() + u"/.paydesk-XXXXXX.xlsx"_s);
    if (!staging.open())
        return cannotWrite(path, staging.errorString());
    staging.close();
    lxw_workbook *book = workbook_new(QFile::encodeName(staging.fileName()).constData());
    if (!book)
        return cannotWrite(path, tr("the workbook was not created."));
    lxw_worksheet *sheet = workbook_add_worksheet(book, title.left(31).toUtf8().constData());
    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    QHash<int, lxw_format *> money; // by exponent
    // Dates are dates (sorted and filtered as such), shown as the user's locale writes them.
    lxw_format *dates[2] = {nullptr, nullptr}; // a day, a time
    for (const bool withTime : {false, true}) {
        lxw_format *&f = dates[withTime];
        f = workbook_add_format(book);
        format_set_num_format(f, ledger::spreadsheetDateFormat(QLocale(), withTime).constData());
        format_set_align(f, LXW_ALIGN_LEFT);
    }
    lxw_error error = LXW_NO_ERROR;
    const auto keep = [&](lxw_error e) {
        if (error == LXW_NO_ERROR)
            error = e;
    };
    lxw_row_t r = 0;
    if (!summary.isEmpty()) {
        keep(worksheet_write_string(sheet, r, 0, summary.toUtf8().constData(), bold));
        r += 2;
    }
    for (qsizetype c = 0; c < header.size(); ++c)
        keep(worksheet_write_string(sheet, r, lxw_col_t(c), header.at(c).toUtf8().constData(),
                                    bold));
    ++r;
    for (const Row &row : rows) {
        for (qsizetype c = 0; c < row.size(); ++c) {
            const Cell &cell = row.at(c);
            if (cell.amount) {
                lxw_format *&f = money[cell.exponent];
                if (!f) {
                    f = workbook_add_format(book);
                    QByteArray numberFormat = "#,##0";
                    if (cell.exponent > 0)
                        numberFormat += '.' + QByteArray(cell.exponent, '0');
                    format_set_num_format(f, numberFormat.constData());
                }
                // minor / 10^exponent: the double nearest the exact decimal, shown exactly
                // with the cell's decimals.
                double scale = 1;
                for (int i = 0; i < cell.exponent; ++i)
                    scale *= 10;
                keep(worksheet_write_number(sheet, r, lxw_col_t(c), double(*cell.amount) / scale,
                                            f));
            } else if (cell.moment) {
                const QDate d = cell.moment->date();
                const QTime t = cell.moment->time();
                lxw_datetime value{d.year(), d.month(),  d.day(),
                                   t.hour(), t.minute(), double(t.second())};
                keep(
                    worksheet_write_datetime(sheet, r, lxw_col_t(c), &value, dates[cell.withTime]));
            } else if (!cell.text.isEmpty()) {
                keep(worksheet_write_string(sheet, r, lxw_col_t(c), cell.text.toUtf8().constData(),
                                            nullptr));
            }
        }
        ++r;
    }
    worksheet_set_column(sheet, 0, lxw_col_t(std::max<qsizetype>(header.size(), 1) - 1), 16,
                         nullptr);
    const lxw_error closed = workbook_close(book);
    if (error == LXW_NO_ERROR)
        error = closed;
    if (error != LXW_NO_ERROR)
        return cannotWrite(path, QString::fromUtf8(lxw_strerror(error)));
    QFile::remove(path);
    if (std::rename(QFile::encodeName(staging.fileName()).constData(),
                    QFile::encodeName(path).constData()) != 0)
        return cannotWrite(path, tr("the file could not be replaced."));
    staging.setAutoRemove(false);
    // The staging file was made private (0600); the workbook is as readable as the CSV beside it.
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                    QFileDevice::ReadGroup | QFileDevice::ReadOther);
    return {};
}

QString TableFile::writePdf(const QString &path) const
{
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    const QLocale locale;
    QString html = u"<h3>%1</h3>"_s.arg(esc(title));
    if (!summary.isEmpty())
        html += u"<p>%1</p>"_s.arg(esc(summary));
    html += u"<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\"><tr>"_s;
    for (const QString &h : header)
        html += u"<th>%1</th>"_s.arg(esc(h));
    html += u"</tr>"_s;
    for (const Row &row : rows) {
        html += u"<tr>"_s;
        for (const Cell &c : row) {
            if (c.amount)
                html += u"<td align=\"right\">%1</td>"_s.arg(
                    esc(formatAmount(*c.amount, c.exponent, locale)));
            else if (c.moment)
                html += u"<td>%1</td>"_s.arg(
                    esc(c.withTime ? ledger::shortUtcDateTime(*c.moment, locale)
                                   : ledger::shortDate(c.moment->date(), locale)));
            else
                html += u"<td>%1</td>"_s.arg(esc(c.text));
        }
        html += u"</tr>"_s;
    }
    html += u"</table>"_s;
    if (const std::optional<QString> why = ledger::writeHtmlPdf(path, title, html, 7))
        return cannotWrite(path, *why);
    return {};
}

} // namespace paydesk::reconcile
