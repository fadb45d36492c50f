#pragma once

#include <QJsonObject>
#include <QNetworkReply>
#include <QString>

#include <optional>

namespace paydesk::api {

// Everything that can go wrong with a call, typed. `message()` is what a person reads.
struct ApiError
{
    enum class Kind {
        Http,      // the service answered with an error status (code and details from the body)
        Network,   // no answer: connection refused, reset, DNS, ...
        Timeout,   // no answer within the request timeout
        Tls,       // the TLS handshake failed; never ignored
        Canceled,  // cancelled by the caller (profile switch, filter change)
        Malformed, // the answer was not what the contract says; `field` names where
        Guard,     // refused before sending: wrong key for the environment, http production
    };

    Kind kind = Kind::Http;
    int httpStatus = 0;
    QString code;    // the service's `error`, e.g. refund_exceeds_remaining
    QString details; // the service's `details` (a string, or an object rendered as text)
    QJsonObject fields;
    QJsonObject body; // the whole error body, for extra fields (transaction_id, remaining...)
    std::optional<int> retryAfterSeconds;
    QNetworkReply::NetworkError networkError = QNetworkReply::NoError;
    QString field; // Malformed: the path of the offending field, e.g. data[3].amount
    QString text;  // Network/Tls/Malformed/Guard: what happened

    // For an Http error with a code PayDesk knows: a sentence in the person's language, then
    // on a line of its own the service's `details` with the code and the status.
    QString message() const;
    // The translated sentence for a service error code; empty for a code PayDesk does not know.
    static QString codeSentence(const QString &code);
    // Where the person reads the error: the window's advice speaks of its fields and lists,
    // the terminal's of the command's options.
    enum class Audience { Window, Terminal };
    // This program's audience, for advice without one: the window's, unless the command line
    // says at its start that a terminal reads it.
    static void setAudience(Audience audience);
    static Audience audience();
    // What the person can do about it, in a sentence; empty when there is nothing to add.
    QString advice(std::optional<Audience> audience = std::nullopt) const;
    // message(), then advice() after `separator` when there is any: what a person is shown.
    QString messageWithAdvice(QStringView separator = u"\n",
                              std::optional<Audience> audience = std::nullopt) const;
    bool isRetryable() const;
};

} // namespace paydesk::api
