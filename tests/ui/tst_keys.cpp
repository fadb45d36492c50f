// The window knows its key (issue 28): against the real sandbox, a read-only key's refund is
// disabled with the reason (and refused by the service with 403, worded); a revoked key's next
// request is 401 and the window says so; Profile ▸ Keys… creates, keeps as a profile, revokes
// and rolls keys; the Activity pane names the key of a refund made in the window, opens its
// transaction, filters by key and exports to CSV. Offscreen; real HTTP on loopback.
#include "dialogs/keysdialog.h"
#include "dialogs/refunddialog.h"
#include "dialogs/transactionactions.h"
#include "mainwindow.h"
#include "models/activitymodel.h"
#include "models/transactionsmodel.h"
#include "panes/activitypane.h"
#include "panes/transactiondetail.h"
#include "panes/transactionspane.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "sandboxclient.h"
#include "session/session.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using testing::SandboxFixture;

namespace {

QAction *actionNamed(QWidget *window, const QString &text)
{
    for (QAction *a : window->findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

} // namespace

class TestKeysWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    SandboxFixture m_sandbox;
    std::unique_ptr<profiles::ProfileStore> m_store;
    profiles::MemorySecretStore m_secrets;

    // A key made with the sandbox's full key: its id and value.
    std::pair<QString, QString> makeKey(const QString &name, const QStringList &permissions)
    {
        const testing::HttpResult r = m_sandbox.client.post(
            u"/sandbox/v1/keys"_s,
            {{u"name"_s, name}, {u"permissions"_s, QJsonArray::fromStringList(permissions)}});
        return {r.json[u"id"_s].toString(), r.json[u"secret"_s].toString()};
    }
    // A sandbox profile for `key` on the test's sandbox.
    QString addProfile(const QString &name, const QString &key)
    {
        profiles::Profile p = profiles::sandboxTemplate(m_sandbox.service->url());
        p.name = name;
        if (!m_store->add(p))
            return {};
        bool written = false;
        m_secrets.writeSecret(p.id, profiles::SecretKind::ApiKey, key, this,
                              [&](const profiles::SecretError &) { written = true; });
        return QTest::qWaitFor([&] { return written; }, 5000) ? p.id : QString();
    }
    QString charge(qint64 amount, const QString &ref)
    {
        return m_sandbox.client
            .post(u"/api/v1/transactions"_s, testing::chargeBody(amount, u"USD"_s, ref))
            .json[u"id"_s]
            .toString();
    }
    static bool knows(const session::Session &s)
    {
        return s.capabilities().state() == api::KeyCapabilities::State::Known;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_dir.filePath(u"settings"_s).toUtf8());
        QVERIFY(m_sandbox.start());
        m_store = std::make_unique<profiles::ProfileStore>(m_dir.filePath(u"profiles.ini"_s));
    }

