// ReconcileLoader against a service that misbehaves while it is paged: a payouts list, a Bank
// account's entries or a payout's items whose next page names a cursor given before. The
// loader says so in words and ends; it once asked for the same page for ever.
#include "api/apiclient.h"
#include "cannedpages.h"
#include "cannedserver.h"
#include "reconcile/reconcileloader.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;

namespace {

const QDate First(2026, 10, 1);
const QDate Last(2026, 10, 31);

QJsonObject payout(const QString &id, const QDate &arrival, qint64 amount)
{
    return {{u"id"_s, id},
            {u"currency"_s, u"USD"_s},
            {u"gateway"_s, u"cardnet"_s},
            {u"amount"_s, double(amount)},
            {u"gross"_s, double(amount)},
            {u"fees"_s, 0},
            {u"refunded"_s, 0},
            {u"covers_day"_s, arrival.addDays(-2).toString(Qt::ISODate)},
            {u"arrival_date"_s, arrival.toString(Qt::ISODate)},
            {u"status"_s, u"paid"_s},
            {u"bank_reference"_s, QString(u"PAYDESK "_s + id)},
            {u"ledger_entry_id"_s, QString(u"le_"_s + id)}};
}

QJsonObject item(const QString &id, qint64 net)
{
    return {{u"type"_s, u"charge"_s},
            {u"id"_s, id},
            {u"transaction_id"_s, id},
            {u"currency"_s, u"USD"_s},
            {u"created_at"_s, u"2026-10-10T10:00:00Z"_s},
            {u"gross"_s, net},
            {u"fee"_s, 0},
            {u"net"_s, net}};
}

QByteArray chart()
{
    const auto account = [](const QString &code, const QString &name, const QString &type,
                            const QString &normal) {
        return QJsonObject{
            {u"code"_s, code}, {u"name"_s, name}, {u"type"_s, type}, {u"normal_balance"_s, normal}};
    };
    return QJsonDocument(QJsonObject{{u"object"_s, u"list"_s},
                                     {u"data"_s, QJsonArray{account(u"1010"_s, u"Bank"_s,
                                                                    u"asset"_s, u"debit"_s)}},
                                     {u"currencies"_s, QJsonArray{u"USD"_s}}})
        .toJson(QJsonDocument::Compact);
}

QByteArray entries(const QList<QJsonObject> &rows, bool hasMore, const QString &cursor)
{
    return cannedPage(rows, hasMore, cursor,
                      {{u"opening_balance"_s, QJsonObject{{u"debit"_s, 0}, {u"credit"_s, 0}}}});
}

// A October statement in USD with one credit: payout po_1 of 10.00, arriving 10 October.
reconcile::BankStatementFile statement(qint64 amount)
{
    reconcile::BankStatementFile s;
    s.path = u"october.csv"_s;
    s.format = u"csv"_s;
    s.currency = u"USD"_s;
    s.first = First;
    s.last = Last;
    s.opening = 0;
    s.closing = amount;
    reconcile::StatementLine line;
    line.fileLine = 2;
    line.booked = QDate(2026, 10, 10);
    line.amount = amount;
    line.text = u"PAYDESK po_1"_s;
    line.bankReference = u"PAYDESK po_1"_s;
    s.lines << line;
    return s;
}

} // namespace

class TestReconcileLoader : public QObject
{
    Q_OBJECT

    QNetworkAccessManager m_nam;

    // Runs the loader on `server` to its end: the failure's words, or empty when it finished.
    QString run(CannedServer &server, const reconcile::BankStatementFile &s, bool *finished)
    {
        api::ClientConfig config;
        config.baseUrl = server.url();
        config.apiKey = u"pts_test_TestKey0123456789abcdefABCDEF01"_s;
        api::ApiClient client(config, &m_nam);
        reconcile::ReconcileLoader loader;
        QSignalSpy done(&loader, &reconcile::ReconcileLoader::finished);
        QSignalSpy failed(&loader, &reconcile::ReconcileLoader::failed);
        loader.start(&client, s, QDate(2026, 11, 28));
        // Without the guard the walk never ends: the wait runs out.
        if (!QTest::qWaitFor([&] { return done.size() + failed.size() > 0; }, 20000))
            return u"(neither finished nor failed)"_s;
        *finished = done.size() == 1;
        return failed.isEmpty() ? QString() : failed.at(0).at(0).toString();
    }

private Q_SLOTS:
    void initTestCase() { m_nam.setProxy(QNetworkProxy::NoProxy); }

    // The honest service first: the same routes reconcile, so the failures below are the
    // loops' and nothing else's.
    void honestServiceReconciles()
    {
        CannedServer server; // the last route a path starts with answers it
        server.route("/v1/ledger/accounts", CannedServer::answer(200, chart()));
        server.route(
            "/api/v1/payouts",
            CannedServer::answer(
                200, cannedPage({payout(u"po_1"_s, QDate(2026, 10, 10), 1000)}, false, {})));
        server.route("/api/v1/payouts/po_1/items",
                     CannedServer::answer(200, cannedPage({item(u"txn_1"_s, 1000)}, false, {})));
        server.route("/v1/ledger/entries", CannedServer::answer(200, entries({}, false, {})));
        bool finished = false;
        const QString failure = run(server, statement(1000), &finished);
        QVERIFY2(finished, qPrintable(failure));
    }

    void loopingPageIsSaid_data()
    {
        QTest::addColumn<QByteArray>("loops");
        QTest::addColumn<QString>("what");
        QTest::newRow("payouts") << QByteArray("/api/v1/payouts") << u"payouts"_s;
        QTest::newRow("bank entries")
            << QByteArray("/v1/ledger/entries") << u"Bank account's entries"_s;
        QTest::newRow("payout items")
            << QByteArray("/api/v1/payouts/po_1/items") << u"items of payout po_1"_s;
    }

    void loopingPageIsSaid()
    {
        QFETCH(QByteArray, loops);
        QFETCH(QString, what);
        CannedServer server;
        server.route("/v1/ledger/accounts", CannedServer::answer(200, chart()));
        // Every page of the looping list says "more, at c1": the second page's cursor came
        // before. The statement's line is 2.50 short, so the payout's items are read.
        const QByteArray itemsPage = loops.endsWith("/items")
                                         ? cannedPage({item(u"txn_1"_s, 1000)}, true, u"c1"_s)
                                         : cannedPage({item(u"txn_1"_s, 1000)}, false, {});
        server.route(
            "/api/v1/payouts",
            CannedServer::answer(200, cannedPage({payout(u"po_1"_s, QDate(2026, 10, 10), 1000)},
                                                 loops == "/api/v1/payouts", u"c1"_s)));
        server.route("/api/v1/payouts/po_1/items", CannedServer::answer(200, itemsPage));
        server.route(
            "/v1/ledger/entries",
            CannedServer::answer(200, entries({}, loops == "/v1/ledger/entries", u"c1"_s)));
        bool finished = false;
        const QString failure = run(server, statement(750), &finished);
        QVERIFY2(!finished, "a looping list was taken as read");
        QVERIFY2(failure.contains(what), qPrintable(failure));
        // The same rows again, or (with no rows) the same cursor again.
        QVERIFY2(failure.contains(u"comes twice"_s) || failure.contains(u"cursor came before"_s),
                 qPrintable(failure));
    }
};

QTEST_MAIN(TestReconcileLoader)
#include "tst_reconcileloader.moc"
