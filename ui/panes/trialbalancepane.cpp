#include "trialbalancepane.h"

#include "panestatemagic.h"

#include "widgets/busydelay.h"
#include "widgets/dataview.h"
#include "widgets/flowlayout.h"
#include "widgets/sideorbelow.h"

#include "models/transactionfilter.h"

#include "charts/trialbalancechart.h"
#include "core/currency.h"
#include "dialogs/accountledgerdialog.h"
#include "ledger/trialbalancemodel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDataStream>
#include <QDateEdit>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIODevice>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using ledger::ExportFormat;
using ledger::TrialBalanceReport;
using RowKind = ledger::TrialBalanceRow::Kind;

namespace {

constexpr quint32 StateMagic = PaneStateMagic::TrialBalance;
constexpr quint16 StateVersion = 2; // 2: whether the chart is shown

// The locale's short date, with a four-digit year: "10/31/26" is one digit pair from a mistake.
// (ledger::shortDate() writes dates the same way.)
QString dateEditFormat()
{
    QString format = QLocale().dateFormat(QLocale::ShortFormat);
    if (!format.contains(u"yyyy"_s))
        format.replace(u"yy"_s, u"yyyy"_s);
    return format;
}

QDate endOfPreviousMonth(const QDate &date)
{
    return QDate(date.year(), date.month(), 1).addDays(-1);
}

// Green for balanced, red for a warning; readable on light and dark windows.
QColor balanceColor(bool ok, const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Window).lightnessF() < 0.5;
    if (ok)
        return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x1b, 0x5e, 0x20);
    return dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xb7, 0x1c, 0x1c);
}

} // namespace

TrialBalancePane::TrialBalancePane(QWidget *parent)
    : QWidget(parent)
    , m_model(new ledger::TrialBalanceModel(this))
    , m_ledgerOpener(new AccountLedgerOpener(this))
    , m_exporter(new ledger::TrialBalanceExporter(this))
    , m_batch(new ledger::TrialBalanceBatch(this))
    , m_busyDelay(new BusyDelay(this))
{
    connect(m_busyDelay, &BusyDelay::shownChanged, this, &TrialBalancePane::updateState);
    setObjectName(u"trialBalancePane"_s);
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &TrialBalancePane::refresh);

    QWidget *controls = buildControls();

    m_balanceIcon = new QLabel(this);
    m_balanceIcon->setObjectName(u"balanceIcon"_s);
    m_balance = new QLabel(this);
    m_balance->setObjectName(u"balanceLabel"_s);
    m_balance->setAccessibleName(tr("Balance check"));
    m_balance->setWordWrap(true);
    m_balance->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_balance->font();
    bold.setBold(true);
    m_balance->setFont(bold);

    // Its line stays reserved: showing it must not move the table and the chart, which would
    // lay out and repaint both on every refresh.
    m_busy = newBusyBar(this, true);
    m_busy->setMaximumHeight(6);
    m_stateLabel = newStateLabel(this, u"trialBalanceState"_s);

    m_view = new QTableView(this);
    setUpDataView(m_view, u"trialBalanceView"_s, tr("Trial balance"));
    m_view->setModel(m_model);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setMinimumSectionSize(0);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() * 3 / 2 + 2);
    // Headings, bold subtotals and alternating rows carry the structure; a grid only adds noise.
    m_view->setShowGrid(false);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // Enter and double-click (the platform's activation) open the account's transactions.
    connect(m_view, &QAbstractItemView::activated, this, &TrialBalancePane::activateRow);
    connect(m_ledgerOpener, &AccountLedgerOpener::notOffered, this, [this] {
        m_entriesOffered = false;
        openTransactionsInstead(m_model->date());
    });
    connect(m_ledgerOpener, &AccountLedgerOpener::errorOccurred, this,
            &TrialBalancePane::errorOccurred);
    connect(m_ledgerOpener, &AccountLedgerOpener::openTransaction, this,
            &TrialBalancePane::openTransaction);
    connect(m_ledgerOpener, &AccountLedgerOpener::openRefund, this, &TrialBalancePane::openRefund);
    connect(m_ledgerOpener, &AccountLedgerOpener::openPayout, this, &TrialBalancePane::openPayout);
    // Whatever set the figures (a load, or setTrialBalance()), the table's spans, the chart and
    // the balance mark follow.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        layoutTable();
        m_chart->setReport(m_model->report());
        m_chartPlace->update(); // the table's columns, the chart's legend may have grown
        updateBalance();
        updateState();
    });

    setTabOrder(m_export, m_view);

    m_chart = new TrialBalanceChart(this);
    m_chart->setObjectName(u"trialBalanceChart"_s);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"trialBalanceSplitter"_s);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_chart);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(true);
    // Beside the table when the pane has room for both (the chart's legend whole); below it
    // when the window is narrow or a comparison's columns need the width.
    m_chartPlace = new SideOrBelow(
        m_splitter, [this] { return tableSize(); },
        [this] { return QSize(m_chart->widthNeeded(), fontMetrics().height() * 16); });

    auto *balanceRow = new QHBoxLayout;
    balanceRow->addWidget(m_balanceIcon);
    balanceRow->addWidget(m_balance, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addLayout(balanceRow);
    layout->addWidget(m_busy);
    layout->addWidget(m_stateLabel);
    layout->addWidget(m_splitter, 1);

    connect(m_model, &ledger::TrialBalanceModel::loadingChanged, this,
            &TrialBalancePane::updateState);
    connect(m_model, &ledger::TrialBalanceModel::loaded, this, &TrialBalancePane::onLoaded);
    connect(m_model, &ledger::TrialBalanceModel::errorOccurred, this,
            [this](const api::ApiError &error) {
                m_error = error;
                updateState();
                Q_EMIT errorOccurred(error);
            });
    connect(m_exporter, &ledger::TrialBalanceExporter::finished, this,
            [this](const QString &path, const QString &error) {
                updateState();
                if (error.isEmpty())
                    Q_EMIT fileExported(
                        tr("Exported the trial balance to %1.").arg(QDir::toNativeSeparators(path)),
                        path);
                else
                    Q_EMIT statusMessage(tr("The export failed. %1").arg(error));
                Q_EMIT exportFinished(path, error);
            });

    setFocusProxy(m_asOf);
    updateBalance();
    updateState();
}

