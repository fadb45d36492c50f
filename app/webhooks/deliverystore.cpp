#include "deliverystore.h"

#include "webhookslogging.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::webhooks {

namespace {

constexpr int SchemaVersion = 3;
constexpr int PruneEvery = 256; // inserts between two retention passes

// Headers as they travel: "Name: value" lines ending in CRLF, which neither a name nor a
// value can contain once the HTTP parser has split them.
QByteArray headersToBytes(const HeaderList &headers)
{
    QByteArray out(""); // never null: the column is NOT NULL
    for (const auto &h : headers)
        out += h.first + ": " + h.second + "\r\n";
    return out;
}

HeaderList headersFromBytes(const QByteArray &bytes)
{
    HeaderList out;
    qsizetype start = 0;
    while (start < bytes.size()) {
        qsizetype end = bytes.indexOf("\r\n", start);
        if (end < 0)
            end = bytes.size();
        const QByteArray line = bytes.mid(start, end - start);
        const qsizetype colon = line.indexOf(": ");
        if (colon > 0)
            out.append({line.left(colon), line.mid(colon + 2)});
        start = end + 2;
    }
    return out;
}

// Steps and signature prefixes as fields and records split by the ASCII unit (0x1f) and
// record (0x1e) separators: cheaper than JSON on every delivery, and neither separator is left
// in the text.
constexpr QChar UnitSep(0x1f);
constexpr QChar RecordSep(0x1e);

QString field(const QString &text)
{
    QString out = text;
    out.replace(UnitSep, QChar::ReplacementCharacter);
    out.replace(RecordSep, QChar::ReplacementCharacter);
    return out;
}

QString stepsToText(const QList<VerificationStep> &steps)
{
    QString out(u""_s);
    for (const VerificationStep &s : steps)
        out += stepStateName(s.state) + UnitSep + field(s.title) + UnitSep + field(s.detail) +
               RecordSep;
    return out;
}

QList<VerificationStep> stepsFromText(const QString &text)
{
    QList<VerificationStep> out;
    for (const QStringView record : QStringView(text).split(RecordSep, Qt::SkipEmptyParts)) {
        const auto parts = record.split(UnitSep);
        if (parts.size() == 3)
            out.append({parts[1].toString(), parts[2].toString(), stepStateFromName(parts[0])});
    }
    return out;
}

QString listToText(const QStringList &items)
{
    QStringList fields;
    for (const QString &item : items)
        fields << field(item);
    return fields.join(RecordSep) + u""_s;
}

QStringList listFromText(const QString &text)
{
    return text.isEmpty() ? QStringList() : text.split(RecordSep);
}

// A null QString binds as NULL; the text columns are NOT NULL.
QString text(const QString &s)
{
    return s.isNull() ? QString(u""_s) : s;
}

QString escapeLike(QString text)
{
    text.replace(u'\\', u"\\\\"_s);
    text.replace(u'%', u"\\%"_s);
    text.replace(u'_', u"\\_"_s);
    return u'%' + text + u'%';
}

const QString SummaryColumns =
    u"id, received_at_ms, remote_address, remote_port, method, path, query, body_size, "
    "body_truncated, webhook_id, event_type, transaction_id, amount, currency, attempt, verdict, "
    "scheme, reason, timestamp, response_status, response_delay_ms, profile_id"_s;
const QString DetailColumns =
    u", headers, body, preview, expected_prefix, received_prefixes, steps"_s;

} // namespace

DeliveryStore::DeliveryStore()
    : m_connection(u"paydesk-webhooks-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
{}

DeliveryStore::~DeliveryStore()
{
    close();
}

QString DeliveryStore::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(u"webhooks/deliveries.sqlite"_s);
}

QSqlDatabase DeliveryStore::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool DeliveryStore::isOpen() const
{
    return database().isOpen();
}

