#include "cursorwalk.h"

#include <QCoreApplication>
#include <QHash>

using namespace Qt::StringLiterals;

namespace paydesk::api {

CursorWalk::CursorWalk(Order order, int maxPages)
    : m_order(order)
    , m_maxPages(maxPages)
{}

void CursorWalk::restart()
{
    m_pages = 0;
    m_lastAt = {};
    m_idsAtLastTime.clear();
    m_cursors.clear();
}

void CursorWalk::setRange(const QDateTime &from, const QDateTime &to)
{
    m_from = from;
    m_to = to;
}

void CursorWalk::setDays(const QDate &from, const QDate &toExclusive)
{
    const auto start = [](const QDate &day) {
        return day.isValid() ? QDateTime(day, QTime(0, 0), Qt::UTC) : QDateTime();
    };
    setRange(start(from), start(toExclusive));
}

void CursorWalk::beginPage()
{
    m_pageLastAt = m_lastAt;
    m_pageIdsAtLastTime = m_idsAtLastTime;
}

// The words follow "The service sent an answer PayDesk cannot read: " (ApiError::message()).
ApiError CursorWalk::problem(const QString &text) const
{
    ApiError e;
    e.kind = ApiError::Kind::Malformed;
    e.text = text;
    return e;
}

std::optional<ApiError> CursorWalk::checkRow(const QDateTime &at, const QString &id)
{
    const int page = m_pages + 1;
    if (at.isValid() && ((m_from.isValid() && at < m_from) || (m_to.isValid() && at >= m_to))) {
        QStringList range;
        if (m_from.isValid())
            range << QCoreApplication::translate("paydesk::api::CursorWalk", "from %1")
                         .arg(m_from.toUTC().toString(Qt::ISODate));
        if (m_to.isValid())
            range << QCoreApplication::translate("paydesk::api::CursorWalk", "before %1")
                         .arg(m_to.toUTC().toString(Qt::ISODate));
        return problem(
            QCoreApplication::translate(
                "paydesk::api::CursorWalk",
                "on page %1, %2 (%3) lies outside the time asked for (%4): the "
                "service answers outside its own filter, so the reading stopped.")
                .arg(page)
                .arg(id, at.toUTC().toString(Qt::ISODate),
                     range.join(QCoreApplication::translate("paydesk::api::CursorWalk", ", "))));
    }
    if (m_pageLastAt.isValid()) {
        const bool back = m_order == Order::NewestFirst ? at > m_pageLastAt : at < m_pageLastAt;
        if (back)
            return problem(QCoreApplication::translate(
                               "paydesk::api::CursorWalk",
                               "on page %1 the list goes back: %2 (%3) comes after a row of %4. "
                               "Its pages would be read twice or out of order, so the reading "
                               "stopped.")
                               .arg(page)
                               .arg(id, at.toUTC().toString(Qt::ISODate),
                                    m_pageLastAt.toUTC().toString(Qt::ISODate)));
        if (at == m_pageLastAt && m_pageIdsAtLastTime.contains(id))
            return problem(QCoreApplication::translate(
                               "paydesk::api::CursorWalk",
                               "%1 comes twice (again on page %2): the reading stopped rather "
                               "than count it twice.")
                               .arg(id)
                               .arg(page));
    }
    if (!m_pageLastAt.isValid() || at != m_pageLastAt) {
        m_pageLastAt = at;
        m_pageIdsAtLastTime.clear();
    }
    m_pageIdsAtLastTime.insert(id);
    return std::nullopt;
}

std::optional<ApiError> CursorWalk::endPage(bool hasMore, const QString &nextCursor)
{
    const int page = m_pages + 1;
    if (hasMore) {
        if (page >= m_maxPages)
            return problem(QCoreApplication::translate("paydesk::api::CursorWalk",
                                                       "the list goes on past %L1 pages, more than "
                                                       "any list of it can hold, so the reading "
                                                       "stopped.")
                               .arg(m_maxPages));
        const size_t hash = qHash(nextCursor);
        if (m_cursors.contains(hash))
            return problem(QCoreApplication::translate(
                               "paydesk::api::CursorWalk",
                               "page %1 names as the next page one that was read already (its "
                               "cursor came before): the list would go round for ever, so the "
                               "reading stopped.")
                               .arg(page));
        m_cursors.insert(hash);
    }
    m_pages = page;
    m_lastAt = m_pageLastAt;
    m_idsAtLastTime = m_pageIdsAtLastTime;
    return std::nullopt;
}

} // namespace paydesk::api
