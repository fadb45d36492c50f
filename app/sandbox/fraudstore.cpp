// SandboxStore's fraud evaluations (for the velocity rules).
#include "sandboxjson.h"
#include "sandboxstore.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

int SandboxStore::countFraudEvaluations(const QString &column, const QString &value, qint64 since)
{
    Q_ASSERT(column == u"email"_s || column == u"ip"_s);
    StoreQuery q = prepared(u"SELECT COUNT(*) FROM fraud_evaluations WHERE "_s + column +
                            u" = ? AND created_at >= ? AND merchant_id = ?"_s);
    q.addBindValue(value);
    q.addBindValue(since);
    q.addBindValue(m_merchantId);
    return exec(q) && q.next() ? q.value(0).toInt() : 0;
}

bool SandboxStore::insertFraudEvaluation(const QString &id, const QString &email, const QString &ip,
                                         int score, const QString &decision, qint64 createdAt,
                                         const QByteArray &response)
{
    StoreQuery q =
        prepared(u"INSERT INTO fraud_evaluations(id, email, ip, score, decision,"
                 " created_at, response, merchant_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(id);
    q.addBindValue(email.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : email);
    q.addBindValue(ip.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : ip);
    q.addBindValue(score);
    q.addBindValue(decision);
    q.addBindValue(createdAt);
    q.addBindValue(response);
    q.addBindValue(m_merchantId);
    return exec(q);
}

std::optional<QByteArray> SandboxStore::fraudEvaluationResponse(const QString &id)
{
    StoreQuery q =
        prepared(u"SELECT response, score, decision, created_at FROM fraud_evaluations WHERE id = ?"
                 " AND merchant_id = ?"_s);
    q.addBindValue(id);
    q.addBindValue(m_merchantId);
    if (!exec(q) || !q.next())
        return std::nullopt;
    if (!q.value(0).isNull())
        return q.value(0).toByteArray();
    return QJsonDocument(QJsonObject{
                             {u"id"_s, id},
                             {u"object"_s, u"fraud_evaluation"_s},
                             {u"score"_s, q.value(1).toInt()},
                             {u"decision"_s, q.value(2).toString()},
                             {u"reasons"_s, QJsonArray()},
                             {u"evaluated_at"_s, json::timestamp(q.value(3).toLongLong())},
                         })
        .toJson(QJsonDocument::Compact);
}

} // namespace paydesk::sandbox