TrialBalancePane::~TrialBalancePane()
{
    if (m_merchantRequest && m_client)
        m_client->cancel(m_merchantRequest);
}

QWidget *TrialBalancePane::buildControls()
{
    auto *bar = new QWidget(this);
    // Wraps onto a second line rather than widen the window; a label stays with its field.
    auto *row = new FlowLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    const auto together = [bar](std::initializer_list<QWidget *> widgets) {
        auto *group = new QWidget(bar);
        auto *box = new QHBoxLayout(group);
        box->setContentsMargins(0, 0, 0, 0);
        for (QWidget *w : widgets)
            box->addWidget(w);
        return group;
    };

    m_asOf = new QDateEdit(models::serviceToday(), bar);
    m_asOf->setObjectName(u"asOfDate"_s);
    m_asOf->setCalendarPopup(true);
    m_asOf->setDisplayFormat(dateEditFormat());
    m_asOf->setAccessibleName(tr("As-of date"));
    m_asOf->setToolTip(tr("Balances at the end of this day (UTC)"));
    auto *asOfLabel = new QLabel(tr("As &of:"), bar);
    asOfLabel->setBuddy(m_asOf);

    m_presets = new QToolButton(bar);
    m_presets->setObjectName(u"presetsButton"_s);
    m_presets->setText(tr("&Presets"));
    m_presets->setAccessibleName(tr("Date presets"));
    m_presets->setPopupMode(QToolButton::InstantPopup);
    m_presets->setFocusPolicy(Qt::StrongFocus);
    auto *presets = new QMenu(m_presets);
    const QList<std::pair<Preset, QString>> presetNames{
        {Preset::EndOfLastMonth, tr("End of last month")},
        {Preset::EndOfLastQuarter, tr("End of last quarter")},
        {Preset::EndOfLastYear, tr("End of last year")},
    };
    for (const auto &[preset, name] : presetNames) {
        QAction *a = presets->addAction(name);
        a->setObjectName(u"preset%1"_s.arg(int(preset)));
        connect(a, &QAction::triggered, this, [this, preset] { applyPreset(preset); });
    }
    m_presets->setMenu(presets);

    m_currency = new QComboBox(bar);
    m_currency->setObjectName(u"currencyCombo"_s);
    m_currency->setAccessibleName(tr("Currency"));
    for (const CurrencyInfo &c : Currency::all())
        m_currency->addItem(c.code, c.code);
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(u"USD"_s)));
    auto *currencyLabel = new QLabel(tr("&Currency:"), bar);
    currencyLabel->setBuddy(m_currency);

    m_compare = new QCheckBox(tr("Co&mpare with:"), bar);
    m_compare->setObjectName(u"compareCheck"_s);
    m_compare->setAccessibleName(tr("Compare with a second date"));
    m_compareEdit = new QDateEdit(endOfPreviousMonth(m_asOf->date()), bar);
    m_compareEdit->setObjectName(u"compareDate"_s);
    m_compareEdit->setCalendarPopup(true);
    m_compareEdit->setDisplayFormat(dateEditFormat());
    m_compareEdit->setAccessibleName(tr("Comparison date"));
    m_compareEdit->setEnabled(false);

    m_refresh = new QPushButton(tr("&Refresh"), bar);
    m_refresh->setObjectName(u"refreshButton"_s);
    m_refresh->setAccessibleName(tr("Reload the trial balance"));
    connect(m_refresh, &QPushButton::clicked, this, &TrialBalancePane::refresh);

    m_export = new QToolButton(bar);
    m_export->setObjectName(u"exportButton"_s);
    m_export->setText(tr("&Export"));
    m_export->setAccessibleName(tr("Export the trial balance"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setFocusPolicy(Qt::StrongFocus);
    auto *exports = new QMenu(m_export);
    const QList<std::pair<ExportFormat, QString>> formats{
        {ExportFormat::Csv, tr("CSV…")},
        {ExportFormat::Xlsx, tr("Excel workbook (XLSX)…")},
        {ExportFormat::Pdf, tr("PDF…")},
    };
    for (const auto &[format, name] : formats) {
        QAction *a = exports->addAction(name);
        a->setObjectName(u"export_"_s + ledger::exportFormatName(format));
        connect(a, &QAction::triggered, this, [this, format] { exportWithDialog(format); });
    }
    // Every currency in use in one file, as of the same dates.
    exports->addSeparator();
    exports->setToolTipsVisible(true);
    m_allCurrencies = exports->addMenu(tr("&All currencies"));
    m_allCurrencies->setObjectName(u"exportAllCurrencies"_s);
    for (const auto &[format, name] : formats) {
        QAction *a = m_allCurrencies->addAction(name);
        a->setObjectName(u"export_all_"_s + ledger::exportFormatName(format));
        connect(a, &QAction::triggered, this,
                [this, format] { exportWithDialog(format, Scope::AllCurrencies); });
    }
    m_export->setMenu(exports);

    connect(m_asOf, &QDateEdit::dateChanged, this, [this](const QDate &date) {
        m_asOfPreset.reset(); // applyPreset() sets it after the date
        // The comparison follows the as-of date (the month end before it) until the user
        // picks one.
        if (!m_compareEdited) {
            const QSignalBlocker block(m_compareEdit);
            m_compareEdit->setDate(endOfPreviousMonth(date));
        }
        scheduleRefresh();
    });
    connect(m_compareEdit, &QDateEdit::dateChanged, this, [this] {
        m_compareEdited = true;
        scheduleRefresh();
    });
    connect(m_compare, &QCheckBox::toggled, this, [this](bool on) {
        m_compareEdit->setEnabled(on);
        scheduleRefresh();
    });
    connect(m_currency, &QComboBox::currentIndexChanged, this, &TrialBalancePane::scheduleRefresh);

    row->addWidget(together({asOfLabel, m_asOf, m_presets}));
    row->addWidget(together({currencyLabel, m_currency}));
    row->addWidget(together({m_compare, m_compareEdit}));
    m_zero = new QCheckBox(tr("Show &zero balances"), bar);
    m_zero->setObjectName(u"zeroCheck"_s);
    connect(m_zero, &QCheckBox::toggled, this, [this](bool on) {
        m_model->setIncludeZero(on);
        scheduleRefresh();
    });
    row->addWidget(m_zero);
    m_chartToggle = new QToolButton(bar);
    m_chartToggle->setObjectName(u"chartToggle"_s);
    m_chartToggle->setText(tr("Chart"));
    m_chartToggle->setToolTip(tr("Show the chart of debits and credits by account type"));
    m_chartToggle->setCheckable(true);
    m_chartToggle->setChecked(true);
    m_chartToggle->setFocusPolicy(Qt::StrongFocus);
    connect(m_chartToggle, &QToolButton::toggled, this, [this](bool on) {
        m_chart->setVisible(on);
        if (on)
            m_chartPlace->reset(); // the pane may have changed size meanwhile
    });
    row->addWidget(m_chartToggle);
    row->addWidget(m_refresh);
    row->addWidget(m_export);
    setTabOrder(m_asOf, m_presets);
    setTabOrder(m_presets, m_currency);
    setTabOrder(m_currency, m_compare);
    setTabOrder(m_compare, m_compareEdit);
    setTabOrder(m_compareEdit, m_zero);
    setTabOrder(m_zero, m_chartToggle);
    setTabOrder(m_chartToggle, m_refresh);
    setTabOrder(m_refresh, m_export);
    return bar;
}

void TrialBalancePane::setClient(api::ApiClient *client)
{
    if (m_merchantRequest && m_client)
        m_client->cancel(m_merchantRequest);
    m_merchantRequest = 0;
    if (m_chartRequest && m_client)
        m_client->cancel(m_chartRequest);
    m_chartRequest = 0;
    m_model->setClient(client);
    m_batch->cancel();
    m_inUse.clear();
    m_ledgerOpener->setClient(client);
    m_entriesOffered = true;
    m_currenciesAsked = false;
    m_client = client;
    m_merchantId.reset();
    m_error.reset();
    m_loadedOnce = false;
    m_model->clear();
    m_stale = client != nullptr;
    if (m_stale && isVisible())
        refresh();
    updateBalance();
    updateState();
}

void TrialBalancePane::setProfile(const profiles::Profile &profile)
{
    m_profile = profile;
}

void TrialBalancePane::setMerchantId(const QString &merchantId)
{
    m_merchantId = merchantId;
}

QDate TrialBalancePane::asOfDate() const
{
    return m_asOf->date();
}

void TrialBalancePane::setAsOfDate(const QDate &date)
{
    m_asOf->setDate(date);
    m_asOfPreset.reset(); // a day, even the one a preset gives
}

QString TrialBalancePane::currency() const
{
    return m_currency->currentData().toString();
}

void TrialBalancePane::setCurrency(const QString &currency)
{
    int i = m_currency->findData(currency);
    if (i < 0 && Currency::isKnown(currency)) {
        // Asked for by name (a saved state, the command line): offered even when not in use.
        m_currency->addItem(currency, currency);
        i = m_currency->count() - 1;
    }
    if (i >= 0)
        m_currency->setCurrentIndex(i);
}

void TrialBalancePane::offerCurrencies(const QStringList &inUse)
{
    if (inUse.isEmpty())
        return;
    m_inUse = inUse;
    m_inUse.sort();
    updateState();
    const QString current = currency();
    {
        const QSignalBlocker block(m_currency);
        m_currency->clear();
        for (const QString &code : inUse)
            m_currency->addItem(code, code);
        if (!inUse.contains(current))
            m_currency->addItem(current, current);
        m_currency->setCurrentIndex(m_currency->findData(current));
    }
}

std::optional<QDate> TrialBalancePane::compareDate() const
{
    if (!m_compare->isChecked())
        return std::nullopt;
    return m_compareEdit->date();
}

void TrialBalancePane::setCompareDate(const std::optional<QDate> &date)
{
    if (date) {
        const QSignalBlocker block(m_compareEdit);
        m_compareEdit->setDate(*date);
        m_compareEdited = true;
    }
    m_compare->setChecked(date.has_value());
    scheduleRefresh();
}

QDate TrialBalancePane::presetDate(Preset preset, const QDate &today)
{
    switch (preset) {
    case Preset::EndOfLastMonth:
        return endOfPreviousMonth(today);
    case Preset::EndOfLastQuarter:
        return QDate(today.year(), (today.month() - 1) / 3 * 3 + 1, 1).addDays(-1);
    case Preset::EndOfLastYear:
        return QDate(today.year() - 1, 12, 31);
    }
    return today;
}

void TrialBalancePane::applyPreset(Preset preset)
{
    setAsOfDate(presetDate(preset, models::serviceToday()));
    m_asOfPreset = preset;
}

void TrialBalancePane::setCompareFollowingAsOf()
{
    m_compareEdited = false;
    {
        const QSignalBlocker block(m_compareEdit);
        m_compareEdit->setDate(endOfPreviousMonth(asOfDate()));
    }
    m_compare->setChecked(true);
    scheduleRefresh();
}

void TrialBalancePane::addWindowActions(const WindowMenus &menus,
                                        const std::function<void()> &raise)
{
    const std::pair<Preset, QString> presets[] = {
        {Preset::EndOfLastMonth, tr("Trial balance at end of last &month")},
        {Preset::EndOfLastQuarter, tr("Trial balance at end of last &quarter")},
        {Preset::EndOfLastYear, tr("Trial balance at end of last &year")}};
    for (const auto &[preset, text] : presets) {
        menus.view->addAction(text, this, [this, raise, preset = preset] {
            raise();
            applyPreset(preset);
        });
    }
}

void TrialBalancePane::scheduleRefresh()
{
    if (m_client)
        m_debounce->start();
}

void TrialBalancePane::refresh()
{
    m_debounce->stop();
    m_stale = false;
    if (!m_client)
        return;
    if (!m_currenciesAsked) {
        // Once per client, when the pane is first shown (not at start-up): the currencies with
        // postings, where the service says (a project addition); else every currency PayDesk
        // knows stays on offer.
        m_currenciesAsked = true;
        m_chartRequest =
            m_client->ledgerChart(this, [this](const api::Result<api::LedgerChart> &r) {
                m_chartRequest = 0;
                if (r && r->currencies)
                    offerCurrencies(*r->currencies);
            });
    }
    m_error.reset();
    m_model->load(asOfDate(), currency(), compareDate());
    updateState();
}

void TrialBalancePane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void TrialBalancePane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateBalance();
}

