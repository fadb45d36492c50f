// PayDesk in the user's language: Qt's own words (Cancel) from Debian's Qt translations, the
// trial balance's headings and balance line, the service's errors as a sentence in the language
// with the service's own details beneath, English keeping the system's region, and a language
// change that keeps the filters, dates and selection on screen. Offscreen; real sandbox.
#include "api/apierror.h"
#include "localsandbox/localsandboxhost.h"
#include "mainwindow.h"
#include "models/transactionsmodel.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "profiles/language.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "viewstate.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;

class TestLanguage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_settingsDir.path().toUtf8());
    }

    void cleanup() { profiles::applyLanguage(u"en"_s); }

    void qtsOwnWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("cancel");
        QTest::newRow("German") << u"de"_s << u"Abbrechen"_s;
        QTest::newRow("French") << u"fr"_s << u"Annuler"_s;
        QTest::newRow("English") << u"en"_s << u"Cancel"_s;
    }

    void qtsOwnWords()
    {
        QFETCH(QString, language);
        QFETCH(QString, cancel);
        QCOMPARE(profiles::applyLanguage(language), language);
        QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text().remove(u'&'), cancel);
    }

    void ledgerWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("source");
        for (const char *language : {"de", "fr"}) {
            for (const char *source :
                 {"Code", "Account", "Type", "Debit", "Credit", "Change in balance", "Total",
                  "Balanced: debits and credits both total %1.", "Trial balance"}) {
                QTest::addRow("%s %s", language, source)
                    << QString::fromLatin1(language) << QString::fromLatin1(source);
            }
        }
    }

    void ledgerWords()
    {
        QFETCH(QString, language);
        QFETCH(QString, source);
        profiles::applyLanguage(language);
        const QString translated =
            QCoreApplication::translate("Ledger", source.toUtf8().constData());
        // French writes these three as English does.
        const bool sameInFrench =
            language == u"fr"_s &&
            (source == u"Code"_s || source == u"Type"_s || source == u"Total"_s);
        QVERIFY2(translated != source || sameInFrench, qPrintable(translated));
    }

    void serviceErrorInTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("German") << u"de"_s << u"Die Karte wurde abgelehnt."_s;
        QTest::newRow("French") << u"fr"_s << u"La carte a été refusée."_s;
        QTest::newRow("English") << u"en"_s << u"The card was declined."_s;
    }

    void serviceErrorInTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, sentence);
        profiles::applyLanguage(language);
        api::ApiError error;
        error.kind = api::ApiError::Kind::Http;
        error.httpStatus = 402;
        error.code = u"card_declined"_s;
        error.details = u"The issuer declined the card."_s;
        const QStringList lines = error.message().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(0), sentence);
        // The service's own words beneath, as it sent them.
        QCOMPARE(lines.at(1), u"The issuer declined the card. (card_declined, HTTP 402)"_s);

        // A code PayDesk does not know: the service's words alone.
        error.code = u"brand_new_code"_s;
        QCOMPARE(error.message(), u"The issuer declined the card. (brand_new_code, HTTP 402)"_s);
    }

    void localeKeepsTheRegion_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("expected");
        QTest::newRow("English on a British system") << u"en"_s << u"en_GB"_s << u"en_GB"_s;
        QTest::newRow("English on a German system") << u"en"_s << u"de_DE"_s << u"en_DE"_s;
        QTest::newRow("German on an Austrian system") << u"de"_s << u"de_AT"_s << u"de_AT"_s;
        QTest::newRow("French on a Swiss German system") << u"fr"_s << u"de_CH"_s << u"fr_CH"_s;
        QTest::newRow("German on a US system") << u"de"_s << u"en_US"_s << u"de_DE"_s;
        QTest::newRow("the system's language") << QString() << u"fr_CA"_s << u"fr_CA"_s;
    }

    void localeKeepsTheRegion()
    {
        QFETCH(QString, language);
        QFETCH(QString, system);
        QFETCH(QString, expected);
        QCOMPARE(profiles::localeFor(language, QLocale(system)).name(), expected);
    }

    void britishEnglishKeepsBritishDates()
    {
        const QLocale locale = profiles::localeFor(u"en"_s, QLocale(u"en_GB"_s));
        QCOMPARE(locale.toString(QDate(2026, 11, 26), QLocale::ShortFormat), u"26/11/2026"_s);
    }

    void languageChangeKeepsTheView()
    {
        profiles::ProfileStore store(m_settingsDir.filePath(u"view.conf"_s));
        QVERIFY(store.ensureDefaults());
        profiles::MemorySecretStore secrets;
        session::Session session(store, &secrets);
        session.localSandbox()->setDataDir(m_dataDir.filePath(u"view"_s));
        session.localSandbox()->setSeedCount(80);
        auto english = std::make_unique<ui::MainWindow>(session, store);
        english->show();
        session.activate(store.localSandbox()->id);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), session::Session::State::Ready, 30000);
        ui::TransactionsPane *pane = english->transactionsPane();
        QTRY_VERIFY_WITH_TIMEOUT(pane->model()->rowCount() > 0 && !pane->model()->isLoading(),
                                 30000);

        models::TransactionFilter filter;
        filter.statuses = {u"captured"_s};
        filter.currency = u"USD"_s;
        pane->setFilter(filter);
        QTRY_VERIFY_WITH_TIMEOUT(!pane->model()->isLoading() && pane->model()->rowCount() > 1,
                                 30000);
        pane->view()->selectRow(1);
        const QString selected = pane->selectedTransaction()->id;
        const QDate asOf = QDate(2026, 3, 31);
        english->trialBalancePane()->setAsOfDate(asOf);
        english->showPane(ui::MainWindow::Pane::Refunds);

        const ui::ViewState view = ui::captureViewState(*english);
        profiles::applyLanguage(u"de"_s);
        english.reset();
        ui::MainWindow german(session, store);
        german.show();
        ui::restoreViewState(german, view);

        QCOMPARE(german.currentPane(), ui::MainWindow::Pane::Refunds);
        QCOMPARE(german.transactionsPane()->filter().statuses, filter.statuses);
        QCOMPARE(german.transactionsPane()->filter().currency, filter.currency);
        QCOMPARE(german.trialBalancePane()->asOfDate(), asOf);
        QTRY_VERIFY_WITH_TIMEOUT(german.transactionsPane()->selectedTransaction() &&
                                     german.transactionsPane()->selectedTransaction()->id ==
                                         selected,
                                 30000);
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
