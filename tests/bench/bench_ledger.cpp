// Ledger benchmark: at 1,000,000 seeded transactions (PAYDESK_BENCH_BIG overrides the count),
// the trial balance from request to TrialBalanceModel filled, and from the pane's refresh to its
// table painted (offscreen), against the same request made with a bare QNetworkAccessManager
// and QJsonDocument (the baseline, measured in the same run, rounds interleaved), and the time
// of each export format.
// Prints "RESULT <name> <value> <unit>" lines that tests/bench/run-all.sh collects.
#include "api/apiclient.h"
#include "ledger/trialbalanceexport.h"
#include "ledger/trialbalancemodel.h"
#include "panes/trialbalancepane.h"
#include "sandboxclient.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdio>
#include <utility>

using namespace Qt::StringLiterals;
using namespace paydesk;
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

// Runs `start` and the event loop until it sets *done; milliseconds.
template<typename Start>
double timeOnce(Start start)
{
    bool done = false;
    QElapsedTimer t;
    t.start();
    start(&done);
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    return t.nsecsElapsed() / 1e6;
}

// The window around the Trial balance pane: it tells when the table is on screen again after a
// refresh, i.e. once the model has the new report, the table's viewport has painted, and the
// update that painted it has flushed the window (what a person sees).
class Window : public QWidget
{
public:
    explicit Window(ui::TrialBalancePane *pane)
        : m_pane(pane)
    {
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(pane);
        pane->view()->viewport()->installEventFilter(this);
        connect(pane->model(), &ledger::TrialBalanceModel::loaded, this, [this] {
            if (m_done)
                m_loadedNs = m_clock.nsecsElapsed();
        });
    }
    // Refreshes the pane; *done is set when the table is shown again.
    void refresh(bool *done)
    {
        m_loadedNs = 0;
        m_painted = false;
        m_done = done;
        m_clock.start();
        m_pane->refresh();
    }
    double shownMs() const { return m_shownNs / 1e6; }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_done && m_loadedNs)
            m_painted = true;
        return false;
    }
    bool event(QEvent *event) override
    {
        const bool handled = QWidget::event(event);
        if (m_painted && m_done) {
            m_shownNs = m_clock.nsecsElapsed();
            *std::exchange(m_done, nullptr) = true;
        }
        return handled;
    }

private:
    ui::TrialBalancePane *m_pane;
    QElapsedTimer m_clock;
    bool *m_done = nullptr;
    qint64 m_loadedNs = 0;
    qint64 m_shownNs = 0;
    bool m_painted = false;
};

} // namespace