bool DeliveryStore::open(const QString &path, QString *error)
{
    close();
    m_path = path;
    auto failWith = [&](const QString &text) {
        m_lastError = text;
        if (error)
            *error = text;
        qCWarning(lcWebhooksStore).noquote() << text;
        close();
        return false;
    };
    if (path != u":memory:"_s) {
        // Deliveries may hold what a sender sent in confidence: a new folder is the owner's
        // alone (one that exists is used as it is) and the files are 0600.
        const QString dir = QFileInfo(path).absolutePath();
        if (!QFileInfo(dir).isDir()) {
            if (!QDir().mkpath(dir))
                return failWith(tr("cannot create the folder %1").arg(dir));
            QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                           QFileDevice::ExeOwner);
        }
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        if (!db.open())
            return failWith(tr("cannot open %1: %2").arg(path, db.lastError().text()));
        // Before the log exists: SQLite gives the -wal and -shm files the database's mode.
        if (path != u":memory:"_s)
            QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QSqlQuery q(db);
        q.exec(u"PRAGMA journal_mode=WAL"_s);
        // NORMAL in WAL mode: a commit survives a killed process; a power cut may lose the
        // newest deliveries, never half of one.
        q.exec(u"PRAGMA synchronous=NORMAL"_s);
        // After a burst, the log shrinks back to this once it is checkpointed.
        q.exec(u"PRAGMA journal_size_limit=8388608"_s);
    }
    if (!migrate())
        return failWith(tr("cannot prepare %1: %2").arg(path, m_lastError));
    return true;
}

void DeliveryStore::close()
{
    commitBatch();
    m_insert.reset();
    m_countById.reset();
    {
        QSqlDatabase db = database();
        if (!db.isValid())
            return;
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool DeliveryStore::migrate()
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next()) {
        m_lastError = q.lastError().text();
        return false;
    }
    const int version = q.value(0).toInt();
    if (version >= SchemaVersion)
        return true;
    db.transaction();
    // A table of version 1 or 2 gets the column version 3 added; a new one has it.
    if (version >= 1 && version < 3 &&
        !q.exec(u"ALTER TABLE deliveries ADD COLUMN profile_id TEXT NOT NULL DEFAULT ''"_s)) {
        m_lastError = q.lastError().text();
        db.rollback();
        return false;
    }
    QStringList statements = {
        u"CREATE TABLE IF NOT EXISTS deliveries ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " received_at_ms INTEGER NOT NULL,"
        " remote_address TEXT NOT NULL DEFAULT '', remote_port INTEGER NOT NULL DEFAULT 0,"
        " method TEXT NOT NULL, path TEXT NOT NULL, query TEXT NOT NULL DEFAULT '',"
        " headers BLOB NOT NULL, body BLOB NOT NULL, body_size INTEGER NOT NULL,"
        " body_truncated INTEGER NOT NULL DEFAULT 0,"
        " webhook_id TEXT NOT NULL DEFAULT '', event_type TEXT NOT NULL DEFAULT '',"
        " transaction_id TEXT NOT NULL DEFAULT '', amount INTEGER, currency TEXT NOT NULL "
        "DEFAULT '',"
        " attempt INTEGER NOT NULL DEFAULT 1,"
        " verdict TEXT NOT NULL, scheme TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '',"
        " timestamp INTEGER, preview BLOB, expected_prefix TEXT NOT NULL DEFAULT '',"
        " received_prefixes TEXT NOT NULL DEFAULT '', steps TEXT NOT NULL DEFAULT '',"
        " response_status INTEGER NOT NULL DEFAULT 0,"
        " response_delay_ms INTEGER NOT NULL DEFAULT 0,"
        " profile_id TEXT NOT NULL DEFAULT '')"_s,
        u"CREATE INDEX IF NOT EXISTS deliveries_webhook_id ON deliveries(webhook_id)"_s,
        // Version 2: the pane's filters and the event type list read these columns, which
        // lie after the body in a row: without an index every body would be read through.
        u"CREATE INDEX IF NOT EXISTS deliveries_event_type ON deliveries(event_type)"_s,
        u"CREATE INDEX IF NOT EXISTS deliveries_verdict ON deliveries(verdict)"_s,
        u"CREATE INDEX IF NOT EXISTS deliveries_received_at ON deliveries(received_at_ms)"_s,
        // Version 3: whose deliveries they are, for the pane's list of the current profile.
        u"CREATE INDEX IF NOT EXISTS deliveries_profile ON deliveries(profile_id)"_s,
        u"PRAGMA user_version = %1"_s.arg(SchemaVersion),
    };
    for (const QString &sql : statements) {
        if (!q.exec(sql)) {
            m_lastError = q.lastError().text();
            db.rollback();
            return false;
        }
    }
    return db.commit();
}

