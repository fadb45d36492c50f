// The chart of accounts and the trial balance against the real sandbox (in process, on
// loopback, fresh and unseeded) after a known workload of charges, a decline and refunds
// made over HTTP. The expected figures are computed here from the amounts and the documented
// fee formula, independently of the sandbox.
#include "api/apiclient.h"
#include "core/currency.h"
#include "ledger/accountstreemodel.h"
#include "ledger/trialbalancemodel.h"
#include "ledgertestdata.h"
#include "sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using ledger::TrialBalanceModel;
using ledger::TrialBalanceReport;

namespace {

struct Expected
{
    qint64 sales = 0;
    qint64 fees = 0;
    qint64 refunds = 0;
    qint64 receivable() const { return sales - fees - refunds; }
};

} // namespace

class TestLedgerSandbox : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    QHash<QString, Expected> m_expected;

    // A charge over HTTP; returns its id when captured, empty when declined.
    QString charge(qint64 amount, const QString &currency, const QString &ref)
    {
        const HttpResult r =
            m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(amount, currency, ref));
        if (r.status == 402)
            return {};
        if (r.status != 201 && r.status != 200)
            qFatal("charge answered %d: %s", r.status, r.body.constData());
        Expected &e = m_expected[currency];
        e.sales += amount;
        e.fees += expectedFee(amount, Currency::exponent(currency).value());
        return r.json.value(u"id"_s).toString();
    }

    void refund(const QString &id, const QString &currency, std::optional<qint64> amount)
    {
        QJsonObject body;
        if (amount)
            body.insert(u"amount"_s, *amount);
        const HttpResult r =
            m_sandbox.client.post(u"/api/v1/transactions/"_s + id + u"/refunds"_s, body);
        if (r.status != 201)
            qFatal("refund answered %d: %s", r.status, r.body.constData());
        m_expected[currency].refunds += r.json.value(u"amount"_s).toInteger();
    }

    static QDate todayUtc() { return QDateTime::currentDateTimeUtc().date(); }

    static qint64 figure(const TrialBalanceModel &m, const QString &code, int column)
    {
        for (int r = 0; r < m.rowCount(); ++r) {
            if (m.accountCodeAt(r) == code)
                return TrialBalanceReport::amount(m.rowAt(r), column);
        }
        return -1;
    }

    bool load(TrialBalanceModel &model, const QDate &date, const QString &currency,
              std::optional<QDate> compare = std::nullopt)
    {
        QSignalSpy loaded(&model, &TrialBalanceModel::loaded);
        QSignalSpy failed(&model, &TrialBalanceModel::errorOccurred);
        model.load(date, currency, compare);
        return loaded.wait(15000) && failed.isEmpty();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_sandbox.start()); // in memory, no demo data
        m_nam.setProxy(QNetworkProxy::NoProxy);
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);

        // USD: the documented examples, a tiny and a large charge, a decline, two refunds.
        const QString a = charge(2599, u"USD"_s, u"ORD-1"_s); // fee 105
        const QString b = charge(10000, u"USD"_s, u"ORD-2"_s);
        charge(10, u"USD"_s, u"ORD-3"_s); // the fee takes all of it
        charge(123457, u"USD"_s, u"ORD-4"_s);
        QVERIFY(charge(4502, u"USD"_s, u"ORD-5"_s).isEmpty()); // declined: nothing posted
        charge(99999999, u"USD"_s, u"ORD-6"_s);
        refund(a, u"USD"_s, std::nullopt); // in full; the fee is not returned
        refund(b, u"USD"_s, 2500);
        refund(b, u"USD"_s, 1);
        // JPY has no decimals and no fixed fee part.
        charge(1000, u"JPY"_s, u"ORD-J1"_s);
        const QString j = charge(5555, u"JPY"_s, u"ORD-J2"_s);
        charge(1, u"JPY"_s, u"ORD-J3"_s);
        refund(j, u"JPY"_s, 555);
        // KWD has three.
        const QString k = charge(12345, u"KWD"_s, u"ORD-K1"_s);
        refund(k, u"KWD"_s, 345);
    }

    void chartOfAccounts()
    {
        ledger::AccountsTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setClient(m_client.get());
        QSignalSpy loaded(&model, &ledger::AccountsTreeModel::loaded);
        model.reload();
        QVERIFY(model.isLoading());
        QVERIFY(loaded.wait(15000));
        QCOMPARE(loaded.first().first().toInt(), 14);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.accountAt(model.indexOfCode(u"4200"_s))->normalBalance, u"debit"_s);
        QCOMPARE(model.indexOfCode(u"5100"_s).parent(), model.indexOfCode(u"5000"_s));
        QCOMPARE(model.indexOfCode(u"1000"_s).parent(), model.index(0, 0));
    }

    void trialBalance_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::newRow("USD") << u"USD"_s;
        QTest::newRow("JPY") << u"JPY"_s;
        QTest::newRow("KWD") << u"KWD"_s;
    }

    void trialBalance()
    {
        QFETCH(QString, currency);
        const Expected e = m_expected.value(currency);
        QVERIFY(e.sales > 0);

        TrialBalanceModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setClient(m_client.get());
        QVERIFY(load(model, todayUtc(), currency));

        QCOMPARE(model.currency(), currency);
        QCOMPARE(model.date(), todayUtc());
        QCOMPARE(figure(model, u"4100"_s, TrialBalanceReport::Credit), e.sales);
        QCOMPARE(figure(model, u"5100"_s, TrialBalanceReport::Debit), e.fees);
        QCOMPARE(figure(model, u"4200"_s, TrialBalanceReport::Debit), e.refunds);
        QCOMPARE(figure(model, u"1100"_s, TrialBalanceReport::Debit), e.receivable());
        // Nothing else moved: no bank, no capital, no settlement through the API.
        QCOMPARE(figure(model, u"1010"_s, TrialBalanceReport::Debit), -1);
        QCOMPARE(model.report().totalDebit(), e.sales);
        QCOMPARE(model.report().totalCredit(), e.sales);
        QVERIFY(model.isBalanced());
        QVERIFY(model.report().totalsMatchService());

        // Compared with yesterday, before any posting: the change is everything.
        QVERIFY(load(model, todayUtc(), currency, todayUtc().addDays(-1)));
        QVERIFY(model.hasComparison());
        QCOMPARE(model.columnCount(), int(TrialBalanceReport::ColumnCount));
        const auto &total = model.rowAt(model.rowCount() - 1);
        QCOMPARE(total.compareDebit, 0);
        QCOMPARE(total.compareCredit, 0);
        // Sales grew: + on its normal (credit) side, not debit minus credit.
        QCOMPARE(figure(model, u"4100"_s, TrialBalanceReport::Change), e.sales);
        QCOMPARE(figure(model, u"1100"_s, TrialBalanceReport::Change), e.receivable());
        QVERIFY(model.report().isComparisonBalanced());

        // A day before anything: no lines, balanced at zero.
        QVERIFY(load(model, todayUtc().addDays(-1), currency));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.isBalanced());
    }

    void errorsAndCancelling()
    {
        TrialBalanceModel model;
        model.setClient(m_client.get());
        QSignalSpy failed(&model, &TrialBalanceModel::errorOccurred);
        QSignalSpy loaded(&model, &TrialBalanceModel::loaded);
        model.load(todayUtc(), u"ZZZ"_s, todayUtc().addDays(-1)); // not a currency
        QVERIFY(failed.wait(15000));
        QCOMPARE(failed.first().first().value<api::ApiError>().httpStatus, 400);
        QVERIFY(!model.isLoading());
        QTest::qWait(300);
        QCOMPARE(failed.size(), 1); // one error for the pair, not one per request
        QVERIFY(loaded.isEmpty());

        // A new load, then the client goes: nothing arrives.
        QSignalSpy loading(&model, &TrialBalanceModel::loadingChanged);
        model.load(todayUtc(), u"USD"_s, todayUtc().addDays(-1));
        QVERIFY(model.isLoading());
        model.setClient(nullptr);
        QVERIFY(!model.isLoading());
        QCOMPARE(loading.size(), 2);
        QTest::qWait(500);
        QVERIFY(loaded.isEmpty());
        QCOMPARE(failed.size(), 1);
    }
};

QTEST_MAIN(TestLedgerSandbox)
#include "tst_ledgersandbox.moc"
