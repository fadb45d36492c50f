#include "reconciledialog.h"

#include "core/money.h"
#include "reconcile/reconcileexport.h"
#include "reconcile/reconcileloader.h"
#include "reconcile/statementreader.h"
#include "widgets/savefiledialog.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimeZone>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using Kind = reconcile::ReconcileRow::Kind;

ReconcileDialog::ReconcileDialog(api::ApiClient *client, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
{
    setObjectName(u"reconcileDialog"_s);
    setWindowTitle(tr("Reconcile bank statement"));
    m_summary = new QLabel(tr("Choose a bank statement: camt.053, MT940, OFX or CSV."));
    m_summary->setObjectName(u"reconcileSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tree = new QTreeWidget;
    m_tree->setObjectName(u"reconcileResult"_s);
    m_tree->setAccessibleName(tr("Reconciliation result"));
    m_tree->setHeaderLabels({tr("Line"), tr("Date"), tr("Statement"), tr("Ledger"),
                             tr("Difference"), tr("Payout or entry"), tr("Text")});
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setToolTip(tr("Double-click a payout to open it in Payouts, an item to open its "
                          "transaction or refund."));
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString id = item->data(0, Qt::UserRole).toString();
        if (id.startsWith(u"po_"_s) && m_report)
            Q_EMIT openPayout(id, m_report->currency, item->data(1, Qt::UserRole).toDate());
        else if (id.startsWith(u"ref_"_s))
            Q_EMIT openRefund(id);
        else if (id.startsWith(u"txn_"_s))
            Q_EMIT openTransaction(id);
    });

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_open = buttons->addButton(tr("&Open statement…"), QDialogButtonBox::ActionRole);
    m_open->setObjectName(u"reconcileOpenButton"_s);
    connect(m_open, &QPushButton::clicked, this, &ReconcileDialog::chooseFile);
    m_export = buttons->addButton(tr("&Export…"), QDialogButtonBox::ActionRole);
    m_export->setObjectName(u"reconcileExportButton"_s);
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &ReconcileDialog::exportWithDialog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(1180, 620); // within a 1366x768 laptop screen, with room for the texts
}

ReconcileDialog::~ReconcileDialog() = default;

QString ReconcileDialog::problemText() const
{
    return m_report ? QString() : m_summary->text();
}

void ReconcileDialog::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Reconcile bank statement"),
        QStandardPaths::writableLocation(QStandardPaths::DownloadLocation),
        tr("Bank statements (*.xml *.sta *.940 *.mt940 *.txt *.ofx *.qfx *.csv);;All files (*)"));
    if (!path.isEmpty())
        reconcileFile(path);
}

void ReconcileDialog::showProblem(const QString &message)
{
    m_report.reset();
    m_tree->clear();
    m_export->setEnabled(false);
    m_summary->setText(message);
    Q_EMIT finished();
}

bool ReconcileDialog::reconcileFile(const QString &path)
{
    m_report.reset();
    m_tree->clear();
    m_export->setEnabled(false);
    // PayDesk's own pass says at once whether it is a statement; AqBanking then reads it
    // while the ledger is fetched.
    QFile file(path);
    const auto scanned = file.open(QIODevice::ReadOnly)
                             ? reconcile::StatementReader::scan(path, file.readAll())
                             : reconcile::StatementReader::read(path);
    if (const auto *problem = std::get_if<reconcile::StatementProblem>(&scanned)) {
        showProblem(problem->message);
        return false;
    }
    if (!m_client) {
        showProblem(tr("Connect to a profile first: the statement is matched with its payouts."));
        return false;
    }
    m_summary->setText(tr("Reconciling %1…").arg(QFileInfo(path).fileName()));
    m_loader = std::make_unique<reconcile::ReconcileLoader>();
    connect(m_loader.get(), &reconcile::ReconcileLoader::failed, this,
            &ReconcileDialog::showProblem);
    connect(m_loader.get(), &reconcile::ReconcileLoader::finished, this,
            &ReconcileDialog::showReport);
    m_loader->startFile(m_client, path, QDateTime::currentDateTimeUtc().date());
    return true;
}

