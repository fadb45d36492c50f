// The window and every dialog fit a 1366x768 laptop, in English, German and French: the real
// window in a real X window (Xvfb, the xcb platform), on a freshly seeded Local sandbox. Each
// pane and dialog is opened in the state a user meets it in (New charge after a declined fraud
// check with its override, a transaction with three refunds in the detail panel) and checked
// for: a window larger than the screen or with a minimum width over 1024 px, a widget
// overlapping a sibling or sticking out of its parent, a text cut off without an ellipsis and a
// tooltip, a form that scrolls sideways, a list that hides rows it could show, and a passing
// message the status bar cannot show whole beside its permanent labels.
// In every scene, the columns a person reads first (statuses, account names, amounts, verdicts,
// the timeline's lines) must show each visible header and cell whole (elisioncheck.h).
// ui.layoutfit runs on a 1366x768 screen, ui.layoutfit_200 on a 2732x1536 one at
// QT_SCALE_FACTOR=2 (the same laptop at 200%); both skip without an X server.
#include "charts/trialbalancechart.h"
#include "dialogs/accountledgerdialog.h"
#include "dialogs/gotoanything.h"
#include "dialogs/keysdialog.h"
#include "dialogs/newchargedialog.h"
#include "dialogs/newkeydialog.h"
#include "dialogs/paymentlinkdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/reconciledialog.h"
#include "dialogs/refunddialog.h"
#include "dialogs/webhookendpointsdialog.h"
#include "elisioncheck.h"
#include "ledger/accountledgermodel.h"
#include "ledger/accountstreemodel.h"
#include "ledger/trialbalancemodel.h"
#include "ledger/trialbalancereport.h"
#include "localsandbox/localsandboxhost.h"
#include "mainwindow.h"
#include "models/activitymodel.h"
#include "models/paymentlinksmodel.h"
#include "models/payoutsmodel.h"
#include "models/refundsmodel.h"
#include "models/transactionsmodel.h"
#include "panes/accountspane.h"
#include "panes/activitypane.h"
#include "panes/paymentlinkdetail.h"
#include "panes/paymentlinkspane.h"
#include "panes/payoutdetail.h"
#include "panes/payoutspane.h"
#include "panes/refundspane.h"
#include "panes/transactiondetail.h"
#include "panes/transactionspane.h"
#include "panes/transactiontimeline.h"
#include "panes/trialbalancepane.h"
#include "panes/webhookspane.h"
#include "profiles/appsettings.h"
#include "profiles/language.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profileeditordialog.h"
#include "profiles/profilestore.h"
#include "savedviews/manageviewsdialog.h"
#include "savedviews/savedviewsidebar.h"
#include "savedviews/viewnamedialog.h"
#include "session/session.h"
#include "session/webhookinspector.h"
#include "webhooks/deliverymodel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSizeGrip>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QStyleOptionFrame>
#include <QStyleOptionViewItem>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace paydesk;

namespace {

constexpr int MaxMinimumWidth = 1024;

QString describe(const QWidget *w)
{
    QStringList path;
    for (const QWidget *p = w; p && !p->isWindow(); p = p->parentWidget()) {
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(u"qt_"_s)) {
            path.prepend(p->objectName());
            if (path.size() == 3)
                break;
        }
    }
    QString text;
    if (const auto *l = qobject_cast<const QLabel *>(w))
        text = l->text();
    else if (const auto *b = qobject_cast<const QAbstractButton *>(w))
        text = b->text();
    else if (const auto *g = qobject_cast<const QGroupBox *>(w))
        text = g->title();
    else if (const auto *e = qobject_cast<const QLineEdit *>(w))
        text = e->text().isEmpty() ? e->placeholderText() : e->text();
    return u"%1 %2 \"%3\" %4x%5"_s
        .arg(QString::fromLatin1(w->metaObject()->className()), path.join(u'/'), text.left(60))
        .arg(w->width())
        .arg(w->height());
}

bool isViewport(const QWidget *w)
{
    const auto *area = w ? qobject_cast<const QAbstractScrollArea *>(w->parentWidget()) : nullptr;
    return area && area->viewport() == w;
}

// Where a line edit draws its text (or its placeholder).
int lineEditTextWidth(const QLineEdit *edit)
{
    QStyleOptionFrame option;
    option.initFrom(edit);
    option.rect = edit->rect();
    option.lineWidth = edit->hasFrame()
                           ? edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit)
                           : 0;
    QRect r = edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit);
    r = r.marginsRemoved(edit->textMargins());
    int width = r.width() - 2 * 2; // QLineEdit's own horizontal margin
    // The clear button and other side widgets take their room whether shown or not.
    for (const QWidget *side : edit->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (!side->isWindow() && side->inherits("QToolButton"))
            width -= side->width();
    }
    return width;
}

