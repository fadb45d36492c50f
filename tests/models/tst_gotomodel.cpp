// Go to anything's results (GotoModel and its sources) over the real sandbox: the ranking of a
// match, local sources answering at once and remote ones after the pause in typing, each kind
// of the service found (a transaction by id and by part of its reference, a refund, a payment
// link, an account by code and by name) and opened, an older text's answer dropped, and a
// service that cannot be reached saying so while the local kinds still answer.
#include "core/modelroles.h"
#include "models/gotomodel.h"
#include "models/gotosources.h"
#include "sandboxclient.h"

#include <QAbstractItemModelTester>
#include <QTcpServer>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using models::GotoItem;
using models::GotoKind;
using models::GotoModel;
using paydesk::testing::SandboxFixture;

namespace {

// A remote source the test answers by hand: what it was asked, and the answers to give.
class HandSource final : public models::GotoSource
{
public:
    GotoKind kind() const override { return GotoKind::Transaction; }
    bool isRemote() const override { return true; }
    void search(const QString &text, models::GotoDone done) override
    {
        asked << text;
        waiting << done;
    }
    void cancel() override { ++cancelled; }

    QStringList asked;
    QList<models::GotoDone> waiting;
    int cancelled = 0;
};

GotoItem handItem(const QString &id)
{
    return {GotoKind::Transaction, id, {}, id, 1, {}};
}

QStringList idsOf(const GotoModel &model, GotoKind kind)
{
    QStringList out;
    for (const GotoItem &i : model.items()) {
        if (i.kind == kind)
            out << i.id;
    }
    return out;
}

QStringList headings(const GotoModel &model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.rowType(r) == GotoModel::RowType::Heading)
            out << model.index(r, 0).data().toString();
    }
    return out;
}

} // namespace

class TestGotoModel : public QObject
{
    Q_OBJECT

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
    api::Transaction m_charge;
    api::Refund m_refund;
    api::RedirectSession m_link;

    // The panes of a window, as the window lists them; `opened` says which one was asked for.
    static std::unique_ptr<models::GotoListSource> panes(QString *opened)
    {
        return std::make_unique<models::GotoListSource>(GotoKind::Pane, [opened] {
            QList<models::GotoEntry> out;
            for (const QString &title :
                 {u"Transactions"_s, u"Refunds"_s, u"Trial balance"_s, u"Activity"_s}) {
                const QString id = title.toLower().replace(u' ', u'-');
                out << models::GotoEntry{title, {}, id, {id}, [opened, id] { *opened = id; }};
            }
            return out;
        });
    }

    // Every source of the service over `client`; what was opened goes into `opened`.
    static void addServiceSources(GotoModel &model, api::ApiClient *client, QString *opened)
    {
        const auto c = [client] { return client; };
        model.addSource(std::make_unique<models::GotoTransactionSource>(
            c, [opened](const api::Transaction &t) { *opened = t.id; }));
        model.addSource(std::make_unique<models::GotoRefundSource>(
            c, [opened](const api::Refund &r) { *opened = r.id; }));
        model.addSource(std::make_unique<models::GotoPaymentLinkSource>(
            c, [opened](const api::RedirectSession &s) { *opened = s.id; }));
        model.addSource(std::make_unique<models::GotoAccountSource>(
            c, [opened](const api::LedgerAccount &a) { *opened = a.code; },
            [](const api::LedgerAccount &a) { return a.type; }));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_nam.setProxy(QNetworkProxy::NoProxy);
        sandbox::SandboxOptions options;
        options.seedCount = 200;
        QVERIFY(m_sandbox.start(options));
        api::ClientConfig config;
        config.baseUrl = m_sandbox.service->url();
        config.apiKey = SandboxFixture::testKey();
        m_client = std::make_unique<api::ApiClient>(config, &m_nam);

        m_client->createTransaction({4990, u"EUR"_s, u"cardnet"_s, u"GOTO-ORDER-7781"_s, {}}, this,
                                    [this](const api::Result<api::Transaction> &r) {
                                        QVERIFY(r.ok());
                                        m_charge = r.value();
                                    });
        QTRY_VERIFY_WITH_TIMEOUT(!m_charge.id.isEmpty(), 10000);
        m_client->createRefund(m_charge.id, {990, u"duplicate"_s, {}}, this,
                               [this](const api::Result<api::Refund> &r) {
                                   QVERIFY(r.ok());
                                   m_refund = r.value();
                               });
        QTRY_VERIFY_WITH_TIMEOUT(!m_refund.id.isEmpty(), 10000);
        api::NewRedirectSession link;
        link.amount = 12500;
        link.currency = u"EUR"_s;
        link.gateway = u"cardnet"_s;
        link.merchantRef = u"GOTO-LINK-5521"_s;
        link.returnUrl = u"https://shop.example/thanks"_s;
        m_client->createRedirectSession(link, this,
                                        [this](const api::Result<api::RedirectSession> &r) {
                                            QVERIFY(r.ok());
                                            m_link = r.value();
                                        });
        QTRY_VERIFY_WITH_TIMEOUT(!m_link.id.isEmpty(), 10000);
    }

