// The Refunds pane and RefundsModel over the real sandbox, offscreen: the model contract under
// QAbstractItemModelTester while it pages, filters as queries, paging by scrolling, opening a
// refund's transaction, errors and the empty state, remembered columns.
#include "core/currency.h"
#include "core/modelroles.h"
#include "core/money.h"
#include "models/refundsmodel.h"
#include "panes/refundspane.h"
#include "sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDateEdit>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using models::DatePreset;
using models::RefundsModel;
using ui::RefundsPane;

class TestRefundsPane : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    int m_totalRefunds = 0;

    static void waitIdle(RefundsPane &pane)
    {
        QTRY_VERIFY_WITH_TIMEOUT(!pane.model()->isLoading(), 15000);
    }

    std::unique_ptr<RefundsPane> makePane()
    {
        auto pane = std::make_unique<RefundsPane>();
        pane->resize(1280, 800);
        pane->setClient(m_client.get());
        return pane;
    }

    static void choosePreset(RefundsPane &pane, DatePreset preset)
    {
        auto *combo = pane.findChild<QComboBox *>(u"dateRangeCombo"_s);
        combo->setCurrentIndex(combo->findData(int(preset)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_nam.setProxy(QNetworkProxy::NoProxy);
        sandbox::SandboxOptions options;
        options.seedCount = 5'000;
        options.seedEndSecs = QDateTime::currentSecsSinceEpoch();
        QVERIFY(m_sandbox.start(options));
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);
        // Count them straight from the service.
        QString cursor;
        do {
            const HttpResult r =
                m_sandbox.client.get(u"/api/v1/refunds?limit=100"_s +
                                     (cursor.isEmpty() ? QString() : u"&cursor="_s + cursor));
            QCOMPARE(r.status, 200);
            m_totalRefunds += int(r.json.value(u"data"_s).toArray().size());
            cursor = r.json.value(u"has_more"_s).toBool()
                         ? r.json.value(u"next_cursor"_s).toString()
                         : QString();
        } while (!cursor.isEmpty());
        QVERIFY(m_totalRefunds > 150);
    }

    void modelContract()
    {
        // The tester fetches every page itself and checks the model after each change.
        RefundsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(20);
        model.setClient(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded() && !model.isLoading() && !model.hasMore(),
                                 20000);
        QCOMPARE(model.rowCount(), m_totalRefunds);
        for (int r = 1; r < model.rowCount(); ++r)
            QVERIFY(model.refundAt(r - 1).createdAt >= model.refundAt(r).createdAt);
        // A reload keeps every row until the new first page replaces them in one reset.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.reload();
        QVERIFY(model.isRefreshing());
        QCOMPARE(model.rowCount(), m_totalRefunds);
        QVERIFY(resets.wait(10000));
        QCOMPARE(resets.size(), 1);
        QVERIFY(!model.isRefreshing());
        QCOMPARE(model.rowCount(), std::min(20, m_totalRefunds));
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading() && !model.hasMore(), 20000);
        QCOMPARE(model.rowCount(), m_totalRefunds); // the tester fetched the rest again
        api::RefundQuery q;
        q.transactionId = model.refundAt(0).transactionId;
        model.setQuery(q);
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded() && !model.isLoading(), 10000);
        QVERIFY(model.rowCount() >= 1);
    }

    void displayAndRoles()
    {
        RefundsModel model;
        model.setClient(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 0, 10000);
        const api::Refund &r = model.refundAt(0);
        const QLocale locale;
        const auto at = [&](int column, int role = Qt::DisplayRole) {
            return model.index(0, column).data(role);
        };
        QCOMPARE(at(RefundsModel::Id).toString(), r.id);
        QCOMPARE(at(RefundsModel::Transaction).toString(), r.transactionId);
        QCOMPARE(at(RefundsModel::Transaction, models::IdRole).toString(), r.transactionId);
        QCOMPARE(at(RefundsModel::Id, models::IdRole).toString(), r.id);
        QCOMPARE(at(RefundsModel::Currency).toString(), r.currency);
        QCOMPARE(at(RefundsModel::Amount, models::AmountMinorRole).toLongLong(), r.amount);
        QCOMPARE(at(RefundsModel::Amount).toString(),
                 formatAmount(r.amount, Currency::exponent(r.currency).value(), locale));
        QVERIFY(at(RefundsModel::Amount, Qt::TextAlignmentRole).value<Qt::Alignment>() &
                Qt::AlignRight);
        QCOMPARE(at(RefundsModel::Status, models::StatusRole).toString(), r.status);
        QCOMPARE(at(RefundsModel::Note, models::TimestampRole).toDateTime(), r.createdAt);
        QCOMPARE(at(RefundsModel::Created, models::SortRole).toLongLong(),
                 r.createdAt.toSecsSinceEpoch());
        QCOMPARE(at(RefundsModel::Amount, models::SortRole).toLongLong(), r.amount);
        QCOMPARE(at(RefundsModel::Reason, models::SortRole).toString(),
                 at(RefundsModel::Reason).toString());
        QCOMPARE(model.headerData(RefundsModel::Amount, Qt::Horizontal, Qt::TextAlignmentRole)
                     .value<Qt::Alignment>(),
                 Qt::AlignRight | Qt::AlignVCenter);
        QCOMPARE(at(RefundsModel::Created).toString(),
                 locale.toString(r.createdAt.toLocalTime(), QLocale::ShortFormat));
        QCOMPARE(RefundsModel::reasonText(u"requested_by_customer"_s), u"Requested by customer"_s);
        QCOMPARE(RefundsModel::reasonText(u"brand_new_reason"_s), u"brand_new_reason"_s);
        QCOMPARE(model.headerData(RefundsModel::Note, Qt::Horizontal).toString(), u"Note"_s);
    }

    void filtersBecomeTheQuery()
    {
        auto pane = makePane();
        pane->show();
        RefundsModel *model = pane->model();
        waitIdle(*pane);
        QCOMPARE(model->rowCount(), 100);
        const QDate today = models::serviceToday();

        choosePreset(*pane, DatePreset::Last7Days);
        QCOMPARE(model->query().createdFrom, std::optional<QDate>(today.addDays(-6)));
        QCOMPARE(model->query().createdTo, std::optional<QDate>(today.addDays(1)));
        waitIdle(*pane);
        for (int r = 0; r < model->rowCount(); ++r) {
            const QDate day = model->refundAt(r).createdAt.toUTC().date();
            QVERIFY(day >= today.addDays(-6) && day <= today);
        }

        choosePreset(*pane, DatePreset::Custom);
        auto *from = pane->findChild<QDateEdit *>(u"fromDateEdit"_s);
        auto *to = pane->findChild<QDateEdit *>(u"toDateEdit"_s);
        QVERIFY(from->isVisible() && to->isVisible());
        from->setDate(today.addDays(-40));
        to->setDate(today.addDays(-30));
        QTRY_COMPARE(model->query().createdFrom, std::optional<QDate>(today.addDays(-40)));
        QCOMPARE(model->query().createdTo, std::optional<QDate>(today.addDays(-29)));
        waitIdle(*pane);
        QVERIFY(model->rowCount() > 0);
        for (int r = 0; r < model->rowCount(); ++r) {
            const QDate day = model->refundAt(r).createdAt.toUTC().date();
            QVERIFY(day >= today.addDays(-40) && day <= today.addDays(-30));
        }
        const QString txn = model->refundAt(0).transactionId;

        choosePreset(*pane, DatePreset::AllTime);
        QVERIFY(!model->query().createdFrom && !model->query().createdTo);

        auto *edit = pane->findChild<QLineEdit *>(u"transactionFilterEdit"_s);
        QTest::keyClicks(edit, txn);
        QVERIFY(model->query().transactionId.isEmpty()); // debounced
        QTRY_COMPARE(model->query().transactionId, txn);
        waitIdle(*pane);
        QVERIFY(model->rowCount() >= 1);
        for (int r = 0; r < model->rowCount(); ++r)
            QCOMPARE(model->refundAt(r).transactionId, txn);

        pane->setTransactionFilter(u"txn_doesnotexist000000000"_s);
        QCOMPARE(edit->text(), u"txn_doesnotexist000000000"_s);
        waitIdle(*pane);
        QCOMPARE(model->rowCount(), 0);
        auto *empty = pane->findChild<QLabel *>(u"emptyState"_s);
        QTRY_VERIFY(empty->isVisible());
        QCOMPARE(empty->text(), u"No refunds match these filters"_s);

        pane->setDateRange(today.addDays(-3), today);
        QCOMPARE(pane->filter().datePreset, DatePreset::Custom);
        QCOMPARE(model->query().createdTo, std::optional<QDate>(today.addDays(1)));
    }

    void searchAndClearFilters()
    {
        auto pane = makePane();
        pane->show();
        RefundsModel *model = pane->model();
        waitIdle(*pane);
        QVERIFY(model->rowCount() > 0);
        const api::Refund first = model->refundAt(0);
        auto *search = pane->findChild<QLineEdit *>(u"searchEdit"_s);
        QVERIFY(search->toolTip().contains(u"transaction ID"_s));
        QVERIFY(!search->placeholderText().isEmpty());

        // By refund id, in any case: that refund.
        QTest::keyClicks(search, first.id.toUpper());
        QTRY_COMPARE(model->query().search, first.id.toUpper());
        waitIdle(*pane);
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->refundAt(0).id, first.id);

        // Nothing: the empty state quotes the search and offers to clear the filters.
        search->clear();
        QTest::keyClicks(search, u"no-such-order"_s);
        QTRY_COMPARE(model->query().search, u"no-such-order"_s);
        waitIdle(*pane);
        QCOMPARE(model->rowCount(), 0);
        auto *empty = pane->findChild<QLabel *>(u"emptyState"_s);
        QTRY_VERIFY(empty->isVisible());
        QCOMPARE(empty->text(), u"No refunds match \u2018no-such-order\u2019 with these filters"_s);
        auto *clear = pane->findChild<QPushButton *>(u"clearFiltersButton"_s);
        QVERIFY(clear->isVisible());
        clear->click();
        QVERIFY(search->text().isEmpty());
        waitIdle(*pane);
        QTRY_COMPARE(model->rowCount() > 0, true);
        QVERIFY(!empty->isVisible());
    }

    void scrollingLoadsEveryPage()
    {
        auto pane = makePane();
        pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(pane.get()));
        RefundsModel *model = pane->model();
        model->setPageSize(25);
        pane->refresh();
        waitIdle(*pane);
        QElapsedTimer clock;
        clock.start();
        while (model->hasMore() && clock.elapsed() < 30000) {
            const int before = model->rowCount();
            pane->view()->scrollToBottom();
            QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > before || !model->hasMore(), 10000);
            waitIdle(*pane);
        }
        QCOMPARE(model->rowCount(), m_totalRefunds);
        QCOMPARE(pane->findChild<QLabel *>(u"stateLabel"_s)->text(),
                 u"Refunds: %1, all loaded."_s.arg(QLocale().toString(m_totalRefunds)));
    }

    void opensTheTransaction()
    {
        auto pane = makePane();
        pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(pane.get()));
        waitIdle(*pane);
        auto *open = pane->findChild<QPushButton *>(u"openTransactionButton"_s);
        QVERIFY(!open->isEnabled());
        QSignalSpy opened(pane.get(), &RefundsPane::openTransaction);
        pane->view()->selectRow(3);
        QVERIFY(open->isEnabled());
        QCOMPARE(pane->selectedRefund()->id, pane->model()->refundAt(3).id);
        open->click();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), pane->model()->refundAt(3).transactionId);

        // Enter on a row, as a keyboard user would.
        pane->view()->setFocus();
        pane->view()->setCurrentIndex(pane->model()->index(5, RefundsModel::Transaction));
        QTest::keyClick(pane->view(), Qt::Key_Return);
        QCOMPARE(opened.size(), 2);
        QCOMPARE(opened.at(1).at(0).toString(), pane->model()->refundAt(5).transactionId);

        // Double click.
        const QRect rect = pane->view()->visualRect(pane->model()->index(1, RefundsModel::Id));
        QTest::mousePress(pane->view()->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseRelease(pane->view()->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(pane->view()->viewport(), Qt::LeftButton, {}, rect.center());
        QTRY_COMPARE(opened.size(), 3);
        QCOMPARE(opened.at(2).at(0).toString(), pane->model()->refundAt(1).transactionId);
    }

    void errorsAndClients()
    {
        auto pane = makePane();
        QSignalSpy errors(pane.get(), &RefundsPane::errorOccurred);
        QSignalSpy refreshed(pane.get(), &RefundsPane::lastRefreshed);
        pane->setClient(nullptr);
        QCOMPARE(pane->model()->rowCount(), 0);
        QCOMPARE(pane->findChild<QLabel *>(u"stateLabel"_s)->text(), u"Not connected."_s);
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = u"pts_test_NotAKnownKeyAtAll000"_s;
        api::ApiClient bad(config, &m_nam);
        pane->setClient(&bad);
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 10000);
        QCOMPARE(errors.at(0).at(0).value<api::ApiError>().code, u"invalid_api_key"_s);
        QVERIFY(pane->findChild<QLabel *>(u"emptyState"_s)->text().contains(u"Could not load"_s));
        pane->setClient(m_client.get());
        waitIdle(*pane);
        QCOMPARE(refreshed.size(), 1);
        QVERIFY(pane->model()->rowCount() > 0);
        pane->setClient(nullptr);
    }

    void columnsAreRemembered()
    {
        QByteArray state;
        {
            RefundsPane pane;
            QHeaderView *header = pane.view()->horizontalHeader();
            header->setSectionHidden(RefundsModel::Note, true);
            header->moveSection(header->visualIndex(RefundsModel::Amount), 1);
            state = pane.saveState();
        }
        RefundsPane pane;
        QVERIFY(pane.restoreState(state));
        QHeaderView *header = pane.view()->horizontalHeader();
        QVERIFY(header->isSectionHidden(RefundsModel::Note));
        QCOMPARE(header->visualIndex(RefundsModel::Amount), 1);
        QVERIFY(!pane.restoreState(QByteArray()));
    }
};

QTEST_MAIN(TestRefundsPane)
#include "tst_refundspane.moc"
