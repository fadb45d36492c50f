// SandboxStore's lists: filters and search that read index ranges, never the whole table.
//
// Status, currency and gateway together make a transaction's kind (a small table); the index
// (kind, created_at, id) holds each kind newest first, so a filter is the set of kinds it
// allows (empty: an empty answer without a query) and a page merges those kinds' ranges, each
// read only as far as the page needs. `q` goes through FTS5 trigram tables whose rowid is
// created_at * 2^30 + seq: read in rowid order they are newest first, and a rowid leads
// straight back to its row.
#include "sandboxlogging.h"
#include "sandboxstore.h"
#include "sandboxstore_p.h"

#include <QRegularExpression>
#include <QSqlError>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr int SeqBits = 30;
constexpr qint64 SeqMask = (qint64(1) << SeqBits) - 1;
constexpr qint64 Min64 = std::numeric_limits<qint64>::min();
constexpr qint64 Max64 = std::numeric_limits<qint64>::max();
// Bumped when the search tables' layout changes: an older store builds them again on open.
const QString SearchVersion = u"1"_s;

// The first search rowid of second `createdAt` (clamped: cursors pin with the largest value).
qint64 firstKeyOf(qint64 createdAt)
{
    constexpr qint64 Limit = qint64(1) << (62 - SeqBits);
    if (createdAt >= Limit)
        return Max64;
    if (createdAt <= -Limit)
        return Min64;
    return createdAt * (qint64(1) << SeqBits);
}

// The first characters of merchant_ref behind two private-use marks: one trigram for a
// one-character prefix, one for a two-character prefix, that no other column has.
const QString HeadSql = u"char(57344, 57344) || substr(%1, 1, 2)"_s;

const QString IndexTransactionsSql =
    u"INSERT INTO transactions_search(rowid, merchant_ref, description, id, head)"
    " SELECT created_at * 1073741824 + seq, merchant_ref, description, id, "_s +
    HeadSql.arg(u"merchant_ref"_s) + u" FROM transactions WHERE seq > ?"_s;
const QString IndexRefundsSql =
    u"INSERT INTO refunds_search(rowid, merchant_ref, id, transaction_id, head)"
    " SELECT r.created_at * 1073741824 + r.seq, t.merchant_ref, r.id, r.transaction_id, "_s +
    HeadSql.arg(u"t.merchant_ref"_s) +
    u" FROM refunds r JOIN transactions t ON t.id = r.transaction_id WHERE r.seq > ?"_s;

// The FTS5 expression for `q` over `columns`: one quoted string, so `"`, `*`, NEAR, OR and
// the rest are text to find, never syntax.
QString matchExpression(const QString &q, const QString &columns)
{
    QString phrase = q;
    phrase.replace(u'"', u"\"\""_s);
    const qsizetype chars = q.toUcs4().size();
    if (chars >= 3)
        return u"{"_s + columns + u"} : \""_s + phrase + u'"';
    return u"head : \""_s + QString(3 - chars, QChar(0xE000)) + phrase + u'"';
}

// The same match, in C++, for the few rows of one transaction's refunds.
bool textMatches(const QString &q, const QString &merchantRef, const QStringList &others)
{
    if (q.toUcs4().size() < 3)
        return merchantRef.startsWith(q, Qt::CaseInsensitive);
    if (merchantRef.contains(q, Qt::CaseInsensitive))
        return true;
    return std::any_of(others.cbegin(), others.cend(),
                       [&](const QString &s) { return s.contains(q, Qt::CaseInsensitive); });
}

bool looksLikeTransactionId(const QString &q)
{
    static const QRegularExpression Id(u"^txn_[A-Za-z0-9]{8,64}$"_s);
    return Id.match(q).hasMatch();
}

// The exclusive upper bound of a page: the cursor, or created_to when that comes first.
ListCursor upperBound(const TransactionFilter &f, const std::optional<ListCursor> &cursor)
{
    ListCursor upper = cursor.value_or(ListCursor{Max64, u"\U0010FFFF"_s, Max64});
    if (f.createdTo && *f.createdTo <= upper.createdAt) {
        upper.createdAt = *f.createdTo;
        upper.id.clear(); // (created_to, "") sorts before every row of that second
    }
    return upper;
}

