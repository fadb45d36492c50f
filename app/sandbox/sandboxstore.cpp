#include "sandboxstore.h"

#include "sandboxlogging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlError>
#include <QSqlRecord>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

const char *const Schema[] = {
    "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS api_keys(key_hash BLOB PRIMARY KEY, environment TEXT NOT NULL,"
    " created_at INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS transactions(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " status TEXT NOT NULL, amount INTEGER NOT NULL, amount_refunded INTEGER NOT NULL DEFAULT 0,"
    " currency TEXT NOT NULL, gateway TEXT NOT NULL, merchant_ref TEXT NOT NULL,"
    " description TEXT, fee INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL,"
    " updated_at INTEGER NOT NULL, kind INTEGER, failure_code TEXT, failure_message TEXT,"
    " fraud_evaluation_id TEXT)",
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
    "CREATE INDEX IF NOT EXISTS redirect_sessions_created ON redirect_sessions(created_at, id)",
    "CREATE TABLE IF NOT EXISTS session_attempts(id INTEGER PRIMARY KEY,"
    " session_id TEXT NOT NULL, transaction_id TEXT NOT NULL, status TEXT NOT NULL,"
    " created_at INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS session_attempts_session ON session_attempts(session_id, id)",
    "CREATE TABLE IF NOT EXISTS idempotency(key_hash BLOB NOT NULL, idem_key TEXT NOT NULL,"
    " request_hash BLOB NOT NULL, state TEXT NOT NULL, status INTEGER, body BLOB,"
    " created_at INTEGER NOT NULL, PRIMARY KEY(key_hash, idem_key))",
    "CREATE TABLE IF NOT EXISTS ledger_accounts(code INTEGER PRIMARY KEY, name TEXT NOT NULL,"
    " type TEXT NOT NULL, normal_balance TEXT NOT NULL, parent_code INTEGER)",
    "CREATE TABLE IF NOT EXISTS postings(id INTEGER PRIMARY KEY, source TEXT NOT NULL,"
    " account INTEGER NOT NULL, currency TEXT NOT NULL, debit INTEGER NOT NULL,"
    " credit INTEGER NOT NULL, posted_at INTEGER NOT NULL)",
    // An account's entries in time order: the ledger entries list and the settlements.
    "CREATE INDEX IF NOT EXISTS postings_account ON postings(account, currency, posted_at, id)",
    // Per account, currency and UTC day: the day's totals and the running totals through the
    // end of that day, so a trial balance reads one row per account instead of every posting
    // or every day.
    // (Per merchant since merchants: a store made before gets this shape in backfillMerchants().)
    "CREATE TABLE IF NOT EXISTS daily_balances(merchant_id TEXT NOT NULL, currency TEXT NOT NULL,"
    " account INTEGER NOT NULL, day INTEGER NOT NULL, debit INTEGER NOT NULL,"
    " credit INTEGER NOT NULL, cum_debit INTEGER NOT NULL DEFAULT 0,"
    " cum_credit INTEGER NOT NULL DEFAULT 0, PRIMARY KEY(merchant_id, currency, account, day))"
    " WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS events(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " type TEXT NOT NULL, created_at INTEGER NOT NULL, payload BLOB NOT NULL,"
    " transaction_id TEXT)",
    // endpoint_id: a configured endpoint's (configuredEndpointId()) or a stored one's.
    "CREATE TABLE IF NOT EXISTS deliveries(id INTEGER PRIMARY KEY, event_id TEXT NOT NULL,"
    " url TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL,"
    " state TEXT NOT NULL, last_status INTEGER, last_error TEXT, endpoint_id TEXT)",
    "CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries(state, next_attempt_at)",
    // state: what the attempt left its delivery in (delivered, retrying, abandoned).
    "CREATE TABLE IF NOT EXISTS delivery_attempts(id INTEGER PRIMARY KEY,"
    " delivery_id INTEGER NOT NULL, event_id TEXT NOT NULL, url TEXT NOT NULL,"
    " attempt INTEGER NOT NULL, at INTEGER NOT NULL, status_code INTEGER, error TEXT,"
    " duration_ms INTEGER, state TEXT, next_attempt_at INTEGER)",
    // Endpoints added through /sandbox/v1/webhook-endpoints; events: a comma list of kinds, or *.
    "CREATE TABLE IF NOT EXISTS webhook_endpoints(id TEXT PRIMARY KEY, url TEXT NOT NULL,"
    " events TEXT NOT NULL, secret TEXT NOT NULL, enabled INTEGER NOT NULL,"
    " created_at INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS fraud_evaluations(id TEXT PRIMARY KEY, email TEXT, ip TEXT,"
    " score INTEGER NOT NULL, decision TEXT NOT NULL, created_at INTEGER NOT NULL,"
    " response BLOB)",
    "CREATE INDEX IF NOT EXISTS fraud_email ON fraud_evaluations(email, created_at)",
    "CREATE INDEX IF NOT EXISTS fraud_ip ON fraud_evaluations(ip, created_at)",
    // Payouts (payoutstore.cpp): one per settlement source; ledger_entry_id is its Bank posting,
    // NULL while pending.
    // (A settlement's source is unique per merchant; a store made before merchants gets this
    // shape in backfillMerchants().)
    "CREATE TABLE IF NOT EXISTS payouts(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " source TEXT NOT NULL, currency TEXT NOT NULL, gateway TEXT NOT NULL,"
    " amount INTEGER NOT NULL, gross INTEGER NOT NULL, fees INTEGER NOT NULL,"
    " refunded INTEGER NOT NULL, covers_day INTEGER NOT NULL, arrival_at INTEGER NOT NULL,"
    " ledger_entry_id INTEGER, merchant_id TEXT NOT NULL, UNIQUE(merchant_id, source))",
    "CREATE INDEX IF NOT EXISTS payouts_arrival ON payouts(arrival_at, id)",
    "CREATE INDEX IF NOT EXISTS payouts_currency ON payouts(currency, arrival_at, id)",
    "CREATE INDEX IF NOT EXISTS payouts_pending ON payouts(arrival_at) WHERE ledger_entry_id IS "
    "NULL",
    // Every request that changed something, by key (keyroutes.cpp); never a key's value.
    "CREATE TABLE IF NOT EXISTS activity(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " at INTEGER NOT NULL, key_id TEXT NOT NULL, key_name TEXT NOT NULL, method TEXT NOT NULL,"
    " path TEXT NOT NULL, status INTEGER NOT NULL, resource_id TEXT, idempotency_key TEXT)",
    "CREATE INDEX IF NOT EXISTS activity_key ON activity(key_id, seq)",
    "CREATE INDEX IF NOT EXISTS activity_at ON activity(at, seq)",
    // The merchants one sandbox holds (merchantstore.cpp); every owned row names its own.
    "CREATE TABLE IF NOT EXISTS merchants(seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " name TEXT NOT NULL, created_at INTEGER NOT NULL)",
};