void TrialBalancePane::onLoaded()
{
    m_loadedOnce = true;
    m_error.reset();
    updateBalance();
    updateState();
    Q_EMIT lastRefreshed(QDateTime::currentDateTime());
    // Only the verdict: the pane's balance line says the totals and what is compared, which
    // would not fit beside the status bar's permanent labels.
    const QString date = ledger::shortDate(m_model->date(), QLocale());
    const TrialBalanceReport &r = m_model->report();
    Q_EMIT statusMessage(
        r.isEmpty() && r.isBalanced()
            ? tr("Trial balance as of %1 in %2: no postings.").arg(date, m_model->currency())
        : isBalanced()
            ? tr("Trial balance as of %1 in %2: balanced.").arg(date, m_model->currency())
            : tr("Trial balance as of %1 in %2: out of balance.").arg(date, m_model->currency()));
}

void TrialBalancePane::layoutTable()
{
    // Only what changed: setting the same spans and resize modes again would lay the table out
    // (and size its columns from their contents) once more on every refresh.
    const int columns = m_model->columnCount();
    const auto spanOf = [&](int r) { return m_model->rowKind(r) == RowKind::Group ? columns : 1; };
    bool spansDiffer = false;
    for (int r = 0; r < m_model->rowCount() && !spansDiffer; ++r)
        spansDiffer = m_view->columnSpan(r, 0) != spanOf(r) || m_view->rowSpan(r, 0) != 1;
    if (spansDiffer) {
        m_view->clearSpans();
        for (int r = 0; r < m_model->rowCount(); ++r) {
            if (spanOf(r) > 1)
                m_view->setSpan(r, 0, 1, spanOf(r));
        }
    }
    QHeaderView *header = m_view->horizontalHeader();
    for (int c = 0; c < columns; ++c) {
        const auto mode =
            c == TrialBalanceReport::Account ? QHeaderView::Stretch : QHeaderView::ResizeToContents;
        if (header->sectionResizeMode(c) != mode)
            header->setSectionResizeMode(c, mode);
    }
}