bool below(qint64 createdAt, const QString &id, const ListCursor &upper)
{
    return createdAt < upper.createdAt || (createdAt == upper.createdAt && id < upper.id);
}

template<typename T>
void sortNewestFirst(QList<T> &rows)
{
    std::sort(rows.begin(), rows.end(), [](const T &a, const T &b) {
        return a.createdAt != b.createdAt ? a.createdAt > b.createdAt : a.id > b.id;
    });
}

template<typename T>
Page<T> pageOf(QList<T> rows, int limit)
{
    Page<T> page;
    page.items = std::move(rows);
    if (page.items.size() > limit) {
        page.items.resize(limit);
        page.hasMore = true;
    }
    return page;
}

// A search walk (rowid, kind; newest first) read one row at a time: the seqs of the rows that
// pass, at least `want` below upperCreatedAt's second when there are that many, and every row
// of the last second read, so that sorting by (created_at, id) afterwards is exact.
struct SearchWalk
{
    QSqlQuery &walk;
    int want;
    qint64 upperCreatedAt;
    qint64 maxSeq;
    const std::optional<QSet<qint64>> &kinds;
    QList<qint64> seqs;
    int counted = 0;
    qint64 lastCounted = Max64;
    bool done = false;
    // On PostgreSQL, whose results are fetched whole, the walk reads `chunk` rows at a time
    // (its last placeholder), each next chunk from below the last key read (placeholder
    // `upperIndex`); 0: one read, which SQLite streams.
    int chunk = 0;
    int upperIndex = 0;
    int readInChunk = 0;
    qint64 lastKey = Max64;

    bool nextRow()
    {
        if (walk.next())
            return true;
        if (chunk == 0 || readInChunk < chunk)
            return false;
        walk.bindValue(upperIndex, lastKey);
        readInChunk = 0;
        return walk.exec() && walk.next();
    }

    void step()
    {
        if (done)
            return;
        if (!nextRow()) {
            done = true;
            return;
        }
        const qint64 key = walk.value(0).toLongLong();
        ++readInChunk;
        lastKey = key;
        const qint64 seq = key & SeqMask;
        const qint64 createdAt = key >> SeqBits; // arithmetic shift: floor
        if (counted >= want && createdAt != lastCounted) {
            done = true;
            return;
        }
        if (seq > maxSeq || (kinds && !kinds->contains(walk.value(1).toLongLong())))
            return;
        seqs << seq;
        if (createdAt < upperCreatedAt) {
            ++counted;
            lastCounted = createdAt;
        }
    }
};

// A search walk over `table`'s FTS index (`table`_search, its rowid the row's seq with the day
// above it): the matching rows of one merchant in a key range, newest first, each with `kind`
// (an expression of the row `t`).
QString searchWalkSql(const QString &table, const QString &kind)
{
    return u"SELECT s.rowid, %2 FROM %1_search s CROSS JOIN %1 t"
           " ON t.seq = (s.rowid & 1073741823) WHERE s.%1_search MATCH ?"
           " AND s.rowid >= ? AND s.rowid < ? AND t.merchant_id = ?"
           " ORDER BY s.rowid DESC"_s.arg(table, kind);
}

// The searched columns of `table` as PostgreSQL reads them: a refund's merchant_ref is its
// transaction's (`m`).
QString postgresColumn(const QString &table, const QString &column)
{
    return table == u"refunds"_s && column == u"merchant_ref"_s ? u"m.merchant_ref"_s
                                                                : u"t."_s + column;
}

// The same walk on PostgreSQL: the table itself, through its trigram indexes (ILIKE), keyed by
// the same created_at * 2^30 + seq. `columns`: those bindSearchWalk() binds a pattern for.
QString postgresSearchWalkSql(const QString &table, const QString &kind, const QString &columns,
                              const QString &text)
{
    // Unicode's case folding (ICU's root collation), as FTS5's trigram tokenizer folds case;
    // the trigram indexes are made under the same collation (postgresstore.cpp).
    const QString Ilike = u" COLLATE \"und-x-icu\" ILIKE ?"_s;
    QStringList match;
    if (text.toUcs4().size() < 3) {
        match << postgresColumn(table, u"merchant_ref"_s) + Ilike;
    } else {
        for (const QString &c : columns.split(u' '))
            match << postgresColumn(table, c) + Ilike;
    }
    const QString key = u"(t.created_at * 1073741824 + t.seq)"_s;
    return u"SELECT %3, %2 FROM %1 t%4 WHERE (%5) AND %3 >= ? AND %3 < ? AND t.merchant_id = ?"
           " ORDER BY %3 DESC LIMIT ?"_s.arg(
               table, kind, key,
               table == u"refunds"_s ? u" JOIN transactions m ON m.id = t.transaction_id"_s
                                     : QString(),
               match.join(u" OR "_s));
}

