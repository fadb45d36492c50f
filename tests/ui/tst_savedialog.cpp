// Where the Export… dialogs open, offscreen, against the real sandbox: in the user's Documents
// folder, made when it does not exist yet, with a file name in the user's language; never in
// the folder the program was started from (where QFileDialog falls back when the folder it is
// given does not exist).
#include "api/apiclient.h"
#include "dialogs/accountledgerdialog.h"
#include "dialogs/reconciledialog.h"
#include "ledger/accountsexport.h"
#include "panes/accountspane.h"
#include "panes/activitypane.h"
#include "panes/payoutspane.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "profiles/language.h"
#include "sandboxclient.h"
#include "widgets/savefiledialog.h"

#include <QApplication>
#include <QFileDialog>
#include <QMenu>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace Qt::StringLiterals;
using namespace paydesk;
using paydesk::testing::chargeBody;
using paydesk::testing::HttpResult;
using paydesk::testing::SandboxFixture;

namespace {

// Where a save dialog opened and the file it suggested.
struct Opened
{
    QString folder;
    QString file;
};

// Runs `open`, which shows a modal save dialog; notes where the dialog opened and cancels it.
Opened whereItOpens(const std::function<void()> &open)
{
    Opened seen;
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        QFileDialog *dialog = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *d = qobject_cast<QFileDialog *>(w); d && d->isVisible())
                dialog = d;
        }
        if (!dialog)
            return;
        poll.stop();
        seen.folder = dialog->directory().absolutePath();
        seen.file = dialog->selectedFiles().value(0);
        dialog->reject();
    });
    poll.start();
    open(); // returns when the dialog has closed
    return seen;
}

} // namespace

class TestSaveDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QTemporaryDir m_startedIn;
    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;

    QString documents() const { return m_home.filePath(u"Documents"_s); }

    static QDate todayUtc() { return QDateTime::currentDateTimeUtc().date(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_startedIn.isValid());
        // A user whose Documents folder does not exist yet, who started PayDesk elsewhere.
        qputenv("HOME", QFile::encodeName(m_home.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(u".config"_s)));
        QVERIFY(QDir::setCurrent(m_startedIn.path()));
        QVERIFY(m_sandbox.start());
        QCOMPARE(m_sandbox.client.post(u"/api/v1/transactions"_s, chargeBody(2599)).status, 201);
        m_nam.setProxy(QNetworkProxy::NoProxy);
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);
        QCOMPARE(profiles::applyLanguage(u"de"_s), u"de"_s);
    }

    void init() { QVERIFY(QDir(documents()).removeRecursively()); }

    void cleanupTestCase() { profiles::applyLanguage(u"en"_s); }

    void savePath()
    {
        QCOMPARE(ui::saveDialogPath(u"a.csv"_s), documents() + u"/a.csv"_s);
        QVERIFY(QFileInfo(documents()).isDir()); // made
        // A folder the user saved into before, while it exists.
        QCOMPARE(ui::saveDialogPath(u"a.csv"_s, m_home.path()), m_home.filePath(u"a.csv"_s));
        QCOMPARE(ui::saveDialogPath(u"a.csv"_s, m_home.filePath(u"gone"_s)),
                 documents() + u"/a.csv"_s);
    }

    void accountLedger()
    {
        api::LedgerAccount account;
        account.code = u"1010"_s;
        account.name = u"Bank"_s;
        const ledger::AccountLedger l(account, u"USD"_s, QDate(2026, 11, 1), QDate(2026, 11, 22), 0,
                                      {});
        QCOMPARE(ledger::defaultLedgerFileName(l, ledger::ExportFormat::Xlsx),
                 u"Kontoblatt-1010-USD-2026-11-01-bis-2026-11-22.xlsx"_s);
        auto *dialog = new ui::AccountLedgerDialog(l, {});
        QScopedPointer<ui::AccountLedgerDialog> owner(dialog);
        dialog->setAttribute(Qt::WA_DeleteOnClose, false);
        dialog->show();
        QMenu *menu = dialog->findChild<QMenu *>();
        QVERIFY(menu && menu->actions().size() == 3);
        const Opened opened = whereItOpens([&] { menu->actions().at(1)->trigger(); });
        QCOMPARE(opened.folder, documents());
        QCOMPARE(opened.file,
                 documents() + u"/Kontoblatt-1010-USD-2026-11-01-bis-2026-11-22.xlsx"_s);
    }

    void chartOfAccounts()
    {
        QCOMPARE(ledger::defaultAccountsFileName(ledger::ExportFormat::Csv), u"Kontenplan.csv"_s);
        ui::AccountsPane pane;
        QSignalSpy refreshed(&pane, &ui::AccountsPane::lastRefreshed);
        pane.setClient(m_client.get());
        pane.show();
        QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 15000);
        const Opened opened = whereItOpens([&] { pane.exportWithDialog(); });
        QCOMPARE(opened.folder, documents());
        QCOMPARE(opened.file, documents() + u"/Kontenplan.csv"_s);
    }

    void transactions()
    {
        ui::TransactionsPane pane;
        pane.setClient(m_client.get());
        const Opened opened = whereItOpens([&] { pane.exportCsv(); });
        QCOMPARE(opened.folder, documents());
        QCOMPARE(opened.file, documents() + u"/Transaktionen-"_s +
                                  QDate::currentDate().toString(Qt::ISODate) + u".csv"_s);
    }

    void trialBalance()
    {
        ui::TrialBalancePane pane;
        QSignalSpy refreshed(&pane, &ui::TrialBalancePane::lastRefreshed);
        pane.setClient(m_client.get());
        pane.show();
        QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 15000);
        QTRY_VERIFY(pane.hasFigures());
        const Opened opened =
            whereItOpens([&] { pane.exportWithDialog(ledger::ExportFormat::Xlsx); });
        QCOMPARE(opened.folder, documents());
        QCOMPARE(opened.file, documents() + u"/Summen-und-Saldenliste-USD-"_s +
                                  pane.asOfDate().toString(Qt::ISODate) + u".xlsx"_s);
    }

    void payouts()
    {
        ui::PayoutsPane pane;
        pane.setClient(m_client.get());
        const Opened opened = whereItOpens([&] { pane.exportPane(); });
        QCOMPARE(opened.folder, documents());
        QCOMPARE(opened.file, documents() + u"/Auszahlungen.xlsx"_s);
    }

    void activity()
    {
        ui::ActivityPane pane;
        pane.setClient(m_client.get());
        const Opened opened = whereItOpens([&] { pane.exportPane(); });
        QCOMPARE(opened.folder, documents());
        QCOMPARE(opened.file, documents() + u"/Aktivität-"_s +
                                  QDate::currentDate().toString(Qt::ISODate) + u".csv"_s);
    }

    void reconciliation()
    {
        // The last days' statement of the Bank account, read from the sandbox as a bank
        // would send it.
        const QDate to = todayUtc();
        const HttpResult r = m_sandbox.client.get(
            u"/sandbox/v1/bank-statement?currency=USD&from=%1&to=%2&format=camt053"_s.arg(
                to.addDays(-3).toString(Qt::ISODate), to.toString(Qt::ISODate)));
        QCOMPARE(r.status, 200);
        const QString path = m_startedIn.filePath(u"statement.xml"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.body);
        f.close();
        ui::ReconcileDialog dialog(m_client.get());
        dialog.show();
        QSignalSpy finished(&dialog, &ui::ReconcileDialog::finished);
        QVERIFY(dialog.reconcileFile(path));
        QVERIFY(finished.wait(15000));
        QVERIFY2(dialog.report(), qPrintable(dialog.problemText()));
        auto *exportButton = dialog.findChild<QPushButton *>(u"reconcileExportButton"_s);
        QVERIFY(exportButton && exportButton->isEnabled());
        const Opened opened = whereItOpens([&] { exportButton->click(); });
        QCOMPARE(opened.folder, documents());
        QCOMPARE(opened.file, documents() + u"/Abgleich-USD-"_s +
                                  dialog.report()->last.toString(Qt::ISODate) + u".xlsx"_s);
    }
};

QTEST_MAIN(TestSaveDialog)
#include "tst_savedialog.moc"