QSize TrialBalancePane::tableSize() const
{
    const QHeaderView *header = m_view->horizontalHeader();
    const auto *view = static_cast<const QAbstractItemView *>(m_view);
    const int frame = 2 * m_view->frameWidth();
    int width = frame + m_view->verticalScrollBar()->sizeHint().width();
    // What each column's cells and title need (the sections may not have followed new figures
    // yet, and the account's stretches).
    for (int c = 0; c < m_model->columnCount(); ++c) {
        if (!header->isSectionHidden(c))
            width += std::max(view->sizeHintForColumn(c), header->sectionSizeHint(c));
    }
    const int rows = m_model->rowCount() * m_view->verticalHeader()->defaultSectionSize();
    return {width, frame + header->sizeHint().height() + rows};
}

bool TrialBalancePane::isChartShown() const
{
    return m_chartToggle->isChecked();
}

void TrialBalancePane::setChartShown(bool shown)
{
    m_chartToggle->setChecked(shown);
}

bool TrialBalancePane::isChartBeside() const
{
    return m_chartPlace->isBeside();
}

void TrialBalancePane::activateRow(const QModelIndex &index)
{
    if (!index.isValid() || m_model->rowKind(index.row()) != RowKind::Account)
        return;
    const ledger::TrialBalanceRow &row = m_model->rowAt(index.row());
    const QDate asOf = m_model->date();
    // The period runs from the comparison date (its balance is the opening), else the month.
    const auto compare = m_model->report().compareDate();
    const QDate from =
        compare && *compare < asOf ? compare->addDays(1) : QDate(asOf.year(), asOf.month(), 1);
    api::LedgerAccount account;
    account.code = row.code;
    account.name = row.name;
    account.type = row.rawType;
    // Trial balance lines do not carry the normal side; the type gives it (a contra account
    // shows its balance as Dr or Cr either way).
    const auto type = ledger::accountTypeFromName(row.rawType);
    account.normalBalance =
        type == ledger::AccountType::Asset || type == ledger::AccountType::Expense ? u"debit"_s
                                                                                   : u"credit"_s;
    openAccountLedger(account, m_model->currency(), from, asOf);
}

