// MainWindow's panes by name: the names --pane and the settings use, and where each pane's
// layout is kept.
#include "mainwindow.h"

#include "savedviews/savedviewsidebar.h"

#include <QListWidget>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

const char *const PaneNames[] = {"transactions", "refunds",       "accounts", "trial-balance",
                                 "webhooks",     "payment-links", "payouts",  "activity"};

} // namespace

std::optional<MainWindow::Pane> MainWindow::paneFromName(const QString &name)
{
    for (int i = 0; i < int(std::size(PaneNames)); ++i) {
        if (name == QLatin1String(PaneNames[i]))
            return Pane(i);
    }
    return std::nullopt;
}

QStringList MainWindow::paneNames()
{
    QStringList out;
    for (const char *n : PaneNames)
        out << QString::fromLatin1(n);
    return out;
}

namespace {

// Where each pane's layout is kept, by Pane.
const char *const PaneStateKeys[] = {"transactionsPane", "refundsPane",  "accountsPane",
                                     "trialBalancePane", "webhooksPane", "paymentLinksPane",
                                     "payoutsPane",      "activityPane"};

} // namespace

QString MainWindow::paneStateKey(Pane pane)
{
    return QLatin1String(PaneStateKeys[int(pane)]);
}

int MainWindow::paneIndexAt(int row) const
{
    const QListWidgetItem *item = m_sidebar->item(row);
    if (!item)
        return -1;
    const int pane = item->data(SidebarPaneRole).toInt();
    for (int i = 0; i < m_panes.size(); ++i) {
        if (int(m_panes.at(i).pane) == pane)
            return i;
    }
    return -1;
}

} // namespace paydesk::ui
