#include "accountspane.h"

#include "widgets/busydelay.h"
#include "widgets/dataview.h"

#include "ledger/accountsexport.h"
#include "ledger/accountstreemodel.h"
#include "widgets/savefiledialog.h"

#include <QAction>
#include <QDataStream>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIODevice>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr quint32 StateMagic = 0x50444143; // "PDAC"
constexpr quint16 StateVersion = 1;

} // namespace

AccountsPane::AccountsPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new ledger::AccountsTreeModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_busyDelay(new BusyDelay(this))
{
    connect(m_busyDelay, &BusyDelay::shownChanged, this, &AccountsPane::updateState);
    setObjectName(u"accountsPane"_s);
    m_proxy->setSourceModel(m_model);
    // A matching account keeps its type and parents in view; a matching type shows all of it.
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setAutoAcceptChildRows(true);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    m_search = new QLineEdit(this);
    m_search->setObjectName(u"accountsSearch"_s);
    m_search->setPlaceholderText(tr("Filter by code, name or type"));
    m_search->setAccessibleName(tr("Filter accounts"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, this, &AccountsPane::applyFilter);

    m_expand = new QPushButton(tr("&Expand all"), this);
    m_expand->setObjectName(u"expandAllButton"_s);
    m_expand->setAccessibleName(tr("Expand all accounts"));
    connect(m_expand, &QPushButton::clicked, this, &AccountsPane::expandAll);
    m_collapse = new QPushButton(tr("C&ollapse all"), this);
    m_collapse->setObjectName(u"collapseAllButton"_s);
    m_collapse->setAccessibleName(tr("Collapse all accounts"));
    connect(m_collapse, &QPushButton::clicked, this, &AccountsPane::collapseAll);
    m_refresh = new QPushButton(tr("&Refresh"), this);
    m_refresh->setObjectName(u"refreshButton"_s);
    m_refresh->setAccessibleName(tr("Reload the chart of accounts"));
    connect(m_refresh, &QPushButton::clicked, this, &AccountsPane::refresh);

    m_busy = newBusyBar(this, false);
    m_busy->setMaximumHeight(6);
    m_stateLabel = newStateLabel(this, u"accountsState"_s);

    m_view = new QTreeView(this);
    setUpDataView(m_view, u"accountsView"_s, tr("Chart of accounts"));
    m_view->setModel(m_proxy);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ledger::AccountsTreeModel::Name, QHeaderView::Stretch);
    m_view->header()->resizeSection(ledger::AccountsTreeModel::Code, 180);
    m_view->header()->resizeSection(ledger::AccountsTreeModel::Type, 140);
    m_view->header()->resizeSection(ledger::AccountsTreeModel::NormalBalance, 140);

    connect(m_model, &ledger::AccountsTreeModel::loadingChanged, this, &AccountsPane::updateState);
    connect(m_model, &ledger::AccountsTreeModel::loaded, this, [this](int count) {
        m_error.reset();
        m_loadedOnce = true;
        spanHeadings();
        m_view->expandAll();
        selectPendingAccount();
        updateState();
        Q_EMIT lastRefreshed(QDateTime::currentDateTime());
        Q_EMIT statusMessage(tr("%n account(s) in the chart.", nullptr, count));
    });
    connect(m_model, &ledger::AccountsTreeModel::errorOccurred, this,
            [this](const api::ApiError &error) {
                m_error = error;
                updateState();
                Q_EMIT errorOccurred(error);
            });
    // Enter and double-click ask for the account's entries (ledgerRequested()).
    connect(m_view, &QAbstractItemView::activated, this, &AccountsPane::openLedger);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] { spanHeadings(); });
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, [this] { spanHeadings(); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this] { spanHeadings(); });

    m_export = new QPushButton(tr("E&xport…"), this);
    m_export->setObjectName(u"exportAccountsButton"_s);
    m_export->setAccessibleName(tr("Export the chart of accounts"));
    m_export->setToolTip(tr("Save the chart of accounts as CSV or XLSX (Ctrl+E)"));
    connect(m_export, &QPushButton::clicked, this, &AccountsPane::exportWithDialog);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_search, 1);
    bar->addWidget(m_expand);
    bar->addWidget(m_collapse);
    bar->addWidget(m_refresh);
    bar->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_busy);
    layout->addWidget(m_stateLabel);
    layout->addWidget(m_view, 1);
    setTabOrder(m_search, m_expand);
    setTabOrder(m_expand, m_collapse);
    setTabOrder(m_collapse, m_refresh);
    setTabOrder(m_refresh, m_export);
    setTabOrder(m_export, m_view);
    setFocusProxy(m_view);
    updateState();
}

