// Fuzzes the sandbox's request handling (app/sandbox: SandboxApi and its validation in
// sandboxjson.h) without the network: authentication, routing, query parameters, the
// Idempotency-Key, Content-Type, JSON and field checks of create-charge, refund, redirect
// session, fraud evaluation, the hosted checkout form, and the sandbox's webhook endpoints,
// delivery log and resend.
//
// Input: up to four requests separated by a line "===". Each is a request line "METHOD target",
// optional header lines "name: value", an empty line and the body. In the target, {txn} and
// {rds} stand for a captured transaction and an open redirect session made for this input;
// in the target and the body, {we} for the webhook endpoint the input's last request created,
// and {evt} for an event made for the input (by POST /sandbox/v1/trigger, only when it is used).
// The endpoints an input adds are deleted after it.
//
// A fresh in-memory store per input costs more than the requests (schema, prepared
// statements), so one store serves up to 1000 inputs. Each input gets an API key, a transaction
// and a session of its own; idempotency records are per key, so what an input's requests answer
// does not depend on earlier inputs (only list contents and fraud velocity counts grow).
//
// Checks, besides crashes: only the documented statuses (never a 500 without injected faults);
// every JSON error has `error` and `details` the client reads back; every record the sandbox
// answers with is one the API client's parser accepts.

#include "api/apiparse.h"
#include "fuzzsupport.h"
#include "sandbox/sandboxapi.h"
#include "sandbox/sandboxstore.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::sandbox;

namespace {

const QSet<int> DocumentedStatuses{200, 201, 202, 204, 303, 400, 401,
                                   402, 403, 404, 409, 410, 413, 422};

struct Sandbox
{
    Sandbox()
    {
        QString error;
        FUZZ_CHECK_MSG(store.open(QString(), &error), error);
        api = std::make_unique<SandboxApi>(store, options);
        api->setBaseUrl(QUrl(u"http://127.0.0.1:9"_s));
    }

    // A key of the input's own: "pts_test_" and 24 digits.
    QByteArray newKey()
    {
        const QString key = u"pts_test_%1"_s.arg(++inputs, 24, 10, QChar(u'0'));
        store.addStartKey(SandboxApi::hashKey(key), u"Default"_s, 0);
        return key.toUtf8();
    }

    HttpResponse run(const HttpRequest &req)
    {
        RequestContext ctx;
        if (std::optional<HttpResponse> immediate = api->admit(req, ctx))
            return *immediate;
        return api->execute(req, ctx);
    }

    SandboxOptions options;
    SandboxStore store;
    std::unique_ptr<SandboxApi> api;
    qint64 inputs = 0;
};

HttpRequest jsonPost(const QString &path, const QByteArray &key, const QByteArray &body)
{
    HttpRequest req;
    req.method = "POST";
    req.path = path;
    req.headers = {{"authorization", "Bearer " + key}, {"content-type", "application/json"}};
    req.body = body;
    req.remote = QHostAddress::LocalHost;
    return req;
}

QString createdId(const HttpResponse &r)
{
    FUZZ_CHECK_MSG(r.status == 201, QString::fromUtf8(r.body));
    return QJsonDocument::fromJson(r.body).object().value(u"id"_s).toString();
}

// "METHOD target\nname: value\n\nbody" into a request, with the key and JSON content type
// unless the input sets them itself.
std::optional<HttpRequest> parseRequest(QByteArray text, const QByteArray &key, const QString &txn,
                                        const QString &rds, const QString &we, const QString &evt)
{
    text.replace("{we}", we.toUtf8()).replace("{evt}", evt.toUtf8());
    const qsizetype split = text.indexOf("\n\n");
    const QByteArray head = split < 0 ? text : text.left(split);
    QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.takeFirst().split(' ');
    if (requestLine.size() != 2)
        return std::nullopt;
    HttpRequest req;
    req.method = requestLine[0];
    QByteArray target = requestLine[1];
    target.replace("{txn}", txn.toUtf8()).replace("{rds}", rds.toUtf8());
    const QUrl url = QUrl::fromEncoded(target);
    req.path = url.path();
    req.query = QUrlQuery(url);
    req.headers = {{"authorization", "Bearer " + key}, {"content-type", "application/json"}};
    for (const QByteArray &line : std::as_const(lines)) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            req.headers.insert(line.left(colon).toLower(), line.mid(colon + 1).trimmed());
    }
    req.body = split < 0 ? QByteArray() : text.mid(split + 2);
    req.remote = QHostAddress::LocalHost;
    return req;
}

bool is(const HttpRequest &req, const char *method, const QString &pattern)
{
    if (req.method != method)
        return false;
    const QStringList segments = req.path.split(u'/', Qt::SkipEmptyParts);
    const QStringList parts = pattern.split(u'/', Qt::SkipEmptyParts);
    if (segments.size() != parts.size())
        return false;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] != u"*"_s && parts[i] != segments[i])
            return false;
    }
    return true;
}

