// The client against a sandbox that fails 30 % of POSTs (half before the commit with a 500,
// half by dropping the connection after it): 500 charges and refunds from concurrent callers
// leave exactly the intended records, with no duplicate and nothing lost.
#include "api/apiclient.h"
#include "sandboxclient.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::api;
using paydesk::testing::SandboxFixture;

class TestApiFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactlyTheIntendedRecords()
    {
        paydesk::sandbox::SandboxOptions options;
        options.faultRate = 0.3;
        options.latencyMs = 5;
        SandboxFixture sandbox;
        QVERIFY(sandbox.start(options));

        QNetworkAccessManager nam;
        nam.setProxy(QNetworkProxy::NoProxy);
        ClientConfig config;
        config.baseUrl = sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        config.backoffBaseMs = 10;
        config.backoffMaxMs = 100;
        // 0.3^11: a request failing every attempt is not expected in this run.
        config.maxRetries = 10;
        // Several callers: separate clients sharing nothing but the service.
        constexpr int Callers = 4;
        constexpr int ChargesPerCaller = 75; // 300 charges
        constexpr int RefundsPerCaller = 50; // 200 refunds
        std::vector<std::unique_ptr<ApiClient>> clients;
        int retries = 0;
        for (int c = 0; c < Callers; ++c) {
            clients.push_back(std::make_unique<ApiClient>(config, &nam));
            connect(clients.back().get(), &ApiClient::requestRetrying, this,
                    [&retries] { ++retries; });
        }

        QHash<QString, QString> chargedIdByRef; // merchant_ref -> id
        int chargeFailures = 0;
        int outstanding = 0;
        for (int c = 0; c < Callers; ++c) {
            for (int i = 0; i < ChargesPerCaller; ++i) {
                const QString ref = u"fault-%1-%2"_s.arg(c).arg(i);
                ++outstanding;
                clients[c]->createTransaction(
                    NewCharge{1001 + i * 100 + 10 * c, u"USD"_s, u"cardnet"_s, ref, {}}, this,
                    [&, ref](const Result<Transaction> &r) {
                        --outstanding;
                        if (r.ok())
                            chargedIdByRef.insert(ref, r->id);
                        else
                            ++chargeFailures;
                    });
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(outstanding == 0, 120000);
        QCOMPARE(chargeFailures, 0);
        QCOMPARE(chargedIdByRef.size(), Callers * ChargesPerCaller);

        // Refunds of 100 minor units against the first charges of each caller.
        QHash<QString, int> refundsByTransaction;
        int refundFailures = 0;
        for (int c = 0; c < Callers; ++c) {
            for (int i = 0; i < RefundsPerCaller; ++i) {
                const QString id = chargedIdByRef.value(u"fault-%1-%2"_s.arg(c).arg(i));
                ++outstanding;
                clients[c]->createRefund(id, NewRefund{100, {}, {}}, this,
                                         [&, id](const Result<Refund> &r) {
                                             --outstanding;
                                             if (r.ok())
                                                 ++refundsByTransaction[id];
                                             else
                                                 ++refundFailures;
                                         });
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(outstanding == 0, 120000);
        QCOMPARE(refundFailures, 0);

        // What the service holds, read with a plain client on a fault-free path (GETs are
        // never faulted).
        auto &http = sandbox.client;
        QHash<QString, int> transactionsByRef;
        QString cursor;
        int stored = 0;
        do {
            const auto page = http.get(u"/api/v1/transactions?limit=100"_s +
                                       (cursor.isEmpty() ? QString() : u"&cursor="_s + cursor));
            QCOMPARE(page.status, 200);
            for (const QJsonValue &v : page.json.value(u"data"_s).toArray()) {
                ++transactionsByRef[v.toObject().value(u"merchant_ref"_s).toString()];
                ++stored;
            }
            cursor = page.json.value(u"next_cursor"_s).toString();
        } while (!cursor.isEmpty());
        QCOMPARE(stored, Callers * ChargesPerCaller);
        for (auto it = chargedIdByRef.cbegin(); it != chargedIdByRef.cend(); ++it)
            QCOMPARE(transactionsByRef.value(it.key()), 1);

        int storedRefunds = 0;
        for (auto it = refundsByTransaction.cbegin(); it != refundsByTransaction.cend(); ++it) {
            const auto r = http.get(u"/api/v1/refunds?limit=100&transaction_id="_s + it.key());
            QCOMPARE(r.status, 200);
            const int n = int(r.json.value(u"data"_s).toArray().size());
            QCOMPARE(n, 1);
            storedRefunds += n;
            const auto t = http.get(u"/api/v1/transactions/"_s + it.key());
            QCOMPARE(t.json.value(u"amount_refunded"_s).toInteger(), 100);
        }
        QCOMPARE(storedRefunds, Callers * RefundsPerCaller);
        qInfo("fault run: %d charges and %d refunds stored exactly once; %d retries after "
              "injected faults",
              stored, storedRefunds, retries);
        QVERIFY(retries > 0); // the faults did happen
    }
};

QTEST_GUILESS_MAIN(TestApiFaults)
#include "tst_apifaults.moc"
