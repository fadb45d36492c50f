// Statements read through AqBanking as banks send them: an MT940 whose :86: purpose runs over
// several lines (the reference broken across two), a camt.053 entry that batches several
// transfers, a CSV with a semicolon separator and a decimal comma, an OFX file; and files that
// are not statements or break a line, each refused with a sentence naming the file and line.
#include "reconcile/reconciliation.h"
#include "reconcile/statementreader.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::reconcile;

namespace {

const QString Po1 = u"po_1aB2cD3eF4gH5iJ6kL7mN8oP"_s;
const QString Po2 = u"po_Zy9Xw8Vu7Ts6Rq5Po4Nm3Lk2"_s;
const QString Po3 = u"po_Jj1Kk2Ll3Mm4Nn5Oo6Pp7Qq8"_s;

} // namespace

class TestStatementReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &contents)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(contents);
        return path;
    }

    static BankStatementFile ok(const StatementReader::Result &r)
    {
        if (const auto *p = std::get_if<StatementProblem>(&r)) {
            qWarning() << p->message;
            return {};
        }
        return std::get<BankStatementFile>(r);
    }

    static StatementProblem refused(const StatementReader::Result &r)
    {
        if (const auto *p = std::get_if<StatementProblem>(&r))
            return *p;
        return {};
    }

    // A payout as the service lists it.
    static api::Payout payout(const QString &id, qint64 amount, const QDate &arrival,
                              const QString &currency)
    {
        api::Payout p;
        p.id = id;
        p.currency = currency;
        p.amount = amount;
        p.gross = amount;
        p.arrivalDate = arrival;
        p.coversDay = arrival.addDays(-2);
        p.status = u"paid"_s;
        p.bankReference = u"PAYDESK "_s + id;
        p.ledgerEntryId = u"pst_"_s + id.right(4);
        return p;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The :86: purpose over three lines; the second entry's reference is broken where the
    // bank wrapped it, and the text goes on after it.
    void mt940PurposeOverSeveralLines()
    {
        const QByteArray text = ":20:STARTUMS\r\n:25:10020030/1234567\r\n:28C:00042/001\r\n"
                                ":60F:C260301EUR1000,00\r\n"
                                ":61:2603020302C123,45NTRFNONREF//BANK1\r\n"
                                ":86:GUTSCHRIFT\r\nPAYDESK " +
                                Po1.toLatin1() +
                                "\r\nEND-TO-END NOTPROVIDED\r\n"
                                ":61:2603030303C50,00NTRFNONREF//BANK2\r\n"
                                ":86:SAMMLER PAYDESK po_Zy9Xw8Vu7Ts6R\r\nq5Po4Nm3Lk2 MAERZ\r\n"
                                ":61:2603310331D15,00NCHGNONREF//BANK3\r\n"
                                ":86:KONTOFUEHRUNG\r\n"
                                ":62F:C260331EUR1158,45\r\n-\r\n";
        const BankStatementFile s = ok(StatementReader::read(write(u"march.sta"_s, text)));
        QCOMPARE(s.format, u"mt940"_s);
        QCOMPARE(s.currency, u"EUR"_s);
        QCOMPARE(s.lines.size(), 3);
        QCOMPARE(s.lines[0].amount, 12345);
        QCOMPARE(s.lines[0].fileLine, 5);
        QCOMPARE(s.lines[0].booked, QDate(2026, 3, 2));
        QVERIFY2(s.lines[0].text.contains(u"PAYDESK "_s + Po1), qPrintable(s.lines[0].text));
        QCOMPARE(s.lines[1].fileLine, 9);
        QCOMPARE(s.lines[2].amount, -1500);
        QCOMPARE(s.opening, 100000);
        QCOMPARE(s.closing, 115845);
        QCOMPARE(s.first, QDate(2026, 3, 1));
        QCOMPARE(s.last, QDate(2026, 3, 31));

        // The engine finds both references, the broken one too; the charge is the ledger's.
        LedgerSide ledger;
        ledger.payouts = {payout(Po1, 12345, {2026, 3, 2}, u"EUR"_s),
                          payout(Po2, 5000, {2026, 3, 3}, u"EUR"_s)};
        ledger.bankEntries = {{u"pst_1"_s, {2026, 3, 2}, 12345, u"settlement"_s, {}, {}},
                              {u"pst_2"_s, {2026, 3, 3}, 5000, u"settlement"_s, {}, {}},
                              {u"pst_3"_s, {2026, 3, 31}, -1500, u"bank_charge"_s, {}, {}}};
        ledger.payouts[0].ledgerEntryId = u"pst_1"_s;
        ledger.payouts[1].ledgerEntryId = u"pst_2"_s;
        ledger.openingBalance = 100000;
        ledger.closingBalance = 115845;
        const ReconcileReport report = paydesk::reconcile::reconcile(s, ledger);
        QCOMPARE(report.rowsOf(ReconcileRow::Kind::Matched).size(), 2);
        for (const ReconcileRow &r : report.rowsOf(ReconcileRow::Kind::Matched))
            QVERIFY(r.byReference);
        QCOMPARE(report.rowsOf(ReconcileRow::Kind::MatchedToLedger).size(), 1);
        QVERIFY(report.reconciled());
    }

    // A reference is found wherever the bank broke the line: inside the word PAYDESK, inside the
    // id, or not at all; in any case; and a one-line text without it names no payout.
    void referencesWhereverTheLineBreaks_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("byReference");
        QTest::newRow("one line") << u"PAYDESK "_s + Po1 << true;
        QTest::newRow("lower case") << u"paydesk "_s + Po1 << true;
        QTest::newRow("inside the word") << u"Gutschrift PAY\nDESK "_s + Po1 << true;
        QTest::newRow("inside the word, CR LF") << u"PAYD\r\nESK "_s + Po1 << true;
        QTest::newRow("inside the id")
            << u"PAYDESK "_s + Po1.left(9) + u"\n"_s + Po1.mid(9) << true;
        QTest::newRow("no reference") << u"Transfer 4711"_s << false;
    }
    void referencesWhereverTheLineBreaks()
    {
        QFETCH(QString, text);
        QFETCH(bool, byReference);
        BankStatementFile s;
        s.currency = u"EUR"_s;
        s.first = QDate(2026, 3, 1);
        s.last = QDate(2026, 3, 31);
        // An amount no payout has: only the reference can match the line.
        s.lines = {{2, QDate(2026, 3, 2), 12300, text, {}}};
        LedgerSide ledger;
        ledger.payouts = {payout(Po1, 12345, {2026, 3, 2}, u"EUR"_s)};
        const ReconcileReport report = paydesk::reconcile::reconcile(s, ledger);
        const auto differences = report.rowsOf(ReconcileRow::Kind::AmountDifference);
        QCOMPARE(differences.size(), byReference ? 1 : 0);
        if (byReference)
            QCOMPARE(differences[0].payoutIds, QStringList{Po1});
    }

    // One entry of 150.00 batching two transfers, each with its own remittance information.
    void camtEntryBatchingSeveralTransactions()
    {
        const QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
 <BkToCstmrStmt>
  <GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-04-30T23:00:00</CreDtTm></GrpHdr>
  <Stmt>
   <Id>S1</Id>
   <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>KWD</Ccy></Acct>
   <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="KWD">10.000</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-04-01</Dt></Dt></Bal>
   <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="KWD">160.125</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-04-30</Dt></Dt></Bal>
   <Ntry>
    <Amt Ccy="KWD">150.125</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
    <BookgDt><Dt>2026-04-14</Dt></BookgDt><ValDt><Dt>2026-04-14</Dt></ValDt>
    <AcctSvcrRef>BATCH-77</AcctSvcrRef>
    <NtryDtls>
     <Btch><NbOfTxs>2</NbOfTxs></Btch>
     <TxDtls><Refs><EndToEndId>)" +
                               Po1.toLatin1() + R"(</EndToEndId></Refs>
      <AmtDtls><TxAmt><Amt Ccy="KWD">100.000</Amt></TxAmt></AmtDtls>
      <RmtInf><Ustrd>PAYDESK )" +
                               Po1.toLatin1() + R"(</Ustrd></RmtInf></TxDtls>
     <TxDtls><Refs><EndToEndId>)" +
                               Po3.toLatin1() + R"(</EndToEndId></Refs>
      <AmtDtls><TxAmt><Amt Ccy="KWD">50.125</Amt></TxAmt></AmtDtls>
      <RmtInf><Ustrd>PAYDESK )" +
                               Po3.toLatin1() + R"(</Ustrd></RmtInf></TxDtls>
    </NtryDtls>
   </Ntry>
  </Stmt>
 </BkToCstmrStmt>
