// Idempotency under faults, at load: the client against the paydesk-sandbox binary started with
// --fault-rate 0.3 --latency 50 (30 % of POSTs fail, half with a 500 before anything is stored,
// half by a dropped connection after the commit). 2,000 charges, declines and refunds from 16
// concurrent callers, each with its own client and connection pool, must leave exactly the
// records the callers meant: every one once, with the amounts and statuses intended.
#include "api/apiclient.h"
#include "sandboxprocess.h"

#include <QLoggingCategory>
#include <QNetworkProxy>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::api;
using paydesk::testing::SandboxProcess;

namespace {

constexpr int Callers = 16;
constexpr int OperationsPerCaller = 125; // 2,000 in all

struct IntendedCharge
{
    qint64 amount = 0;
    QString currency;
    bool declined = false;
    qint64 refunded = 0;
    QString id; // as the caller was told
};

struct IntendedRefund
{
    QString merchantRef; // of the charge it refunds
    qint64 amount = 0;
    QString id;
};

// One caller: one operation after the other, each started when the previous one is answered.
// Refunds go to its own captured charges, so it always knows what remains refundable.
class Caller : public QObject
{
public:
    Caller(int index, const ClientConfig &config)
        : m_index(index)
        , m_rng(quint32(index * 7919 + 17))
    {
        nam.setProxy(QNetworkProxy::NoProxy);
        client = std::make_unique<ApiClient>(config, &nam);
    }

    QNetworkAccessManager nam;
    std::unique_ptr<ApiClient> client;
    QHash<QString, IntendedCharge> charges; // by merchant_ref
    QHash<QString, IntendedRefund> refunds; // by note
    QStringList errors;
    int done = 0;

    bool finished() const { return done == OperationsPerCaller || !errors.isEmpty(); }

    void next()
    {
        if (finished())
            return;
        const int op = done;
        QStringList refundable;
        for (auto it = charges.cbegin(); it != charges.cend(); ++it) {
            if (!it->declined && !it->id.isEmpty() && it->refunded < it->amount)
                refundable << it.key();
        }
        refundable.sort(); // QHash order is not reproducible
        if (!refundable.isEmpty() && m_rng.bounded(100) < 40)
            refund(op, refundable.at(m_rng.bounded(int(refundable.size()))));
        else
            charge(op);
    }

private:
    void charge(int op)
    {
        static const QStringList currencies{u"USD"_s, u"EUR"_s, u"JPY"_s, u"KWD"_s};
        const QString ref = u"idem-%1-%2"_s.arg(m_index).arg(op);
        IntendedCharge c;
        c.currency = currencies.at(m_rng.bounded(int(currencies.size())));
        c.amount = 100 + m_rng.bounded(500000);
        c.declined = m_rng.bounded(20) == 0;
        if (c.declined)
            c.amount = c.amount / 100 * 100 + 2; // the sandbox declines amounts ending in 02
        else if (c.amount % 100 == 2)
            ++c.amount;
        charges.insert(ref, c);
        client->createTransaction(
            NewCharge{c.amount, c.currency, u"cardnet"_s, ref, {}}, this,
            [this, ref](const Result<Transaction> &r) {
                IntendedCharge &c = charges[ref];
                if (r.ok() && !c.declined) {
                    c.id = r->id;
                } else if (!r.ok() && c.declined && r.error().httpStatus == 402 &&
                           r.error().code == u"card_declined"_s) {
                    c.id = r.error().body.value(u"transaction_id"_s).toString();
                } else {
                    errors << u"charge %1: %2"_s.arg(ref, r.ok() ? u"not declined"_s
                                                                 : r.error().message());
                    return;
                }
                ++done;
                next();
            });
    }

