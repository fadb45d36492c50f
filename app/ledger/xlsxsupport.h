// Private to the ledger's file writers: amounts as spreadsheet numbers, the finished file put
// in place, and how a failure is said.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryFile>

#include <xlsxwriter.h>

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

// A spreadsheet column's letter from 0: "A", "B", ... (the ledger's sheets have fewer than 27).
inline QString spreadsheetColumn(int column)
{
    return QString(QChar(u'A' + column));
}

// A cell's reference from 0-based row and column: (2, 3) is "D3".
inline QString spreadsheetCell(int row, int column)
{
    return spreadsheetColumn(column) + QString::number(row + 1);
}

// "Cannot write PATH: WHY", for people.
inline QString cannotWrite(const QString &path, const QString &why)
{
    return QCoreApplication::translate("Ledger", "Cannot write %1: %2")
        .arg(QDir::toNativeSeparators(path), why);
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

// A workbook written beside `path` under a temporary name (`pattern`, e.g.
// ".accounts-XXXXXX.xlsx") and put in place of `path` by finish(): the file is whole or not
// there at all. A staging file that was not finished is removed.
class StagedWorkbook
{
public:
    StagedWorkbook(const QString &path, const QString &pattern)
        : m_path(path)
    {
        QTemporaryFile staging(QFileInfo(path).absolutePath() + u'/' + pattern);
        if (!staging.open()) {
            m_error = staging.errorString();
            return;
        }
        m_staging = staging.fileName();
        staging.setAutoRemove(false); // removed or renamed by finish()
        staging.close();
        m_workbook = workbook_new(QFile::encodeName(m_staging).constData());
        if (!m_workbook)
            m_error = QCoreApplication::translate("Ledger", "the workbook was not created.");
    }
    ~StagedWorkbook()
    {
        if (m_workbook)
            workbook_close(m_workbook);
        if (!m_staging.isEmpty())
            QFile::remove(m_staging);
    }
    StagedWorkbook(const StagedWorkbook &) = delete;
    StagedWorkbook &operator=(const StagedWorkbook &) = delete;

    // nullptr when it could not be made; error() says why.
    lxw_workbook *workbook() const { return m_workbook; }
    QString error() const { return m_error; }

    // Closes the workbook and puts the file in place. `writeError` is the first failure of the
    // writes into it. Empty on success, else what went wrong, for people.
    QString finish(lxw_error writeError)
    {
        const lxw_error closed = workbook_close(m_workbook); // frees it in any case
        m_workbook = nullptr;
        const lxw_error error = writeError != LXW_NO_ERROR ? writeError : closed;
        if (error != LXW_NO_ERROR)
            return QString::fromUtf8(lxw_strerror(error));
        if (!replaceFile(m_staging, m_path))
            return QCoreApplication::translate("Ledger", "the file could not be replaced.");
        m_staging.clear();
        return {};
    }

private:
    QString m_path;
    QString m_staging;
    QString m_error;
    lxw_workbook *m_workbook = nullptr;
};

} // namespace paydesk::ledger
