// Crash safety of the sandbox's store: the paydesk-sandbox binary, on a data directory, takes
// charges and refunds from several connections at once and is killed with SIGKILL in the middle
// of that load. Started again on the same directory it must hold every request it acknowledged,
// no transaction with half its postings, a trial balance that balances on every date, and it
// must deliver the webhook events that were still in its outbox.

#include "sandbox/sandboxstore.h"
#include "sandboxclient.h"
#include "sandboxprocess.h"
#include "webhookreceiver.h"

#include <QDate>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk::testing;
namespace Account = paydesk::sandbox::Account;

namespace {

constexpr int Connections = 8;
constexpr int Rounds = 3;
// Bounds the load should the kill never come (each connection stops at this many requests).
constexpr int MaxRequestsPerConnection = 600;
const QStringList Currencies{u"USD"_s, u"EUR"_s, u"JPY"_s};

// What the service answered with a 2xx (or a 402 decline, which it also stores).
struct Acknowledged
{
    enum class Kind { Charge, Decline, Refund } kind = Kind::Charge;
    QString id;
    QString transactionId; // refunds
    QString merchantRef;   // charges and declines
    qint64 amount = 0;
    QString currency;
};

// One HTTP connection sending one request after another: charges, and refunds of its own
// captured charges (so that it always knows what remains refundable). It stops at the first
// request that gets no answer: the service is gone.
class LoadConnection : public QObject
{
public:
    // name prefixes the merchant_ref of its charges and the note of its refunds.
    LoadConnection(const QString &name, const QUrl &base, const QString &apiKey)
        : m_name(name)
        , m_base(base)
        , m_apiKey(apiKey)
        , m_rng(quint32(QRandomGenerator::global()->generate()))
    {
        m_nam.setProxy(QNetworkProxy::NoProxy);
    }

    std::function<void(const Acknowledged &)> acknowledged;
    bool busy = false;
    int sent = 0;
    bool waiting = false;   // a request is out and its answer has not been read
    int unanswered = 0;     // requests that got no HTTP answer: the service was gone
    QStringList unexpected; // answers that are neither 2xx, 402 nor a dropped connection

    void start()
    {
        busy = true;
        sendNext();
    }

private:
    struct Open
    {
        QString id;
        qint64 remaining;
    };