// A text that does not fit and is neither wrapped nor elided with its whole in a tooltip.
QString clippedText(QWidget *w)
{
    if (auto *label = qobject_cast<QLabel *>(w)) {
        if (label->text().isEmpty() || isViewport(label->parentWidget()))
            return {};
        if (label->wordWrap()) {
            const int needed = label->heightForWidth(label->width());
            return needed > label->height() + 1
                       ? u"wrapped text needs %1 px of height"_s.arg(needed)
                       : QString();
        }
        const QSize hint = label->sizeHint();
        if (label->text().contains(u'…') && !label->toolTip().isEmpty())
            return {};
        if (hint.width() > label->width() + 1)
            return u"text needs %1 px of width"_s.arg(hint.width());
        if (hint.height() > label->height() + 1)
            return u"text needs %1 px of height"_s.arg(hint.height());
        return {};
    }
    if (auto *button = qobject_cast<QAbstractButton *>(w)) {
        if (button->text().isEmpty() || button->inherits("QLineEditIconButton"))
            return {};
        const QSize hint = button->sizeHint();
        if (hint.width() > button->width() + 1 || hint.height() > button->height() + 1)
            return u"text needs %1x%2 px"_s.arg(hint.width()).arg(hint.height());
        return {};
    }
    if (auto *group = qobject_cast<QGroupBox *>(w)) {
        const int needed = group->fontMetrics().horizontalAdvance(group->title()) + 16;
        return needed > group->width() ? u"title needs %1 px"_s.arg(needed) : QString();
    }
    if (auto *edit = qobject_cast<QLineEdit *>(w)) {
        // Typed text scrolls; a placeholder or the value of a spin box must be seen whole.
        const bool inSpinBox =
            edit->parentWidget() && edit->parentWidget()->inherits("QAbstractSpinBox");
        const QString text = edit->text().isEmpty() ? edit->placeholderText()
                             : inSpinBox            ? edit->text()
                                                    : QString();
        if (text.isEmpty())
            return {};
        const int needed = edit->fontMetrics().horizontalAdvance(text);
        const int room = lineEditTextWidth(edit);
        return needed > room ? u"\"%1\" needs %2 px, has %3"_s.arg(text).arg(needed).arg(room)
                             : QString();
    }
    if (auto *combo = qobject_cast<QComboBox *>(w)) {
        if (combo->isEditable() || combo->currentText().isEmpty())
            return {};
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.rect = combo->rect();
        option.editable = false;
        option.frame = combo->hasFrame();
        const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                           QStyle::SC_ComboBoxEditField, combo);
        int needed = combo->fontMetrics().horizontalAdvance(combo->currentText());
        if (!combo->itemIcon(combo->currentIndex()).isNull())
            needed += combo->iconSize().width() + 4;
        return needed > field.width() ? u"\"%1\" needs %2 px, has %3"_s.arg(combo->currentText())
                                            .arg(needed)
                                            .arg(field.width())
                                      : QString();
    }
    if (auto *tabs = qobject_cast<QTabBar *>(w)) {
        for (int i = 0; i < tabs->count(); ++i) {
            QString text = tabs->tabText(i);
            text.remove(u'&');
            const int needed =
                tabs->fontMetrics().horizontalAdvance(text) +
                tabs->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, tabs) +
                (tabs->tabIcon(i).isNull() ? 0 : tabs->iconSize().width() + 4);
            const bool cut = tabs->tabRect(i).width() < needed;
            if (cut && (tabs->elideMode() == Qt::ElideNone || tabs->tabToolTip(i).isEmpty()))
                return u"tab \"%1\" is cut"_s.arg(tabs->tabText(i));
        }
    }
    return {};
}

int minimumWidthOf(const QWidget *w)
{
    return std::max(w->minimumWidth(), w->minimumSizeHint().width());
}

// What makes a window so wide: from the window down, the child with the widest minimum.
QString widestChain(const QWidget *window)
{
    QStringList chain;
    for (const QWidget *w = window; w && chain.size() < 12;) {
        chain << u"%1 (%2)"_s.arg(describe(w)).arg(minimumWidthOf(w));
        const QWidget *widest = nullptr;
        for (const QWidget *c : w->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (!c->isWindow() && (!c->isHidden() || qobject_cast<const QStackedWidget *>(w)) &&
                (!widest || minimumWidthOf(c) > minimumWidthOf(widest)))
                widest = c;
        }
        w = widest;
    }
    return chain.join(u"\n    > "_s);
}

// Everything wrong with what `top` shows: overlapping siblings, children outside their parent,
// clipped texts, forms that scroll sideways.
QStringList layoutProblems(QWidget *top)
{
    QStringList problems;
    QList<QWidget *> shown{top};
    for (QWidget *w : top->findChildren<QWidget *>()) {
        if (!w->isWindow() && w->isVisibleTo(top) && !w->size().isEmpty())
            shown << w;
    }
    for (QWidget *parent : std::as_const(shown)) {
        if (isViewport(parent) || parent->inherits("QAbstractSpinBox") ||
            parent->inherits("QComboBox") || parent->inherits("QLineEdit"))
            continue; // scrolled content, and the inner parts of one control
        QList<QWidget *> children;
        for (QWidget *c : parent->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (!c->isWindow() && c->isVisibleTo(top) && !c->size().isEmpty() &&
                !c->inherits("QSizeGrip") && !c->inherits("QFocusFrame") &&
                !c->inherits("QRubberBand"))
                children << c;
        }
        for (QWidget *c : std::as_const(children)) {
            const QRect outside = c->geometry().united(parent->rect());
            if (outside != parent->rect() && !qobject_cast<QAbstractScrollArea *>(parent))
                problems << u"outside its parent (%1): %2"_s.arg(describe(parent), describe(c));
        }
        for (qsizetype i = 0; i < children.size(); ++i) {
            for (qsizetype j = i + 1; j < children.size(); ++j) {
                const QRect both = children[i]->geometry() & children[j]->geometry();
                if (both.width() > 1 && both.height() > 1)
                    problems << u"overlap: %1 and %2"_s.arg(describe(children[i]),
                                                            describe(children[j]));
            }
        }
    }
    for (QWidget *w : std::as_const(shown)) {
        const QString clipped = clippedText(w);
        if (!clipped.isEmpty())
            problems << u"clipped: %1: %2"_s.arg(describe(w), clipped);
        if (auto *area = qobject_cast<QScrollArea *>(w);
            area && area->horizontalScrollBar()->isVisible())
            problems << u"scrolls sideways: %1:\n    %2"_s.arg(describe(w),
                                                               widestChain(area->widget()));
    }
    return problems;
}