// Binds a read of one merchant's transactions newest first ("created_at >= ? AND created_at <=
// ? AND (created_at, id) < (?, ?) AND seq <= ? AND merchant_id = ? ... LIMIT ?"): both bounds on
// created_at, so a descending read starts at the cursor's second.
void bindNewestFirst(QSqlQuery &q, qint64 from, const ListCursor &upper, const QString &merchantId,
                     qint64 rowLimit)
{
    q.addBindValue(from);
    q.addBindValue(upper.createdAt);
    q.addBindValue(upper.createdAt);
    q.addBindValue(upper.id);
    q.addBindValue(upper.maxSeq);
    q.addBindValue(merchantId);
    q.addBindValue(rowLimit);
}

// The rows a PostgreSQL search walk reads at a time (SearchWalk::chunk), and a kind stream's
// first chunk (startKindStreams()).
constexpr int PostgresWalkChunk = 256;
constexpr int FirstKindChunk = 16;

// Binds a search walk's text (matched in `columns`), its key range (from the first day to the
// page's upper bound) and the merchant whose rows it reads. `postgres`: postgresSearchWalkSql's
// patterns, one per column it matches, and its chunk. Returns the upper bound's placeholder.
int bindSearchWalk(QSqlQuery &walk, const QString &columns, const QString &text, qint64 from,
                   const ListCursor &upper, const QString &merchantId, bool postgres = false)
{
    int patterns = 1;
    if (postgres) {
        QString escaped = text;
        escaped.replace(u'\\', u"\\\\"_s).replace(u'%', u"\\%"_s).replace(u'_', u"\\_"_s);
        const bool prefix = text.toUcs4().size() < 3;
        const QString pattern = prefix ? QString(escaped + u'%') : QString(u'%' + escaped + u'%');
        patterns = prefix ? 1 : int(columns.split(u' ').size());
        for (int i = 0; i < patterns; ++i)
            walk.addBindValue(pattern);
    } else {
        walk.addBindValue(matchExpression(text, columns));
    }
    walk.addBindValue(firstKeyOf(from));
    walk.addBindValue(upper.createdAt == Max64 ? Max64 : firstKeyOf(upper.createdAt + 1));
    walk.addBindValue(merchantId);
    if (postgres)
        walk.addBindValue(PostgresWalkChunk);
    return patterns + 1; // (boundValues() still holds a cached statement's earlier values)
}

} // namespace

bool SandboxStore::migrateSearch()

{
    QSqlQuery q(database());
    const auto fail = [&] {
        m_lastError = q.lastError().text();
        return false;
    };
    q.exec(u"SELECT 1 FROM pragma_table_info('transactions') WHERE name = 'kind'"_s);
    const bool hasKind = q.next();
    q.finish();
    if (!hasKind && !q.exec(u"ALTER TABLE transactions ADD COLUMN kind INTEGER"_s))
        return fail();
    if (!q.exec(u"CREATE TABLE IF NOT EXISTS kinds(kind INTEGER PRIMARY KEY,"
                " status TEXT NOT NULL, currency TEXT NOT NULL, gateway TEXT NOT NULL,"
                " UNIQUE(status, currency, gateway))"_s))
        return fail();
    q.exec(u"SELECT value FROM meta WHERE key = 'search_version'"_s);
    const bool current = q.next() && q.value(0).toString() == SearchVersion;
    q.finish();
    if (!current) {
        // A store from before search: built once, in the transaction that opens it.
        if (const qint64 count = transactionCount(); count > 0)
            qCInfo(lcSandboxStore) << "building the search index of" << count << "transactions";
        for (const QString &sql : {
                 u"DROP TABLE IF EXISTS transactions_search"_s,
                 u"DROP TABLE IF EXISTS refunds_search"_s,
                 u"CREATE VIRTUAL TABLE transactions_search USING fts5(merchant_ref,"
                 " description, id, head, content='', columnsize=0, tokenize='trigram')"_s,
                 u"CREATE VIRTUAL TABLE refunds_search USING fts5(merchant_ref, id,"
                 " transaction_id, head, content='', columnsize=0, tokenize='trigram')"_s,
             }) {
            if (!q.exec(sql))
                return fail();
        }
        if (!indexSearch(0, 0))
            return false;
        q.prepare(u"INSERT OR REPLACE INTO meta(key, value) VALUES ('search_version', ?)"_s);
        q.addBindValue(SearchVersion);
        if (!q.exec())
            return fail();
    }
    // After the kinds are set: one pass over the table instead of one index update per row.
    if (!q.exec(u"CREATE INDEX IF NOT EXISTS transactions_kind ON transactions(kind,"
                " created_at, id)"_s))
        return fail();
    return true;
}

