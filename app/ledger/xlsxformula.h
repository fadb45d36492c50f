// Private to the ledger's workbooks: cell references and the formulas made of them.
//
// A formula is built by concatenating literal pieces and references, never with
// QString::arg(): chained arg() calls fill the lowest placeholder left in the text, so a row
// number written in by one call can join the next placeholder ("%5" followed by "133" reads
// as "%51"). That once turned "=G9+E133-F133" into "=G9+E133-F33", a closing balance that
// Excel and LibreOffice recalculated wrong while the file's stored value was right.
#pragma once

#include <QList>
#include <QString>

#include <initializer_list>

namespace paydesk::ledger::xlsx {

// A spreadsheet column's letters from 0: "A", ..., "Z", "AA", ...
inline QString columnName(int column)
{
    QString name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

// One cell, 0-based as libxlsxwriter counts.
struct Cell
{
    int row = 0;
    int column = 0;

    // "D3" for row 2, column 3.
    QString a1() const { return columnName(column) + QString::number(row + 1); }

    friend bool operator==(const Cell &, const Cell &) = default;
};

// A piece of a formula: a cell's reference, or literal text (an operator, a parenthesis, a
// function's name) that holds no reference of its own.
class Term
{
public:
    Term(const Cell &cell)
        : m_text(cell.a1())
    {}
    Term(const char16_t *literal)
        : m_text(QString::fromUtf16(literal))
    {}
    const QString &text() const { return m_text; }

private:
    QString m_text;
};

// "=" and the terms one after another: formula({balance, u"+", debit, u"-", credit}) is
// "=G9+E133-F133".
inline QString formula(std::initializer_list<Term> terms)
{
    QString text = QStringLiteral("=");
    for (const Term &term : terms)
        text += term.text();
    return text;
}

// "=SUM(E10:E133)"; "=0" when the range is empty (last above first).
inline QString sumRange(const Cell &first, const Cell &last)
{
    if (last.row < first.row || last.column < first.column)
        return QStringLiteral("=0");
    return formula({u"SUM(", first, u":", last, u")"});
}

// "=SUM(D9,D14,D20)"; "=0" for no cells.
inline QString sumOf(const QList<Cell> &cells)
{
    if (cells.isEmpty())
        return QStringLiteral("=0");
    QString text = QStringLiteral("=SUM(");
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            text += u',';
        text += cells.at(i).a1();
    }
    return text + u')';
}

} // namespace paydesk::ledger::xlsx
