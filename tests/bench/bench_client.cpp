// API client benchmark: the first page of transactions through ApiClient against the same
// request made with a bare QNetworkAccessManager and QJsonDocument (the baseline, same run),
// and the memory a parsed transaction takes next to its JSON size.
#include "api/apiclient.h"
#include "api/apiparse.h"
#include "sandboxclient.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <malloc.h>

using namespace Qt::StringLiterals;
using namespace paydesk::api;
using paydesk::testing::SandboxFixture;

namespace {

void result(const char *name, double value, const char *unit)
{
    std::printf("RESULT %s %.3f %s\n", name, value, unit);
    std::fflush(stdout);
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.at(v.size() / 2);
}

template<typename Start>
double timeRounds(int rounds, Start start)
{
    QList<double> samples;
    for (int i = 0; i < rounds + 10; ++i) {
        bool done = false;
        QElapsedTimer t;
        t.start();
        start(&done);
        while (!done)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (i >= 10) // warm-up rounds are not counted
            samples << t.nsecsElapsed() / 1e6;
    }
    return median(samples);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    paydesk::sandbox::SandboxOptions options;
    options.seedCount = 10'000;
    SandboxFixture sandbox;
    if (!sandbox.start(options))
        qFatal("sandbox did not start");
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    const QUrl url = sandbox.service->url().resolved(QUrl(u"/api/v1/transactions?limit=100"_s));
    const int rounds = 300;

    const double bare = timeRounds(rounds, [&](bool *done) {
        QNetworkRequest req(url);
        req.setRawHeader("Authorization", "Bearer " + SandboxFixture::testKey().toUtf8());
        QNetworkReply *reply = nam.get(req);
        QObject::connect(reply, &QNetworkReply::finished, reply, [reply, done] {
            const QJsonDocument doc = QJsonDocument::fromJson(reply->readAll());
            if (doc.object().value(u"data"_s).toArray().size() != 100)
                qFatal("bare request failed");
            reply->deleteLater();
            *done = true;
        });
    });

    ClientConfig config;
    config.baseUrl = sandbox.service->url();
    config.apiKey = SandboxFixture::testKey();
    ApiClient client(config, &nam);
    TransactionQuery query;
    query.limit = 100;
    const double viaClient = timeRounds(rounds, [&](bool *done) {
        client.listTransactions(query, &app, [done](const Result<Page<Transaction>> &r) {
            if (!r.ok() || r->data.size() != 100)
                qFatal("client request failed");
            *done = true;
        });
    });
    result("client.first_page_bare_ms", bare, "ms");
    result("client.first_page_client_ms", viaClient, "ms");
    result("client.first_page_ratio", viaClient / bare, "x (goal <= 1.2)");

    // Memory: parse the same 100-row page many times and keep the results alive.
    const auto page = sandbox.client.get(u"/api/v1/transactions?limit=100"_s);
    const double jsonPerRow = double(page.body.size()) / 100.0;
    QList<Page<Transaction>> kept;
    kept.reserve(200);
    malloc_trim(0);
    const size_t before = mallinfo2().uordblks;
    for (int i = 0; i < 200; ++i)
        kept << parse::transactionPage(page.body).value();
    const size_t after = mallinfo2().uordblks;
    const double perRow = double(after - before) / (200.0 * 100.0);
    result("client.memory_per_transaction_bytes", perRow, "bytes");
    result("client.json_per_transaction_bytes", jsonPerRow, "bytes");
    result("client.memory_vs_json", perRow / jsonPerRow, "x");
    return 0;
}
