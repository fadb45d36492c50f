#include "reconcilecommand.h"

#include "cli.h"
#include "console.h"
#include "reconcile/reconcileexport.h"
#include "reconcile/reconcileloader.h"
#include "reconcile/statementreader.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

ReconcileCommand::~ReconcileCommand()
{
    m_loader.reset();
}

QString ReconcileCommand::usage()
{
    return tr(
        "  reconcile --profile NAME --statement FILE [--format csv|xlsx|pdf --output FILE|-]\n"
        "      Matches a bank statement (camt.053, MT940, OFX or CSV) with the profile's\n"
        "      payouts and its Bank account: what matched, statement lines without a\n"
        "      payout, payouts missing from the statement (in transit when they arrive\n"
        "      after it), amount differences with the payout's items, and the balances.\n"
        "      Exit code 3 when anything is unreconciled.\n");
}

void ReconcileCommand::start(const QStringList &arguments)
{
    const QCommandLineOption statementOpt(
        u"statement"_s, tr("The bank statement: camt.053, MT940, OFX or CSV."), u"FILE"_s);
    ExportOptions options(u"reconcile"_s,
                          tr("Reconciles a bank statement with the profile's payouts and its "
                             "Bank account."),
                          {statementOpt},
                          tr("csv, xlsx or pdf (optional: without it the result "
                             "is printed)."),
                          tr("The file to write, or - for stdout."));
    options.setOutputOptional(true);
    if (!readOptions(options, arguments, usage(), {statementOpt}))
        return;
    m_path = options.parser().value(statementOpt);
    // PayDesk's own pass over the file first: a file that is not a statement fails before
    // any connection. AqBanking reads it while the ledger is fetched.
    QFile file(m_path);
    const auto scanned = file.open(QIODevice::ReadOnly)
                             ? reconcile::StatementReader::scan(m_path, file.readAll())
                             : reconcile::StatementReader::read(m_path);
    if (const auto *problem = std::get_if<reconcile::StatementProblem>(&scanned))
        return fail(problem->message);
    if (options.outputRequested()) {
        ReportTarget target;
        if (!readReportTarget(options, nullptr, u"reconciliation"_s, &target))
            return;
        m_toFile = true;
        m_format = target.format;
        m_output = target.output;
        m_profile = target.profile;
    } else {
        const auto profile = findProfile(options.profileName());
        if (!profile)
            return;
        m_profile = *profile;
    }
    connectTo(m_profile);
}

void ReconcileCommand::connected(api::ApiClient *client)
{
    m_loader = std::make_unique<reconcile::ReconcileLoader>();
    connect(m_loader.get(), &reconcile::ReconcileLoader::failed, this,
            [this](const QString &message) { fail(tr("%1: %2").arg(m_profile.name, message)); });
    connect(m_loader.get(), &reconcile::ReconcileLoader::finished, this,
            [this](const reconcile::ReconcileReport &report) { finish(report); });
    m_loader->startFile(client, m_path, QDateTime::currentDateTimeUtc().date());
}

void ReconcileCommand::finish(const reconcile::ReconcileReport &report)
{
    const int exitCode = report.reconciled() ? ExitOk : ExitUnbalanced;
    if (!m_toFile) {
        console().out() << reconcile::ReconcileExport::text(report, QLocale()) << Qt::flush;
        return done(exitCode);
    }
    QString error;
    switch (m_format) {
    case ledger::ExportFormat::Csv:
        error = reconcile::ReconcileExport::writeCsv(report, m_output);
        break;
    case ledger::ExportFormat::Xlsx:
        error = reconcile::ReconcileExport::writeXlsx(report, m_output);
        break;
    case ledger::ExportFormat::Pdf:
        error = reconcile::ReconcileExport::writePdf(report, m_output);
        break;
    }
    if (!error.isEmpty())
        return fail(error);
    if (writesToStdout() && !copyToStdout(m_output, tr("The reconciliation")))
        return;
    said()
        << tr("Wrote %1.").arg(writesToStdout() ? tr("stdout") : QDir::toNativeSeparators(m_output))
        << u' ' << reconcile::ReconcileExport::summary(report, QLocale()) << Qt::endl;
    done(exitCode);
}

void ReconcileCommand::stop()
{
    if (m_loader)
        m_loader->cancel();
}

} // namespace paydesk::cli