int main(int argc, char **argv)
{
    // The pane is painted offscreen; PDF export needs fonts. No display is needed.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // The RESULT lines, not the service's log.
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.debug=false"_s);
    const qint64 count = qEnvironmentVariableIntValue("PAYDESK_BENCH_BIG") > 0
                             ? qEnvironmentVariableIntValue("PAYDESK_BENCH_BIG")
                             : 1'000'000;
    const int rounds = qEnvironmentVariableIntValue("PAYDESK_BENCH_ROUNDS") > 0
                           ? qEnvironmentVariableIntValue("PAYDESK_BENCH_ROUNDS")
                           : 60;

    QTemporaryDir data;
    sandbox::SandboxOptions options;
    options.dataDir = data.path();
    options.seedCount = int(count);
    options.seedEndSecs = QDateTime::currentSecsSinceEpoch();
    QElapsedTimer seedTimer;
    seedTimer.start();
    SandboxFixture sandbox;
    if (!sandbox.start(options, 600))
        qFatal("sandbox did not start");
    const double seedMs = seedTimer.elapsed();

    const QDate today = QDateTime::currentDateTimeUtc().date();
    const QDate monthEnd = QDate(today.year(), today.month(), 1).addDays(-1);
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QUrl url = sandbox.service->url().resolved(QUrl(u"/v1/ledger/trial-balance"_s));
    url.setQuery(u"date="_s + today.toString(Qt::ISODate) + u"&currency=USD"_s);

    api::ClientConfig config;
    config.baseUrl = sandbox.service->url();
    config.apiKey = SandboxFixture::testKey();
    api::ApiClient client(config, &nam);
    ledger::TrialBalanceModel model;
    model.setClient(&client);
    QObject::connect(&model, &ledger::TrialBalanceModel::errorOccurred, &app,
                     [](const api::ApiError &e) { qFatal("%s", qPrintable(e.message())); });

    auto bare = [&](bool *done) {
        QNetworkRequest req(url);
        req.setRawHeader("Authorization", "Bearer " + SandboxFixture::testKey().toUtf8());
        QNetworkReply *reply = nam.get(req);
        QObject::connect(reply, &QNetworkReply::finished, reply, [reply, done] {
            const QJsonDocument doc = QJsonDocument::fromJson(reply->readAll());
            if (doc.object().value(u"lines"_s).toArray().isEmpty())
                qFatal("bare request failed");
            reply->deleteLater();
            *done = true;
        });
    };
    auto viaModel = [&](std::optional<QDate> compare) {
        return [&, compare](bool *done) {
            auto c = std::make_shared<QMetaObject::Connection>();
            *c = QObject::connect(&model, &ledger::TrialBalanceModel::loaded, &app, [c, done] {
                QObject::disconnect(*c);
                *done = true;
            });
            model.load(today, u"USD"_s, compare);
        };
    };

    // Warm-up, then the two interleaved so that both see the same machine.
    for (int i = 0; i < 5; ++i) {
        timeOnce(bare);
        timeOnce(viaModel(std::nullopt));
    }
    QList<double> bareMs;
    QList<double> modelMs;
    QList<double> compareMs;
    for (int i = 0; i < rounds; ++i) {
        bareMs << timeOnce(bare);
        modelMs << timeOnce(viaModel(std::nullopt));
    }
    for (int i = 0; i < std::max(5, rounds / 4); ++i)
        compareMs << timeOnce(viaModel(monthEnd));

    // The pane, as an accountant sees it (table, chart, balance line), refreshed: from refresh()
    // to the new table painted, against the same bare request, rounds interleaved.
    auto *pane = new ui::TrialBalancePane;
    Window window(pane);
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        qFatal("the pane was not exposed");
    pane->setAsOfDate(today);
    pane->setClient(&client);
    QObject::connect(pane, &ui::TrialBalancePane::errorOccurred, &app,
                     [](const api::ApiError &e) { qFatal("%s", qPrintable(e.message())); });
    QTest::qWait(500); // past the pane's debounce of date edits
    while (pane->model()->rowCount() == 0 || pane->model()->isLoading())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const auto paneRound = [&] {
        timeOnce([&](bool *done) { window.refresh(done); });
        return window.shownMs();
    };
    for (int i = 0; i < 5; ++i) {
        timeOnce(bare);
        paneRound();
    }
    // Idle between the two, so what one leaves queued (the chart's repaint follows the table's)
    // is not timed in the other.
    const auto settle = [] { QTest::qWait(30); };
    QList<double> paneBareMs;
    QList<double> paneMs;
    for (int i = 0; i < rounds; ++i) {
        if (i % 2) {
            paneBareMs << timeOnce(bare);
            settle();
            paneMs << paneRound();
        } else {
            paneMs << paneRound();
            settle();
            paneBareMs << timeOnce(bare);
        }
        settle();
    }

    // Each export of the report with the comparison (the widest table), through the
    // asynchronous exporter as the window and the command line use it.
    const ledger::TrialBalanceReport report = model.report();
    ledger::ExportMetadata meta;
    meta.merchantId = sandbox.service->merchantId();
    meta.profileName = u"Benchmark"_s;
    meta.environment = ledger::environmentText(api::Environment::Sandbox, true);
    ledger::TrialBalanceExporter exporter;
    QTemporaryDir out;
    QHash<ledger::ExportFormat, double> exportMs;
    for (const auto format :
         {ledger::ExportFormat::Csv, ledger::ExportFormat::Xlsx, ledger::ExportFormat::Pdf}) {
        QList<double> samples;
        for (int i = 0; i < 11; ++i) {
            const QString path =
                out.filePath(u"tb-%1."_s.arg(i) + ledger::exportFormatName(format));
            samples << timeOnce([&](bool *done) {
                auto c = std::make_shared<QMetaObject::Connection>();
                *c = QObject::connect(&exporter, &ledger::TrialBalanceExporter::finished, &app,
                                      [c, done](const QString &, const QString &error) {
                                          QObject::disconnect(*c);
                                          if (!error.isEmpty())
                                              qFatal("%s", qPrintable(error));
                                          *done = true;
                                      });
                exporter.start(format, report, meta, path);
            });
        }
        exportMs.insert(format, median(samples));
    }

    result("ledger.transactions", double(count), "transactions");
    result("ledger.seed_ms", seedMs, "ms");
    result("ledger.trial_balance_rows", double(model.rowCount()), "rows");
    result("ledger.trial_balance_bare_ms", median(bareMs), "ms");
    result("ledger.trial_balance_model_ms", median(modelMs), "ms");
    result("ledger.trial_balance_ratio", median(modelMs) / median(bareMs), "x");
    result("ledger.trial_balance_compare_model_ms", median(compareMs), "ms");
    result("ledger.trial_balance_pane_bare_ms", median(paneBareMs), "ms");
    result("ledger.trial_balance_pane_ms", median(paneMs), "ms");
    result("ledger.trial_balance_pane_ratio", median(paneMs) / median(paneBareMs),
           "x (refresh to table painted)");
    result("ledger.export_csv_ms", exportMs.value(ledger::ExportFormat::Csv), "ms");
    result("ledger.export_xlsx_ms", exportMs.value(ledger::ExportFormat::Xlsx), "ms");
    result("ledger.export_pdf_ms", exportMs.value(ledger::ExportFormat::Pdf), "ms");
    return 0;
}