bool DeliveryStore::beginBatch()
{
    if (m_inBatch)
        return true;
    m_inBatch = database().transaction();
    return m_inBatch;
}

bool DeliveryStore::commitBatch()
{
    if (!m_inBatch)
        return true;
    m_inBatch = false;
    QSqlDatabase db = database();
    if (!db.commit()) {
        m_lastError = db.lastError().text();
        qCWarning(lcWebhooksStore).noquote() << "cannot commit deliveries:" << m_lastError;
        db.rollback();
        return false;
    }
    return true;
}

void DeliveryStore::setCheckpointOnCommit(bool on)
{
    QSqlQuery q(database());
    q.exec(on ? u"PRAGMA wal_autocheckpoint=1000"_s : u"PRAGMA wal_autocheckpoint=0"_s);
}

bool DeliveryStore::checkpoint()
{
    // PASSIVE: readers (the window's list) are not blocked; what they still read stays in the
    // log until the next checkpoint.
    QSqlQuery q(database());
    if (!q.exec(u"PRAGMA wal_checkpoint(PASSIVE)"_s)) {
        m_lastError = q.lastError().text();
        return false;
    }
    return true;
}

bool DeliveryStore::insert(Delivery &d)
{
    if (!m_insert) {
        m_insert = std::make_unique<QSqlQuery>(database());
        m_insert->prepare(
            u"INSERT INTO deliveries (received_at_ms, remote_address, remote_port, method, "
            "path, query, headers, body, body_size, body_truncated, webhook_id, event_type, "
            "transaction_id, amount, currency, attempt, verdict, scheme, reason, timestamp, "
            "preview, expected_prefix, received_prefixes, steps, response_status, "
            "response_delay_ms, profile_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    }
    QSqlQuery &q = *m_insert;
    const Verification &v = d.verification;
    q.addBindValue(d.receivedAt.toMSecsSinceEpoch());
    q.addBindValue(text(d.remoteAddress));
    q.addBindValue(int(d.remotePort));
    q.addBindValue(QString::fromLatin1(d.method));
    q.addBindValue(text(d.path));
    q.addBindValue(text(d.query));
    q.addBindValue(headersToBytes(d.headers));
    q.addBindValue(d.body.isNull() ? QByteArray("") : d.body);
    q.addBindValue(d.bodySize);
    q.addBindValue(d.bodyTruncated ? 1 : 0);
    q.addBindValue(text(d.webhookId));
    q.addBindValue(text(d.eventType));
    q.addBindValue(text(d.transactionId));
    q.addBindValue(d.amount ? QVariant(*d.amount) : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(text(d.currency));
    q.addBindValue(d.attempt);
    q.addBindValue(verdictName(v.verdict));
    q.addBindValue(schemeName(v.scheme));
    q.addBindValue(text(v.reason));
    q.addBindValue(v.timestamp ? QVariant(*v.timestamp) : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(v.signedContentPreview.isNull() ? QByteArray("") : v.signedContentPreview);
    q.addBindValue(text(v.expectedSignaturePrefix));
    q.addBindValue(listToText(v.receivedSignaturePrefixes));
    q.addBindValue(stepsToText(v.steps));
    q.addBindValue(d.responseStatus);
    q.addBindValue(d.responseDelayMs);
    q.addBindValue(text(d.profileId));
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        qCWarning(lcWebhooksStore).noquote() << "cannot store a delivery:" << m_lastError;
        return false;
    }
    d.id = q.lastInsertId().toLongLong();
    if (++m_insertsSincePrune >= PruneEvery) {
        m_insertsSincePrune = 0;
        prune(QDateTime::currentMSecsSinceEpoch());
    }
    return true;
}

Delivery DeliveryStore::fromRow(const QSqlQuery &q, bool summary) const
{
    Delivery d;
    d.id = q.value(0).toLongLong();
    d.receivedAt = QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), Qt::UTC);
    d.remoteAddress = q.value(2).toString();
    d.remotePort = quint16(q.value(3).toUInt());
    d.method = q.value(4).toString().toLatin1();
    d.path = q.value(5).toString();
    d.query = q.value(6).toString();
    d.bodySize = q.value(7).toLongLong();
    d.bodyTruncated = q.value(8).toInt() != 0;
    d.webhookId = q.value(9).toString();
    d.eventType = q.value(10).toString();
    d.transactionId = q.value(11).toString();
    if (!q.value(12).isNull())
        d.amount = q.value(12).toLongLong();
    d.currency = q.value(13).toString();
    d.attempt = q.value(14).toInt();
    d.verification.verdict = verdictFromName(q.value(15).toString()).value_or(Verdict::NoSecret);
    d.verification.scheme = schemeFromName(q.value(16).toString());
    d.verification.reason = q.value(17).toString();
    if (!q.value(18).isNull())
        d.verification.timestamp = q.value(18).toLongLong();
    d.responseStatus = q.value(19).toInt();
    d.responseDelayMs = q.value(20).toInt();
    d.profileId = q.value(21).toString();
    d.complete = !summary;
    if (summary)
        return d;
    d.headers = headersFromBytes(q.value(22).toByteArray());
    d.body = q.value(23).toByteArray();
    d.verification.signedContentPreview = q.value(24).toByteArray();
    d.verification.expectedSignaturePrefix = q.value(25).toString();
    d.verification.receivedSignaturePrefixes = listFromText(q.value(26).toString());
    d.verification.steps = stepsFromText(q.value(27).toString());
    return d;
}

std::optional<Delivery> DeliveryStore::get(qint64 id) const
{
    QSqlQuery q(database());
    q.prepare(u"SELECT "_s + SummaryColumns + DetailColumns + u" FROM deliveries WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return fromRow(q, false);
}

QList<Delivery> DeliveryStore::query(const DeliveryFilter &filter, int limit, bool summaries,
                                     qint64 beforeId, bool *ok) const
{
    if (ok)
        *ok = false;
    QStringList where;
    QVariantList binds;
    if (!filter.eventType.isEmpty()) {
        where << u"event_type = ?"_s;
        binds << filter.eventType;
    }
    if (filter.verdict) {
        where << u"verdict = ?"_s;
        binds << verdictName(*filter.verdict);
    }
    if (filter.invalidOnly) {
        where << u"verdict <> ?"_s;
        binds << verdictName(Verdict::Valid);
    }
    if (!filter.text.isEmpty()) {
        // The body is a BLOB; CAST makes LIKE read it as the UTF-8 text it is.
        QStringList any;
        for (const QString &column : {u"webhook_id"_s, u"event_type"_s, u"transaction_id"_s,
                                      u"path"_s, u"CAST(body AS TEXT)"_s}) {
            any << column + u" LIKE ? ESCAPE '\\'"_s;
            binds << escapeLike(filter.text);
        }
        where << u'(' + any.join(u" OR "_s) + u')';
    }
    if (!filter.profileId.isEmpty()) {
        where << u"profile_id = ?"_s;
        binds << filter.profileId;
    }
    if (beforeId > 0) {
        where << u"id < ?"_s;
        binds << beforeId;
    }
    QString sql = u"SELECT "_s + SummaryColumns + (summaries ? QString() : DetailColumns) +
                  u" FROM deliveries"_s;
    if (!where.isEmpty())
        sql += u" WHERE "_s + where.join(u" AND "_s);
    sql += u" ORDER BY id DESC LIMIT %1"_s.arg(std::max(0, limit));
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &b : std::as_const(binds))
        q.addBindValue(b);
    QList<Delivery> out;
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        qCWarning(lcWebhooksStore).noquote() << "query failed:" << m_lastError;
        return out;
    }
    while (q.next())
        out.append(fromRow(q, summaries));
    if (ok)
        *ok = true;
    return out;
}