// Columns added after the first release: data directories made before them get them here.
struct AddedColumn
{
    const char *table;
    const char *column;
    const char *declaration;
};
const AddedColumn AddedColumns[] = {
    {"transactions", "failure_code", "TEXT"},
    {"transactions", "failure_message", "TEXT"},
    {"transactions", "fraud_evaluation_id", "TEXT"},
    {"fraud_evaluations", "response", "BLOB"},
    {"events", "transaction_id", "TEXT"},
    {"deliveries", "endpoint_id", "TEXT"},
    {"delivery_attempts", "state", "TEXT"},
    {"delivery_attempts", "next_attempt_at", "INTEGER"},
    {"api_keys", "id", "TEXT"},
    {"api_keys", "name", "TEXT"},
    {"api_keys", "permissions", "TEXT"},
    {"api_keys", "expires_at", "INTEGER"},
    {"api_keys", "revoked_at", "INTEGER"},
    // The merchant that owns the row; rows of a store from before merchants are the one
    // merchant it had (backfillMerchants()).
    {"api_keys", "merchant_id", "TEXT"},
    {"transactions", "merchant_id", "TEXT"},
    {"refunds", "merchant_id", "TEXT"},
    {"redirect_sessions", "merchant_id", "TEXT"},
    {"events", "merchant_id", "TEXT"},
    {"deliveries", "merchant_id", "TEXT"},
    {"webhook_endpoints", "merchant_id", "TEXT"},
    {"fraud_evaluations", "merchant_id", "TEXT"},
    {"activity", "merchant_id", "TEXT"},
    {"postings", "merchant_id", "TEXT"},
    {"payouts", "merchant_id", "TEXT"},
    {"daily_balances", "merchant_id", "TEXT"},
};

