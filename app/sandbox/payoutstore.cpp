// SandboxStore's payouts: each ended day's receivable per currency and gateway becomes a pending
// payout, paid when its bank posting is made at the arrival time; the monthly bank charge; and
// the Bank account's lines the simulated bank's statement shows.
#include "core/currency.h"
#include "sandboxlogging.h"
#include "sandboxstore.h"
#include "sandboxstore_p.h"

#include <QCryptographicHash>
#include <QDate>
#include <QSqlError>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr qint64 Day = 86400;
constexpr qint64 SettlementHour = 6;

// Columns readPayout() reads, in its order.
const QString PayoutColumns = u"seq, id, source, currency, gateway, amount, gross, fees, refunded,"
                              " covers_day, arrival_at, ledger_entry_id"_s;

PayoutRecord readPayout(const QSqlQuery &q)
{
    PayoutRecord p;
    p.seq = q.value(0).toLongLong();
    p.id = q.value(1).toString();
    p.source = q.value(2).toString();
    p.currency = q.value(3).toString();
    p.gateway = q.value(4).toString();
    p.amount = q.value(5).toLongLong();
    p.gross = q.value(6).toLongLong();
    p.fees = q.value(7).toLongLong();
    p.refunded = q.value(8).toLongLong();
    p.coversDay = q.value(9).toLongLong();
    p.arrivalAt = q.value(10).toLongLong();
    if (!q.value(11).isNull())
        p.ledgerEntryId = q.value(11).toLongLong();
    return p;
}

// The joins that find what each receivable posting came from (only one matches, by its id
// prefix), and the gateway of it.
const QString ReceivableJoins =
    u" FROM postings AS p"
    " LEFT JOIN transactions AS t ON p.source LIKE 'txn\\_%' ESCAPE '\\' AND t.id = p.source"
    " LEFT JOIN refunds AS r ON p.source LIKE 'ref\\_%' ESCAPE '\\' AND r.id = p.source"
    " LEFT JOIN transactions AS rt ON rt.id = r.transaction_id"_s;

struct DayTotals
{
    qint64 net = 0;
    qint64 gross = 0;
    qint64 fees = 0;
    qint64 refunded = 0;
};

} // namespace

QString payoutId(const QString &settlementSource)
{
    static constexpr char Alphabet[] =
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    const QByteArray text = "paydesk-payout:" + settlementSource.toUtf8();
    const QByteArray hash = QCryptographicHash::hash(text, QCryptographicHash::Sha256);
    QString id = u"po_"_s;
    for (int i = 0; i < 24; ++i)
        id += QLatin1Char(Alphabet[quint8(hash.at(i)) % 62]);
    return id;
}

qint64 monthOf(qint64 unixSeconds)
{
    const QDate d = QDate(1970, 1, 1).addDays(dayOf(unixSeconds));
    return qint64(d.year() - 1970) * 12 + d.month() - 1;
}

qint64 bankChargeTime(qint64 month)
{
    const QDate first(1970 + int(month / 12), int(month % 12) + 1, 1);
    const qint64 lastDay = QDate(1970, 1, 1).daysTo(first.addMonths(1)) - 1;
    return lastDay * Day + 18 * 3600;
}

qint64 bankChargeAmount(const QString &currency)
{
    const int exponent = Currency::exponent(currency).value_or(2);
    if (exponent == 0)
        return 2000;
    qint64 amount = 15;
    for (int e = 0; e < exponent; ++e)
        amount *= 10;
    return amount;
}

QString bankChargeSource(const QString &currency, qint64 month)
{
    return u"bch_%1_%2-%3"_s.arg(currency)
        .arg(1970 + month / 12)
        .arg(month % 12 + 1, 2, 10, QLatin1Char('0'));
}