bool SandboxStore::indexSearch(qint64 afterTransactionSeq, qint64 afterRefundSeq)
{
    QStringList statements;
    if (afterTransactionSeq < Max64) {
        statements << u"INSERT INTO kinds(status, currency, gateway)"
                      " SELECT DISTINCT status, currency, gateway FROM transactions"
                      " WHERE seq > ? AND kind IS NULL ON CONFLICT DO NOTHING"_s
                   << u"UPDATE transactions SET kind = (SELECT k.kind FROM kinds k"
                      " WHERE k.status = transactions.status"
                      " AND k.currency = transactions.currency"
                      " AND k.gateway = transactions.gateway) WHERE seq > ? AND kind IS NULL"_s
                   << IndexTransactionsSql;
        // PostgreSQL searches the tables themselves, through their trigram indexes.
        if (m_postgres)
            statements.removeLast();
    }
    for (const QString &sql : std::as_const(statements)) {
        StoreQuery q = prepared(sql);
        q.addBindValue(afterTransactionSeq);
        if (!exec(q))
            return false;
        if (sql == statements.constFirst() && q.numRowsAffected() > 0)
            m_kindsLoaded = false;
    }
    if (afterRefundSeq < Max64 && !m_postgres) {
        StoreQuery q = prepared(IndexRefundsSql);
        q.addBindValue(afterRefundSeq);
        if (!exec(q))
            return false;
    }
    return true;
}

std::optional<qint64> SandboxStore::kindFor(const QString &status, const QString &currency,
                                            const QString &gateway)
{
    if (m_kindsLoaded) {
        for (const Kind &k : std::as_const(m_kinds)) {
            if (k.status == status && k.currency == currency && k.gateway == gateway)
                return k.kind;
        }
    }
    StoreQuery add = prepared(u"INSERT INTO kinds(status, currency, gateway) VALUES (?, ?, ?)"
                              " ON CONFLICT DO NOTHING"_s);
    add.addBindValue(status);
    add.addBindValue(currency);
    add.addBindValue(gateway);
    if (!exec(add))
        return std::nullopt;
    m_kindsLoaded = false;
    StoreQuery q =
        prepared(u"SELECT kind FROM kinds WHERE status = ? AND currency = ? AND gateway = ?"_s);
    q.addBindValue(status);
    q.addBindValue(currency);
    q.addBindValue(gateway);
    if (!exec(q) || !q.next())
        return std::nullopt;
    const qint64 kind = q.value(0).toLongLong();
    q.finish();
    return kind;
}

std::optional<QSet<qint64>> SandboxStore::matchingKinds(const TransactionFilter &f)
{
    if (f.statuses.isEmpty() && f.currency.isEmpty() && f.gateway.isEmpty())
        return std::nullopt;
    // (Read each time on PostgreSQL: another sandbox on the database may have added a kind.)
    if (!m_kindsLoaded || m_postgres) {
        m_kinds.clear();
        StoreQuery q = prepared(u"SELECT kind, status, currency, gateway FROM kinds"_s);
        if (exec(q)) {
            while (q.next())
                m_kinds.append({q.value(0).toLongLong(), q.value(1).toString(),
                                q.value(2).toString(), q.value(3).toString()});
            m_kindsLoaded = true;
        }
        q.finish();
    }
    QSet<qint64> kinds;
    for (const Kind &k : std::as_const(m_kinds)) {
        if ((f.statuses.isEmpty() || f.statuses.contains(k.status)) &&
            (f.currency.isEmpty() || k.currency == f.currency) &&
            (f.gateway.isEmpty() || k.gateway == f.gateway))
            kinds.insert(k.kind);
    }
    return kinds;
}

