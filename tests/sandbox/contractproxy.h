#pragma once

// Test support: HttpClient's contract mode. With PAYDESK_CONTRACT_PRISM set (.ci/contract.sh),
// every request a test sends to a sandbox goes through Prism (@stoplight/prism-cli) in
// validating proxy mode with --errors, which checks the request and the sandbox's answer
// against docs/openapi.yaml; tests/contract/relay.mjs, Prism's upstream, hands it to the
// sandbox the test named and keeps the sandbox's exact answer, which is what the test gets.
//
// A request the document refuses (no key, an unknown path, a body outside its schema: the
// tests send many on purpose) is sent again through a second Prism that does not check
// requests (PAYDESK_CONTRACT_PRISM_LAX), so that the sandbox's refusal is still checked, or,
// where Prism refuses even that (no key, an unknown path or method), straight to the sandbox.
// Either way the sandbox must refuse it too.
//
// Each breach is written to PAYDESK_CONTRACT_LOG, one line each, and to the test's output;
// the script fails when that file is not empty.

#include "sandboxclient.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QTest>

namespace paydesk::testing::contract {

struct Config
{
    QUrl strict;     // Prism: requests and answers checked
    QUrl lax;        // Prism: answers checked only
    QUrl relay;      // Prism's upstream
    QString log;     // breaches, one line each
    QString stats;   // one line per test process: how its requests went
    QString refused; // the requests outside the document, one line each, with Prism's reason
};

inline const Config &config()
{
    static const Config c{QUrl(qEnvironmentVariable("PAYDESK_CONTRACT_PRISM")),
                          QUrl(qEnvironmentVariable("PAYDESK_CONTRACT_PRISM_LAX")),
                          QUrl(qEnvironmentVariable("PAYDESK_CONTRACT_RELAY")),
                          qEnvironmentVariable("PAYDESK_CONTRACT_LOG"),
                          qEnvironmentVariable("PAYDESK_CONTRACT_STATS"),
                          qEnvironmentVariable("PAYDESK_CONTRACT_REFUSED")};
    return c;
}

inline bool enabled()
{
    return config().strict.isValid() && !config().strict.isEmpty();
}

inline bool isSandbox(const QUrl &url)
{
    // Every loopback server the sandbox tests reach with HttpClient is a sandbox.
    const QString host = url.host();
    return url.scheme() == QLatin1String("http") && url.port() > 0 &&
           (host == QLatin1String("127.0.0.1") || host == QLatin1String("localhost"));
}

// How the requests of this test process went, for the script's summary.
struct Stats
{
    int checked = 0;   // request and answer checked
    int refused = 0;   // request outside the document; the sandbox's refusal checked
    int unchecked = 0; // request outside the document, answer not checkable (no key, no path)
    int redirects = 0; // a 3xx: Prism follows redirects, so it cannot check one
    ~Stats()
    {
        if (config().stats.isEmpty() || checked + refused + unchecked + redirects == 0)
            return;
        QFile f(config().stats);
        if (f.open(QIODevice::Append | QIODevice::Text))
            f.write(QStringLiteral("%1 checked=%2 refused=%3 unchecked=%4 redirects=%5\n")
                        .arg(QCoreApplication::applicationName())
                        .arg(checked)
                        .arg(refused)
                        .arg(unchecked)
                        .arg(redirects)
                        .toUtf8());
    }
};

inline Stats &stats()
{
    static Stats s;
    return s;
}

inline QString describe(const QByteArray &method, const QUrl &url, const QString &what)
{
    return QStringLiteral("%1 %2(%3): %4 %5: %6")
        .arg(QCoreApplication::applicationName(),
             QString::fromLatin1(QTest::currentTestFunction() ? QTest::currentTestFunction() : "?"),
             QString::fromLatin1(QTest::currentDataTag() ? QTest::currentDataTag() : ""),
             QString::fromLatin1(method), url.path(), what)
        .simplified();
}

inline void appendLine(const QString &path, const QString &line)
{
    QFile f(path);
    if (!path.isEmpty() && f.open(QIODevice::Append | QIODevice::Text))
        f.write(line.toUtf8() + '\n');
}

inline void breach(const QByteArray &method, const QUrl &url, const QString &what)
{
    const QString line = describe(method, url, what);
    qCritical("contract: %s", qPrintable(line));
    appendLine(config().log, line);
}

// As QNetworkReply reports an HTTP status.
inline QNetworkReply::NetworkError errorForStatus(int status)
{
    switch (status) {
    case 401:
        return QNetworkReply::AuthenticationRequiredError;
    case 403:
        return QNetworkReply::ContentAccessDenied;
    case 404:
        return QNetworkReply::ContentNotFoundError;
    case 405:
        return QNetworkReply::ContentOperationNotPermittedError;
    case 409:
        return QNetworkReply::ContentConflictError;
    case 410:
        return QNetworkReply::ContentGoneError;
    case 500:
        return QNetworkReply::InternalServerError;
    case 501:
        return QNetworkReply::OperationNotImplementedError;
    case 503:
        return QNetworkReply::ServiceUnavailableError;
    default:
        if (status >= 400 && status < 500)
            return QNetworkReply::UnknownContentError;
        if (status >= 500)
            return QNetworkReply::UnknownServerError;
        return QNetworkReply::NoError;
    }
}

// One request through one Prism.
struct Passage
{
    bool forwarded = false; // the sandbox got it (Prism did not refuse the request)
    HttpResult answer;      // the sandbox's, as it sent it
    HttpResult prism;       // what Prism answered
};

inline Passage pass(HttpClient &client, const QUrl &prism, const QByteArray &method,
                    const QUrl &url, const QByteArray &body,
                    QList<QPair<QByteArray, QByteArray>> headers, int timeoutMs)
{
    static int counter = 0;
    const QByteArray id = QByteArray::number(QCoreApplication::applicationPid()) + '-' +
                          QByteArray::number(++counter);
    QUrl relay = config().relay;
    if (!body.isEmpty()) {
        relay.setPath(QStringLiteral("/__contract/body/") + QString::fromLatin1(id));
        client.exchange("PUT", relay, body,
                        {{QByteArray("Content-Type"), QByteArray("application/octet-stream")}},
                        timeoutMs);
    }
    QUrl via = url;
    via.setHost(prism.host());
    via.setPort(prism.port());
    headers.append({QByteArray("X-PayDesk-Upstream"), QByteArray::number(url.port())});
    headers.append({QByteArray("X-PayDesk-Request"), id});
    // Prism re-encodes the query it forwards; the relay sends the sandbox this one.
    headers.append(
        {QByteArray("X-PayDesk-Target"),
         url.toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::RemoveFragment)});
    Passage p;
    p.prism = client.exchange(method, via, body, headers, timeoutMs);
    relay.setPath(QStringLiteral("/__contract/answer/") + QString::fromLatin1(id));
    const HttpResult recorded = client.exchange("GET", relay, {}, {}, timeoutMs);
    if (recorded.status != 200)
        return p;
    p.forwarded = true;
    p.answer.status = recorded.json.value(QStringLiteral("status")).toInt();
    p.answer.body =
        QByteArray::fromBase64(recorded.json.value(QStringLiteral("body")).toString().toLatin1());
    for (const QJsonValue &h : recorded.json.value(QStringLiteral("headers")).toArray())
        p.answer.headers.insert(h[0].toString().toLatin1().toLower(), h[1].toString().toLatin1());
    p.answer.error = p.answer.status == 0 ? QNetworkReply::RemoteHostClosedError
                                          : errorForStatus(p.answer.status);
    const QJsonDocument doc = QJsonDocument::fromJson(p.answer.body);
    if (doc.isObject())
        p.answer.json = doc.object();
    return p;
}

