#include "reconcile/reconcileexport.h"

#include "core/csv.h"
#include "core/money.h"

#include <QDir>
#include <QFileInfo>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryFile>
#include <QTextDocument>

#include <xlsxwriter.h>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace paydesk::reconcile {

namespace {

using Kind = ReconcileRow::Kind;
using Cell = ReconcileExport::Cell;

Cell textCell(const QString &t)
{
    return Cell{t, std::nullopt};
}

Cell amount(qint64 minor)
{
    return Cell{QString(), minor};
}

QString cannotWrite(const QString &path, const QString &why)
{
    return ReconcileExport::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
}

QString date(const QDate &d)
{
    return d.isValid() ? d.toString(Qt::ISODate) : QString();
}

QString oneLine(QString s)
{
    return s.replace(u'\n', u' ');
}

} // namespace

QString ReconcileExport::sectionTitle(ReconcileRow::Kind kind)
{
    switch (kind) {
    case Kind::Matched:
        return tr("Matched");
    case Kind::AmountDifference:
        return tr("Amount differences");
    case Kind::MatchedToLedger:
        return tr("Matched to a ledger entry");
    case Kind::StatementOnly:
        return tr("Statement lines without a payout");
    case Kind::Missing:
        return tr("Payouts missing from the statement");
    case Kind::InTransit:
        return tr("In transit");
    case Kind::LedgerOnly:
        return tr("In the ledger, not on the statement");
    }
    return {};
}

QStringList ReconcileExport::header()
{
    return {tr("Section"),      tr("Statement line"),
            tr("Date"),         tr("Statement amount"),
            tr("Payout"),       tr("Ledger amount"),
            tr("Difference"),   tr("Arrival"),
            tr("Ledger entry"), tr("Text")};
}

QList<ReconcileExport::Row> ReconcileExport::rows(const ReconcileReport &report)
{
    QList<Row> out;
    const bool hasStatement = true;
    for (const ReconcileRow &r : report.rows) {
        const bool onStatement = r.fileLine > 0;
        Row row{textCell(sectionTitle(r.kind)),
                textCell(onStatement ? QString::number(r.fileLine) : QString()),
                textCell(date(r.booked)),
                onStatement ? amount(r.statementAmount) : textCell(QString()),
                textCell(r.payoutIds.join(u' ')),
                r.kind == Kind::StatementOnly ? textCell(QString()) : amount(r.ledgerAmount),
                r.kind == Kind::AmountDifference ? amount(r.difference()) : textCell(QString()),
                textCell(date(r.arrival)),
                textCell(r.ledgerEntryId),
                textCell(oneLine(r.text))};
        out << row;
        if (r.kind != Kind::AmountDifference)
            continue;
        // The payout's items, to look into.
        for (const QString &id : r.payoutIds) {
            for (const api::PayoutItem &i : report.items.value(id)) {
                out << Row{textCell(tr("Item of %1").arg(id)),
                           textCell(QString()),
                           textCell(date(i.createdAt.date())),
                           textCell(QString()),
                           textCell(i.id),
                           amount(i.net),
                           textCell(QString()),
                           textCell(QString()),
                           textCell(i.transactionId),
                           textCell(tr("%1 %2: gross %3, fee %4")
                                        .arg(i.type == u"refund"_s ? tr("Refund") : tr("Charge"),
                                             i.merchantRef, decimalString(i.gross, report.exponent),
                                             decimalString(i.fee, report.exponent)))};
            }
        }
    }
    Q_UNUSED(hasStatement)
    const QString balance = tr("Balance");
    const auto line = [&](const QString &what, qint64 value) {
        out << Row{textCell(balance),   textCell(QString()), textCell(date(report.last)),
                   textCell(QString()), textCell(QString()), amount(value),
                   textCell(QString()), textCell(QString()), textCell(QString()),
                   textCell(what)};
    };
    line(tr("Bank (1010) in the ledger at the end of %1").arg(date(report.last)),
         report.ledgerClosing);
    if (report.statementClosing) {
        line(tr("Closing balance of the statement"), *report.statementClosing);
        line(tr("Difference (ledger − statement)"), *report.balanceDifference());
        if (report.statementOpening && *report.statementOpening != report.ledgerOpening)
            line(tr("Explained: the opening balances differ (ledger %1, statement %2)")
                     .arg(decimalString(report.ledgerOpening, report.exponent),
                          decimalString(*report.statementOpening, report.exponent)),
                 report.ledgerOpening - *report.statementOpening);
        for (const ReconcileRow &r : report.rows) {
            if (r.balanceEffect == 0)
                continue;
            const QString who =
                r.payoutIds.isEmpty()
                    ? (r.fileLine > 0 ? tr("statement line %1").arg(r.fileLine) : r.ledgerEntryId)
                    : r.payoutIds.join(u", "_s);
            line(tr("Explained: %1, %2").arg(sectionTitle(r.kind).toLower(), who), r.balanceEffect);
        }
        line(tr("Unexplained"), *report.balanceDifference() - report.explained());
    } else {
        line(tr("The statement gives no closing balance to compare with."), 0);
    }
    return out;
}