bool SandboxStore::execList(QSqlQuery &q)
{
    if (m_planLog) {
        QSqlQuery explain(database());
        explain.prepare(u"EXPLAIN QUERY PLAN "_s + q.lastQuery());
        for (const QVariant &v : q.boundValues())
            explain.addBindValue(v);
        explain.exec();
        QStringList lines;
        while (explain.next())
            lines << explain.value(3).toString();
        m_planLog->append(lines.join(u"; "_s) + u"  <- "_s + q.lastQuery());
    }
    return exec(q);
}

void SandboxStore::startKindStreams(const QList<qint64> &kinds, qint64 from,
                                    const ListCursor &upper, qint64 rowLimit)
{
    static const QString Sql =
        u"SELECT "_s + TransactionColumns +
        u" FROM transactions WHERE kind = ? AND created_at >= ?"
        " AND created_at <= ? AND (created_at, id) < (?, ?)"
        " AND seq <= ? AND merchant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?"_s;
    while (m_kindStreams.size() < kinds.size()) {
        QSqlQuery q(database());
        q.setForwardOnly(!m_postgres); // (see prepared())
        if (!q.prepare(Sql))
            qCWarning(lcSandboxStore) << "prepare failed:" << q.lastError().text();
        m_kindStreams.append(q);
    }
    m_kindHeads = QList<std::optional<TransactionRecord>>(kinds.size());
    // PostgreSQL's results are fetched whole: an unbounded stream is read in chunks there, the
    // first small (a page merged from many kinds takes a few rows of each), each next one twice
    // the last, up to PostgresWalkChunk.
    m_kindChunk = m_postgres && rowLimit == Max64;
    m_kindChunkSize = QList<int>(kinds.size(), FirstKindChunk);
    m_kindRead = QList<int>(kinds.size(), 0);
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        QSqlQuery &q = m_kindStreams[i];
        q.addBindValue(kinds.at(i));
        bindNewestFirst(q, from, upper, m_merchantId, m_kindChunk ? FirstKindChunk : rowLimit);
        if (execList(q) && q.next()) {
            m_kindHeads[i] = readTransaction(q);
            m_kindRead[i] = 1;
        }
    }
}

std::optional<TransactionRecord> SandboxStore::nextFromKindStreams()
{
    qsizetype best = -1;
    for (qsizetype i = 0; i < m_kindHeads.size(); ++i) {
        const auto &head = m_kindHeads.at(i);
        if (head &&
            (best < 0 || std::tie(head->createdAt, head->id) >
                             std::tie(m_kindHeads.at(best)->createdAt, m_kindHeads.at(best)->id)))
            best = i;
    }
    if (best < 0)
        return std::nullopt;
    std::optional<TransactionRecord> row = std::move(m_kindHeads[best]);
    QSqlQuery &q = m_kindStreams[best];
    bool more = q.next();
    if (!more && m_kindChunk && m_kindRead[best] == m_kindChunkSize[best]) {
        // The next chunk, from below the row just taken (bindNewestFirst's (created_at, id)),
        // and larger (its LIMIT).
        m_kindChunkSize[best] = std::min(2 * m_kindChunkSize[best], PostgresWalkChunk);
        q.bindValue(2, row->createdAt);
        q.bindValue(3, row->createdAt);
        q.bindValue(4, row->id);
        q.bindValue(7, qint64(m_kindChunkSize[best]));
        m_kindRead[best] = 0;
        more = exec(q) && q.next();
    }
    if (more)
        ++m_kindRead[best];
    m_kindHeads[best] = more ? std::optional(readTransaction(q)) : std::nullopt;
    return row;
}

