#include "sandboxstore.h"

#include "sandboxlogging.h"

#include <QDir>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlError>
#include <QSqlRecord>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr qint64 IdempotencyRetentionSecs = 24 * 3600;
// An in-progress marker older than this belongs to a request that died with the process.
constexpr qint64 InProgressStaleSecs = 120;

const char *const Schema[] = {
    "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS api_keys(key_hash BLOB PRIMARY KEY, environment TEXT NOT NULL,"
    " created_at INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS transactions(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " status TEXT NOT NULL, amount INTEGER NOT NULL, amount_refunded INTEGER NOT NULL DEFAULT 0,"
    " currency TEXT NOT NULL, gateway TEXT NOT NULL, merchant_ref TEXT NOT NULL,"
    " description TEXT, fee INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL,"
    " updated_at INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS transactions_created ON transactions(created_at, id)",
    "CREATE INDEX IF NOT EXISTS transactions_ref ON transactions(merchant_ref)",
    "CREATE TABLE IF NOT EXISTS refunds(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " transaction_id TEXT NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL,"
    " reason TEXT NOT NULL, note TEXT, status TEXT NOT NULL, created_at INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS refunds_created ON refunds(created_at, id)",
    "CREATE INDEX IF NOT EXISTS refunds_transaction ON refunds(transaction_id)",
    "CREATE TABLE IF NOT EXISTS redirect_sessions(id TEXT PRIMARY KEY, status TEXT NOT NULL,"
    " amount INTEGER NOT NULL, currency TEXT NOT NULL, gateway TEXT NOT NULL,"
    " merchant_ref TEXT NOT NULL, description TEXT, return_url TEXT NOT NULL, cancel_url TEXT,"
    " transaction_id TEXT, expires_at INTEGER NOT NULL, created_at INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS idempotency(key_hash BLOB NOT NULL, idem_key TEXT NOT NULL,"
    " request_hash BLOB NOT NULL, state TEXT NOT NULL, status INTEGER, body BLOB,"
    " created_at INTEGER NOT NULL, PRIMARY KEY(key_hash, idem_key))",
    "CREATE TABLE IF NOT EXISTS ledger_accounts(code INTEGER PRIMARY KEY, name TEXT NOT NULL,"
    " type TEXT NOT NULL, normal_balance TEXT NOT NULL, parent_code INTEGER)",
    "CREATE TABLE IF NOT EXISTS postings(id INTEGER PRIMARY KEY, source TEXT NOT NULL,"
    " account INTEGER NOT NULL, currency TEXT NOT NULL, debit INTEGER NOT NULL,"
    " credit INTEGER NOT NULL, posted_at INTEGER NOT NULL)",
    // Per account, currency and UTC day: the day's totals and the running totals through the
    // end of that day, so a trial balance reads one row per account instead of every posting
    // or every day.
    "CREATE TABLE IF NOT EXISTS daily_balances(currency TEXT NOT NULL, account INTEGER NOT NULL,"
    " day INTEGER NOT NULL, debit INTEGER NOT NULL, credit INTEGER NOT NULL,"
    " cum_debit INTEGER NOT NULL DEFAULT 0, cum_credit INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY(currency, account, day)) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS events(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " type TEXT NOT NULL, created_at INTEGER NOT NULL, payload BLOB NOT NULL)",
    "CREATE TABLE IF NOT EXISTS deliveries(id INTEGER PRIMARY KEY, event_id TEXT NOT NULL,"
    " url TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL,"
    " state TEXT NOT NULL, last_status INTEGER, last_error TEXT)",
    "CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries(state, next_attempt_at)",
    "CREATE TABLE IF NOT EXISTS delivery_attempts(id INTEGER PRIMARY KEY,"
    " delivery_id INTEGER NOT NULL, event_id TEXT NOT NULL, url TEXT NOT NULL,"
    " attempt INTEGER NOT NULL, at INTEGER NOT NULL, status_code INTEGER, error TEXT,"
    " duration_ms INTEGER)",
    "CREATE TABLE IF NOT EXISTS fraud_evaluations(id TEXT PRIMARY KEY, email TEXT, ip TEXT,"
    " score INTEGER NOT NULL, decision TEXT NOT NULL, created_at INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS fraud_email ON fraud_evaluations(email, created_at)",
    "CREATE INDEX IF NOT EXISTS fraud_ip ON fraud_evaluations(ip, created_at)",
};

struct ChartRow
{
    int code;
    const char *name;
    const char *type;
    const char *normal;
    int parent;
};