QString ReconcileExport::summary(const ReconcileReport &report, const QLocale &locale)
{
    const auto count = [&](Kind k) { return int(report.rowsOf(k).size()); };
    const auto money = [&](qint64 v) -> QString {
        return formatAmountIn(v, report.currency, locale) + u' ' + report.currency;
    };
    QString out = tr("%1 (%2, %3 to %4): %n line(s) matched", nullptr,
                     count(Kind::Matched) + count(Kind::MatchedToLedger))
                      .arg(QFileInfo(report.statementPath).fileName(), report.currency,
                           date(report.first), date(report.last));
    out += tr("; %n amount difference(s)", nullptr, count(Kind::AmountDifference));
    out += tr(", %n statement line(s) without a payout", nullptr, count(Kind::StatementOnly));
    out += tr(", %n payout(s) missing", nullptr, count(Kind::Missing));
    out += tr(", %n in transit", nullptr, count(Kind::InTransit));
    out += tr(", %n ledger entry(s) not on the statement.", nullptr, count(Kind::LedgerOnly));
    if (const auto d = report.balanceDifference()) {
        out += u' ' +
               tr("Bank in the ledger %1, the statement's closing balance %2: a difference of %3.")
                   .arg(money(report.ledgerClosing), money(*report.statementClosing), money(*d));
        const qint64 unexplained = *d - report.explained();
        if (unexplained != 0)
            out +=
                u' ' + tr("%1 of it is not explained by the lines above.").arg(money(unexplained));
    }
    out += u' ' + (report.reconciled() ? tr("Reconciled.") : tr("Not reconciled."));
    return out;
}

QString ReconcileExport::text(const ReconcileReport &report, const QLocale &locale)
{
    QString out;
    QString section;
    for (const Row &row : rows(report)) {
        if (row.at(0).text != section) {
            section = row.at(0).text;
            out += u'\n' + section + u'\n';
        }
        QStringList cells;
        for (qsizetype i = 1; i < row.size(); ++i) {
            const Cell &c = row.at(i);
            const QString t =
                c.amount ? formatAmountIn(*c.amount, report.currency, locale) : c.text;
            if (!t.isEmpty())
                cells << t;
        }
        out += u"  "_s + cells.join(u"  "_s) + u'\n';
    }
    return summary(report, locale) + u'\n' + out;
}