    void readOnlyKeyCannotRefund()
    {
        const QString txn = charge(4200, u"ORD-RO-1"_s);
        const auto [id, value] = makeKey(u"Read only"_s, {u"transactions:read"_s});
        const QString profile = addProfile(u"Read only"_s, value);
        session::Session session(*m_store, &m_secrets);
        ui::MainWindow window(session, *m_store);
        window.show();
        session.activate(profile);
        QTRY_VERIFY_WITH_TIMEOUT(knows(session), 20000);
        QCOMPARE(session.capabilities().key()->name, u"Read only"_s);
        QCOMPARE(window.statusBar()->findChild<QLabel *>(u"keyLabel"_s)->text(),
                 u"Key: Read only"_s);

        // The refundable transaction, selected: every way to refund it is off, and says why.
        window.showPane(ui::MainWindow::Pane::Transactions);
        ui::TransactionsPane *pane = window.transactionsPane();
        pane->showTransaction(txn);
        QTRY_VERIFY_WITH_TIMEOUT(
            pane->selectedTransaction() && pane->selectedTransaction()->id == txn, 20000);
        QVERIFY(pane->selectedTransaction()->isRefundable());
        const QString why = u"This key cannot refund: it lacks refunds:write."_s;
        QAction *refund = actionNamed(&window, u"&Refund…"_s);
        QVERIFY(refund);
        QTRY_VERIFY(!refund->isEnabled());
        QCOMPARE(refund->toolTip(), why);
        QCOMPARE(refund->statusTip(), why);
        auto *button = pane->detail()->findChild<QPushButton *>(u"refundButton"_s);
        QVERIFY(!button->isEnabled());
        QCOMPARE(button->toolTip(), why);
        // Charging and key management are not this key's either.
        QAction *newCharge = actionNamed(&window, u"&New charge…"_s);
        QVERIFY(!newCharge->isEnabled());
        QVERIFY(newCharge->toolTip().contains(u"transactions:write"_s));
        QAction *keys = actionNamed(&window, u"&Keys…"_s);
        QVERIFY(!keys->isEnabled());
        QVERIFY(keys->toolTip().startsWith(u"This key cannot manage keys"_s));
        // Asked anyway (a double click, a script), nothing opens.
        Q_EMIT pane->refundRequested(*pane->selectedTransaction());
        QCoreApplication::processEvents();
        QVERIFY(!window.findChild<ui::RefundDialog *>());

        // The service refuses it too, and the answer is worded.
        std::optional<api::Result<api::Refund>> answer;
        session.client()->createRefund(txn, {}, this,
                                       [&](const api::Result<api::Refund> &r) { answer = r; });
        QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 10000);
        QVERIFY(!answer->ok());
        QCOMPARE(answer->error().httpStatus, 403);
        QVERIFY2(answer->error().message().startsWith(why), qPrintable(answer->error().message()));
        QCOMPARE(m_sandbox.client.get(u"/api/v1/transactions/"_s + txn)
                     .json[u"amount_refunded"_s]
                     .toInt(),
                 0);
    }

    void revokedKeyIsSaid()
    {
        const auto [id, value] = makeKey(u"Soon revoked"_s, {u"*"_s});
        const QString profile = addProfile(u"Soon revoked"_s, value);
        session::Session session(*m_store, &m_secrets);
        ui::MainWindow window(session, *m_store);
        window.show();
        session.activate(profile);
        QTRY_VERIFY_WITH_TIMEOUT(knows(session), 20000);
        QAction *newCharge = actionNamed(&window, u"&New charge…"_s);
        QVERIFY(newCharge->isEnabled());

        QCOMPARE(m_sandbox.client.send("DELETE", u"/sandbox/v1/keys/"_s + id).status, 204);
        // The next request is refused: the window says the key was revoked, and offers nothing.
        window.transactionsPane()->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(session.capabilities().state(),
                                  api::KeyCapabilities::State::Refused, 20000);
        QCOMPARE(window.statusBar()->findChild<QLabel *>(u"keyLabel"_s)->text(), u"Key refused"_s);
        QStringList said;
        for (const QLabel *l : window.statusBar()->findChildren<QLabel *>())
            said << l->text();
        QVERIFY2(said.filter(u"Last error:"_s).filter(u"revoked"_s).size() == 1,
                 qPrintable(said.join(u" | "_s)));
        QTRY_VERIFY(!newCharge->isEnabled());
        QVERIFY(newCharge->toolTip().contains(u"revoked"_s));
    }

    void keysDialog()
    {
        const QString profile = addProfile(u"Admin"_s, SandboxFixture::testKey());
        session::Session session(*m_store, &m_secrets);
        session.activate(profile);
        QTRY_VERIFY_WITH_TIMEOUT(knows(session), 20000);
        ui::KeysDialog dialog(session, *m_store);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.keys().isEmpty() && !dialog.isBusy(), 10000);
        QVERIFY2(dialog.keyText().contains(u"\"Default\""_s), qPrintable(dialog.keyText()));
        QVERIFY(dialog.keyText().contains(m_sandbox.service->merchantId()));
        QVERIFY(dialog.keyText().contains(u"full access"_s));

        // Shown once, to copy.
        const int before = int(dialog.keys().size());
        dialog.createKey(u"CI"_s, {u"transactions:read"_s});
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.shownValue().isEmpty(), 10000);
        QVERIFY(dialog.shownValue().startsWith(u"pts_test_"_s));
        QTRY_COMPARE_WITH_TIMEOUT(dialog.keys().size(), before + 1, 10000);
        const QString ciId = dialog.keys().constLast().id;

        // Kept as a profile: the value only in the secret store, and it works.
        dialog.createKey(u"Books"_s, {u"ledger:read"_s}, u"Admin (Books)"_s);
        QTRY_VERIFY_WITH_TIMEOUT(m_store->findByName(u"Admin (Books)"_s).has_value(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.stateText().contains(u"Admin (Books)"_s), 10000);
        // A list that arrives after it (as under load) leaves what was said.
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
        dialog.refresh();
        QVERIFY(dialog.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 10000);
        QVERIFY2(dialog.stateText().contains(u"Admin (Books)"_s), qPrintable(dialog.stateText()));
        QVERIFY(dialog.shownValue().isEmpty());
        std::optional<QString> books;
        m_secrets.readSecret(m_store->findByName(u"Admin (Books)"_s)->id,
                             profiles::SecretKind::ApiKey, this,
                             [&](const std::optional<QString> &v, const profiles::SecretError &) {
                                 books = v.value_or(QString());
                             });
        QTRY_VERIFY(books.has_value());
        testing::HttpClient asBooks;
        asBooks.base = m_sandbox.service->url();
        asBooks.apiKey = *books;
        QCOMPARE(asBooks.get(u"/api/v1/me"_s).json[u"name"_s].toString(), u"Books"_s);

        // Revoked: listed so.
        dialog.revokeKey(ciId);
        QTRY_VERIFY_WITH_TIMEOUT(
            std::any_of(dialog.keys().cbegin(), dialog.keys().cend(),
                        [&](const api::ApiKey &k) { return k.id == ciId && k.isRevoked(); }),
            10000);

        // The profile's own key rolled into the profile: it connects again with the new one,
        // and the old keeps working meanwhile.
        const QString oldId = session.capabilities().key()->keyId;
        dialog.rollKey(oldId, 1, true);
        QTRY_VERIFY_WITH_TIMEOUT(knows(session) && session.capabilities().key()->keyId != oldId,
                                 20000);
        QCOMPARE(session.capabilities().key()->name, u"Default"_s);
        QVERIFY(session.capabilities().key()->expiresAt.isValid() == false);
        QCOMPARE(m_sandbox.client.get(u"/api/v1/me"_s).json[u"key_id"_s].toString(), oldId);
        QVERIFY(m_sandbox.client.get(u"/api/v1/me"_s).json[u"expires_at"_s].isString());
    }

    void activityNamesTheKeyOfARefund()
    {
        const QString txn = charge(9900, u"ORD-ACT-7"_s);
        const auto [id, value] = makeKey(u"Front desk"_s, {u"*"_s});
        const QString profile = addProfile(u"Front desk"_s, value);
        session::Session session(*m_store, &m_secrets);
        ui::MainWindow window(session, *m_store);
        window.show();
        session.activate(profile);
        QTRY_VERIFY_WITH_TIMEOUT(knows(session), 20000);

        // A refund made in the window, as a person makes it.
        ui::TransactionsPane *pane = window.transactionsPane();
        window.showPane(ui::MainWindow::Pane::Transactions);
        pane->showTransaction(txn);
        QTRY_VERIFY_WITH_TIMEOUT(
            pane->selectedTransaction() && pane->selectedTransaction()->id == txn, 20000);
        QAction *refund = actionNamed(&window, u"&Refund…"_s);
        QTRY_VERIFY(refund->isEnabled());
        refund->trigger();
        ui::RefundDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<ui::RefundDialog *>()) != nullptr);
        QSignalSpy refunded(dialog, &ui::RefundDialog::refunded);
        auto *box = dialog->findChild<QDialogButtonBox *>(u"buttonBox"_s);
        for (QAbstractButton *b : box->buttons()) {
            if (box->buttonRole(b) == QDialogButtonBox::AcceptRole)
                b->click();
        }
        QVERIFY(refunded.wait(10000));
        const QString refundId = refunded.at(0).at(0).value<api::Refund>().id;

        // In the Activity pane, newest first: the refund, by the profile's key, named by its
        // transaction's reference.
        window.showPane(ui::MainWindow::Pane::Activity);
        ui::ActivityPane *activity = window.activityPane();
        activity->refresh();
        models::ActivityModel *model = activity->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 0 && !model->isLoading(), 10000);
        const api::ActivityEntry &top = model->entryAt(0);
        QCOMPARE(top.keyName, u"Front desk"_s);
        QCOMPARE(top.keyId, id);
        QCOMPARE(top.resourceId, std::optional(refundId));
        QCOMPARE(model->data(model->index(0, models::ActivityModel::Key)).toString(),
                 u"Front desk"_s);
        QTRY_COMPARE_WITH_TIMEOUT(
            model->data(model->index(0, models::ActivityModel::What)).toString(),
            u"Refund of ORD-ACT-7"_s, 10000);
        QCOMPARE(model->data(model->index(0, models::ActivityModel::Answer)).toString(),
                 u"Done (201)"_s);
        QCOMPARE(model->data(model->index(0, models::ActivityModel::Transaction)).toString(), txn);

        // Its transaction opens in Transactions.
        QSignalSpy open(activity, &ui::ActivityPane::openTransaction);
        activity->view()->selectRow(0);
        activity->openSelectedTransaction();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).at(0).toString(), txn);
        QTRY_VERIFY(window.currentPane() == ui::MainWindow::Pane::Transactions);

        // Filtered by another key: not there.
        window.showPane(ui::MainWindow::Pane::Activity);
        const QString defaultId =
            m_sandbox.client.get(u"/api/v1/me"_s).json[u"key_id"_s].toString();
        activity->setKeyFilter(defaultId);
        QTRY_VERIFY_WITH_TIMEOUT(!model->isLoading() && model->query().keyId == defaultId, 10000);
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(model->entryAt(row).keyId != id);
        activity->setKeyFilter(id);
        QTRY_VERIFY_WITH_TIMEOUT(!model->isLoading() && model->rowCount() == 1, 10000);

        // Exported to CSV: the entries the filters match.
        const QString csv = m_dir.filePath(u"activity.csv"_s);
        QSignalSpy exported(activity, &ui::ActivityPane::exportFinished);
        QVERIFY(activity->exportTo(csv));
        QVERIFY(exported.wait(10000));
        QVERIFY(exported.at(0).at(0).toBool());
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.at(0).trimmed(), QByteArray("at,key_name,key_id,method,path,status,"
                                                   "resource_id,transaction_id,idempotency_key"));
        QVERIFY(lines.at(1).contains(QByteArray("Front desk," + id.toUtf8() + ",POST,")));
        QVERIFY(lines.at(1).contains(QByteArray(refundId.toUtf8() + ',' + txn.toUtf8())));
        QCOMPARE(lines.size(), 3); // the header, the refund, the end
    }
};

QTEST_MAIN(TestKeysWindow)
#include "tst_keys.moc"