void SandboxStore::finishKindStreams()
{
    // Every stream reset: an unfinished statement would hold a read transaction open.
    for (QSqlQuery &q : m_kindStreams)
        q.finish();
    m_kindHeads.clear();
}

Page<TransactionRecord> SandboxStore::mergeKinds(const QSet<qint64> &kinds, int limit, qint64 from,
                                                 const ListCursor &upper)
{
    QList<qint64> sorted(kinds.cbegin(), kinds.cend());
    std::sort(sorted.begin(), sorted.end());
    // Each kind's range is already newest first: a merge reads at most limit + 1 rows plus
    // one head per kind.
    startKindStreams(sorted, from, upper, limit + 1);
    QList<TransactionRecord> rows;
    while (rows.size() <= limit) {
        auto row = nextFromKindStreams();
        if (!row)
            break;
        rows << std::move(*row);
    }
    finishKindStreams();
    return pageOf(std::move(rows), limit);
}

Page<TransactionRecord> SandboxStore::listTransactions(const TransactionFilter &f, int limit,
                                                       const std::optional<ListCursor> &cursor)
{
    const auto kinds = matchingKinds(f);
    if (kinds && kinds->isEmpty())
        return {}; // no transaction has this status, currency and gateway
    const ListCursor upper = upperBound(f, cursor);
    const qint64 from = f.createdFrom.value_or(Min64);
    const QString &text = f.query;

    if (!text.isEmpty()) {
        QList<TransactionRecord> rows;
        const auto passes = [&](const TransactionRecord &t) {
            return t.merchantId == m_merchantId && t.seq <= upper.maxSeq && t.createdAt >= from &&
                   below(t.createdAt, t.id, upper) &&
                   (f.statuses.isEmpty() || f.statuses.contains(t.status)) &&
                   (f.currency.isEmpty() || t.currency == f.currency) &&
                   (f.gateway.isEmpty() || t.gateway == f.gateway);
        };
        // A whole id is that transaction, not every description that mentions it.
        if (looksLikeTransactionId(text)) {
            if (const auto t = transaction(text)) {
                if (passes(*t))
                    rows << *t;
                return pageOf(std::move(rows), limit);
            }
        }
        const QString columns = u"merchant_ref description id"_s;
        StoreQuery walk = prepared(
            m_postgres ? postgresSearchWalkSql(u"transactions"_s, u"t.kind"_s, columns, text)
                       : searchWalkSql(u"transactions"_s, u"t.kind"_s));
        const int upperIndex =
            bindSearchWalk(walk, columns, text, from, upper, m_merchantId, m_postgres);
        if (!execList(walk))
            return {};
        SearchWalk matches{walk, limit + 1, upper.createdAt, upper.maxSeq, kinds};
        if (m_postgres) {
            matches.chunk = PostgresWalkChunk;
            matches.upperIndex = upperIndex;
        }
        if (kinds) {
            // Two walks side by side, a row at a time, and the first to fill the page answers:
            // the text's matches newest first, kept when their kind is allowed, and the allowed
            // kinds newest first, kept when their text matches (the same rule, in C++). A
            // common text with a rare status and a rare text with a common status both stop
            // early.
            QList<qint64> sorted(kinds->cbegin(), kinds->cend());
            std::sort(sorted.begin(), sorted.end());
            startKindStreams(sorted, from, upper, Max64); // no limit (PostgreSQL refuses -1)
            QList<TransactionRecord> byKind;
            bool kindsDone = false;
            while (!matches.done && !kindsDone) {
                matches.step();
                auto row = nextFromKindStreams();
                if (!row)
                    kindsDone = true;
                else if (textMatches(text, row->merchantRef,
                                     {row->description.value_or(QString()), row->id}))
                    byKind << std::move(*row);
                kindsDone = kindsDone || byKind.size() > limit;
            }
            finishKindStreams();
            if (!matches.done) {
                walk.finish();
                return pageOf(std::move(byKind), limit);
            }
        }
        while (!matches.done)
            matches.step();
        walk.finish();
        const QList<qint64> &seqs = matches.seqs;
        StoreQuery read =
            prepared(u"SELECT "_s + TransactionColumns + u" FROM transactions WHERE seq = ?"_s);
        for (const qint64 seq : seqs) {
            read.addBindValue(seq);
            if (exec(read) && read.next()) {
                TransactionRecord t = readTransaction(read);
                if (passes(t))
                    rows << std::move(t);
            }
            read.finish();
        }
        sortNewestFirst(rows);
        return pageOf(std::move(rows), limit);
    }

    if (kinds)
        return mergeKinds(*kinds, limit, from, upper);

    StoreQuery q = prepared(u"SELECT "_s + TransactionColumns +
                            u" FROM transactions WHERE created_at >= ? AND created_at <= ? AND "
                            u"(created_at, id) < (?, ?)"
                            " AND seq <= ? AND merchant_id = ?"
                            " ORDER BY created_at DESC, id DESC LIMIT ?"_s);
    bindNewestFirst(q, from, upper, m_merchantId, limit + 1);
    QList<TransactionRecord> rows;
    if (execList(q)) {
        while (q.next())
            rows << readTransaction(q);
    }
    q.finish();
    return pageOf(std::move(rows), limit);
}

