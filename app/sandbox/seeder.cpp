#include "seeder.h"

#include "core/currency.h"
#include "sandboxstore.h"

#include <QElapsedTimer>
#include <QMap>
#include <QSqlError>

#include <algorithm>
#include <random>
#include <vector>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr qint64 Day = 86400;

struct CurrencyProfile
{
    const char *code;
    int weight;      // out of 100
    qint64 minMinor; // typical order range, minor units
    qint64 maxMinor;
    qint64 opening; // opening bank balance, minor units
};

const CurrencyProfile Currencies[] = {
    {"USD", 45, 500, 45'000, 5'000'000},
    {"EUR", 25, 500, 40'000, 3'000'000},
    {"GBP", 18, 500, 35'000, 2'000'000},
    {"JPY", 12, 500, 60'000, 400'000'000},
};

const char *const Gateways[] = {"cardnet", "paycore", "eurogate", "sakura_pay"};
const char *const Products[] = {
    "Espresso beans 1 kg", "Pour-over kettle",  "Ceramic mug set",   "Grinder burr set",
    "Barista course",      "Gift card",         "Cold brew bottles", "Milk frother",
    "Subscription box",    "Descaling tablets", "Travel tumbler",    "Tasting flight",
};

const char Alphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// The standard engines are portable across platforms; the standard distributions are not,
// so the mapping to ranges is done here.
struct Rng
{
    std::mt19937_64 engine;
    explicit Rng(quint64 seed)
        : engine(seed)
    {}
    quint64 next() { return engine(); }
    qint64 bounded(qint64 n) { return qint64(next() % quint64(n)); }
    qint64 range(qint64 lo, qint64 hi) { return lo + bounded(hi - lo + 1); }
    bool chance(int perMille) { return bounded(1000) < perMille; }
    QString id(const QString &prefix)
    {
        QString s = prefix;
        for (int i = 0; i < 24; ++i)
            s += QLatin1Char(Alphabet[bounded(62)]);
        return s;
    }
};

struct BalanceKey
{
    QString currency;
    int account;
    qint64 day;
    bool operator<(const BalanceKey &o) const
    {
        return std::tie(currency, account, day) < std::tie(o.currency, o.account, o.day);
    }
};

// Rows written many to a statement: `INSERT ... VALUES (...), (...), ...` of BatchRows rows.
// Each statement is a round trip to PostgreSQL (six a transaction, row by row: 35 s per
// 100,000); SQLite, in-process, gains little but takes the same path, so both engines get the
// same rows in the same order (ids and seqs as before).
class RowBatch
{
public:
    static constexpr int BatchRows = 500;

    // `head`: "INSERT INTO t(a, b, ...) VALUES "; `row`: one row's "(?, ?, 'x', ?)".
    RowBatch(SandboxStore &store, QString head, QString row)
        : m_store(store)
        , m_head(std::move(head))
        , m_row(std::move(row))
        , m_columns(int(m_row.count(QLatin1Char('?'))))
    {
        m_values.reserve(qsizetype(BatchRows) * m_columns);
    }

    bool add(std::initializer_list<QVariant> values)
    {
        Q_ASSERT(int(values.size()) == m_columns);
        m_values.append(values);
        return m_values.size() < qsizetype(BatchRows) * m_columns || flush();
    }

    bool flush()
    {
        const qsizetype rows = m_values.size() / m_columns;
        if (rows == 0)
            return true;
        if (m_store.isPostgres())
            return flushAsText(rows);
        StoreQuery q = m_store.prepared(sql(rows));
        for (qsizetype i = 0; i < m_values.size(); ++i)
            q.bindValue(int(i), m_values.at(i));
        m_values.clear();
        return m_store.exec(q);
    }

private:
    // QPSQL sends a prepared statement's values as text in an EXECUTE anyway, each through
    // its driver's formatting: the statement written here as literals costs a quarter of that
    // client time (100,000 seeded in 11 s instead of 15). Only integers and text are bound;
    // E'' strings read the same whatever standard_conforming_strings says.
    bool flushAsText(qsizetype rows)
    {
        QString text = m_head;
        text.reserve(m_head.size() + m_values.size() * 16);
        qsizetype next = 0;
        for (qsizetype r = 0; r < rows; ++r) {
            if (r > 0)
                text += u", "_s;
            for (const QChar c : m_row) {
                if (c != u'?') {
                    text += c;
                    continue;
                }
                const QVariant &v = m_values.at(next++);
                if (v.isNull()) {
                    text += u"NULL"_s;
                } else if (v.metaType().id() == QMetaType::QString) {
                    QString s = v.toString();
                    s.replace(u'\\', u"\\\\"_s).replace(u'\'', u"''"_s);
                    text += u"E'"_s + s + u'\'';
                } else {
                    text += QString::number(v.toLongLong());
                }
            }
        }
        m_values.clear();
        QSqlQuery q(m_store.database());
        if (q.exec(text))
            return true;
        // Not the statement: half a megabyte of rows.
        qWarning("seeding failed: %s", qPrintable(q.lastError().text()));
        return false;
    }

    QString sql(qsizetype rows)
    {
        QString &cached = rows == BatchRows ? m_fullSql : m_partSql;
        if (cached.isEmpty() || rows != BatchRows) {
            cached = m_head;
            cached.reserve(m_head.size() + rows * (m_row.size() + 2));
            for (qsizetype i = 0; i < rows; ++i) {
                if (i > 0)
                    cached += u", "_s;
                cached += m_row;
            }
        }
        return cached;
    }

    SandboxStore &m_store;
    const QString m_head;
    const QString m_row;
    const int m_columns;
    QVariantList m_values;
    QString m_fullSql;
    QString m_partSql;
};

class Seeder
{
public:
    Seeder(SandboxStore &store)
        : m_store(store)
        , m_postings(store,
                     u"INSERT INTO postings(source, account, currency, debit, credit, posted_at,"
                     " merchant_id) VALUES "_s,
                     u"(?, ?, ?, ?, ?, ?, ?)"_s)
    {}

    bool flush() { return m_postings.flush(); }

    bool post(const QString &source, const QString &currency, qint64 at,
              std::initializer_list<PostingLine> lines)
    {
        const qint64 day = dayOf(at);
        for (const PostingLine &l : lines) {
            if (l.debit == 0 && l.credit == 0)
                continue;
            if (!m_postings.add(
                    {source, l.account, currency, l.debit, l.credit, at, m_store.merchantId()}))
                return false;
            auto &b = m_balances[BalanceKey{currency, l.account, day}];
            b.first += l.debit;
            b.second += l.credit;
        }
        return true;
    }

    bool writeBalances()
    {
        StoreQuery q = m_store.prepared(
            u"INSERT INTO daily_balances(currency, account, day, debit, credit, merchant_id)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(merchant_id, currency, account, day) DO UPDATE"
            " SET debit = daily_balances.debit + excluded.debit,"
            " credit = daily_balances.credit + excluded.credit"_s);
        for (auto it = m_balances.cbegin(); it != m_balances.cend(); ++it) {
            q.bindValue(0, it.key().currency);
            q.bindValue(1, it.key().account);
            q.bindValue(2, it.key().day);
            q.bindValue(3, it.value().first);
            q.bindValue(4, it.value().second);
            q.bindValue(5, m_store.merchantId());
            if (!m_store.exec(q))
                return false;
        }
        return true;
    }

    // The change of the gateway receivable per currency, gateway and day, what settles, and
    // what makes it up: a capture's gross and fee, a refund.
    struct DayActivity
    {
        qint64 net = 0;
        qint64 gross = 0;
        qint64 fees = 0;
        qint64 refunded = 0;
    };
    void addCapture(const QString &currency, const QString &gateway, qint64 at, qint64 amount,
                    qint64 fee)
    {
        DayActivity &d = m_receivable[{currency, gateway}][dayOf(at)];
        d.net += amount - fee;
        d.gross += amount;
        d.fees += fee;
    }
    void addRefund(const QString &currency, const QString &gateway, qint64 at, qint64 amount)
    {
        DayActivity &d = m_receivable[{currency, gateway}][dayOf(at)];
        d.net -= amount;
        d.refunded += amount;
    }
    const QMap<QPair<QString, QString>, QMap<qint64, DayActivity>> &receivableActivity() const
    {
        return m_receivable;
    }

private:
    QMap<QPair<QString, QString>, QMap<qint64, DayActivity>> m_receivable;
    SandboxStore &m_store;
    RowBatch m_postings;
    QMap<BalanceKey, QPair<qint64, qint64>> m_balances;
};

} // namespace

SeedOutcome seedDemoData(SandboxStore &store, const SeedRequest &request, SeedReport *report,
                         QString *error)
{
    QElapsedTimer timer;
    timer.start();
    const qint64 count = request.count;
    const auto &progress = request.progress;
    Rng rng(request.seedValue);
    const qint64 end = request.endSecs;
    const qint64 start = end - std::max(1, request.days) * Day;
    SeedReport r;
    const auto stopRequested = [&] {
        return request.stop && request.stop->load(std::memory_order_relaxed);
    };

    std::vector<qint64> times(size_t(std::max<qint64>(count, 0)));
    for (auto &t : times)
        t = start + rng.bounded(end - start - 3600);
    std::sort(times.begin(), times.end());

    if (!store.begin()) {
        *error = store.lastError();
        return SeedOutcome::Failed;
    }
    QSqlQuery raw(store.database());
    // Indexes are rebuilt once at the end: far cheaper than maintaining them row by row.
    const bool empty = store.transactionCount() == 0;
    // The search index is written for the new rows after them, in this transaction.
    const auto maxSeq = [&](const QString &table) {
        raw.exec(u"SELECT COALESCE(MAX(seq), 0) FROM "_s + table);
        const qint64 seq = raw.next() ? raw.value(0).toLongLong() : 0;
        raw.finish();
        return seq;
    };
    const qint64 transactionsBefore = maxSeq(u"transactions"_s);
    const qint64 refundsBefore = maxSeq(u"refunds"_s);
    static const char *const Rebuilt[] = {"transactions_created", "transactions_ref",
                                          "transactions_kind",    "refunds_created",
                                          "refunds_transaction",  "postings_account"};
    // PostgreSQL's own indexes on these tables (the trigram and key indexes of the search),
    // as the database states them, dropped and made again at the end like the others: a GIN
    // index kept up row by row costs more than the rows.
    QStringList postgresIndexes;
    if (empty) {
        if (store.isPostgres()) {
            raw.exec(u"SET LOCAL maintenance_work_mem = '256MB'"_s);
            raw.exec(u"SELECT indexname, indexdef FROM pg_indexes"
                     " WHERE schemaname = current_schema()"
                     " AND tablename IN ('transactions', 'refunds', 'postings')"
                     " AND indexname NOT IN (SELECT conname FROM pg_constraint)"_s);
            QStringList names;
            while (raw.next()) {
                const QString name = raw.value(0).toString();
                if (std::none_of(std::begin(Rebuilt), std::end(Rebuilt),
                                 [&](const char *r) { return name == QLatin1StringView(r); })) {
                    names << name;
                    postgresIndexes << raw.value(1).toString();
                }
            }
            raw.finish();
            for (const QString &name : std::as_const(names))
                raw.exec(u"DROP INDEX IF EXISTS "_s + name);
        }
        for (const char *idx : Rebuilt)
            raw.exec(u"DROP INDEX IF EXISTS "_s + QString::fromLatin1(idx));
    }
    const auto fail = [&](const QString &what) {
        *error = what + u": "_s + store.lastError();
        store.rollback();
        return SeedOutcome::Failed;
    };
    // Rolled back whole: a later start seeds again from the first transaction, so the same
    // seed value still gives the same data, and there is never half of a seeding.
    const auto stopped = [&] {
        *error = u"stopped"_s;
        store.rollback();
        return SeedOutcome::Stopped;
    };

    Seeder seeder(store);
    for (const CurrencyProfile &c : Currencies) {
        const QString cur = QString::fromLatin1(c.code);
        if (!seeder.post(u"opn_"_s + cur, cur, start,
                         {{Account::Bank, c.opening, 0}, {Account::OwnersCapital, 0, c.opening}}))
            return fail(u"opening balance"_s);
    }

    RowBatch txn(store,
                 u"INSERT INTO transactions(id, status, amount, amount_refunded, currency,"
                 " gateway, merchant_ref, description, fee, created_at, updated_at, merchant_id)"
                 " VALUES "_s,
                 u"(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    RowBatch ref(store,
                 u"INSERT INTO refunds(id, transaction_id, amount, currency, reason, note, status,"
                 " created_at, merchant_id) VALUES "_s,
                 u"(?, ?, ?, ?, ?, ?, 'succeeded', ?, ?)"_s);
    static const char *const Reasons[] = {"requested_by_customer", "requested_by_customer",
                                          "duplicate", "fraudulent", "other"};
    struct PlannedRefund
    {
        QString id;
        qint64 amount;
        qint64 at;
        const char *reason;
    };

    for (qint64 i = 0; i < count; ++i) {
        // Checked every 1,000 rows: about a millisecond of work between two looks.
        if (i % 1000 == 0 && stopRequested())
            return stopped();
        const qint64 created = times[size_t(i)];
        const CurrencyProfile *cp = &Currencies[0];
        qint64 pick = rng.bounded(100);
        for (const CurrencyProfile &c : Currencies) {
            if (pick < c.weight) {
                cp = &c;
                break;
            }
            pick -= c.weight;
        }
        const QString currency = QString::fromLatin1(cp->code);
        const int exponent = Currency::exponent(currency).value_or(2);
        const QString gateway = QString::fromLatin1(Gateways[rng.bounded(4)]);
        // Skewed towards small orders: the smaller of two draws.
        qint64 amount =
            std::min(rng.range(cp->minMinor, cp->maxMinor), rng.range(cp->minMinor, cp->maxMinor));
        if (exponent == 2 && rng.chance(300))
            amount = (amount / 100) * 100 + 99; // price points like 24.99
        const bool failed = rng.chance(80);
        // Keep the documented decline rule true of the demo data too.
        if (failed)
            amount = (amount / 100) * 100 + 2;
        else if (amount % 100 == 2)
            amount += 1;
        const QString id = rng.id(u"txn_"_s);
        const QString merchantRef = u"ORD-%1"_s.arg(100000 + i);
        const QString description = QString::fromLatin1(Products[rng.bounded(12)]);

        QList<PlannedRefund> refunds;
        qint64 refunded = 0;
        if (!failed && rng.chance(60)) {
            const qint64 maxAt = end - 60;
            qint64 at = created + rng.range(3600, 10 * Day);
            if (at < maxAt) {
                const bool full = rng.chance(500);
                qint64 first =
                    full ? amount : std::max<qint64>(1, amount * rng.range(20, 60) / 100);
                refunds.append({rng.id(u"ref_"_s), first, at, Reasons[rng.bounded(5)]});
                refunded = first;
                if (!full && rng.chance(300)) {
                    const qint64 at2 = at + rng.range(600, 3 * Day);
                    const qint64 second = std::max<qint64>(1, (amount - refunded) / 2);
                    if (at2 < maxAt && second > 0) {
                        refunds.append({rng.id(u"ref_"_s), second, at2, Reasons[rng.bounded(5)]});
                        refunded += second;
                    }
                }
            }
        }
        const QString status = failed               ? u"failed"_s
                               : refunded == 0      ? u"captured"_s
                               : refunded == amount ? u"refunded"_s
                                                    : u"partially_refunded"_s;
        const qint64 fee = failed ? 0 : processingFee(amount, exponent);
        if (!txn.add({id, status, amount, refunded, currency, gateway, merchantRef, description,
                      fee, created, refunds.isEmpty() ? created : refunds.constLast().at,
                      store.merchantId()}))
            return fail(u"transaction"_s);
        if (failed) {
            ++r.failed;
        } else if (!seeder.post(id, currency, created,
                                {{Account::GatewayReceivable, amount - fee, 0},
                                 {Account::ProcessingFees, fee, 0},
                                 {Account::Sales, 0, amount}})) {
            return fail(u"postings"_s);
        } else {
            seeder.addCapture(currency, gateway, created, amount, fee);
        }
        for (const PlannedRefund &pr : std::as_const(refunds)) {
            if (!ref.add({pr.id, id, pr.amount, currency, QString::fromLatin1(pr.reason),
                          QVariant(QMetaType::fromType<QString>()), pr.at, store.merchantId()}))
                return fail(u"refund"_s);
            if (!seeder.post(
                    pr.id, currency, pr.at,
                    {{Account::Refunds, pr.amount, 0}, {Account::GatewayReceivable, 0, pr.amount}}))
                return fail(u"refund postings"_s);
            seeder.addRefund(currency, gateway, pr.at, pr.amount);
            ++r.refunds;
        }
        ++r.transactions;
        if (progress && (i + 1) % 50000 == 0)
            progress(i + 1);
    }

    if (!txn.flush() || !ref.flush())
        return fail(u"transaction"_s);
    if (stopRequested())
        return stopped();
    // Settlements: each day's net receivable per currency and gateway, paid out (or taken
    // back, when refunds outweigh sales) settlementDays later at 06:00 UTC, as the running
    // service does for the days after `end` (SandboxStore::settleDue).
    // Each ended day's settlement is a payout: paid once settled, pending until then.
    const qint64 settledThrough = dayOf(end - 6 * 3600 - 1) - request.settlementDays;
    const qint64 closedThrough = dayOf(end) - 1;
    const auto &activity = seeder.receivableActivity();
    for (auto it = activity.cbegin(); it != activity.cend(); ++it) {
        const QString &cur = it.key().first;
        for (auto day = it.value().cbegin(); day != it.value().cend(); ++day) {
            const qint64 net = day.value().net;
            if (net == 0 || day.key() > closedThrough)
                continue;
            PayoutRecord payout;
            payout.source = settlementSource(cur, it.key().second, day.key());
            payout.id =
                merchantPayoutId(store.merchantId(), store.defaultMerchantId(), payout.source);
            payout.currency = cur;
            payout.gateway = it.key().second;
            payout.amount = net;
            payout.gross = day.value().gross;
            payout.fees = day.value().fees;
            payout.refunded = day.value().refunded;
            payout.coversDay = day.key();
            payout.arrivalAt = settlementTime(day.key(), request.settlementDays);
            if (!store.insertPayout(payout))
                return fail(u"payout"_s);
            if (day.key() > settledThrough)
                continue;
            const qint64 in = std::max<qint64>(net, 0);
            const qint64 out = std::max<qint64>(-net, 0);
            if (!seeder.post(payout.source, cur, payout.arrivalAt,
                             {{Account::Bank, in, out}, {Account::GatewayReceivable, out, in}}))
                return fail(u"settlement"_s);
            ++r.settlements;
        }
    }
    // The bank's monthly charge, on each month's last day within the seeded days.
    qint64 chargedThrough = monthOf(start) - 1;
    for (qint64 month = monthOf(start); bankChargeTime(month) <= end; ++month) {
        chargedThrough = month;
        if (bankChargeTime(month) < start)
            continue;
        for (const CurrencyProfile &c : Currencies) {
            const QString cur = QString::fromLatin1(c.code);
            const qint64 amount = bankChargeAmount(cur);
            if (!seeder.post(bankChargeSource(cur, month), cur, bankChargeTime(month),
                             {{Account::BankCharges, amount, 0}, {Account::Bank, 0, amount}}))
                return fail(u"bank charge"_s);
        }
    }
    if (!seeder.flush())
        return fail(u"postings"_s);
    if (!store.setSettledThrough(settledThrough) ||
        !store.setMetaValue(u"payouts_through"_s, closedThrough) ||
        !store.setMetaValue(u"charged_through"_s, chargedThrough))
        return fail(u"settlement"_s);
    if (!seeder.writeBalances() || !store.recomputeRunningBalances())
        return fail(u"daily balances"_s);
    if (stopRequested())
        return stopped();
    if (!store.indexSearch(transactionsBefore, refundsBefore))
        return fail(u"search index"_s);
    if (empty) {
        // Each index takes a few seconds at a million rows; a stop is honoured between them.
        for (const char *sql :
             {"CREATE INDEX IF NOT EXISTS transactions_created ON transactions(created_at, id)",
              "CREATE INDEX IF NOT EXISTS transactions_ref ON transactions(merchant_ref)",
              "CREATE INDEX IF NOT EXISTS transactions_kind ON transactions(kind, created_at, id)",
              "CREATE INDEX IF NOT EXISTS refunds_created ON refunds(created_at, id)",
              "CREATE INDEX IF NOT EXISTS refunds_transaction ON refunds(transaction_id)",
              "CREATE INDEX IF NOT EXISTS postings_account ON postings(account, currency,"
              " posted_at, id)"}) {
            if (stopRequested())
                return stopped();
            if (!raw.exec(QString::fromLatin1(sql)))
                return fail(u"index: "_s + raw.lastError().text());
        }
        for (const QString &sql : std::as_const(postgresIndexes)) {
            if (stopRequested())
                return stopped();
            if (!raw.exec(sql))
                return fail(u"index: "_s + raw.lastError().text());
        }
    }
    if (!store.linkPayoutPostings())
        return fail(u"payouts"_s);
    if (stopRequested())
        return stopped();
    if (!store.commit()) {
        *error = store.lastError();
        return SeedOutcome::Failed;
    }
    if (!stopRequested())
        raw.exec(u"ANALYZE"_s);
    r.elapsedMs = timer.elapsed();
    if (report)
        *report = r;
    return SeedOutcome::Done;
}

} // namespace paydesk::sandbox
