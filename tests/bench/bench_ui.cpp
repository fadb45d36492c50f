// UI benchmark: the Transactions pane over 1,000,000 transactions in the sandbox, offscreen.
//  1. Time until the first rows are shown (request, parse, model, layout, paint) against a bare
//     QNetworkAccessManager GET + QJsonDocument parse of the same request, same run: on a
//     refresh, a new filter and into an emptied table (reported; the 1.3x goal is withdrawn:
//     on loopback it measured a millisecond of painting no person sees).
//  2. Event-loop stalls while the view scrolls through 100,000 rows, against the same 1 ms
//     timer while idle.
//  3. Heap per row loaded into TransactionsModel against the row's JSON size.
// Prints "RESULT <name> <value> <unit>" lines that tests/bench/run-all.sh collects; never asserts
// on time. PAYDESK_BENCH_DATA reuses a data directory kept by bench_sandbox;
// PAYDESK_BENCH_ROWS changes the 100,000.
#include "benchsupport.h"
#include "models/transactionsmodel.h"
#include "panes/transactionspane.h"

#include <QApplication>
#include <QEventLoop>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;
using namespace paydesk;
using bench::result;
using models::TransactionsModel;

namespace {

// Idle time between measured rounds, so what one round leaves queued is not timed in the next.
constexpr int SettleMs = 30;

// The offscreen platform warns about every window it cannot resize from size hints.
QtMessageHandler defaultHandler = nullptr;
void quietMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (!message.contains(u"propagateSizeHints"_s))
        defaultHandler(type, context, message);
}

// Runs the event loop (deferred deletes included, as in the app) until finish() or the limit.
class Wait
{
public:
    void finish()
    {
        m_done = true;
        m_loop.quit();
    }
    bool exec(int timeoutMs)
    {
        if (m_done)
            return true;
        QTimer limit;
        limit.setSingleShot(true);
        QObject::connect(&limit, &QTimer::timeout, &m_loop, &QEventLoop::quit);
        limit.start(timeoutMs);
        m_loop.exec();
        return m_done;
    }

private:
    QEventLoop m_loop;
    bool m_done = false;
};

void runFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// The window the pane sits in; it tells when the pane's rows are on screen: after the first
// viewport paint that follows inserted rows (with row 0 laid out at the top), once the update
// that painted it has also flushed the window's backing store.
class Host : public QWidget
{
public:
    explicit Host(ui::TransactionsPane *pane)
        : m_view(pane->view())
    {
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(pane);
        m_view->viewport()->installEventFilter(this);
        const auto arrived = [this] {
            if (m_view->model()->rowCount() == 0)
                return;
            if (m_wait && !m_rows)
                m_insertedNs = m_clock->nsecsElapsed();
            m_rows = true;
        };
        // The first page comes as inserted rows; a refresh's, as a reset with the rows in it.
        connect(m_view->model(), &QAbstractItemModel::rowsInserted, this, arrived);
        connect(m_view->model(), &QAbstractItemModel::modelReset, this, arrived);
    }
    // Finishes `wait` when rows are shown; shownNs() is that moment on `clock`.
    void arm(Wait *wait, const QElapsedTimer *clock)
    {
        m_rows = false;
        m_painted = false;
        m_wait = wait;
        m_clock = clock;
    }
    qint64 shownNs() const { return m_shownNs; }
    // When the rows reached the model, before layout and paint.
    qint64 insertedNs() const { return m_insertedNs; }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_wait && m_rows && m_view->rowAt(0) == 0)
            m_painted = true;
        return false;
    }
    bool event(QEvent *event) override
    {
        const bool handled = QWidget::event(event);
        if (m_painted && m_wait) {
            m_shownNs = m_clock->nsecsElapsed();
            std::exchange(m_wait, nullptr)->finish();
        }
        return handled;
    }

private:
    QTableView *m_view;
    Wait *m_wait = nullptr;
    const QElapsedTimer *m_clock = nullptr;
    qint64 m_shownNs = 0;
    qint64 m_insertedNs = 0;
    bool m_rows = false;
    bool m_painted = false;
};

