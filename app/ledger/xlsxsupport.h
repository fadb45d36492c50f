// Private to the ledger's file writers: amounts as spreadsheet numbers, the finished file put
// in place, and how a failure is said.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QString>
#include <QTemporaryFile>

#include "xlsxformula.h"

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

// The number format of dates as `locale` writes them short, with a four-digit year
// ("m\/d\/yyyy" in the US, "dd\.mm\.yyyy" in Germany), and with `withTime` the UTC time
// after it ("hh:mm", on 24 hours like Excel's own date and time format). Separators are
// escaped: unescaped, a "/" is the date separator of whoever opens the file, not the user's.
inline QByteArray dateNumberFormat(const QLocale &locale, bool withTime)
{
    QString qt = locale.dateFormat(QLocale::ShortFormat);
    if (!qt.contains(QStringLiteral("yyyy")))
        qt.replace(QStringLiteral("yy"), QStringLiteral("yyyy"));
    QString format;
    const auto literal = [&](QChar c) {
        if (c != u' ')
            format += u'\\';
        format += c;
    };
    for (qsizetype i = 0; i < qt.size(); ++i) {
        const QChar c = qt.at(i);
        if (c == u'\'' && i + 1 < qt.size() && qt.at(i + 1) == u'\'') { // '' is a quote
            literal(c);
            ++i;
        } else if (c == u'\'') { // quoted text, in which '' is a quote too
            for (++i; i < qt.size(); ++i) {
                if (qt.at(i) == u'\'' && i + 1 < qt.size() && qt.at(i + 1) == u'\'')
                    ++i;
                else if (qt.at(i) == u'\'')
                    break;
                literal(qt.at(i));
            }
        } else if (c == u'd' || c == u'y') {
            format += c;
        } else if (c == u'M') {
            format += u'm';
        } else {
            literal(c);
        }
    }
    if (withTime)
        format += QStringLiteral(" hh:mm");
    return format.toUtf8();
}

// A moment as a spreadsheet's date and time (UTC, which the sheets' headings name).
inline lxw_datetime sheetDateTime(const QDateTime &moment)
{
    const QDateTime utc = moment.toUTC();
    return lxw_datetime{
        utc.date().year(),   utc.date().month(),
        utc.date().day(),    utc.time().hour(),
        utc.time().minute(), double(utc.time().second()) + utc.time().msec() / 1000.0};
}

inline lxw_datetime sheetDate(const QDate &date)
{
    return lxw_datetime{date.year(), date.month(), date.day(), 0, 0, 0.0};
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