const ChartRow Chart[] = {
    {Account::Assets, "Assets", "asset", "debit", 0},
    {Account::Bank, "Bank", "asset", "debit", Account::Assets},
    {Account::GatewayReceivable, "Gateway receivable", "asset", "debit", Account::Assets},
    {Account::Liabilities, "Liabilities", "liability", "credit", 0},
    {Account::RefundsPayable, "Refunds payable", "liability", "credit", Account::Liabilities},
    {Account::Equity, "Equity", "equity", "credit", 0},
    {Account::OwnersCapital, "Owner's capital", "equity", "credit", Account::Equity},
    {Account::RetainedEarnings, "Retained earnings", "equity", "credit", Account::Equity},
    {Account::Revenue, "Revenue", "revenue", "credit", 0},
    {Account::Sales, "Sales", "revenue", "credit", Account::Revenue},
    {Account::Refunds, "Refunds", "revenue", "debit", Account::Revenue},
    {Account::Expenses, "Expenses", "expense", "debit", 0},
    {Account::ProcessingFees, "Processing fees", "expense", "debit", Account::Expenses},
    {Account::BankCharges, "Bank charges", "expense", "debit", Account::Expenses},
};

QVariant optionalText(const std::optional<QString> &s)
{
    return s ? QVariant(*s) : QVariant(QMetaType::fromType<QString>());
}

std::optional<QString> textOrNull(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toString();
}

} // namespace

QString randomId(const QString &prefix, int length)
{
    static constexpr char Alphabet[] =
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    QString id = prefix;
    id.reserve(prefix.size() + length);
    auto *rng = QRandomGenerator::system();
    for (int i = 0; i < length; ++i)
        id += QLatin1Char(Alphabet[rng->bounded(62)]);
    return id;
}

qint64 dayOf(qint64 unixSeconds)
{
    // Floor division, so times before the epoch land on the right day too.
    return unixSeconds >= 0 ? unixSeconds / 86400 : -((-unixSeconds + 86399) / 86400);
}

qint64 processingFee(qint64 amount, int exponent)
{
    // 2.9 % rounded half up, plus a fixed 0.30 in major units (0 for currencies without
    // minor units, where 0.30 rounds to nothing); never more than the amount itself.
    qint64 fixed = 30;
    for (int e = exponent; e < 2; ++e)
        fixed /= 10;
    for (int e = 2; e < exponent; ++e)
        fixed *= 10;
    const qint64 fee = (amount * 29 + 500) / 1000 + fixed;
    return std::min(fee, amount);
}

SandboxStore::SandboxStore()
    : m_connection(u"paydesk-sandbox-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
{}

SandboxStore::~SandboxStore()
{
    m_statements.clear();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QSqlDatabase SandboxStore::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool SandboxStore::open(const QString &dataDir, QString *error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    if (dataDir.isEmpty()) {
        m_path = u":memory:"_s;
    } else {
        if (!QDir().mkpath(dataDir)) {
            *error = u"cannot create the data directory %1"_s.arg(dataDir);
            return false;
        }
        m_path = QDir(dataDir).filePath(u"sandbox.sqlite"_s);
    }
    db.setDatabaseName(m_path);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    if (!db.open()) {
        *error = u"cannot open %1: %2"_s.arg(m_path, db.lastError().text());
        return false;
    }
    QSqlQuery q(db);
    if (!dataDir.isEmpty())
        q.exec(u"PRAGMA journal_mode=WAL"_s);
    // NORMAL in WAL mode: a commit survives a killed process; only a power cut may lose the
    // newest commits, never half of one.
    q.exec(u"PRAGMA synchronous=NORMAL"_s);
    q.exec(u"PRAGMA temp_store=MEMORY"_s);
    q.exec(u"PRAGMA cache_size=-65536"_s);
    if (!migrate()) {
        *error = m_lastError;
        return false;
    }
    return true;
}

bool SandboxStore::migrate()
{
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_lastError = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    for (const char *sql : Schema) {
        if (!q.exec(QString::fromLatin1(sql))) {
            m_lastError = q.lastError().text();
            db.rollback();
            return false;
        }
    }
    // Data directories from before the running totals: add and compute them once.
    q.exec(u"SELECT 1 FROM pragma_table_info('daily_balances') WHERE name = 'cum_debit'"_s);
    if (!q.next()) {
        q.finish();
        if (!q.exec(u"ALTER TABLE daily_balances ADD COLUMN cum_debit INTEGER NOT NULL"
                    " DEFAULT 0"_s) ||
            !q.exec(u"ALTER TABLE daily_balances ADD COLUMN cum_credit INTEGER NOT NULL"
                    " DEFAULT 0"_s) ||
            !recomputeRunningBalances()) {
            m_lastError = q.lastError().text() + m_lastError;
            db.rollback();
            return false;
        }
    }
    q.finish();
    q.exec(u"SELECT value FROM meta WHERE key = 'merchant_id'"_s);
    if (q.next()) {
        m_merchantId = q.value(0).toString();
    } else {
        m_merchantId = randomId(u"mer_"_s, 16);
        q.prepare(u"INSERT INTO meta(key, value) VALUES ('merchant_id', ?)"_s);
        q.addBindValue(m_merchantId);
        q.exec();
        q.exec(u"INSERT INTO meta(key, value) VALUES ('schema_version', '1')"_s);
    }
    if (!seedChartOfAccounts()) {
        db.rollback();
        return false;
    }
    // Nothing is running at start-up, so no request can still be in progress.
    q.exec(u"DELETE FROM idempotency WHERE state = 'in_progress'"_s);
    if (!db.commit()) {
        m_lastError = db.lastError().text();
        return false;
    }
    return true;
}

bool SandboxStore::recomputeRunningBalances()
{
    QSqlQuery q(database());
    if (!q.exec(u"UPDATE daily_balances AS b SET cum_debit = w.cd, cum_credit = w.cc FROM"
                " (SELECT currency, account, day, SUM(debit) OVER running AS cd,"
                " SUM(credit) OVER running AS cc FROM daily_balances"
                " WINDOW running AS (PARTITION BY currency, account ORDER BY day)) AS w"
                " WHERE b.currency = w.currency AND b.account = w.account AND b.day = w.day"_s)) {
        m_lastError = q.lastError().text();
        return false;
    }
    return true;
}

bool SandboxStore::seedChartOfAccounts()
{
    QSqlQuery q(database());
    q.prepare(u"INSERT OR IGNORE INTO ledger_accounts(code, name, type, normal_balance,"
              " parent_code) VALUES (?, ?, ?, ?, ?)"_s);
    for (const ChartRow &row : Chart) {
        q.addBindValue(row.code);
        q.addBindValue(QString::fromLatin1(row.name));
        q.addBindValue(QString::fromLatin1(row.type));
        q.addBindValue(QString::fromLatin1(row.normal));
        q.addBindValue(row.parent ? QVariant(row.parent) : QVariant(QMetaType::fromType<int>()));
        if (!q.exec()) {
            m_lastError = q.lastError().text();
            return false;
        }
    }
    return true;
}

QSqlQuery &SandboxStore::prepared(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        QSqlQuery q(database());
        // Every result is read once, front to back: no row cache needed.
        q.setForwardOnly(true);
        if (!q.prepare(sql))
            qCWarning(lcSandboxStore) << "prepare failed:" << q.lastError().text() << sql;
        it = m_statements.insert(sql, q);
    }
    it->finish();
    return *it;
}

bool SandboxStore::exec(QSqlQuery &q)
{
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        qCWarning(lcSandboxStore) << "query failed:" << m_lastError << q.lastQuery();
        return false;
    }
    return true;
}

