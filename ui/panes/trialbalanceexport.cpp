// The trial balance pane's exports: the format and file asked for, the merchant looked up, and
// for all currencies every currency's trial balance read first; the files are written in a
// worker thread (ledger::TrialBalanceExporter).
#include "trialbalancepane.h"

#include "ledger/trialbalancemodel.h"
#include "widgets/savefiledialog.h"

#include <QDir>
#include <QFileInfo>
#include <QInputDialog>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using ledger::ExportFormat;

bool TrialBalancePane::isExporting() const
{
    return m_exporter->isRunning() || m_merchantRequest != 0 || m_batch->isLoading();
}

void TrialBalancePane::exportAskingFormat()
{
    // The format is chosen in the pane's Export menu; from the keyboard, ask.
    const QList<std::pair<ExportFormat, QString>> formats{
        {ExportFormat::Xlsx, tr("Excel workbook (XLSX)")},
        {ExportFormat::Pdf, tr("PDF document")},
        {ExportFormat::Csv, tr("CSV file")},
    };
    QStringList items;
    QList<std::pair<ExportFormat, Scope>> choices;
    for (const auto &[format, name] : formats) {
        items << tr("%1, %2").arg(name, currency());
        choices.append({format, Scope::ShownCurrency});
    }
    if (!m_inUse.isEmpty()) {
        for (const auto &[format, name] : formats) {
            items << tr("%1, all currencies").arg(name);
            choices.append({format, Scope::AllCurrencies});
        }
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Export trial balance"), tr("Format:"),
                                                 items, 0, false, &ok);
    if (!ok || !items.contains(chosen))
        return;
    const auto [format, scope] = choices.at(items.indexOf(chosen));
    exportWithDialog(format, scope);
}

void TrialBalancePane::exportWithDialog(ExportFormat format, Scope scope)
{
    if (!hasFigures() || isExporting())
        return;
    const QString suggested =
        ledger::defaultExportFileName(m_model->report(), format, scope == Scope::AllCurrencies);
    QString filter;
    switch (format) {
    case ExportFormat::Csv:
        filter = tr("CSV files (*.csv)");
        break;
    case ExportFormat::Xlsx:
        filter = tr("Excel workbooks (*.xlsx)");
        break;
    case ExportFormat::Pdf:
        filter = tr("PDF documents (*.pdf)");
        break;
    }
    QString path =
        getSaveFileName(this, tr("Export trial balance"), suggested, filter, nullptr, m_exportDir);
    if (path.isEmpty())
        return;
    const QString suffix = u'.' + ledger::exportFormatName(format);
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    m_exportDir = QFileInfo(path).absolutePath();
    exportTo(format, path, scope);
}

bool TrialBalancePane::exportTo(ExportFormat format, const QString &path, Scope scope)
{
    if (!hasFigures() || isExporting())
        return false;
    if (scope == Scope::AllCurrencies && (m_inUse.isEmpty() || !m_client))
        return false;
    Q_EMIT statusMessage(
        tr("Exporting the trial balance to %1…").arg(QDir::toNativeSeparators(path)));
    auto start = [this, format, path, scope] {
        if (scope == Scope::AllCurrencies)
            exportAllCurrencies(format, path);
        else
            startExport(format, path, {m_model->report()});
    };
    if (m_merchantId || !m_client) {
        start();
        return true;
    }
    // The merchant is named in the file; one small request finds it.
    m_merchantRequest = ledger::lookUpMerchantId(*m_client, this, [this, start](const QString &id) {
        m_merchantRequest = 0;
        m_merchantId = id;
        start();
    });
    updateState();
    return true;
}

void TrialBalancePane::exportAllCurrencies(ExportFormat format, const QString &path)
{
    // The batch's answers go to this export alone.
    m_batch->disconnect(this, nullptr);
    connect(m_batch, &ledger::TrialBalanceBatch::progress, this,
            [this](int done, int total, const QString &code) {
                Q_EMIT statusMessage(tr("Reading the trial balance in %1 (%2 of %3)…")
                                         .arg(code)
                                         .arg(done + 1)
                                         .arg(total));
            });
    connect(m_batch, &ledger::TrialBalanceBatch::loaded, this,
            [this, format, path] { startExport(format, path, m_batch->reports()); });
    connect(m_batch, &ledger::TrialBalanceBatch::failed, this,
            [this, path](const QString &message) {
                updateState();
                Q_EMIT statusMessage(tr("The export failed. %1").arg(message));
                Q_EMIT exportFinished(path, message);
            });
    m_batch->load(m_client, asOfDate(), compareDate(), m_model->includesZero(), m_inUse);
    updateState();
}

ledger::ExportMetadata TrialBalancePane::exportMetadata() const
{
    ledger::ExportMetadata meta;
    meta.merchantId = m_merchantId.value_or(QString());
    meta.profileName = m_profile.name;
    meta.environment = m_profile.name.isEmpty()
                           ? QString()
                           : ledger::environmentText(m_profile.environment, m_profile.localSandbox);
    meta.generatedAt = QDateTime::currentDateTimeUtc();
    meta.locale = QLocale();
    return meta;
}

void TrialBalancePane::startExport(ExportFormat format, const QString &path,
                                   const QList<ledger::TrialBalanceReport> &reports)
{
    m_exporter->start(format, reports, exportMetadata(), path);
    updateState();
}

} // namespace paydesk::ui