void TrialBalancePane::openAccountLedger(const api::LedgerAccount &account, const QString &currency,
                                         const QDate &from, const QDate &to)
{
    if (!m_entriesOffered)
        return openTransactionsInstead(to);
    m_ledgerOpener->setMetadata(exportMetadata());
    m_ledgerOpener->open(account, currency, from, to);
    Q_EMIT statusMessage(
        tr("Opening the entries of %1 %2 in %3…").arg(account.code, account.name, currency));
}

void TrialBalancePane::openTransactionsInstead(const QDate &asOf)
{
    Q_EMIT statusMessage(tr("This service does not list an account's entries, so the month's "
                            "transactions are shown instead."));
    Q_EMIT openTransactions(QDate(asOf.year(), asOf.month(), 1), asOf.addDays(1), currency());
}

bool TrialBalancePane::hasFigures() const
{
    return m_loadedOnce || !m_model->report().isEmpty();
}

bool TrialBalancePane::isBalanced() const
{
    const TrialBalanceReport &r = m_model->report();
    return r.isBalanced() && r.isComparisonBalanced();
}

QString TrialBalancePane::balanceText() const
{
    const TrialBalanceReport &r = m_model->report();
    if (!hasFigures())
        return {};
    if (r.isEmpty() && r.isBalanced())
        return tr("No postings in %1 on or before %2.")
            .arg(r.currency(), ledger::shortDate(r.date(), QLocale()));
    return r.balanceText(QLocale());
}

