#include "viewstate.h"

#include "panes/accountspane.h"
#include "panes/paymentlinkspane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"

namespace paydesk::ui {

ViewState captureViewState(const MainWindow &window)
{
    ViewState state;
    state.pane = window.currentPane();
    state.transactions = window.transactionsPane()->filter();
    if (const auto t = window.transactionsPane()->selectedTransaction())
        state.selectedTransaction = t->id;
    state.refunds = window.refundsPane()->filter();
    const PaymentLinksPane::Filter links = window.paymentLinksPane()->filter();
    state.paymentLinksStatus = links.status;
    state.paymentLinksSearch = links.search;
    state.accountsFilter = window.accountsPane()->filterText();
    state.trialBalanceAsOf = window.trialBalancePane()->asOfDate();
    state.trialBalanceCurrency = window.trialBalancePane()->currency();
    state.trialBalanceCompare = window.trialBalancePane()->compareDate();
    return state;
}

void restoreViewState(MainWindow &window, const ViewState &state)
{
    if (state.pane)
        window.showPane(*state.pane);
    window.transactionsPane()->setFilter(state.transactions);
    if (!state.selectedTransaction.isEmpty())
        window.transactionsPane()->selectWhenLoaded(state.selectedTransaction);
    window.refundsPane()->setFilter(state.refunds);
    window.paymentLinksPane()->setFilter({state.paymentLinksStatus, state.paymentLinksSearch});
    window.accountsPane()->setFilterText(state.accountsFilter);
    TrialBalancePane *trialBalance = window.trialBalancePane();
    if (state.trialBalanceAsOf.isValid())
        trialBalance->setAsOfDate(state.trialBalanceAsOf);
    if (!state.trialBalanceCurrency.isEmpty())
        trialBalance->setCurrency(state.trialBalanceCurrency);
    trialBalance->setCompareDate(state.trialBalanceCompare);
}

} // namespace paydesk::ui
