// Every workbook PayDesk writes, opened as its user opens it. The command line writes each one
// against the real sandbox (on loopback, five seeded weeks in four currencies and a few KWD
// charges: exponents 0, 2 and 3), in English, German and French: the trial balance of one
// currency compared with an earlier date, the trial balance of all currencies, three account
// ledgers, the chart of accounts, the reconciliation of the sandbox bank's statement (one
// payout left off it) and, as the payouts pane writes it, the payouts export. LibreOffice then
// opens them all in one run, in a throwaway profile that recalculates every formula on load
// (OOXMLRecalcMode 0, as Excel does with the full recalculation libxlsxwriter asks for), and writes
// each sheet as CSV. Every formula's recalculated value must equal the value the file carries and
// the API's figure, to the minor unit; every amount is a number formatted with its currency's
// decimals; the texts and dates are in the user's language, and a German or French LibreOffice
// shows the dates and amounts as a German or French user reads them.
#include "api/apiclient.h"
#include "cli/accountscommand.h"
#include "cli/console.h"
#include "cli/ledgercommand.h"
#include "cli/reconcilecommand.h"
#include "cli/trialbalancecommand.h"
#include "core/currency.h"
#include "core/money.h"
#include "exportreader.h"
#include "ledger/accounttype.h"
#include "ledger/trialbalancereport.h"
#include "profiles/language.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "reconcile/payoutsexport.h"
#include "reconcile/reconcileexport.h"
#include "sandboxclient.h"
#include "stdcapture.h"
#include "testclock.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;

namespace {

// The sandbox's now: the end of its seeded weeks. Nothing settles while the test runs.
const QDateTime Now(QDate(2026, 11, 22), QTime(12, 0), QTimeZone::utc());
const QDate Today = Now.date();

// What the API says: one trial balance, and one account's entries over a period.
struct ApiLine
{
    QString type;
    qint64 debit = 0;
    qint64 credit = 0;
};
struct ApiTrialBalance
{
    QHash<QString, ApiLine> lines;
    qint64 totalDebit = 0;
    qint64 totalCredit = 0;
};
struct ApiLedger
{
    qint64 opening = 0;
    QList<QJsonObject> entries;
};

struct Workbook
{
    enum Kind { TrialBalance, Ledger, Accounts, Payouts, Reconciliation };
    Kind kind = TrialBalance;
    QString language; // "en", "de", "fr"
    QString path;
    QString currency; // empty: all currencies
    QString account;
    QDate from; // a ledger's first day
    QDate to;   // a ledger's last day, a trial balance's date
    std::optional<QDate> compare;
};

// A workbook's sheet: its XML (formulas, the values it carries, formats) and what LibreOffice
// made of it.
struct Sheet
{
    QString name;
    XlsxSheet xml;
    QList<QStringList> calc; // LibreOffice's recalculated values, row by row
    QString calcAt(const QString &ref) const
    {
        qsizetype i = 0;
        int column = 0;
        while (i < ref.size() && ref.at(i).isLetter())
            column = column * 26 + (ref.at(i++).unicode() - u'A' + 1);
        const int row = ref.mid(i).toInt();
        return calc.value(row - 1).value(column - 1);
    }
};

// The number format of each cell style: styles.xml's cellXfs and numFmts.
struct Styles
{
    QList<int> numFmtOfXf;
    QHash<int, QString> codes{{0, u"General"_s}, {1, u"0"_s}, {3, u"#,##0"_s}, {4, u"#,##0.00"_s}};
    QString codeOf(int xf) const { return codes.value(numFmtOfXf.value(xf), u"?"_s); }
};

Styles readStyles(const QString &xlsx)
{
    Styles styles;
    QXmlStreamReader r(unzipEntry(xlsx, u"xl/styles.xml"_s));
    bool inCellXfs = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == u"cellXfs")
            inCellXfs = true;
        else if (r.isEndElement() && r.name() == u"cellXfs")
            inCellXfs = false;
        else if (r.isStartElement() && r.name() == u"numFmt")
            styles.codes.insert(r.attributes().value(u"numFmtId"_s).toInt(),
                                r.attributes().value(u"formatCode"_s).toString());
        else if (r.isStartElement() && r.name() == u"xf" && inCellXfs)
            styles.numFmtOfXf << r.attributes().value(u"numFmtId"_s).toInt();
    }
    return styles;
}

QStringList sheetNames(const QString &xlsx)
{
    QStringList names;
    QXmlStreamReader r(unzipEntry(xlsx, u"xl/workbook.xml"_s));
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == u"sheet")
            names << r.attributes().value(u"name"_s).toString();
    }
    return names;
}

// LibreOffice writes LF line ends; the reader wants RFC 4180's CRLF.
QList<QStringList> readCalcCsv(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + u": "_s + file.errorString();
        return {};
    }
    QByteArray bytes = file.readAll();
    if (!bytes.contains("\r\n"))
        bytes.replace("\n", "\r\n");
    return parseCsv(bytes, error);
}

// Minor units of a number as a sheet holds it ("248022.49", "74668.92999999999"); nullopt when
// it is not a number or not a whole number of minor units.
std::optional<qint64> minorOf(const QString &text, int exponent)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    const double scaled = value * std::pow(10.0, exponent);
    const qint64 minor = std::llround(scaled);
    if (std::fabs(scaled - double(minor)) > 1e-3)
        return std::nullopt;
    return minor;
}

// An account type whose balance is normally a debit (assets, expenses, what PayDesk does not
// know), as the trial balance's Change column reads it.
bool debitNormal(const QString &type)
{
    return type != u"liability"_s && type != u"equity"_s && type != u"revenue"_s;
}

QString amountFormat(int exponent)
{
    return exponent > 0 ? u"#,##0."_s + QString(exponent, u'0') : u"#,##0"_s;
}

// A date as a person of `locale` writes it, with the year in full: written out here rather than
// taken from the product's formatter, so a wrong format in both cannot agree with itself.
QString writtenDate(const QDate &date, const QLocale &locale)
{
    static const QHash<QString, QString> formats{{u"en_US"_s, u"M/d/yyyy"_s},
                                                 {u"en_GB"_s, u"dd/MM/yyyy"_s},
                                                 {u"de_DE"_s, u"dd.MM.yyyy"_s},
                                                 {u"fr_FR"_s, u"dd/MM/yyyy"_s}};
    const auto format = formats.constFind(locale.name());
    if (format == formats.cend())
        return u"(no written form known for the locale %1)"_s.arg(locale.name());
    return QLocale::c().toString(date, *format);
}

// Days since 1899-12-30, a spreadsheet's date number.
double serialOf(const QDateTime &moment)
{
    const QDateTime epoch(QDate(1899, 12, 30), QTime(0, 0), QTimeZone::utc());
    return double(epoch.msecsTo(moment)) / 86400000.0;
}

} // namespace