template<typename T>
void checkParses(const api::Result<T> &r, const HttpResponse &resp)
{
    FUZZ_CHECK_MSG(r.ok(), (r.ok() ? QString() : r.error().message()) + u"\n"_s +
                               QString::fromUtf8(resp.body));
}

void checkResponse(const HttpRequest &req, const HttpResponse &resp)
{
    FUZZ_CHECK_MSG(DocumentedStatuses.contains(resp.status),
                   QString::number(resp.status) + u" "_s + QString::fromUtf8(resp.body));
    if (!resp.contentType.startsWith("application/json"))
        return;
    QJsonParseError error{};
    const QJsonObject o = QJsonDocument::fromJson(resp.body, &error).object();
    FUZZ_CHECK_MSG(error.error == QJsonParseError::NoError, QString::fromUtf8(resp.body));
    if (resp.status >= 400) {
        const QString code = o.value(u"error"_s).toString();
        FUZZ_CHECK_MSG(!code.isEmpty() && o.value(u"details"_s).isString(),
                       QString::fromUtf8(resp.body));
        FUZZ_CHECK(api::parse::errorBody(resp.status, resp.body).code == code);
        if (code == u"invalid_request"_s)
            FUZZ_CHECK(!o.value(u"fields"_s).toObject().isEmpty());
        return;
    }
    // What the sandbox answers, the client reads (replays answer with the first response).
    if (is(req, "POST", u"/api/v1/transactions"_s) || is(req, "GET", u"/api/v1/transactions/*"_s))
        checkParses(api::parse::transaction(resp.body), resp);
    else if (is(req, "POST", u"/api/v1/transactions/*/refunds"_s) ||
             is(req, "GET", u"/api/v1/refunds/*"_s))
        checkParses(api::parse::refund(resp.body), resp);
    else if (is(req, "POST", u"/api/v1/transactions/redirect"_s) ||
             is(req, "GET", u"/api/v1/transactions/redirect/*"_s))
        checkParses(api::parse::redirectSession(resp.body), resp);
    else if (is(req, "POST", u"/api/v1/fraud/evaluate"_s))
        checkParses(api::parse::fraudEvaluation(resp.body), resp);
    else if (is(req, "GET", u"/api/v1/transactions"_s))
        checkParses(api::parse::transactionPage(resp.body), resp);
    else if (is(req, "GET", u"/api/v1/refunds"_s) ||
             is(req, "GET", u"/api/v1/transactions/*/refunds"_s))
        checkParses(api::parse::refundPage(resp.body), resp);
    else if (is(req, "GET", u"/v1/ledger/accounts"_s))
        checkParses(api::parse::ledgerAccounts(resp.body), resp);
    else if (is(req, "GET", u"/v1/ledger/trial-balance"_s))
        checkParses(api::parse::trialBalance(resp.body), resp);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    // The SQLite driver is a plugin, and plugins need an application object.
    static int argc = 1;
    static char name[] = "fuzz_sandbox";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Never destroyed at exit: Qt's connection registry may already be gone by then.
    static Sandbox *sandbox = nullptr;
    if (!sandbox || sandbox->inputs >= 1000) {
        delete sandbox;
        sandbox = new Sandbox;
    }
    const QByteArray key = sandbox->newKey();
    const QString txn = createdId(sandbox->run(jsonPost(
        u"/api/v1/transactions"_s, key,
        R"({"amount":2599,"currency":"USD","gateway":"cardnet","merchant_ref":"ORD-1"})")));
    const QString rds = createdId(sandbox->run(
        jsonPost(u"/api/v1/transactions/redirect"_s, key,
                 R"({"amount":4999,"currency":"EUR","gateway":"eurogate","merchant_ref":"WC-1",)"
                 R"("return_url":"https://shop.example/done"})")));

    const QByteArray input = fuzz::bytes(data, size);
    QString evt;
    if (input.contains("{evt}")) {
        const HttpResponse triggered = sandbox->run(jsonPost(
            u"/sandbox/v1/trigger"_s, key, R"({"type":"transaction.captured","amount":1500})"));
        FUZZ_CHECK_MSG(triggered.status == 201, QString::fromUtf8(triggered.body));
        evt = QJsonDocument::fromJson(triggered.body).object().value(u"event_id"_s).toString();
    }
    QString we;
    qsizetype start = 0;
    for (int i = 0; i < 4 && start <= input.size(); ++i) {
        qsizetype end = input.indexOf("\n===\n", start);
        if (end < 0)
            end = input.size();
        if (const auto req = parseRequest(input.mid(start, end - start), key, txn, rds, we, evt)) {
            const HttpResponse resp = sandbox->run(*req);
            checkResponse(*req, resp);
            if (resp.status == 201 && is(*req, "POST", u"/sandbox/v1/webhook-endpoints"_s))
                we = QJsonDocument::fromJson(resp.body).object().value(u"id"_s).toString();
        }
        start = end + 5;
    }
    // Endpoints are few and shared by the whole store (at most 16): none outlives its input.
    for (const EndpointRecord &e : sandbox->store.endpoints())
        sandbox->store.deleteEndpoint(e.id);
    return 0;
}