// The window inside the available screen, no wider a minimum than a small laptop has.
QStringList windowProblems(QWidget *window)
{
    QStringList problems;
    const QRect screen = window->screen()->availableGeometry();
    if (!screen.contains(window->frameGeometry()))
        problems << u"%1 at %2,%3 %4x%5 is not inside the screen's %6x%7"_s
                        .arg(QString::fromLatin1(window->metaObject()->className()))
                        .arg(window->frameGeometry().x())
                        .arg(window->frameGeometry().y())
                        .arg(window->frameGeometry().width())
                        .arg(window->frameGeometry().height())
                        .arg(screen.width())
                        .arg(screen.height());
    const int minimum = std::max(window->minimumWidth(), window->minimumSizeHint().width());
    if (minimum > MaxMinimumWidth)
        problems << u"%1's minimum width is %2 px:\n    %3"_s
                        .arg(QString::fromLatin1(window->metaObject()->className()))
                        .arg(minimum)
                        .arg(widestChain(window));
    return problems;
}

// The columns a person reads first, by view: what must never be cut.
const testing::ReadFirstColumns &readFirstColumns()
{
    using TB = ledger::TrialBalanceReport;
    static const testing::ReadFirstColumns columns{
        {u"transactionsView"_s,
         {{models::TransactionsModel::Amount, models::TransactionsModel::Status}}},
        {u"refundsView"_s, {{models::RefundsModel::Amount, models::RefundsModel::Status}}},
        {u"paymentLinksView"_s,
         {{models::PaymentLinksModel::Amount, models::PaymentLinksModel::Status}}},
        {u"deliveriesView"_s,
         {{webhooks::DeliveryModel::AmountColumn, webhooks::DeliveryModel::VerdictColumn}}},
        {u"trialBalanceView"_s,
         {{TB::Account, TB::Debit, TB::Credit, TB::CompareDebit, TB::CompareCredit, TB::Change}}},
        {u"accountsView"_s, {{ledger::AccountsTreeModel::Name}}},
        {u"accountLedgerView"_s,
         {{ledger::AccountLedgerModel::Debit, ledger::AccountLedgerModel::Credit,
           ledger::AccountLedgerModel::Balance}}},
        {u"timelineList"_s, {{0, 1}, true}}, // when, what
        {u"refundList"_s, {{0}}},            // a refund's amount
        {u"linkAttempts"_s, {{1}}},          // a try's result
        {u"savedViewsList"_s, {{0, 1, 2}}},  // a view's name, pane and key
        {u"gotoResults"_s, {{0, 1}}},        // what Go to anything found, and what tells it apart
        {u"payoutsView"_s, {{models::PayoutsModel::Status, models::PayoutsModel::Net}}},
        {u"payoutItems"_s, {{0, 4}}}, // a payout's item (a charge or refund) and its net
        {u"activityView"_s,
         {{models::ActivityModel::Key, models::ActivityModel::What,
           models::ActivityModel::Answer}}},
        {u"reconcileResult"_s, {{2, 3, 4}}}, // the statement's, the ledger's, their difference
        {u"endpointList"_s, {{0, 2}}},       // an endpoint's URL and its state
        {u"keyList"_s, {{0, 3}}},            // a key's name and its state
    };
    return columns;
}

// The status bar's passing messages since the last scene: one shown for five seconds may be
// gone by the time a scene is checked.
class StatusMessageLog : public QObject
{
public:
    explicit StatusMessageLog(QStatusBar *bar)
        : QObject(bar)
    {
        setObjectName(u"statusMessageLog"_s);
        connect(bar, &QStatusBar::messageChanged, this, [this](const QString &text) {
            if (!text.isEmpty() && !shown.contains(text))
                shown << text;
        });
    }
    QStringList shown;
};

void logStatusMessages(QMainWindow *window)
{
    new StatusMessageLog(window->statusBar());
}

// The status bar's permanent widgets, left to right: those after the stretch in its row of
// widgets (as QStatusBar::reformat() lays them out), shown with or without a message.
QList<QWidget *> permanentWidgets(QStatusBar *bar)
{
    QList<QLayout *> layouts{bar->layout()};
    while (!layouts.isEmpty()) {
        QLayout *layout = layouts.takeFirst();
        bool afterStretch = false;
        QList<QWidget *> found;
        for (int i = 0; layout && i < layout->count(); ++i) {
            QLayoutItem *item = layout->itemAt(i);
            if (item->layout())
                layouts << item->layout();
            else if (item->spacerItem() && (item->spacerItem()->sizePolicy().horizontalPolicy() &
                                            QSizePolicy::ExpandFlag))
                afterStretch = true;
            else if (afterStretch && item->widget())
                found << item->widget();
        }
        if (afterStretch)
            return found;
    }
    return {};
}

