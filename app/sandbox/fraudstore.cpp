// SandboxStore's fraud evaluations (for the velocity rules).
#include "sandboxstore.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

int SandboxStore::countFraudEvaluations(const QString &column, const QString &value, qint64 since)
{
    Q_ASSERT(column == u"email"_s || column == u"ip"_s);
    StoreQuery q = prepared(u"SELECT COUNT(*) FROM fraud_evaluations WHERE "_s + column +
                            u" = ? AND created_at >= ?"_s);
    q.addBindValue(value);
    q.addBindValue(since);
    return exec(q) && q.next() ? q.value(0).toInt() : 0;
}

bool SandboxStore::insertFraudEvaluation(const QString &id, const QString &email, const QString &ip,
                                         int score, const QString &decision, qint64 createdAt)
{
    StoreQuery q = prepared(u"INSERT INTO fraud_evaluations(id, email, ip, score, decision,"
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