    void matchRanking()
    {
        using models::gotoMatchScore;
        const int exact = gotoMatchScore(u"refunds"_s, u"Refunds"_s);
        const int prefix = gotoMatchScore(u"ref"_s, u"Refunds"_s);
        const int word = gotoMatchScore(u"bal"_s, u"Trial balance"_s);
        const int inside = gotoMatchScore(u"und"_s, u"Refunds"_s);
        const int letters = gotoMatchScore(u"tbl"_s, u"Trial balance"_s);
        QVERIFY(exact > prefix);
        QVERIFY(prefix > word);
        QVERIFY(word > inside);
        QVERIFY(inside > letters);
        QVERIFY(letters > 0);
        QCOMPARE(gotoMatchScore(u"xyz"_s, u"Refunds"_s), 0);
        QCOMPARE(gotoMatchScore(u"sdnufer"_s, u"Refunds"_s), 0); // letters out of order
        QCOMPARE(gotoMatchScore(u"rs"_s, u"Refunds"_s), 0);      // two letters: too loose
        // Case and accents count for nothing.
        QCOMPARE(gotoMatchScore(u"AKTIVITAT"_s, u"Aktivität"_s), 1000);
        QVERIFY(gotoMatchScore(u"ecart"_s, u"Écart de caisse"_s) > word);
        // A shorter candidate wins among prefixes.
        QVERIFY(gotoMatchScore(u"ref"_s, u"Refunds"_s) >
                gotoMatchScore(u"ref"_s, u"Refunds payable"_s));

        QVERIFY(models::GotoTransactionSource::looksLikeId(m_charge.id));
        QVERIFY(models::GotoTransactionSource::looksLikeId(u"ch_3MtwBwLkdIwHu7ix28a3tqPa"_s));
        QVERIFY(!models::GotoTransactionSource::looksLikeId(u"GOTO-ORDER-7781"_s));
        QVERIFY(!models::GotoTransactionSource::looksLikeId(u"txn_ab"_s));
        QVERIFY(models::GotoPaymentLinkSource::looksLikeId(m_link.id));
        QVERIFY(!models::GotoPaymentLinkSource::looksLikeId(m_charge.id));
    }

    // Panes and saved views are matched as the text changes, with no pause and no wait.
    void localSourcesAnswerAtOnce()
    {
        GotoModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QString opened;
        model.addSource(panes(&opened));
        QList<models::GotoSavedView> applied;
        const QList<models::GotoSavedView> views{{u"Refunds over 100"_s, u"Refunds"_s},
                                                 {u"Failed this week"_s, u"Transactions"_s}};
        model.addSource(std::make_unique<models::GotoSavedViewSource>(
            [views] { return views; },
            [&applied](const models::GotoSavedView &v) { applied << v; }));

        // The empty text lists them all, panes first.
        model.reset();
        QCOMPARE(headings(model), (QStringList{u"Panes"_s, u"Saved views"_s}));
        QCOMPARE(idsOf(model, GotoKind::Pane).size(), 4);
        QCOMPARE(idsOf(model, GotoKind::SavedView).size(), 2);
        QVERIFY(!model.isSearching());
        QCOMPARE(model.rowType(0), GotoModel::RowType::Heading);
        QCOMPARE(model.flags(model.index(0, 0)) & Qt::ItemIsSelectable, Qt::NoItemFlags);
        QCOMPARE(model.nextItemRow(-1, 1), 1);

        model.setText(u"refunds"_s);
        QCOMPARE(idsOf(model, GotoKind::Pane), QStringList{u"refunds"_s});
        // "Refunds over 100" by its name; the other view not (its pane is Transactions).
        QCOMPARE(idsOf(model, GotoKind::SavedView), QStringList{u"Refunds over 100"_s});
        const int view = model.rowOfItem(GotoKind::SavedView, u"Refunds over 100"_s);
        QCOMPARE(model.index(view, GotoModel::Secondary).data().toString(), u"Refunds"_s);
        QCOMPARE(model.index(view, 0).data(Qt::AccessibleTextRole).toString(),
                 u"Saved view: Refunds over 100, Refunds"_s);
        QVERIFY(model.activate(view));
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.constFirst().name, u"Refunds over 100"_s);
        QCOMPARE(applied.constFirst().pane, u"Refunds"_s);
        QVERIFY(!model.activate(0)); // a heading goes nowhere
        // A view by the name of its pane, after the pane itself.
        model.setText(u"transactions"_s);
        QCOMPARE(idsOf(model, GotoKind::SavedView), QStringList{u"Failed this week"_s});
        QCOMPARE(headings(model), (QStringList{u"Panes"_s, u"Saved views"_s}));

