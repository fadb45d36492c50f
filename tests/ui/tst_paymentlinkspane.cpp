// The Payment links pane and PaymentLinksModel over the real sandbox, offscreen: the model
// under QAbstractItemModelTester, filters, the detail with its attempts and transaction, a
// link made in the dialog showing at once, its status following a payment on the hosted page
// without a refresh; and against a service without the list (a canned 404), the window's own
// links with a sentence saying why.
#include "../api/cannedserver.h"
#include "api/apiparse.h"
#include "models/paymentlinksmodel.h"
#include "panes/paymentlinkdetail.h"
#include "panes/paymentlinkspane.h"
#include "sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using models::PaymentLinksModel;
using ui::PaymentLinksPane;

namespace {

QJsonObject linkBody(const QString &ref, qint64 amount = 4999)
{
    return {{u"amount"_s, amount},
            {u"currency"_s, u"EUR"_s},
            {u"gateway"_s, u"cardnet"_s},
            {u"merchant_ref"_s, ref},
            {u"return_url"_s, u"https://shop.example/return"_s}};
}

} // namespace

class TestPaymentLinksPane : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;

    api::RedirectSession createLink(const QString &ref)
    {
        const HttpResult r =
            m_sandbox.client.post(u"/api/v1/transactions/redirect"_s, linkBody(ref));
        if (r.status != 201)
            qFatal("creating a link failed: %d", r.status);
        return api::parse::redirectSession(r.body).value();
    }
    int pay(const QString &id, const QByteArray &card)
    {
        return m_sandbox.client
            .send("POST", u"/checkout/"_s + id,
                  "card_number=" + card + "&expiry=12%2F40&cvc=123&name=A+B",
                  {{"Content-Type", "application/x-www-form-urlencoded"}}, false)
            .status;
    }
    static int rowOf(const PaymentLinksPane &pane, const QString &id)
    {
        return pane.model()->rowOf(id);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_nam.setProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_sandbox.start());
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);
        for (int i = 0; i < 7; ++i)
            createLink(u"SEED-%1"_s.arg(i));
    }

    void modelContract()
    {
        PaymentLinksModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(3);
        model.setClient(m_client.get());
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded() && !model.isLoading() && !model.hasMore(),
                                 10000);
        QVERIFY(model.rowCount() >= 7);
        QVERIFY(model.isListOffered());
        for (int r = 1; r < model.rowCount(); ++r)
            QVERIFY(model.linkAt(r - 1).createdAt >= model.linkAt(r).createdAt);
        QCOMPARE(model.index(0, PaymentLinksModel::Status).data().toString(), u"Open"_s);
    }

    void filtersAndDetail()
    {
        PaymentLinksPane pane;
        pane.resize(1280, 800);
        pane.setClient(m_client.get());
        pane.show();
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->hasLoaded() && !pane.model()->isLoading(), 10000);

        const api::RedirectSession paid = createLink(u"DETAIL-1"_s);
        QCOMPARE(pay(paid.id, "4000000000000002"), 402);
        QCOMPARE(pay(paid.id, "4242424242424242"), 303);

        auto *search = pane.findChild<QLineEdit *>(u"linkSearchEdit"_s);
        search->setText(u"detail-"_s);
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!pane.model()->isLoading() && pane.model()->rowCount() == 1,
                                 10000);
        auto *status = pane.findChild<QComboBox *>(u"linkStatusCombo"_s);
        status->setCurrentIndex(status->findData(u"open"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!pane.model()->isLoading() && pane.model()->rowCount() == 0,
                                 10000);
        status->setCurrentIndex(status->findData(u"completed"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!pane.model()->isLoading() && pane.model()->rowCount() == 1,
                                 10000);

        pane.view()->selectRow(0);
        ui::PaymentLinkDetail *detail = pane.detail();
        QVERIFY(detail->session().has_value());
        QCOMPARE(detail->findChild<QLabel *>(u"linkStatus"_s)->text(), u"Completed"_s);
        QCOMPARE(detail->findChild<QLabel *>(u"linkUrl"_s)->text(), paid.checkoutUrl);
        auto *attempts = detail->findChild<QTreeWidget *>(u"linkAttempts"_s);
        QCOMPARE(attempts->topLevelItemCount(), 2);
        QCOMPARE(attempts->topLevelItem(0)->text(1), u"Failed"_s);
        QCOMPARE(attempts->topLevelItem(1)->text(1), u"Captured"_s);

        detail->findChild<QPushButton *>(u"copyLinkButton"_s)->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), paid.checkoutUrl);
        QSignalSpy open(&pane, &PaymentLinksPane::openTransaction);
        auto *openTransaction = detail->findChild<QPushButton *>(u"openLinkTransactionButton"_s);
        QVERIFY(openTransaction->isEnabled());
        openTransaction->click();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).at(0).toString(), attempts->topLevelItem(1)->text(2));
    }

    void createdShowsAtOnceAndFollowsItsStatus()
    {
        PaymentLinksPane pane;
        pane.resize(1280, 800);
        pane.setClient(m_client.get());
        pane.show();
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->hasLoaded() && !pane.model()->isLoading(), 10000);

        // As the dialog hands it over once the service made it.
        const api::RedirectSession made = createLink(u"FOLLOW-1"_s);
        pane.addCreated(made);
        // Among the newest (links of the same second are ordered by id).
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(pane, made.id) >= 0, 10000);
        pane.view()->selectRow(rowOf(pane, made.id));
        QCOMPARE(pane.detail()->session()->id, made.id);
        QCOMPARE(pane.detail()->session()->status, u"open"_s);

        // Paid on the hosted page: the pane sees it by itself, and so does the detail.
        QCOMPARE(pay(made.id, "4242424242424242"), 303);
        QTRY_COMPARE_WITH_TIMEOUT(pane.model()->linkAt(rowOf(pane, made.id)).status, u"completed"_s,
                                  3 * PaymentLinksPane::PollIntervalMs + 5000);
        QTRY_COMPARE(pane.detail()->findChild<QLabel *>(u"linkStatus"_s)->text(), u"Completed"_s);
        QVERIFY(pane.detail()->session()->transactionId.has_value());
    }

    // A link made in the window into an empty list: its row, and the words and the count that
    // go with it, at once (never "No payment links yet" over it and "Payment links: 0" under
    // it until a refresh). One made while the first page is on its way is listed once.
    void createdIntoAnEmptyList()
    {
        SandboxFixture fresh; // no link yet
        QVERIFY(fresh.start());
        api::ClientConfig config;
        config.baseUrl = fresh.service->url();
        config.apiKey = SandboxFixture::testKey();
        api::ApiClient client(config, &m_nam);
        const auto make = [&fresh](const QString &ref) {
            const HttpResult r =
                fresh.client.post(u"/api/v1/transactions/redirect"_s, linkBody(ref));
            if (r.status != 201)
                qFatal("creating a link failed: %d", r.status);
            return api::parse::redirectSession(r.body).value();
        };

        PaymentLinksPane pane;
        pane.resize(1280, 800);
        pane.setClient(&client);
        pane.show();
        auto *empty = pane.findChild<QWidget *>(u"emptyStateBox"_s);
        auto *emptyText = pane.findChild<QLabel *>(u"emptyState"_s);
        auto *state = pane.findChild<QLabel *>(u"stateLabel"_s);
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->hasLoaded() && !pane.model()->isLoading(), 10000);
        QVERIFY(empty->isVisible());
        QVERIFY(emptyText->text().startsWith(u"No payment links yet"_s));
        QCOMPARE(state->text(), u"Payment links: 0, all loaded."_s);

        pane.addCreated(make(u"FIRST-1"_s));
        QCOMPARE(pane.model()->rowCount(), 1);
        QVERIFY(!empty->isVisible());
        QCOMPARE(state->text(), u"Payment links: 1, all loaded."_s);

        // A link handed over while the first page is on its way: the page brings it too.
        const api::RedirectSession early = make(u"EARLY-1"_s);
        PaymentLinksPane second;
        second.setClient(&client);
        QVERIFY(second.model()->isLoading());
        second.addCreated(early);
        QTRY_VERIFY_WITH_TIMEOUT(second.model()->hasLoaded() && !second.model()->isLoading(),
                                 10000);
        QCOMPARE(second.model()->rowCount(), 2);
        QCOMPARE(second.model()->linkAt(0).id, early.id);
        QCOMPARE(second.findChild<QLabel *>(u"stateLabel"_s)->text(),
                 u"Payment links: 2, all loaded."_s);
    }

    void serviceWithoutTheList()
    {
        CannedServer server;
        QJsonObject completed =
            QJsonDocument::fromJson(
                m_sandbox.client.post(u"/api/v1/transactions/redirect"_s, linkBody(u"CANNED-1"_s))
                    .body)
                .object();
        const api::RedirectSession made =
            api::parse::redirectSession(QJsonDocument(completed).toJson()).value();
        completed[u"status"_s] = u"completed"_s;
        completed[u"transaction_id"_s] = u"txn_canned"_s;
        // The last route that matches answers: the list is missing, one link can be read.
        server.route("/api/v1/transactions/redirect",
                     CannedServer::answer(404, R"({"error":"not_found","details":"No."})"));
        server.route("/api/v1/transactions/redirect/",
                     CannedServer::answer(200, QJsonDocument(completed).toJson()));
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        api::ApiClient client(config, &m_nam);

        PaymentLinksPane pane;
        pane.setClient(&client);
        pane.show();
        QSignalSpy errors(&pane, &PaymentLinksPane::errorOccurred);
        auto *notOffered = pane.findChild<QLabel *>(u"linksNotOffered"_s);
        QTRY_VERIFY_WITH_TIMEOUT(notOffered->isVisible(), 10000);
        QVERIFY(errors.isEmpty()); // said in words, not as an error
        QCOMPARE(pane.model()->rowCount(), 0);
        QVERIFY(!pane.model()->isListOffered());
        // Nothing to clear: the empty list says what to do first, without "Clear filters".
        auto *empty = pane.findChild<QLabel *>(u"emptyState"_s);
        QTRY_VERIFY(empty->text().startsWith(u"No payment links yet"_s));
        QVERIFY(!pane.findChild<QPushButton *>(u"clearFiltersButton"_s)->isVisible());

        pane.addCreated(made);
        QTRY_COMPARE_WITH_TIMEOUT(pane.model()->rowCount(), 1, 10000);
        QCOMPARE(pane.model()->linkAt(0).id, made.id);
        // Its status still follows, read one by one.
        QTRY_COMPARE_WITH_TIMEOUT(pane.model()->linkAt(0).status, u"completed"_s,
                                  3 * PaymentLinksPane::PollIntervalMs + 5000);
        QVERIFY(errors.isEmpty());
    }
};

QTEST_MAIN(TestPaymentLinksPane)
#include "tst_paymentlinkspane.moc"
