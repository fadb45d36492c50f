// The Transactions pane over the real sandbox (10,000 seeded transactions), offscreen: the
// filter bar's widgets become the right query, scrolling pages through everything, the detail
// panel and its refunds, Refund…, CSV export read back and compared with the service's JSON,
// cancelling, the chart and "Load all", remembered layout.
#include "../export/exporttestsupport.h"
#include "charts/volumechart.h"
#include "core/modelroles.h"
#include "core/money.h"
#include "export/transactioncsv.h"
#include "export/transactioncsvexporter.h"
#include "models/transactionsmodel.h"
#include "panes/transactiondetail.h"
#include "panes/transactionspane.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using models::DatePreset;
using models::TransactionsModel;
using ui::TransactionsPane;

class TestTransactionsPane : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    QTemporaryDir m_dir;

    static void waitIdle(TransactionsPane &pane)
    {
        QTRY_VERIFY_WITH_TIMEOUT(!pane.model()->isLoading(), 15000);
    }

    // A pane connected to the sandbox, first page loaded.
    std::unique_ptr<TransactionsPane> makePane()
    {
        auto pane = std::make_unique<TransactionsPane>();
        pane->resize(1280, 800);
        pane->setClient(m_client.get());
        return pane;
    }

    static QAction *statusAction(TransactionsPane &pane, const QString &status)
    {
        auto *button = pane.findChild<QToolButton *>(u"statusFilterButton"_s);
        for (QAction *a : button->menu()->actions()) {
            if (a->data().toString() == status)
                return a;
        }
        return nullptr;
    }

    static void choosePreset(TransactionsPane &pane, DatePreset preset)
    {
        auto *combo = pane.findChild<QComboBox *>(u"dateRangeCombo"_s);
        combo->setCurrentIndex(combo->findData(int(preset)));
    }

    static void typeInto(QWidget *w, const QString &text)
    {
        auto *edit = qobject_cast<QLineEdit *>(w);
        if (auto *combo = qobject_cast<QComboBox *>(w))
            edit = combo->lineEdit();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_nam.setProxy(QNetworkProxy::NoProxy);
        sandbox::SandboxOptions options;
        options.seedCount = 10'000;
        options.seedEndSecs = QDateTime::currentSecsSinceEpoch();
        QVERIFY(m_sandbox.start(options));
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);
        // A 3-decimal currency (the seed has none) with descriptions CSV must quote.
        const QStringList descriptions = {u"Dates, 1 kg"_s, u"The \"house\" blend"_s,
                                          u"two\nlines"_s};
        for (int i = 0; i < descriptions.size(); ++i) {
            QJsonObject body = chargeBody(1'001 + 111 * i, u"KWD"_s, u"kwd-order-%1"_s.arg(i));
            body.insert(u"description"_s, descriptions.at(i));
            QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, body).status, 201);
        }
    }

    void filtersBecomeTheQuery()
    {
        auto pane = makePane();
        pane->show();
        TransactionsModel *model = pane->model();
        waitIdle(*pane);
        QCOMPARE(model->rowCount(), 100);
        const QDate today = models::serviceToday();

        // Status: a menu of checkable actions.
        statusAction(*pane, u"partially_refunded"_s)->trigger();
        statusAction(*pane, u"refunded"_s)->trigger();
        QCOMPARE(model->query().statuses, (QStringList{u"refunded"_s, u"partially_refunded"_s}));
        QVERIFY(pane->findChild<QToolButton *>(u"statusFilterButton"_s)
                    ->text()
                    .contains(u"Partially refunded"_s));
        waitIdle(*pane);
        QVERIFY(model->rowCount() > 0);
        for (int r = 0; r < model->rowCount(); ++r)
            QVERIFY(model->query().statuses.contains(model->transactionAt(r).status));

        // Date presets: half-open ranges of UTC days.
        choosePreset(*pane, DatePreset::Last7Days);
        QCOMPARE(model->query().createdFrom, std::optional<QDate>(today.addDays(-6)));
        QCOMPARE(model->query().createdTo, std::optional<QDate>(today.addDays(1)));
        QVERIFY(!pane->findChild<QDateEdit *>(u"fromDateEdit"_s)->isVisible());
        waitIdle(*pane);
        for (int r = 0; r < model->rowCount(); ++r) {
            const QDate day = model->transactionAt(r).createdAt.toUTC().date();
            QVERIFY(day >= today.addDays(-6) && day <= today);
        }
        choosePreset(*pane, DatePreset::Today);
        QCOMPARE(model->query().createdFrom, std::optional<QDate>(today));
        QCOMPARE(model->query().createdTo, std::optional<QDate>(today.addDays(1)));

        // Custom shows two date edits; the last day is inclusive.
        choosePreset(*pane, DatePreset::Custom);
        auto *from = pane->findChild<QDateEdit *>(u"fromDateEdit"_s);
        auto *to = pane->findChild<QDateEdit *>(u"toDateEdit"_s);
        QVERIFY(from->isVisible() && to->isVisible());
        from->setDate(today.addDays(-30));
        to->setDate(today.addDays(-20));
        QTRY_COMPARE(model->query().createdTo, std::optional<QDate>(today.addDays(-19)));
        QCOMPARE(model->query().createdFrom, std::optional<QDate>(today.addDays(-30)));
        waitIdle(*pane);
        QVERIFY(model->rowCount() > 0);
        for (int r = 0; r < model->rowCount(); ++r) {
            const QDate day = model->transactionAt(r).createdAt.toUTC().date();
            QVERIFY(day >= today.addDays(-30) && day <= today.addDays(-20));
        }
        choosePreset(*pane, DatePreset::AllTime);
        QVERIFY(!model->query().createdFrom && !model->query().createdTo);

        // Gateway and currency: typed, debounced, normalised.
        typeInto(pane->findChild<QComboBox *>(u"gatewayCombo"_s), u"PayCore"_s);
        typeInto(pane->findChild<QComboBox *>(u"currencyCombo"_s), u"eur"_s);
        QVERIFY(model->query().gateway.isEmpty()); // not before the 300 ms pause
        QTRY_COMPARE(model->query().gateway, u"paycore"_s);
        QCOMPARE(model->query().currency, u"EUR"_s);
        waitIdle(*pane);
        QVERIFY(model->rowCount() > 0);
        for (int r = 0; r < model->rowCount(); ++r) {
            const api::Transaction &t = model->transactionAt(r);
            QCOMPARE(t.gateway, u"paycore"_s);
            QCOMPARE(t.currency, u"EUR"_s);
            QVERIFY(t.status == u"refunded"_s || t.status == u"partially_refunded"_s);
        }

        // Search: a merchant_ref prefix, then an exact id; other filters cleared.
        pane->setFilter({});
        waitIdle(*pane);
        const api::Transaction some = model->transactionAt(7);
        const QString prefix = some.merchantRef.left(some.merchantRef.size() - 1);
        auto *search = pane->findChild<QLineEdit *>(u"searchEdit"_s);
        typeInto(search, prefix);
        QTRY_COMPARE(model->query().search, prefix);
        waitIdle(*pane);
        QVERIFY(model->rowOf(some.id) >= 0);
        for (int r = 0; r < model->rowCount(); ++r)
            QVERIFY(model->transactionAt(r).merchantRef.startsWith(prefix));
        typeInto(search, some.id);
        QTest::keyClick(search, Qt::Key_Return); // at once, no pause
        QCOMPARE(model->query().search, some.id);
        waitIdle(*pane);
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->transactionAt(0).id, some.id);

        // Nothing matches: the empty state says so.
        typeInto(search, u"no-such-reference"_s);
        QTest::keyClick(search, Qt::Key_Return);
        waitIdle(*pane);
        QCOMPARE(model->rowCount(), 0);
        auto *empty = pane->findChild<QLabel *>(u"emptyState"_s);
        QTRY_VERIFY(empty->isVisible());
        QCOMPARE(empty->text(),
                 u"No transactions match \u2018no-such-reference\u2019 with these filters"_s);
        auto *clear = pane->findChild<QPushButton *>(u"clearFiltersButton"_s);
        QVERIFY(clear->isVisible());
        clear->click();
        QVERIFY(search->text().isEmpty());
        QVERIFY(model->query().search.isEmpty());
        waitIdle(*pane);
        QTRY_VERIFY(model->rowCount() > 0);
        QVERIFY(!empty->isVisible());

        // Any case, any part of the reference.
        typeInto(search, some.merchantRef.mid(2).toLower());
        QTest::keyClick(search, Qt::Key_Return);
        waitIdle(*pane);
        QVERIFY(model->rowOf(some.id) >= 0);

        // setFilter() and filter() agree.
        models::TransactionFilter f;
        f.statuses = {u"failed"_s};
        f.currency = u"GBP"_s;
        pane->setFilter(f);
        QCOMPARE(pane->filter().statuses, f.statuses);
        QCOMPARE(model->query().currency, u"GBP"_s);
        QCOMPARE(model->query().statuses, f.statuses);
        QVERIFY(!empty->isVisible() || model->isLoading() || model->rowCount() == 0);
    }

    void scrollingLoadsEveryPage()
    {
        auto pane = makePane();
        pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(pane.get()));
        TransactionsModel *model = pane->model();
        waitIdle(*pane);
        QTableView *view = pane->view();
        QElapsedTimer clock;
        clock.start();
        while (model->hasMore() && clock.elapsed() < 45000) {
            const int before = model->rowCount();
            view->scrollToBottom();
            QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > before || !model->hasMore(), 10000);
            waitIdle(*pane);
        }
        QCOMPARE(model->rowCount(), 10'003);
        QSet<QString> ids;
        for (int r = 0; r < model->rowCount(); ++r)
            ids.insert(model->transactionAt(r).id);
        QCOMPARE(ids.size(), 10'003);
        QVERIFY(!model->canFetchMore({}));
        QCOMPARE(pane->findChild<QLabel *>(u"stateLabel"_s)->text(),
                 u"Transactions: 10,003, all loaded."_s);
    }

    void detailShowsTheSelectionAndItsRefunds()
    {
        auto pane = makePane();
        pane->show();
        TransactionsModel *model = pane->model();
        ui::TransactionDetail *detail = pane->detail();
        QVERIFY(!detail->transaction());
        statusAction(*pane, u"refunded"_s)->trigger();
        waitIdle(*pane);
        QVERIFY(model->rowCount() > 2);

        pane->view()->selectRow(2);
        const api::Transaction t = model->transactionAt(2);
        QCOMPARE(pane->selectedTransaction()->id, t.id);
        QCOMPARE(detail->transaction()->id, t.id);
        const QLocale locale;
        QCOMPARE(detail->findChild<QLabel *>(u"detailId"_s)->text(), t.id);
        QCOMPARE(detail->findChild<QLabel *>(u"detailAmount"_s)->text(),
                 formatMoney({t.amount, t.currency}, locale));
        QCOMPARE(detail->findChild<QLabel *>(u"detailReference"_s)->text(), t.merchantRef);
        QCOMPARE(detail->findChild<QLabel *>(u"detailGateway"_s)->text(), t.gateway);
        QCOMPARE(detail->findChild<QLabel *>(u"detailMerchant"_s)->text(), t.merchantId);
        QCOMPARE(detail->findChild<QLabel *>(u"detailCreated"_s)->text(),
                 locale.toString(t.createdAt.toLocalTime(), QLocale::ShortFormat));

        // Its refunds, from the service: they add up to what was refunded.
        QTRY_VERIFY_WITH_TIMEOUT(!detail->isLoadingRefunds() && !detail->refunds().isEmpty(),
                                 10000);
        qint64 sum = 0;
        for (const api::Refund &r : detail->refunds()) {
            QCOMPARE(r.transactionId, t.id);
            sum += r.amount;
        }
        QCOMPARE(sum, t.amountRefunded);
        auto *list = detail->findChild<QTreeWidget *>(u"refundList"_s);
        QCOMPARE(list->topLevelItemCount(), detail->refunds().size());
        QCOMPARE(list->topLevelItem(0)->text(0),
                 formatMoney({detail->refunds().at(0).amount, t.currency}, locale));

        // Fully refunded: nothing left to refund.
        auto *refund = detail->findChild<QPushButton *>(u"refundButton"_s);
        QVERIFY(!refund->isEnabled());

        // Copy ID.
        QSignalSpy messages(pane.get(), &TransactionsPane::statusMessage);
        detail->findChild<QPushButton *>(u"copyIdButton"_s)->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), t.id);
        QCOMPARE(messages.size(), 1);

        // A captured transaction can be refunded: the button asks for the dialog.
        pane->setFilter({});
        waitIdle(*pane);
        QVERIFY(!detail->transaction()); // the selection went with the old list
        statusAction(*pane, u"captured"_s)->trigger();
        waitIdle(*pane);
        pane->view()->selectRow(0);
        const api::Transaction captured = model->transactionAt(0);
        QTRY_VERIFY(!detail->isLoadingRefunds());
        QVERIFY(detail->refunds().isEmpty());
        QVERIFY(refund->isEnabled());
        QSignalSpy requested(pane.get(), &TransactionsPane::refundRequested);
        refund->click();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).value<api::Transaction>().id, captured.id);

        // The refund happens elsewhere (the dialog); the pane is told and shows it.
        const HttpResult r =
            m_sandbox.client.post(u"/api/v1/transactions/%1/refunds"_s.arg(captured.id),
                                  QJsonObject{{u"amount"_s, 1}, {u"reason"_s, u"duplicate"_s}});
        QCOMPARE(r.status, 201);
        api::Transaction updated = captured;
        updated.status = u"partially_refunded"_s;
        updated.amountRefunded = 1;
        pane->updateTransaction(updated);
        QCOMPARE(model->index(0, TransactionsModel::Status).data(models::StatusRole).toString(),
                 u"partially_refunded"_s);
        QTRY_VERIFY_WITH_TIMEOUT(detail->refunds().size() == 1, 10000);
        QCOMPARE(detail->refunds().at(0).reason, u"duplicate"_s);
        QVERIFY(refund->isEnabled()); // some is left
    }

    void showTransactionFindsRowsNotLoaded()
    {
        auto pane = makePane();
        waitIdle(*pane);
        // An old transaction: far beyond the first page.
        const QDate first = models::serviceToday().addDays(-80);
        const QJsonArray page = m_sandbox.client
                                    .get(u"/api/v1/transactions?limit=1&created_to=%1"_s.arg(
                                        first.toString(Qt::ISODate)))
                                    .json.value(u"data"_s)
                                    .toArray();
        QCOMPARE(page.size(), 1);
        const QString id = page.at(0).toObject().value(u"id"_s).toString();
        QCOMPARE(pane->model()->rowOf(id), -1);
        pane->showTransaction(id);
        QTRY_COMPARE_WITH_TIMEOUT(pane->selectedTransaction().value_or(api::Transaction{}).id, id,
                                  10000);
        QCOMPARE(pane->findChild<QLineEdit *>(u"searchEdit"_s)->text(), id);
        QCOMPARE(pane->detail()->transaction()->id, id);
        // Already in the list: just selected.
        pane->setFilter({});
        waitIdle(*pane);
        const QString fifth = pane->model()->transactionAt(5).id;
        pane->showTransaction(fifth);
        QCOMPARE(pane->selectedTransaction()->id, fifth);
        // Refresh keeps the rows and the selection on screen until the new first page comes,
        // and the selection when it is on that page.
        QSignalSpy refreshed(pane.get(), &TransactionsPane::lastRefreshed);
        const int shown = pane->model()->rowCount();
        pane->refresh();
        QVERIFY(pane->model()->isRefreshing());
        QCOMPARE(pane->model()->rowCount(), shown);
        QCOMPARE(pane->selectedTransaction().value_or(api::Transaction{}).id, fifth);
        // A quick answer shows no busy state (slowAnswersShowTheirBusyState covers a slow one).
        QVERIFY(pane->findChild<QLabel *>(u"stateLabel"_s)->text().startsWith(u"Transactions"_s));
        QVERIFY(refreshed.wait(10000));
        QCOMPARE(pane->selectedTransaction().value_or(api::Transaction{}).id, fifth);
        QCOMPARE(pane->detail()->transaction()->id, fifth);
    }

    // The busy state shows only once an answer takes a moment (BusyDelay::DelayMs): a sandbox
    // answering in 700 ms. Until then, the rows and the state line stay as they are.
    void slowAnswersShowTheirBusyState()
    {
        SandboxFixture slow;
        sandbox::SandboxOptions options;
        options.seedCount = 60;
        options.seedEndSecs = QDateTime::currentSecsSinceEpoch();
        options.latencyMs = 700;
        QVERIFY(slow.start(options));
        api::ClientConfig config;
        config.baseUrl = slow.service->url();
        config.apiKey = SandboxFixture::testKey();
        api::ApiClient client(config, &m_nam);
        TransactionsPane pane;
        pane.resize(1280, 800);
        auto *state = pane.findChild<QLabel *>(u"stateLabel"_s);
        auto *busy = pane.findChild<QProgressBar *>(u"loadingIndicator"_s);
        auto *empty = pane.findChild<QLabel *>(u"emptyState"_s);
        QVERIFY(state && busy && empty);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));

        // First load: nothing claims "no transactions" meanwhile; "Loading…" after the delay.
        pane.setClient(&client);
        QVERIFY(pane.model()->isLoading());
        QVERIFY(busy->isHidden());
        QVERIFY(state->text().isEmpty());
        QVERIFY(empty->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(busy->isVisible(), 600);
        QCOMPARE(state->text(), u"Loading…"_s);
        QCOMPARE(empty->text(), u"Loading…"_s);
        waitIdle(pane);
        QVERIFY(busy->isHidden());
        const int rows = pane.model()->rowCount();
        QVERIFY(rows > 0);
        const QString loaded = state->text();
        QVERIFY2(loaded.startsWith(u"Transactions: "_s), qPrintable(loaded));

        // Refresh: the rows and the line stay; after the delay, "Refreshing…" over them.
        pane.refresh();
        QVERIFY(pane.model()->isRefreshing());
        QCOMPARE(state->text(), loaded);
        QVERIFY(busy->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(busy->isVisible(), 600);
        QCOMPARE(state->text(), u"Refreshing…"_s);
        QCOMPARE(pane.model()->rowCount(), rows);
        waitIdle(pane);
        QVERIFY(busy->isHidden());
        QCOMPARE(state->text(), loaded);

        // A new filter: the old rows and line stay while a quick answer could still come; once
        // the wait shows, they go (they do not match the filter) and "Loading…" takes their place.
        pane.view()->selectRow(0);
        const QString ref = pane.model()->transactionAt(0).merchantRef;
        const QString prefix = ref.left(ref.size() - 1);
        auto *search = pane.findChild<QLineEdit *>(u"searchEdit"_s);
        QVERIFY(search);
        search->setText(prefix);
        QTest::keyClick(search, Qt::Key_Return); // applies it at once, without the debounce
        QVERIFY(pane.model()->isStale());
        QCOMPARE(pane.model()->rowCount(), rows);
        QCOMPARE(state->text(), loaded);
        QVERIFY(empty->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(busy->isVisible(), 600);
        QCOMPARE(pane.model()->rowCount(), 0);
        QVERIFY(!pane.model()->isStale());
        QVERIFY(pane.selectedTransaction() == std::nullopt);
        QCOMPARE(state->text(), u"Loading…"_s);
        QCOMPARE(empty->text(), u"Loading…"_s);
        waitIdle(pane);
        QVERIFY(busy->isHidden());
        QVERIFY(pane.model()->rowCount() > 0);
        for (int r = 0; r < pane.model()->rowCount(); ++r)
            QVERIFY(pane.model()->transactionAt(r).merchantRef.startsWith(prefix));
    }

    void exportMatchesTheService()
    {
        auto pane = makePane();
        waitIdle(*pane);
        // Every currency (JPY with no decimals, KWD with three) over the last 7 days, failed
        // ones left out.
        models::TransactionFilter f;
        f.datePreset = DatePreset::Last7Days;
        f.statuses = {u"captured"_s, u"partially_refunded"_s, u"refunded"_s};
        pane->setFilter(f);
        waitIdle(*pane);
        QSignalSpy finished(pane.get(), &TransactionsPane::exportFinished);
        const QString path = m_dir.filePath(u"last7.csv"_s);
        QVERIFY(pane->exportCsvTo(path));
        QVERIFY(pane->isExporting());
        QVERIFY(!pane->exportCsvTo(path)); // one at a time
        QVERIFY(finished.wait(30000));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(2).toString()));
        QVERIFY(!pane->isExporting());
        QVERIFY(!pane->findChild<QProgressDialog *>(u"exportProgress"_s) ||
                !pane->findChild<QProgressDialog *>(u"exportProgress"_s)->isVisible());

        const QDate today = models::serviceToday();
        QUrlQuery q;
        q.addQueryItem(u"status"_s, u"captured,partially_refunded,refunded"_s);
        q.addQueryItem(u"created_from"_s, today.addDays(-6).toString(Qt::ISODate));
        q.addQueryItem(u"created_to"_s, today.addDays(1).toString(Qt::ISODate));
        const QJsonArray expected = fetchAllJson(m_sandbox.client, u"/api/v1/transactions"_s, q);
        QVERIFY(expected.size() > 300);
        const auto csv = readCsvFile(path);
        QVERIFY2(csv, "not valid RFC 4180 CSV");
        QCOMPARE(csv->size(), expected.size() + 1);
        QCOMPARE(csv->at(0), exporting::transactionCsvHeader());
        QSet<QString> currencies;
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QStringList want = expectedCsvRecord(expected.at(i).toObject());
            if (csv->at(i + 1) != want) {
                qWarning() << "row" << i + 1 << "\n got" << csv->at(i + 1) << "\nwant" << want;
                QFAIL("a row differs from the service's data");
            }
            currencies.insert(want.at(4));
        }
        QVERIFY(currencies.contains(u"JPY"_s));
        QVERIFY(currencies.contains(u"KWD"_s));
        QVERIFY(currencies.contains(u"USD"_s));
        // The KWD rows, to the fils.
        QStringList kwd;
        for (qsizetype i = 1; i < csv->size(); ++i) {
            if (csv->at(i).at(4) == u"KWD"_s)
                kwd.append(csv->at(i).at(5));
        }
        kwd.sort();
        QCOMPARE(kwd, (QStringList{u"1.001"_s, u"1.112"_s, u"1.223"_s}));
    }

    void cancellingAnExportLeavesNoFile()
    {
        auto pane = makePane();
        pane->show();
        waitIdle(*pane);
        QSignalSpy finished(pane.get(), &TransactionsPane::exportFinished);
        const QString path = m_dir.filePath(u"cancelled.csv"_s);
        QVERIFY(pane->exportCsvTo(path));
        auto *exporter = pane->findChild<exporting::TransactionCsvExporter *>();
        auto *dialog = pane->findChild<QProgressDialog *>(u"exportProgress"_s);
        QVERIFY(exporter && dialog);
        // The person presses Cancel once the first page is written.
        connect(exporter, &exporting::TransactionCsvExporter::progress, dialog, [dialog] {
            for (QPushButton *b : dialog->findChildren<QPushButton *>())
                b->click();
        });
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(!QFile::exists(path));
        QTest::qWait(100);
        QVERIFY(QDir(m_dir.path()).entryList({u"cancelled*"_s}, QDir::Files).isEmpty());
        QVERIFY(!pane->isExporting());
        QCOMPARE(finished.size(), 1);
    }

    void chartCoversTheWholeFilter()
    {
        auto pane = makePane();
        pane->show();
        TransactionsModel *model = pane->model();
        waitIdle(*pane);
        ui::VolumeChart *chart = pane->chart();
        QVERIFY(!chart->isVisible());
        QVERIFY(!chart->isLoading()); // hidden: nothing is read for it
        pane->findChild<QToolButton *>(u"chartToggle"_s)->click();
        QVERIFY(pane->isChartVisible());
        QVERIFY(chart->isVisible());
        // Shown, it reads every page of the filter by itself, with a busy bar and Cancel,
        // while the table keeps its first page.
        QVERIFY(chart->isLoading());
        QVERIFY(chart->findChild<QProgressBar *>(u"chartBusy"_s)->isVisible());
        QVERIFY(chart->findChild<QPushButton *>(u"chartCancelButton"_s)->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(chart->isComplete(), 60000);
        QVERIFY(!chart->findChild<QProgressBar *>(u"chartBusy"_s)->isVisible());
        QVERIFY(model->hasMore());
        QVERIFY(model->rowCount() < 1000);
        // The most common currency of the whole filter, every one of its transactions.
        const auto counts = [&](const QString &currency) {
            // The service's own count, page by page, for the expectation.
            int n = 0, failed = 0;
            qint64 sum = 0;
            QString cursor;
            do {
                const auto r =
                    m_sandbox.client.get(u"/api/v1/transactions?limit=100&currency=%1%2"_s.arg(
                        currency, cursor.isEmpty() ? QString() : u"&cursor="_s + cursor));
                for (const QJsonValue &v : r.json.value(u"data"_s).toArray()) {
                    const QJsonObject t = v.toObject();
                    if (t.value(u"status"_s).toString() == u"failed"_s) {
                        ++failed;
                    } else {
                        ++n;
                        sum += t.value(u"amount"_s).toInteger();
                    }
                }
                cursor = r.json.value(u"has_more"_s).toBool()
                             ? r.json.value(u"next_cursor"_s).toString()
                             : QString();
            } while (!cursor.isEmpty());
            return std::tuple{n, failed, sum};
        };
        const QString currency = chart->series().currency;
        QVERIFY(!currency.isEmpty());
        QVERIFY(chart->caption().contains(u"most common"_s));
        QVERIFY2(chart->caption().contains(u"Every transaction of the filter is counted"_s),
                 qPrintable(chart->caption()));
        {
            const auto [n, failed, sum] = counts(currency);
            QCOMPARE(chart->series().transactions, n);
            QCOMPARE(chart->series().failed, failed);
            qint64 charted = 0;
            for (const models::DayVolume &d : chart->series().days)
                charted += d.total;
            QCOMPARE(charted, sum);
        }

        // A currency filter: that currency, summed over again, failed payments left out.
        typeInto(pane->findChild<QComboBox *>(u"currencyCombo"_s), u"GBP"_s);
        QTRY_COMPARE(model->query().currency, u"GBP"_s);
        waitIdle(*pane);
        QTRY_VERIFY_WITH_TIMEOUT(chart->isComplete() && chart->series().currency == u"GBP"_s,
                                 60000);
        const auto [n, failed, sum] = counts(u"GBP"_s);
        QVERIFY(failed > 0);
        QCOMPARE(chart->series().transactions, n);
        QCOMPARE(chart->series().failed, failed);
        qint64 charted = 0;
        for (const models::DayVolume &d : chart->series().days)
            charted += d.total;
        QCOMPARE(charted, sum);
        QVERIFY(chart->caption().contains(u"Failed payments"_s));
        QVERIFY(chart->caption().contains(u"currency filter"_s));
        QVERIFY(chart->caption().contains(u"From "_s));
        QVERIFY(model->hasMore()); // the table still has its first page only

        // Cancel keeps what was read and says the older days are missing; Chart the rest
        // finishes it.
        pane->setFilter({});
        waitIdle(*pane);
        QTRY_VERIFY_WITH_TIMEOUT(chart->isLoading() && chart->series().transactions > 0, 10000);
        chart->findChild<QPushButton *>(u"chartCancelButton"_s)->click();
        QVERIFY(!chart->isLoading());
        QVERIFY(!chart->isComplete());
        auto *resume = chart->findChild<QPushButton *>(u"chartResumeButton"_s);
        QVERIFY(resume->isVisible());
        QVERIFY2(chart->caption().contains(u"older days are missing"_s),
                 qPrintable(chart->caption()));
        resume->click();
        QVERIFY(chart->isLoading());
        QTRY_VERIFY_WITH_TIMEOUT(chart->isComplete(), 60000);
        QVERIFY(!resume->isVisible());
        const auto [all, allFailed, allSum] = counts(chart->series().currency);
        QCOMPARE(chart->series().transactions, all);
    }

    void layoutIsRemembered()
    {
        QByteArray state;
        {
            auto pane = makePane();
            QHeaderView *header = pane->view()->horizontalHeader();
            header->setSectionHidden(TransactionsModel::Gateway, true);
            header->moveSection(header->visualIndex(TransactionsModel::Amount), 0);
            header->resizeSection(TransactionsModel::Id, 333);
            pane->setChartVisible(true);
            state = pane->saveState();
        }
        auto pane = std::make_unique<TransactionsPane>();
        QVERIFY(pane->restoreState(state));
        QHeaderView *header = pane->view()->horizontalHeader();
        QVERIFY(header->isSectionHidden(TransactionsModel::Gateway));
        QCOMPARE(header->visualIndex(TransactionsModel::Amount), 0);
        QCOMPARE(header->sectionSize(TransactionsModel::Id), 333);
        QVERIFY(pane->isChartVisible());
        QVERIFY(!pane->restoreState("garbage"));
    }

    void clientsCanBeSwitched()
    {
        auto pane = makePane();
        pane->show();
        QVERIFY(pane->model()->isLoading());
        QSignalSpy errors(pane.get(), &TransactionsPane::errorOccurred);
        QSignalSpy refreshed(pane.get(), &TransactionsPane::lastRefreshed);
        pane->setClient(nullptr); // cancels the request in flight
        QVERIFY(!pane->model()->isLoading());
        QCOMPARE(pane->model()->rowCount(), 0);
        QCOMPARE(pane->findChild<QLabel *>(u"stateLabel"_s)->text(), u"Not connected."_s);
        QTest::qWait(200);
        QCOMPARE(refreshed.size(), 0);
        QCOMPARE(errors.size(), 0);

        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = u"pts_test_NotAKnownKeyAtAll000"_s;
        api::ApiClient bad(config, &m_nam);
        pane->setClient(&bad);
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 10000);
        auto *empty = pane->findChild<QLabel *>(u"emptyState"_s);
        QVERIFY(empty->isVisible());
        QVERIFY(empty->text().contains(u"Could not load transactions."_s));

        pane->setClient(m_client.get());
        waitIdle(*pane);
        QCOMPARE(pane->model()->rowCount(), 100);
        QCOMPARE(refreshed.size(), 1);
        QVERIFY(!empty->isVisible());
        pane->setClient(nullptr); // before `bad` goes
    }
};

QTEST_MAIN(TestTransactionsPane)
#include "tst_transactionspane.moc"
