#pragma once

#include "api/apiclient.h"
#include "trialbalancereport.h"

#include <QDateTime>
#include <QLocale>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace paydesk::ledger {

// What an export says about where its figures come from, besides the report itself.
struct ExportMetadata
{
    QString merchantId;  // empty: not known
    QString profileName; // "Local sandbox"
    QString environment; // as people read it: "Sandbox (test data)"
    QDateTime generatedAt = QDateTime::currentDateTimeUtc();
    // The user's: the PDF's and the XLSX's texts, dates and amounts in words follow it (an
    // XLSX's figures are numbers, which the spreadsheet shows in its user's format); CSV is
    // locale-independent.
    QLocale locale;
};

// ExportMetadata::environment for a profile: "Sandbox (test data)", "Production (live data)",
// "Local sandbox (test data)".
QString environmentText(api::Environment environment, bool localSandbox = false);

// The start of every file's heading, whose figures these are: the merchant, the profile and
// its environment, each "unknown" when not known; labels in the user's language.
QList<std::pair<QString, QString>> whoseFacts(const ExportMetadata &meta);

enum class ExportFormat { Csv, Xlsx, Pdf };

// "csv", "xlsx", "pdf" in any case; nullopt for anything else.
std::optional<ExportFormat> exportFormatFromName(QStringView name);
QString exportFormatName(ExportFormat format); // "csv", "xlsx", "pdf"
// "trial-balance-USD-2026-10-31.csv", with "-vs-2026-09-30" before the suffix when compared;
// "trial-balance-all-currencies-2026-10-31.csv" for all currencies (with `report`'s dates);
// the words in the user's language ("Summen-und-Saldenliste-USD-2026-10-31.csv").
QString defaultExportFileName(const TrialBalanceReport &report, ExportFormat format,
                              bool allCurrencies = false);

// Each writer puts the whole file at `path` or nothing at all: it writes beside it and renames
// at the end. Returns an empty string on success, else what went wrong, for people. They touch
// no shared state, so they may run in any thread. Each takes one report or several: the trial
// balances of several currencies as of the same dates ("all currencies"), in the order given.
//
// CSV: RFC 4180 (CRLF, quotes doubled), UTF-8 without BOM, one header row, then the rows of
// the report without the group headings; amounts exact with the currency's decimals
// ("1234.50"), empty where the table is empty; a last column row_type (account, subtotal,
// total). With several reports the amount titles name no currency and a `currency` column
// before row_type says each row's; each currency has its own subtotal and total rows.
QString writeTrialBalanceCsv(const QList<TrialBalanceReport> &reports, const ExportMetadata &meta,
                             const QString &path);
// XLSX: a sheet per report ("Trial balance" for one, "Trial balance USD" and so on for
// several) with a title block and the table as on screen (headings, subtotals and a bold total
// as SUM formulas with their values), the header frozen, amounts as numbers formatted with
// the currency's decimals; sheet "About" with merchant, profile, environment, dates, the
// currencies, each one's balance and the generation time.
QString writeTrialBalanceXlsx(const QList<TrialBalanceReport> &reports, const ExportMetadata &meta,
                              const QString &path);
// PDF: per report a section starting on a new page: title, merchant, profile, environment,
// dates, currency, the table (its header repeated on every page), the totals, the balance
// line; "Page n of m" over the whole document on every page.
QString writeTrialBalancePdf(const QList<TrialBalanceReport> &reports, const ExportMetadata &meta,
                             const QString &path);
QString writeTrialBalance(ExportFormat format, const QList<TrialBalanceReport> &reports,
                          const ExportMetadata &meta, const QString &path);
inline QString writeTrialBalanceCsv(const TrialBalanceReport &report, const ExportMetadata &meta,
                                    const QString &path)
{
    return writeTrialBalanceCsv(QList<TrialBalanceReport>{report}, meta, path);
}
inline QString writeTrialBalanceXlsx(const TrialBalanceReport &report, const ExportMetadata &meta,
                                     const QString &path)
{
    return writeTrialBalanceXlsx(QList<TrialBalanceReport>{report}, meta, path);
}
inline QString writeTrialBalancePdf(const TrialBalanceReport &report, const ExportMetadata &meta,
                                    const QString &path)
{
    return writeTrialBalancePdf(QList<TrialBalanceReport>{report}, meta, path);
}

// Runs `write` (a writer's call, owning copies of what it writes) in a worker thread; `done`
// gets its answer (empty on success) on `context`'s thread, unless `context` is gone by then.
void writeInBackground(std::function<QString()> write, QObject *context,
                       std::function<void(const QString &error)> done);

// Runs one of the writers above in a worker thread (QtConcurrent) so that no event loop
// waits for a file; finished() follows on the exporter's thread, exactly once per start().
class TrialBalanceExporter : public QObject
{
    Q_OBJECT
public:
    explicit TrialBalanceExporter(QObject *parent = nullptr);
    // Waits for an export in flight: its file is finished, not left half written.
    ~TrialBalanceExporter() override;

    // False (and nothing starts) while another export runs, or when `reports` is empty.
    bool start(ExportFormat format, const QList<TrialBalanceReport> &reports,
               const ExportMetadata &meta, const QString &path);
    bool start(ExportFormat format, const TrialBalanceReport &report, const ExportMetadata &meta,
               const QString &path)
    {
        return start(format, QList<TrialBalanceReport>{report}, meta, path);
    }
    bool isRunning() const;

Q_SIGNALS:
    // `error` is empty on success.
    void finished(const QString &path, const QString &error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// The merchant behind `client`, for the heading of an export: the merchant_id of the newest
// transaction. `done` gets an empty string when there is none or the request fails.
api::RequestId lookUpMerchantId(api::ApiClient &client, QObject *context,
                                std::function<void(const QString &merchantId)> done);

} // namespace paydesk::ledger
