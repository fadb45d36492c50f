// Saved views without a window: each pane's filter as language-neutral JSON and back (relative
// dates stay relative), every wrong key or value refused in words, the list's rules (unique
// names, order by pane, moves within a pane, import replacing by name), the shared file's
// round trip and its damaged forms (nothing taken), and the settings per profile: the ready
// views for a new profile, a deleted ready view staying deleted, another profile untouched.
#include "models/savedviews.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using models::SavedView;
using models::SavedViewList;
using models::ViewPane;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

SavedView view(const QString &name, ViewPane pane, const QJsonObject &filter = {})
{
    SavedView v;
    v.name = name;
    v.pane = pane;
    v.filter = filter;
    return v;
}

QStringList names(const SavedViewList &list)
{
    QStringList out;
    for (const SavedView &v : list.views())
        out << v.displayName();
    return out;
}

} // namespace

class TestSavedViews : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void transactionFilterKeepsRelativeDates()
    {
        models::TransactionFilter f;
        f.statuses = {u"refunded"_s, u"failed"_s};
        f.datePreset = models::DatePreset::ThisMonth;
        f.gateway = u" CardNet "_s;
        f.currency = u"eur"_s;
        f.search = u" ORD-1 "_s;
        const QJsonObject j = models::toJson(f);
        // The preset by name, never the days it meant today; what the list applies, normalised.
        QCOMPARE(j, json(R"({"statuses":["failed","refunded"],"dates":"this-month",
                             "gateway":"cardnet","currency":"EUR","search":"ORD-1"})"));
        const auto back = models::transactionFilterFromJson(j);
        QVERIFY(back);
        QCOMPARE(back->datePreset, models::DatePreset::ThisMonth);
        QVERIFY(!back->customFrom.isValid());
        QCOMPARE(back->toQuery(QDate(2027, 2, 14)).createdFrom, QDate(2027, 2, 1));
        QCOMPARE(back->toQuery(QDate(2027, 2, 14)).createdTo, QDate(2027, 3, 1));
        QCOMPARE(back->toQuery(QDate(2027, 2, 14)).statuses, f.toQuery({}).statuses);

        // A half-typed currency the list ignores is not kept either.
        models::TransactionFilter typing;
        typing.currency = u"EU"_s;
        QCOMPARE(models::toJson(typing), QJsonObject());

        models::TransactionFilter custom;
        custom.datePreset = models::DatePreset::Custom;
        custom.customFrom = QDate(2026, 11, 1);
        custom.customLast = QDate(2026, 11, 30);
        QCOMPARE(models::toJson(custom),
                 json(R"({"dates":"custom","from":"2026-11-01","to":"2026-11-30"})"));
        QCOMPARE(models::transactionFilterFromJson(models::toJson(custom))->customLast,
                 custom.customLast);
    }

    void everyPaneRoundTrips()
    {
        models::RefundFilter r;
        r.datePreset = models::DatePreset::LastMonth;
        r.transactionId = u"txn_abc"_s;
        const auto refunds = models::refundFilterFromJson(models::toJson(r));
        QVERIFY(refunds);
        QCOMPARE(refunds->datePreset, r.datePreset);
        QCOMPARE(refunds->transactionId, r.transactionId);

        const models::PaymentLinkFilter l{u"open"_s, u"ORD"_s};
        QCOMPARE(models::paymentLinkFilterFromJson(models::toJson(l)), l);

        using TB = models::TrialBalanceViewFilter;
        TB tb;
        tb.asOf = TB::AsOf::EndOfLastQuarter;
        tb.compare = TB::Compare::MonthBefore;
        tb.currency = u"JPY"_s;
        QCOMPARE(models::toJson(tb), json(R"({"asOf":"end-of-last-quarter",
                                             "compare":"month-before","currency":"JPY"})"));
        QCOMPARE(models::trialBalanceFilterFromJson(models::toJson(tb)), tb);
        tb.asOf = TB::AsOf::Day;
        tb.asOfDay = QDate(2026, 6, 30);
        tb.compare = TB::Compare::Day;
        tb.compareDay = QDate(2025, 6, 30);
        tb.currency.clear();
        QCOMPARE(models::trialBalanceFilterFromJson(models::toJson(tb)), tb);
        QCOMPARE(models::trialBalanceFilterFromJson({})->asOf, TB::AsOf::Today);
    }

    void wrongFiltersAreRefusedInWords_data()
    {
        QTest::addColumn<int>("pane");
        QTest::addColumn<QByteArray>("filter");
        QTest::addColumn<QString>("says");
        const int t = int(ViewPane::Transactions);
        QTest::newRow("unknown status") << t << QByteArray(R"({"statuses":["paid"]})") << "paid";
        QTest::newRow("statuses not a list")
            << t << QByteArray(R"({"statuses":"failed"})") << "statuses";
        QTest::newRow("unknown preset")
            << t << QByteArray(R"({"dates":"yesterday"})") << "yesterday";
        QTest::newRow("frozen days without custom")
            << t << QByteArray(R"({"dates":"today","from":"2026-01-01"})") << "custom";
        QTest::newRow("not a day")
            << t << QByteArray(R"({"dates":"custom","from":"01.02.2026"})") << "01.02.2026";
        QTest::newRow("lower-case currency") << t << QByteArray(R"({"currency":"eur"})") << "eur";
        QTest::newRow("gateway with a space")
            << t << QByteArray(R"({"gateway":"card net"})") << "card net";
        QTest::newRow("a misspelt key")
            << t << QByteArray(R"({"status":["failed"]})") << "\"status\"";
        QTest::newRow("a number for text")
            << int(ViewPane::Refunds) << QByteArray(R"({"search":12})") << "search";
        QTest::newRow("link status")
            << int(ViewPane::PaymentLinks) << QByteArray(R"({"status":"paid"})") << "paid";
        QTest::newRow("as of") << int(ViewPane::TrialBalance)
                               << QByteArray(R"({"asOf":"end-of-month"})") << "end-of-month";
        QTest::newRow("compare") << int(ViewPane::TrialBalance)
                                 << QByteArray(R"({"compare":"year-before"})") << "year-before";
        QTest::newRow("another pane's key")
            << int(ViewPane::TrialBalance) << QByteArray(R"({"statuses":["failed"]})")
            << "statuses";
    }

    void wrongFiltersAreRefusedInWords()
    {
        QFETCH(int, pane);
        QFETCH(QByteArray, filter);
        QFETCH(QString, says);
        QString error;
        QVERIFY(!models::checkViewFilter(ViewPane(pane), json(filter), &error));
        QVERIFY2(error.contains(says), qPrintable(error));
    }

    void namesAreUniqueWhateverTheirCase()
    {
        SavedViewList list(models::readyViews());
        QCOMPARE(names(list), (QStringList{u"Failed today"_s, u"Refunds this month"_s}));
        QCOMPARE(list.indexOf(u"FAILED TODAY"_s), 0);
        QVERIFY(list.nameProblem(u"failed today"_s).contains(u"already"_s));
        QVERIFY(list.nameProblem(u"failed today"_s, 0).isEmpty()); // its own name
        QVERIFY(!list.nameProblem(u"   "_s).isEmpty());
        QVERIFY(!list.nameProblem(u"two\nlines"_s).isEmpty());
        QVERIFY(!list.nameProblem(QString(SavedView::MaxNameLength + 1, u'x')).isEmpty());
        QVERIFY(!list.rename(1, u"Failed Today"_s));
        QVERIFY(list.rename(1, u"Refunds  "_s));
        QCOMPARE(list.at(1).name, u"Refunds"_s);
        // A ready view given its own name back follows the language again.
        QVERIFY(list.rename(1, u"Refunds this month"_s));
        QVERIFY(list.at(1).name.isEmpty());
        // The CLI's name for a ready view: its shown name, English name or id, any case.
        QCOMPARE(list.find(u"failed-today"_s), 0);
        QCOMPARE(list.find(u"refunds THIS month"_s), 1);
        QCOMPARE(list.find(u"Nothing"_s), -1);
    }

    void orderedByPaneAndMovedWithinIt()
    {
        SavedViewList list;
        list.save(view(u"Links"_s, ViewPane::PaymentLinks));
        list.save(view(u"T1"_s, ViewPane::Transactions));
        list.save(view(u"Balance"_s, ViewPane::TrialBalance));
        list.save(view(u"R1"_s, ViewPane::Refunds));
        list.save(view(u"T2"_s, ViewPane::Transactions));
        QCOMPARE(names(list), (QStringList{u"T1"_s, u"T2"_s, u"R1"_s, u"Balance"_s, u"Links"_s}));
        QVERIFY(list.move(1, -1));
        QCOMPARE(names(list).mid(0, 2), (QStringList{u"T2"_s, u"T1"_s}));
        QVERIFY(!list.move(1, 1)); // not into the Refunds pane's
        QVERIFY(!list.move(0, -1));
        // Saving under a name replaces that view where it is.
        const QJsonObject failed = json(R"({"statuses":["failed"]})");
        QCOMPARE(list.save(view(u"t1"_s, ViewPane::Transactions, failed)), 1);
        QCOMPARE(list.size(), 5);
        QCOMPARE(list.at(1).filter, failed);
        list.remove(0);
        QCOMPARE(names(list), (QStringList{u"t1"_s, u"R1"_s, u"Balance"_s, u"Links"_s}));
    }

    void fileRoundTrips()
    {
        SavedViewList list(models::readyViews());
        list.save(view(u"Big EUR"_s, ViewPane::Transactions, json(R"({"currency":"EUR"})")));
        list.save(view(u"Quarter"_s, ViewPane::TrialBalance,
                       json(R"({"asOf":"end-of-last-quarter","compare":"month-before"})")));
        QVERIFY(list.rename(0, u"Heute fehlgeschlagen"_s));
        const QString path = m_dir.filePath(u"views.json"_s);
        QString error;
        QVERIFY2(models::writeSavedViewsFile(path, list.views(), &error), qPrintable(error));
        const auto back = models::readSavedViewsFile(path, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, list.views());
        // What a colleague gets: the format and version, panes and filters by name.
        const QJsonObject doc = QJsonDocument::fromJson(models::savedViewsToJson(*back)).object();
        QCOMPARE(doc.value(u"format"_s).toString(), u"paydesk-saved-views"_s);
        QCOMPARE(doc.value(u"version"_s).toInt(), 1);
        QCOMPARE(doc.value(u"views"_s).toArray().at(3).toObject().value(u"pane"_s).toString(),
                 u"trial-balance"_s);

        // Imported into another list: same names replaced in place, the rest added.
        SavedViewList other;
        other.save(view(u"big eur"_s, ViewPane::Transactions));
        other.save(view(u"Mine"_s, ViewPane::Refunds));
        const SavedViewList::Merged merged = other.merge(*back);
        QCOMPARE(merged.replaced, 1);
        QCOMPARE(merged.added, 3);
        QCOMPARE(names(other), (QStringList{u"Big EUR"_s, u"Heute fehlgeschlagen"_s, u"Mine"_s,
                                            u"Refunds this month"_s, u"Quarter"_s}));
    }

    void damagedFilesGiveNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("says");
        const QByteArray good = models::savedViewsToJson(models::readyViews());
        QTest::newRow("cut off") << good.left(good.size() / 2) << "not valid JSON";
        QTest::newRow("empty") << QByteArray() << "not valid JSON";
        QTest::newRow("another JSON") << QByteArray(R"({"views":[]})") << "not a file";
        QTest::newRow("a list") << QByteArray("[1,2]") << "not a file";
        QTest::newRow("newer") << QByteArray(R"({"format":"paydesk-saved-views","version":2,
                                                "views":[]})")
                               << "newer PayDesk";
        QTest::newRow("no version")
            << QByteArray(R"({"format":"paydesk-saved-views","views":[]})") << "version";
        QTest::newRow("no views") << QByteArray(R"({"format":"paydesk-saved-views","version":1})")
                                  << "list of views";
        QTest::newRow("a bad view after a good one")
            << QByteArray(R"({"format":"paydesk-saved-views","version":1,"views":[
                   {"name":"Good","pane":"refunds","filter":{}},
                   {"name":"Bad","pane":"transactions","filter":{"statuses":["paid"]}}]})")
            << "View 2 (\"Bad\")";
        QTest::newRow("unknown pane")
            << QByteArray(R"({"format":"paydesk-saved-views","version":1,"views":[
                   {"name":"X","pane":"accounts","filter":{}}]})")
            << "pane";
        QTest::newRow("no name") << QByteArray(R"({"format":"paydesk-saved-views","version":1,
                                                  "views":[{"pane":"refunds","filter":{}}]})")
                                 << "no name";
        QTest::newRow("the same name twice")
            << QByteArray(R"({"format":"paydesk-saved-views","version":1,"views":[
                   {"name":"A","pane":"refunds","filter":{}},
                   {"name":"a","pane":"transactions","filter":{}}]})")
            << "twice";
        QTest::newRow("unknown ready view")
            << QByteArray(R"({"format":"paydesk-saved-views","version":1,"views":[
                   {"ready":"paid-yesterday","pane":"refunds","filter":{}}]})")
            << "ready";
    }

    void damagedFilesGiveNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, says);
        const QString path = m_dir.filePath(u"damaged.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(content);
        file.close();
        QString error;
        QVERIFY(!models::readSavedViewsFile(path, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
        QVERIFY2(error.contains(u"damaged.json"_s), qPrintable(error));
    }

    void keptPerProfile()
    {
        const QString file = m_dir.filePath(u"PayDesk.ini"_s);
        const models::SavedViewStore store(file);
        // A profile never saved for: the ready views.
        QCOMPARE(store.load(u"p1"_s).views(), models::readyViews());
        QVERIFY(store.load(QString()).isEmpty());

        SavedViewList list = store.load(u"p1"_s);
        list.remove(0); // Failed today
        list.save(view(u"EUR"_s, ViewPane::Transactions, json(R"({"currency":"EUR"})")));
        QVERIFY(store.save(u"p1"_s, list));
        // A new store on the same file (a restart): as saved, the deleted ready view gone.
        const SavedViewList again = models::SavedViewStore(file).load(u"p1"_s);
        QCOMPARE(again, list);
        QCOMPARE(names(again), (QStringList{u"EUR"_s, u"Refunds this month"_s}));
        // Another profile still has both ready views.
        QCOMPARE(store.load(u"p2"_s).size(), 2);
        // Written language-neutral: the ready view by its id, no name.
        QSettings settings(file, QSettings::IniFormat);
        const QString kept = settings.value(u"savedViews/p1/views"_s).toString();
        QVERIFY2(kept.contains(u"\"ready\": \"refunds-this-month\""_s), qPrintable(kept));
        QVERIFY(!kept.contains(u"Refunds this month"_s));

        store.forget(u"p1"_s);
        QCOMPARE(store.load(u"p1"_s).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestSavedViews)
#include "tst_savedviews.moc"