Page<RefundRecord> SandboxStore::listRefunds(const TransactionFilter &f, int limit,
                                             const std::optional<ListCursor> &cursor)
{
    const ListCursor upper = upperBound(f, cursor);
    const qint64 from = f.createdFrom.value_or(Min64);
    const QString &text = f.query;
    QList<RefundRecord> rows;

    if (!text.isEmpty() && f.transactionId.isEmpty()) {
        const QString columns = u"merchant_ref id transaction_id"_s;
        StoreQuery walk =
            prepared(m_postgres ? postgresSearchWalkSql(u"refunds"_s, u"0"_s, columns, text)
                                : searchWalkSql(u"refunds"_s, u"0"_s));
        const int upperIndex =
            bindSearchWalk(walk, columns, text, from, upper, m_merchantId, m_postgres);
        if (!execList(walk))
            return {};
        const std::optional<QSet<qint64>> allKinds;
        SearchWalk matches{walk, limit + 1, upper.createdAt, upper.maxSeq, allKinds};
        if (m_postgres) {
            matches.chunk = PostgresWalkChunk;
            matches.upperIndex = upperIndex;
        }
        while (!matches.done)
            matches.step();
        walk.finish();
        const QList<qint64> &seqs = matches.seqs;
        StoreQuery read = prepared(u"SELECT "_s + RefundColumns + u" FROM refunds WHERE seq = ?"_s);
        for (const qint64 seq : seqs) {
            read.addBindValue(seq);
            if (exec(read) && read.next()) {
                RefundRecord r = readRefund(read);
                if (r.merchantId == m_merchantId && r.createdAt >= from &&
                    below(r.createdAt, r.id, upper))
                    rows << std::move(r);
            }
            read.finish();
        }
        sortNewestFirst(rows);
        return pageOf(std::move(rows), limit);
    }

    // One transaction's refunds are few: the text, if any, is matched here.
    const bool oneTransaction = !f.transactionId.isEmpty();
    StoreQuery q =
        prepared(u"SELECT "_s + RefundColumns + u" FROM refunds WHERE "_s +
                 (oneTransaction ? u"transaction_id = ? AND "_s : QString()) +
                 u"created_at >= ? AND created_at <= ? AND (created_at, id) < (?, ?) AND seq <= ?"
                 " AND merchant_id = ? ORDER BY created_at DESC, id DESC"_s +
                 (oneTransaction ? QString() : u" LIMIT ?"_s));
    if (oneTransaction)
        q.addBindValue(f.transactionId);
    q.addBindValue(from);
    q.addBindValue(upper.createdAt);
    q.addBindValue(upper.createdAt);
    q.addBindValue(upper.id);
    q.addBindValue(upper.maxSeq);
    q.addBindValue(m_merchantId);
    if (!oneTransaction)
        q.addBindValue(limit + 1);
    if (execList(q)) {
        while (q.next())
            rows << readRefund(q);
    }
    q.finish();
    if (oneTransaction && !text.isEmpty()) {
        const auto t = transaction(f.transactionId);
        const QString ref = t ? t->merchantRef : QString();
        rows.removeIf([&](const RefundRecord &r) {
            return !textMatches(text, ref, {r.id, r.transactionId});
        });
    }
    return pageOf(std::move(rows), limit);
}

} // namespace paydesk::sandbox
