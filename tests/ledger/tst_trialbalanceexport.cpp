// Every export of the trial balance read back as another program would and compared with the
// table: CSV parsed by an RFC 4180 reader, XLSX unzipped and its XML read, PDF turned into
// text by pdftotext. Exports run in a worker thread; finished() reports them.
#include "core/modelroles.h"
#include "exportreader.h"
#include "ledger/trialbalanceexport.h"
#include "ledger/trialbalancemodel.h"
#include "ledgertestdata.h"

#include <QDir>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using ledger::ExportFormat;
using ledger::TrialBalanceExporter;
using ledger::TrialBalanceModel;
using ledger::TrialBalanceReport;
using Kind = ledger::TrialBalanceRow::Kind;

Q_DECLARE_METATYPE(paydesk::api::TrialBalance)
Q_DECLARE_METATYPE(std::optional<paydesk::api::TrialBalance>)

namespace {

const QLocale En(QLocale::English, QLocale::UnitedStates);

ledger::ExportMetadata metadata()
{
    ledger::ExportMetadata meta;
    meta.merchantId = u"mer_TestMerchant0001"_s;
    meta.profileName = u"Local sandbox"_s;
    meta.environment = ledger::environmentText(api::Environment::Sandbox, true);
    meta.generatedAt = QDateTime(QDate(2026, 11, 22), QTime(6, 30), QTimeZone::utc());
    meta.locale = En;
    return meta;
}

// pdftotext keeps no-break spaces; the tests compare with plain ones.
QString plainSpaces(QString text)
{
    text.replace(QChar(0x00A0), u' ');
    text.replace(QChar(0x202F), u' ');
    return text;
}

// "1234.50" with `exponent` decimals -> minor units, exactly.
std::optional<qint64> minorOf(const QString &decimal, int exponent)
{
    static const QRegularExpression re(u"^(-?)(\\d+)(?:\\.(\\d+))?$"_s);
    const auto m = re.match(decimal);
    if (!m.hasMatch() || m.captured(3).size() != (exponent > 0 ? exponent : 0))
        return std::nullopt;
    qint64 v = QString(m.captured(2) + m.captured(3)).toLongLong();
    return m.captured(1).isEmpty() ? v : -v;
}

api::TrialBalance manyAccounts(int count)
{
    api::TrialBalance tb;
    tb.date = QDate(2026, 12, 31);
    tb.currency = u"USD"_s;
    qint64 total = 0;
    for (int i = 0; i < count; ++i) {
        const qint64 amount = 1000 + i * 37;
        tb.lines << api::TrialBalanceLine{QString::number(1100 + i),
                                          u"Receivable from gateway %1"_s.arg(i), u"asset"_s,
                                          amount, 0};
        total += amount;
    }
    tb.lines << line("4100", "Sales", "revenue", 0, total);
    tb.totalDebit = tb.totalCredit = total;
    return tb;
}

} // namespace

class TestTrialBalanceExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Exports through the asynchronous exporter and waits for its signal.
    QString exportFile(const TrialBalanceReport &report, ExportFormat format, const QString &name,
                       QString *error = nullptr)
    {
        const QString path = m_dir.filePath(name);
        TrialBalanceExporter exporter;
        QSignalSpy finished(&exporter, &TrialBalanceExporter::finished);
        if (!exporter.start(format, report, metadata(), path))
            return {};
        // One at a time.
        if (exporter.start(format, report, metadata(), path + u".second"_s))
            return {};
        if (!finished.wait(30000) || finished.size() != 1)
            return {};
        if (error)
            *error = finished.first().at(1).toString();
        return finished.first().at(0).toString();
    }

    static TrialBalanceModel *model(const api::TrialBalance &tb,
                                    const std::optional<api::TrialBalance> &comparison,
                                    QObject *parent)
    {
        auto *m = new TrialBalanceModel(parent);
        m->setLocale(En);
        m->setTrialBalance(tb, comparison);
        return m;
    }

    void figures_data()
    {
        QTest::addColumn<api::TrialBalance>("tb");
        QTest::addColumn<std::optional<api::TrialBalance>>("comparison");
        QTest::newRow("USD month end") << usdOctober() << std::optional<api::TrialBalance>();
        QTest::newRow("USD compared with the month before")
            << usdOctober() << std::optional<api::TrialBalance>(usdSeptember());
        QTest::newRow("out of balance") << unbalanced() << std::optional<api::TrialBalance>();
        api::TrialBalance jpy = chfExample();
        jpy.currency = u"JPY"_s;
        QTest::newRow("JPY, no decimals") << jpy << std::optional<api::TrialBalance>();
        api::TrialBalance kwd = chfExample();
        kwd.currency = u"KWD"_s;
        QTest::newRow("KWD, three decimals") << kwd << std::optional<api::TrialBalance>();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void csv_data() { figures_data(); }
    void csv()
    {
        QFETCH(api::TrialBalance, tb);
        QFETCH(std::optional<api::TrialBalance>, comparison);
        auto *m = model(tb, comparison, this);
        const TrialBalanceReport &report = m->report();
        QString error;
        const QString path = exportFile(report, ExportFormat::Csv, u"tb.csv"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!path.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(!bytes.startsWith("\xEF\xBB\xBF")); // no BOM
        QVERIFY(bytes.endsWith("\r\n"));
        const QList<QStringList> records = parseCsv(bytes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        // The header, then one record per row of the table that has figures.
        QStringList header;
        for (int c = 0; c < m->columnCount(); ++c)
            header << report.columnTitle(c, QLocale::c(), true);
        header << u"row_type"_s;
        QCOMPARE(records.value(0), header);
        if (comparison)
            QCOMPARE(records.value(0).value(TrialBalanceReport::CompareDebit),
                     u"Debit 2026-09-30 (USD)"_s);
        else
            QCOMPARE(records.value(0).value(TrialBalanceReport::Debit),
                     u"Debit (%1)"_s.arg(tb.currency));
        int record = 1;
        for (int r = 0; r < m->rowCount(); ++r) {
            if (m->rowKind(r) == Kind::Group)
                continue;
            const QStringList fields = records.value(record++);
            QCOMPARE(fields.size(), m->columnCount() + 1);
            const Kind kind = m->rowKind(r);
            QCOMPARE(fields.constLast(), kind == Kind::Account    ? u"account"_s
                                         : kind == Kind::Subtotal ? u"subtotal"_s
                                                                  : u"total"_s);
            for (int c = 0; c < m->columnCount(); ++c) {
                const QModelIndex cell = m->index(r, c);
                if (!TrialBalanceReport::isAmountColumn(c)) {
                    QCOMPARE(fields.at(c), cell.data().toString());
                } else if (cell.data().toString().isEmpty()) {
                    QCOMPARE(fields.at(c), QString());
                } else {
                    // Exact, with the currency's decimals, equal to the table's figure.
                    QCOMPARE(
                        minorOf(fields.at(c), report.exponent()),
                        std::optional<qint64>(cell.data(models::AmountMinorRole).toLongLong()));
                }
            }
        }
        QCOMPARE(record, int(records.size()));
        QCOMPARE(records.constLast().value(TrialBalanceReport::Account), u"Total"_s);
        // The accounts alone add up to the total: no total is counted twice.
        qint64 debits = 0;
        for (const QStringList &fields : records.mid(1)) {
            if (fields.constLast() == u"account"_s)
                debits +=
                    minorOf(fields.at(TrialBalanceReport::Debit), report.exponent()).value_or(0);
        }
        QCOMPARE(debits, report.totalDebit());
    }

    void csvQuoting()
    {
        api::TrialBalance tb = chfExample();
        tb.lines[1].accountName = u"Sales, \"online\"\nand in store"_s;
        tb.lines[2].accountName = u"=HYPERLINK(\"x\")"_s;
        tb.lines[3].accountName = u"Gebühren"_s;
        auto *m = model(tb, std::nullopt, this);
        const QString path = exportFile(m->report(), ExportFormat::Csv, u"quoting.csv"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const QList<QStringList> records = parseCsv(file.readAll(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList names;
        for (const QStringList &r : records)
            names << r.value(TrialBalanceReport::Account);
        QVERIFY(names.contains(u"Sales, \"online\"\nand in store"_s));
        QVERIFY(names.contains(u"'=HYPERLINK(\"x\")"_s)); // never run as a formula
        QVERIFY(names.contains(u"Gebühren"_s));           // UTF-8
    }

    void xlsx_data() { figures_data(); }
    void xlsx()
    {
        QFETCH(api::TrialBalance, tb);
        QFETCH(std::optional<api::TrialBalance>, comparison);
        auto *m = model(tb, comparison, this);
        const TrialBalanceReport &report = m->report();
        QString error;
        const QString path = exportFile(report, ExportFormat::Xlsx, u"tb.xlsx"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(QFileInfo(path).size() > 0);
        QVERIFY(QDir(m_dir.path())
                    .entryList({u".trial-balance-*"_s}, QDir::Hidden | QDir::Files)
                    .isEmpty()); // no staging file left

        const XlsxSheet sheet = readXlsxSheet(path, 1, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The title block: what, whose, which dates; then the header row, frozen.
        // Dates and words as the user's locale writes them (meta.locale, en_US here).
        QCOMPARE(sheet.value(u"A1"_s),
                 u"Trial balance as of %1"_s.arg(ledger::shortDate(report.date(), En)));
        QVERIFY(sheet.rowOf(u"Merchant"_s) > 1);
        QCOMPARE(sheet.value(u"B"_s + QString::number(sheet.rowOf(u"Currency"_s))),
                 report.currency());
        QCOMPARE(sheet.rowOf(u"Compared with"_s) > 0, report.hasComparison());
        const int header = sheet.rowOf(u"Code"_s);
        QVERIFY(header > sheet.rowOf(u"Generated"_s));
        QVERIFY(sheet.xml.contains("state=\"frozen\""));
        QVERIFY(sheet.xml.contains(QByteArray("ySplit=\"" + QByteArray::number(header) + "\"")));
        for (int c = 0; c < m->columnCount(); ++c)
            QCOMPARE(sheet.value(columnLetter(c) + QString::number(header)),
                     report.columnTitle(c, En, true));
        if (comparison)
            QCOMPARE(sheet.value(u"F"_s + QString::number(header)), u"Debit 9/30/2026 (USD)"_s);
        QVERIFY(sheet.xml.contains("<col ")); // column widths set

        // Every row of the table, in order, amounts as numbers equal to the table's.
        double scale = std::pow(10.0, report.exponent());
        for (int r = 0; r < m->rowCount(); ++r) {
            const QString row = QString::number(header + 1 + r);
            if (m->rowKind(r) == Kind::Group) {
                QCOMPARE(sheet.value(u"A"_s + row), m->rowAt(r).name);
                continue;
            }
            for (int c = 0; c < m->columnCount(); ++c) {
                const QString ref = columnLetter(c) + row;
                const QModelIndex cell = m->index(r, c);
                if (!TrialBalanceReport::isAmountColumn(c)) {
                    QCOMPARE(sheet.value(ref), cell.data().toString());
                } else if (cell.data().toString().isEmpty()) {
                    QVERIFY2(!sheet.cells.contains(ref), qPrintable(ref));
                } else {
                    QCOMPARE(sheet.types.value(ref), u"n"_s);
                    bool ok = false;
                    const double v = sheet.value(ref).toDouble(&ok);
                    QVERIFY2(ok, qPrintable(ref));
                    QCOMPARE(qint64(std::llround(v * scale)),
                             cell.data(models::AmountMinorRole).toLongLong());
                    // Subtotals and the total are formulas (their values stored above);
                    // accounts are figures.
                    const Kind kind = m->rowKind(r);
                    QCOMPARE(sheet.formulas.contains(ref), kind != Kind::Account);
                    if (kind == Kind::Subtotal)
                        QVERIFY2(sheet.formulas.value(ref).startsWith(u"SUM("_s),
                                 qPrintable(sheet.formulas.value(ref)));
                }
            }
        }
        // The balance line below the table.
        const QString balance = sheet.value(u"A"_s + QString::number(header + m->rowCount() + 2));
        QCOMPARE(balance, report.balanceText(En));
        if (report.isBalanced() && !comparison && report.currency() == u"USD"_s)
            QVERIFY2(plainSpaces(balance) ==
                         u"Balanced: debits and credits both total USD 63,437.05."_s,
                     qPrintable(balance)); // not "63437.05"
        QCOMPARE(balance.startsWith(u"Balanced"_s), report.isBalanced());

        // Amounts formatted with the currency's decimals, totals bold.
        const QString styles = QString::fromUtf8(unzipEntry(path, u"xl/styles.xml"_s));
        const QString format =
            report.exponent() == 0 ? u"#,##0"_s : u"#,##0."_s + QString(report.exponent(), u'0');
        if (report.exponent() != 0) // "#,##0" is a built-in format, not listed
            QVERIFY2(styles.contains(u"formatCode=\""_s + format + u'"'), qPrintable(styles));
        QVERIFY(styles.contains(u"<b/>"_s));
        const QString totalRef = u"D"_s + QString::number(header + m->rowCount());
        QVERIFY(sheet.styles.value(totalRef) !=
                sheet.styles.value(u"D"_s + QString::number(header + 2)));

        // Sheet names and the About sheet.
        const QString workbook = QString::fromUtf8(unzipEntry(path, u"xl/workbook.xml"_s));
        QVERIFY(workbook.contains(u"name=\"Trial balance\""_s));
        QVERIFY(workbook.contains(u"name=\"About\""_s));
        const XlsxSheet about = readXlsxSheet(path, 2, &error);
        QStringList facts;
        for (int r = 3; r <= 12; ++r)
            facts << about.value(u"A"_s + QString::number(r)) + u'=' +
                         about.value(u"B"_s + QString::number(r));
        QVERIFY(facts.contains(u"Merchant=mer_TestMerchant0001"_s));
        QVERIFY(facts.contains(u"Profile=Local sandbox"_s));
        QVERIFY(facts.contains(u"Environment=Local sandbox (test data)"_s));
        QVERIFY(
            facts.contains(u"As of="_s + ledger::shortDate(tb.date, En) + u" (end of day, UTC)"_s));
        QVERIFY(facts.contains(u"Currency="_s + tb.currency));
        QVERIFY2(facts.contains(u"Generated=11/22/2026 "_s +
                                En.toString(QTime(6, 30), QLocale::ShortFormat) + u" UTC"_s),
                 qPrintable(facts.join(u" | "_s)));
        QCOMPARE(facts.contains(u"Compared with=9/30/2026 (end of day, UTC)"_s),
                 comparison.has_value());
    }

    void pdf_data() { figures_data(); }
    void pdf()
    {
        QFETCH(api::TrialBalance, tb);
        QFETCH(std::optional<api::TrialBalance>, comparison);
        auto *m = model(tb, comparison, this);
        const TrialBalanceReport &report = m->report();
        QString error;
        const QString path = exportFile(report, ExportFormat::Pdf, u"tb.pdf"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString text = plainSpaces(pdfText(path, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QVERIFY(text.contains(u"Trial balance"_s));
        QVERIFY(text.contains(u"mer_TestMerchant0001"_s));
        QVERIFY(text.contains(u"Local sandbox (test data)"_s));
        QVERIFY(text.contains(En.toString(tb.date, QLocale::LongFormat)));
        QVERIFY(text.contains(u"Page 1 of 1"_s));
        if (comparison)
            QVERIFY(text.contains(En.toString(comparison->date, QLocale::LongFormat)));
        // Every row as in the table: its texts and figures in order on one line.
        const QStringList lines = text.split(u'\n');
        qsizetype at = 0;
        for (int r = 0; r < m->rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < m->columnCount(); ++c) {
                const QString cellText = plainSpaces(m->index(r, c).data().toString());
                if (!cellText.isEmpty())
                    cells << QRegularExpression::escape(cellText);
            }
            const QRegularExpression re(u"^\\s*"_s + cells.join(u"\\s+"_s) + u"\\s*$"_s);
            const qsizetype found = lines.indexOf(re, at);
            QVERIFY2(found >= 0, qPrintable(u"row %1 not found: %2"_s.arg(r).arg(re.pattern())));
            at = found + 1;
        }
        // The balance line, or the warning with the difference.
        const QString balance = plainSpaces(report.balanceText(En));
        QVERIFY2(text.simplified().contains(balance.simplified()), qPrintable(text));
        QCOMPARE(text.contains(u"Balanced"_s), report.isBalanced());
        if (!report.isBalanced())
            QVERIFY(text.contains(u"Out of balance by USD 1.00"_s));

        if (comparison && qEnvironmentVariableIntValue("PAYDESK_SCREENSHOTS")) {
            const QString prefix = QStringLiteral(PAYDESK_SCREENSHOT_DIR "/trial-balance-pdf");
            runTool(u"pdftoppm"_s,
                    {u"-png"_s, u"-r"_s, u"60"_s, u"-f"_s, u"1"_s, u"-l"_s, u"1"_s,
                     u"-singlefile"_s, path, prefix},
                    &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(QFileInfo::exists(prefix + u".png"_s));
        }
    }

    void pdfPages()
    {
        auto *m = model(manyAccounts(150), std::nullopt, this);
        QString error;
        const QString path = exportFile(m->report(), ExportFormat::Pdf, u"long.pdf"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString text = plainSpaces(pdfText(path, &error));
        const QStringList pages = text.split(u'\f', Qt::SkipEmptyParts);
        QVERIFY2(pages.size() >= 3, qPrintable(QString::number(pages.size())));
        for (int i = 0; i < int(pages.size()); ++i) {
            // The page number and the table's header on every page.
            QVERIFY2(pages.at(i).contains(u"Page %1 of %2"_s.arg(i + 1).arg(pages.size())),
                     qPrintable(pages.at(i)));
            QVERIFY(pages.at(i).contains(u"Account"_s));
        }
        QVERIFY(pages.constLast().contains(u"Balanced"_s));
        QVERIFY(text.contains(u"Receivable from gateway 149"_s));
    }

    void failures()
    {
        auto *m = model(usdOctober(), std::nullopt, this);
        for (const ExportFormat format :
             {ExportFormat::Csv, ExportFormat::Xlsx, ExportFormat::Pdf}) {
            const QString missing =
                m_dir.filePath(u"no/such/folder/tb."_s + ledger::exportFormatName(format));
            QString error;
            const QString path =
                exportFile(m->report(), format,
                           u"no/such/folder/tb."_s + ledger::exportFormatName(format), &error);
            QCOMPARE(path, missing);
            QVERIFY(error.contains(u"Cannot write"_s));
            QVERIFY(!QFileInfo::exists(missing));
        }
    }

    void names()
    {
        QCOMPARE(ledger::exportFormatFromName(u"XLSX"), ExportFormat::Xlsx);
        QCOMPARE(ledger::exportFormatFromName(u"pdf"), ExportFormat::Pdf);
        QVERIFY(!ledger::exportFormatFromName(u"ods"));
        auto *m = model(usdOctober(), usdSeptember(), this);
        QCOMPARE(ledger::defaultExportFileName(m->report(), ExportFormat::Csv),
                 u"trial-balance-USD-2026-10-31-vs-2026-09-30.csv"_s);
    }
};

QTEST_MAIN(TestTrialBalanceExport)
#include "tst_trialbalanceexport.moc"