// Indexes on those columns, made once they exist: the delivery log's filters.
const char *const AddedIndexes[] = {
    "CREATE INDEX IF NOT EXISTS events_transaction ON events(transaction_id)",
    "CREATE INDEX IF NOT EXISTS deliveries_endpoint ON deliveries(endpoint_id)",
    "CREATE INDEX IF NOT EXISTS delivery_attempts_event ON delivery_attempts(event_id)",
    "CREATE INDEX IF NOT EXISTS delivery_attempts_delivery ON delivery_attempts(delivery_id)",
    // One delivery of an event to an endpoint at a time (outboxstore.cpp).
    "CREATE INDEX IF NOT EXISTS deliveries_event ON deliveries(event_id, endpoint_id)",
    "CREATE UNIQUE INDEX IF NOT EXISTS api_keys_id ON api_keys(id)",
};

// The database holds the endpoints' signing secrets (and every payment), and the directory may
// be one others can read (--data on an existing folder is used as it is). So the database is
// made 0600 before SQLite opens it, and one of an older sandbox (0644) is made so: SQLite gives
// its -wal, -shm and -journal files the database's mode whatever the umask, and those that
// exist already are made 0600 too.
bool ownerOnly(const QString &database, QString *error)
{
    const auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    if (!QFile::exists(database)) {
        QFile created(database);
        if (!created.open(QIODevice::WriteOnly | QIODevice::NewOnly, ownerOnly)) {
            *error = u"cannot create %1: %2"_s.arg(database, created.errorString());
            return false;
        }
    }
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s}) {
        const QString path = database + suffix;
        // Qt's ReadUser/WriteUser mirror the owner's bits for the owner: compare those alone.
        const auto now = QFile::permissions(path) &
                         ~(QFileDevice::ReadUser | QFileDevice::WriteUser | QFileDevice::ExeUser);
        if (!QFile::exists(path) || now == ownerOnly)
            continue;
        if (!QFile::setPermissions(path, ownerOnly)) {
            *error = u"cannot make %1 readable by its owner only (it holds webhook signing"
                     " secrets)"_s.arg(path);
            return false;
        }
    }
    return true;
}

} // namespace

QString Decline::code()
{
    return u"card_declined"_s;
}

QString Decline::amountRuleMessage()
{
    return u"The card was declined (sandbox rule: amounts ending in 02 are declined)."_s;
}

QString Decline::testCardMessage()
{
    return u"The card was declined (sandbox test card 4000 0000 0000 0002 is always declined)."_s;
}

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
    m_kindStreams.clear();
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
        if (!QFileInfo(dataDir).isDir()) {
            if (!QDir().mkpath(dataDir)) {
                *error = u"cannot create the data directory %1"_s.arg(dataDir);
                return false;
            }
            QFile::setPermissions(dataDir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ExeOwner);
        }
        m_path = QDir(dataDir).filePath(u"sandbox.sqlite"_s);
        if (!ownerOnly(m_path, error))
            return false;
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
    // The log restarts after each checkpoint; this shrinks it back after a burst (a seed).
    q.exec(u"PRAGMA journal_size_limit=4194304"_s);
    q.exec(u"PRAGMA temp_store=MEMORY"_s);
    q.exec(u"PRAGMA cache_size=-65536"_s);
    if (!migrate()) {
        *error = m_lastError;
        return false;
    }
    return true;
}

bool SandboxStore::createSchema()
{
    QSqlQuery q(database());
    for (const char *sql : Schema) {
        if (!q.exec(QString::fromLatin1(sql))) {
            m_lastError = q.lastError().text();
            return false;
        }
    }
    return true;
}

bool SandboxStore::migrateSqlite()
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    for (const char *sql : Schema) {
        if (!q.exec(QString::fromLatin1(sql))) {
            m_lastError = q.lastError().text();
            return false;
        }
    }
    QSet<QString> added;
    for (const AddedColumn &c : AddedColumns) {
        q.exec(u"SELECT 1 FROM pragma_table_info('%1') WHERE name = '%2'"_s.arg(
            QLatin1StringView(c.table), QLatin1StringView(c.column)));
        const bool present = q.next();
        q.finish();
        if (present)
            continue;
        if (!q.exec(u"ALTER TABLE %1 ADD COLUMN %2 %3"_s.arg(QLatin1StringView(c.table),
                                                             QLatin1StringView(c.column),
                                                             QLatin1StringView(c.declaration)))) {
            m_lastError = q.lastError().text();
            return false;
        }
        added.insert(QLatin1StringView(c.table) + u'.' + QLatin1StringView(c.column));
    }
    for (const char *sql : AddedIndexes) {
        if (!q.exec(QString::fromLatin1(sql))) {
            m_lastError = q.lastError().text();
            return false;
        }
    }
    if (!backfillOutbox(added) || !backfillKeys())
        return false;
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
            return false;
        }
    }
    q.finish();
    return migrateSearch();
}