// QStatusBar draws its passing message itself, not in a label the checks above see: each
// message shown must fit the room it leaves it, from 6 px to the size grip (or 12 px short of
// its right edge) and 2 px short of the leftmost permanent widget shown (while a message
// shows, the others are hidden), as QStatusBarPrivate::messageRect() places it.
QStringList statusMessageProblems(QWidget *top)
{
    auto *window = qobject_cast<QMainWindow *>(top);
    auto *bar =
        window ? window->findChild<QStatusBar *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
    if (!bar || !bar->isVisible())
        return {};
    QStringList messages;
    if (auto *log = bar->findChild<QObject *>(u"statusMessageLog"_s, Qt::FindDirectChildrenOnly))
        messages = std::exchange(static_cast<StatusMessageLog *>(log)->shown, {});
    if (!bar->currentMessage().isEmpty() && !messages.contains(bar->currentMessage()))
        messages << bar->currentMessage();
    int right = bar->width() - 12;
    for (const auto *grip : bar->findChildren<QSizeGrip *>(Qt::FindDirectChildrenOnly)) {
        if (grip->isVisible())
            right = grip->x();
    }
    int permanent = right;
    for (const QWidget *w : permanentWidgets(bar)) {
        if (w->isVisible()) {
            permanent = w->x() - 2;
            break;
        }
    }
    const int room = std::min(right, permanent) - 6;
    QStringList problems;
    for (const QString &text : std::as_const(messages)) {
        QString line = text;
        line.replace(u'\n', u' ');
        const int needed = bar->fontMetrics().horizontalAdvance(line);
        if (needed > room)
            problems
                << u"status bar message \"%1\" needs %2 px, has %3"_s.arg(text).arg(needed).arg(
                       room);
    }
    return problems;
}

QStringList problemsOf(QWidget *window)
{
    return windowProblems(window) + layoutProblems(window) +
           testing::elidedTexts(window, readFirstColumns()) + statusMessageProblems(window);
}

// Lets every layout follow what changed: a layout request makes the parent's layout ask in
// turn, one level per round of posted events.
void settleLayouts()
{
    for (int level = 0; level < 12; ++level)
        QCoreApplication::processEvents();
}

// With PAYDESK_LAYOUT_PNG_DIR set, each scene is also saved there as LANGUAGE-SCENE.png, for a
// person to look at (the checks above cannot judge everything, such as a chart's labels).
void saveScene(QWidget *window, const QString &what)
{
    const QString dir = qEnvironmentVariable("PAYDESK_LAYOUT_PNG_DIR");
    if (dir.isEmpty())
        return;
    QString name = QLocale().name().left(2) + u'-' + what.toLower();
    name.replace(QRegularExpression(u"[^a-z0-9-]+"_s), u"-"_s);
    window->grab().save(QDir(dir).filePath(name + u".png"_s));
}

#define VERIFY_FITS(window, what)                                                                  \
    do {                                                                                           \
        settleLayouts();                                                                           \
        const QStringList found = problemsOf(window);                                              \
        saveScene(window, what);                                                                   \
        QVERIFY2(found.isEmpty(), qPrintable(u"%1:\n  "_s.arg(what) + found.join(u"\n  "_s)));     \
    } while (false)

void showDialog(QDialog *dialog)
{
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
}

} // namespace

class TestLayoutFit : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;
    std::unique_ptr<session::WebhookInspector> m_inspector;
    std::unique_ptr<session::Session> m_session;
    QString m_refunded; // a transaction with three refunds

