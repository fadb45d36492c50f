// The chart of accounts tree and the grouped trial balance table, on data made by hand: their
// structure under QAbstractItemModelTester, grouping, subtotals, totals, the balance check and
// the comparison columns.
#include "core/modelroles.h"
#include "ledger/accountstreemodel.h"
#include "ledger/trialbalancemodel.h"
#include "ledgertestdata.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using ledger::AccountsTreeModel;
using ledger::AccountType;
using ledger::TrialBalanceModel;
using ledger::TrialBalanceReport;
using Kind = ledger::TrialBalanceRow::Kind;

Q_DECLARE_METATYPE(paydesk::api::TrialBalance)

class TestLedgerModels : public QObject
{
    Q_OBJECT

    static QString cell(const QAbstractItemModel &m, int row, int column)
    {
        return m.index(row, column).data().toString();
    }

    // The rows of the table as "kind:code:name", to compare the grouping at a glance.
    static QStringList shape(const TrialBalanceModel &m)
    {
        QStringList out;
        for (int r = 0; r < m.rowCount(); ++r) {
            const auto &row = m.rowAt(r);
            static const char *kinds[] = {"group", "account", "subtotal", "total"};
            out << QString::fromLatin1(kinds[int(row.kind)]) + u':' + row.code + u':' + row.name;
        }
        return out;
    }