qint64 DeliveryStore::maxId() const
{
    QSqlQuery q(database());
    if (!q.exec(u"SELECT MAX(id) FROM deliveries"_s) || !q.next())
        return 0;
    return q.value(0).toLongLong();
}

qint64 DeliveryStore::count() const
{
    QSqlQuery q(database());
    if (!q.exec(u"SELECT COUNT(*) FROM deliveries"_s) || !q.next())
        return 0;
    return q.value(0).toLongLong();
}

int DeliveryStore::countWithWebhookId(const QString &webhookId) const
{
    if (!m_countById) {
        m_countById = std::make_unique<QSqlQuery>(database());
        m_countById->prepare(u"SELECT COUNT(*) FROM deliveries WHERE webhook_id = ?"_s);
    }
    QSqlQuery &q = *m_countById;
    q.addBindValue(webhookId);
    const int n = q.exec() && q.next() ? q.value(0).toInt() : 0;
    q.finish();
    return n;
}

std::optional<QHash<QString, int>> DeliveryStore::webhookIdCounts(int limit) const
{
    if (count() > limit)
        return std::nullopt;
    QHash<QString, int> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT webhook_id, COUNT(*) FROM deliveries WHERE webhook_id <> '' GROUP BY "
                "webhook_id"_s))
        return std::nullopt;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toInt());
    return out;
}

