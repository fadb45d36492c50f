#include "accountledgerdialog.h"

#include "ledger/accountledgermodel.h"
#include "widgets/savefiledialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using ledger::AccountLedgerModel;
using ledger::ExportFormat;

AccountLedgerDialog::AccountLedgerDialog(const ledger::AccountLedger &ledger,
                                         const ledger::ExportMetadata &meta, QWidget *parent)
    : QDialog(parent)
    , m_model(new AccountLedgerModel(this))
    , m_view(new QTableView(this))
    , m_status(new QLabel(this))
    , m_meta(meta)
{
    setAttribute(Qt::WA_DeleteOnClose);
    m_model->setLedger(ledger);
    const QLocale locale;
    setWindowTitle(tr("Account %1 %2").arg(ledger.account().code, ledger.account().name));
    auto *heading = new QLabel(
        tr("<b>%1 %2</b> in %3, %4 to %5 (UTC days)<br>Opening balance %6 · Closing balance %7")
            .arg(ledger.account().code.toHtmlEscaped(), ledger.account().name.toHtmlEscaped(),
                 ledger.currency().toHtmlEscaped(),
                 locale.toString(ledger.from(), QLocale::ShortFormat),
                 locale.toString(ledger.to(), QLocale::ShortFormat),
                 ledger.balanceText(ledger.opening(), locale),
                 ledger.balanceText(ledger.closing(), locale)),
        this);
    heading->setTextFormat(Qt::RichText);
    m_view->setObjectName(u"accountLedgerView"_s);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(AccountLedgerModel::Description,
                                                     QHeaderView::Stretch);
    connect(m_view, &QAbstractItemView::activated, this, &AccountLedgerDialog::activateRow);

    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("&Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(exportButton);
    for (const auto &[format, label] : {std::pair{ExportFormat::Csv, tr("CSV…")},
                                        std::pair{ExportFormat::Xlsx, tr("Excel (XLSX)…")},
                                        std::pair{ExportFormat::Pdf, tr("PDF…")}}) {
        connect(menu->addAction(label), &QAction::triggered, this,
                [this, format] { exportWithDialog(format); });
    }
    exportButton->setMenu(menu);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(exportButton, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    m_status->setText(
        tr("%n entries. Double-click an entry to open its transaction, refund or payout.", nullptr,
           int(ledger.rows().size())));
    resize(900, 560);
}

AccountLedgerDialog::~AccountLedgerDialog() = default;

void AccountLedgerDialog::activateRow(const QModelIndex &index)
{
    const api::LedgerEntry *e = index.isValid() ? m_model->entry(index.row()) : nullptr;
    if (!e)
        return;
    if (e->sourceType == u"transaction"_s)
        Q_EMIT openTransaction(e->sourceId);
    else if (e->sourceType == u"refund"_s)
        Q_EMIT openRefund(e->sourceId);
    else if (e->sourceType == u"settlement"_s)
        Q_EMIT openPayout(e->id, e->postedAt.toUTC().date(), e->currency);
}

void AccountLedgerDialog::exportWithDialog(ExportFormat format)
{
    const QString suggested = ledger::defaultLedgerFileName(m_model->ledger(), format);
    const QString filter = format == ExportFormat::Csv    ? tr("CSV files (*.csv)")
                           : format == ExportFormat::Xlsx ? tr("Excel workbooks (*.xlsx)")
                                                          : tr("PDF files (*.pdf)");
    const QString path = getSaveFileName(this, tr("Export ledger"), suggested, filter);
    if (!path.isEmpty())
        exportTo(format, path);
}

void AccountLedgerDialog::exportTo(ExportFormat format, const QString &path)
{
    m_status->setText(tr("Exporting to %1…").arg(QDir::toNativeSeparators(path)));
    ledger::ExportMetadata meta = m_meta;
    meta.generatedAt = QDateTime::currentDateTimeUtc();
    ledger::writeAccountLedgerAsync(
        format, m_model->ledger(), meta, path, this, [this, path](const QString &error) {
            m_status->setText(error.isEmpty()
                                  ? tr("Exported to %1.").arg(QDir::toNativeSeparators(path))
                                  : error);
            Q_EMIT exportFinished(path, error);
        });
}

AccountLedgerOpener::AccountLedgerOpener(QWidget *parent)
    : QObject(parent)
    , m_loader(new ledger::AccountLedgerLoader(this))
{
    connect(m_loader, &ledger::AccountLedgerLoader::notOffered, this,
            &AccountLedgerOpener::notOffered);
    connect(m_loader, &ledger::AccountLedgerLoader::errorOccurred, this,
            &AccountLedgerOpener::errorOccurred);
    connect(m_loader, &ledger::AccountLedgerLoader::loaded, this, [this] {
        if (m_dialog)
            m_dialog->close();
        m_dialog = new AccountLedgerDialog(m_loader->ledger(), m_meta,
                                           qobject_cast<QWidget *>(this->parent()));
        connect(m_dialog, &AccountLedgerDialog::openTransaction, this,
                &AccountLedgerOpener::openTransaction);
        connect(m_dialog, &AccountLedgerDialog::openRefund, this, &AccountLedgerOpener::openRefund);
        connect(m_dialog, &AccountLedgerDialog::openPayout, this, &AccountLedgerOpener::openPayout);
        m_dialog->show();
        Q_EMIT opened(m_dialog);
    });
}

AccountLedgerOpener::~AccountLedgerOpener() = default;

void AccountLedgerOpener::setClient(api::ApiClient *client)
{
    m_loader->setClient(client);
}

void AccountLedgerOpener::open(const api::LedgerAccount &account, const QString &currency,
                               const QDate &from, const QDate &to)
{
    m_loader->load(account, currency, from, to);
}

} // namespace paydesk::ui