void TrialBalancePane::updateBalance()
{
    const QString text = balanceText();
    const bool shown = !text.isEmpty();
    m_balance->setVisible(shown);
    m_balanceIcon->setVisible(shown);
    if (!shown)
        return;
    const bool empty = m_model->report().isEmpty();
    const bool ok = isBalanced();
    const int size = m_balance->fontMetrics().height();
    // A refresh that brings the same figures changes nothing here: setting the same pixmap,
    // palette and wrapped text again would lay out and repaint the line for nothing.
    const BalanceLine line{text, empty, ok, size, palette().cacheKey()};
    if (line == m_balanceLine)
        return;
    m_balanceLine = line;
    const QStyle::StandardPixmap icon =
        ok ? QStyle::SP_DialogApplyButton : QStyle::SP_MessageBoxWarning;
    m_balanceIcon->setPixmap(empty ? QPixmap() : style()->standardIcon(icon).pixmap(size, size));
    QPalette pal = m_balance->palette();
    pal.setColor(QPalette::WindowText,
                 empty ? palette().color(QPalette::WindowText) : balanceColor(ok, palette()));
    m_balance->setPalette(pal);
    m_balance->setText(text);
    m_balance->setAccessibleDescription(text);
}

void TrialBalancePane::updateState()
{
    const bool loading = m_model->isLoading();
    // A quick answer shows no busy state (see BusyDelay).
    const bool showBusy = m_busyDelay->update(loading);
    m_busy->setVisible(showBusy);
    m_refresh->setEnabled(m_client != nullptr);
    m_export->setEnabled(hasFigures() && !isExporting());
    m_allCurrencies->menuAction()->setEnabled(!m_inUse.isEmpty());
    m_allCurrencies->menuAction()->setToolTip(
        m_inUse.isEmpty() ? tr("This service does not say which currencies are in use.")
                          : tr("One file with the trial balance in %1.")
                                .arg(QLocale().createSeparatedList(m_inUse)));
    QString text;
    if (!m_client)
        text = tr("Not connected. Choose a profile to see its trial balance.");
    else if (m_error)
        text = tr("The trial balance could not be loaded: %1").arg(m_error->message());
    else if (showBusy && !m_loadedOnce)
        text = tr("Loading the trial balance…");
    showState(m_stateLabel, text, m_error);
}

QByteArray TrialBalancePane::saveState() const
{
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s << StateMagic << StateVersion << m_splitter->saveState() << currency()
      << m_compare->isChecked() << m_exportDir << isChartShown();
    return out;
}

bool TrialBalancePane::restoreState(const QByteArray &state)
{
    QDataStream s(state);
    s.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    quint16 version = 0;
    s >> magic >> version;
    if (magic != StateMagic || version < 1 || version > StateVersion)
        return false;
    QByteArray splitter;
    QString currencyCode;
    bool compare = false;
    QString exportDir;
    bool chart = true;
    s >> splitter >> currencyCode >> compare >> exportDir;
    if (version >= 2)
        s >> chart;
    if (s.status() != QDataStream::Ok)
        return false;
    m_splitter->restoreState(splitter);
    setCurrency(currencyCode);
    m_compare->setChecked(compare);
    m_exportDir = exportDir;
    setChartShown(chart);
    m_chartPlace->update(); // the room of this window, not the saved one's
    return true;
}

} // namespace paydesk::ui
