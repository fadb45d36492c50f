// Private to the ledger's XLSX writers: amounts as spreadsheet numbers, and the finished file
// put in place.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <cstdio>

namespace paydesk::ledger {

// The one place an amount becomes a double: a spreadsheet cell holds an IEEE double, and a
// number (not a text) is what an accountant sums and charts. minor / 10^exponent is the double
// nearest to the exact decimal (the division is correctly rounded and 10^exponent is exact),
// so with the cell's format of `exponent` decimals the sheet shows exactly the amount, for any
// amount under 2^53 minor units (beyond Excel's 15 significant digits anyway).
inline double spreadsheetNumber(qint64 minor, int exponent)
{
    double scale = 1;
    for (int i = 0; i < exponent; ++i)
        scale *= 10;
    return double(minor) / scale;
}

// "#,##0.00" for two decimals, "#,##0" for none.
inline QByteArray numberFormat(int exponent)
{
    QByteArray format = "#,##0";
    if (exponent > 0)
        format += '.' + QByteArray(exponent, '0');
    return format;
}

// Puts the finished file in place of `path`.
inline bool replaceFile(const QString &from, const QString &to)
{
    if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0)
        return true;
    // Where rename() does not replace (Windows), the old file goes first.
    QFile::remove(to);
    return QFile::rename(from, to);
}

} // namespace paydesk::ledger