    void sendNext()
    {
        if (sent >= MaxRequestsPerConnection) {
            busy = false;
            return;
        }
        ++sent;
        const bool refund = !m_open.isEmpty() && m_rng.bounded(100) < 35;
        QJsonObject body;
        QString path;
        if (refund) {
            const Open &o = m_open.at(int(m_rng.bounded(qsizetype(m_open.size()))));
            path = u"/api/v1/transactions/"_s + o.id + u"/refunds"_s;
            // Sometimes all that remains (no amount: the default), mostly a part of it.
            if (m_rng.bounded(4) != 0)
                body.insert(u"amount"_s, 1 + m_rng.bounded(o.remaining));
            body.insert(u"note"_s, QString(m_name + u'-' + QString::number(sent)));
        } else {
            const QString currency = Currencies.at(m_rng.bounded(int(Currencies.size())));
            qint64 amount = 500 + m_rng.bounded(100000);
            if (m_rng.bounded(12) == 0)
                amount = amount / 100 * 100 + 2; // the documented decline rule
            else if (amount % 100 == 2)
                ++amount;
            path = u"/api/v1/transactions"_s;
            body = chargeBody(amount, currency, m_name + u'-' + QString::number(sent));
        }
        QNetworkRequest req(m_base.resolved(QUrl(path)));
        req.setRawHeader("Authorization", "Bearer " + m_apiKey.toUtf8());
        req.setRawHeader("Content-Type", "application/json");
        req.setTransferTimeout(30000);
        QNetworkReply *reply = m_nam.post(req, QJsonDocument(body).toJson(QJsonDocument::Compact));
        waiting = true;
        connect(reply, &QNetworkReply::finished, this, [this, reply, refund, body] {
            waiting = false;
            reply->deleteLater();
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QJsonObject json = QJsonDocument::fromJson(reply->readAll()).object();
            if (status == 0) {
                ++unanswered;
                busy = false;
                return;
            }
            Acknowledged a;
            if (status == 201 && refund) {
                a.kind = Acknowledged::Kind::Refund;
                a.id = json.value(u"id"_s).toString();
                a.transactionId = json.value(u"transaction_id"_s).toString();
                a.amount = json.value(u"amount"_s).toInteger();
                a.currency = json.value(u"currency"_s).toString();
                for (qsizetype i = 0; i < m_open.size(); ++i) {
                    if (m_open[i].id == a.transactionId) {
                        m_open[i].remaining -= a.amount;
                        if (m_open[i].remaining == 0)
                            m_open.removeAt(i);
                        break;
                    }
                }
            } else if (status == 201) {
                a.kind = Acknowledged::Kind::Charge;
                a.id = json.value(u"id"_s).toString();
                a.amount = json.value(u"amount"_s).toInteger();
                a.merchantRef = json.value(u"merchant_ref"_s).toString();
                a.currency = json.value(u"currency"_s).toString();
                m_open.append({a.id, a.amount});
            } else if (status == 402 && !refund) {
                a.kind = Acknowledged::Kind::Decline;
                a.id = json.value(u"transaction_id"_s).toString();
                a.amount = body.value(u"amount"_s).toInteger();
                a.merchantRef = body.value(u"merchant_ref"_s).toString();
                a.currency = body.value(u"currency"_s).toString();
            } else {
                unexpected << u"%1 %2"_s.arg(status).arg(
                    QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
                busy = false;
                return;
            }
            if (acknowledged)
                acknowledged(a);
            sendNext();
        });
    }

    QString m_name;
    QUrl m_base;
    QString m_apiKey;
    QRandomGenerator m_rng;
    QNetworkAccessManager m_nam;
    QList<Open> m_open;
};

// What the database file holds, read by the test itself, read-only, beside the service.
struct StoreReport
{
    QStringList problems;
    int transactions = 0;
    int refunds = 0;
    int postings = 0;
    QStringList eventIds;
    int pendingDeliveries = 0;
    int deliveredDeliveries = 0;
    int failedDeliveries = 0;
};

StoreReport checkStore(const QString &databasePath)
{
    StoreReport report;
    QStringList &problems = report.problems;
    const QString connection = u"crashsafety-"_s + QUuid::createUuid().toString();
    {
        // On PostgreSQL (PAYDESK_TEST_DATABASE): the data directory's database.
        QSqlDatabase db =
            paydesk::testing::testDatabaseServer().isEmpty()
                ? QSqlDatabase::addDatabase(u"QSQLITE"_s, connection)
                : paydesk::testing::addStoreDatabase(connection, QFileInfo(databasePath).path());
        if (paydesk::testing::testDatabaseServer().isEmpty()) {
            db.setDatabaseName(databasePath);
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s);
        }
        if (!db.open()) {
            problems << u"cannot open %1 read-only: %2"_s.arg(databasePath, db.lastError().text());
            return report;
        }
        QSqlQuery q(db);
        const auto run = [&](const QString &sql) {
            if (!q.exec(sql))
                problems << u"%1: %2"_s.arg(sql, q.lastError().text());
        };
        // Everything is read in one read transaction: one consistent snapshot, even while the
        // service goes on writing.
        run(u"BEGIN"_s);

        struct Sums
        {
            int lines = 0;
            qint64 debit = 0;
            qint64 credit = 0;
            qint64 salesCredit = 0;
            QSet<QString> currencies;
        };
        QHash<QString, Sums> bySource;
        run(u"SELECT source, currency, account, debit, credit FROM postings"_s);
        while (q.next()) {
            Sums &s = bySource[q.value(0).toString()];
            ++s.lines;
            s.currencies.insert(q.value(1).toString());
            s.debit += q.value(3).toLongLong();
            s.credit += q.value(4).toLongLong();
            if (q.value(2).toInt() == Account::Sales)
                s.salesCredit += q.value(4).toLongLong();
            ++report.postings;
        }

        QHash<QString, qint64> refundedByTransaction;
        QSet<QString> refundIds;
        QHash<QString, QString> refundCurrency;
        run(u"SELECT id, transaction_id, amount, currency FROM refunds"_s);
        while (q.next()) {
            const QString id = q.value(0).toString();
            const qint64 amount = q.value(2).toLongLong();
            refundIds.insert(id);
            refundCurrency.insert(q.value(1).toString(), q.value(3).toString());
            refundedByTransaction[q.value(1).toString()] += amount;
            const Sums s = bySource.value(id);
            if (s.lines != 2 || s.debit != amount || s.credit != amount ||
                s.currencies != QSet<QString>{q.value(3).toString()})
                problems << u"refund %1 of %2: %3 posting lines, debit %4, credit %5"_s.arg(id)
                                .arg(amount)
                                .arg(s.lines)
                                .arg(s.debit)
                                .arg(s.credit);
            ++report.refunds;
        }

        QSet<QString> transactionIds;
        QHash<QString, QString> statusById;
        run(u"SELECT id, status, amount, amount_refunded, currency FROM transactions"_s);
        while (q.next()) {
            const QString id = q.value(0).toString();
            const QString status = q.value(1).toString();
            const qint64 amount = q.value(2).toLongLong();
            const qint64 refunded = q.value(3).toLongLong();
            transactionIds.insert(id);
            statusById.insert(id, status);
            const Sums s = bySource.value(id);
            if (status == u"failed"_s) {
                if (s.lines != 0 || refunded != 0)
                    problems << u"failed transaction %1 has %2 postings, %3 refunded"_s.arg(id)
                                    .arg(s.lines)
                                    .arg(refunded);
            } else if (s.lines < 2 || s.debit != amount || s.credit != amount ||
                       s.salesCredit != amount || s.currencies != QSet{q.value(4).toString()}) {
                problems << u"transaction %1 of %2 (%3): %4 posting lines, debit %5, credit %6,"
                            " sales %7"_s.arg(id)
                                .arg(amount)
                                .arg(status)
                                .arg(s.lines)
                                .arg(s.debit)
                                .arg(s.credit)
                                .arg(s.salesCredit);
            }
            if (refunded != refundedByTransaction.value(id))
                problems << u"transaction %1: amount_refunded %2, its refunds add up to %3"_s
                                .arg(id)
                                .arg(refunded)
                                .arg(refundedByTransaction.value(id));
            const QString expectedStatus = status == u"failed"_s ? status
                                           : refunded == 0       ? u"captured"_s
                                           : refunded == amount  ? u"refunded"_s
                                                                 : u"partially_refunded"_s;
            if (status != expectedStatus)
                problems << u"transaction %1 is %2 with %3 of %4 refunded"_s.arg(id, status)
                                .arg(refunded)
                                .arg(amount);
            ++report.transactions;
        }
        for (auto it = refundedByTransaction.cbegin(); it != refundedByTransaction.cend(); ++it) {
            if (!transactionIds.contains(it.key()))
                problems << u"refunds of a transaction that is not there: %1"_s.arg(it.key());
        }
        for (auto it = bySource.cbegin(); it != bySource.cend(); ++it) {
            if (!transactionIds.contains(it.key()) && !refundIds.contains(it.key()))
                problems << u"postings of %1, which is neither a transaction nor a refund"_s.arg(
                    it.key());
        }

        // The per-day sums the trial balance reads must be the sums of the postings.
        QHash<QString, QPair<qint64, qint64>> fromPostings;
        run(u"SELECT currency, account, posted_at / 86400, SUM(debit), SUM(credit) FROM postings"
            " GROUP BY 1, 2, 3"_s);
        while (q.next())
            fromPostings.insert(u"%1/%2/%3"_s.arg(q.value(0).toString())
                                    .arg(q.value(1).toInt())
                                    .arg(q.value(2).toLongLong()),
                                {q.value(3).toLongLong(), q.value(4).toLongLong()});
        QHash<QString, QPair<qint64, qint64>> daily;
        run(u"SELECT currency, account, day, debit, credit FROM daily_balances"_s);
        while (q.next())
            daily.insert(u"%1/%2/%3"_s.arg(q.value(0).toString())
                             .arg(q.value(1).toInt())
                             .arg(q.value(2).toLongLong()),
                         {q.value(3).toLongLong(), q.value(4).toLongLong()});
        if (daily != fromPostings)
            problems << u"daily_balances (%1 rows) differ from the postings (%2 groups)"_s
                            .arg(daily.size())
                            .arg(fromPostings.size());

        // One event per stored fact, each with its delivery.
        QHash<QString, int> eventsFor; // "captured/txn_..", "refunded/ref_..", ...
        run(u"SELECT id, type, payload FROM events"_s);
        while (q.next()) {
            const QString id = q.value(0).toString();
            const QString type = q.value(1).toString();
            const QJsonObject data = QJsonDocument::fromJson(q.value(2).toByteArray())
                                         .object()
                                         .value(u"data"_s)
                                         .toObject();
            const QString object =
                type == u"transaction.refunded"_s
                    ? data.value(u"refund"_s).toObject().value(u"id"_s).toString()
                    : data.value(u"object"_s).toObject().value(u"id"_s).toString();
            ++eventsFor[type + u'/' + object];
            report.eventIds << id;
        }
        for (const QString &id : std::as_const(transactionIds)) {
            const QString type = statusById.value(id) == u"failed"_s ? u"transaction.failed"_s
                                                                     : u"transaction.captured"_s;
            if (eventsFor.take(type + u'/' + id) != 1)
                problems << u"transaction %1 has no single %2 event"_s.arg(id, type);
        }
        for (const QString &id : std::as_const(refundIds)) {
            if (eventsFor.take(u"transaction.refunded/"_s + id) != 1)
                problems << u"refund %1 has no single transaction.refunded event"_s.arg(id);
        }
        if (!eventsFor.isEmpty())
            problems << u"events of nothing stored: %1"_s.arg(eventsFor.keys().join(u", "_s));

        QHash<QString, int> deliveriesPerEvent;
        run(u"SELECT event_id, state FROM deliveries"_s);
        while (q.next()) {
            ++deliveriesPerEvent[q.value(0).toString()];
            const QString state = q.value(1).toString();
            if (state == u"pending"_s)
                ++report.pendingDeliveries;
            else if (state == u"delivered"_s)
                ++report.deliveredDeliveries;
            else
                ++report.failedDeliveries;
        }
        for (const QString &id : std::as_const(report.eventIds)) {
            if (deliveriesPerEvent.value(id) != 1)
                problems << u"event %1 has %2 deliveries, not 1"_s.arg(id).arg(
                    deliveriesPerEvent.value(id));
        }
        run(u"COMMIT"_s);
    }
    QSqlDatabase::removeDatabase(connection);
    return report;
}

QList<QJsonObject> listAll(HttpClient &http, const QString &path)
{
    QList<QJsonObject> out;
    QString cursor;
    for (int page = 0; page < 1000; ++page) {
        const HttpResult r = http.get(path + u"?limit=100"_s +
                                      (cursor.isEmpty() ? QString() : u"&cursor="_s + cursor));
        if (r.status != 200)
            return {};
        for (const QJsonValue &v : r.json.value(u"data"_s).toArray())
            out << v.toObject();
        cursor = r.json.value(u"next_cursor"_s).toString();
        if (cursor.isEmpty())
            break;
    }
    return out;
}

QDate utcDate(const QString &timestamp)
{
    return QDateTime::fromString(timestamp, Qt::ISODate).toUTC().date();
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(PAYDESK_SANDBOX_BIN)), PAYDESK_SANDBOX_BIN);
    }

    void killedUnderLoadKeepsWhatItAcknowledged()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString dataDir = tmp.filePath(u"data"_s);
        const QString databasePath = dataDir + u"/sandbox.sqlite"_s;

        // The endpoint fails every delivery until the restart, so the events stay in the outbox.
        WebhookReceiver receiver;
        receiver.defaultStatus = 500;
        QVERIFY(receiver.listen());
        const QString secret = newWebhookSecret();
        QStringList schedule;
        for (int i = 0; i < 60; ++i)
            schedule << u"1s"_s;
        const QStringList args{u"--port"_s,           u"0"_s,
                               u"--data"_s,           dataDir,
                               u"--webhook-url"_s,    receiver.url().toString(),
                               u"--webhook-secret"_s, secret,
                               u"--retry-schedule"_s, schedule.join(u',')};

        // Rounds of load, each ended by SIGKILL at a random moment, each restarted on the same
        // directory: the kills land at different points of the request cycle.
        std::unique_ptr<SandboxProcess> sandbox;
        QString apiKey;
        QList<Acknowledged> acknowledged;
        StoreReport crashed;
        int waitingAtKills = 0;
        QStringList killDelays;
        for (int round = 0; round < Rounds; ++round) {
            sandbox = std::make_unique<SandboxProcess>(m_home.path());
            sandbox->start(args);
            QVERIFY2(sandbox->waitForReadyLine(), sandbox->err.constData());
            const auto ready = parseSandboxReady(sandbox->out);
            QVERIFY2(ready, sandbox->out.constData());
            if (round > 0)
                QCOMPARE(ready->apiKey, apiKey); // the key kept in the data directory
            apiKey = ready->apiKey;

            std::vector<std::unique_ptr<LoadConnection>> connections;
            const qsizetype acknowledgedBefore = acknowledged.size();
            for (int i = 0; i < Connections; ++i) {
                connections.push_back(std::make_unique<LoadConnection>(
                    u"crash-%1-%2"_s.arg(round).arg(i), ready->url, apiKey));
                connections.back()->acknowledged = [&](const Acknowledged &a) {
                    acknowledged << a;
                };
            }
            for (const auto &c : connections)
                c->start();
            const int killDelayMs = 250 + QRandomGenerator::global()->bounded(750);
            killDelays << QString::number(killDelayMs);
            int waitingAtKill = -1;
            QTimer killer;
            killer.setSingleShot(true);
            killer.setTimerType(Qt::PreciseTimer);
            connect(&killer, &QTimer::timeout, this, [&] {
                sandbox->signal(SIGKILL);
                waitingAtKill = 0;
                for (const auto &c : connections)
                    waitingAtKill += c->waiting ? 1 : 0;
            });
            killer.start(killDelayMs);
            const auto idle = [&] {
                return std::none_of(connections.cbegin(), connections.cend(),
                                    [](const auto &c) { return c->busy; });
            };
            QTRY_VERIFY_WITH_TIMEOUT(idle() && waitingAtKill >= 0, 120000);
            QVERIFY(sandbox->waitForExit());
            QCOMPARE(sandbox->process().exitStatus(), QProcess::CrashExit);
            for (const auto &c : connections) {
                QVERIFY2(c->unexpected.isEmpty(), qPrintable(c->unexpected.join(u'\n')));
                QCOMPARE(c->unanswered, 1); // each went on until the service was gone
            }
            // In the middle of the load: requests were acknowledged before the kill, and every
            // connection had one out when it came.
            QVERIFY(acknowledged.size() > acknowledgedBefore);
            QCOMPARE(waitingAtKill, Connections);
            waitingAtKills += waitingAtKill;

            // The files as the killed process left them.
            crashed = checkStore(databasePath);
            QVERIFY2(crashed.problems.isEmpty(), qPrintable(crashed.problems.join(u'\n')));
            QVERIFY(crashed.transactions + crashed.refunds >= acknowledged.size());
            QVERIFY2(crashed.pendingDeliveries > 0, "no event was left in the outbox");
            QCOMPARE(crashed.deliveredDeliveries, 0);
        }
        const qsizetype requestsBeforeRestart = receiver.requests.size();
        QVERIFY(requestsBeforeRestart > 0); // deliveries were tried, and failed

        // Started again on the same directory, with an endpoint that now accepts.
        receiver.defaultStatus = 200;
        sandbox = std::make_unique<SandboxProcess>(m_home.path());
        sandbox->start(args);
        QVERIFY2(sandbox->waitForReadyLine(), sandbox->err.constData());
        const auto again = parseSandboxReady(sandbox->out);
        QVERIFY2(again, sandbox->out.constData());
        QCOMPARE(again->apiKey, apiKey);
        HttpClient http;
        http.base = again->url;
        http.apiKey = again->apiKey;

        // Every acknowledged request is there, as it was answered.
        int charges = 0, declines = 0, refunds = 0;
        for (const Acknowledged &a : std::as_const(acknowledged)) {
            if (a.kind == Acknowledged::Kind::Refund) {
                ++refunds;
                const HttpResult r = http.get(u"/api/v1/refunds/"_s + a.id);
                QVERIFY2(r.status == 200, qPrintable(a.id));
                QCOMPARE(r.json.value(u"amount"_s).toInteger(), a.amount);
                QCOMPARE(r.json.value(u"transaction_id"_s).toString(), a.transactionId);
                continue;
            }
            ++(a.kind == Acknowledged::Kind::Charge ? charges : declines);
            const HttpResult r = http.get(u"/api/v1/transactions/"_s + a.id);
            QVERIFY2(r.status == 200, qPrintable(a.id));
            QCOMPARE(r.json.value(u"amount"_s).toInteger(), a.amount);
            QCOMPARE(r.json.value(u"merchant_ref"_s).toString(), a.merchantRef);
            QCOMPARE(r.json.value(u"currency"_s).toString(), a.currency);
            if (a.kind == Acknowledged::Kind::Decline)
                QCOMPARE(r.json.value(u"status"_s).toString(), u"failed"_s);
        }
        QVERIFY(charges > 0 && refunds > 0);

        // The ledger through the API: it balances on every date from the first transaction to
        // today, and at the end it holds exactly the sales and refunds the service lists.
        const QList<QJsonObject> transactions = listAll(http, u"/api/v1/transactions"_s);
        const QList<QJsonObject> refundList = listAll(http, u"/api/v1/refunds"_s);
        QCOMPARE(transactions.size(), crashed.transactions);
        QCOMPARE(refundList.size(), crashed.refunds);
        QHash<QString, qint64> sales, refunded;
        QDate first = QDate::currentDate();
        for (const QJsonObject &t : transactions) {
            first = std::min(first, utcDate(t.value(u"created_at"_s).toString()));
            if (t.value(u"status"_s).toString() != u"failed"_s)
                sales[t.value(u"currency"_s).toString()] += t.value(u"amount"_s).toInteger();
        }
        for (const QJsonObject &r : refundList)
            refunded[r.value(u"currency"_s).toString()] += r.value(u"amount"_s).toInteger();
        const QDate today = QDateTime::currentDateTimeUtc().date();
        for (QDate d = first; d <= today; d = d.addDays(1)) {
            for (const QString &currency : Currencies) {
                const HttpResult tb =
                    http.get(u"/v1/ledger/trial-balance?date=%1&currency=%2"_s.arg(
                        d.toString(Qt::ISODate), currency));
                QCOMPARE(tb.status, 200);
                const qint64 debit = tb.json.value(u"total_debit"_s).toInteger();
                QCOMPARE(debit, tb.json.value(u"total_credit"_s).toInteger());
                if (d != today)
                    continue;
                QHash<QString, QJsonObject> lines;
                for (const QJsonValue &l : tb.json.value(u"lines"_s).toArray())
                    lines.insert(l.toObject().value(u"account_code"_s).toString(), l.toObject());
                QCOMPARE(
                    lines.value(QString::number(Account::Sales)).value(u"credit"_s).toInteger(),
                    sales.value(currency));
                QCOMPARE(
                    lines.value(QString::number(Account::Refunds)).value(u"debit"_s).toInteger(),
                    refunded.value(currency));
            }
        }

        // The outbox: every stored event arrives, signed, once the endpoint accepts.
        const auto allDelivered = [&] {
            QSet<QString> arrived;
            for (qsizetype i = requestsBeforeRestart; i < receiver.requests.size(); ++i)
                arrived.insert(receiver.requests.at(i).webhookId());
            for (const QString &id : std::as_const(crashed.eventIds)) {
                if (!arrived.contains(id))
                    return false;
            }
            return checkStore(databasePath).pendingDeliveries == 0;
        };
        QTRY_VERIFY_WITH_TIMEOUT(allDelivered(), 60000);
        for (qsizetype i = requestsBeforeRestart; i < receiver.requests.size(); ++i) {
            const ReceivedRequest &r = receiver.requests.at(i);
            const WebhookVerdict verdict = verifyStandardWebhook(secret, r);
            QVERIFY2(verdict.ok, qPrintable(r.webhookId() + u": "_s + verdict.reason));
        }
        const StoreReport after = checkStore(databasePath);
        QVERIFY2(after.problems.isEmpty(), qPrintable(after.problems.join(u'\n')));
        QCOMPARE(after.transactions, crashed.transactions);
        QCOMPARE(after.refunds, crashed.refunds);
        QCOMPARE(after.deliveredDeliveries, int(crashed.eventIds.size()));
        QCOMPARE(after.failedDeliveries, 0);

        sandbox->process().terminate();
        QVERIFY(sandbox->waitForExit());
        QCOMPARE(sandbox->process().exitCode(), 0);

        qInfo("%d kills (after %s ms of load), %d requests out at the kills; %d acknowledged "
              "(%d charges, %d declines, %d refunds), all there after the restarts; the store "
              "held %d transactions and %d refunds (%d committed without an answer); %d events "
              "left in the outbox were delivered after the last restart",
              Rounds, qPrintable(killDelays.join(u", "_s)), waitingAtKills,
              int(acknowledged.size()), charges, declines, refunds, crashed.transactions,
              crashed.refunds, crashed.transactions + crashed.refunds - int(acknowledged.size()),
              crashed.pendingDeliveries);
    }

private:
    QTemporaryDir m_home;
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