void ReconcileDialog::showReport(const reconcile::ReconcileReport &report)
{
    m_report = report;
    m_summary->setText(reconcile::ReconcileExport::summary(report, QLocale()));
    m_tree->clear();
    const QLocale locale;
    const auto money = [&](qint64 v) { return formatAmountIn(v, report.currency, locale); };
    QHash<int, QTreeWidgetItem *> sections;
    for (const reconcile::ReconcileRow &r : report.rows) {
        QTreeWidgetItem *&section = sections[int(r.kind)];
        if (!section) {
            section =
                new QTreeWidgetItem(m_tree, {reconcile::ReconcileExport::sectionTitle(r.kind)});
            QFont bold = section->font(0);
            bold.setBold(true);
            section->setFont(0, bold);
            section->setFirstColumnSpanned(true);
            section->setExpanded(r.kind != Kind::Matched);
        }
        const bool onStatement = r.fileLine > 0;
        auto *item = new QTreeWidgetItem(
            section, {onStatement ? QString::number(r.fileLine) : QString(),
                      locale.toString(r.booked, QLocale::ShortFormat),
                      onStatement ? money(r.statementAmount) : QString(),
                      r.kind == Kind::StatementOnly ? QString() : money(r.ledgerAmount),
                      r.kind == Kind::AmountDifference ? money(r.difference()) : QString(),
                      r.payoutIds.isEmpty() ? r.ledgerEntryId : r.payoutIds.join(u", "_s),
                      QString(r.text).replace(u'\n', u' ')});
        item->setToolTip(6, item->text(6));
        item->setData(0, Qt::UserRole, r.payoutIds.value(0));
        item->setData(1, Qt::UserRole, r.arrival);
        for (int c = 2; c <= 4; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        for (const QString &id : r.payoutIds) {
            for (const api::PayoutItem &i : report.items.value(id)) {
                auto *child = new QTreeWidgetItem(
                    item,
                    {QString(), locale.toString(i.createdAt.toUTC().date(), QLocale::ShortFormat),
                     QString(), money(i.net), QString(),
                     i.type == u"refund"_s ? tr("Refund %1").arg(i.id) : tr("Charge %1").arg(i.id),
                     i.merchantRef});
                child->setData(0, Qt::UserRole, i.type == u"refund"_s ? i.id : i.transactionId);
                child->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
            }
        }
        if (r.kind == Kind::AmountDifference)
            item->setExpanded(true);
    }
    // The balances, side by side, and what explains their difference.
    auto *balance = new QTreeWidgetItem(m_tree, {tr("Balance")});
    QFont bold = balance->font(0);
    bold.setBold(true);
    balance->setFont(0, bold);
    balance->setFirstColumnSpanned(true);
    balance->setExpanded(true);
    const auto line = [&](const QString &what, qint64 value) {
        auto *i = new QTreeWidgetItem(
            balance, {QString(), QString(), QString(), money(value), QString(), QString(), what});
        i->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
        i->setToolTip(6, what);
    };
    line(tr("Bank (1010) in the ledger at the end of %1")
             .arg(locale.toString(report.last, QLocale::ShortFormat)),
         report.ledgerClosing);
    if (const auto d = report.balanceDifference()) {
        line(tr("Closing balance of the statement"), *report.statementClosing);
        line(tr("Difference (ledger − statement)"), *d);
        line(tr("Explained by the lines above"), report.explained());
    }
    m_export->setEnabled(true);
    Q_EMIT finished();
}

void ReconcileDialog::exportTo(const QString &path)
{
    if (!m_report)
        return;
    const QString error = reconcile::ReconcileExport::table(*m_report).write(path);
    if (!error.isEmpty())
        return showProblem(error);
    Q_EMIT fileExported(tr("Reconciliation exported to %1.").arg(QFileInfo(path).fileName()), path);
}

void ReconcileDialog::exportWithDialog()
{
    if (!m_report)
        return;
    // The statement's last day ISO 8601, which sorts and holds no "/".
    const QString suggested =
        tr("reconciliation-%1-%2").arg(m_report->currency, m_report->last.toString(Qt::ISODate)) +
        u".xlsx"_s;
    const QString path =
        getSaveFileName(this, tr("Export reconciliation"), suggested,
                        tr("Excel workbook (*.xlsx);;PDF document (*.pdf);;CSV file (*.csv)"));
    if (!path.isEmpty())
        exportTo(path);
}

} // namespace paydesk::ui
