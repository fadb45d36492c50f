// What the window says after an action, driven through the real window on the embedded local
// sandbox: a charge joins the top of the list selected, a declined charge shows its failed
// transaction, a refund says how much of which order, an export offers Open file and Show in
// folder, and the status bar's refresh time is the current profile's. Offscreen; real HTTP.
#include "dialogs/newchargedialog.h"
#include "dialogs/refunddialog.h"
#include "ledger/trialbalanceexport.h"
#include "localsandbox/localsandboxhost.h"
#include "mainwindow.h"
#include "models/transactionsmodel.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "widgets/messagebar.h"

#include <QAction>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk;

namespace {

template<typename T>
T *child(const QObject *parent, const QString &name)
{
    T *w = parent->findChild<T *>(name);
    if (!w)
        qFatal("no child %s", qPrintable(name));
    return w;
}

QPushButton *acceptButton(const QWidget *dialog)
{
    const auto *box = child<QDialogButtonBox>(dialog, u"buttonBox"_s);
    for (QAbstractButton *b : box->buttons()) {
        if (box->buttonRole(b) == QDialogButtonBox::AcceptRole)
            return qobject_cast<QPushButton *>(b);
    }
    qFatal("no accept button");
}

void type(QLineEdit *edit, const QString &text)
{
    edit->clear();
    QTest::keyClicks(edit, text);
}

QString uniqueRef(const QString &prefix)
{
    return prefix + u'-' + QUuid::createUuid().toString(QUuid::Id128).left(10);
}

// Opens URLs instead of a file manager (QDesktopServices::setUrlHandler).
class UrlRecorder : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened << url; }
};

} // namespace