</Document>
)";
        // Version 04 of the same message, which AqBanking reads with its own schema.
        QByteArray v04 = xml;
        v04.replace("camt.053.001.02", "camt.053.001.04");
        const BankStatementFile s04 = ok(StatementReader::read(write(u"april-04.xml"_s, v04)));
        QCOMPARE(s04.lines.size(), 1);
        QCOMPARE(s04.lines[0].amount, 150125);
        QVERIFY2(s04.lines[0].text.contains(u"PAYDESK "_s + Po3), qPrintable(s04.lines[0].text));
        QCOMPARE(s04.closing, 160125);

        const BankStatementFile s = ok(StatementReader::read(write(u"april.xml"_s, xml)));
        QCOMPARE(s.format, u"camt053"_s);
        QCOMPARE(s.currency, u"KWD"_s);
        QCOMPARE(s.lines.size(), 1);
        QCOMPARE(s.lines[0].amount, 150125);
        QCOMPARE(s.lines[0].fileLine, 10);
        QCOMPARE(s.opening, 10000);
        QCOMPARE(s.closing, 160125);

        // The batch is matched to both payouts; 0.002 short of them is an amount difference.
        LedgerSide ledger;
        ledger.payouts = {payout(Po1, 100000, {2026, 4, 14}, u"KWD"_s),
                          payout(Po3, 50127, {2026, 4, 14}, u"KWD"_s)};
        ledger.openingBalance = 10000;
        ledger.closingBalance = 10000 + 150127;
        ledger.bankEntries = {
            {ledger.payouts[0].ledgerEntryId, {2026, 4, 14}, 100000, u"settlement"_s, {}, {}},
            {ledger.payouts[1].ledgerEntryId, {2026, 4, 14}, 50127, u"settlement"_s, {}, {}}};
        const ReconcileReport report = paydesk::reconcile::reconcile(s, ledger);
        const auto differences = report.rowsOf(ReconcileRow::Kind::AmountDifference);
        QCOMPARE(differences.size(), 1);
        QCOMPARE(differences[0].payoutIds, (QStringList{Po1, Po3}));
        QCOMPARE(differences[0].difference(), -2);
        QCOMPARE(report.balanceDifference(), 2);
        QCOMPARE(report.explained(), 2);
        QVERIFY(!report.reconciled());
    }

    // A German bank's CSV: semicolons, a decimal comma with a thousands dot, DD.MM.YYYY.
    void csvWithSemicolonAndDecimalComma()
    {
        const QByteArray csv =
            "Buchungstag;Wertstellung;Betrag;W\xc3\xa4hrung;Verwendungszweck;Saldo\r\n"
            "02.03.2026;02.03.2026;1.234,56;EUR;PAYDESK " +
            Po1.toLatin1() +
            ";6.234,56\r\n"
            "31.03.2026;31.03.2026;-15,00;EUR;\"Entgelt; Kontof\xc3\xbchrung\";6.219,56\r\n";
        const BankStatementFile s = ok(StatementReader::read(write(u"umsaetze.csv"_s, csv)));
        QCOMPARE(s.format, u"csv"_s);
        QCOMPARE(s.currency, u"EUR"_s);
        QCOMPARE(s.lines.size(), 2);
        QCOMPARE(s.lines[0].amount, 123456);
        QCOMPARE(s.lines[0].fileLine, 2);
        QCOMPARE(s.lines[1].amount, -1500);
        QCOMPARE(s.lines[1].text, u"Entgelt; Kontoführung"_s);
        QCOMPARE(s.opening, 500000);
        QCOMPARE(s.closing, 621956);
        QCOMPARE(s.first, QDate(2026, 3, 2));
        QCOMPARE(s.last, QDate(2026, 3, 31));
    }

    // A French bank's CSV: DD/MM/YYYY dates, semicolons and a decimal comma without thousands.
    void csvWithSlashedDates()
    {
        const QByteArray csv = "Date comptable;Montant;Devise;Libell\xc3\xa9\r\n"
                               "28/02/2026;-15,5;EUR;Frais\r\n"
                               "02/03/2026;1234,56;EUR;PAYDESK " +
                               Po1.toLatin1() + "\r\n";
        const BankStatementFile s = ok(StatementReader::read(write(u"releve.csv"_s, csv)));
        QCOMPARE(s.lines.size(), 2);
        QCOMPARE(s.lines[0].booked, QDate(2026, 2, 28));
        QCOMPARE(s.lines[0].amount, -1550);
        QCOMPARE(s.lines[1].booked, QDate(2026, 3, 2));
        QCOMPARE(s.lines[1].amount, 123456);
    }

    // Quotes doubled inside a quoted text, a blank line, a thousands separator and no line end
    // after the last line: each field as the bank meant it, each line where it starts.
    void csvQuotingAndLineEnds()
    {
        const QByteArray csv = "date;amount;currency;purpose\r\n"
                               "2026-03-02;1.234,50;EUR;\"Say \"\"hi\"\"; then go\"\r\n"
                               "\r\n"
                               "2026-03-03;-0,05;EUR;plain";
        // The text as the bank wrote it, though AqBanking's CSV reader alone would cut it at the
        // first doubled quote.
        const BankStatementFile s = ok(StatementReader::read(write(u"quotes.csv"_s, csv)));
        QCOMPARE(s.lines.size(), 2);
        QCOMPARE(s.lines[0].text, u"Say \"hi\"; then go"_s);
        QCOMPARE(s.lines[0].amount, 123450);
        QCOMPARE(s.lines[1].fileLine, 4);
        QCOMPARE(s.lines[1].amount, -5);
        QCOMPARE(s.lines[1].text, u"plain"_s);
    }

    // The largest amount a statement may hold (15 digits before the point): its minor units fit
    // in 64 bits, though AqBanking's value times 100 does not. Read exactly (the parse once
    // multiplied before it divided, and refused it).
    void largeAmountIsExact()
    {
        const QByteArray csv = "date,amount,currency\n2026-03-02,999999999999999.99,USD\n"
                               "2026-03-03,-0.05,USD\n";
        const BankStatementFile s = ok(StatementReader::read(write(u"large.csv"_s, csv)));
        QCOMPARE(s.lines.size(), 2);
        QCOMPARE(s.lines[0].amount, Q_INT64_C(99999999999999999));
        QCOMPARE(s.lines[1].amount, -5);
    }

    void ofx()
    {
        const QByteArray ofx = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\n"
                               "ENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\n"
                               "NEWFILEUID:NONE\n\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><TRNUID>1\n"
                               "<STMTRS><CURDEF>JPY\n<BANKACCTFROM><BANKID>0001<ACCTID>778899"
                               "<ACCTTYPE>CHECKING</BANKACCTFROM>\n"
                               "<BANKTRANLIST><DTSTART>20260501<DTEND>20260531\n"
                               "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260506<TRNAMT>45210"
                               "<FITID>F1<NAME>PAYDESK<MEMO>PAYDESK " +
                               Po2.toLatin1() +
                               "</STMTTRN>\n"
                               "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260531<TRNAMT>-2000"
                               "<FITID>F2<NAME>BANK<MEMO>Account fee</STMTTRN>\n"
                               "</BANKTRANLIST>\n<LEDGERBAL><BALAMT>143210<DTASOF>20260531"
                               "</LEDGERBAL>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n";
        const BankStatementFile s = ok(StatementReader::read(write(u"may.ofx"_s, ofx)));
        QCOMPARE(s.format, u"ofx"_s);
        QCOMPARE(s.currency, u"JPY"_s);
        QCOMPARE(s.lines.size(), 2);
        QCOMPARE(s.lines[0].amount, 45210);
        QCOMPARE(s.lines[0].fileLine, 16);
        QVERIFY(s.lines[0].text.contains(u"PAYDESK "_s + Po2));
        QCOMPARE(s.lines[1].amount, -2000);
        QCOMPARE(s.closing, 143210);
        QCOMPARE(s.opening, 100000);
        QCOMPARE(s.first, QDate(2026, 5, 1));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("words");
        QTest::newRow("not a statement")
            << u"notes.txt"_s << QByteArray("Dear accountant,\nplease find attached.\n") << 0
            << u"not a bank statement"_s;
        QTest::newRow("a picture")
            << u"logo.png"_s << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << 0
            << u"not a bank statement"_s;
        QTest::newRow("mt940 broken entry")
            << u"broken.sta"_s
            << QByteArray(":20:X\n:25:A/B\n:60F:C260301EUR1,00\n:61:2603XXC1,00NTRFNONREF\n"
                          ":62F:C260331EUR2,00\n-\n")
            << 4 << u"not of the form"_s;
        QTest::newRow("mt940 yen with decimals")
            << u"yen.sta"_s
            << QByteArray(":20:X\n:25:A/B\n:60F:C260301JPY100,\n:61:2603020302C12,5NTRFNONREF\n"
                          ":62F:C260331JPY112,\n-\n")
            << 4 << u"JPY"_s;
        QTest::newRow("csv short line")
            << u"short.csv"_s
            << QByteArray("date,amount,currency,remittance\n2026-03-02,10.00,USD,A\n"
                          "2026-03-03,11.00,USD\n")
            << 3 << u"3 fields where the header has 4"_s;
        QTest::newRow("csv bad amount")
            << u"amount.csv"_s
            << QByteArray("date,amount,currency\n2026-03-02,10.00,USD\n2026-03-03,1O.00,USD\n") << 3
            << u"1O.00"_s;
        // 15 digits and 4 decimals are past 2^63 minor units: refused, not read as 0.
        QTest::newRow("csv amount past 64 bits")
            << u"huge.csv"_s
            << QByteArray("date,amount,currency\n2026-03-02,999999999999999.9999,CLF\n") << 2
            << u"999999999999999.9999"_s;
        // Dates are read by hand at fixed places: a day that does not exist, or a line whose
        // date is written differently from the first line's, names its line.
        QTest::newRow("csv impossible date")
            << u"feb.csv"_s
            << QByteArray("date,amount,currency\n2026-02-27,10.00,USD\n2026-02-30,11.00,USD\n") << 3
            << u"2026-02-30"_s;
        QTest::newRow("csv dates written two ways")
            << u"ways.csv"_s
            << QByteArray("date,amount,currency\n02.03.2026,10.00,USD\n2026-03-03,11.00,USD\n") << 3
            << u"2026-03-03"_s;
        QTest::newRow("csv no date")
            << u"nodate.csv"_s << QByteArray("date,amount,currency\nsoon,10.00,USD\n") << 2
            << u"soon"_s;
        QTest::newRow("csv two currencies")
            << u"mixed.csv"_s
            << QByteArray("date,amount,currency\n2026-03-02,10.00,USD\n2026-03-03,11.00,EUR\n") << 3
            << u"EUR"_s;
        QTest::newRow("camt cut off")
            << u"cut.xml"_s
            << QByteArray("<?xml version=\"1.0\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:"
                          "tech:xsd:camt.053.001.02\">\n<BkToCstmrStmt>\n<Stmt>\n<Acct><Ccy>EUR"
                          "</Ccy></Acct>\n<Ntry><Amt Ccy=\"EUR\">1.00</Amt>\n")
            << 7 << u"not well formed"_s;
        QTest::newRow("camt entry without amount")
            << u"noamount.xml"_s
            << QByteArray("<?xml version=\"1.0\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:"
                          "tech:xsd:camt.053.001.02\">\n<BkToCstmrStmt><Stmt>\n<Acct><Ccy>EUR"
                          "</Ccy></Acct>\n<Ntry><Sts>BOOK</Sts><BookgDt><Dt>2026-03-01</Dt>"
                          "</BookgDt></Ntry>\n</Stmt></BkToCstmrStmt></Document>\n")
            << 5 << u"no amount"_s;
        QTest::newRow("other xml")
            << u"pain.xml"_s
            << QByteArray("<?xml version=\"1.0\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:"
                          "tech:xsd:pain.001.001.03\"><CstmrCdtTrfInitn/></Document>\n")
            << 0 << u"not a camt.053"_s;
        QTest::newRow("unknown currency")
            << u"xyz.csv"_s << QByteArray("date,amount,currency\n2026-03-02,10.00,XYZ\n") << 2
            << u"XYZ"_s;
    }

    void refused()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, contents);
        QFETCH(int, line);
        QFETCH(QString, words);
        const StatementProblem p = refused(StatementReader::read(write(name, contents)));
        QVERIFY2(p.message.startsWith(line > 0 ? u"%1, line %2: "_s.arg(name).arg(line)
                                               : name + u": "_s),
                 qPrintable(p.message));
        QCOMPARE(p.line, line);
        QVERIFY2(p.message.contains(words), qPrintable(p.message));
    }

    // AqBanking runs with its settings in a throwaway folder: the user's home gains no
    // ~/.aqbanking (AqBanking's own probe for an old setup leaves nothing behind).
    void leavesTheUsersAqBankingAlone()
    {
        const QString home = QDir::homePath();
        const bool before = QFileInfo::exists(home + u"/.aqbanking"_s);
        const QByteArray csv = "date,amount,currency\n2026-03-02,10.00,USD\n";
        QVERIFY(std::holds_alternative<BankStatementFile>(
            StatementReader::read(write(u"home.csv"_s, csv))));
        if (before)
            QSKIP("~/.aqbanking existed before the test");
        QVERIFY(!QFileInfo::exists(home + u"/.aqbanking"_s));
    }

    void missingFile()
    {
        const StatementProblem p = refused(StatementReader::read(m_dir.filePath(u"nothere.sta"_s)));
        QVERIFY2(p.message.startsWith(u"nothere.sta: "_s), qPrintable(p.message));
    }
};

QTEST_GUILESS_MAIN(TestStatementReader)
#include "tst_statementreader.moc"