class TestSpreadsheets : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<TestClock> m_clock;
    SandboxFixture m_sandbox;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;
    QList<Workbook> m_workbooks;
    QString m_soffice;
    QString m_calcDir;  // every workbook's sheets, recalculated, as values
    QString m_shownDir; // the German and French workbooks' sheets as their LibreOffice shows them
    QString m_profile;  // LibreOffice's throwaway user profile
    // Every payout as the API gives it, newest arrival first, and the items of the first few.
    QList<QJsonObject> m_apiPayouts;
    QHash<QString, QList<QJsonObject>> m_apiItems;
    QList<api::Payout> m_payouts; // the same, as PayDesk reads them
    QHash<QString, QList<api::PayoutItem>> m_items;
    QString m_statement; // the bank's USD statement, one payout left off
    QString m_omitted;

    template<typename Command>
    CommandRun run(const QStringList &arguments)
    {
        CommandRun r;
        Capture out(STDOUT_FILENO);
        Capture err(STDERR_FILENO);
        {
            cli::Console console;
            Command command(console, *m_store, m_secrets);
            QSignalSpy finished(&command, &Command::finished);
            command.start(arguments);
            if (finished.wait(60000))
                r.exitCode = finished.first().first().toInt();
        }
        r.out = out.text();
        r.err = err.text();
        return r;
    }

    ApiTrialBalance trialBalance(const QString &currency, const QDate &date)
    {
        const HttpResult r =
            m_sandbox.client.get(u"/v1/ledger/trial-balance?currency=%1&date=%2"_s.arg(
                currency, date.toString(Qt::ISODate)));
        ApiTrialBalance tb;
        for (const QJsonValue &v : r.json[u"lines"_s].toArray())
            tb.lines.insert(v[u"account_code"_s].toString(),
                            {v[u"account_type"_s].toString(), v[u"debit"_s].toInteger(),
                             v[u"credit"_s].toInteger()});
        tb.totalDebit = r.json[u"total_debit"_s].toInteger();
        tb.totalCredit = r.json[u"total_credit"_s].toInteger();
        return tb;
    }

    ApiLedger entries(const Workbook &wb)
    {
        ApiLedger ledger;
        QString cursor;
        for (int page = 0; page < 100; ++page) {
            QString path =
                u"/v1/ledger/entries?account=%1&currency=%2&from=%3&to=%4&limit=100"_s.arg(
                    wb.account, wb.currency, wb.from.toString(Qt::ISODate),
                    wb.to.toString(Qt::ISODate));
            if (!cursor.isEmpty())
                path += u"&cursor="_s + cursor;
            const HttpResult r = m_sandbox.client.get(path);
            const QJsonObject opening = r.json[u"opening_balance"_s].toObject();
            ledger.opening = opening[u"debit"_s].toInteger() - opening[u"credit"_s].toInteger();
            for (const QJsonValue &v : r.json[u"data"_s].toArray())
                ledger.entries << v.toObject();
            if (!r.json[u"has_more"_s].toBool())
                break;
            cursor = r.json[u"next_cursor"_s].toString();
        }
        return ledger;
    }

    // Converts `files` to CSV, one file per sheet, in one LibreOffice run. `language` is the
    // locale LibreOffice runs in (its date and number formats); `asShown` writes the cells as
    // they are shown, else their values.
    bool convert(const QStringList &files, const QString &outDir, const QString &language,
                 bool asShown, QString *error)
    {
        // Separator ",", quote '"', UTF-8, from line 1, the language (1033 en-US, 1031
        // de-DE, 1036 fr-FR), quoted fields as text no, detect numbers yes, as shown, formulas no,
        // trim no, every sheet (-1).
        const QString filter = u"csv:Text - txt - csv (StarCalc):44,34,76,1,,"_s +
                               (language == u"de_DE"_s   ? u"1031"_s
                                : language == u"fr_FR"_s ? u"1036"_s
                                                         : u"1033"_s) +
                               u",false,true,"_s + (asShown ? u"true"_s : u"false"_s) +
                               u",false,false,-1"_s;
        QProcess soffice;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // The process's locale is C.UTF-8, which every machine has: in a locale that is not
        // installed LibreOffice falls back to ASCII and cannot name the CSV of a sheet such as
        // "Balance générale". The locale the cells are shown in is the profile's.
        env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        env.insert(u"LANG"_s, u"C.UTF-8"_s);
        QFile settings(m_profile + u"/user/registrymodifications.xcu"_s);
        if (!settings.open(QIODevice::WriteOnly)) {
            *error = settings.errorString();
            return false;
        }
        // OOXMLRecalcMode 0: recalculate every formula on load, without asking. The locale:
        // its dates and numbers.
        settings.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<oor:items xmlns:oor=\"http://openoffice.org/2001/registry\" "
                       "xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" "
                       "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
                       "<item oor:path=\"/org.openoffice.Office.Calc/Formula/Load\">"
                       "<prop oor:name=\"OOXMLRecalcMode\" oor:op=\"fuse\"><value>0</value>"
                       "</prop></item>\n"
                       "<item oor:path=\"/org.openoffice.Setup/L10N\">"
                       "<prop oor:name=\"ooSetupSystemLocale\" oor:op=\"fuse\"><value>" +
                       QString(language).replace(u'_', u'-').toUtf8() +
                       "</value></prop></item>\n"
                       "</oor:items>\n");
        settings.close();
        soffice.setProcessEnvironment(env);
        soffice.setProcessChannelMode(QProcess::MergedChannels);
        soffice.start(m_soffice, QStringList{u"-env:UserInstallation="_s +
                                                 QUrl::fromLocalFile(m_profile).toString(),
                                             u"--headless"_s, u"--norestore"_s, u"--convert-to"_s,
                                             filter, u"--outdir"_s, outDir} +
                                     files);
        if (!soffice.waitForFinished(300000) || soffice.exitStatus() != QProcess::NormalExit ||
            soffice.exitCode() != 0) {
            *error = u"soffice failed: "_s + QString::fromLocal8Bit(soffice.readAll());
            return false;
        }
        const QString said = QString::fromLocal8Bit(soffice.readAll());
        if (said.contains(u"Error"_s, Qt::CaseInsensitive)) {
            *error = said;
            return false;
        }
        return true;
    }

    // The sheets of `wb` as the file holds them and as LibreOffice read them from `dir`.
    QList<Sheet> sheets(const Workbook &wb, const QString &dir)
    {
        QList<Sheet> out;
        const QStringList names = sheetNames(wb.path);
        const QString base = QFileInfo(wb.path).completeBaseName();
        for (int i = 0; i < names.size(); ++i) {
            Sheet s;
            s.name = names.at(i);
            QString error;
            s.xml = readXlsxSheet(wb.path, i + 1, &error);
            if (!error.isEmpty())
                qWarning() << wb.path << error;
            s.calc = readCalcCsv(QDir(dir).filePath(base + u'-' + s.name + u".csv"_s), &error);
            if (!error.isEmpty())
                qWarning() << error;
            out << s;
        }
        return out;
    }

    // One amount cell: LibreOffice's value and the file's equal the API's; a number with the
    // currency's decimals.
    void checkAmount(const Sheet &sheet, const Styles &styles, const QString &ref, qint64 api,
                     int exponent)
    {
        const QString where =
            sheet.name + u'!' + ref +
            (sheet.xml.formulas.contains(ref) ? u" ="_s + sheet.xml.formulas.value(ref)
                                              : QString());
        QVERIFY2(sheet.xml.cells.contains(ref), qPrintable(where + u" is empty"_s));
        QVERIFY2(sheet.xml.types.value(ref) == u"n"_s, qPrintable(where + u" is not a number"_s));
        const auto calc = minorOf(sheet.calcAt(ref), exponent);
        const auto file = minorOf(sheet.xml.value(ref), exponent);
        QVERIFY2(calc == api && file == api,
                 qPrintable(u"%1: LibreOffice %2, the file %3, the API %4 (minor units)"_s.arg(
                     where, sheet.calcAt(ref), sheet.xml.value(ref), QString::number(api))));
        QCOMPARE(styles.codeOf(sheet.xml.styles.value(ref)), amountFormat(exponent));
    }

    // The header row of a table: the first with a text in `column` (the title block above
    // it fills the first two columns only).
    static int headerRow(const Sheet &sheet, const QString &column)
    {
        for (int r = 1; r < 30; ++r) {
            if (sheet.xml.types.value(column + QString::number(r)) == u"s"_s)
                return r;
        }
        return 0;
    }
    static int lastFormulaRow(const Sheet &sheet)
    {
        int last = 0;
        for (auto it = sheet.xml.formulas.cbegin(); it != sheet.xml.formulas.cend(); ++it)
            last = std::max(last, it.key().mid(1).toInt());
        return last;
    }

    // Every amount of a trial balance's sheet: accounts, subtotals and the total.
    void checkTrialBalanceFigures(const Workbook &wb, const Sheet &sheet, const Styles &styles,
                                  const QString &currency, int *formulas)
    {
        const int exponent = Currency::exponent(currency).value_or(0);
        const ApiTrialBalance now = trialBalance(currency, wb.to);
        const ApiTrialBalance then =
            wb.compare ? trialBalance(currency, *wb.compare) : ApiTrialBalance{};
        const int columns = wb.compare ? 8 : 5; // code, account, type, the amounts
        const int header = headerRow(sheet, u"D"_s);
        QVERIFY2(header > 0, qPrintable(sheet.name));
        const int totalRow = lastFormulaRow(sheet);
        QVERIFY2(totalRow > header, qPrintable(sheet.name));

        const auto accountAmount = [&](const QString &code, int c) -> qint64 {
            const ApiLine n = now.lines.value(code);
            const ApiLine t = then.lines.value(code);
            switch (c) {
            case 3:
                return n.debit;
            case 4:
                return n.credit;
            case 5:
                return t.debit;
            case 6:
                return t.credit;
            default: {
                const qint64 movement = (n.debit - n.credit) - (t.debit - t.credit);
                return debitNormal(n.type.isEmpty() ? t.type : n.type) ? movement : -movement;
            }
            }
        };
        QStringList group;
        QSet<QString> accounts;
        for (int r = header + 1; r <= totalRow; ++r) {
            const QString row = QString::number(r);
            const QString code = sheet.xml.value(u"A"_s + row);
            bool hasFormula = false;
            for (int c = 3; c < columns; ++c)
                hasFormula = hasFormula || sheet.xml.formulas.contains(columnLetter(c) + row);
            if (!hasFormula && sheet.xml.value(u"B"_s + row).isEmpty()) { // a group's heading
                QVERIFY2(!code.isEmpty(), qPrintable(sheet.name + u" row "_s + row));
                group.clear();
                continue;
            }
            if (!hasFormula) {
                group << code;
                accounts.insert(code);
            }
            for (int c = 3; c < columns; ++c) {
                const QString ref = columnLetter(c) + row;
                qint64 api = 0;
                if (!hasFormula) {
                    api = accountAmount(code, c);
                } else if (r != totalRow) { // a group's subtotal
                    for (const QString &g : std::as_const(group))
                        api += accountAmount(g, c);
                } else {
                    const qint64 totals[] = {
                        now.totalDebit, now.totalCredit, then.totalDebit, then.totalCredit,
                        (now.totalDebit - now.totalCredit) - (then.totalDebit - then.totalCredit)};
                    api = totals[c - 3];
                }
                if (!hasFormula && !sheet.xml.cells.contains(ref)) {
                    // An account's zero debit or credit is left empty, as on screen.
                    QVERIFY2(api == 0 && c != 7, qPrintable(sheet.name + u'!' + ref));
                    QVERIFY(sheet.calcAt(ref).isEmpty());
                    continue;
                }
                QCOMPARE(sheet.xml.formulas.contains(ref), hasFormula);
                checkAmount(sheet, styles, ref, api, exponent);
                if (QTest::currentTestFailed())
                    return;
                if (hasFormula)
                    ++*formulas;
            }
        }
        QSet<QString> apiAccounts(now.lines.keyBegin(), now.lines.keyEnd());
        apiAccounts.unite(QSet<QString>(then.lines.keyBegin(), then.lines.keyEnd()));
        QCOMPARE(accounts, apiAccounts);
    }

    // A trial balance's balance line, dates and title as the user's locale writes them.
    void checkTrialBalanceTexts(const Workbook &wb, const Sheet &sheet, const QString &currency)
    {
        const QLocale locale;
        const int header = headerRow(sheet, u"D"_s);
        QVERIFY2(header > 0, qPrintable(sheet.name));
        // "Balanced: debits and credits both total USD 140,122.60." (not "140122.60"), the
        // dates as the locale writes them (not "31 Oct 2026").
        const QString balance = sheet.calcAt(u"A"_s + QString::number(lastFormulaRow(sheet) + 2));
        const ApiTrialBalance now = trialBalance(currency, wb.to);
        const QString total = formatMoney(Money{now.totalDebit, currency}, locale);
        QVERIFY2(balance.contains(total), qPrintable(balance + u" lacks "_s + total));
        if (wb.compare) {
            QVERIFY2(balance.contains(writtenDate(wb.to, locale)), qPrintable(balance));
            QVERIFY2(balance.contains(writtenDate(*wb.compare, locale)), qPrintable(balance));
        }
        QStringList facts;
        for (int r = 2; r < header; ++r)
            facts << sheet.calcAt(u"B"_s + QString::number(r));
        const QString asOf =
            ledger::ledgerText("%1 (end of day, UTC)").arg(writtenDate(wb.to, locale));
        QVERIFY2(facts.contains(asOf), qPrintable(facts.join(u" | "_s)));
        QCOMPARE(sheet.calcAt(u"A1"_s),
                 ledger::ledgerText("Trial balance as of %1").arg(writtenDate(wb.to, locale)));
        if (wb.compare)
            QCOMPARE(sheet.calcAt(u"F"_s + QString::number(header)),
                     ledger::ledgerText("Debit") + u' ' + writtenDate(*wb.compare, locale) +
                         u" ("_s + currency + u')');
    }

    // An account ledger's opening balance, entries and closing row, the totals and closing
    // balance as formulas.
    void checkLedgerFigures(const Workbook &wb, const Sheet &sheet, const Styles &styles,
                            int *formulas)
    {
        const int exponent = Currency::exponent(wb.currency).value_or(0);
        const ApiLedger api = entries(wb);
        QVERIFY(!api.entries.isEmpty());
        const int header = headerRow(sheet, u"G"_s);
        QVERIFY2(header > 0, qPrintable(wb.path));
        const auto row = [](int r) { return QString::number(r); };
        checkAmount(sheet, styles, u"G"_s + row(header + 1), api.opening, exponent);
        qint64 balance = api.opening;
        qint64 debits = 0;
        qint64 credits = 0;
        for (int i = 0; i < api.entries.size(); ++i) {
            const QJsonObject &e = api.entries.at(i);
            const int r = header + 2 + i;
            const qint64 debit = e[u"debit"_s].toInteger();
            const qint64 credit = e[u"credit"_s].toInteger();
            balance += debit - credit;
            debits += debit;
            credits += credit;
            QCOMPARE(sheet.calcAt(u"D"_s + row(r)), e[u"source_id"_s].toString());
            checkAmount(sheet, styles, u"E"_s + row(r), debit, exponent);
            checkAmount(sheet, styles, u"F"_s + row(r), credit, exponent);
            checkAmount(sheet, styles, u"G"_s + row(r), balance, exponent);
            if (QTest::currentTestFailed())
                return;
        }
        const int closing = header + 2 + int(api.entries.size());
        for (const auto &[column, value] :
             {std::pair{u"E"_s, debits}, std::pair{u"F"_s, credits}, std::pair{u"G"_s, balance}}) {
            const QString ref = column + row(closing);
            QVERIFY2(sheet.xml.formulas.contains(ref), qPrintable(ref));
            checkAmount(sheet, styles, ref, value, exponent);
            if (QTest::currentTestFailed())
                return;
            ++*formulas;
        }
        QCOMPARE(sheet.xml.formulas.size(), 3);
    }

    // An account ledger's dates are dates (numbers of days, formatted), its period and words
    // in the user's language.
    void checkLedgerTexts(const Workbook &wb, const Sheet &sheet)
    {
        const ApiLedger api = entries(wb);
        const int header = headerRow(sheet, u"G"_s);
        QVERIFY2(header > 0, qPrintable(wb.path));
        const auto row = [](int r) { return QString::number(r); };
        const QString dayFormat = u"MM/dd/yyyy"_s; // LibreOffice's values in en-US
        const QString opening = u"A"_s + row(header + 1);
        QCOMPARE(sheet.xml.types.value(opening), u"n"_s);
        QCOMPARE(sheet.xml.value(opening).toDouble(),
                 serialOf(QDateTime(wb.from, QTime(0, 0), QTimeZone::utc())));
        QCOMPARE(sheet.calcAt(opening), wb.from.toString(dayFormat));
        for (int i = 0; i < api.entries.size(); ++i) {
            const QString ref = u"A"_s + row(header + 2 + i);
            const QDateTime posted =
                QDateTime::fromString(api.entries.at(i)[u"posted_at"_s].toString(), Qt::ISODate)
                    .toUTC();
            QCOMPARE(sheet.xml.types.value(ref), u"n"_s);
            QVERIFY2(std::fabs(sheet.xml.value(ref).toDouble() - serialOf(posted)) < 0.5 / 86400,
                     qPrintable(ref));
            QCOMPARE(sheet.calcAt(ref), posted.toString(dayFormat + u" HH:mm:ss"_s));
        }
        const QLocale locale;
        QStringList facts;
        for (int r = 2; r < header; ++r)
            facts << sheet.calcAt(u"B"_s + QString::number(r));
        const QString period = ledger::ledgerText("%1 to %2 (UTC days)")
                                   .arg(writtenDate(wb.from, locale), writtenDate(wb.to, locale));
        QVERIFY2(facts.contains(period), qPrintable(facts.join(u" | "_s)));
        QCOMPARE(sheet.calcAt(u"B"_s + row(header + 1)), ledger::ledgerText("Opening balance"));
        QCOMPARE(sheet.calcAt(u"A"_s + row(header)), ledger::ledgerText("Date"));
    }

    void checkAccountsSheet(const Sheet &sheet)
    {
        const HttpResult r = m_sandbox.client.get(u"/v1/ledger/accounts"_s);
        const QJsonArray accounts = r.json[u"data"_s].toArray();
        QVERIFY(accounts.size() > 5);
        QVERIFY(sheet.xml.formulas.isEmpty());
        const int header = headerRow(sheet, u"C"_s);
        QVERIFY(header > 0);
        for (int i = 0; i < accounts.size(); ++i) {
            const QString row = QString::number(header + 1 + i);
            QCOMPARE(sheet.calcAt(u"A"_s + row), accounts.at(i)[u"code"_s].toString());
            QCOMPARE(sheet.calcAt(u"B"_s + row), accounts.at(i)[u"name"_s].toString());
        }
    }

    // Every payout, and the items of the newest three, from the API as JSON (what the checks
    // compare with) and through PayDesk's client (what the payouts pane exports).
    void loadPayouts()
    {
        QString cursor;
        for (int page = 0; page < 100; ++page) {
            const HttpResult r =
                m_sandbox.client.get(u"/api/v1/payouts?limit=100"_s +
                                     (cursor.isEmpty() ? QString() : u"&cursor="_s + cursor));
            QCOMPARE(r.status, 200);
            for (const QJsonValue &v : r.json[u"data"_s].toArray())
                m_apiPayouts << v.toObject();
            if (!r.json[u"has_more"_s].toBool())
                break;
            cursor = r.json[u"next_cursor"_s].toString();
        }
        QVERIFY(m_apiPayouts.size() > 10);
        for (int i = 0; i < 3; ++i) {
            const QString id = m_apiPayouts.at(i)[u"id"_s].toString();
            const HttpResult r =
                m_sandbox.client.get(u"/api/v1/payouts/%1/items?limit=100"_s.arg(id));
            QCOMPARE(r.status, 200);
            for (const QJsonValue &v : r.json[u"data"_s].toArray())
                m_apiItems[id] << v.toObject();
            QVERIFY(!m_apiItems[id].isEmpty());
        }
        QNetworkAccessManager nam;
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        api::ApiClient client(config, &nam);
        api::PayoutQuery query;
        bool more = true;
        while (more) {
            bool answered = false;
            client.listPayouts(query, this, [&](const api::Result<api::Page<api::Payout>> &r) {
                answered = true;
                more = r.ok() && r.value().hasMore;
                if (r.ok()) {
                    m_payouts += r.value().data;
                    query.cursor = r.value().nextCursor;
                }
            });
            QTRY_VERIFY_WITH_TIMEOUT(answered, 30000);
        }
        QCOMPARE(m_payouts.size(), m_apiPayouts.size());
        for (auto it = m_apiItems.cbegin(); it != m_apiItems.cend(); ++it) {
            bool answered = false;
            client.payoutItems(it.key(), QString(), this,
                               [&](const api::Result<api::Page<api::PayoutItem>> &r) {
                                   answered = true;
                                   if (r.ok())
                                       m_items.insert(it.key(), r.value().data);
                               });
            QTRY_VERIFY_WITH_TIMEOUT(answered, 30000);
            QCOMPARE(m_items.value(it.key()).size(), it.value().size());
        }
    }

    // A date cell: a spreadsheet date (a number of days, formatted) that LibreOffice reads as
    // `day` (its values are in en-US).
    void checkDateCell(const Sheet &sheet, const QString &ref, const QDateTime &moment,
                       bool withTime)
    {
        QVERIFY2(
            sheet.xml.types.value(ref) == u"n"_s,
            qPrintable(sheet.name + u'!' + ref + u" is not a date: "_s + sheet.xml.value(ref)));
        QVERIFY2(std::fabs(sheet.xml.value(ref).toDouble() - serialOf(moment)) < 0.5 / 86400,
                 qPrintable(ref));
        QCOMPARE(sheet.calcAt(ref),
                 moment.toString(withTime ? u"MM/dd/yyyy HH:mm:ss"_s : u"MM/dd/yyyy"_s));
    }

    // The payouts export: every payout's amounts and its items' equal the API's, to the minor
    // unit, as numbers with the currency's decimals; its dates are dates.
    void checkPayoutsFigures(const Sheet &sheet, const Styles &styles)
    {
        int r = 2; // under the header
        int amounts = 0;
        for (const QJsonObject &p : std::as_const(m_apiPayouts)) {
            const QString row = QString::number(r);
            const int exponent = Currency::exponent(p[u"currency"_s].toString()).value_or(0);
            QCOMPARE(sheet.calcAt(u"J"_s + row), p[u"id"_s].toString());
            checkDateCell(sheet, u"A"_s + row,
                          QDateTime(QDate::fromString(p[u"arrival_date"_s].toString(), Qt::ISODate),
                                    QTime(0, 0), QTimeZone::utc()),
                          false);
            checkDateCell(sheet, u"K"_s + row,
                          QDateTime(QDate::fromString(p[u"covers_day"_s].toString(), Qt::ISODate),
                                    QTime(0, 0), QTimeZone::utc()),
                          false);
            int c = 4;
            for (const QString &field : {u"amount"_s, u"gross"_s, u"fees"_s, u"refunded"_s}) {
                checkAmount(sheet, styles, columnLetter(c++) + row, p[field].toInteger(), exponent);
                ++amounts;
            }
            if (QTest::currentTestFailed())
                return;
            ++r;
            for (const QJsonObject &i : m_apiItems.value(p[u"id"_s].toString())) {
                const QString itemRow = QString::number(r++);
                QCOMPARE(sheet.calcAt(u"J"_s + itemRow), i[u"id"_s].toString());
                checkDateCell(
                    sheet, u"A"_s + itemRow,
                    QDateTime::fromString(i[u"created_at"_s].toString(), Qt::ISODate).toUTC(),
                    true);
                c = 4;
                for (const QString &field : {u"net"_s, u"gross"_s, u"fee"_s}) {
                    checkAmount(sheet, styles, columnLetter(c++) + itemRow, i[field].toInteger(),
                                exponent);
                    ++amounts;
                }
                if (QTest::currentTestFailed())
                    return;
            }
        }
        QCOMPARE(int(sheet.calc.size()), r - 1); // nothing after the last payout
        qInfo("%d amounts equal to the API", amounts);
    }

    // The reconciliation's rows under its header (row 3: the summary is in row 1).
    static constexpr int ReconcileHeader = 3;

    // The reconciliation: every payout of the statement's period is on a row whose ledger
    // amount (and statement amount, unless it is the one left off) is the API's, the Bank
    // account's closing balance is the trial balance's, every amount a number with two
    // decimals, every date a date.
    void checkReconciliationFigures(const Workbook &wb, const Sheet &sheet, const Styles &styles)
    {
        QHash<QString, qint64> expected; // the period's USD payouts
        QHash<QString, QDate> arrivals;
        for (const QJsonObject &p : std::as_const(m_apiPayouts)) {
            const QDate arrival = QDate::fromString(p[u"arrival_date"_s].toString(), Qt::ISODate);
            if (p[u"currency"_s].toString() == wb.currency && arrival >= wb.from &&
                arrival <= wb.to) {
                expected.insert(p[u"id"_s].toString(), p[u"amount"_s].toInteger());
                arrivals.insert(p[u"id"_s].toString(), arrival);
            }
        }
        QVERIFY(expected.size() > 3);
        const QString missing =
            reconcile::ReconcileExport::sectionTitle(reconcile::ReconcileRow::Kind::Missing);
        const QString balance = reconcile::ReconcileExport::tr("Balance");
        QSet<QString> seen;
        int amounts = 0;
        bool bankChecked = false;
        for (int r = ReconcileHeader + 1; r <= int(sheet.calc.size()); ++r) {
            const QString row = QString::number(r);
            const QString section = sheet.calcAt(u"A"_s + row);
            for (const QString &c : {u"D"_s, u"F"_s, u"G"_s}) {
                if (!sheet.xml.cells.contains(c + row))
                    continue;
                QCOMPARE(sheet.xml.types.value(c + row), u"n"_s);
                QCOMPARE(styles.codeOf(sheet.xml.styles.value(c + row)), amountFormat(2));
                QVERIFY(minorOf(sheet.calcAt(c + row), 2));
                ++amounts;
            }
            for (const QString &c : {u"C"_s, u"H"_s}) {
                if (sheet.xml.cells.contains(c + row))
                    QVERIFY2(sheet.xml.types.value(c + row) == u"n"_s,
                             qPrintable(c + row + u" is not a date"_s));
            }
            const QString payout = sheet.calcAt(u"E"_s + row);
            if (expected.contains(payout) && sheet.calcAt(u"K"_s + row) == wb.currency &&
                !section.startsWith(reconcile::ReconcileExport::tr("Item of %1").arg(QString()))) {
                seen.insert(payout);
                QCOMPARE(minorOf(sheet.calcAt(u"F"_s + row), 2), expected.value(payout));
                QCOMPARE(minorOf(sheet.xml.value(u"F"_s + row), 2), expected.value(payout));
                if (payout == m_omitted) {
                    QCOMPARE(section, missing);
                    QVERIFY(sheet.calcAt(u"D"_s + row).isEmpty());
                } else {
                    QCOMPARE(minorOf(sheet.calcAt(u"D"_s + row), 2), expected.value(payout));
                }
                checkDateCell(sheet, u"H"_s + row,
                              QDateTime(arrivals.value(payout), QTime(0, 0), QTimeZone::utc()),
                              false);
            }
            if (section == balance && !bankChecked) {
                // The Bank account at the end of the statement's last day.
                const double serial = sheet.xml.value(u"C"_s + row).toDouble();
                const QDate last = QDate(1899, 12, 30).addDays(qint64(serial));
                const ApiLine bank = trialBalance(wb.currency, last).lines.value(u"1010"_s);
                QCOMPARE(minorOf(sheet.calcAt(u"F"_s + row), 2), bank.debit - bank.credit);
                bankChecked = true;
            }
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(bankChecked);
        QCOMPARE(seen, QSet<QString>(expected.keyBegin(), expected.keyEnd()));
        qInfo("%d amounts, %d payouts equal to the API", amounts, int(seen.size()));
    }

    // The payouts export's words in the user's language: the sheet, the header, a payout's
    // status and an item's kind (not the API's "paid" and "charge").
    void checkPayoutsTexts(const Sheet &sheet)
    {
        using reconcile::PayoutsExport;
        QCOMPARE(sheet.name, PayoutsExport::tr("Payouts"));
        QCOMPARE(sheet.calcAt(u"A1"_s), PayoutsExport::tr("Arrival"));
        QCOMPARE(sheet.calcAt(u"E1"_s), PayoutsExport::tr("Net"));
        const QJsonObject first = m_apiPayouts.constFirst();
        const QString status = first[u"status"_s].toString();
        QCOMPARE(sheet.calcAt(u"B2"_s),
                 status == u"paid"_s ? QCoreApplication::translate("PayoutsModel", "Paid")
                                     : QCoreApplication::translate("PayoutsModel", "Pending"));
        const QJsonObject item = m_apiItems.value(first[u"id"_s].toString()).constFirst();
        QCOMPARE(sheet.calcAt(u"B3"_s), item[u"type"_s].toString() == u"refund"_s
                                            ? PayoutsExport::tr("Refund")
                                            : PayoutsExport::tr("Charge"));
    }

    // The reconciliation's words and the dates in its sentences as the user's locale writes
    // them: the header, the section of the payout left off, the Bank's balance line, the summary.
    void checkReconciliationTexts(const Sheet &sheet)
    {
        using reconcile::ReconcileExport;
        const QLocale locale;
        QCOMPARE(sheet.calcAt(u"A"_s + QString::number(ReconcileHeader)),
                 ReconcileExport::tr("Section"));
        QCOMPARE(sheet.calcAt(u"C"_s + QString::number(ReconcileHeader)),
                 ReconcileExport::tr("Date"));
        bool missing = false;
        for (int r = ReconcileHeader + 1; r <= int(sheet.calc.size()); ++r) {
            const QString row = QString::number(r);
            if (sheet.calcAt(u"E"_s + row) == m_omitted)
                missing = sheet.calcAt(u"A"_s + row) ==
                          ReconcileExport::sectionTitle(reconcile::ReconcileRow::Kind::Missing);
            if (sheet.calcAt(u"A"_s + row) != ReconcileExport::tr("Balance"))
                continue;
            const QDate last =
                QDate(1899, 12, 30).addDays(qint64(sheet.xml.value(u"C"_s + row).toDouble()));
            QCOMPARE(sheet.calcAt(u"J"_s + row),
                     ReconcileExport::tr("Bank (1010) in the ledger at the end of %1")
                         .arg(writtenDate(last, locale)));
            const QString summary = sheet.calcAt(u"A1"_s);
            QVERIFY2(summary.contains(writtenDate(last, locale)), qPrintable(summary));
            QVERIFY2(summary.endsWith(ReconcileExport::tr("Not reconciled.")), qPrintable(summary));
            QVERIFY(missing);
            return;
        }
        QFAIL("no balance line");
    }

    // A trial balance workbook's currencies, in the order of its sheets.
    static QStringList currenciesOf(const Workbook &wb)
    {
        return wb.currency.isEmpty() ? QStringList{u"EUR"_s, u"GBP"_s, u"JPY"_s, u"KWD"_s, u"USD"_s}
                                     : QStringList{wb.currency};
    }

    void workbooks_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < m_workbooks.size(); ++i)
            QTest::newRow(qPrintable(QFileInfo(m_workbooks.at(i).path).completeBaseName())) << i;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_soffice = QStandardPaths::findExecutable(u"soffice"_s);
        QVERIFY2(!m_soffice.isEmpty(), "soffice is not installed (libreoffice-calc-nogui: "
                                       "installer/install-deps.sh --test installs it)");
        m_clock = std::make_shared<TestClock>(Now);
        sandbox::SandboxOptions options;
        options.clock = m_clock;
        options.seedCount = 400;
        options.seedDays = 35;
        options.seedEndSecs = Now.toSecsSinceEpoch();
        QVERIFY(m_sandbox.start(options));
        // Three decimals: KWD, charged and half refunded today.
        for (const qint64 amount : {12345, 1001, 987654}) {
            const HttpResult r =
                m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(amount, u"KWD"_s));
            QCOMPARE(r.status, 201);
            const QString refunds =
                u"/api/v1/transactions/%1/refunds"_s.arg(r.json[u"id"_s].toString());
            QCOMPARE(m_sandbox.client.post(refunds, {{u"amount"_s, amount / 2}}).status, 201);
        }
        m_store = std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"PayDesk.conf"_s));
        profiles::Profile p = profiles::sandboxTemplate(m_sandbox.service->url());
        p.name = u"Books"_s;
        QString error;
        QVERIFY2(m_store->add(p, &error), qPrintable(error));
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, SandboxFixture::testKey(), this,
                              [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);

        loadPayouts();
        if (QTest::currentTestFailed())
            return;
        // The bank's USD statement over four weeks, one payout of them left off.
        const QDate from = Today.addDays(-28);
        const QDate to = Today.addDays(-3);
        for (const QJsonObject &p : std::as_const(m_apiPayouts)) {
            const QDate arrival = QDate::fromString(p[u"arrival_date"_s].toString(), Qt::ISODate);
            if (p[u"currency"_s].toString() == u"USD"_s && arrival >= from && arrival <= to) {
                m_omitted = p[u"id"_s].toString();
                break;
            }
        }
        QVERIFY(!m_omitted.isEmpty());
        const HttpResult statement = m_sandbox.client.get(
            u"/sandbox/v1/bank-statement?currency=USD&from=%1&to=%2&format=mt940&omit=%3"_s.arg(
                from.toString(Qt::ISODate), to.toString(Qt::ISODate), m_omitted));
        QVERIFY2(statement.status == 200, statement.body.constData());
        m_statement = m_dir.filePath(u"statement-usd.mt940"_s);
        QFile file(m_statement);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(statement.body);
    }

    void cleanupTestCase() { profiles::applyLanguage(u"en"_s); }

    // `paydesk export` writes each workbook, as a user of each language runs it.
    void writeWorkbooks()
    {
        const QDate monthAgo = Today.addDays(-30);
        for (const QString &language : {u"en"_s, u"de"_s, u"fr"_s}) {
            QCOMPARE(profiles::applyLanguage(language), language);
            const QString dir = m_dir.filePath(language);
            QVERIFY(QDir().mkpath(dir));
            const auto path = [&](const QString &name) {
                return QDir(dir).filePath(language + u'-' + name + u".xlsx"_s);
            };
            const QStringList common{u"--profile"_s, u"Books"_s, u"--format"_s, u"xlsx"_s};

            Workbook tb{Workbook::TrialBalance,
                        language,
                        path(u"tb-usd"_s),
                        u"USD"_s,
                        {},
                        {},
                        Today,
                        monthAgo};
            CommandRun r = run<cli::TrialBalanceCommand>(
                QStringList{u"trial-balance"_s, u"--date"_s, Today.toString(Qt::ISODate),
                            u"--compare-date"_s, monthAgo.toString(Qt::ISODate), u"--currency"_s,
                            u"USD"_s, u"--output"_s, tb.path} +
                common);
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            m_workbooks << tb;

            Workbook all{Workbook::TrialBalance,
                         language,
                         path(u"tb-all"_s),
                         {},
                         {},
                         {},
                         Today,
                         std::nullopt};
            r = run<cli::TrialBalanceCommand>(
                QStringList{u"trial-balance"_s, u"--date"_s, Today.toString(Qt::ISODate),
                            u"--currency"_s, u"all"_s, u"--output"_s, all.path} +
                common);
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            m_workbooks << all;

            // The bank over a month (an opening balance, some hundred rows), the receivable in
            // yen and in dinars.
            for (const auto &[account, currency, from] :
                 {std::tuple{u"1010"_s, u"USD"_s, monthAgo},
                  std::tuple{u"1010"_s, u"JPY"_s, monthAgo},
                  std::tuple{u"1100"_s, u"KWD"_s, Today.addDays(-1)}}) {
                Workbook ledger{Workbook::Ledger,
                                language,
                                path(u"ledger-"_s + account + u'-' + currency),
                                currency,
                                account,
                                from,
                                Today,
                                std::nullopt};
                r = run<cli::LedgerCommand>(
                    QStringList{u"ledger"_s, u"--account"_s, account, u"--currency"_s, currency,
                                u"--from"_s, from.toString(Qt::ISODate), u"--to"_s,
                                Today.toString(Qt::ISODate), u"--output"_s, ledger.path} +
                    common);
                QVERIFY2(r.exitCode == 0, qPrintable(r.err));
                m_workbooks << ledger;
            }

            Workbook accounts{Workbook::Accounts, language, path(u"accounts"_s)};
            r = run<cli::AccountsCommand>(QStringList{u"accounts"_s, u"--output"_s, accounts.path} +
                                          common);
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            m_workbooks << accounts;

            // The payouts as the payouts pane exports them, in the user's language.
            Workbook payouts{Workbook::Payouts, language, path(u"payouts"_s)};
            const QString error =
                reconcile::PayoutsExport::table(m_payouts, m_items).write(payouts.path);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            m_workbooks << payouts;

            // The statement reconciled: one payout missing from it, so exit code 3.
            Workbook reconciliation{Workbook::Reconciliation,
                                    language,
                                    path(u"reconciliation-USD"_s),
                                    u"USD"_s,
                                    u"1010"_s,
                                    Today.addDays(-28),
                                    Today.addDays(-3),
                                    std::nullopt};
            r = run<cli::ReconcileCommand>(QStringList{u"reconcile"_s, u"--statement"_s,
                                                       m_statement, u"--output"_s,
                                                       reconciliation.path} +
                                           common);
            QVERIFY2(r.exitCode == 3, qPrintable(r.err));
            m_workbooks << reconciliation;
        }
        profiles::applyLanguage(u"en"_s);
    }

    // One LibreOffice run opens every workbook, recalculates each formula and writes each sheet's
    // values; one in German and one in French write those workbooks as they are shown.
    void recalculateInLibreOffice()
    {
        QVERIFY(!m_workbooks.isEmpty());
        m_profile = m_dir.filePath(u"libreoffice-profile"_s);
        QVERIFY(QDir().mkpath(m_profile + u"/user"_s));
        QStringList all;
        QHash<QString, QStringList> shown; // by language: the German and French workbooks
        for (const Workbook &wb : std::as_const(m_workbooks)) {
            all << wb.path;
            if (wb.language != u"en"_s)
                shown[wb.language] << wb.path;
        }
        m_calcDir = m_dir.filePath(u"calc"_s);
        m_shownDir = m_dir.filePath(u"shown"_s);
        QElapsedTimer timer;
        timer.start();
        QString error;
        QVERIFY2(convert(all, m_calcDir, u"en_US"_s, false, &error), qPrintable(error));
        const qint64 first = timer.restart();
        for (const auto &[language, locale] :
             {std::pair{u"de"_s, u"de_DE"_s}, {u"fr"_s, u"fr_FR"_s}})
            QVERIFY2(convert(shown.value(language), m_shownDir, locale, true, &error),
                     qPrintable(error));
        qInfo("LibreOffice: %d workbooks recalculated in %lld ms, %d shown in German and French "
              "in %lld ms",
              int(all.size()), first,
              int(shown.value(u"de"_s).size() + shown.value(u"fr"_s).size()), timer.elapsed());
    }

    void formulasEqualTheFileAndTheApi_data() { workbooks_data(); }
    void formulasEqualTheFileAndTheApi()
    {
        QFETCH(int, index);
        const Workbook &wb = m_workbooks.at(index);
        const QList<Sheet> list = sheets(wb, m_calcDir);
        const Styles styles = readStyles(wb.path);
        int formulas = 0;
        switch (wb.kind) {
        case Workbook::TrialBalance: {
            // A sheet per currency, then About.
            const QStringList currencies = currenciesOf(wb);
            QCOMPARE(list.size(), currencies.size() + 1);
            for (int i = 0; i < currencies.size(); ++i) {
                QVERIFY2(!list.at(i).calc.isEmpty(), qPrintable(list.at(i).name));
                if (currencies.size() > 1)
                    QVERIFY(list.at(i).name.endsWith(currencies.at(i)));
                checkTrialBalanceFigures(wb, list.at(i), styles, currencies.at(i), &formulas);
                if (QTest::currentTestFailed())
                    return;
            }
            break;
        }
        case Workbook::Ledger:
            QCOMPARE(list.size(), 1);
            checkLedgerFigures(wb, list.first(), styles, &formulas);
            break;
        case Workbook::Accounts:
            QCOMPARE(list.size(), 1);
            checkAccountsSheet(list.first());
            break;
        case Workbook::Payouts:
            QCOMPARE(list.size(), 1);
            profiles::applyLanguage(wb.language);
            checkPayoutsFigures(list.first(), styles);
            return;
        case Workbook::Reconciliation:
            QCOMPARE(list.size(), 1);
            profiles::applyLanguage(wb.language); // its sections' names
            checkReconciliationFigures(wb, list.first(), styles);
            return;
        }
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(formulas > 0, wb.kind != Workbook::Accounts);
        qInfo("%d formulas equal to the API", formulas);
    }

    void textsAndDatesInTheUsersLanguage_data() { workbooks_data(); }
    void textsAndDatesInTheUsersLanguage()
    {
        QFETCH(int, index);
        const Workbook &wb = m_workbooks.at(index);
        profiles::applyLanguage(wb.language); // the language the workbook was written in
        const QList<Sheet> list = sheets(wb, m_calcDir);
        switch (wb.kind) {
        case Workbook::TrialBalance: {
            const QStringList currencies = currenciesOf(wb);
            QCOMPARE(list.size(), currencies.size() + 1);
            for (int i = 0; i < currencies.size(); ++i) {
                checkTrialBalanceTexts(wb, list.at(i), currencies.at(i));
                if (QTest::currentTestFailed())
                    return;
            }
            QCOMPARE(list.constLast().name, ledger::ledgerText("About"));
            break;
        }
        case Workbook::Ledger:
            checkLedgerTexts(wb, list.value(0));
            break;
        case Workbook::Accounts:
            QCOMPARE(list.value(0).name, ledger::ledgerText("Chart of accounts"));
            QCOMPARE(list.value(0).calcAt(u"A1"_s), ledger::ledgerText("Chart of accounts"));
            break;
        case Workbook::Payouts:
            checkPayoutsTexts(list.value(0));
            break;
        case Workbook::Reconciliation:
            checkReconciliationTexts(list.value(0));
            break;
        }
    }

    // A German or French user's LibreOffice shows the dates and amounts as they read them.
    void shownInTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QLocale>("shownIn"); // LibreOffice's
        QTest::newRow("de") << u"de"_s << QLocale(QLocale::German, QLocale::Germany);
        QTest::newRow("fr") << u"fr"_s << QLocale(QLocale::French, QLocale::France);
    }
    void shownInTheUsersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QLocale, shownIn);
        // An amount as LibreOffice shows it: the file gives the decimals, the reader's locale
        // the separators. French groups with a no-break space, U+00A0 in LibreOffice's locale
        // data, the narrow U+202F in Qt's (CLDR's).
        const auto formatAmount = [&](qint64 minor, int exponent, const QLocale &locale) {
            return paydesk::formatAmount(minor, exponent, locale)
                .replace(QChar(0x202F), QChar(0xA0));
        };
        profiles::applyLanguage(language);
        const QLocale locale; // the exports'
        int checked = 0;
        for (const Workbook &wb : std::as_const(m_workbooks)) {
            if (wb.language != language)
                continue;
            const Sheet sheet = sheets(wb, m_shownDir).value(0);
            if (wb.kind == Workbook::Payouts) {
                const QJsonObject p = m_apiPayouts.constFirst();
                const int exponent = Currency::exponent(p[u"currency"_s].toString()).value_or(0);
                QCOMPARE(
                    sheet.calcAt(u"A2"_s),
                    writtenDate(QDate::fromString(p[u"arrival_date"_s].toString(), Qt::ISODate),
                                locale));
                QCOMPARE(sheet.calcAt(u"E2"_s),
                         formatAmount(p[u"amount"_s].toInteger(), exponent, shownIn));
                ++checked;
                continue;
            }
            if (wb.kind == Workbook::Reconciliation) {
                for (int r = ReconcileHeader + 1; r <= int(sheet.calc.size()); ++r) {
                    const QString row = QString::number(r);
                    if (sheet.calcAt(u"E"_s + row) != m_omitted)
                        continue;
                    const QJsonObject p = *std::find_if(
                        m_apiPayouts.cbegin(), m_apiPayouts.cend(),
                        [&](const QJsonObject &o) { return o[u"id"_s].toString() == m_omitted; });
                    QCOMPARE(sheet.calcAt(u"F"_s + row),
                             formatAmount(p[u"amount"_s].toInteger(), 2, shownIn));
                    QCOMPARE(
                        sheet.calcAt(u"H"_s + row),
                        writtenDate(QDate::fromString(p[u"arrival_date"_s].toString(), Qt::ISODate),
                                    locale));
                    ++checked;
                    break;
                }
                continue;
            }
            if (wb.kind != Workbook::Ledger)
                continue;
            const int exponent = Currency::exponent(wb.currency).value_or(0);
            const ApiLedger api = entries(wb);
            const int header = headerRow(sheet, u"G"_s);
            QVERIFY(header > 0);
            QCOMPARE(sheet.calc.value(header).value(0), writtenDate(wb.from, locale));
            QCOMPARE(sheet.calc.value(header).value(6),
                     formatAmount(api.opening, exponent, shownIn));
            const QJsonObject last = api.entries.constLast();
            const QDateTime posted =
                QDateTime::fromString(last[u"posted_at"_s].toString(), Qt::ISODate).toUTC();
            const QStringList lastRow = sheet.calc.value(header + int(api.entries.size()));
            QCOMPARE(lastRow.value(0),
                     writtenDate(posted.date(), locale) + u' ' + posted.toString(u"HH:mm"_s));
            qint64 closing = api.opening;
            for (const QJsonObject &e : api.entries)
                closing += e[u"debit"_s].toInteger() - e[u"credit"_s].toInteger();
            QCOMPARE(sheet.calc.value(header + 1 + int(api.entries.size())).value(6),
                     formatAmount(closing, exponent, shownIn));
            ++checked;
        }
        QCOMPARE(checked, 5); // three ledgers, the payouts, the reconciliation
        profiles::applyLanguage(u"en"_s);
    }
};

QTEST_MAIN(TestSpreadsheets)
#include "tst_spreadsheets.moc"