// Prism's verdict on an answer it had from the sandbox.
inline void judge(const Passage &p, const QByteArray &method, const QUrl &url)
{
    if (p.prism.headers.contains("x-paydesk-relayed")) {
        // Passed on: no error, but maybe a warning (a status the document does not list).
        const QJsonArray violations =
            QJsonDocument::fromJson(p.prism.headers.value("sl-violations")).array();
        for (const QJsonValue &v : violations) {
            if (v[QStringLiteral("location")][0].toString() == QLatin1String("response"))
                breach(method, url,
                       QStringLiteral("HTTP %1 answer: %2")
                           .arg(p.answer.status)
                           .arg(QString::fromUtf8(
                               QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact))));
        }
        return;
    }
    if (p.answer.status >= 300 && p.answer.status < 400) {
        ++stats().redirects; // Prism 5 follows it (stoplightio/prism#1977) and fails
        return;
    }
    if (p.answer.status == 0)
        return; // the sandbox closed the connection without an answer: nothing to check
    breach(method, url,
           QStringLiteral("HTTP %1 answer breaks docs/openapi.yaml: %2")
               .arg(p.answer.status)
               .arg(QString::fromUtf8(p.prism.body)));
}

inline QString refusal(const HttpResult &prism)
{
    QString why = prism.json.value(QStringLiteral("title")).toString();
    QStringList problems;
    for (const QJsonValue &v : prism.json.value(QStringLiteral("validation")).toArray())
        problems << v[QStringLiteral("message")].toString();
    if (!problems.isEmpty())
        why += QStringLiteral(": ") + problems.join(QStringLiteral("; "));
    return why.isEmpty() ? QStringLiteral("HTTP %1").arg(prism.status) : why;
}

inline HttpResult send(HttpClient &client, const QByteArray &method, const QUrl &url,
                       const QByteArray &body, const QList<QPair<QByteArray, QByteArray>> &headers,
                       int timeoutMs)
{
    // As QNetworkAccessManager does, a request whose connection closed without an answer is
    // sent again (twice at most).
    for (int attempt = 0;; ++attempt) {
        const Passage strict = pass(client, config().strict, method, url, body, headers, timeoutMs);
        if (strict.forwarded) {
            ++stats().checked;
            judge(strict, method, url);
            if (strict.answer.status == 0 && attempt < 2)
                continue;
            return strict.answer;
        }
        // Outside the document: the sandbox must refuse it as well.
        const QString why = refusal(strict.prism);
        appendLine(config().refused, describe(method, url, why));
        HttpResult answer;
        const Passage lax = pass(client, config().lax, method, url, body, headers, timeoutMs);
        if (lax.forwarded) {
            ++stats().refused;
            judge(lax, method, url);
            answer = lax.answer;
        } else {
            ++stats().unchecked;
            answer = client.exchange(method, url, body, headers, timeoutMs);
        }
        if (answer.status >= 200 && answer.status < 400)
            breach(method, url,
                   QStringLiteral("the document refuses the request (%1), the sandbox answered "
                                  "HTTP %2")
                       .arg(why)
                       .arg(answer.status));
        return answer;
    }
}

} // namespace paydesk::testing::contract