class TestFeedback : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;
    std::unique_ptr<profiles::ProfileStore> m_store;
    std::unique_ptr<profiles::MemorySecretStore> m_secrets;
    std::unique_ptr<session::Session> m_session;
    std::unique_ptr<ui::MainWindow> m_window;

    ui::TransactionsPane *transactions() const { return m_window->transactionsPane(); }

    // The window's action on `keys`, as its menu entry or shortcut runs it.
    void trigger(const QKeySequence &keys)
    {
        for (QAction *a : m_window->findChildren<QAction *>()) {
            if (a->shortcut() == keys && a->isEnabled()) {
                a->trigger();
                return;
            }
        }
        QFAIL(qPrintable(u"no enabled action on "_s + keys.toString()));
    }

    ui::NewChargeDialog *openNewCharge(const QString &amount, const QString &ref)
    {
        trigger(QKeySequence::New);
        ui::NewChargeDialog *dialog = nullptr;
        [&] { QTRY_VERIFY((dialog = m_window->findChild<ui::NewChargeDialog *>())); }();
        if (!dialog)
            return nullptr;
        dialog->setLocale(QLocale(u"en_US"_s));
        auto *combo = child<QComboBox>(dialog, u"currencyCombo"_s);
        combo->setCurrentIndex(combo->findText(u"USD"_s));
        type(child<QLineEdit>(dialog, u"amountEdit"_s), amount);
        type(child<QLineEdit>(dialog, u"gatewayEdit"_s), u"cardnet"_s);
        type(child<QLineEdit>(dialog, u"merchantRefEdit"_s), ref);
        return dialog;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_settingsDir.path().toUtf8());
        QLocale::setDefault(QLocale(u"en_US"_s));
        m_store =
            std::make_unique<profiles::ProfileStore>(m_settingsDir.filePath(u"profiles.conf"_s));
        QVERIFY(m_store->ensureDefaults());
        m_secrets = std::make_unique<profiles::MemorySecretStore>();
        m_session = std::make_unique<session::Session>(*m_store, m_secrets.get());
        m_session->localSandbox()->setDataDir(m_dataDir.filePath(u"sandbox"_s));
        m_session->localSandbox()->setSeedCount(60);
        m_window = std::make_unique<ui::MainWindow>(*m_session, *m_store);
        m_window->resize(1280, 760);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_session->activate(m_store->localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->state(), session::Session::State::Ready, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(transactions()->model()->rowCount() > 0 &&
                                     !transactions()->model()->isLoading(),
                                 30000);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_session.reset();
    }

    void chargeJoinsTheTopSelected()
    {
        const QString ref = uniqueRef(u"feedback"_s);
        ui::NewChargeDialog *dialog = openNewCharge(u"10.00"_s, ref);
        QVERIFY(dialog);
        acceptButton(dialog)->click();
        ui::MessageBar *bar = m_window->messageBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->text().contains(ref), 15000);
        QVERIFY2(bar->text().contains(u"10.00"_s) && bar->text().contains(u"USD"_s),
                 qPrintable(bar->text()));
        QCOMPARE(transactions()->model()->transactionAt(0).merchantRef, ref);
        QTRY_VERIFY(transactions()->selectedTransaction().has_value());
        QCOMPARE(transactions()->selectedTransaction()->merchantRef, ref);
    }

    void declinedChargeShowsTheFailedTransaction()
    {
        const QString ref = uniqueRef(u"declined"_s);
        ui::NewChargeDialog *dialog = openNewCharge(u"10.02"_s, ref); // ..02 is declined
        QVERIFY(dialog);
        QSignalSpy declined(dialog, &ui::NewChargeDialog::declined);
        acceptButton(dialog)->click();
        QVERIFY(declined.wait(15000));
        const QString id = declined.at(0).at(0).toString();
        // The list refreshes behind the dialog, which stays open with the reason.
        QTRY_VERIFY_WITH_TIMEOUT(transactions()->selectedTransaction() &&
                                     transactions()->selectedTransaction()->id == id,
                                 15000);
        QCOMPARE(transactions()->selectedTransaction()->status, u"failed"_s);
        QVERIFY(dialog->isVisible());
        QVERIFY2(m_window->messageBar()->text().contains(id),
                 qPrintable(m_window->messageBar()->text()));
        dialog->reject();
        QTRY_VERIFY(!m_window->findChild<ui::NewChargeDialog *>());
    }

    void refundSaysHowMuchOfWhichOrder()
    {
        const QString ref = uniqueRef(u"refund"_s);
        ui::NewChargeDialog *dialog = openNewCharge(u"80.00"_s, ref);
        QVERIFY(dialog);
        acceptButton(dialog)->click();
        QTRY_VERIFY_WITH_TIMEOUT(transactions()->selectedTransaction() &&
                                     transactions()->selectedTransaction()->merchantRef == ref,
                                 15000);
        QTRY_VERIFY(m_window->findChild<ui::NewChargeDialog *>() == nullptr);
        trigger(QKeySequence(Qt::CTRL | Qt::Key_R));
        ui::RefundDialog *refund = nullptr;
        QTRY_VERIFY((refund = m_window->findChild<ui::RefundDialog *>()));
        refund->setLocale(QLocale(u"en_US"_s));
        type(child<QLineEdit>(refund, u"amountEdit"_s), u"50.00"_s);
        acceptButton(refund)->click();
        const QString expected = u"Refunded USD\u00A050.00 of %1."_s.arg(ref);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->messageBar()->text(), expected, 15000);
        QCOMPARE(transactions()->selectedTransaction()->status, u"partially_refunded"_s);
    }

    void exportOffersOpenFileAndShowInFolder()
    {
        QTemporaryDir out;
        const QString path = out.filePath(u"trial-balance.csv"_s);
        m_window->showPane(ui::MainWindow::Pane::TrialBalance);
        ui::TrialBalancePane *pane = m_window->trialBalancePane();
        QSignalSpy finished(pane, &ui::TrialBalancePane::exportFinished);
        QTRY_VERIFY_WITH_TIMEOUT(pane->hasFigures(), 30000);
        QVERIFY(pane->exportTo(ledger::ExportFormat::Csv, path));
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.at(0).at(1).toString(), QString());

        ui::MessageBar *bar = m_window->messageBar();
        QVERIFY2(bar->text().contains(QFileInfo(path).fileName()), qPrintable(bar->text()));
        const QList<QToolButton *> buttons = bar->actionButtons();
        QCOMPARE(buttons.size(), 2);
        QCOMPARE(buttons.at(0)->text(), u"Open file"_s);
        QCOMPARE(buttons.at(1)->text(), u"Show in folder"_s);
        UrlRecorder recorder;
        QDesktopServices::setUrlHandler(u"file"_s, &recorder, "open");
        buttons.at(0)->click();
        buttons.at(1)->click();
        QDesktopServices::unsetUrlHandler(u"file"_s);
        QCOMPARE(recorder.opened.size(), 2);
        QCOMPARE(recorder.opened.at(0), QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()));
        QCOMPARE(recorder.opened.at(1), QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
        // A message with something to do stays until it is closed.
        QVERIFY(bar->isVisible());
        m_window->showPane(ui::MainWindow::Pane::Transactions);
    }

    // The message floats over the panes: showing and closing it moves nothing under the
    // pointer (it used to push the window's content down and back up).
    void messageBarMovesNothing()
    {
        m_window->showPane(ui::MainWindow::Pane::Transactions);
        QWidget *pane = transactions();
        ui::MessageBar *bar = m_window->messageBar();
        bar->dismiss();
        QTRY_VERIFY(!bar->isVisible());
        const QRect before(pane->mapTo(m_window.get(), QPoint()), pane->size());
        bar->showFileMessage(u"A long message about a file that was written just now, long "
                             "enough to wrap on a narrow window"_s,
                             u"/tmp/x.csv"_s);
        QTRY_VERIFY(bar->isVisible());
        // Whatever layout the message asks for is done now, not at some later event.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCOMPARE(QRect(pane->mapTo(m_window.get(), QPoint()), pane->size()), before);
        // Over the panes, as wide as them, and high enough for its text.
        QVERIFY(bar->height() >= bar->minimumSizeHint().height());
        QCOMPARE(bar->width(), bar->parentWidget()->width());
        QCOMPARE(bar->pos(), QPoint(0, 0));
        QVERIFY(bar->geometry().intersects(
            QRect(pane->mapTo(bar->parentWidget(), QPoint()), pane->size())));
        bar->dismiss();
        QCOMPARE(QRect(pane->mapTo(m_window.get(), QPoint()), pane->size()), before);
    }

    // Passing news is read whole: in the status bar when it fits beside the permanent labels,
    // else in the message bar, which wraps it (the status bar cut it under its labels).
    void longNewsIsReadWhole()
    {
        ui::MessageBar *bar = m_window->messageBar();
        bar->dismiss();
        QStatusBar *status = m_window->statusBar();
        ui::TrialBalancePane *pane = m_window->trialBalancePane();
        Q_EMIT pane->statusMessage(u"Short news."_s);
        QCOMPARE(status->currentMessage(), u"Short news."_s);
        QCOMPARE(bar->text(), QString());
        const QString news = QStringList(60, u"news"_s).join(u' ');
        QVERIFY(status->fontMetrics().horizontalAdvance(news) > status->width());
        Q_EMIT pane->statusMessage(news);
        QCOMPARE(bar->text(), news);
        QCOMPARE(status->currentMessage(), QString()); // the older news is replaced
        bar->dismiss();
        status->clearMessage();
    }

    void refreshTimeBelongsToTheProfile()
    {
        QTRY_VERIFY(!m_window->lastRefreshText().isEmpty());
        const QString sandboxTime = m_window->lastRefreshText();
        profiles::Profile other = profiles::sandboxTemplate(QUrl(u"http://127.0.0.1:9/"_s));
        other.name = u"Unreachable"_s;
        QVERIFY(m_store->add(other));
        bool written = false;
        m_secrets->writeSecret(other.id, profiles::SecretKind::ApiKey,
                               u"pts_test_abcdefghijklmnopqrstuvwxyz012345"_s, this,
                               [&](const profiles::SecretError &) { written = true; });
        QTRY_VERIFY(written);
        m_session->activate(other.id);
        QTRY_COMPARE(m_session->profile().id, other.id);
        // Nothing has answered for this profile yet.
        QCOMPARE(m_window->lastRefreshText(), QString());
        m_session->activate(m_store->localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->state(), session::Session::State::Ready, 30000);
        QVERIFY(!m_window->lastRefreshText().isEmpty());
        Q_UNUSED(sandboxTime);
    }
};

QTEST_MAIN(TestFeedback)
#include "tst_feedback.moc"
