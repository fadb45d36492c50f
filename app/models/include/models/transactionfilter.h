#pragma once

#include "api/apitypes.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace paydesk::models {

// The date ranges a list can be filtered by. The service takes whole UTC days (created_to
// exclusive), so every range is a pair of dates and "today" is the UTC date.
enum class DatePreset { AllTime, Today, Last7Days, ThisMonth, LastMonth, Custom };

// A half-open range of UTC days, [from, to); either end may be open.
struct DateRange
{
    std::optional<QDate> from; // inclusive
    std::optional<QDate> to;   // exclusive

    friend bool operator==(const DateRange &, const DateRange &) = default;
};

// The range of `preset` relative to `today`. Custom takes the inclusive days a person picks
// (customFrom..customLast, either may be null) and swaps them if they are reversed.
DateRange dateRange(DatePreset preset, const QDate &today, const QDate &customFrom = {},
                    const QDate &customLast = {});

// All presets, in the order a combo box shows them, with their translated labels.
QList<DatePreset> datePresets();
QString datePresetLabel(DatePreset preset);

// Today as the service counts days (UTC).
QDate serviceToday();

// What the filter bar of the transactions pane holds, as typed. toQuery() normalises it
// (trimmed, currency upper case, gateway lower case) and leaves out what the service would
// reject (a currency that is not three letters, a gateway outside [a-z0-9_]{1,32}), so a
// half-typed value never reloads the list with an error.
struct TransactionFilter
{
    QStringList statuses; // empty: every status
    DatePreset datePreset = DatePreset::AllTime;
    QDate customFrom; // inclusive, for DatePreset::Custom
    QDate customLast; // inclusive, for DatePreset::Custom
    QString gateway;
    QString currency;
    QString search; // what the service's q matches (api::TransactionQuery::search)

    api::TransactionQuery toQuery(const QDate &today) const;
};

// What the filter bar of the refunds pane holds. The transaction id and search are trimmed.
struct RefundFilter
{
    DatePreset datePreset = DatePreset::AllTime;
    QDate customFrom;
    QDate customLast;
    QString transactionId;
    QString search;

    api::RefundQuery toQuery(const QDate &today) const;
};

// The statuses the filter offers, in order.
QStringList filterableStatuses();

// Whether two queries ask for the same rows (limit and cursor are ignored).
bool sameRows(const api::TransactionQuery &a, const api::TransactionQuery &b);
bool sameRows(const api::RefundQuery &a, const api::RefundQuery &b);

// Whether the service would list `t` for `query` (a new charge joins the list shown only when
// it does).
bool matches(const api::TransactionQuery &query, const api::Transaction &t);
// Whether the search text `q` finds `t`, as CONTRACT.md's `q` (empty finds every one).
bool searchMatches(const QString &q, const api::Transaction &t);

bool isCurrencyCode(const QString &text);
bool isGatewayName(const QString &text);

} // namespace paydesk::models
