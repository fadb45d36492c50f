// Saved views in the window, on the embedded Local sandbox: the two ready views under their
// panes and their keys; a view of each pane saved, renamed, moved and deleted, all still there
// in a new window and in a new session on the same settings (a restart), each bringing back its
// pane's filters with relative dates recomputed; a language switch (the ready views' names
// translated, the stored views language-neutral and still found by their English names); export,
// delete, import and the same views again, and a damaged file refused with a sentence and nothing
// lost; the Save view and Manage views dialogs. Offscreen; real sandbox, real HTTP, real files.
#include "localsandbox/localsandboxhost.h"
#include "mainwindow.h"
#include "models/refundsmodel.h"
#include "models/transactionsmodel.h"
#include "panes/paymentlinkspane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "profiles/language.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "savedviews/manageviewsdialog.h"
#include "savedviews/savedviewsidebar.h"
#include "savedviews/viewnamedialog.h"
#include "session/session.h"
#include "widgets/messagebar.h"

#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace paydesk;
using models::ViewPane;

namespace {

QStringList sidebarTexts(const ui::MainWindow &window)
{
    QStringList out;
    auto *list = window.findChild<QListWidget *>();
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->text();
    return out;
}

QStringList viewNames(const ui::SavedViewSidebar &views)
{
    QStringList out;
    for (const models::SavedView &v : views.views())
        out << v.displayName();
    return out;
}

QDate endOfPreviousMonth(const QDate &d)
{
    return QDate(d.year(), d.month(), 1).addDays(-1);
}

} // namespace

class TestSavedViewsWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;
    std::unique_ptr<session::Session> m_session;

    QString settingsFile() const { return m_store->fileName(); }
    QString profileId() const { return m_session->profile().id; }

    std::unique_ptr<ui::MainWindow> openWindow()
    {
        auto window = std::make_unique<ui::MainWindow>(*m_session, *m_store);
        window->show();
        return window;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_settingsDir.path().toUtf8());
        m_store =
            std::make_unique<profiles::ProfileStore>(m_settingsDir.filePath(u"PayDesk.ini"_s));
        QVERIFY(m_store->ensureDefaults());
        m_session = std::make_unique<session::Session>(*m_store, &m_secrets);
        m_session->localSandbox()->setDataDir(m_dataDir.filePath(u"local"_s));
        m_session->localSandbox()->setSeedCount(120);
        m_session->activate(m_store->localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->state(), session::Session::State::Ready, 60000);
    }

    void cleanup() { profiles::applyLanguage(u"en"_s); }

    void cleanupTestCase() { m_session.reset(); }

    void readyViewsUnderTheirPanes()
    {
        const auto window = openWindow();
        ui::SavedViewSidebar *views = window->savedViews();
        QCOMPARE(viewNames(*views), (QStringList{u"Failed today"_s, u"Refunds this month"_s}));
        QCOMPARE(sidebarTexts(*window).mid(0, 5),
                 (QStringList{u"Transactions"_s, u"Failed today"_s, u"Refunds"_s,
                              u"Refunds this month"_s, u"Chart of accounts"_s}));

        // Alt+1: the first view, its pane in front with its filters, its item chosen.
        window->showPane(ui::MainWindow::Pane::Accounts);
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QTest::keyClick(window.get(), Qt::Key_1, Qt::AltModifier);
        QCOMPARE(window->currentPane(), ui::MainWindow::Pane::Transactions);
        QCOMPARE(views->currentView(), 0);
        ui::TransactionsPane *transactions = window->transactionsPane();
        QCOMPARE(transactions->filter().statuses, QStringList{u"failed"_s});
        QCOMPARE(transactions->filter().datePreset, models::DatePreset::Today);
        const api::TransactionQuery asked = transactions->model()->query();
        QCOMPARE(asked.statuses, QStringList{u"failed"_s});
        QCOMPARE(asked.createdFrom, models::serviceToday());
        QTRY_VERIFY_WITH_TIMEOUT(!transactions->model()->isLoading(), 30000);
        for (int r = 0; r < transactions->model()->rowCount(); ++r)
            QCOMPARE(transactions->model()->transactionAt(r).status, u"failed"_s);

        // Alt+2: the refunds of this month.
        QTest::keyClick(window.get(), Qt::Key_2, Qt::AltModifier);
        QCOMPARE(window->currentPane(), ui::MainWindow::Pane::Refunds);
        QCOMPARE(window->refundsPane()->filter().datePreset, models::DatePreset::ThisMonth);

        // The view chosen again after its filters changed: its filters again, asked for once.
        transactions->setFilter({});
        auto *sidebar = window->findChild<QListWidget *>();
        QListWidgetItem *failed = sidebar->item(1);
        QSignalSpy asks(transactions->model(), &models::PagedListModel::queryChanged);
        QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {},
                          sidebar->visualItemRect(failed).center());
        QCOMPARE(window->currentPane(), ui::MainWindow::Pane::Transactions);
        QCOMPARE(transactions->filter().statuses, QStringList{u"failed"_s});
        QCOMPARE(asks.size(), 1);
        transactions->setFilter({});
        QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {},
                          sidebar->visualItemRect(failed).center());
        QCOMPARE(transactions->filter().statuses, QStringList{u"failed"_s});
        // Renamed while shown: still the one chosen, not its pane.
        QVERIFY(views->renameView(0, u"Failed since midnight"_s));
        QCOMPARE(views->currentView(), 0);
        QCOMPARE(sidebar->currentItem()->text(), u"Failed since midnight"_s);
        QVERIFY(views->renameView(0, u"Failed today"_s)); // the ready view's own name again
        QCOMPARE(views->currentView(), 0);
        // Ctrl+1 goes to the pane itself, its filters as they are.
        QTest::keyClick(window.get(), Qt::Key_4, Qt::ControlModifier);
        QTest::keyClick(window.get(), Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(sidebar->currentRow(), 0);
        QCOMPARE(views->currentView(), -1);
    }

    void viewsSurviveARestart()
    {
        QStringList saved;
        QList<models::SavedView> before;
        const QDate today = models::serviceToday();
        {
            const auto window = openWindow();
            ui::SavedViewSidebar *views = window->savedViews();
            models::TransactionFilter t;
            t.statuses = {u"captured"_s};
            t.currency = u"usd"_s;
            t.datePreset = models::DatePreset::Last7Days;
            window->transactionsPane()->setFilter(t);
            QString error;
            QVERIFY2(views->saveView(ViewPane::Transactions, u"Captured USD"_s, &error),
                     qPrintable(error));
            models::RefundFilter r;
            r.search = u"ORD"_s;
            window->refundsPane()->setFilter(r);
            QVERIFY(views->saveView(ViewPane::Refunds, u"Refunds of ORD"_s));
            window->paymentLinksPane()->setFilter({u"open"_s, QString()});
            QVERIFY(views->saveView(ViewPane::PaymentLinks, u"Open links"_s));
            ui::TrialBalancePane *tb = window->trialBalancePane();
            tb->applyPreset(ui::TrialBalancePane::Preset::EndOfLastQuarter);
            tb->setCompareFollowingAsOf();
            tb->setCurrency(u"EUR"_s);
            QVERIFY(views->saveView(ViewPane::TrialBalance, u"Quarter in EUR"_s));
            tb->setAsOfDate(QDate(2026, 3, 31));
            tb->setCompareDate(QDate(2025, 12, 31));
            QVERIFY(views->saveView(ViewPane::TrialBalance, u"Q1 2026"_s));
            // A name in use: refused in words, nothing changes.
            QVERIFY(!views->renameView(1, u"open LINKS"_s, &error));
            QVERIFY2(error.contains(u"already"_s), qPrintable(error));
            // Renamed, moved, and a ready view deleted.
            QVERIFY(
                views->renameView(views->list().indexOf(u"Captured USD"_s), u"Captured in USD"_s));
            QVERIFY(views->moveView(views->list().indexOf(u"Captured in USD"_s), -1));
            views->removeView(views->list().indexOf(u"Failed today"_s));
            saved = viewNames(*views);
            before = views->views();
            QCOMPARE(saved, (QStringList{u"Captured in USD"_s, u"Refunds this month"_s,
                                         u"Refunds of ORD"_s, u"Quarter in EUR"_s, u"Q1 2026"_s,
                                         u"Open links"_s}));
            window->close();
        }
        // On disk, for anyone who reads the settings (the command line).
        QCOMPARE(models::SavedViewStore(settingsFile()).load(profileId()).views(), before);

        const auto window = openWindow();
        ui::SavedViewSidebar *views = window->savedViews();
        QCOMPARE(viewNames(*views), saved);
        QCOMPARE(views->views(), before);
        QVERIFY(sidebarTexts(*window).contains(u"Quarter in EUR"_s));
        QVERIFY(!sidebarTexts(*window).contains(u"Failed today"_s)); // deleted stays deleted

        QVERIFY(views->openView(u"Quarter in EUR"_s));
        QCOMPARE(window->currentPane(), ui::MainWindow::Pane::TrialBalance);
        ui::TrialBalancePane *tb = window->trialBalancePane();
        const QDate quarterEnd =
            ui::TrialBalancePane::presetDate(ui::TrialBalancePane::Preset::EndOfLastQuarter, today);
        QCOMPARE(tb->asOfDate(), quarterEnd);
        QCOMPARE(tb->compareDate(), endOfPreviousMonth(quarterEnd));
        QCOMPARE(tb->currency(), u"EUR"_s);
        QCOMPARE(tb->asOfPreset(), ui::TrialBalancePane::Preset::EndOfLastQuarter);

        QVERIFY(views->openView(u"q1 2026"_s));
        QCOMPARE(tb->asOfDate(), QDate(2026, 3, 31));
        QCOMPARE(tb->compareDate(), QDate(2025, 12, 31));

        QVERIFY(views->openView(u"Captured in USD"_s));
        QCOMPARE(window->currentPane(), ui::MainWindow::Pane::Transactions);
        const api::TransactionQuery q = window->transactionsPane()->model()->query();
        QCOMPARE(q.statuses, QStringList{u"captured"_s});
        QCOMPARE(q.currency, u"USD"_s);
        QCOMPARE(q.createdFrom, today.addDays(-6));
        QCOMPARE(q.createdTo, today.addDays(1));

        QVERIFY(views->openView(u"Refunds of ORD"_s));
        QCOMPARE(window->refundsPane()->filter().search, u"ORD"_s);
        QVERIFY(views->openView(u"Open links"_s));
        QCOMPARE(window->currentPane(), ui::MainWindow::Pane::PaymentLinks);
        QCOMPARE(window->paymentLinksPane()->filter().status, u"open"_s);
        QVERIFY(!views->openView(u"Failed today"_s));
    }

    // Another session on the same settings file and data folder, as the next start of PayDesk
    // makes: the same views, opened as before.
    void aNewSessionHasThem()
    {
        const QList<models::SavedView> saved =
            models::SavedViewStore(settingsFile()).load(profileId()).views();
        profiles::ProfileStore store(settingsFile());
        session::Session session(store, &m_secrets);
        session.localSandbox()->setDataDir(m_dataDir.filePath(u"local"_s));
        ui::MainWindow window(session, store);
        window.show();
        QVERIFY(window.savedViews()->views().isEmpty()); // no profile open yet
        session.activate(store.localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), session::Session::State::Ready, 60000);
        QCOMPARE(window.savedViews()->views(), saved);
        QVERIFY(window.savedViews()->openView(u"Captured in USD"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!window.transactionsPane()->model()->isLoading(), 30000);
        for (int r = 0; r < window.transactionsPane()->model()->rowCount(); ++r)
            QCOMPARE(window.transactionsPane()->model()->transactionAt(r).currency, u"USD"_s);
    }

    void languageSwitchKeepsThem()
    {
        const QList<models::SavedView> english =
            models::SavedViewStore(settingsFile()).load(profileId()).views();
        QCOMPARE(profiles::applyLanguage(u"de"_s), u"de"_s);
        const auto window = openWindow();
        ui::SavedViewSidebar *views = window->savedViews();
        // The ready view in German, the person's own names as they typed them.
        const QString german = models::readyViewName(u"refunds-this-month"_s);
        QVERIFY2(german != u"Refunds this month"_s, qPrintable(german));
        QVERIFY2(sidebarTexts(*window).contains(german),
                 qPrintable(sidebarTexts(*window).join(u", "_s)));
        QVERIFY(sidebarTexts(*window).contains(u"Captured in USD"_s));
        QCOMPARE(views->views(), english); // the same views, nothing stored in German
        // Found by its German name and by its English one, and it works.
        QVERIFY(views->openView(german));
        QCOMPARE(window->refundsPane()->filter().datePreset, models::DatePreset::ThisMonth);
        window->refundsPane()->setFilter({});
        QVERIFY(views->openView(u"Refunds this month"_s));
        QCOMPARE(window->refundsPane()->filter().datePreset, models::DatePreset::ThisMonth);

        // A view saved in German is stored language-neutral: the preset by its name.
        models::TransactionFilter t;
        t.datePreset = models::DatePreset::LastMonth;
        window->transactionsPane()->setFilter(t);
        QVERIFY(views->saveView(ViewPane::Transactions, u"Monatsrückblick"_s));
        QSettings settings(settingsFile(), QSettings::IniFormat);
        const QString kept = settings.value(u"savedViews/%1/views"_s.arg(profileId())).toString();
        QVERIFY2(kept.contains(u"\"dates\": \"last-month\""_s), qPrintable(kept));
        QVERIFY(!kept.contains(german));
        QVERIFY(!kept.contains(models::datePresetLabel(models::DatePreset::LastMonth)));
        views->removeView(views->list().indexOf(u"Monatsrückblick"_s));
    }

    void exportDeleteImport()
    {
        const auto window = openWindow();
        ui::SavedViewSidebar *views = window->savedViews();
        const QList<models::SavedView> before = views->views();
        QVERIFY(before.size() >= 5);
        const QString path = m_settingsDir.filePath(u"team-views.json"_s);
        QVERIFY(views->exportFile(path));
        QVERIFY2(window->messageBar()->text().contains(u"team-views.json"_s),
                 qPrintable(window->messageBar()->text()));

        while (!views->views().isEmpty())
            views->removeView(0);
        QCOMPARE(window->findChild<QListWidget *>()->count(), 8); // the panes alone
        QVERIFY(models::SavedViewStore(settingsFile()).load(profileId()).isEmpty());

        QVERIFY(views->importFile(path));
        QCOMPARE(views->views(), before);
        QCOMPARE(models::SavedViewStore(settingsFile()).load(profileId()).views(), before);
        QVERIFY2(window->messageBar()->text().contains(u"%1 new"_s.arg(before.size())),
                 qPrintable(window->messageBar()->text()));

        // A file cut off in the middle, and one with a view PayDesk cannot read: a sentence that
        // names the file and what is wrong, and every view as it was.
        QFile full(path);
        QVERIFY(full.open(QIODevice::ReadOnly));
        const QByteArray json = full.readAll();
        full.close();
        const QString cut = m_settingsDir.filePath(u"cut.json"_s);
        QFile cutFile(cut);
        QVERIFY(cutFile.open(QIODevice::WriteOnly));
        cutFile.write(json.left(json.size() * 2 / 3));
        cutFile.close();
        QVERIFY(!views->importFile(cut));
        QString said = window->messageBar()->text();
        QVERIFY2(said.contains(u"cut.json"_s) && said.contains(u"not valid JSON"_s),
                 qPrintable(said));
        QCOMPARE(views->views(), before);

        const QString wrong = m_settingsDir.filePath(u"wrong.json"_s);
        QFile wrongFile(wrong);
        QVERIFY(wrongFile.open(QIODevice::WriteOnly));
        wrongFile.write(QByteArray(json).replace("\"captured\"", "\"paid\""));
        wrongFile.close();
        QVERIFY(!views->importFile(wrong));
        said = window->messageBar()->text();
        QVERIFY2(said.contains(u"\"paid\" is not a status"_s) &&
                     said.contains(u"Captured in USD"_s),
                 qPrintable(said));
        QCOMPARE(views->views(), before);
        QCOMPARE(models::SavedViewStore(settingsFile()).load(profileId()).views(), before);

        // Imported again over itself: every view replaced in its place, none doubled.
        QVERIFY(views->importFile(path));
        QCOMPARE(views->views(), before);
        QVERIFY2(window->messageBar()->text().contains(u"%1 replaced"_s.arg(before.size())),
                 qPrintable(window->messageBar()->text()));
    }

    void saveViewAsksAName()
    {
        const auto window = openWindow();
        ui::SavedViewSidebar *views = window->savedViews();
        window->showPane(ui::MainWindow::Pane::Refunds);
        models::RefundFilter r;
        r.datePreset = models::DatePreset::LastMonth;
        window->refundsPane()->setFilter(r);
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        bool asked = false;
        // Ctrl+Shift+S: the dialog, a name typed, Save.
        QTimer::singleShot(0, this, [&] {
            auto *dialog = window->findChild<ui::ViewNameDialog *>();
            QVERIFY(dialog);
            asked = true;
            dialog->setName(u"Refunds this MONTH"_s);
            QVERIFY2(dialog->note().contains(u"replaces"_s), qPrintable(dialog->note()));
            dialog->setName(u"Last month's refunds"_s);
            QVERIFY(dialog->canAccept());
            dialog->accept();
        });
        QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(asked);
        const int index = views->list().indexOf(u"Last month's refunds"_s);
        QVERIFY(index >= 0);
        QCOMPARE(views->currentView(), index);
        QCOMPARE(views->list().at(index).pane, ViewPane::Refunds);
        QCOMPARE(views->list().at(index).filter.value(u"dates"_s).toString(), u"last-month"_s);

        // Rename: another view's name will not do; an empty one neither.
        ui::ViewNameDialog rename(ui::ViewNameDialog::Mode::Rename, views->list(),
                                  ViewPane::Refunds, index, window.get());
        QCOMPARE(rename.name(), u"Last month's refunds"_s);
        QVERIFY(rename.canAccept());
        rename.setName(u"open links"_s);
        QVERIFY(!rename.canAccept());
        QVERIFY2(rename.note().contains(u"already"_s), qPrintable(rename.note()));
        rename.setName(u"  "_s);
        QVERIFY(!rename.canAccept());
        views->removeView(index);
    }

    void manageViewsDialog()
    {
        const auto window = openWindow();
        ui::SavedViewSidebar *views = window->savedViews();
        views->manageViews();
        auto *dialog = window->findChild<ui::ManageViewsDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->list()->topLevelItemCount(), views->views().size());
        QCOMPARE(dialog->list()->topLevelItem(0)->text(2), u"Alt+1"_s);

        // The second trial balance view up, before the first: in the list, the sidebar and on
        // disk.
        const int second = views->list().indexOf(u"Q1 2026"_s);
        dialog->selectView(second);
        auto *up = dialog->findChild<QPushButton *>(u"moveViewUpButton"_s);
        QVERIFY(up->isEnabled());
        up->click();
        QCOMPARE(views->list().indexOf(u"Q1 2026"_s), second - 1);
        QCOMPARE(dialog->selectedView(), second - 1);
        QCOMPARE(dialog->list()->topLevelItem(second - 1)->text(0), u"Q1 2026"_s);
        QVERIFY(!up->isEnabled()); // the first of its pane
        const QStringList sidebar = sidebarTexts(*window);
        QVERIFY(sidebar.indexOf(u"Q1 2026"_s) < sidebar.indexOf(u"Quarter in EUR"_s));
        QCOMPARE(models::SavedViewStore(settingsFile()).load(profileId()).views(), views->views());

        // Open: the view's pane in front.
        dialog->findChild<QPushButton *>(u"openViewButton"_s)->click();
        QCOMPARE(window->currentPane(), ui::MainWindow::Pane::TrialBalance);
        QCOMPARE(window->trialBalancePane()->asOfDate(), QDate(2026, 3, 31));
        // A change elsewhere shows in the dialog.
        views->removeView(0);
        QCOMPARE(dialog->list()->topLevelItemCount(), views->views().size());
        dialog->close();
    }
};

QTEST_MAIN(TestSavedViewsWindow)
#include "tst_savedviews.moc"
