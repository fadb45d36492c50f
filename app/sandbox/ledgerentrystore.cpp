// SandboxStore's ledger entries (one account's postings, described) and the settlements that
// move captured money from the gateway receivable to the bank.
#include "sandboxstore.h"

#include "sandboxjson.h"
#include "sandboxlogging.h"
#include "sandboxstore_p.h"

#include <QDate>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr qint64 Day = 86400;
constexpr qint64 SettlementHour = 6;

// Settlement sources are "stl_<currency>_<gateway>_<day>" (older data: "stl_<currency>_<day>",
// paid out the day after).
QString settlementDescription(const QString &source)
{
    // Found by its underscores rather than split: every settlement row of a ledger page passes
    // here.
    const qsizetype first = source.indexOf(u'_');
    const qsizetype second = first < 0 ? -1 : source.indexOf(u'_', first + 1);
    const qsizetype last = source.lastIndexOf(u'_');
    if (second < 0)
        return u"Settlement"_s;
    const qint64 day = QStringView(source).mid(last + 1).toLongLong();
    if (second < last) {
        const QString gateway = source.mid(second + 1, last - second - 1);
        return u"Settlement from %1 of %2"_s.arg(gateway, json::day(day));
    }
    return u"Settlement of %1"_s.arg(json::day(day - 1));
}

QString sourceTypeOf(const QString &source)
{
    if (source.startsWith(u"txn_"_s))
        return u"transaction"_s;
    if (source.startsWith(u"ref_"_s))
        return u"refund"_s;
    if (source.startsWith(u"stl_"_s))
        return u"settlement"_s;
    if (source.startsWith(u"bch_"_s))
        return u"bank_charge"_s;
    return u"opening"_s;
}

} // namespace

QString settlementSource(const QString &currency, const QString &gateway, qint64 day)
{
    return u"stl_%1_%2_%3"_s.arg(currency, gateway).arg(day);
}

qint64 settlementTime(qint64 day, int settlementDays)
{
    return (day + settlementDays) * Day + SettlementHour * 3600;
}

Page<LedgerEntryRecord> SandboxStore::ledgerEntries(int account, const QString &currency,
                                                    qint64 fromSecs, qint64 toSecs, int limit,
                                                    const std::optional<ListCursor> &cursor)
{
    // The joins find what each posting came from; only one of them matches, by its id prefix.
    StoreQuery q = prepared(
        u"SELECT p.id, p.posted_at, p.debit, p.credit, p.source, t.merchant_ref, t.description,"
        " r.reason, rt.merchant_ref FROM postings AS p"
        " LEFT JOIN transactions AS t ON p.source LIKE 'txn\\_%' ESCAPE '\\' AND t.id = p.source"
        " LEFT JOIN refunds AS r ON p.source LIKE 'ref\\_%' ESCAPE '\\' AND r.id = p.source"
        " LEFT JOIN transactions AS rt ON rt.id = r.transaction_id"
        " WHERE p.account = ? AND p.currency = ? AND p.posted_at >= ? AND p.posted_at < ?"
        " AND (p.posted_at, p.id) > (?, ?) AND p.merchant_id = ?"
        " ORDER BY p.posted_at, p.id LIMIT ?"_s);
    q.addBindValue(account);
    q.addBindValue(currency);
    q.addBindValue(fromSecs);
    q.addBindValue(toSecs);
    q.addBindValue(cursor ? cursor->createdAt : std::numeric_limits<qint64>::min());
    q.addBindValue(cursor ? cursor->id.toLongLong() : 0);
    q.addBindValue(m_merchantId);
    Page<LedgerEntryRecord> page = readPage(*this, q, limit, [&](const QSqlQuery &q) {
        LedgerEntryRecord e;
        e.id = q.value(0).toLongLong();
        e.postedAt = q.value(1).toLongLong();
        e.debit = q.value(2).toLongLong();
        e.credit = q.value(3).toLongLong();
        e.sourceId = q.value(4).toString();
        e.sourceType = sourceTypeOf(e.sourceId);
        e.account = account;
        e.currency = currency;
        if (e.sourceType == u"transaction"_s) {
            e.description = u"Charge %1"_s.arg(q.value(5).toString());
            if (!q.value(6).toString().isEmpty())
                e.description += u" · "_s + q.value(6).toString();
        } else if (e.sourceType == u"refund"_s) {
            e.description = u"Refund of %1 (%2)"_s.arg(q.value(8).toString(),
                                                       q.value(7).toString().replace(u'_', u' '));
        } else if (e.sourceType == u"settlement"_s) {
            e.description = settlementDescription(e.sourceId);
        } else if (e.sourceType == u"bank_charge"_s) {
            // "bch_<currency>_<YYYY-MM>"
            e.description = u"Bank charges for %1"_s.arg(e.sourceId.section(u'_', 2));
        } else {
            e.description = u"Opening balance"_s;
        }
        return e;
    });
    q.finish();
    return page;
}

QPair<qint64, qint64> SandboxStore::accountTotals(const QString &currency, int account, qint64 day)
{
    StoreQuery q = prepared(u"SELECT cum_debit, cum_credit FROM daily_balances WHERE"
                            " merchant_id = ? AND currency = ? AND account = ? AND day <= ?"
                            " ORDER BY day DESC LIMIT 1"_s);
    q.addBindValue(m_merchantId);
    q.addBindValue(currency);
    q.addBindValue(account);
    q.addBindValue(day);
    if (!exec(q) || !q.next())
        return {0, 0};
    const QPair<qint64, qint64> sum{q.value(0).toLongLong(), q.value(1).toLongLong()};
    q.finish();
    return sum;
}

QStringList SandboxStore::ledgerCurrencies()
{
    // A skip over the primary key (currency first): one step per currency, not per row.
    QStringList out;
    QString last = u" "_s; // before every code (an empty string would bind as NULL)
    for (;;) {
        StoreQuery q =
            prepared(u"SELECT currency FROM daily_balances WHERE merchant_id = ? AND currency > ?"
                     " ORDER BY currency LIMIT 1"_s);
        q.addBindValue(m_merchantId);
        q.addBindValue(last);
        if (!exec(q) || !q.next())
            break;
        last = q.value(0).toString();
        q.finish();
        out << last;
    }
    return out;
}

bool SandboxStore::setSettledThrough(qint64 day)
{
    return setMetaValue(u"settled_through"_s, day);
}

} // namespace paydesk::sandbox
