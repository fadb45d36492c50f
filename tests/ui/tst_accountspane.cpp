// The Chart of accounts pane against the real sandbox, offscreen: the tree by type and parent,
// the recursive filter, expand and collapse, the keyboard, remembered state, switching
// clients.
#include "api/apiclient.h"
#include "ledger/accountstreemodel.h"
#include "panes/accountspane.h"
#include "sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace paydesk;
using paydesk::testing::SandboxFixture;

class TestAccountsPane : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    QTemporaryDir m_dir;

    std::unique_ptr<api::ApiClient> newClient()
    {
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        return std::make_unique<api::ApiClient>(config, &m_nam);
    }

    // Every code visible in the proxy, depth first.
    static QStringList visibleCodes(const QAbstractItemModel *m, const QModelIndex &parent = {})
    {
        QStringList out;
        for (int r = 0; r < m->rowCount(parent); ++r) {
            const QModelIndex i = m->index(r, 0, parent);
            out << i.data().toString();
            out << visibleCodes(m, i);
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The figures below are written as en_US shows them.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_sandbox.start());
        m_nam.setProxy(QNetworkProxy::NoProxy);
    }

    void treeFilterAndKeyboard()
    {
        auto client = newClient();
        ui::AccountsPane pane;
        QAbstractItemModelTester tester(pane.proxy(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        pane.resize(900, 600);
        QSignalSpy refreshed(&pane, &ui::AccountsPane::lastRefreshed);
        QSignalSpy status(&pane, &ui::AccountsPane::statusMessage);
        pane.setClient(client.get()); // not shown yet: nothing loads
        QVERIFY(!pane.model()->isLoading());
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 15000); // it may come while the window shows
        QVERIFY(status.constLast().first().toString().startsWith(u"14 account"_s));

        QTreeView *view = pane.view();
        QAbstractItemModel *proxy = view->model();
        QCOMPARE(proxy->rowCount(), 5);
        QCOMPARE(proxy->index(0, 0).data().toString(), u"Assets"_s);
        QVERIFY(view->isFirstColumnSpanned(0, {}));
        QVERIFY(!view->isFirstColumnSpanned(0, proxy->index(0, 0)));
        QVERIFY(view->isExpanded(proxy->index(0, 0)));

        // The filter keeps the type and parent of what matches.
        pane.setFilterText(u"receiv"_s);
        QCOMPARE(visibleCodes(proxy), (QStringList{u"Assets"_s, u"1000"_s, u"1100"_s}));
        QVERIFY(view->isExpanded(proxy->index(0, 0, proxy->index(0, 0))));
        // A type's name shows all of it.
        pane.setFilterText(u"Expenses"_s);
        QCOMPARE(visibleCodes(proxy),
                 (QStringList{u"Expenses"_s, u"5000"_s, u"5100"_s, u"5200"_s}));
        pane.setFilterText(u"zzz"_s);
        QCOMPARE(proxy->rowCount(), 0);
        auto *state = pane.findChild<QLabel *>(u"accountsState"_s);
        QVERIFY(state->isVisible());
        QVERIFY(state->text().contains(u"No account matches"_s));

        // Escape in the filter clears it; Down goes to the tree.
        auto *search = pane.findChild<QLineEdit *>(u"accountsSearch"_s);
        QCOMPARE(search->accessibleName(), u"Filter accounts"_s);
        pane.focusSearch();
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClick(search, Qt::Key_Escape);
        QCOMPARE(pane.filterText(), QString());
        QCOMPARE(proxy->rowCount(), 5);
        QTest::keyClick(search, Qt::Key_Down);
        QTRY_VERIFY(view->hasFocus());
        QTest::keyClick(view, Qt::Key_Down);
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(pane.currentAccount()->code, u"1010"_s);

        // Collapse and expand all, by button.
        pane.findChild<QPushButton *>(u"collapseAllButton"_s)->click();
        QVERIFY(!view->isExpanded(proxy->index(0, 0)));
        pane.findChild<QPushButton *>(u"expandAllButton"_s)->click();
        QVERIFY(view->isExpanded(proxy->index(0, 0)));
        QVERIFY(view->isExpanded(proxy->index(0, 0, proxy->index(3, 0))));

        // A group asks for nothing (its entries are on its accounts); an account asks for its
        // entries (the window opens them from the trial balance).
        QSignalSpy ledgerWanted(&pane, &ui::AccountsPane::ledgerRequested);
        const QModelIndex group = proxy->index(0, 0, proxy->index(0, 0)); // 1000 Assets
        view->setCurrentIndex(group);
        QCOMPARE(pane.currentAccount()->code, u"1000"_s);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(ledgerWanted.size(), 0);
        QVERIFY(status.constLast().first().toString().contains(u"is a group"_s));
        view->setCurrentIndex(proxy->index(0, 0, group));
        QCOMPARE(pane.currentAccount()->code, u"1010"_s);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(ledgerWanted.size(), 1);
        QCOMPARE(ledgerWanted.first().first().value<api::LedgerAccount>().code, u"1010"_s);

        // Export: the chart as loaded, to CSV, off the GUI thread; the window is told.
        QSignalSpy exported(&pane, &ui::AccountsPane::exportFinished);
        QSignalSpy told(&pane, &ui::AccountsPane::fileExported);
        const QString csv = m_dir.filePath(u"chart.csv"_s);
        QVERIFY(pane.exportTo(ledger::ExportFormat::Csv, csv));
        QVERIFY(!pane.exportTo(ledger::ExportFormat::Csv, csv)); // one at a time
        QVERIFY(exported.wait(15000));
        QCOMPARE(exported.first().at(1).toString(), QString());
        QCOMPARE(told.size(), 1);
        QCOMPARE(told.first().at(1).toString(), csv);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count("\r\n"), 15); // the header and 14 accounts

        // Remembered: the filter and the columns.
        pane.setFilterText(u"bank"_s);
        const QByteArray saved = pane.saveState();
        ui::AccountsPane other;
        QVERIFY(other.restoreState(saved));
        QCOMPARE(other.filterText(), u"bank"_s);
        QVERIFY(!other.restoreState(QByteArray("garbage")));
    }

    void switchingClients()
    {
        auto first = newClient();
        auto second = newClient();
        ui::AccountsPane pane;
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QSignalSpy refreshed(&pane, &ui::AccountsPane::lastRefreshed);
        pane.setClient(first.get());
        QVERIFY(pane.model()->isLoading());
        QCOMPARE(first->pendingCount(), 1);
        pane.setClient(second.get()); // the first one's request is cancelled
        QCOMPARE(first->pendingCount(), 0);
        QVERIFY(refreshed.wait(15000));
        QCOMPARE(refreshed.size(), 1);
        QCOMPARE(pane.model()->rowCount(), 5);

        pane.setClient(nullptr);
        QCOMPARE(pane.model()->rowCount(), 0);
        auto *state = pane.findChild<QLabel *>(u"accountsState"_s);
        QVERIFY(state->text().contains(u"Not connected"_s));
        QVERIFY(!pane.findChild<QPushButton *>(u"refreshButton"_s)->isEnabled());
    }

    void errorShown()
    {
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = u"pts_test_WrongKey0123456789abcdefABCDEF"_s;
        config.maxRetries = 0;
        api::ApiClient client(config, &m_nam);
        ui::AccountsPane pane;
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QSignalSpy failed(&pane, &ui::AccountsPane::errorOccurred);
        pane.setClient(&client);
        QVERIFY(failed.wait(15000));
        auto *state = pane.findChild<QLabel *>(u"accountsState"_s);
        QVERIFY(state->isVisible());
        QVERIFY(state->text().startsWith(u"The chart of accounts could not be loaded"_s));
    }
};

QTEST_MAIN(TestAccountsPane)
#include "tst_accountspane.moc"
