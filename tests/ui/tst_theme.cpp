// View ▸ Theme: System, Light and Dark, chosen from the window's menu, applied at once to the
// window, its charts and its status badges, and kept for the next start. Offscreen.
#include "charts/trialbalancechart.h"
#include "mainwindow.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"
#include "profiles/memorysecretstore.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "theme.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;

class TestTheme : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

    static int lightness(const QWidget *w, QPalette::ColorRole role)
    {
        return w->palette().color(role).lightness();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PAYDESK_SETTINGS_DIR", m_settingsDir.path().toUtf8());
    }

    void chosenFromTheMenuAppliedAtOnce()
    {
        profiles::ProfileStore store(m_settingsDir.filePath(u"profiles.conf"_s));
        QVERIFY(store.ensureDefaults());
        profiles::MemorySecretStore secrets;
        session::Session session(store, &secrets);
        ui::MainWindow window(session, store);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QPalette system = QApplication::palette();
        QCOMPARE(ui::currentTheme(), ui::Theme::System);

        auto *dark = window.findChild<QAction *>(u"theme-dark"_s);
        auto *light = window.findChild<QAction *>(u"theme-light"_s);
        auto *systemAction = window.findChild<QAction *>(u"theme-system"_s);
        QVERIFY(dark && light && systemAction);
        QVERIFY(systemAction->isChecked());

        dark->trigger();
        QCOMPARE(ui::currentTheme(), ui::Theme::Dark);
        QVERIFY(dark->isChecked());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QTRY_VERIFY(lightness(&window, QPalette::Window) < 80);
        // The lists' badges draw for a dark palette when the text is light.
        QTableView *list = window.transactionsPane()->view();
        QTRY_VERIFY(lightness(list, QPalette::Text) > 128);
        // The charts take the palette's colours.
        auto *chartView = window.trialBalancePane()->chart()->findChild<QChartView *>();
        QVERIFY(chartView);
        QTRY_VERIFY(chartView->chart()->backgroundBrush().color().lightness() < 80);
        QCOMPARE(ui::savedTheme(), ui::Theme::Dark);

        light->trigger();
        QTRY_VERIFY(lightness(&window, QPalette::Window) > 180);
        QTRY_VERIFY(lightness(list, QPalette::Text) < 128);
        QTRY_VERIFY(chartView->chart()->backgroundBrush().color().lightness() > 180);
        QCOMPARE(ui::savedTheme(), ui::Theme::Light);

        systemAction->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
        QCOMPARE(ui::savedTheme(), ui::Theme::System);
    }

    void keptForTheNextStart()
    {
        ui::saveTheme(ui::Theme::Dark);
        QCOMPARE(ui::savedTheme(), ui::Theme::Dark);
        ui::saveTheme(ui::Theme::System);
        QCOMPARE(ui::savedTheme(), ui::Theme::System);
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
