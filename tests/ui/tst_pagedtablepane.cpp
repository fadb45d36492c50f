// What the Transactions and Refunds panes share through PagedTablePane, run on both (the named
// rows of each _data() table) over the real sandbox, offscreen: the header's menu of columns
// and "Reset columns", the saved state (and one saved by an earlier version), the state line,
// busy bar and empty state while a slow service answers, no client, errors.
#include "models/pagedlistmodel.h"
#include "panes/pagedtablepane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using models::DatePreset;
using ui::PagedTablePane;

enum class Kind { Transactions, Refunds };
Q_DECLARE_METATYPE(Kind)

class TestPagedTablePane : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    SandboxFixture m_slow; // every answer takes 700 ms, well beyond BusyDelay::DelayMs
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    std::unique_ptr<api::ApiClient> m_slowClient;

    std::unique_ptr<api::ApiClient> clientOf(const SandboxFixture &sandbox, const QString &key)
    {
        api::ClientConfig config;
        config.baseUrl = sandbox.service->url();
        config.apiKey = key;
        return std::make_unique<api::ApiClient>(config, &m_nam);
    }

    static std::unique_ptr<PagedTablePane> makePane(Kind kind, api::ApiClient *client)
    {
        std::unique_ptr<PagedTablePane> pane;
        if (kind == Kind::Transactions)
            pane = std::make_unique<ui::TransactionsPane>();
        else
            pane = std::make_unique<ui::RefundsPane>();
        pane->resize(1280, 800);
        pane->setClient(client);
        return pane;
    }

    static models::PagedListModel *modelOf(const PagedTablePane &pane)
    {
        return qobject_cast<models::PagedListModel *>(pane.view()->model());
    }

    static void waitIdle(const PagedTablePane &pane)
    {
        QTRY_VERIFY_WITH_TIMEOUT(!modelOf(pane)->isLoading(), 15000);
    }

    // A right click on the header, as a person makes it: the menu it pops up.
    static QMenu *openHeaderMenu(PagedTablePane &pane)
    {
        QHeaderView *header = pane.view()->horizontalHeader();
        const QPoint pos(header->sectionViewportPosition(header->logicalIndex(0)) + 8,
                         header->height() / 2);
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos,
                                header->viewport()->mapToGlobal(pos));
        QApplication::sendEvent(header->viewport(), &event);
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        return menu && menu->objectName() == u"headerMenu"_s ? menu : nullptr;
    }

    static void addKinds()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("noun");
        QTest::newRow("transactions") << Kind::Transactions << u"transactions"_s;
        QTest::newRow("refunds") << Kind::Refunds << u"refunds"_s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_nam.setProxy(QNetworkProxy::NoProxy);
        sandbox::SandboxOptions options;
        options.seedCount = 1'000;
        options.seedEndSecs = QDateTime::currentSecsSinceEpoch();
        QVERIFY(m_sandbox.start(options));
        options.seedCount = 400; // a dozen refunds or so among them
        options.latencyMs = 700;
        QVERIFY(m_slow.start(options));
        m_client = clientOf(m_sandbox, SandboxFixture::testKey());
        m_slowClient = clientOf(m_slow, SandboxFixture::testKey());
    }

    void headerMenuShowsAndHidesColumns_data() { addKinds(); }
    void headerMenuShowsAndHidesColumns()
    {
        QFETCH(Kind, kind);
        auto pane = makePane(kind, m_client.get());
        pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(pane.get()));
        waitIdle(*pane);
        QHeaderView *header = pane->view()->horizontalHeader();
        const QAbstractItemModel *model = pane->view()->model();
        const int columns = model->columnCount();

        // A checked action per column, in the model's order, then "Reset columns".
        QMenu *menu = openHeaderMenu(*pane);
        QVERIFY(menu);
        QList<QAction *> actions = menu->actions();
        QCOMPARE(actions.size(), columns + 2);
        for (int c = 0; c < columns; ++c) {
            QCOMPARE(actions.at(c)->text(), model->headerData(c, Qt::Horizontal).toString());
            QVERIFY(actions.at(c)->isCheckable() && actions.at(c)->isChecked());
            QVERIFY(actions.at(c)->isEnabled());
        }
        QVERIFY(actions.at(columns)->isSeparator());
        QCOMPARE(actions.last()->text(), u"Reset columns"_s);
        actions.at(1)->trigger();
        QVERIFY(header->isSectionHidden(1));
        menu->close();

        // The last column shown cannot be hidden; a hidden one can be shown again.
        for (int c = 2; c < columns; ++c)
            header->setSectionHidden(c, true);
        menu = openHeaderMenu(*pane);
        QVERIFY(menu);
        actions = menu->actions();
        QVERIFY(actions.at(0)->isChecked() && !actions.at(0)->isEnabled());
        QVERIFY(!actions.at(1)->isChecked() && actions.at(1)->isEnabled());
        actions.at(1)->trigger();
        QVERIFY(!header->isSectionHidden(1));
        menu->close();
    }

    void resetColumnsShowsEveryColumnInOrder_data() { addKinds(); }
    void resetColumnsShowsEveryColumnInOrder()
    {
        QFETCH(Kind, kind);
        auto pane = makePane(kind, m_client.get());
        pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(pane.get()));
        QHeaderView *header = pane->view()->horizontalHeader();
        const int columns = header->count();
        QVERIFY(columns > 4);
        header->setSectionHidden(2, true);
        header->setSectionHidden(columns - 1, true);
        header->moveSection(header->visualIndex(3), 0);
        QCOMPARE(header->logicalIndex(0), 3);

        QMenu *menu = openHeaderMenu(*pane);
        QVERIFY(menu);
        menu->actions().last()->trigger();
        menu->close();
        for (int c = 0; c < columns; ++c) {
            QVERIFY(!header->isSectionHidden(c));
            QCOMPARE(header->visualIndex(c), c);
        }
    }

    void savedStateRoundTrip_data() { addKinds(); }
    void savedStateRoundTrip()
    {
        QFETCH(Kind, kind);
        QByteArray state;
        {
            auto pane = makePane(kind, nullptr);
            QHeaderView *header = pane->view()->horizontalHeader();
            header->setSectionHidden(2, true);
            header->moveSection(header->visualIndex(3), 0);
            header->resizeSection(1, 333);
            state = pane->saveState();
        }
        auto pane = makePane(kind, nullptr);
        QHeaderView *header = pane->view()->horizontalHeader();
        QVERIFY(pane->restoreState(state));
        QVERIFY(header->isSectionHidden(2));
        QCOMPARE(header->visualIndex(3), 0);
        QCOMPARE(header->sectionSize(1), 333);

        // Another pane's state, a cut one or none: refused, and the columns stay as they are.
        pane->resetColumns();
        auto other =
            makePane(kind == Kind::Transactions ? Kind::Refunds : Kind::Transactions, nullptr);
        QVERIFY(!pane->restoreState(other->saveState()));
        QVERIFY(!other->restoreState(state));
        QVERIFY(!pane->restoreState(state.left(state.size() / 2)));
        QVERIFY(!pane->restoreState(QByteArray()));
        QVERIFY(!pane->restoreState("garbage"));
        QVERIFY(!header->isSectionHidden(2));
        QCOMPARE(header->visualIndex(3), 3);
    }

    // The settings of an earlier version (each pane wrote its own state, in this format) still
    // restore: nobody loses their columns to the update.
    void stateOfAnEarlierVersionRestores_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<quint32>("magic");
        QTest::newRow("transactions") << Kind::Transactions << quint32(0x50445450); // "PDTP"
        QTest::newRow("refunds") << Kind::Refunds << quint32(0x50445250);           // "PDRP"
    }
    void stateOfAnEarlierVersionRestores()
    {
        QFETCH(Kind, kind);
        QFETCH(quint32, magic);
        QByteArray columns;
        {
            auto pane = makePane(kind, nullptr);
            QHeaderView *header = pane->view()->horizontalHeader();
            header->setSectionHidden(1, true);
            header->moveSection(4, 0);
            columns = header->saveState();
        }
        QByteArray state;
        QDataStream out(&state, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << magic << quint32(1) << columns;
        if (kind == Kind::Transactions)
            out << QByteArray() << QByteArray() << true; // the splitters, the chart shown

        auto pane = makePane(kind, nullptr);
        QVERIFY(pane->restoreState(state));
        QHeaderView *header = pane->view()->horizontalHeader();
        QVERIFY(header->isSectionHidden(1));
        QCOMPARE(header->visualIndex(4), 0);
        if (auto *transactions = qobject_cast<ui::TransactionsPane *>(pane.get()))
            QVERIFY(transactions->isChartVisible());
    }

    // A slow service: nothing changes on screen while a quick answer could still come; then
    // the busy bar and "Loading…" or "Refreshing…", and a new filter's stale rows go.
    void stateLineWhileASlowServiceAnswers_data() { addKinds(); }
    void stateLineWhileASlowServiceAnswers()
    {
        QFETCH(Kind, kind);
        QFETCH(QString, noun);
        auto pane = makePane(kind, nullptr);
        models::PagedListModel *model = modelOf(*pane);
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *state = pane->findChild<QLabel *>(u"stateLabel"_s);
        auto *busy = pane->findChild<QProgressBar *>(u"loadingIndicator"_s);
        auto *empty = pane->findChild<QLabel *>(u"emptyState"_s);
        QVERIFY(state && busy && empty);
        pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(pane.get()));
        QCOMPARE(state->text(), u"Not connected."_s);
        QCOMPARE(empty->text(), u"Not connected to a service."_s);

        // The first page.
        QSignalSpy refreshed(pane.get(), &PagedTablePane::lastRefreshed);
        pane->setClient(m_slowClient.get());
        QVERIFY(model->isLoading());
        QVERIFY(busy->isHidden());
        QVERIFY(state->text().isEmpty());
        QVERIFY(empty->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(busy->isVisible(), 600);
        QCOMPARE(state->text(), u"Loading…"_s);
        QCOMPARE(empty->text(), u"Loading…"_s);
        waitIdle(*pane);
        QCOMPARE(refreshed.size(), 1);
        QVERIFY(busy->isHidden());
        QVERIFY(empty->isHidden());
        const int rows = model->rowCount();
        QVERIFY(rows > 0);
        const QString loaded = state->text();
        QVERIFY2(loaded.startsWith(noun, Qt::CaseInsensitive), qPrintable(loaded));

        // A refresh: the rows and the line stay; after the delay, "Refreshing…" over them.
        pane->refresh();
        QVERIFY(model->isRefreshing());
        QCOMPARE(state->text(), loaded);
        QTRY_VERIFY_WITH_TIMEOUT(busy->isVisible(), 600);
        QCOMPARE(state->text(), u"Refreshing…"_s);
        QCOMPARE(model->rowCount(), rows);
        waitIdle(*pane);
        QCOMPARE(refreshed.size(), 2);
        QVERIFY(busy->isHidden());
        QCOMPARE(state->text(), loaded);

        // A new filter: the old rows stay while a quick answer could come, then go.
        pane->view()->selectRow(0);
        auto *dates = pane->findChild<QComboBox *>(u"dateRangeCombo"_s);
        dates->setCurrentIndex(dates->findData(int(DatePreset::Last7Days)));
        QVERIFY(model->isStale());
        QCOMPARE(model->rowCount(), rows);
        QCOMPARE(state->text(), loaded);
        QTRY_VERIFY_WITH_TIMEOUT(busy->isVisible(), 600);
        QCOMPARE(model->rowCount(), 0);
        QVERIFY(!pane->view()->selectionModel()->hasSelection());
        QCOMPARE(state->text(), u"Loading…"_s);
        QCOMPARE(empty->text(), u"Loading…"_s);
        waitIdle(*pane);
        QVERIFY(busy->isHidden());
        QCOMPARE(refreshed.size(), 3);
        pane->setClient(nullptr);
    }

    void errorsAndNoClient_data() { addKinds(); }
    void errorsAndNoClient()
    {
        QFETCH(Kind, kind);
        QFETCH(QString, noun);
        auto bad = clientOf(m_sandbox, u"pts_test_NotAKnownKeyAtAll000"_s);
        auto pane = makePane(kind, nullptr);
        auto *state = pane->findChild<QLabel *>(u"stateLabel"_s);
        auto *empty = pane->findChild<QLabel *>(u"emptyState"_s);
        pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(pane.get()));
        QSignalSpy errors(pane.get(), &PagedTablePane::errorOccurred);
        pane->setClient(bad.get());
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 10000);
        QCOMPARE(errors.at(0).at(0).value<api::ApiError>().code, u"invalid_api_key"_s);
        QVERIFY2(state->text().startsWith(u"Could not load %1: "_s.arg(noun)),
                 qPrintable(state->text()));
        QVERIFY(empty->isVisible());
        QVERIFY2(empty->text().startsWith(u"Could not load %1.\n\n"_s.arg(noun)),
                 qPrintable(empty->text()));

        // A refresh starts over: the error is gone until the answer brings it back.
        pane->refresh();
        QVERIFY(modelOf(*pane)->isLoading());
        QVERIFY(!state->text().startsWith(u"Could not load"_s));
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 2, 10000);
        QVERIFY(state->text().startsWith(u"Could not load"_s));

        QSignalSpy refreshed(pane.get(), &PagedTablePane::lastRefreshed);
        pane->setClient(m_client.get());
        waitIdle(*pane);
        QCOMPARE(refreshed.size(), 1);
        QVERIFY(modelOf(*pane)->rowCount() > 0);
        QVERIFY(empty->isHidden());
        QVERIFY(state->text().startsWith(noun, Qt::CaseInsensitive));
        pane->setClient(nullptr);
    }
};

QTEST_MAIN(TestPagedTablePane)
#include "tst_pagedtablepane.moc"