    void refund(int op, const QString &ref)
    {
        const QString note = u"idem-%1-%2"_s.arg(m_index).arg(op);
        const IntendedCharge &c = charges[ref];
        const qint64 remaining = c.amount - c.refunded;
        // One in four takes the default (all that remains); the rest a part of it.
        const bool all = m_rng.bounded(4) == 0;
        const qint64 amount = all ? remaining : 1 + m_rng.bounded(remaining);
        refunds.insert(note, IntendedRefund{ref, amount, {}});
        charges[ref].refunded += amount;
        NewRefund body;
        if (!all)
            body.amount = amount;
        body.note = note;
        client->createRefund(c.id, body, this, [this, note, amount](const Result<Refund> &r) {
            if (!r.ok() || r->amount != amount) {
                errors << u"refund %1: %2"_s.arg(note, r.ok() ? u"amount %1"_s.arg(r->amount)
                                                              : r.error().message());
                return;
            }
            refunds[note].id = r->id;
            ++done;
            next();
        });
    }

    int m_index;
    QRandomGenerator m_rng;
};

template<typename T, typename Query, typename List>
QList<T> listAll(ApiClient &client, List list, QString *error)
{
    QList<T> out;
    Query query;
    query.limit = 100;
    for (;;) {
        std::optional<Result<Page<T>>> page;
        (client.*list)(query, &client, [&page](const Result<Page<T>> &r) { page = r; });
        if (!QTest::qWaitFor([&page] { return page.has_value(); }, 30000)) {
            *error = u"no answer to a list request"_s;
            return {};
        }
        if (!page->ok()) {
            *error = page->error().message();
            return {};
        }
        out += page->value().data;
        if (page->value().nextCursor.isEmpty())
            return out;
        query.cursor = page->value().nextCursor;
    }
}

} // namespace

