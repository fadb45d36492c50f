#include "paymentlinksmodel.h"

#include "transactionsmodel.h"

#include "core/money.h"

#include <QCoreApplication>

#include <iterator>

using namespace Qt::StringLiterals;

namespace paydesk::models {

namespace {

// Open links read again per poll, at most: a poll never floods the service.
constexpr int MaxPolledLinks = 20;

} // namespace

PaymentLinksModel::PaymentLinksModel(QObject *parent)
    : PaymentLinkRows(parent)
{
    setValueColumns(Created, Amount);
}

PaymentLinksModel::~PaymentLinksModel()
{
    cancelPolls();
}

int PaymentLinksModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PaymentLinksModel::statusText(const QString &status)
{
    if (status == u"open"_s)
        return tr("Open");
    if (status == u"completed"_s)
        return tr("Completed");
    if (status == u"expired"_s)
        return tr("Expired");
    return status; // a newer status, as it came
}

void PaymentLinksModel::addCreated(const api::RedirectSession &session)
{
    m_local.prepend(session);
    if (m_local.size() > MaxOwnLinks)
        m_local.resize(MaxOwnLinks);
    // At the top at once, when the filters would list it; no page is read again.
    if (matches(query(), session))
        prependRow(session);
}

bool PaymentLinksModel::matches(const api::RedirectSessionQuery &query,
                                const api::RedirectSession &session)
{
    return (query.statuses.isEmpty() || query.statuses.contains(session.status)) &&
           (query.search.isEmpty() ||
            session.merchantRef.contains(query.search, Qt::CaseInsensitive));
}

api::Result<api::Page<api::RedirectSession>>
PaymentLinksModel::pageAnswer(const api::Result<api::Page<api::RedirectSession>> &result)
{
    const bool missing = !result.ok() && result.error().kind == api::ApiError::Kind::Http &&
                         (result.error().httpStatus == 404 || result.error().httpStatus == 405);
    if (m_listOffered == missing) {
        m_listOffered = !missing;
        Q_EMIT listOfferedChanged(m_listOffered);
    }
    if (!missing)
        return result;
    // The window's own links, filtered as the service would (they are few: MaxOwnLinks).
    api::Page<api::RedirectSession> own;
    for (const api::RedirectSession &session : std::as_const(m_local)) {
        if (matches(query(), session))
            own.data << session;
    }
    return own;
}

void PaymentLinksModel::cancelPolls()
{
    for (api::RequestId id : std::as_const(m_polls)) {
        if (client())
            client()->cancel(id);
    }
    m_polls.clear();
}

void PaymentLinksModel::poll()
{
    if (m_pollClient != client()) {
        m_polls.clear(); // another client's answers never come
        m_pollClient = client();
    }
    if (!client() || !m_polls.isEmpty() || isLoading())
        return; // the last poll, or a page, is still on its way
    for (int row = 0; row < rowCount() && m_polls.size() < MaxPolledLinks; ++row) {
        const api::RedirectSession &s = linkAt(row);
        if (s.status != u"open"_s)
            continue;
        const QString id = s.id;
        const api::RequestId request = client()->redirectSession(
            id, this, [this, id](const api::Result<api::RedirectSession> &result) {
                m_polls.remove(id);
                if (!result.ok())
                    return;
                for (api::RedirectSession &own : m_local) {
                    if (own.id == result->id)
                        own = result.value();
                }
                // Most polls find the link as it was: its row (and the detail showing it)
                // stays untouched then.
                const int at = rowOf(id);
                if (at >= 0 && linkAt(at) == result.value())
                    return;
                replaceRow(result.value());
            });
        m_polls.insert(id, request);
    }
}

QVariant PaymentLinksModel::cellData(const api::RedirectSession &s, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case Created:
            return locale().toString(s.createdAt.toLocalTime(), QLocale::ShortFormat);
        case Status:
            return statusText(s.status);
        case Amount:
            return formatAmountIn(s.amount, s.currency, locale());
        case Currency:
            return s.currency;
        case Reference:
            return s.merchantRef;
        case Expires:
            return locale().toString(s.expiresAt.toLocalTime(), QLocale::ShortFormat);
        case Id:
            return s.id;
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case Created:
            return s.createdAt.toString(Qt::ISODate);
        case Expires:
            return s.expiresAt.toString(Qt::ISODate);
        case Amount:
            return TransactionsModel::unknownCurrencyNote(s.currency);
        case Reference:
            return s.description.value_or(QString());
        default:
            return {};
        }
    case TransactionIdRole:
        return s.transactionId.value_or(QString());
    case SortRole:
        return column == Expires ? QVariant(s.expiresAt.toSecsSinceEpoch()) : QVariant();
    default:
        return {};
    }
}

QString PaymentLinksModel::columnTitle(int column) const
{
    // In the order of Column.
    static constexpr const char *Titles[] = {QT_TR_NOOP("Created"),   QT_TR_NOOP("Status"),
                                             QT_TR_NOOP("Amount"),    QT_TR_NOOP("Currency"),
                                             QT_TR_NOOP("Reference"), QT_TR_NOOP("Expires"),
                                             QT_TR_NOOP("ID")};
    static_assert(std::size(Titles) == ColumnCount);
    return titleFrom(Titles, column);
}

} // namespace paydesk::models
