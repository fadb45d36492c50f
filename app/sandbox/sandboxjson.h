#pragma once

#include "sandboxtypes.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>

// The sandbox's own side of the wire. The client reads the wire with code of its own, so a
// contract mistake cannot hide in code both sides share.
namespace paydesk::sandbox::json {

QString timestamp(qint64 unixSeconds);
// "YYYY-MM-DD" (midnight UTC) or "YYYY-MM-DDThh:mm:ssZ".
std::optional<qint64> parseDateOrTimestamp(const QString &text);
// "YYYY-MM-DD" only: the day number since the Unix epoch.
std::optional<qint64> parseDay(const QString &text);

QJsonObject transaction(const TransactionRecord &t);
QJsonObject refund(const RefundRecord &r);
QJsonObject account(const LedgerAccount &a);

// Reads and checks a request body's fields, collecting one problem per field.
class BodyReader
{
public:
    explicit BodyReader(const QJsonObject &body)
        : m_body(body)
    {}

    std::optional<qint64> amount(const QString &key, bool required);
    std::optional<QString> string(const QString &key, bool required, int minLength, int maxLength);
    std::optional<QString> currency(const QString &key, bool required);
    std::optional<QString> gateway(const QString &key, bool required);
    std::optional<QString> httpsUrl(const QString &key, bool required);
    std::optional<QString> oneOf(const QString &key, const QStringList &allowed, bool required);
    std::optional<QJsonObject> object(const QString &key);

    void fail(const QString &key, const QString &problem);
    bool ok() const { return m_errors.isEmpty(); }
    const QJsonObject &errors() const { return m_errors; }

private:
    QJsonObject m_body;
    QJsonObject m_errors;
};

bool isValidGateway(const QString &gateway);

} // namespace paydesk::sandbox::json