class TestApiIdempotencyLoad : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(PAYDESK_SANDBOX_BIN)), PAYDESK_SANDBOX_BIN);
        // A line per retry would bury the report; the counts below say what happened.
        QLoggingCategory::setFilterRules(u"paydesk.api.info=false"_s);
    }

    void exactlyTheIntendedRecords()
    {
        SandboxProcess sandbox(m_home.path());
        sandbox.start({u"--port"_s, u"0"_s, u"--in-memory"_s, u"--fault-rate"_s, u"0.3"_s,
                       u"--latency"_s, u"50"_s});
        QVERIFY2(sandbox.waitForReadyLine(), sandbox.err.constData());
        const auto ready = paydesk::testing::parseSandboxReady(sandbox.out);
        QVERIFY2(ready, sandbox.out.constData());

        ClientConfig config;
        config.baseUrl = ready->url;
        config.apiKey = ready->apiKey;
        config.backoffBaseMs = 20;
        config.backoffMaxMs = 200;
        // 0.3^11: an operation failing on every attempt is not expected in this run.
        config.maxRetries = 10;

        // Counted where the client sees them. A dropped connection is mostly not seen: Qt's HTTP
        // layer sends a request again by itself when the connection closes while it waits for
        // the answer, and that second send, with the same Idempotency-Key, gets the stored
        // answer replayed (Idempotent-Replayed: true). Replays count the dropped answers that
        // were healed, either way.
        int attempts = 0, serverErrors = 0, dropped = 0, replayed = 0, retries = 0;
        std::vector<std::unique_ptr<Caller>> callers;
        for (int i = 0; i < Callers; ++i) {
            callers.push_back(std::make_unique<Caller>(i, config));
            Caller *c = callers.back().get();
            connect(&c->nam, &QNetworkAccessManager::finished, this, [&](QNetworkReply *reply) {
                // The client sends its POSTs with sendCustomRequest.
                const QByteArray verb =
                    reply->request().attribute(QNetworkRequest::CustomVerbAttribute).toByteArray();
                if (reply->operation() != QNetworkAccessManager::PostOperation && verb != "POST")
                    return;
                ++attempts;
                const int status =
                    reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                serverErrors += status == 500 ? 1 : 0;
                dropped += status == 0 ? 1 : 0;
                replayed += reply->rawHeader("Idempotent-Replayed") == "true" ? 1 : 0;
            });
            connect(c->client.get(), &ApiClient::requestRetrying, this, [&] { ++retries; });
        }
        for (const auto &c : callers)
            c->next();
        const auto allFinished = [&] {
            return std::all_of(callers.cbegin(), callers.cend(),
                               [](const auto &c) { return c->finished(); });
        };
        QTRY_VERIFY_WITH_TIMEOUT(allFinished(), 240000);
        for (const auto &c : callers)
            QVERIFY2(c->errors.isEmpty(), qPrintable(c->errors.join(u'\n')));

        // What the callers meant.
        QHash<QString, IntendedCharge> charges;
        QHash<QString, IntendedRefund> refunds;
        for (const auto &c : callers) {
            charges.insert(c->charges);
            refunds.insert(c->refunds);
        }
        int declines = 0;
        for (const IntendedCharge &c : std::as_const(charges))
            declines += c.declined ? 1 : 0;
        QCOMPARE(charges.size() + refunds.size(), Callers * OperationsPerCaller);

        // What the service holds, listed through the API by a client of its own.
        QNetworkAccessManager nam;
        nam.setProxy(QNetworkProxy::NoProxy);
        ApiClient reader(config, &nam);
        QString error;
        const QList<Transaction> transactions =
            listAll<Transaction, TransactionQuery>(reader, &ApiClient::listTransactions, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Refund> storedRefunds =
            listAll<Refund, RefundQuery>(reader, &ApiClient::listRefunds, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QHash<QString, QString> refById; // transaction id -> merchant_ref
        QSet<QString> seenRefs;
        for (const Transaction &t : transactions) {
            QVERIFY2(!seenRefs.contains(t.merchantRef), qPrintable(u"twice: "_s + t.merchantRef));
            seenRefs.insert(t.merchantRef);
            QVERIFY2(charges.contains(t.merchantRef),
                     qPrintable(u"unintended: "_s + t.merchantRef));
            const IntendedCharge &c = charges[t.merchantRef];
            QCOMPARE(t.id, c.id);
            QCOMPARE(t.amount, c.amount);
            QCOMPARE(t.currency, c.currency);
            QCOMPARE(t.amountRefunded, c.refunded);
            const QString status = c.declined               ? u"failed"_s
                                   : c.refunded == 0        ? u"captured"_s
                                   : c.refunded == c.amount ? u"refunded"_s
                                                            : u"partially_refunded"_s;
            QCOMPARE(t.status, status);
            refById.insert(t.id, t.merchantRef);
        }
        QCOMPARE(seenRefs.size(), charges.size()); // nothing lost

        QSet<QString> seenNotes;
        for (const Refund &r : storedRefunds) {
            const QString note = r.note.value_or(QString());
            QVERIFY2(!seenNotes.contains(note), qPrintable(u"twice: "_s + note));
            seenNotes.insert(note);
            QVERIFY2(refunds.contains(note), qPrintable(u"unintended refund: "_s + note));
            const IntendedRefund &intended = refunds[note];
            QCOMPARE(r.id, intended.id);
            QCOMPARE(r.amount, intended.amount);
            QCOMPARE(refById.value(r.transactionId), intended.merchantRef);
        }
        QCOMPARE(seenNotes.size(), refunds.size());

        const int operations = Callers * OperationsPerCaller;
        qInfo("idempotency under faults: %d operations from %d callers (%d charges, %d declines, "
              "%d refunds); %d attempts, %d faults seen (%d answered 500, %d without an answer), "
              "%d retries, %d answers replayed after a dropped connection; stored %d "
              "transactions and %d refunds, each once",
              operations, Callers, int(charges.size()) - declines, declines, int(refunds.size()),
              attempts, serverErrors + dropped, serverErrors, dropped, retries, replayed,
              int(transactions.size()), int(storedRefunds.size()));
        // Every fault was seen and retried, and nothing else was: the sums hold exactly.
        QCOMPARE(retries, serverErrors + dropped);
        QCOMPARE(attempts, operations + retries);
        QVERIFY(serverErrors > 0 && replayed > 0); // both kinds of fault did happen

        sandbox.process().terminate();
        QVERIFY(sandbox.waitForExit());
    }

private:
    QTemporaryDir m_home;
};

QTEST_GUILESS_MAIN(TestApiIdempotencyLoad)
#include "tst_apiidempotencyload.moc"