AccountsPane::~AccountsPane() = default;

void AccountsPane::openLedger()
{
    const auto account = currentAccount();
    if (!account)
        return;
    if (m_model->hasChildren(m_proxy->mapToSource(m_view->currentIndex()))) {
        Q_EMIT statusMessage(tr("%1 %2 is a group: its entries are on its accounts.")
                                 .arg(account->code, account->name));
        return;
    }
    Q_EMIT ledgerRequested(*account);
}

void AccountsPane::exportWithDialog()
{
    if (m_model->accounts().isEmpty()) {
        Q_EMIT statusMessage(tr("The chart of accounts is not loaded yet."));
        return;
    }
    const QString csvFilter = tr("CSV files (*.csv)");
    const QString xlsxFilter = tr("Excel workbooks (*.xlsx)");
    QString chosen = csvFilter;
    const QString path = getSaveFileName(this, tr("Export chart of accounts"),
                                         ledger::defaultAccountsFileName(ledger::ExportFormat::Csv),
                                         csvFilter + u";;"_s + xlsxFilter, &chosen);
    if (path.isEmpty())
        return;
    const bool xlsx = path.endsWith(u".xlsx"_s, Qt::CaseInsensitive) ||
                      (!path.endsWith(u".csv"_s, Qt::CaseInsensitive) && chosen == xlsxFilter);
    exportTo(xlsx ? ledger::ExportFormat::Xlsx : ledger::ExportFormat::Csv, path);
}

bool AccountsPane::exportTo(ledger::ExportFormat format, const QString &path)
{
    if (m_exporting || m_model->accounts().isEmpty())
        return false;
    m_exporting = true;
    m_export->setEnabled(false);
    Q_EMIT statusMessage(
        tr("Exporting the chart of accounts to %1…").arg(QDir::toNativeSeparators(path)));
    const auto write = [this, format, path](const QString &merchantId) {
        ledger::ExportMetadata meta;
        meta.merchantId = merchantId;
        meta.profileName = m_profile.name;
        if (!m_profile.name.isEmpty())
            meta.environment =
                ledger::environmentText(m_profile.environment, m_profile.localSandbox);
        const QList<api::LedgerAccount> accounts = m_model->accounts();
        ledger::writeInBackground(
            [=] { return ledger::writeAccounts(format, accounts, meta, path); }, this,
            [this, path, count = int(accounts.size())](const QString &error) {
                m_exporting = false;
                m_export->setEnabled(true);
                if (error.isEmpty())
                    Q_EMIT fileExported(tr("Exported %n account(s) to %1.", nullptr, count)
                                            .arg(QDir::toNativeSeparators(path)),
                                        path);
                else
                    Q_EMIT statusMessage(error);
                Q_EMIT exportFinished(path, error);
            });
    };
    if (m_client)
        ledger::lookUpMerchantId(*m_client, this, write); // for the heading only
    else
        write({});
    return true;
}

void AccountsPane::setClient(api::ApiClient *client)
{
    m_model->setClient(client);
    m_client = client;
    m_error.reset();
    m_loadedOnce = false;
    m_model->setAccounts({});
    m_stale = client != nullptr;
    if (m_stale && isVisible())
        refresh();
    updateState();
}

void AccountsPane::refresh()
{
    m_stale = false;
    if (!m_client)
        return;
    m_model->reload();
}

void AccountsPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

QString AccountsPane::filterText() const
{
    return m_search->text();
}

