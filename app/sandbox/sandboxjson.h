#pragma once

#include "sandboxtypes.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>

#include <optional>

// The sandbox's own side of the wire. The client reads the wire with code of its own, so a
// contract mistake cannot hide in code both sides share.
namespace paydesk::sandbox::json {

QString timestamp(qint64 unixSeconds);
// "YYYY-MM-DD" of a day number since the Unix epoch.
QString day(qint64 dayNumber);
// "YYYY-MM-DD" (midnight UTC) or "YYYY-MM-DDThh:mm:ssZ".
std::optional<qint64> parseDateOrTimestamp(const QString &text);
// "YYYY-MM-DD" only: the day number since the Unix epoch.
std::optional<qint64> parseDay(const QString &text);

QJsonObject transaction(const TransactionRecord &t);
QJsonObject refund(const RefundRecord &r);
// `checkoutUrl`: where the hosted checkout page of the session is.
QJsonObject redirectSession(const RedirectSessionRecord &s, const QUrl &checkoutUrl);
QJsonObject account(const LedgerAccount &a);

// The list endpoints' hot path: the same bytes QJsonDocument::toJson(Compact) writes for
// transaction() and refund() (members sorted by name, the same escapes), appended straight to
// `out` without a QJsonObject per row.
void appendJsonString(QByteArray &out, QStringView s);
void appendTransaction(QByteArray &out, const TransactionRecord &t);
void appendRefund(QByteArray &out, const RefundRecord &r);

// The raw text of every number that is the value of a top-level member of `json`, by the
// member's (unescaped) name; a name given twice has each of its numbers. QJsonDocument reads
// 100, 100.0 and 1e2 as the same double, so "a JSON integer" can only be checked on the text.
// `json` must already be known to be a valid JSON object.
using NumberTokens = QHash<QString, QList<QByteArray>>;
NumberTokens topLevelNumberTokens(const QByteArray &json);

// Reads and checks a request body's fields, collecting one problem per field.
class BodyReader
{
public:
    // `tokens`: the body's topLevelNumberTokens(), so that amount() can refuse 100.0 and 1e2.
    explicit BodyReader(const QJsonObject &body, const NumberTokens &tokens = {})
        : m_body(body)
        , m_tokens(tokens)
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
    NumberTokens m_tokens;
    QJsonObject m_errors;
};

bool isValidGateway(const QString &gateway);

} // namespace paydesk::sandbox::json
