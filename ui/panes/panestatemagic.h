#pragma once

#include <QtGlobal>

#include <array>

namespace paydesk::ui {

// The first four bytes of each pane's saved state (saveState()), checked on restore: one table,
// so no two panes share one and a pane never reads another's state as its own.
namespace PaneStateMagic {
inline constexpr quint32 Transactions = 0x50445450; // "PDTP"
inline constexpr quint32 Refunds = 0x50445250;      // "PDRP"
inline constexpr quint32 Accounts = 0x50444143;     // "PDAC"
inline constexpr quint32 TrialBalance = 0x50445442; // "PDTB"
inline constexpr quint32 Webhooks = 0x57484b50;     // "WHKP"
inline constexpr quint32 PaymentLinks = 0x5044504c; // "PDPL"
inline constexpr quint32 Payouts = 0x5044504f;      // "PDPO"
inline constexpr quint32 Activity = 0x50444156;     // "PDAV"
} // namespace PaneStateMagic

namespace detail {
constexpr bool distinct(const std::array<quint32, 8> &all)
{
    for (std::size_t i = 0; i < all.size(); ++i) {
        for (std::size_t j = i + 1; j < all.size(); ++j) {
            if (all[i] == all[j])
                return false;
        }
    }
    return true;
}
} // namespace detail

static_assert(detail::distinct({PaneStateMagic::Transactions, PaneStateMagic::Refunds,
                                PaneStateMagic::Accounts, PaneStateMagic::TrialBalance,
                                PaneStateMagic::Webhooks, PaneStateMagic::PaymentLinks,
                                PaneStateMagic::Payouts, PaneStateMagic::Activity}),
              "each pane's saved state has a magic of its own");

} // namespace paydesk::ui
