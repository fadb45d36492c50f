#include "reconcile/reconcileexport.h"

#include "core/money.h"
#include "ledger/trialbalancereport.h"

#include <QFileInfo>

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

Cell dayCell(const QDate &d)
{
    return Cell{QString(), std::nullopt, d};
}

// A date in a sentence, as the user's locale writes it.
QString date(const QDate &d, const QLocale &locale = QLocale())
{
    return d.isValid() ? ledger::shortDate(d, locale) : QString();
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
                dayCell(r.booked),
                onStatement ? amount(r.statementAmount) : textCell(QString()),
                textCell(r.payoutIds.join(u' ')),
                r.kind == Kind::StatementOnly ? textCell(QString()) : amount(r.ledgerAmount),
                r.kind == Kind::AmountDifference ? amount(r.difference()) : textCell(QString()),
                dayCell(r.arrival),
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
                           dayCell(i.createdAt.toUTC().date()),
                           textCell(QString()),
                           textCell(i.id),
                           amount(i.net),
                           textCell(QString()),
                           textCell(QString()),
                           textCell(i.transactionId),
                           textCell(tr("%1 %2: gross %3, fee %4")
                                        .arg(i.type == u"refund"_s ? tr("Refund") : tr("Charge"),
                                             i.merchantRef,
                                             formatAmount(i.gross, report.exponent, QLocale()),
                                             formatAmount(i.fee, report.exponent, QLocale())))};
            }
        }
    }
    Q_UNUSED(hasStatement)
    const QString balance = tr("Balance");
    const auto line = [&](const QString &what, qint64 value) {
        out << Row{textCell(balance),   textCell(QString()), dayCell(report.last),
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
                     .arg(formatAmount(report.ledgerOpening, report.exponent, QLocale()),
                          formatAmount(*report.statementOpening, report.exponent, QLocale())),
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
                           date(report.first, locale), date(report.last, locale));
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
            const QString t = c.amount          ? formatAmountIn(*c.amount, report.currency, locale)
                              : c.day.isValid() ? date(c.day, locale)
                                                : c.text;
            if (!t.isEmpty())
                cells << t;
        }
        out += u"  "_s + cells.join(u"  "_s) + u'\n';
    }
    return summary(report, locale) + u'\n' + out;
}

TableFile ReconcileExport::table(const ReconcileReport &report)
{
    TableFile t;
    t.title = tr("Bank statement reconciliation");
    t.summary = summary(report, QLocale());
    t.header = header();
    for (const Row &row : rows(report)) {
        TableFile::Row out;
        for (const Cell &c : row)
            out << (c.amount          ? TableFile::amount(*c.amount, report.exponent)
                    : c.day.isValid() ? TableFile::date(c.day)
                                      : TableFile::text(c.text));
        out << TableFile::text(report.currency);
        t.rows << out;
    }
    t.header << tr("Currency");
    return t;
}

QString ReconcileExport::writeCsv(const ReconcileReport &report, const QString &path)
{
    return table(report).writeCsv(path);
}

QString ReconcileExport::writeXlsx(const ReconcileReport &report, const QString &path)
{
    return table(report).writeXlsx(path);
}

QString ReconcileExport::writePdf(const ReconcileReport &report, const QString &path)
{
    return table(report).writePdf(path);
}

} // namespace paydesk::reconcile
