#include "paymentlinksmodel.h"

#include "transactionsmodel.h"

#include "core/money.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace paydesk::models {

namespace {

// Open links read again per poll, at most: a poll never floods the service.
constexpr int MaxPolledLinks = 20;

} // namespace

PaymentLinksModel::PaymentLinksModel(QObject *parent)
    : PaymentLinkRows(parent)
{}

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
    reload();
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
    api::Page<api::RedirectSession> own;
    own.data = m_local;
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
        if (column == Created)
            return s.createdAt.toSecsSinceEpoch();
        if (column == Expires)
            return s.expiresAt.toSecsSinceEpoch();
        return column == Amount ? QVariant(s.amount) : QVariant();
    default:
        return {};
    }
}

Qt::Alignment PaymentLinksModel::columnAlignment(int column) const
{
    return column == Amount ? Qt::AlignRight : Qt::AlignLeft;
}

QString PaymentLinksModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Created:
        return tr("Created");
    case Status:
        return tr("Status");
    case Amount:
        return tr("Amount");
    case Currency:
        return tr("Currency");
    case Reference:
        return tr("Reference");
    case Expires:
        return tr("Expires");
    case Id:
        return tr("ID");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace paydesk::models