private Q_SLOTS:
    void initTestCase()
    {
        if (QGuiApplication::platformName() != u"xcb"_s)
            QSKIP("needs a real X server (run under xvfb-run with QT_QPA_PLATFORM=xcb)");
        qInfo("screen %dx%d at %g device pixels per pixel",
              QGuiApplication::primaryScreen()->availableGeometry().width(),
              QGuiApplication::primaryScreen()->availableGeometry().height(),
              QGuiApplication::primaryScreen()->devicePixelRatio());
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_dir.filePath(u"settings"_s).toUtf8());
        m_store =
            std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"settings/PayDesk.ini"_s));
        QVERIFY(m_store->ensureDefaults());
        m_inspector = std::make_unique<session::WebhookInspector>(&m_secrets);
        QSignalSpy listening(m_inspector.get(), &session::WebhookInspector::listening);
        m_inspector->start(0, {}, m_dir.filePath(u"webhooks/deliveries.sqlite"_s));
        QVERIFY(listening.wait(10000));
        m_session = std::make_unique<session::Session>(*m_store, &m_secrets);
        m_session->setWebhookInspector(m_inspector.get());
        m_session->localSandbox()->setDataDir(m_dir.filePath(u"local-sandbox"_s));
        m_session->activate(m_store->localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->state(), session::Session::State::Ready, 60000);

        // A charge with three refunds, one with a long note: all of them must show.
        api::ApiClient *client = m_session->client();
        client->createTransaction(
            api::NewCharge{98765, u"EUR"_s, u"cardnet"_s, u"LAPTOP-3R"_s, u"Three refunds"_s}, this,
            [this](const api::Result<api::Transaction> &r) {
                QVERIFY(r.ok());
                m_refunded = r->id;
            });
        QTRY_VERIFY_WITH_TIMEOUT(!m_refunded.isEmpty(), 10000);
        int refunds = 0;
        const QString reasons[] = {u"requested_by_customer"_s, u"duplicate"_s, u"fraudulent"_s};
        for (const QString &reason : reasons) {
            client->createRefund(
                m_refunded,
                api::NewRefund{1000, reason,
                               u"Customer called about the parcel that arrived damaged"_s},
                this, [&refunds](const api::Result<api::Refund> &r) {
                    QVERIFY(r.ok());
                    ++refunds;
                });
            QTRY_COMPARE_WITH_TIMEOUT(refunds, int(&reason - reasons) + 1, 10000);
        }

        // A payment link for the Payment links pane's detail.
        api::NewRedirectSession link;
        link.amount = 12500;
        link.currency = u"EUR"_s;
        link.gateway = u"cardnet"_s;
        link.merchantRef = u"ORD-20412"_s;
        link.returnUrl = u"https://shop.example/thanks"_s;
        link.description = u"Order ORD-20412"_s;
        bool linked = false;
        client->createRedirectSession(link, this,
                                      [&linked](const api::Result<api::RedirectSession> &r) {
                                          QVERIFY(r.ok());
                                          linked = true;
                                      });
        QTRY_VERIFY_WITH_TIMEOUT(linked, 10000);
    }

    void cleanupTestCase()
    {
        profiles::applyLanguage(u"en"_s);
        m_session.reset();
        m_inspector.reset();
    }

    void everyPaneAndDialog_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << u"en"_s;
        QTest::newRow("German") << u"de"_s;
        QTest::newRow("French") << u"fr"_s;
    }

    void everyPaneAndDialog()
    {
        QFETCH(QString, language);
        QCOMPARE(profiles::applyLanguage(language), language);
        {
            // A first start: nothing saved.
            const auto settings = profiles::openUserSettings();
            settings->remove(u"MainWindow"_s);
        }
        ui::MainWindow window(*m_session, *m_store);
        logStatusMessages(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        api::ApiClient *client = m_session->client();
        QVERIFY(client);

        ui::TransactionsPane *transactions = window.transactionsPane();
        window.showPane(ui::MainWindow::Pane::Transactions);
        transactions->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(
            transactions->model()->rowCount() > 0 && !transactions->model()->isLoading(), 30000);
        VERIFY_FITS(&window, u"Transactions"_s);

        // The detail panel shows all three refunds and their notes, without scrolling.
        transactions->showTransaction(m_refunded);
        QTRY_COMPARE_WITH_TIMEOUT(transactions->detail()->refunds().size(), 3, 10000);
        QCoreApplication::processEvents();
        auto *refundList = transactions->detail()->findChild<QTreeWidget *>(u"refundList"_s);
        QVERIFY(refundList);
        QVERIFY2(!refundList->verticalScrollBar()->isVisible(), "the refunds list scrolls");
        QVERIFY2(!refundList->horizontalScrollBar()->isVisible(),
                 "the refunds list scrolls sideways");
        for (int i = 0; i < refundList->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = refundList->topLevelItem(i);
            QVERIFY2(refundList->viewport()->rect().contains(refundList->visualItemRect(item)),
                     qPrintable(u"refund %1 is hidden"_s.arg(i + 1)));
            for (int c = 0; c < item->childCount(); ++c)
                QVERIFY2(refundList->viewport()->rect().contains(
                             refundList->visualItemRect(item->child(c))),
                         qPrintable(u"the note of refund %1 is hidden"_s.arg(i + 1)));
        }
        // Its timeline with the webhook deliveries of the charge and the refunds.
        ui::TransactionTimeline *timeline = transactions->detail()->timeline();
        QTRY_VERIFY_WITH_TIMEOUT(!timeline->isLoading() && timeline->lines().size() > 5, 10000);
        VERIFY_FITS(&window, u"Transactions with three refunds in the detail panel"_s);

        window.showPane(ui::MainWindow::Pane::Refunds);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.refundsPane()->findChild<QTableView *>()->model()->rowCount() > 0, 30000);
        VERIFY_FITS(&window, u"Refunds"_s);

        window.showPane(ui::MainWindow::Pane::Accounts);
        QTRY_VERIFY_WITH_TIMEOUT(window.accountsPane()->view()->model()->rowCount() > 0, 30000);
        window.accountsPane()->expandAll();
        VERIFY_FITS(&window, u"Chart of accounts"_s);

        window.showPane(ui::MainWindow::Pane::TrialBalance);
        ui::TrialBalancePane *trialBalance = window.trialBalancePane();
        QTRY_VERIFY_WITH_TIMEOUT(trialBalance->hasFigures(), 30000);
        VERIFY_FITS(&window, u"Trial balance"_s);

        // Compared with a month before: eight columns, the German ones the widest.
        trialBalance->setCompareDate(trialBalance->asOfDate().addDays(-30));
        QTRY_VERIFY_WITH_TIMEOUT(trialBalance->model()->columnCount() ==
                                         ledger::TrialBalanceReport::ColumnCount &&
                                     !trialBalance->model()->isLoading(),
                                 30000);
        VERIFY_FITS(&window, u"Trial balance compared"_s);
        {
            // The chart gives the comparison's columns the width they need: in a window as
            // wide as a laptop's screen it is beside the table only when every column is still
            // in view (in English), below it in German, whose headings are the widest; beside
            // it in a wide window; and it moves back when the window is narrowed again.
            const QRect before = window.geometry();
            const int screenWidth = window.screen()->availableGeometry().width();
            const auto placed = [&](bool wide) {
                const bool beside = trialBalance->isChartBeside();
                const QRect table(trialBalance->view()->mapTo(trialBalance, QPoint()),
                                  trialBalance->view()->size());
                const QRect chart(trialBalance->chart()->mapTo(trialBalance, QPoint()),
                                  trialBalance->chart()->size());
                const QHeaderView *header = trialBalance->view()->horizontalHeader();
                const int last = header->count() - 1;
                const bool allInView =
                    header->sectionViewportPosition(last) + header->sectionSize(last) <=
                    header->viewport()->width();
                return (wide ? beside : !(beside && language == u"de"_s)) && allInView &&
                       chart.isValid() &&
                       (beside ? chart.left() > table.right() && chart.top() < table.bottom()
                               : chart.top() > table.bottom() && chart.left() < table.right());
            };
            for (const int width : {screenWidth, 2 * screenWidth, screenWidth}) {
                window.resize(width, window.height());
                QTRY_VERIFY2_WITH_TIMEOUT(
                    window.width() == width && placed(width > screenWidth),
                    qPrintable(u"at %1 px the chart is %2 the table"_s.arg(window.width())
                                   .arg(trialBalance->isChartBeside() ? u"beside"_s : u"below"_s)),
                    5000);
            }
            window.setGeometry(before);
        }

        // An account's entries, as a double-click on Bank opens them.
        api::LedgerAccount bank;
        bank.code = u"1010"_s;
        bank.name = u"Bank"_s;
        bank.type = u"asset"_s;
        bank.normalBalance = u"debit"_s;
        trialBalance->openAccountLedger(bank, trialBalance->currency(),
                                        trialBalance->compareDate()->addDays(1),
                                        trialBalance->asOfDate());
        ui::AccountLedgerDialog *ledgerDialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (ledgerDialog = trialBalance->findChild<ui::AccountLedgerDialog *>()) != nullptr,
            30000);
        QVERIFY(QTest::qWaitForWindowExposed(ledgerDialog));
        VERIFY_FITS(ledgerDialog, u"Account ledger"_s);
        ledgerDialog->close();

        // The inspector with a delivery selected.
        window.showPane(ui::MainWindow::Pane::Webhooks);
        ui::WebhooksPane *webhooks = window.webhooksPane();
        QTRY_VERIFY_WITH_TIMEOUT(webhooks->model()->rowCount() >= 4, 30000);
        const qint64 delivery = webhooks->model()->delivery(0).id;
        QVERIFY(webhooks->selectDelivery(delivery));
        QTRY_VERIFY_WITH_TIMEOUT(webhooks->isCurrentLoaded(), 10000);
        VERIFY_FITS(&window, u"Webhooks"_s);

        // A payment link selected, its detail beside the list.
        window.showPane(ui::MainWindow::Pane::PaymentLinks);
        ui::PaymentLinksPane *links = window.paymentLinksPane();
        links->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!links->model()->isLoading() && links->model()->rowCount() > 0,
                                 30000);
        links->view()->selectRow(0);
        QVERIFY(links->detail()->session().has_value());
        VERIFY_FITS(&window, u"Payment links"_s);

        // A payout and what it settles.
        window.showPane(ui::MainWindow::Pane::Payouts);
        ui::PayoutsPane *payouts = window.payoutsPane();
        QTRY_VERIFY_WITH_TIMEOUT(payouts->model()->hasLoaded() && !payouts->model()->isLoading() &&
                                     payouts->model()->rowCount() > 0,
                                 30000);
        payouts->view()->selectRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(payouts->detail()->itemsLoaded(), 30000);
        VERIFY_FITS(&window, u"Payouts"_s);

        // The refunds made above, by the profile's key.
        window.showPane(ui::MainWindow::Pane::Activity);
        window.activityPane()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(window.activityPane()->model()->rowCount() > 0 &&
                                     !window.activityPane()->model()->isLoading() &&
                                     window.activityPane()->model()->pendingLookups() == 0,
                                 30000);
        VERIFY_FITS(&window, u"Activity"_s);
        window.showPane(ui::MainWindow::Pane::Transactions);

        {
            // Go to anything: transactions, refunds and a payment link found by "ord"; panes and
            // accounts (and, by language, saved views) by "re".
            using K = models::GotoKind;
            ui::GotoAnythingPopup *popup = window.gotoAnything()->popup();
            const models::GotoModel *found = window.gotoAnything()->model();
            window.gotoAnything()->open();
            QVERIFY(QTest::qWaitForWindowExposed(popup));
            for (const auto &[text, kinds] :
                 {std::pair{u"ord"_s, QSet<K>{K::Transaction, K::Refund, K::PaymentLink}},
                  std::pair{u"re"_s, QSet<K>{K::Pane, K::Account}}}) {
                popup->edit()->setText(text);
                QTRY_VERIFY_WITH_TIMEOUT(!found->isSearching(), 10000);
                QVERIFY2(found->error().isEmpty(), qPrintable(found->error()));
                QSet<models::GotoKind> shown;
                for (const models::GotoItem &item : found->items())
                    shown.insert(item.kind);
                QVERIFY2(shown.contains(kinds), qPrintable(text));
                VERIFY_FITS(popup, u"Go to anything "_s + text);
            }
            popup->close();
        }

        {
            // A declined fraud check, its reasons and the override.
            ui::NewChargeDialog dialog(client, &window);
            showDialog(&dialog);
            auto *currency = dialog.findChild<QComboBox *>(u"currencyCombo"_s);
            currency->setCurrentIndex(currency->findText(u"USD"_s));
            dialog.findChild<QLineEdit *>(u"amountEdit"_s)
                ->setText(QLocale().toString(5000.0, 'f', 2));
            dialog.findChild<QLineEdit *>(u"gatewayEdit"_s)->setText(u"cardnet"_s);
            dialog.findChild<QLineEdit *>(u"merchantRefEdit"_s)->setText(u"PHONE-2211"_s);
            dialog.findChild<QToolButton *>(u"advancedToggle"_s)->click();
            dialog.findChild<QLineEdit *>(u"customerEmailEdit"_s)->setText(u"x@mailinator.com"_s);
            dialog.findChild<QLineEdit *>(u"customerCountryEdit"_s)->setText(u"US"_s);
            dialog.findChild<QLineEdit *>(u"cardCountryEdit"_s)->setText(u"GB"_s);
            dialog.findChild<QPushButton *>(u"checkFraudButton"_s)->click();
            auto *override = dialog.findChild<QCheckBox *>(u"overrideCheck"_s);
            QTRY_VERIFY_WITH_TIMEOUT(override->isVisible(), 10000);
            override->setChecked(true);
            VERIFY_FITS(&dialog, u"New charge after a decline"_s);
        }
        {
            const auto selected = transactions->selectedTransaction();
            QVERIFY(selected);
            QCOMPARE(selected->id, m_refunded);
            ui::RefundDialog dialog(client, *selected, &window);
            showDialog(&dialog);
            VERIFY_FITS(&dialog, u"Refund"_s);
        }
        {
            ui::PaymentLinkDialog dialog(client, &window);
            showDialog(&dialog);
            VERIFY_FITS(&dialog, u"Payment link"_s);
        }
        {
            // The sandbox's endpoints with one just added: its secret, the list, the attempts.
            ui::WebhookEndpointsDialog dialog(client, &window);
            showDialog(&dialog);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
            dialog.addEndpoint(u"http://127.0.0.1:1/my-store/webhooks"_s,
                               {u"transaction.captured"_s, u"transaction.refunded"_s});
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.lastSecret().isEmpty() && !dialog.isBusy(), 10000);
            // One disabled, its state the longer word.
            const auto added = std::find_if(
                dialog.endpoints().cbegin(), dialog.endpoints().cend(),
                [](const api::WebhookEndpoint &e) { return e.url.contains(u"my-store"_s); });
            QVERIFY(added != dialog.endpoints().cend());
            dialog.setEndpointEnabled(added->id, false);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy() &&
                                         std::any_of(dialog.endpoints().cbegin(),
                                                     dialog.endpoints().cend(),
                                                     [](const auto &e) { return !e.enabled; }),
                                     10000);
            VERIFY_FITS(&dialog, u"Webhook endpoints"_s);
        }
        {
            // This month's bank statement with a paid payout left out and another changed.
            QList<api::Payout> paid;
            api::PayoutQuery q;
            q.currency = u"USD"_s;
            q.status = u"paid"_s;
            q.limit = 2;
            client->listPayouts(q, this, [&paid](const api::Result<api::Page<api::Payout>> &r) {
                QVERIFY(r.ok());
                paid = r->data;
            });
            QTRY_COMPARE_WITH_TIMEOUT(paid.size(), 2, 10000);
            api::BankStatementQuery sq;
            sq.currency = u"USD"_s;
            sq.to = QDateTime::currentDateTimeUtc().date();
            sq.from = std::min(paid.constLast().arrivalDate, sq.to.addDays(-20));
            sq.format = u"mt940"_s;
            sq.omit = {paid.constFirst().id};
            sq.alter = {{paid.constLast().id, -101}};
            QByteArray statement;
            client->bankStatement(sq, this, [&statement](const api::Result<QByteArray> &r) {
                QVERIFY(r.ok());
                statement = r.value();
            });
            QTRY_VERIFY_WITH_TIMEOUT(!statement.isEmpty(), 10000);
            const QString path = m_dir.filePath(u"statement.sta"_s);
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(statement);
            file.close();
            ui::ReconcileDialog dialog(client, &window);
            showDialog(&dialog);
            QSignalSpy finished(&dialog, &ui::ReconcileDialog::finished);
            QVERIFY(dialog.reconcileFile(path));
            QVERIFY(finished.wait(30000));
            QVERIFY(dialog.report());
            VERIFY_FITS(&dialog, u"Reconcile bank statement"_s);
        }
        {
            // The Local sandbox's keys, a new one's value shown once.
            ui::KeysDialog dialog(*m_session, *m_store, &window);
            showDialog(&dialog);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.keys().isEmpty() && !dialog.isBusy(), 10000);
            dialog.createKey(u"Shop plugin on the storefront"_s,
                             {u"transactions:read"_s, u"refunds:write"_s});
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.shownValue().isEmpty() && !dialog.isBusy(), 10000);
            // Rolled: the old key works until a day and time, the longest of the states.
            const auto made = std::find_if(
                dialog.keys().cbegin(), dialog.keys().cend(), [](const api::ApiKey &k) {
                    return k.name == u"Shop plugin on the storefront"_s && !k.expiresAt.isValid() &&
                           !k.isRevoked();
                });
            QVERIFY(made != dialog.keys().cend());
            const QString rolled = made->id;
            dialog.rollKey(rolled, 24, false);
            QTRY_VERIFY_WITH_TIMEOUT(
                !dialog.isBusy() && std::any_of(dialog.keys().cbegin(), dialog.keys().cend(),
                                                [&](const api::ApiKey &k) {
                                                    return k.id == rolled && k.expiresAt.isValid();
                                                }),
                10000);
            VERIFY_FITS(&dialog, u"API keys"_s);
        }
        {
            ui::NewKeyDialog dialog(*m_store->localSandbox(), &window);
            showDialog(&dialog);
            VERIFY_FITS(&dialog, u"Create an API key"_s);
        }
        {
            ui::RollKeyDialog dialog(u"Shop plugin on the storefront"_s, true, &window);
            showDialog(&dialog);
            VERIFY_FITS(&dialog, u"Roll a key"_s);
        }
        {
            ui::PreferencesDialog dialog(profiles::Preferences{}, &window);
            showDialog(&dialog);
            VERIFY_FITS(&dialog, u"Preferences"_s);
        }
        {
            ui::ProfileEditorDialog dialog(*m_store, m_secrets, &window);
            showDialog(&dialog);
            VERIFY_FITS(&dialog, u"Profiles"_s);
        }
        {
            // Saved views: one per pane besides the ready ones, a long name among them, in the
            // sidebar (the window checked again) and in Manage views.
            ui::SavedViewSidebar *views = window.savedViews();
            QVERIFY(views->saveView(models::ViewPane::Transactions,
                                    u"Captured card payments in euro this month"_s));
            QVERIFY(views->saveView(models::ViewPane::TrialBalance, u"Quarter end"_s));
            QVERIFY(views->saveView(models::ViewPane::PaymentLinks, u"Open links"_s));
            VERIFY_FITS(&window, u"Saved views in the sidebar"_s);
            // The ready views' names whole, wrapped if need be, indented under their panes in
            // a sidebar as wide as the panes' names (a name the person typed may end in an
            // ellipsis after three lines, whole in its tooltip).
            auto *sidebar = window.findChild<QListWidget *>();
            QVERIFY2(!sidebar->horizontalScrollBar()->isVisible(), "the sidebar scrolls sideways");
            for (int row = 0; row < sidebar->count(); ++row) {
                const QListWidgetItem *item = sidebar->item(row);
                if (!item->data(ui::SidebarViewRole).isValid())
                    continue;
                QVERIFY(item->toolTip().contains(item->text()));
                if (views->list().at(item->data(ui::SidebarViewRole).toInt()).ready.isEmpty())
                    continue;
                QStyleOptionViewItem option;
                option.initFrom(sidebar->viewport());
                option.rect = sidebar->visualItemRect(item);
                option.rect.setLeft(option.rect.left() + item->data(ui::SidebarIndentRole).toInt());
                option.features = QStyleOptionViewItem::HasDisplay |
                                  QStyleOptionViewItem::HasDecoration |
                                  QStyleOptionViewItem::WrapText;
                option.text = item->text();
                option.icon = item->icon();
                option.decorationSize = {ui::SidebarViewIconSize, ui::SidebarViewIconSize};
                option.decorationPosition = QStyleOptionViewItem::Left;
                option.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
                option.font = sidebar->font();
                option.fontMetrics = sidebar->fontMetrics();
                const QRect text =
                    sidebar->style()->subElementRect(QStyle::SE_ItemViewItemText, &option, sidebar);
                QTextLayout layout(item->text(), sidebar->font());
                QTextOption wrap;
                wrap.setWrapMode(QTextOption::WordWrap);
                layout.setTextOption(wrap);
                qreal height = 0;
                qreal widest = 0;
                layout.beginLayout();
                for (QTextLine line = layout.createLine(); line.isValid();
                     line = layout.createLine()) {
                    line.setLineWidth(text.width() - 4);
                    height += line.height();
                    widest = std::max(widest, line.naturalTextWidth());
                }
                layout.endLayout();
                // What the sidebar shows of the text's room.
                const int room =
                    std::min(text.right(), sidebar->viewport()->width() - 1) - text.left() + 1 - 4;
                QVERIFY2(height <= text.height() && widest <= room,
                         qPrintable(u"\"%1\" needs %2x%3 px, has %4x%5"_s.arg(item->text())
                                        .arg(widest)
                                        .arg(height)
                                        .arg(room)
                                        .arg(text.height())));
            }
            {
                // Save view over a view of that name: the dialog says it replaces it.
                ui::ViewNameDialog dialog(ui::ViewNameDialog::Mode::Save, views->list(),
                                          models::ViewPane::Refunds, -1, &window);
                dialog.setName(views->list().at(0).displayName());
                showDialog(&dialog);
                QVERIFY(!dialog.note().isEmpty());
                VERIFY_FITS(&dialog, u"Save view"_s);
            }
            {
                // Rename to another view's name: why not, in red.
                ui::ViewNameDialog dialog(ui::ViewNameDialog::Mode::Rename, views->list(),
                                          views->list().at(1).pane, 1, &window);
                dialog.setName(views->list().at(0).displayName().toUpper());
                showDialog(&dialog);
                QVERIFY(!dialog.canAccept());
                VERIFY_FITS(&dialog, u"Rename view"_s);
            }
            views->manageViews();
            auto *manage = window.findChild<ui::ManageViewsDialog *>();
            QVERIFY(manage);
            QVERIFY(QTest::qWaitForWindowExposed(manage));
            VERIFY_FITS(manage, u"Manage views"_s);
            manage->close();
            // The next language starts again from the ready views.
            while (views->list().size() > 0)
                views->removeView(0);
            const auto settings = profiles::openUserSettings();
            settings->remove(u"savedViews"_s);
        }
        window.close();
    }

    void savedGeometryIsClampedToTheScreen()
    {
        profiles::applyLanguage(u"en"_s);
        {
            // Saved on a large monitor to the right of the laptop's screen.
            ui::MainWindow big(*m_session, *m_store);
            big.setGeometry(1800, 100, 1900, 1150);
            big.show();
            QVERIFY(QTest::qWaitForWindowExposed(&big));
            big.close();
        }
        ui::MainWindow window(*m_session, *m_store);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList found = windowProblems(&window);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

QTEST_MAIN(TestLayoutFit)
#include "tst_layoutfit.moc"
