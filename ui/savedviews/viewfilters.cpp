#include "viewfilters.h"

#include "panes/paymentlinkspane.h"
#include "panes/refundspane.h"
#include "panes/transactionspane.h"
#include "panes/trialbalancepane.h"

namespace paydesk::ui {

namespace {

using TrialBalanceFilter = models::TrialBalanceViewFilter;

TrialBalanceFilter captureTrialBalance(const TrialBalancePane &pane)
{
    TrialBalanceFilter f;
    if (const auto preset = pane.asOfPreset()) {
        switch (*preset) {
        case TrialBalancePane::Preset::EndOfLastMonth:
            f.asOf = TrialBalanceFilter::AsOf::EndOfLastMonth;
            break;
        case TrialBalancePane::Preset::EndOfLastQuarter:
            f.asOf = TrialBalanceFilter::AsOf::EndOfLastQuarter;
            break;
        case TrialBalancePane::Preset::EndOfLastYear:
            f.asOf = TrialBalanceFilter::AsOf::EndOfLastYear;
            break;
        }
    } else if (pane.asOfDate() == models::serviceToday()) {
        f.asOf = TrialBalanceFilter::AsOf::Today; // what the pane opens on
    } else {
        f.asOf = TrialBalanceFilter::AsOf::Day;
        f.asOfDay = pane.asOfDate();
    }
    if (const auto compare = pane.compareDate()) {
        if (pane.compareFollowsAsOf()) {
            f.compare = TrialBalanceFilter::Compare::MonthBefore;
        } else {
            f.compare = TrialBalanceFilter::Compare::Day;
            f.compareDay = *compare;
        }
    }
    f.currency = pane.currency();
    return f;
}

void applyTrialBalance(TrialBalancePane &pane, const TrialBalanceFilter &f)
{
    switch (f.asOf) {
    case TrialBalanceFilter::AsOf::Today:
        pane.setAsOfDate(models::serviceToday());
        break;
    case TrialBalanceFilter::AsOf::EndOfLastMonth:
        pane.applyPreset(TrialBalancePane::Preset::EndOfLastMonth);
        break;
    case TrialBalanceFilter::AsOf::EndOfLastQuarter:
        pane.applyPreset(TrialBalancePane::Preset::EndOfLastQuarter);
        break;
    case TrialBalanceFilter::AsOf::EndOfLastYear:
        pane.applyPreset(TrialBalancePane::Preset::EndOfLastYear);
        break;
    case TrialBalanceFilter::AsOf::Day:
        pane.setAsOfDate(f.asOfDay);
        break;
    }
    switch (f.compare) {
    case TrialBalanceFilter::Compare::None:
        pane.setCompareDate(std::nullopt);
        break;
    case TrialBalanceFilter::Compare::MonthBefore:
        pane.setCompareFollowingAsOf();
        break;
    case TrialBalanceFilter::Compare::Day:
        pane.setCompareDate(f.compareDay);
        break;
    }
    if (!f.currency.isEmpty())
        pane.setCurrency(f.currency);
}

} // namespace

MainWindow::Pane windowPaneOf(models::ViewPane pane)
{
    return *MainWindow::paneFromName(models::viewPaneName(pane));
}

std::optional<models::ViewPane> viewPaneOf(MainWindow::Pane pane)
{
    return models::viewPaneFromName(MainWindow::paneNames().value(int(pane)));
}

QJsonObject captureViewFilter(const MainWindow &window, models::ViewPane pane)
{
    switch (pane) {
    case models::ViewPane::Transactions:
        return models::toJson(window.transactionsPane()->filter());
    case models::ViewPane::Refunds:
        return models::toJson(window.refundsPane()->filter());
    case models::ViewPane::TrialBalance:
        return models::toJson(captureTrialBalance(*window.trialBalancePane()));
    case models::ViewPane::PaymentLinks: {
        const PaymentLinksPane::Filter f = window.paymentLinksPane()->filter();
        return models::toJson(models::PaymentLinkFilter{f.status, f.search});
    }
    }
    return {};
}

bool applyViewFilter(MainWindow &window, const models::SavedView &view)
{
    switch (view.pane) {
    case models::ViewPane::Transactions:
        if (const auto f = models::transactionFilterFromJson(view.filter)) {
            window.transactionsPane()->setFilter(*f);
            return true;
        }
        return false;
    case models::ViewPane::Refunds:
        if (const auto f = models::refundFilterFromJson(view.filter)) {
            window.refundsPane()->setFilter(*f);
            return true;
        }
        return false;
    case models::ViewPane::TrialBalance:
        if (const auto f = models::trialBalanceFilterFromJson(view.filter)) {
            applyTrialBalance(*window.trialBalancePane(), *f);
            return true;
        }
        return false;
    case models::ViewPane::PaymentLinks:
        if (const auto f = models::paymentLinkFilterFromJson(view.filter)) {
            window.paymentLinksPane()->setFilter({f->status, f->search});
            return true;
        }
        return false;
    }
    return false;
}

} // namespace paydesk::ui