        // Letters in order: "tbal" is the trial balance.
        model.setText(u"tbal"_s);
        QCOMPARE(idsOf(model, GotoKind::Pane), QStringList{u"trial-balance"_s});
        QVERIFY(model.activate(model.rowOfItem(GotoKind::Pane, u"trial-balance"_s)));
        QCOMPARE(opened, u"trial-balance"_s);

        model.setText(u"zzzz"_s);
        QCOMPARE(model.items().size(), 0);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data().toString(), u"Nothing found for “zzzz”."_s);
    }

    // The service is asked once the typing pauses, for the last text only.
    void remoteSourcesWaitForThePause()
    {
        GotoModel model;
        auto *hand = new HandSource;
        model.addSource(std::unique_ptr<models::GotoSource>(hand));
        model.setText(u"G"_s);
        model.setText(u"GO"_s);
        model.setText(u"GOT"_s);
        model.setText(u"GOTO"_s);
        QVERIFY(model.isSearching());
        QCOMPARE(model.index(model.rowCount() - 1, 0).data().toString(),
                 u"Searching the service…"_s);
        QVERIFY(hand->asked.isEmpty());
        QTRY_COMPARE(hand->asked, QStringList{u"GOTO"_s});
        // A single character is not sent at all: nothing is awaited.
        model.setText(u"G"_s);
        QVERIFY(!model.isSearching());
    }

    void olderAnswersAreDropped()
    {
        GotoModel model;
        model.setDebounceMs(0);
        auto *hand = new HandSource;
        model.addSource(std::unique_ptr<models::GotoSource>(hand));
        QSignalSpy updated(&model, &GotoModel::updated);
        model.setText(u"ORDER-1"_s);
        QTRY_COMPARE(hand->asked.size(), 1);
        const int cancelledBefore = hand->cancelled;
        model.setText(u"ORDER-2"_s);
        QCOMPARE(hand->cancelled, cancelledBefore + 1); // the older request is cancelled
        QTRY_COMPARE(hand->asked.size(), 2);
        // The answer to ORDER-1 arrives late: dropped.
        updated.clear();
        hand->waiting.at(0)({{handItem(u"txn_for_order_1"_s)}, {}});
        QCOMPARE(updated.size(), 0);
        QVERIFY(model.items().isEmpty());
        QVERIFY(model.isSearching());
        hand->waiting.at(1)({{handItem(u"txn_for_order_2"_s)}, {}});
        QCOMPARE(idsOf(model, GotoKind::Transaction), QStringList{u"txn_for_order_2"_s});
        QVERIFY(!model.isSearching());
    }

    void findsEachKindOfTheService()
    {
        GotoModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDebounceMs(0);
        QString opened;
        addServiceSources(model, m_client.get(), &opened);
        model.reset();
        const auto search = [&model](const QString &text) {
            model.setText(text);
            QTRY_VERIFY_WITH_TIMEOUT(!model.isSearching(), 10000);
            QVERIFY2(model.error().isEmpty(), qPrintable(model.error()));
        };

        // A transaction by part of its reference; its refund by the same (the service finds
        // refunds by their transaction's reference).
        search(u"ORDER-7781"_s);
        QCOMPARE(idsOf(model, GotoKind::Transaction), QStringList{m_charge.id});
        QCOMPARE(idsOf(model, GotoKind::Refund), QStringList{m_refund.id});
        const int row = model.rowOfItem(GotoKind::Transaction, m_charge.id);
        QCOMPARE(model.index(row, GotoModel::Primary).data().toString(), u"GOTO-ORDER-7781"_s);
        QCOMPARE(model.index(row, GotoModel::Secondary).data().toString().section(u" · "_s, 0, 1),
                 u"49.90\u00a0EUR · Partially refunded"_s);
        QCOMPARE(model.index(row, 0).data(models::IdRole).toString(), m_charge.id);
        QVERIFY(model.activate(row));
        QCOMPARE(opened, m_charge.id);

        // A transaction by its whole id, read directly.
        search(m_charge.id);
        QCOMPARE(idsOf(model, GotoKind::Transaction), QStringList{m_charge.id});
        // A refund by its id.
        search(m_refund.id);
        QCOMPARE(idsOf(model, GotoKind::Refund), QStringList{m_refund.id});
        QVERIFY(model.activate(model.rowOfItem(GotoKind::Refund, m_refund.id)));
        QCOMPARE(opened, m_refund.id);
        // A payment link by part of its reference and by its id.
        search(u"link-5521"_s);
        QCOMPARE(idsOf(model, GotoKind::PaymentLink), QStringList{m_link.id});
        search(m_link.id);
        QCOMPARE(idsOf(model, GotoKind::PaymentLink), QStringList{m_link.id});
        QVERIFY(model.activate(model.rowOfItem(GotoKind::PaymentLink, m_link.id)));
        QCOMPARE(opened, m_link.id);
        // An account by name, then by its code: the code's account first.
        search(u"processing"_s);
        const QStringList processing = idsOf(model, GotoKind::Account);
        QCOMPARE(processing.size(), 1);
        const int account = model.rowOfItem(GotoKind::Account, processing.constFirst());
        QCOMPARE(model.index(account, 0).data().toString(),
                 processing.constFirst() + u"  Processing fees"_s);
        QCOMPARE(model.index(account, 1).data().toString(), u"expense"_s);
        search(processing.constFirst());
        QCOMPARE(idsOf(model, GotoKind::Account).value(0), processing.constFirst());
        QVERIFY(model.activate(model.rowOfItem(GotoKind::Account, processing.constFirst())));
        QCOMPARE(opened, processing.constFirst());
        // The group with the best match first: "1000" is the code of Assets, and part of the
        // seeded ORD-100000's reference.
        search(u"1000"_s);
        QCOMPARE(headings(model).mid(0, 2), (QStringList{u"Accounts"_s, u"Transactions"_s}));
        QCOMPARE(model.items().constFirst().id, u"1000"_s);
        const int firstTransaction =
            model.nextItemRow(model.rowOfItem(GotoKind::Account, u"1000"_s), 1);
        QVERIFY(model.itemAt(firstTransaction));
        QVERIFY(model.itemAt(firstTransaction)->primary.startsWith(u"ORD-1000"_s));
        // A refund found by its transaction's reference comes after the transaction.
        search(u"ORDER-7781"_s);
        QCOMPARE(headings(model), (QStringList{u"Transactions"_s, u"Refunds"_s}));
    }

    // A service that cannot be reached: the list says so, and the panes are still found.
    void deadNetwork()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close(); // nothing listens there now
        api::ClientConfig config;
        config.baseUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(port));
        config.apiKey = SandboxFixture::testKey();
        config.maxRetries = 0;
        api::ApiClient dead(config, &m_nam);

        GotoModel model;
        model.setDebounceMs(0);
        QString opened;
        model.addSource(panes(&opened));
        addServiceSources(model, &dead, &opened);
        model.reset();
        model.setText(u"Refunds"_s);
        QCOMPARE(idsOf(model, GotoKind::Pane), QStringList{u"refunds"_s}); // at once
        QTRY_VERIFY_WITH_TIMEOUT(!model.isSearching(), 10000);
        QVERIFY(!model.error().isEmpty());
        const QString note = model.index(model.rowCount() - 1, 0).data().toString();
        QVERIFY2(note.startsWith(u"Could not search the service: "_s), qPrintable(note));
        QCOMPARE(idsOf(model, GotoKind::Pane), QStringList{u"refunds"_s});

        // No profile at all.
        GotoModel none;
        none.setDebounceMs(0);
        addServiceSources(none, nullptr, &opened);
        none.setText(u"ORDER"_s);
        QTRY_VERIFY(!none.isSearching());
        QCOMPARE(none.index(none.rowCount() - 1, 0).data().toString(),
                 u"Could not search the service: no profile is connected."_s);
    }
};

QTEST_MAIN(TestGotoModel)
#include "tst_gotomodel.moc"