    static int rowOfCode(const TrialBalanceModel &m, const QString &code)
    {
        for (int r = 0; r < m.rowCount(); ++r) {
            if (m.accountCodeAt(r) == code)
                return r;
        }
        return -1;
    }

private Q_SLOTS:
    void accountsTree()
    {
        AccountsTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAccounts(sandboxChart());

        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), int(AccountsTreeModel::ColumnCount));
        const QStringList groups{u"Assets"_s, u"Liabilities"_s, u"Equity"_s, u"Revenue"_s,
                                 u"Expenses"_s};
        for (int i = 0; i < 5; ++i) {
            const QModelIndex g = model.index(i, 0);
            QCOMPARE(g.data().toString(), groups.at(i));
            QVERIFY(model.isTypeGroup(g));
            QVERIFY(!model.accountAt(g));
            QCOMPARE(model.accountTypeAt(g), AccountType(i));
            QCOMPARE(model.indexOfType(AccountType(i)), g);
            // Under each type, its group account, under which the rest.
            QCOMPARE(model.rowCount(g), 1);
        }
        const QModelIndex bank = model.indexOfCode(u"1010"_s);
        QVERIFY(bank.isValid());
        QCOMPARE(bank.parent(), model.indexOfCode(u"1000"_s));
        QCOMPARE(bank.parent().parent(), model.index(0, 0));
        QCOMPARE(model.accountAt(bank)->name, u"Bank"_s);
        QCOMPARE(bank.siblingAtColumn(AccountsTreeModel::Name).data().toString(), u"Bank"_s);
        QCOMPARE(bank.siblingAtColumn(AccountsTreeModel::Type).data().toString(), u"Asset"_s);
        QCOMPARE(bank.siblingAtColumn(AccountsTreeModel::NormalBalance).data().toString(),
                 u"Debit"_s);
        QCOMPARE(bank.data(models::AccountCodeRole).toString(), u"1010"_s);
        // The contra-revenue account keeps its own normal balance.
        const QModelIndex refunds = model.indexOfCode(u"4200"_s, AccountsTreeModel::NormalBalance);
        QCOMPARE(refunds.data().toString(), u"Debit"_s);
        QCOMPARE(model.rowCount(model.indexOfCode(u"4000"_s)), 2);
        QCOMPARE(model.headerData(AccountsTreeModel::NormalBalance, Qt::Horizontal).toString(),
                 u"Normal balance"_s);
        QVERIFY(!model.indexOfCode(u"9999"_s).isValid());
    }

    void accountsTreeTolerance()
    {
        AccountsTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<api::LedgerAccount> chart = sandboxChart();
        // A type the service may add one day, a cycle, a parent of another type, an orphan.
        chart << account("6000", "Memo", "memo", "debit");
        chart << account("7001", "Loop A", "asset", "debit", "7002");
        chart << account("7002", "Loop B", "asset", "debit", "7001");
        chart << account("7100", "Odd child", "expense", "debit", "1000");
        chart << account("7200", "Orphan", "liability", "credit", "2999");
        model.setAccounts(chart);

        QCOMPARE(model.rowCount(), 6);
        const QModelIndex memo = model.index(5, 0);
        QCOMPARE(memo.data().toString(), u"memo"_s);
        QCOMPARE(model.accountTypeAt(memo), AccountType::Other);
        for (const QString &code : {u"7001"_s, u"7002"_s})
            QCOMPARE(model.indexOfCode(code).parent(), model.index(0, 0));
        QCOMPARE(model.indexOfCode(u"7100"_s).parent(), model.indexOfType(AccountType::Expense));
        QCOMPARE(model.indexOfCode(u"7200"_s).parent(), model.indexOfType(AccountType::Liability));

        // Replaced as a whole, and emptied.
        model.setAccounts(sandboxChart().mid(0, 3));
        QCOMPARE(model.rowCount(), 1);
        model.setAccounts({});
        QCOMPARE(model.rowCount(), 0);
    }

    void groupedTable()
    {
        TrialBalanceModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        model.setTrialBalance(chfExample());

        QCOMPARE(shape(model), (QStringList{
                                   u"group::Assets"_s,
                                   u"account:1100:Gateway receivable"_s,
                                   u"subtotal::Total assets"_s,
                                   u"group::Revenue"_s,
                                   u"account:4100:Sales"_s,
                                   u"account:4200:Refunds"_s,
                                   u"subtotal::Total revenue"_s,
                                   u"group::Expenses"_s,
                                   u"account:5100:Processing fees"_s,
                                   u"subtotal::Total expenses"_s,
                                   u"total::Total"_s,
                               }));
        QCOMPARE(model.columnCount(), 5);
        QVERIFY(!model.hasComparison());
        QCOMPARE(model.headerData(TrialBalanceReport::Debit, Qt::Horizontal).toString(),
                 u"Debit"_s);

        // Amounts by the currency's exponent and the locale; a zero column stays empty.
        QCOMPARE(cell(model, 1, TrialBalanceReport::Debit), u"71.80"_s);
        QCOMPARE(cell(model, 1, TrialBalanceReport::Credit), QString());
        QCOMPARE(cell(model, 1, TrialBalanceReport::Type), u"Asset"_s);
        QCOMPARE(cell(model, 4, TrialBalanceReport::Credit), u"100.00"_s);
        QCOMPARE(cell(model, 0, TrialBalanceReport::Code), u"Assets"_s);
        QCOMPARE(cell(model, 0, TrialBalanceReport::Debit), QString());
        // Subtotal of revenue: the contra account's debit beside the sales' credit.
        QCOMPARE(cell(model, 6, TrialBalanceReport::Debit), u"25.00"_s);
        QCOMPARE(cell(model, 6, TrialBalanceReport::Credit), u"100.00"_s);
        // Subtotals and totals show their zeroes.
        QCOMPARE(cell(model, 2, TrialBalanceReport::Credit), u"0.00"_s);
        QCOMPARE(cell(model, 10, TrialBalanceReport::Debit), u"100.00"_s);
        QCOMPARE(cell(model, 10, TrialBalanceReport::Credit), u"100.00"_s);

        const QModelIndex fees = model.index(8, TrialBalanceReport::Debit);
        QCOMPARE(fees.data(models::AmountMinorRole).toLongLong(), 320);
        QCOMPARE(fees.data(models::CurrencyRole).toString(), u"CHF"_s);
        QCOMPARE(fees.data(models::RowKindRole).toInt(), int(Kind::Account));
        QCOMPARE(fees.data(Qt::AccessibleTextRole).toString(), u"3.20 CHF"_s);
        QVERIFY(model.index(10, 0).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(model.accountCodeAt(8), u"5100"_s);
        QCOMPARE(model.accountCodeAt(9), QString());

        QVERIFY(model.isBalanced());
        QCOMPARE(model.difference(), 0);
        QVERIFY(model.report().balanceText(QLocale(QLocale::English)).startsWith(u"Balanced"_s));

        const auto types = model.report().typeTotals();
        QCOMPARE(types.size(), 3);
        QCOMPARE(types.at(1).type, AccountType::Revenue);
        QCOMPARE(types.at(1).debit, 2500);
        QCOMPARE(types.at(1).credit, 10000);

        // Another locale, the same figures.
        model.setLocale(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(cell(model, 4, TrialBalanceReport::Credit), u"100,00"_s);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void exponents_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<qint64>("minor");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("exact");
        QTest::newRow("USD, two decimals")
            << u"USD"_s << qint64(123456789) << u"1,234,567.89"_s << u"1234567.89"_s;
        QTest::newRow("JPY, none") << u"JPY"_s << qint64(1000) << u"1,000"_s << u"1000"_s;
        QTest::newRow("KWD, three") << u"KWD"_s << qint64(1005) << u"1.005"_s << u"1.005"_s;
        QTest::newRow("unknown code, minor units")
            << u"XYZ"_s << qint64(1005) << u"1,005"_s << u"1005"_s;
    }

    void exponents()
    {
        QFETCH(QString, currency);
        QFETCH(qint64, minor);
        QFETCH(QString, shown);
        QFETCH(QString, exact);
        api::TrialBalance tb;
        tb.date = QDate(2026, 1, 31);
        tb.currency = currency;
        tb.lines = {line("1100", "Gateway receivable", "asset", minor, 0),
                    line("4100", "Sales", "revenue", 0, minor)};
        tb.totalDebit = tb.totalCredit = minor;
        TrialBalanceModel model;
        model.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        model.setTrialBalance(tb);
        QCOMPARE(cell(model, 1, TrialBalanceReport::Debit), shown);
        QCOMPARE(model.report().exactText(model.rowAt(1), TrialBalanceReport::Debit), exact);
        QVERIFY(model.isBalanced());
    }

    void unbalancedWarning_data()
    {
        QTest::addColumn<api::TrialBalance>("tb");
        QTest::addColumn<qint64>("difference");
        QTest::addColumn<QString>("text");
        QTest::newRow("debits exceed credits")
            << unbalanced() << qint64(100)
            << u"Out of balance by USD\u00a01.00: debits total USD\u00a063,438.05, credits "
               "USD\u00a063,437.05."_s;
        api::TrialBalance credits = usdOctober();
        credits.lines[3].credit += 250;
        credits.totalCredit += 250;
        QTest::newRow("credits exceed debits") << credits << qint64(-250)
                                               << u"Out of balance by USD\u00a02.50: debits "
                                                  "total USD\u00a063,437.05, credits "
                                                  "USD\u00a063,439.55."_s;
        api::TrialBalance reported = usdOctober();
        reported.totalCredit -= 1;
        QTest::newRow("totals that disagree with the lines")
            << reported << qint64(0)
            << u"Out of balance: the lines add up to USD\u00a063,437.05 on each side, but the "
               "service reported different totals."_s;
    }

    void unbalancedWarning()
    {
        QFETCH(api::TrialBalance, tb);
        QFETCH(qint64, difference);
        QFETCH(QString, text);
        TrialBalanceModel model;
        model.setTrialBalance(tb);
        QVERIFY(!model.isBalanced());
        QCOMPARE(model.difference(), difference);
        QCOMPARE(model.report().balanceText(QLocale(QLocale::English, QLocale::UnitedStates)),
                 text);
        // The total row shows the sums of the lines, whatever the service said.
        const int last = model.rowCount() - 1;
        QCOMPARE(model.rowKind(last), Kind::Total);
        QCOMPARE(model.rowAt(last).debit - model.rowAt(last).credit, difference);
    }

    void comparisonColumns()
    {
        TrialBalanceModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        model.setLocale(en);
        model.setTrialBalance(usdOctober(), usdSeptember());
        QVERIFY(model.hasComparison());
        QCOMPARE(model.columnCount(), int(TrialBalanceReport::ColumnCount));
        QCOMPARE(model.headerData(TrialBalanceReport::Debit, Qt::Horizontal).toString(),
                 u"Debit\n10/31/2026"_s);
        QCOMPARE(model.headerData(TrialBalanceReport::CompareCredit, Qt::Horizontal).toString(),
                 u"Credit\n9/30/2026"_s);
        QCOMPARE(model.headerData(TrialBalanceReport::Change, Qt::Horizontal).toString(),
                 u"Change in\nbalance"_s);
        QVERIFY(model.headerData(TrialBalanceReport::Change, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(u"normal side"_s));
        // Files: a CSV's dates are ISO 8601 (the C locale), a workbook's the user's.
        QCOMPARE(model.report().columnTitle(TrialBalanceReport::CompareDebit, QLocale::c(), true),
                 u"Debit 2026-09-30 (USD)"_s);
        QCOMPARE(model.report().columnTitle(TrialBalanceReport::CompareDebit, en, true),
                 u"Debit 9/30/2026 (USD)"_s);

        // Bank: 62,909.51 now, 54,000.00 then, 8,909.51 more.
        const int bank = rowOfCode(model, u"1010"_s);
        QCOMPARE(cell(model, bank, TrialBalanceReport::Debit), u"62,909.51"_s);
        QCOMPARE(cell(model, bank, TrialBalanceReport::CompareDebit), u"54,000.00"_s);
        QCOMPARE(cell(model, bank, TrialBalanceReport::Change), u"8,909.51"_s);
        // The receivable went from a debit of 1,250.00 to a credit of 1.05.
        const int receivable = rowOfCode(model, u"1100"_s);
        QCOMPARE(cell(model, receivable, TrialBalanceReport::Credit), u"1.05"_s);
        QCOMPARE(cell(model, receivable, TrialBalanceReport::CompareDebit), u"1,250.00"_s);
        QCOMPARE(cell(model, receivable, TrialBalanceReport::Change), u"-1,251.05"_s);
        QCOMPARE(model.index(receivable, TrialBalanceReport::Change)
                     .data(models::AmountMinorRole)
                     .toLongLong(),
                 -125105);
        // Refunds exist only now: the comparison side is empty, the change is all of it. A
        // debit on a revenue (credit-normal) account shrinks its balance: −110.91.
        const int refunds = rowOfCode(model, u"4200"_s);
        QCOMPARE(cell(model, refunds, TrialBalanceReport::CompareDebit), QString());
        QCOMPARE(cell(model, refunds, TrialBalanceReport::Change), u"-110.91"_s);
        // The grand total of both dates, and a change of zero.
        const int total = model.rowCount() - 1;
        QCOMPARE(cell(model, total, TrialBalanceReport::CompareDebit), u"55,400.00"_s);
        QCOMPARE(cell(model, total, TrialBalanceReport::CompareCredit), u"55,400.00"_s);
        QCOMPARE(cell(model, total, TrialBalanceReport::Change), u"0.00"_s);
        QVERIFY(model.isBalanced());
        QVERIFY(model.report().isComparisonBalanced());

        // An account only in the comparison still has its row.
        api::TrialBalance before = usdSeptember();
        before.lines << line("5200", "Bank charges", "expense", 500, 0);
        before.lines[0].debit -= 500;
        model.setTrialBalance(usdOctober(), before);
        const int charges = rowOfCode(model, u"5200"_s);
        QVERIFY(charges > 0);
        QCOMPARE(cell(model, charges, TrialBalanceReport::Debit), QString());
        QCOMPARE(cell(model, charges, TrialBalanceReport::CompareDebit), u"5.00"_s);
        QCOMPARE(cell(model, charges, TrialBalanceReport::Change), u"-5.00"_s);

        // An unbalanced comparison is reported too.
        model.setTrialBalance(usdOctober(), unbalanced());
        QVERIFY(model.isBalanced());
        QVERIFY(!model.report().isComparisonBalanced());
        QVERIFY(model.report().balanceText(en).contains(u"comparison"_s));

        // Without the comparison the extra columns go.
        model.setTrialBalance(usdOctober());
        QCOMPARE(model.columnCount(), 5);
    }

    void loadWithoutClient()
    {
        TrialBalanceModel model;
        QSignalSpy loading(&model, &TrialBalanceModel::loadingChanged);
        model.load(QDate(2026, 10, 31), u"USD"_s);
        QVERIFY(!model.isLoading());
        QVERIFY(loading.isEmpty());
        AccountsTreeModel accounts;
        accounts.reload();
        QVERIFY(!accounts.isLoading());
    }
};

QTEST_MAIN(TestLedgerModels)
#include "tst_ledgermodels.moc"