bool SandboxStore::begin()
{
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_lastError = db.lastError().text();
        return false;
    }
    return true;
}

bool SandboxStore::commit()
{
    QSqlDatabase db = database();
    if (!db.commit()) {
        m_lastError = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

void SandboxStore::rollback()
{
    database().rollback();
}

void SandboxStore::addApiKeyHash(const QByteArray &hash, const QString &environment, qint64 now)
{
    QSqlQuery &q = prepared(u"INSERT OR IGNORE INTO api_keys(key_hash, environment, created_at)"
                            " VALUES (?, ?, ?)"_s);
    q.addBindValue(hash);
    q.addBindValue(environment);
    q.addBindValue(now);
    exec(q);
}

bool SandboxStore::hasApiKeyHash(const QByteArray &hash)
{
    QSqlQuery &q = prepared(u"SELECT 1 FROM api_keys WHERE key_hash = ?"_s);
    q.addBindValue(hash);
    return exec(q) && q.next();
}

bool SandboxStore::insertTransaction(const TransactionRecord &t, qint64 fee)
{
    QSqlQuery &q = prepared(u"INSERT INTO transactions(id, status, amount, amount_refunded,"
                            " currency, gateway, merchant_ref, description, fee, created_at,"
                            " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(t.id);
    q.addBindValue(t.status);
    q.addBindValue(t.amount);
    q.addBindValue(t.amountRefunded);
    q.addBindValue(t.currency);
    q.addBindValue(t.gateway);
    q.addBindValue(t.merchantRef);
    q.addBindValue(optionalText(t.description));
    q.addBindValue(fee);
    q.addBindValue(t.createdAt);
    q.addBindValue(t.updatedAt);
    return exec(q);
}

static const QString TransactionColumns =
    u"seq, id, status, amount, amount_refunded, currency, gateway, merchant_ref, description,"
    " created_at, updated_at"_s;

TransactionRecord SandboxStore::readTransaction(const QSqlQuery &q) const
{
    TransactionRecord t;
    t.seq = q.value(0).toLongLong();
    t.id = q.value(1).toString();
    t.merchantId = m_merchantId;
    t.status = q.value(2).toString();
    t.amount = q.value(3).toLongLong();
    t.amountRefunded = q.value(4).toLongLong();
    t.currency = q.value(5).toString();
    t.gateway = q.value(6).toString();
    t.merchantRef = q.value(7).toString();
    t.description = textOrNull(q.value(8));
    t.createdAt = q.value(9).toLongLong();
    t.updatedAt = q.value(10).toLongLong();
    return t;
}

std::optional<TransactionRecord> SandboxStore::transaction(const QString &id)
{
    QSqlQuery &q =
        prepared(u"SELECT "_s + TransactionColumns + u" FROM transactions WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readTransaction(q);
}

bool SandboxStore::updateTransactionRefund(const QString &id, const QString &status,
                                           qint64 amountRefunded, qint64 updatedAt)
{
    QSqlQuery &q = prepared(u"UPDATE transactions SET status = ?, amount_refunded = ?,"
                            " updated_at = ? WHERE id = ?"_s);
    q.addBindValue(status);
    q.addBindValue(amountRefunded);
    q.addBindValue(updatedAt);
    q.addBindValue(id);
    return exec(q) && q.numRowsAffected() == 1;
}

namespace {

// Builds the WHERE clause shared by the list queries; values are bound, never spliced.
struct WhereBuilder
{
    QStringList clauses;
    QVariantList values;

    void add(const QString &clause, const QVariantList &vals = {})
    {
        clauses << clause;
        values << vals;
    }
    QString sql() const
    {
        return clauses.isEmpty() ? QString() : u" WHERE "_s + clauses.join(u" AND "_s);
    }
};

void addCommonFilters(WhereBuilder &w, const TransactionFilter &f,
                      const std::optional<ListCursor> &cursor)
{
    if (f.createdFrom)
        w.add(u"created_at >= ?"_s, {*f.createdFrom});
    if (f.createdTo)
        w.add(u"created_at < ?"_s, {*f.createdTo});
    if (cursor) {
        w.add(u"seq <= ?"_s, {cursor->maxSeq});
        w.add(u"(created_at, id) < (?, ?)"_s, {cursor->createdAt, cursor->id});
    }
}

} // namespace

Page<TransactionRecord> SandboxStore::listTransactions(const TransactionFilter &f, int limit,
                                                       const std::optional<ListCursor> &cursor)
{
    WhereBuilder w;
    if (!f.statuses.isEmpty()) {
        QStringList marks;
        QVariantList vals;
        for (const QString &s : f.statuses) {
            marks << u"?"_s;
            vals << s;
        }
        w.add(u"status IN ("_s + marks.join(u',') + u")"_s, vals);
    }
    if (!f.gateway.isEmpty())
        w.add(u"gateway = ?"_s, {f.gateway});
    if (!f.currency.isEmpty())
        w.add(u"currency = ?"_s, {f.currency});
    if (!f.query.isEmpty()) {
        // An exact id, or a merchant_ref prefix as a range the index can use.
        w.add(u"(id = ? OR (merchant_ref >= ? AND merchant_ref < ?))"_s,
              {f.query, f.query, QString(f.query + QChar(0xFFFF))});
    }
    addCommonFilters(w, f, cursor);

    // Cached per filter combination: preparing costs more than running.
    QSqlQuery &q = prepared(u"SELECT "_s + TransactionColumns + u" FROM transactions"_s + w.sql() +
                            u" ORDER BY created_at DESC, id DESC LIMIT ?"_s);
    for (const QVariant &v : std::as_const(w.values))
        q.addBindValue(v);
    q.addBindValue(limit + 1);
    Page<TransactionRecord> page;
    if (!exec(q))
        return page;
    while (q.next())
        page.items << readTransaction(q);
    if (page.items.size() > limit) {
        page.items.resize(limit);
        page.hasMore = true;
    }
    return page;
}

qint64 SandboxStore::transactionCount()
{
    QSqlQuery &q = prepared(u"SELECT COUNT(*) FROM transactions"_s);
    return exec(q) && q.next() ? q.value(0).toLongLong() : 0;
}

bool SandboxStore::insertRefund(const RefundRecord &r)
{
    QSqlQuery &q = prepared(u"INSERT INTO refunds(id, transaction_id, amount, currency, reason,"
                            " note, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(r.id);
    q.addBindValue(r.transactionId);
    q.addBindValue(r.amount);
    q.addBindValue(r.currency);
    q.addBindValue(r.reason);
    q.addBindValue(optionalText(r.note));
    q.addBindValue(r.status);
    q.addBindValue(r.createdAt);
    return exec(q);
}

static const QString RefundColumns =
    u"seq, id, transaction_id, amount, currency, reason, note, status, created_at"_s;

RefundRecord SandboxStore::readRefund(const QSqlQuery &q) const
{
    RefundRecord r;
    r.seq = q.value(0).toLongLong();
    r.id = q.value(1).toString();
    r.transactionId = q.value(2).toString();
    r.merchantId = m_merchantId;
    r.amount = q.value(3).toLongLong();
    r.currency = q.value(4).toString();
    r.reason = q.value(5).toString();
    r.note = textOrNull(q.value(6));
    r.status = q.value(7).toString();
    r.createdAt = q.value(8).toLongLong();
    return r;
}

std::optional<RefundRecord> SandboxStore::refund(const QString &id)
{
    QSqlQuery &q = prepared(u"SELECT "_s + RefundColumns + u" FROM refunds WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q) || !q.next())
        return std::nullopt;
    return readRefund(q);
}

Page<RefundRecord> SandboxStore::listRefunds(const TransactionFilter &f, int limit,
                                             const std::optional<ListCursor> &cursor)
{
    WhereBuilder w;
    if (!f.transactionId.isEmpty())
        w.add(u"transaction_id = ?"_s, {f.transactionId});
    addCommonFilters(w, f, cursor);
    // Cached per filter combination: preparing costs more than running.
    QSqlQuery &q = prepared(u"SELECT "_s + RefundColumns + u" FROM refunds"_s + w.sql() +
                            u" ORDER BY created_at DESC, id DESC LIMIT ?"_s);
    for (const QVariant &v : std::as_const(w.values))
        q.addBindValue(v);
    q.addBindValue(limit + 1);
    Page<RefundRecord> page;
    if (!exec(q))
        return page;
    while (q.next())
        page.items << readRefund(q);
    if (page.items.size() > limit) {
        page.items.resize(limit);
        page.hasMore = true;
    }
    return page;
}

bool SandboxStore::insertSession(const RedirectSessionRecord &s)
{
    QSqlQuery &q =
        prepared(u"INSERT INTO redirect_sessions(id, status, amount, currency, gateway,"
                 " merchant_ref, description, return_url, cancel_url, transaction_id,"
                 " expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(s.id);
    q.addBindValue(s.status);
    q.addBindValue(s.amount);
    q.addBindValue(s.currency);
    q.addBindValue(s.gateway);
    q.addBindValue(s.merchantRef);
    q.addBindValue(optionalText(s.description));
    q.addBindValue(s.returnUrl);
    q.addBindValue(optionalText(s.cancelUrl));
    q.addBindValue(optionalText(s.transactionId));
    q.addBindValue(s.expiresAt);
    q.addBindValue(s.createdAt);
    return exec(q);
}

std::optional<RedirectSessionRecord> SandboxStore::session(const QString &id)
{
    QSqlQuery &q = prepared(u"SELECT id, status, amount, currency, gateway, merchant_ref,"
                            " description, return_url, cancel_url, transaction_id, expires_at,"
                            " created_at FROM redirect_sessions WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q) || !q.next())
        return std::nullopt;
    RedirectSessionRecord s;
    s.id = q.value(0).toString();
    s.status = q.value(1).toString();
    s.amount = q.value(2).toLongLong();
    s.currency = q.value(3).toString();
    s.gateway = q.value(4).toString();
    s.merchantRef = q.value(5).toString();
    s.description = textOrNull(q.value(6));
    s.returnUrl = q.value(7).toString();
    s.cancelUrl = textOrNull(q.value(8));
    s.transactionId = textOrNull(q.value(9));
    s.expiresAt = q.value(10).toLongLong();
    s.createdAt = q.value(11).toLongLong();
    return s;
}

bool SandboxStore::updateSession(const QString &id, const QString &status,
                                 const std::optional<QString> &transactionId)
{
    QSqlQuery &q =
        prepared(u"UPDATE redirect_sessions SET status = ?, transaction_id = ? WHERE id = ?"_s);
    q.addBindValue(status);
    q.addBindValue(optionalText(transactionId));
    q.addBindValue(id);
    return exec(q);
}

QList<LedgerAccount> SandboxStore::accounts()
{
    QSqlQuery &q = prepared(u"SELECT code, name, type, normal_balance, parent_code"
                            " FROM ledger_accounts ORDER BY code"_s);
    QList<LedgerAccount> out;
    if (!exec(q))
        return out;
    while (q.next()) {
        LedgerAccount a;
        a.code = q.value(0).toInt();
        a.name = q.value(1).toString();
        a.type = q.value(2).toString();
        a.normalBalance = q.value(3).toString();
        if (!q.value(4).isNull())
            a.parentCode = q.value(4).toInt();
        out << a;
    }
    return out;
}

bool SandboxStore::post(const QString &source, const QString &currency, qint64 postedAt,
                        const QList<PostingLine> &lines)
{
    qint64 debit = 0;
    qint64 credit = 0;
    for (const PostingLine &l : lines) {
        debit += l.debit;
        credit += l.credit;
    }
    if (debit != credit) {
        m_lastError = u"unbalanced posting for %1: %2 != %3"_s.arg(source).arg(debit).arg(credit);
        qCCritical(lcSandboxStore) << m_lastError;
        return false;
    }
    QSqlQuery &ins = prepared(u"INSERT INTO postings(source, account, currency, debit, credit,"
                              " posted_at) VALUES (?, ?, ?, ?, ?, ?)"_s);
    const qint64 day = dayOf(postedAt);
    for (const PostingLine &l : lines) {
        if (l.debit == 0 && l.credit == 0)
            continue;
        ins.addBindValue(source);
        ins.addBindValue(l.account);
        ins.addBindValue(currency);
        ins.addBindValue(l.debit);
        ins.addBindValue(l.credit);
        ins.addBindValue(postedAt);
        if (!exec(ins))
            return false;
    }
    // Today's row starts from the running total of the day before; a posting dated before
    // later rows (a clock set back) carries into them too.
    QSqlQuery &bal = prepared(
        u"INSERT INTO daily_balances(currency, account, day, debit, credit, cum_debit,"
        " cum_credit) SELECT ?, ?, ?, ?, ?, ? + COALESCE(p.cum_debit, 0),"
        " ? + COALESCE(p.cum_credit, 0) FROM (SELECT 1) LEFT JOIN (SELECT cum_debit, cum_credit"
        " FROM daily_balances WHERE currency = ? AND account = ? AND day < ?"
        " ORDER BY day DESC LIMIT 1) AS p WHERE true" // WHERE: the upsert needs it after a SELECT
        " ON CONFLICT(currency, account, day) DO UPDATE"
        " SET debit = debit + excluded.debit, credit = credit + excluded.credit,"
        " cum_debit = cum_debit + excluded.debit, cum_credit = cum_credit + excluded.credit"_s);
    QSqlQuery &later =
        prepared(u"UPDATE daily_balances SET cum_debit = cum_debit + ?, cum_credit = cum_credit + ?"
                 " WHERE currency = ? AND account = ? AND day > ?"_s);
    for (const PostingLine &l : lines) {
        if (l.debit == 0 && l.credit == 0)
            continue;
        bal.addBindValue(currency);
        bal.addBindValue(l.account);
        bal.addBindValue(day);
        bal.addBindValue(l.debit);
        bal.addBindValue(l.credit);
        bal.addBindValue(l.debit);
        bal.addBindValue(l.credit);
        bal.addBindValue(currency);
        bal.addBindValue(l.account);
        bal.addBindValue(day);
        if (!exec(bal))
            return false;
        later.addBindValue(l.debit);
        later.addBindValue(l.credit);
        later.addBindValue(currency);
        later.addBindValue(l.account);
        later.addBindValue(day);
        if (!exec(later))
            return false;
    }
    return true;
}

QList<TrialBalanceLine> SandboxStore::trialBalance(const QString &currency, qint64 day,
                                                   bool includeZero)
{
    // One index seek per account: the newest running total on or before the day. The cost
    // follows the number of accounts, not the days of history.
    QSqlQuery &q = prepared(u"SELECT cum_debit, cum_credit FROM daily_balances WHERE currency = ?"
                            " AND account = ? AND day <= ? ORDER BY day DESC LIMIT 1"_s);
    const auto sumOf = [&](int account) -> QPair<qint64, qint64> {
        q.addBindValue(currency);
        q.addBindValue(account);
        q.addBindValue(day);
        if (!exec(q) || !q.next())
            return {0, 0};
        const QPair<qint64, qint64> sum{q.value(0).toLongLong(), q.value(1).toLongLong()};
        q.finish();
        return sum;
    };
    QList<TrialBalanceLine> lines;
    const QList<LedgerAccount> chart = accounts();
    QSet<int> parents;
    for (const LedgerAccount &a : chart) {
        if (a.parentCode)
            parents.insert(*a.parentCode);
    }
    for (const LedgerAccount &a : chart) {
        if (parents.contains(a.code))
            continue; // group accounts take no postings
        const auto sum = sumOf(a.code);
        const qint64 net = sum.first - sum.second;
        if (net == 0 && !includeZero)
            continue;
        TrialBalanceLine line;
        line.account = a;
        line.debit = net > 0 ? net : 0;
        line.credit = net < 0 ? -net : 0;
        lines << line;
    }
    return lines;
}

IdempotencyLookup SandboxStore::lookupIdempotency(const QByteArray &keyHash, const QString &idemKey,
                                                  const QByteArray &requestHash, qint64 now)
{
    QSqlQuery &q = prepared(u"SELECT request_hash, state, status, body, created_at FROM"
                            " idempotency WHERE key_hash = ? AND idem_key = ?"_s);
    q.addBindValue(keyHash);
    q.addBindValue(idemKey);
    IdempotencyLookup out;
    if (!exec(q) || !q.next())
        return out;
    const qint64 createdAt = q.value(4).toLongLong();
    const QString state = q.value(1).toString();
    if (now - createdAt >= IdempotencyRetentionSecs)
        return out; // expired: a new request
    if (state == u"in_progress"_s && now - createdAt >= InProgressStaleSecs)
        return out;
    if (q.value(0).toByteArray() != requestHash) {
        out.state = IdempotencyState::Conflict;
        return out;
    }
    if (state == u"in_progress"_s) {
        out.state = IdempotencyState::InProgress;
        return out;
    }
    out.state = IdempotencyState::Replay;
    out.status = q.value(2).toInt();
    out.body = q.value(3).toByteArray();
    return out;
}

bool SandboxStore::markIdempotencyInProgress(const QByteArray &keyHash, const QString &idemKey,
                                             const QByteArray &requestHash, qint64 now)
{
    QSqlQuery &q = prepared(u"INSERT OR REPLACE INTO idempotency(key_hash, idem_key, request_hash,"
                            " state, status, body, created_at) VALUES (?, ?, ?, 'in_progress',"
                            " NULL, NULL, ?)"_s);
    q.addBindValue(keyHash);
    q.addBindValue(idemKey);
    q.addBindValue(requestHash);
    q.addBindValue(now);
    return exec(q);
}

bool SandboxStore::storeIdempotencyResult(const QByteArray &keyHash, const QString &idemKey,
                                          const QByteArray &requestHash, int status,
                                          const QByteArray &body, qint64 now)
{
    QSqlQuery &q =
        prepared(u"INSERT OR REPLACE INTO idempotency(key_hash, idem_key, request_hash,"
                 " state, status, body, created_at) VALUES (?, ?, ?, 'done', ?, ?, ?)"_s);
    q.addBindValue(keyHash);
    q.addBindValue(idemKey);
    q.addBindValue(requestHash);
    q.addBindValue(status);
    q.addBindValue(body);
    q.addBindValue(now);
    return exec(q);
}

void SandboxStore::forgetIdempotency(const QByteArray &keyHash, const QString &idemKey)
{
    QSqlQuery &q = prepared(u"DELETE FROM idempotency WHERE key_hash = ? AND idem_key = ?"
                            " AND state = 'in_progress'"_s);
    q.addBindValue(keyHash);
    q.addBindValue(idemKey);
    exec(q);
}

void SandboxStore::purgeIdempotency(qint64 now)
{
    QSqlQuery &q = prepared(u"DELETE FROM idempotency WHERE created_at < ?"_s);
    q.addBindValue(now - IdempotencyRetentionSecs);
    exec(q);
}

bool SandboxStore::insertEvent(const QString &id, const QString &type, qint64 createdAt,
                               const QByteArray &payload, const QList<QUrl> &endpoints,
                               qint64 nowMs)
{
    QSqlQuery &q =
        prepared(u"INSERT INTO events(id, type, created_at, payload) VALUES (?, ?, ?, ?)"_s);
    q.addBindValue(id);
    q.addBindValue(type);
    q.addBindValue(createdAt);
    q.addBindValue(payload);
    if (!exec(q))
        return false;
    QSqlQuery &d = prepared(u"INSERT INTO deliveries(event_id, url, attempts, next_attempt_at,"
                            " state) VALUES (?, ?, 0, ?, 'pending')"_s);
    for (const QUrl &url : endpoints) {
        d.addBindValue(id);
        d.addBindValue(url.toString(QUrl::FullyEncoded));
        d.addBindValue(nowMs);
        if (!exec(d))
            return false;
    }
    return true;
}

QList<DueDelivery> SandboxStore::dueDeliveries(qint64 nowMs, int limit,
                                               const QList<qint64> &exclude)
{
    QSqlQuery &q = prepared(u"SELECT d.id, d.event_id, d.url, d.attempts, e.payload FROM"
                            " deliveries d JOIN events e ON e.id = d.event_id WHERE"
                            " d.state = 'pending' AND d.next_attempt_at <= ?"
                            " ORDER BY d.next_attempt_at, d.id LIMIT ?"_s);
    q.addBindValue(nowMs);
    q.addBindValue(limit + exclude.size());
    QList<DueDelivery> out;
    if (!exec(q))
        return out;
    while (q.next() && out.size() < limit) {
        DueDelivery d;
        d.id = q.value(0).toLongLong();
        if (exclude.contains(d.id))
            continue;
        d.eventId = q.value(1).toString();
        d.url = QUrl(q.value(2).toString(), QUrl::StrictMode);
        d.attempts = q.value(3).toInt();
        d.payload = q.value(4).toByteArray();
        out << d;
    }
    return out;
}

std::optional<qint64> SandboxStore::nextDeliveryAt()
{
    QSqlQuery &q =
        prepared(u"SELECT MIN(next_attempt_at) FROM deliveries WHERE state = 'pending'"_s);
    if (!exec(q) || !q.next() || q.value(0).isNull())
        return std::nullopt;
    return q.value(0).toLongLong();
}

void SandboxStore::recordAttempt(const DeliveryAttempt &a, bool delivered,
                                 std::optional<qint64> nextAttemptMs)
{
    if (!begin())
        return;
    QSqlQuery &ins = prepared(u"INSERT INTO delivery_attempts(delivery_id, event_id, url, attempt,"
                              " at, status_code, error, duration_ms)"
                              " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    ins.addBindValue(a.deliveryId);
    ins.addBindValue(a.eventId);
    ins.addBindValue(a.url);
    ins.addBindValue(a.attempt);
    ins.addBindValue(a.atMs);
    ins.addBindValue(a.statusCode ? QVariant(a.statusCode) : QVariant(QMetaType::fromType<int>()));
    ins.addBindValue(a.error.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : a.error);
    ins.addBindValue(a.durationMs);
    exec(ins);
    QSqlQuery &upd = prepared(u"UPDATE deliveries SET attempts = ?, state = ?, next_attempt_at = ?,"
                              " last_status = ?, last_error = ? WHERE id = ?"_s);
    upd.addBindValue(a.attempt);
    upd.addBindValue(delivered ? u"delivered"_s : nextAttemptMs ? u"pending"_s : u"failed"_s);
    upd.addBindValue(nextAttemptMs.value_or(a.atMs));
    upd.addBindValue(a.statusCode ? QVariant(a.statusCode) : QVariant(QMetaType::fromType<int>()));
    upd.addBindValue(a.error.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : a.error);
    upd.addBindValue(a.deliveryId);
    exec(upd);
    commit();
}

int SandboxStore::abandonDeliveries(const QSet<QString> &configured, qint64 nowMs,
                                    const QString &reason)
{
    QSqlQuery &q =
        prepared(u"SELECT id, event_id, url, attempts FROM deliveries WHERE state = 'pending'"_s);
    if (!exec(q))
        return 0;
    QList<DeliveryAttempt> gone;
    while (q.next()) {
        if (configured.contains(q.value(2).toString()))
            continue;
        DeliveryAttempt a;
        a.deliveryId = q.value(0).toLongLong();
        a.eventId = q.value(1).toString();
        a.url = q.value(2).toString();
        a.attempt = q.value(3).toInt() + 1;
        a.atMs = nowMs;
        a.error = reason;
        gone << a;
    }
    q.finish();
    return !gone.isEmpty() && abandon(gone) ? int(gone.size()) : 0;
}

bool SandboxStore::abandon(const QList<DeliveryAttempt> &entries)
{
    if (!begin())
        return false;
    QSqlQuery &ins = prepared(u"INSERT INTO delivery_attempts(delivery_id, event_id, url, attempt,"
                              " at, status_code, error, duration_ms)"
                              " VALUES (?, ?, ?, ?, ?, NULL, ?, 0)"_s);
    QSqlQuery &upd = prepared(u"UPDATE deliveries SET attempts = ?, state = 'abandoned',"
                              " last_status = NULL, last_error = ? WHERE id = ?"_s);
    for (const DeliveryAttempt &a : entries) {
        ins.addBindValue(a.deliveryId);
        ins.addBindValue(a.eventId);
        ins.addBindValue(a.url);
        ins.addBindValue(a.attempt);
        ins.addBindValue(a.atMs);
        ins.addBindValue(a.error);
        upd.addBindValue(a.attempt);
        upd.addBindValue(a.error);
        upd.addBindValue(a.deliveryId);
        if (!exec(ins) || !exec(upd)) {
            rollback();
            return false;
        }
    }
    return commit();
}

QList<DeliveryAttempt> SandboxStore::deliveryAttempts(int limit)
{
    QSqlQuery &q = prepared(u"SELECT delivery_id, event_id, url, attempt, at, status_code, error,"
                            " duration_ms FROM delivery_attempts ORDER BY id DESC LIMIT ?"_s);
    q.addBindValue(limit);
    QList<DeliveryAttempt> out;
    if (!exec(q))
        return out;
    while (q.next()) {
        DeliveryAttempt a;
        a.deliveryId = q.value(0).toLongLong();
        a.eventId = q.value(1).toString();
        a.url = q.value(2).toString();
        a.attempt = q.value(3).toInt();
        a.atMs = q.value(4).toLongLong();
        a.statusCode = q.value(5).toInt();
        a.error = q.value(6).toString();
        a.durationMs = q.value(7).toInt();
        out << a;
    }
    return out;
}

int SandboxStore::pendingDeliveries()
{
    QSqlQuery &q = prepared(u"SELECT COUNT(*) FROM deliveries WHERE state = 'pending'"_s);
    return exec(q) && q.next() ? q.value(0).toInt() : 0;
}

int SandboxStore::countFraudEvaluations(const QString &column, const QString &value, qint64 since)
{
    Q_ASSERT(column == u"email"_s || column == u"ip"_s);
    QSqlQuery &q = prepared(u"SELECT COUNT(*) FROM fraud_evaluations WHERE "_s + column +
                            u" = ? AND created_at >= ?"_s);
    q.addBindValue(value);
    q.addBindValue(since);
    return exec(q) && q.next() ? q.value(0).toInt() : 0;
}

bool SandboxStore::insertFraudEvaluation(const QString &id, const QString &email, const QString &ip,
                                         int score, const QString &decision, qint64 createdAt)
{
    QSqlQuery &q = prepared(u"INSERT INTO fraud_evaluations(id, email, ip, score, decision,"
                            " created_at) VALUES (?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(id);
    q.addBindValue(email.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : email);
    q.addBindValue(ip.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : ip);
    q.addBindValue(score);
    q.addBindValue(decision);
    q.addBindValue(createdAt);
    return exec(q);
}

} // namespace paydesk::sandbox