QStringList DeliveryStore::eventTypes() const
{
    QStringList out;
    QSqlQuery q(database());
    if (!q.exec(u"SELECT DISTINCT event_type FROM deliveries WHERE event_type <> '' ORDER BY "
                "event_type"_s))
        return out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

int DeliveryStore::prune(qint64 nowMs)
{
    QSqlQuery q(database());
    int removed = 0;
    if (m_retention.maxAgeDays > 0) {
        // Ids follow arrival: everything before the first delivery young enough goes (found
        // through the index on the time).
        q.prepare(u"DELETE FROM deliveries WHERE id < COALESCE((SELECT id FROM deliveries WHERE "
                  "received_at_ms >= ? ORDER BY id LIMIT 1), (SELECT MAX(id) + 1 FROM "
                  "deliveries))"_s);
        q.addBindValue(nowMs - qint64(m_retention.maxAgeDays) * 24 * 3600 * 1000);
        if (q.exec())
            removed += q.numRowsAffected();
    }
    if (m_retention.maxCount > 0) {
        // Ids only grow and only the oldest go, so the newest maxCount are the ids above
        // MAX(id) - maxCount: found through the key, not by walking maxCount rows.
        q.prepare(u"DELETE FROM deliveries WHERE id <= (SELECT MAX(id) FROM deliveries) - ?"_s);
        q.addBindValue(m_retention.maxCount);
        if (q.exec())
            removed += q.numRowsAffected();
    }
    if (removed > 0)
        qCDebug(lcWebhooksStore) << "retention removed" << removed << "deliveries";
    return removed;
}

bool DeliveryStore::clear()
{
    QSqlQuery q(database());
    if (!q.exec(u"DELETE FROM deliveries"_s)) {
        m_lastError = q.lastError().text();
        return false;
    }
    return true;
}

} // namespace paydesk::webhooks