// Gaps between the ticks of a 1 ms timer: how long the GUI thread's event loop was kept busy.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_gaps.append(double(now - m_last) / 1e6);
            m_last = now;
        });
    }
    void start()
    {
        m_gaps.clear();
        m_gaps.reserve(1 << 20); // no allocation while measuring
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    QList<double> stop()
    {
        m_timer.stop();
        return m_gaps;
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    QList<double> m_gaps;
};

double bareRound(QNetworkAccessManager &nam, const QNetworkRequest &request, qsizetype rows)
{
    Wait wait;
    QElapsedTimer t;
    qint64 doneNs = 0;
    t.start();
    QNetworkReply *reply = nam.get(request);
    QObject::connect(reply, &QNetworkReply::finished, reply, [&, reply] {
        const QJsonDocument doc = QJsonDocument::fromJson(reply->readAll());
        if (doc.object().value(u"data"_s).toArray().size() != rows)
            qFatal("the bare request did not get the page: %s", qPrintable(reply->errorString()));
        doneNs = t.nsecsElapsed();
        reply->deleteLater();
        wait.finish();
    });
    if (!wait.exec(60000))
        qFatal("the bare request did not finish");
    return double(doneNs) / 1e6;
}

struct Shown
{
    double modelMs = 0; // the rows are in the model
    double shownMs = 0; // and painted
};

// How the pane is asked for its first page again; the request is the same each time.
enum class Kind {
    Refresh,   // F5: the rows shown stay until the new first page replaces them
    NewFilter, // TransactionsModel::setQuery(): so do the old filter's rows (stale)
    Emptied,   // a new client, as when the profile changes or the pane opens: emptied first
};

Shown paneRound(ui::TransactionsPane &pane, Host &host, Kind kind, api::ApiClient *client)
{
    Wait wait;
    QElapsedTimer t;
    host.arm(&wait, &t);
    t.start();
    switch (kind) {
    case Kind::Refresh:
        pane.refresh();
        break;
    case Kind::NewFilter:
        pane.model()->setQuery(pane.model()->query());
        break;
    case Kind::Emptied:
        pane.model()->setClient(client);
        break;
    }
    if (!wait.exec(60000))
        qFatal("the pane did not show its first rows");
    return {double(host.insertedNs()) / 1e6, double(host.shownNs()) / 1e6};
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    defaultHandler = qInstallMessageHandler(quietMessages);
    QApplication app(argc, argv);
    const int targetRows = qEnvironmentVariableIntValue("PAYDESK_BENCH_ROWS") > 0
                               ? qEnvironmentVariableIntValue("PAYDESK_BENCH_ROWS")
                               : 100'000;

    bench::BigSandbox sandbox;
    double startMs = 0;
    if (!sandbox.start(1'000'000, &startMs))
        qFatal("sandbox did not start");
    result(sandbox.reused ? "ui.sandbox_open_ms" : "ui.sandbox_seed_ms", startMs, "ms");

    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    api::ClientConfig config;
    config.baseUrl = sandbox.fixture.service->url();
    config.apiKey = testing::SandboxFixture::testKey();
    api::ApiClient client(config, &nam);

    auto *pane = new ui::TransactionsPane;
    auto host = std::make_unique<Host>(pane);
    host->resize(1280, 800);
    host->show();
    if (!QTest::qWaitForWindowExposed(host.get()))
        qFatal("the pane was not exposed");
    TransactionsModel *model = pane->model();

    // 1. First rows. The bare baseline repeats the very request the pane sends (URL and
    // headers), on the same QNetworkAccessManager, so both use the same warm connection.
    QNetworkRequest request;
    int paneRequests = 0;
    {
        QObject phase;
        QObject::connect(&nam, &QNetworkAccessManager::finished, &phase, [&](QNetworkReply *reply) {
            request = reply->request();
            ++paneRequests;
        });
        Wait wait;
        QElapsedTimer t;
        host->arm(&wait, &t);
        t.start();
        pane->setClient(&client);
        if (!wait.exec(60000))
            qFatal("the pane did not show its first rows");
    }
    const qsizetype pageRows = model->rowCount();
    QList<double> bare;
    QHash<Kind, QList<double>> inModel, shown, ratios;
    const int warmUp = 5, rounds = 41;
    for (int i = 0; i < warmUp + rounds; ++i) {
        // Alternate the order so neither side always runs on the warmer connection.
        double b = 0;
        QHash<Kind, Shown> round;
        const auto paneRounds = [&](std::initializer_list<Kind> kinds) {
            for (const Kind kind : kinds) {
                round.insert(kind, paneRound(*pane, *host, kind, &client));
                runFor(SettleMs);
            }
        };
        if (i % 2) {
            b = bareRound(nam, request, pageRows);
            runFor(SettleMs);
            paneRounds({Kind::Refresh, Kind::NewFilter, Kind::Emptied});
        } else {
            paneRounds({Kind::Emptied, Kind::NewFilter, Kind::Refresh});
            b = bareRound(nam, request, pageRows);
            runFor(SettleMs);
        }
        if (i < warmUp)
            continue;
        bare << b;
        for (auto it = round.cbegin(); it != round.cend(); ++it) {
            inModel[it.key()] << it->modelMs;
            shown[it.key()] << it->shownMs;
            ratios[it.key()] << it->shownMs / b;
        }
    }
    result("ui.first_rows_bare_ms", bench::median(bare), "ms");
    const struct
    {
        Kind kind;
        const char *name;
        const char *what;
    } kinds[] = {{Kind::Refresh, "", "refresh"},
                 {Kind::NewFilter, "_filter", "new filter, the old rows replaced"},
                 {Kind::Emptied, "_cold", "emptied first"}};
    for (const auto &k : kinds) {
        const QByteArray base = QByteArray("ui.first_rows") + k.name;
        const QByteArray ratioUnit = QByteArray("x (") + k.what + ")";
        result(QByteArray(base + "_model_ms").constData(), bench::median(inModel[k.kind]), "ms");
        result(QByteArray(base + "_pane_ms").constData(), bench::median(shown[k.kind]), "ms");
        result(QByteArray(base + "_ratio").constData(), bench::median(ratios[k.kind]),
               ratioUnit.constData());
    }
    bench::resultCount("ui.first_rows_page_rows", pageRows, "rows");
    if (paneRequests != 1)
        qWarning("the pane sent %d requests for its first page", paneRequests);

    // 2. Stalls. Idle first, then the view held at the bottom of its scroll bar the way a user
    // drags it there, so each page the model appends is followed by fetchMore for the next.
    StallMeter meter;
    meter.start();
    runFor(3000);
    const QList<double> idle = meter.stop();
    {
        QObject phase;
        QScrollBar *bar = pane->view()->verticalScrollBar();
        const auto toBottom = [bar] { bar->setValue(bar->maximum()); };
        QObject::connect(bar, &QScrollBar::rangeChanged, &phase, toBottom, Qt::QueuedConnection);
        QTimer user; // pulls again should a range change come while a page is still loading
        QObject::connect(&user, &QTimer::timeout, &phase, toBottom);
        Wait wait;
        QObject::connect(model, &TransactionsModel::pageLoaded, &phase, [&] {
            if (model->rowCount() >= targetRows || !model->hasMore())
                wait.finish();
        });
        QObject::connect(
            model, &TransactionsModel::errorOccurred, &phase,
            [](const api::ApiError &e) { qFatal("paging failed: %s", qPrintable(e.message())); });
        QElapsedTimer t;
        t.start();
        meter.start();
        user.start(50);
        toBottom();
        if (!wait.exec(15 * 60 * 1000))
            qFatal("scrolling did not reach %d rows", targetRows);
        const QList<double> scrolling = meter.stop();
        bench::resultCount("ui.scroll_rows", model->rowCount(), "rows");
        result("ui.scroll_seconds", double(t.elapsed()) / 1000.0, "s");
        result("ui.idle_stall_max_ms", bench::percentile(idle, 1.0), "ms");
        result("ui.idle_stall_p99_ms", bench::percentile(idle, 0.99), "ms");
        result("ui.scroll_stall_max_ms", bench::percentile(scrolling, 1.0),
               "ms (aim < 16, one frame at 60 Hz)");
        result("ui.scroll_stall_p99_ms", bench::percentile(scrolling, 0.99), "ms");
    }
    host.reset();
    runFor(300);

    // 3. Memory per row: the model alone, loading the rows the pane loaded above (so the
    // sandbox's page cache is already warm and does not count). JSON size: the bodies' bytes.
    malloc_trim(0);
    const double heapBefore = bench::heapBytes();
    const double residentBefore = bench::residentBytes();
    auto loaded = std::make_unique<TransactionsModel>();
    qint64 jsonBytes = 0;
    {
        QObject phase;
        QObject::connect(&nam, &QNetworkAccessManager::finished, &phase, [&](QNetworkReply *reply) {
            jsonBytes += reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        });
        Wait wait;
        TransactionsModel *m = loaded.get();
        QObject::connect(m, &TransactionsModel::pageLoaded, &phase, [&wait, m, targetRows] {
            if (m->rowCount() < targetRows && m->hasMore())
                m->fetchMore({});
            else
                wait.finish();
        });
        QObject::connect(m, &TransactionsModel::errorOccurred, &phase, [](const api::ApiError &e) {
            qFatal("loading failed: %s", qPrintable(e.message()));
        });
        m->setClient(&client);
        if (!wait.exec(15 * 60 * 1000))
            qFatal("loading did not reach %d rows", targetRows);
        runFor(300); // the last replies' deferred deletes
    }
    const double rows = loaded->rowCount();
    malloc_trim(0);
    const double heapLoaded = bench::heapBytes();
    const double residentLoaded = bench::residentBytes();
    loaded.reset();
    runFor(300);
    malloc_trim(0);
    const double heapAfter = bench::heapBytes();
    if (jsonBytes <= 0)
        qFatal("the sandbox sent no Content-Length");
    const double perRow = (heapLoaded - heapBefore) / rows;
    const double jsonPerRow = double(jsonBytes) / rows;
    bench::resultCount("ui.memory_rows", qint64(rows), "rows");
    result("ui.memory_per_row_bytes", perRow, "bytes");
    result("ui.memory_released_per_row_bytes", (heapLoaded - heapAfter) / rows, "bytes");
    result("ui.resident_per_row_bytes", (residentLoaded - residentBefore) / rows, "bytes");
    result("ui.json_per_row_bytes", jsonPerRow, "bytes");
    result("ui.memory_vs_json", perRow / jsonPerRow, "x (goal <= 2)");
    return 0;
}
