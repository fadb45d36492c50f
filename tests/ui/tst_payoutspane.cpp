// The Payouts pane and the reconcile dialog over the real sandbox, offscreen: the list and its
// filters (status, currency, arrival dates), the detail with every transaction and refund a
// payout settles, each opening where it lives, a Bank posting leading to its payout, the
// exports read back; and a statement with a payout left out reconciled in the dialog, a file
// that is no statement refused with its name.
#include "../api/cannedserver.h"
#include "../ledger/exportreader.h"
#include "dialogs/accountledgerdialog.h"
#include "dialogs/reconciledialog.h"
#include "ledger/accountledgermodel.h"
#include "models/payoutsmodel.h"
#include "panes/payoutdetail.h"
#include "panes/payoutspane.h"
#include "panes/trialbalancepane.h"
#include "profiles/profile.h"
#include "sandboxclient.h"
#include "testclock.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using models::PayoutsModel;
using ui::PayoutsPane;

namespace {

// 2026-06-01T10:00:00Z
constexpr qint64 Start = 1780308000;

} // namespace

class TestPayoutsPane : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<TestClock> m_clock;
    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    QList<QJsonObject> m_payouts;

    static void waitLoaded(PayoutsPane &pane)
    {
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->hasLoaded() && !pane.model()->isLoading(), 20000);
    }
    QString saveShot(QWidget *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("PAYDESK_SHOTS");
        if (dir.isEmpty())
            return {};
        const QString path = dir + u'/' + name + u".png"_s;
        w->grab().save(path);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        m_clock =
            std::make_shared<TestClock>(QDateTime::fromSecsSinceEpoch(Start, QTimeZone::utc()));
        sandbox::SandboxOptions options;
        options.clock = m_clock;
        QVERIFY(m_sandbox.start(options));
        // Three days in EUR and JPY on two gateways, with a refund on the first.
        for (int day = 0; day < 3; ++day) {
            for (const QString &currency : {u"EUR"_s, u"JPY"_s}) {
                for (const QString &gateway : {u"cardnet"_s, u"paycore"_s}) {
                    QJsonObject body =
                        chargeBody(25013 + 1000 * day, currency, u"ORD-%1"_s.arg(day));
                    body[u"gateway"_s] = gateway;
                    const HttpResult r = m_sandbox.client.post(u"/api/v1/transactions"_s, body);
                    QCOMPARE(r.status, 201);
                    if (day == 0 && gateway == u"cardnet"_s)
                        QCOMPARE(m_sandbox.client
                                     .post(u"/api/v1/transactions/%1/refunds"_s.arg(
                                               r.json[u"id"_s].toString()),
                                           {{u"amount"_s, 5000}})
                                     .status,
                                 201);
                }
            }
            m_clock->advance(std::chrono::hours(24));
        }
        // Day 3, 10:00: days 0 and 1 have arrived (paid), day 2's is pending.
        const HttpResult list = m_sandbox.client.get(u"/api/v1/payouts?limit=100"_s);
        for (const QJsonValue &v : list.json[u"data"_s].toArray())
            m_payouts << v.toObject();
        QCOMPARE(m_payouts.size(), 12);

        m_nam.setProxy(QNetworkProxy::NoProxy);
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);
    }

    void cleanupTestCase()
    {
        m_client.reset();
        m_sandbox.stop();
    }

    void listAndFilters()
    {
        PayoutsPane pane;
        QAbstractItemModelTester tester(pane.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        pane.resize(1200, 700);
        pane.show();
        pane.setClient(m_client.get());
        waitLoaded(pane);
        QCOMPARE(pane.model()->rowCount(), m_payouts.size());
        const QModelIndex first = pane.model()->index(0, PayoutsModel::BankReference);
        QCOMPARE(first.data().toString(), m_payouts[0][u"bank_reference"_s].toString());
        QCOMPARE(pane.model()->index(0, PayoutsModel::Status).data().toString(), u"Pending"_s);

        auto *status = pane.findChild<QComboBox *>(u"payoutStatusCombo"_s);
        status->setCurrentIndex(status->findData(u"paid"_s));
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->query().status == u"paid"_s, 5000);
        waitLoaded(pane);
        QCOMPARE(pane.model()->rowCount(), 8);
        for (int r = 0; r < pane.model()->rowCount(); ++r)
            QCOMPARE(pane.model()->payoutAt(r).status, u"paid"_s);

        auto *currency = pane.findChild<QComboBox *>(u"payoutCurrencyCombo"_s);
        QTRY_VERIFY_WITH_TIMEOUT(currency->findData(u"JPY"_s) > 0, 5000);
        currency->setCurrentIndex(currency->findData(u"JPY"_s));
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->query().currency == u"JPY"_s, 5000);
        waitLoaded(pane);
        QCOMPARE(pane.model()->rowCount(), 4);
        QCOMPARE(pane.model()->index(0, PayoutsModel::Net).data().toString(),
                 QLocale().toString(pane.model()->payoutAt(0).amount));

        // Arrivals of one day only.
        const QDate day(2026, 6, 3);
        pane.findChild<QDateEdit *>(u"payoutFromEdit"_s)->setDate(day);
        pane.findChild<QDateEdit *>(u"payoutToEdit"_s)->setDate(day);
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->query().arrivalTo == day, 5000);
        waitLoaded(pane);
        QCOMPARE(pane.model()->rowCount(), 2);
        QCOMPARE(pane.model()->payoutAt(0).arrivalDate, day);
    }

    // The detail lists what a payout settles, adding up to it; each item opens in its pane.
    void detailAndLinks()
    {
        PayoutsPane pane;
        pane.resize(1300, 700);
        pane.show();
        pane.setClient(m_client.get());
        waitLoaded(pane);
        // The first day's cardnet EUR payout: a charge and its refund.
        int row = -1;
        for (int r = 0; r < pane.model()->rowCount(); ++r) {
            const api::Payout &p = pane.model()->payoutAt(r);
            if (p.currency == u"EUR"_s && p.gateway == u"cardnet"_s && p.refunded > 0)
                row = r;
        }
        QVERIFY(row >= 0);
        pane.view()->selectRow(row);
        ui::PayoutDetail *detail = pane.detail();
        QTRY_VERIFY_WITH_TIMEOUT(detail->itemsLoaded(), 10000);
        QCOMPARE(detail->items().size(), 2);
        qint64 net = 0;
        for (const api::PayoutItem &i : detail->items())
            net += i.net;
        QCOMPARE(net, pane.model()->payoutAt(row).amount);
        saveShot(&pane, u"payouts-pane"_s);

        auto *items = detail->findChild<QTreeWidget *>(u"payoutItems"_s);
        QCOMPARE(items->topLevelItemCount(), 2);
        QSignalSpy transaction(&pane, &PayoutsPane::openTransaction);
        QSignalSpy refund(&pane, &PayoutsPane::openRefund);
        for (int i = 0; i < 2; ++i)
            Q_EMIT items->itemActivated(items->topLevelItem(i), 0);
        QCOMPARE(transaction.size(), 1);
        QVERIFY(transaction[0][0].toString().startsWith(u"txn_"_s));
        QCOMPARE(refund.size(), 1);
        QVERIFY(refund[0][0].toString().startsWith(u"ref_"_s));

        // From the Bank account's ledger: the posting leads to its payout.
        const api::Payout target = pane.model()->payoutAt(row);
        pane.view()->clearSelection();
        pane.showLedgerEntry(target.ledgerEntryId, target.arrivalDate, target.currency);
        QTRY_VERIFY_WITH_TIMEOUT(pane.selectedPayout() && pane.selectedPayout()->id == target.id,
                                 10000);
    }

    // The accountant's way down: the trial balance's Bank account, its entries, a settlement
    // entry, the payout it is, and what that payout settles.
    void fromTheTrialBalanceToAPayout()
    {
        ui::TrialBalancePane trialBalance;
        profiles::Profile profile = profiles::localSandboxTemplate();
        profile.name = u"Local sandbox"_s;
        trialBalance.setProfile(profile);
        trialBalance.setClient(m_client.get());
        api::LedgerAccount bank;
        bank.code = u"1010"_s;
        bank.name = u"Bank"_s;
        bank.type = u"asset"_s;
        bank.normalBalance = u"debit"_s;
        trialBalance.openAccountLedger(bank, u"EUR"_s, QDate(2026, 6, 1), QDate(2026, 6, 4));
        ui::AccountLedgerDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = trialBalance.findChild<ui::AccountLedgerDialog *>()),
                                 10000);
        int row = -1;
        for (int r = 0; r < dialog->model()->rowCount(); ++r) {
            const api::LedgerEntry *e = dialog->model()->entry(r);
            if (e && e->sourceType == u"settlement"_s)
                row = r;
        }
        QVERIFY(row >= 0);
        const QString entryId = dialog->model()->entry(row)->id;
        QSignalSpy openPayout(&trialBalance, &ui::TrialBalancePane::openPayout);
        Q_EMIT dialog->view()->activated(dialog->model()->index(row, 0));
        QCOMPARE(openPayout.size(), 1);
        QCOMPARE(openPayout[0][0].toString(), entryId);

        PayoutsPane payouts;
        payouts.setClient(m_client.get());
        waitLoaded(payouts);
        payouts.showLedgerEntry(openPayout[0][0].toString(), openPayout[0][1].toDate(),
                                openPayout[0][2].toString());
        QTRY_VERIFY_WITH_TIMEOUT(
            payouts.selectedPayout() && payouts.selectedPayout()->ledgerEntryId == entryId, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(payouts.detail()->itemsLoaded(), 10000);
        QVERIFY(!payouts.detail()->items().isEmpty());
    }

    void exports()
    {
        PayoutsPane pane;
        pane.setClient(m_client.get());
        waitLoaded(pane);
        QSignalSpy exported(&pane, &PayoutsPane::fileExported);
        const QString csvPath = m_dir.filePath(u"payouts.csv"_s);
        pane.exportTo(csvPath);
        QVERIFY(exported.wait(10000));
        QFile f(csvPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(f.readAll());
        QCOMPARE(rows.size(), m_payouts.size() + 1);
        QCOMPARE(rows[1].value(9), m_payouts[0][u"id"_s].toString());
        const qint64 amount = m_payouts[0][u"amount"_s].toInteger();
        const bool jpy = m_payouts[0][u"currency"_s].toString() == u"JPY"_s;
        QCOMPARE(rows[1].value(4),
                 jpy ? QString::number(amount)
                     : u"%1.%2"_s.arg(amount / 100).arg(amount % 100, 2, 10, QChar(u'0')));

        const QString xlsxPath = m_dir.filePath(u"payouts.xlsx"_s);
        pane.exportTo(xlsxPath);
        QVERIFY(exported.wait(10000));
        QString error;
        const XlsxSheet sheet = readXlsxSheet(xlsxPath, 1, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(sheet.value(u"J2"_s), m_payouts[0][u"id"_s].toString());
        QCOMPARE(sheet.value(u"E2"_s).toDouble(), jpy ? double(amount) : double(amount) / 100);

        const QString pdfPath = m_dir.filePath(u"payouts.pdf"_s);
        pane.exportTo(pdfPath);
        QVERIFY(exported.wait(10000));
        const QString text = pdfText(pdfPath, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(text.contains(m_payouts[0][u"bank_reference"_s].toString().left(20)));
    }

    // A service without payouts: the pane says so in words, not as an error.
    void serviceWithoutPayouts()
    {
        CannedServer server;
        server.route("/api/v1/payouts",
                     CannedServer::answer(404, R"({"error":"not_found","details":"No."})"));
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        api::ApiClient client(config, &m_nam);
        PayoutsPane pane;
        QSignalSpy errors(&pane, &PayoutsPane::errorOccurred);
        pane.setClient(&client);
        pane.show();
        auto *notOffered = pane.findChild<QLabel *>(u"payoutsNotOffered"_s);
        QTRY_VERIFY_WITH_TIMEOUT(notOffered->isVisible(), 10000);
        QVERIFY(errors.isEmpty());
        QCOMPARE(pane.model()->rowCount(), 0);
        QVERIFY(!pane.model()->isListOffered());
    }

    // A statement with one payout left out: the dialog names it; a picture is refused.
    void reconcileDialog()
    {
        const QJsonObject omitted = [&] {
            for (const QJsonObject &p : std::as_const(m_payouts)) {
                if (p[u"currency"_s].toString() == u"EUR"_s &&
                    p[u"status"_s].toString() == u"paid"_s)
                    return p;
            }
            return QJsonObject();
        }();
        const HttpResult r = m_sandbox.client.get(
            u"/sandbox/v1/bank-statement?currency=EUR&from=2026-06-01&to=2026-06-04&format=camt053"
            "&omit="_s +
            omitted[u"id"_s].toString());
        QCOMPARE(r.status, 200);
        const QString path = m_dir.filePath(u"june.xml"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.body);
        f.close();

        ui::ReconcileDialog dialog(m_client.get());
        dialog.show();
        QSignalSpy finished(&dialog, &ui::ReconcileDialog::finished);
        QVERIFY(dialog.reconcileFile(path));
        QVERIFY(finished.wait(10000));
        QVERIFY(dialog.report());
        const auto missing = dialog.report()->rowsOf(reconcile::ReconcileRow::Kind::Missing);
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing[0].payoutIds.value(0), omitted[u"id"_s].toString());
        QTreeWidget *tree = dialog.resultView();
        QTreeWidgetItem *section = nullptr;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            if (tree->topLevelItem(i)->text(0) == u"Payouts missing from the statement"_s)
                section = tree->topLevelItem(i);
        }
        QVERIFY(section);
        QCOMPARE(section->childCount(), 1);
        QCOMPARE(section->child(0)->text(5), omitted[u"id"_s].toString());
        saveShot(&dialog, u"reconcile-dialog"_s);
        QSignalSpy open(&dialog, &ui::ReconcileDialog::openPayout);
        Q_EMIT tree->itemActivated(section->child(0), 0);
        QCOMPARE(open.size(), 1);
        QCOMPARE(open[0][0].toString(), omitted[u"id"_s].toString());

        const QString csvPath = m_dir.filePath(u"reconciliation.csv"_s);
        QSignalSpy exported(&dialog, &ui::ReconcileDialog::fileExported);
        dialog.exportTo(csvPath);
        QCOMPARE(exported.size(), 1);
        QVERIFY(QFile::exists(csvPath));

        const QString picture = m_dir.filePath(u"scan.png"_s);
        QFile p(picture);
        QVERIFY(p.open(QIODevice::WriteOnly));
        p.write("\x89PNG\r\n\x1a\n");
        p.close();
        QVERIFY(!dialog.reconcileFile(picture));
        QVERIFY(!dialog.report());
        QVERIFY2(dialog.problemText().startsWith(u"scan.png: "_s),
                 qPrintable(dialog.problemText()));
        QCOMPARE(dialog.resultView()->topLevelItemCount(), 0);
    }
};

QTEST_MAIN(TestPayoutsPane)
#include "tst_payoutspane.moc"
