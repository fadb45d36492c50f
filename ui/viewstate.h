#pragma once

#include "mainwindow.h"
#include "models/transactionfilter.h"

#include <QDate>
#include <QString>

#include <optional>

namespace paydesk::ui {

// What the person is looking at that the saved settings do not keep: each pane's filters and
// dates, and the selected transaction. A window rebuilt in another language takes it over, so
// changing the language loses nothing on screen.
struct ViewState
{
    std::optional<MainWindow::Pane> pane;
    models::TransactionFilter transactions;
    QString selectedTransaction;
    models::RefundFilter refunds;
    QString paymentLinksStatus;
    QString paymentLinksSearch;
    QString accountsFilter;
    QDate trialBalanceAsOf;
    QString trialBalanceCurrency;
    std::optional<QDate> trialBalanceCompare;
};

ViewState captureViewState(const MainWindow &window);
// Applies `state` to a window showing the same session; the selection follows once its row
// has loaded.
void restoreViewState(MainWindow &window, const ViewState &state);

} // namespace paydesk::ui
