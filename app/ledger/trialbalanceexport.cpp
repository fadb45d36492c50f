#include "trialbalanceexport.h"

#include "accounttype.h"
#include "ledgerlogging.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

QString environmentText(api::Environment environment, bool localSandbox)
{
    if (localSandbox)
        return QCoreApplication::translate("Ledger", "Local sandbox (test data)");
    if (environment == api::Environment::Production)
        return QCoreApplication::translate("Ledger", "Production (live data)");
    return QCoreApplication::translate("Ledger", "Sandbox (test data)");
}

QList<std::pair<QString, QString>> whoseFacts(const ExportMetadata &meta)
{
    const QString unknown = ledgerText(QT_TRANSLATE_NOOP("Ledger", "unknown"));
    const auto known = [&unknown](const QString &value) {
        return value.isEmpty() ? unknown : value;
    };
    return {{ledgerText(QT_TRANSLATE_NOOP("Ledger", "Merchant")), known(meta.merchantId)},
            {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Profile")), known(meta.profileName)},
            {ledgerText(QT_TRANSLATE_NOOP("Ledger", "Environment")), known(meta.environment)}};
}

void writeInBackground(std::function<QString()> write, QObject *context,
                       std::function<void(const QString &error)> done)
{
    auto *watcher = new QFutureWatcher<QString>(context);
    QObject::connect(watcher, &QFutureWatcher<QString>::finished, context,
                     [watcher, done = std::move(done)] {
                         watcher->deleteLater();
                         done(watcher->result());
                     });
    watcher->setFuture(QtConcurrent::run(std::move(write)));
}

std::optional<ExportFormat> exportFormatFromName(QStringView name)
{
    if (name.compare(u"csv", Qt::CaseInsensitive) == 0)
        return ExportFormat::Csv;
    if (name.compare(u"xlsx", Qt::CaseInsensitive) == 0)
        return ExportFormat::Xlsx;
    if (name.compare(u"pdf", Qt::CaseInsensitive) == 0)
        return ExportFormat::Pdf;
    return std::nullopt;
}

QString exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return u"csv"_s;
    case ExportFormat::Xlsx:
        return u"xlsx"_s;
    case ExportFormat::Pdf:
        return u"pdf"_s;
    }
    return {};
}

QString defaultExportFileName(const TrialBalanceReport &report, ExportFormat format,
                              bool allCurrencies)
{
    // In the user's language; the dates ISO 8601, which sort and hold no "/".
    const QString which = allCurrencies ? ledgerText(QT_TRANSLATE_NOOP("Ledger", "all-currencies"))
                                        : report.currency();
    const QString date = report.date().toString(Qt::ISODate);
    const QString name =
        report.compareDate()
            ? ledgerText(QT_TRANSLATE_NOOP("Ledger", "trial-balance-%1-%2-vs-%3"))
                  .arg(which, date, report.compareDate()->toString(Qt::ISODate))
            : ledgerText(QT_TRANSLATE_NOOP("Ledger", "trial-balance-%1-%2")).arg(which, date);
    return name + u'.' + exportFormatName(format);
}

QString writeTrialBalance(ExportFormat format, const QList<TrialBalanceReport> &reports,
                          const ExportMetadata &meta, const QString &path)
{
    if (reports.isEmpty())
        return QCoreApplication::translate("Ledger", "There is no trial balance to export.");
    switch (format) {
    case ExportFormat::Csv:
        return writeTrialBalanceCsv(reports, meta, path);
    case ExportFormat::Xlsx:
        return writeTrialBalanceXlsx(reports, meta, path);
    case ExportFormat::Pdf:
        return writeTrialBalancePdf(reports, meta, path);
    }
    return QCoreApplication::translate("Ledger", "Unknown export format.");
}

struct TrialBalanceExporter::Private
{
    QFutureWatcher<QString> watcher;
    QString path;
    bool running = false; // until finished() is emitted, not just until the task ends
};

TrialBalanceExporter::TrialBalanceExporter(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    connect(&d->watcher, &QFutureWatcher<QString>::finished, this, [this] {
        d->running = false;
        const QString error = d->watcher.result();
        if (error.isEmpty())
            qCInfo(lcLedger).noquote() << "exported the trial balance to" << d->path;
        else
            qCWarning(lcLedger).noquote() << "export to" << d->path << "failed:" << error;
        Q_EMIT finished(d->path, error);
    });
}

TrialBalanceExporter::~TrialBalanceExporter()
{
    d->watcher.disconnect(this);
    d->watcher.waitForFinished();
}

bool TrialBalanceExporter::start(ExportFormat format, const QList<TrialBalanceReport> &reports,
                                 const ExportMetadata &meta, const QString &path)
{
    if (isRunning() || reports.isEmpty())
        return false;
    d->path = path;
    d->running = true;
    // The reports and the metadata are copied into the task: nothing is shared with this
    // thread while it runs.
    d->watcher.setFuture(QtConcurrent::run(
        [format, reports, meta, path] { return writeTrialBalance(format, reports, meta, path); }));
    return true;
}

bool TrialBalanceExporter::isRunning() const
{
    return d->running;
}

api::RequestId lookUpMerchantId(api::ApiClient &client, QObject *context,
                                std::function<void(const QString &merchantId)> done)
{
    api::TransactionQuery query;
    query.limit = 1;
    return client.listTransactions(
        query, context,
        [done = std::move(done)](const api::Result<api::Page<api::Transaction>> &result) {
            if (!result.ok() || result->data.isEmpty())
                return done(QString());
            done(result->data.constFirst().merchantId);
        });
}

} // namespace paydesk::ledger
