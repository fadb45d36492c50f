// The Trial balance pane against the real sandbox, offscreen: the grouped table, the Balanced
// mark and the red warning, the comparison columns, the chart, presets, opening an account's
// transactions, exports, remembered state and switching clients.
#include "../api/cannedserver.h"
#include "api/apiclient.h"
#include "charts/trialbalancechart.h"
#include "dialogs/accountledgerdialog.h"
#include "ledger/accountledgermodel.h"
#include "ledger/trialbalancemodel.h"
#include "panes/trialbalancepane.h"
#include "profiles/language.h"
#include "sandboxclient.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QMenu>
#include <QNetworkProxy>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace paydesk;
using paydesk::testing::chargeBody;
using paydesk::testing::SandboxFixture;
using Preset = ui::TrialBalancePane::Preset;
using ledger::TrialBalanceReport;
using RowKind = ledger::TrialBalanceRow::Kind;

namespace {

QDate todayUtc()
{
    return QDateTime::currentDateTimeUtc().date();
}

api::TrialBalance unbalanced()
{
    api::TrialBalance tb;
    tb.date = QDate(2026, 10, 31);
    tb.currency = u"USD"_s;
    tb.lines = {{u"1100"_s, u"Gateway receivable"_s, u"asset"_s, 9780, 0},
                {u"4100"_s, u"Sales"_s, u"revenue"_s, 0, 10000},
                {u"5100"_s, u"Processing fees"_s, u"expense"_s, 320, 0}};
    tb.totalDebit = 10100;
    tb.totalCredit = 10000;
    return tb;
}

} // namespace