void AccountsPane::setFilterText(const QString &text)
{
    m_search->setText(text);
}

void AccountsPane::applyFilter()
{
    m_proxy->setFilterFixedString(m_search->text().trimmed());
    // What matches is shown in its place in the tree.
    m_view->expandAll();
    spanHeadings();
    updateState();
}

void AccountsPane::spanHeadings(const QModelIndex &parent)
{
    // A type heading's title runs across the row.
    for (int r = 0; r < m_proxy->rowCount(parent); ++r) {
        const QModelIndex i = m_proxy->index(r, 0, parent);
        m_view->setFirstColumnSpanned(r, parent, m_model->isTypeGroup(m_proxy->mapToSource(i)));
    }
}

std::optional<api::LedgerAccount> AccountsPane::currentAccount() const
{
    return m_model->accountAt(m_proxy->mapToSource(m_view->currentIndex()));
}

void AccountsPane::addWindowActions(const WindowMenus &menus, const std::function<void()> &raise)
{
    menus.view->addAction(tr("E&xpand all accounts"), this, [this, raise] {
        raise();
        expandAll();
    });
    menus.view->addAction(tr("Co&llapse all accounts"), this, [this, raise] {
        raise();
        collapseAll();
    });
}

void AccountsPane::expandAll()
{
    m_view->expandAll();
}

void AccountsPane::collapseAll()
{
    m_view->collapseAll();
}

void AccountsPane::showAccount(const QString &code)
{
    m_search->clear();
    m_pendingAccount = code;
    if (!m_model->isLoading())
        selectPendingAccount();
}

void AccountsPane::selectPendingAccount()
{
    if (m_pendingAccount.isEmpty())
        return;
    const QModelIndex source = m_model->indexOfCode(m_pendingAccount);
    if (!source.isValid())
        return;
    m_pendingAccount.clear();
    const QModelIndex at = m_proxy->mapFromSource(source);
    m_view->setCurrentIndex(at);
    m_view->scrollTo(at);
}

void AccountsPane::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

bool AccountsPane::eventFilter(QObject *watched, QEvent *event)
{
    // Escape clears the filter; Down goes from the filter to the tree.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && !m_search->text().isEmpty()) {
            m_search->clear();
            return true;
        }
        if (key->key() == Qt::Key_Down) {
            m_view->setFocus(Qt::TabFocusReason);
            if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
                m_view->setCurrentIndex(m_proxy->index(0, 0));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void AccountsPane::updateState()
{
    const bool loading = m_model->isLoading();
    // A quick answer shows no busy state (see BusyDelay).
    const bool showBusy = m_busyDelay->update(loading);
    m_busy->setVisible(showBusy);
    m_refresh->setEnabled(m_client != nullptr);
    QString text;
    if (!m_client)
        text = tr("Not connected. Choose a profile to see its chart of accounts.");
    else if (m_error)
        text = tr("The chart of accounts could not be loaded: %1").arg(m_error->message());
    else if (showBusy && !m_loadedOnce)
        text = tr("Loading the chart of accounts…");
    else if (m_loadedOnce && m_model->rowCount() == 0)
        text = tr("The chart of accounts is empty.");
    else if (m_loadedOnce && m_proxy->rowCount() == 0)
        text = tr("No account matches \"%1\".").arg(m_search->text().trimmed());
    showState(m_stateLabel, text, m_error);
}

QByteArray AccountsPane::saveState() const
{
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s << StateMagic << StateVersion << m_view->header()->saveState() << m_search->text();
    return out;
}

bool AccountsPane::restoreState(const QByteArray &state)
{
    QDataStream s(state);
    s.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    quint16 version = 0;
    QByteArray header;
    QString filter;
    s >> magic >> version;
    if (magic != StateMagic || version != StateVersion)
        return false;
    s >> header >> filter;
    if (s.status() != QDataStream::Ok)
        return false;
    m_view->header()->restoreState(header);
    m_search->setText(filter);
    return true;
}

} // namespace paydesk::ui