bool SandboxStore::setMetaValue(const QString &key, qint64 value)
{
    m_settleQuietUntil.clear(); // what is due is read again

    StoreQuery q = prepared(u"INSERT INTO meta(key, value) VALUES (?, ?)"
                            " ON CONFLICT(key) DO UPDATE SET value = excluded.value"_s);
    q.addBindValue(metaKey(key));
    q.addBindValue(QString::number(value));
    return exec(q);
}

bool SandboxStore::insertPayout(const PayoutRecord &p)
{
    StoreQuery q = prepared(u"INSERT INTO payouts(id, source, currency, gateway, amount,"
                            " gross, fees, refunded, covers_day, arrival_at, ledger_entry_id,"
                            " merchant_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                            " ON CONFLICT DO NOTHING"_s);
    q.addBindValue(p.id);
    q.addBindValue(p.source);
    q.addBindValue(p.currency);
    q.addBindValue(p.gateway);
    q.addBindValue(p.amount);
    q.addBindValue(p.gross);
    q.addBindValue(p.fees);
    q.addBindValue(p.refunded);
    q.addBindValue(p.coversDay);
    q.addBindValue(p.arrivalAt);
    q.addBindValue(p.ledgerEntryId ? QVariant(*p.ledgerEntryId)
                                   : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(m_merchantId);
    return exec(q);
}

bool SandboxStore::linkPayoutPostings()
{
    QSqlQuery q(database());
    if (!q.exec(u"UPDATE payouts SET ledger_entry_id = (SELECT p.id FROM postings AS p"
                " WHERE p.account = %1 AND p.currency = payouts.currency"
                " AND p.posted_at = payouts.arrival_at AND p.source = payouts.source"
                " AND p.merchant_id = payouts.merchant_id)"
                " WHERE ledger_entry_id IS NULL"_s.arg(Account::Bank))) {
        m_lastError = q.lastError().text();
        return false;
    }
    return true;
}

int SandboxStore::settleDue(qint64 now, int settlementDays)
{
    // Each merchant settles on its own: its receivable, its payouts, its bank charges.
    const QString current = m_merchantId;
    int posted = 0;
    for (const MerchantRecord &m : merchants()) {
        m_merchantId = m.id;
        const int n = settleMerchantDue(now, settlementDays);
        if (n < 0) {
            posted = -1;
            break;
        }
        posted += n;
    }
    m_merchantId = current;
    return posted;
}

int SandboxStore::settleMerchantDue(qint64 now, int settlementDays)
{
    // Every read settles first; between two due times there is nothing to settle, and the
    // queries that find so cost a year's reconciliation more than its payouts' rows.
    if (now < m_settleQuietUntil.value(m_merchantId, std::numeric_limits<qint64>::min()))
        return 0;
    const qint64 lastDue = dayOf(now - SettlementHour * 3600) - settlementDays;
    const qint64 lastClosed = dayOf(now) - 1;
    if (!begin())
        return -1;
    const auto fail = [this] {
        qCWarning(lcSandboxStore) << "settlement failed:" << m_lastError;
        rollback();
        return -1;
    };
    // Several instances on one database: one settles the merchant at a time, and the next
    // reads (in a statement after the lock) what the first committed.
    if (!lockMerchantSettlement())
        return fail();
    const auto meta = [this](const QString &key) -> std::optional<qint64> {
        StoreQuery q = prepared(u"SELECT value FROM meta WHERE key = ?"_s);
        q.addBindValue(metaKey(key));
        if (!exec(q) || !q.next())
            return std::nullopt;
        return q.value(0).toLongLong();
    };

    std::optional<qint64> settled = meta(u"settled_through"_s);
    if (!settled) {
        // A new store starts from now; data from before settlements ran on the clock carries
        // on after its newest settlement.
        settled = lastDue;
        StoreQuery s = prepared(u"SELECT MAX(posted_at) FROM postings WHERE source >= 'stl_'"
                                " AND source < 'stl`' AND merchant_id = ?"_s);
        s.addBindValue(m_merchantId);
        if (exec(s) && s.next() && !s.value(0).isNull())
            settled = std::min(lastDue, dayOf(s.value(0).toLongLong()) - 1);
    }

    // The receivable's change per gateway on one day, settlements left out: what its payout
    // pays, and the gross, fees and refunds that make it up.
    StoreQuery totals =
        prepared(u"SELECT COALESCE(t.gateway, rt.gateway) AS gw, SUM(p.debit) - SUM(p.credit),"
                 " SUM(CASE WHEN t.id IS NOT NULL THEN t.amount ELSE 0 END),"
                 " SUM(CASE WHEN t.id IS NOT NULL THEN t.amount - p.debit + p.credit ELSE 0 END),"
                 " SUM(CASE WHEN r.id IS NOT NULL THEN p.credit - p.debit ELSE 0 END)"_s +
                 ReceivableJoins +
                 u" WHERE p.account = ? AND p.currency = ? AND p.posted_at >= ? AND p.posted_at < ?"
                 " AND p.source NOT LIKE 'stl\\_%' ESCAPE '\\' AND p.merchant_id = ?"
                 " GROUP BY gw ORDER BY gw"_s);
    const auto dayTotals = [&](const QString &currency, qint64 day,
                               QList<QPair<QString, DayTotals>> *out) {
        totals.addBindValue(Account::GatewayReceivable);
        totals.addBindValue(currency);
        totals.addBindValue(day * Day);
        totals.addBindValue((day + 1) * Day);
        totals.addBindValue(m_merchantId);
        if (!exec(totals))
            return false;
        while (totals.next()) {
            if (totals.value(0).isNull() || totals.value(1).toLongLong() == 0)
                continue;
            out->append({totals.value(0).toString(),
                         DayTotals{totals.value(1).toLongLong(), totals.value(2).toLongLong(),
                                   totals.value(3).toLongLong(), totals.value(4).toLongLong()}});
        }
        totals.finish();
        return true;
    };
    // Read only when a day closes or a charge falls due: most calls do neither.
    std::optional<QStringList> currenciesRead;
    const auto currencies = [&]() -> const QStringList & {
        if (!currenciesRead)
            currenciesRead = ledgerCurrencies();
        return *currenciesRead;
    };

    std::optional<qint64> closed = meta(u"payouts_through"_s);
    if (!closed) {
        // Data from before payouts: each settlement already posted becomes a paid payout.
        StoreQuery s = prepared(u"SELECT id, source, currency, posted_at FROM postings"
                                " WHERE account = ? AND source >= 'stl_' AND source < 'stl`'"
                                " AND merchant_id = ?"_s);
        s.addBindValue(Account::Bank);
        s.addBindValue(m_merchantId);
        if (!exec(s))
            return fail();
        QList<PayoutRecord> found;
        while (s.next()) {
            const QStringList parts = s.value(1).toString().split(u'_');
            if (parts.size() < 4)
                continue; // "stl_<currency>_<day>": before gateways, no payout of its own
            PayoutRecord p;
            p.ledgerEntryId = s.value(0).toLongLong();
            p.source = s.value(1).toString();
            p.currency = s.value(2).toString();
            p.arrivalAt = s.value(3).toLongLong();
            p.gateway = parts.mid(2, parts.size() - 3).join(u'_');
            p.coversDay = parts.constLast().toLongLong();
            p.id = merchantPayoutId(m_merchantId, m_defaultMerchantId, p.source);
            found.append(p);
        }
        s.finish();
        for (PayoutRecord &p : found) {
            QList<QPair<QString, DayTotals>> day;
            if (!dayTotals(p.currency, p.coversDay, &day))
                return fail();
            for (const auto &[gateway, t] : std::as_const(day)) {
                if (gateway == p.gateway) {
                    p.amount = t.net;
                    p.gross = t.gross;
                    p.fees = t.fees;
                    p.refunded = t.refunded;
                }
            }
            if (!insertPayout(p))
                return fail();
        }
        closed = std::min(*settled, lastClosed);
    }

    // Each day that has ended since: its payouts, pending until they arrive.
    for (qint64 day = *closed + 1; day <= lastClosed; ++day) {
        for (const QString &currency : currencies()) {
            QList<QPair<QString, DayTotals>> amounts;
            if (!dayTotals(currency, day, &amounts))
                return fail();
            for (const auto &[gateway, t] : std::as_const(amounts)) {
                PayoutRecord p;
                p.source = settlementSource(currency, gateway, day);
                p.id = merchantPayoutId(m_merchantId, m_defaultMerchantId, p.source);
                p.currency = currency;
                p.gateway = gateway;
                p.amount = t.net;
                p.gross = t.gross;
                p.fees = t.fees;
                p.refunded = t.refunded;
                p.coversDay = day;
                p.arrivalAt = settlementTime(day, settlementDays);
                if (!insertPayout(p))
                    return fail();
            }
        }
    }

    // The payouts that have arrived: Dr Bank, Cr Gateway receivable (reversed when the day
    // took more back than it paid).
    StoreQuery due = prepared(u"SELECT "_s + PayoutColumns +
                              u" FROM payouts WHERE ledger_entry_id IS NULL AND arrival_at <= ?"
                              " AND merchant_id = ? ORDER BY arrival_at, currency, gateway"_s);
    due.addBindValue(now);
    due.addBindValue(m_merchantId);
    if (!exec(due))
        return fail();
    QList<PayoutRecord> arrived;
    while (due.next())
        arrived.append(readPayout(due));
    due.finish();
    int posted = 0;
    for (const PayoutRecord &p : std::as_const(arrived)) {
        const qint64 in = std::max<qint64>(p.amount, 0);
        const qint64 out = std::max<qint64>(-p.amount, 0);
        if (!post(p.source, p.currency, p.arrivalAt,
                  {{Account::Bank, in, out}, {Account::GatewayReceivable, out, in}}))
            return fail();
        // A payout is posted once: another instance that posted it first (its row locked,
        // then read again once that commits) leaves nothing to update, and this one rolls back.
        StoreQuery link = prepared(u"UPDATE payouts SET ledger_entry_id = (SELECT id FROM postings"
                                   " WHERE account = ? AND currency = ? AND posted_at = ?"
                                   " AND source = ? AND merchant_id = ?) WHERE id = ?"
                                   " AND ledger_entry_id IS NULL"_s);
        link.addBindValue(Account::Bank);
        link.addBindValue(p.currency);
        link.addBindValue(p.arrivalAt);
        link.addBindValue(p.source);
        link.addBindValue(m_merchantId);
        link.addBindValue(p.id);
        if (!exec(link))
            return fail();
        if (link.numRowsAffected() != 1) {
            m_lastError = u"payout %1 was posted by another instance"_s.arg(p.id);
            return fail();
        }
        ++posted;
    }

    // The monthly bank charge, in each currency the Bank account is used in by then. A new
    // store starts from now.
    std::optional<qint64> charged = meta(u"charged_through"_s);
    if (!charged) {
        charged = monthOf(now);
        if (bankChargeTime(*charged) > now)
            --*charged;
    }
    qint64 month = *charged + 1;
    for (; bankChargeTime(month) <= now; ++month) {
        const qint64 at = bankChargeTime(month);
        for (const QString &currency : currencies()) {
            StoreQuery used = prepared(u"SELECT 1 FROM daily_balances WHERE merchant_id = ?"
                                       " AND currency = ? AND account = ? AND day <= ? LIMIT 1"_s);
            used.addBindValue(m_merchantId);
            used.addBindValue(currency);
            used.addBindValue(Account::Bank);
            used.addBindValue(dayOf(at));
            if (!exec(used))
                return fail();
            const bool inUse = used.next();
            used.finish();
            if (!inUse)
                continue;
            const qint64 amount = bankChargeAmount(currency);
            if (!post(bankChargeSource(currency, month), currency, at,
                      {{Account::BankCharges, amount, 0}, {Account::Bank, 0, amount}}))
                return fail();
            ++posted;
        }
    }

    const bool unchanged = posted == 0 && *closed >= lastClosed && month - 1 == *charged &&
                           meta(u"settled_through"_s) == std::max(*settled, lastDue) &&
                           meta(u"payouts_through"_s) == *closed &&
                           meta(u"charged_through"_s) == *charged;
    if (unchanged) { // a ledger read between two due times writes nothing
        rollback();
    } else if (!setSettledThrough(std::max(*settled, lastDue)) ||
               !setMetaValue(u"payouts_through"_s, std::max(*closed, lastClosed)) ||
               !setMetaValue(u"charged_through"_s, month - 1) || !commit()) {
        return fail();
    }
    // Nothing falls due before the next of: a day's close, a settlement day, a pending
    // payout's arrival, the next bank charge. Another instance settling meanwhile writes only
    // what this one would find already done.
    qint64 quiet = std::min({(dayOf(now) + 1) * Day,
                             (dayOf(now - SettlementHour * 3600) + 1) * Day + SettlementHour * 3600,
                             bankChargeTime(month)});
    StoreQuery pending = prepared(u"SELECT MIN(arrival_at) FROM payouts"
                                  " WHERE ledger_entry_id IS NULL AND merchant_id = ?"_s);
    pending.addBindValue(m_merchantId);
    if (!exec(pending))
        return posted;
    if (pending.next() && !pending.value(0).isNull())
        quiet = std::min(quiet, pending.value(0).toLongLong());
    pending.finish();
    if (quiet > now)
        m_settleQuietUntil.insert(m_merchantId, quiet);
    return posted;
}

Page<PayoutRecord> SandboxStore::listPayouts(const QString &currency, const QString &status,
                                             std::optional<qint64> arrivalFromDay,
                                             std::optional<qint64> arrivalToDay, int limit,
                                             const std::optional<ListCursor> &cursor)
{
    // Built from the filters given, so each combination reads its own index range.
    QString sql = u"SELECT "_s + PayoutColumns +
                  u" FROM payouts WHERE arrival_at >= ?"
                  " AND arrival_at < ? AND (arrival_at, id) < (?, ?) AND merchant_id = ?"_s;
    if (!currency.isEmpty())
        sql += u" AND currency = ?"_s;
    if (status == u"pending"_s)
        sql += u" AND ledger_entry_id IS NULL"_s;
    else if (status == u"paid"_s)
        sql += u" AND ledger_entry_id IS NOT NULL"_s;
    sql += u" ORDER BY arrival_at DESC, id DESC LIMIT ?"_s;
    StoreQuery q = prepared(sql);
    q.addBindValue(arrivalFromDay ? *arrivalFromDay * Day : std::numeric_limits<qint64>::min());
    q.addBindValue(arrivalToDay ? (*arrivalToDay + 1) * Day : std::numeric_limits<qint64>::max());
    q.addBindValue(cursor ? cursor->createdAt : std::numeric_limits<qint64>::max());
    q.addBindValue(cursor ? cursor->id : u"~"_s); // after every id
    q.addBindValue(m_merchantId);
    if (!currency.isEmpty())
        q.addBindValue(currency);
    return readPage(*this, q, limit, readPayout);
}

std::optional<PayoutRecord> SandboxStore::payout(const QString &id)
{
    StoreQuery q = prepared(u"SELECT "_s + PayoutColumns +
                            u" FROM payouts WHERE id = ? AND merchant_id = ?"_s);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readPayout(q);
}

Page<PayoutItemRecord> SandboxStore::payoutItems(const PayoutRecord &p, int limit,
                                                 const std::optional<ListCursor> &cursor)
{
    // The same postings the payout was summed from (settleDue()), one row each.
    StoreQuery q = prepared(
        u"SELECT p.id, p.posted_at, p.debit, p.credit, t.id, t.amount, t.merchant_ref,"
        " r.id, r.transaction_id, rt.merchant_ref"_s +
        ReceivableJoins +
        u" WHERE p.account = ? AND p.currency = ? AND p.posted_at >= ? AND p.posted_at < ?"
        " AND p.source NOT LIKE 'stl\\_%' ESCAPE '\\' AND COALESCE(t.gateway, rt.gateway) = ?"
        " AND (p.posted_at, p.id) > (?, ?) AND p.merchant_id = ?"
        " ORDER BY p.posted_at, p.id LIMIT ?"_s);
    q.addBindValue(Account::GatewayReceivable);
    q.addBindValue(p.currency);
    q.addBindValue(p.coversDay * Day);
    q.addBindValue((p.coversDay + 1) * Day);
    q.addBindValue(p.gateway);
    q.addBindValue(cursor ? cursor->createdAt : std::numeric_limits<qint64>::min());
    q.addBindValue(cursor ? cursor->id.toLongLong() : 0);
    q.addBindValue(m_merchantId);
    return readPage(*this, q, limit, [](const QSqlQuery &q) {
        PayoutItemRecord item;
        item.postingId = q.value(0).toLongLong();
        item.createdAt = q.value(1).toLongLong();
        item.net = q.value(2).toLongLong() - q.value(3).toLongLong();
        if (!q.value(4).isNull()) {
            item.type = u"charge"_s;
            item.id = q.value(4).toString();
            item.transactionId = item.id;
            item.gross = q.value(5).toLongLong();
            item.fee = item.gross - item.net;
            item.merchantRef = q.value(6).toString();
        } else {
            item.type = u"refund"_s;
            item.id = q.value(7).toString();
            item.transactionId = q.value(8).toString();
            item.gross = item.net;
            item.fee = 0;
            item.merchantRef = q.value(9).toString();
        }
        return item;
    });
}

QList<BankLineRecord> SandboxStore::bankLines(const QString &currency, qint64 fromSecs,
                                              qint64 toSecs)
{
    StoreQuery q =
        prepared(u"SELECT p.id, p.posted_at, p.debit - p.credit, p.source, po.id"
                 " FROM postings AS p LEFT JOIN payouts AS po ON po.source = p.source"
                 " AND po.merchant_id = p.merchant_id"
                 " WHERE p.account = ? AND p.currency = ? AND p.posted_at >= ?"
                 " AND p.posted_at < ? AND p.merchant_id = ? ORDER BY p.posted_at, p.id"_s);
    q.addBindValue(Account::Bank);
    q.addBindValue(currency);
    q.addBindValue(fromSecs);
    q.addBindValue(toSecs);
    q.addBindValue(m_merchantId);
    QList<BankLineRecord> out;
    if (!exec(q))
        return out;
    while (q.next()) {
        BankLineRecord l;
        l.postingId = q.value(0).toLongLong();
        l.bookedAt = q.value(1).toLongLong();
        l.amount = q.value(2).toLongLong();
        const QString source = q.value(3).toString();
        if (source.startsWith(u"stl_"_s)) {
            l.kind = u"payout"_s;
            l.payoutId = q.value(4).toString();
            l.text = l.payoutId.isEmpty() ? u"SETTLEMENT"_s : u"PAYDESK "_s + l.payoutId;
        } else if (source.startsWith(u"bch_"_s)) {
            l.kind = u"bank_charge"_s;
            l.text = u"ACCOUNT MAINTENANCE FEE "_s + source.section(u'_', 2);
        } else {
            l.kind = u"deposit"_s;
            l.text = u"DEPOSIT OWNERS CAPITAL"_s;
        }
        out.append(l);
    }
    return out;
}

} // namespace paydesk::sandbox