class TestTrialBalancePane : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    QTemporaryDir m_dir;
    qint64 m_sales = 0;

    std::unique_ptr<api::ApiClient> newClient(const QString &key = SandboxFixture::testKey())
    {
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = key;
        config.maxRetries = 0;
        return std::make_unique<api::ApiClient>(config, &m_nam);
    }

    static int rowOfCode(const ledger::TrialBalanceModel *m, const QString &code)
    {
        for (int r = 0; r < m->rowCount(); ++r) {
            if (m->accountCodeAt(r) == code)
                return r;
        }
        return -1;
    }

    static QLabel *balanceLabel(ui::TrialBalancePane &pane)
    {
        return pane.findChild<QLabel *>(u"balanceLabel"_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The figures below are written as en_US shows them.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_sandbox.start());
        m_nam.setProxy(QNetworkProxy::NoProxy);
        for (const qint64 amount : {2599, 10000, 123456, 4502 /* declined */}) {
            const auto r = m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(amount));
            if (r.status == 201)
                m_sales += amount;
            if (amount == 10000)
                QCOMPARE(m_sandbox.client
                             .post(u"/api/v1/transactions/"_s + r.json.value(u"id"_s).toString() +
                                       u"/refunds"_s,
                                   QJsonObject{{u"amount"_s, 2500}})
                             .status,
                         201);
        }
        QCOMPARE(m_sales, 2599 + 10000 + 123456);
    }

    void presets_data()
    {
        QTest::addColumn<QDate>("today");
        QTest::addColumn<Preset>("preset");
        QTest::addColumn<QDate>("expected");
        QTest::newRow("month, mid-November")
            << QDate(2026, 11, 22) << Preset::EndOfLastMonth << QDate(2026, 10, 31);
        QTest::newRow("month, in March, leap year")
            << QDate(2028, 3, 5) << Preset::EndOfLastMonth << QDate(2028, 2, 29);
        QTest::newRow("month, in January")
            << QDate(2026, 1, 15) << Preset::EndOfLastMonth << QDate(2025, 12, 31);
        QTest::newRow("quarter, in Q4")
            << QDate(2026, 11, 22) << Preset::EndOfLastQuarter << QDate(2026, 9, 30);
        QTest::newRow("quarter, first day of Q2")
            << QDate(2026, 4, 1) << Preset::EndOfLastQuarter << QDate(2026, 3, 31);
        QTest::newRow("quarter, in Q1")
            << QDate(2026, 2, 10) << Preset::EndOfLastQuarter << QDate(2025, 12, 31);
        QTest::newRow("year") << QDate(2026, 11, 22) << Preset::EndOfLastYear
                              << QDate(2025, 12, 31);
    }

    void presets()
    {
        QFETCH(QDate, today);
        QFETCH(Preset, preset);
        QFETCH(QDate, expected);
        QCOMPARE(ui::TrialBalancePane::presetDate(preset, today), expected);
    }

    void tableChartAndComparison()
    {
        auto client = newClient();
        ui::TrialBalancePane pane;
        profiles::Profile profile = profiles::localSandboxTemplate();
        profile.name = u"Local sandbox"_s;
        pane.setProfile(profile);
        pane.resize(1280, 760);
        QSignalSpy refreshed(&pane, &ui::TrialBalancePane::lastRefreshed);
        pane.setClient(client.get());
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 15000); // it may come while the window shows

        // Defaults: today (the user's), USD, no comparison.
        QCOMPARE(pane.asOfDate(), QDate::currentDate());
        QCOMPARE(pane.currency(), u"USD"_s);
        QVERIFY(!pane.compareDate());
        auto *asOf = pane.findChild<QDateEdit *>(u"asOfDate"_s);
        QVERIFY(asOf->calendarPopup());
        QCOMPARE(asOf->accessibleName(), u"As-of date"_s);
        // The sandbox's day is UTC; ask for that one, so the test holds near midnight.
        refreshed.clear();
        pane.setAsOfDate(todayUtc());
        if (pane.model()->date() != todayUtc())
            QVERIFY(refreshed.wait(15000));

        const ledger::TrialBalanceModel *model = pane.model();
        QTableView *view = pane.view();
        QCOMPARE(view->model(), model);
        const int sales = rowOfCode(model, u"4100"_s);
        QVERIFY(sales > 0);
        QCOMPARE(model->rowAt(sales).credit, m_sales);
        QCOMPARE(model->rowKind(0), RowKind::Group);
        QCOMPARE(view->columnSpan(0, 0), model->columnCount());
        QCOMPARE(model->rowKind(model->rowCount() - 1), RowKind::Total);

        // The Balanced mark, green.
        QVERIFY(pane.isBalanced());
        QLabel *balance = balanceLabel(pane);
        QVERIFY(balance->isVisible());
        QVERIFY(balance->text().startsWith(u"Balanced"_s));
        const QColor ok = balance->palette().color(QPalette::WindowText);
        QVERIFY(ok.green() > ok.red());
        QVERIFY(!pane.findChild<QLabel *>(u"balanceIcon"_s)->pixmap().isNull());

        // The chart: debits and credits per type present.
        ui::TrialBalanceChart *chart = pane.chart();
        QVERIFY(chart->isVisible());
        QCOMPARE(chart->categories(), (QStringList{u"Assets"_s, u"Revenue"_s, u"Expenses"_s}));
        QCOMPARE(chart->seriesNames(), (QStringList{u"Debit"_s, u"Credit"_s}));

        // Compare with yesterday: the extra columns, the change, four bar sets.
        auto *compare = pane.findChild<QCheckBox *>(u"compareCheck"_s);
        auto *compareEdit = pane.findChild<QDateEdit *>(u"compareDate"_s);
        QVERIFY(!compareEdit->isEnabled());
        QCOMPARE(compareEdit->date(), QDate(todayUtc().year(), todayUtc().month(), 1).addDays(-1));
        refreshed.clear();
        pane.setCompareDate(todayUtc().addDays(-1));
        QVERIFY(compare->isChecked());
        QVERIFY(compareEdit->isEnabled());
        QVERIFY(refreshed.wait(15000));
        QVERIFY(model->hasComparison());
        QCOMPARE(model->columnCount(), int(TrialBalanceReport::ColumnCount));
        QCOMPARE(model->rowAt(rowOfCode(model, u"4100"_s)).change(), m_sales);
        QCOMPARE(chart->seriesNames().size(), 4);
        QVERIFY(model->headerData(TrialBalanceReport::CompareDebit, Qt::Horizontal)
                    .toString()
                    .contains(ledger::shortDate(todayUtc().addDays(-1), QLocale())));

        // Double-click (and Enter) on an account: its entries from the comparison date to the
        // as-of date, with the running balance up to the trial balance's figure.
        const int receivable = rowOfCode(model, u"1100"_s);
        const QRect rect = view->visualRect(model->index(receivable, TrialBalanceReport::Account));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        ui::AccountLedgerDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = pane.findChild<ui::AccountLedgerDialog *>()) != nullptr);
        const ledger::AccountLedger &entries = dialog->model()->ledger();
        QCOMPARE(entries.account().code, u"1100"_s);
        QCOMPARE(entries.from(), todayUtc());
        QCOMPARE(entries.to(), todayUtc());
        QCOMPARE(entries.closing(), model->rowAt(receivable).net());
        dialog->close();
        QTRY_VERIFY(!pane.findChild<ui::AccountLedgerDialog *>());
        // Not on a heading or a total.
        view->setCurrentIndex(model->index(0, 0));
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(!pane.findChild<ui::AccountLedgerDialog *>());

        // Export from the pane: the sandbox's merchant is looked up and named in the file.
        QSignalSpy exported(&pane, &ui::TrialBalancePane::exportFinished);
        const QString pdf = m_dir.filePath(u"pane.pdf"_s);
        QVERIFY(pane.exportTo(ledger::ExportFormat::Pdf, pdf));
        QVERIFY(pane.isExporting());
        QVERIFY(!pane.exportTo(ledger::ExportFormat::Csv, m_dir.filePath(u"no.csv"_s)));
        QVERIFY(exported.wait(30000));
        QCOMPARE(exported.first().at(1).toString(), QString());
        QVERIFY(!pane.isExporting());
        QProcess text;
        text.start(u"pdftotext"_s, {u"-layout"_s, pdf, u"-"_s});
        QVERIFY(text.waitForFinished(30000));
        const QString pdfText = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY(pdfText.contains(u"Balanced"_s));
        // pdftotext may read a gap between two glyphs of an id as a space: the id is looked for
        // in the text without spaces (the whole text is printed when it is not there).
        const QString merchant = m_sandbox.service->merchantId();
        QVERIFY2(QString(pdfText).remove(QRegularExpression(u"\\s"_s)).contains(merchant),
                 qPrintable(merchant + u" not in: "_s + pdfText.left(400)));
        QVERIFY(pdfText.contains(u"Local sandbox (test data)"_s));

        // Remembered: currency and the comparison switch.
        pane.setCurrency(u"JPY"_s);
        const QByteArray state = pane.saveState();
        ui::TrialBalancePane other;
        QVERIFY(other.restoreState(state));
        QCOMPARE(other.currency(), u"JPY"_s);
        QVERIFY(other.compareDate().has_value());
        QVERIFY(!other.restoreState(QByteArray("nope")));
    }

    void seededMonthEnd()
    {
        // 90 days of demo data (bank, capital, daily settlements) up to now, as of today
        // beside the month end before: what an accountant sees, and the screenshot.
        SandboxFixture seeded;
        sandbox::SandboxOptions options;
        options.seedCount = 3000;
        options.seedEndSecs = QDateTime::currentSecsSinceEpoch();
        QVERIFY(seeded.start(options));
        api::ClientConfig config;
        config.baseUrl = seeded.service->url();
        config.apiKey = SandboxFixture::testKey();
        api::ApiClient client(config, &m_nam);

        ui::TrialBalancePane pane;
        profiles::Profile profile = profiles::localSandboxTemplate();
        profile.name = u"Local sandbox"_s;
        pane.setProfile(profile);
        pane.resize(1280, 760);
        const QDate monthEnd = QDate(todayUtc().year(), todayUtc().month(), 1).addDays(-1);
        pane.setAsOfDate(todayUtc());
        pane.setCompareDate(monthEnd);
        QSignalSpy refreshed(&pane, &ui::TrialBalancePane::lastRefreshed);
        pane.setClient(&client);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 30000); // it may come while the window shows

        const ledger::TrialBalanceModel *model = pane.model();
        QVERIFY(model->hasComparison());
        QCOMPARE(model->report().compareDate(), std::optional<QDate>(monthEnd));
        QVERIFY(pane.isBalanced());
        QVERIFY(rowOfCode(model, u"1010"_s) >= 0);
        QVERIFY(rowOfCode(model, u"3100"_s) >= 0);
        const auto &total = model->rowAt(model->rowCount() - 1);
        QVERIFY(total.compareDebit > 0);
        QCOMPARE(total.compareDebit, total.compareCredit);
        QVERIFY(total.debit > total.compareDebit);
        QCOMPARE(pane.chart()->seriesNames().size(), 4);
        QCOMPARE(pane.chart()->categories().size(), 4); // assets, equity, revenue, expenses

        // Export, All currencies: the currencies in use are offered, each one's trial balance
        // is read (said on the status line) and written in one file with a currency column.
        QStringList inUse;
        for (const QJsonValue &v :
             seeded.client.get(u"/v1/ledger/accounts"_s).json.value(u"currencies"_s).toArray())
            inUse << v.toString();
        inUse.sort();
        QVERIFY(inUse.size() > 1);
        QTRY_COMPARE(pane.currenciesInUse(), inUse);
        auto *all = pane.findChild<QMenu *>(u"exportAllCurrencies"_s);
        QVERIFY(all);
        QVERIFY(all->menuAction()->isEnabled());
        QVERIFY2(all->menuAction()->toolTip().contains(inUse.constLast()),
                 qPrintable(all->menuAction()->toolTip()));
        QVERIFY(all->findChild<QAction *>(u"export_all_xlsx"_s));
        QSignalSpy said(&pane, &ui::TrialBalancePane::statusMessage);
        QSignalSpy exported(&pane, &ui::TrialBalancePane::exportFinished);
        const QString csv = m_dir.filePath(u"all-currencies.csv"_s);
        QVERIFY(pane.exportTo(ledger::ExportFormat::Csv, csv,
                              ui::TrialBalancePane::Scope::AllCurrencies));
        QVERIFY(pane.isExporting());
        QVERIFY(exported.wait(30000));
        QCOMPARE(exported.first().at(1).toString(), QString());
        QStringList messages;
        for (const QList<QVariant> &m : std::as_const(said))
            messages << m.first().toString();
        QVERIFY2(messages.join(u'\n').contains(
                     u"Reading the trial balance in %1 (%2 of %2)"_s.arg(inUse.constLast())
                         .arg(inUse.size())),
                 qPrintable(messages.join(u'\n')));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QVERIFY(lines.first().contains(",currency,row_type"));
        QStringList written;
        for (const QByteArray &line : lines) {
            const QList<QByteArray> fields = line.trimmed().split(',');
            if (fields.size() > 2 && fields.constLast() == "total")
                written << QString::fromLatin1(fields.at(fields.size() - 2));
        }
        QCOMPARE(written, inUse); // a total per currency, in order
    }

    // A service without ledger entries (404): the month's transactions, with a line saying why.
    void withoutEntriesTheOldDrillDownStays()
    {
        testing::CannedServer canned;
        canned.route(
            "/v1/ledger/trial-balance",
            testing::CannedServer::answer(200, R"({"date":"2026-10-31","currency":"USD","lines":[
                         {"account_code":"1010","account_name":"Bank","account_type":"asset",
                          "debit":500,"credit":0},
                         {"account_code":"4100","account_name":"Sales","account_type":"revenue",
                          "debit":0,"credit":500}],"total_debit":500,"total_credit":500})"));
        const QByteArray notFound = R"({"error":"not_found","details":"No such endpoint."})";
        canned.route("/v1/ledger/entries", testing::CannedServer::answer(404, notFound));
        canned.route("/v1/ledger/accounts", testing::CannedServer::answer(404, notFound));
        api::ClientConfig config;
        config.baseUrl = canned.url();
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        api::ApiClient client(config, &m_nam);
        ui::TrialBalancePane pane;
        pane.setAsOfDate(QDate(2026, 10, 31));
        pane.setCompareDate(std::nullopt);
        QSignalSpy loaded(pane.model(), &ledger::TrialBalanceModel::loaded);
        pane.setClient(&client);
        pane.refresh();
        QVERIFY(loaded.wait(15000));
        QSignalSpy open(&pane, &ui::TrialBalancePane::openTransactions);
        QSignalSpy said(&pane, &ui::TrialBalancePane::statusMessage);
        auto *view = pane.view();
        view->setCurrentIndex(pane.model()->index(rowOfCode(pane.model(), u"1010"_s), 0));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(open.wait(15000));
        QCOMPARE(open.first().at(0).toDate(), QDate(2026, 10, 1));
        QCOMPARE(open.first().at(1).toDate(), QDate(2026, 11, 1));
        QVERIFY(said.constLast().first().toString().contains(u"does not list"_s));
        QVERIFY(!pane.findChild<ui::AccountLedgerDialog *>());
        // Known from now on: the next activation asks nothing.
        const auto asked = canned.requests.size();
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(open.size(), 2);
        QCOMPARE(canned.requests.size(), asked);
    }

    void presetAction()
    {
        ui::TrialBalancePane pane;
        auto *action = pane.findChild<QAction *>(u"preset%1"_s.arg(int(Preset::EndOfLastYear)));
        QVERIFY(action);
        action->trigger();
        QCOMPARE(pane.asOfDate(), QDate(QDate::currentDate().year() - 1, 12, 31));
        // The comparison follows the as-of date: the month end before it.
        QCOMPARE(pane.findChild<QDateEdit *>(u"compareDate"_s)->date(),
                 QDate(QDate::currentDate().year() - 1, 11, 30));
    }

    void unbalancedWarning()
    {
        ui::TrialBalancePane pane;
        pane.resize(1000, 600);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.model()->setTrialBalance(unbalanced());
        QVERIFY(!pane.isBalanced());
        QLabel *balance = balanceLabel(pane);
        QVERIFY(balance->isVisible());
        const QString text = balance->text();
        QVERIFY2(text.contains(u"Out of balance by USD\u00a01.00"_s), qPrintable(text));
        const QColor warn = balance->palette().color(QPalette::WindowText);
        QVERIFY(warn.red() > warn.green());
        QCOMPARE(pane.chart()->categories().size(), 3);
        // Still exportable, with the warning in the file.
        QSignalSpy exported(&pane, &ui::TrialBalancePane::exportFinished);
        const QString csv = m_dir.filePath(u"unbalanced.csv"_s);
        QVERIFY(pane.exportTo(ledger::ExportFormat::Csv, csv));
        QVERIFY(exported.wait(15000));
        QVERIFY(QFileInfo(csv).size() > 0);
    }

    void chartFollowsTheFigures()
    {
        // A refresh that brings the same figures leaves the chart as it is; any change of a
        // figure, a date or the comparison rebuilds it (the old series is deleted).
        ui::TrialBalanceChart chart;
        const auto series = [&chart]() -> QPointer<QAbstractSeries> {
            const QList<QAbstractSeries *> all = chart.findChild<QChartView *>()->chart()->series();
            return all.isEmpty() ? nullptr : all.constFirst();
        };
        chart.setReport(ledger::TrialBalanceReport::build(unbalanced(), std::nullopt));
        QPointer<QAbstractSeries> shown = series();
        QVERIFY(shown);
        chart.setReport(ledger::TrialBalanceReport::build(unbalanced(), std::nullopt));
        QVERIFY(shown);
        QCOMPARE(series(), shown);

        api::TrialBalance changed = unbalanced();
        changed.lines[1].credit = 12000;
        chart.setReport(ledger::TrialBalanceReport::build(changed, std::nullopt));
        QVERIFY(!shown);
        shown = series();
        QVERIFY(shown);

        api::TrialBalance later = changed;
        later.date = later.date.addDays(1);
        chart.setReport(ledger::TrialBalanceReport::build(later, std::nullopt));
        QVERIFY(!shown);
        shown = series();

        chart.setReport(ledger::TrialBalanceReport::build(later, unbalanced()));
        QVERIFY(!shown);
        QCOMPARE(chart.seriesNames().size(), 4);

        chart.setReport({});
        QVERIFY(!series());
        QCOMPARE(chart.seriesNames().size(), 0);
    }

    // Account type names read whole down the left of the bars, even in a narrow chart: the plot
    // starts right of the widest (ui.layoutfit's pictures show "Eigenkapital" and
    // "Aufwendungen" whole in German).
    void chartLabelsNeverCutShort()
    {
        ui::TrialBalanceChart chart;
        chart.setReport(ledger::TrialBalanceReport::build(unbalanced(), std::nullopt));
        QVERIFY(chart.categories().size() >= 2);
        chart.resize(300, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const QFontMetrics fm(chart.font());
        int widest = 0;
        for (const QString &name : chart.categories())
            widest = std::max(widest, fm.horizontalAdvance(name));
        QTRY_VERIFY(chart.plotArea().width() > 0);
        QVERIFY2(chart.plotArea().left() > widest,
                 qPrintable(
                     u"the plot starts at %1, the widest label is %2"_s.arg(chart.plotArea().left())
                         .arg(widest)));
    }

    // With the comparison on, in the pane's share of a 1366 px window, every column is in view
    // in each language: the account name's column gives way, the amounts are never pushed off
    // the side ("Veränderung des Saldos" on one line did that in German).
    void everyColumnInView_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de", "fr"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void everyColumnInView()
    {
        QFETCH(QString, language);
        QCOMPARE(profiles::applyLanguage(language), language);
        const auto english = qScopeGuard([] { profiles::applyLanguage(u"en"_s); });
        auto client = newClient();
        {
            ui::TrialBalancePane pane;
            pane.setCompareDate(todayUtc().addDays(-30));
            pane.resize(1100, 660);
            QSignalSpy refreshed(&pane, &ui::TrialBalancePane::lastRefreshed);
            pane.setClient(client.get());
            pane.show();
            QVERIFY(QTest::qWaitForWindowExposed(&pane));
            QTRY_VERIFY_WITH_TIMEOUT(pane.hasFigures() && pane.model()->hasComparison(), 15000);
            QTableView *view = pane.view();
            QCoreApplication::processEvents();
            QHeaderView *header = view->horizontalHeader();
            const int last = pane.model()->columnCount() - 1;
            QTRY_VERIFY2(header->sectionViewportPosition(last) + header->sectionSize(last) <=
                             view->viewport()->width(),
                         qPrintable(u"the last column ends at %1 of %2"_s
                                        .arg(header->sectionViewportPosition(last) +
                                             header->sectionSize(last))
                                        .arg(view->viewport()->width())));
        }
    }

    void switchingClientsAndErrors()
    {
        auto first = newClient();
        auto second = newClient();
        ui::TrialBalancePane pane;
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QSignalSpy refreshed(&pane, &ui::TrialBalancePane::lastRefreshed);
        pane.setClient(first.get());
        QVERIFY(pane.model()->isLoading());
        QCOMPARE(first->pendingCount(), 2); // the trial balance and the currencies in use
        pane.setClient(second.get());
        QCOMPARE(first->pendingCount(), 0);
        QVERIFY(refreshed.wait(15000));
        QCOMPARE(refreshed.size(), 1);

        auto wrong = newClient(u"pts_test_WrongKey0123456789abcdefABCDEF"_s);
        QSignalSpy failed(&pane, &ui::TrialBalancePane::errorOccurred);
        pane.setClient(wrong.get());
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 15000); // it may come while the window shows
        auto *state = pane.findChild<QLabel *>(u"trialBalanceState"_s);
        QVERIFY(state->isVisible());
        QVERIFY(state->text().startsWith(u"The trial balance could not be loaded"_s));
        QVERIFY(!pane.findChild<QToolButton *>(u"exportButton"_s)->isEnabled());

        pane.setClient(nullptr);
        QVERIFY(state->text().contains(u"Not connected"_s));
        QVERIFY(!balanceLabel(pane)->isVisible());
    }
};

QTEST_MAIN(TestTrialBalancePane)
#include "tst_trialbalancepane.moc"