bool SandboxStore::migrate()
{
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_lastError = db.lastError().text();
        return false;
    }
    if (m_postgres ? !createPostgresSchema() : !migrateSqlite()) {
        db.rollback();
        return false;
    }
    QSqlQuery q(db);
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
    m_defaultMerchantId = m_merchantId;
    q.finish(); // a statement still reading would keep backfillMerchants() from dropping a table
    if (!backfillMerchants()) {
        db.rollback();
        return false;
    }
    if (!seedChartOfAccounts()) {
        db.rollback();
        return false;
    }
    // Nothing is running at start-up, so no request can still be in progress. (On PostgreSQL
    // other sandboxes may be running requests: a marker there is its owner's until its lock is
    // free, claimIdempotency().)
    if (!m_postgres)
        q.exec(u"DELETE FROM idempotency WHERE state = 'in_progress'"_s);
    if (!db.commit()) {
        m_lastError = db.lastError().text();
        return false;
    }
    return true;
}

StoreQuery SandboxStore::prepared(const QString &sql)
{
    // Never inside a transaction: its first statements are gone with the lost connection.
    if (m_connectionLost && !m_inTransaction)
        reconnect();
    ++m_lentStatements;
    if (auto it = m_statements.find(sql); it != m_statements.end()) {
        QSqlQuery q = std::move(it->second.query);
        m_statements.erase(it);
        return StoreQuery(*this, sql, std::move(q));
    }
    QSqlQuery q(database());
    // Every result is read once, front to back: no row cache needed. (Not on PostgreSQL: QPSQL
    // reads a forward-only result row by row off the connection, so a second query while one
    // is read would cut the first short; and the store reads several side by side.)
    q.setForwardOnly(!m_postgres);
    if (!q.prepare(sql))
        qCWarning(lcSandboxStore) << "prepare failed:" << q.lastError().text() << sql;
    return StoreQuery(*this, sql, std::move(q));
}

void SandboxStore::giveBack(const QString &sql, QSqlQuery &&q)
{
    --m_lentStatements;
    q.finish();
    if (m_connectionLost)
        return; // a statement of the lost connection: reconnect() drops the others too
    m_statements.insert_or_assign(sql, CachedStatement{std::move(q), ++m_uses});
    if (m_statements.size() <= size_t(MaxCachedStatements))
        return;
    // The least recently used goes; a linear scan of 65 entries costs less than keeping order.
    auto oldest = m_statements.begin();
    for (auto it = m_statements.begin(); it != m_statements.end(); ++it) {
        if (it->second.lastUse < oldest->second.lastUse)
            oldest = it;
    }
    m_statements.erase(oldest);
}

StoreQuery::~StoreQuery()
{
    m_store.giveBack(m_sql, std::move(*this));
}

bool SandboxStore::exec(QSqlQuery &q)
{
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        qCWarning(lcSandboxStore) << "query failed:" << m_lastError << q.lastQuery();
        noteFailure(q.lastError());
        return false;
    }
    return true;
}

bool SandboxStore::begin()
{
    // IMMEDIATE takes the write lock first, where the busy timeout applies; a deferred
    // transaction that has read first gets SQLITE_BUSY at once when another writer holds it.
    // (PostgreSQL: BEGIN and the store's advisory write lock, beginPostgres().)
    if (m_postgres)
        return beginPostgres();
    QSqlQuery q(database());
    if (!q.exec(u"BEGIN IMMEDIATE"_s)) {
        m_lastError = q.lastError().text();
        return false;
    }
    m_inTransaction = true;
    return true;
}

bool SandboxStore::commit()
{
    QSqlDatabase db = database();
    m_inTransaction = false;
    if (!db.commit()) {
        m_lastError = db.lastError().text();
        noteFailure(db.lastError());
        rollback();
        return false;
    }
    return true;
}

void SandboxStore::rollback()
{
    // A kind added in the rolled-back transaction is gone again.
    m_kindsLoaded = false;
    m_inTransaction = false;
    database().rollback();
}

} // namespace paydesk::sandbox
