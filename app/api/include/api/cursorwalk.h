#pragma once

#include "apierror.h"

#include <QDateTime>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace paydesk::api {

// Keeps a walk through a cursor-paged list finite and honest, whatever the service answers
// (docs/api.md §5): a next_cursor it gave before in the walk (the walk would go round for ever,
// writing the same rows again), a row that goes back in the list's order or comes again (a page
// that goes backwards), and more pages than any list can hold (MaxPages) are each an error in
// words, ApiError::Kind::Malformed, and the walk ends there. A walk of a query with a time range
// (setRange(), setDays()) also ends at a row outside it: the service answers outside its own
// filter, and one that sends fresh cursors with ever older rows stops once it passes the range
// rather than after MaxPages. Each page is checked before any of its rows is used, so nothing of
// a bad page is written or shown.
class CursorWalk
{
public:
    // The lists' orders: transactions, refunds and payment links newest first, by created_at
    // then id; ledger entries oldest first, by posted_at then id. Ids are opaque, so rows of the
    // same time may come in any order, but never twice.
    enum class Order { NewestFirst, OldestFirst };
    // 100 million rows at the largest page (100): more than a sandbox's 50 million seeded
    // transactions, far less than forever.
    static constexpr int MaxPages = 1'000'000;

    explicit CursorWalk(Order order, int maxPages = MaxPages);

    // A walk from the first page again (a refresh, a new query); the range stays.
    void restart();
    // The query's range of the rows' times, `from` inclusive, `to` exclusive; an invalid one
    // leaves that side open (as both are at first).
    void setRange(const QDateTime &from, const QDateTime &to);
    // The same as UTC days, as the queries give them: from the start of `from` to the start of
    // `toExclusive` (for an inclusive last day, pass the day after it).
    void setDays(const QDate &from, const QDate &toExclusive);
    void setDays(const std::optional<QDate> &from, const std::optional<QDate> &toExclusive)
    {
        setDays(from.value_or(QDate()), toExclusive.value_or(QDate()));
    }
    int pages() const { return m_pages; }

    // Checks a page that arrived, its rows given by `timeOf(row)` and `row.id` in the order
    // they came, and where it says the list goes on. nullopt: use the page, and ask for
    // `nextCursor` if `hasMore`.
    template<typename Row, typename TimeOf>
    std::optional<ApiError> check(const QList<Row> &rows, bool hasMore, const QString &nextCursor,
                                  TimeOf timeOf)
    {
        beginPage();
        for (const Row &row : rows) {
            if (auto problem = checkRow(timeOf(row), row.id))
                return problem;
        }
        return endPage(hasMore, nextCursor);
    }

private:
    void beginPage();
    std::optional<ApiError> checkRow(const QDateTime &at, const QString &id);
    std::optional<ApiError> endPage(bool hasMore, const QString &nextCursor);
    ApiError problem(const QString &text) const;

    Order m_order;
    int m_maxPages;
    int m_pages = 0;
    QDateTime m_from; // the query's range, [m_from, m_to); invalid: open
    QDateTime m_to;
    // Of the pages before this one, committed when the page passes.
    QDateTime m_lastAt;
    QSet<QString> m_idsAtLastTime; // the rows of m_lastAt so far: a tie may not repeat one
    QSet<size_t> m_cursors;        // hashes of the cursors given so far
    // Of the page being checked.
    QDateTime m_pageLastAt;
    QSet<QString> m_pageIdsAtLastTime;
};

} // namespace paydesk::api