QString ReconcileExport::writeCsv(const ReconcileReport &report, const QString &path)
{
    QByteArray out = csv::recordUtf8(header() << tr("Currency"));
    for (const Row &row : rows(report)) {
        QStringList fields;
        for (const Cell &c : row)
            fields << (c.amount ? decimalString(*c.amount, report.exponent)
                                : csv::plainText(c.text));
        fields << report.currency;
        out += csv::recordUtf8(fields);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(out) != out.size() || !file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

QString ReconcileExport::writeXlsx(const ReconcileReport &report, const QString &path)
{
    // Written beside the target and put in place whole.
    QTemporaryFile staging(QFileInfo(path).absolutePath() + u"/.reconcile-XXXXXX.xlsx"_s);
    if (!staging.open())
        return cannotWrite(path, staging.errorString());
    staging.close();
    lxw_workbook *book = workbook_new(QFile::encodeName(staging.fileName()).constData());
    if (!book)
        return cannotWrite(path, tr("the workbook was not created."));
    lxw_worksheet *sheet = workbook_add_worksheet(book, tr("Reconciliation").toUtf8().constData());
    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    lxw_format *money = workbook_add_format(book);
    QByteArray numberFormat = "#,##0";
    if (report.exponent > 0)
        numberFormat += '.' + QByteArray(report.exponent, '0');
    format_set_num_format(money, numberFormat.constData());
    lxw_error error = LXW_NO_ERROR;
    const auto keep = [&](lxw_error e) {
        if (error == LXW_NO_ERROR)
            error = e;
    };
    keep(worksheet_write_string(sheet, 0, 0, summary(report, QLocale::c()).toUtf8().constData(),
                                bold));
    const QStringList head = header();
    for (qsizetype c = 0; c < head.size(); ++c)
        keep(worksheet_write_string(sheet, 2, lxw_col_t(c), head.at(c).toUtf8().constData(), bold));
    double scale = 1;
    for (int i = 0; i < report.exponent; ++i)
        scale *= 10;
    lxw_row_t r = 3;
    for (const Row &row : rows(report)) {
        for (qsizetype c = 0; c < row.size(); ++c) {
            const Cell &cell = row.at(c);
            if (cell.amount)
                keep(worksheet_write_number(sheet, r, lxw_col_t(c), double(*cell.amount) / scale,
                                            money));
            else if (!cell.text.isEmpty())
                keep(worksheet_write_string(sheet, r, lxw_col_t(c), cell.text.toUtf8().constData(),
                                            nullptr));
        }
        ++r;
    }
    worksheet_set_column(sheet, 0, 0, 28, nullptr);
    worksheet_set_column(sheet, 1, 8, 14, nullptr);
    worksheet_set_column(sheet, 4, 4, 30, nullptr);
    worksheet_set_column(sheet, 9, 9, 60, nullptr);
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
    return {};
}

QString ReconcileExport::writePdf(const ReconcileReport &report, const QString &path)
{
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    const QLocale locale;
    QString html =
        u"<h3>%1</h3><p>%2</p><table border=\"1\" cellspacing=\"0\" cellpadding=\"2\"><tr>"_s.arg(
            esc(tr("Bank statement reconciliation")), esc(summary(report, locale)));
    for (const QString &h : header())
        html += u"<th>%1</th>"_s.arg(esc(h));
    html += u"</tr>"_s;
    for (const Row &row : rows(report)) {
        html += u"<tr>"_s;
        for (const Cell &c : row) {
            if (c.amount)
                html += u"<td align=\"right\">%1</td>"_s.arg(
                    esc(formatAmountIn(*c.amount, report.currency, locale)));
            else
                html += u"<td>%1</td>"_s.arg(esc(c.text));
        }
        html += u"</tr>"_s;
    }
    html += u"</table>"_s;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setTitle(tr("Bank statement reconciliation"));
        writer.setCreator(u"PayDesk"_s);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(QPageLayout::Landscape);
        writer.setResolution(300);
        QTextDocument doc;
        QFont font = doc.defaultFont();
        font.setPointSizeF(7);
        doc.setDefaultFont(font);
        doc.setHtml(html);
        doc.print(&writer);
    }
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

} // namespace paydesk::reconcile
